"""Every certified deal (game/certified/*.txt) replays through the engine as a win; lines never change."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

import game
from game import certified
from game.codes import DealCode
from game.solver import pruning
from game.solver.state import State
from game.solver.tables import compile_rules
from tests.support.helpers import CERTIFIED_KEYS, DRAW, certified_lines
from tools.certify import scrambled_index
from tools.held_out import HELD_OUT

CERTIFIED = Path(__file__).resolve().parent.parent / "game" / "certified"


@pytest.mark.parametrize("key", sorted(CERTIFIED_KEYS))
def test_every_certified_solution_wins_its_deal(key: str) -> None:
    """Each line: a code of this variant, in increasing deal order, and moves that win it from the start."""
    name, cells = CERTIFIED_KEYS[key]
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
    assert len(numbers) == len(set(numbers))
    assert not set(numbers) & set(HELD_OUT)
    sequential = [number for number in numbers if number < sequential_next(key)]
    scrambled = numbers[len(sequential) :]
    assert sequential == sorted(sequential)
    assert [scrambled_index(number) for number in scrambled] == sorted(map(scrambled_index, scrambled))


def sequential_next(key: str) -> int:
    """Where the older sequential order of a variant stopped (stats.json's first run); 1 for one that never had one."""
    runs = json.loads((CERTIFIED / "stats.json").read_text())["variants"][key]["runs"]
    return int(next((run["next"] for run in runs if run["order"] == "sequential"), 1))


# SHA-256 of the first data lines of each file (comments aside) as they stood when certification switched
# to the scrambled order: those lines, and the dates of the calendar, never change; new ones are appended.
PINNED = {
    "forty-thieves.txt": (385, "df71e95007a70174e2b037842a8424279bd1882c8930d1312f82cd415486ed8c"),
    "eight-off-8.txt": (1000, "b3f0727fb4532d715420057c0a2467f2e6bbc5391afd24a92b5b1cb7d520758e"),
    "eight-off-4.txt": (500, "283e8256e04a62acc8cbaf3eaefeae70029b976dfcda5a0ab0d6a2ea7df89627"),
    "eight-off-2.txt": (200, "e2ddb2baa67414c720b0dc99cf959787c4f8d4206f512947acfe99561f247c9a"),
    "daily.txt": (762, "87b0e476e1fa7c04ff884c85334ca17dce1d4579261935b4876c2ca296422fc9"),
}


@pytest.mark.parametrize("name", sorted(PINNED))
def test_lines_once_written_never_change(name: str) -> None:
    """The certified deals and the calendar dates written before stay as they were, first in their files."""
    count, digest = PINNED[name]
    text = (CERTIFIED / name).read_text(encoding="utf-8")
    lines = [line for line in text.splitlines(keepends=True) if not line.startswith("#")]
    assert hashlib.sha256("".join(lines[:count]).encode()).hexdigest() == digest


def test_the_stats_count_every_certified_deal() -> None:
    """stats.json agrees with the files: won = lines, tried = won + impossible + unknown, the runs add up."""
    stats = json.loads((CERTIFIED / "stats.json").read_text())
    for key, counts in stats["variants"].items():
        assert counts["solver_version"]
        assert counts["won"] == len(certified_lines(key))
        assert counts["tried"] == counts["won"] + counts["impossible"] + counts["unknown"]
        for name in ("tried", "won", "impossible", "unknown"):
            assert counts[name] == sum(run[name] for run in counts["runs"])
        for run in counts["runs"]:
            assert ("node_limit" in run) == (run["order"] == "scrambled")


def test_no_bound_calls_a_position_on_a_certified_win_lost() -> None:
    """Every position along every certified Forty Thieves solution can be won: pinned-columns never fires on one.

    (The bound needs a game without cells, so Eight Off has nothing to check.)
    """
    tables = compile_rules(game.VARIANTS["forty-thieves"].variant)
    for line in certified_lines("forty-thieves"):
        code, *moves = line.split(" ")
        g = game.new_game(code)
        for text in moves:
            assert not pruning.pinned_columns(State(tables, g.variant, g.piles)), (code, text)
            move = game.Move.parse(text)
            g.draw() if move == DRAW else g.move(move.source, move.target, move.count)


@pytest.mark.parametrize("key", sorted(CERTIFIED_KEYS))
def test_the_solver_never_calls_a_certified_deal_impossible(key: str) -> None:
    """Every 40th certified deal, solved again under a small node limit: "won" or "unknown", never "impossible"."""
    for line in certified_lines(key)[::40]:
        code = line.split(" ", 1)[0]
        assert game.solve(game.new_game(code), node_limit=1500).status != "impossible", code


def test_the_scrambled_order_s_codes_are_the_file_s_last_lines_and_look_random() -> None:
    """The first visit's pool: the deals the scrambled runs won, none of them from the
    old sequential order (whose codes all start AAAA), at least the 12 the first visit offers."""
    codes = certified.scrambled_codes("forty-thieves")
    assert len(codes) >= 12
    assert codes == certified.certified_codes("forty-thieves")[-len(codes) :]
    assert not any(code.split("-")[-1].startswith("AAAA") for code in codes)


def test_the_forty_thieves_pool_holds_a_thousand_deals() -> None:
    """The Forty Thieves pool the winnable deals come from: at least 1000 certified deals, each a different code."""
    codes = certified.certified_codes("forty-thieves")
    assert len(codes) >= 1000
    assert len(set(codes)) == len(codes)
