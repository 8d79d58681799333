"""The board as text for screen readers, in the player's language (SPEC §8).

Each language is one Wording: the words and patterns only; the order of the description is
the same for all: stock and waste, foundations, cells (Eight Off), columns bottom to top.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.cards import Card, Rank, Suit
from game.engine import Game


@dataclass(frozen=True, slots=True)
class Wording:
    """How one language says the parts of a board description."""

    card_name: Callable[[Card], str]
    card_count: Callable[[int], str]
    stock: str
    stock_empty: str
    waste: str
    waste_empty: str
    first_foundation: str
    foundation: str
    first_cell: str
    cell: str
    first_column: str
    column: str
    empty_foundation: str
    empty_cell: str
    empty_column: str


_ENGLISH_RANKS = {Rank.ACE: "ace", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
_ENGLISH_SUITS = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds", Suit.CLUBS: "clubs"}


def _english_card(card: Card) -> str:
    """`ace of diamonds`, `3 of spades`."""
    return f"{_ENGLISH_RANKS.get(card.rank, str(card.rank.value))} of {_ENGLISH_SUITS[card.suit]}"


WORDINGS: dict[str, Wording] = {
    "en": Wording(
        card_name=_english_card,
        card_count=lambda count: f"{count} card" if count == 1 else f"{count} cards",
        stock="Stock: {count}",
        stock_empty="Stock: empty",
        waste="waste: {count}, top card {card}",
        waste_empty="waste empty",
        first_foundation="Foundation {number}",
        foundation="foundation {number}",
        first_cell="Cell {number}",
        cell="cell {number}",
        first_column="Column {number}",
        column="column {number}",
        empty_foundation="empty",
        empty_cell="empty",
        empty_column="empty",
    ),
}

LANGUAGES = tuple(WORDINGS)


def describe(game: Game, language: str = "en") -> str:
    """The position of `game` as sentences in `language` (one of LANGUAGES)."""
    if language not in WORDINGS:
        raise ValueError(f"no board description in {language!r}; languages: {', '.join(LANGUAGES)}")
    words = WORDINGS[language]
    piles = game.piles
    sentences = []
    if "stock" in piles:
        stock, waste = piles["stock"], piles["waste"]
        stock_part = words.stock.format(count=words.card_count(len(stock))) if stock else words.stock_empty
        waste_part = (
            words.waste.format(count=words.card_count(len(waste)), card=words.card_name(waste[-1]))
            if waste
            else words.waste_empty
        )
        sentences.append(f"{stock_part}; {waste_part}")
    variant = game.variant
    sections = (
        (variant.foundations, words.first_foundation, words.foundation, words.empty_foundation, ", ", True),
        (variant.cell_ids, words.first_cell, words.cell, words.empty_cell, ", ", True),
        (variant.columns, words.first_column, words.column, words.empty_column, "; ", False),
    )
    for pile_ids, first_label, label, empty, separator, top_only in sections:
        if not pile_ids:
            continue
        items = []
        for number, pile in enumerate(pile_ids, start=1):
            cards = piles[pile][-1:] if top_only else piles[pile]
            contents = ", ".join(words.card_name(card) for card in cards) if cards else empty
            items.append(f"{(first_label if number == 1 else label).format(number=number)}: {contents}")
        sentences.append(separator.join(items))
    return ". ".join(sentences) + "."
