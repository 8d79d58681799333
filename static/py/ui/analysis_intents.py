"""Asking after a game: the analysis of an ended playing, its window, and watching its winning line.

Pure Python. The solver never runs here: `AnalysisIntents` asks the page for the work as an
effect (`analyse`: the playing's code and actions), the page hands it to a Web Worker with its own
Pyodide (static/js/analysis.js), and the worker's answer comes back as an intent
(`analysis-done`, or `analysis-failed`), to be kept with the playing in the recent games so
that a second look is instant. Only playings that ended are analysed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.certified import certified_codes
from game.replay import BadReplay, Replay
from ui.analysis_window import analysis_window, winning_line_captions
from ui.contract import Do, Handlers, View
from ui.replays import Replays, ReplayShow
from ui.stored_recent import RecentGame, is_analysis

if TYPE_CHECKING:
    from ui.state import PageState

TIME_LIMIT_SECONDS = 10.0  # at most this long on one position of the playing
SOLUTIONS_FILE = "solutions/{variant}.txt"  # the certified deals' solutions the build writes (build.py)


class AnalysisIntents:
    """The analysis asked for, the window that shows it, and the intents of its controls."""

    def __init__(self, state: PageState, replays: Replays, show_window: Callable[[View], None]) -> None:
        self.state = state
        self.progress = state.progress
        self.voice = state.voice
        self.replays = replays
        self.show_window = show_window

    def handlers(self) -> Handlers:
        """The intents of the analysis and what they do."""
        return {
            Do.ANALYSE: lambda intent: self.analyse(intent.get("id")),
            Do.ANALYSIS_DONE: lambda intent: self.done(intent["id"], intent["analysis"]),
            Do.ANALYSIS_FAILED: lambda intent: self.failed(intent["id"], intent["reason"]),
            Do.ANALYSIS_CANCEL: lambda _intent: self.cancel(),
            Do.ANALYSIS_WATCH: lambda intent: self.watch(intent["id"]),
        }

    def start(self, entry: RecentGame) -> None:
        """Have the page's worker analyse an ended playing: its code and actions, and where a solution is stored."""
        self.state.analysing = entry
        variant = entry.record.key
        certified = entry.code in certified_codes(variant)
        self.state.moment.analyse = {
            "id": entry.id,
            "code": entry.code,
            "moves": entry.actions,
            "timeLimit": TIME_LIMIT_SECONDS,
            "solutions": SOLUTIONS_FILE.format(variant=variant) if certified else None,
        }

    def analyse(self, play_id: str | None) -> None:
        """Open the analysis of an ended playing (by default the one on screen, stuck): stored, or started now."""
        if play_id is None and self.progress.session is not None:
            play_id = self.progress.session.play.id
        entry = self.progress.recent_games().find(play_id)
        if entry is None:
            self.voice.notice("analysis-unavailable")
            return
        self.state.analysis_shown = entry.id
        if entry.analysis is None and (self.state.analysing is None or self.state.analysing.id != entry.id):
            self.start(entry)
        self.show_window(analysis_window(self.voice.texts, entry))

    def done(self, play_id: str, answer: dict[str, object]) -> None:
        """The worker's answer: kept with the playing, and shown if its window is open."""
        running = self.state.analysing
        if running is None or running.id != play_id or not is_analysis(answer):
            return
        self.state.analysing = None
        recent = self.progress.recent_games().answered(play_id, answer)
        self.progress.keep_recent(recent)
        entry = recent.find(play_id)
        if entry is not None and self.state.analysis_shown == play_id:
            self.show_window({**analysis_window(self.voice.texts, entry), "refill": True})

    def failed(self, play_id: str, reason: str) -> None:
        """The worker could not answer (no memory, a crash, a playing it could not read): said in the window."""
        entry = self.state.analysing
        if entry is None or entry.id != play_id:
            return
        self.state.analysing = None
        print(f"The analysis of {entry.code} failed: {reason}")
        window = analysis_window(self.voice.texts, entry, failed=reason)
        self.show_window({**window, "refill": True})

    def cancel(self) -> None:
        """Stop the analysis at once (its Cancel; closing its window lets it run on while the player plays)."""
        if self.state.analysing is not None:
            self.state.analysing = None
            self.state.moment.stop_analysis = True
            self.voice.notice("analysis-cancelled")
        self.state.analysis_shown = None

    def watch(self, play_id: str) -> None:
        """Show the winning line of an analysed playing in the replay viewer, the solver's takeover marked."""
        entry = self.progress.recent_games().find(play_id)
        answer = entry.analysis if entry is not None else None
        if entry is None or answer is None or not isinstance(answer.get("takeover"), int):
            self.voice.notice("analysis-unavailable")
            return
        try:
            replay = Replay.from_text(entry.code, str(answer["winning_line"]))
        except BadReplay:
            self.voice.notice("analysis-unavailable")
            return
        takeover = int(answer["takeover"])  # type: ignore[call-overload]
        captions = winning_line_captions(self.voice.texts, takeover)
        self.state.analysis_shown = None
        self.replays.exit()
        self.replays.open(ReplayShow(replay, captions, takeover=takeover), entry.code)
