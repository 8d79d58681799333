"""A replay on screen: a game just won, or a shared `#<code>~<moves>` link, stepped through.

Pure Python. While a replay is shown, the board is the replay's position and only the replay's
controls act on it: the game in progress, its save and the statistics are never touched. A
replay with captions (the Examples pages) pauses at each caption until the player goes on. The
replay is every action of the line that won, from the deal (an action taken back with Undo is
not part of it, so `n` is the move counter of a game won without Undo). Playing is a flag of the
view; the page's timer sends one `replay-tick` per step while it is set. `Replays` holds the
replay shown and handles its intents through a Stage, the page's App.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import game
from game.examples import example_of
from game.replay import BadReplay, Replay, parse_replay_fragment, replay_fragment
from ui import announce
from ui.contract import Copied, Do, Handlers, View
from ui.examples_page import replay_of, watched_captions
from ui.texts import Texts
from ui.voice import Voice

if TYPE_CHECKING:
    from ui.state import PageState

STEP_MILLISECONDS = 700  # the pause between two steps while playing


@dataclass(frozen=True, slots=True)
class Step:
    """What one step of a replay did: the cards to animate and the sentence for screen readers."""

    moved: game.Move
    sentence: str


class ReplayShow:
    """A replay being shown, and whether it is playing."""

    def __init__(self, replay: Replay, captions: dict[int, str] | None = None, *, takeover: int | None = None) -> None:
        self.replay = replay
        self.captions = captions or {}  # step -> what that step teaches (the Examples pages)
        self.takeover = takeover  # a winning line's step after which the solver plays, or None
        self.playing = False

    @property
    def game(self) -> game.Game:
        """The position on screen."""
        return self.replay.game

    @property
    def hash(self) -> str:
        """The address of this replay: `#<code>~<moves>`."""
        return f"#{replay_fragment(str(self.replay.code), self.replay.moves)}"

    @property
    def at_end(self) -> bool:
        """Whether every action has been replayed."""
        return self.replay.step == len(self.replay)

    def forward(self, texts: Texts) -> Step | None:
        """Replay the next action; what it did, or None at the end (playing then stops, and at a caption)."""
        score_before = self.game.score
        move = self.replay.forward()
        if move is None or self.at_end or self.replay.step in self.captions:
            self.playing = False
        if move is None:
            return None
        sentence = announce.after_action(texts, self.game, move, score_before)
        return Step(move, " ".join(filter(None, (sentence, self.captions.get(self.replay.step)))))

    def back(self, texts: Texts) -> Step | None:
        """Take back the last replayed action (playing stops); what it did, or None at the start."""
        self.playing = False
        move = self.replay.back()
        if move is None:
            return None
        sentence = announce.after_history(texts, self.game, move, undone=True)
        return Step(game.Move(move.target, move.source, move.count), sentence)

    def toggle(self) -> None:
        """Play or pause; playing at the end starts again from the deal."""
        if not self.playing and self.at_end:
            self.replay.seek(0)
        self.playing = not self.playing

    def view(self, texts: Texts) -> View:
        """The replay bar's data: the position `k / n`, the play button's state, what can be stepped, a caption."""
        step, count = self.replay.step, len(self.replay)
        return {
            "position": texts.text("replay-position", step=step, count=count),
            "playing": self.playing,
            "playLabel": texts.text("replay-pause" if self.playing else "replay-play"),
            "atStart": step == 0,
            "atEnd": step == count,
            "caption": self.captions.get(step, ""),
            "captioned": bool(self.captions),
            "takeover": self.takeover,
            "delay": STEP_MILLISECONDS,
        }


def of_game(current: game.Game) -> ReplayShow | None:
    """The replay of a game's line from its deal, or None when its start is not known (an older save)."""
    if current.code is None:
        return None
    try:
        return ReplayShow(Replay.of_game(current))
    except BadReplay:
        return None


def from_address(fragment: str) -> tuple[ReplayShow | None, str | None]:
    """The replay an address names, and the deal code to show behind it or instead of a damaged one.

    (None, None): the address names no replay. (None, code): a damaged or foreign replay of a
    valid code; (None, ""): a replay whose code is wrong too.
    """
    try:
        parsed = parse_replay_fragment(fragment)
    except BadReplay:
        return None, ""
    if parsed is None:
        return None, None
    code, text = parsed
    try:
        return ReplayShow(Replay.from_text(code, text)), code
    except BadReplay:
        return None, code


class Stage(Protocol):
    """What the replays need of the page (ui.app.App): its words, its voice, and the next view's outputs."""

    @property
    def state(self) -> PageState:
        """The page's state, whose `replay` is the replay on screen."""

    @property
    def voice(self) -> Voice:
        """What the page tells the player."""

    @property
    def texts(self) -> Texts:
        """The texts in the player's language."""

    @property
    def current(self) -> game.Game:
        """The game in progress."""

    def redraw(self) -> None:
        """Show the board from scratch in the next view."""

    def animate(self, move: game.Move) -> None:
        """Animate an action in the next view."""

    def succeeded(self, ok: bool) -> None:
        """Tell the page whether the intent did what it asked."""

    def copy_text(self, text: str, what: str) -> None:
        """Ask the page to copy a text to the clipboard: `what` (a ui.contract.Copied) it is."""


class Replays:
    """The replay on screen, if any, and the intents of its controls."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage

    @property
    def showing(self) -> ReplayShow | None:
        """The replay on screen, if any (the page's state keeps it)."""
        return self.stage.state.replay

    def intent_handlers(self) -> Handlers:
        """The replay's intents and what they do."""
        return {
            Do.REPLAY: lambda _it: self.won_game(),
            Do.REPLAY_STEP: lambda _it: self.step(forward=True),
            Do.REPLAY_TICK: lambda _it: self.tick(),
            Do.REPLAY_BACK: lambda _it: self.step(forward=False),
            Do.REPLAY_PLAY: lambda _it: self.toggle(),
            Do.REPLAY_EXIT: lambda _it: self.exit(),
            Do.SHARE_REPLAY: lambda _it: self.share(),
            Do.EXAMPLES_WATCH: lambda it: self.watch_example(it["game"]),
        }

    def view(self) -> View | None:
        """The replay bar's data with the replay's address, or None while no replay is shown."""
        if self.showing is None:
            return None
        return {**self.showing.view(self.stage.texts), "hash": self.showing.hash}

    def open(self, showing: ReplayShow | None, code: str | None) -> None:
        """Show a replay an address named (the deal `code` stays behind it); a damaged one gets a notice."""
        if showing is not None:
            self.stage.state.replay = showing
            self.stage.redraw()
            self.stage.voice.notice("replay-shown", code=code, count=len(showing.replay))
        elif code is not None:
            self.stage.voice.notice("replay-damaged")

    def won_game(self) -> None:
        """Replay the game just won, from its deal."""
        current = self.stage.current
        showing = of_game(current) if current.won else None
        if showing is None:
            self.stage.voice.notice("replay-unknown")
            self.stage.succeeded(False)
            return
        self.open(showing, current.code)

    def watch_example(self, name: str) -> None:
        """Show the example game of an Examples page on the board, with its captions."""
        example = example_of(name)
        if example is None:
            self.stage.succeeded(False)
            return
        self.exit()
        self.open(ReplayShow(replay_of(example), watched_captions(self.stage.texts, example)), example.code)

    def step(self, *, forward: bool) -> None:
        """Step the replay one action forward or back (and pause it)."""
        if self.showing is None:
            self.stage.succeeded(False)
            return
        self.showing.playing = False
        texts = self.stage.texts
        self.show(self.showing.forward(texts) if forward else self.showing.back(texts))

    def tick(self) -> None:
        """The page's timer while playing: the next action."""
        if self.showing is not None and self.showing.playing:
            self.show(self.showing.forward(self.stage.texts))

    def show(self, step: Step | None) -> None:
        """Animate and announce one replayed action (None: nothing was left to step)."""
        if step is None:
            self.stage.succeeded(False)
            return
        self.stage.animate(step.moved)
        self.stage.voice.say(step.sentence)

    def toggle(self) -> None:
        """Play or pause the replay."""
        if self.showing is None:
            self.stage.succeeded(False)
            return
        self.showing.toggle()

    def exit(self) -> None:
        """Leave the replay: the game in progress is back as it was, and the replay's message goes with it."""
        if self.showing is None:
            return
        self.stage.state.replay = None
        self.stage.voice.show("")
        self.stage.redraw()

    def share(self) -> None:
        """Ask the page to copy the replay's address (resolved against the page's own)."""
        if self.showing is not None:
            self.stage.copy_text(self.showing.hash, Copied.REPLAY)
