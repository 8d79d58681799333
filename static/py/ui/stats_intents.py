"""The Statistics window: one variant's numbers at a time, the reset, the recent games.

Pure Python. The page's state remembers which statistics the window shows, so that a reset
refills the same ones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ui.analysis_window import recent_rows
from ui.contract import Do, Handlers, View
from ui.stored_stats import STAT_KEYS, stats_key

if TYPE_CHECKING:
    from ui.state import PageState
from ui.windows import stats_window


class StatsIntents:
    """The statistics the Statistics window shows and the intents of its controls."""

    def __init__(self, state: PageState, show_window: Callable[[View], None]) -> None:
        self.state = state
        self.progress = state.progress
        self.voice = state.voice
        self.show_window = show_window

    def handlers(self) -> Handlers:
        """The intents of the Statistics window and what they do."""
        return {
            Do.STATS_VARIANT: lambda intent: self.show(
                stats_key(intent["key"], winnable=intent.get("winnable", False)), opened=False
            ),
            Do.STATS_RESET: lambda _intent: self.reset(),
        }

    def show(self, key: str, *, opened: bool) -> None:
        """The Statistics window on one key, opened or refilled (the player picked another); an unknown key: nothing."""
        if key not in STAT_KEYS:
            return
        self.state.stats_key = key
        texts = self.voice.texts
        window = stats_window(texts, self.progress.stats, key, self.progress.today())
        recent = recent_rows(texts, self.progress.recent_games().games)
        self.show_window({**window, "recent": recent, "refill": not opened})

    def reset(self) -> None:
        """Reset every statistic, after the player confirmed."""
        self.progress.reset_stats()
        self.show(self.state.stats_key, opened=False)
        self.voice.notice("stats-reset-done")
