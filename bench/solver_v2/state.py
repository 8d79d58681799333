"""The solver's compact position: piles as bytes of card numbers, and its atomic moves.

A move is a tuple (source kind, source, target kind, target, count). Columns and foundations
are addressed by index; a cell is addressed by the card it holds (the cells are a multiset,
kept sorted), so the inverse of a move is the same tuple with source and target swapped.
"""

from __future__ import annotations

from bench.solver_v2.tables import NO_CARD, RuleTables, position_numbers
from game.variants import Piles, Variant

COLUMN, WASTE, CELL, FOUNDATION, STOCK = range(5)

Atom = tuple[int, int, int, int, int]


def inverse(atom: Atom) -> Atom:
    """The move that takes `atom` back."""
    source_kind, source, target_kind, target, count = atom
    return (target_kind, target, source_kind, source, count)


class State:
    """A position the solver changes in place with apply() and takes back with apply(inverse(...))."""

    __slots__ = ("cells", "columns", "heights", "home", "rules", "stock", "wanted", "waste")

    def __init__(self, rules: RuleTables, variant: Variant, piles: Piles) -> None:
        numbers = position_numbers(variant, piles)
        self.rules = rules
        self.columns = [numbers[pile] for pile in variant.columns]
        self.cells = bytes(sorted(b"".join(numbers[pile] for pile in variant.cell_ids)))
        self.stock = numbers.get("stock", b"")
        self.waste = numbers.get("waste", b"")
        self.heights = [len(numbers[pile]) for pile in variant.foundations]
        self.home = sum(self.heights)
        self.wanted = bytearray([NO_CARD]) * 52
        for suit in range(4):
            self.refresh_wanted(suit)

    def refresh_wanted(self, suit: int) -> None:
        """Recompute, for the cards of a suit, the first foundation that takes each (NO_CARD: none)."""
        wanted, takes = self.wanted, self.rules.foundation_takes
        wanted[suit * 13 : suit * 13 + 13] = bytes([NO_CARD]) * 13
        for foundation in reversed(self.rules.foundations_of_suit[suit]):
            card = takes[foundation][self.heights[foundation]]
            if card != NO_CARD:
                wanted[card] = foundation

    def top_of_foundation(self, foundation: int) -> int:
        """The card number on top of a non-empty foundation."""
        return self.rules.foundation_takes[foundation][self.heights[foundation] - 1]

    def take(self, kind: int, index: int, count: int) -> bytes:
        """Remove and return the top `count` cards of a pile."""
        if kind == COLUMN:
            cards = self.columns[index][-count:]
            self.columns[index] = self.columns[index][:-count]
            return cards
        if kind == WASTE:
            cards = self.waste[-1:]
            self.waste = self.waste[:-1]
            return cards
        if kind == CELL:
            position = self.cells.index(index)
            self.cells = self.cells[:position] + self.cells[position + 1 :]
            return bytes((index,))
        if kind == FOUNDATION:
            cards = bytes((self.top_of_foundation(index),))
            self.heights[index] -= 1
            self.home -= 1
            self.refresh_wanted(cards[0] // 13)
            return cards
        cards = self.stock[-1:]
        self.stock = self.stock[:-1]
        return cards

    def put(self, kind: int, index: int, cards: bytes) -> None:
        """Lay cards on top of a pile."""
        if kind == COLUMN:
            self.columns[index] += cards
        elif kind == WASTE:
            self.waste += cards
        elif kind == CELL:
            self.cells = bytes(sorted(self.cells + cards))
        elif kind == FOUNDATION:
            self.heights[index] += 1
            self.home += 1
            self.refresh_wanted(cards[0] // 13)
        else:
            self.stock += cards

    def apply(self, atom: Atom) -> None:
        """Make a move (no rule checked: the move generator only offers legal ones)."""
        self.put(atom[2], atom[3], self.take(atom[0], atom[1], atom[4]))

    def copies_home(self, card: int) -> int:
        """How many copies of a card are on the foundations."""
        rank = card % 13 + 1
        return sum(1 for f in self.rules.foundations_of_suit[card // 13] if self.heights[f] >= rank)

    def foundation_for(self, card: int) -> int:
        """The first foundation that takes `card` now, or -1."""
        foundation = self.wanted[card]
        return -1 if foundation == NO_CARD else foundation

    def free_cells(self) -> int:
        """How many cells are empty."""
        return self.rules.cells - len(self.cells)

    def won(self) -> bool:
        """True when every card is home."""
        return not (self.stock or self.waste or self.cells or any(self.columns))

    def key(self, *, canonical: bool) -> bytes:
        """The position as bytes for the table of seen positions; canonical: up to symmetry."""
        columns = sorted(self.columns) if canonical else self.columns
        heights = self.heights
        if canonical:
            heights = []
            for group in self.rules.foundations_of_suit:
                heights += sorted(self.heights[f] for f in group)
        return b"\xff".join(columns) + b"\xfe" + self.waste + b"\xfd" + self.cells + bytes((len(self.stock), *heights))
