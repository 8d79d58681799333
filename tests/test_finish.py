"""Finish: offered exactly when foundation moves and draws alone win, never when another move is needed."""

from __future__ import annotations

import game
from tests.support.helpers import DRAW, ft, full_suit, play, solution_of


def eo(piles: dict[str, str], cells: int = 8) -> game.Game:
    """An Eight Off position from space-separated card texts."""
    return game.from_layout("eight-off", {pile: text.split() for pile, text in piles.items()}, cells=cells)


def finished(g: game.Game, actions: tuple[game.Move, ...]) -> game.Game:
    """A copy of `g` with `actions` made through the engine, each an ordinary action."""
    copy = game.load_game(g.to_json())
    for action in actions:
        play(copy, action)
    return copy


def is_foundation_move_or_draw(action: game.Move) -> bool:
    """Whether an action is one Finish may make."""
    return action == DRAW or (action.count == 1 and action.target.startswith("foundation"))


def test_eight_off_with_every_card_free_finishes() -> None:
    """The last cards of an Eight Off in cells and columns, each reachable in order, go home one by one."""
    g = eo(
        {
            "foundation-1": full_suit("S"),
            "foundation-2": full_suit("H", up_to="10"),
            "foundation-3": full_suit("D"),
            "foundation-4": full_suit("C", up_to="J"),
            "cell-1": "JH",
            "column-1": "KH QH",
            "column-2": "KC QC",
        }
    )
    actions = g.finish_moves()
    assert actions is not None
    assert all(is_foundation_move_or_draw(action) for action in actions)
    assert len(actions) == 5
    assert finished(g, actions).won


def test_one_column_move_needed_means_no_finish() -> None:
    """A queen under the king of its suit needs one column move first: no finish, though a win is two moves away."""
    g = eo(
        {
            "foundation-1": full_suit("S"),
            "foundation-2": full_suit("H", up_to="J"),
            "foundation-3": full_suit("D"),
            "foundation-4": full_suit("C"),
            "column-1": "QH KH",
        }
    )
    assert g.finish_moves() is None
    g.move("column-1", "cell-1")
    assert g.finish_moves() == (game.Move("column-1", "foundation-2"), game.Move("cell-1", "foundation-2"))


def test_forty_thieves_finish_draws_the_stock_in_between() -> None:
    """Cards the foundations wait for come from the stock: draws are part of a finish, in the stock's order."""
    full = {f"foundation-{number}": full_suit(suit) for number, suit in enumerate("SHDC" * 2, start=1)}
    full["foundation-4"] = full_suit("C", up_to="10")
    full["foundation-8"] = full_suit("C", up_to="J")
    g = ft({**full, "column-1": "KC", "stock": "KC QC QC JC"})
    actions = g.finish_moves()
    assert actions is not None
    assert actions[0] == DRAW  # nothing can go home before the jack is turned up
    assert actions.count(DRAW) == 4
    assert finished(g, actions).won


def test_a_card_buried_in_the_waste_stops_the_finish() -> None:
    """A queen under two kings in the waste: one king goes home, the other buries the queen for good."""
    full = {f"foundation-{number}": full_suit(suit) for number, suit in enumerate("SHDC" * 2, start=1)}
    full["foundation-4"] = full_suit("C", up_to="J")
    full["foundation-8"] = full_suit("C", up_to="J")
    g = ft({**full, "waste": "QC KC KC", "stock": "QC"})
    assert g.finish_moves() is None


def test_a_won_game_has_nothing_to_finish() -> None:
    """A won position offers no finish."""
    g = eo({f"foundation-{number}": full_suit(suit) for number, suit in enumerate("SHDC", start=1)})
    assert g.won
    assert g.finish_moves() is None


def test_finish_never_changes_the_game() -> None:
    """Asking whether a game can be finished changes nothing."""
    g = ft({"column-1": "AS"})
    before = g.to_json()
    g.finish_moves()
    assert g.to_json() == before


def test_along_certified_solutions_finish_is_offered_only_when_its_line_wins() -> None:
    """At every position of real winning lines, a finish offered replays to a win, and the end of each line has one."""
    for key in ("forty-thieves", "eight-off-8", "eight-off-2"):
        code = game.certified.certified_codes(key)[0]
        moves = solution_of(key, code)
        g = game.new_game(code)
        offered = []
        for move in moves:
            actions = g.finish_moves()
            if actions is not None:
                assert all(is_foundation_move_or_draw(action) for action in actions)
                assert finished(g, actions).won
                offered.append(g.moves)
            play(g, move)
        assert g.won
        assert offered, key
        assert offered[-1] == len(moves) - 1  # the last move of a win is always a finish of one action


def can_finish_exhaustively(g: game.Game, seen: dict[str, bool]) -> bool:
    """Whether some order of foundation moves and draws wins from `g`: every such order tried, positions remembered."""
    if g.won:
        return True
    key = repr(sorted(g.piles.items()))
    if key not in seen:
        seen[key] = False
        for action in g.legal_moves():
            if is_foundation_move_or_draw(action):
                after = game.load_game(g.to_json())
                play(after, action)
                if can_finish_exhaustively(after, seen):
                    seen[key] = True
                    break
    return seen[key]


def test_the_greedy_finish_agrees_with_trying_every_order() -> None:
    """In the last 25 positions of real wins, Finish is offered exactly when some order of such actions wins."""
    offered = refused = 0
    for key in ("forty-thieves", "eight-off-8", "eight-off-4"):
        for code in game.certified.certified_codes(key)[:3]:
            moves = solution_of(key, code)
            g = game.new_game(code)
            for number, move in enumerate(moves):
                if number >= len(moves) - 25:
                    expected = can_finish_exhaustively(g, {}) and not g.won
                    assert (g.finish_moves() is not None) == expected, (code, number)
                    offered += expected
                    refused += not expected
                play(g, move)
    assert offered and refused
