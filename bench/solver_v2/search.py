"""Best-first search with a table of seen positions: exhaustive, so "impossible" is a proof.

After each move the safe moves to the foundations are played at once; a position seen before
(up to symmetry) or proved lost by a bound is not entered again; the open positions are
expanded most promising first (evaluate). The search stops with "unknown" when a limit runs out.
"""

from __future__ import annotations

import heapq
import time
from dataclasses import dataclass
from typing import Literal

from bench.solver_v2 import pruning
from bench.solver_v2.moves import MoveGenerator
from bench.solver_v2.state import Atom, State, inverse
from bench.solver_v2.tables import NO_CARD

CHECK_EVERY = 256

Status = Literal["won", "impossible", "unknown"]


class Search:
    """What every search from one position keeps: the state, the rules, the limits, the seen table."""

    def __init__(
        self,
        state: State,
        rules: frozenset[str],
        time_limit: float,
        node_limit: int | None,
        weights: Weights | None = None,
    ) -> None:
        self.state = state
        self.weights = weights or Weights()
        self.rules = rules
        self.deadline = time.perf_counter() + time_limit
        self.node_limit = node_limit
        self.nodes = 0
        self.pruned: dict[str, int] = dict.fromkeys(sorted(pruning.RULE_NAMES), 0)
        self.status: Status = "unknown"
        self.atoms: list[Atom] = []
        self.generator = MoveGenerator(rules, self.pruned)
        self.seen: set[bytes] = set()

    def settle(self) -> list[Atom]:
        """The safe moves to the foundations, played now (when that rule is on)."""
        if pruning.SAFE_FOUNDATION_MOVES not in self.rules:
            return []
        played = pruning.settle(self.state)
        self.pruned[pruning.SAFE_FOUNDATION_MOVES] += len(played)
        return played

    def enter(self) -> bool:
        """Whether the current position is new and not proved lost (it is then marked seen)."""
        key = self.state.key(canonical=pruning.CANONICAL_STATES in self.rules)
        if key in self.seen:
            return False
        self.seen.add(key)
        if pruning.PINNED_COLUMNS in self.rules and pruning.pinned_columns(self.state):
            self.pruned[pruning.PINNED_COLUMNS] += 1
            return False
        return True

    def out_of_budget(self) -> bool:
        """Whether the node or time limit has run out."""
        if self.node_limit is not None and self.nodes >= self.node_limit:
            return True
        return self.nodes % CHECK_EVERY == 0 and time.perf_counter() > self.deadline


Snapshot = tuple[tuple[bytes, ...], bytes, bytes, bytes, tuple[int, ...], int, bytes]
Node = tuple["Node | None", list[Atom]]


class BestFirst(Search):
    """Best-first search on evaluate(): the most promising position seen is expanded next.

    It expands every reachable position (up to the pruning rules) before it answers
    "impossible": the order of expansion changes how soon a win is found, never the verdict.
    """

    def run(self) -> tuple[Status, list[Atom]]:
        """("won", moves), ("impossible", []) or ("unknown", [])."""
        state = self.state
        root: Node = (None, self.settle())
        if state.won():
            return "won", root[1]
        if not self.enter():
            return "impossible", []
        queue: list[tuple[int, int, Snapshot, Node]] = [(0, 0, snapshot(state), root)]
        pushed = 0
        while queue:
            _, _, saved, node = heapq.heappop(queue)
            restore(state, saved)
            last = node[1][0] if node[0] is not None and len(node[1]) == 1 else None
            for move in self.generator.moves(state, last):
                if self.out_of_budget():
                    return "unknown", []
                self.nodes += 1
                state.apply(move)
                step = [move, *self.settle()]
                if state.won():
                    return "won", line((node, step))
                if self.enter():
                    pushed += 1
                    heapq.heappush(queue, (-evaluate(state, self.weights), -pushed, snapshot(state), (node, step)))
                for atom in reversed(step):
                    state.apply(inverse(atom))
        return "impossible", []


def snapshot(state: State) -> Snapshot:
    """Everything that makes up a position, as immutable values."""
    return (
        tuple(state.columns),
        state.waste,
        state.stock,
        state.cells,
        tuple(state.heights),
        state.home,
        bytes(state.wanted),
    )


def restore(state: State, saved: Snapshot) -> None:
    """Put a snapshot back into the state."""
    columns, state.waste, state.stock, state.cells, heights, state.home, wanted = saved
    state.columns = list(columns)
    state.heights = list(heights)
    state.wanted = bytearray(wanted)


def line(node: Node) -> list[Atom]:
    """The moves from the root to a search node."""
    steps = []
    current: Node | None = node
    while current is not None:
        steps.append(current[1])
        current = current[0]
    return [atom for step in reversed(steps) for atom in step]


@dataclass(frozen=True, slots=True)
class Weights:
    """The weights of evaluate(): what a card home, an empty column, … is worth."""

    home: int = 20
    empty_column: int = 12
    run: int = 3
    depth: int = 2
    waste: int = 3
    blocker: int = 5


def evaluate(state: State, weights: Weights) -> int:
    """How promising a position looks: cards home, empty columns, runs, next cards near the top.

    Penalties: each waste card, each column card lying above a lower card of its suit, and how
    deep the next card of each foundation lies (the shallower of its copies; in the stock, how
    many draws away; in the waste, twice the cards above it).
    """
    link = state.rules.on_column
    runs = blockers = empty = 0
    for cards in state.columns:
        if not cards:
            empty += 1
            continue
        lowest = [13, 13, 13, 13]
        previous = NO_CARD
        for card in cards:
            suit, rank = SUIT_OF[card], RANK_OF[card]
            if previous != NO_CARD and link[previous][card]:
                runs += 1
            elif lowest[suit] < rank:
                blockers += 1
            lowest[suit] = min(lowest[suit], rank)
            previous = card
    value = (
        state.home * weights.home
        + empty * weights.empty_column
        + runs * weights.run
        - blockers * weights.blocker
        - len(state.waste) * weights.waste
    )
    takes = state.rules.foundation_takes
    for foundation, height in enumerate(state.heights):
        card = takes[foundation][height]
        if card != NO_CARD:
            value -= weights.depth * card_depth(state, card)
    return value


def card_depth(state: State, card: int) -> int:
    """How far the shallower copy of a card is from being playable (at most 20; 0 when on top)."""
    if card in state.cells:
        return 0
    depth = 20
    for cards in state.columns:
        position = cards.rfind(card)
        if position >= 0 and len(cards) - 1 - position < depth:
            depth = len(cards) - 1 - position
    position = state.waste.rfind(card)
    if position >= 0:
        depth = min(depth, 2 * (len(state.waste) - 1 - position))
    position = state.stock.rfind(card)
    if position >= 0:
        depth = min(depth, len(state.stock) - position)
    return depth


SUIT_OF = bytes(card // 13 for card in range(52))
RANK_OF = bytes(card % 13 for card in range(52))


PORTFOLIO = (
    (0.5, Weights(home=40, empty_column=30, run=6, depth=3, waste=6, blocker=10)),
    (0.25, Weights(waste=5, blocker=10)),
    (0.25, Weights(home=40, depth=3, waste=6, blocker=10)),
)
"""Weights tried in turn, each with its share of the limits: they win different deals."""


def search_portfolio(state: State, rules: frozenset[str], time_limit: float, node_limit: int | None) -> Search:
    """Run best-first searches with the PORTFOLIO weights until one has a verdict; the last one that ran.

    Each search is exhaustive on its own when it ends without a limit, so any "impossible" is
    a proof; only the limits are shared out. The result is in `.status` and `.atoms`.
    """
    root = snapshot(state)
    deadline = time.perf_counter() + time_limit
    nodes = 0
    search = BestFirst(state, rules, time_limit, node_limit)
    for phase, (share, weights) in enumerate(PORTFOLIO):
        last = phase == len(PORTFOLIO) - 1
        seconds = deadline - time.perf_counter() if last else share * time_limit
        budget = None if node_limit is None else (node_limit - nodes if last else int(share * node_limit))
        restore(state, root)
        search = BestFirst(state, rules, max(0.0, seconds), budget, weights)
        search.status, search.atoms = search.run()
        nodes += search.nodes
        search.nodes = nodes
        if search.status != "unknown":
            break
    return search
