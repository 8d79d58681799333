"""Every certified deal (game/certified/*.txt, SPEC §14) replays through the engine as a win."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import game
from game.codes import DealCode

CERTIFIED = Path(__file__).resolve().parent.parent / "game" / "certified"
KEYS = {"forty-thieves": ("forty-thieves", None), "eight-off-8": ("eight-off", 8),
        "eight-off-4": ("eight-off", 4), "eight-off-2": ("eight-off", 2)}  # fmt: skip
DRAW = game.Move("stock", "waste")


def certified_lines(key: str) -> list[str]:
    """The lines of a variant's certified file (none when it does not exist yet)."""
    path = CERTIFIED / f"{key}.txt"
    return path.read_text().splitlines() if path.exists() else []


@pytest.mark.parametrize("key", sorted(KEYS))
def test_every_certified_solution_wins_its_deal(key: str) -> None:
    """Each line: a code of this variant, in increasing deal order, and moves that win it from the start."""
    name, cells = KEYS[key]
    numbers = []
    for line in certified_lines(key):
        code, *moves = line.split(" ")
        deal = DealCode.parse(code)
        assert (deal.game, deal.cells) == (name, cells)
        numbers.append(deal.number)
        g = game.new_game(code)
        for text in moves:
            move = game.Move.parse(text)
            if move == DRAW:
                g.draw()
            else:
                g.move(move.source, move.target, move.count)
        assert g.won, code
    assert numbers == sorted(set(numbers))


def test_the_stats_count_every_certified_deal() -> None:
    """stats.json agrees with the files: won = lines, and tried = won + impossible + unknown."""
    stats = json.loads((CERTIFIED / "stats.json").read_text())
    assert stats["solver_version"]
    for key, counts in stats["variants"].items():
        assert counts["won"] == len(certified_lines(key))
        assert counts["tried"] == counts["won"] + counts["impossible"] + counts["unknown"]
