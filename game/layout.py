"""Explicit positions: turning a layout given by pile ids into a checked position."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from game.cards import Card, Rank, Suit, ordered_cards
from game.rules import BadLayout
from game.variants import Piles, Variant


def position_from_layout(variant: Variant, layout: object) -> dict[str, tuple[Card, ...]]:
    """The position that `layout` (pile id -> card texts, bottom to top) describes.

    Omitted piles are empty, except the Forty Thieves stock: when it is omitted it holds the
    cards placed nowhere else, stacked so that draws turn them up in the order of two new
    decks laid one after the other (spades ace to king, hearts, diamonds, clubs, then the
    second deck). Raises BadLayout for anything impossible.
    """
    if not isinstance(layout, Mapping):
        raise BadLayout("a layout maps pile ids to lists of cards")
    piles: dict[str, tuple[Card, ...]] = {pile: () for pile in variant.pile_ids}
    for pile, texts in layout.items():
        if pile not in piles:
            raise BadLayout(f"{pile!r} is not a pile of {variant.name} (piles: {', '.join(variant.pile_ids)})")
        try:
            piles[pile] = tuple(_card(item) for item in _card_list(texts))
        except ValueError as error:
            raise BadLayout(f"{pile}: {error}") from None
    if "stock" in piles and "stock" not in layout:
        piles["stock"] = _unplaced_cards(variant, piles)
    check_position(variant, piles)
    return piles


def _card(item: object) -> Card:
    """A card given as a Card or as its text; ValueError otherwise."""
    if isinstance(item, Card):
        return item
    if isinstance(item, str):
        return Card.parse(item)
    raise ValueError(f"{item!r} is not a card")


def _card_list(texts: object) -> list[object]:
    """The items of a pile's card list; ValueError if it is not a list."""
    if isinstance(texts, (list, tuple)):
        return list(texts)
    raise ValueError(f"expected a list of cards, got {texts!r}")


def _unplaced_cards(variant: Variant, piles: Piles) -> tuple[Card, ...]:
    """The game's cards not in any pile, as a stock that deals them in new-deck order."""
    remaining = Counter(ordered_cards(variant.decks))
    remaining.subtract(card for cards in piles.values() for card in cards)
    if any(count < 0 for count in remaining.values()):
        _refuse_card_count(variant, piles)
    unplaced = []
    for card in ordered_cards(variant.decks):
        if remaining[card] > 0:
            remaining[card] -= 1
            unplaced.append(card)
    return tuple(reversed(unplaced))


def check_position(variant: Variant, piles: Piles) -> None:
    """Raise BadLayout unless `piles` is a position this game can have."""
    if set(piles) != set(variant.pile_ids):
        raise BadLayout(f"the piles of {variant.name} are {', '.join(variant.pile_ids)}")
    if Counter(card for cards in piles.values() for card in cards) != Counter(ordered_cards(variant.decks)):
        _refuse_card_count(variant, piles)
    for foundation in variant.foundations:
        if not is_foundation(piles[foundation], variant.suit_of[foundation]):
            raise BadLayout(f"{foundation} must hold {variant.suit_of[foundation].name.lower()} from the ace up")
    for cell in variant.cell_ids:
        if len(piles[cell]) > 1:
            raise BadLayout(f"{cell} holds more than one card")


def is_foundation(cards: tuple[Card, ...], suit: Suit) -> bool:
    """True when the cards are `suit` from the ace up without a gap."""
    return all(card.suit is suit and card.rank == Rank(height) for height, card in enumerate(cards, start=1))


def _refuse_card_count(variant: Variant, piles: Piles) -> None:
    """Raise BadLayout naming a card that is missing or too many."""
    copies = "twice" if variant.decks == 2 else "once"
    wanted = Counter(ordered_cards(variant.decks))
    placed = Counter(card for cards in piles.values() for card in cards)
    extra = sorted(map(str, (placed - wanted).elements()))
    missing = sorted(map(str, (wanted - placed).elements()))
    detail = f"too many: {', '.join(extra)}" if extra else f"missing: {', '.join(missing)}"
    raise BadLayout(f"{variant.name} has every card exactly {copies} ({detail})")
