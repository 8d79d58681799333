"""Replays in the browser, the way players use them.

A real win (the last move dragged with the mouse on a near-won save built from a certified
solution), its replay stepped to the end by keyboard and back one step by a click, the shared
address copied from the clipboard and opened in a new tab of another browser profile that has a
game in progress (that game and the statistics unchanged afterwards), and a damaged address.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext

import game
from game.certified import certified_file
from tests.support.helpers import one_move_from_won
from tests.support.pages import PageSession, drag, message, open_page, tap
from tools.pages import DESKTOP, settled, wait_for_board

pytestmark = pytest.mark.browser

ENGLISH = game.i18n.catalogue("en")
OTHER = "FT1-N-AAAAAFA"


def shortest_certified(key: str) -> str:
    """The certified deal of a variant with the shortest solution (a quick replay)."""
    lines = certified_file(key).read_text().splitlines()
    return min(lines, key=lambda line: len(line.split(" "))).split(" ")[0]


def context_on(browser: Browser, site_url: str) -> BrowserContext:
    """A new browser profile that may use the clipboard."""
    context = browser.new_context(viewport=DESKTOP)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    return context


@pytest.fixture
def contexts(browser: Browser, site_url: str) -> Iterator[tuple[BrowserContext, BrowserContext]]:
    """Two separate profiles: the winner's and a friend's."""
    winner, friend = context_on(browser, site_url), context_on(browser, site_url)
    yield winner, friend
    winner.close()
    friend.close()


def position(opened: PageSession) -> str:
    """The replay bar's `k / n`, once the intents sent are drawn."""
    settled(opened.page)
    return opened.page.locator('[data-testid="replay-position"]').inner_text()


def clean(opened: PageSession) -> None:
    """No uncaught error and no browser dialog in the tab."""
    assert opened.errors == [] and opened.dialogs == []


def test_a_real_win_replays_shares_and_opens_elsewhere_without_touching_that_game(
    contexts: tuple[BrowserContext, BrowserContext], site_url: str
) -> None:
    """Win, replay to the end and back, share; the friend's tab shows it and keeps their own game and statistics."""
    winner_context, friend_context = contexts
    code = shortest_certified("eight-off-8")
    near_won, last = one_move_from_won("eight-off-8", code)
    winner = open_page(winner_context, f"{site_url}#{code}")
    page = winner.page
    assert page.evaluate("save => window.solitaire.load(save)", near_won.to_json()) is True
    wait_for_board(page, near_won)
    drag(winner, last.source, len(near_won.piles[last.source]) - last.count, last.target)
    page.wait_for_selector('[data-testid="win"]', state="visible")
    won = game.load_game(page.evaluate("window.solitaire.state()"))
    assert won.won and won.log is not None
    count = len(won.log)
    page.click('[data-testid="replay"]')
    page.wait_for_selector('[data-testid="replay-bar"]', state="visible")
    assert position(winner) == f"0 / {count}"
    assert page.locator('[data-testid="win"]').is_hidden()
    wait_for_board(page, game.new_game(code))
    for _ in range(count):
        page.keyboard.press("ArrowRight")
    page.wait_for_function("n => document.getElementById('replay-position').textContent === `${n} / ${n}`", arg=count)
    wait_for_board(page, won)
    assert page.locator('[data-testid="replay-step"]').is_disabled()
    page.click('[data-testid="replay-back"]')
    assert position(winner) == f"{count - 1} / {count}"
    wait_for_board(page, near_won)
    page.click('[data-testid="replay-play"]')
    page.wait_for_function("n => document.getElementById('replay-position').textContent === `${n} / ${n}`", arg=count)
    assert page.locator('[data-testid="replay-play"]').get_attribute("aria-pressed") == "false"
    page.click('[data-testid="share-replay"]')
    page.wait_for_function(
        "text => document.getElementById('message').textContent === text", arg=ENGLISH.text("replay-copied")
    )
    url = page.evaluate("navigator.clipboard.readText()")
    assert url.startswith(site_url) and f"#{code}~1" in url and len(url) < 2000
    page.click('[data-testid="replay-exit"]')
    page.wait_for_selector('[data-testid="win"]', state="visible")
    assert page.evaluate("location.hash") == f"#{code}"
    clean(winner)
    open_shared_replay(friend_context, site_url, url, code, count)


def open_shared_replay(friend_context: BrowserContext, site_url: str, url: str, code: str, count: int) -> None:
    """A friend with a game in progress opens the shared replay in a new tab: their game and statistics stay."""
    friend = open_page(friend_context, f"{site_url}#{OTHER}")
    tap(friend, "stock")
    saved_after_draw = (
        "() => JSON.parse(JSON.parse(localStorage.getItem('solitaire-game') ?? 'null')?.game ?? '{}').moves === 1"
    )
    friend.page.wait_for_function(saved_after_draw)  # the save is written once the frame is painted
    saved_and_stats = "async () => [localStorage.getItem('solitaire-game'), await window.solitaire.stats()]"
    before = friend.page.evaluate(saved_and_stats)
    assert json.loads(before[1])["forty-thieves"]["played"] == 1
    shared = open_page(friend_context, url)
    shared.page.wait_for_selector('[data-testid="replay-bar"]', state="visible")
    assert position(shared) == f"0 / {count}"
    shared.page.click('[data-testid="replay-step"]')
    assert position(shared) == f"1 / {count}"
    shared.page.click('[data-testid="replay-exit"]')
    wait_for_board(shared.page, game.new_game(code))
    after = shared.page.evaluate(saved_and_stats)
    assert after == before
    clean(friend)
    clean(shared)


def test_a_damaged_replay_address_says_so_and_opens_its_deal(browser: Browser, site_url: str) -> None:
    """A replay whose moves cannot be played: the message, no replay bar, the deal itself on the board."""
    context = context_on(browser, site_url)
    code = shortest_certified("eight-off-8")
    opened = open_page(context, f"{site_url}#{code}~1zzAN")
    assert ENGLISH.text("replay-damaged") in message(opened.page)
    assert opened.page.locator('[data-testid="replay-bar"]').is_hidden()
    wait_for_board(opened.page, game.new_game(code))
    clean(opened)
    context.close()
