"""The settings: the Settings window's choices and the New Game window's "winnable deals only" switch (SPEC §7.2, §15).

Pure Python. `SettingsIntents` holds the player's settings, keeps them in the store after each
change, and makes the voice speak the language they choose (or the browser's).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.i18n import pick_language
from ui.contract import Do, Handlers, Intent, View
from ui.progress import Progress
from ui.stored_settings import LANGUAGE_CHOICES, THEMES
from ui.texts import Texts
from ui.voice import Voice
from ui.windows import settings_window


class SettingsIntents:
    """The player's settings and the intents that change them."""

    def __init__(
        self, progress: Progress, voice: Voice, languages: list[str], show_window: Callable[[View], None]
    ) -> None:
        self.progress = progress
        self.voice = voice
        self.languages = languages
        self.show_window = show_window
        self.settings = progress.load_settings()
        self.use_language()

    def handlers(self) -> Handlers:
        """The intents of the settings and what they do."""
        return {Do.SETTINGS: self.change, Do.WINNABLE: lambda intent: self.change_winnable(intent["on"])}

    def window(self) -> View:
        """The Settings window, filled with the settings."""
        return settings_window(self.voice.texts, self.settings)

    def change(self, intent: Intent) -> None:
        """Apply the settings the Settings window shows, at once, and keep them for the next visit."""
        language = intent.get("language") or None
        theme = intent.get("theme", self.settings.theme)
        self.settings = replace(
            self.settings,
            language=language if language in LANGUAGE_CHOICES else None,
            theme=theme if theme in THEMES else self.settings.theme,
            double_tap=intent.get("doubleTap", False),
            auto_placement=intent.get("autoPlacement", False),
            motion=intent.get("motion", False),
            four_colour=intent.get("fourColour", False),
        )
        self.progress.save_settings(self.settings)
        self.use_language()
        self.show_window({**self.window(), "refill": True})

    def change_winnable(self, on: bool) -> None:
        """The New Game window's "winnable deals only" switch, kept with the settings."""
        self.settings = replace(self.settings, winnable=on)
        self.progress.save_settings(self.settings)

    def use_language(self) -> None:
        """Speak the language of the settings (or the browser's)."""
        language = self.settings.language or pick_language(self.languages)
        if language != self.voice.texts.language:
            self.voice.texts = Texts(language)
