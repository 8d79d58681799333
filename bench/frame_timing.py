"""Frame timing of the built game in headless Chromium with animations on (budget: 60 frames per second).

    .venv/bin/python -m bench.frame_timing [--rounds N] [--no-build]

bench/page_speed.py runs it too, after the boot and Event Timing measurements. Two measurements, each
repeated `--rounds` times on a fresh deal, printed as frame intervals (ms between consecutive
requestAnimationFrame callbacks: 16.7 ms is 60 fps):
  - a drag: a card follows the mouse across the board for 90 pointer moves;
  - an animated double tap: the frames while the moved card glides to its place.
Headless Chromium without a GPU rasterises in software, so these are upper bounds for a desktop.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

from tools import site_build as build
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.serve import serve_dist

ROOT = Path(__file__).resolve().parent.parent

RECORD_FRAMES = """() => {
  window.__frames = [];
  window.__recording = true;
  const step = (time) => { window.__frames.push(time); if (window.__recording) requestAnimationFrame(step); };
  requestAnimationFrame(step);
}"""
STOP_FRAMES = """() => {
  window.__recording = false;
  const f = window.__frames;
  return f.slice(1).map((time, i) => time - f[i]);
}"""


def percentile(values: list[float], fraction: float) -> float:
    """The `fraction` quantile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def centre(page: Page, selector: str) -> tuple[float, float]:
    """The middle of the top strip of an element."""
    box = page.locator(selector).last.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 12)


def drag_frames(page: Page) -> list[float]:
    """Frame intervals while a card is dragged across the board."""
    x, y = centre(page, "[data-pile=column-1] [data-card]")
    page.mouse.move(x, y)
    page.mouse.down()
    page.evaluate(RECORD_FRAMES)
    for step in range(90):
        page.mouse.move(x + 6 * step, y + 3 * step)
    intervals = page.evaluate(STOP_FRAMES)
    page.mouse.move(5, 5)
    page.mouse.up()
    page.wait_for_timeout(300)
    return [float(value) for value in intervals]


def double_tap_frames(page: Page) -> list[float]:
    """Frame intervals from a double tap until its animation is over (the stock draws first if nothing moves)."""
    for pile in range(1, 11):
        x, y = centre(page, f"[data-pile=column-{pile}] [data-card]")
        moves = page.evaluate("Promise.resolve(window.solitaire.state()).then((state) => JSON.parse(state).moves)")
        page.evaluate(RECORD_FRAMES)
        page.mouse.dblclick(x, y)
        page.wait_for_timeout(400)
        intervals = page.evaluate(STOP_FRAMES)
        if page.evaluate("Promise.resolve(window.solitaire.state()).then((state) => JSON.parse(state).moves)") > moves:
            return [float(value) for value in intervals]
        page.wait_for_timeout(400)
    return []


def report(label: str, values: list[float]) -> None:
    """Print p50, p95, max and the share of intervals over one 60 fps frame."""
    if not values:
        print(f"{label:<34} no samples")
        return
    late = sum(1 for value in values if value > 1000 / 60 * 1.5) / len(values)
    print(
        f"{label:<34} n={len(values):<5} p50 {statistics.median(values):6.1f}  p95 {percentile(values, 0.95):6.1f}"
        f"  max {max(values):6.1f} ms   {late:5.1%} over 25 ms"
    )


def measure_frames(browser: Browser, url: str, rounds: int) -> tuple[list[float], list[float]]:
    """Frame intervals of `rounds` drags and animated double taps on fresh Forty Thieves deals at 1440x900."""
    drags: list[float] = []
    animations: list[float] = []
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    page.goto(url + "#FT1-N-FRAMES1")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    for round_number in range(rounds):
        page.evaluate("code => { location.hash = code; }", f"FT1-N-FRAMES{round_number + 2}")
        page.wait_for_timeout(500)
        drags += drag_frames(page)
        animations += double_tap_frames(page)
    page.close()
    return drags, animations


def print_frames(drags: list[float], animations: list[float]) -> None:
    """Print the frame intervals of the drags and the animated double taps."""
    print("\nframe intervals with animations on (16.7 ms = 60 fps)")
    report("drag across the board", drags)
    report("animated double tap", animations)


def main() -> None:
    """Build, serve, measure, print."""
    parser = argparse.ArgumentParser(prog="python3 -m bench.frame_timing", description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        build.print_report(build.build())
    server, url = serve_dist(0)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
        drags, animations = measure_frames(browser, url, args.rounds)
        browser.close()
    server.shutdown()
    print_frames(drags, animations)


if __name__ == "__main__":
    main()
