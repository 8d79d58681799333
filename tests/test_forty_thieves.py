"""Forty Thieves rules and its taps, double taps and placement help."""

from __future__ import annotations

from collections import Counter

import pytest

import game
from game.cards import new_deck
from tests.support.helpers import SEED_DEAL, cards, ft, ft_near_won, full_suit, refused

FOUNDATION_SUITS = ("S", "H", "D", "C", "S", "H", "D", "C")
COLUMNS = tuple(f"column-{n}" for n in range(1, 11))
FOUNDATIONS = tuple(f"foundation-{n}" for n in range(1, 9))
FT_PILES = {"stock", "waste", *FOUNDATIONS, *COLUMNS}

SEED_DESCRIPTION_EN = (
    "Stock: 64 cards; waste empty. Foundation 1, spades: empty, foundation 2, hearts: empty, "
    "foundation 3, diamonds: empty, foundation 4, clubs: empty, foundation 5, spades: empty, "
    "foundation 6, hearts: empty, foundation 7, diamonds: empty, foundation 8, clubs: empty. "
    "Column 1: ace of diamonds, 3 of spades, king of hearts, 2 of hearts; "
    "column 2: jack of clubs, 3 of hearts, 2 of spades, 9 of hearts; "
    "column 3: 9 of clubs, jack of hearts, ace of hearts, 8 of hearts; "
    "column 4: 8 of diamonds, 9 of diamonds, king of clubs, 7 of diamonds; "
    "column 5: 10 of diamonds, 9 of spades, ace of hearts, jack of spades; "
    "column 6: king of clubs, jack of spades, 8 of spades, queen of spades; "
    "column 7: 9 of diamonds, queen of hearts, 6 of diamonds, 4 of hearts; "
    "column 8: 9 of hearts, ace of spades, ace of clubs, 3 of hearts; "
    "column 9: 6 of clubs, 5 of spades, 7 of hearts, 4 of diamonds; "
    "column 10: 5 of diamonds, 9 of clubs, 2 of spades, 10 of clubs."
)


# The seed example deal and its description


def test_seed_example_deal_is_a_legal_layout() -> None:
    """The seed example deal builds with from_layout: 10 columns of 4, a 64-card stock, nothing else."""
    g = ft(SEED_DEAL)
    for column, text in SEED_DEAL.items():
        assert cards(g, column) == text
    assert len(g.piles["stock"]) == 64
    assert g.piles["waste"] == ()
    assert all(g.piles[f] == () for f in FOUNDATIONS)
    assert (g.code, g.score, g.moves, g.won) == (None, 0, 0, False)


def test_omitted_stock_turns_up_in_new_deck_order() -> None:
    """An omitted stock holds the unplaced cards so that draws show them in new-deck order."""
    g = ft(SEED_DEAL)
    drawn = []
    for _ in range(5):
        g.draw()
        drawn.append(str(g.piles["waste"][-1]))
    # The first deck's unplaced cards come first: 2S is dealt twice in the example, AS, 3S, 5S once.
    assert drawn == ["AS", "3S", "4S", "5S", "6S"]


def test_seed_example_english_description() -> None:
    """The English board description of the seed example deal reads exactly as pinned."""
    assert game.describe(ft(SEED_DEAL), "en") == SEED_DESCRIPTION_EN


def test_description_after_a_few_actions() -> None:
    """The English description shows the stock count, the waste count and top card, and foundation tops."""
    g = ft({"column-1": "2S AS", "column-2": "KD"})
    g.move("column-1", "foundation-1")
    g.move("column-1", "foundation-1")
    g.draw()
    text = game.describe(g, "en")
    assert text.startswith(
        "Stock: 100 cards; waste: 1 card, top card ace of spades. Foundation 1, spades: 2 of spades,"
        " foundation 2, hearts: empty"
    )
    assert "Column 1: empty; column 2: king of diamonds; column 3: empty;" in text


# Setup


@pytest.mark.parametrize("code", ["FT1-N-AAAAAAA", "FT1-N-ABCDEFG", "FT1-N-7777777", "FT1-N-QZ2X5LM"])
def test_coded_deal_setup(code: str) -> None:
    """A coded deal has 10 columns of 4, a 64-card stock, empty waste and foundations, each card twice."""
    g = game.new_game(code)
    assert set(g.piles) == FT_PILES
    assert all(len(g.piles[column]) == 4 for column in COLUMNS)
    assert len(g.piles["stock"]) == 64
    assert g.piles["waste"] == ()
    assert all(g.piles[f] == () for f in FOUNDATIONS)
    everything = Counter(card for pile in g.piles.values() for card in pile)
    assert everything == Counter(new_deck() * 2)
    assert len(everything) == 52
    assert set(everything.values()) == {2}
    assert (g.code, g.cells, g.score, g.moves, g.won) == (code, None, 0, 0, False)


# Foundations


@pytest.mark.parametrize(("foundation", "suit"), list(zip(FOUNDATIONS, FOUNDATION_SUITS, strict=True)))
def test_foundations_have_fixed_suits(foundation: str, suit: str) -> None:
    """Each foundation takes only the ace of its own suit, S H D C S H D C from the left."""
    g = ft({"column-1": "AS", "column-2": "AH", "column-3": "AD", "column-4": "AC"})
    for column, ace_suit in zip(COLUMNS, "SHDC", strict=False):
        if ace_suit == suit:
            g.move(column, foundation)
            assert cards(g, foundation) == "A" + suit
            assert g.score == 10
            assert g.undo()
        else:
            refused(g, "foundation-suit", lambda column=column: g.move(column, foundation))


def test_foundation_builds_up_from_the_ace_one_rank_at_a_time() -> None:
    """2S cannot start a foundation and 3S cannot follow AS; AS 2S 3S in order can."""
    g = ft({"column-1": "2S", "column-2": "AS", "column-3": "3S", "column-4": "AS"})
    refused(g, "foundation-order", lambda: g.move("column-1", "foundation-1"))
    g.move("column-2", "foundation-1")
    refused(g, "foundation-order", lambda: g.move("column-3", "foundation-1"))
    refused(g, "foundation-order", lambda: g.move("column-4", "foundation-1"))
    g.move("column-1", "foundation-1")
    g.move("column-3", "foundation-1")
    assert cards(g, "foundation-1") == "AS 2S 3S"
    g.move("column-4", "foundation-5")
    assert cards(g, "foundation-5") == "AS"
    assert g.score == 40


# One card at a time


def test_two_same_suit_cards_never_move_together() -> None:
    """A same-suit sequence of two cards cannot move at once, onto a column or a foundation."""
    g = ft({"column-1": "9S 8S 7S", "column-2": "9S", "column-3": "AS 2S", "waste": "AH 2H"})
    refused(g, "one-card-only", lambda: g.move("column-1", "column-2", count=2))
    refused(g, "one-card-only", lambda: g.move("column-1", "column-4", count=2))
    refused(g, "one-card-only", lambda: g.move("column-3", "foundation-1", count=2))
    refused(g, "one-card-only", lambda: g.move("waste", "foundation-2", count=2))
    assert g.targets("column-1", count=2) == []


# Onto a column


def test_same_suit_one_lower_onto_a_column() -> None:
    """7S goes onto 8S (0 points) but never onto 8H, 9S or 6S."""
    g = ft({"column-1": "7S", "column-2": "8H", "column-3": "9S", "column-4": "6S", "column-5": "8S"})
    refused(g, "same-suit-down", lambda: g.move("column-1", "column-2"))
    refused(g, "same-suit-down", lambda: g.move("column-1", "column-3"))
    refused(g, "same-suit-down", lambda: g.move("column-1", "column-4"))
    g.move("column-1", "column-5")
    assert cards(g, "column-5") == "8S 7S"
    assert g.piles["column-1"] == ()
    assert (g.score, g.moves) == (0, 1)


@pytest.mark.parametrize("card", ["KH", "2H", "QS"])
def test_nothing_goes_onto_an_ace(card: str) -> None:
    """An ace on a column takes no card at all."""
    g = ft({"column-1": "AH", "column-2": card})
    refused(g, "nothing-on-ace", lambda: g.move("column-2", "column-1"))


# Empty columns


def test_empty_column_takes_any_card_from_a_column() -> None:
    """An empty column takes a non-king from another column, for 0 points."""
    g = ft({"column-1": "KH 5D"})
    g.move("column-1", "column-2")
    assert cards(g, "column-2") == "5D"
    assert cards(g, "column-1") == "KH"
    assert g.score == 0


def test_empty_column_takes_any_card_from_the_waste() -> None:
    """An empty column takes the waste's card, and a waste card onto a column earns 5."""
    g = ft({"column-1": "KH", "waste": "2C"})
    g.move("waste", "column-7")
    assert cards(g, "column-7") == "2C"
    assert g.piles["waste"] == ()
    assert g.score == 5


# Stock and waste


def test_draw_turns_exactly_one_card() -> None:
    """A draw moves the stock's top card onto the waste, for 0 points and one counted action."""
    g = game.new_game("FT1-N-ABCDEFG")
    stock = g.piles["stock"]
    g.draw()
    assert g.piles["stock"] == stock[:-1]
    assert g.piles["waste"] == stock[-1:]
    g.draw()
    assert g.piles["waste"] == (stock[-1], stock[-2])
    assert (g.score, g.moves) == (0, 2)


def test_tap_on_the_stock_draws() -> None:
    """Tapping (or double tapping) the stock turns one card."""
    g = game.new_game("FT1-N-ABCDEFG")
    stock = g.piles["stock"]
    g.tap("stock")
    g.double_tap("stock")
    assert g.piles["waste"] == (stock[-1], stock[-2])
    assert g.moves == 2


def test_stock_is_never_redealt() -> None:
    """After 64 draws the stock stays empty: a draw or a stock tap is refused with no-redeal."""
    g = game.new_game("FT1-N-ABCDEFG")
    for _ in range(64):
        g.draw()
    assert g.piles["stock"] == ()
    assert len(g.piles["waste"]) == 64
    refused(g, "no-redeal", g.draw)
    refused(g, "no-redeal", lambda: g.tap("stock"))
    assert g.moves == 64


def test_stock_cards_move_only_by_drawing() -> None:
    """The stock is not a source of moves, and no card is ever put on the stock or the waste."""
    g = ft({"column-1": "KH 5D", "waste": "6D"})
    refused(g, "stock-draw-only", lambda: g.move("stock", "column-2"))
    refused(g, "stock-draw-only", lambda: g.move("stock", "waste"))
    refused(g, "no-pile-there", lambda: g.move("column-1", "waste"))
    refused(g, "no-pile-there", lambda: g.move("column-1", "stock"))
    assert g.targets("stock") == []


def test_only_the_waste_top_is_playable() -> None:
    """The card under the waste's top cannot be played, even where it would fit."""
    g = ft({"waste": "6S 9D", "column-1": "7S"})
    refused(g, "same-suit-down", lambda: g.move("waste", "column-1"))
    refused(g, "one-card-only", lambda: g.move("waste", "column-1", count=2))
    refused(g, "one-card-only", lambda: g.tap("waste", index=0))
    refused(g, "one-card-only", lambda: g.double_tap("waste", index=0))
    assert "column-1" not in g.targets("waste")


# Foundation take-back


def test_foundation_card_back_onto_an_accepting_column_costs_15() -> None:
    """A foundation's top card may go back onto a column that accepts it, for -15."""
    g = ft({"foundation-1": "AS", "column-1": "2S", "column-2": "3S", "column-3": "4S"})
    g.move("column-1", "foundation-1")
    g.move("column-2", "foundation-1")
    assert g.score == 20
    g.move("foundation-1", "column-3")
    assert cards(g, "column-3") == "4S 3S"
    assert cards(g, "foundation-1") == "AS 2S"
    assert g.score == 5


def test_foundation_card_back_into_an_empty_column_costs_15() -> None:
    """A foundation's top card may go into an empty column too."""
    g = ft({"foundation-2": "AH", "column-1": "2H", "column-2": "3H"})
    g.move("column-1", "foundation-2")
    g.move("column-2", "foundation-2")
    g.move("foundation-2", "column-1")
    assert cards(g, "column-1") == "3H"
    assert g.score == 5


def test_foundation_card_back_only_onto_columns() -> None:
    """A foundation card never goes onto the waste, the stock, another foundation or a refusing column."""
    g = ft({"foundation-1": "AS 2S", "column-1": "4S", "waste": "9D"})
    refused(g, "no-pile-there", lambda: g.move("foundation-1", "waste"))
    refused(g, "no-pile-there", lambda: g.move("foundation-1", "stock"))
    refused(g, "foundation-take-back", lambda: g.move("foundation-1", "foundation-5"))
    refused(g, "same-suit-down", lambda: g.move("foundation-1", "column-1"))
    refused(g, "one-card-only", lambda: g.move("foundation-1", "column-2", count=2))


def test_take_back_never_drops_the_score_below_zero() -> None:
    """At score 10 a take-back leaves 0, not -5; undo restores exactly 10."""
    g = ft({"column-1": "AS", "column-2": "3S"})
    g.move("column-1", "foundation-1")
    assert g.score == 10
    g.move("foundation-1", "column-1")
    assert g.score == 0
    g.move("column-1", "foundation-1")
    assert g.score == 10
    assert g.undo()
    assert g.score == 0
    assert g.undo()
    assert g.score == 10
    assert cards(g, "foundation-1") == "AS"


def test_take_back_at_score_zero_stays_zero() -> None:
    """A take-back from a layout at score 0 keeps 0 and undo gives back the position at 0."""
    g = ft({"foundation-4": "AC 2C"})
    g.move("foundation-4", "column-5")
    assert g.score == 0
    assert cards(g, "column-5") == "2C"
    assert g.undo()
    assert (g.score, cards(g, "foundation-4"), g.piles["column-5"]) == (0, "AC 2C", ())


# Winning


def test_last_king_to_its_foundation_wins() -> None:
    """The game is won when all 8 foundations hold ace to king, 104 cards."""
    g = ft_near_won()
    assert g.piles["stock"] == ()
    assert not g.won
    g.move("column-1", "foundation-8")
    assert g.won
    assert g.score == 10
    assert sum(len(g.piles[f]) for f in FOUNDATIONS) == 104
    g.undo()
    assert not g.won


def test_won_needs_every_foundation() -> None:
    """A king on any other column or the waste means the game is not won yet."""
    g = ft_near_won()
    g.move("column-1", "column-2")
    assert not g.won
    g.tap("column-2")
    assert g.won


# Scoring


def test_scoring_of_every_kind_of_action() -> None:
    """+10 to a foundation from a column or the waste, +5 waste to column, -15 take-back, 0 otherwise."""
    g = ft({"column-1": "AS", "column-2": "9D 3S", "column-3": "10D", "column-4": "KC", "waste": "2S 8H 9D"})
    script = [
        (("column-1", "foundation-1"), 10),  # column -> foundation
        (("waste", "column-3"), 15),  # waste -> column: 9D on 10D
        (("waste", "column-5"), 20),  # waste -> empty column: 8H
        (("waste", "foundation-1"), 30),  # waste -> foundation: 2S
        (("column-2", "foundation-1"), 40),  # column -> foundation: 3S
        (("column-3", "column-6"), 40),  # column -> empty column: 9D
        (None, 40),  # draw
        (("foundation-1", "column-7"), 25),  # foundation -> empty column: 3S
        (("column-2", "column-7"), 25),  # refused: 9D does not go on 3S
    ]
    for number, (route, score) in enumerate(script, start=1):
        if route is None:
            g.draw()
        elif number == len(script):
            refused(g, "same-suit-down", lambda route=route: g.move(*route))
            continue
        else:
            g.move(*route)
        assert (g.score, g.moves) == (score, number)


def test_seed_rule_example_score_of_1185() -> None:
    """A win with 29 waste cards played onto columns and no take-back scores 1040 + 29 x 5 = 1185."""
    to_columns = [(rank + "S", "column-1") for rank in ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4"]]
    to_columns += [(rank + "H", "column-2") for rank in ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4"]]
    to_columns += [(rank + "D", "column-3") for rank in ["K", "Q", "J", "10", "9", "8", "7", "6", "5"]]
    rest = ["AS", "2S", "3S", "AH", "2H", "3H", "AD", "2D", "3D", "4D", *full_suit("C").split()]
    rest += [str(card) for card in new_deck()]
    draws = [card for card, _ in to_columns] + rest
    assert len(draws) == 104
    g = game.from_layout("forty-thieves", {"stock": list(reversed(draws))})
    for card, column in to_columns:
        g.draw()
        assert str(g.piles["waste"][-1]) == card
        g.move("waste", column)
    assert g.score == 29 * 5
    for _ in rest:
        g.draw()
        g.move("waste", next(t for t in g.targets("waste") if t.startswith("foundation")))
        while playable := [c for c in COLUMNS if any(t.startswith("foundation") for t in g.targets(c))]:
            g.tap(playable[0])
    assert g.won
    assert g.score == 1185
    assert g.moves == 104 + 29 + 104


# Tap


def test_tap_sends_a_column_card_to_the_first_accepting_foundation() -> None:
    """A tapped ace goes to the leftmost foundation of its suit, the second copy to the other one."""
    g = ft({"column-1": "AD", "column-2": "AD"})
    assert g.tap("column-1") == game.Move("column-1", "foundation-3")
    assert g.tap("column-2") == game.Move("column-2", "foundation-7")
    assert g.score == 20


def test_tap_on_a_column_card_without_foundation_is_refused() -> None:
    """A column card that no foundation takes stays put on a tap, even if a column would take it."""
    g = ft({"column-1": "7S", "column-2": "8S"})
    refused(g, "tap-to-foundation", lambda: g.tap("column-1"))


def test_tap_sends_the_waste_card_to_a_foundation_first() -> None:
    """The waste card goes to its foundation before any column."""
    g = ft({"foundation-1": "AS", "waste": "2S", "column-1": "3S"})
    assert g.tap("waste") == game.Move("waste", "foundation-1")
    assert g.score == 10


def test_tap_on_waste_falls_back_to_the_longest_accepting_column_leftmost_on_ties() -> None:
    """Without a foundation the waste card goes to the longest accepting column, leftmost on ties."""
    g = ft({"waste": "7S", "column-1": "9H QC 10D 4D 8H", "column-2": "KH QD 8S", "column-4": "KD JC 8S"})
    assert g.tap("waste") == game.Move("waste", "column-2")
    assert g.score == 5


def test_tap_on_waste_prefers_a_longer_accepting_column_to_the_right() -> None:
    """A longer accepting column wins over a shorter one further left."""
    g = ft({"waste": "7S", "column-2": "8S", "column-4": "KD JC 8S"})
    assert g.tap("waste") == game.Move("waste", "column-4")


def test_tap_on_waste_goes_to_an_empty_column_last() -> None:
    """With no foundation and no accepting card the waste card goes to the leftmost empty column."""
    g = ft({"waste": "7S", "column-1": "8H", "column-2": "6S", "column-5": "KD"})
    assert g.tap("waste") == game.Move("waste", "column-3")
    assert cards(g, "column-3") == "7S"


def test_tap_on_waste_with_nowhere_to_go_is_refused() -> None:
    """A waste card that no pile takes is refused and the position stays."""
    singles = ["2H", "2D", "2C", "3H", "3D", "3C", "4H", "4D", "4C", "5H"]
    g = ft({"waste": "7S", **{column: card for column, card in zip(COLUMNS, singles, strict=True)}})
    refused(g, "waste-nowhere", lambda: g.tap("waste"))
    refused(g, "no-destination", lambda: g.double_tap("waste"))


def test_tap_on_a_foundation_only_reminds_the_rule() -> None:
    """Tapping or double tapping a foundation card does nothing but name the rule."""
    g = ft({"foundation-1": "AS 2S", "column-1": "3H"})
    refused(g, "foundation-drag-only", lambda: g.tap("foundation-1"))
    refused(g, "foundation-drag-only", lambda: g.double_tap("foundation-1"))


def test_tap_on_an_empty_pile_or_unknown_pile_is_refused() -> None:
    """A tap on an empty column, an empty waste or a pile that does not exist changes nothing."""
    g = ft({"column-1": "KH"})
    refused(g, "empty-pile", lambda: g.tap("column-2"))
    refused(g, "empty-pile", lambda: g.tap("waste"))
    refused(g, "no-such-pile", lambda: g.tap("cell-1"))
    refused(g, "no-such-pile", lambda: g.double_tap("column-11"))


# Double tap


def test_double_tap_prefers_a_foundation() -> None:
    """A double tapped card goes to its foundation even when a column would take it."""
    g = ft({"column-1": "AH", "column-2": "2H", "column-3": "3H"})
    g.move("column-1", "foundation-2")
    assert g.double_tap("column-2") == game.Move("column-2", "foundation-2")


def test_double_tap_goes_to_the_longest_accepting_column() -> None:
    """Without a foundation, a double tap picks the longest accepting column, leftmost on ties."""
    tie = ft({"column-1": "5C", "column-2": "2D", "column-3": "QH 6C", "column-6": "KD 6C"})
    assert tie.double_tap("column-1") == game.Move("column-1", "column-3")
    longer = ft({"column-1": "5C", "column-3": "QH 6C", "column-6": "KD JH 6C"})
    assert longer.double_tap("column-1") == game.Move("column-1", "column-6")


def test_double_tap_uses_an_empty_column_last() -> None:
    """With no foundation and no accepting card a double tap uses the leftmost empty column."""
    g = ft({"column-1": "KD 5C", "column-2": "9H"})
    assert g.double_tap("column-1") == game.Move("column-1", "column-3")
    assert g.score == 0


def test_double_tap_on_waste_to_column_scores_5() -> None:
    """A double tapped waste card placed on a column earns the waste-to-column points."""
    g = ft({"waste": "QC", "column-4": "KC"})
    assert g.double_tap("waste") == game.Move("waste", "column-4")
    assert g.score == 5


# placement help


def test_targets_list_every_accepting_pile() -> None:
    """targets() names exactly the piles that would accept the card, in pile order."""
    blockers = dict(zip(COLUMNS[5:], ["AC", "AH", "AD", "AS", "AH"], strict=True))
    g = ft({"waste": "7S", "column-2": "8S", "column-3": "8H", "column-5": "KH 8S", **blockers})
    assert g.targets("waste") == ["column-1", "column-2", "column-4", "column-5"]
    assert g.targets("column-6") == ["foundation-4", "foundation-8", "column-1", "column-4"]
    assert g.targets("column-1") == []
    assert g.targets("nowhere") == []


def test_targets_of_a_foundation_card_are_columns_only() -> None:
    """A foundation card's targets are the accepting columns, never the waste or a foundation."""
    blockers = dict(zip(COLUMNS[2:], ["AH", "AD", "AC", "AS", "AH", "AD", "AC", "KD"], strict=True))
    g = ft({"foundation-1": "AS 2S", "column-1": "3S", "column-2": "3H", **blockers})
    assert g.targets("foundation-1") == ["column-1"]
