"""The player's settings as stored: checked plain data. No browser imports.

  {"version": 1, "double_tap": bool, "auto_placement": bool, "motion": bool, "four_colour": bool,
   "theme": "system" | "light" | "dark", "language": null | one of game.LANGUAGES, "winnable": bool}

Version 0, the two booleans of the first release without a version, is migrated; a setting
missing from the text, such as `winnable` in a text older than winnable deals, takes its default.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace

import game
from ui.records import BadRecord, format_version, json_object

SETTINGS_VERSION = 1
THEMES = ("system", "light", "dark")
LANGUAGE_CHOICES = (None, *game.LANGUAGES)


@dataclass(frozen=True, slots=True)
class Settings:
    """The player's settings; the defaults are those of a first visit."""

    double_tap: bool = True
    auto_placement: bool = False
    motion: bool = True
    four_colour: bool = False
    theme: str = "system"
    language: str | None = None
    winnable: bool = False

    def dump(self) -> str:
        """The stored text."""
        return json.dumps({"version": SETTINGS_VERSION, **asdict(self)}, separators=(",", ":"))


_SETTING_CHOICES: dict[str, tuple[object, ...]] = {
    "double_tap": (True, False),
    "auto_placement": (True, False),
    "motion": (True, False),
    "four_colour": (True, False),
    "theme": THEMES,
    "language": LANGUAGE_CHOICES,
    "winnable": (True, False),
}


def parse_settings(text: object) -> Settings:
    """The stored settings (version 0 migrated: it had only the two gesture booleans); BadRecord otherwise."""
    data = json_object(text, "the settings", "settings-discarded")
    format_version(data, SETTINGS_VERSION, "the settings", "settings-discarded")
    values = {}
    for name, choices in _SETTING_CHOICES.items():
        if name not in data:
            continue
        value = data[name]
        if not any(value is choice or (type(value) is str and value == choice) for choice in choices):
            raise BadRecord("settings-discarded", f"the setting {name!r} cannot be {value!r}")
        values[name] = value
    return replace(Settings(), **values)  # type: ignore[arg-type]
