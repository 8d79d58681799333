"""Booting from the Pyodide memory snapshot, and every way back to a plain boot.

`<html data-boot>` says which path a boot took. A returning visit (the service worker has
cached the site) boots from the snapshot, offline too; a damaged, missing or foreign snapshot
falls back to the plain boot; a first visit downloads it and boots from it, over a slow link too.
Each test serves its own copy of the built site, so that it can damage it.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Worker

import game
from game.games.forty_thieves import positions as forty_thieves_positions
from tests.support.pages import PageSession, assert_shows, drag, eo_layout, show_code, tap, watch
from tools import site_build as build
from tools import snapshot
from tools.pages import DESKTOP, show_layout, wait_for_board, wait_ready
from tools.serve import serve_dist

pytestmark = pytest.mark.browser

FALLBACK_WARNING = "Starting without the memory snapshot"
BOOT_TIMEOUT_MS = 120_000
SLOW_LINK = {"offline": False, "latency": 40, "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8}

# True once the service worker controls the page and its cache holds the snapshot.
SNAPSHOT_CACHED_JS = """async () => {
  if (!navigator.serviceWorker.controller) return false;
  return Boolean(await caches.match(new URL('snapshot/memory.bin', location.href).href));
}"""

SNAPSHOT_NAME = Path(snapshot.SNAPSHOT_FILE).name
MANIFEST_NAME = Path(snapshot.MANIFEST_FILE).name

# Puts the snapshot and manifest of a folder of the site (argument: its path, ending in "/") in the
# service worker's cache in place of the release's own; false when no cache holds the snapshot.
DAMAGE_CACHED_SNAPSHOT_JS = """async (folder) => {
  const snapshot = new URL('snapshot/memory.bin', location.href).href;
  const manifest = new URL('snapshot/manifest.json', location.href).href;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    if (!(await cache.match(snapshot))) continue;
    await cache.put(snapshot, await fetch(new URL(`${folder}memory.bin`, location.href)));
    await cache.put(manifest, await fetch(new URL(`${folder}manifest.json`, location.href)));
    return true;
  }
  return false;
}"""

# Content Security Policy violations, recorded from the first script on.
CSP_PROBE = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push(`${event.violatedDirective}: ${event.blockedURI}`);
});
"""

# The site's paths the page's Python worker fetched (Resource Timing, on the worker's own timeline).
FETCHED_JS = "performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)"

# What the browser's static routes did with each of the site's files on this load (Resource
# Timing): "cache" when they served it from the worker's cache without running the worker. A
# dedicated worker's requests go through the service worker's fetch handler, which answers from
# the same cache ("cache-storage").
ROUTED_SOURCES_JS = """() => Object.fromEntries(performance.getEntriesByType('resource')
  .filter((entry) => entry.name.startsWith(location.origin))
  .map((entry) => [new URL(entry.name).pathname.split('/').pop(),
    entry.workerMatchedSourceType || entry.deliveryType || 'none']))"""


class Visitor:
    """A browser context on one copy of the site, with its page and what the page logged."""

    def __init__(self, context: BrowserContext, url: str) -> None:
        self.context = context
        self.url = url
        self.page = context.new_page()
        self.page.add_init_script(CSP_PROBE)
        self.session = PageSession(context, self.page)
        watch(context, self.page, self.session)
        self.console: list[str] = []
        self.page.on("console", lambda message: self.console.append(f"{message.type}: {message.text}"))

    def visit(self, code: str) -> str:
        """Open the site on a deal code, wait for the board; the boot path taken."""
        self.page.goto(f"{self.url}#{code}", timeout=BOOT_TIMEOUT_MS)
        wait_ready(self.page)
        return self.boot()

    def reload(self) -> str:
        """Reload the page and wait for the board; the boot path taken."""
        self.console.clear()
        self.page.reload(timeout=BOOT_TIMEOUT_MS)
        wait_ready(self.page)
        return self.boot()

    def boot(self) -> str:
        """The boot path the page shows on <html data-boot>."""
        return str(self.page.evaluate("document.documentElement.dataset.boot"))

    def boot_detail(self) -> dict[str, Any]:
        """What static/js/python-worker.mjs measured and chose for this boot."""
        detail = self.page.evaluate("performance.getEntriesByName('solitaire-pyodide-ready')[0].detail")
        assert isinstance(detail, dict)
        return detail

    def python_worker(self) -> Worker:
        """The page's Python worker (static/js/python-worker.mjs)."""
        (worker,) = [worker for worker in self.page.workers if worker.url.endswith("/python-worker.mjs")]
        return worker

    def fetched_by_python(self) -> list[str]:
        """The site's paths the Python worker fetched."""
        fetched = self.python_worker().evaluate(FETCHED_JS)
        assert isinstance(fetched, list)
        return fetched

    def wait_until(self, predicate_js: str, what: str) -> None:
        """Poll a JS function until it returns true (the page's policy forbids wait_for_function's eval)."""
        deadline = time.monotonic() + 120
        while not self.page.evaluate(predicate_js):
            assert time.monotonic() < deadline, f"timed out waiting until {what}"
            self.page.wait_for_timeout(250)

    def wait_for_cached_snapshot(self) -> None:
        """Wait until the service worker controls the page with the snapshot in its cache."""
        self.wait_until(SNAPSHOT_CACHED_JS, "the service worker cached the snapshot")

    def warnings(self) -> list[str]:
        """Console warnings about the snapshot since the last reload."""
        return [line for line in self.console if FALLBACK_WARNING in line]

    def assert_clean(self) -> None:
        """No uncaught error, no dialog and no Content Security Policy violation."""
        assert self.session.errors == []
        assert self.session.dialogs == []
        assert self.page.evaluate("window.__cspViolations") == []


@contextmanager
def served_site(site_dir: Path, folder: Path, change: Callable[[Path], None] | None = None) -> Iterator[str]:
    """Serve a copy of the built site, changed first by `change`; yield its URL."""
    site = Path(shutil.copytree(site_dir, folder / "site"))
    if change is not None:
        change(site)
    server, url = serve_dist(0, site)
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def visitor(browser: Browser, url: str) -> Iterator[Visitor]:
    """A fresh browser context (empty caches, no service worker) on `url`."""
    context = browser.new_context(viewport=DESKTOP)
    try:
        yield Visitor(context, url)
    finally:
        context.close()


def played(start: game.Game, *actions: tuple[Any, ...]) -> game.Game:
    """A copy of `start` after engine calls given as (method, *args)."""
    copy = game.load_game(start.to_json())
    for name, *args in actions:
        getattr(copy, name)(*args)
    return copy


def plays_both_games(guest: Visitor) -> None:
    """Taps and drags in Forty Thieves and Eight Off reach the engine and the board shows the result."""
    guest.session.last_tap = 0.0
    start = show_layout(guest.page, forty_thieves_positions.every_move())
    tap(guest.session, "waste")
    drag(guest.session, "column-7", None, "column-6")
    expected = played(start, ("tap", "waste"), ("move", "column-7", "column-6", 1))
    wait_for_board(guest.page, expected)
    assert_shows(guest.page, expected)

    start = show_layout(guest.page, eo_layout())
    tap(guest.session, "cell-1")
    drag(guest.session, "column-1", 1, "column-2")
    expected = played(start, ("tap", "cell-1"), ("move", "column-1", "column-2", 3))
    wait_for_board(guest.page, expected)
    assert_shows(guest.page, expected)

    show_code(guest.page, "EO1-C4-SNAPSHT")
    assert_shows(guest.page, game.new_game("EO1-C4-SNAPSHT"))


def test_a_returning_visit_boots_from_the_snapshot_and_plays_both_games(
    browser: Browser, site_dir: Path, tmp_path: Path
) -> None:
    """Once the service worker holds the site, the page boots from the snapshot and plays."""
    with served_site(site_dir, tmp_path) as url, visitor(browser, url) as guest:
        guest.visit("FT1-N-SNAPSHT")
        guest.wait_for_cached_snapshot()
        assert guest.reload() == "snapshot"
        assert guest.warnings() == []
        fetched = guest.fetched_by_python()
        assert f"/{snapshot.PYTHON_FILES}" in fetched and f"/{snapshot.MODULE_FILES}" not in fetched
        assert_shows(guest.page, game.new_game("FT1-N-SNAPSHT"))
        plays_both_games(guest)
        guest.assert_clean()


def test_snapshot_boots_deal_fresh_random_games(browser: Browser, site_dir: Path, tmp_path: Path) -> None:
    """The snapshot freezes the interpreter, not its randomness: after two boots, New Game deals different games."""
    with served_site(site_dir, tmp_path) as url, visitor(browser, url) as guest:
        guest.visit("FT1-N-SNAPSHT")
        guest.wait_for_cached_snapshot()
        codes = []
        for _ in range(2):
            guest.page.goto(url, timeout=BOOT_TIMEOUT_MS)
            wait_ready(guest.page)
            assert guest.boot() == "snapshot"
            shown = guest.page.locator("[data-testid=deal-code]").inner_text()
            guest.page.locator("[data-testid=new-game]").click()
            guest.page.locator("[data-testid=deal]").click()
            guest.page.wait_for_function(
                "shown => document.querySelector('[data-testid=deal-code]').textContent !== shown", arg=shown
            )
            codes.append(guest.page.locator("[data-testid=deal-code]").inner_text())
        assert codes[0] != codes[1]
        assert all(code == str(game.DealCode.parse(code)) for code in codes)


def test_an_offline_visit_boots_from_the_snapshot_with_every_file_from_the_cache(
    browser: Browser, site_dir: Path, tmp_path: Path
) -> None:
    """With the network off, the page still boots from the cached snapshot; the worker's static
    routes serve every file but the page from the release's cache without running the worker."""
    with served_site(site_dir, tmp_path) as url, visitor(browser, url) as guest:
        guest.visit("EO1-C8-OFFLINE")
        guest.wait_for_cached_snapshot()
        guest.context.set_offline(True)
        assert guest.reload() == "snapshot"
        sources = guest.page.evaluate(ROUTED_SOURCES_JS)
        assert {"page.js", "renderer.js"} <= set(sources)
        worker_modules = {"python-worker.mjs", "snapshot-file.mjs", "pyodide.mjs", "snapshot.mjs", "wasm-data.mjs"}
        assert all(source == "cache" for name, source in sources.items() if name not in worker_modules), sources
        assert all(source in ("cache", "cache-storage") for source in sources.values()), [
            (name, source) for name, source in sources.items() if source not in ("cache", "cache-storage")
        ]
        from_worker = guest.python_worker().evaluate(ROUTED_SOURCES_JS)
        assert {"pyodide.asm.wasm", "python-files.json", "python_stdlib.zip"} <= set(from_worker)
        assert all(source in ("cache", "cache-storage") for source in from_worker.values()), [
            (name, source) for name, source in from_worker.items() if source not in ("cache", "cache-storage")
        ]
        assert_shows(guest.page, game.new_game("EO1-C8-OFFLINE"))
        plays_both_games(guest)
        guest.assert_clean()


def corrupt(folder: Path) -> None:
    """Flip one byte in the middle of the stored snapshot."""
    stored = folder / SNAPSHOT_NAME
    data = bytearray(stored.read_bytes())
    data[len(data) // 2] ^= 0x55
    stored.write_bytes(bytes(data))


def truncate(folder: Path) -> None:
    """Keep the first half of the stored snapshot."""
    stored = folder / SNAPSHOT_NAME
    stored.write_bytes(stored.read_bytes()[: stored.stat().st_size // 2])


def foreign_build(folder: Path) -> None:
    """Give the snapshot another Pyodide build id, its manifest agreeing: only Pyodide itself can tell."""
    stored = folder / SNAPSHOT_NAME
    manifest = json.loads((folder / MANIFEST_NAME).read_text(encoding="utf-8"))
    data = bytearray(stored.read_bytes())
    data[16:48] = bytes(range(32))
    whole = snapshot.expand(bytes(data), manifest["runs"], manifest["bytes"])
    manifest["build_id"] = snapshot.header_build_id(whole)
    manifest["sha256"] = hashlib.sha256(whole).hexdigest()
    manifest["stored_sha256"] = hashlib.sha256(data).hexdigest()
    stored.write_bytes(bytes(data))
    (folder / MANIFEST_NAME).write_text(json.dumps(manifest), encoding="utf-8")


def other_wasm_data(folder: Path) -> None:
    """Claim the snapshot was XOR-ed with other wasm data: only the wasm itself can tell."""
    manifest = json.loads((folder / MANIFEST_NAME).read_text(encoding="utf-8"))
    manifest["data_sha256"] = "0" * 64
    (folder / MANIFEST_NAME).write_text(json.dumps(manifest), encoding="utf-8")


DAMAGES: dict[str, tuple[Callable[[Path], None], str]] = {
    "corrupt": (corrupt, "snapshot content does not match its manifest"),
    "truncated": (truncate, "bytes, its manifest says"),
    "other-build": (foreign_build, "Snapshot build id mismatch"),
    "other-wasm-data": (other_wasm_data, "the wasm's data is not what the snapshot was XOR-ed with"),
}


def with_damaged_copies(site: Path) -> None:
    """Beside the site's snapshot, a damaged copy of it and its manifest per damage, in damaged/<name>/."""
    for name, (damage, _) in DAMAGES.items():
        folder = site / "damaged" / name
        folder.mkdir(parents=True)
        for file in (snapshot.SNAPSHOT_FILE, snapshot.MANIFEST_FILE):
            shutil.copyfile(site / file, folder / Path(file).name)
        damage(folder)


def test_a_damaged_snapshot_in_the_cache_falls_back_to_a_plain_boot(
    browser: Browser, site_dir: Path, tmp_path: Path
) -> None:
    """A cached snapshot that fails any of its checks is not used: a warning says why, the plain boot plays."""
    with served_site(site_dir, tmp_path, with_damaged_copies) as url, visitor(browser, url) as guest:
        guest.visit("FT1-N-DAMAGED")
        guest.wait_for_cached_snapshot()
        for name, (_, reason) in DAMAGES.items():
            assert guest.page.evaluate(DAMAGE_CACHED_SNAPSHOT_JS, f"damaged/{name}/"), name
            assert guest.reload() == "plain", name
            assert len(guest.warnings()) == 1 and reason in guest.warnings()[0], (name, guest.warnings())
            assert_shows(guest.page, game.new_game("FT1-N-DAMAGED"))
        plays_both_games(guest)
        guest.assert_clean()


def remove_snapshot(site: Path) -> None:
    """Delete memory.bin, keeping its manifest."""
    (site / snapshot.SNAPSHOT_FILE).unlink()


def test_a_missing_snapshot_falls_back_to_a_plain_boot(browser: Browser, site_dir: Path, tmp_path: Path) -> None:
    """Without memory.bin on the server (its manifest still there) every boot is plain and plays."""
    with served_site(site_dir, tmp_path, remove_snapshot) as url, visitor(browser, url) as guest:
        assert guest.visit("FT1-N-MISSING") == "plain"
        assert f"/{snapshot.MODULE_FILES}" in guest.fetched_by_python()
        assert all("HTTP 404" in line for line in guest.warnings())
        assert guest.reload() == "plain"
        plays_both_games(guest)


def test_a_site_built_without_a_snapshot_boots_plainly_without_a_warning(browser: Browser, tmp_path: Path) -> None:
    """`build.py --no-snapshot`: the returning visit boots plainly and says nothing about a snapshot."""
    site = tmp_path / "plain-site"
    build.build(site, with_snapshot=False)
    assert not (site / snapshot.MANIFEST_FILE).exists()
    server, url = serve_dist(0, site)
    try:
        with visitor(browser, url) as guest:
            assert guest.visit("EO1-C2-PLAINAA") == "plain"
            guest.wait_until("() => navigator.serviceWorker.controller !== null", "a service worker controls the page")
            assert guest.reload() == "plain"
            assert guest.warnings() == []
            plays_both_games(guest)
            guest.assert_clean()
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("link", [None, SLOW_LINK], ids=["unthrottled", "slow-link"])
def test_a_first_visit_downloads_the_snapshot_and_boots_from_it(
    browser: Browser, site_dir: Path, tmp_path: Path, link: dict[str, Any] | None
) -> None:
    """A first visit (no worker controls it) fetches the snapshot beside the wasm and boots from it, slow link too."""
    with served_site(site_dir, tmp_path) as url, visitor(browser, url) as guest:
        if link:
            cdp = guest.context.new_cdp_session(guest.page)
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", link)
        assert guest.visit("FT1-N-FIRSTVS") == "snapshot"
        fetched = guest.fetched_by_python()
        assert f"/{snapshot.SNAPSHOT_FILE}" in fetched and f"/{snapshot.MODULE_FILES}" not in fetched
        assert f"/{snapshot.MANIFEST_FILE}" in fetched
        assert guest.warnings() == []
        assert_shows(guest.page, game.new_game("FT1-N-FIRSTVS"))
        plays_both_games(guest)
        guest.assert_clean()


def test_the_page_policy_forbids_eval(site_dir: Path) -> None:
    """The page's Content Security Policy forbids eval.

    The tests of this module play under it and assert that nothing broke the policy
    (Visitor.assert_clean): on a first visit, after a snapshot boot and after a plain one.
    """
    policy = (site_dir / "index.html").read_text(encoding="utf-8")
    directives = next(part for part in policy.split('"') if "script-src" in part).split(";")
    script_src = next(part.split() for part in directives if part.strip().startswith("script-src"))
    assert script_src[:3] == ["script-src", "'self'", "'wasm-unsafe-eval'"]
    assert all(source.startswith("'sha256-") for source in script_src[3:]), "beyond them, inline scripts by hash only"
    assert "'unsafe-eval'" not in policy


INITIAL_WASM_MEMORY = 30 << 20  # Pyodide 314's wasm memory before it grows
BALLAST_MODULE = "BALLAST = bytes(range(256)) * 48_000  # 12 MB that is not zero: the memory must grow\n"


def with_ballast(site: Path) -> None:
    """Remake the snapshot with one more module holding 12 MB, beyond Pyodide's initial 30 MiB of memory."""
    snapshot.write_shipped_files(site, snapshot.shipped_files(site) | {"ballast.py": BALLAST_MODULE})
    manifest = snapshot.make_snapshot(site)
    assert manifest.memory_bytes > INITIAL_WASM_MEMORY


def test_a_snapshot_larger_than_the_initial_memory_boots(browser: Browser, site_dir: Path, tmp_path: Path) -> None:
    """Pyodide's wasm memory is grown before a snapshot larger than its initial 30 MiB is copied in."""
    with served_site(site_dir, tmp_path, with_ballast) as url, visitor(browser, url) as guest:
        guest.visit("FT1-N-BALLAST")
        guest.wait_for_cached_snapshot()
        assert guest.reload() == "snapshot"
        assert guest.warnings() == []
        assert guest.boot_detail()["wasmMemoryBytes"] > INITIAL_WASM_MEMORY
        plays_both_games(guest)
        guest.assert_clean()
