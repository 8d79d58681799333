"""The post-game analysis: the deal's verdict, the bisection over real lines, honest unknowns."""

from __future__ import annotations

import json
import random

import pytest

import game
from game.analysis import MAX_POSITIONS, analyse, analyse_playing, limited_solver, position_after
from game.certified import certified_file
from game.moves import DRAW, Move
from game.rules import IllegalMove

SOLVER = limited_solver(node_limit=200_000)


def certified_line(key: str, index: int) -> tuple[str, tuple[Move, ...]]:
    """A certified deal's code and its stored winning line."""
    code, *moves = certified_file(key).read_text(encoding="utf-8").splitlines()[index].split(" ")
    return code, tuple(Move.parse(text) for text in moves)


def careless_line(code: str, seed: int, length: int = 12) -> tuple[Move, ...]:
    """A line a careless player might play: random legal moves, into free cells when it can."""
    rng, g, moves = random.Random(seed), game.new_game(code), []
    for _ in range(length):
        legal = [move for move in g.legal_moves() if not move.target.startswith("foundation")]
        if not legal:
            break
        move = rng.choice([move for move in legal if move.target.startswith("cell")] or legal)
        moves.append(g.draw() if move == DRAW else g.move(move.source, move.target, move.count))
    return tuple(moves)


def wins(code: str, line: tuple[Move, ...]) -> bool:
    """Whether a line played through the engine from the deal's start ends won."""
    return position_after(game.new_game(code), line, len(line)).won


@pytest.mark.parametrize("index, seed", [(0, 7), (1, 2), (3, 2), (7, 2), (11, 2)])
def test_the_bisection_finds_the_action_a_linear_scan_finds(index: int, seed: int) -> None:
    """Along a real losing line, lost_at is the first position the solver proves lost, asked one by one."""
    code, _ = certified_line("eight-off-4", index)
    line = careless_line(code, seed)
    start = game.new_game(code)
    verdicts = [SOLVER(position_after(start, line, step)).status for step in range(len(line) + 1)]
    assert "unknown" not in verdicts and verdicts[-1] == "impossible", verdicts
    first_lost = verdicts.index("impossible")

    found = analyse(start, line, solver=SOLVER)

    assert (found.deal, found.lost_at, found.lost_between, found.still_winnable) == ("won", first_lost, None, False)
    assert found.takeover == first_lost - 1
    assert found.winning_line[: found.takeover] == line[: found.takeover]
    assert wins(code, found.winning_line)
    assert found.solved < len(line) + 1  # fewer positions asked than a scan


def test_a_line_that_stays_winnable_says_so_and_wins_from_where_it_stopped() -> None:
    code, solution = certified_line("eight-off-4", 3)
    played = solution[:20]
    found = analyse(game.new_game(code), played, solver=SOLVER)
    assert (found.deal, found.lost_at, found.still_winnable, found.takeover) == ("won", None, True, 20)
    assert found.winning_line[:20] == played and wins(code, found.winning_line)


def test_a_deal_that_cannot_be_won_is_lost_at_action_zero() -> None:
    start = game.new_game("EO1-C4-AAAAAAB")  # proved impossible (tests/test_solver.py)
    line = careless_line(start.code or "", 1, length=3)
    found = analyse(start, line, solver=SOLVER)
    assert (found.deal, found.lost_at, found.still_winnable, found.takeover, found.winning_line) == (
        "impossible",
        0,
        False,
        None,
        (),
    )


def test_positions_the_solver_cannot_decide_are_reported_unknown() -> None:
    code = "FT1-N-AAAACEG"
    line = careless_line(code, 5, length=6)
    found = analyse(game.new_game(code), line, solver=limited_solver(node_limit=50))
    assert (found.deal, found.lost_at, found.lost_between, found.still_winnable, found.takeover) == (
        "unknown",
        None,
        None,
        None,
        None,
    )
    assert found.winning_line == () and found.solved == len(line) + 1 <= MAX_POSITIONS


def test_a_stored_solution_answers_the_deal_and_unknowns_leave_a_span() -> None:
    """A certified deal is won at once from its stored line; undecided positions leave the loss as a span."""
    code, solution = certified_line("eight-off-4", 0)
    line = careless_line(code, 7)
    found = analyse(game.new_game(code), line, solver=limited_solver(node_limit=1), known_win=solution)
    assert found.deal == "won" and found.takeover == 0 and found.winning_line == solution
    assert found.lost_at is None and found.lost_between is None and found.still_winnable is None


def test_a_line_that_is_not_the_deals_is_refused() -> None:
    with pytest.raises(IllegalMove):
        analyse(game.new_game("EO1-C4-AAAAAAF"), (Move("foundation-1", "column-1"),), solver=SOLVER)


def test_the_analysis_reads_as_json_data() -> None:
    code, solution = certified_line("eight-off-4", 3)
    data = analyse(game.new_game(code), solution[:5], solver=SOLVER).as_dict()
    assert data["deal"] == "won" and data["still_winnable"] is True and data["takeover"] == 5
    winning_line = game.decode_moves(data["winning_line"], game.new_game(code).record)
    assert winning_line[:5] == solution[:5] and wins(code, winning_line)


def test_the_worker_entry_reads_a_playing_as_codes_and_moves_texts() -> None:
    code, solution = certified_line("eight-off-4", 0)
    line = careless_line(code, 7)
    answer = json.loads(analyse_playing(code, game.encode_moves(line), solution_text=game.encode_moves(solution)))
    assert answer["deal"] == "won" and answer["lost_at"] == 6 and answer["still_winnable"] is False
    with pytest.raises(game.BadReplay):
        analyse_playing(code, "1zz")
