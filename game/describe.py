"""The board as text for screen readers, in the player's language.

The order is the same in every language: stock and waste, foundations (each with its suit, as
its label names it, and its top card), free cells (Eight Off), then every column bottom to top.
The words come from the catalogue (`board-…`, suit and card names), the punctuation is shared but
for the strong break, the catalogue's `board-next-part` (";" and a space; French puts a narrow
no-break space before the ";"): it comes after the stock and between columns, ", " between
foundations and cells, and ". " between the parts.
"""

from __future__ import annotations

from game.engine import Game
from game.i18n import LANGUAGES, Catalogue, catalogue

__all__ = ["LANGUAGES", "describe", "describe_parts"]


def describe(game: Game, language: str = "en") -> str:
    """The position of `game` as sentences in `language` (one of LANGUAGES); ValueError for another."""
    return ". ".join(separator.join(items) for separator, items in describe_parts(game, language)) + "."


def describe_parts(game: Game, language: str = "en") -> list[tuple[str, list[str]]]:
    """The sentences of `describe`, each as its separator and its items (the stock and waste, each pile)."""
    words = catalogue(language)
    piles = game.piles
    variant = game.variant
    sentences: list[tuple[str, list[str]]] = []
    next_part = words.text("board-next-part") + " "
    if "stock" in piles:
        sentences.append((next_part, [_stock(words, len(piles["stock"])), _waste(words, game)]))
    sections = (
        ("foundation", variant.foundations, ", ", True),
        ("cell", variant.cell_ids, ", ", True),
        ("column", variant.columns, next_part, False),
    )
    for kind, pile_ids, separator, top_only in sections:
        items = []
        for number, pile in enumerate(pile_ids, start=1):
            cards = piles[pile][-1:] if top_only else piles[pile]
            contents = ", ".join(map(words.card, cards)) if cards else words.text(f"board-{kind}-empty")
            label = f"board-{kind}-first" if number == 1 else f"board-{kind}"
            suit = words.text(f"suit-{variant.suit_of[pile].value}") if kind == "foundation" else ""
            items.append(words.text(label, number=number, suit=suit, contents=contents))
        if items:
            sentences.append((separator, items))
    return sentences


def _stock(words: Catalogue, count: int) -> str:
    """The stock part: its card count, or empty."""
    return words.text("board-stock", cards=words.cards(count)) if count else words.text("board-stock-empty")


def _waste(words: Catalogue, game: Game) -> str:
    """The waste part: its card count and top card, or empty."""
    waste = game.piles["waste"]
    if not waste:
        return words.text("board-waste-empty")
    return words.text("board-waste", cards=words.cards(len(waste)), card=words.card(waste[-1]))
