"""The Examples pages' games (SPEC §16): one won game per game, and the moments in it that teach a rule.

The examples are data, game/certified/examples.txt, written by tools/examples.py from the
certified solutions: one line per game, `<variant key> <deal code> <moves>`, the moves in the
text of game.replay. `teaching_moments` replays an example through the engine (never a copy of
the rules) and finds the first action of each moment:
- Forty Thieves: a waste card played to a column (+5), an empty column used, a card taken back
  from a foundation to a column (-15);
- Eight Off: a run moved as a group, a king with its run into an empty column while exactly
  2 cells are free and no other column is empty (the group limit of §4.6: 3 cards), a card
  taken back from a foundation to a cell.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from game.cards import Rank, pile_kind
from game.certified import FOLDER
from game.engine import Game, new_game
from game.moves import DRAW, Move
from game.registry import find_variant
from game.replay import decode_moves

EXAMPLES_FILE = "examples.txt"
KING_RUN_FREE_CELLS = 2  # the Eight Off example's king run shows the group limit with 2 free cells

Test = Callable[[Game, Move], bool]


def kinds(move: Move) -> tuple[str, str]:
    """The pile kinds a move goes from and to."""
    return pile_kind(move.source), pile_kind(move.target)


def free_cells(g: Game) -> int:
    """How many cells are empty."""
    return sum(1 for pile in g.variant.cell_ids if not g.piles[pile])


def empty_columns(g: Game, *, besides: str) -> int:
    """How many columns other than `besides` are empty."""
    return sum(1 for pile in g.variant.columns if not g.piles[pile] and pile != besides)


def king_run_to_empty_column(g: Game, move: Move) -> bool:
    """A run headed by a king moved into an empty column with exactly 2 free cells and no other empty column."""
    return (
        move.count > 1
        and kinds(move) == ("column", "column")
        and not g.piles[move.target]
        and g.piles[move.source][-move.count].rank is Rank.KING
        and free_cells(g) == KING_RUN_FREE_CELLS
        and empty_columns(g, besides=move.target) == 0
    )


# For each game, its moments in the order the page lists them; each test sees the position before the move.
MOMENTS: dict[str, dict[str, Test]] = {
    "forty-thieves": {
        "waste-to-column": lambda g, move: kinds(move) == ("waste", "column"),
        "empty-column": lambda g, move: pile_kind(move.target) == "column" and not g.piles[move.target],
        "take-back": lambda g, move: kinds(move) == ("foundation", "column"),
    },
    "eight-off": {
        "group-move": lambda g, move: move.count > 1 and kinds(move) == ("column", "column"),
        "king-run": king_run_to_empty_column,
        "take-back-to-cell": lambda g, move: kinds(move) == ("foundation", "cell"),
    },
}


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
    """The example of a game ('forty-thieves', 'eight-off'), or None."""
    return examples().get(game)


def teaching_moments(example: Example) -> list[Moment]:
    """The first action of each moment the example shows, in the order of MOMENTS; the game must be won."""
    g = new_game(example.code)
    tests = MOMENTS[g.name]
    found: dict[str, Moment] = {}
    for step, move in enumerate(example.moves, start=1):
        for name, test in tests.items():
            if name not in found and test(g, move):
                found[name] = Moment(step, name, move)
        play(g, move)
    if not g.won:
        raise ValueError(f"the example {example.code} does not end in a win")
    return [found[name] for name in tests if name in found]


def count_moves(example: Example, source: str, target: str) -> int:
    """How many actions of the example go from a pile kind to another ('waste', 'column')."""
    return sum(1 for move in example.moves if kinds(move) == (source, target))
