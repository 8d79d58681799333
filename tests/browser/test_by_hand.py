"""Played by hand, phone first: real taps at phone sizes, as a new player plays.

Each test takes the player's path: mouse clicks on what is on screen, a real reload, the
windows opened, scrolled and closed with the controls a phone has (no Escape key).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

import game
from game.games.eight_off import positions as eight_off_positions
from tests.support.pages import PageSession, assert_shows, click_tool, double_tap, message, open_page, show_code, tap
from tools.pages import show_layout, wait_for_board, wait_ready

pytestmark = pytest.mark.browser

PHONES = [(390, 844), (360, 740)]
WINDOWS = ["new-game", "stats", "rules", "examples", "faq", "settings-button", "keys-button", "describe"]

# What sticks out of the viewport sideways (but for what sits inside a box that scrolls and itself fits),
# and what is cut by its own box (but for labels hidden for screen readers only).
STICKING_OUT_JS = """() => {
  const width = innerWidth, out = [];
  const scroller = (element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement)
      if (getComputedStyle(parent).overflowX !== 'visible') return parent;
    return null;
  };
  for (const element of document.querySelectorAll('body *')) {
    if (!element.checkVisibility()) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
    const inside = scroller(element)?.getBoundingClientRect();
    if (inside && inside.right <= width + 0.5 && inside.left >= -0.5) continue;
    out.push(`${element.tagName} ${element.id} ${element.className}`.trim());
  }
  const cut = [...document.querySelectorAll('body *')].filter((element) => element.checkVisibility()
    && getComputedStyle(element).overflowX === 'hidden' && getComputedStyle(element).clipPath === 'none'
    && element.scrollWidth > element.clientWidth + 1);
  return {
    out, cut: cut.map((element) => element.id || element.className),
    page: document.scrollingElement.scrollWidth,
  };
}"""


@pytest.fixture(scope="module", params=PHONES, ids=[f"{w}x{h}" for w, h in PHONES])
def phone(request: pytest.FixtureRequest, browser: Browser, site_url: str) -> Iterator[PageSession]:
    """A page of its own at a phone's size, with touch."""
    width, height = request.param
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=True)
    yield open_page(context, f"{site_url}#FT1-N-BYHANDA")
    context.close()


def draws(session: PageSession, count: int) -> game.Game:
    """Turn `count` cards up with real taps on the stock; the game that makes."""
    expected = game.load_game(session.page.evaluate("window.solitaire.state()"))
    for _ in range(count):
        tap(session, "stock")
        expected.draw()
    wait_for_board(session.page, expected)
    return expected


def open_window(page: Page, control: str) -> None:
    """Open a window with its control, from the More menu when the toolbar has no room for it."""
    selector = f"[data-testid={control}]" if not control.endswith("-button") else f"#{control}"
    click_tool(page, selector)
    page.wait_for_selector("dialog[open]")


def fits(page: Page) -> None:
    """Nothing on screen is wider than the viewport, nothing is cut, and the page does not scroll sideways."""
    found = page.evaluate(STICKING_OUT_JS)
    assert found["out"] == [], found["out"]
    assert found["cut"] == [], found["cut"]
    assert found["page"] <= page.viewport_size["width"]  # type: ignore[index]


def test_a_restart_is_taken_back_by_undo_even_after_a_reload(browser: Browser, site_url: str) -> None:
    """Three draws, Restart, a reload, then Undo: the game comes back exactly, with its own history."""
    for width, height in PHONES:
        context = browser.new_context(viewport={"width": width, "height": height})
        session = open_page(context, f"{site_url}#FT1-N-RESTART")
        played = draws(session, 3)
        session.page.click("[data-testid=restart]")
        wait_for_board(session.page, game.new_game("FT1-N-RESTART"))
        assert "Undo" in message(session.page)
        assert session.page.locator("[data-testid=undo]").is_enabled()
        session.page.reload()
        wait_ready(session.page)
        assert_shows(session.page, game.new_game("FT1-N-RESTART"))
        assert "Undo" in message(session.page)
        session.page.click("[data-testid=undo]")
        wait_for_board(session.page, played)
        assert_shows(session.page, played)
        assert "is back" in message(session.page)
        session.page.click("[data-testid=undo]")
        played.undo()
        wait_for_board(session.page, played)
        assert session.errors == []
        context.close()


def test_new_game_and_daily_are_taken_back_by_undo(phone: PageSession) -> None:
    """A deal from the New Game window and the daily each replace a game in progress, and one Undo brings it back."""
    page = phone.page
    show_code(page, "FT1-N-BYHANDB")
    played = draws(phone, 2)
    open_window(page, "new-game")
    page.click("[data-testid=deal]")
    page.wait_for_function("() => document.getElementById('deal-code').textContent !== 'FT1-N-BYHANDB'")
    page.click("[data-testid=undo]")
    wait_for_board(page, played)
    assert_shows(page, played)
    click_tool(page, "[data-testid=daily]")
    page.wait_for_function("() => document.getElementById('deal-code').textContent !== 'FT1-N-BYHANDB'")
    page.click("[data-testid=undo]")
    wait_for_board(page, played)
    assert_shows(page, played)


@pytest.mark.parametrize("control", WINDOWS)
def test_every_window_closes_from_its_top_after_scrolling_and_on_its_backdrop(phone: PageSession, control: str) -> None:
    """Scrolled to its end, a window still shows its close control at the top;
    a tap on the backdrop closes it."""
    page = phone.page
    show_code(page, "EO1-C8-BYHANDC")
    open_window(page, control)
    page.evaluate("() => { const d = document.querySelector('dialog[open]'); d.scrollTop = d.scrollHeight; }")
    close = page.locator("dialog[open] [data-testid=close]")
    box = close.bounding_box()
    assert box is not None and box["y"] >= 0
    assert box["y"] + box["height"] <= page.viewport_size["height"] / 4  # type: ignore[index]
    fits(page)
    close.tap()
    page.wait_for_selector("dialog[open]", state="detached")
    open_window(page, control)
    dialog = page.locator("dialog[open]").bounding_box()
    assert dialog is not None
    page.touchscreen.tap(dialog["x"] + dialog["width"] / 2, max(2, dialog["y"] / 2))
    page.wait_for_selector("dialog[open]", state="detached")
    assert phone.errors == []


def test_the_toolbar_the_more_menu_and_the_name_fit_a_phone(phone: PageSession) -> None:
    """Every toolbar button, the More menu and the game's whole name are inside the screen."""
    page = phone.page
    show_code(page, "EO1-C8-BYHANDD")
    fits(page)
    name = page.locator("[data-testid=game-name]")
    assert name.inner_text() == "Eight Off, 8 free cells"
    assert page.evaluate("e => e.scrollWidth <= e.clientWidth", name.element_handle())
    page.click("#more-button")
    page.wait_for_selector("#more-menu:popover-open")
    menu = page.locator("#more-menu").bounding_box()
    assert menu is not None and menu["x"] >= 0 and menu["x"] + menu["width"] <= page.viewport_size["width"]  # type: ignore[index]
    fits(page)
    page.click("#more-button")


def test_a_bad_code_is_said_in_the_new_game_window_which_stays_open(phone: PageSession) -> None:
    """A typo in the window's code field: the reason beside the field, the window open;
    a good code then deals."""
    page = phone.page
    show_code(page, "FT1-N-BYHANDE")
    open_window(page, "new-game")
    page.fill("#dialog-code-input", "FT1-X-ABCDEFG")
    page.press("#dialog-code-input", "Enter")
    error = page.locator("[data-testid=code-error]")
    error.wait_for()
    assert "X" in error.inner_text()
    assert page.locator("#new-game-dialog").is_visible()
    assert error.inner_text() not in message(page)
    page.fill("#dialog-code-input", "eo1-c4-abcdefg")
    page.click("#dialog-code-button")
    page.wait_for_selector("dialog[open]", state="detached")
    wait_for_board(page, game.new_game("EO1-C4-ABCDEFG"))


def test_describe_board_shows_the_description_on_screen(phone: PageSession) -> None:
    """Describe board opens the board in words, a paragraph per pile group and per column."""
    page = phone.page
    expected = show_code(page, "EO1-C8-BYHANDF")
    open_window(page, "describe")
    text = page.locator("[data-testid=board-description]").inner_text()
    assert "Column 8:" in text and "Free cell 1:" in text
    words = game.describe(expected, "en")
    for card in expected.piles["column-1"]:
        assert game.i18n.catalogue("en").card(card) in words and game.i18n.catalogue("en").card(card) in text
    assert page.locator("[data-testid=board-description] p").count() == 2 + 8
    page.locator("dialog[open] [data-testid=close]").tap()


def test_a_message_never_covers_a_card_nor_hides_under_a_window(phone: PageSession) -> None:
    """A refused tap's reminder sits under the board, clear of every card; a message said in a window shows in it."""
    page = phone.page
    show_code(page, "FT1-N-BYHANDG")
    tap(phone, "column-1")
    page.wait_for_function("() => document.getElementById('message').textContent !== ''")
    overlapping = page.evaluate("""() => {
      const m = document.getElementById('message').getBoundingClientRect();
      return [...document.querySelectorAll('#board [data-card]')].filter((card) => {
        const c = card.getBoundingClientRect();
        return Math.min(m.right, c.right) > Math.max(m.left, c.left)
          && Math.min(m.bottom, c.bottom) > Math.max(m.top, c.top);
      }).length;
    }""")
    assert overlapping == 0
    open_window(page, "stats")
    page.click("#stats-reset")
    page.click("#stats-reset-confirm")
    inside = page.locator("dialog[open] .window-message")
    inside.wait_for()
    assert inside.inner_text() and inside.is_visible()
    assert message(page) == ""
    page.locator("dialog[open] [data-testid=close]").tap()


def one_move_from_no_moves() -> game.Game:
    """Eight Off, 2 cells: a double tap sends 9H to the free cell; then no action at all is legal.

    Exposed then: kings and jacks on the columns, nines in the cells, no ace, no two cards of a
    suit one rank apart, the foundations empty (nothing to take back) and no cell or column free.
    """
    tops = ["KS", "KH", "KD", "KC", "JS", "JH", "JD", "JC"]
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    buried = [rank + suit for suit in "SHDC" for rank in ranks if rank + suit not in {*tops, "9S", "9H"}]
    columns = {f"column-{n}": [*buried[n - 1 :: 8], top] for n, top in enumerate(tops, start=1)}
    columns["column-3"].append("9H")
    position = game.from_layout("eight-off", {**columns, "cell-1": ["9S"]}, cells=2)
    after = game.load_game(position.to_json())
    after.double_tap("column-3")
    assert not after.legal_moves() and not after.won
    return position


def test_no_moves_left_is_said_with_what_can_still_be_done(phone: PageSession) -> None:
    """The last legal move, made by a real double tap, leaves nothing legal: "No moves left" with Undo."""
    page = phone.page
    show_layout(page, one_move_from_no_moves())
    assert page.locator("[data-testid=no-moves]").is_hidden()
    double_tap(phone, "column-3")
    page.wait_for_selector("[data-testid=no-moves]")
    assert page.locator("#no-moves-undo").is_enabled()
    page.click("#no-moves-undo")
    page.wait_for_selector("[data-testid=no-moves]", state="hidden")


def test_finish_plays_the_last_cards_home_one_undoable_action_at_a_time(phone: PageSession) -> None:
    """Finish appears only when foundation moves alone win; it plays them as ordinary actions, each counted."""
    page = phone.page
    near = eight_off_positions.near_won()
    start = game.load_game(near.to_json())
    show_layout(page, near)
    page.wait_for_selector("[data-testid=finish]")
    page.click("[data-testid=finish]")
    near.move("cell-3", "foundation-2")
    wait_for_board(page, near)
    page.wait_for_selector("[data-testid=win]")
    assert page.locator("[data-testid=finish]").is_hidden()
    assert page.locator("[data-testid=moves]").inner_text() == "1"
    page.click("[data-testid=undo]")
    wait_for_board(page, start)
    assert page.locator("[data-testid=win]").is_hidden()
    page.wait_for_selector("[data-testid=finish]")


# Where the table (the board's box), a card of the first column and the status line are on screen.
PLACES_JS = """() => Object.fromEntries(['.table', '#board [data-pile=column-1] [data-card]', '#status'].map(
  (selector) => { const box = document.querySelector(selector).getBoundingClientRect();
    return [selector, [box.left, box.top, box.width, box.height].map(Math.round)]; }))"""


@pytest.mark.parametrize("size", [*PHONES, (1440, 900)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_board_stays_put_while_messages_offers_and_no_moves_left_come_and_go(
    browser: Browser, site_url: str, size: tuple[int, int]
) -> None:
    """A Restart's message and Analyse offer, the draw clearing them, "No moves left": the board never moves."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    session = open_page(context, f"{site_url}#FT1-N-BYHANDG")
    page = session.page
    draws(session, 1)
    still = page.evaluate(PLACES_JS)
    page.click("[data-testid=restart]")
    page.wait_for_selector("#analyse-offer")
    assert "Undo" in message(page)
    assert page.evaluate(PLACES_JS) == still
    draws(session, 1)
    page.wait_for_selector("#analyse-offer", state="hidden")
    assert message(page) == ""
    assert page.evaluate(PLACES_JS) == still

    show_layout(page, one_move_from_no_moves())
    still = page.evaluate(PLACES_JS)
    double_tap(session, "column-3")
    page.wait_for_selector("[data-testid=no-moves]")
    assert page.evaluate(PLACES_JS) == still
    page.click("#no-moves-undo")  # reachable: scrolled into the status line if it holds more than it shows
    page.wait_for_selector("[data-testid=no-moves]", state="hidden")
    assert page.evaluate(PLACES_JS) == still
    assert session.errors == []
    context.close()
