"""A solver for both games: game.solve(g) -> Solution, pure Python, never changes g.

The position is compiled into a compact state (game.solver.state) whose moves come from rule
tables filled by the engine's own rule methods (game.solver.tables); a portfolio of searches
(game.solver.search) looks for a win, and its exhaustive searches prove a loss under the sound
pruning rules of game.solver.pruning; every winning line is replayed through a scratch Game
before it is returned. docs/solver.md describes it all.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from game.engine import Game
from game.moves import DRAW, Move
from game.solver.pruning import RULE_NAMES
from game.solver.search import Status, search_portfolio
from game.solver.state import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Atom, State
from game.solver.tables import card_number, compile_rules

VERSION = "6"


@dataclass(frozen=True, slots=True)
class Solution:
    """What solve() found: the status, the winning moves (when won), nodes searched, seconds taken."""

    status: Status
    moves: tuple[Move, ...]
    nodes: int
    seconds: float


def solve(g: Game, *, time_limit: float = 10.0, node_limit: int | None = None) -> Solution:
    """Search for a win from g's current position; g is not changed.

    "won": `moves` replay through Game.move / Game.draw to a win; "impossible": no win exists
    (exhaustive search, sound pruning); "unknown": the time or node limit ran out first.
    """
    return solve_with(g, time_limit=time_limit, node_limit=node_limit)


def solve_with(
    g: Game, *, time_limit: float = 10.0, node_limit: int | None = None, rules: frozenset[str] = RULE_NAMES
) -> Solution:
    """solve() with a chosen set of pruning rules (tests switch rules off one at a time)."""
    started = time.perf_counter()
    state = State(compile_rules(g.variant), g.variant, g.piles)
    result = search_portfolio(state, rules, time_limit, node_limit)
    moves = replay(g, result.atoms) if result.status == "won" else ()
    return Solution(result.status, moves, result.nodes, time.perf_counter() - started)


def replay(g: Game, atoms: list[Atom]) -> tuple[Move, ...]:
    """The solver's moves as engine Moves, each made on a scratch copy of g (which must end won)."""
    scratch = Game(g.record, dict(g.piles))
    moves = []
    for atom in atoms:
        move = engine_move(scratch, atom)
        moves.append(scratch.draw() if move == DRAW else scratch.move(move.source, move.target, move.count))
    if not scratch.won:
        raise AssertionError("the solver's line does not win")
    return tuple(moves)


def engine_move(g: Game, atom: Atom) -> Move:
    """The engine Move for a compact move in g's position (cells resolved by the card they hold)."""
    source_kind, source, target_kind, target, count = atom
    if source_kind == STOCK:
        return DRAW
    return Move(pile_id(g, source_kind, source, leaving=True), pile_id(g, target_kind, target, leaving=False), count)


def pile_id(g: Game, kind: int, index: int, *, leaving: bool) -> str:
    """The pile id of a compact pile reference in g's position."""
    variant = g.variant
    if kind == COLUMN:
        return variant.columns[index]
    if kind == FOUNDATION:
        return variant.foundations[index]
    if kind == WASTE:
        return "waste"
    if kind == CELL:
        for cell in variant.cell_ids:
            cards = g.piles[cell]
            if (leaving and cards and card_number(cards[-1]) == index) or (not leaving and not cards):
                return cell
    raise AssertionError(f"no pile for {(kind, index)}")


__all__ = ["RULE_NAMES", "VERSION", "Solution", "solve", "solve_with"]
