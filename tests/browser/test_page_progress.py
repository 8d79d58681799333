"""Never lose a game: resume, statistics, two tabs, bad storage, safe updates.

These tests use their own contexts: a persistent profile where storage must be real across
pages, and fresh contexts with storage seeded or sabotaged before the page starts.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright

import game
from game.games.forty_thieves import positions as forty_thieves_positions
from tests.support.helpers import ft_near_won
from tests.support.pages import PageSession, assert_shows, message, open_page, show_code, tap, wait_for_service_worker
from tests.support.visits import mark_second_release, release_marks
from tools import site_build as build
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.pages import DESKTOP, card_point, show_layout, wait_for_board, wait_ready
from tools.serve import serve_dist
from ui.contract import StorageKey
from ui.stored_game import Play, SavedGame
from ui.stored_stats import Record, Statistics

pytestmark = pytest.mark.browser

SESSION_KEY, STATS_KEY, SETTINGS_KEY = StorageKey.GAME, StorageKey.STATS, StorageKey.SETTINGS
ENGLISH = game.i18n.catalogue("en")


@pytest.fixture(scope="module")
def persistent(playwright: Playwright, tmp_path_factory: pytest.TempPathFactory) -> Iterator[BrowserContext]:
    """One persistent browser profile for the module: storage is real and shared by its pages."""
    folder = tmp_path_factory.mktemp("profile")
    context = playwright.chromium.launch_persistent_context(
        str(folder), executable_path=chromium_executable(), args=list(CHROMIUM_ARGS), viewport=DESKTOP
    )
    yield context
    context.close()


@pytest.fixture
def profile(persistent: BrowserContext, site_url: str) -> BrowserContext:
    """The persistent profile with no page open and the site's storage empty."""
    for page in persistent.pages:
        page.close()
    cleaner = persistent.new_page()
    cleaner.goto(f"{site_url}static/manifest.webmanifest")
    cleaner.evaluate("localStorage.clear(); sessionStorage.clear()")
    cleaner.close()
    return persistent


def stats(page: Page) -> dict[str, Any]:
    """`window.solitaire.stats()` parsed."""
    data = json.loads(page.evaluate("window.solitaire.stats()"))
    variants = set(game.VARIANTS)
    assert set(data) == {*variants, *(f"{variant}-winnable" for variant in variants), "daily"}
    return data


def state(page: Page) -> game.Game:
    """The game on screen as the engine reads it back."""
    return game.load_game(page.evaluate("window.solitaire.state()"))


def no_errors(*sessions: PageSession) -> None:
    """No uncaught error and no browser dialog in any of the pages."""
    for watched in sessions:
        assert watched.errors == []
        assert watched.dialogs == []


def test_moves_survive_a_reload_with_working_undo(profile: BrowserContext, site_url: str) -> None:
    """After moves and a reload the same deal, position, score, counter and undo/redo history are back."""
    first = open_page(profile, f"{site_url}#FT1-N-RESUMES")
    expected = game.new_game("FT1-N-RESUMES")
    for _ in range(3):
        tap(first, "stock")
        expected.draw()
    first.page.click("[data-testid=undo]")
    expected.undo()
    wait_for_board(first.page, expected)
    first.page.reload()
    wait_ready(first.page)
    assert_shows(first.page, expected)
    assert state(first.page).to_json() == expected.to_json()
    first.page.click("[data-testid=undo]")
    expected.undo()
    wait_for_board(first.page, expected)
    assert_shows(first.page, expected)
    first.page.click("[data-testid=redo]")
    expected.redo()
    wait_for_board(first.page, expected)
    assert_shows(first.page, expected)
    no_errors(first)


def first_double_tap(current: game.Game) -> str:
    """A pile whose top card a double tap moves in this position (done on `current`)."""
    for pile in (*current.variant.cell_ids, *current.variant.columns):
        try:
            current.double_tap(pile)
        except game.IllegalMove:
            continue
        return pile
    raise AssertionError("no double tap moves anything here")


def test_a_new_page_on_the_bare_address_resumes_the_game_and_its_hash(profile: BrowserContext, site_url: str) -> None:
    """Closing the page and opening the bare URL brings back the same game, with its code in the address."""
    first = open_page(profile, f"{site_url}#EO1-C4-BAREURL")
    expected = game.new_game("EO1-C4-BAREURL")
    first.page.mouse.dblclick(*card_point(first.page, first_double_tap(expected)))
    wait_for_board(first.page, expected)
    first.page.close()
    second = open_page(profile, site_url)
    assert_shows(second.page, expected)
    assert second.page.evaluate("location.hash") == "#EO1-C4-BAREURL"
    no_errors(second)


def test_a_game_without_a_code_resumes_and_restarts(profile: BrowserContext, site_url: str) -> None:
    """A game started from a layout has no code; it resumes after a reload and Restart still works."""
    first = open_page(profile, site_url)
    start = show_layout(first.page, forty_thieves_positions.every_move())
    expected = game.load_game(start.to_json())
    tap(first, "waste")
    expected.tap("waste")
    wait_for_board(first.page, expected)
    first.page.reload()
    wait_ready(first.page)
    assert_shows(first.page, expected)
    assert first.page.evaluate("location.hash") == ""
    first.page.click("[data-testid=restart]")
    wait_for_board(first.page, start)
    assert_shows(first.page, start)
    no_errors(first)


def test_another_code_starts_that_deal_and_ends_the_streak_at_its_first_action(
    profile: BrowserContext, site_url: str
) -> None:
    """A new tab on another code shows that deal; its first action ends the streak of the abandoned played deal."""
    first = open_page(profile, site_url)
    show_layout(first.page, ft_near_won())
    first.page.mouse.dblclick(*card_point(first.page, "column-1"))
    first.page.wait_for_selector("[data-testid=win]:not([hidden])")
    assert stats(first.page)["forty-thieves"]["streak"] == 1
    show_code(first.page, "FT1-N-ABANDON")
    tap(first, "stock")
    first.page.close()
    second = open_page(profile, f"{site_url}#FT1-N-NEWDEAL")
    assert_shows(second.page, game.new_game("FT1-N-NEWDEAL"))
    assert stats(second.page)["forty-thieves"]["streak"] == 1, "a link merely looked at changes no statistic"
    tap(second, "stock")
    expected = game.new_game("FT1-N-NEWDEAL")
    expected.draw()
    wait_for_board(second.page, expected)
    assert stats(second.page)["forty-thieves"] == {
        "played": 3,
        "won": 1,
        "best_score": 10,
        "fewest_moves": 1,
        "streak": 0,
        "best_streak": 1,
    }
    no_errors(first, second)


def test_the_rehearsal_after_the_start_leaves_the_players_game_and_statistics_alone(
    profile: BrowserContext, site_url: str
) -> None:
    """Once ready, Python rehearses first gestures on a game of its own (ui.rehearsal); the player's is untouched."""
    opened = open_page(profile, f"{site_url}#FT1-N-REHEARS")
    opened.page.wait_for_function("() => performance.getEntriesByName('solitaire-rehearsed').length === 1")
    expected = game.new_game("FT1-N-REHEARS")
    assert_shows(opened.page, expected)
    assert json.loads(opened.page.evaluate("window.solitaire.state()"))["moves"] == 0
    assert stats(opened.page)["forty-thieves"]["played"] == 0
    tap(opened, "stock")
    expected.draw()
    wait_for_board(opened.page, expected)
    assert stats(opened.page)["forty-thieves"]["played"] == 1
    no_errors(opened)


def test_restart_does_not_count_a_deal_twice(profile: BrowserContext, site_url: str) -> None:
    """A played deal restarted and played again is still one game played."""
    first = open_page(profile, f"{site_url}#EO1-C8-RESTART")
    expected = game.new_game("EO1-C8-RESTART")
    first.page.mouse.dblclick(*card_point(first.page, "cell-1"))
    expected.double_tap("cell-1")
    wait_for_board(first.page, expected)
    first.page.click("[data-testid=restart]")
    wait_for_board(first.page, game.new_game("EO1-C8-RESTART"))
    first.page.mouse.dblclick(*card_point(first.page, "cell-2"))
    first.page.wait_for_function("() => document.querySelector('[data-testid=moves]').textContent.trim() === '1'")
    assert stats(first.page)["eight-off-8"]["played"] == 1
    no_errors(first)


def test_a_win_updates_won_streak_best_score_and_fewest_moves(profile: BrowserContext, site_url: str) -> None:
    """A win from a near-won layout counts one won game with its score and moves, shown with the win message."""
    first = open_page(profile, site_url)
    show_layout(first.page, ft_near_won())
    first.page.mouse.dblclick(*card_point(first.page, "column-1"))
    first.page.wait_for_selector("[data-testid=win]:not([hidden])")
    assert stats(first.page)["forty-thieves"] == {
        "played": 1,
        "won": 1,
        "best_score": 10,
        "fewest_moves": 1,
        "streak": 1,
        "best_streak": 1,
    }
    win_numbers = first.page.locator("#win-stats-list [data-stat=won] dd").inner_text()
    assert win_numbers == "1"
    first.page.click("#win-stats")
    first.page.wait_for_selector("#stats-dialog[open]")
    assert first.page.locator("#stats-list [data-stat=streak] dd").inner_text() == "1"
    first.page.click("#stats-reset")
    first.page.click("#stats-reset-cancel")
    assert stats(first.page)["forty-thieves"]["won"] == 1
    first.page.click("#stats-reset")
    first.page.click("#stats-reset-confirm")
    assert stats(first.page)["forty-thieves"]["won"] == 0
    first.page.reload()
    wait_ready(first.page)
    assert stats(first.page)["forty-thieves"]["played"] == 0
    no_errors(first)


def test_two_tabs_follow_the_last_one_to_act(profile: BrowserContext, site_url: str) -> None:
    """Two pages of one profile: each follows the game the other just played, and the deal counts once."""
    left = open_page(profile, f"{site_url}#FT1-N-TWOTABS")
    right = open_page(profile, site_url)
    expected = game.new_game("FT1-N-TWOTABS")
    assert_shows(right.page, expected)
    tap(left, "stock")
    expected.draw()
    wait_for_board(right.page, expected)
    assert_shows(right.page, expected)
    assert message(right.page) == ENGLISH.text("other-tab")
    tap(right, "stock")
    expected.draw()
    wait_for_board(left.page, expected)
    assert_shows(left.page, expected)
    assert stats(left.page)["forty-thieves"]["played"] == 1
    assert stats(right.page)["forty-thieves"]["played"] == 1
    no_errors(left, right)


# Bad storage


def seeded(items: dict[str, str], script: str = "") -> str:
    """A page script that puts `items` into storage once, before the page's own scripts run (then runs `script`)."""
    return f"""if (!sessionStorage.getItem('seeded')) {{
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries({json.dumps(items)})) localStorage.setItem(key, value);
    }}
    {script}"""


def stored_session(current: game.Game, start: str | None = None) -> str:
    """A valid stored game in progress."""
    return SavedGame(current, start, Play("seed", played=True), "another-tab").dump()


def good_stats() -> str:
    """Valid stored statistics."""
    return Statistics().update("forty-thieves", Record(4, 1, 99, 150, 1, 1)).dump()


def spoiled_save(change: str) -> str:
    """A stored game in progress with one kind of damage."""
    current = game.new_game("FT1-N-SPOILED")
    current.draw()
    data = json.loads(stored_session(current))
    inner = json.loads(data["game"])
    if change == "truncated":
        return json.dumps(data)[:-25]
    if change == "cards":
        inner["piles"]["column-1"].append("AS")
    elif change == "types":
        inner["score"] = "ten"
    elif change == "game":
        inner["game"] = "spider"
    elif change == "version":
        data["version"] = 0
    elif change == "newer":
        data["version"] = 7
    data["game"] = json.dumps(inner)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "notice"),
    [
        ("truncated", "save-discarded"),
        ("cards", "save-discarded"),
        ("types", "save-discarded"),
        ("game", "save-discarded"),
        ("version", "save-too-old"),
        ("newer", "save-discarded"),
    ],
)
def test_a_corrupt_save_is_discarded_with_a_notice_and_the_statistics_kept(
    profile: BrowserContext, site_url: str, change: str, notice: str
) -> None:
    """A damaged saved game gives its plain-text notice and a playable new deal; the statistics stay."""
    items = {SESSION_KEY: spoiled_save(change), STATS_KEY: good_stats()}
    opened = open_page(profile, site_url, seeded(items))
    assert ENGLISH.text(notice) in message(opened.page)
    assert opened.page.locator("[data-testid=message] *").count() == 0
    assert stats(opened.page)["forty-thieves"]["played"] == 4
    current = state(opened.page)
    tap(opened, "stock")
    current.draw()
    wait_for_board(opened.page, current)
    assert_shows(opened.page, current)
    no_errors(opened)


@pytest.mark.parametrize(
    "spoiled",
    [
        "{not json",
        '{"version": 1, "forty-thieves": {"played": 1, "won": 5}}',
        '{"version": 1, "forty-thieves": {"played": 2, "won": 1, "best_score": 0, "fewest_moves": null,'
        ' "streak": 0, "best_streak": 0}}',
        '{"version": 1, "spider": {}}',
    ],
)
def test_corrupt_statistics_are_reset_with_a_notice_and_the_game_kept(
    profile: BrowserContext, site_url: str, spoiled: str
) -> None:
    """Impossible statistics are dropped with a notice; the saved game beside them resumes."""
    saved = game.new_game("EO1-C2-KEEPSME")
    opened = open_page(profile, site_url, seeded({SESSION_KEY: stored_session(saved), STATS_KEY: spoiled}))
    assert ENGLISH.text("stats-discarded") in message(opened.page)
    assert_shows(opened.page, saved)
    assert stats(opened.page)["forty-thieves"]["won"] == 0
    no_errors(opened)


def test_corrupt_settings_give_the_defaults_with_a_notice(profile: BrowserContext, site_url: str) -> None:
    """Settings of impossible values are replaced by the defaults, with a notice."""
    opened = open_page(profile, site_url, seeded({SETTINGS_KEY: '{"version": 1, "double_tap": "sometimes"}'}))
    assert ENGLISH.text("settings-discarded") in message(opened.page)
    assert opened.page.evaluate("document.documentElement.dataset.theme") == "system"
    no_errors(opened)


THROWING_STORAGE = {
    "writes": "Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };",
    "blocked": (
        "Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('no', 'SecurityError'); } });"
    ),
}


@pytest.mark.parametrize("failure", sorted(THROWING_STORAGE))
def test_storage_that_throws_leaves_the_game_playable_with_one_notice(
    profile: BrowserContext, site_url: str, failure: str
) -> None:
    """Full or blocked storage: the game plays on, and the player is told once that progress is not kept."""
    opened = open_page(profile, f"{site_url}#FT1-N-NOSTORE", THROWING_STORAGE[failure])
    notice = ENGLISH.text("storage-unavailable")
    assert message(opened.page).count(notice) == 1
    expected = game.new_game("FT1-N-NOSTORE")
    for _ in range(2):
        tap(opened, "stock")
        expected.draw()
    wait_for_board(opened.page, expected)
    assert_shows(opened.page, expected)
    assert message(opened.page) == ""
    assert stats(opened.page)["forty-thieves"]["played"] == 1
    no_errors(opened)


# Safe updates


def test_a_new_release_is_offered_and_reloads_into_the_game(browser: Browser, site_dir: Path, tmp_path: Path) -> None:
    """A new build at the same URL: the page offers it; accepting reloads into the new release with the game resumed."""
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server, url = serve_dist(0, site)
    context = browser.new_context(viewport=DESKTOP)
    try:
        opened = open_page(context, f"{url}#FT1-N-UPDATES")
        wait_for_service_worker(opened.page)
        expected = game.new_game("FT1-N-UPDATES")
        tap(opened, "stock")
        expected.draw()
        wait_for_board(opened.page, expected)

        mark_second_release(site)
        build.seal(site)
        opened.page.reload()
        wait_ready(opened.page)
        assert release_marks(opened.page) == [False, False, False], "the old release is still the one shown"
        opened.page.wait_for_selector("#update-banner:not([hidden])", timeout=30_000)
        with opened.page.expect_navigation():
            opened.page.click("[data-testid=update-reload]")
        wait_ready(opened.page)
        assert release_marks(opened.page) == [True, True, True], "the page, its styles and its scripts are all new"
        assert_shows(opened.page, expected)
        no_errors(opened)
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_a_second_tab_reloads_into_the_release_another_tab_applied(
    browser: Browser, site_dir: Path, tmp_path: Path
) -> None:
    """Two tabs see a new release; the first applies it; the second's "Reload now" still reloads into it."""
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server, url = serve_dist(0, site)
    context = browser.new_context(viewport=DESKTOP)
    try:
        first = open_page(context, f"{url}#FT1-N-TWOTABS")
        wait_for_service_worker(first.page)
        expected = game.new_game("FT1-N-TWOTABS")
        tap(first, "stock")
        expected.draw()
        wait_for_board(first.page, expected)
        second = open_page(context, f"{url}#FT1-N-TWOTABS")
        assert_shows(second.page, expected)

        mark_second_release(site)
        build.seal(site)
        first.page.reload()
        wait_ready(first.page)
        for tab_page in (first.page, second.page):
            tab_page.wait_for_selector("#update-banner:not([hidden])", timeout=30_000)
        with first.page.expect_navigation():
            first.page.click("[data-testid=update-reload]")
        wait_ready(first.page)
        assert release_marks(first.page) == [True, True, True]

        assert second.page.locator("#update-banner").is_visible()
        with second.page.expect_navigation(timeout=10_000):
            second.page.click("[data-testid=update-reload]")
        wait_ready(second.page)
        assert release_marks(second.page) == [True, True, True], "the second tab stayed on the old release"
        assert_shows(second.page, expected)
        no_errors(first, second)
    finally:
        context.close()
        server.shutdown()
        server.server_close()
