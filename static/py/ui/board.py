"""The board part of the view: every pile with its cards, marks and accessible name.

Pure Python. The renderer (static/js/renderer.js) turns this into DOM: a pile element with
`data-pile` per pile, row by row as the variant's record places them; a card element with
`data-card` and `data-index` per face-up card, bottom to top; the stock as one face-down card
with its count. Highlighted piles (those that would take the cards being dragged or held), the
held cards and the keyboard's focus come from the page's state, never from a rule decided here.
"""

from __future__ import annotations

from dataclasses import dataclass

import game
from ui.contract import View
from ui.texts import Texts

# Labels made so far, by (language, variant, pile, card texts, chosen card, takes the held cards):
# a view names every pile, and most piles have not changed since the last one, so most labels of
# a tap's view are found here instead of worded again. Emptied when it grows past LABELS_KEPT.
LABELS: dict[tuple[object, ...], str] = {}
LABELS_KEPT = 4096


@dataclass(frozen=True, slots=True)
class Marks:
    """What the player is doing to the board: piles highlighted, cards held, the keyboard's focus."""

    targets: tuple[str, ...] = ()
    held: tuple[str, int] | None = None  # (pile, index) of cards picked up with the keyboard
    focus: str = ""  # the pile that is the board's Tab stop
    chosen: int | None = None  # the chosen card of the focused column (None: its top card)
    grab: bool = False  # move the browser's focus to the focused pile now


def pile_mark(current: game.Game, pile: str) -> str | None:
    """The picture an empty pile shows: its suit (foundations), a king, a free cell, or the stock's no-redeal sign."""
    kind = pile.partition("-")[0]
    if kind == "foundation":
        return f"suit-{current.variant.suit_of[pile].value}"
    if kind == "column" and current.record.kings_only:
        return "mark-king"
    if kind == "cell":
        return "mark-cell"
    if kind == "stock":
        return "no-redeal"
    return None


def pile_label(texts: Texts, current: game.Game, pile: str, marks: Marks, card_texts: tuple[str, ...]) -> str:
    """A pile's accessible name ("Column 3, 5 cards, top: …"), naming the chosen card and whether it takes the hand.

    `card_texts` are the pile's cards as text, the key of the pile's content among the labels already made.
    """
    chosen = marks.chosen if pile == marks.focus and marks.chosen is not None else None
    takes_held = marks.held is not None and pile in marks.targets
    key = (texts.language, current.record.key, pile, card_texts, chosen, takes_held)
    label = LABELS.get(key)
    if label is None:
        if len(LABELS) >= LABELS_KEPT:
            LABELS.clear()
        label = LABELS[key] = made_label(texts, current, pile, chosen, takes_held=takes_held)
    return label


def made_label(texts: Texts, current: game.Game, pile: str, chosen: int | None, *, takes_held: bool) -> str:
    """The accessible name of `pile` as pile_label describes it, made from the catalogue."""
    cards = current.piles[pile]
    name = texts.pile_name(current, pile)
    if pile == "stock":
        label = texts.text("stock-cards", cards=texts.cards(len(cards))) if cards else texts.text("stock-empty")
    elif chosen is not None and chosen < len(cards):
        label = texts.text("pile-chosen", pile=name, cards=texts.cards(len(cards)), chosen=texts.run(cards[chosen:]))
    elif cards:
        label = texts.text("pile-cards", pile=name, cards=texts.cards(len(cards)), card=texts.card(cards[-1]))
    elif pile.startswith("column") and current.record.kings_only:
        label = texts.text("pile-empty-king", pile=name)
    else:
        label = texts.text("pile-empty", pile=name)
    if takes_held:
        return texts.text("pile-takes-held", label=label)
    return label


def focused_index(current: game.Game, marks: Marks) -> int | None:
    """The card the keyboard points at in the focused pile (its chosen card, else its top card), if any."""
    cards = current.piles.get(marks.focus, ())
    if not cards or marks.focus == "stock":
        return None
    return len(cards) - 1 if marks.chosen is None else marks.chosen


def board_view(texts: Texts, current: game.Game, marks: Marks) -> View:
    """The board of `current` as plain data for the renderer."""
    record = current.record
    piles: dict[str, View] = {}
    for pile, cards in current.piles.items():
        card_texts = tuple(card.text for card in cards)
        entry: View = {"kind": pile.partition("-")[0], "label": pile_label(texts, current, pile, marks, card_texts)}
        if pile == "stock":
            entry["count"] = len(cards)
        else:
            entry["cards"] = list(card_texts)
        mark = pile_mark(current, pile)
        if mark is not None:
            entry["mark"] = mark
        if mark == "no-redeal":
            entry["markText"] = texts.text("no-redeal-mark")
        piles[pile] = entry
    return {
        "layout": record.key,
        "class": f"board {current.name} cells-{current.cells or 0}",
        "spacing": record.spacing,
        "columns": len(current.variant.columns),
        "rows": [list(row) for row in record.rows],
        "piles": piles,
        "targets": list(marks.targets),
        "held": None if marks.held is None else {"pile": marks.held[0], "index": marks.held[1]},
        "focus": {"pile": marks.focus, "index": focused_index(current, marks), "grab": marks.grab},
    }
