"""The engine's rules compiled once into lookup tables over small card numbers, for the solver.

Nothing here states a rule again: every table is filled by asking the variant's own rule
methods (game.variants) about every card, so the solver plays exactly the engine's rules, its
build rule included, in a form that is fast to read in its inner loop.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card, Suit, new_deck
from game.variants import Piles, Variant, group_limit

SUITS = tuple(Suit)
NO_CARD = 255


def card_number(card: Card) -> int:
    """A card as a small number: 13 × suit index + rank - 1 (both copies of a card share it)."""
    return SUITS.index(card.suit) * 13 + card.rank - 1


@dataclass(frozen=True, slots=True)
class RuleTables:
    """A variant's rules as tables: which card may go where, as the variant's methods decide."""

    copies: int
    cells: int
    take_back_to_column: bool
    take_back_to_cell: bool
    on_column: tuple[bytes, ...]
    into_empty_column: bytes
    run_link: tuple[bytes, ...]
    foundation_takes: tuple[bytes, ...]
    foundations_of_suit: tuple[tuple[int, ...], ...]
    safe_guards: tuple[bytes, ...]
    supports: tuple[bytes, ...]
    one_card_at_a_time: bool

    def group_limit(self, free_cells: int, empty_columns: int, *, into_empty: bool) -> int:
        """The largest group that may move; the target column never counts as empty."""
        return group_limit(free_cells, max(0, empty_columns - 1) if into_empty else empty_columns)


def compile_rules(variant: Variant) -> RuleTables:
    """The tables of `variant`, filled by its own rule methods."""
    deck = new_deck()
    on_column = tuple(bytes(variant.column_refusal((top,), card) is None for card in deck) for top in deck)
    into_empty = bytes(variant.column_refusal((), card) is None for card in deck)
    run_link = tuple(bytes(is_link(lower, upper, variant) for upper in deck) for lower in deck)
    takes = []
    for suit in variant.foundation_suits:
        suit_cards = tuple(card for card in deck if card.suit is suit)
        row = []
        for height in range(14):
            fits = [card for card in deck if variant.foundation_refusal(suit_cards[:height], suit, card, 1) is None]
            row.append(card_number(fits[0]) if fits else NO_CARD)
        takes.append(bytes(row))
    by_suit = tuple(
        tuple(index for index, foundation_suit in enumerate(variant.foundation_suits) if foundation_suit is suit)
        for suit in SUITS
    )
    return RuleTables(
        copies=variant.decks,
        cells=variant.cells,
        take_back_to_column="column" in variant.take_back_kinds,
        take_back_to_cell="cell" in variant.take_back_kinds,
        on_column=on_column,
        into_empty_column=into_empty,
        run_link=run_link,
        foundation_takes=tuple(takes),
        foundations_of_suit=by_suit,
        safe_guards=tuple(safe_guards(card, on_column) for card in range(52)),
        supports=tuple(bytes(lower for lower in range(52) if on_column[lower][card]) for card in range(52)),
        one_card_at_a_time=variant.max_lift == 1,
    )


def safe_guards(card: int, on_column: tuple[bytes, ...]) -> bytes:
    """The cards whose copies must all be home before `card` may go home safely (pruning.is_safe).

    They are, per suit, the highest of the cards that could ever lie above `card` in a column,
    directly or on one another: by suit, the card below it (the 5S guards the 6S); in alternating
    colours, the two of the other colour one rank lower and the other suit of its colour two
    ranks lower (the 5S, 5C and 4D guard the 6H). Each foundation is built up from the ace, so
    with them home every card that could lie above it is home.
    """
    above = {card}
    frontier = [card]
    while frontier:
        lower = frontier.pop()
        for upper in range(52):
            if on_column[lower][upper] and upper not in above:
                above.add(upper)
                frontier.append(upper)
    highest = {upper // 13: upper for upper in sorted(above - {card})}
    return bytes(sorted(highest.values()))


def is_link(lower: Card, upper: Card, variant: Variant) -> bool:
    """Whether `upper` lying on `lower` in a column continues a run that may be lifted together."""
    return variant.lift_refusal((lower, upper), "column", 2) is None


def position_numbers(variant: Variant, piles: Piles) -> dict[str, bytes]:
    """Every pile of a position as bytes of card numbers, bottom to top."""
    return {pile: bytes(card_number(card) for card in piles[pile]) for pile in variant.pile_ids}
