"""Rendering the engine's position into the board's DOM (SPEC §10), touching only what changed.

Every pile element carries `data-pile`; every face-up card `data-card` and `data-index` (its
position in the pile, bottom 0), in bottom-to-top order inside its pile. The stock shows one
face-down card with its count. Piles are labelled for assistive technology in the player's
language; cards are images with their names. Rendering never decides a rule.
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]
from dom import present
from texts import Texts

import game
from game.cards import new_deck

CARD_SPRITE = "static/cards.svg"
SVG = "http://www.w3.org/2000/svg"


def board_rows(current: game.Game) -> list[list[str | None]]:
    """The piles row by row as they appear on screen (its variant's rows); None leaves a slot empty."""
    return [list(row) for row in current.record.rows]


def sprite_image(document: Any, symbol: str, class_name: str, *, compact: bool = False) -> Any:
    """An `<svg><use href="cards.svg#symbol"></svg>` element, hidden from assistive technology.

    With `compact`, a second `<use>` shows the compact face (large index) that narrow boards use.
    """
    svg = document.createElementNS(SVG, "svg")
    svg.setAttribute("class", class_name)
    svg.setAttribute("aria-hidden", "true")
    svg.setAttribute("focusable", "false")
    faces = (("full", symbol), ("compact", f"{symbol}-compact")) if compact else (("", symbol),)
    for use_class, use_symbol in faces:
        use = document.createElementNS(SVG, "use")
        use.setAttribute("href", f"{CARD_SPRITE}#{use_symbol}")
        if use_class:
            use.setAttribute("class", use_class)
        svg.append(use)
    return svg


class Board:
    """The pile and card elements of the game on screen."""

    def __init__(self, texts: Texts) -> None:
        self.texts = texts
        self.document = js.document
        self.element = self.document.getElementById("board")
        self.piles: dict[str, Any] = {}
        self.rendered: dict[str, tuple[game.Card, ...]] = {}
        self.labels: dict[str, str] = {}
        self.layout_key: str | None = None
        self.templates = {card: self.card_template(card) for card in new_deck()}

    def card_template(self, card: game.Card) -> Any:
        """A detached element showing one card face, cloned for every card of that value."""
        element = self.document.createElement("div")
        element.className = f"card suit-{card.suit.value}"
        element.setAttribute("data-card", str(card))
        element.setAttribute("role", "img")
        element.setAttribute("aria-label", self.texts.card(card))
        element.append(sprite_image(self.document, f"card-{card}", "face", compact=True))
        return element

    def relabel(self, texts: Texts) -> None:
        """Use another language: card templates and every pile's label are made again."""
        self.texts = texts
        self.templates = {card: self.card_template(card) for card in new_deck()}
        for pile in self.piles:
            for element in self.piles[pile].querySelectorAll("[data-card]"):
                element.setAttribute("aria-label", texts.card(game.Card.parse(str(element.dataset.card))))
        self.labels = {}

    def show(self, current: game.Game) -> None:
        """Bring the board up to date with the engine: new piles if the layout changed, else changed piles only."""
        key = current.record.key
        if key != self.layout_key:
            self.build(current)
            self.layout_key = key
        for pile, cards in current.piles.items():
            if self.rendered.get(pile) != cards:
                self.render_pile(current, pile, cards)
                self.label(current, pile)
            elif pile not in self.labels:
                self.label(current, pile)

    def build(self, current: game.Game) -> None:
        """Create the pile elements of the game's layout."""
        board = self.element
        board.replaceChildren()
        board.className = f"board {current.name} cells-{current.cells or 0}"
        board.style.setProperty("--cols", str(len(current.variant.columns)))
        self.piles, self.rendered, self.labels = {}, {}, {}
        for row in board_rows(current):
            row_element = self.document.createElement("div")
            row_element.className = "row columns" if row[0] == "column-1" else "row top"
            for pile in row:
                row_element.append(self.pile_element(current, pile))
            board.append(row_element)

    def pile_element(self, current: game.Game, pile: str | None) -> Any:
        """The element of one pile (or an empty slot for None), with its mark for when it is empty."""
        element = self.document.createElement("div")
        if pile is None:
            element.className = "slot"
            return element
        kind = pile.partition("-")[0]
        element.className = f"pile {kind}"
        element.setAttribute("data-pile", pile)
        element.setAttribute("role", "button" if kind == "stock" else "group")
        element.setAttribute("tabindex", "-1")
        if kind == "foundation":
            suit = current.variant.suit_of[pile].value
            element.classList.add(f"suit-{suit}")
            element.append(sprite_image(self.document, f"suit-{suit}", "mark"))
        elif kind == "column" and current.record.kings_only:
            element.append(sprite_image(self.document, "mark-king", "mark"))
        elif kind == "cell":
            element.append(sprite_image(self.document, "mark-cell", "mark"))
        elif kind == "stock":
            mark = self.document.createElement("span")
            mark.className = "mark no-redeal"
            mark.setAttribute("aria-hidden", "true")
            mark.setAttribute("data-text", "no-redeal-mark")
            mark.textContent = self.texts.text("no-redeal-mark")
            element.append(mark)
        self.piles[pile] = element
        return element

    def render_pile(self, current: game.Game, pile: str, cards: tuple[game.Card, ...]) -> None:
        """Update one pile's card elements, touching only what changed at its top."""
        element = self.piles[pile]
        element.classList.toggle("empty", not cards)
        old = self.rendered.get(pile, ())
        self.rendered[pile] = cards
        if pile == "stock":
            self.render_stock(element, len(cards))
            return
        old_cards = element.querySelectorAll("[data-card]")
        kept = 0
        while kept < min(len(old), len(cards)) and old[kept] == cards[kept]:
            kept += 1
        for index in range(len(old) - 1, kept - 1, -1):
            old_cards[index].remove()
        for index in range(kept, len(cards)):
            card_element = self.templates[cards[index]].cloneNode(True)
            card_element.setAttribute("data-index", str(index))
            element.append(card_element)
        if pile.startswith("column"):
            element.style.setProperty("--n", str(max(len(cards), 1)))

    def render_stock(self, element: Any, count: int) -> None:
        """The stock shows one face-down card with its count while it has cards."""
        back = present(element.querySelector(".card.back"))
        if count and back is None:
            back = self.document.createElement("div")
            back.className = "card back"
            back.setAttribute("aria-hidden", "true")
            back.append(sprite_image(self.document, "card-back", "face"))
            badge = self.document.createElement("span")
            badge.className = "count"
            back.append(badge)
            element.append(back)
        if count:
            back.querySelector(".count").textContent = str(count)
        elif back is not None:
            back.remove()

    def label(self, current: game.Game, pile: str) -> None:
        """Give a pile its accessible name: what it is, how many cards, the top card ("Column 3, 5 cards, top: …")."""
        cards = current.piles[pile]
        texts = self.texts
        name = texts.pile_name(current, pile)
        if pile == "stock":
            label = texts.text("stock-cards", cards=texts.cards(len(cards))) if cards else texts.text("stock-empty")
        elif cards:
            label = texts.text("pile-cards", pile=name, cards=texts.cards(len(cards)), card=texts.card(cards[-1]))
        elif pile.startswith("column") and current.record.kings_only:
            label = texts.text("pile-empty-king", pile=name)
        else:
            label = texts.text("pile-empty", pile=name)
        if self.labels.get(pile) != label:
            self.piles[pile].setAttribute("aria-label", label)
            self.labels[pile] = label

    def label_choice(self, current: game.Game, pile: str, index: int) -> None:
        """Name the chosen card of a column in its label ("Column 3, 6 cards, chosen: 9 of clubs and 2 more cards")."""
        cards = current.piles[pile]
        texts = self.texts
        label = texts.text(
            "pile-chosen",
            pile=texts.pile_name(current, pile),
            cards=texts.cards(len(cards)),
            chosen=texts.run(cards[index:]),
        )
        self.piles[pile].setAttribute("aria-label", label)
        self.labels[pile] = label

    def hold(self, pile: str, index: int, targets: list[str]) -> None:
        """Show cards picked up with the keyboard, and the piles that would take them (as while dragging)."""
        for card in self.piles[pile].querySelectorAll("[data-card]"):
            if int(card.dataset.index) >= index:
                card.classList.add("held")
        for target in targets:
            element = self.piles[target]
            element.classList.add("target")
            label = self.texts.text("pile-takes-held", label=self.labels.get(target, ""))
            element.setAttribute("aria-label", label)
            self.labels[target] = label

    def release(self) -> None:
        """No cards in hand any more: drop the marks and the labels that said which piles take them."""
        for element in self.element.querySelectorAll(".held"):
            element.classList.remove("held")
        for element in self.element.querySelectorAll(".target"):
            element.classList.remove("target")
            self.labels.pop(str(element.dataset.pile), None)

    def pile_of(self, element: Any) -> str | None:
        """The pile id of an element inside the board, or None."""
        pile_element = present(element.closest("[data-pile]")) if present(element) is not None else None
        return None if pile_element is None else str(pile_element.dataset.pile)
