"""The searches, each with a table of seen positions, and the portfolio that runs them in turn.

After each move the safe moves to the foundations are played at once; a position seen before
(up to symmetry) or proved lost by a bound is not entered again. BestFirst and DepthFirst are
exhaustive, so their "impossible" is a proof; StockBeam (the stock as a schedule) only finds
wins. Each stops with "unknown" when a limit runs out. docs/solver.md describes them.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal, NamedTuple

from game.solver import pruning
from game.solver.moves import DRAW_ATOM, MoveGenerator
from game.solver.state import Atom, State, inverse
from game.solver.tables import NO_CARD

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
Candidate = tuple[int, int, Snapshot, Node]


class BestFirst(Search):
    """Best-first search on evaluate(): the most promising position seen is expanded next.

    It expands every reachable position (up to the pruning rules) before it answers
    "impossible": the order of expansion changes how soon a win is found, never the verdict.
    A search that ran out can be given more (extend) and run again: it carries on where it
    stopped, with the next move of the position it was expanding, so nothing is skipped.
    """

    queue: list[Candidate] | None = None
    pushed = 0
    expanding: tuple[Candidate, list[Atom], int] | None = None

    def run(self) -> tuple[Status, list[Atom]]:
        """("won", moves), ("impossible", []) or ("unknown", [])."""
        state = self.state
        if self.queue is None:
            root: Node = (None, self.settle())
            if state.won():
                return "won", root[1]
            if not self.enter():
                return "impossible", []
            self.queue = [(0, 0, snapshot(state), root)]
        queue = self.queue
        while self.expanding is not None or queue:
            if self.expanding is not None:
                entry, moves, start = self.expanding
                self.expanding = None
                restore(state, entry[2])
            else:
                entry = heapq.heappop(queue)
                restore(state, entry[2])
                node = entry[3]
                moves = self.generator.moves(state, node[1][0] if node[0] is not None and len(node[1]) == 1 else None)
                start = 0
            node = entry[3]
            for index in range(start, len(moves)):
                if self.out_of_budget():
                    self.expanding = (entry, moves, index)
                    return "unknown", []
                self.nodes += 1
                move = moves[index]
                state.apply(move)
                step = [move, *self.settle()]
                if state.won():
                    return "won", line((node, step))
                if self.enter():
                    self.pushed += 1
                    heapq.heappush(queue, (-evaluate(state, self.weights), -self.pushed, snapshot(state), (node, step)))
                for atom in reversed(step):
                    state.apply(inverse(atom))
        return "impossible", []

    def extend(self, time_limit: float, node_limit: int | None) -> None:
        """More time and nodes for a search that ran out; run() then carries on where it stopped."""
        self.deadline = time.perf_counter() + time_limit
        self.node_limit = None if node_limit is None else self.nodes + node_limit


ENDGAME_LEVELS = 20


class StockBeam(Search):
    """Beam search over the stock as a schedule: positions are compared only with positions that drew as often.

    Level k holds positions with k cards drawn. From the level's best `width` positions a best-first
    search of the moves other than drawing runs for at most `level_nodes` moves; every position it
    enters is a candidate, and the best `width` candidates draw the next card and start level k + 1.
    Once the stock is empty the best-first search goes on for at most ENDGAME_LEVELS levels' moves.
    With `alike` n, at most n of the chosen positions may look alike (cards home, waste size and
    column tops: alike_key), so that the beam holds different plans rather than one plan's variants.
    Incomplete by design: it never answers "impossible" (a beam that runs dry answers "unknown").
    """

    def __init__(self, state: State, rules: frozenset[str], time_limit: float, node_limit: int | None,
                 weights: Weights | None = None, *, width: int = 40, level_nodes: int = 3000,
                 alike: int = 0) -> None:  # fmt: skip
        super().__init__(state, rules, time_limit, node_limit, weights)
        self.width = width
        self.level_nodes = level_nodes
        self.alike = alike

    def run(self) -> tuple[Status, list[Atom]]:
        """("won", moves) or ("unknown", [])."""
        state = self.state
        root: Node = (None, self.settle())
        if state.won():
            return "won", root[1]
        if not self.enter():
            return "unknown", []
        beam: list[Candidate] = [(-evaluate(state, self.weights), 0, snapshot(state), root)]
        while beam:
            drawing = bool(beam[0][2][2])
            won, candidates = self.level(beam, self.level_nodes * (1 if drawing else ENDGAME_LEVELS))
            if won is not None:
                return "won", line(won)
            if not drawing or self.out_of_budget():
                return "unknown", []
            won, beam = self.draw(self.choose(candidates))
            if won is not None:
                return "won", line(won)
        return "unknown", []

    def level(self, beam: list[Candidate], cap: int) -> tuple[Node | None, list[Candidate]]:
        """Best-first over the moves other than drawing from the beam: a winning node, or every candidate entered."""
        state = self.state
        queue = list(beam)
        heapq.heapify(queue)
        candidates = list(beam)
        pushed = len(self.seen)
        spent = 0
        while queue and spent < cap:
            _, _, saved, node = heapq.heappop(queue)
            restore(state, saved)
            last = node[1][0] if node[0] is not None and len(node[1]) == 1 else None
            for move in self.generator.moves(state, last):
                if move == DRAW_ATOM:
                    continue
                if self.out_of_budget():
                    return None, candidates
                self.nodes += 1
                spent += 1
                state.apply(move)
                step = [move, *self.settle()]
                if state.won():
                    return (node, step), candidates
                if self.enter():
                    pushed += 1
                    entry = (-evaluate(state, self.weights), -pushed, snapshot(state), (node, step))
                    heapq.heappush(queue, entry)
                    candidates.append(entry)
                for atom in reversed(step):
                    state.apply(inverse(atom))
        return None, candidates

    def choose(self, candidates: list[Candidate]) -> list[Candidate]:
        """The best `width` candidates, at most `alike` of them alike (when alike is set)."""
        if not self.alike:
            return heapq.nsmallest(self.width, candidates)
        chosen: list[Candidate] = []
        taken: dict[tuple[object, ...], int] = {}
        for candidate in sorted(candidates):
            key = alike_key(candidate[2])
            if taken.get(key, 0) < self.alike:
                taken[key] = taken.get(key, 0) + 1
                chosen.append(candidate)
                if len(chosen) == self.width:
                    break
        return chosen

    def draw(self, chosen: list[Candidate]) -> tuple[Node | None, list[Candidate]]:
        """The chosen positions after a draw and the safe moves that follow: a win, or those not seen before."""
        state = self.state
        beam: list[Candidate] = []
        for _, _, saved, node in chosen:
            if self.out_of_budget():
                break
            restore(state, saved)
            self.nodes += 1
            state.apply(DRAW_ATOM)
            step = [DRAW_ATOM, *self.settle()]
            if state.won():
                return (node, step), []
            if self.enter():
                beam.append((-evaluate(state, self.weights), -len(self.seen), snapshot(state), (node, step)))
        return None, beam


class DepthFirst(Search):
    """Depth-first search over the same positions, moves best first, the state changed in place.

    No evaluation and no open list: each position costs less and only the seen table grows, so it
    exhausts a space sooner than BestFirst; like it, it answers "impossible" only when every
    reachable position (up to the pruning rules) has been entered.
    """

    def run(self) -> tuple[Status, list[Atom]]:
        """("won", moves), ("impossible", []) or ("unknown", [])."""
        state = self.state
        root = self.settle()
        if state.won():
            return "won", root
        if not self.enter():
            return "impossible", []
        frames: list[tuple[Iterator[Atom], list[Atom]]] = [(iter(self.generator.moves(state, None)), root)]
        while frames:
            moves, _ = frames[-1]
            move = next(moves, None)
            if move is None:
                _, step = frames.pop()
                if frames:
                    take_back(state, step)
                continue
            if self.out_of_budget():
                return "unknown", []
            self.nodes += 1
            state.apply(move)
            step = [move, *self.settle()]
            if state.won():
                return "won", [atom for _, done in frames for atom in done] + step
            if self.enter():
                frames.append((iter(self.generator.moves(state, move if len(step) == 1 else None)), step))
            else:
                take_back(state, step)
        return "impossible", []


def alike_key(saved: Snapshot) -> tuple[object, ...]:
    """What two positions that look alike share: cards home, the waste's size and the column tops."""
    columns, waste, _, _, _, home, _ = saved
    return home, len(waste), bytes(sorted(cards[-1] if cards else NO_CARD for cards in columns))


def take_back(state: State, step: list[Atom]) -> None:
    """Undo the moves of a step, last first."""
    for atom in reversed(step):
        state.apply(inverse(atom))


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


@dataclass(frozen=True, slots=True)
class Phase:
    """One search of a portfolio: its weights, its part of the limits left, the beam's shape (width 0:
    best-first; alike: see StockBeam), or `resume`: carry on the portfolio's first best-first search."""

    weights: Weights
    part: float = 1.0
    width: int = 0
    level_nodes: int = 0
    alike: int = 0
    resume: bool = False


STEADY = Weights(home=40, empty_column=30, run=6, depth=3, waste=6, blocker=10)
LIGHT = Weights(waste=5, blocker=10)
DIGGING = Weights(home=40, empty_column=15, run=6, depth=5, waste=10, blocker=10)
BUILDING = Weights(home=60, empty_column=20, run=10, depth=2, waste=4, blocker=5)
HOMEWARD = Weights(home=40, depth=3, waste=6, blocker=10)

PORTFOLIO = (
    Phase(STEADY, part=0.1),
    Phase(BUILDING, width=1000, level_nodes=2000, alike=1),
    Phase(DIGGING, width=100, level_nodes=200),
    Phase(LIGHT, width=300, level_nodes=600, alike=1),
    *(Phase(weights, width=1000, level_nodes=2000, alike=1) for weights in (LIGHT, DIGGING, STEADY)),
    *(Phase(weights, width=300, level_nodes=600, alike=1) for weights in (BUILDING, DIGGING, STEADY)),
    Phase(STEADY, resume=True),
)
"""The searches tried in turn from a position with a stock: a short best-first search, stock beams
until the time runs out (each ends by itself; a wide one of width 1000 after some 150 000 nodes,
3-7 s), then the first best-first search carried on with what is left (exhaustive, so it can prove
a loss: its two turns add up). The beams keep at most one position of each look (`alike=1`) but
for one narrow beam that ends within a second, and differ in their weights and width; each wins
deals the others miss (docs/solver.md)."""

NO_STOCK_PORTFOLIO = (Phase(STEADY, part=0.5), Phase(LIGHT, part=0.5), Phase(HOMEWARD))
"""The searches tried in turn without a stock (Eight Off, Forty Thieves endgames): all best-first."""


class Outcome(NamedTuple):
    """What a portfolio found: the verdict, the winning moves (when won) and the nodes of all its searches."""

    status: Status
    atoms: list[Atom]
    nodes: int


def search_portfolio(state: State, rules: frozenset[str], time_limit: float, node_limit: int | None) -> Outcome:
    """Run the portfolio's searches in turn until one has a verdict.

    Each phase may use its part of the time and nodes left. A best-first search is exhaustive
    when it ends without a limit, so any "impossible" is a proof; a stock beam never says
    "impossible".
    """
    root = snapshot(state)
    deadline = time.perf_counter() + time_limit
    phases = PORTFOLIO if state.stock else NO_STOCK_PORTFOLIO
    nodes = 0
    first: BestFirst | None = None
    status: Status = "unknown"
    atoms: list[Atom] = []
    for phase in phases:
        seconds = max(0.0, phase.part * (deadline - time.perf_counter()))
        budget = None if node_limit is None else int(phase.part * (node_limit - nodes))
        restore(state, root)
        search: Search
        if phase.resume and first is not None:
            first.extend(seconds, budget)
            search = first
        elif phase.width:
            search = StockBeam(state, rules, seconds, budget, phase.weights,
                               width=phase.width, level_nodes=phase.level_nodes, alike=phase.alike)  # fmt: skip
        else:
            best = BestFirst(state, rules, seconds, budget, phase.weights)
            first = first or best
            search = best
        before = search.nodes
        status, atoms = search.run()
        nodes += search.nodes - before
        if status != "unknown":
            break
    return Outcome(status, atoms, nodes)
