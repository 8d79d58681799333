"""The registry of variants: one record per variant, read by codes, saves, the statistics and the page.

The last tests add a throwaway game, Eight Free (FreeCell's layout built by suit), from this file
alone, without touching an engine module, to show that a new game is one small module.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import ClassVar

import pytest

import game
from game import games
from game.cards import Suit, new_deck
from game.codes import DealCode
from game.i18n import CATALOGUES
from game.registry import standard_rows
from game.variants import FOUNDATION_POINTS, Variant
from tests.support.helpers import cards, refused

KEYS = list(game.VARIANTS)
RECORDS = {  # key: (game, cells, code prefix and part, has a stock, kings only, auto placement)
    "forty-thieves": ("forty-thieves", None, "FT1-N", True, False, True),
    "eight-off-8": ("eight-off", 8, "EO1-C8", False, True, False),
    "eight-off-4": ("eight-off", 4, "EO1-C4", False, True, False),
    "eight-off-2": ("eight-off", 2, "EO1-C2", False, True, False),
}


# the four records


def test_the_registry_holds_every_game_folders_records_in_order() -> None:
    """VARIANTS is keyed like window.solitaire.stats(): each game folder's records, standard variant first."""
    assert list(game.VARIANTS.values()) == list(games.RECORDS)
    assert all(key == record.key for key, record in game.VARIANTS.items())
    assert set(RECORDS) <= set(game.VARIANTS), "each record written out below is registered"


@pytest.mark.parametrize("key", sorted(RECORDS))
def test_find_variant_gives_each_record(key: str) -> None:
    """Each key finds its record: game, cells, code parts and the facts the page needs."""
    record = game.find_variant(key)
    name, cells, code, has_stock, kings_only, auto_placement = RECORDS[key]
    assert record is game.VARIANTS[key]
    assert (record.key, record.game, record.cells) == (key, name, cells)
    assert f"{record.prefix}-{record.part}" == code
    assert (record.has_stock, record.kings_only, record.auto_placement) == (has_stock, kings_only, auto_placement)
    assert record.name_id == record.rules_page == name


@pytest.mark.parametrize("key", ["eight-off", "klondike", "", "Forty-Thieves", "eight-off-3", None, 8])
def test_an_unknown_key_is_refused_naming_the_choices(key: object) -> None:
    """find_variant refuses anything else with a ValueError that names the key and the keys there are."""
    with pytest.raises(game.UnknownVariant) as info:
        game.find_variant(key)  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)
    assert repr(key) in str(info.value)
    assert all(repr(known) in str(info.value) for known in KEYS)


@pytest.mark.parametrize(
    ("name", "cells", "key"),
    [
        ("forty-thieves", None, "forty-thieves"),
        ("forty-thieves", 8, "forty-thieves"),
        ("eight-off", None, "eight-off-8"),
        ("eight-off", 8, "eight-off-8"),
        ("eight-off", 4, "eight-off-4"),
        ("eight-off", 2, "eight-off-2"),
    ],
)
def test_a_game_and_cell_count_name_a_record(name: str, cells: int | None, key: str) -> None:
    """The engine's calls name a game and cells; a game of one variant ignores the cells."""
    assert game.variant_for(name, cells) is game.find_variant(key)


@pytest.mark.parametrize(("name", "cells", "words"), [("klondike", 8, "unknown game"), ("eight-off", 3, "8, 4 or 2")])
def test_an_unknown_game_or_cell_count_is_refused(name: str, cells: int, words: str) -> None:
    """Only the registered games, with the cells of their variants."""
    with pytest.raises(game.UnknownVariant, match=words):
        game.variant_for(name, cells)


def test_the_variants_of_a_game_are_its_cell_choices() -> None:
    """Eight Off's cell options, written once in the registry, are 8, 4 and 2."""
    assert [record.cells for record in game.variants_of("eight-off")] == [8, 4, 2]
    assert [record.key for record in game.variants_of("forty-thieves")] == ["forty-thieves"]
    assert game.variants_of("klondike") == ()


@pytest.mark.parametrize("key", KEYS)
def test_codes_read_the_record(key: str) -> None:
    """A random code of a record has its prefix and part, and deals a game of that record."""
    record = game.find_variant(key)
    code = game.random_code(record.game, cells=record.cells or 8)
    assert re.fullmatch(rf"{record.prefix}-{record.part}-[A-Z2-7]{{7}}", code)
    assert DealCode.parse(code).record is record
    g = game.new_game(code)
    assert g.record is record
    assert (g.name, g.cells) == (record.game, record.cells)


@pytest.mark.parametrize("key", KEYS)
def test_every_record_rows_name_exactly_the_game_piles(key: str) -> None:
    """The board rows show every pile of the game once, the columns as the last row, left to right."""
    record = game.find_variant(key)
    g = game.new_game(f"{record.prefix}-{record.part}-AAAAAAA")
    shown = [pile for row in record.rows for pile in row if pile is not None]
    assert Counter(shown) == Counter(list(g.piles))
    assert record.rows[-1] == tuple(f"column-{n}" for n in range(1, len(record.rows[-1]) + 1))
    assert all(len(row) <= len(record.rows[-1]) for row in record.rows)


FOUR_FOUNDATIONS = ("foundation-1", "foundation-2", "foundation-3", "foundation-4")


@pytest.mark.parametrize(
    ("key", "top"),
    [
        ("forty-thieves", [("stock", "waste", *(f"foundation-{n}" for n in range(1, 9)))]),
        ("eight-off-8", [tuple(f"cell-{n}" for n in range(1, 9)), (None, None, None, None, *FOUR_FOUNDATIONS)]),
        ("eight-off-4", [("cell-1", "cell-2", "cell-3", "cell-4", *FOUR_FOUNDATIONS)]),
        ("eight-off-2", [("cell-1", "cell-2", None, None, *FOUR_FOUNDATIONS)]),
    ],
)
def test_the_rows_above_the_columns(key: str, top: list[tuple[str | None, ...]]) -> None:
    """Stock, waste and cells at the left, foundations at the right; 8 cells take a row of their own."""
    assert list(game.find_variant(key).rows[:-1]) == top


@pytest.mark.parametrize("key", KEYS)
def test_the_record_facts_agree_with_the_rules(key: str) -> None:
    """has_stock means drawing works; kings_only means an empty column refuses a queen."""
    record = game.find_variant(key)
    assert record.has_stock == ("stock" in record.variant.pile_ids)
    assert record.kings_only == (not record.variant.empty_column_accepts(game.Card.parse("QS")))
    assert record.variant.empty_column_accepts(game.Card.parse("KS"))


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("language", sorted(CATALOGUES))
def test_every_record_has_its_texts_in_every_language(key: str, language: str) -> None:
    """The name, the wrong-code-variant message and the Rules page of each record are in each catalogue."""
    record = game.find_variant(key)
    messages = CATALOGUES[language]
    wanted = [record.name_id, f"code-variant-{record.game}", f"rules-{record.rules_page}-summary"]
    assert [message for message in wanted if message not in messages] == []


@pytest.mark.parametrize("key", KEYS)
def test_a_save_keeps_its_record(key: str) -> None:
    """A saved game loads with the record it was saved with, and names it by game and cells."""
    record = game.find_variant(key)
    g = game.new_game(f"{record.prefix}-{record.part}-ABCDEFG")
    data = json.loads(g.to_json())
    assert (data["game"], data["cells"]) == (record.game, record.cells)
    assert game.load_game(g.to_json()).record is record


# registering


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({}, "registered already"),
        ({"key": "eight-off-8-again"}, "EO1-C8 already"),
        ({"key": "eight-off-6", "prefix": "EX1", "part": "C6"}, "own code prefix"),
        ({"key": "eight-off-6", "prefix": "FT1", "part": "C6"}, "own code prefix"),
        ({"key": "eight-off-6", "part": "C6", "rows": ()}, "each of its piles once"),
    ],
)
def test_a_record_that_does_not_fit_is_refused(change: dict[str, object], words: str) -> None:
    """register_variant refuses a taken key, a taken code, a prefix shared between games, rows that miss piles."""
    record = replace(game.find_variant("eight-off-8"), **change)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=words):
        game.register_variant(record)
    assert list(game.VARIANTS) == KEYS


# a new game in one small module: a throwaway Eight Free


class EightFree(Variant):
    """FreeCell built down by suit (as in Baker's Game): 8 columns, free cells, any card into an empty column."""

    name = "eight-free"
    decks = 1
    foundation_suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    column_count = 8
    max_lift = None
    take_back_kinds = frozenset({"column", "cell"})
    points: ClassVar[dict[tuple[str, str], int]] = {
        ("column", "foundation"): FOUNDATION_POINTS,
        ("cell", "foundation"): FOUNDATION_POINTS,
    }
    empty_column_rank = None

    def deal(self, cards: tuple[game.Card, ...]) -> dict[str, tuple[game.Card, ...]]:
        """All 52 cards row by row into the columns (7, 7, 7, 7, 6, 6, 6, 6); the cells start empty."""
        piles: dict[str, tuple[game.Card, ...]] = {pile: () for pile in self.pile_ids}
        for index, column in enumerate(self.columns):
            piles[column] = cards[index :: self.column_count]
        return piles


EIGHT_FREE_VARIANT = EightFree(4)
EIGHT_FREE = game.VariantRecord(
    "eight-free",
    "EF1",
    "C4",
    EIGHT_FREE_VARIANT,
    standard_rows(EIGHT_FREE_VARIANT),
    name_id="eight-free",
    rules_page="eight-free",
)


@pytest.fixture
def eight_free() -> Iterator[game.VariantRecord]:
    """Eight Free in the registry for one test, gone again afterwards."""
    record = game.register_variant(EIGHT_FREE)
    yield record
    del game.VARIANTS[record.key]


def eight_free_layout(piles: dict[str, str]) -> game.Game:
    """An Eight Free position from card texts; the cards not given are spread over columns 4 to 8."""
    layout = {pile: text.split() for pile, text in piles.items()}
    placed = {card for texts in layout.values() for card in texts}
    rest = [str(card) for card in new_deck() if str(card) not in placed]
    for number, card in enumerate(rest):
        layout.setdefault(f"column-{4 + number % 5}", []).append(card)
    return game.from_layout("eight-free", layout)


def test_eight_free_deals_from_its_own_codes(eight_free: game.VariantRecord) -> None:
    """A registered Eight Free has codes EF1-C4-…, deals one deck into 8 columns, shows 4 cells beside 4 foundations."""
    assert game.find_variant("eight-free") is eight_free
    code = game.random_code("eight-free")
    assert re.fullmatch(r"EF1-C4-[A-Z2-7]{7}", code)
    g = game.new_game(code)
    assert (g.record, g.name, g.cells, g.code) == (eight_free, "eight-free", 4, code)
    assert [len(g.piles[f"column-{n}"]) for n in range(1, 9)] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert Counter(card for pile in g.piles.values() for card in pile) == Counter(new_deck())
    assert eight_free.rows[0] == ("cell-1", "cell-2", "cell-3", "cell-4", *FOUR_FOUNDATIONS)
    assert (eight_free.has_stock, eight_free.kings_only, eight_free.cells) == (False, False, 4)


def test_eight_free_plays_by_its_own_rules(eight_free: game.VariantRecord) -> None:
    """Any card fills an empty column, runs of a suit move by the FreeCell formula, cells hold one card."""
    g = eight_free_layout({"column-1": "QS", "column-2": "KS", "column-3": "AH 5H", "cell-1": "9D"})
    g.move("column-1", "column-2")
    assert cards(g, "column-2") == "KS QS"
    g.move("column-3", "column-1")  # a 5 into an empty column: Eight Off would want a king
    assert cards(g, "column-1") == "5H"
    refused(g, "same-suit-down", lambda: g.move("cell-1", "column-1"))
    refused(g, "cell-occupied", lambda: g.move("column-1", "cell-1"))
    g.move("column-3", "foundation-2")
    g.move("column-2", "column-3", count=2)
    assert (cards(g, "column-2"), cards(g, "column-3")) == ("", "KS QS")
    assert (g.score, g.moves) == (10, 4)
    assert g.undo()
    assert cards(g, "column-2") == "KS QS"
    assert "Free cell 1: 9 of diamonds" in game.describe(g, "en")


def test_an_eight_free_save_round_trips(eight_free: game.VariantRecord) -> None:
    """The save names the game and its 4 cells; loading it gives the same game, history and record."""
    g = eight_free_layout({"column-1": "QS", "column-2": "KS", "column-3": "AH 5H"})
    g.move("column-1", "column-2")
    g.move("column-3", "cell-1")
    g.move("column-3", "foundation-2")
    g.undo()
    text = g.to_json()
    assert (json.loads(text)["game"], json.loads(text)["cells"]) == ("eight-free", 4)
    loaded = game.load_game(text)
    assert loaded.record is eight_free
    assert (dict(loaded.piles), loaded.score, loaded.moves) == (dict(g.piles), g.score, g.moves)
    assert (loaded.undo_history, loaded.redo_history) == (g.undo_history, g.redo_history)
    assert loaded.redo()
    assert loaded.piles["foundation-2"] == (game.Card.parse("AH"),)
    coded = game.new_game("EF1-C4-ABCDEFG")
    assert game.load_game(coded.to_json()).code == "EF1-C4-ABCDEFG"
    with pytest.raises(game.BadSave, match="4 cells"):
        game.load_game(json.dumps({**json.loads(text), "cells": 8}))


def test_eight_free_leaves_the_registry_as_it_was() -> None:
    """The throwaway variant lives only as long as its fixture: the four variants remain."""
    assert list(game.VARIANTS) == KEYS
    assert game.variants_of("eight-free") == ()
