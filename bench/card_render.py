"""Rendering cost of the card artwork in headless Chromium: one card moved per frame, as after a tap.

    .venv/bin/python -m bench.card_render [--moves N] [--rounds N]

Serves a page holding a board of 70 cards (10 columns of 7, fanned at 30 %) drawn one of
three ways, and times moves like the game's: the top card of one column is removed and a
clone of its template is appended to the next column.
Per move it prints the median and p95 of `dom` (the script's remove, clone and append)
and `frame` (the next frame's style, layout and paint, from the start of its
requestAnimationFrame to a message posted from it). The ways:

- `text`: the earlier text-glyph card (a div with two spans);
- `sprite-file`: static/img/cards.svg through `<svg class="face"><use href="static/img/cards.svg#card-AS">`;
- `sprite-inline`: the same symbols inlined once in the page, `<use href="#card-AS">`, as the
  built game page has them (build.py `inline_card_sprite`).

It times the frame only: the cost that made the game inline its sprite is outside it (Chromium
parsing the sprite file again after most new cards, in a task of its own; see build.py).

Rounds alternate the ways so that load from other processes spreads evenly.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.serve import serve_dist

ROOT = Path(__file__).resolve().parent.parent

SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
WAYS = ("text", "sprite-file", "sprite-inline")

PAGE_CSS = """
:root { --card-w: 72px; --card-h: 100.8px; }
body { margin: 0; padding: 8px; background: #0b5d3b; font-family: system-ui, sans-serif; }
.board { display: grid; grid-template-columns: repeat(10, var(--card-w)); gap: 6px; }
.column { position: relative; contain: layout style; }
.column .card + .card { margin-top: calc(var(--card-h) * -0.7); }
.card { position: relative; width: var(--card-w); height: var(--card-h); }
.text .card { border: 1px solid #9a9a9a; border-radius: calc(var(--card-w) * 0.08); background: #fffdf7;
              box-shadow: 0 1px 0 rgb(0 0 0 / 35%); color: #1a1a1a; }
.text .card.red { color: #c0182a; }
.text .corner { position: absolute; top: 0.05em; left: 0.15em; font-size: 21px; font-weight: 700; line-height: 1; }
.text .middle { position: absolute; inset: auto 0 6% 0; text-align: center; font-size: 40px; line-height: 1; }
"""

SCRIPT = """
const ways = {
  text: textCard,
  "sprite-file": (code) => spriteCard(code, "static/img/cards.svg"),
  "sprite-inline": (code) => spriteCard(code, ""),
};
const SYMBOLS = { S: "\\u2660", H: "\\u2665", D: "\\u2666", C: "\\u2663" };
function textCard(code) {
  const card = document.createElement("div");
  card.className = "card" + ("HD".includes(code.at(-1)) ? " red" : "");
  card.dataset.card = code;
  const corner = document.createElement("span");
  corner.className = "corner";
  corner.textContent = code.slice(0, -1) + SYMBOLS[code.at(-1)];
  const middle = document.createElement("span");
  middle.className = "middle";
  middle.textContent = SYMBOLS[code.at(-1)];
  card.append(corner, middle);
  return card;
}
function spriteCard(code, file) {
  const card = document.createElement("div");
  card.className = "card";
  card.dataset.card = code;
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("class", "face");
  svg.setAttribute("viewBox", "0 0 200 280");
  const use = document.createElementNS("http://www.w3.org/2000/svg", "use");
  use.setAttribute("href", `${file}#card-${code}`);
  svg.append(use);
  card.append(svg);
  return card;
}
window.setUp = (way, codes) => {
  const board = document.getElementById("board");
  board.className = "board " + (way === "text" ? "text" : "sprite");
  board.replaceChildren();
  const make = ways[way];
  window.templates = Object.fromEntries(codes.map((code) => [code, make(code)]));
  for (let column = 0; column < 10; column++) {
    const element = document.createElement("div");
    element.className = "column";
    for (let row = 0; row < 7; row++) {
      const code = codes[(column * 7 + row) % codes.length];
      element.append(templates[code].cloneNode(true));
    }
    board.append(element);
  }
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
};
window.move = (index) => new Promise((resolve) => {
  const columns = document.querySelectorAll(".column");
  const from = columns[index % 10], to = columns[(index + 1) % 10];
  const start = performance.now();
  const card = from.lastElementChild;
  card.remove();
  to.append(templates[card.dataset.card].cloneNode(true));
  const dom = performance.now() - start;
  requestAnimationFrame(() => {
    const frame = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve({ dom, frame: performance.now() - frame });
    channel.port2.postMessage(null);
  });
});
"""


def page_html(sprite: str) -> str:
    """The bench page, with the sprite's symbols inlined (hidden) for the `sprite-inline` way."""
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>card render bench</title>
<link rel="icon" href="static/img/cards.svg">
<link rel="stylesheet" href="static/css/cards.css"><link rel="stylesheet" href="bench.css">
<script src="bench.js"></script></head>
<body>
<svg aria-hidden="true" style="display: none">{sprite}</svg>
<div id="board" class="board"></div>
</body></html>
"""


def percentile(values: list[float], fraction: float) -> float:
    """The `fraction` quantile of `values` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def run_round(page: Page, way: str, moves: int) -> tuple[list[float], list[float]]:
    """Set a board up drawn `way` and time `moves` single-card moves; return (dom, frame) times in ms."""
    codes = [rank + suit for suit in SUITS for rank in RANKS]
    page.evaluate("([way, codes]) => setUp(way, codes)", [way, codes])
    dom, frame = [], []
    for index in range(moves):
        times = page.evaluate("(index) => move(index)", index)
        dom.append(times["dom"])
        frame.append(times["frame"])
    return dom, frame


def main() -> None:
    """Serve the bench page, alternate the ways round by round, print medians and p95."""
    parser = argparse.ArgumentParser(prog="python3 -m bench.card_render", description=__doc__.split("\n", 1)[0])
    parser.add_argument("--moves", type=int, default=100, help="moves per round (default 100)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds per way (default 5)")
    arguments = parser.parse_args()
    sprite_text = (ROOT / "static" / "img" / "cards.svg").read_text(encoding="utf-8")
    symbols = "".join(re.findall(r"<symbol .*?</symbol>", sprite_text))
    results: dict[str, tuple[list[float], list[float]]] = {way: ([], []) for way in WAYS}
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        site = Path(folder)
        for name in ("img/cards.svg", "css/cards.css"):
            (site / "static" / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(ROOT / "static" / name, site / "static" / name)
        (site / "bench.css").write_text(PAGE_CSS, encoding="utf-8")
        (site / "bench.js").write_text(SCRIPT, encoding="utf-8")
        (site / "index.html").write_text(page_html(symbols), encoding="utf-8")
        server, url = serve_dist(0, site)
        browser = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
        try:
            page = browser.new_page(viewport={"width": 900, "height": 900})
            page.goto(url + "index.html")
            page.wait_for_load_state("load")
            for _ in range(arguments.rounds):
                for way in WAYS:
                    dom, frame = run_round(page, way, arguments.moves)
                    results[way][0].extend(dom)
                    results[way][1].extend(frame)
        finally:
            browser.close()
            server.shutdown()
    print(f"{arguments.rounds} x {arguments.moves} moves   dom p50   dom p95   frame p50   frame p95  (ms)")
    for way, (dom, frame) in results.items():
        print(
            f"{way:<22}{statistics.median(dom):8.2f}{percentile(dom, 0.95):10.2f}"
            f"{statistics.median(frame):12.2f}{percentile(frame, 0.95):12.2f}"
        )


if __name__ == "__main__":
    main()
