"""Tests that need their own browser context or look at the whole session.

Touch, offline, origins, compressed responses, screenshots.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Response

import game
from game.games.forty_thieves import positions as forty_thieves_positions
from tests.support.pages import (
    PHONE,
    PageSession,
    assert_shows,
    drag,
    eo_layout,
    show_code,
    tap,
    wait_for_service_worker,
    watch,
)
from tools.pages import DESKTOP, card_point, show_layout, wait_for_board, wait_ready
from tools.serve import preferred_coding, serve_dist

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots")


def played(start: game.Game, *actions: tuple[str, ...]) -> game.Game:
    """A copy of `start` after engine calls given as (method, *args)."""
    copy = game.load_game(start.to_json())
    for name, *args in actions:
        getattr(copy, name)(*args)
    return copy


def test_touch_tap_plays(browser: Browser, site_url: str) -> None:
    """On a touch screen (phone size) a code URL boots that deal and a finger tap acts on a card."""
    context = browser.new_context(has_touch=True, is_mobile=True, viewport=PHONE)
    try:
        page = context.new_page()
        page.goto(f"{site_url}#EO1-C4-TOUCHME")
        wait_ready(page)
        assert_shows(page, game.new_game("EO1-C4-TOUCHME"))

        start = show_layout(page, eo_layout())
        page.touchscreen.tap(*card_point(page, "cell-1"))
        expected = played(start, ("tap", "cell-1"))
        wait_for_board(page, expected)
        assert_shows(page, expected)

        page.wait_for_timeout(400)  # paces the input: the next tap comes after the double-tap window, a new gesture
        start = show_layout(page, forty_thieves_positions.every_move())
        page.touchscreen.tap(*card_point(page, "waste"))
        expected = played(start, ("tap", "waste"))
        wait_for_board(page, expected)
        assert_shows(page, expected)
    finally:
        context.close()


def test_offline_after_one_visit(browser: Browser, site_dir: Path) -> None:
    """After one visit the game reloads and plays with the network off and the server gone, cross-origin isolated
    both times (the service worker keeps the development server's headers with the page)."""
    server, url = serve_dist(0, site_dir)
    context = browser.new_context(viewport=DESKTOP)
    try:
        page = context.new_page()
        page.goto(f"{url}#FT1-N-OFFLINE")
        wait_ready(page)
        assert page.evaluate("self.crossOriginIsolated") is True
        wait_for_service_worker(page)

        server.shutdown()
        server.server_close()
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        assert page.evaluate("self.crossOriginIsolated") is True
        assert_shows(page, game.new_game("FT1-N-OFFLINE"))
        start = show_layout(page, forty_thieves_positions.every_move())
        page.mouse.click(*card_point(page, "waste"))
        expected = played(start, ("tap", "waste"))
        wait_for_board(page, expected)
        assert_shows(page, expected)

        page.evaluate("location.hash = '#EO1-C2-OFFLINE'")
        wait_for_board(page, game.new_game("EO1-C2-OFFLINE"))
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_no_request_leaves_the_site(browser: Browser, site_url: str) -> None:
    """A full boot and play (taps, drag, new deals, service worker precache) requests only the site's origin."""
    context = browser.new_context(viewport=DESKTOP)
    try:
        page = context.new_page()
        recorder = PageSession(context, page)
        watch(context, page, recorder)
        page.goto(f"{site_url}#EO1-C2-ORIGINS")
        wait_ready(page)
        recorder.last_tap = 0.0
        start = show_layout(page, forty_thieves_positions.every_move())
        tap(recorder, "waste")
        drag(recorder, "column-7", None, "column-6")
        expected = played(start, ("tap", "waste"), ("move", "column-7", "column-6", 1))
        assert_shows(page, expected)
        show_code(page, "EO1-C8-ORIGINS")
        wait_for_service_worker(page)
        assert recorder.requests, "no request was recorded at all"
        origin = urlsplit(site_url)
        foreign = [
            request
            for request in recorder.requests
            if (urlsplit(request).scheme, urlsplit(request).netloc) != (origin.scheme, origin.netloc)
            and not request.startswith(("data:", f"blob:{site_url.rstrip('/')}"))
        ]
        assert foreign == []
        assert recorder.errors == []
        assert recorder.dialogs == []
    finally:
        context.close()


CACHED_WASM_BYTES_JS = """async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith('solitaire-'));
  const response = await (await caches.open(names[0])).match('/pyodide/pyodide.asm.wasm');
  return (await response.arrayBuffer()).byteLength;
}"""


def test_the_site_boots_from_compressed_responses(browser: Browser, site_url: str, site_dir: Path) -> None:
    """The wasm and the page come with the Content-Encoding the browser prefers; the game boots.

    The service worker precaches the plain URLs, so its cache holds the decoded wasm, byte for byte.
    """
    context = browser.new_context(viewport=DESKTOP)
    try:
        page = context.new_page()
        responses: dict[str, Response] = {}
        page.on("response", lambda response: responses.setdefault(urlsplit(response.url).path, response))
        page.goto(f"{site_url}#FT1-N-SQUEEZE")
        wait_ready(page)
        assert_shows(page, game.new_game("FT1-N-SQUEEZE"))
        for path in ("/", "/pyodide/pyodide.asm.wasm"):
            response = responses[path]
            accepted = response.request.all_headers().get("accept-encoding", "")
            coding = preferred_coding(accepted, ["br", "gzip"])
            assert coding is not None, f"Chromium accepts neither brotli nor gzip: {accepted!r}"
            headers = response.all_headers()
            assert (response.status, headers.get("content-encoding"), headers.get("vary")) == (
                200,
                coding,
                "Accept-Encoding",
            )
        wait_for_service_worker(page)
        assert page.evaluate(CACHED_WASM_BYTES_JS) == (site_dir / "pyodide" / "pyodide.asm.wasm").stat().st_size
    finally:
        context.close()


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["390x844", "1440x900"])
@pytest.mark.parametrize("code", ["FT1-N-SHOTSAA", "EO1-C8-SHOTSAA", "EO1-C2-SHOTSAA"])
def test_screenshot(ui: PageSession, size: dict[str, int], code: str) -> None:
    """Screenshots of the boards for a person to look at (not compared); the board stays inside the width."""
    ui.page.set_viewport_size(size)
    show_code(ui.page, code)
    SHOTS.mkdir(parents=True, exist_ok=True)
    ui.page.screenshot(
        path=str(SHOTS / f"{code.rsplit('-', 1)[0]}-{size['width']}x{size['height']}.png"), full_page=True
    )
    widest = ui.page.evaluate(
        "Math.max(...[...document.querySelectorAll('#board [data-pile]')].map(e => e.getBoundingClientRect().right))"
    )
    assert widest <= size["width"]
