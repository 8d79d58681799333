"""The page's texts in the player's language: the catalogue (game.i18n) and the names the page builds from it.

Pure Python: the view (ui.view) carries these texts to the renderer, which sets them as plain
text (textContent, setAttribute), never as HTML. The fixed texts of index.html are marked there
with `data-text="<message id>"` and `data-text-<attribute>="<message id>"`; the page names their ids
when it starts, and every view carries them in the player's language.
"""

from __future__ import annotations

from collections.abc import Iterable

import game
from game.cards import new_deck
from game.i18n import Catalogue, catalogue


class Texts:
    """The catalogue of the page's language, and the names the page builds from it."""

    def __init__(self, language: str) -> None:
        self.words: Catalogue = catalogue(language)
        self.names = {str(card): self.card(card) for card in new_deck()}
        self.fixed_texts: dict[tuple[str, ...], dict[str, str]] = {}

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

    def moves(self, count: int) -> str:
        """A number of moves ("1 move", "24 moves")."""
        return self.text("moves-count", count=count)

    def rule(self, rule_id: str) -> str:
        """The reminder of a rule."""
        return self.words.rule(rule_id)

    def bad_code(self, error: game.BadCode) -> str:
        """Why a deal code is refused, in the player's language, with the games it may name (`known`) in it too."""
        values = dict(error.values)
        if "known" in values:
            values["known"] = game.codes.known_games(self.text)
        return self.text(f"code-{error.reason}", **values)

    def tenths(self, tenths: int) -> str:
        """A number given in tenths, as the player's language writes it: whole under 10 ("8.7", "8,7"), else "87"."""
        if tenths >= 100:
            return str(tenths // 10)
        return self.text("decimal", whole=tenths // 10, tenth=tenths % 10)

    def date(self, iso_date: str) -> str:
        """A local date `YYYY-MM-DD` as the player's language writes a day of a month ("1 December")."""
        _, month, day = (int(part) for part in iso_date.split("-"))
        return self.text("date", day=day, month=self.text(f"month-{month}"))

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

    def fixed(self, message_ids: Iterable[str]) -> dict[str, str]:
        """The fixed texts of the page (its `data-text` ids), and the page title as `page-title`."""
        ids = tuple(message_ids)
        if ids not in self.fixed_texts:
            self.fixed_texts[ids] = {message_id: self.text(message_id) for message_id in (*ids, "page-title")}
        return self.fixed_texts[ids]

    def card_names(self) -> dict[str, str]:
        """Every card's name by its text ("AS": "ace of spades"), for the cards' accessible names."""
        return self.names
