"""Keyboard-only play and screen-reader output: no mouse call in any test body here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

import game
from game.games.eight_off import positions as eight_off_positions
from game.games.forty_thieves import positions as forty_thieves_positions
from tests.support.helpers import ft_near_won
from tests.support.pages import AXE, PageSession, assert_shows, axe_violations, eo_layout, open_page, show_code
from tools.pages import DESKTOP, settled, show_layout, wait_for_board

pytestmark = pytest.mark.browser

ENGLISH = game.i18n.catalogue("en")


def focused(page: Page) -> str | None:
    """The pile that has the keyboard focus once the keys sent are answered (None if the focus is not on a pile)."""
    settled(page)
    return page.evaluate("document.activeElement?.closest?.('[data-pile]')?.dataset.pile ?? null")


def press(page: Page, *keys: str) -> None:
    """Press keys one after the other, and wait for Python's answers to be drawn."""
    for key in keys:
        page.keyboard.press(key)
    settled(page)


def enter_board(page: Page) -> str:
    """Tab from the top of the page until the focus reaches the board; return the focused pile."""
    page.evaluate("document.activeElement?.blur(); window.focus()")
    for _ in range(40):
        page.keyboard.press("Tab")
        pile = focused(page)
        if pile is not None:
            return pile
    raise AssertionError("Tab never reached the board")


def go_to(page: Page, pile: str) -> None:
    """Move the focus to `pile` with the arrow keys only (rows first, then along the row)."""
    for _ in range(60):
        current = focused(page)
        assert current is not None, "the focus left the board"
        if current == pile:
            return
        rows = page.evaluate(
            """() => [...document.querySelectorAll('#board .row')].map(row =>
                 [...row.children].map(slot => slot.dataset?.pile ?? null))"""
        )
        where = {name: (r, c) for r, row in enumerate(rows) for c, name in enumerate(row) if name}
        (row, column), (target_row, target_column) = where[current], where[pile]
        if row != target_row:
            page.keyboard.press("ArrowDown" if target_row > row else "ArrowUp")
        else:
            page.keyboard.press("ArrowRight" if target_column > column else "ArrowLeft")
    raise AssertionError(f"could not reach {pile} with the arrow keys")


def announced(page: Page) -> str:
    """What the live region says once the intents sent are answered."""
    settled(page)
    return (page.locator("#announcer").text_content() or "").strip()


def wait_announcement(page: Page, previous: str) -> str:
    """Wait for a new sentence in the live region and return it."""
    page.wait_for_function("old => document.getElementById('announcer').textContent !== old", arg=previous)
    return announced(page)


# Playing to a win with the keyboard only


def test_forty_thieves_won_with_the_keyboard(ui: PageSession) -> None:
    """From a near-won Forty Thieves layout: Tab in, arrows to column 1, Enter taps the king home: the win shows."""
    expected = show_layout(ui.page, ft_near_won())
    enter_board(ui.page)
    go_to(ui.page, "column-1")
    press(ui.page, "Enter")
    expected.tap("column-1")
    ui.page.wait_for_selector("[data-testid=win]:not([hidden])")
    assert_shows(ui.page, expected)
    assert announced(ui.page).startswith(ENGLISH.text("win-title"))


def test_eight_off_won_by_picking_up_and_dropping(ui: PageSession) -> None:
    """From a near-won Eight Off layout: Space picks up the king in a cell, arrows to its foundation, Space drops."""
    expected = show_layout(ui.page, eight_off_positions.near_won())
    enter_board(ui.page)
    go_to(ui.page, "cell-3")
    press(ui.page, "Space")
    assert ui.page.locator("[data-pile=cell-3] .held").count() == 1
    assert "foundation-2" in targets(ui.page)
    go_to(ui.page, "foundation-2")
    press(ui.page, "Space")
    expected.move("cell-3", "foundation-2")
    ui.page.wait_for_selector("[data-testid=win]:not([hidden])")
    assert_shows(ui.page, expected)
    assert focused(ui.page) == "cell-3"


def targets(page: Page) -> set[str]:
    """The piles highlighted as taking the cards in hand, once the intents sent are answered."""
    settled(page)
    return set(page.evaluate("[...document.querySelectorAll('[data-pile].target')].map(e => e.dataset.pile)"))


# Pick up, refused drop, put back


def test_a_refused_drop_keeps_the_cards_in_hand_and_says_why(ui: PageSession) -> None:
    """Dropping on a pile that refuses keeps the cards in hand, shows the reminder; Escape puts them back."""
    start = show_layout(ui.page, eo_layout())
    enter_board(ui.page)
    go_to(ui.page, "column-3")
    press(ui.page, "Space")
    expected_targets = set(start.targets("column-3"))
    assert targets(ui.page) == expected_targets
    go_to(ui.page, "column-2")
    press(ui.page, "Space")
    refusal = refused_rule(start, "column-3", "column-2")
    ui.page.wait_for_function(
        "text => document.querySelector('[data-testid=message]').textContent === text", arg=ENGLISH.rule(refusal)
    )
    assert ui.page.locator("[data-pile=column-3] .held").count() == 1
    assert targets(ui.page) == expected_targets
    assert_shows(ui.page, start)
    press(ui.page, "Escape")
    assert ui.page.locator(".held").count() == 0
    assert targets(ui.page) == set()
    assert_shows(ui.page, start)
    assert announced(ui.page).startswith("Put back:")


def refused_rule(start: game.Game, source: str, target: str, count: int = 1) -> str:
    """The rule that refuses a move in `start` (the move must be refused)."""
    copy = game.load_game(start.to_json())
    with pytest.raises(game.IllegalMove) as refusal:
        copy.move(source, target, count)
    return refusal.value.rule


def test_a_run_is_picked_up_with_up_and_space_and_moves_as_one_action(ui: PageSession) -> None:
    """In Eight Off, Up in a column chooses a card of the run; Space then lifts the run above it too."""
    start = show_layout(ui.page, eo_layout())
    enter_board(ui.page)
    go_to(ui.page, "column-1")
    press(ui.page, "ArrowUp", "ArrowUp")
    assert ui.page.locator("[data-pile=column-1] .chosen").get_attribute("data-card") == "9C"
    label = ui.page.locator("[data-pile=column-1]").get_attribute("aria-label") or ""
    assert "9 of clubs and 2 more cards" in label
    press(ui.page, "Space")
    assert ui.page.locator("[data-pile=column-1] .held").count() == 3
    go_to(ui.page, "column-2")
    press(ui.page, "Space")
    expected = game.load_game(start.to_json())
    expected.move("column-1", "column-2", 3)
    wait_for_board(ui.page, expected)
    assert_shows(ui.page, expected)
    assert focused(ui.page) == "column-1"
    assert announced(ui.page) == "9 of clubs and 2 more cards to column 2."


# Every pile reachable; focus after actions and dialogs


@pytest.mark.parametrize("code", ["FT1-N-KEYSALL", "EO1-C8-KEYSALL", "EO1-C4-KEYSALL", "EO1-C2-KEYSALL"])
def test_every_pile_can_receive_focus(ui: PageSession, code: str) -> None:
    """Walking the rows with the arrow keys reaches every pile of the game."""
    expected = show_code(ui.page, code)
    enter_board(ui.page)
    seen = {focused(ui.page)}
    for _ in range(4):
        press(ui.page, *["ArrowUp"] * 8)
    rows = len(ui.page.locator("#board .row").all())
    for _ in range(rows):
        press(ui.page, *["ArrowLeft"] * 10)
        seen.add(focused(ui.page))
        for _ in range(10):
            press(ui.page, "ArrowRight")
            seen.add(focused(ui.page))
        press(ui.page, "ArrowDown")
        seen.add(focused(ui.page))
    assert seen == set(expected.piles)


def test_focus_after_actions_and_windows(ui: PageSession) -> None:
    """D draws and focuses the stock; Enter keeps the focus on its pile; a window returns the focus on closing."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    expected = game.load_game(start.to_json())
    enter_board(ui.page)
    go_to(ui.page, "column-8")
    press(ui.page, "d")
    expected.draw()
    wait_for_board(ui.page, expected)
    assert focused(ui.page) == "stock"
    go_to(ui.page, "column-8")
    press(ui.page, "Enter")
    expected.tap("column-8")
    wait_for_board(ui.page, expected)
    assert focused(ui.page) == "column-8"
    press(ui.page, "n")
    ui.page.wait_for_selector("#new-game-dialog[open]")
    press(ui.page, "Escape")
    ui.page.wait_for_selector("#new-game-dialog", state="hidden")
    assert focused(ui.page) == "column-8"
    press(ui.page, "?")
    ui.page.wait_for_selector("#keys-dialog[open]")
    assert ui.page.locator("#keys-list dt").count() == 12
    press(ui.page, "Escape")
    assert focused(ui.page) == "column-8"
    assert ui.page.evaluate("document.activeElement !== document.body")


def test_keys_do_nothing_while_typing_or_in_a_window(ui: PageSession) -> None:
    """D typed into the code field or pressed with a window open draws nothing."""
    expected = show_code(ui.page, "FT1-N-TYPINGD")
    ui.page.fill("#code-input", "")
    ui.page.focus("#code-input")
    press(ui.page, "d", "D", "n")
    assert ui.page.input_value("#code-input") == "dDn"
    enter_board(ui.page)
    press(ui.page, "n")
    ui.page.wait_for_selector("#new-game-dialog[open]")
    press(ui.page, "d")
    press(ui.page, "Escape")
    assert_shows(ui.page, expected)


def test_undo_and_redo_keys(ui: PageSession) -> None:
    """Ctrl+Z and Ctrl+Y undo and redo, and say what they did."""
    expected = show_code(ui.page, "FT1-N-UNDOKEY")
    enter_board(ui.page)
    press(ui.page, "d")
    expected.draw()
    wait_for_board(ui.page, expected)
    card = ENGLISH.card(expected.piles["waste"][-1])
    press(ui.page, "Control+z")
    expected.undo()
    wait_for_board(ui.page, expected)
    assert announced(ui.page) == f"Back in the stock: {card}."
    press(ui.page, "Control+y")
    expected.redo()
    wait_for_board(ui.page, expected)
    assert announced(ui.page) == f"Turned up again: {card}."


# What screen readers hear


def test_one_short_sentence_after_every_kind_of_action(ui: PageSession) -> None:
    """Move, draw, refused move, undo, redo, pick up, put back: each leaves one short sentence, never the board."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    description = game.describe(start, "en")
    enter_board(ui.page)
    sentences = []
    for pile, keys in [
        ("column-1", "d"),
        ("stock", "Control+z"),
        ("stock", "Control+y"),
        ("column-1", "Enter"),
        ("column-1", "Space"),
        ("column-1", "Escape"),
    ]:
        go_to(ui.page, pile)
        before = announced(ui.page)
        press(ui.page, keys)
        sentences.append(wait_announcement(ui.page, before))
    go_to(ui.page, "column-2")
    before = announced(ui.page)
    press(ui.page, "Enter")
    sentences.append(wait_announcement(ui.page, before))
    assert sentences[3] == "ace of clubs to foundation 4. Score 10."
    assert sentences[-1] == ENGLISH.rule("tap-to-foundation")
    for sentence in sentences:
        assert 0 < len(sentence) < 200
        assert sentence.count(". ") <= 2
        assert sentence != description
    before = announced(ui.page)
    press(ui.page, "b")
    assert wait_announcement(ui.page, before) == game.describe(
        game.load_game(ui.page.evaluate("window.solitaire.state()")), "en"
    )


def test_piles_and_cards_are_labelled_for_screen_readers(ui: PageSession) -> None:
    """Piles are labelled groups ("Column 3, 2 cards, top: 6 of diamonds"), cards are labelled images."""
    show_layout(ui.page, forty_thieves_positions.every_move())
    column = ui.page.locator("[data-pile=column-3]")
    assert column.get_attribute("role") == "group"
    assert column.get_attribute("aria-label") == "Column 3, 3 cards, top: 6 of diamonds"
    assert ui.page.locator("[data-pile=column-5]").get_attribute("aria-label") == "Column 5, empty"
    assert ui.page.locator("[data-pile=foundation-1]").get_attribute("aria-label") == (
        "Foundation 1, spades, 3 cards, top: 3 of spades"
    )
    card = ui.page.locator("[data-pile=column-3] [data-card=QC]")
    assert (card.get_attribute("role"), card.get_attribute("aria-label")) == ("img", "queen of clubs")
    assert ui.page.locator("#board").get_attribute("role") == "application"


# axe-core (WCAG 2.1 A and AA, and target-size): no serious or critical violation


@pytest.fixture(scope="module", params=["light", "dark"])
def audited(browser: Browser, site_url: str, request: pytest.FixtureRequest) -> Any:
    """A page in each theme whose CSP lets the test inject axe-core (the site never ships it)."""
    assert Path(AXE).is_file(), "npm ci installs axe-core (a pinned dev dependency)"
    context = browser.new_context(viewport=DESKTOP, bypass_csp=True, color_scheme=request.param)
    yield open_page(context, f"{site_url}#FT1-N-AXECORE")
    context.close()


@pytest.mark.parametrize("code", ["FT1-N-AXECORE", "EO1-C2-AXECORE"])
@pytest.mark.parametrize(
    "state", ["board", "new-game", "settings", "stats", "rules", "keys", "faq", "picked-up", "win"]
)
def test_no_serious_accessibility_violation(audited: PageSession, code: str, state: str) -> None:
    """axe-core finds no serious or critical WCAG 2.1 A/AA or target-size violation, on both games,
    with windows open and in hand."""
    page = audited.page
    if state == "win":
        show_layout(page, ft_near_won() if code.startswith("FT") else eight_off_positions.near_won())
    else:
        show_code(page, code)
    openers = {
        "new-game": "#new-game",
        "settings": "#settings-button",
        "stats": "#stats-button",
        "rules": "#rules-button",
        "keys": "#keys-button",
        "faq": "#faq-button",
    }
    if state in openers:
        page.evaluate("selector => document.querySelector(selector).click()", openers[state])
        page.wait_for_selector("dialog[open]")
    elif state == "picked-up":
        enter_board(page)
        go_to(page, "column-1")
        press(page, "Space")
        page.wait_for_selector(".held")
    elif state == "win":
        pile = "column-1" if code[:2] == "FT" else "cell-3"
        page.evaluate("pile => window.solitaire.send({ do: 'double-tap', pile, index: null })", pile)
        page.wait_for_selector("[data-testid=win]:not([hidden])")
    try:
        assert axe_violations(page) == []
    finally:
        page.evaluate("for (const d of document.querySelectorAll('dialog[open]')) d.close()")
        press(page, "Escape")
    assert audited.errors == []
