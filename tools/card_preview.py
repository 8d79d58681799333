"""Review the card artwork: screenshots of every card, overlapped like columns, in every theme and deck.

    .venv/bin/python -m tools.card_preview [--out /tmp/card-shots] [--scale 1 2 3] [--faces both]

Builds small pages that use static/img/cards.svg and static/css/cards.css exactly as the game page
does (`<div class="card"><svg class="face"><use class="full" href="static/img/cards.svg#card-AS">
<use class="compact" href="static/img/cards.svg#card-AS-compact">`, inside a `.board` that has the
class `compact` for narrow cards), serves them on loopback with tools/serve.py, and writes PNG
screenshots from headless Chromium into --out, once per device pixel ratio given in --scale (`@2x`
in the name of all but ratio 1). Full faces: cards 40 px wide (phone), 120 px (desktop) and 250 px
(4K, the cards whose drawing differs most), each covering all but the top 20 % of the previous one
in a column. Compact faces (`*-compact-*`): cards 34 px wide (a ten-column board on a 360 px phone)
and 44 px (an eight-column one), each covering all but the top 32 %. Every page comes in the light
and dark themes and the two- and four-colour decks, as `*-columns.png` (every suit as a column, plus
two mixed columns) and `*-faces.png` (the faces side by side, the back, the empty-pile marks). The
pages carry a Content Security Policy stricter than the game's. It then checks, by reading back
pixels of the aces, that the colours the page sets reach the shapes inside the `<use>` shadow trees;
that exactly the face the board asks for is laid out (the other `<use>` has no layout box) and that
removing the hidden `<use>` elements leaves the number of layout objects unchanged (it prints the
counts); and it reports any console error or failed request. Not a test: a tool to look at the cards
while drawing them.
"""

from __future__ import annotations

import argparse
import shutil
import struct
import tempfile
import zlib
from pathlib import Path

from playwright.sync_api import Browser, CDPSession, Page, sync_playwright

from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.serve import serve_dist

ROOT = Path(__file__).resolve().parent.parent

SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
THEMES = ("light", "dark")
DECKS = ("two-colour", "four-colour")
# At desktop 4K size only the cards whose drawing differs most: ace, pips, courts.
DETAIL_RANKS = ("A", "6", "9", "10", "J", "Q", "K")
WIDTHS = (40, 120, 250)
COMPACT_WIDTHS = (34, 44)
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
.board.compact .column .card + .card { margin-top: calc(var(--card-h) * -0.68); }
.card { position: relative; width: var(--card-w); height: var(--card-h); flex: none; }
.pile { position: relative; width: var(--card-w); height: var(--card-h); border-radius: 8% / 5.7143%;
        outline: 1px dashed rgb(255 255 255 / 30%); background: rgb(255 255 255 / 6%); }
"""


def card(code: str) -> str:
    """The markup of one card, as the game page renders it: both faces, or the back alone."""
    if code == "back":
        uses = '<use href="static/img/cards.svg#card-back"></use>'
    else:
        uses = (
            f'<use class="full" href="static/img/cards.svg#card-{code}"></use>'
            f'<use class="compact" href="static/img/cards.svg#card-{code}-compact"></use>'
        )
    return (
        f'<div class="card" data-card="{code}"><svg class="face" viewBox="0 0 200 280" aria-hidden="true"'
        f' focusable="false">{uses}</svg></div>'
    )


def column(codes: tuple[str, ...] | list[str]) -> str:
    """A column of overlapped cards, first at the bottom."""
    return '<div class="column">' + "".join(card(code) for code in codes) + "</div>"


def mark(symbol: str) -> str:
    """An empty pile showing one of the sprite's marks."""
    return (
        f'<div class="pile"><svg class="mark" viewBox="0 0 100 100" aria-hidden="true">'
        f'<use href="static/img/cards.svg#{symbol}"></use></svg></div>'
    )


def page(theme: str, deck: str, width: int, *, compact: bool) -> str:
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
<link rel="icon" href="static/img/cards.svg"><title>Cards: {theme}, {deck}, {width} px</title>
<link rel="stylesheet" href="static/css/cards.css"><link rel="stylesheet" href="preview.css">
<link rel="stylesheet" href="size-{width}.css"></head>
<body class="{theme}"><div class="board{" compact" if compact else ""}">
<section id="columns"><h2>{theme} theme, {deck} deck, {"compact " if compact else ""}cards {width} px wide</h2>
<div class="row">{suit_columns}{mixed}</div></section>
<section id="faces">{faces}<div class="row">{back}{marks}</div></section>
</div></body></html>
"""


def write_site(directory: Path, faces: str) -> list[str]:
    """Write the review pages of `faces` (full, compact or both) and the card files into `directory`.

    Returns the page names; compact pages have `-compact` in their names.
    """
    for name in ("img/cards.svg", "css/cards.css"):
        (directory / "static" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "static" / name, directory / "static" / name)
    (directory / "preview.css").write_text(PAGE_CSS, encoding="utf-8")
    sizes = [(width, False) for width in WIDTHS if faces != "compact"]
    sizes += [(width, True) for width in COMPACT_WIDTHS if faces != "full"]
    for width, _compact in sizes:
        size = f":root {{ --card-w: {width}px; --card-h: {width * 1.4}px; --gap: {max(3, width // 10)}px; }}\n"
        (directory / f"size-{width}.css").write_text(size, encoding="utf-8")
    names = []
    for theme in THEMES:
        for deck in DECKS:
            for width, compact in sizes:
                name = f"cards-{width}px-{theme}-{deck}{'-compact' if compact else ''}.html"
                (directory / name).write_text(page(theme, deck, width, compact=compact), encoding="utf-8")
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


def check_colours(page_: Page, *, ink_at: float) -> list[str]:
    """Compare the ink of each ace's centre and the face colour with the page's custom properties.

    `ink_at` is the height, as a fraction of the card's, where the ace's big suit is solid ink.
    """
    problems = []
    for suit in SUITS:
        element = page_.locator(f'.row .card[data-card="A{suit}"]').last
        element.scroll_into_view_if_needed()
        box = element.bounding_box()
        assert box is not None
        expected = page_.evaluate(f"getComputedStyle(document.documentElement).getPropertyValue('--suit-{suit}')")
        face = page_.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--card-face')")
        for what, colour, x, y in (
            ("ink", expected, box["x"] + box["width"] / 2, box["y"] + box["height"] * ink_at),
            ("face", face, box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.08),
        ):
            shot = page_.screenshot(clip={"x": x, "y": y, "width": 1, "height": 1}, scale="css")
            got = "#{:02x}{:02x}{:02x}".format(*png_pixel(shot))
            if got != colour.strip().lower():
                problems.append(f"A{suit} {what}: expected {colour.strip()}, painted {got}")
    return problems


LAID_OUT_FACES = """() => {
  const faces = [...document.querySelectorAll('.face > use[class]')];
  const shown = faces.filter((use) => use.getClientRects().length > 0);
  return {
    shown: [...new Set(shown.map((use) => use.getAttribute('class')))],
    hidden: [...new Set(faces.filter((use) => !shown.includes(use)).map((use) => use.getAttribute('class')))],
    count: faces.length - shown.length,
  };
}"""

REMOVE_FACES = """(shown) => {
  for (const use of document.querySelectorAll('.face > use[class]')) {
    if ((use.getClientRects().length > 0) === shown) use.remove();
  }
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}"""


def layout_metrics(page_: Page, session: CDPSession) -> dict[str, float]:
    """Chromium's counts of DOM nodes and layout objects (DevTools metrics), once two readings agree.

    The counters are the renderer process's: each reading follows a garbage collection and a
    frame, so that objects of a page left earlier are gone.
    """
    previous: dict[str, float] = {}
    for _attempt in range(20):
        session.send("HeapProfiler.collectGarbage")
        page_.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        metrics = session.send("Performance.getMetrics")["metrics"]
        reading = {
            metric["name"]: metric["value"] for metric in metrics if metric["name"] in ("Nodes", "LayoutObjects")
        }
        if reading == previous:
            break
        previous = reading
    return previous


def check_face_switch(page_: Page, session: CDPSession, *, compact: bool) -> list[str]:
    """Check that only the face the board asks for is laid out and that the hidden one adds no layout object.

    Counts layout objects and DOM nodes with both faces, after removing the hidden `<use>`
    elements, then after removing the shown ones too (which must lower the count: the measure
    sees `<use>` elements). Reloads the page afterwards.
    """
    shown, hidden = ("compact", "full") if compact else ("full", "compact")
    faces = page_.evaluate(LAID_OUT_FACES)
    problems = []
    if faces["shown"] != [shown] or faces["hidden"] != [hidden]:
        problems.append(f"laid out: {faces['shown']}, hidden: {faces['hidden']}; expected only {shown}")
    both = layout_metrics(page_, session)
    page_.evaluate(REMOVE_FACES, False)
    one = layout_metrics(page_, session)
    page_.evaluate(REMOVE_FACES, True)
    none = layout_metrics(page_, session)
    print(
        f"card_preview: {faces['count']} cards, layout objects / DOM nodes with both faces"
        f" {both['LayoutObjects']:.0f} / {both['Nodes']:.0f}, without the hidden <use class={hidden}>"
        f" {one['LayoutObjects']:.0f} / {one['Nodes']:.0f}, without the shown ones too"
        f" {none['LayoutObjects']:.0f} / {none['Nodes']:.0f}"
    )
    if both["LayoutObjects"] != one["LayoutObjects"] or none["LayoutObjects"] >= one["LayoutObjects"]:
        problems.append("hidden <use> elements have layout objects")
    page_.reload()
    page_.wait_for_load_state("load")
    return problems


def shoot(browser: Browser, url: str, names: list[str], scale: float, out: Path, *, check: bool) -> list[str]:
    """Screenshot every page at device pixel ratio `scale` into `out`; with `check`, run the checks too.

    Returns the problems found, console errors and failed requests included.
    """
    problems: list[str] = []
    context = browser.new_context(viewport={"width": 2000, "height": 900}, device_scale_factor=scale)
    view = context.new_page()
    session = context.new_cdp_session(view)
    session.send("Performance.enable")
    view.on("console", lambda message: problems.append(f"console {message.type}: {message.text}"))
    view.on("requestfailed", lambda request: problems.append(f"request failed: {request.url}"))
    suffix = "" if scale == 1 else f"@{scale:g}x"
    for name in names:
        view.goto(url + name)
        view.wait_for_load_state("load")
        compact = "-compact" in name
        if check and ("120px" in name or "44px" in name):
            found = check_face_switch(view, session, compact=compact)
            found += check_colours(view, ink_at=0.65 if compact else 0.52)
            problems.extend(f"{name}: {problem}" for problem in found)
        for section in ("columns", "faces"):
            shot = out / name.replace(".html", f"-{section}{suffix}.png")
            view.locator(f"#{section}").screenshot(path=str(shot))
            print(f"card_preview: {shot}")
    context.close()
    return problems


def main() -> None:
    """Serve the review pages, screenshot them at every ratio, check the painted colours and the face switch."""
    parser = argparse.ArgumentParser(prog="python3 -m tools.card_preview", description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/card-shots"), help="folder for the PNG files")
    parser.add_argument("--scale", type=float, nargs="+", default=[1.0], help="device pixel ratios of the shots")
    parser.add_argument("--faces", choices=("full", "compact", "both"), default="both", help="which pages")
    arguments = parser.parse_args()
    arguments.out.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        names = write_site(Path(folder), arguments.faces)
        server, url = serve_dist(0, Path(folder))
        browser = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
        try:
            for scale in arguments.scale:
                problems += shoot(browser, url, names, scale, arguments.out, check=scale == arguments.scale[0])
        finally:
            browser.close()
            server.shutdown()
    print(
        "\n".join(problems)
        or "card_preview: painted colours match the custom properties; only the asked face is laid out; no errors"
    )


if __name__ == "__main__":
    main()
