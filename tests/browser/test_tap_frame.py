"""A tap's move is drawn before the frame that follows the tap, though Python answers from a worker.

Right after an input the browser renders the next frame before it hands the page any message, so
an answer that came by message alone would show a frame late. On a cross-origin isolated page the
worker also writes the answer into memory it shares with the page, which waits for it a few
milliseconds and draws it in the tap's own task (static/js/bridge.js, `fromMailbox`), when no
other answer is still due (the start's rehearsal, once the page is idle, sends a few). A host
that cannot send the isolation headers gets no shared memory: its taps are drawn when the message
comes, and play all the same.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Route

from tests.support.pages import PageSession, open_page, tap
from tools.check_host import ISOLATION_HEADERS
from tools.pages import DESKTOP, wait_ready

pytestmark = pytest.mark.browser

WARM_UP = 6
TAPS = 6
DEAL = "FT1-N-QQQQQQQ"  # a stock of 64 cards

# For each drawing of the moves counter: whether it came before the first animation frame after
# the last pointerup (null while that frame has not come yet when the counter changes).
DRAWN_BEFORE_FRAME_JS = """
window.__drawnBeforeFrame = [];
let frameCame = true;
addEventListener("pointerup", () => {
  frameCame = false;
  requestAnimationFrame(() => { frameCame = true; });
}, true);
addEventListener("DOMContentLoaded", () => {
  new MutationObserver(() => __drawnBeforeFrame.push(!frameCame)).observe(
    document.getElementById("moves"), { childList: true, characterData: true, subtree: true });
});
"""


def stock_taps(session: PageSession) -> list[bool]:
    """After WARM_UP stock taps, tap the stock TAPS times; for each move, whether it was drawn before the frame.

    The first moves of a fresh page take Python tens of milliseconds (V8 has not optimised the
    wasm functions they run yet), longer than the page waits for the mailbox."""
    page = session.page
    # After the start's rehearsal (its steps are requests too): a tap waits for any answer still due.
    page.wait_for_function("() => performance.getEntriesByName('solitaire-rehearsed').length === 1")
    for _ in range(WARM_UP):
        tap(session, "stock")
    page.evaluate("window.__drawnBeforeFrame.length = 0")
    for _ in range(TAPS):
        tap(session, "stock")
    moves = page.evaluate("window.solitaire.state().then((state) => JSON.parse(state).moves)")
    assert moves == WARM_UP + TAPS
    drawn: list[bool] = page.evaluate("window.__drawnBeforeFrame")
    return drawn


def test_a_tap_is_drawn_before_the_next_frame(browser: Browser, site_url: str) -> None:
    context = browser.new_context(viewport=DESKTOP)
    try:
        session = open_page(context, f"{site_url}#{DEAL}", DRAWN_BEFORE_FRAME_JS)
        assert session.page.evaluate("self.crossOriginIsolated") is True
        drawn = stock_taps(session)
        # One tap may miss on a loaded machine (the worker not scheduled in time); by message, all would.
        assert sum(drawn) >= TAPS - 1, drawn
        assert session.errors == []
    finally:
        context.close()


def without_isolation(route: Route) -> None:
    """Answer with the host's response minus the two cross-origin isolation headers."""
    response = route.fetch()
    headers = {name: value for name, value in response.headers.items() if name.title() not in ISOLATION_HEADERS}
    route.fulfill(response=response, headers=headers)


def test_without_isolation_taps_play_by_message(browser: Browser, site_url: str) -> None:
    """A page its host does not isolate shares no memory with the worker: each tap's move comes by message."""
    context = browser.new_context(viewport=DESKTOP)
    context.route(f"{site_url}", without_isolation)
    context.route(f"{site_url}index.html", without_isolation)
    try:
        session = open_page(context, f"{site_url}#{DEAL}", DRAWN_BEFORE_FRAME_JS)
        page = session.page
        wait_ready(page)
        assert page.evaluate("self.crossOriginIsolated") is False
        drawn = stock_taps(session)
        assert len(drawn) == TAPS and not any(drawn), drawn
        assert session.errors == []
    finally:
        context.close()
