"""The solver's move generator: every legal move of a compact position, best first.

Which moves are legal comes from the rule tables (game.solver.tables); the pruning rules of
game.solver.pruning drop moves that cannot matter; a score orders the rest (Forty Thieves:
free the next cards the foundations need, keep empty columns, use the waste).
"""

from __future__ import annotations

from game.solver import pruning
from game.solver.state import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Atom, State

DRAW_ATOM: Atom = (STOCK, 0, WASTE, 0, 1)


class MoveGenerator:
    """Legal moves of a State, with the enabled pruning rules applied and a score each."""

    def __init__(self, rules: frozenset[str], pruned: dict[str, int]) -> None:
        self.pruned = pruned
        self.one_empty = pruning.ONE_EMPTY_TARGET in rules
        self.no_undo = pruning.NO_UNDO in rules
        self.no_relocation = pruning.POINTLESS_RELOCATION in rules
        self.unsafe_take_backs = pruning.TAKE_BACK_UNSAFE_ONLY in rules
        self.onto_card_limit = self.into_empty_limit = 1

    def moves(self, state: State, last: Atom | None) -> list[Atom]:
        """The moves to explore from `state`, best first."""
        scored: list[tuple[int, Atom]] = []
        depths = needed_depths(state)
        for atom in self.legal(state):
            if self.no_undo and pruning.is_undo(atom, last):
                self.pruned[pruning.NO_UNDO] += 1
                continue
            if self.no_relocation and pruning.is_pointless_relocation(state, atom):
                self.pruned[pruning.POINTLESS_RELOCATION] += 1
                continue
            scored.append((score(state, atom, depths), atom))
        scored.sort(key=lambda item: -item[0])
        return [atom for _, atom in scored]

    def legal(self, state: State) -> list[Atom]:
        """Every legal move (up to the one-empty-target and take-back pruning rules)."""
        empty = state.columns.count(b"")
        free = state.free_cells()
        self.onto_card_limit = state.rules.group_limit(free, empty, into_empty=False)
        self.into_empty_limit = state.rules.group_limit(free, empty, into_empty=True)
        atoms: list[Atom] = [DRAW_ATOM] if state.stock else []
        for index, cards in enumerate(state.columns):
            for count in tail_counts(state, cards):
                atoms += self.landings(state, COLUMN, index, cards[-count], count)
        if state.waste:
            atoms += self.landings(state, WASTE, 0, state.waste[-1], 1)
        for card in sorted(set(state.cells)):
            atoms += self.landings(state, CELL, card, card, 1)
        for foundation, height in enumerate(state.heights):
            if not height:
                continue
            if self.unsafe_take_backs and not pruning.may_take_back(state, foundation):
                self.pruned[pruning.TAKE_BACK_UNSAFE_ONLY] += 1
                continue
            atoms += self.take_backs(state, foundation)
        return atoms

    def landings(self, state: State, kind: int, source: int, bottom: int, count: int) -> list[Atom]:
        """Every legal target for `count` cards headed by `bottom` leaving a column, the waste or a cell."""
        atoms: list[Atom] = []
        if count == 1:
            foundation = state.foundation_for(bottom)
            if foundation >= 0:
                atoms.append((kind, source, FOUNDATION, foundation, 1))
            if state.free_cells() and kind != CELL:  # cell to cell: the same compact position
                atoms.append((kind, source, CELL, bottom, 1))
        atoms += self.column_landings(state, kind, source, bottom, count)
        return atoms

    def column_landings(self, state: State, kind: int, source: int, bottom: int, count: int) -> list[Atom]:
        """The columns that take `count` cards headed by `bottom` (the group limit included)."""
        on_column = state.rules.on_column
        into_empty = count <= self.into_empty_limit and state.rules.into_empty_column[bottom]
        onto_card = count <= self.onto_card_limit
        atoms: list[Atom] = []
        into_empty_done = False
        for target, cards in enumerate(state.columns):
            if cards:
                if onto_card and on_column[cards[-1]][bottom] and not (kind == COLUMN and target == source):
                    atoms.append((kind, source, COLUMN, target, count))
            elif into_empty:
                if into_empty_done:
                    self.pruned[pruning.ONE_EMPTY_TARGET] += 1
                    continue
                into_empty_done = self.one_empty
                atoms.append((kind, source, COLUMN, target, count))
        return atoms

    def take_backs(self, state: State, foundation: int) -> list[Atom]:
        """Take-backs: the foundation's top card back onto a column (or, where allowed, into a cell)."""
        rules = state.rules
        card = state.top_of_foundation(foundation)
        atoms: list[Atom] = []
        if rules.take_back_to_column:
            atoms += self.column_landings(state, FOUNDATION, foundation, card, 1)
        if rules.take_back_to_cell and state.free_cells():
            atoms.append((FOUNDATION, foundation, CELL, card, 1))
        return atoms


def tail_counts(state: State, cards: bytes) -> range:
    """The counts of top cards of a column that may be lifted together: every tail of its top run."""
    if not cards:
        return range(0)
    link = state.rules.run_link
    length = 1
    while length < len(cards) and link[cards[-length - 1]][cards[-length]]:
        length += 1
    return range(1, length + 1)


def needed_depths(state: State) -> list[int]:
    """For each column, how many cards lie above the first card a foundation needs next (99: none)."""
    takes = state.rules.foundation_takes
    needed = {takes[f][height] for f, height in enumerate(state.heights)}
    depths = []
    for cards in state.columns:
        top = max(cards.rfind(card) for card in needed)
        depths.append(len(cards) - 1 - top if top >= 0 else 99)
    return depths


def score(state: State, atom: Atom, depths: list[int]) -> int:
    """How promising a move looks: higher first."""
    source_kind, source, target_kind, target, count = atom
    if target_kind == FOUNDATION:
        return 1000
    value = 0
    if source_kind == COLUMN:
        cards = state.columns[source]
        if count == len(cards):
            value += 40
        else:
            value += max(0, 12 - depths[source]) * 6
            if state.foundation_for(cards[-count - 1]) >= 0:
                value += 60
    elif source_kind == WASTE:
        value += 30
    elif source_kind == CELL:
        value += 50
    elif source_kind == FOUNDATION:
        value -= 100
    if target_kind == COLUMN and not state.columns[target]:
        value -= 30
    elif target_kind == CELL:
        value -= 20
    return value + count
