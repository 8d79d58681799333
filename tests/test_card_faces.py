"""The card artwork: static/cards.svg is what tools/card_faces.py draws, safe, themable and readable.

Fast tests in plain CPython: the sprite is regenerated and compared byte for byte, parsed as
XML, checked for the symbols the page uses and for anything that could load or run; the
layout is checked on the generator's shapes (the index stays in the strip a column shows);
static/cards.css is checked for ink contrast in every theme and deck.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
SPRITE = ROOT / "static" / "cards.svg"
STYLES = ROOT / "static" / "cards.css"
SVG = "{http://www.w3.org/2000/svg}"

sys.path.insert(0, str(TOOLS))
import card_faces  # noqa: E402  (tools/ is a folder of scripts, not a package)

SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CARDS = [rank + suit for suit in SUITS for rank in RANKS]
VISIBLE_STRIP = 0.2 * 280
"""The part of a covered card a column shows: its top fifth."""


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
    subprocess.run([sys.executable, str(TOOLS / "card_faces.py"), "--output", str(output)], check=True)
    assert output.read_bytes() == SPRITE.read_bytes(), "static/cards.svg is stale: run python3 tools/card_faces.py"


def test_sprite_holds_every_card_the_back_and_the_marks() -> None:
    """52 faces in the card's 5:7 box, the back, the four suits and the empty-pile marks, nothing else."""
    found = symbols()
    expected = {f"card-{card}" for card in CARDS} | {"card-back"}
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


def custom_properties(block: str) -> dict[str, str]:
    """The custom property declarations of one CSS rule body."""
    return {name: value.strip() for name, value in re.findall(r"(--[\w-]+)\s*:\s*([^;]+);", block)}


def stylesheet_blocks() -> dict[str, dict[str, str]]:
    """cards.css rules by selector (the one inside the dark media query prefixed with '@dark ')."""
    text = re.sub(r"/\*.*?\*/", "", STYLES.read_text(encoding="utf-8"), flags=re.DOTALL)
    media = re.search(r"@media \(prefers-color-scheme: dark\)\s*\{(.*?\})\s*\}", text, flags=re.DOTALL)
    assert media is not None, "a dark theme for systems that prefer it"
    blocks = {
        f"@dark {selector.strip()}": custom_properties(body)
        for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", media.group(1))
    }
    outside = text[: media.start()] + text[media.end() :]
    blocks.update(
        {selector.strip(): custom_properties(body) for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", outside)}
    )
    return blocks


def resolved(properties: dict[str, str], name: str) -> str:
    """The value of a custom property with its var() references followed."""
    value = properties[name]
    while match := re.fullmatch(r"var\((--[\w-]+)\)", value):
        value = properties[match.group(1)]
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


def test_dark_theme_is_the_same_chosen_or_preferred() -> None:
    """The dark theme set by the page and the one the system asks for are the same values."""
    blocks = stylesheet_blocks()
    assert blocks['@dark :root:not([data-theme="light"])'] == blocks[':root[data-theme="dark"]']


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("deck", ["two-colour", "four-colour"])
def test_suit_ink_contrast_on_the_face(theme: str, deck: str) -> None:
    """Every suit's ink reaches WCAG AA (4.5:1) on the card face; the four-colour deck has four inks."""
    blocks = stylesheet_blocks()
    properties = dict(blocks[":root"])
    if theme == "dark":
        properties.update(blocks[':root[data-theme="dark"]'])
    if deck == "four-colour":
        properties.update(blocks[':root[data-deck="four-colour"]'])
    face = resolved(properties, "--card-face")
    inks = {suit: resolved(properties, f"--suit-{suit}") for suit in SUITS}
    for suit, ink in inks.items():
        assert contrast(ink, face) >= 4.5, f"{theme} {deck}: suit {suit} {ink} on {face}"
    distinct = len(set(inks.values()))
    assert distinct == (4 if deck == "four-colour" else 2)
    assert inks["H"] != inks["S"]
