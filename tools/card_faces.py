"""Generate static/img/cards.svg: one SVG sprite with the 52 card faces, the back and the pile marks.

    python3 -m tools.card_faces [--output PATH]

Every card is a `<symbol id="card-<CARD>" viewBox="0 0 200 280">` (CARD as game.cards writes it: AS,
10H, QD ...) and a compact variant `card-<CARD>-compact` for cards narrower than about 60 CSS
pixels (a large index in the top 30 %, one big suit below), plus `card-back`, the suits alone
(`suit-S` ... in a 100 x 100 box) and the empty-pile marks `mark-king` and `mark-cell`. Colours
come only from CSS custom properties (static/css/cards.css) with fallbacks, so the page themes the
cards. The output is deterministic: tests/test_card_faces.py regenerates it and compares it
with the committed file.
Python 3.11 standard library only.
"""

from __future__ import annotations

import argparse
import functools
import math
import operator
from dataclasses import dataclass
from pathlib import Path

from tools.card_shapes import (
    COMPACT_RANKS,
    COMPACT_STROKE,
    CROWN_JEWELS,
    CROWNS,
    GLYPH_HEIGHT,
    GLYPH_STROKE,
    RANKS,
    SUITS,
    Shape,
    number,
)

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "static" / "img" / "cards.svg"

CARD_W, CARD_H = 200.0, 280.0
CORNER = 16.0
"""Corner radius of the card, 8 % of its width; static/css/cards.css rounds the card element alike."""

INDEX_MARGIN = 12.0
"""Space between the card's left and right edges and the top index, in card units."""
INDEX_TOP = 9.0
"""Space between the card's top edge and the top index."""
INDEX_SCALE = 0.94
"""Scale of the rank glyph in the top index: 45.6 units tall with its strokes, so the index ends
at 19.5 % of the card's height and stays whole when a column shows only the top fifth of a card."""
INDEX_SUIT = 48.0
"""Side of the suit's box in the top index, right-aligned at the top-right corner."""
SMALL_INDEX = 0.5
"""Scale of the turned index at the bottom-right corner relative to the top one."""

CENTRE_TOP, CENTRE_BOTTOM = 86.0, 238.0
"""Where pips and pictures may go: below the top 30 % (a column fanned at up to 30 % shows only the
index of a covered card, no stray tops of pips or frames) and above the bottom index."""
PIP = 34.0
PIP_COLUMNS = (58.0, 100.0, 142.0)
PIP_TOP, PIP_BOTTOM = CENTRE_TOP + PIP / 2, CENTRE_BOTTOM - PIP / 2
ACE_PIP = 96.0
COURT_FRAME = (34.0, CENTRE_TOP + 1.25, 166.0, CENTRE_BOTTOM - 1.25)
"""Left, top, right and bottom of the frame around a court card's picture (its outer stroke inside the centre)."""

COMPACT_MARGIN = 10.0
"""Space between the card's left and right edges and the compact index."""
COMPACT_TOP = 8.0
"""Space between the card's top edge and the compact rank."""
COMPACT_RANK_HEIGHT = 73.0
"""Height of the compact rank with its strokes: 26 % of the card's height, ending at 29 % (the
queen's tail at 29.5 %), so the index stays whole when a column fans compact cards by 32 % of
their height."""
COMPACT_SCALE = COMPACT_RANK_HEIGHT / (GLYPH_HEIGHT + COMPACT_STROKE)
COMPACT_SUIT = 72.0
"""Side of the suit's box in the compact index, right-aligned, vertically centred on the rank."""
COMPACT_BIG_SUIT = 136.0
"""Side of the big suit of a compact number card, centred in the card's lower 70 %."""
COMPACT_COURT_SUIT, COMPACT_CROWN, COMPACT_CROWN_GAP = 106.0, 100.0, 6.0
"""A compact court card's suit, the width of the headgear above it and the space between them."""
COMPACT_CROWN_H = COMPACT_CROWN * 0.4
"""Height of a compact court card's headgear (CROWNS are drawn in a 100 x 40 box)."""

# Pip positions per rank: (column 0-2, height 0-1 from the top row to the bottom row).
PIP_LAYOUTS: dict[str, tuple[tuple[int, float], ...]] = {
    "2": ((1, 0), (1, 1)),
    "3": ((1, 0), (1, 0.5), (1, 1)),
    "4": ((0, 0), (2, 0), (0, 1), (2, 1)),
    "5": ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    "6": ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    "7": ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    "8": ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    "9": ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    "10": (
        (0, 0),
        (2, 0),
        (1, 1 / 6),
        (0, 1 / 3),
        (2, 1 / 3),
        (0, 2 / 3),
        (2, 2 / 3),
        (1, 5 / 6),
        (0, 1),
        (2, 1),
    ),
}

SUIT_ORDER = ("S", "H", "D", "C")
RANK_ORDER = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
COURTS = ("J", "Q", "K")
# Fallback colours when no stylesheet sets the custom properties: the light theme's two-colour deck.
SUIT_FALLBACK = {"S": "#1b1b1f", "H": "#c62828", "D": "#c62828", "C": "#1b1b1f"}
FACE = "var(--card-face,#fffdf8)"
BACK_1 = "var(--card-back-1,#1d4f91)"
BACK_2 = "var(--card-back-2,#5b8fd0)"
ACCENT = "var(--court-accent,#d9a21b)"
PILE_MARK = "var(--pile-mark,rgb(255 255 255/38%))"


def ink(suit: str) -> str:
    """The CSS colour of a suit's ink: its custom property with the two-colour fallback."""
    return f"var(--suit-{suit},{SUIT_FALLBACK[suit]})"


def filled(shape: Shape, colour: str) -> str:
    """A `<path>` element filling `shape` with `colour`."""
    return f'<path style="fill:{colour}" d="{shape.d()}"/>'


def stroked(shape: Shape, colour: str, width: float) -> str:
    """A `<path>` element stroking `shape` with round caps and joins."""
    return (
        f'<path style="fill:none;stroke:{colour}" stroke-width="{number(width)}" stroke-linecap="round"'
        f' stroke-linejoin="round" d="{shape.d()}"/>'
    )


def turned_about_centre(shape: Shape, x: float, y: float, scale: float) -> Shape:
    """`shape` placed at (x, y) with `scale`, then turned a half turn about the card's centre."""
    width, height = shape.width * scale, shape.height * scale
    return shape.placed(CARD_W - x - width, CARD_H - y - height, scale, turned=True)


@dataclass(frozen=True, slots=True)
class CornerIndex:
    """The rank and suit shapes of a card's two corner indices, placed on the card."""

    rank: Shape
    suit: Shape
    small_rank: Shape
    small_suit: Shape


def corner_index(rank: str, suit: str) -> CornerIndex:
    """The corner indices of a card.

    The top index is large and inside the card's top fifth: the rank at the top-left corner, the
    suit at the top-right corner, vertically centred on the rank. The bottom-right index is the
    same pair, half as large, side by side and turned a half turn, as on printed cards.
    """
    glyph = RANKS[rank]
    half = GLYPH_STROKE * INDEX_SCALE / 2
    rank_top = glyph.placed(INDEX_MARGIN + half, INDEX_TOP + half, INDEX_SCALE)
    centre_y = INDEX_TOP + half + GLYPH_HEIGHT * INDEX_SCALE / 2
    suit_top = SUITS[suit].placed(CARD_W - INDEX_MARGIN - INDEX_SUIT, centre_y - INDEX_SUIT / 2, INDEX_SUIT / 100)

    small_half = GLYPH_STROKE * SMALL_INDEX / 2
    small_x, small_y = INDEX_MARGIN * 0.9 + small_half, INDEX_TOP * 1.2 + small_half
    small_side = INDEX_SUIT * 0.62
    small_suit_x = small_x + glyph.width * SMALL_INDEX + small_half + 3
    small_suit_y = small_y + GLYPH_HEIGHT * SMALL_INDEX / 2 - small_side / 2
    return CornerIndex(
        rank=rank_top,
        suit=suit_top,
        small_rank=turned_about_centre(glyph, small_x, small_y, SMALL_INDEX),
        small_suit=turned_about_centre(SUITS[suit], small_suit_x, small_suit_y, small_side / 100),
    )


def pips(rank: str, suit: str) -> Shape:
    """The centre pips of a number card (2-10) or the ace's single large suit."""
    shape = SUITS[suit]
    if rank == "A":
        centre_y = (CENTRE_TOP + CENTRE_BOTTOM) / 2
        return shape.placed(CARD_W / 2 - ACE_PIP / 2, centre_y - ACE_PIP / 2, ACE_PIP / 100)
    placed = []
    for column, height in PIP_LAYOUTS[rank]:
        centre_x = PIP_COLUMNS[column]
        centre_y = PIP_TOP + (PIP_BOTTOM - PIP_TOP) * height
        placed.append(shape.placed(centre_x - PIP / 2, centre_y - PIP / 2, PIP / 100, turned=height > 0.5))
    return functools.reduce(operator.add, placed)


def court(rank: str, suit: str) -> str:
    """The framed picture of a jack, queen or king: headgear, large letter and suit in a double frame."""
    colour = ink(suit)
    left, top, right, bottom = COURT_FRAME
    frame = "".join(
        f'<rect x="{number(left + inset)}" y="{number(top + inset)}" width="{number(right - left - 2 * inset)}"'
        f' height="{number(bottom - top - 2 * inset)}" rx="{number(10 - inset)}"'
        f' style="fill:{fill};stroke:{colour}" stroke-width="{number(width)}"/>'
        for inset, width, fill in ((0.0, 2.5, f"{colour};fill-opacity:.05"), (5.0, 1.0, "none"))
    )
    crown_w, crown_top = 76.0, top + 11
    crown = CROWNS[rank].placed(100 - crown_w / 2, crown_top, crown_w / 100)
    scale = crown_w / 100
    jewels = "".join(
        f'<circle cx="{number(100 - crown_w / 2 + x * scale)}" cy="{number(crown_top + y * scale)}"'
        f' r="{number(r * scale)}" style="fill:{ACCENT}"/>'
        for x, y, r in CROWN_JEWELS[rank]
    )
    letter_scale = 1.3
    glyph = RANKS[rank]
    letter_top = crown_top + 40 * scale + 8 + GLYPH_STROKE * letter_scale / 2
    letter = glyph.placed(100 - glyph.width * letter_scale / 2, letter_top, letter_scale)
    suit_side = 20.0
    suit_shape = SUITS[suit].placed(100 - suit_side / 2, bottom - 10 - suit_side, suit_side / 100)
    return frame + filled(crown + suit_shape, colour) + jewels + stroked(letter, colour, GLYPH_STROKE * letter_scale)


def card_symbol(rank: str, suit: str) -> str:
    """The `<symbol>` of one card face."""
    corners = corner_index(rank, suit)
    colour = ink(suit)
    face = f'<rect width="{number(CARD_W)}" height="{number(CARD_H)}" rx="{number(CORNER)}" style="fill:{FACE}"/>'
    marks = corners.suit + corners.small_suit
    if rank in COURTS:
        centre = court(rank, suit)
    else:
        centre = ""
        marks += pips(rank, suit)
    body = (
        face
        + centre
        + filled(marks, colour)
        + stroked(corners.rank, colour, GLYPH_STROKE * INDEX_SCALE)
        + stroked(corners.small_rank, colour, GLYPH_STROKE * SMALL_INDEX)
    )
    return f'<symbol id="card-{rank}{suit}" viewBox="0 0 {number(CARD_W)} {number(CARD_H)}">{body}</symbol>'


@dataclass(frozen=True, slots=True)
class CompactIndex:
    """The rank and suit shapes of a compact face's large index, placed on the card."""

    rank: Shape
    suit: Shape


def compact_index(rank: str, suit: str) -> CompactIndex:
    """The large index of a compact face: the rank at the top-left corner, the suit right-aligned beside it."""
    glyph = COMPACT_RANKS[rank]
    half = COMPACT_STROKE * COMPACT_SCALE / 2
    rank_shape = glyph.placed(COMPACT_MARGIN + half, COMPACT_TOP + half, COMPACT_SCALE)
    centre_y = COMPACT_TOP + COMPACT_RANK_HEIGHT / 2
    suit_shape = SUITS[suit].placed(
        CARD_W - COMPACT_MARGIN - COMPACT_SUIT, centre_y - COMPACT_SUIT / 2, COMPACT_SUIT / 100
    )
    return CompactIndex(rank=rank_shape, suit=suit_shape)


def compact_centre(rank: str, suit: str) -> tuple[Shape, Shape | None]:
    """The big suit of a compact face and, for a jack, queen or king, its headgear above the suit.

    Both are centred together in the card's lower 70 %, below the strip a fanned column shows.
    """
    middle = (CARD_H * 0.3 + CARD_H) / 2
    if rank not in COURTS:
        side = COMPACT_BIG_SUIT
        return SUITS[suit].placed(CARD_W / 2 - side / 2, middle - side / 2, side / 100), None
    left, top = compact_crown_origin()
    crown = CROWNS[rank].placed(left, top, COMPACT_CROWN / 100)
    side = COMPACT_COURT_SUIT
    big_suit = SUITS[suit].placed(CARD_W / 2 - side / 2, top + COMPACT_CROWN_H + COMPACT_CROWN_GAP, side / 100)
    return big_suit, crown


def compact_crown_origin() -> tuple[float, float]:
    """The top-left corner of a compact court card's headgear box."""
    middle = (CARD_H * 0.3 + CARD_H) / 2
    group = COMPACT_CROWN_H + COMPACT_CROWN_GAP + COMPACT_COURT_SUIT
    return CARD_W / 2 - COMPACT_CROWN / 2, middle - group / 2


def compact_symbol(rank: str, suit: str) -> str:
    """The `<symbol>` of one compact card face: large index, big suit, headgear on court cards."""
    index = compact_index(rank, suit)
    big_suit, crown = compact_centre(rank, suit)
    colour = ink(suit)
    marks = index.suit + big_suit
    jewels = ""
    if crown is not None:
        marks += crown
        left, top = compact_crown_origin()
        scale = COMPACT_CROWN / 100
        jewels = "".join(
            f'<circle cx="{number(left + x * scale)}" cy="{number(top + y * scale)}"'
            f' r="{number(r * scale)}" style="fill:{ACCENT}"/>'
            for x, y, r in CROWN_JEWELS[rank]
        )
    body = (
        f'<rect width="{number(CARD_W)}" height="{number(CARD_H)}" rx="{number(CORNER)}" style="fill:{FACE}"/>'
        + filled(marks, colour)
        + jewels
        + stroked(index.rank, colour, COMPACT_STROKE * COMPACT_SCALE)
    )
    return f'<symbol id="card-{rank}{suit}-compact" viewBox="0 0 {number(CARD_W)} {number(CARD_H)}">{body}</symbol>'


def lattice(left: float, top: float, right: float, bottom: float, spacing: float) -> str:
    """Path data of two families of diagonal lines, centred on the box and cut to it."""
    centre_x, centre_y = (left + right) / 2, (top + bottom) / 2
    reach = math.ceil((right - left + bottom - top) / spacing)
    parts = []
    for step in range(-reach, reach + 1):
        offset = step * spacing
        difference = centre_x - centre_y + offset  # lines x - y = difference
        start, end = max(left, top + difference), min(right, bottom + difference)
        if end - start > 0.5:
            parts.append(f"M{number(start)} {number(start - difference)}L{number(end)} {number(end - difference)}")
        total = centre_x + centre_y + offset  # lines x + y = total
        start, end = max(left, total - bottom), min(right, total - top)
        if end - start > 0.5:
            parts.append(f"M{number(start)} {number(total - start)}L{number(end)} {number(total - end)}")
    return "".join(parts)


def back_symbol() -> str:
    """The `<symbol>` of the card back: a face-coloured margin, a fine lattice, a framed medallion."""
    field = 9.0
    body = [
        f'<rect width="{number(CARD_W)}" height="{number(CARD_H)}" rx="{number(CORNER)}" style="fill:{FACE}"/>',
        f'<rect x="{number(field)}" y="{number(field)}" width="{number(CARD_W - 2 * field)}"'
        f' height="{number(CARD_H - 2 * field)}" rx="9" style="fill:{BACK_1}"/>',
        f'<path style="fill:none;stroke:{BACK_2}" stroke-width="1.6"'
        f' d="{lattice(field + 6, field + 6, CARD_W - field - 6, CARD_H - field - 6, 11)}"/>',
        f'<rect x="{number(field + 6)}" y="{number(field + 6)}" width="{number(CARD_W - 2 * field - 12)}"'
        f' height="{number(CARD_H - 2 * field - 12)}" rx="5" style="fill:none;stroke:{BACK_1}" stroke-width="6"/>',
        f'<rect x="{number(field + 9)}" y="{number(field + 9)}" width="{number(CARD_W - 2 * field - 18)}"'
        f' height="{number(CARD_H - 2 * field - 18)}" rx="4" style="fill:none;stroke:{BACK_2}" stroke-width="2"/>',
        f'<circle cx="100" cy="140" r="34" style="fill:{BACK_1};stroke:{BACK_2}" stroke-width="2.5"/>',
    ]
    corners = ((84, 124), (116, 124), (84, 156), (116, 156))
    emblem = functools.reduce(
        operator.add,
        (SUITS[suit].placed(x - 11, y - 11, 0.22) for suit, (x, y) in zip(SUIT_ORDER, corners, strict=True)),
    )
    body.append(filled(emblem, BACK_2))
    return f'<symbol id="card-back" viewBox="0 0 {number(CARD_W)} {number(CARD_H)}">{"".join(body)}</symbol>'


def mark_symbols() -> list[str]:
    """The suits alone and the empty-pile marks, each in a 100 x 100 box."""
    symbols = [
        f'<symbol id="suit-{suit}" viewBox="0 0 100 100">'
        f'<path style="fill:var(--suit-mark,{ink(suit)})" d="{SUITS[suit].d()}"/></symbol>'
        for suit in SUIT_ORDER
    ]
    king_scale = 1.3
    king = RANKS["K"].placed(50 - RANKS["K"].width * king_scale / 2, 40, king_scale)
    crown = CROWNS["K"].placed(26, 6, 0.48)
    symbols.append(
        '<symbol id="mark-king" viewBox="0 0 100 100">'
        + filled(crown, PILE_MARK)
        + stroked(king, PILE_MARK, GLYPH_STROKE * king_scale)
        + "</symbol>"
    )
    brackets = "M8 30V8H30M70 8H92V30M92 70V92H70M30 92H8V70"
    symbols.append(
        '<symbol id="mark-cell" viewBox="0 0 100 100">'
        f'<path style="fill:none;stroke:{PILE_MARK}" stroke-width="6" stroke-linecap="round"'
        f' stroke-linejoin="round" d="{brackets}"/></symbol>'
    )
    return symbols


def sprite() -> str:
    """The whole sprite file's text."""
    symbols = [card_symbol(rank, suit) for suit in SUIT_ORDER for rank in RANK_ORDER]
    symbols += [compact_symbol(rank, suit) for suit in SUIT_ORDER for rank in RANK_ORDER]
    symbols += [back_symbol(), *mark_symbols()]
    lines = [
        '<svg xmlns="http://www.w3.org/2000/svg">',
        "<!-- Generated by tools/card_faces.py: edit the generator, not this file. -->",
        *symbols,
        "</svg>",
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    """Write the sprite to static/img/cards.svg (or --output)."""
    parser = argparse.ArgumentParser(prog="python3 -m tools.card_faces", description=__doc__.split("\n", 1)[0])
    parser.add_argument("--output", type=Path, default=OUTPUT, help="where to write the sprite")
    arguments = parser.parse_args()
    arguments.output.write_text(sprite(), encoding="utf-8")
    print(f"card_faces: wrote {arguments.output} ({arguments.output.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
