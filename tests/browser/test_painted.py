"""The board on screen before Python is up (`<html data-painted>`), on returning and first visits.

Each view of the stored game is kept beside the save; the next start paints it at once, before
Pyodide is fetched, when it belongs to the game that will be shown. A first visit (nothing
stored) opens one fixed deal, whose first view the build made in every language: it is painted
the same way. These tests record the board
at the moment `<html data-painted>` appears (a MutationObserver set before any page script) and
hold Python back by delaying the Pyodide runtime, so that gestures made on the painted board can
be checked to apply, in order, once the engine is up.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, Route

import game
from game.i18n import catalogue
from tests.support.pages import PageSession, assert_shows, tap, wait_for_queued_writes, watch
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.pages import DESKTOP, DOM_PILES_JS, expected_dom, wait_for_board
from ui.session import FIRST_VISIT_DEALS
from ui.texts import Texts

pytestmark = pytest.mark.browser

CODE, LINK = "FT1-N-PAINTED", "FT1-N-LINKEDA"

# Records the board and whether the page was ready at the moment data-painted appeared (it watches the
# document: the init script runs before <html> exists).
PAINT_PROBE = f"""
window.__painted = null;
new MutationObserver((changes, observer) => {{
  const root = document.documentElement;
  if (root.hasAttribute('data-painted') && window.__painted === null) {{
    window.__painted = {{ piles: ({DOM_PILES_JS})(), ready: root.hasAttribute('data-ready'), at: performance.now() }};
    observer.disconnect();
  }}
}}).observe(document, {{ subtree: true, attributes: true, attributeFilter: ['data-painted'] }});
"""


# True once the browser's storage keeps the game of `expected` (code, moves) and the view of it that
# the next start paints (static/js/storage.js writes both after the frame that shows the action).
STORED_JS = """([code, moves]) => {
  try {
    const saved = JSON.parse(JSON.parse(localStorage.getItem("solitaire-game")).game);
    const view = JSON.parse(localStorage.getItem("solitaire-view"));
    return saved.code === code && saved.moves === moves
      && view.counters.code === code && view.counters.moves === String(moves);
  } catch {
    return false;
  }
}"""


@contextmanager
def launched(playwright: Playwright, folder: Path, locale: str = "en-US") -> Iterator[BrowserContext]:
    """A persistent browser profile in `folder`, without the service worker (so that requests can be held back)."""
    context = playwright.chromium.launch_persistent_context(
        str(folder),
        executable_path=chromium_executable(),
        args=list(CHROMIUM_ARGS),
        viewport=DESKTOP,
        service_workers="block",
        locale=locale,
    )
    try:
        yield context
    finally:
        context.close()


@pytest.fixture
def profile(playwright: Playwright, tmp_path: Path) -> Iterator[BrowserContext]:
    """A persistent browser profile of its own."""
    with launched(playwright, tmp_path / "profile") as context:
        yield context


def opened(context: BrowserContext, url: str, *, hold_python: bool = False) -> tuple[PageSession, list[Route]]:
    """A new tab on `url` with the paint probe; with `hold_python`, the Pyodide runtime is held back until released."""
    page = context.new_page()
    page.add_init_script(PAINT_PROBE)
    held: list[Route] = []
    if hold_python:
        page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # noqa: PLW0108 (a bound method fails)
    watched = PageSession(context, page)
    watch(context, page, watched)
    page.goto(url, wait_until="commit")
    return watched, held


def painted(page: Page) -> dict[str, object]:
    """What the board showed when data-painted appeared."""
    deadline = time.monotonic() + 60
    while (probe := page.evaluate("window.__painted")) is None:
        assert time.monotonic() < deadline, "the board was never painted"
        page.wait_for_timeout(20)
    assert isinstance(probe, dict)
    return probe


def wait_until_stored(page: Page, expected: game.Game) -> None:
    """Wait until the storage keeps `expected` as the game in progress, with its view, then check the save whole."""
    page.wait_for_function(STORED_JS, arg=[expected.code, expected.moves])
    saved = json.loads(page.evaluate("localStorage.getItem('solitaire-game')"))
    assert game.load_game(saved["game"]).to_json() == expected.to_json()


def ready(page: Page) -> None:
    """Wait for data-ready."""
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)


def played(context: BrowserContext, url: str, draws: int) -> game.Game:
    """Open CODE, draw `draws` times with the mouse, close the tab; the game the profile keeps."""
    first, _ = opened(context, f"{url}#{CODE}")
    ready(first.page)
    expected = game.new_game(CODE)
    for _ in range(draws):
        tap(first, "stock")
        expected.draw()
        wait_for_board(first.page, expected)
    wait_until_stored(first.page, expected)
    first.page.close()
    return expected


def test_a_returning_visit_paints_the_stored_game_before_python_is_up(profile: BrowserContext, site_url: str) -> None:
    """The bare address: the stored game is on screen, each card where the engine has it, before data-ready."""
    expected = played(profile, site_url, draws=2)
    again, held = opened(profile, site_url, hold_python=True)
    probe = painted(again.page)
    assert probe["piles"] == expected_dom(expected)
    assert probe["ready"] is False
    assert again.page.locator("[data-testid=moves]").inner_text() == "2"
    assert not again.page.locator("[data-testid=hint]").is_visible(), "a returning player gets no first-visit hint"
    for route in held:
        route.continue_()
    again.page.unroute("**/pyodide.asm.wasm")
    ready(again.page)
    assert_shows(again.page, expected)
    assert not again.page.locator("[data-testid=hint]").is_visible()
    assert again.errors == []


def test_gestures_on_the_painted_board_apply_in_order_once_python_is_up(profile: BrowserContext, site_url: str) -> None:
    """Two taps on the stock of the painted board, before the engine is up: both draws happen, once each."""
    expected = played(profile, site_url, draws=1)
    again, held = opened(profile, f"{site_url}#{CODE}", hold_python=True)
    painted(again.page)
    note = again.page.locator("[data-testid=queued-note]")
    assert not note.is_visible(), "nothing is waiting yet"
    tap(again, "stock")
    tap(again, "stock")
    assert not again.page.evaluate("document.documentElement.hasAttribute('data-ready')")
    assert note.is_visible() and note.inner_text() == catalogue("en").text("boot-queued"), "the taps wait, visibly"
    assert again.page.locator("[data-testid=announcer]").inner_text() == catalogue("en").text("boot-queued")
    for route in held:
        route.continue_()
    again.page.unroute("**/pyodide.asm.wasm")
    ready(again.page)
    assert not note.is_visible(), "gone once the game is ready"
    expected.draw()
    expected.draw()
    wait_for_board(again.page, expected)
    assert_shows(again.page, expected)
    wait_until_stored(again.page, expected)
    assert again.errors == []


def test_a_link_to_another_deal_is_never_painted_from_the_stored_view(profile: BrowserContext, site_url: str) -> None:
    """A link names another deal: what is painted first is that deal, drawn by Python, not the stored game."""
    played(profile, site_url, draws=1)
    link, _ = opened(profile, f"{site_url}#{LINK}")
    probe = painted(link.page)
    assert probe["piles"] == expected_dom(game.new_game(LINK))
    assert probe["ready"] is True
    ready(link.page)
    assert_shows(link.page, game.new_game(LINK))


@pytest.mark.parametrize(
    "damage",
    ["{not json", '{"format": 99}', "null"],
    ids=["damaged", "foreign-format", "empty"],
)
def test_a_damaged_or_foreign_stored_view_is_ignored(profile: BrowserContext, site_url: str, damage: str) -> None:
    """A stored view that cannot be read, or of another format, is not painted: the page waits for Python."""
    expected = played(profile, site_url, draws=1)
    setter = profile.new_page()
    setter.goto(f"{site_url}static/manifest.webmanifest")
    setter.evaluate("text => localStorage.setItem('solitaire-view', text)", damage)
    setter.close()
    again, _ = opened(profile, site_url)
    probe = painted(again.page)
    assert probe["ready"] is True
    assert probe["piles"] == expected_dom(expected)
    ready(again.page)
    assert_shows(again.page, expected)
    assert again.errors == []


def test_a_painted_board_whose_start_fails_says_so_and_keeps_the_game(profile: BrowserContext, site_url: str) -> None:
    """The start fails after the stored game is painted: the board stays, the message line says why, a tap changes
    nothing, and the next start resumes the same game, the tap not applied."""
    expected = played(profile, site_url, draws=2)
    failing = PageSession(profile, profile.new_page())
    watch(profile, failing.page, failing)
    failing.page.add_init_script(PAINT_PROBE)
    failing.page.route("**/python-files.json", lambda route: route.fulfill(status=404, body="missing"))
    failing.page.goto(site_url, wait_until="commit")
    assert painted(failing.page)["piles"] == expected_dom(expected)
    stored = failing.page.evaluate("localStorage.getItem('solitaire-game')")
    failed = catalogue("en").text("boot-failed", reason="")
    says_failed = "text => document.getElementById('message').textContent.startsWith(text)"
    failing.page.wait_for_function(says_failed, arg=failed)
    assert "python-files.json: HTTP 404" in failing.page.locator("[data-testid=message]").inner_text()
    assert failing.page.evaluate("document.documentElement.dataset.boot") == "failed"
    loading_bar = "getComputedStyle(document.querySelector('.toolbar'), '::after').content"
    assert failing.page.evaluate(loading_bar) == "none"
    tap(failing, "stock")
    wait_for_queued_writes(failing.page)  # the tap was handled, and anything it wrote is in storage
    assert failing.page.evaluate(f"({DOM_PILES_JS})()") == expected_dom(expected)
    assert failing.page.evaluate("localStorage.getItem('solitaire-game')") == stored
    assert not failing.page.evaluate("document.documentElement.hasAttribute('data-ready')")
    failing.page.close()
    again, _ = opened(profile, site_url)
    ready(again.page)
    assert_shows(again.page, expected)
    assert again.errors == []


@pytest.mark.parametrize(("locale", "language"), [("en-GB", "en"), ("cs-CZ", "cs"), ("nn-NO", "nb")])
def test_a_first_visit_paints_its_deal_in_the_browsers_language_before_python_is_up(
    playwright: Playwright, tmp_path: Path, site_url: str, locale: str, language: str
) -> None:
    """Nothing stored: a first visit's deal is on screen, labelled in the browser's language, before data-ready; a
    draw made on it then is applied once the engine is up, and the board stays the engine's: the same deal."""
    texts = Texts(language)
    with launched(playwright, tmp_path / "profile", locale) as context:
        first, held = opened(context, site_url, hold_python=True)
        probe = painted(first.page)
        page = first.page
        code = page.locator("[data-testid=deal-code]").inner_text()
        assert code in FIRST_VISIT_DEALS
        expected = game.new_game(code)
        assert probe["piles"] == expected_dom(expected)
        assert probe["ready"] is False
        assert page.locator("[data-testid=game-name]").inner_text() == texts.variant_name(expected.record)
        assert page.locator("#undo .label").inner_text() == texts.text("undo")
        assert page.evaluate("document.documentElement.lang") == language
        assert page.locator("[data-testid=message]").inner_text() == ""
        hint = page.locator("[data-testid=hint]")
        assert hint.is_visible() and hint.inner_text() == texts.text("first-visit-hint"), "what to do, near the cards"
        tap(first, "stock")
        note = page.locator("[data-testid=queued-note]")
        assert note.is_visible() and note.inner_text() == texts.text("boot-queued"), "the tap waits, said so"
        assert not hint.is_visible(), "the note stands alone in the status line"
        for route in held:
            route.continue_()
        page.unroute("**/pyodide.asm.wasm")
        ready(page)
        assert not note.is_visible()
        expected.draw()
        wait_for_board(page, expected)
        assert_shows(page, expected)
        assert not hint.is_visible(), "gone after the first action"
        assert page.locator("[data-testid=game-name]").inner_text() == texts.variant_name(expected.record)
        assert first.errors == []


def test_the_first_visit_view_is_painted_for_no_link_and_no_storage(profile: BrowserContext, site_url: str) -> None:
    """A first visit by a link shows the linked deal, drawn by Python; so does a visit with only settings stored."""
    link, _ = opened(profile, f"{site_url}#{LINK}")
    probe = painted(link.page)
    assert probe["ready"] is True
    assert probe["piles"] == expected_dom(game.new_game(LINK))
    ready(link.page)
    settings = profile.new_page()
    settings.goto(f"{site_url}static/manifest.webmanifest")
    settings.evaluate("localStorage.clear(); localStorage.setItem('solitaire-settings', '{}')")
    settings.close()
    again, _ = opened(profile, site_url)
    probe = painted(again.page)
    assert probe["ready"] is True
    code = again.page.locator("[data-testid=deal-code]").inner_text()
    assert code in FIRST_VISIT_DEALS
    assert probe["piles"] == expected_dom(game.new_game(code))
    assert again.errors == []


def test_first_visits_paint_different_deals(browser: Browser, site_url: str) -> None:
    """Newcomers do not all get the same deal: six first visits (new contexts) paint more than one first deal."""
    codes = set()
    for _ in range(6):
        context = browser.new_context(viewport=DESKTOP, service_workers="block", locale="en-GB")
        try:
            first, _held = opened(context, site_url, hold_python=True)
            painted(first.page)
            codes.add(first.page.locator("[data-testid=deal-code]").inner_text())
        finally:
            context.close()
    assert codes <= set(FIRST_VISIT_DEALS)
    assert len(codes) > 1
