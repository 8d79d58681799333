"""FreeCell, Baker's Game and Seahaven Towers through the engine: deals, codes, build rules, empty columns, groups.

Wins through the engine: tests/test_fc_solve.py replays Freecell Solver's solutions.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

import game
from game.cards import Build, new_deck
from tests.support.helpers import cards, refused

FOUNDATIONS = ("foundation-1", "foundation-2", "foundation-3", "foundation-4")
CELLS = ("cell-1", "cell-2", "cell-3", "cell-4")


def position(name: str, piles: dict[str, str], *, fillers: tuple[str, ...]) -> game.Game:
    """A position of game `name` from card texts; the other cards go, aces on top, into the `fillers` columns."""
    layout = {pile: text.split() for pile, text in piles.items()}
    placed = {card for texts in layout.values() for card in texts}
    rest = [str(card) for card in new_deck() if str(card) not in placed]
    rest.sort(key=lambda text: text.startswith("A"))  # nothing goes onto an ace: the fillers take nothing
    for number, card in enumerate(rest):
        layout.setdefault(fillers[number % len(fillers)], []).append(card)
    return game.from_layout(name, layout, cells=4)


# Deals and codes


@pytest.mark.parametrize(
    ("code", "lengths", "filled_cells"),
    [
        ("FC1-N-ABCDEFG", [7, 7, 7, 7, 6, 6, 6, 6], 0),
        ("BG1-N-ABCDEFG", [7, 7, 7, 7, 6, 6, 6, 6], 0),
        ("ST1-N-ABCDEFG", [5] * 10, 2),
        ("FC1-MS-617", [7, 7, 7, 7, 6, 6, 6, 6], 0),
    ],
)
def test_a_deal_fills_its_columns_and_its_first_cells(code: str, lengths: list[int], filled_cells: int) -> None:
    """FreeCell and Baker's Game deal 7,7,7,7,6,6,6,6 with the cells empty; Seahaven Towers 10 × 5 and two cells."""
    g = game.new_game(code)
    assert [len(g.piles[column]) for column in g.variant.columns] == lengths
    assert [len(g.piles[cell]) for cell in CELLS] == [1] * filled_cells + [0] * (4 - filled_cells)
    assert all(g.piles[foundation] == () for foundation in FOUNDATIONS)
    assert Counter(card for pile in g.piles.values() for card in pile) == Counter(new_deck())
    assert (g.code, g.cells, g.score, g.moves) == (code, 4, 0, 0)


def test_the_same_number_deals_the_same_deck_row_by_row() -> None:
    """FreeCell and Baker's Game deal one number alike; Seahaven Towers deals the same deck into ten columns."""
    freecell, bakers, seahaven = (game.new_game(f"{prefix}-N-MZ4QK2B") for prefix in ("FC1", "BG1", "ST1"))
    assert dict(freecell.piles) == dict(bakers.piles)
    dealt = [freecell.piles[f"column-{n % 8 + 1}"][n // 8] for n in range(52)]
    assert [seahaven.piles[f"column-{n % 10 + 1}"][n // 10] for n in range(50)] == dealt[:50]
    assert (seahaven.piles["cell-1"], seahaven.piles["cell-2"]) == ((dealt[50],), (dealt[51],))


@pytest.mark.parametrize(
    ("name", "pattern"), [("freecell", "FC1-N-"), ("bakers-game", "BG1-N-"), ("seahaven-towers", "ST1-N-")]
)
def test_random_codes_name_their_game(name: str, pattern: str) -> None:
    """A random code of each game has its prefix and part, and a save keeps the game."""
    code = game.random_code(name)
    assert code.startswith(pattern) and len(code) == len(pattern) + 7
    g = game.new_game(code)
    assert g.name == name
    assert game.load_game(g.to_json()).code == code


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("FC1-MS-617", "FC1-MS-617"), ("  fc1-ms-617 ", "FC1-MS-617"), ("Fc1-Ms-0617", "FC1-MS-617"),
     ("FC1-MS-8589934591", "FC1-MS-8589934591")],
)  # fmt: skip
def test_a_microsoft_code_reads_like_any_code(text: str, canonical: str) -> None:
    """Case, spaces and leading zeros are ignored; str() gives the canonical code, which a save keeps."""
    code = game.DealCode.parse(text)
    assert (str(code), code.microsoft, code.record.key) == (canonical, True, "freecell")
    g = game.new_game(text)
    assert g.code == canonical
    saved = game.load_game(g.to_json())
    assert (saved.code, dict(saved.piles)) == (canonical, dict(g.piles))


@pytest.mark.parametrize(
    ("text", "reason"),
    [("FC1-MS-0", "ms-number"), ("FC1-MS-8589934592", "ms-number"), ("FC1-MS-12a", "ms-number"),
     ("FC1-MS-", "ms-number"), ("FC1-MS-１２", "ms-number"), ("FC1-MS--5", "parts"),
     ("FC1-MS-99999999999999999999", "ms-number"), ("BG1-MS-5", "variant-bakers-game"),
     ("ST1-MS-5", "variant-seahaven-towers"), ("FC1-C4-AAAAAAB", "variant-freecell")],
)  # fmt: skip
def test_a_bad_microsoft_number_is_a_bad_code(text: str, reason: str) -> None:
    """Numbers outside 1 … 8589934591, or not decimal digits, are refused with their reason; only FreeCell has MS."""
    with pytest.raises(game.BadCode) as info:
        game.DealCode.parse(text)
    assert info.value.reason == reason
    assert str(info.value)


def test_the_microsoft_number_message_names_the_range() -> None:
    """The English text of the reason says which numbers are allowed."""
    with pytest.raises(game.BadCode, match="'0' must be a whole number from 1 to 8589934591"):
        game.new_game("FC1-MS-0")


# The build rules


def test_the_build_rule_says_which_card_goes_onto_which() -> None:
    """By suit: the same suit one rank lower; alternating colours: the other colour one rank lower."""
    parse = game.Card.parse
    assert Build.SAME_SUIT.allows(parse("8S"), parse("7S"))
    assert not Build.SAME_SUIT.allows(parse("8S"), parse("7H"))
    assert Build.ALTERNATE_COLOURS.allows(parse("8S"), parse("7H"))
    assert Build.ALTERNATE_COLOURS.allows(parse("8D"), parse("7C"))
    assert not Build.ALTERNATE_COLOURS.allows(parse("8S"), parse("7S"))
    assert not Build.ALTERNATE_COLOURS.allows(parse("8S"), parse("7C"))
    assert not Build.ALTERNATE_COLOURS.allows(parse("8H"), parse("6S"))
    assert game.RULES["alternate-colours-down"] == "On a column a card must be the other colour and one rank lower."


def test_freecell_builds_down_in_alternating_colours() -> None:
    """A red card goes onto a black one a rank higher; the same suit or colour is refused, by its rule."""
    g = position("freecell", {"column-1": "8S", "column-2": "7S", "column-3": "7C", "column-4": "7H"},
                 fillers=("column-5", "column-6", "column-7", "column-8"))  # fmt: skip
    refused(g, "alternate-colours-down", lambda: g.move("column-2", "column-1"))
    refused(g, "alternate-colours-down", lambda: g.move("column-3", "column-1"))
    g.move("column-4", "column-1")
    assert cards(g, "column-1") == "8S 7H"
    assert set(g.targets("column-3")) == {"column-4", *CELLS}  # not onto the 7H, into the emptied column


def test_bakers_game_builds_down_by_suit() -> None:
    """Baker's Game refuses the other colour, which FreeCell takes."""
    g = position("bakers-game", {"column-1": "8S", "column-2": "7S", "column-3": "7H"},
                 fillers=("column-5", "column-6", "column-7", "column-8"))  # fmt: skip
    refused(g, "same-suit-down", lambda: g.move("column-3", "column-1"))
    g.move("column-2", "column-1")
    assert cards(g, "column-1") == "8S 7S"


@pytest.mark.parametrize(
    ("name", "rule"), [("freecell", None), ("bakers-game", None), ("seahaven-towers", "king-only")]
)
def test_what_an_empty_column_takes(name: str, rule: str | None) -> None:
    """FreeCell and Baker's Game take any card into an empty column; Seahaven Towers only a king."""
    fillers = ("column-5", "column-6", "column-7")
    g = position(name, {"column-1": "", "column-2": "5H", "column-3": "KS"}, fillers=fillers)
    if rule is None:
        g.move("column-2", "column-1")
        assert cards(g, "column-1") == "5H"
    else:
        refused(g, rule, lambda: g.move("column-2", "column-1"))
        g.move("column-3", "column-1")
        assert cards(g, "column-1") == "KS"


def test_seahaven_towers_takes_a_king_with_its_run_into_an_empty_column() -> None:
    """A king heading a run of its suit enters an empty column with the run, by the group formula."""
    fillers = tuple(f"column-{n}" for n in range(3, 11))
    g = position("seahaven-towers", {"column-1": "", "column-2": "2C KS QS JS", "cell-1": "9D"}, fillers=fillers)
    g.move("column-2", "column-1", count=3)
    assert cards(g, "column-1") == "KS QS JS"


# Groups


def freecell_run() -> game.Game:
    """FreeCell: a run 9S 8H 7C 6D 5S 4H in column 1 under a 2C, a 10H to take it, two columns left empty."""
    return position("freecell", {"column-1": "2C 9S 8H 7C 6D 5S 4H", "column-2": "10H", "column-3": "", "column-4": ""},
                    fillers=("column-5", "column-6", "column-7", "column-8"))  # fmt: skip


def test_a_run_of_alternating_colours_moves_by_the_group_formula() -> None:
    """(free cells + 1) × 2^(empty columns): 4 cells and 2 empty columns move 20; into an empty column, 10."""
    g = freecell_run()
    assert g.liftable("column-1", index=1) == 6
    g.move("column-1", "column-2", count=6)
    assert cards(g, "column-2") == "10H 9S 8H 7C 6D 5S 4H"


def test_a_group_larger_than_the_formula_allows_is_refused() -> None:
    """With every cell full and no empty column but the target, one card moves at a time."""
    g = position("freecell", {"column-1": "2C 9S 8H 7C", "column-2": "10H", "cell-1": "3C", "cell-2": "3D",
                              "cell-3": "3H", "cell-4": "3S"},
                 fillers=("column-3", "column-4", "column-5", "column-6", "column-7", "column-8"))  # fmt: skip
    refused(g, "group-too-large", lambda: g.move("column-1", "column-2", count=3))
    refused(g, "not-a-run", lambda: g.move("column-1", "column-2", count=4))
    assert g.targets("column-1", 3) == []


def test_a_freecell_save_round_trips() -> None:
    """A FreeCell game with moves saves and loads with the same position and history."""
    g = game.new_game("FC1-MS-1")
    g.move("column-1", "cell-3")
    text = g.to_json()
    assert (json.loads(text)["game"], json.loads(text)["cells"]) == ("freecell", 4)
    loaded = game.load_game(text)
    assert (dict(loaded.piles), loaded.moves, loaded.code) == (dict(g.piles), 1, "FC1-MS-1")
