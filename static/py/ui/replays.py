"""A replay on screen (SPEC §16): a game just won, or a shared `#<code>~<moves>` link, stepped through.

Pure Python. While a replay is shown, the board is the replay's position and only the replay's
controls act on it: the game in progress, its save and the statistics are never touched. The
replay is every action of the line that won, from the deal (an action taken back with Undo is
not part of it, so `n` is the move counter of a game won without Undo). Playing is a flag of the
view; the page's timer sends one `replay-tick` per step while it is set.
"""

from __future__ import annotations

from dataclasses import dataclass

import game
from game.replay import BadReplay, Replay, parse_replay_fragment, replay_fragment
from ui import announce
from ui.texts import Texts

View = dict[str, object]
STEP_MILLISECONDS = 700  # the pause between two steps while playing


@dataclass(frozen=True, slots=True)
class Step:
    """What one step of a replay did: the cards to animate and the sentence for screen readers."""

    moved: game.Move
    sentence: str


class ReplayShow:
    """A replay being shown, and whether it is playing."""

    def __init__(self, replay: Replay, captions: dict[int, str] | None = None) -> None:
        self.replay = replay
        self.captions = captions or {}  # step -> what that step teaches (the Examples pages)
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
        """Replay the next action; what it did, or None at the end (playing then stops)."""
        score_before = self.game.score
        move = self.replay.forward()
        if move is None or self.at_end:
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
