"""What the end-to-end browser tests share: sessions, gestures, settings, reading the page, starting positions.

What the tools and benches use too (waiting for the boot, reading the board, card points, shared
positions) is in tools/pages.py; the fixtures that build, serve and open the site are in the
conftest.py files. Expected positions are computed with the same engine (`game/`) in CPython.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page

import game
from tools.pages import EO_RANKS, EO_SUITS, card_point, dom_piles, expected_dom, settled, wait_for_board, wait_ready

ROOT = Path(__file__).resolve().parents[2]
PHONE = {"width": 390, "height": 844}
DOUBLE_TAP_WINDOW_S = 0.35
QUIET_S = 0.6  # longer than the double-tap window: the next tap is a new single tap


# Pages and what they have seen


class PageSession:
    """A page opened in a browser context and what it has seen: every request URL, dialogs, page errors."""

    def __init__(self, context: BrowserContext, page: Page) -> None:
        self.context = context
        self.page = page
        self.requests: list[str] = []
        self.dialogs: list[str] = []
        self.errors: list[str] = []
        self.last_tap = 0.0


def watch(context: BrowserContext, page: Page, session: PageSession) -> None:
    """Record requests, dialogs (dismissed: the page must never open one) and uncaught errors."""
    context.on("request", lambda request: session.requests.append(request.url))

    def on_dialog(dialog: Any) -> None:
        session.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    page.on("dialog", on_dialog)
    page.on("pageerror", lambda error: session.errors.append(str(error)))


def open_page(context: BrowserContext, url: str, before: str = "") -> PageSession:
    """A new page of `context` at `url`, booted, with its errors and dialogs watched (`before` runs first)."""
    page = context.new_page()
    if before:
        page.add_init_script(before)
    watched = PageSession(context, page)
    watch(context, page, watched)
    page.goto(url)
    wait_ready(page)
    return watched


def first_code() -> str:
    """A valid code the shared page boots with (checked in CPython, so a typo fails loudly)."""
    return str(game.DealCode.parse("FT1-N-BRWSRAA"))


SERVICE_WORKER_CACHED_JS = """async () => {
  const registration = await navigator.serviceWorker.ready;
  if (!registration.active || registration.active.state !== 'activated') return false;
  if (!navigator.serviceWorker.controller) return false;
  const names = (await caches.keys()).filter((name) => name.startsWith('solitaire-'));
  if (names.length !== 1) return false;
  const cache = await caches.open(names[0]);
  const urls = (await cache.keys()).map((request) => new URL(request.url).pathname);
  return urls.includes('/index.html') && urls.some((url) => url.endsWith('.wasm'));
}"""


# Resolves once the writes the page has queued are in storage: it writes them in a task after the
# second frame following a view (static/js/storage.js), queued before this one.
AFTER_QUEUED_WRITES_JS = """() => new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
})"""


def wait_for_queued_writes(page: Page) -> None:
    """Wait until every storage write the page has queued so far is made."""
    page.evaluate(AFTER_QUEUED_WRITES_JS)


def wait_for_service_worker(page: Page) -> None:
    """Wait until the service worker controls the page and its cache holds the site."""
    deadline = time.monotonic() + 90
    while not page.evaluate(SERVICE_WORKER_CACHED_JS):
        assert time.monotonic() < deadline, "the service worker never became active with a filled cache"
        page.wait_for_timeout(250)


# Starting positions


def show_code(page: Page, code: str) -> game.Game:
    """Show the deal of `code` from its start, through the hash (then a save, if the hash resumed a played game)."""
    expected = game.new_game(code)
    if page.evaluate("location.hash") != f"#{expected.code}":
        page.evaluate("hash => { location.hash = hash; }", f"#{code}")
        page.wait_for_function("code => document.getElementById('deal-code').textContent === code", arg=expected.code)
    if page.evaluate("window.solitaire.state()") != expected.to_json():
        assert page.evaluate("save => window.solitaire.load(save)", expected.to_json()) is True
    wait_for_board(page, expected)
    return expected


# Reading the page


def page_state(page: Page) -> dict[str, Any]:
    """`window.solitaire.state()` parsed (the engine's to_json of the game on screen)."""
    text = page.evaluate("window.solitaire.state()")
    assert isinstance(text, str)
    return json.loads(text)


def text_of(page: Page, testid: str) -> str:
    """The text of a `data-testid` element, once the intents sent are drawn."""
    settled(page)
    return page.locator(f"[data-testid={testid}]").inner_text().strip()


def message(page: Page) -> str:
    """The rule reminder or notice on screen, once the intents sent are drawn."""
    settled(page)
    return page.locator("[data-testid=message]").text_content() or ""


def assert_shows(page: Page, expected: game.Game) -> None:
    """The page shows `expected`: DOM piles, counters, code, and `window.solitaire.state()`."""
    assert dom_piles(page) == expected_dom(expected)
    assert text_of(page, "score") == str(expected.score)
    assert text_of(page, "moves") == str(expected.moves)
    if expected.code:
        assert text_of(page, "deal-code") == expected.code
        assert page.evaluate("location.hash") == f"#{expected.code}"
    state = page_state(page)
    assert state["piles"] == {pile: [str(card) for card in cards] for pile, cards in expected.piles.items()}
    assert (state["code"], state["score"], state["moves"]) == (expected.code, expected.score, expected.moves)
    assert game.load_game(json.dumps(state)).to_json() == expected.to_json()


def targets_on_screen(page: Page) -> set[str]:
    """The piles highlighted as accepting the dragged card(s), once the intents sent are drawn."""
    settled(page)
    return set(page.evaluate("[...document.querySelectorAll('[data-pile].target')].map(e => e.dataset.pile)"))


# Pointer gestures


def pile_point(page: Page, pile: str) -> tuple[float, float]:
    """A point over a pile: its top card, or the top of an empty pile."""
    box = page.locator(f'#board [data-pile="{pile}"]').bounding_box()
    assert box is not None
    cards = page.locator(f'#board [data-pile="{pile}"] [data-card]')
    if cards.count():
        return card_point(page, pile)
    return box["x"] + box["width"] / 2, box["y"] + min(box["height"], box["width"] * 1.4) / 2


def settle(session: PageSession) -> None:
    """Let the double-tap window of the previous tap pass, so that the next tap is a new one."""
    wait = QUIET_S - (time.monotonic() - session.last_tap)
    if wait > 0:
        time.sleep(wait)


def tap(session: PageSession, pile: str, index: int | None = None) -> None:
    """One mouse tap (click) on a card, as a new gesture."""
    settle(session)
    x, y = card_point(session.page, pile, index)
    session.page.mouse.click(x, y)
    session.last_tap = time.monotonic()
    settled(session.page)


def double_tap(session: PageSession, pile: str, index: int | None = None) -> None:
    """Two quick mouse taps on the same spot of a card."""
    settle(session)
    x, y = card_point(session.page, pile, index)
    session.page.mouse.click(x, y)
    session.page.wait_for_timeout(60)
    session.page.mouse.click(x, y)
    session.last_tap = time.monotonic()
    settled(session.page)


def drag_start(session: PageSession, pile: str, index: int | None = None) -> tuple[float, float]:
    """Press on a card and move far enough to start a drag; returns the press point."""
    settle(session)
    page = session.page
    x, y = card_point(page, pile, index)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 12, y + 12, steps=4)
    page.mouse.move(x + 30, y + 40, steps=4)
    page.wait_for_function("() => document.documentElement.classList.contains('dragging')", timeout=5_000)
    return x, y


def drag_to(session: PageSession, x: float, y: float) -> None:
    """Move the dragged card(s) to a point and release."""
    page = session.page
    page.mouse.move(x, y, steps=12)
    page.mouse.up()
    session.last_tap = 0.0
    settled(page)


def drag(session: PageSession, pile: str, index: int | None, target: str) -> None:
    """Drag a card (and in Eight Off the run above it) onto a pile and release it there."""
    drag_start(session, pile, index)
    drag_to(session, *pile_point(session.page, target))


def click_tool(page: Page, selector: str) -> None:
    """Click a toolbar button, through the "more" menu when the screen is too narrow to show it."""
    if not page.locator(selector).is_visible():
        page.click("#more-button")
    page.click(selector)
    settled(page)


def choose_language(page: Page, language: str) -> None:
    """Pick a language in the Settings window and close it."""
    click_tool(page, "#settings-button")
    page.select_option("#setting-language", language)
    page.locator("#settings-dialog button[type=submit]").click()
    page.wait_for_selector("#settings-dialog", state="hidden")


def set_settings(page: Page, *, double_tap: bool, auto_placement: bool) -> None:
    """Set the two settings through the Settings window (only touching what differs)."""
    wanted = {"#setting-double-tap": double_tap, "#setting-auto-placement": auto_placement}
    current = {selector: page.locator(selector).is_checked() for selector in wanted}
    if current == wanted:
        return
    click_tool(page, "#settings-button")
    for selector, value in wanted.items():
        page.locator(selector).set_checked(value)
    page.locator("#settings-dialog button[type=submit]").click()
    page.wait_for_selector("#settings-dialog", state="hidden")


# Positions used by several tests (computed in CPython, shown with `show_layout`)


def eo_layout() -> game.Game:
    """An Eight Off position (8 cells) with runs, an empty column, a king in a cell and free cells.

    column-1 ends with the run 9C 8C 7C (goes onto 10C of column-2), 6H (column-3) goes onto 7H
    (column-4), cell-1 holds 3D (to foundation-3), cell-2 holds KH (into the empty column-8),
    foundation-3 holds AD 2D, cells 4-8 are free.
    """
    placed = {
        "foundation-1": ["AS"],
        "foundation-3": ["AD", "2D"],
        "column-1": ["5H", "9C", "8C", "7C"],
        "column-2": ["4H", "10C"],
        "column-3": ["JD", "6H"],
        "column-4": ["2C", "7H"],
        "column-8": [],
        "cell-1": ["3D"],
        "cell-2": ["KH"],
        "cell-3": ["QS"],
    }
    used = {card for cards in placed.values() for card in cards}
    rest = [rank + suit for suit in EO_SUITS for rank in EO_RANKS if rank + suit not in used]
    # The other cards, spread over columns 5-7 with a non-matching card on top of each.
    placed["column-5"] = rest[0:12]
    placed["column-6"] = rest[12:24]
    placed["column-7"] = rest[24:]
    return game.from_layout("eight-off", placed, cells=8)


# Accessibility

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(page: Page) -> list[dict[str, Any]]:
    """Serious and critical axe-core violations (WCAG 2.1 A and AA, and target-size) of the page as it is now.

    target-size (targets of at least 24 x 24 px, or spaced so) is off by default in axe; the
    page's CSP must allow the injected script (a context with `bypass_csp`).
    """
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate(
        """async () => {
          const found = await axe.run(document, {
            runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
            rules: { 'target-size': { enabled: true } },
          });
          const ran = [found.passes, found.violations, found.incomplete, found.inapplicable]
            .some((group) => group.some((rule) => rule.id === 'target-size'));
          return { ran, violations: found.violations.filter(v => ['serious', 'critical'].includes(v.impact))
            .map(v => ({ id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5) })) };
        }"""
    )
    assert result["ran"], "axe ran without its target-size rule"
    violations = result["violations"]
    assert isinstance(violations, list)
    return violations
