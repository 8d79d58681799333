"""Lucas, Maria, Limited and Streets: their deals, build rules, moves, draws, codes and a win."""

from __future__ import annotations

from collections import Counter

import pytest

import game
from game.cards import full_suit, ordered_cards
from game.codes import shuffled_cards
from game.games import limited, lucas, maria, streets
from game.games.forty_thieves_family import CERTIFY_NODES, FortyThievesFamily
from game.registry import VariantRecord
from tests.support.helpers import cards, refused

# key: columns, cards per column, stock, build rule id
SHAPES = {
    "lucas": (13, 3, 57, "same-suit-down"),
    "maria": (9, 4, 68, "alternate-colours-down"),
    "limited": (12, 3, 68, "same-suit-down"),
    "streets": (10, 4, 64, "alternate-colours-down"),
}
PREFIXES = {"lucas": "LU1", "maria": "MA1", "limited": "LI1", "streets": "SR1"}
NUMBER = "AAAAAAB"

# The whole deal of LU1-N-AAAAAAB: the aces up, 13 columns of 3 (bottom to top), the stock (last on top).
LUCAS_GOLDEN = {
    "column-1": "6D JD 8C",
    "column-2": "7D QC 9S",
    "column-3": "JS 10C 8H",
    "column-4": "8S 4H 9H",
    "column-5": "KC 3S QH",
    "column-6": "7H 4S 3H",
    "column-7": "6C JS 6S",
    "column-8": "8S 9C 7H",
    "column-9": "6S JC 6H",
    "column-10": "9S KS 6D",
    "column-11": "5S 5C KD",
    "column-12": "10D 3C 3D",
    "column-13": "KH 7C KS",
    "stock": "JC 10H 5C 5H 2H 3C 2S 8D 7S 4C 8D 2D JD 2C 9D 2S 5S 9C 5D 7S 3S 6C 2C 10D 4C 9D QD 4S 4H QC QD 2D 9H 4D "
    "QS KC 10S 7D 6H 5H 5D 10C 2H KD QH 3D 8C QS 3H 8H 10H KH JH 10S JH 4D 7C",
    "waste": "",
    **{f"foundation-{n}": f"A{suit}" for n, suit in enumerate("SHDCSHDC", start=1)},
}


RECORDS: tuple[VariantRecord, ...] = (*lucas.RECORDS, *maria.RECORDS, *limited.RECORDS, *streets.RECORDS)


def layout(name: str, piles: dict[str, str]) -> game.Game:
    """A position of game `name` from space-separated card texts; the stock takes the cards not given."""
    return game.from_layout(name, {pile: text.split() for pile, text in piles.items()})


def test_the_four_records() -> None:
    """Each game is its folder's one variant: its own prefix, N, the family's node limit and room for its columns."""
    assert set(SHAPES) == {record.key for record in RECORDS}
    for record in RECORDS:
        columns, rows, _, _ = SHAPES[record.key]
        assert isinstance(record.variant, FortyThievesFamily)
        assert (record.game, record.prefix, record.part) == (record.key, PREFIXES[record.key], "N")
        assert record.certify_nodes == CERTIFY_NODES == game.find_variant("forty-thieves").certify_nodes
        assert record.spacing["cols"] == columns and record.spacing["fanRows"] >= rows
        assert record.has_stock and not record.kings_only and record.cells is None


def test_streets_may_not_take_seahaven_towers_code() -> None:
    """register_variant refuses a prefix another game has: ST1 is Seahaven Towers'."""
    streets = next(record for record in RECORDS if record.key == "streets")
    seahaven = game.find_variant("seahaven-towers")
    clash = VariantRecord(
        "streets-st", seahaven.prefix, "N", streets.variant, streets.rows, name_id="streets", rules_page="streets"
    )
    with pytest.raises(ValueError, match="its own code prefix"):
        game.register_variant(clash)


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_deal_shape(name: str) -> None:
    """The columns get their rows of the frozen shuffle row by row, the rest is the stock; the code round-trips."""
    columns, rows, stock, _ = SHAPES[name]
    code = f"{PREFIXES[name]}-N-{NUMBER}"
    g = game.new_game(code)
    assert g.code == code and g.name == name
    assert [len(g.piles[column]) for column in g.variant.columns] == [rows] * columns
    assert len(g.piles["stock"]) == stock and g.piles["waste"] == ()
    assert Counter(card for cards in g.piles.values() for card in cards) == Counter(ordered_cards(2))
    shuffled = shuffled_cards(game.DealCode.parse(code).number, 2)
    if name != "lucas":
        assert all(g.piles[f] == () for f in g.variant.foundations)
        assert g.piles["column-2"] == shuffled[1 : columns * rows : columns]
        assert g.piles["stock"] == shuffled[columns * rows :]
    assert game.load_game(g.to_json()).piles == g.piles


def test_lucas_deals_the_aces_up_then_the_other_96_cards_as_forty_thieves_does() -> None:
    """The golden deal: the aces on the foundations, the other cards in the shuffle's order, 13 × 3 and 57."""
    g = game.new_game(f"LU1-N-{NUMBER}")
    assert {pile: cards(g, pile) for pile in g.variant.pile_ids} == LUCAS_GOLDEN
    rest = tuple(card for card in shuffled_cards(1, 2) if card.rank != 1)
    assert g.piles["column-13"] == rest[12:39:13]
    assert g.piles["stock"] == rest[39:]
    assert not any(card.rank == 1 for column in g.variant.columns for card in g.piles[column])


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_build_rule_refusals_and_empty_columns(name: str) -> None:
    """A column takes one rank lower by the build rule; anything else is refused with its rule id."""
    _, _, _, rule = SHAPES[name]
    g = layout(name, {"column-1": "9S", "column-2": "8S", "column-3": "8H", "column-4": "8C", "column-5": "KD"})
    if rule == "same-suit-down":
        refused(g, rule, lambda: g.move("column-3", "column-1"))
        g.move("column-2", "column-1")
    else:
        refused(g, rule, lambda: g.move("column-2", "column-1"))
        refused(g, rule, lambda: g.move("column-4", "column-1"))
        g.move("column-3", "column-1")
    assert g.piles["column-1"][-1].rank == 8
    g.move("column-5", "column-2" if not g.piles["column-2"] else "column-3")  # a king into an empty column
    empty = next(column for column in g.variant.columns if not g.piles[column])
    g.move("column-4", empty)  # any card into an empty column
    assert cards(g, empty) == "8C"


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_one_card_at_a_time_draws_and_take_backs(name: str) -> None:
    """A run never moves as one; the stock turns one card onto the waste and is never redealt; a foundation's
    top card comes back onto a column for -15 points."""
    run, four = ("9S 8S", "4S") if SHAPES[name][3] == "same-suit-down" else ("9S 8H", "4H")
    g = layout(name, {"column-1": run, "column-2": "10S", "foundation-1": "AS 2S", "column-3": f"{four} 3S"})
    refused(g, "one-card-only", lambda: g.move("column-1", "column-2", 2))
    g.move("column-3", "foundation-1")
    g.move("foundation-1", "column-3")
    assert cards(g, "column-3") == f"{four} 3S" and g.score == 0  # 10 - 15, but a score never falls below 0
    top = g.piles["stock"][-1]
    g.draw()
    assert g.piles["waste"] == (top,) and len(g.piles["stock"]) == 104 - 7 - 1
    while g.piles["stock"]:
        g.draw()
    refused(g, "no-redeal", g.draw)


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_a_short_win_through_the_engine(name: str) -> None:
    """Every card home but the eight kings and a queen: the moves that win, with their points, through the engine."""
    home = {f"foundation-{n}": " ".join(full_suit(suit, "Q")) for n, suit in enumerate("SHDCSHDC", start=1)}
    home["foundation-1"] = home["foundation-1"].removesuffix(" QS")
    piles = {**home, "column-1": "KS QS", "column-2": "KH", "column-3": "KD KC", "stock": "KC KS KH", "waste": "KD"}
    g = layout(name, piles)
    g.move("waste", "foundation-3")
    g.move("column-1", "foundation-1")
    for pile, foundation in (("column-1", 1), ("column-2", 2), ("column-3", 4), ("column-3", 7)):
        g.move(pile, f"foundation-{foundation}")
    for foundation in (6, 5, 8):
        assert not g.won
        g.draw()
        g.move("waste", f"foundation-{foundation}")
    assert g.won and g.score == 9 * 10
