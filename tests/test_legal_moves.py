"""The engine's questions: g.liftable(pile, index) and the g.legal_moves() view."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game
from game.cards import new_deck
from game.codes import NUMBER_LIMIT, encode_number

PREFIXES = ("FT1-N", "EO1-C8", "EO1-C4", "EO1-C2")
DRAW = game.Move("stock", "waste")


def copy(g: game.Game) -> game.Game:
    """An independent copy of a game."""
    return game.load_game(g.to_json())


def act(g: game.Game, move: game.Move) -> None:
    """Make a move or a draw on a game."""
    if move == DRAW:
        g.draw()
    else:
        g.move(move.source, move.target, move.count)


def brute_force_moves(g: game.Game) -> set[game.Move]:
    """Every (source, target, count) and the draw that g.move / g.draw accept, tried on a copy (then undone)."""
    scratch = copy(g)
    accepted = set()
    candidates = [DRAW] + [
        game.Move(source, target, count)
        for source, cards in g.piles.items()
        for target in g.piles
        for count in range(1, len(cards) + 1)
    ]
    for move in candidates:
        try:
            act(scratch, move)
        except game.IllegalMove:
            continue
        scratch.undo()
        accepted.add(move)
    return accepted


def test_a_new_forty_thieves_deal_lists_the_draw_and_the_seed_moves() -> None:
    """The first deal offers the draw, and every listed move is one g.move accepts."""
    g = game.new_game("FT1-N-AAAAAAB")
    moves = g.legal_moves()
    assert DRAW in moves
    assert len(moves) == len(list(moves)) > 1
    assert moves
    for move in moves:
        act(copy(g), move)


def test_the_view_is_live_and_answers_membership_for_anything() -> None:
    """The view follows the game after a move; `in` is False for refused moves and non-moves."""
    g = game.new_game("FT1-N-AAAAAAB")
    moves = g.legal_moves()
    before = len(moves)
    g.draw()
    assert len(moves) == len(g.legal_moves())
    assert before >= 1
    assert game.Move("column-1", "stock") not in moves
    assert game.Move("nowhere", "column-1") not in moves
    assert "column-1>column-2" not in moves
    assert moves.count() == len(moves)


def test_eight_off_lists_every_legal_tail_of_a_run() -> None:
    """A run of four onto its next card: with 8 free cells every tail count that lands is listed."""
    layout = eight_off_layout({"column-1": "9H 8H 7H 6H", "column-2": "10H"})
    g = game.from_layout("eight-off", layout, cells=8)
    assert game.Move("column-1", "column-2", 4) in g.legal_moves()
    assert game.Move("column-1", "column-2", 3) not in g.legal_moves()
    assert {m.count for m in g.legal_moves() if m.source == "column-1" and m.target.startswith("cell")} == {1}


def test_a_foundation_take_back_is_listed() -> None:
    """Eight Off: the top card of a foundation may go back to an empty cell."""
    layout = eight_off_layout({"foundation-1": "AS 2S"})
    g = game.from_layout("eight-off", layout, cells=8)
    assert game.Move("foundation-1", "cell-1") in g.legal_moves()


def test_a_position_without_moves_has_a_falsy_empty_view() -> None:
    """Eight Off with 2 full cells where no card can move: the view is empty and falsy."""
    g = game.new_game("EO1-C2-AAAAA7I")
    g.move("column-6", "foundation-3")
    moves = g.legal_moves()
    assert brute_force_moves(g) == set()
    assert not moves
    assert len(moves) == 0
    assert list(moves) == []


@pytest.mark.parametrize("prefix", PREFIXES)
def test_the_first_positions_match_brute_force(prefix: str) -> None:
    """On a few deals of every variant the view holds exactly what g.move / g.draw accept."""
    for number in (1, 2, 3):
        g = game.new_game(f"{prefix}-{encode_number(number)}")
        assert set(g.legal_moves()) == brute_force_moves(g)
        assert len(g.legal_moves()) == len(brute_force_moves(g))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(PREFIXES), st.integers(0, NUMBER_LIMIT - 1), st.integers(0, 2**32 - 1), st.integers(1, 40))
def test_random_play_keeps_the_view_equal_to_brute_force(prefix: str, number: int, seed: int, steps: int) -> None:
    """After random legal play, legal_moves() is exactly the set of actions the engine accepts."""
    g = game.new_game(f"{prefix}-{encode_number(number)}")
    chooser = random.Random(seed)
    for _ in range(steps):
        moves = list(g.legal_moves())
        if not moves:
            break
        act(g, chooser.choice(moves))
    assert set(g.legal_moves()) == brute_force_moves(g)


def test_liftable_counts_the_cards_a_gesture_lifts() -> None:
    """Top card 1; a card heading a run its run; a card under a non-run, the stock and empties refuse."""
    layout = eight_off_layout({"column-1": "2D 9H 8H 7H", "column-2": "KS", "foundation-4": "AC"})
    g = game.from_layout("eight-off", layout, cells=8)
    assert g.liftable("column-1") == 1
    assert g.liftable("column-1", 1) == 3
    assert g.liftable("foundation-4") == 1
    for pile, index, rule in (
        ("column-1", 0, "not-a-run"),
        ("cell-8", None, "empty-pile"),
        ("column-1", 9, "empty-pile"),
        ("column-9", None, "no-such-pile"),
    ):
        with pytest.raises(game.IllegalMove) as info:
            g.liftable(pile, index)
        assert info.value.rule == rule


def test_liftable_in_forty_thieves_is_one_card_and_never_the_stock() -> None:
    """Forty Thieves lifts one card only; the stock only draws."""
    g = game.new_game("FT1-N-AAAAAAB")
    assert g.liftable("column-1") == 1
    for pile, index, rule in (("column-1", 0, "one-card-only"), ("stock", None, "stock-draw-only")):
        with pytest.raises(game.IllegalMove) as info:
            g.liftable(pile, index)
        assert info.value.rule == rule


def eight_off_layout(piles: dict[str, str]) -> dict[str, list[str]]:
    """An Eight Off layout from card texts; the other cards fill columns 5-8 (aces at the bottom)."""
    layout = {pile: text.split() for pile, text in piles.items()}
    placed = {card for cards in layout.values() for card in cards}
    rest = [str(card) for card in new_deck() if str(card) not in placed]
    rest.sort(key=lambda text: not text.startswith("A"))
    for index, column in enumerate(("column-5", "column-6", "column-7", "column-8")):
        layout[column] = rest[index::4]
    return layout
