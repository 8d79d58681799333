"""Review the card artwork: screenshots of every card, overlapped like columns, in every theme and deck.

    .venv/bin/python tools/card_preview.py [--out /tmp/card-shots] [--scale 1]

Builds small pages that use static/cards.svg and static/cards.css exactly as the game page
does (`<div class="card"><svg class="face"><use href="static/cards.svg#card-AS">`), serves
them on loopback with build.serve_dist, and writes PNG screenshots from headless Chromium
into --out: for cards 40 px wide (phone), 120 px (desktop) and 250 px (4K, the cards whose
drawing differs most), in the light and dark themes and the two- and four-colour decks,
`*-columns.png` (every suit as a column, each card covering all but the top 20 % of the
previous one, plus two mixed columns) and `*-faces.png` (the faces side by side, the back,
the empty-pile marks). The pages carry a Content Security Policy stricter than the game's.
It then checks, by reading back pixels of the aces, that the colours the page sets reach the
shapes inside the `<use>` shadow trees, and reports any console error or failed request.
Not a test: a tool to look at the cards while drawing them.
"""

from __future__ import annotations

import argparse
import shutil
import struct
import sys
import tempfile
import zlib
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from chromium import CHROMIUM_ARGS, chromium_executable  # noqa: E402

import build  # noqa: E402

SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
THEMES = ("light", "dark")
DECKS = ("two-colour", "four-colour")
# At desktop 4K size only the cards whose drawing differs most: ace, pips, courts.
DETAIL_RANKS = ("A", "6", "9", "10", "J", "Q", "K")
WIDTHS = (40, 120, 250)
# Stricter than the game's policy (no inline styles): the sprite's own style attributes must still apply.
STRICT_CSP = "default-src 'self'"
# A column of a game in progress: neighbours of every suit and the ranks that look alike.
MIXED = ("9S", "6H", "KD", "QC", "10S", "JH", "9D", "6C", "QS", "KH", "8D", "3C", "2S", "7H", "5D")

PAGE_CSS = """
.light { --felt: #0b5d3b; }
.dark { --felt: #0d2a20; }
section { display: inline-block; padding: 10px; background: var(--felt); }
body { margin: 0; background: var(--felt); font: 12px system-ui, sans-serif; color: #fff; }
h2 { margin: 4px 0 8px; font-size: 13px; font-weight: 600; }
.row { display: flex; flex-wrap: wrap; gap: var(--gap); align-items: flex-start; margin-bottom: 14px; }
.column { display: flex; flex-direction: column; width: var(--card-w); }
.column .card + .card { margin-top: calc(var(--card-h) * -0.8); }
.card { position: relative; width: var(--card-w); height: var(--card-h); flex: none; }
.pile { position: relative; width: var(--card-w); height: var(--card-h); border-radius: 8% / 5.7143%;
        outline: 1px dashed rgb(255 255 255 / 30%); background: rgb(255 255 255 / 6%); }
"""


def card(code: str) -> str:
    """The markup of one card, as the game page renders it."""
    return (
        f'<div class="card" data-card="{code}"><svg class="face" viewBox="0 0 200 280" aria-hidden="true"'
        f' focusable="false"><use href="static/cards.svg#card-{code}"></use></svg></div>'
    )


def column(codes: tuple[str, ...] | list[str]) -> str:
    """A column of overlapped cards, first at the bottom."""
    return '<div class="column">' + "".join(card(code) for code in codes) + "</div>"


def mark(symbol: str) -> str:
    """An empty pile showing one of the sprite's marks."""
    return (
        f'<div class="pile"><svg class="mark" viewBox="0 0 100 100" aria-hidden="true">'
        f'<use href="static/cards.svg#{symbol}"></use></svg></div>'
    )


def page(theme: str, deck: str, width: int) -> str:
    """A review page: columns per suit, a mixed column, every face side by side, the back and the marks."""
    suit_columns = "".join(column([rank + suit for rank in RANKS]) for suit in SUITS)
    mixed = column(list(MIXED)) + column(list(reversed(MIXED)))
    ranks = RANKS if width < 200 else DETAIL_RANKS
    faces = "".join(f'<div class="row">{"".join(card(rank + suit) for rank in ranks)}</div>' for suit in SUITS)
    back = card("back").replace('data-card="back"', "")
    marks = "".join(mark(symbol) for symbol in ("suit-S", "suit-H", "suit-D", "suit-C", "mark-king", "mark-cell"))
    return f"""<!doctype html>
<html lang="en" data-theme="{theme}" data-deck="{deck}">
<head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{STRICT_CSP}">
<link rel="icon" href="static/cards.svg"><title>Cards: {theme}, {deck}, {width} px</title>
<link rel="stylesheet" href="static/cards.css"><link rel="stylesheet" href="preview.css">
<link rel="stylesheet" href="size-{width}.css"></head>
<body class="{theme}">
<section id="columns"><h2>{theme} theme, {deck} deck, cards {width} px wide</h2>
<div class="row">{suit_columns}{mixed}</div></section>
<section id="faces">{faces}<div class="row">{back}{marks}</div></section>
</body></html>
"""


def write_site(directory: Path) -> list[str]:
    """Write the review pages and the card files into `directory`; return the page names."""
    (directory / "static").mkdir()
    for name in ("cards.svg", "cards.css"):
        shutil.copy(ROOT / "static" / name, directory / "static" / name)
    (directory / "preview.css").write_text(PAGE_CSS, encoding="utf-8")
    for width in WIDTHS:
        size = f":root {{ --card-w: {width}px; --card-h: {width * 1.4}px; --gap: {max(3, width // 10)}px; }}\n"
        (directory / f"size-{width}.css").write_text(size, encoding="utf-8")
    names = []
    for theme in THEMES:
        for deck in DECKS:
            for width in WIDTHS:
                name = f"cards-{width}px-{theme}-{deck}.html"
                (directory / name).write_text(page(theme, deck, width), encoding="utf-8")
                names.append(name)
    return names


def png_pixel(data: bytes) -> tuple[int, int, int]:
    """The RGB of the top-left pixel of an 8-bit RGB or RGBA PNG."""
    width, _height, depth, colour_type = struct.unpack(">IIBB", data[16:26])
    if depth != 8 or colour_type not in (2, 6):
        raise ValueError(f"unexpected PNG format: depth {depth}, colour type {colour_type}")
    chunks, position = b"", 8
    while position < len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        if data[position + 4 : position + 8] == b"IDAT":
            chunks += data[position + 8 : position + 8 + length]
        position += 12 + length
    raw = zlib.decompress(chunks)
    channels = 3 if colour_type == 2 else 4
    # Every PNG filter predicts the first pixel of the first row from zeros: its bytes are the pixel.
    if raw[0] not in (0, 1, 2, 3, 4) or width < 1:
        raise ValueError("corrupt PNG")
    red, green, blue = raw[1 : 1 + channels][:3]
    return red, green, blue


def check_colours(page_: Page) -> list[str]:
    """Compare the ink of each ace's centre and the face colour with the page's custom properties."""
    problems = []
    for suit in SUITS:
        element = page_.locator(f'.row .card[data-card="A{suit}"]').last
        element.scroll_into_view_if_needed()
        box = element.bounding_box()
        assert box is not None
        expected = page_.evaluate(f"getComputedStyle(document.documentElement).getPropertyValue('--suit-{suit}')")
        face = page_.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--card-face')")
        for what, colour, x, y in (
            ("ink", expected, box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.52),
            ("face", face, box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.08),
        ):
            shot = page_.screenshot(clip={"x": x, "y": y, "width": 1, "height": 1}, scale="css")
            got = "#{:02x}{:02x}{:02x}".format(*png_pixel(shot))
            if got != colour.strip().lower():
                problems.append(f"A{suit} {what}: expected {colour.strip()}, painted {got}")
    return problems


def main() -> None:
    """Serve the review pages, screenshot them, check the painted colours."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/card-shots"), help="folder for the PNG files")
    parser.add_argument("--scale", type=float, default=1.0, help="device pixel ratio of the screenshots")
    arguments = parser.parse_args()
    arguments.out.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        names = write_site(Path(folder))
        server, url = build.serve_dist(0, Path(folder))
        browser = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
        try:
            context = browser.new_context(viewport={"width": 2000, "height": 900}, device_scale_factor=arguments.scale)
            view = context.new_page()
            view.on("console", lambda message: problems.append(f"console {message.type}: {message.text}"))
            view.on("requestfailed", lambda request: problems.append(f"request failed: {request.url}"))
            for name in names:
                view.goto(url + name)
                view.wait_for_load_state("load")
                for section in ("columns", "faces"):
                    shot = arguments.out / name.replace(".html", f"-{section}.png")
                    view.locator(f"#{section}").screenshot(path=str(shot))
                    print(f"card_preview: {shot}")
                if "120px" in name:
                    problems += [f"{name}: {problem}" for problem in check_colours(view)]
        finally:
            browser.close()
            server.shutdown()
    print("\n".join(problems) or "card_preview: painted colours match the custom properties; no errors")


if __name__ == "__main__":
    main()
