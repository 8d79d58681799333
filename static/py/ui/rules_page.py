"""The Rules page of each game, built from the catalogue and the engine's own numbers.

A game's record says which sections its page has and what its scoring table lists (`pages`,
game.pages.GamePages): this module names no game. The texts are the `rules-…` messages of the
player's language; the scoring table takes its points from the engine's variants, the group-move
table is computed by the engine's formula and the odds come from what the solver measured
(game/certified/stats.json, as bounds), so the page can never disagree with the rules
it describes; each page ends with a link to the FAQ. Pure Python: the page is a tree of plain
nodes ({"tag", "text", "attrs", "children"}) that the renderer builds with createElement and
textContent only, never as HTML.
"""

from __future__ import annotations

import game
from game.certified import measured
from game.pages import pages_of
from game.variants import group_limit
from ui.contract import Window
from ui.texts import Texts

Node = dict[str, object]


def make(tag: str, text: str = "", *children: Node, **attrs: str) -> Node:
    """A node: an element with plain text, attributes (`class_` for class, `data_x` for data-x) and children."""
    node: Node = {"tag": tag}
    if text:
        node["text"] = text
    if attrs:
        node["attrs"] = {name.rstrip("_").replace("_", "-"): value for name, value in attrs.items()}
    if children:
        node["children"] = list(children)
    return node


EXAMPLE_DEAL_NUMBER = "EXAMPLE"  # the deal the "Try it" link plays: a valid deal number that reads as a word
MAX_CELLS = 8
EMPTY_COLUMNS_SHOWN = (0, 1, 2)
KING_EMPTY_COLUMNS_SHOWN = (1, 2)


def scoring_rows(record: game.VariantRecord) -> list[tuple[str, int]]:
    """The scoring table of a variant's Rules page: (message id, points), the points read from its rules."""
    points = record.variant.points
    return [(message_id, points[kinds] if kinds else 0) for message_id, kinds in pages_of(record.game).scoring]


def example_code(record: game.VariantRecord) -> str:
    """The code of the deal the "Try it" link plays: deal EXAMPLE of the standard variant of the record's game."""
    standard = game.variants_of(record.game)[0]
    return f"{standard.prefix}-{standard.part}-{EXAMPLE_DEAL_NUMBER}"


def group_rows() -> list[list[int]]:
    """The group-move table: per number of free cells, the limit onto a card and for a king into an empty column."""
    rows = []
    for free in range(MAX_CELLS + 1):
        onto_card = [group_limit(free, empty) for empty in EMPTY_COLUMNS_SHOWN]
        king = [group_limit(free, total - 1) for total in KING_EMPTY_COLUMNS_SHOWN]
        rows.append([free, *onto_card, *king])
    return rows


def signed(points: int) -> str:
    """Points with their sign: +10, −15, 0."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def bound_in_tenths(part: int, tried: int, *, up: bool) -> int:
    """part / tried in tenths of a percent, rounded down (a lower bound) or up (an upper bound):
    to a tenth under 10 %, to a whole percent from 10 % on."""
    if 10 * part < tried:
        return -(-1000 * part // tried) if up else 1000 * part // tried
    return 10 * (-(-100 * part // tried) if up else 100 * part // tried)


def odds_bounds(texts: Texts, key: str) -> dict[str, str] | None:
    """A variant's measured odds as percent texts: at `least` and at `most` can be won; None if unmeasured."""
    odds = measured(key)
    if odds is None:
        return None
    least = bound_in_tenths(odds.won, odds.tried, up=False)
    most = bound_in_tenths(odds.won + odds.unknown, odds.tried, up=True)
    return {
        "least": texts.text("percent", value=texts.tenths(least)),
        "most": texts.text("percent", value=texts.tenths(most)),
    }


def odds_lines(texts: Texts, record: game.VariantRecord) -> list[Node]:
    """One line per variant of a game that the solver measured: of N deals, at least X % can be won, at most Y %."""
    lines = []
    for variant in game.variants_of(record.game):
        odds, bounds = measured(variant.key), odds_bounds(texts, variant.key)
        if odds is None or bounds is None:
            continue
        values: dict[str, object] = {"count": odds.tried, **bounds}
        if variant.cells:
            values["cells"] = texts.text("free-cells", count=variant.cells)
        text = texts.text(f"odds-bounds-{record.rules_page}", **values)
        line = make("p", text, class_="odds", data_variant=variant.key)
        lines.append(line)
    return lines


def prose(text: str) -> list[Node]:
    """Paragraphs and lists from a rules text: a blank line starts a paragraph, '- ' a list item."""
    nodes = []
    for block in text.split("\n\n"):
        items = [line[2:] for line in block.splitlines() if line.startswith("- ")]
        if items:
            nodes.append(make("ul", "", *[make("li", item) for item in items]))
        else:
            nodes.append(make("p", " ".join(block.splitlines())))
    return nodes


def table(headings: list[str], rows: list[list[str]], class_name: str) -> Node:
    """A table with a header row (the first cell of each row is its row header), scrolling sideways if too wide."""
    head = make("tr", "", *[make("th", heading, scope="col") for heading in headings])
    body = [
        make("tr", "", make("th", cells[0], scope="row"), *[make("td", cell) for cell in cells[1:]]) for cells in rows
    ]
    element = make("table", "", make("thead", "", head), make("tbody", "", *body), class_=class_name)
    return make("div", "", element, class_="table-frame")


def section_body(texts: Texts, record: game.VariantRecord, section: str) -> list[Node]:
    """The contents of one section of a variant's Rules page."""
    name = record.rules_page
    if section == "scoring":
        rows = [[texts.text(message_id), signed(points)] for message_id, points in scoring_rows(record)]
        headings = [texts.text("score-action"), texts.text("score-points")]
        return [table(headings, rows, "scoring"), *prose(texts.text(f"rules-{name}-scoring"))]
    if section == "groups":
        headings = [texts.text("groups-free-cells")]
        headings += [texts.text("groups-onto-card", count=empty) for empty in EMPTY_COLUMNS_SHOWN]
        headings += [texts.text("groups-king", count=total) for total in KING_EMPTY_COLUMNS_SHOWN]
        rows = [[str(value) for value in row] for row in group_rows()]
        formula = make("p", texts.text(f"rules-{name}-formula"), class_="formula")
        return [
            *prose(texts.text(f"rules-{name}-groups")),
            formula,
            table(headings, rows, "groups"),
            *prose(texts.text(f"rules-{name}-groups-table")),
        ]
    if section == "odds":
        lines = odds_lines(texts, record)
        return [*lines, *prose(texts.text(f"rules-{name}-odds"))] if lines else []
    if section == "example":
        code = example_code(record)
        link = make("a", texts.text("rules-example-play", code=code), href=f"#{code}", data_code=code, class_="example")
        return [*prose(texts.text("rules-example-text")), link]
    return prose(texts.text(f"rules-{name}-{section.replace('this-app', 'app')}"))


def rules_page(texts: Texts, record: game.VariantRecord) -> list[Node]:
    """The Rules page of a variant's game (its record's `rules_page`) as nodes: title, summary, sections."""
    name = record.rules_page
    nodes = [make("h2", texts.text("rules-title", game=texts.text(record.name_id)), id="rules-title")]
    nodes += prose(texts.text(f"rules-{name}-summary"))
    for section in pages_of(record.game).sections:
        body = section_body(texts, record, section)
        if not body:
            continue
        heading = make("h3", texts.text(f"rules-{section}"))
        nodes.append(make("section", "", heading, *body, data_section=section))
    faq = make("a", texts.text("rules-faq-link"), href="#", data_window=Window.FAQ)
    nodes.append(make("p", "", faq, class_="faq-link"))
    return nodes
