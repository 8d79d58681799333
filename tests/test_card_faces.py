"""The card artwork: static/img/cards.svg is what tools/card_faces.py draws, safe, themable and readable.

Fast tests in plain CPython: the sprite is regenerated and compared byte for byte, parsed as
XML, checked for the symbols the page uses and for anything that could load or run; the
layout is checked on the generator's shapes (the index stays in the strip a column shows), for
the full faces and for the compact faces of narrow cards; static/css/cards.css is checked for ink
contrast in every theme and deck and for the switch between the two faces.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tools import card_faces
from tools import generated as build

ROOT = Path(__file__).resolve().parent.parent
SPRITE = ROOT / "static" / "img" / "cards.svg"
STYLES = ROOT / "static" / "css" / "cards.css"
SVG = "{http://www.w3.org/2000/svg}"

SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CARDS = [rank + suit for suit in SUITS for rank in RANKS]
VISIBLE_STRIP = 0.2 * 280
"""The part of a covered card a column shows: its top fifth."""
COMPACT_INDEX_ZONE = 0.3 * 280
"""Where a compact face's index must fit: its top 30 % (a narrow column fans compact cards by 32 %)."""
COMPACT_STRIP = 0.32 * 280
"""The part of a covered compact card a narrow column shows."""


def symbols() -> dict[str, ET.Element]:
    """The sprite's symbols by id (parsing fails the test if the file is not well-formed XML)."""
    root = ET.parse(SPRITE).getroot()
    found = root.findall(f"{SVG}symbol")
    ids = [symbol.get("id", "") for symbol in found]
    assert len(ids) == len(set(ids)), "every symbol id exactly once"
    return dict(zip(ids, found, strict=True))


def test_sprite_is_what_the_generator_writes(tmp_path: Path) -> None:
    """Running the generator reproduces the committed sprite byte for byte, so it never goes stale."""
    output = tmp_path / "cards.svg"
    subprocess.run([sys.executable, "-m", "tools.card_faces", "--output", str(output)], check=True, cwd=ROOT)
    assert output.read_bytes() == SPRITE.read_bytes(), "static/img/cards.svg is stale: run python3 -m tools.card_faces"


def test_sprite_holds_every_card_the_back_and_the_marks() -> None:
    """52 faces and 52 compact faces in the card's 5:7 box, the back, the suits and the pile marks, nothing else."""
    found = symbols()
    expected = {f"card-{card}" for card in CARDS} | {f"card-{card}-compact" for card in CARDS} | {"card-back"}
    marks = {f"suit-{suit}" for suit in SUITS} | {"mark-king", "mark-cell"}
    assert set(found) == expected | marks
    for name in expected:
        assert found[name].get("viewBox") == "0 0 200 280", name
    for name in marks:
        assert found[name].get("viewBox") == "0 0 100 100", name


def test_sprite_loads_and_runs_nothing() -> None:
    """Only plain shapes: no script, foreignObject, image, link, event handler or url() of any kind."""
    text = SPRITE.read_text(encoding="utf-8")
    for needle in ("<script", "foreignObject", "<image", "href", "url(", "@import", "javascript:", "<style"):
        assert needle not in text, needle
    for element in ET.parse(SPRITE).getroot().iter():
        assert element.tag.removeprefix(SVG) in {"svg", "symbol", "path", "rect", "circle"}, element.tag
        assert not any(name.lower().startswith("on") for name in element.attrib), element.attrib


def test_colours_come_only_from_custom_properties() -> None:
    """Every fill and stroke is `none` or a var() the stylesheet defines, so themes and decks can recolour."""
    used = set()
    for element in ET.parse(SPRITE).getroot().iter():
        assert "fill" not in element.attrib and "stroke" not in element.attrib, element.attrib
        for declaration in filter(None, element.get("style", "").split(";")):
            name, value = declaration.split(":", 1)
            if name in ("fill", "stroke"):
                assert value == "none" or value.startswith("var(--"), declaration
                used.update(re.findall(r"var\((--[\w-]+)", value))
    assert used >= {"--card-face", "--card-back-1", "--card-back-2", *(f"--suit-{suit}" for suit in SUITS)}
    assert used <= set(re.findall(r"(--[\w-]+)\s*:", STYLES.read_text(encoding="utf-8")))


@pytest.mark.parametrize("card", CARDS)
def test_index_reads_in_the_strip_a_column_shows(card: str) -> None:
    """Rank and suit sit side by side in the top fifth, large; pips and pictures stay clear of both indices."""
    rank, suit = card[:-1], card[-1]
    corners = card_faces.corner_index(rank, suit)
    half_stroke = card_faces.GLYPH_STROKE * card_faces.INDEX_SCALE / 2
    _rank_left, rank_top, rank_right, rank_bottom = corners.rank.bounds()
    suit_left, suit_top, _suit_right, suit_bottom = corners.suit.bounds()
    assert rank_top - half_stroke >= 0 and suit_top >= 0
    assert rank_bottom + half_stroke <= VISIBLE_STRIP and suit_bottom <= VISIBLE_STRIP
    assert rank_bottom - rank_top + 2 * half_stroke >= 0.16 * 280, "rank at least 16 % of the card's height"
    assert suit_bottom - suit_top >= 0.12 * 280, "suit large enough to tell apart in the strip"
    assert rank_right + half_stroke + 10 <= suit_left, "rank and suit do not touch"
    small_top = min(corners.small_rank.bounds()[1], corners.small_suit.bounds()[1])
    assert min(corners.small_rank.bounds()[0], corners.small_suit.bounds()[0]) > 100, "bottom index at the right"
    if rank in card_faces.COURTS:
        _left, centre_top, _right, centre_bottom = card_faces.COURT_FRAME
    else:
        _left, centre_top, _right, centre_bottom = card_faces.pips(rank, suit).bounds()
    assert rank_bottom + half_stroke < centre_top
    assert centre_top >= 0.3 * 280, "a column fanned at up to 30 % shows nothing of a covered card but its index"
    assert centre_bottom + 2 < small_top - card_faces.GLYPH_STROKE * card_faces.SMALL_INDEX / 2
    assert corners.small_rank.bounds()[3] < 280 and corners.small_suit.bounds()[2] < 200


@pytest.mark.parametrize("card", CARDS)
def test_compact_index_is_large_and_inside_the_top_30_percent(card: str) -> None:
    """The compact rank is at least 24 % of the card's height in heavy strokes, the suit nearly as tall beside it."""
    rank, suit = card[:-1], card[-1]
    index = card_faces.compact_index(rank, suit)
    stroke = card_faces.COMPACT_STROKE * card_faces.COMPACT_SCALE
    centre_line = index.rank.bounds()
    rank_left, rank_top, rank_right, rank_bottom = (
        value + side * stroke / 2 for value, side in zip(centre_line, (-1, -1, 1, 1), strict=True)
    )
    suit_left, suit_top, suit_right, suit_bottom = index.suit.bounds()
    assert rank_left >= 8 and rank_top >= 6, "clear of the card's rounded corner and edge"
    assert suit_right <= 200 - 8 and suit_top >= 6
    assert rank_bottom <= COMPACT_INDEX_ZONE and suit_bottom <= COMPACT_INDEX_ZONE
    assert rank_bottom - rank_top >= 0.24 * 280, "rank at least 24 % of the card's height"
    assert suit_bottom - suit_top >= 0.85 * (rank_bottom - rank_top), "suit nearly as tall as the rank"
    assert rank_right <= 100, "the rank, 10 included, fits in the left half"
    assert rank_right + 15 <= suit_left, "rank and suit do not touch"
    assert stroke >= 0.085 * 200, "rank strokes about 3 px thick on a card 34 px wide"


@pytest.mark.parametrize("card", CARDS)
def test_compact_big_suit_fills_the_lower_70_percent(card: str) -> None:
    """One big suit (with headgear on court cards) centred below the strip a fanned narrow column shows."""
    rank, suit = card[:-1], card[-1]
    index = card_faces.compact_index(rank, suit)
    big_suit, crown = card_faces.compact_centre(rank, suit)
    assert (crown is not None) == (rank in card_faces.COURTS), "headgear on court cards only"
    centre = big_suit if crown is None else big_suit + crown
    left, top, right, bottom = centre.bounds()
    index_bottom = index.rank.bounds()[3] + card_faces.COMPACT_STROKE * card_faces.COMPACT_SCALE / 2
    assert top >= COMPACT_STRIP + 10 and top > index_bottom + 20, "nothing of it shows on a covered card"
    assert bottom <= 280 - 20 and left >= 20 and right <= 200 - 20, "clear of the card's edges"
    assert abs((top + bottom) / 2 - (84 + 280) / 2) < 6, "centred in the lower 70 %"
    suit_left, _top, suit_right, _bottom = big_suit.bounds()
    assert abs((suit_left + suit_right) / 2 - 100) < 1, "centred across the card"
    assert suit_right - suit_left >= 0.38 * 200, "the suit is big enough to name the card's suit from afar"


@pytest.mark.parametrize("card", CARDS)
def test_compact_symbol_draws_the_checked_shapes_in_the_suit_ink(card: str) -> None:
    """The sprite's compact symbol is the generator's index and big suit, in the same colours as the full face."""
    rank, suit = card[:-1], card[-1]
    index = card_faces.compact_index(rank, suit)
    big_suit, crown = card_faces.compact_centre(rank, suit)
    symbol = symbols()[f"card-{card}-compact"]
    paths = symbol.findall(f"{SVG}path")
    ink = f"var(--suit-{suit},{card_faces.SUIT_FALLBACK[suit]})"
    filled = [path for path in paths if path.get("style") == f"fill:{ink}"]
    stroked = [path for path in paths if path.get("style") == f"fill:none;stroke:{ink}"]
    assert len(filled) == 1 and len(stroked) == 1 and len(paths) == 2
    marks = index.suit + big_suit if crown is None else index.suit + big_suit + crown
    assert filled[0].get("d") == marks.d()
    assert stroked[0].get("d") == index.rank.d()
    assert float(stroked[0].get("stroke-width", "0")) == pytest.approx(
        card_faces.COMPACT_STROKE * card_faces.COMPACT_SCALE, abs=0.01
    )
    face = symbol.find(f"{SVG}rect")
    assert face is not None and face.get("style") == "fill:var(--card-face,#fffdf8)"
    jewels = symbol.findall(f"{SVG}circle")
    assert len(jewels) == (len(card_faces.CROWN_JEWELS[rank]) if rank in card_faces.COURTS else 0)
    assert all(jewel.get("style") == "fill:var(--court-accent,#d9a21b)" for jewel in jewels)


def test_compact_glyphs_differ_from_each_other() -> None:
    """Every compact rank glyph is its own drawing (no two ranks share a shape)."""
    drawings = {rank: card_faces.compact_index(rank, "S").rank.d() for rank in RANKS}
    assert len(set(drawings.values())) == len(RANKS)


def css_rules() -> list[tuple[list[str], dict[str, str]]]:
    """cards.css rules outside @media as (selectors, declarations), comments removed."""
    text = re.sub(r"/\*.*?\*/", "", STYLES.read_text(encoding="utf-8"), flags=re.DOTALL)
    text = re.sub(r"@media[^{]*\{(?:[^{}]*\{[^{}]*\})*\s*\}", "", text)
    rules = []
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", text):
        declarations = {name.strip(): value.strip() for name, value in re.findall(r"([\w-]+)\s*:\s*([^;]+);", body)}
        rules.append(([" ".join(selector.split()) for selector in selectors.split(",")], declarations))
    return rules


def display_of(selector: str) -> list[tuple[int, str]]:
    """(number of class selectors, display value) of every rule whose selector list holds `selector`."""
    return [
        (selector.count("."), declarations["display"])
        for selectors, declarations in css_rules()
        if selector in selectors and "display" in declarations
    ]


def test_board_switches_between_full_and_compact_faces() -> None:
    """By default only the full face shows; on a `.board.compact` only the compact one, by a more specific rule."""
    assert display_of(".face > use.compact") == [(2, "none")]
    assert display_of(".board.compact .face > use.full") == [(4, "none")]
    shown = display_of(".board.compact .face > use.compact")
    assert len(shown) == 1 and shown[0][1] != "none" and shown[0][0] > 2
    assert not display_of(".face > use.full"), "the full face shows wherever the board is not compact"
    assert not any(
        "use" in " ".join(selectors) for selectors, declarations in css_rules() if "visibility" in declarations
    )


def custom_properties(block: str) -> dict[str, str]:
    """The custom property declarations of one CSS rule body."""
    return {name: value.strip() for name, value in re.findall(r"(--[\w-]+)\s*:\s*([^;]+);", block)}


def stylesheet_blocks() -> dict[str, dict[str, str]]:
    """cards.css rules by selector, as their custom properties."""
    text = re.sub(r"/\*.*?\*/", "", STYLES.read_text(encoding="utf-8"), flags=re.DOTALL)
    assert "@media" not in text, "themes come from light-dark(), not from media queries"
    return {selector.strip(): custom_properties(body) for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", text)}


def resolved(properties: dict[str, str], name: str, theme: str = "light") -> str:
    """The value of a custom property in `theme`, its var() references followed and light-dark() chosen."""
    value = properties[name]
    while match := re.fullmatch(r"var\((--[\w-]+)\)", value):
        value = properties[match.group(1)]
    if pair := re.fullmatch(r"light-dark\(((?:rgb\([^)]*\)|[^(),])+),\s*((?:rgb\([^)]*\)|[^(),])+)\)", value):
        value = pair.group(1 if theme == "light" else 2).strip()
    return value


def luminance(colour: str) -> float:
    """WCAG relative luminance of a #rrggbb colour."""
    assert re.fullmatch(r"#[0-9a-f]{6}", colour), colour
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(first: str, second: str) -> float:
    """WCAG contrast ratio of two colours."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_fallback_colours_are_the_light_theme() -> None:
    """Without the stylesheet the sprite draws the light theme's two-colour deck."""
    blocks = stylesheet_blocks()
    fallbacks = re.findall(r"var\((--[\w-]+),((?:rgb\([^)]*\)|[^()])+)\)", SPRITE.read_text(encoding="utf-8"))
    assert {name for name, _ in fallbacks} >= {"--card-face", *(f"--suit-{suit}" for suit in SUITS)}
    for name, fallback in set(fallbacks):
        assert fallback.replace(" ", "") == resolved(blocks[":root"], name).replace(" ", ""), name


def test_every_card_colour_has_a_dark_theme_value() -> None:
    """Each colour of the artwork, except the deck's suit aliases, differs between the light and the dark theme."""
    properties = stylesheet_blocks()[":root"]
    themed = [name for name, value in properties.items() if not value.startswith("var(")]
    assert themed and all(resolved(properties, name, "light") != resolved(properties, name, "dark") for name in themed)


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("deck", ["two-colour", "four-colour"])
def test_suit_ink_contrast_on_the_face(theme: str, deck: str) -> None:
    """Every suit's ink reaches WCAG AA (4.5:1) on the card face; the four-colour deck has four inks."""
    blocks = stylesheet_blocks()
    properties = dict(blocks[":root"])
    if deck == "four-colour":
        properties.update(blocks[':root[data-deck="four-colour"]'])
    face = resolved(properties, "--card-face", theme)
    inks = {suit: resolved(properties, f"--suit-{suit}", theme) for suit in SUITS}
    for suit, ink in inks.items():
        assert contrast(ink, face) >= 4.5, f"{theme} {deck}: suit {suit} {ink} on {face}"
    distinct = len(set(inks.values()))
    assert distinct == (4 if deck == "four-colour" else 2)
    assert inks["H"] != inks["S"]


def test_the_built_page_holds_every_symbol_once(tmp_path: Path) -> None:
    """build.py puts every symbol of the sprite into the page's card-sprite element, with ids no page element has."""
    (tmp_path / "index.html").write_text((ROOT / "index.html").read_text(encoding="utf-8"), encoding="utf-8")
    build.inline_card_sprite(tmp_path)
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    sprite = re.search(r'<svg class="card-sprite"[^>]*>(.*?)</svg>', page, re.S)
    assert sprite is not None
    inlined = re.findall(r'<symbol id="([^"]+)"', sprite.group(1))
    assert sorted(inlined) == sorted(symbols())
    page_ids = re.findall(r'\bid="([^"]+)"', page.replace(sprite.group(0), ""))
    assert not set(page_ids) & set(inlined)
    assert "cards.svg" not in page


def test_the_build_refuses_a_page_without_the_sprite_s_place(tmp_path: Path) -> None:
    """A page that lost the placeholder fails the build instead of shipping cards without faces."""
    (tmp_path / "index.html").write_text("<!doctype html><body></body>", encoding="utf-8")
    with pytest.raises(RuntimeError, match="card sprite"):
        build.inline_card_sprite(tmp_path)
