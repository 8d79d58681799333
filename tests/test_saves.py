"""Saved games: exact round trips, and every malformed save or layout refused cleanly."""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game
from game.cards import new_deck
from tests.support.helpers import RANKS

Save = dict[str, Any]


def play(g: game.Game, actions: int, seed: int = 7) -> game.Game:
    """Make up to `actions` legal actions chosen by a seeded generator among moves (not from foundations) and draws."""
    chooser = random.Random(seed)
    for _ in range(actions):
        moves = [(s, t) for s in g.piles if not s.startswith("foundation") for t in g.targets(s)]
        if g.piles.get("stock"):
            moves.append(("stock", "waste"))
        if not moves:
            break
        source, target = chooser.choice(moves)
        if source == "stock":
            g.draw()
        else:
            g.move(source, target)
    return g


def played_forty_thieves() -> game.Game:
    """A coded Forty Thieves game with 30 actions, the last 4 undone (so it has undo and redo history)."""
    g = play(game.new_game("FT1-N-ABCDEFG"), 30)
    for _ in range(4):
        g.undo()
    return g


PLAYABLE_EIGHT_OFF = {8: "EO1-C8-AAAAAAB", 4: "EO1-C4-QZ2X5LM", 2: "EO1-C2-AAAAAAA"}


def played_eight_off(cells: int = 4) -> game.Game:
    """A coded Eight Off game with some actions (20 if it can), the last 3 undone."""
    g = play(game.new_game(PLAYABLE_EIGHT_OFF[cells]), 20)
    assert g.moves >= 5
    for _ in range(3):
        g.undo()
    return g


def scored_eight_off() -> game.Game:
    """An Eight Off layout game whose history holds points: foundation moves and a cell-to-column move."""
    deck = [str(card) for card in new_deck()]
    rest = [card for card in deck if card not in {"AS", "2S", "3S", "KH", "QH", "9D"}]
    layout = {"column-1": ["3S", "2S", "AS"], "column-2": ["KH"], "cell-1": ["QH"], "cell-2": ["9D"]}
    for number, card in enumerate(rest):
        layout.setdefault(f"column-{3 + number % 6}", []).append(card)
    g = game.from_layout("eight-off", layout, cells=8)
    g.move("column-1", "foundation-1")
    g.move("column-1", "foundation-1")
    g.move("cell-1", "column-2")
    g.move("column-1", "foundation-1")
    g.move("foundation-1", "cell-1")
    g.undo()
    return g


def same_game(a: game.Game, b: game.Game) -> None:
    """Assert two games are the same in every part the contract names."""
    assert dict(a.piles) == dict(b.piles)
    assert (a.name, a.cells, a.code, a.score, a.moves, a.won) == (b.name, b.cells, b.code, b.score, b.moves, b.won)
    assert a.undo_history == b.undo_history
    assert a.redo_history == b.redo_history
    assert a.log == b.log


def bad_save(data: Save | str, *words: str) -> str:
    """Load a save that must be refused with BadSave; the message must contain `words`; returns the message."""
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(game.BadSave) as info:
        game.load_game(text)
    message = str(info.value)
    assert message
    for word in words:
        assert word in message
    return message


@functools.cache
def save_text(name: str) -> str:
    """The save of one of the played games above, made once per test run ("ft", "eo8", "eo4", "eo2")."""
    makers = {
        "ft": played_forty_thieves,
        "eo8": lambda: played_eight_off(8),
        "eo4": played_eight_off,
        "eo2": lambda: played_eight_off(2),
    }
    return makers[name]().to_json()


def saved(name: str) -> Save:
    """A fresh copy of a played game's save as a JSON value to tamper with."""
    data: Save = json.loads(save_text(name))
    return data


def as_data(g: game.Game) -> Save:
    """The save of a game as a JSON value to tamper with."""
    data: Save = json.loads(g.to_json())
    return data


# round trips


@pytest.mark.parametrize(
    "make",
    [
        played_forty_thieves,
        played_eight_off,
        lambda: played_eight_off(8),
        lambda: played_eight_off(2),
        scored_eight_off,
        lambda: game.new_game("FT1-N-7777777"),
        lambda: game.from_layout("forty-thieves", {"column-1": ["KH"]}),
    ],
    ids=["ft", "eo4", "eo8", "eo2", "eo-scored", "ft-fresh", "ft-layout"],
)
def test_save_and_load_is_the_identity(make: Callable[[], game.Game]) -> None:
    """load_game(to_json()) gives the same piles, score, counter, code and undo and redo history."""
    g = make()
    text = g.to_json()
    loaded = game.load_game(text)
    same_game(loaded, g)
    assert loaded.to_json() == text
    assert json.loads(text)["format"] == "patience-save"


@pytest.mark.parametrize("make", [played_forty_thieves, played_eight_off, scored_eight_off])
def test_undo_and_redo_after_loading_work_as_before(make: Callable[[], game.Game]) -> None:
    """A loaded game undoes and redoes exactly like the game that was saved."""
    g = make()
    loaded = game.load_game(g.to_json())
    while True:
        assert loaded.undo() == g.undo()
        same_game(loaded, g)
        if not g.undo_history:
            break
    assert loaded.undo() is False
    while g.redo_history:
        assert loaded.redo() and g.redo()
        same_game(loaded, g)


def test_a_loaded_game_plays_on() -> None:
    """After loading, new actions count, score and clear redo as usual."""
    g = played_forty_thieves()
    loaded = game.load_game(g.to_json())
    loaded.draw()
    assert loaded.moves == g.moves + 1
    assert loaded.redo_history == ()
    assert game.load_game(loaded.to_json()).to_json() == loaded.to_json()


def test_a_full_100_action_history_survives_the_round_trip() -> None:
    """A save with 100 actions to undo loads, and all 100 undo."""
    g = game.new_game("EO1-C8-ABCDEFG")
    for _ in range(150):
        g.move(*(("cell-1", "cell-5") if g.piles["cell-1"] else ("cell-5", "cell-1")))
    loaded = game.load_game(g.to_json())
    assert len(loaded.undo_history) == 100
    assert loaded.log == g.log
    assert len(loaded.log or ()) == 150
    assert sum(loaded.undo() for _ in range(101)) == 100
    assert len(loaded.log or ()) == 50


def test_bytes_of_a_save_load_too() -> None:
    """The JSON text may come as UTF-8 bytes (as read from storage)."""
    g = played_eight_off()
    assert game.load_game(g.to_json().encode()).to_json() == g.to_json()


# not a save at all


@pytest.mark.parametrize(
    "text",
    ["", " ", "{", "}", "not json", "null", "[]", "42", '"text"', "true", "{}", '{"format": "patience-save"}', "NaN"],
)
def test_text_that_is_no_save_is_refused(text: str) -> None:
    """Text that is not a saved game of this app gets BadSave."""
    bad_save(text)


@pytest.mark.parametrize("value", [None, 42, 1.5, True, ["a"], {"format": "patience-save"}])
def test_values_that_are_not_text_are_refused(value: object) -> None:
    """A save must be text: other Python values get BadSave, never TypeError."""
    with pytest.raises(game.BadSave):
        game.load_game(value)


def test_undecodable_bytes_are_refused() -> None:
    """Bytes that are not UTF-8 get BadSave."""
    with pytest.raises(game.BadSave):
        game.load_game(b"\xff\xfe{\x00")


@pytest.mark.parametrize("name", ["ft", "eo4"])
def test_every_truncated_save_is_refused(name: str) -> None:
    """Every proper prefix of a real save gets BadSave (a save cut off mid-write)."""
    text = save_text(name)
    for end in range(len(text)):
        with pytest.raises(game.BadSave):
            game.load_game(text[:end])


@pytest.mark.parametrize(
    "text", ["[" * 100_000, '{"a":' * 100_000, '{"format": "patience-save", "piles": ' + "[" * 50_000]
)
def test_huge_nesting_is_refused(text: str) -> None:
    """Deeply nested JSON gets BadSave, not RecursionError."""
    bad_save(text)


def test_huge_numbers_are_refused() -> None:
    """A score with thousands of digits gets BadSave, not the int conversion limit's error."""
    text = played_eight_off().to_json()
    data = saved("eo4")
    huge = text.replace(f'"score":{data["score"]}', '"score":' + "9" * 5000)
    assert huge != text
    bad_save(huge)


# wrong fields

WRONG_VALUES: list[object] = [None, "x", "", [], {}, [1], {"a": 1}, 1.5, -1]
VALID = {
    "format": ["patience-save"],
    "version": [1],
    "game": ["eight-off"],
    "cells": [4],
    "code": [None],
    "score": [],
    "moves": [],
    "piles": [],
    "undo": [[]],
    "redo": [[]],
    "log": [None],
}


@pytest.mark.parametrize("field", sorted(VALID))
@pytest.mark.parametrize("value", WRONG_VALUES, ids=repr)
def test_wrong_types_in_every_field_are_refused(field: str, value: object) -> None:
    """Each top-level field with a value of the wrong type or range gets BadSave."""
    if value in VALID[field] and type(value) is type(VALID[field][0]):
        return
    data = saved("eo4")
    data[field] = value
    if field == "code" and value is None:
        return
    bad_save(data)


@pytest.mark.parametrize("field", sorted(VALID))
def test_a_missing_field_is_refused(field: str) -> None:
    """A save without one of its fields gets BadSave (a null code is written, not left out)."""
    data = saved("eo4")
    del data[field]
    if field in ("code", "log"):
        return
    bad_save(data)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("version", True),
        ("version", 1.0),
        ("score", True),
        ("score", 10.0),
        ("moves", True),
        ("moves", 20.0),
        ("cells", True),
        ("cells", 4.0),
    ],
)
def test_bools_and_floats_where_whole_numbers_are_expected(field: str, value: object) -> None:
    """true and 1.0 are not the whole numbers a save needs, in any field."""
    data = saved("eo4")
    data[field] = value
    bad_save(data)


def test_float_cell_count_of_the_standard_variant_is_refused() -> None:
    """8.0 cells is not 8 cells: a float cell count gets BadSave even when it equals 8."""
    data = saved("eo8")
    data["cells"] = 8.0
    bad_save(data)


@pytest.mark.parametrize(
    ("field", "value"), [("score", -1), ("moves", -1), ("score", -100), ("version", 2), ("version", 0)]
)
def test_out_of_range_numbers_are_refused(field: str, value: int) -> None:
    """Negative scores and counters and other save versions get BadSave."""
    data = saved("eo4")
    data[field] = value
    bad_save(data)


@pytest.mark.parametrize("name", ["klondike", "Forty-Thieves", "forty_thieves", "", "eight-off "])
def test_unknown_game_is_refused(name: str) -> None:
    """Only the two games load (a foreign save is discarded)."""
    data = saved("ft")
    data["game"] = name
    bad_save(data, "game")


@pytest.mark.parametrize(
    ("name", "cells"),
    [
        ("ft", 8),
        ("ft", 0),
        ("eo4", None),
        ("eo4", 3),
        ("eo4", 0),
        ("eo4", 16),
        ("eo4", "4"),
        ("eo4", 8),
        ("eo8", 4),
    ],
)
def test_wrong_cell_counts_are_refused(name: str, cells: object) -> None:
    """Forty Thieves has no cells, Eight Off 8, 4 or 2 matching its piles."""
    data = saved(name)
    data["cells"] = cells
    bad_save(data)


@pytest.mark.parametrize(
    ("name", "code", "word"),
    [
        ("ft", "EO1-C8-ABCDEFG", "belong"),
        ("eo4", "FT1-N-ABCDEFG", "belong"),
        ("eo4", "EO1-C8-ABCDEFG", "belong"),
        ("eo2", "EO1-C4-ABCDEFG", "belong"),
        ("eo4", "EO1-C4-ABCDEF", "code"),
        ("ft", "hello", "code"),
        ("ft", 42, "code"),
        ("ft", ["FT1-N-ABCDEFG"], "code"),
    ],
)
def test_a_code_that_does_not_fit_the_save_is_refused(name: str, code: object, word: str) -> None:
    """The deal code must be valid and name the save's own game and cells."""
    data = saved(name)
    data["code"] = code
    bad_save(data, word)


# impossible positions


def fresh(code: str = "EO1-C8-ABCDEFG") -> Save:
    """The save of a fresh coded deal, without history, to tamper with."""
    return as_data(game.new_game(code))


def test_a_missing_card_is_refused() -> None:
    """A save without one of its cards gets BadSave naming it."""
    data = fresh()
    card = data["piles"]["column-1"].pop()
    bad_save(data, "missing", card)


def test_a_duplicated_card_is_refused() -> None:
    """A one-deck save with a card twice gets BadSave naming it."""
    data = fresh()
    data["piles"]["column-2"].append(data["piles"]["column-1"][0])
    bad_save(data, "too many")


def test_a_third_copy_in_forty_thieves_is_refused() -> None:
    """Forty Thieves has every card exactly twice: a third copy instead of another card is refused."""
    data = fresh("FT1-N-ABCDEFG")
    column = data["piles"]["column-1"]
    column[-1] = next(card for card in data["piles"]["stock"] if data_count(data, card) == 2)
    bad_save(data, "twice")


def data_count(data: Save, card: str) -> int:
    """How many times a card text appears in a save's piles."""
    return sum(pile.count(card) for pile in data["piles"].values())


@pytest.mark.parametrize("card", ["1S", "AX", "", "10", "A S", "11H", 5, None, ["AS"], {"card": "AS"}])
def test_a_bad_card_text_is_refused(card: object) -> None:
    """A pile holding something that is not a card gets BadSave naming the pile."""
    data = fresh()
    data["piles"]["column-1"][-1] = card
    bad_save(data, "column-1")


@pytest.mark.parametrize("value", ["AS", None, 5, {"AS": 1}])
def test_a_pile_that_is_not_a_list_is_refused(value: object) -> None:
    """Each pile is a JSON list of card texts."""
    data = fresh()
    data["piles"]["cell-5"] = value
    bad_save(data)


@pytest.mark.parametrize(
    ("foundation", "cards"),
    [
        ("foundation-1", ["AH"]),
        ("foundation-1", ["2S"]),
        ("foundation-1", ["AS", "3S"]),
        ("foundation-4", ["AC", "2S"]),
    ],
)
def test_an_impossible_foundation_is_refused(foundation: str, cards: list[str]) -> None:
    """A foundation must hold its own suit from the ace up without a gap."""
    data = fresh()
    for pile in data["piles"].values():
        for card in cards:
            if card in pile:
                pile.remove(card)
    data["piles"][foundation] = cards
    bad_save(data, foundation)


def test_an_impossible_forty_thieves_foundation_is_refused() -> None:
    """Forty Thieves' fifth foundation is spades, not hearts."""
    data = fresh("FT1-N-ABCDEFG")
    pile = next(p for p in data["piles"].values() if "AH" in p)
    pile.remove("AH")
    data["piles"]["foundation-5"] = ["AH"]
    bad_save(data, "foundation-5")


def test_two_cards_in_a_cell_are_refused() -> None:
    """A cell holds one card."""
    data = fresh()
    data["piles"]["cell-1"].append(data["piles"]["column-1"].pop())
    bad_save(data, "cell-1")


@pytest.mark.parametrize("pile", ["column-3", "foundation-1", "cell-1", "cell-8"])
def test_a_missing_pile_is_refused(pile: str) -> None:
    """A save lists every pile of its game, empty ones included."""
    data = fresh()
    cards = data["piles"].pop(pile)
    if cards:
        data["piles"]["column-1"] += cards
    bad_save(data, "piles")


@pytest.mark.parametrize(
    ("code", "pile"),
    [
        ("EO1-C8-ABCDEFG", "cell-9"),
        ("EO1-C8-ABCDEFG", "stock"),
        ("EO1-C4-ABCDEFG", "cell-5"),
        ("EO1-C8-ABCDEFG", "column-9"),
        ("FT1-N-ABCDEFG", "column-11"),
        ("FT1-N-ABCDEFG", "cell-1"),
    ],
)
def test_an_extra_pile_is_refused(code: str, pile: str) -> None:
    """A save lists no pile its game does not have, even an empty one."""
    data = fresh(code)
    data["piles"][pile] = []
    bad_save(data, "piles")


def test_missing_stock_in_forty_thieves_is_refused() -> None:
    """A Forty Thieves save without its stock is refused rather than refilled."""
    data = fresh("FT1-N-ABCDEFG")
    del data["piles"]["stock"]
    bad_save(data)


# history


@pytest.mark.parametrize(
    "entry",
    [
        "column-1>column-2",
        ["column-1", "column-2", 1],
        ["column-1", "column-2", 1, 0, 0],
        [1, "column-2", 1, 0],
        ["column-1", None, 1, 0],
        ["column-1", "column-2", 0, 0],
        ["column-1", "column-2", -1, 0],
        ["column-1", "column-2", True, 0],
        ["column-1", "column-2", 1.0, 0],
        ["column-1", "column-2", "1", 0],
        ["column-1", "column-2", 1, -5],
        ["column-1", "column-2", 1, False],
        ["column-1", "column-2", 1, "0"],
        ["column-1", "column-2", 1, 0.0],
        {"source": "column-1", "target": "column-2", "count": 1, "score": 0},
        None,
    ],
    ids=repr,
)
@pytest.mark.parametrize("kind", ["undo", "redo"])
def test_malformed_history_entries_are_refused(kind: str, entry: object) -> None:
    """A history entry is [source, target, count >= 1, score before >= 0], all of the right types."""
    data = saved("eo4")
    data[kind][0] = entry
    bad_save(data, "history")


@pytest.mark.parametrize(
    "entry",
    [
        ["column-11", "column-1", 1, 0],
        ["column-1", "nowhere", 1, 0],
        ["stock", "waste", 1, 0],
        ["column-1", "column-2", 30, 0],
        ["foundation-2", "column-1", 1, 0],
        ["column-1", "column-1", 1, 0],
        ["column-1", "foundation-1", 1, 0],
        ["cell-5", "column-1", 1, 0],
    ],
    ids=repr,
)
def test_undo_entries_that_do_not_fit_the_position_are_refused(entry: list[object]) -> None:
    """An action to undo must be one that could have led to the saved position."""
    data = fresh("EO1-C4-ABCDEFG")
    data["undo"] = [entry]
    data["moves"] = 1
    bad_save(data)


def test_a_redo_entry_that_is_illegal_now_is_refused() -> None:
    """An action to redo must be legal from the saved position."""
    data = fresh()
    data["redo"] = [["column-1", "column-2", 1, 0]]
    data["moves"] = 1
    assert data["piles"]["column-1"][-1] != "KS"
    bad_save(data, "impossible")


def test_a_draw_in_forty_thieves_history_loads_and_a_draw_of_two_does_not() -> None:
    """A draw is stock>waste of one card; a recorded draw of two cards is refused."""
    g = game.new_game("FT1-N-ABCDEFG")
    g.draw()
    g.draw()
    data = as_data(g)
    assert game.load_game(json.dumps(data)).undo_history == g.undo_history
    data["undo"] = [["stock", "waste", 2, 0]]
    bad_save(data)


def test_undo_entries_must_leave_a_possible_start_position_foundation() -> None:
    """Undoing the history must not build an impossible foundation: AS 2S then 5H is no start position."""
    g = game.from_layout("forty-thieves", {"foundation-1": ["AS", "2S"], "column-1": ["6H", "5H"]})
    data = as_data(g)
    # Undoing "foundation-1 > column-1" would put 5H onto the spade foundation.
    data["undo"] = [["foundation-1", "column-1", 1, 0]]
    data["moves"] = 1
    bad_save(data)


def test_undo_entries_must_leave_a_possible_start_position_cell() -> None:
    """Undoing the history must not put two cards in one cell."""
    g = game.new_game("EO1-C8-ABCDEFG")
    data = as_data(g)
    target = next(
        column
        for column, cards in data["piles"].items()
        if column.startswith("column") and cards[-1] not in ("KS", "KH", "KD", "KC")
    )
    top = data["piles"][target][-1]
    higher = RANKS[RANKS.index(top[:-1]) + 1] + top[-1]
    # Make the target column end with higher, top (a run), so that "cell-1 > target" looks legal.
    for pile in data["piles"].values():
        if higher in pile:
            pile.remove(higher)
    data["piles"][target][-1:] = [higher, top]
    data["log"] = None  # no longer the deal: only the history is checked
    data["undo"] = [["cell-1", target, 1, 0]]
    data["score"] = 5
    data["moves"] = 1
    game.load_game(json.dumps({**data, "undo": [], "score": 0}))  # the position itself is fine
    bad_save(data)


def test_scores_that_do_not_chain_are_refused() -> None:
    """Every history entry starts from the score the one before it reached, and the last reaches the saved score."""
    g = scored_eight_off()
    data = as_data(g)
    assert data["undo"] and data["redo"]
    for tamper in (
        lambda d: d.update(score=d["score"] + 1),
        lambda d: d["undo"][0].__setitem__(3, d["undo"][0][3] + 5),
        lambda d: d["undo"][-1].__setitem__(3, d["undo"][-1][3] + 5),
        lambda d: d["redo"][-1].__setitem__(3, d["redo"][-1][3] + 10),
    ):
        copy = json.loads(json.dumps(data))
        tamper(copy)
        bad_save(copy, "score")


def test_more_than_100_undo_entries_are_refused() -> None:
    """A save holds at most the 100 actions undo can take back."""
    g = game.new_game("EO1-C8-ABCDEFG")
    for _ in range(101):
        g.move(*(("cell-1", "cell-5") if g.piles["cell-1"] else ("cell-5", "cell-1")))
    data = as_data(g)
    assert len(data["undo"]) == 100
    data["undo"].insert(0, ["cell-1", "cell-5", 1, 0])
    bad_save(data, "100")


def test_a_move_counter_below_the_history_length_is_refused() -> None:
    """The counter counts every action, so it is at least the number of actions in the history."""
    data = saved("eo4")
    data["moves"] = len(data["undo"]) + len(data["redo"]) - 1
    bad_save(data, "move counter")


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
SAMPLE_SAVES = [save_text("ft"), scored_eight_off().to_json()]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SAMPLE_SAVES), st.data())
def test_any_tampered_save_loads_or_gets_bad_save(text: str, data: st.DataObject) -> None:
    """Replacing any one value anywhere in a real save gives a loadable game or BadSave, nothing else."""
    save = json.loads(text)
    container: Any = save
    while True:
        keys = list(container) if isinstance(container, dict) else list(range(len(container)))
        key = data.draw(st.sampled_from(keys))
        if isinstance(container[key], (dict, list)) and container[key] and data.draw(st.booleans()):
            container = container[key]
            continue
        container[key] = data.draw(JSON_VALUES)
        break
    try:
        loaded = game.load_game(json.dumps(save))
    except game.BadSave as error:
        assert str(error)
    else:
        assert game.load_game(loaded.to_json()).to_json() == loaded.to_json()


# from_layout refusals


def layout_error(game_name: str, layout: object, *words: str, cells: int = 8) -> None:
    """from_layout must refuse this with BadLayout, whose message contains `words`."""
    with pytest.raises(game.BadLayout) as info:
        game.from_layout(game_name, layout, cells=cells)
    for word in words:
        assert word in str(info.value)


def all_eight_off() -> dict[str, list[str]]:
    """A valid Eight Off layout: the new deck spread over the eight columns."""
    deck = [str(card) for card in new_deck()]
    return {f"column-{n + 1}": deck[n::8] for n in range(8)}


def test_layout_errors_are_value_errors() -> None:
    """BadLayout, BadSave and IllegalMove are ValueErrors, as the contract says."""
    assert issubclass(game.BadLayout, ValueError)
    assert issubclass(game.BadSave, ValueError)
    assert issubclass(game.IllegalMove, ValueError)


@pytest.mark.parametrize(
    ("name", "cells"), [("klondike", 8), ("", 8), ("Eight-Off", 8), ("eight-off", 3), ("eight-off", 0)]
)
def test_from_layout_refuses_unknown_games_and_cells(name: str, cells: int) -> None:
    """Only the two games, and Eight Off with 8, 4 or 2 cells, have layouts."""
    layout_error(name, all_eight_off(), cells=cells)


@pytest.mark.parametrize("layout", [None, [], "column-1", 5, [("column-1", ["AS"])]])
def test_from_layout_refuses_a_layout_that_is_not_a_mapping(layout: object) -> None:
    """A layout maps pile ids to card lists."""
    layout_error("forty-thieves", layout)


@pytest.mark.parametrize(
    ("name", "pile"),
    [
        ("forty-thieves", "column-11"),
        ("forty-thieves", "cell-1"),
        ("forty-thieves", "column-0"),
        ("forty-thieves", "Column-1"),
        ("forty-thieves", "foundation-9"),
        ("eight-off", "stock"),
        ("eight-off", "waste"),
        ("eight-off", "column-9"),
        ("eight-off", "foundation-5"),
    ],
)
def test_from_layout_refuses_unknown_piles(name: str, pile: str) -> None:
    """A pile the game does not have is refused, naming it."""
    layout = all_eight_off() if name == "eight-off" else {}
    layout[pile] = []
    layout_error(name, layout, pile)


def test_from_layout_refuses_cells_the_variant_does_not_show() -> None:
    """With 4 cells, cell-5 does not exist."""
    layout = all_eight_off()
    layout["cell-5"] = [layout["column-1"].pop()]
    layout_error("eight-off", layout, "cell-5", cells=4)


@pytest.mark.parametrize("card", ["1S", "AX", "", "10", "A S", "SA", 5, None, ("AS",)])
def test_from_layout_refuses_bad_card_texts(card: object) -> None:
    """Something that is not a card is refused, naming the pile."""
    layout_error("forty-thieves", {"column-4": ["KH", card]}, "column-4")


@pytest.mark.parametrize("value", ["AS KH", None, 5, {"AS": 1}])
def test_from_layout_refuses_piles_that_are_not_lists(value: object) -> None:
    """A pile is a list of cards, not a string or anything else."""
    layout_error("forty-thieves", {"column-4": value}, "column-4")


def test_from_layout_refuses_wrong_card_counts() -> None:
    """The cards must be exactly the game's: FT each card twice, EO once."""
    layout_error("forty-thieves", {"column-1": ["AS", "AS", "AS"]}, "twice", "AS")
    layout_error("forty-thieves", {"stock": ["KH"]}, "missing")
    full = [str(card) for card in new_deck() * 2]
    layout_error("forty-thieves", {"stock": [*full, "QD"]}, "too many", "QD")
    layout_error("forty-thieves", {"stock": full[1:], "column-1": ["KS"]}, "KS")
    short = all_eight_off()
    short["column-1"].pop()
    layout_error("eight-off", short, "missing", "once")
    double = all_eight_off()
    double["cell-1"] = ["AS"]
    layout_error("eight-off", double, "too many", "AS")
    layout_error("eight-off", {}, "missing")


@pytest.mark.parametrize(
    ("name", "foundation", "cards"),
    [
        ("forty-thieves", "foundation-1", ["AH"]),
        ("forty-thieves", "foundation-5", ["AS", "3S"]),
        ("forty-thieves", "foundation-8", ["2C"]),
        ("forty-thieves", "foundation-2", ["AH", "2H", "2H"]),
        ("eight-off", "foundation-4", ["AS"]),
        ("eight-off", "foundation-1", ["AS", "2S", "4S"]),
    ],
)
def test_from_layout_refuses_impossible_foundations(name: str, foundation: str, cards: list[str]) -> None:
    """A foundation holds its own suit from the ace up, one of each rank."""
    layout = all_eight_off() if name == "eight-off" else {}
    for pile in layout.values():
        for card in cards:
            if card in pile:
                pile.remove(card)
    layout[foundation] = cards
    layout_error(name, layout, foundation)


def test_from_layout_refuses_two_cards_in_a_cell() -> None:
    """A cell holds one card."""
    layout = all_eight_off()
    layout["cell-2"] = [layout["column-1"].pop(), layout["column-2"].pop()]
    layout_error("eight-off", layout, "cell-2")


def test_from_layout_accepts_cards_as_values_and_any_case() -> None:
    """Cards may be given as Card values or in lower case; the position is the same."""
    as_text = game.from_layout("forty-thieves", {"column-1": ["10H", "AS"]})
    as_values = game.from_layout("forty-thieves", {"column-1": [game.Card.parse("10h"), "as"]})
    assert dict(as_text.piles) == dict(as_values.piles)
    assert (as_text.code, as_text.score, as_text.moves) == (None, 0, 0)


# the action log


def long_eight_off() -> game.Game:
    """A coded Eight Off game with 150 actions, more than undo keeps."""
    g = game.new_game("EO1-C8-ABCDEFG")
    for _ in range(150):
        g.move(*(("cell-1", "cell-5") if g.piles["cell-1"] else ("cell-5", "cell-1")))
    return g


def test_the_log_is_saved_as_move_texts() -> None:
    """A save's "log" lists every action from the deal in Move text, draws included."""
    g = played_forty_thieves()
    data = as_data(g)
    assert data["log"] == [str(move) for move in g.log or ()]
    assert "stock>waste" in data["log"]
    assert len(data["log"]) == g.moves - len(g.redo_history)


def test_a_save_without_a_log_loads_with_the_log_unknown() -> None:
    """Saves older than the log load; when their history does not reach the deal the log is None, and stays so."""
    g = play(game.new_game("FT1-N-ABCDEFG"), 150)
    assert g.moves == 150
    data = as_data(g)
    del data["log"]
    loaded = game.load_game(json.dumps(data))
    assert loaded.log is None
    assert len(loaded.undo_history) == 100
    loaded.undo()
    play(loaded, 1)
    assert loaded.moves == 151
    assert loaded.log is None
    assert json.loads(loaded.to_json())["log"] is None
    assert game.load_game(loaded.to_json()).log is None


@pytest.mark.parametrize("name", ["ft", "eo4", "eo2"])
def test_an_old_save_whose_history_reaches_the_deal_gets_its_log_back(name: str) -> None:
    """Without a "log" field, an undo history that starts at the deal with score 0 is the log."""
    data = saved(name)
    log = data.pop("log")
    assert game.load_game(json.dumps(data)).log == tuple(game.Move.parse(text) for text in log)


def test_an_old_save_whose_last_100_actions_start_at_the_deal_logs_those() -> None:
    """150 cell moves back and forth: the 100 that undo keeps also lead from the deal, a shorter but true log."""
    g = long_eight_off()
    data = as_data(g)
    del data["log"]
    loaded = game.load_game(json.dumps(data))
    assert loaded.log == tuple(entry.move for entry in g.undo_history)


def test_old_saves_of_layout_games_and_null_logs_have_no_log() -> None:
    """A game without a code has no deal to reach back to; an explicit null log is unknown too."""
    data = as_data(scored_eight_off())
    del data["log"]
    assert game.load_game(json.dumps(data)).log is None
    data = saved("ft")
    data["log"] = None
    assert game.load_game(json.dumps(data)).log is None


def test_a_layout_game_keeps_its_log_from_the_layout() -> None:
    """A from_layout game logs from its layout; the save checks the log leads back to a possible position."""
    g = scored_eight_off()
    assert len(g.log or ()) == 4
    loaded = game.load_game(g.to_json())
    assert loaded.log == g.log


def log_of(name: str) -> tuple[Save, list[str]]:
    """A played game's save and its log to tamper with."""
    data = saved(name)
    return data, data["log"]


@pytest.mark.parametrize(
    "tamper",
    [
        lambda log: log.append("stock>waste"),
        lambda log: log.pop(0),
        lambda log: log.insert(0, "stock>waste"),
        lambda log: log.__setitem__(0, log[1]),
        lambda log: log.__setitem__(slice(0, 2), log[1::-1]),
        lambda log: log.__setitem__(0, "column-1>column-1"),
        lambda log: log.__setitem__(0, "column-1>column-2*0"),
        lambda log: log.__setitem__(0, "column-1>nowhere"),
        lambda log: log.__setitem__(0, "column-1"),
        lambda log: log.__setitem__(0, 5),
        lambda log: log.__setitem__(0, None),
        lambda log: log.__setitem__(0, ["column-1", "column-2", 1]),
        lambda log: log.__setitem__(-1, "stock>waste"),
        lambda log: log.clear(),
        lambda log: log.extend(log),
    ],
    ids=[
        "extra action",
        "first missing",
        "extra first draw",
        "changed",
        "swapped",
        "same pile",
        "no cards",
        "no such pile",
        "no target",
        "number",
        "null",
        "list",
        "last changed",
        "empty",
        "doubled",
    ],
)
@pytest.mark.parametrize("name", ["ft", "eo4"])
def test_a_log_that_does_not_lead_from_the_deal_to_the_save_is_refused(
    name: str, tamper: Callable[[list[object]], object]
) -> None:
    """The log, replayed from the deal, must meet only legal actions, end with the undo history, reach the save."""
    data, log = log_of(name)
    tamper(log)
    bad_save(data)


@pytest.mark.parametrize("value", ["column-1>column-2", {}, 5, True, [[]]])
def test_a_log_of_the_wrong_type_is_refused(value: object) -> None:
    """The log is a JSON list of move texts, or null."""
    data = saved("eo4")
    data["log"] = value
    bad_save(data, "log")


def test_a_log_longer_than_the_move_counter_is_refused() -> None:
    """Every logged action was counted: the counter is at least the log's length plus what redo holds."""
    data = saved("ft")
    data["moves"] = len(data["log"]) + len(data["redo"]) - 1
    bad_save(data, "counter")


def test_a_layout_game_whose_log_leads_back_to_an_impossible_position_is_refused() -> None:
    """Without a code, the log must still start from a position the game can have (one spade foundation ace twice)."""
    g = game.from_layout("forty-thieves", {"foundation-1": ["AS", "2S"], "column-1": ["6H", "5H"]})
    data = as_data(g)
    data["log"] = ["foundation-1>column-1"]
    data["moves"] = 1
    bad_save(data, "log")


def test_a_huge_log_loads_and_replays() -> None:
    """A 1,000-action log round-trips (the log has no depth limit)."""
    g = game.new_game("EO1-C8-ABCDEFG")
    for _ in range(1000):
        g.move(*(("cell-1", "cell-5") if g.piles["cell-1"] else ("cell-5", "cell-1")))
    loaded = game.load_game(g.to_json())
    assert len(loaded.log or ()) == 1000
    same_game(loaded, g)
