"""The first-visit board the build writes into index.html: one board in a template, with every deal's cards."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

import game
from game.i18n import catalogue
from tools import first_board
from tools.pages import expected_dom
from ui.session import FIRST_VISIT_DEALS


class FirstBoard(HTMLParser):
    """Reads a page's first-visit board (its template), as `expected_dom` reads a board, and its hint line."""

    def __init__(self) -> None:
        super().__init__()
        self.piles: dict[str, Any] = {}
        self.templates = 0
        self.board_attributes: dict[str, str | None] = {}
        self.deals: list[list[str]] = []
        self.in_template = False
        self.pile: str | None = None
        self.in_count = False
        self.in_hint = False
        self.hint: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Follow the template, its piles, cards and the stock's count."""
        found = dict(attrs)
        if found.get("id") == "board":
            self.board_attributes = found
        self.in_hint = found.get("id") == "hint"
        if tag == "template" and found.get("id") == "first-board":
            self.in_template, self.templates = True, self.templates + 1
            self.deals = json.loads(found["data-deals"] or "[]")
        if not self.in_template:
            return
        if "data-pile" in found:
            self.pile = found["data-pile"]
            self.piles[self.pile] = 0 if self.pile == "stock" else []
        if "data-card" in found and self.pile is not None:
            assert found["data-index"] == str(len(self.piles[self.pile]))
            self.piles[self.pile].append(found["data-card"])
        self.in_count = found.get("class") == "count"

    def handle_endtag(self, tag: str) -> None:
        """The template's end is its board's."""
        self.in_hint = False
        if tag == "template":
            self.in_template, self.pile = False, None

    def handle_data(self, data: str) -> None:
        """The stock's count, and the hint's text."""
        if self.in_count and self.in_template:
            self.piles["stock"] = int(data)
        if self.in_hint:
            self.hint.append(data)


def read_board(page: str) -> FirstBoard:
    """The first-visit board of `page`."""
    parser = FirstBoard()
    parser.feed(page)
    return parser


def dealt(board: dict[str, Any], cards: str) -> dict[str, Any]:
    """`board` (as `expected_dom` reads one) with its face-up cards replaced, in order, by `cards`: what the page's
    inline script does to a copy of the template."""
    faces = iter(cards.split())
    return {pile: shown if pile == "stock" else [next(faces) for _ in shown] for pile, shown in board.items()}


def test_the_built_page_holds_one_board_and_every_deal_s_cards(site_dir: Path) -> None:
    """One template, the first deal's board; the board element has the deals' layout, the hint line the newcomer's
    hint; the template lists every first-visit deal in order, and dealing its cards into the template gives the
    engine's board of that deal."""
    found = read_board((site_dir / "index.html").read_text(encoding="utf-8"))
    assert found.templates == 1
    assert found.piles == expected_dom(game.new_game(FIRST_VISIT_DEALS[0]))
    assert found.board_attributes["class"] == "board forty-thieves cells-0 loading"
    style = "--cols: 10; --top-rows: 1; --fan-rows: 5; --waste-fan-rows: 2; --longest: 4"
    assert found.board_attributes["style"] == style
    assert "".join(found.hint) == catalogue("en").text("first-visit-hint")
    assert [code for code, _ in found.deals] == list(FIRST_VISIT_DEALS)
    for code, cards in found.deals:
        assert dealt(found.piles, cards) == expected_dom(game.new_game(code)), code


def board_view(code: str, cards: list[str], layout: str = "board forty-thieves cells-0") -> dict[str, Any]:
    """A made-up first view of one stock and one column holding `cards`."""
    piles = {
        "stock": {"kind": "stock", "label": "Stock", "count": 3, "mark": "no-redeal", "markText": "No redeal"},
        "column-1": {"kind": "column", "label": "Column 1", "cards": cards},
    }
    spacing = {"cols": 1, "topRows": 1, "fanRows": 5, "wasteFanRows": 0}
    board = {"class": layout, "spacing": spacing, "rows": [["stock"], ["column-1"]], "piles": piles}
    return {"board": board, "counters": {"code": code}, "hint": "Drag <cards> & tap"}


PAGE = f"""<div id="board" class="board loading" role="application">{first_board.PLACEHOLDER}</div>
<p id="hint">{first_board.HINT_PLACEHOLDER}</p>"""


def test_the_board_and_hint_replace_their_placeholders_escaped_and_the_deals_list_their_cards() -> None:
    """The first view's board replaces the placeholder as markup the page's renderer would build; text is escaped."""
    views = [board_view("FT1-N-ONE", ["AS", "10H"]), board_view("FT1-N-TWO", ["KC", "2D"])]
    page = first_board.first_board(PAGE, views)
    found = read_board(page)
    assert found.piles == {"stock": 3, "column-1": ["AS", "10H"]}
    assert "".join(found.hint) == "Drag <cards> & tap"
    assert "Drag &lt;cards&gt; &amp; tap" in page
    assert '<use class="compact" href="#card-10H-compact"/>' in page
    assert '<span class="mark no-redeal">No redeal</span>' in page
    style = "--cols: 1; --top-rows: 1; --fan-rows: 5; --waste-fan-rows: 0; --longest: 2"
    assert found.board_attributes["style"] == style
    assert found.deals == first_board.deals(views) == [["FT1-N-ONE", "AS 10H"], ["FT1-N-TWO", "KC 2D"]]


def test_a_page_without_its_placeholders_or_deals_of_two_layouts_are_refused() -> None:
    """The build stops rather than ship a page whose board is missing or fits only some of its deals."""
    one = board_view("FT1-N-ONE", ["AS", "10H"])
    with pytest.raises(RuntimeError, match="placeholder"):
        first_board.first_board(PAGE.replace(first_board.PLACEHOLDER, ""), [one])
    with pytest.raises(RuntimeError, match="one layout"):
        first_board.first_board(PAGE, [one, board_view("EO1-N-TWO", ["AS", "10H"], "board eight-off")])
    with pytest.raises(RuntimeError, match="one layout"):
        first_board.first_board(PAGE, [one, board_view("FT1-N-TWO", ["AS"])])
