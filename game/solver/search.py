"""Depth-first search with a table of seen positions: exhaustive, so "impossible" is a proof.

Moves are tried best first (game.solver.moves); after each move the safe moves to the
foundations are played at once; a position seen before (up to symmetry) or proved lost by a
bound is not entered again. The search stops with "unknown" when a limit runs out.
"""

from __future__ import annotations

import time
from typing import Literal

from game.solver import pruning
from game.solver.moves import MoveGenerator
from game.solver.state import Atom, State

CHECK_EVERY = 256

Status = Literal["won", "impossible", "unknown"]


class Search:
    """One search from one position; run() returns the status and the winning moves."""

    def __init__(self, state: State, rules: frozenset[str], time_limit: float, node_limit: int | None) -> None:
        self.state = state
        self.rules = rules
        self.generator = MoveGenerator(rules)
        self.deadline = time.perf_counter() + time_limit
        self.node_limit = node_limit
        self.nodes = 0
        self.pruned: dict[str, int] = dict.fromkeys(sorted(pruning.RULE_NAMES), 0)
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

    def run(self) -> tuple[Status, list[Atom]]:
        """("won", moves), ("impossible", []) or ("unknown", [])."""
        state = self.state
        path: list[list[Atom]] = [self.settle()]
        if state.won():
            return "won", path[0]
        self.enter()
        frames: list[tuple[list[Atom], list[int]]] = [(self.generator.moves(state, None), [0])]
        while frames:
            children, cursor = frames[-1]
            if cursor[0] == len(children):
                frames.pop()
                for atom in reversed(path.pop()):
                    state.apply((atom[2], atom[3], atom[0], atom[1], atom[4]))
                continue
            if self.out_of_budget():
                return "unknown", []
            move = children[cursor[0]]
            cursor[0] += 1
            self.nodes += 1
            state.apply(move)
            step = [move, *self.settle()]
            if state.won():
                path.append(step)
                return "won", [atom for atoms in path for atom in atoms]
            if self.enter():
                path.append(step)
                frames.append((self.generator.moves(state, move), [0]))
            else:
                for atom in reversed(step):
                    state.apply((atom[2], atom[3], atom[0], atom[1], atom[4]))
        return "impossible", []
