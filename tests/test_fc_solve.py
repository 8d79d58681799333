"""Freecell Solver as an outside judge of the FreeCell family (FreeCell, Baker's Game, Seahaven Towers).

Microsoft's deals (FC1-MS-<n>) must be make-microsoft-freecell-board's layouts exactly; every
solution fc-solve prints must replay move by move through our engine to a win, with the same
columns after each move; our solver must never call impossible a deal that fc-solve solves.
Needs Debian's freecell-solver-bin (test.sh installs it); without it the tests fail, saying so.
"""

from __future__ import annotations

import pytest

import game
from bench.fc_solve import columns_of, fc_solve, microsoft_board, replay_verdict

MICROSOFT_NUMBERS = [1, 2, 617, 11982, 1_000_000, 2**31 - 1, 2**31, 2**31 + 1, 2**32 - 1, 2**32, 2**32 + 1,
                     6_000_000_000, 8_589_934_591]  # fmt: skip
SOLVED_BY_FC_SOLVE = [
    *(f"FC1-MS-{number}" for number in (1, 2, 3, 4, 5, 6, 7, 8, 10, 617)),
    *(f"BG1-N-AAAAAA{letter}" for letter in "BDFGHIJKLO"),
    *(f"ST1-N-AAAAAA{letter}" for letter in "BCEFGHIJKL"),
]
NODE_LIMIT = 20_000


@pytest.mark.parametrize("number", MICROSOFT_NUMBERS)
def test_a_microsoft_code_deals_microsoft_s_layout(number: int) -> None:
    """FC1-MS-<n> deals the columns make-microsoft-freecell-board prints for n, FreeCell Pro's range included."""
    g = game.new_game(f"FC1-MS-{number}")
    assert columns_of(g) == microsoft_board(number)
    assert g.code == f"FC1-MS-{number}"


@pytest.mark.parametrize("code", SOLVED_BY_FC_SOLVE)
def test_fc_solve_s_solution_is_a_win_in_our_engine(code: str) -> None:
    """Each move fc-solve prints is legal here, leaves the columns it prints, and the last one wins."""
    g = game.new_game(code)
    verdict = fc_solve(g)
    assert verdict.solved, verdict.status
    won = replay_verdict(g, verdict)
    assert won.won
    assert won.moves == len(verdict.moves)


@pytest.mark.parametrize("code", SOLVED_BY_FC_SOLVE)
def test_our_solver_never_calls_a_deal_fc_solve_solves_impossible(code: str) -> None:
    """With a small node limit our solver wins or gives up ("unknown"), never "impossible"; its wins replay."""
    solution = game.solve(game.new_game(code), time_limit=60, node_limit=NODE_LIMIT)
    assert solution.status != "impossible"


def test_microsoft_deal_11982_is_won_by_neither_solver() -> None:
    """Deal 11982, the Microsoft deal with no solution: fc-solve fails it and our solver finds no win."""
    g = game.new_game("FC1-MS-11982")
    assert not fc_solve(g).solved
    assert game.solve(g, time_limit=60, node_limit=NODE_LIMIT).status in ("unknown", "impossible")
