"""Vector shapes of the card faces: suits, rank glyphs and ornaments, as transformable paths.

Shapes are written as SVG path strings in their own small boxes (suits in 100 x 100, rank
glyphs as stroke centre lines 40 units tall, in two sets: RANKS for the full faces and the
heavier, wider COMPACT_RANKS for the large index of narrow cards) and parsed into absolute
segments, so that the generator can place, scale and turn them by a half turn and merge
several into one `<path>`.
Only the commands M, L, H, V, C, A and Z are used. Python 3.11 standard library only.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

Segment = tuple[str, tuple[float, ...]]

GLYPH_HEIGHT = 40.0
"""Height of a rank glyph's stroke centre lines; its strokes add half a stroke above and below."""

GLYPH_STROKE = 8.5
"""Stroke width of the rank glyphs in glyph units: a bold weight that survives 10-pixel indices."""

COMPACT_STROKE = 13.0
"""Stroke width of the compact face's rank glyphs in glyph units: heavier than GLYPH_STROKE, for
indices about 12 pixels tall on cards 34 pixels wide; the compact glyphs are wider to keep their
counters open under it."""

ELLIPSE_KAPPA = 0.5523
"""Distance of a cubic Bézier's control points from the ends, per radius, for a quarter ellipse."""

TOKEN = re.compile(r"[MLHVCAZ]|-?(?:\d+\.?\d*|\.\d+)")
ARGUMENT_COUNTS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "A": 7, "Z": 0}


@dataclass(frozen=True, slots=True)
class Shape:
    """A path in absolute segments (M, L, C, A, Z) and the size of the box it was drawn in."""

    segments: tuple[Segment, ...]
    width: float
    height: float

    def placed(self, x: float, y: float, scale: float = 1.0, *, turned: bool = False) -> Shape:
        """This shape scaled by `scale` with its box's top-left corner at (x, y), optionally turned 180°.

        The result's box reaches from the origin to the far corner of the placed box.
        """
        box_w, box_h = self.width * scale, self.height * scale

        def point(px: float, py: float) -> tuple[float, float]:
            if turned:
                return x + box_w - px * scale, y + box_h - py * scale
            return x + px * scale, y + py * scale

        segments: list[Segment] = []
        for command, values in self.segments:
            if command == "A":
                rx, ry, rotation, large, sweep, ax, ay = values
                segments.append(("A", (rx * scale, ry * scale, rotation, large, sweep, *point(ax, ay))))
            else:
                pairs = [point(values[i], values[i + 1]) for i in range(0, len(values), 2)]
                segments.append((command, tuple(coordinate for pair in pairs for coordinate in pair)))
        return Shape(tuple(segments), x + box_w, y + box_h)

    def __add__(self, other: Shape) -> Shape:
        """Both shapes as one path, in the box that holds both boxes (both drawn from the same origin)."""
        return Shape(self.segments + other.segments, max(self.width, other.width), max(self.height, other.height))

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of the path's centre line, from points sampled along every segment."""
        points: list[tuple[float, float]] = []
        x = y = start_x = start_y = 0.0
        for command, values in self.segments:
            if command == "C":
                x1, y1, x2, y2, x3, y3 = values
                points += [cubic_point((x, y), (x1, y1), (x2, y2), (x3, y3), step / 32) for step in range(33)]
            elif command == "A":
                points += arc_points((x, y), values)
            end = (start_x, start_y) if command == "Z" else (values[-2], values[-1])
            points.append(end)
            x, y = end
            if command == "M":
                start_x, start_y = x, y
        xs, ys = [px for px, _ in points], [py for _, py in points]
        return min(xs), min(ys), max(xs), max(ys)

    def d(self) -> str:
        """The SVG path data, numbers rounded to two decimals."""
        return "".join(command + " ".join(number(value) for value in values) for command, values in self.segments)


def number(value: float) -> str:
    """A short, stable text form of a coordinate: 12.5, 3, -0.25."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def cubic_point(
    p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], p3: tuple[float, float], t: float
) -> tuple[float, float]:
    """The point at parameter t of a cubic Bézier curve."""
    u = 1 - t
    weights = (u**3, 3 * u * u * t, 3 * u * t * t, t**3)
    return (
        sum(w * p[0] for w, p in zip(weights, (p0, p1, p2, p3), strict=True)),
        sum(w * p[1] for w, p in zip(weights, (p0, p1, p2, p3), strict=True)),
    )


def arc_points(start: tuple[float, float], values: tuple[float, ...]) -> list[tuple[float, float]]:
    """Points along a circular arc segment (rx = ry, no rotation), by the SVG endpoint-to-centre conversion."""
    radius, _ry, _rotation, large, sweep, end_x, end_y = values
    half_x, half_y = (start[0] - end_x) / 2, (start[1] - end_y) / 2
    half_chord_sq = half_x * half_x + half_y * half_y
    radius = max(radius, math.sqrt(half_chord_sq))
    factor = math.sqrt(max(radius * radius - half_chord_sq, 0.0) / half_chord_sq)
    if large == sweep:
        factor = -factor
    centre_x = factor * half_y + (start[0] + end_x) / 2
    centre_y = -factor * half_x + (start[1] + end_y) / 2
    first = math.atan2(start[1] - centre_y, start[0] - centre_x)
    turn = math.atan2(end_y - centre_y, end_x - centre_x) - first
    if sweep and turn < 0:
        turn += 2 * math.pi
    elif not sweep and turn > 0:
        turn -= 2 * math.pi
    angles = (first + turn * step / 32 for step in range(33))
    return [(centre_x + radius * math.cos(angle), centre_y + radius * math.sin(angle)) for angle in angles]


def parse(data: str, width: float, height: float = GLYPH_HEIGHT) -> Shape:
    """Parse path data written with absolute M, L, H, V, C, A and Z into a Shape drawn in a `width` x `height` box."""
    tokens = TOKEN.findall(data)
    segments: list[Segment] = []
    x = y = start_x = start_y = 0.0
    index = 0
    command = ""
    while index < len(tokens):
        if tokens[index].isalpha():
            command = tokens[index]
            index += 1
        count = ARGUMENT_COUNTS[command]
        values = [float(token) for token in tokens[index : index + count]]
        index += count
        if command == "H":
            command, values = "L", [values[0], y]
        elif command == "V":
            command, values = "L", [x, values[0]]
        segments.append((command, tuple(values)))
        if command == "Z":
            x, y = start_x, start_y
        else:
            x, y = values[-2], values[-1]
        if command == "M":
            start_x, start_y = x, y
            command = "L"
    return Shape(tuple(segments), width, height)


def circle(cx: float, cy: float, r: float, width: float, height: float = GLYPH_HEIGHT) -> Shape:
    """A clockwise circle as two arcs, in a `width` x `height` box."""
    return parse(f"M{cx + r} {cy} A{r} {r} 0 1 1 {cx - r} {cy} A{r} {r} 0 1 1 {cx + r} {cy} Z", width, height)


def ellipse(cx: float, cy: float, rx: float, ry: float, *, width: float) -> Shape:
    """A clockwise axis-aligned ellipse as four cubic quarters, in a `width` x GLYPH_HEIGHT box."""
    kx, ky = rx * ELLIPSE_KAPPA, ry * ELLIPSE_KAPPA
    right, bottom, left, top = (cx + rx, cy), (cx, cy + ry), (cx - rx, cy), (cx, cy - ry)
    quarters = (
        (right, (cx + rx, cy + ky), (cx + kx, cy + ry), bottom),
        (bottom, (cx - kx, cy + ry), (cx - rx, cy + ky), left),
        (left, (cx - rx, cy - ky), (cx - kx, cy - ry), top),
        (top, (cx + kx, cy - ry), (cx + rx, cy - ky), right),
    )
    curves = "".join(f" C{a[0]} {a[1]} {b[0]} {b[1]} {c[0]} {c[1]}" for _, a, b, c in quarters)
    return parse(f"M{right[0]} {right[1]}{curves} Z", width)


# Suits, filled, in a 100 x 100 box, every outline clockwise so that overlapping parts unite.
SUITS: dict[str, Shape] = {
    "S": parse(
        "M50 4 C62 22 96 40 96 63 C96 77 85 87 72 87 C63 87 56.5 83 53.5 77 C54.5 86 58 92 66 97 H34"
        " C42 92 45.5 86 46.5 77 C43.5 83 37 87 28 87 C15 87 4 77 4 63 C4 40 38 22 50 4 Z",
        100.0,
        100.0,
    ),
    "H": parse(
        "M50 94 C38 79 4 62 4 34 C4 16 16 5 30 5 C40 5 47 11 50 20 C53 11 60 5 70 5"
        " C84 5 96 16 96 34 C96 62 62 79 50 94 Z",
        100.0,
        100.0,
    ),
    "D": parse("M50 2 C61 21 74 36 89 50 C74 64 61 79 50 98 C39 79 26 64 11 50 C26 36 39 21 50 2 Z", 100.0, 100.0),
    "C": circle(50, 27, 21.5, 100.0, 100.0)
    + circle(27, 59, 21.5, 100.0, 100.0)
    + circle(73, 59, 21.5, 100.0, 100.0)
    + circle(50, 52, 12, 100.0, 100.0)
    + parse("M53.5 60 C54 78 58 90 67 97 H33 C42 90 46 78 46.5 60 Z", 100.0, 100.0),
}

# Rank glyphs: stroke centre lines, GLYPH_HEIGHT tall, drawn with round caps and joins.
ZERO = "M0 11 A11 11 0 0 1 22 11 V29 A11 11 0 0 1 0 29 Z"
SIX_BOWL = "M24.5 27.75 A12.25 12.25 0 1 1 0 27.75 A12.25 12.25 0 1 1 24.5 27.75 Z"
SIX = SIX_BOWL + " M0 27.75 C0 12 7 0 20.5 0"
RANKS: dict[str, Shape] = {
    "A": parse("M0 40 L15 0 L30 40 M5.25 26 H24.75", 30.0),
    "2": parse("M0.5 10 C1.5 4 6.5 0 12.5 0 C19 0 24 4.5 24 11 C24 19 17 24 0 40 H25", 25.0),
    "3": parse(
        "M1.5 5 C4 1.5 8 0 12 0 C18.5 0 23 4 23 10 C23 16 18.5 19.5 11 19.5 C19.5 19.5 24.5 24 24.5 30"
        " C24.5 36 19.5 40 12.5 40 C7.5 40 3 38 0.5 34.5",
        24.5,
    ),
    "4": parse("M18.5 40 V0 L0 27.5 H26.5", 26.5),
    "5": parse(
        "M22.5 0 H4 L2.5 18 C5 15.5 8.5 14.5 12 14.5 C19.5 14.5 24.5 19.5 24.5 27 C24.5 35 19 40 12 40"
        " C7 40 3 37.5 0.5 33.5",
        24.5,
    ),
    "6": parse(SIX, 24.5),
    "7": parse("M0 0 H24 C16 11 11.5 24 10 40", 24.0),
    "8": circle(12.25, 9.75, 9.75, 24.5) + circle(12.25, 29.25, 10.75, 24.5),
    "9": parse(SIX, 24.5).placed(0, 0, turned=True),
    "10": parse("M0 8 L9 0 V40", 9.0) + parse(ZERO, 22.0).placed(21.5, 0),
    "J": parse("M20 0 V28 C20 35 16 40 10 40 C4 40 0 35.5 0 29.5", 20.0),
    "Q": parse(
        "M14 0 C21.7 0 28 8 28 20 C28 32 21.7 40 14 40 C6.3 40 0 32 0 20 C0 8 6.3 0 14 0 Z M17 28.5 L28.5 40.5", 28.0
    ),
    "K": parse("M0 0 V40 M25 0 L0 25 M8.5 16.5 L25 40", 25.0),
}

# Court ornaments, filled, in a 100 x 40 box: the headgear that tells king, queen and jack apart,
# each with the jewels (centre x, centre y, radius) set on it in the accent colour.
CROWNS: dict[str, Shape] = {
    "K": parse("M10 32 L4 8 L27 20 L50 3 L73 20 L96 8 L90 32 Z M10 34.5 H90 V40 H10 Z", 100.0),
    "Q": parse(
        "M6 34 C10 18 28 6 50 6 C72 6 90 18 94 34 H80 C74 25 63 20 50 20 C37 20 26 25 20 34 Z M8 34.5 H92 V40 H8 Z",
        100.0,
    ),
    "J": parse(
        "M12 34 C12 23 28 16 48 16 C68 16 84 23 84 34 Z M54 17 C62 6 78 0 98 1 C90 10 74 17 54 17 Z"
        " M10 34.5 H86 V40 H10 Z",
        100.0,
    ),
}
CROWN_JEWELS: dict[str, tuple[tuple[float, float, float], ...]] = {
    "K": ((4, 7, 4.5), (50, 3, 5.5), (96, 7, 4.5), (50, 26, 4)),
    "Q": (
        (11.5, 22.9, 3.2),
        (21.3, 14, 3.2),
        (34.4, 8.1, 3.2),
        (50, 5, 5),
        (65.6, 8.1, 3.2),
        (78.7, 14, 3.2),
        (88.5, 22.9, 3.2),
    ),
    "J": ((55, 17, 4.5),),
}

# Compact rank glyphs: the large index of the compact faces (cards about 34-60 px wide). Stroke
# centre lines, GLYPH_HEIGHT tall, drawn with COMPACT_STROKE: wide, open forms (an open 4, a
# wide A, oval bowls) and a clear gap between the digits of 10, so that nothing closes up.
COMPACT_SIX = ellipse(14.5, 27, 14.5, 13, width=29.0) + parse("M0 27 C0 10 9 0 25 0.5", 29.0)
COMPACT_RANKS: dict[str, Shape] = {
    "A": parse("M0 40 L18 0 L36 40 M7.5 28.5 H28.5", 36.0),
    "2": parse("M1 10 C2.5 3.5 8 0 14.5 0 C22.5 0 28 5 28 12 C28 20 21 25.5 0.5 40 H29", 29.0),
    "3": parse(
        "M1.5 5 C4.5 1.5 9 0 14 0 C21.5 0 26.5 4 26.5 10.5 C26.5 16.5 21.5 19.5 13 19.5"
        " C22.5 19.5 28 24 28 30 C28 36.5 22 40 14 40 C8 40 3 38 0 34.5",
        28.0,
    ),
    "4": parse("M17 0 L0 27 H30 M22 14 V40", 30.0),
    "5": parse(
        "M26 0 H5 L3 17.5 C6 15 10 14 14 14 C22.5 14 28.5 19.5 28.5 27 C28.5 35 22.5 40 14.5 40 C8 40 3 38 0 34",
        28.5,
    ),
    "6": COMPACT_SIX,
    "7": parse("M0 0 H28 C20 11 15 24 13 40", 28.0),
    "8": ellipse(14.5, 10.25, 12.5, 10.25, width=29.0) + ellipse(14.5, 29.25, 14.5, 10.75, width=29.0),
    "9": COMPACT_SIX.placed(0, 0, turned=True),
    "10": parse("M0 8 L9 0 V40", 9.0) + parse(ZERO, 22.0).placed(27, 0),
    "J": parse("M22 0 V27.5 C22 35.5 17.5 40 11 40 C4.5 40 0 35.5 0 29.5", 22.0),
    "Q": ellipse(15.5, 20, 15.5, 20, width=31.0) + parse("M18 28 L31 41", 31.0),
    "K": parse("M0 0 V40 M27 0 L0 26 M9 17.5 L28 40", 28.0),
}
