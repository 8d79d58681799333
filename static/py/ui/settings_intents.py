"""The settings: the Settings window's choices and the New Game window's "winnable deals only" switch.

Pure Python. `SettingsIntents` changes the player's settings (in the page's state), keeps them
in the store after each change, and makes the voice speak the language they choose (or the
browser's).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.i18n import pick_language
from ui.contract import Do, Handlers, Intent, View
from ui.stored_settings import LANGUAGE_CHOICES, THEMES, Settings
from ui.texts import Texts
from ui.windows import settings_window

if TYPE_CHECKING:
    from ui.state import PageState


def spoken_language(state: PageState) -> str:
    """The language the page speaks: the settings' choice, or the browser's."""
    return state.settings.language or pick_language(list(state.languages))


class SettingsIntents:
    """The player's settings and the intents that change them."""

    def __init__(self, state: PageState, show_window: Callable[[View], None]) -> None:
        self.state = state
        self.show_window = show_window

    def handlers(self) -> Handlers:
        """The intents of the settings and what they do."""
        return {Do.SETTINGS: self.change, Do.WINNABLE: lambda intent: self.change_winnable(intent["on"])}

    def window(self) -> View:
        """The Settings window, filled with the settings."""
        return settings_window(self.state.voice.texts, self.state.settings)

    def change(self, intent: Intent) -> None:
        """Apply the settings the Settings window shows, at once, and keep them for the next visit."""
        settings = self.state.settings
        language = intent.get("language") or None
        theme = intent.get("theme", settings.theme)
        self.keep(
            replace(
                settings,
                language=language if language in LANGUAGE_CHOICES else None,
                theme=theme if theme in THEMES else settings.theme,
                double_tap=intent.get("doubleTap", False),
                auto_placement=intent.get("autoPlacement", False),
                motion=intent.get("motion", False),
                four_colour=intent.get("fourColour", False),
            )
        )
        language = spoken_language(self.state)
        if language != self.state.voice.texts.language:
            self.state.voice.texts = Texts(language)
        self.show_window({**self.window(), "refill": True})

    def change_winnable(self, on: bool) -> None:
        """The New Game window's "winnable deals only" switch, kept with the settings."""
        self.keep(replace(self.state.settings, winnable=on))

    def keep(self, settings: Settings) -> None:
        """The settings from now on, kept for the next visit."""
        self.state.settings = settings
        self.state.progress.save_settings(settings)
