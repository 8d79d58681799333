"""The first-visit board written into the built page, so that a first visit paints its board from the HTML and CSS.

A visit with nothing stored and no deal in its address opens one of a few deals
(ui.session.FIRST_VISIT_DEALS), whose first views the build already computes (tools/generated.py).
They share one layout and differ only in which card lies where. So index.html gets one board, in a
template (inert: no card's `<use>` builds its shadow tree until it is shown), as the page's
renderer (static/js/renderer.js) builds it for the first deal, minus what only assistive
technology and gestures read: the board is `aria-busy`, and this one `aria-hidden`, until the
renderer replaces it, the moment page.js paints. The template's `data-deals` lists every deal's
face-up cards in the order of its card elements: the page's one inline script, right after the
board, deals the one it picks into a copy of the template and shows it on a plain first visit,
so a returning visit or a link never shows a deal that is not its own.
"""

from __future__ import annotations

import json
from html import escape
from pathlib import Path
from typing import Any

PLACEHOLDER = "<!-- first-visit board: build.py writes it here (tools/first_board.py) -->"
HINT_PLACEHOLDER = "<!-- first-visit hint: build.py -->"
BOARD_TAG = '<div id="board" class="board loading"'
SLOT = '<div class="slot"></div>'  # a place in a row that holds no pile


def use(symbol: str, class_name: str = "") -> str:
    """One `<use>` of the card sprite's `symbol`."""
    attribute = f' class="{class_name}"' if class_name else ""
    return f'<use{attribute} href="#{symbol}"/>'


def sprite(symbol: str, class_name: str, *, compact: bool = False) -> str:
    """A picture of a sprite symbol, as renderer.js's `sprite`: with `compact`, the compact face beside the full one."""
    faces = use(symbol, "full") + use(f"{symbol}-compact", "compact") if compact else use(symbol)
    return f'<svg class="{class_name}">{faces}</svg>'


def card_markup(card: str, index: int) -> str:
    """A face-up card, as renderer.js's `cardElement`."""
    face = sprite(f"card-{card}", "face", compact=True)
    return f'<div class="card suit-{card[-1]}" data-card="{card}" data-index="{index}">{face}</div>'


def pile_markup(pile: str, data: dict[str, Any]) -> str:
    """A pile with its mark and cards, as renderer.js's `pileElement`, `drawPile` and `drawStock`."""
    classes = ["pile", data["kind"]]
    parts = []
    mark = data.get("mark")
    if mark == "no-redeal":
        parts.append(f'<span class="mark no-redeal">{escape(data.get("markText", ""))}</span>')
    elif mark:
        if mark.startswith("suit-"):
            classes.append(mark)
        parts.append(sprite(mark, "mark"))
    style = ""
    if data["kind"] == "stock":
        if data["count"]:
            count = f'<span class="count">{data["count"]}</span>'
            parts.append(f'<div class="card back">{sprite("card-back", "face")}{count}</div>')
        else:
            classes.append("empty")
    else:
        cards = data["cards"]
        if not cards:
            classes.append("empty")
        parts.extend(card_markup(card, index) for index, card in enumerate(cards))
        if data["kind"] == "column":
            style = f' style="--n: {max(len(cards), 1)}"'
    return f'<div class="{" ".join(classes)}" data-pile="{pile}"{style}>{"".join(parts)}</div>'


def rows_markup(board: dict[str, Any]) -> str:
    """A view's board as rows of piles, as renderer.js's `buildBoard`."""
    rows = []
    for row in board["rows"]:
        kind = "row columns" if row[0] == "column-1" else "row top"
        piles = (SLOT if pile is None else pile_markup(pile, board["piles"][pile]) for pile in row)
        rows.append(f'<div class="{kind}">{"".join(piles)}</div>')
    return "".join(rows)


def face_up_cards(board: dict[str, Any]) -> list[str]:
    """A board's face-up cards in the order its card elements come in the page: row by row, pile by pile."""
    return [
        card
        for row in board["rows"]
        for pile in row
        if pile is not None
        for card in board["piles"][pile].get("cards", [])
    ]


def layout_of(board: dict[str, Any]) -> tuple[str, str, list[tuple[str, int]]]:
    """What the deals must share to share one board: its class, custom properties and each pile's card count."""
    counts = [(pile, data.get("count", len(data.get("cards", [])))) for pile, data in board["piles"].items()]
    return board["class"], board_style(board), counts


def board_style(board: dict[str, Any]) -> str:
    """The board's custom properties for a view: its spacing and its longest column (renderer.js)."""
    spacing = board["spacing"]
    longest = max([len(data["cards"]) for data in board["piles"].values() if data["kind"] == "column"] or [1])
    values = {
        "cols": spacing["cols"],
        "top-rows": spacing["topRows"],
        "fan-rows": spacing["fanRows"],
        "waste-fan-rows": spacing["wasteFanRows"],
        "longest": max(longest, 1),
    }
    return "; ".join(f"--{name}: {value}" for name, value in values.items())


def first_board(page: str, views: list[dict[str, Any]]) -> str:
    """`page` with the first-visit board written in, from `views` (one language's, one per deal).

    The board element gets the deals' class and custom properties, the template the first deal's
    board and every deal's cards (`deals`), the hint line the text a newcomer reads first.
    """
    if page.count(PLACEHOLDER) != 1 or page.count(HINT_PLACEHOLDER) != 1 or page.count(BOARD_TAG) != 1:
        raise RuntimeError("index.html: expected one board element, one first-board and one first-hint placeholder")
    board = views[0]["board"]
    if any(layout_of(view["board"]) != layout_of(board) for view in views):
        raise RuntimeError("the first-visit deals must share one layout to share the page's board")
    shown = f'<div class="first-deal" aria-hidden="true">{rows_markup(board)}</div>'
    template = f'<template id="first-board" data-deals="{escape(json.dumps(deals(views)))}">{shown}</template>'
    board_tag = f'<div id="board" class="{escape(board["class"])} loading" style="{board_style(board)}"'
    return (
        page.replace(PLACEHOLDER, template)
        .replace(BOARD_TAG, board_tag)
        .replace(HINT_PLACEHOLDER, escape(views[0]["hint"]))
    )


def deals(views: list[dict[str, Any]]) -> list[list[str]]:
    """The template's `data-deals`: each deal's code and face-up cards (space-separated, in the board's order)."""
    return [[view["counters"]["code"], " ".join(face_up_cards(view["board"]))] for view in views]


def write_first_board(dist: Path, views: list[dict[str, Any]]) -> None:
    """Write the first-visit board of `views` into the built page (`first_board`)."""
    page = dist / "index.html"
    page.write_text(first_board(page.read_text(encoding="utf-8"), views), encoding="utf-8")
