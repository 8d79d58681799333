"""Taps, double taps, drags, placement help, undo/redo and the win message, with real pointer events.

A gesture that must change nothing is followed by a later real action whose answer the test waits
for: the page handles input in order, so once that answer is on screen the earlier gesture has
been handled too, and the board can only show the later action if the earlier one moved nothing.
"""

from __future__ import annotations

import time

import pytest

import game
from game.games.eight_off import positions as eight_off_positions
from game.games.forty_thieves import positions as forty_thieves_positions
from tests.support.helpers import ft_near_won
from tests.support.pages import (
    PageSession,
    assert_shows,
    double_tap,
    drag,
    drag_start,
    drag_to,
    eo_layout,
    message,
    pile_point,
    set_settings,
    settle,
    show_code,
    tap,
    targets_on_screen,
    text_of,
    wait_for_board,
)
from tools.pages import card_point, dom_piles, expected_dom, show_layout

pytestmark = pytest.mark.browser


def played(start: game.Game, *actions: tuple[str, ...]) -> game.Game:
    """A copy of `start` after engine calls given as (method, *args)."""
    copy = game.load_game(start.to_json())
    for name, *args in actions:
        getattr(copy, name)(*args)
    return copy


def refusal(start: game.Game, name: str, *args: object) -> str:
    """The rule id with which the engine refuses a call."""
    copy = game.load_game(start.to_json())
    with pytest.raises(game.IllegalMove) as refused:
        getattr(copy, name)(*args)
    return refused.value.rule


def wait_message(ui: PageSession, text: str) -> None:
    """Wait until the message line reads `text`."""
    ui.page.wait_for_function("t => document.querySelector('[data-testid=message]').textContent === t", arg=text)


def then_tap_and_wait(ui: PageSession, pile: str, before: game.Game) -> game.Game:
    """Tap `pile` as a new gesture and wait for its answer: the board shows `before` with that one tap played.

    What the gestures before it did is then settled: if one had moved a card, or counted a move,
    the board would not show exactly `before` plus this tap.
    """
    expected = played(before, ("tap", pile))
    assert expected.moves == before.moves + 1, f"a tap on {pile} must move a card for the wait to prove anything"
    tap(ui, pile)
    wait_for_board(ui.page, expected)
    assert_shows(ui.page, expected)
    return expected


# Taps


def test_tap_waste_card_to_foundation(ui: PageSession) -> None:
    """A tap on the FT waste card sends it to the foundation that accepts it."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    tap(ui, "waste")
    expected = played(start, ("tap", "waste"))
    assert expected.piles["foundation-3"][-1] == game.Card.parse("AD")
    assert_shows(ui.page, expected)
    assert text_of(ui.page, "score") == "10"


def test_tap_waste_card_to_column(ui: PageSession) -> None:
    """A tap on a FT waste card no foundation takes puts it on the column that accepts it (+5)."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    tap(ui, "waste")
    tap(ui, "waste")
    expected = played(start, ("tap", "waste"), ("tap", "waste"))
    assert [str(card) for card in expected.piles["column-10"]] == ["5C", "7S", "6S"]
    assert_shows(ui.page, expected)
    assert expected.score == 15


def test_tap_column_card_to_foundation(ui: PageSession) -> None:
    """A tap on the top card of a FT column sends it to its foundation."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    tap(ui, "column-1")
    expected = played(start, ("tap", "column-1"))
    assert [str(card) for card in expected.piles["foundation-4"]] == ["AC"]
    assert_shows(ui.page, expected)


def test_tap_eight_off_cell_card_to_foundation(ui: PageSession) -> None:
    """A tap on an Eight Off cell card sends it to its foundation."""
    start = show_layout(ui.page, eo_layout())
    tap(ui, "cell-1")
    expected = played(start, ("tap", "cell-1"))
    assert [str(card) for card in expected.piles["foundation-3"]] == ["AD", "2D", "3D"]
    assert_shows(ui.page, expected)


def test_refused_tap_reminds_after_double_tap_window(ui: PageSession) -> None:
    """A refused tap changes nothing and shows the rule reminder once the double-tap window is over."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    rule = refusal(start, "tap", "column-2")
    tap(ui, "column-2")
    assert message(ui.page) != game.RULES[rule], "the reminder must wait for a possible second tap"
    wait_message(ui, game.RULES[rule])
    assert_shows(ui.page, start)


def test_tap_on_foundation_only_reminds(ui: PageSession) -> None:
    """A tap on a foundation card does nothing but remind that foundation cards move by dragging."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    tap(ui, "foundation-1")
    wait_message(ui, game.RULES[refusal(start, "tap", "foundation-1")])
    assert_shows(ui.page, start)


def test_double_tap_on_an_empty_column_says_why_nothing_moved(ui: PageSession) -> None:
    """Two quick taps on an empty column move nothing and say the reminder: there is no card there."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    assert not start.piles["column-5"]
    settle(ui)
    x, y = pile_point(ui.page, "column-5")
    ui.page.mouse.click(x, y)
    ui.page.wait_for_timeout(60)
    ui.page.mouse.click(x, y)
    ui.last_tap = time.monotonic()
    wait_message(ui, game.RULES[refusal(start, "double_tap", "column-5")])
    assert refusal(start, "double_tap", "column-5") == "empty-pile"
    assert_shows(ui.page, start)


def test_stock_tap_draws_one_card(ui: PageSession) -> None:
    """A tap on the FT stock turns exactly one card onto the waste and counts one move."""
    start = show_code(ui.page, "FT1-N-STOCKAA")
    tap(ui, "stock")
    expected = played(start, ("draw",))
    assert_shows(ui.page, expected)
    assert dom_piles(ui.page)["stock"] == 63
    assert len(dom_piles(ui.page)["waste"]) == 1


def test_rapid_stock_taps_draw_one_card_each(ui: PageSession) -> None:
    """Three quick taps on the stock draw three cards (the stock is not a double-tap target)."""
    start = show_code(ui.page, "FT1-N-STOCKAB")
    settle(ui)
    x, y = card_point(ui.page, "stock")
    for _ in range(3):
        ui.page.mouse.click(x, y)
        ui.page.wait_for_timeout(40)  # paces the input: three quick taps, well inside a double-tap window
    expected = played(start, ("draw",), ("draw",), ("draw",))
    wait_for_board(ui.page, expected)
    assert_shows(ui.page, expected)


# Double taps


def test_double_tap_moves_exactly_one_card(ui: PageSession) -> None:
    """A double tap on a FT card that no foundation takes moves that one card to the best column."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    double_tap(ui, "column-2")
    expected = played(start, ("double_tap", "column-2"))
    assert [str(card) for card in expected.piles["column-3"]] == ["QC", "JD", "6D", "5D"]
    assert [str(card) for card in expected.piles["column-2"]] == ["KD"]
    assert_shows(ui.page, expected)
    assert expected.moves == 1


def test_double_tap_eight_off_card_to_column(ui: PageSession) -> None:
    """An Eight Off double tap on a column card moves exactly that card onto the column that takes it."""
    start = show_layout(ui.page, eo_layout())
    double_tap(ui, "column-3")
    expected = played(start, ("double_tap", "column-3"))
    assert [str(card) for card in expected.piles["column-4"]] == ["2C", "7H", "6H"]
    assert_shows(ui.page, expected)


def test_double_tap_on_run_head_moves_that_run(ui: PageSession) -> None:
    """An Eight Off double tap on the card heading a run moves exactly that run, as one action."""
    start = show_layout(ui.page, eo_layout())
    double_tap(ui, "column-1", 1)
    expected = played(start, ("double_tap", "column-1", 1))
    assert [str(card) for card in expected.piles["column-2"]] == ["4H", "10C", "9C", "8C", "7C"]
    assert [str(card) for card in expected.piles["column-1"]] == ["5H"]
    assert_shows(ui.page, expected)
    assert expected.moves == 1


def test_double_tap_on_run_tail_with_nowhere_to_go_moves_nothing(ui: PageSession) -> None:
    """An Eight Off double tap on 8C (tail 8C 7C, no pile takes two cards) moves nothing and reminds."""
    start = show_layout(ui.page, eo_layout())
    rule = refusal(start, "double_tap", "column-1", 2)
    double_tap(ui, "column-1", 2)
    wait_message(ui, game.RULES[rule])
    assert_shows(ui.page, start)


def test_double_tap_eight_off_top_card_to_free_cell(ui: PageSession) -> None:
    """An Eight Off double tap on 7C (no foundation or column takes it) moves that one card to a free cell."""
    start = show_layout(ui.page, eo_layout())
    double_tap(ui, "column-1")
    expected = played(start, ("double_tap", "column-1"))
    assert [str(card) for card in expected.piles["cell-4"]] == ["7C"]
    assert [str(card) for card in expected.piles["column-1"]] == ["5H", "9C", "8C"]
    assert_shows(ui.page, expected)


def test_second_quick_tap_after_a_move_is_swallowed(ui: PageSession) -> None:
    """After a tap that moved AC, a quick second tap on the same spot never moves the card uncovered (2C)."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    settle(ui)
    x, y = card_point(ui.page, "column-1")
    ui.page.mouse.click(x, y)
    ui.page.wait_for_timeout(60)  # paces the input: the second tap comes well inside the double-tap window
    assert (
        ui.page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('[data-card]')?.dataset.card", [x, y])
        == "2C"
    )
    ui.page.mouse.click(x, y)
    ui.last_tap = time.monotonic()
    expected = played(start, ("tap", "column-1"))
    assert played(expected, ("tap", "column-1")).moves == 2, "2C could go to its foundation: the test would not show"
    then_tap_and_wait(ui, "waste", expected)


def test_second_quick_tap_on_another_card_does_nothing(ui: PageSession) -> None:
    """A refused tap followed at once by a tap on a different card (the one below) moves nothing."""
    start = show_layout(ui.page, eo_layout())
    settle(ui)
    first = card_point(ui.page, "column-1", 2)
    second = card_point(ui.page, "column-1", 1)
    ui.page.mouse.click(*first)
    ui.page.wait_for_timeout(60)  # paces the input: the second tap comes well inside the double-tap window
    ui.page.mouse.click(*second)
    ui.last_tap = time.monotonic()
    then_tap_and_wait(ui, "cell-1", start)


def test_double_tap_setting_off_makes_two_single_taps(ui: PageSession) -> None:
    """With double tap switched off, two quick taps on a card no foundation takes move nothing."""
    set_settings(ui.page, double_tap=False, auto_placement=False)
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    double_tap(ui, "column-2")
    wait_message(ui, game.RULES[refusal(start, "tap", "column-2")])
    assert_shows(ui.page, start)


# Drag and drop


def test_drag_to_column(ui: PageSession) -> None:
    """Dragging 7H onto 8H moves it there."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    drag(ui, "column-7", None, "column-6")
    assert_shows(ui.page, played(start, ("move", "column-7", "column-6", 1)))


def test_drag_to_empty_column(ui: PageSession) -> None:
    """Dragging a FT card onto an empty column moves it there."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    drag(ui, "column-9", None, "column-5")
    assert_shows(ui.page, played(start, ("move", "column-9", "column-5", 1)))


def test_drag_waste_card_to_column(ui: PageSession) -> None:
    """Dragging the FT waste card onto the empty column moves it there (+5)."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    drag(ui, "waste", None, "column-5")
    expected = played(start, ("move", "waste", "column-5", 1))
    assert expected.score == 5
    assert_shows(ui.page, expected)


def test_drag_to_foundation(ui: PageSession) -> None:
    """Dragging AH onto a foundation of hearts moves it there (+10)."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    drag(ui, "column-8", None, "foundation-6")
    assert_shows(ui.page, played(start, ("move", "column-8", "foundation-6", 1)))


def test_drag_foundation_card_back_to_column(ui: PageSession) -> None:
    """The top card of a FT foundation dragged onto a column that takes it goes back there (-15, clamped)."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    drag(ui, "waste", None, "foundation-3")
    drag(ui, "foundation-1", None, "column-4")
    expected = played(start, ("move", "waste", "foundation-3", 1), ("move", "foundation-1", "column-4", 1))
    assert [str(card) for card in expected.piles["column-4"]] == ["4S", "3S"]
    assert expected.score == 0
    assert_shows(ui.page, expected)


def test_drag_card_into_free_cell(ui: PageSession) -> None:
    """Dragging an Eight Off column card into an empty free cell moves it there."""
    start = show_layout(ui.page, eo_layout())
    drag(ui, "column-3", None, "cell-6")
    assert_shows(ui.page, played(start, ("move", "column-3", "cell-6", 1)))


def test_drag_king_from_cell_into_empty_column(ui: PageSession) -> None:
    """Dragging KH from a free cell into the empty Eight Off column moves it there."""
    start = show_layout(ui.page, eo_layout())
    drag(ui, "cell-2", None, "column-8")
    assert_shows(ui.page, played(start, ("move", "cell-2", "column-8", 1)))


def test_drag_run_onto_column(ui: PageSession) -> None:
    """Dragging the head of an Eight Off run moves the whole run onto the column that takes it."""
    start = show_layout(ui.page, eo_layout())
    drag(ui, "column-1", 1, "column-2")
    expected = played(start, ("move", "column-1", "column-2", 3))
    assert expected.moves == 1
    assert_shows(ui.page, expected)


def test_drag_eight_off_foundation_card_to_cell(ui: PageSession) -> None:
    """The top card of an Eight Off foundation dragged into a free cell goes there (0 points)."""
    start = show_layout(ui.page, eo_layout())
    drag(ui, "foundation-3", None, "cell-4")
    assert_shows(ui.page, played(start, ("move", "foundation-3", "cell-4", 1)))


def test_refused_drag_changes_nothing_and_reminds(ui: PageSession) -> None:
    """KC dropped on 8H is refused: the card slides back, the board is unchanged, the same-suit reminder shows."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    rule = refusal(start, "move", "column-9", "column-6", 1)
    drag(ui, "column-9", None, "column-6")
    wait_message(ui, game.RULES[rule])
    assert_shows(ui.page, start)
    ui.page.wait_for_selector(".drag-ghost", state="detached")
    assert ui.page.locator(".card.lifted").count() == 0


def test_drop_outside_the_board_changes_nothing(ui: PageSession) -> None:
    """A card dropped outside every pile returns, with a reminder."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    drag_start(ui, "column-7")
    drag_to(ui, 5, 890)
    wait_message(ui, game.RULES["no-destination"])
    assert_shows(ui.page, start)


def test_dragged_cards_keep_their_size(ui: PageSession) -> None:
    """The cards following the pointer look like the lifted ones: same size, same face size."""
    show_layout(ui.page, forty_thieves_positions.every_move())
    drag_start(ui, "column-7")
    sizes = ui.page.evaluate(
        """() => [document.querySelector('.card.lifted'), document.querySelector('.drag-ghost .card')].map(card => {
          const box = card.getBoundingClientRect();
          const face = card.querySelector('.face').getBoundingClientRect();
          return [Math.round(box.width), Math.round(box.height), Math.round(face.width), Math.round(face.height)];
        })"""
    )
    drag_to(ui, 5, 890)
    lifted, dragged = sizes
    assert lifted == dragged


def test_refused_run_drag_onto_wrong_suit(ui: PageSession) -> None:
    """An Eight Off run dropped on a card of another suit is refused and nothing moves."""
    start = show_layout(ui.page, eo_layout())
    rule = refusal(start, "move", "column-1", "column-4", 3)
    drag(ui, "column-1", 1, "column-4")
    wait_message(ui, game.RULES[rule])
    assert_shows(ui.page, start)


@pytest.mark.parametrize(
    ("layout", "pile", "index"),
    [
        (forty_thieves_positions.every_move, "column-7", None),
        (forty_thieves_positions.every_move, "waste", None),
        (forty_thieves_positions.every_move, "foundation-1", None),
        (forty_thieves_positions.every_move, "column-8", None),
        (eo_layout, "column-1", 1),
        (eo_layout, "cell-2", None),
        (eo_layout, "column-3", None),
        (eo_layout, "foundation-3", None),
    ],
)
def test_placement_help_highlights_exactly_the_accepting_piles(ui: PageSession, layout, pile, index) -> None:  # type: ignore[no-untyped-def]
    """While dragging, exactly the piles of the engine's targets() carry class `target`; none after the drop."""
    start = show_layout(ui.page, layout())
    count = 1 if index is None else len(start.piles[pile]) - index
    wanted = set(start.targets(pile, count))
    assert wanted, "the dragged cards should have somewhere to go"
    drag_start(ui, pile, index)
    ui.page.mouse.move(700, 12, steps=5)  # over the toolbar: no pile there
    assert targets_on_screen(ui.page) == wanted
    ui.page.mouse.up()
    assert targets_on_screen(ui.page) == set()
    ui.page.wait_for_selector(".drag-ghost", state="detached")
    assert_shows(ui.page, start)


def test_auto_placement_sends_a_bad_drop_to_the_double_tap_target(ui: PageSession) -> None:
    """With Auto placement on (FT), 5D dropped on a column that refuses it goes where a double tap would."""
    set_settings(ui.page, double_tap=True, auto_placement=True)
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    best = start.best_target("column-2", 1)
    assert best == "column-3"
    drag(ui, "column-2", None, "column-9")
    assert_shows(ui.page, played(start, ("move", "column-2", best, 1)))


def test_auto_placement_off_leaves_a_bad_drop_refused(ui: PageSession) -> None:
    """With Auto placement off (the default), the same bad drop is refused."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    drag(ui, "column-2", None, "column-9")
    wait_message(ui, game.RULES[refusal(start, "move", "column-2", "column-9", 1)])
    assert_shows(ui.page, start)


# Undo and redo


def test_undo_redo_buttons_and_keys(ui: PageSession) -> None:
    """Undo/Redo buttons and Ctrl+Z/Ctrl+Y restore exact positions and scores; the move counter stays."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    tap(ui, "waste")
    tap(ui, "column-1")
    after_two = played(start, ("tap", "waste"), ("tap", "column-1"))
    assert_shows(ui.page, after_two)

    ui.page.click("[data-testid=undo]")
    after_undo = played(after_two, ("undo",))
    assert after_undo.moves == 2
    assert_shows(ui.page, after_undo)

    ui.page.keyboard.press("Control+z")
    after_undo2 = played(after_undo, ("undo",))
    assert expected_dom(after_undo2) == expected_dom(start)
    assert_shows(ui.page, after_undo2)
    assert ui.page.locator("[data-testid=undo]").is_disabled()

    ui.page.keyboard.press("Control+y")
    assert_shows(ui.page, played(after_undo2, ("redo",)))

    ui.page.click("[data-testid=redo]")
    after_redo2 = played(after_undo2, ("redo",), ("redo",))
    assert expected_dom(after_redo2) == expected_dom(after_two)
    assert_shows(ui.page, after_redo2)
    assert ui.page.locator("[data-testid=redo]").is_disabled()


def test_new_action_clears_redo(ui: PageSession) -> None:
    """After an undo, a new action makes Redo do nothing."""
    start = show_layout(ui.page, forty_thieves_positions.every_move())
    tap(ui, "waste")
    ui.page.click("[data-testid=undo]")
    tap(ui, "column-1")
    ui.page.keyboard.press("Control+y")
    expected = played(start, ("tap", "waste"), ("undo",), ("tap", "column-1"))
    assert_shows(ui.page, expected)
    assert ui.page.locator("[data-testid=redo]").is_disabled()


# Win


@pytest.mark.parametrize(("layout", "pile"), [(ft_near_won, "column-1"), (eight_off_positions.near_won, "cell-3")])
def test_win_message_and_new_game(ui: PageSession, layout, pile) -> None:  # type: ignore[no-untyped-def]
    """The last card onto a foundation shows the win message with score and moves; its button deals anew."""
    start = show_layout(ui.page, layout())
    assert ui.page.locator("[data-testid=win]").is_hidden()
    tap(ui, pile)
    expected = played(start, ("tap", pile))
    assert expected.won
    win = ui.page.locator("[data-testid=win]")
    win.wait_for(state="visible")
    assert str(expected.score) in win.inner_text()
    assert str(expected.moves) in win.inner_text()
    assert_shows(ui.page, expected)

    ui.page.click("#win-new-game")
    win.wait_for(state="hidden")
    code = text_of(ui.page, "deal-code")
    fresh = game.new_game(code)
    assert fresh.name == start.name
    assert fresh.cells == start.cells
    assert_shows(ui.page, fresh)


def test_pile_point_helper_hits_empty_piles(ui: PageSession) -> None:
    """Sanity check of the test helpers: an empty pile's drop point lies on that pile."""
    show_layout(ui.page, eo_layout())
    x, y = pile_point(ui.page, "column-8")
    assert (
        ui.page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('[data-pile]')?.dataset.pile", [x, y])
        == "column-8"
    )
