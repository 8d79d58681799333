"""The post-game analysis in the browser: worker start, time to a verdict, taps while it works.

Runs the built site's analysis worker (static/js/analysis-worker.mjs) in headless Chromium, as
the page runs it, and prints three measurements:

1. Worker start: a new worker's first answer (its Pyodide downloaded from the HTTP cache and
   started, then a certified deal answered from its stored solution), cold, against the same
   request sent again to the warm worker; both ways, round by round: started from the memory
   snapshot (the site as built) and the ordinary way (the same site served without snapshot/,
   on its own origin).
2. Time to the deal's verdict (an analysis of a playing with no action: one position at the
   page's 10 s limit) on held-out deals of every variant: median, p90, and the verdicts.
3. Taps while it works: Event Timing of draws tapped on a Forty Thieves deal with a Forty
   Thieves analysis running in the worker, round by round against the same taps with none:
   the taps whose longest event entry took over 16 ms (a frame), and the main thread's long
   tasks.

    python3 -m bench.analysis_speed [--site dist] [--deals 20] [--taps 20]
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

import game
from game.certified import certified_codes
from game.replay import encode_moves
from tools import site_build as build
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.pages import DESKTOP, card_point, wait_ready
from tools.serve import serve_dist

VARIANTS = ("eight-off-8", "eight-off-4", "eight-off-2", "forty-thieves")
VERDICTS = ("won", "impossible", "unknown")
NO_ACTIONS = encode_moves(())
TIME_LIMIT_S = 10.0
TAP_GAP_MS = 300
FRAME_MS = 16  # Event Timing rounds durations to 8 ms: an interaction of 16 ms or less kept the frame
SEED = 2026

# The worker as analysis.js makes it, and one request timed to its answer.
WORKER_JS = """() => {
  window.benchWorker = new Worker("static/js/analysis-worker.mjs", { type: "module" });
}"""
ASK_JS = """(request) => new Promise((resolve) => {
  const started = performance.now();
  let boot = null;
  window.benchWorker.onmessage = ({ data }) => {
    if (data.ready) return void (boot = data.boot);
    resolve({ ms: performance.now() - started, verdict: data.analysis?.deal ?? null, error: data.error ?? null, boot });
  };
  window.benchWorker.postMessage(request);
})"""
START_JS = """(request) => { window.benchWorker.onmessage = null; window.benchWorker.postMessage(request); }"""
OBSERVE_JS = """() => {
  window.benchEvents = [];
  window.benchLong = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.benchEvents.push([entry.interactionId, entry.duration]);
    }
  }).observe({ type: "event", durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLong.push(entry.duration);
  }).observe({ type: "longtask" });
}"""
TAKE_JS = """() => { const taken = [window.benchEvents, window.benchLong];
  window.benchEvents = []; window.benchLong = []; return taken; }"""


def held_out_codes(key: str, count: int) -> list[str]:
    """`count` deal codes of a variant drawn with a fixed seed, none of them certified."""
    record = game.VARIANTS[key]
    chooser, certified, codes = random.Random(f"{SEED}-{key}"), set(certified_codes(key)), []
    while len(codes) < count:
        code = str(game.DealCode(record.game, chooser.randrange(32**7), record.cells))
        if code not in certified:
            codes.append(code)
    return codes


def request(code: str, solutions: str | None = None) -> dict[str, object]:
    """A worker request for the deal of `code` with no action played."""
    return {"code": code, "moves": NO_ACTIONS, "timeLimit": TIME_LIMIT_S, "solutions": solutions}


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def worker_start(pages: dict[str, Page], rounds: int = 3) -> None:
    """Cold (a new worker) and warm (the same worker again) answers for a certified deal, on each page in turn."""
    code = certified_codes("eight-off-8")[0]
    certified = request(code, "solutions/eight-off-8.txt")
    cold: dict[str, list[float]] = {way: [] for way in pages}
    warm: dict[str, list[float]] = {way: [] for way in pages}
    for round_number in range(rounds):
        ways = list(pages) if round_number % 2 == 0 else list(reversed(pages))
        for way in ways:
            page = pages[way]
            page.evaluate(WORKER_JS)
            first = page.evaluate(ASK_JS, certified)
            if first["boot"] != way:
                raise RuntimeError(f"the worker started {first['boot']!r}, not {way!r}: {first['error']}")
            cold[way].append(first["ms"])
            warm[way].append(page.evaluate(ASK_JS, certified)["ms"])
            page.evaluate("() => window.benchWorker.terminate()")
    for way in pages:
        print(
            f"worker start ({way}), certified {code}: cold {statistics.median(cold[way]):.0f} ms,"
            f" warm {statistics.median(warm[way]):.0f} ms"
            f"  (medians of {rounds}; cold {[round(ms) for ms in cold[way]]}, warm {[round(ms) for ms in warm[way]]})"
        )


def verdicts(page: Page, deals: int) -> None:
    """The time to each held-out deal's verdict in the warm worker, by variant."""
    page.evaluate(WORKER_JS)
    page.evaluate(ASK_JS, request(certified_codes("eight-off-8")[0]))
    for key in VARIANTS:
        answers = [page.evaluate(ASK_JS, request(code)) for code in held_out_codes(key, deals)]
        seconds = [answer["ms"] / 1000 for answer in answers]
        counts = {verdict: sum(answer["verdict"] == verdict for answer in answers) for verdict in VERDICTS}
        errors = [answer["error"] for answer in answers if answer["error"]]
        print(
            f"{key:14} verdict in {statistics.median(seconds):5.2f} s median, {percentile(seconds, 0.9):5.2f} s p90"
            f" over {deals} deals: {counts}" + (f" errors {errors}" if errors else "")
        )
    page.evaluate("() => window.benchWorker.terminate()")


def taps(page: Page, url: str, taps_per_round: int, rounds: int = 2) -> None:
    """Draws tapped with and without an analysis running, round by round: taps over a frame, long tasks."""
    busy_code, tapped_code = held_out_codes("forty-thieves", 2)
    results: dict[str, list[list[float]]] = {"idle": [[], []], "analysing": [[], []]}
    for _ in range(rounds):
        for state in ("idle", "analysing"):
            page.goto(f"{url}#{tapped_code}")
            page.reload()  # a fresh page: the same hash alone would not load it again
            wait_ready(page)
            page.evaluate(OBSERVE_JS)
            if state == "analysing":
                page.evaluate(WORKER_JS)
                page.evaluate(START_JS, request(busy_code))
                page.wait_for_timeout(4000)  # the worker's Pyodide up and searching
            page.evaluate(TAKE_JS)
            for _ in range(taps_per_round):
                x, y = card_point(page, "stock")
                page.mouse.click(x, y)
                page.wait_for_timeout(TAP_GAP_MS)
            entries, long_tasks = page.evaluate(TAKE_JS)
            longest: dict[int, float] = {}
            for interaction, duration in entries:
                longest[interaction] = max(duration, longest.get(interaction, 0))
            results[state][0] += longest.values()
            results[state][1] += long_tasks
            page.evaluate("() => window.benchWorker?.terminate()")
    for state, (durations, long_tasks) in results.items():
        late = [round(ms) for ms in durations if ms > FRAME_MS]
        print(
            f"taps {state:9}: {len(late)} of {taps_per_round * rounds} over {FRAME_MS} ms {sorted(late)};"
            f" long tasks {sorted(round(ms) for ms in long_tasks)}"
        )


def main() -> None:
    """Build (unless --site), serve, and measure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one into a temporary folder)")
    parser.add_argument("--deals", type=int, default=20, help="held-out deals per variant (default 20)")
    parser.add_argument("--taps", type=int, default=20, help="draws tapped per round (default 20)")
    options = parser.parse_args()
    site = options.site
    if site is None:
        site = Path(f"/tmp/analysis-speed-{int(time.time())}")
        build.build(site)
    with tempfile.TemporaryDirectory(prefix="analysis-speed-plain-") as plain_site:
        shutil.copytree(site, plain_site, dirs_exist_ok=True, ignore=shutil.ignore_patterns("snapshot"))
        servers = [serve_dist(0, site), serve_dist(0, Path(plain_site))]
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
                pages = {}
                for way, (_, url) in zip(("snapshot", "plain"), servers, strict=True):
                    pages[way] = browser.new_context(viewport=DESKTOP).new_page()
                    pages[way].goto(url)
                    wait_ready(pages[way])
                worker_start(pages)
                pages["plain"].context.close()
                page, url = pages["snapshot"], servers[0][1]
                taps(page, url, options.taps)
                verdicts(page, options.deals)
                browser.close()
        finally:
            for server, _ in servers:
                server.shutdown()


if __name__ == "__main__":
    main()
