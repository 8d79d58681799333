"""The Examples pages' games: one won game per game, and the moments in it that teach a rule.

The examples are data, game/certified/examples.txt, written by tools/examples.py from the
certified solutions: one line per game, `<variant key> <deal code> <moves>`, the moves in the
text of game.replay. Which moments a game teaches is part of its pages (its record's
`pages.moments`, in its own module); `teaching_moments` replays an example through the engine
(never a copy of the rules) and finds the first action of each moment.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from game.cards import pile_kind
from game.certified import FOLDER
from game.engine import Game, new_game
from game.moves import DRAW, Move
from game.pages import pages_of
from game.registry import find_variant
from game.replay import decode_moves

EXAMPLES_FILE = "examples.txt"


class TeachingMoment(NamedTuple):
    """A moment an Examples page shows: its name (its caption is the message `example-<name>`) and
    the test of an action that shows it, given the position before the action."""

    name: str
    shown_by: Callable[[Game, Move], bool]


class ScoreExplained(NamedTuple):
    """How an example's final score adds up: the message that tells it and its placeholders' values."""

    message_id: str
    values: dict[str, int]


def kinds(move: Move) -> tuple[str, str]:
    """The pile kinds a move goes from and to."""
    return pile_kind(move.source), pile_kind(move.target)


def onto_the_other_colour(g: Game, move: Move) -> bool:
    """One card moved from a column or a cell onto a column's top card of the other colour."""
    target = g.piles[move.target]
    return (
        move.count == 1
        and kinds(move) in (("column", "column"), ("cell", "column"))
        and bool(target)
        and target[-1].suit.red is not g.piles[move.source][-1].suit.red
    )


def free_cells(g: Game) -> int:
    """How many cells are empty."""
    return sum(1 for pile in g.variant.cell_ids if not g.piles[pile])


def empty_columns(g: Game, *, besides: str) -> int:
    """How many columns other than `besides` are empty."""
    return sum(1 for pile in g.variant.columns if not g.piles[pile] and pile != besides)


@dataclass(frozen=True, slots=True)
class Example:
    """The won game of an Examples page: its variant key, deal code and every action to the win."""

    key: str
    code: str
    moves: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class Moment:
    """The first action (1-based, as in `k / n`) of a game that shows one teaching moment."""

    step: int
    name: str
    move: Move


def play(g: Game, move: Move) -> None:
    """Make one action of a replay through the engine."""
    if move == DRAW:
        g.draw()
    else:
        g.move(move.source, move.target, move.count)


def parse_examples(text: str) -> dict[str, Example]:
    """The examples of a text in the file's format, by game name."""
    examples = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            key, code, moves = line.split(" ")
            examples[find_variant(key).game] = Example(key, code, decode_moves(moves, find_variant(key)))
    return examples


@cache
def examples() -> dict[str, Example]:
    """Every example by game name (none without the file)."""
    path = FOLDER / EXAMPLES_FILE
    return parse_examples(path.read_text(encoding="utf-8")) if path.exists() else {}


def example_of(game: str) -> Example | None:
    """The example of a game by its name (a record's `game`), or None."""
    return examples().get(game)


def teaching_moments(example: Example) -> list[Moment]:
    """The first action of each moment of its game that the example shows, in the pages' order; the game must be won."""
    g = new_game(example.code)
    moments = pages_of(g.record.game).moments
    found: dict[str, Moment] = {}
    for step, move in enumerate(example.moves, start=1):
        for name, shown_by in moments:
            if name not in found and shown_by(g, move):
                found[name] = Moment(step, name, move)
        play(g, move)
    if not g.won:
        raise ValueError(f"the example {example.code} does not end in a win")
    return [found[name] for name, _ in moments if name in found]


def count_moves(example: Example, source: str, target: str) -> int:
    """How many actions of the example go from a pile kind to another ('waste', 'column')."""
    return sum(1 for move in example.moves if kinds(move) == (source, target))
