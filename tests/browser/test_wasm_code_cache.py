"""The page does its part for the browser to keep Pyodide's compiled wasm and JavaScript between starts.

Chromium can keep the machine code V8 compiled for a wasm module beside the module's entry in
Cache Storage, and give it back to a later start, only when that start compiles the module with
a streaming API (`WebAssembly.instantiateStreaming` or `compileStreaming`) from a `Response` that
Cache Storage answered, served as `application/wasm`, at the same URL as before. The page's
requests, which the service worker's static routes answer from its cache, get it back in one
piece; a Web Worker's go through the service worker's fetch handler and get it (or a script's kept
code) only from a response stored as fetched, and then in pieces between the worker's other work:
measured, a start was slower with the worker's compile than with the page's (docs/boot.md).
Whether and when V8 writes the code is V8's own choice (once part of the module is optimised), so
it is not tested here; what the page and its service worker control is:

- the worker's cache holds the wasm as a plain same-origin response, `Content-Type: application/wasm`;
- a first visit leaves the wasm to the Python worker (static/js/python-worker.mjs), which Pyodide's
  own fetch downloads and compiles there: the page's thread compiles no wasm;
- a returning start compiles it on the page (static/js/python-start.js) with `compileStreaming`,
  once, from the response the cache gave at the URL a first visit used and the cache keys it by,
  and the Python worker instantiates that module (its boot detail says `wasm: "page"`);
- a worker's modules (`.mjs`) are cached as the browser fetched them, since Chromium gives a
  worker's script its kept compiled code only for such a response, never for one rebuilt with new
  headers as the page's other files are (static/js/sw.js).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Worker

from tests.support.pages import PageSession, open_page, wait_for_service_worker
from tools.pages import DESKTOP, wait_ready

pytestmark = pytest.mark.browser

WASM_PATH = "/pyodide/pyodide.asm.wasm"

# Records every compile of a wasm module by the page: for the streaming APIs, what the Response
# they were given says of itself; for the others, the size of the bytes they were given.
WASM_COMPILES_JS = """
window.wasmCompiles = [];
for (const name of ["instantiateStreaming", "compileStreaming"]) {
  const original = WebAssembly[name];
  WebAssembly[name] = function (source, ...rest) {
    const record = { api: name };
    window.wasmCompiles.push(record);
    Promise.resolve(source).then((response) => Object.assign(record, {
      isResponse: response instanceof Response,
      url: response.url,
      type: response.type,
      status: response.status,
      contentType: response.headers.get("content-type"),
    }), () => {});
    return original.call(this, source, ...rest);
  };
}
for (const name of ["instantiate", "compile"]) {
  const original = WebAssembly[name];
  WebAssembly[name] = function (source, ...rest) {
    if (!(source instanceof WebAssembly.Module)) window.wasmCompiles.push({ api: name, bytes: source.byteLength });
    return original.call(this, source, ...rest);
  };
}
"""
# Every entry of the worker's release cache: its path, and what the stored response says of itself.
CACHE_ENTRIES_JS = """async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith("solitaire-"));
  const cache = await caches.open(names[0]);
  const entries = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    entries.push({
      path: new URL(request.url).pathname,
      requestUrl: request.url,
      url: response.url,
      type: response.type,
      cacheControl: response.headers.get("cache-control"),
    });
  }
  return entries;
}"""
RELEASE_FILE = "max-age=31536000, immutable"
# How a page or worker got the wasm (Resource Timing): who asked, and what answered.
WASM_FETCHES_JS = """(path) => performance.getEntriesByType("resource")
  .filter((entry) => new URL(entry.name).pathname === path)
  .map((entry) => ({
    url: entry.name,
    initiator: entry.initiatorType,
    delivery: entry.deliveryType,
    workerSource: entry.workerFinalSourceType,
    bytes: entry.decodedBodySize,
  }))"""
# The wasm's entry in the worker's release cache, as the worker will answer it.
CACHED_WASM_JS = """async (path) => {
  const names = (await caches.keys()).filter((name) => name.startsWith("solitaire-"));
  const found = [];
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname !== path) continue;
      const response = await cache.match(request);
      found.push({
        url: request.url,
        status: response.status,
        type: response.type,
        contentType: response.headers.get("content-type"),
      });
    }
  }
  return found;
}"""


def wasm_compiles(page: Page) -> list[dict[str, Any]]:
    """The page's wasm compiles so far (WASM_COMPILES_JS), once each streaming one's Response is known."""
    page.wait_for_function("() => window.wasmCompiles.every((record) => record.bytes !== undefined || record.url)")
    compiles = page.evaluate("window.wasmCompiles")
    assert isinstance(compiles, list)
    return compiles


@pytest.fixture
def visits(browser: Browser, site_url: str) -> Iterator[PageSession]:
    """A first visit to the site (its compiles recorded), on a new browser context, once the worker has cached it."""
    context = browser.new_context(viewport=DESKTOP)
    context.add_init_script(WASM_COMPILES_JS)
    first = open_page(context, site_url)
    wait_for_service_worker(first.page)
    yield first
    assert first.errors == []
    assert first.dialogs == []
    context.close()


def boot_detail(page: Page) -> dict[str, Any]:
    """What the Python worker measured and chose for the page's last start."""
    detail = page.evaluate("performance.getEntriesByName('solitaire-pyodide-ready')[0].detail")
    assert isinstance(detail, dict)
    return detail


def python_worker(page: Page) -> Worker:
    """The page's Python worker (static/js/python-worker.mjs)."""
    (worker,) = [worker for worker in page.workers if worker.url.endswith("/python-worker.mjs")]
    return worker


def test_a_returning_start_compiles_the_cached_wasm_on_the_page(visits: PageSession) -> None:
    """First visit: the Python worker fetches and compiles the wasm; the page compiles none. Returning: the page
    compiles it once, streaming, from the cache's application/wasm response at the same URL, for the worker."""
    page = visits.page
    assert page.evaluate(WASM_FETCHES_JS, WASM_PATH) == [], "a first visit's page never fetches the wasm"
    first_fetches = python_worker(page).evaluate(WASM_FETCHES_JS, WASM_PATH)
    assert [fetch["initiator"] for fetch in first_fetches] == ["fetch"], "Pyodide's fetch, in the worker"
    assert wasm_compiles(page) == [], "a first visit's page compiles no wasm"
    assert boot_detail(page)["wasm"] == "worker"

    cached = page.evaluate(CACHED_WASM_JS, WASM_PATH)
    assert cached == [
        {"url": first_fetches[0]["url"], "status": 200, "type": "default", "contentType": "application/wasm"}
    ], "the worker's cache holds the wasm once, under the URL the page fetches, as application/wasm"

    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null"), "the returning start is the worker's"
    fetches = page.evaluate(WASM_FETCHES_JS, WASM_PATH)
    assert [(fetch["initiator"], fetch["delivery"]) for fetch in fetches] == [("fetch", "cache-storage")], (
        f"a returning page fetches the wasm once and the cache answers it: {fetches}"
    )
    assert fetches[0]["url"] == first_fetches[0]["url"] == cached[0]["url"], "the same URL every time"
    assert wasm_compiles(page) == [
        {
            "api": "compileStreaming",
            "isResponse": True,
            "url": cached[0]["url"],
            "type": "basic",
            "status": 200,
            "contentType": "application/wasm",
        }
    ], "one streaming compile, from the cached response"
    assert boot_detail(page)["wasm"] == "page", "the Python worker instantiated the page's module"


def test_a_worker_s_modules_are_cached_as_fetched_and_the_rest_as_immutable(visits: PageSession) -> None:
    """Each .mjs (Pyodide's and the site's workers') is stored as the browser fetched it, at its own URL; every
    other file is stored rebuilt, immutable, whatever the host said."""
    entries = visits.page.evaluate(CACHE_ENTRIES_JS)
    modules = [entry for entry in entries if entry["path"].endswith(".mjs")]
    others = [entry for entry in entries if not entry["path"].endswith(".mjs")]
    assert {entry["path"].rsplit("/", 1)[1] for entry in modules} >= {
        "pyodide.asm.mjs",
        "pyodide.mjs",
        "python-worker.mjs",
        "snapshot.mjs",
        "snapshot-file.mjs",
        "wasm-data.mjs",
        "analysis-worker.mjs",
    }
    for entry in modules:
        assert (entry["type"], entry["url"]) == ("basic", entry["requestUrl"]), entry
    assert any(entry["path"].endswith("/page.js") for entry in others)
    for entry in others:
        assert (entry["type"], entry["cacheControl"]) == ("default", RELEASE_FILE), entry
