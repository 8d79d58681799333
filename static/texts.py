"""The page's texts in the player's language: the catalogue (game.i18n) and the fixed texts of index.html.

Fixed texts are marked in the HTML with `data-text="<message id>"` (the element's text) and
`data-text-<attribute>="<message id>"` (title, placeholder, aria-label). Texts are always set as
plain text (textContent, setAttribute), never as HTML.
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]

import game
from game.i18n import Catalogue, catalogue

TRANSLATED_ATTRIBUTES = ("title", "placeholder", "aria-label")


class Texts:
    """The catalogue of the page's language, and the names the page builds from it."""

    def __init__(self, language: str) -> None:
        self.words: Catalogue = catalogue(language)

    @property
    def language(self) -> str:
        """The language code: en, cs, sk, nb or pt."""
        return self.words.language

    def text(self, message_id: str, **values: object) -> str:
        """A message with its placeholders filled in."""
        return self.words.text(message_id, **values)

    def card(self, card: game.Card) -> str:
        """A card's name."""
        return self.words.card(card)

    def cards(self, count: int) -> str:
        """A number of cards ("5 cards")."""
        return self.words.cards(count)

    def rule(self, rule_id: str) -> str:
        """The reminder of a rule."""
        return self.words.rule(rule_id)

    def bad_code(self, error: game.BadCode) -> str:
        """Why a deal code is refused, in the player's language."""
        return self.text(f"code-{error.reason}", **error.values)

    def game_name(self, name: str, cells: int | None) -> str:
        """ "Forty Thieves", "Eight Off, 4 free cells"."""
        if cells is None:
            return self.text(name)
        return self.text("game-with-cells", game=self.text(name), cells=self.text("free-cells", count=cells))

    def variant_name(self, record: game.VariantRecord) -> str:
        """A variant's name: "Forty Thieves", "Eight Off, 4 free cells" (its cells when its game has a choice)."""
        cells = record.cells if len(game.variants_of(record.game)) > 1 else None
        return self.game_name(record.name_id, cells)

    def pile_name(self, current: game.Game, pile: str) -> str:
        """A pile's accessible name: "Column 3", "Foundation 2, hearts", "Free cell 1", "Waste"."""
        kind, _, number = pile.partition("-")
        if kind in ("stock", "waste"):
            return self.text(f"pile-{kind}")
        if kind == "foundation":
            suit = current.variant.suit_of[pile]
            return self.text("pile-foundation", number=number, suit=self.text(f"suit-{suit.value}"))
        return self.text(f"pile-{kind}", number=number)

    def run(self, cards: tuple[game.Card, ...]) -> str:
        """Cards moved or held together: "7 of hearts", "9 of clubs and 2 more cards"."""
        if len(cards) == 1:
            return self.card(cards[0])
        return self.text("card-and-more", card=self.card(cards[0]), count=len(cards) - 1)

    def apply(self, document: Any) -> None:
        """Put the fixed texts of the page into this language, and `<html lang>` and the title."""
        document.documentElement.lang = self.language
        document.title = self.text("page-title")
        for element in document.querySelectorAll("[data-text]"):
            element.textContent = self.text(str(element.getAttribute("data-text")))
        for attribute in TRANSLATED_ATTRIBUTES:
            for element in document.querySelectorAll(f"[data-text-{attribute}]"):
                element.setAttribute(attribute, self.text(str(element.getAttribute(f"data-text-{attribute}"))))


def browser_languages() -> list[str]:
    """The browser's preferred languages, most preferred first."""
    languages = getattr(js.navigator, "languages", None)
    if languages is None:
        return [str(js.navigator.language)]
    return [str(tag) for tag in languages]
