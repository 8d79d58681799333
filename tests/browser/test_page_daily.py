"""Winnable deals and the deal of the day in the browser, the way players get there.

Real taps on the switch, on Deal and on the daily button; a real win of the daily deal from a
near-won save of it (the certified solution replayed in CPython, its last move dragged with the
mouse); the Statistics window's calendar; a reload. The browser's clock is set with Playwright's
clock, so the local date is known; midnight is crossed by moving it.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser

import game
from game.certified import certified_codes, daily_code, daily_codes, daily_variants
from tests.support.helpers import one_move_from_won
from tests.support.pages import PHONE, PageSession, click_tool, drag, message, open_page, tap
from tools.pages import DESKTOP, settled, wait_for_board, wait_ready

pytestmark = pytest.mark.browser

DAY = datetime.date(2026, 12, 1)
ENGLISH = game.i18n.catalogue("en")


@pytest.fixture
def dated(browser: Browser, site_url: str) -> Iterator[PageSession]:
    """A new browser context whose clock reads 1 December 2026, 10:00 local time, on the site."""
    context = browser.new_context(viewport=DESKTOP)
    context.clock.set_fixed_time(datetime.datetime.combine(DAY, datetime.time(10, 0)))
    opened = open_page(context, site_url)
    yield opened
    assert opened.errors == []
    assert opened.dialogs == []
    context.close()


def code_on_screen(opened: PageSession) -> str:
    """The deal code the toolbar shows."""
    return opened.page.locator('[data-testid="deal-code"]').inner_text()


def stats(opened: PageSession) -> dict[str, object]:
    """`window.solitaire.stats()`."""
    return json.loads(opened.page.evaluate("window.solitaire.stats()"))


def test_the_winnable_switch_deals_certified_deals_counted_apart_and_is_remembered(dated: PageSession) -> None:
    """Tap the switch and Deal: a certified deal; its first action counts in `-winnable`; a reload keeps the switch."""
    page = dated.page
    page.click('[data-testid="new-game"]')
    settled(page)
    switch = page.locator('[data-testid="winnable"]')
    assert switch.is_visible() and not switch.is_checked()
    assert page.locator("#winnable-note").inner_text() == ENGLISH.text("winnable-note")
    switch.click()
    page.click('input[name="game"][value="eight-off"]')
    page.click('input[name="cells"][value="4"]')
    page.click('[data-testid="deal"]')
    page.wait_for_function("() => document.getElementById('deal-code').textContent.startsWith('EO1-C4-')")
    code = code_on_screen(dated)
    assert code in certified_codes("eight-off-4")
    assert "winnable" not in message(page).lower(), "nothing more is said about the deal"
    expected = game.new_game(code)
    # A column's card if one can move, else a cell's: in some 4-cell deals no column's card can move at first.
    moves = [move for move in expected.legal_moves() if move.source.startswith(("column", "cell"))]
    source = min(moves, key=lambda move: not move.source.startswith("column"))
    expected.move(source.source, source.target, source.count)
    drag(dated, source.source, len(game.new_game(code).piles[source.source]) - source.count, source.target)
    wait_for_board(page, expected)
    counted = stats(dated)
    assert counted["eight-off-4-winnable"]["played"] == 1  # type: ignore[index]
    assert counted["eight-off-4"]["played"] == 0  # type: ignore[index]
    page.reload()
    wait_ready(page)
    page.click('[data-testid="new-game"]')
    settled(page)
    assert page.locator('[data-testid="winnable"]').is_checked()
    page.click('[data-testid="deal"]')
    page.wait_for_function("code => document.getElementById('deal-code').textContent !== code", arg=code)
    assert code_on_screen(dated) in certified_codes("eight-off-4")


def test_the_daily_deal_won_by_a_real_gesture_fills_the_calendar_and_survives_a_reload(dated: PageSession) -> None:
    """Daily button, a near-won save of it, the last move dragged: the win is the daily's, shown in the calendar."""
    page = dated.page
    assert json.loads(page.evaluate("window.solitaire.daily('2026-12-01')")) == daily_codes(DAY.isoformat())
    page.click('[data-testid="daily"]')
    code = daily_code(DAY.isoformat(), "forty-thieves")
    assert code is not None
    page.wait_for_function("code => document.getElementById('deal-code').textContent === code", arg=code)
    assert message(page) == ENGLISH.text("daily-deal", date="1 December", code=code)
    near_won, last = one_move_from_won("forty-thieves", code)
    assert page.evaluate("save => window.solitaire.load(save)", near_won.to_json()) is True
    wait_for_board(page, near_won)
    source = near_won.piles[last.source]
    if last.source == "waste":
        tap(dated, "waste")
    else:
        drag(dated, last.source, len(source) - last.count, last.target)
    page.wait_for_selector('[data-testid="win"]', state="visible")
    daily = stats(dated)["daily"]
    won_today = {"2026-12-01": {"forty-thieves": "won"}}
    assert daily == {"played": 1, "won": 1, "streak": 1, "best_streak": 1, "days": won_today}
    page.reload()
    wait_ready(page)
    page.click('[data-testid="stats"]')
    settled(page)
    calendar = page.locator('[data-testid="daily-calendar"]')
    assert calendar.is_visible()
    days = calendar.locator("li")
    assert days.count() == 30
    today = days.nth(29)
    assert today.get_attribute("data-date") == "2026-12-01" and today.get_attribute("data-state") == "won"
    others = [f"{ENGLISH.text(record.name_id)} not played" for record in daily_variants()[1:]]
    assert today.locator(".sr-only").inner_text() == ", ".join(["1 December: Forty Thieves won", *others])
    assert days.nth(28).get_attribute("data-state") == "none"
    rows = page.locator("#daily-stats-list .stat-row")
    assert rows.count() == 4 and rows.nth(2).locator("dd").inner_text() == "1"


def test_the_daily_follows_local_midnight_without_a_reload(dated: PageSession) -> None:
    """Across midnight the game in progress stays; the daily button then starts the next date's deal."""
    page = dated.page
    page.click('[data-testid="daily"]')
    first = daily_code(DAY.isoformat(), "forty-thieves")
    page.wait_for_function("code => document.getElementById('deal-code').textContent === code", arg=first)
    tap(dated, "stock")
    before_midnight = game.load_game(page.evaluate("window.solitaire.state()"))
    next_day = DAY + datetime.timedelta(days=1)
    dated.context.clock.set_fixed_time(datetime.datetime.combine(next_day, datetime.time(0, 0, 5)))
    # A draw after midnight, waited for: the board then shows the same game one draw on, so crossing
    # midnight replaced or changed nothing by itself.
    before_midnight.draw()
    tap(dated, "stock")
    wait_for_board(page, before_midnight)
    assert game.load_game(page.evaluate("window.solitaire.state()")).to_json() == before_midnight.to_json()
    page.click('[data-testid="daily"]')
    second = daily_code(next_day.isoformat(), "forty-thieves")
    page.wait_for_function("code => document.getElementById('deal-code').textContent === code", arg=second)
    page.click('[data-testid="new-game"]')
    page.click('[data-testid="daily-eight-off"]')
    eight = daily_code("2026-12-02", "eight-off-8")
    page.wait_for_function("code => document.getElementById('deal-code').textContent === code", arg=eight)
    assert stats(dated)["daily"]["days"] == {"2026-12-01": {"forty-thieves": "played"}}  # type: ignore[index]


def test_the_daily_button_is_on_screen_on_a_phone(dated: PageSession) -> None:
    """At phone size the daily button is reachable (in the toolbar or the More menu) and works."""
    page = dated.page
    page.set_viewport_size(PHONE)
    click_tool(page, '[data-testid="daily"]')
    code = daily_code(DAY.isoformat(), "forty-thieves")
    page.wait_for_function("code => document.getElementById('deal-code').textContent === code", arg=code)
