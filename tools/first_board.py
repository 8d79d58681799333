"""The first-visit boards written into the built page, so that a first visit paints its board from the HTML and CSS.

A visit with nothing stored and no deal in its address opens one of a few deals
(ui.session.FIRST_VISIT_DEALS), whose first views the build already computes (tools/generated.py).
Each deal's board goes into index.html as the markup the page's renderer (static/js/renderer.js)
builds for that view, minus what only assistive technology and gestures read: the board is
`aria-busy`, and these boards `aria-hidden`, until the renderer replaces them, the moment page.js
paints. Each board is a template, inert: static/js/first-deal.js, a classic script parsed right
after them, puts the one it picks on the board on a plain first visit, so a returning visit or a
link never shows a deal that is not its own, and the boards not shown cost the page only their
parse (a shown board's every card builds the shadow trees of its `<use>` elements).
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

PLACEHOLDER = "<!-- first-visit boards: build.py writes one per first-visit deal here (tools/first_board.py) -->"
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


def deal_markup(view: dict[str, Any]) -> str:
    """One first-visit deal's board in a template named by its deal code (static/js/first-deal.js shows one)."""
    code = escape(view["counters"]["code"])
    board = rows_markup(view["board"])
    return f'<template data-deal="{code}"><div class="first-deal" aria-hidden="true">{board}</div></template>'


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


def first_boards(page: str, views: list[dict[str, Any]]) -> str:
    """`page` with the first-visit boards of `views` (one language's, one per deal) written in.

    Every deal shares the first game's layout: the board element gets its class and custom
    properties, and the hint line the text a newcomer reads first.
    """
    boards = [view["board"] for view in views]
    if page.count(PLACEHOLDER) != 1 or page.count(HINT_PLACEHOLDER) != 1 or page.count(BOARD_TAG) != 1:
        raise RuntimeError("index.html: expected one board element, one first-boards and one first-hint placeholder")
    if any(board["class"] != boards[0]["class"] or board_style(board) != board_style(boards[0]) for board in boards):
        raise RuntimeError("the first-visit deals must share one layout to share the board element")
    markup = "".join(deal_markup(view) for view in views)
    board_tag = f'<div id="board" class="{escape(boards[0]["class"])} loading" style="{board_style(boards[0])}"'
    return (
        page.replace(PLACEHOLDER, markup)
        .replace(BOARD_TAG, board_tag)
        .replace(HINT_PLACEHOLDER, escape(views[0]["hint"]))
    )


def write_first_boards(dist: Path, views: list[dict[str, Any]]) -> None:
    """Write the first-visit boards of `views` into the built page (`first_boards`)."""
    page = dist / "index.html"
    page.write_text(first_boards(page.read_text(encoding="utf-8"), views), encoding="utf-8")
