"""Undo, redo and the move counter, and refused actions changing nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import game
from game.cards import new_deck
from tests.support.helpers import Snapshot, ft, snapshot


def shuffle_cells(g: game.Game, actions: int) -> None:
    """Make `actions` moves of Eight Off's first cell card between cell-1 and cell-5, 0 points each."""
    for _ in range(actions):
        g.move(*(("cell-1", "cell-5") if g.piles["cell-1"] else ("cell-5", "cell-1")))


def scoring_game() -> tuple[game.Game, list[Snapshot]]:
    """A Forty Thieves game after six actions that change the score, with the snapshot before each one."""
    g = ft({"column-1": "AS", "column-2": "3S 2S", "column-3": "9D", "waste": "8D", "column-4": "KH"})
    before = []
    for action in (
        lambda: g.move("column-1", "foundation-1"),  # +10
        lambda: g.move("column-2", "foundation-1"),  # +10
        lambda: g.move("waste", "column-3"),  # +5
        g.draw,  # 0
        lambda: g.move("foundation-1", "column-2"),  # -15
        lambda: g.move("column-3", "column-1"),  # 0
    ):
        before.append(snapshot(g))
        action()
    return g, before


def test_undo_restores_each_earlier_position_and_score() -> None:
    """Each undo gives back exactly the position and score before the action it takes back."""
    g, before = scoring_game()
    assert g.score == 10
    while before:
        assert g.undo()
        assert snapshot(g) == before.pop()
    assert not g.undo()


def test_undo_of_a_clamped_score_restores_the_score_before() -> None:
    """A take-back clamped at 0 is undone to the exact score before it, not to 0 + 15."""
    g = ft({"column-1": "AS", "column-2": "5D"})
    g.move("column-1", "foundation-1")
    g.move("foundation-1", "column-1")
    assert g.score == 0
    g.undo()
    assert g.score == 10
    g.redo()
    assert g.score == 0


def test_move_counter_counts_every_action_and_never_goes_down() -> None:
    """Moves and draws each count once; undo and redo leave the counter unchanged."""
    g, _ = scoring_game()
    assert g.moves == 6
    g.undo()
    g.undo()
    assert g.moves == 6
    g.redo()
    assert g.moves == 6
    g.draw()
    assert g.moves == 7


def test_undo_of_a_draw_puts_the_card_back_on_the_stock() -> None:
    """Undoing a draw returns the waste's card to the top of the stock."""
    g = game.new_game("FT1-N-ABCDEFG")
    start = snapshot(g)
    for _ in range(64):
        g.draw()
    for _ in range(64):
        assert g.undo()
    assert snapshot(g) == start
    assert g.moves == 64


def test_undo_depth_is_exactly_100() -> None:
    """After 101 actions exactly 100 can be undone, back to the position after the first."""
    g = game.new_game("EO1-C8-ABCDEFG")
    start = snapshot(g)
    g.move("column-1", "cell-8")
    after_first = snapshot(g)
    shuffle_cells(g, 100)
    assert g.moves == 101
    for _ in range(100):
        assert g.undo()
    assert not g.undo()
    assert snapshot(g) == after_first != start
    assert g.moves == 101


def test_redo_reapplies_undone_actions_in_order() -> None:
    """Redo replays the undone actions one by one, with their scores, until none is left."""
    g, _ = scoring_game()
    after = []
    while True:
        after.append(snapshot(g))
        if not g.undo():
            break
    after.pop()
    while after:
        assert g.redo()
        assert snapshot(g) == after.pop()
    assert not g.redo()
    assert g.moves == 6


def test_redo_after_100_undos() -> None:
    """All 100 undone actions can be redone, and the counter stays where it was."""
    g = game.new_game("EO1-C8-7777777")
    shuffle_cells(g, 100)
    end = snapshot(g)
    while g.undo():
        pass
    for _ in range(100):
        assert g.redo()
    assert not g.redo()
    assert snapshot(g) == end
    assert g.moves == 100


def test_a_new_action_clears_redo() -> None:
    """After an undo, a new action makes redo impossible."""
    g = game.new_game("FT1-N-ABCDEFG")
    g.draw()
    g.draw()
    g.undo()
    assert len(g.redo_history) == 1
    g.draw()
    assert g.redo_history == ()
    assert not g.redo()
    assert g.moves == 3


def test_undo_and_redo_return_false_on_a_new_game() -> None:
    """A fresh game has nothing to undo or redo and both calls change nothing."""
    for g in (game.new_game("FT1-N-AAAAAAA"), game.new_game("EO1-C2-AAAAAAA")):
        before = g.to_json()
        assert g.undo() is False
        assert g.redo() is False
        assert g.to_json() == before


@pytest.mark.parametrize(
    "action",
    [
        lambda g: g.move("column-1", "column-2"),
        lambda g: g.move("column-1", "foundation-2"),
        lambda g: g.move("column-3", "column-4", count=2),
        lambda g: g.move("waste", "column-1"),
        lambda g: g.move("foundation-1", "foundation-5"),
        lambda g: g.move("column-9", "column-1"),
        lambda g: g.move("column-1", "nowhere"),
        lambda g: g.move("column-1", "column-1"),
        lambda g: g.move("column-1", "column-5", count=0),
        lambda g: g.move("column-1", "column-5", count=-1),
        lambda g: g.move("column-1", "column-5", count=True),
        lambda g: g.tap("column-2"),
        lambda g: g.tap("foundation-1"),
        lambda g: g.double_tap("column-1", index=7),
        lambda g: g.double_tap("column-1", index=-1),
    ],
)
def test_refused_actions_change_nothing(action: Callable[[game.Game], object]) -> None:
    """A refused move, tap or double tap leaves position, score, counter and both histories as they were."""
    g = ft({"column-1": "KD 9S", "column-2": "8H", "column-3": "7C 6C", "column-4": "8C", "foundation-1": "AS"})
    g.draw()
    g.draw()
    g.undo()
    before = (snapshot(g), g.moves, g.undo_history, g.redo_history, g.to_json())
    with pytest.raises(game.IllegalMove) as info:
        action(g)
    assert info.value.rule in game.RULES
    assert (snapshot(g), g.moves, g.undo_history, g.redo_history, g.to_json()) == before
    assert g.redo()


def test_refused_draw_changes_nothing() -> None:
    """A draw from an empty stock changes nothing, history included."""
    all_cards = [str(card) for card in new_deck() * 2]
    g = game.from_layout("forty-thieves", {"stock": [], "waste": all_cards})
    g.move("waste", "column-1")
    g.undo()
    before = g.to_json()
    with pytest.raises(game.IllegalMove) as info:
        g.draw()
    assert info.value.rule == "no-redeal"
    assert g.to_json() == before
    assert g.redo()
    assert g.score == 5


# the action log


def test_the_log_holds_every_action_in_order_draws_included() -> None:
    """The log lists each action from the start, draws too; with no undo its length is the move counter."""
    g, _ = scoring_game()
    assert [str(move) for move in g.log or ()] == [
        "column-1>foundation-1",
        "column-2>foundation-1",
        "waste>column-3",
        "stock>waste",
        "foundation-1>column-2",
        "column-3>column-1",
    ]
    assert len(g.log or ()) == g.moves


def test_undo_takes_the_last_action_off_the_log_and_redo_puts_it_back() -> None:
    """The log always leads from the start to the position on the board."""
    g, _ = scoring_game()
    full = g.log
    assert full is not None
    g.undo()
    g.undo()
    assert g.log == full[:-2]
    g.redo()
    assert g.log == full[:-1]
    g.draw()
    assert g.log == (*full[:-1], game.Move("stock", "waste"))
    assert g.moves == 7
    assert g.redo_history == ()


def test_the_log_keeps_every_action_beyond_the_undo_depth() -> None:
    """More than 100 actions: undo keeps 100, the log all of them, ending with what undo holds."""
    g = game.new_game("EO1-C8-ABCDEFG")
    shuffle_cells(g, 150)
    assert g.log is not None
    assert len(g.log) == 150
    assert len(g.undo_history) == game.UNDO_DEPTH
    assert g.log[-game.UNDO_DEPTH :] == tuple(entry.move for entry in g.undo_history)
    for _ in range(game.UNDO_DEPTH):
        g.undo()
    assert len(g.log) == 50
    assert g.undo() is False


def test_the_log_is_a_copy() -> None:
    """Game.log is read-only: changing what it returned changes nothing."""
    g = game.new_game("FT1-N-ABCDEFG")
    g.draw()
    log = g.log
    assert isinstance(log, tuple)
    assert g.log == (game.Move("stock", "waste"),)
    assert game.new_game("FT1-N-ABCDEFG").log == ()
