"""The first-visit boards the build writes into index.html (tools/first_board.py), read back as a browser would."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

import game
from game.i18n import catalogue
from tools import first_board
from tools.pages import expected_dom
from ui.session import FIRST_VISIT_DEALS


class FirstBoards(HTMLParser):
    """Reads each first-visit board of a page (a template named by its deal): its piles as `expected_dom` reads them."""

    def __init__(self) -> None:
        super().__init__()
        self.boards: dict[str, dict[str, Any]] = {}
        self.outside_templates = 0  # first-visit boards that are not in a template
        self.board_attributes: dict[str, str | None] = {}
        self.deal: str | None = None  # the deal of the template being read
        self.pile: str | None = None
        self.in_count = False
        self.in_hint = False
        self.hint: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Follow templates, piles, cards and the stock's count."""
        found = dict(attrs)
        if found.get("id") == "board":
            self.board_attributes = found
        self.in_hint = found.get("id") == "hint"
        if tag == "template" and found.get("data-deal"):
            self.deal = found["data-deal"]
            self.boards[self.deal] = {}
        if found.get("class") == "first-deal" and self.deal is None:
            self.outside_templates += 1
        if self.deal is None:
            return
        if "data-pile" in found:
            self.pile = found["data-pile"]
            self.boards[self.deal][self.pile] = 0 if self.pile == "stock" else []
        if "data-card" in found and self.pile is not None:
            assert found["data-index"] == str(len(self.boards[self.deal][self.pile]))
            self.boards[self.deal][self.pile].append(found["data-card"])
        self.in_count = found.get("class") == "count"

    def handle_endtag(self, tag: str) -> None:
        """A template's end is its board's."""
        self.in_hint = False
        if tag == "template":
            self.deal = self.pile = None

    def handle_data(self, data: str) -> None:
        """The stock's count, and the hint's text."""
        if self.in_count and self.deal is not None:
            self.boards[self.deal]["stock"] = int(data)
        if self.in_hint:
            self.hint.append(data)


def read_boards(page: str) -> FirstBoards:
    """The first-visit boards of `page`."""
    parser = FirstBoards()
    parser.feed(page)
    return parser


def test_the_built_page_holds_every_first_visit_deal_hidden_with_its_cards(site_dir: Path) -> None:
    """One board per first-visit deal, each in a template named by its deal, in their order, each pile holding
    the engine's cards; the board element has the first game's layout, the hint line the newcomer's hint."""
    found = read_boards((site_dir / "index.html").read_text(encoding="utf-8"))
    assert list(found.boards) == list(FIRST_VISIT_DEALS)
    assert found.outside_templates == 0
    for code, piles in found.boards.items():
        assert piles == expected_dom(game.new_game(code)), code
    assert found.board_attributes["class"] == "board forty-thieves cells-0 loading"
    assert (
        found.board_attributes["style"] == "--cols: 10; --top-rows: 1; --fan-rows: 5; --waste-fan-rows: 2; --longest: 4"
    )
    assert "".join(found.hint) == catalogue("en").text("first-visit-hint")


def board_view(code: str, layout: str = "board forty-thieves cells-0") -> dict[str, Any]:
    """A made-up first view of one stock and one column."""
    piles = {
        "stock": {"kind": "stock", "label": "Stock", "count": 3, "mark": "no-redeal", "markText": "No redeal"},
        "column-1": {"kind": "column", "label": "Column 1", "cards": ["AS", "10H"]},
    }
    spacing = {"cols": 1, "topRows": 1, "fanRows": 5, "wasteFanRows": 0}
    board = {"class": layout, "spacing": spacing, "rows": [["stock"], ["column-1"]], "piles": piles}
    return {"board": board, "counters": {"code": code}, "hint": "Drag <cards> & tap"}


PAGE = f"""<div id="board" class="board loading" role="application">{first_board.PLACEHOLDER}</div>
<p id="hint">{first_board.HINT_PLACEHOLDER}</p>"""


def test_boards_and_hint_are_written_in_place_of_their_placeholders_escaped() -> None:
    """Each view's board replaces the placeholder as markup the page's renderer would build; text is escaped."""
    page = first_board.first_boards(PAGE, [board_view("FT1-N-ONE"), board_view("FT1-N-TWO")])
    found = read_boards(page)
    assert found.boards == {
        "FT1-N-ONE": {"stock": 3, "column-1": ["AS", "10H"]},
        "FT1-N-TWO": found.boards["FT1-N-ONE"],
    }
    assert "".join(found.hint) == "Drag <cards> & tap"
    assert "Drag &lt;cards&gt; &amp; tap" in page
    assert '<use class="compact" href="#card-10H-compact"/>' in page
    assert '<span class="mark no-redeal">No redeal</span>' in page
    assert (
        found.board_attributes["style"] == "--cols: 1; --top-rows: 1; --fan-rows: 5; --waste-fan-rows: 0; --longest: 2"
    )


def test_a_page_without_its_placeholders_or_deals_of_two_layouts_are_refused() -> None:
    """The build stops rather than ship a page whose first board is missing or fits only some of its deals."""
    with pytest.raises(RuntimeError, match="placeholder"):
        first_board.first_boards(PAGE.replace(first_board.PLACEHOLDER, ""), [board_view("FT1-N-ONE")])
    with pytest.raises(RuntimeError, match="one layout"):
        first_board.first_boards(PAGE, [board_view("FT1-N-ONE"), board_view("EO1-N-TWO", "board eight-off")])
