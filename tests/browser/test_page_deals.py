"""Deals on screen: code URLs, page contract, code entry, New Game, Restart, copy, bad hashes."""

from __future__ import annotations

import json
import re

import pytest

import game
from game.games.forty_thieves import positions as forty_thieves_positions
from tests.support.pages import (
    PageSession,
    assert_shows,
    click_tool,
    drag,
    message,
    page_state,
    show_code,
    tap,
    text_of,
)
from tools.pages import dom_piles, expected_dom, settled, show_layout, wait_for_board

pytestmark = pytest.mark.browser

# The codes a game's new deals may have: any of its variants' parts, then 7 base32 characters.
CODE_PATTERN = {
    name: "|".join(f"{record.prefix}-{record.part}-[A-Z2-7]{{7}}" for record in game.variants_of(name))
    for name in game.game_names()
}


def first_column_move(start: game.Game) -> tuple[str, str]:
    """A column-to-column move the rules allow in this position."""
    for source in start.piles:
        if source.startswith("column-"):
            for target in start.targets(source):
                if target.startswith("column-"):
                    return source, target
    raise AssertionError("no column move in this deal: pick another code")


def current_code(ui: PageSession) -> str:
    """The deal code on screen."""
    return text_of(ui.page, "deal-code")


@pytest.mark.parametrize("code", ["FT1-N-QUARANT", "EO1-C8-EIGHTOF", "EO1-C4-EIGHTOF", "EO1-C2-EIGHTOF"])
def test_code_in_hash_shows_the_engine_deal(ui: PageSession, code: str) -> None:
    """Every game and variant loads from `#code` and shows exactly the engine's deal, only usable cells."""
    expected = game.new_game(code)
    ui.page.evaluate("hash => { location.hash = hash; }", f"#{code}")
    wait_for_board(ui.page, expected)
    assert_shows(ui.page, expected)
    piles_on_screen = set(ui.page.evaluate("[...document.querySelectorAll('[data-pile]')].map(e => e.dataset.pile)"))
    assert piles_on_screen == set(expected.piles)
    cells = {pile for pile in piles_on_screen if pile.startswith("cell-")}
    assert cells == {f"cell-{n}" for n in range(1, (expected.cells or 0) + 1)}
    assert ui.page.locator("#board [data-pile] > .card:not([data-card]):not(.back)").count() == 0


@pytest.mark.parametrize(
    ("code", "rows_above_columns"), [("EO1-C8-ROWSAAA", 2), ("EO1-C4-ROWSAAA", 1), ("EO1-C2-ROWSAAA", 1)]
)
def test_eight_off_cells_and_foundations_share_a_row_when_they_fit(
    ui: PageSession, code: str, rows_above_columns: int
) -> None:
    """With 4 or 2 cells, cells and foundations fit in one row above the 8 columns; 8 cells need two rows."""
    show_code(ui.page, code)
    tops = ui.page.evaluate("[...document.querySelectorAll('#board .row')].map(row => row.getBoundingClientRect().top)")
    assert len(tops) == rows_above_columns + 1
    foundation_top = ui.page.locator("[data-pile=foundation-1]").bounding_box()["y"]
    cell_top = ui.page.locator("[data-pile=cell-1]").bounding_box()["y"]
    assert (foundation_top == cell_top) == (rows_above_columns == 1)


def test_same_number_same_deck_in_every_eight_off_variant(ui: PageSession) -> None:
    """EO C2 puts the two extra leftover cards on columns 3 and 4, as the engine does."""
    show_code(ui.page, "EO1-C2-SPODOKA")
    c8 = game.new_game("EO1-C8-SPODOKA")
    dom = dom_piles(ui.page)
    assert dom["column-3"][:6] == [str(card) for card in c8.piles["column-3"]]
    assert dom["column-4"][:6] == [str(card) for card in c8.piles["column-4"]]
    assert len(dom["column-3"]) == len(dom["column-4"]) == 7


def test_state_follows_the_deal_on_screen(ui: PageSession) -> None:
    """`window.solitaire.state()` is the to_json() of the game on screen after switching deals."""
    for code in ("FT1-N-STATEAA", "EO1-C4-STATEAB"):
        expected = show_code(ui.page, code)
        state = page_state(ui.page)
        assert state["code"] == code
        assert game.load_game(json.dumps(state)).to_json() == expected.to_json()
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    assert page_state(ui.page)["piles"]["column-1"] == ["9D", "2C", "AC"]
    assert page_state(ui.page)["code"] is None
    assert start.code is None


def test_board_description_is_read_on_demand_only(ui: PageSession) -> None:
    """The full description is never announced after a move; the Describe board button reads it."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    tap(ui, "column-1")
    start.tap("column-1")
    ui.page.wait_for_function("() => document.getElementById('announcer').textContent !== ''")
    assert ui.page.locator("#announcer").text_content() != game.describe(start, "en")
    click_tool(ui.page, "#describe-button")
    ui.page.wait_for_function(
        "text => document.getElementById('announcer').textContent === text", arg=game.describe(start, "en")
    )


def test_hash_change_starts_that_deal_without_reload(ui: PageSession) -> None:
    """Editing the hash starts that deal in the same document (no reload)."""
    ui.page.evaluate("window.__sameDocument = true")
    expected = show_code(ui.page, "EO1-C8-NORELAD")
    assert ui.page.evaluate("window.__sameDocument") is True
    assert_shows(ui.page, expected)


def test_load_refuses_a_bad_save(ui: PageSession) -> None:
    """`window.solitaire.load` returns false for a bad save, says so, and keeps the game on screen."""
    start = show_code(ui.page, "FT1-N-BADSAVE")
    assert ui.page.evaluate('window.solitaire.load(\'{"format": "nope"}\')') is False
    assert message(ui.page) != ""
    assert_shows(ui.page, start)


# Entering a code


def test_enter_code_in_lower_case_with_spaces(ui: PageSession) -> None:
    """A code typed in lower case with spaces starts the canonical deal; the field is cleared."""
    ui.page.fill("#code-input", "  eo1-c4-typedin ")
    ui.page.click("#code-form button[type=submit]")
    expected = game.new_game("EO1-C4-TYPEDIN")
    wait_for_board(ui.page, expected)
    assert_shows(ui.page, expected)
    assert ui.page.input_value("#code-input") == ""


@pytest.mark.parametrize("typed", ["FT1-X-AAAAAAA", "EO1-C8-AAAA", "hello", "<b>x</b>"])
def test_enter_invalid_code_changes_nothing(ui: PageSession, typed: str) -> None:
    """An invalid code shows a message and leaves the deal, board and hash as they were."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    tap(ui, "waste")
    before = game.load_game(start.to_json())
    before.tap("waste")
    ui.page.fill("#code-input", typed)
    ui.page.click("#code-form button[type=submit]")
    ui.page.wait_for_function("() => document.querySelector('[data-testid=message]').textContent !== ''")
    assert "code" in message(ui.page).lower()
    assert ui.page.locator("[data-testid=message] *").count() == 0
    assert_shows(ui.page, before)


# New Game window


def deal_from_dialog(ui: PageSession, name: str, cells: int | None = None) -> None:
    """Open the New Game window, choose a game (and cells) and deal."""
    ui.page.click("[data-testid=new-game]")
    ui.page.wait_for_selector("#new-game-dialog[open]")
    ui.page.check(f'#new-game-dialog input[name=game][value="{name}"]')
    if cells is not None:
        ui.page.check(f'#new-game-dialog input[name=cells][value="{cells}"]')
    ui.page.click("#deal-button")
    ui.page.wait_for_selector("#new-game-dialog", state="hidden")


@pytest.mark.parametrize(("name", "cells", "prefix"), [("forty-thieves", None, "FT1-N-"), ("eight-off", 4, "EO1-C4-")])
def test_new_game_window_deals_the_chosen_game(ui: PageSession, name: str, cells: int | None, prefix: str) -> None:
    """The New Game window deals a fresh game of the chosen kind; board and hash show it."""
    if name == "forty-thieves":
        show_code(ui.page, "EO1-C8-DIALOGA")
    old = current_code(ui)
    deal_from_dialog(ui, name, cells)
    ui.page.wait_for_function("old => document.querySelector('[data-testid=deal-code]').textContent !== old", arg=old)
    code = current_code(ui)
    assert code.startswith(prefix)
    assert re.fullmatch(CODE_PATTERN[name], code)
    expected = game.new_game(code)
    wait_for_board(ui.page, expected)
    assert_shows(ui.page, expected)


def test_new_game_window_cancel_changes_nothing(ui: PageSession) -> None:
    """Cancelling the New Game window keeps the game as it is."""
    start = show_code(ui.page, "FT1-N-CANCELA")
    ui.page.click("[data-testid=new-game]")
    ui.page.check('#new-game-dialog input[name=game][value="eight-off"]')
    ui.page.click("#new-game-dialog button[value=cancel]")
    ui.page.wait_for_selector("#new-game-dialog", state="hidden")
    assert_shows(ui.page, start)


def test_new_game_window_plays_a_typed_code(ui: PageSession) -> None:
    """A code typed into the New Game window starts that deal (the phone layout's only code field)."""
    show_code(ui.page, "FT1-N-DIALOGB")
    ui.page.click("[data-testid=new-game]")
    ui.page.fill("#dialog-code-input", " eo1-c2-typedin")
    ui.page.click("#dialog-code-button")
    expected = game.new_game("EO1-C2-TYPEDIN")
    wait_for_board(ui.page, expected)
    assert_shows(ui.page, expected)


def test_phone_toolbar_keeps_the_code_field_in_the_new_game_window(ui: PageSession) -> None:
    """At phone width the toolbar drops its code field; the New Game window still has one."""
    ui.page.set_viewport_size({"width": 390, "height": 844})
    assert not ui.page.is_visible("#code-input")
    ui.page.click("[data-testid=new-game]")
    settled(ui.page)
    assert ui.page.is_visible("#dialog-code-input")


# Restart and copy


def test_restart_plays_the_same_deal_from_the_start(ui: PageSession) -> None:
    """Restart shows the same deal from its start: score and moves 0, same hash."""
    start = show_code(ui.page, "FT1-N-RESTART")
    source, target = first_column_move(start)
    drag(ui, source, None, target)
    ui.page.wait_for_function("() => document.querySelector('[data-testid=moves]').textContent === '1'")
    ui.page.click("[data-testid=restart]")
    ui.page.wait_for_function("() => document.querySelector('[data-testid=moves]').textContent === '0'")
    assert_shows(ui.page, start)


def test_restart_a_loaded_layout(ui: PageSession) -> None:
    """Restart of a position started from a save goes back to that position."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    tap(ui, "waste")
    ui.page.click("[data-testid=restart]")
    wait_for_board(ui.page, start)
    assert_shows(ui.page, start)


def test_copy_code_puts_the_code_on_the_clipboard(ui: PageSession) -> None:
    """One click on the code copies it to the clipboard."""
    show_code(ui.page, "EO1-C2-COPYMEA")
    ui.page.evaluate("navigator.clipboard.writeText('something else')")
    ui.page.click("[data-testid=copy-code]")
    # The copy is an effect of Python's answer, which comes from its worker; once the clipboard has
    # taken the code, the page tells Python, whose answer names the code in the message.
    ui.page.evaluate("window.solitaire.settled()")
    ui.page.wait_for_function("() => document.querySelector('[data-testid=message]').textContent.includes('COPYMEA')")
    assert ui.page.evaluate("navigator.clipboard.readText()") == "EO1-C2-COPYMEA"
    assert "EO1-C2-COPYMEA" in message(ui.page)


# Hostile and malformed hashes


HOSTILE_HASHES = [
    "#<img src=x onerror=alert(1)>",
    '#<img src=x onerror="window.__pwned=1">',
    "#<script>window.__pwned=1</script>",
    "#FT9-N-AAAAAAA",
    "#EO1-C3-AAAAAAA",
    "#FT1-N-AAAAAA1",
    "#" + "A" * 5000,
    "#FT1-N-ÀÉÎÕÜÇÑ",
    "#🂡🂱🃁🃑",
    "#%E0%A4%A",
    "#%",
    "#javascript:window.__pwned=1",
]


@pytest.mark.parametrize("hostile", HOSTILE_HASHES, ids=lambda hostile: repr(hostile[:24]))
def test_bad_hash_gives_message_and_keeps_the_game(ui: PageSession, hostile: str) -> None:
    """A bad hash shows a plain-text message, injects nothing, and the game on screen goes on under its own code."""
    expected = show_code(ui.page, "FT1-N-KEEPIT2")
    tap(ui, "stock")
    expected.draw()
    wait_for_board(ui.page, expected)
    elements_before = ui.page.evaluate("document.getElementsByTagName('*').length")
    injectable = "img, script:not([src]):not([type=py])"
    injectable_before = ui.page.locator(injectable).count()  # the page's own inline script
    ui.page.evaluate("hash => { location.hash = hash; }", hostile)
    ui.page.wait_for_function("() => document.querySelector('[data-testid=message]').textContent !== ''")
    ui.page.wait_for_function("() => location.hash === '#FT1-N-KEEPIT2'")
    assert "code" in message(ui.page).lower()
    assert_shows(ui.page, expected)
    assert ui.page.locator("[data-testid=message] *").count() == 0
    assert ui.page.evaluate("document.getElementsByTagName('*').length") == elements_before
    assert ui.page.locator(injectable).count() == injectable_before == 1
    assert ui.page.evaluate("window.__pwned") is None
    assert ui.dialogs == []


def test_empty_hash_puts_the_current_code_back(ui: PageSession) -> None:
    """Clearing the hash keeps the game on screen and writes its code back into the address."""
    expected = show_code(ui.page, "EO1-C4-EMPTYHS")
    ui.page.evaluate("location.hash = ''")
    ui.page.wait_for_function("() => location.hash === '#EO1-C4-EMPTYHS'")
    assert_shows(ui.page, expected)


def test_board_matches_engine_after_many_deal_switches(ui: PageSession) -> None:
    """Switching between games and variants repeatedly leaves no stale piles or cards behind."""
    for code in ("EO1-C2-SWITCHA", "FT1-N-SWITCHB", "EO1-C8-SWITCHC", "EO1-C4-SWITCHD", "FT1-N-SWITCHE"):
        expected = show_code(ui.page, code)
        assert dom_piles(ui.page) == expected_dom(expected)
        assert page_state(ui.page)["code"] == code
