"""A link always opens its deal, and a saved game is never lost to one, tried the way players open links.

Every link here is opened by a fresh page load in a persistent browser profile that already has
a saved game: a new tab after the old one was closed, a second tab beside it, a bookmark after
the browser was restarted (the service worker has cached the site), offline, on the snapshot boot
and on the plain one. Back/Forward and an edited address are the only same-document navigations,
because that is what they are for a player. A link merely looked at never replaces the saved
game: the save changes at the first action on the linked deal.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, Playwright

import game
from game.certified import certified_file
from game.replay import replay_fragment
from tests.support.pages import assert_shows, click_tool, message, wait_for_queued_writes, wait_for_service_worker
from tests.support.visits import (
    LINK,
    OLD,
    Profile,
    assert_link_then_first_action,
    assert_saved,
    draw,
    drawn,
    play_and_close,
    saved,
)
from tools import site_build as build
from tools import snapshot
from tools.pages import settled, wait_for_board
from tools.serve import QuietServer, serve_dist

pytestmark = pytest.mark.browser

ENGLISH = game.i18n.catalogue("en")

# Records, in a tab, the keys of every `storage` event it gets (another tab of the profile wrote them).
HEAR_OTHER_TABS_JS = """() => {
  window.heardKeys = [];
  addEventListener("storage", (event) => window.heardKeys.push(event.key));
}"""
MARK_KEY = "test-links-mark"


@pytest.fixture
def profile(playwright: Playwright, tmp_path: Path, site_url: str) -> Iterator[Profile]:
    """A new persistent profile on the shared site; no error in any of its tabs at the end."""
    opened = Profile(playwright, tmp_path / "profile", site_url)
    yield opened
    opened.assert_clean()
    opened.context.close()


def wait_until_heard(writer: Page, listener: Page) -> None:
    """Wait until `listener` has handled every storage write `writer` made so far (`listener` runs HEAR_OTHER_TABS_JS).

    `writer` flushes its queued writes, then writes a mark of its own; a tab gets another tab's
    storage events in the order they were written, so once the mark is heard the writes before it
    have been handled (the page follows another tab's save in its own `storage` handler).
    """
    wait_for_queued_writes(writer)
    writer.evaluate("key => localStorage.setItem(key, String(Date.now()))", MARK_KEY)
    listener.wait_for_function("key => window.heardKeys.includes(key)", arg=MARK_KEY)
    writer.evaluate("key => localStorage.removeItem(key)", MARK_KEY)


def served(site_dir: Path, folder: Path, *, with_snapshot: bool = True) -> tuple[QuietServer, str]:
    """A copy of the built site on its own server (resealed without the snapshot if asked: every boot is plain)."""
    site = Path(shutil.copytree(site_dir, folder / "site"))
    if not with_snapshot:
        (site / snapshot.SNAPSHOT_FILE).unlink()
        (site / snapshot.MANIFEST_FILE).unlink()
        build.seal(site)
    return serve_dist(0, site)


@pytest.mark.parametrize("draws", [1, 0], ids=["played", "unplayed"])
def test_a_new_tab_on_a_link_shows_its_deal_whatever_game_is_saved(profile: Profile, draws: int) -> None:
    """Play (or only open) a deal, close its tab, open a link to another deal in a new tab: the link's deal shows."""
    kept = play_and_close(profile, OLD, draws)
    assert_link_then_first_action(profile.open(LINK), kept)


def test_a_link_in_a_second_tab_and_the_first_tab_follows_at_its_first_action(profile: Profile) -> None:
    """The link's tab shows the link at once; the other tab keeps its game until the first action, then follows."""
    first = profile.open(OLD)
    draw(first, drawn(OLD))
    first.page.evaluate(HEAR_OTHER_TABS_JS)
    second = profile.open(LINK)
    assert_shows(second.page, game.new_game(LINK))
    wait_until_heard(second.page, first.page)
    assert_shows(first.page, drawn(OLD))
    assert saved(first.page).to_json() == drawn(OLD).to_json()
    draw(second, drawn(LINK))
    wait_for_board(first.page, drawn(LINK))
    assert_shows(first.page, drawn(LINK))
    assert message(first.page) == ENGLISH.text("other-tab")
    assert saved(first.page).to_json() == drawn(LINK).to_json()


def test_a_link_looked_at_and_closed_leaves_the_game_to_resume(profile: Profile) -> None:
    """Open a link, look, close it without an action; the bare address resumes the old game with its moves."""
    kept = play_and_close(profile, OLD, draws=2)
    looked = profile.open(LINK)
    assert_shows(looked.page, game.new_game(LINK))
    looked.page.close()
    back = profile.open()
    assert_shows(back.page, kept)
    assert saved(back.page).to_json() == kept.to_json()


def test_the_saved_games_own_code_resumes_it(profile: Profile) -> None:
    """A link to the deal that is saved resumes it as it was, moves and undo included."""
    kept = play_and_close(profile, OLD, draws=2)
    again = profile.open(OLD)
    assert_shows(again.page, kept)
    assert again.page.locator("[data-testid=undo]").is_enabled()


@pytest.mark.parametrize("with_snapshot", [True, False], ids=["snapshot", "plain"])
def test_a_bookmark_after_a_browser_restart_shows_its_deal(
    playwright: Playwright, site_dir: Path, tmp_path: Path, with_snapshot: bool
) -> None:
    """The service worker cached the site; the browser restarts; a bookmarked deal opens on either boot path."""
    server, url = served(site_dir, tmp_path, with_snapshot=with_snapshot)
    profile = Profile(playwright, tmp_path / "profile", url)
    try:
        first = profile.open(OLD)
        draw(first, drawn(OLD))
        wait_for_service_worker(first.page)
        profile.restart()
        opened = profile.open(LINK)
        assert opened.page.evaluate("document.documentElement.dataset.boot") == (
            "snapshot" if with_snapshot else "plain"
        )
        assert_link_then_first_action(opened, drawn(OLD))
        profile.assert_clean()
    finally:
        profile.context.close()
        server.shutdown()
        server.server_close()


@pytest.fixture
def offline_profile(playwright: Playwright, site_dir: Path, tmp_path: Path) -> Iterator[Profile]:
    """A returning player offline: a game saved after one draw, the site cached by the service worker,
    the browser restarted, the network off and the server gone."""
    server, url = served(site_dir, tmp_path)
    profile = Profile(playwright, tmp_path / "profile", url)
    try:
        first = profile.open(OLD)
        draw(first, drawn(OLD))
        wait_for_service_worker(first.page)
        profile.restart()
        server.shutdown()
        server.server_close()
        profile.context.set_offline(True)
        yield profile
        profile.assert_clean()
    finally:
        profile.context.close()
        server.shutdown()
        server.server_close()


def test_a_link_opens_offline_after_a_restart(offline_profile: Profile) -> None:
    """With the network off and the server gone, a restarted browser opens a link to its deal and plays it."""
    assert_link_then_first_action(offline_profile.open(LINK), drawn(OLD))


def test_a_replay_link_opens_offline_after_a_restart(offline_profile: Profile) -> None:
    """Offline, a restarted browser opens a shared replay and steps it; the saved game stays as it was."""
    line = certified_file("eight-off-8").read_text().splitlines()[0]
    code, *moves = line.split(" ")
    fragment = replay_fragment(code, [game.Move.parse(move) for move in moves])
    replay = offline_profile.open(fragment).page
    replay.wait_for_selector('[data-testid="replay-bar"]', state="visible")
    replay.click('[data-testid="replay-step"]')
    settled(replay)
    assert replay.locator('[data-testid="replay-position"]').inner_text() == f"1 / {len(moves)}"
    replay.click('[data-testid="replay-exit"]')
    wait_for_board(replay, game.new_game(code))
    assert_saved(replay, drawn(OLD))


WINDOWS = {
    "none": lambda page: None,
    "new-game": lambda page: page.click("#new-game"),
    "rules": lambda page: page.click("#rules-button"),
    "statistics": lambda page: page.click("#stats-button"),
    "settings": lambda page: click_tool(page, "#settings-button"),
    "keys": lambda page: page.keyboard.press("?"),
    "more-menu": lambda page: page.click("#more-button") if page.locator("#more-button").is_visible() else None,
}

# What is open over the board: windows, the More menu, a keyboard hold; and where the focus is.
OVERLAYS_JS = """() => ({
  windows: [...document.querySelectorAll('dialog[open]')].map((dialog) => dialog.id),
  menu: document.getElementById('more-menu').matches(':popover-open'),
  held: document.querySelectorAll('#board .held, #board .target').length,
  focus: document.activeElement?.closest?.('#board [data-pile]')?.dataset.pile ?? null,
})"""


def assert_nothing_over_the_board(page: Page) -> None:
    """No window or menu is open, nothing is held, and the focus is on a pile of the board."""
    overlays = page.evaluate(OVERLAYS_JS)
    assert overlays["windows"] == [] and not overlays["menu"] and overlays["held"] == 0, overlays
    assert overlays["focus"] is not None, "the focus left the board"


@pytest.mark.parametrize("window", list(WINDOWS))
def test_back_and_forward_land_on_the_deal_the_address_names(profile: Profile, window: str) -> None:
    """Open A, draw twice, edit the address to B (a window open), go Back (a window open): A resumes with its draws."""
    first = profile.open(OLD)
    page = first.page
    draw(first, drawn(OLD, 1))
    draw(first, drawn(OLD, 2))
    WINDOWS[window](page)
    page.goto(f"{profile.url}#{LINK}")
    wait_for_board(page, game.new_game(LINK))
    assert_shows(page, game.new_game(LINK))
    assert_nothing_over_the_board(page)
    assert saved(page).to_json() == drawn(OLD, 2).to_json()

    WINDOWS[window](page)
    page.go_back()
    wait_for_board(page, drawn(OLD, 2))
    assert_shows(page, drawn(OLD, 2))
    assert_nothing_over_the_board(page)
    assert page.locator("[data-testid=undo]").is_enabled()

    page.focus('#board [data-pile="column-1"]')
    page.keyboard.press("Space")
    settled(page)
    assert page.evaluate(OVERLAYS_JS)["held"] > 0, "the keyboard did not pick up a card"
    page.go_forward()
    wait_for_board(page, game.new_game(LINK))
    assert_shows(page, game.new_game(LINK))
    assert_nothing_over_the_board(page)
    draw(first, drawn(LINK))
    assert_saved(page, drawn(LINK))
