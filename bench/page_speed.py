"""Boot, bytes, memory and interaction benchmark of the built site in headless Chromium.

    .venv/bin/python -m bench.page_speed [--runs N] [--slow-runs N] [--rounds N] [--frame-rounds N] [--no-build]
                                         [--compare DIR]

Builds dist/ (unless --no-build) and serves two sites compressed on loopback with
tools/serve.py (each file's .br or .gz copy, with Content-Encoding): the game (dist/) on one
port, and on ANOTHER port (another origin, so no service worker of the game ever controls it)
a bare site holding the same vendored Pyodide (dist/pyodide/ with its copies), `bare.html`
(loads Pyodide, runs `print(1)`, sets `<html data-ready>`) and the calibration page of
bench/event_timing.py. Every browser runs on its own persistent profile; no two sites share one.

`--compare DIR` measures a second built site beside the game in the same run, to judge a change
side by side: DIR (say the dist/ of a git worktree of the commit before it) is served on a third
port, and its loads alternate with the game's and the bare page's in every state, each site on
profiles of its own. Both games are then served from copies whose files all carry one
modification time, since a file the server reports as just modified is cached differently.
Everything below is printed for both games, against the same bare page; Event Timing and the
frames are measured on the game only.

Times are read inside the page: an init script, run before `<html>` exists, observes
`document` (subtree, attributes) with a MutationObserver and records `performance.now()`
(ms since navigation start) when `data-first-board`, `data-painted` and `data-ready` appear. The
game has two moments, painted (the board drawn from the stored view before Python, or by Python
on a first visit by a link: `data-painted`; on a plain first visit, the board the page itself
holds: `data-first-board`, set by its inline script before any module runs) and interactive
(`data-ready`); the bare page has one (`data-ready` after `print(1)`). Three states, the two
pages alternating, medians of `--runs` loads:
- first visit: each load in a new, empty profile;
- cold start: each load in a browser just launched on a returning visitor's profile (the game's:
  its service worker has cached the site, the snapshot included, and a game was saved after a
  draw, so a stored view exists; the bare page's: two earlier visits, so the HTTP cache holds it);
- warm: a load about 1 s after the previous one, in the browser still running on that profile.
Printed: painted and interactive per state against the bare page, the ratio and its budget
(painted <= 0.15x warm and cold; interactive <= 0.30x warm, <= 0.45x cold), every load, and the
median time of each step of the game's boot (its performance marks); with `--compare`, also the
game's time over the compared site's for each moment and state.

Also printed, in the same run:
- first-visit bytes before the board is painted, read in the page from Resource Timing
  (decodedBodySize: raw; encodedBodySize: as sent; transferSize: with headers), for the browser's
  own Accept-Encoding (brotli) and for one more first visit asking for gzip only (CDP
  Network.setExtraHTTPHeaders), beside the build's summary of the boot files raw, gzip and brotli;
- `--slow-runs` first visits of each page over an emulated 20 Mbit/s, 40 ms link (CDP
  Network.emulateNetworkConditions): the game's painted, interactive and bytes, and the bare
  page's `print(1)` over the same link, the floor a plain Pyodide boot sets;
- the JS heap (CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage) and the wasm memory
  (the size of Pyodide's WebAssembly.Memory, read by the page itself once booted:
  `HEAP8.length`, in the game's `solitaire-pyodide-ready` mark and the bare page's
  `bare-ready` mark), warm, game and bare page;
- Event Timing per kind of interaction and viewport, with the calibration page (bench/event_timing.py,
  `--rounds` rounds of 3 foundation taps, 2 double taps, 3 draws, 3 undos per viewport), each
  move also timed from its input to the frame that shows Python's answer, and a returning
  player's 32 stock taps on a deal's link (in a browser just started on the returning profile);
- frame intervals of drags and animated double taps (bench/frame_timing.py, `--frame-rounds`).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright

from bench import event_timing, frame_timing
from tools import site_build as build
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.serve import serve_dist

ROOT = Path(__file__).resolve().parent.parent

GAME = "game"
COMPARED = "compared"  # the site of --compare
BARE = "bare"
GAMES = (GAME, COMPARED)
PAGES = {GAME: "index.html", COMPARED: "index.html", BARE: "bare.html"}
FIRST_VISIT = "first visit"
COLD_START = "cold start"
WARM = "warm"
STATES = (FIRST_VISIT, COLD_START, WARM)
PAINTED = "painted"
INTERACTIVE = "interactive"
# (moment, state) -> the budget of the game's time over the bare page's (docs/performance.md).
BUDGETS = {
    (PAINTED, COLD_START): 0.15,
    (PAINTED, WARM): 0.15,
    (INTERACTIVE, COLD_START): 0.45,
    (INTERACTIVE, WARM): 0.30,
}
READY_TIMEOUT_MS = 180_000
WARM_GAP_MS = 1_000  # a warm load comes about a second after the previous one
PLAY_MS = 3_000  # a returning visitor played a while: the browser had time to cache compiled code
SLOW_LINK = {"offline": False, "latency": 40, "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8}
PYODIDE_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'"

BARE_HTML = f"""<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta http-equiv="Content-Security-Policy" content="{PYODIDE_CSP}">
  <title>bare Pyodide</title>
  <script type="module" src="bare.mjs"></script>
</head>
<body></body>
</html>
"""
BARE_MODULE = """import { loadPyodide } from "./pyodide/pyodide.mjs";

const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
pyodide.runPython("print(1)");
performance.mark("bare-ready", { detail: { wasmMemoryBytes: pyodide._module.HEAP8.length } });
document.documentElement.setAttribute("data-ready", "");
"""

# Said on the console (a CDP event: nothing runs in the page to wait for it) once a page is interactive.
READY_MESSAGE = "page-speed: data-ready"

# Runs before any of the page's scripts, before <html> exists: when each moment's attribute appears.
MOMENT_PROBE = f"""
window.__moments = {{}};
new MutationObserver(() => {{
  const html = document.documentElement;
  for (const name of ["data-first-board", "data-painted", "data-ready"]) {{
    if (html?.hasAttribute(name) && !(name in window.__moments)) {{
      window.__moments[name] = performance.now();
      if (name === "data-ready") console.debug("{READY_MESSAGE}");
    }}
  }}
}}).observe(document, {{
  attributes: true, subtree: true, attributeFilter: ["data-first-board", "data-painted", "data-ready"],
}});
"""

# What a loaded page recorded; bytes are those of the responses ended before it was painted.
BOOT_RECORD = """() => {
  const moments = window.__moments;
  const painted = moments["data-first-board"] ?? moments["data-painted"] ?? moments["data-ready"];
  const entries = performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))
    .filter((entry) => entry.responseEnd <= painted);
  const sum = (key) => entries.reduce((total, entry) => total + (entry[key] || 0), 0);
  const marks = performance.getEntriesByType("mark");
  const memory = marks.find((mark) => mark.name === "solitaire-pyodide-ready" || mark.name === "bare-ready");
  return {
    painted,
    ready: moments["data-ready"],
    boot: document.documentElement.dataset.boot ?? "-",
    marks: Object.fromEntries(marks.map((mark) => [mark.name, mark.startTime])),
    wasm_bytes: memory?.detail?.wasmMemoryBytes ?? 0,
    raw_bytes: sum("decodedBodySize"),
    sent_bytes: sum("encodedBodySize"),
    transfer_bytes: sum("transferSize"),
  };
}"""

SNAPSHOT_CACHED = """async () => Boolean(navigator.serviceWorker.controller) &&
  Boolean(await caches.match(new URL("snapshot/memory.bin", location.href).href))"""

# The steps of the game's boot, as (performance mark, what ends there), printed in time order.
TIMELINE = (
    ("solitaire-first-board", "a plain first visit's board shown from the page's own markup (inline script)"),
    ("solitaire-painted", "board painted by page.js (the stored view or the first visit's), or by Python"),
    ("solitaire-interpreter", "Python worker running (python-worker.mjs and snapshot-file.mjs)"),
    ("solitaire-snapshot-read", "snapshot read from the cache or network, checked, expanded"),
    ("solitaire-pyodide-start", "Pyodide's loader imported, the worker asks for Pyodide"),
    ("solitaire-pyodide-ready", "Pyodide ready (snapshot restored or Python initialised)"),
    ("solitaire-ui-start", "ui.bridge imported, its Bridge made (in the worker)"),
    ("solitaire-ready", "board built and bound to the DOM (data-ready)"),
)


@dataclass
class Boot:
    """One load of a page: ms from navigation start to painted and to data-ready, and what the page recorded."""

    painted: float
    ready: float
    boot: str
    marks: dict[str, float]
    wasm_bytes: int
    raw_bytes: int
    sent_bytes: int
    transfer_bytes: int


@dataclass
class Boots:
    """Loads per page, for one state."""

    by_page: dict[str, list[Boot]] = field(default_factory=dict)

    def add(self, page: str, boot: Boot) -> None:
        """Record a load of `page`."""
        self.by_page.setdefault(page, []).append(boot)

    def median(self, page: str, moment: str) -> float:
        """Median ms of `page` to `moment` (the bare page has only one: its data-ready)."""
        return statistics.median(boot.painted if moment == PAINTED else boot.ready for boot in self.by_page[page])


def write_bare_site(site: Path, dist: Path) -> None:
    """Fill `site` with the vendored Pyodide of `dist` (with its .br/.gz copies), the bare and calibration pages."""
    shutil.copytree(dist / "pyodide", site / "pyodide")
    (site / PAGES[BARE]).write_text(BARE_HTML, encoding="utf-8")
    (site / "bare.mjs").write_text(BARE_MODULE, encoding="utf-8")
    (site / "favicon.ico").write_bytes(b"")  # the browser asks for one; a 404 would be logged
    event_timing.write_calibration_page(site)


def copy_of_one_age(site: Path, copy: Path, mtime: float) -> None:
    """Copy `site` into `copy`, every file (compressed copies too) modified at `mtime`, so still fresh."""
    shutil.copytree(site, copy)
    for path in copy.rglob("*"):
        if path.is_file():
            os.utime(path, (mtime, mtime))


@contextmanager
def served_sites(dist: Path = build.DIST, compared: Path | None = None) -> Iterator[dict[str, str]]:
    """Serve `dist`, the bare site and `compared` if given, each on its own loopback port; yield their URLs by page."""
    with tempfile.TemporaryDirectory(prefix="page-speed-sites-") as folder, ExitStack() as servers:
        bare = Path(folder) / BARE
        write_bare_site(bare, dist)
        sites = {GAME: dist, BARE: bare}
        if compared is not None:
            one_age = bare.stat().st_mtime - 86_400  # a day old: neither build looks just modified
            for page, site in ((GAME, dist), (COMPARED, compared)):
                sites[page] = Path(folder) / page
                copy_of_one_age(site, sites[page], one_age)
        urls = {}
        for page, site in sites.items():
            server, urls[page] = serve_dist(0, site)
            servers.callback(server.server_close)
            servers.callback(server.shutdown)
        yield urls


def launch(playwright: Playwright, folder: str) -> BrowserContext:
    """A browser on the persistent profile in `folder` that records the moments of every page it loads."""
    context = playwright.chromium.launch_persistent_context(
        folder, executable_path=chromium_executable(), args=list(CHROMIUM_ARGS), reduced_motion="no-preference"
    )
    context.add_init_script(MOMENT_PROBE)
    context.on("weberror", lambda error: print(f"  page error: {error.error}", file=sys.stderr))
    return context


def tab(context: BrowserContext) -> Page:
    """The browser's one tab."""
    return context.pages[0] if context.pages else context.new_page()


def load(page: Page, url: str) -> Boot:
    """Navigate `page` to `url`, wait (unmeasured) until the page is interactive, return what it recorded.

    The wait is for the probe's console message: waiting with a selector or a function would have
    Playwright evaluate its injected script in the page during the boot, on the main thread while
    the game's board is being painted, for both pages alike.
    """
    with page.expect_console_message(lambda message: message.text == READY_MESSAGE, timeout=READY_TIMEOUT_MS):
        page.goto(url, wait_until="commit", timeout=READY_TIMEOUT_MS)
    return Boot(**page.evaluate(BOOT_RECORD))


@contextmanager
def new_profile(playwright: Playwright) -> Iterator[BrowserContext]:
    """A browser on a new, empty persistent profile."""
    with tempfile.TemporaryDirectory(prefix="page-speed-profile-") as folder:
        context = launch(playwright, folder)
        try:
            yield context
        finally:
            context.close()


def measure_first_visits(
    playwright: Playwright,
    urls: dict[str, str],
    runs: int,
    prepare: Callable[[BrowserContext, Page], None] | None = None,
) -> Boots:
    """Load each page of `urls` `runs` times, alternating, each in a new profile (`prepare` sets up its tab first)."""
    boots = Boots()
    for _ in range(runs):
        for page_name, url in urls.items():
            with new_profile(playwright) as context:
                page = tab(context)
                if prepare:
                    prepare(context, page)
                boots.add(page_name, load(page, url))
    return boots


def wait_until(page: Page, predicate_js: str) -> None:
    """Poll a JS function in the page (setup only, never a measurement) until it returns true."""
    for _ in range(READY_TIMEOUT_MS // 200):
        if page.evaluate(predicate_js):
            return
        page.wait_for_timeout(200)
    raise TimeoutError(f"never true: {predicate_js}")


def draw_once(page: Page) -> None:
    """Tap the stock, so that a game and its view are stored, and let the write happen."""
    box = page.locator("[data-pile=stock]").bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(1_000)


@contextmanager
def returning_profiles(playwright: Playwright, urls: dict[str, str]) -> Iterator[dict[str, str]]:
    """A profile folder per page of a returning visitor: the game's service worker holds the site, a game is saved."""
    with tempfile.TemporaryDirectory(prefix="page-speed-returning-") as folder:
        folders = {page_name: str(Path(folder) / page_name) for page_name in urls}
        for page_name, url in urls.items():
            context = launch(playwright, folders[page_name])
            page = tab(context)
            load(page, url)
            if page_name in GAMES:
                wait_until(page, SNAPSHOT_CACHED)
                draw_once(page)
            boot = load(page, url)
            if page_name in GAMES and boot.painted >= boot.ready:
                print(f"  warning: the returning {page_name} was not painted before data-ready", file=sys.stderr)
            page.wait_for_timeout(PLAY_MS)
            context.close()
        yield folders


def measure_cold_starts(playwright: Playwright, urls: dict[str, str], folders: dict[str, str], runs: int) -> Boots:
    """Load each page `runs` times, alternating, each in a browser just launched on its returning profile."""
    boots = Boots()
    for _ in range(runs):
        for page_name, url in urls.items():
            context = launch(playwright, folders[page_name])
            boots.add(page_name, load(tab(context), url))
            context.close()
    return boots


def measure_warm(
    playwright: Playwright, urls: dict[str, str], folders: dict[str, str], runs: int
) -> tuple[Boots, dict[str, dict[str, float]]]:
    """Load each page `runs` times, alternating, ~1 s after its previous load in its running browser.

    Also returns, per page, the MiB of JS heap (after a garbage collection) and of wasm memory after its last load.
    """
    boots = Boots()
    contexts = {page_name: launch(playwright, folders[page_name]) for page_name in urls}
    pages = {page_name: tab(context) for page_name, context in contexts.items()}
    for page_name, url in urls.items():
        load(pages[page_name], url)
    for _ in range(runs):
        for page_name, url in urls.items():
            pages[page_name].wait_for_timeout(WARM_GAP_MS)
            boots.add(page_name, load(pages[page_name], url))
    memory = {page_name: heap_and_wasm(pages[page_name], boots.by_page[page_name][-1]) for page_name in urls}
    for context in contexts.values():
        context.close()
    return boots, memory


def heap_and_wasm(page: Page, boot: Boot) -> dict[str, float]:
    """MiB of JS heap in use after a full garbage collection (CDP), and of wasm memory (as the page read it)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("HeapProfiler.collectGarbage")
    used = cdp.send("Runtime.getHeapUsage")["usedSize"]
    cdp.detach()
    return {"js_heap_mib": used / 2**20, "wasm_mib": boot.wasm_bytes / 2**20}


def emulate_slow_link(context: BrowserContext, page: Page) -> None:
    """Throttle `page` to the emulated 20 Mbit/s, 40 ms link."""
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW_LINK)


def accept_gzip_only(context: BrowserContext, page: Page) -> None:
    """Make `page` ask for gzip only, as a browser without brotli does, so that the host sends the .gz copies."""
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setExtraHTTPHeaders", {"headers": {"Accept-Encoding": "gzip"}})


def mib(count: float) -> str:
    """Bytes as MiB text."""
    return f"{count / 2**20:.2f} MiB"


def print_boot_table(states: dict[str, Boots]) -> None:
    """Print painted and interactive per state and game against the bare page, the ratio and the budget,
    and with a compared site, the game's time over that site's."""
    games = [page_name for page_name in GAMES if page_name in states[WARM].by_page]
    print(f"\nboot, medians of {len(states[WARM].by_page[GAME])} (ms from navigation start, read in the page)")
    print(f"  {'site':<10}{'moment':<12}{'state':<13}{'ms':>8}{'bare print(1)':>15}{'ratio':>7}{'budget':>8}  met")
    for page_name in games:
        for moment in (PAINTED, INTERACTIVE):
            for state in STATES:
                game, bare = states[state].median(page_name, moment), states[state].median(BARE, INTERACTIVE)
                ratio = game / bare
                budget = BUDGETS.get((moment, state))
                verdict = "-" if budget is None else ("yes" if ratio <= budget else "NO")
                budget_text = "-" if budget is None else f"{budget:.2f}"
                print(
                    f"  {page_name:<10}{moment:<12}{state:<13}{game:>8.0f}{bare:>15.0f}{ratio:>7.2f}{budget_text:>8}"
                    f"  {verdict}"
                )
    if COMPARED in games:
        print(f"  the game's median over the compared site's ({GAME}/{COMPARED}):")
        for moment in (PAINTED, INTERACTIVE):
            ratios = (
                f"{state} {states[state].median(GAME, moment) / states[state].median(COMPARED, moment):.3f}"
                for state in STATES
            )
            print(f"    {moment:<12}" + "  ".join(ratios))
    print("  every load (painted/interactive ms, boot path):")
    for state, boots in states.items():
        for page_name, loads in boots.by_page.items():
            times = " ".join(
                f"{boot.painted:.0f}/{boot.ready:.0f}" if page_name in GAMES else f"{boot.ready:.0f}" for boot in loads
            )
            paths = " ".join(sorted({boot.boot for boot in loads}))
            print(f"    {state:<12} {page_name:<9} {times}  ({paths})")


def print_timeline(state: str, page_name: str, boots: list[Boot]) -> None:
    """Print the median time of each step of a game's boot and how long the step took."""
    print(f"\n{page_name}'s boot, {state}: median ms since navigation (step length)")
    steps = []
    for mark, meaning in TIMELINE:
        values = [boot.marks[mark] for boot in boots if mark in boot.marks]
        if values:
            steps.append((statistics.median(values), mark, meaning))
    previous = 0.0
    for at, mark, meaning in sorted(steps):
        print(f"  {at:7.0f}  ({at - previous:+5.0f})  {meaning}  [{mark}]")
        previous = at


def print_bytes(first: Boots, gzipped: Boots, slow: Boots, report: build.SiteReport) -> None:
    """Print the bytes of a first visit before each game's board is painted, and the first visits over the slow link."""
    for page_name in GAMES:
        if page_name not in first.by_page:
            continue
        print(f"\n{page_name}, first visit, bytes before the board is painted (in the page, Resource Timing, median):")
        for label, boots in (
            ("brotli accepted", first.by_page[page_name]),
            ("gzip only accepted", gzipped.by_page.get(page_name, [])),
            ("brotli accepted, slow link", slow.by_page.get(page_name, [])),
        ):
            if boots:
                raw, sent, transfer = (
                    statistics.median(getattr(boot, key) for boot in boots)
                    for key in ("raw_bytes", "sent_bytes", "transfer_bytes")
                )
                print(f"  {label + ':':<29}{mib(raw)} raw, {mib(sent)} as sent, {mib(transfer)} with headers")
    raw, gzipped_bytes, brotli = (report.bytes_sent(report.paint_files, coding) for coding in (None, "gzip", "br"))
    print(
        f"  the game's build, its summary of the files a first paint may need: {mib(raw)} raw,"
        f" {mib(gzipped_bytes)} gzip, {mib(brotli)} brotli (budget: <= 4.00 MiB gzip before the board is painted)"
    )
    if BARE not in slow.by_page:
        return
    link = f"{SLOW_LINK['downloadThroughput'] * 8 / 1e6:.0f} Mbit/s, {SLOW_LINK['latency']} ms"
    for page_name in GAMES:
        if page_name in slow.by_page:
            print(
                f"{page_name}, first visit over {link}, median of {len(slow.by_page[page_name])}:"
                f" painted {slow.median(page_name, PAINTED):.0f} ms,"
                f" interactive {slow.median(page_name, INTERACTIVE):.0f} ms (budget: <= 4500 ms)"
            )
    print(f"bare print(1) over the same link: {slow.median(BARE, INTERACTIVE):.0f} ms")
    for page_name, boots in slow.by_page.items():
        print(f"  every load, {page_name}: " + " ".join(f"{boot.ready:.0f}" for boot in boots))


def print_memory(memory: dict[str, dict[str, float]]) -> None:
    """Print the JS heap and wasm memory after a warm boot."""
    print("\nmemory after a warm boot:")
    for page_name, values in memory.items():
        print(f"  {page_name:<5} JS heap {values['js_heap_mib']:6.1f} MiB, wasm memory {values['wasm_mib']:6.1f} MiB")


def main(argv: list[str] | None = None) -> None:
    """Command line: build, then measure boots, bytes, the slow link, memory, Event Timing and frames."""
    parser = argparse.ArgumentParser(
        prog="python3 -m bench.page_speed", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5, help="measured loads per page and state (default 5)")
    parser.add_argument(
        "--slow-runs", type=int, default=3, help="first visits per page over the slow link (default 3, 0 skips)"
    )
    parser.add_argument("--rounds", type=int, default=8, help="Event Timing rounds per viewport (default 8, 0 skips)")
    parser.add_argument("--frame-rounds", type=int, default=5, help="drags and double taps timed (default 5, 0 skips)")
    parser.add_argument("--no-build", action="store_true", help="measure the existing dist/ as is")
    parser.add_argument(
        "--compare", type=Path, metavar="DIR", help="a second built site measured beside the game, interleaved"
    )
    args = parser.parse_args(argv)
    if args.compare is not None and not (args.compare / PAGES[COMPARED]).is_file():
        parser.error(f"{args.compare} holds no built site")
    report = build.site_report() if args.no_build else build.build()
    build.print_report(report)
    with served_sites(build.DIST, args.compare) as sites, sync_playwright() as playwright:
        urls = {page_name: sites[page_name] + PAGES[page_name] for page_name in sites}
        games = {page_name: url for page_name, url in urls.items() if page_name in GAMES}
        first = measure_first_visits(playwright, urls, args.runs)
        with returning_profiles(playwright, urls) as folders:
            cold = measure_cold_starts(playwright, urls, folders, args.runs)
            warm, memory = measure_warm(playwright, urls, folders, args.runs)
            returning_taps = (
                event_timing.measure_returning_stock_taps(launch(playwright, folders[GAME]), sites[GAME] + PAGES[GAME])
                if args.rounds
                else None
            )
        gzipped = measure_first_visits(playwright, games, 1, accept_gzip_only)
        slow = measure_first_visits(playwright, urls, args.slow_runs, emulate_slow_link) if args.slow_runs else Boots()
        print_boot_table({FIRST_VISIT: first, COLD_START: cold, WARM: warm})
        for page_name in games:
            for state, boots in ((WARM, warm), (COLD_START, cold), (FIRST_VISIT, first)):
                print_timeline(state, page_name, boots.by_page[page_name])
        print_bytes(first, gzipped, slow, report)
        print_memory(memory)
        sys.stdout.flush()
        browser = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
        interactions = (
            event_timing.measure(browser, sites[GAME], sites[BARE] + event_timing.CALIBRATION_PAGE, args.rounds)
            if args.rounds
            else {}
        )
        frames = frame_timing.measure_frames(browser, sites[GAME], args.frame_rounds) if args.frame_rounds else None
        browser.close()
    if interactions:
        event_timing.print_interactions(interactions, returning_taps)
    if frames:
        frame_timing.print_frames(*frames)


if __name__ == "__main__":
    main()
