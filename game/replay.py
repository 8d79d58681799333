"""Replays: the actions of a playing as a compact URL text, and stepping through them.

A replay travels in the address as `#<deal code>~<moves>`. The moves text, version 1:
  `1` (the version), then one token per action, in order:
  - `s`: a draw (stock>waste);
  - two pile letters, source then target, then the card count in decimal only when it is
    more than 1 (`AN`: column-1>foundation-1; `CB3`: column-3>column-2*3).
  Pile letters: column-1 … column-13 `A` … `M`, foundation-1 … foundation-8 `N` … `U`,
  cell-1 … cell-8 `a` … `h`, the waste `w`.
  Example: `1swCAN` reads: a draw, waste>column-3, column-1>foundation-1.
Only letters and digits, so no URL escaping and nothing a messaging app cuts off a link's end.
The text of a list of moves is unique: decoding refuses anything `encode_moves` does not write.
A replay is checked against the engine itself (Game.move / Game.draw), never a copy of the rules.
BadReplay.reason names what is wrong, for the player's message (`replay-<reason>`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from game.cards import Card
from game.codes import DealCode
from game.engine import Game, new_game
from game.moves import DRAW, Move, shift_cards
from game.registry import VariantRecord
from game.rules import BadCode, IllegalMove

REPLAY_VERSION = "1"
MAX_REPLAY_LENGTH = 8000  # characters of moves text (about 3,000 actions); longer texts are refused
DRAW_LETTER = "s"
PILE_LETTERS: dict[str, str] = {
    **{f"column-{number}": letter for number, letter in enumerate("ABCDEFGHIJKLM", start=1)},
    **{f"foundation-{number}": letter for number, letter in enumerate("NOPQRSTU", start=1)},
    **{f"cell-{number}": letter for number, letter in enumerate("abcdefgh", start=1)},
    "waste": "w",
}
PILE_OF_LETTER = {letter: pile for pile, letter in PILE_LETTERS.items()}
_FRAGMENT = re.compile(r"#?(.*?)(?:~|%7e)(.*)", re.IGNORECASE | re.DOTALL)  # the first separator splits
REASONS = ("empty", "version", "too-long", "character", "truncated", "count", "pile", "code", "illegal", "no-log")


class BadReplay(ValueError):
    """A replay that cannot be shown; `.reason` is one of REASONS, `.step` the refused action (1-based) if any."""

    def __init__(self, reason: str, detail: str, *, step: int | None = None) -> None:
        assert reason in REASONS, reason
        self.reason = reason
        self.step = step
        super().__init__(detail)


def encode_moves(moves: Iterable[Move]) -> str:
    """The version-1 moves text of a list of actions; BadReplay if a pile has no letter or it is too long."""
    parts = [REPLAY_VERSION]
    for move in moves:
        parts.append(DRAW_LETTER if move == DRAW else _move_token(move))
    text = "".join(parts)
    if len(text) > MAX_REPLAY_LENGTH:
        raise BadReplay("too-long", f"a replay text holds at most {MAX_REPLAY_LENGTH} characters")
    return text


def _move_token(move: Move) -> str:
    """The letters (and count) of one move."""
    if move.source not in PILE_LETTERS or move.target not in PILE_LETTERS or move.count < 1:
        raise BadReplay("pile", f"{move} cannot be written in a replay")
    return PILE_LETTERS[move.source] + PILE_LETTERS[move.target] + (str(move.count) if move.count > 1 else "")


def decode_moves(text: object, record: VariantRecord) -> tuple[Move, ...]:
    """The actions written in a moves text, for a variant (game.find_variant); BadReplay says what is wrong.

    Only the form and the piles are checked here; whether the actions are legal is Replay's job.
    """
    if not isinstance(text, str) or not text:
        raise BadReplay("empty", "the replay holds no moves text")
    if len(text) > MAX_REPLAY_LENGTH:
        raise BadReplay("too-long", f"a replay text holds at most {MAX_REPLAY_LENGTH} characters")
    if text[0] != REPLAY_VERSION:
        raise BadReplay("version", f"replay version {text[0]!r} is not supported")
    moves = []
    position = 1
    while position < len(text):
        if text[position] == DRAW_LETTER:
            if "stock" not in record.variant.pile_ids:
                raise BadReplay("pile", f"the replay draws from a stock, which {record.key} does not have")
            moves.append(DRAW)
            position += 1
            continue
        source, target = _pile(text, position, record), _pile(text, position + 1, record)
        position += 2
        digits = position
        while position < len(text) and text[position] in "0123456789" and position - digits < 3:
            position += 1
        count = _count(text[digits:position])
        moves.append(Move(source, target, count))
    return tuple(moves)


def _pile(text: str, position: int, record: VariantRecord) -> str:
    """The pile named by the letter at `position`, which must be one of the variant's piles."""
    if position >= len(text):
        raise BadReplay("truncated", "the replay text ends in the middle of a move")
    letter = text[position]
    pile = PILE_OF_LETTER.get(letter)
    if pile is None:
        raise BadReplay("character", f"{letter!r} at {position} is not a move letter of a replay")
    if pile not in record.variant.pile_ids:
        raise BadReplay("pile", f"the replay names {pile}, which {record.key} does not have")
    return pile


def _count(digits: str) -> int:
    """A card count after the piles: none means 1; written, it is 2 or more without a leading zero."""
    if not digits:
        return 1
    if digits[0] == "0" or int(digits) < 2:
        raise BadReplay("count", f"{digits!r} is not a card count of a replay")
    return int(digits)


def replay_fragment(code: str, moves: Iterable[Move]) -> str:
    """The address fragment (without '#') that shares a replay: `<code>~<moves text>`."""
    return f"{DealCode.parse(code)}~{encode_moves(moves)}"


def parse_replay_fragment(fragment: object) -> tuple[str, str] | None:
    """The deal code (canonical) and moves text of an address fragment, or None when it names no replay.

    A leading '#' is ignored; the separator may come percent-escaped (`%7E`), as some apps write it.
    BadReplay("code") when the part before the separator is no deal code.
    """
    match = _FRAGMENT.fullmatch(fragment) if isinstance(fragment, str) else None
    if match is None:
        return None
    head, moves = match.groups()
    try:
        code = DealCode.parse(head)
    except BadCode as error:
        raise BadReplay("code", f"the replay's deal code is wrong: {error}") from None
    return str(code), moves


class Replay:
    """A deal and the actions of one playing, checked by the engine, stepped forward and back.

    `game` is the position at step `step` of `len(replay)` (counter = step); only Replay acts on it.
    """

    def __init__(self, start: Game, moves: Iterable[Move]) -> None:
        """A replay from a game at its start (no history); BadReplay("illegal", step=k) if action k is refused."""
        self.record = start.record
        self.code = start.code
        self.moves = tuple(moves)
        self._start = dict(start.piles)
        self.game = self._fresh()
        for number in range(len(self.moves)):
            try:
                self.forward()
            except IllegalMove as refusal:
                raise BadReplay("illegal", f"action {number + 1} is refused: {refusal}", step=number + 1) from None
        self.final_score = self.game.score
        self.seek(0)

    def __len__(self) -> int:
        return len(self.moves)

    def __repr__(self) -> str:
        return f"<Replay {self.code or 'layout'} {self.step}/{len(self)}>"

    @classmethod
    def from_text(cls, code: str, text: str) -> Replay:
        """The replay of a deal code and a moves text; BadReplay (reason "code" for a bad code)."""
        try:
            start = new_game(code)
        except BadCode as error:
            raise BadReplay("code", f"the replay's deal code is wrong: {error}") from None
        return cls(start, decode_moves(text, start.record))

    @classmethod
    def from_fragment(cls, fragment: object) -> Replay | None:
        """The replay an address fragment names (`#<code>~<moves>`), None for no replay; BadReplay if damaged."""
        parsed = parse_replay_fragment(fragment)
        return None if parsed is None else cls.from_text(*parsed)

    @classmethod
    def of_game(cls, game: Game) -> Replay:
        """The replay of a game's log, from its start (its deal or layout) to now; BadReplay("no-log") without one."""
        if game.log is None:
            raise BadReplay("no-log", "this game's actions before its oldest undo step are not known")
        piles: dict[str, tuple[Card, ...]] = dict(game.piles)
        for move in reversed(game.log):
            shift_cards(piles, move.target, move.source, move.count)
        return cls(Game(game.record, piles, code=game.code), game.log)

    @property
    def step(self) -> int:
        """How many actions have been replayed: the k of `k / n`."""
        return self.game.moves

    @property
    def text(self) -> str:
        """The moves text of this replay (encode_moves)."""
        return encode_moves(self.moves)

    def forward(self) -> Move | None:
        """Replay the next action through the engine; the action, or None at the end."""
        if self.step == len(self.moves):
            return None
        move = self.moves[self.step]
        if move == DRAW:
            return self.game.draw()
        return self.game.move(move.source, move.target, move.count)

    def back(self) -> Move | None:
        """Take back the last replayed action; the action, or None at the start."""
        if self.step == 0:
            return None
        move = self.moves[self.step - 1]
        self.seek(self.step - 1)
        return move

    def seek(self, step: int) -> None:
        """Go to the position after `step` actions (clamped to 0 … n)."""
        step = max(0, min(step, len(self.moves)))
        if step < self.step - len(self.game.undo_history):
            self.game = self._fresh()
        while self.step > step:
            self.game.undo()
            self.game.moves -= 1  # in play undo never lowers the counter; here it shows the step
        while self.step < step:
            self.forward()

    def _fresh(self) -> Game:
        """A new game at the start of the replay."""
        return Game(self.record, dict(self._start), code=self.code)
