"""Choose the deals of the Examples pages (SPEC §16) among the certified solutions.

Each certified solution (game/certified/<key>.txt) is replayed through the engine and its
teaching moments are found:
- Forty Thieves: a waste card played to a column (+5), an empty column used, a card taken
  back from a foundation to a column (-15);
- Eight Off: a run moved as a group, a king with its run into an empty column while only
  2 free cells are free (the group limit of §4.6), a card taken back from a foundation to a cell.
The chosen deal shows every moment with the shortest solution (else the most moments). It
prints the code, the length, the action number k (as in `k / n`) of the first of each moment,
and for Forty Thieves the final score's parts. Solvers rarely take a card back to a cell, so for
Eight Off it also prints the first position where that is legal: the page can show it there (a
take-back and the card's return) when no solution does. Usage:
    python tools/examples.py [--variant KEY ...]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game
from game.cards import Rank, pile_kind
from game.moves import DRAW

CERTIFIED = Path(__file__).resolve().parent.parent / "game" / "certified"
EXAMPLE_VARIANTS = ("forty-thieves", "eight-off-8", "eight-off-2")
GROUP_CELLS_FREE = 2  # the Eight Off example's king run goes to an empty column with 2 free cells

Test = Callable[[game.Game, game.Move], bool]


def kinds(move: game.Move) -> tuple[str, str]:
    """The pile kinds a move goes from and to."""
    return pile_kind(move.source), pile_kind(move.target)


def free_cells(g: game.Game) -> int:
    """How many cells are empty."""
    return sum(1 for pile in g.variant.cell_ids if not g.piles[pile])


def king_run_to_empty_column(g: game.Game, move: game.Move) -> bool:
    """A run headed by a king moved into an empty column with exactly 2 free cells."""
    return (
        move.count > 1
        and kinds(move) == ("column", "column")
        and not g.piles[move.target]
        and g.piles[move.source][-move.count].rank is Rank.KING
        and free_cells(g) == GROUP_CELLS_FREE
    )


MOMENTS: dict[str, dict[str, Test]] = {
    "forty-thieves": {
        "waste-to-column": lambda g, move: kinds(move) == ("waste", "column"),
        "empty-column": lambda g, move: pile_kind(move.target) == "column" and not g.piles[move.target],
        "foundation-take-back": lambda g, move: kinds(move) == ("foundation", "column"),
    },
    "eight-off": {
        "group-move": lambda g, move: move.count > 1 and kinds(move) == ("column", "column"),
        "king-run-to-empty-column": king_run_to_empty_column,
        "take-back-to-cell": lambda g, move: kinds(move) == ("foundation", "cell"),
    },
}


@dataclass(frozen=True, slots=True)
class Example:
    """A certified deal and the first action number of each teaching moment its solution shows."""

    code: str
    length: int
    moments: dict[str, int]
    waste_to_columns: int
    take_backs: int
    score: int
    cell_take_back_chance: int | None  # the first action before which a foundation card may go to a cell


def cell_take_back_legal(g: game.Game) -> bool:
    """Whether some foundation's top card may go to a cell now."""
    return any(pile_kind(move.source) == "foundation" and pile_kind(move.target) == "cell" for move in g.legal_moves())


def examine(code: str, moves: list[game.Move]) -> Example:
    """Replay a solution and note its moments."""
    g = game.new_game(code)
    tests = MOMENTS[g.name]
    found: dict[str, int] = {}
    counts = {("waste", "column"): 0, ("foundation", "column"): 0}
    chance = None
    for step, move in enumerate(moves, start=1):
        if chance is None and g.variant.cell_ids and cell_take_back_legal(g):
            chance = step
        for name, test in tests.items():
            if name not in found and test(g, move):
                found[name] = step
        if kinds(move) in counts:
            counts[kinds(move)] += 1
        if move == DRAW:
            g.draw()
        else:
            g.move(move.source, move.target, move.count)
    assert g.won, code
    return Example(code, len(moves), found, counts["waste", "column"], counts["foundation", "column"], g.score, chance)


def choose(key: str) -> Example:
    """The example of a variant: every moment shown, then the shortest solution."""
    examples = []
    for line in (CERTIFIED / f"{key}.txt").read_text().splitlines():
        code, *texts = line.split(" ")
        examples.append(examine(code, [game.Move.parse(text) for text in texts]))
    return min(examples, key=lambda example: (-len(example.moments), example.length))


def main() -> None:
    """Print the chosen example of each variant."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--variant", action="append", choices=EXAMPLE_VARIANTS, help="default: all three")
    for key in parser.parse_args().variant or EXAMPLE_VARIANTS:
        example = choose(key)
        wanted = MOMENTS[game.find_variant(key).game]
        print(f"{key}: {example.code}, {example.length} actions")
        for name in wanted:
            print(f"  {name}: {f'action {example.moments[name]}' if name in example.moments else 'not shown'}")
        if example.cell_take_back_chance is not None:
            print(f"  a take-back to a cell is legal before action {example.cell_take_back_chance}")
        if key == "forty-thieves":
            print(
                f"  final score {example.score} = 1040 + 5 x {example.waste_to_columns} waste cards to columns"
                f" - 5 x {example.take_backs} take-backs (-15, then +10 again)"
            )


if __name__ == "__main__":
    main()
