"""The solver's pruning rules under each build rule: no verdict depends on any one of them.

Small positions of FreeCell (alternating colours, any card into an empty column), Baker's Game
(by suit, any card) and Seahaven Towers (by suit, kings only), won and lost: each is solved with
every rule, then with each rule switched off in turn, and the verdict must not change (a win
still replays). The safe foundation moves of each build rule are checked by hand.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import game
from game.cards import new_deck
from game.solver import RULE_NAMES, solve_with
from game.solver import pruning as rules
from game.solver.state import State
from game.solver.tables import card_number, compile_rules

NODE_LIMIT = 200_000


def endgame(code: str, height: int) -> game.Game:
    """A deal with every suit home up to `height`: the other cards stay where the deal put them."""
    g = game.new_game(code)
    layout = {pile: [str(card) for card in g.piles[pile] if card.rank > height] for pile in g.variant.columns}
    layout |= {cell: [str(card) for card in g.piles[cell] if card.rank > height] for cell in g.variant.cell_ids}
    for foundation, suit in zip(g.variant.foundations, g.variant.foundation_suits, strict=True):
        layout[foundation] = [str(card) for card in new_deck() if card.suit is suit and card.rank <= height]
    return game.from_layout(g.name, layout, cells=4)


def tight(code: str, cells: int) -> game.Game:
    """A deal with `cells` more cells filled, each by the bottom card of a column from the right."""
    g = game.new_game(code)
    layout = {pile: [str(card) for card in g.piles[pile]] for pile in g.variant.pile_ids}
    free = [cell for cell in g.variant.cell_ids if not layout[cell]]
    for number, cell in enumerate(free[:cells]):
        layout[cell] = [layout[g.variant.columns[-1 - number]].pop(0)]
    return game.from_layout(g.name, layout, cells=4)


SMALL: dict[str, tuple[Callable[[], game.Game], str]] = {
    "freecell-endgame-1": (lambda: endgame("FC1-MS-1", 6), "won"),
    "freecell-endgame-2": (lambda: endgame("FC1-MS-2", 5), "won"),
    "freecell-tight-6": (lambda: tight("FC1-MS-6", 4), "impossible"),
    "bakers-game-endgame": (lambda: endgame("BG1-N-AAAAAAD", 5), "won"),
    "bakers-game-tight-b": (lambda: tight("BG1-N-AAAAAAB", 3), "impossible"),
    "bakers-game-tight-e": (lambda: tight("BG1-N-AAAAAAE", 3), "impossible"),
    "seahaven-endgame": (lambda: endgame("ST1-N-AAAAAAB", 5), "won"),
    "seahaven-tight-c": (lambda: tight("ST1-N-AAAAAAC", 2), "won"),
    "seahaven-tight-d": (lambda: tight("ST1-N-AAAAAAD", 2), "impossible"),
}


def replays_to_a_win(g: game.Game, moves: tuple[game.Move, ...]) -> bool:
    """Whether the moves, made one by one through the engine on a copy of g, win it."""
    copy = game.load_game(g.to_json())
    for move in moves:
        copy.move(move.source, move.target, move.count)
    return copy.won


@pytest.mark.parametrize("name", sorted(SMALL))
@pytest.mark.parametrize("rule", ["none", *sorted(RULE_NAMES)])
def test_no_verdict_depends_on_a_pruning_rule_under_any_build_rule(name: str, rule: str) -> None:
    """With every rule ("none" off), then with each one off, the verdict is the one expected; wins replay."""
    make, verdict = SMALL[name]
    g = make()
    solution = solve_with(g, time_limit=60, node_limit=NODE_LIMIT, rules=RULE_NAMES - {rule})
    assert solution.status == verdict
    if verdict == "won":
        assert replays_to_a_win(g, solution.moves)


def state_of(name: str, layout: dict[str, str]) -> State:
    """The solver's state of a position of game `name`; the cards not given go, aces first, into columns 5 to 8."""
    piles = {pile: text.split() for pile, text in layout.items()}
    placed = {card for texts in piles.values() for card in texts}
    rest = sorted((str(card) for card in new_deck() if str(card) not in placed), key=lambda text: text[0] != "A")
    for number, card in enumerate(rest):
        piles.setdefault(f"column-{5 + number % 4}", []).append(card)
    g = game.from_layout(name, piles, cells=4)
    return State(compile_rules(g.variant), g.variant, g.piles)


def number(text: str) -> int:
    """The solver's number of a card."""
    return card_number(game.Card.parse(text))


def test_safe_foundation_moves_in_alternating_colours_wait_for_the_other_colour() -> None:
    """FreeCell: 4H is safe once both black 3s and the 2D are home; the 3S alone or a red 3 is not enough."""
    home = {"foundation-1": "AS 2S 3S", "foundation-2": "AH 2H 3H", "foundation-3": "AD", "foundation-4": "AC 2C"}
    state = state_of("freecell", {**home, "column-1": "4H"})
    assert not rules.is_safe(state, number("4H"))
    state = state_of("freecell", {**home, "foundation-4": "AC 2C 3C", "column-1": "4H"})
    assert not rules.is_safe(state, number("4H"))  # the 2D is not home: a 3C taken back could hold it
    state = state_of("freecell", {**home, "foundation-3": "AD 2D", "foundation-4": "AC 2C 3C", "column-1": "4H"})
    assert rules.is_safe(state, number("4H"))
    assert compile_rules(game.find_variant("freecell").variant).supports[number("4H")] == bytes(
        map(number, ("5S", "5C"))
    )


def test_safe_foundation_moves_by_suit_wait_for_the_card_below_only() -> None:
    """Baker's Game and Seahaven Towers: 4H is safe once the 3H is home, whatever the other suits."""
    for name in ("bakers-game", "seahaven-towers"):
        state = state_of(name, {"foundation-2": "AH 2H 3H", "column-1": "4H"})
        assert rules.is_safe(state, number("4H"))
        assert rules.is_safe(state, number("AS"))
        assert not rules.is_safe(state, number("2S"))


def test_pinned_columns_is_off_for_the_family() -> None:
    """pinned-columns holds only without cells and with one card moved at a time: it never fires on these games."""
    for name in ("freecell", "bakers-game", "seahaven-towers"):
        variant = game.find_variant(name).variant
        state = State(compile_rules(variant), variant, game.new_game(game.random_code(name)).piles)
        assert not rules.pinned_columns(state)
