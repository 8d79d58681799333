"""A returning start reads Pyodide's compiled wasm back instead of compiling it again (SPEC §11, cold start).

Chromium keeps the machine code V8 made for pyodide.asm.wasm beside the wasm in the service
worker's cache, and a later start that fetches the wasm through the worker deserialises it
(traced: `v8.wasm.moduleCacheHit`, then `wasm.Deserialize`). It reaches only the fetch that asked
for it: when a `<link rel="preload">` had fetched the wasm, the fetch that takes the preload over
gets no compiled code, and every cold start compiled the module's 1641 functions again. So the
page preloads the wasm on a first visit only (nothing is compiled yet, and the download is the
longest part of it), and a returning visit leaves the fetch to Pyodide.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, Playwright

from tests.support.pages import open_page, tap, wait_for_service_worker
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.pages import DESKTOP, card_point, wait_ready

pytestmark = pytest.mark.browser

# The trace categories that carry V8's wasm compile and code cache events.
TRACE_CATEGORIES = ["disabled-by-default-devtools.timeline", "devtools.timeline", "v8.wasm"]
CACHE_HIT = "v8.wasm.moduleCacheHit"
LAZY_COMPILE = "wasm.CompileLazy"
# V8 writes the compiled code once some of it has been optimised, 2 s after the last optimisation:
# measured, within 3 s of a reload in the same tab. The reload waits until the write shows in the
# profile's Cache Storage (an entry's side data is the `_1` file of Chromium's disk cache; only a
# wait: the hit is what the test checks). Each cold start draws WARM_TAPS cards and stays WRITE_MS:
# one that compiled the module again gives V8 another chance to write it.
# On a loaded machine V8 may optimise too little in one start to write the code at all: the profile
# then works the page (WARM_TAPS draws) and reloads again, up to WRITE_RELOADS times.
COLD_STARTS = 4
WRITE_MS = 4_000
WRITE_TIMEOUT_S = 30
WRITE_RELOADS = 3
WARM_TAPS = 3
SIDE_DATA_BYTES = 100_000
WASM_INITIATOR_JS = """() => performance.getEntriesByType('resource')
  .filter((entry) => entry.name.endsWith('/pyodide/pyodide.asm.wasm')).map((entry) => entry.initiatorType)"""


def launched(playwright: Playwright, folder: Path) -> BrowserContext:
    """Chromium on the persistent profile in `folder` (its service worker allowed), with no page open."""
    context = playwright.chromium.launch_persistent_context(
        str(folder), executable_path=chromium_executable(), args=list(CHROMIUM_ARGS), viewport=DESKTOP
    )
    for page in context.pages:
        page.close()
    return context


@pytest.fixture
def returning(playwright: Playwright, tmp_path: Path, site_url: str) -> Iterator[Path]:
    """The folder of a profile that visited the site (its worker caching it), drew a card, and reloaded."""
    folder = tmp_path / "profile"
    context = launched(playwright, folder)
    visit = open_page(context, site_url)
    wait_for_service_worker(visit.page)
    assert visit.page.evaluate(WASM_INITIATOR_JS) == ["link"], "a first visit preloads the wasm"
    for _ in range(WRITE_RELOADS):
        for _ in range(WARM_TAPS):
            tap(visit, "stock")
        visit.page.goto(site_url)
        wait_ready(visit.page)
        deadline = time.monotonic() + WRITE_TIMEOUT_S
        while not compiled_code_stored(folder) and time.monotonic() < deadline:
            visit.page.wait_for_timeout(250)
        if compiled_code_stored(folder):
            break
    assert visit.errors == []
    context.close()
    yield folder


def compiled_code_stored(folder: Path) -> bool:
    """Whether the profile's Cache Storage holds side data the size of compiled code (Chromium's disk cache layout)."""
    storage = folder / "Default" / "Service Worker" / "CacheStorage"
    return any(file.stat().st_size > SIDE_DATA_BYTES for file in storage.rglob("*_1"))


def traced_start(playwright: Playwright, folder: Path, url: str) -> tuple[Counter[str], list[str]]:
    """Load `url` in a browser started on `folder`, traced; the count of each trace event, the wasm's initiators."""
    context = launched(playwright, folder)
    page: Page = context.new_page()
    cdp = context.new_cdp_session(page)
    events: list[dict[str, object]] = []
    finished: list[bool] = []
    cdp.on("Tracing.dataCollected", lambda data: events.extend(data["value"]))
    cdp.on("Tracing.tracingComplete", lambda _: finished.append(True))
    cdp.send("Tracing.start", {"traceConfig": {"includedCategories": TRACE_CATEGORIES}, "transferMode": "ReportEvents"})
    page.goto(url)
    wait_ready(page)
    initiators = page.evaluate(WASM_INITIATOR_JS)
    cdp.send("Tracing.end")
    while not finished:
        page.wait_for_timeout(50)
    for _ in range(WARM_TAPS):  # work for V8 to optimise, so that a start that compiled can write the code
        page.mouse.click(*card_point(page, "stock"))
        page.wait_for_timeout(200)
    page.wait_for_timeout(WRITE_MS)
    context.close()
    return Counter(str(event.get("name")) for event in events), initiators


def test_a_returning_cold_start_reads_the_compiled_wasm_back(
    playwright: Playwright, returning: Path, site_url: str
) -> None:
    """After a reload wrote the wasm's compiled code, a browser restart reads it back: no preload, no compile."""
    starts = []
    for _ in range(COLD_STARTS):
        counts, initiators = traced_start(playwright, returning, site_url)
        assert initiators == ["fetch"], "a returning visit leaves the wasm's fetch to Pyodide, unpreloaded"
        starts.append({name: counts[name] for name in (CACHE_HIT, LAZY_COMPILE)})
        if counts[CACHE_HIT]:
            break
    assert starts[-1][CACHE_HIT] == 1, f"no start read the compiled wasm back: {starts}"
    assert starts[-1][LAZY_COMPILE] < 100, f"the module was compiled again all the same: {starts}"
