"""The solver on Lucas, Maria, Limited and Streets: no verdict depends on any one pruning rule, and wins are found.

Small positions of each game, won and lost: a deal with every suit home up to a height, the other
cards where the deal put them (won, stock included), or with the stock's cards laid beneath the
columns' (lost, no stock). Each is solved with every rule, then with each rule switched off in turn,
and the verdict must not change; a win replays through the engine. Lucas and Limited build by suit,
Maria and Streets in alternating colours; Lucas starts with its aces up.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import game
from game.cards import new_deck
from game.moves import DRAW
from game.solver import RULE_NAMES, solve_with
from game.solver import pruning as rules
from game.solver.search import BestFirst
from game.solver.state import State
from game.solver.tables import compile_rules

NODE_LIMIT = 200_000


def endgame(code: str, height: int, *, stockless: bool = False) -> game.Game:
    """A deal with every suit home up to `height`; the other cards stay as dealt, or with `stockless` the stock's
    cards go one by one beneath the columns, from the left, and the stock is empty."""
    g = game.new_game(code)
    layout = {
        pile: [str(card) for card in g.piles[pile] if card.rank > height] for pile in ("stock", *g.variant.columns)
    }
    if stockless:
        for index, card in enumerate(layout.pop("stock")):
            layout[g.variant.columns[index % g.variant.column_count]].insert(0, card)
        layout["stock"] = []
    for foundation, suit in zip(g.variant.foundations, g.variant.foundation_suits, strict=True):
        layout[foundation] = [str(card) for card in new_deck() if card.suit is suit and card.rank <= height]
    return game.from_layout(g.name, layout)


SMALL: dict[str, tuple[Callable[[], game.Game], str]] = {
    "lucas-endgame": (lambda: endgame("LU1-N-AAAAAAB", 9), "won"),
    "lucas-stockless-b": (lambda: endgame("LU1-N-AAAAAAB", 3, stockless=True), "impossible"),
    "lucas-stockless-d": (lambda: endgame("LU1-N-AAAAAAD", 3, stockless=True), "impossible"),
    "limited-endgame": (lambda: endgame("LI1-N-AAAAAAB", 9), "won"),
    "limited-stockless-d": (lambda: endgame("LI1-N-AAAAAAD", 5, stockless=True), "impossible"),
    "limited-stockless-e": (lambda: endgame("LI1-N-AAAAAAE", 5, stockless=True), "impossible"),
    "maria-endgame": (lambda: endgame("MA1-N-AAAAAAB", 9), "won"),
    "maria-stockless-b": (lambda: endgame("MA1-N-AAAAAAB", 7, stockless=True), "won"),
    "maria-stockless-f": (lambda: endgame("MA1-N-AAAAAAF", 7, stockless=True), "impossible"),
    "streets-endgame": (lambda: endgame("SR1-N-AAAAAAB", 9), "won"),
    "streets-stockless-d": (lambda: endgame("SR1-N-AAAAAAD", 4, stockless=True), "won"),
    "streets-stockless-e": (lambda: endgame("SR1-N-AAAAAAE", 4, stockless=True), "impossible"),
}


def replays_to_a_win(g: game.Game, moves: tuple[game.Move, ...]) -> bool:
    """Whether the moves and draws, made one by one through the engine on a copy of g, win it."""
    copy = game.load_game(g.to_json())
    for move in moves:
        copy.draw() if move == DRAW else copy.move(move.source, move.target, move.count)
    return copy.won


@pytest.mark.parametrize("name", sorted(SMALL))
@pytest.mark.parametrize("rule", ["none", *sorted(RULE_NAMES)])
def test_no_verdict_depends_on_a_pruning_rule_in_the_family(name: str, rule: str) -> None:
    """With every rule ("none" off), then with each one off, the verdict is the one expected; wins replay."""
    make, verdict = SMALL[name]
    g = make()
    solution = solve_with(g, time_limit=120, node_limit=NODE_LIMIT, rules=RULE_NAMES - {rule})
    assert solution.status == verdict
    if verdict == "won":
        assert replays_to_a_win(g, solution.moves)


def pruned(g: game.Game) -> dict[str, int]:
    """What each rule pruned in an exhaustive best-first search of g."""
    search = BestFirst(State(compile_rules(g.variant), g.variant, g.piles), RULE_NAMES, 60.0, NODE_LIMIT)
    search.run()
    return search.pruned


def test_pinned_columns_fires_in_alternating_colours_and_by_suit() -> None:
    """The lost positions of both build rules are cut short by pinned-columns (the verdict test shows it sound)."""
    assert pruned(SMALL["streets-stockless-e"][0]())[rules.PINNED_COLUMNS] > 0
    assert pruned(SMALL["maria-stockless-f"][0]())[rules.PINNED_COLUMNS] > 0
    assert pruned(SMALL["limited-stockless-e"][0]())[rules.PINNED_COLUMNS] > 0


@pytest.mark.parametrize("name", [name for name, (_, verdict) in SMALL.items() if verdict == "won"])
def test_pinned_columns_never_fires_along_a_win(name: str) -> None:
    """No position along a winning line is called lost by pinned-columns."""
    g = SMALL[name][0]()
    for move in solve_with(g, time_limit=60, node_limit=NODE_LIMIT).moves:
        g.draw() if move == DRAW else g.move(move.source, move.target, move.count)
        assert not rules.pinned_columns(State(compile_rules(g.variant), g.variant, g.piles))
    assert g.won


def test_lucas_starts_with_the_aces_home_and_safe() -> None:
    """Lucas's aces are home from the deal; a 2 is safe at once by suit (its guard, the ace, is home twice)."""
    g = game.new_game("LU1-N-AAAAAAB")
    state = State(compile_rules(g.variant), g.variant, g.piles)
    assert state.home == 8
    assert all(rules.is_safe(state, card) for card in (1, 14, 27, 40))


def test_the_solver_wins_a_whole_lucas_deal() -> None:
    """A whole Lucas deal (Solvitaire solves it too: bench/solvitaire_judge.py) is won, and the win replays."""
    g = game.new_game("LU1-N-AAAAAAB")
    solution = game.solve(g, time_limit=60, node_limit=50_000)
    assert solution.status == "won"
    assert replays_to_a_win(g, solution.moves)
