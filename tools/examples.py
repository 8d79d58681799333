"""Choose the games of the Examples pages among the certified solutions; write game/certified/examples.txt.

Each certified solution (game/certified/<key>.txt) is replayed through the engine and its teaching
moments are found (game.examples). The chosen deal shows every moment with the shortest solution
(else the most moments). Solvers never take a card back to a cell, since it does not help them, so
the example of a game that teaches it gets that moment added where a player could make it: at the
first position where a foundation's top card above a two may go to a free cell, the card goes to the
cell and straight back up (two actions, 0 points, still a win). The tool prints the chosen codes and
the action number of each moment, and writes the file; a game listed already keeps its example
unless asked again. Usage:
    python3 -m tools.examples [--again]
"""

from __future__ import annotations

import argparse

import game
from game.cards import Rank, pile_kind
from game.certified import FOLDER, certified_file
from game.examples import EXAMPLES_FILE, Example, play, teaching_moments
from game.i18n import catalogue
from game.pages import pages_of
from game.replay import encode_moves

HEADER = "# The Examples pages' games: variant key, deal code, moves (game.replay). By tools/examples.py.\n"


def example_variants() -> list[game.VariantRecord]:
    """The variant of each game whose deals the examples are: its standard one (the first of its records)."""
    games = game.game_names()
    return [game.variants_of(name)[0] for name in games]


def certified_examples(key: str) -> list[Example]:
    """Every certified solution of a variant as an example."""
    examples = []
    for line in certified_file(key).read_text().splitlines():
        code, *moves = line.split(" ")
        examples.append(Example(key, code, tuple(game.Move.parse(move) for move in moves)))
    return examples


def choose(key: str) -> Example:
    """The example of a variant: the most moments shown, then the shortest solution."""
    return min(certified_examples(key), key=lambda example: (-len(teaching_moments(example)), len(example.moves)))


def cell_take_back(g: game.Game) -> game.Move | None:
    """A legal move of a foundation's top card above a two into a cell, or None."""
    for move in g.legal_moves():
        to_cell = pile_kind(move.source) == "foundation" and pile_kind(move.target) == "cell"
        if to_cell and g.piles[move.source][-1].rank > Rank.TWO:
            return move
    return None


def with_cell_take_back(example: Example) -> Example:
    """The example with a card taken back to a cell and played back up, at the first chance."""
    g = game.new_game(example.code)
    for step, move in enumerate(example.moves):
        taken = cell_take_back(g)
        if taken is not None:
            back = game.Move(taken.target, taken.source)
            moves = (*example.moves[:step], taken, back, *example.moves[step:])
            return Example(example.key, example.code, moves)
        play(g, move)
    return example


def listed_lines() -> dict[str, str]:
    """The examples file's lines by variant key (none when it does not exist)."""
    path = FOLDER / EXAMPLES_FILE
    if not path.exists():
        return {}
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    return {line.split(" ", 1)[0]: line for line in lines if line and not line.startswith("#")}


def main() -> None:
    """Command line: choose, print and write the example of each game that has none yet (--again: of every game)."""
    parser = argparse.ArgumentParser(prog="python3 -m tools.examples", description=__doc__.split("\n", 1)[0])
    parser.add_argument("--again", action="store_true", help="choose the examples already listed again too")
    options = parser.parse_args()
    listed = {} if options.again else listed_lines()
    lines = []
    for record in example_variants():
        if record.key in listed:
            lines.append(listed[record.key])
            continue
        example = choose(record.key)
        pages = pages_of(record.game)
        teaches_cell_take_back = any(moment.name == "take-back-to-cell" for moment in pages.moments)
        if teaches_cell_take_back and not any(m.name == "take-back-to-cell" for m in teaching_moments(example)):
            example = with_cell_take_back(example)
        print(f"{record.key}: {example.code}, {len(example.moves)} actions")
        for moment in teaching_moments(example):
            print(f"  {moment.name}: action {moment.step} ({moment.move})")
        if pages.final_score is not None:
            message_id, values = pages.final_score(example)
            print(f"  {catalogue('en').text(message_id, **values)}")
        lines.append(f"{record.key} {example.code} {encode_moves(example.moves)}\n")
    (FOLDER / EXAMPLES_FILE).write_text(HEADER + "".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
