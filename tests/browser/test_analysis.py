"""After the game, in the browser: a playing lost by real gestures, left, analysed in the worker, watched.

The player's path: a certified Eight Off deal (4 cells) lost by double taps in a profile's tab,
left through a link in the same tab, analysed from the message area's offer and again from the
recent games, its winning line watched to a won board; the game in progress byte for byte the
same afterwards. A Forty Thieves analysis runs in its worker while the board is tapped, and every
tap is answered meanwhile. The verdicts are checked against game.analysis run here in CPython. The
worker starts from the page's memory snapshot, and without one the ordinary way.

How long the taps take while an analysis runs (Event Timing, the main thread's long tasks) is a
measurement, not a test: bench/analysis_speed.py measures it, against the same taps with none.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, Playwright

import game
from game.analysis import analyse_playing
from game.replay import encode_moves
from tests.support.helpers import solution_of
from tests.support.pages import PHONE, click_tool, double_tap, tap
from tests.support.visits import Profile
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.pages import settled, wait_ready
from ui.contract import StorageKey

pytestmark = pytest.mark.browser

# A certified Eight Off (4 cells) deal and three double taps that lose it at the third (found with
# game.analysis; the test checks it again), and the deal whose link leaves it.
LOST_DEAL, LOSING_TAPS = "EO1-C4-AAAAABR", ("column-1", "column-2", "column-2")
LINKED_DEAL, FIRST_LINKED_TAP = "EO1-C4-AAAAAAF", "column-2"  # its ace of clubs goes up
FT_LEFT, FT_LINKED = "FT1-N-BRWSRAA", "FT1-N-AAAAAAA"  # not certified: the worker searches
TAPS_WHILE_ANALYSING = 10
ANSWER_TIMEOUT_MS = 90_000  # a cold worker downloads and starts its own Pyodide
ANALYSIS_WORKER = "/static/js/analysis-worker.mjs"

# A worker made as analysis.js makes it, asked one request: how its Pyodide started and what it answered.
WORKER_ANSWER_JS = """(request) => new Promise((resolve) => {
  const worker = new Worker("static/js/analysis-worker.mjs", { type: "module" });
  let boot = null;
  worker.onmessage = ({ data }) => {
    if (data.ready) return void (boot = data.boot);
    worker.terminate();
    resolve({ boot, deal: data.analysis?.deal ?? null, error: data.error ?? null });
  };
  worker.postMessage(request);
})"""


def stored_game(page: Page) -> str:
    """The text the browser's storage keeps as the game in progress."""
    text = page.evaluate("key => localStorage.getItem(key)", StorageKey.GAME)
    assert isinstance(text, str)
    return text


def played_line(page: Page) -> str:
    """The moves text of the actions of the game on screen."""
    return encode_moves(game.load_game(page.evaluate("window.solitaire.state()")).log)


def verdict_of(page: Page) -> dict[str, str | None]:
    """The analysis window's contract once it has answered: verdict, lost-at, still-winnable."""
    page.wait_for_selector("[data-testid=analysis]:not([data-verdict=running])", timeout=ANSWER_TIMEOUT_MS)
    root = page.locator("[data-testid=analysis]")
    return {name: root.get_attribute(name) for name in ("data-verdict", "data-lost-at", "data-still-winnable")}


def visible_buttons(page: Page, selector: str) -> list[str]:
    """The visible buttons of an element, each by its text or else its accessible label, in order."""
    buttons = page.locator(f"{selector} button")
    return [
        buttons.nth(index).inner_text().strip() or str(buttons.nth(index).get_attribute("aria-label"))
        for index in range(buttons.count())
        if buttons.nth(index).is_visible()
    ]


def expected_verdict(code: str, line: str) -> dict[str, str | None]:
    """What game.analysis says of a line of a certified Eight Off deal, in the window's attributes."""
    solution = encode_moves(solution_of("eight-off-4", code))
    answer = json.loads(analyse_playing(code, line, time_limit=5.0, solution_text=solution))
    lost_at = answer["lost_at"]
    return {
        "data-verdict": answer["deal"],
        "data-lost-at": None if lost_at is None else str(lost_at),
        "data-still-winnable": "" if lost_at is None and answer["still_winnable"] else None,
    }


def test_a_lost_game_is_analysed_from_the_offer_and_the_recent_games_and_its_win_watched(
    playwright: Playwright, tmp_path: Path, site_url: str
) -> None:
    """Lose by double taps, leave by a link, Analyse (offer, recent games), Watch a won line; nothing saved moves."""
    profile = Profile(playwright, tmp_path / "profile", site_url)
    opened = profile.open(LOST_DEAL)
    page = opened.page
    for pile in LOSING_TAPS:
        double_tap(opened, pile)
    line = played_line(page)
    assert len(game.decode_moves(line, game.DealCode.parse(LOST_DEAL).record)) == len(LOSING_TAPS)
    expected = expected_verdict(LOST_DEAL, line)
    assert expected["data-lost-at"] == str(len(LOSING_TAPS)), "the taps lose the deal at the last one"
    assert not page.locator("[data-testid=analyse]").first.is_visible(), "nothing to analyse during play"

    page.evaluate("hash => { location.hash = hash; }", f"#{LINKED_DEAL}")
    page.wait_for_function("code => document.getElementById('deal-code').textContent === code", arg=LINKED_DEAL)
    assert not page.locator("#analyse-offer").is_visible(), "a link merely looked at leaves nothing"
    double_tap(opened, FIRST_LINKED_TAP)
    assert page.locator("[data-testid=moves]").inner_text() == "1"
    offer = page.locator("#analyse-offer")
    assert offer.is_visible() and offer.inner_text() == "Analyse the game you left"
    in_progress = stored_game(page)

    offer.click()
    settled(page)
    assert page.locator("[data-testid=analysis]").get_attribute("data-verdict") in ("running", "won")
    assert verdict_of(page) == expected
    page.locator("#analysis-dialog [data-testid=close]").click()
    settled(page)
    assert offer.is_visible(), "the offer stays until the next action"

    click_tool(page, "#stats-button")
    rows = page.locator("[data-testid=recent-games] li")
    assert rows.count() == 1 and LOST_DEAL in rows.first.inner_text()
    rows.first.locator("[data-testid=analyse]").click()
    settled(page)
    assert page.locator("[data-testid=analysis]").get_attribute("data-verdict") == "won", "the answer was kept"
    assert verdict_of(page) == expected

    page.click("[data-analysis=watch]")
    bar = page.locator("[data-testid=replay-bar]")
    bar.wait_for(state="visible")
    assert bar.get_attribute("data-takeover") == str(len(LOSING_TAPS) - 1)
    while page.locator("[data-testid=replay-step]").is_enabled():
        page.click("[data-testid=replay-step]")
        settled(page)
    position = page.locator("[data-testid=replay-position]").inner_text()
    assert position.split(" / ")[0] == position.split(" / ")[1]
    foundations = page.evaluate("document.querySelectorAll('[data-pile^=foundation] [data-card]').length")
    assert foundations == 52, "the line watched ends on a won board"
    page.click("[data-testid=replay-exit]")
    assert stored_game(page) == in_progress, "watching and analysing never touch the game in progress"
    profile.assert_clean()
    profile.context.close()


def test_a_forty_thieves_analysis_runs_off_the_main_thread_while_the_board_is_tapped(
    playwright: Playwright, tmp_path: Path, site_url: str
) -> None:
    """Closed, the analysis works on in its worker while the stock is tapped, and each tap is answered meanwhile."""
    profile = Profile(playwright, tmp_path / "profile", site_url)
    opened = profile.open(FT_LEFT)
    page = opened.page
    for _ in range(3):
        tap(opened, "stock")
    page.evaluate("hash => { location.hash = hash; }", f"#{FT_LINKED}")
    page.wait_for_function("code => document.getElementById('deal-code').textContent === code", arg=FT_LINKED)
    tap(opened, "stock")
    page.click("#analyse-offer")
    running = page.locator("[data-testid=analysis][data-verdict=running]")
    running.wait_for()
    assert sorted(visible_buttons(page, "#analysis-dialog")) == ["Cancel", "Close"], "one way to stop it, one to close"
    page.locator("#analysis-dialog [data-testid=close]").click()
    page.set_viewport_size(PHONE)
    assert [worker.url for worker in page.workers if worker.url.endswith(ANALYSIS_WORKER)], "it runs in a worker"
    for taps in range(1, TAPS_WHILE_ANALYSING + 1):
        tap(opened, "stock")
        page.wait_for_function(
            "moves => document.querySelector('[data-testid=moves]').textContent.trim() === moves", arg=str(1 + taps)
        )
    assert running.count() == 1, "the analysis was still working (10 s a position)"

    click_tool(page, "#stats-button")
    page.locator("[data-testid=recent-games] li").first.locator("[data-testid=analyse]").click()
    running.wait_for()
    page.click("[data-analysis=cancel]")
    page.locator("#analysis-dialog").wait_for(state="hidden")
    said = page.locator("#stats-dialog .window-message").inner_text()
    assert said == "The analysis was stopped.", "said in the Statistics window, still open under it"
    profile.assert_clean()
    profile.context.close()


def test_a_worker_that_cannot_start_is_said_plainly_and_the_game_goes_on(
    playwright: Playwright, tmp_path: Path, site_url: str
) -> None:
    """The worker's Python files unreachable (a broken deploy, say): the window says so; the page plays on."""
    profile = Profile(playwright, tmp_path / "profile", site_url)
    profile.context.route("**/analysis-files.json", lambda route: route.fulfill(status=404, body="gone"))
    opened = profile.open(FT_LEFT)
    page = opened.page
    tap(opened, "stock")
    page.evaluate("hash => { location.hash = hash; }", f"#{FT_LINKED}")
    page.wait_for_function("code => document.getElementById('deal-code').textContent === code", arg=FT_LINKED)
    tap(opened, "stock")
    page.click("#analyse-offer")
    page.wait_for_selector("[data-testid=analysis][data-verdict=failed]", timeout=ANSWER_TIMEOUT_MS)
    said = page.locator("[data-testid=analysis] [role=alert]").inner_text()
    assert said.startswith("The analysis could not run (") and "404" in said
    assert said.endswith("Your game is not affected.")
    page.locator("#analysis-dialog [data-testid=close]").click()
    tap(opened, "stock")
    assert page.locator("[data-testid=moves]").inner_text() == "2"
    profile.assert_clean()
    profile.context.close()


def test_the_worker_starts_from_the_pages_snapshot_and_the_ordinary_way_without_one(
    playwright: Playwright, tmp_path: Path, site_url: str
) -> None:
    """A returning profile's worker starts from the cached snapshot; with none to be had, the ordinary way."""
    code = game.certified.certified_codes("eight-off-8")[0]
    searched = {"code": code, "moves": encode_moves(()), "timeLimit": 10, "solutions": None}
    profile = Profile(playwright, tmp_path / "profile", site_url)
    profile.open()
    profile.restart()
    page = profile.open().page
    assert page.evaluate("document.documentElement.dataset.boot") == "snapshot"
    assert page.evaluate(WORKER_ANSWER_JS, searched) == {"boot": "snapshot", "deal": "won", "error": None}
    profile.assert_clean()
    profile.context.close()

    browser = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
    context = browser.new_context(service_workers="block")
    context.route("**/snapshot/**", lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.boot") == "plain"
    assert page.evaluate(WORKER_ANSWER_JS, searched) == {"boot": "plain", "deal": "won", "error": None}
    browser.close()
