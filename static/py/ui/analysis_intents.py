"""Asking after a game (SPEC §17): the analysis of an ended playing, its window, and watching its winning line.

Pure Python. The solver never runs here: `AnalysisIntents` puts the work to do in the view
(`analysis`: the playing's code and actions), the page hands it to a Web Worker with its own
Pyodide (static/js/analysis.js), and the worker's answer comes back as an intent
(`analysis-done`, or `analysis-failed`), to be kept with the playing in the recent games so
that a second look is instant. Only playings that ended are analysed (§5.9).
"""

from __future__ import annotations

from collections.abc import Callable

from game.certified import certified_codes
from game.replay import BadReplay, Replay
from ui.analysis_window import analysis_window, winning_line_captions
from ui.contract import Do, Handlers, View
from ui.progress import Progress
from ui.replays import Replays, ReplayShow
from ui.stored_recent import RecentGame, is_analysis
from ui.voice import Voice

TIME_LIMIT_SECONDS = 10.0  # at most this long on one position of the playing (§17.6)
SOLUTIONS_FILE = "solutions/{variant}.txt"  # the certified deals' solutions the build writes (build.py)


class AnalysisIntents:
    """The analysis asked for, the window that shows it, and the intents of its controls."""

    def __init__(self, progress: Progress, voice: Voice, replays: Replays, show_window: Callable[[View], None]) -> None:
        self.progress = progress
        self.voice = voice
        self.replays = replays
        self.show_window = show_window
        self.running: RecentGame | None = None  # the playing the worker is analysing
        self.shown: str | None = None  # the playing whose analysis the window shows

    def handlers(self) -> Handlers:
        """The intents of the analysis and what they do."""
        return {
            Do.ANALYSE: lambda intent: self.analyse(intent.get("id")),
            Do.ANALYSIS_DONE: lambda intent: self.done(intent["id"], intent["analysis"]),
            Do.ANALYSIS_FAILED: lambda intent: self.failed(intent["id"], intent["reason"]),
            Do.ANALYSIS_CANCEL: lambda _intent: self.cancel(),
            Do.ANALYSIS_WATCH: lambda intent: self.watch(intent["id"]),
        }

    def request(self) -> View | None:
        """The work for the page's analysis worker, while an analysis runs (the view's `analysis`)."""
        entry = self.running
        if entry is None:
            return None
        variant = entry.record.key
        certified = entry.code in certified_codes(variant)
        return {
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
        self.shown = entry.id
        if entry.analysis is None:
            self.running = entry
        self.show_window(analysis_window(self.voice.texts, entry))

    def done(self, play_id: str, answer: dict[str, object]) -> None:
        """The worker's answer: kept with the playing, and shown if its window is open."""
        if self.running is None or self.running.id != play_id or not is_analysis(answer):
            return
        self.running = None
        recent = self.progress.recent_games().answered(play_id, answer)
        self.progress.keep_recent(recent)
        entry = recent.find(play_id)
        if entry is not None and self.shown == play_id:
            self.show_window({**analysis_window(self.voice.texts, entry), "refill": True})

    def failed(self, play_id: str, reason: str) -> None:
        """The worker could not answer (no memory, a crash, a playing it could not read): said in the window."""
        entry = self.running
        if entry is None or entry.id != play_id:
            return
        self.running = None
        print(f"The analysis of {entry.code} failed: {reason}")
        window = analysis_window(self.voice.texts, entry, failed=reason)
        self.show_window({**window, "refill": True})

    def cancel(self) -> None:
        """Stop the analysis at once (its Cancel; closing its window lets it run on while the player plays)."""
        if self.running is not None:
            self.running = None
            self.voice.notice("analysis-cancelled")
        self.shown = None

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
        self.shown = None
        self.replays.exit()
        self.replays.open(ReplayShow(replay, captions, takeover=takeover), entry.code)
