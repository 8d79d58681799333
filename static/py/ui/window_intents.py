"""The windows the player opens: New Game, Settings, Statistics, Keys, Rules, Examples, FAQ, the board.

Pure Python. Each window is a template of the page filled from data of the view (ui.windows makes
that data); `WindowIntents` picks the window an `open` intent names and fills it from the game on
screen, the settings and the statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import game
from ui.contract import Do, Handlers, View, Window
from ui.settings_intents import SettingsIntents
from ui.stats_intents import StatsIntents
from ui.voice import Voice
from ui.windows import describe_window, examples_window, faq_window, keys_window, new_game_window, rules_window


class Screen(Protocol):
    """What the windows need of the page (ui.app.App): the games on screen and the statistics they count in."""

    @property
    def current(self) -> game.Game:
        """The game in progress."""

    @property
    def on_screen(self) -> game.Game:
        """The position the board shows (a replay's, while one is shown)."""

    def stats_key_on_screen(self) -> str:
        """The statistics key the game on screen counts in."""


class WindowIntents:
    """Open the window an intent (or a key) names, filled with its data."""

    def __init__(
        self,
        screen: Screen,
        voice: Voice,
        settings: SettingsIntents,
        stats: StatsIntents,
        show_window: Callable[[View], None],
    ) -> None:
        self.screen = screen
        self.voice = voice
        self.settings = settings
        self.stats = stats
        self.show_window = show_window

    def handlers(self) -> Handlers:
        """The intents that open windows and what they do."""
        return {
            Do.OPEN: lambda intent: self.open(intent["window"], intent.get("game")),
            Do.DESCRIBE: lambda _intent: self.describe(),
        }

    def open(self, name: str, chosen_game: str | None = None) -> None:
        """Open a window of the page by name (`chosen_game`: the game whose rules to show)."""
        texts, current = self.voice.texts, self.screen.current
        if name == Window.STATS:
            self.stats.show(self.screen.stats_key_on_screen(), opened=True)
        elif name == Window.RULES:
            records = game.variants_of(chosen_game) if chosen_game else (current.record,)
            if records:
                self.show_window(rules_window(texts, records[0]))
        else:
            windows: dict[str, Callable[[], View]] = {
                Window.NEW_GAME: lambda: new_game_window(texts, current, self.settings.state.settings),
                Window.SETTINGS: self.settings.window,
                Window.KEYS: lambda: keys_window(texts),
                Window.EXAMPLES: lambda: examples_window(texts, current.record),
                Window.FAQ: lambda: faq_window(texts),
            }
            self.show_window(windows[name]())

    def describe(self) -> None:
        """The whole board in words, on screen and to screen readers, on demand only."""
        on_screen = self.screen.on_screen
        self.show_window(describe_window(self.voice.texts, on_screen))
        self.voice.say(game.describe(on_screen, self.voice.texts.language))
