"""The two games as data plus a few predicates: piles, deal, what may be lifted, what a pile accepts, scoring.

Each rule lives in exactly one method here and refuses with a stable rule id (game.rules).
`Piles` is a plain mapping pile id -> tuple of cards, bottom to top, so the same checks run
on the game on screen and on the scratch positions that load_game replays.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from game.cards import Card, Rank, Suit, is_run, numbered, pile_kind
from game.moves import DRAW, Move
from game.rules import IllegalMove

Piles = Mapping[str, tuple[Card, ...]]

FOUNDATION_POINTS = 10


class Variant:
    """What every game shares; subclasses set the class attributes and the few rules that differ."""

    name: ClassVar[str]
    decks: ClassVar[int]
    foundation_suits: ClassVar[tuple[Suit, ...]]
    column_count: ClassVar[int]
    max_lift: ClassVar[int | None]
    take_back_kinds: ClassVar[frozenset[str]]
    points: ClassVar[dict[tuple[str, str], int]]
    cells: int = 0

    def __init__(self) -> None:
        self.foundations = tuple(numbered("foundation", len(self.foundation_suits)))
        self.columns = tuple(numbered("column", self.column_count))
        self.cell_ids = tuple(numbered("cell", self.cells))
        self.pile_ids = self.head_piles() + self.foundations + self.cell_ids + self.columns
        self.suit_of = dict(zip(self.foundations, self.foundation_suits, strict=True))
        self.card_count = 52 * self.decks

    def head_piles(self) -> tuple[str, ...]:
        """Piles before the foundations (Forty Thieves: stock and waste)."""
        return ()

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """The starting position for a shuffled deck."""
        raise NotImplementedError

    def empty_column_accepts(self, card: Card) -> bool:
        """Whether an empty column takes a group whose bottom card is `card`."""
        raise NotImplementedError

    def check_action(self, piles: Piles, action: Move) -> int:
        """The points an action (a move or the draw) earns; IllegalMove if refused."""
        if action == DRAW:
            self.check_draw(piles)
            return 0
        return self.check_move(piles, action.source, action.target, action.count)

    def check_draw(self, piles: Piles) -> None:
        """Drawing turns the stock's top card onto the waste; the stock is never redealt (§3.6)."""
        if "stock" not in piles:
            raise IllegalMove("no-stock")
        if not piles["stock"]:
            raise IllegalMove("no-redeal")

    def check_move(self, piles: Piles, source: str, target: str, count: int) -> int:
        """The points for moving the top `count` cards of source onto target; IllegalMove if refused."""
        if source not in piles or target not in piles:
            raise IllegalMove("no-such-pile")
        if source == target:
            raise IllegalMove("same-pile")
        source_kind, target_kind = pile_kind(source), pile_kind(target)
        if source_kind == "stock":
            raise IllegalMove("stock-draw-only")
        moving = self.lift(piles[source], source_kind, count)
        if target_kind in ("stock", "waste"):
            raise IllegalMove("no-pile-there")
        if source_kind == "foundation" and target_kind not in self.take_back_kinds:
            raise IllegalMove("foundation-take-back")
        if target_kind == "foundation":
            self.check_foundation(piles[target], self.suit_of[target], moving)
        elif target_kind == "cell":
            if len(moving) > 1 or piles[target]:
                raise IllegalMove("cell-occupied")
        else:
            self.check_column(piles[target], moving[0])
            if len(moving) > 1 and len(moving) > self.largest_group(piles, target):
                raise IllegalMove("group-too-large")
        return self.points.get((source_kind, target_kind), 0)

    def lift(self, cards: tuple[Card, ...], kind: str, count: int) -> tuple[Card, ...]:
        """The top `count` cards of a pile of this kind, if they may move together."""
        if not cards:
            raise IllegalMove("empty-pile")
        if type(count) is not int or count < 1:
            raise IllegalMove("empty-pile", "A move takes at least one card.")
        if count == 1:
            return cards[-1:]
        if self.max_lift == 1:
            raise IllegalMove("one-card-only")
        if kind != "column":
            raise IllegalMove("top-card-only")
        moving = cards[-count:]
        if count > len(cards) or not is_run(moving):
            raise IllegalMove("not-a-run")
        return moving

    def check_foundation(self, pile: tuple[Card, ...], suit: Suit, moving: tuple[Card, ...]) -> None:
        """Foundations are built by suit from ace to king, one card at a time (§3.2, §4.4)."""
        card = moving[0]
        if len(moving) > 1:
            raise IllegalMove("foundation-order")
        if card.suit is not suit:
            raise IllegalMove("foundation-suit")
        if card.rank != len(pile) + 1:
            raise IllegalMove("foundation-order")

    def check_column(self, pile: tuple[Card, ...], card: Card) -> None:
        """A column takes the same suit one rank lower; an empty one what the game allows (§3.4, §4.4)."""
        if not pile:
            if not self.empty_column_accepts(card):
                raise IllegalMove("king-only")
            return
        top = pile[-1]
        if top.rank is Rank.ACE:
            raise IllegalMove("nothing-on-ace")
        if not top.follows(card):
            raise IllegalMove("same-suit-down")

    def largest_group(self, piles: Piles, target: str) -> int:
        """How many cards may move at once onto `target` (the FreeCell formula of §4.6)."""
        free_cells = sum(1 for cell in self.cell_ids if not piles[cell])
        empty_columns = sum(1 for column in self.columns if not piles[column] and column != target)
        return (free_cells + 1) << empty_columns

    def tap_targets(self, piles: Piles, source: str) -> list[str]:
        """Where a tap may send the top card of `source`, in order of preference (§5.1)."""
        return list(self.foundations)

    def double_tap_targets(self, piles: Piles, source: str, count: int) -> list[str]:
        """Where a double tap may send `count` cards of `source`, in order of preference (§5.2)."""
        foundations = list(self.foundations) if count == 1 else []
        cells = list(self.cell_ids) if count == 1 else []
        return foundations + self.columns_by_preference(piles, source) + cells

    def columns_by_preference(self, piles: Piles, source: str) -> list[str]:
        """Occupied columns longest first (leftmost on ties), then empty columns left to right."""
        others = [column for column in self.columns if column != source]
        occupied = sorted((column for column in others if piles[column]), key=lambda c: -len(piles[c]))
        return occupied + [column for column in others if not piles[column]]


class FortyThieves(Variant):
    """Forty Thieves: two decks, ten columns of four, one card at a time, stock without redeal (§3)."""

    name = "forty-thieves"
    decks = 2
    foundation_suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS) * 2
    column_count = 10
    max_lift = 1
    take_back_kinds = frozenset({"column"})
    points: ClassVar[dict[tuple[str, str], int]] = {
        ("column", "foundation"): FOUNDATION_POINTS,
        ("waste", "foundation"): FOUNDATION_POINTS,
        ("waste", "column"): 5,
        ("foundation", "column"): -15,
    }
    rows = 4

    def head_piles(self) -> tuple[str, ...]:
        """Forty Thieves has a stock and a waste."""
        return ("stock", "waste")

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """Cards 0-39 go row by row into the ten columns; cards 40-103 are the stock, the last on top."""
        dealt = self.column_count * self.rows
        piles: dict[str, tuple[Card, ...]] = {pile: () for pile in self.pile_ids}
        for index, column in enumerate(self.columns):
            piles[column] = cards[index : dealt : self.column_count]
        piles["stock"] = cards[dealt:]
        return piles

    def empty_column_accepts(self, card: Card) -> bool:
        """Any card may enter an empty column (§3.5)."""
        return True

    def tap_targets(self, piles: Piles, source: str) -> list[str]:
        """A tap sends a card to a foundation; the waste card falls back to a column (§5.1)."""
        targets = list(self.foundations)
        if source == "waste":
            targets += self.columns_by_preference(piles, source)
        return targets


class EightOff(Variant):
    """Eight Off: one deck, eight columns of six, free cells, runs move by the FreeCell formula (§4)."""

    name = "eight-off"
    decks = 1
    foundation_suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    column_count = 8
    max_lift = None
    take_back_kinds = frozenset({"column", "cell"})
    points: ClassVar[dict[tuple[str, str], int]] = {
        ("column", "foundation"): FOUNDATION_POINTS,
        ("cell", "foundation"): FOUNDATION_POINTS,
        ("cell", "column"): 5,
    }
    rows = 6
    dealt_cells = 4
    extra_columns = ("column-3", "column-4")

    def __init__(self, cells: int = 8) -> None:
        if cells not in (8, 4, 2):
            raise ValueError("Eight Off is played with 8, 4 or 2 cells")
        self.cells = cells
        super().__init__()

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """Cards 0-47 go row by row into the columns; 48-51 fill the first cells (§4.1, §4.2).

        With 2 cells, cards 48 and 49 fill them and cards 50 and 51 become the new top cards
        of columns 3 and 4.
        """
        dealt = self.column_count * self.rows
        piles: dict[str, tuple[Card, ...]] = {pile: () for pile in self.pile_ids}
        for index, column in enumerate(self.columns):
            piles[column] = cards[index : dealt : self.column_count]
        leftover = cards[dealt:]
        filled = min(self.cells, self.dealt_cells)
        for cell, card in zip(self.cell_ids, leftover[:filled], strict=False):
            piles[cell] = (card,)
        for column, card in zip(self.extra_columns, leftover[filled:], strict=False):
            piles[column] += (card,)
        return piles

    def empty_column_accepts(self, card: Card) -> bool:
        """Only a king, alone or heading its run, enters an empty column (§4.4)."""
        return card.rank is Rank.KING


VARIANT_NAMES = (FortyThieves.name, EightOff.name)


def make_variant(game: str, cells: int | None = None) -> Variant:
    """The rules of `game` ('forty-thieves', or 'eight-off' with 8, 4 or 2 cells)."""
    if game == FortyThieves.name:
        return FortyThieves()
    if game == EightOff.name:
        return EightOff(8 if cells is None else cells)
    raise ValueError(f"unknown game {game!r}: choose 'forty-thieves' or 'eight-off'")
