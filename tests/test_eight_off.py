"""Eight Off rules, including the whole table of group moves, and its taps."""

from __future__ import annotations

from collections import Counter

import pytest

import game
from game.cards import new_deck
from game.codes import DealCode, shuffled_cards
from tests.support.helpers import RANKS, cards, refused

COLUMNS = tuple(f"column-{n}" for n in range(1, 9))
FOUNDATIONS = ("foundation-1", "foundation-2", "foundation-3", "foundation-4")


def eo(piles: dict[str, str], *, cells: int = 8, fillers: tuple[str, ...] = (), filled_cells: int = 0) -> game.Game:
    """An Eight Off position from card texts.

    The cards not given are spread over the `fillers` columns with aces on top where there are
    enough (nothing goes onto an ace), after the first `filled_cells` still-empty cells get one each.
    """
    layout = {pile: text.split() for pile, text in piles.items()}
    placed = Counter(card for texts in layout.values() for card in texts)
    rest = [str(card) for card in new_deck() if not placed[str(card)]]
    aces = [card for card in rest if card.startswith("A")]
    others = [card for card in rest if not card.startswith("A")]
    free_cells = [f"cell-{n}" for n in range(1, cells + 1) if f"cell-{n}" not in layout]
    for cell in free_cells[:filled_cells]:
        layout[cell] = [others.pop()]
    if fillers:
        for number, pile in enumerate(fillers):
            layout[pile] = others[number :: len(fillers)]
        for number, ace in enumerate(aces):
            layout[fillers[number % len(fillers)]].append(ace)
    return game.from_layout("eight-off", layout, cells=cells)


def run_of(suit: str, high: str, length: int) -> str:
    """`length` cards of one suit going down from rank `high`, as text bottom to top."""
    start = RANKS.index(high)
    return " ".join(rank + suit for rank in reversed(RANKS[start - length + 1 : start + 1]))


def dealt_deck(g: game.Game) -> list[str]:
    """The 52 cards of a coded deal in dealing order: row by row over the columns, then the leftovers."""
    rows = [str(g.piles[column][row]) for row in range(6) for column in COLUMNS]
    if g.cells == 2:
        leftovers = [*g.piles["cell-1"], *g.piles["cell-2"], g.piles["column-3"][6], g.piles["column-4"][6]]
    else:
        leftovers = [card for n in range(1, 5) for card in g.piles[f"cell-{n}"]]
    return rows + [str(card) for card in leftovers]


# Setup


@pytest.mark.parametrize("cells", [8, 4, 2])
def test_coded_deal_setup(cells: int) -> None:
    """A coded deal has its piles, columns of 6 and the leftovers in the first cells."""
    g = game.new_game(f"EO1-C{cells}-ABCDEFG")
    cell_ids = [f"cell-{n}" for n in range(1, cells + 1)]
    assert set(g.piles) == {*FOUNDATIONS, *COLUMNS, *cell_ids}
    assert all(g.piles[f] == () for f in FOUNDATIONS)
    filled = min(cells, 4)
    assert [len(g.piles[cell]) for cell in cell_ids] == [1] * filled + [0] * (cells - filled)
    extra = {"column-3", "column-4"} if cells == 2 else set()
    assert [len(g.piles[c]) for c in COLUMNS] == [7 if c in extra else 6 for c in COLUMNS]
    assert Counter(card for pile in g.piles.values() for card in pile) == Counter(new_deck())
    assert (g.cells, g.score, g.moves, g.won) == (cells, 0, 0, False)


@pytest.mark.parametrize("number", ["AAAAAAA", "ABCDEFG", "7777777", "MZ4QK2B"])
def test_same_number_same_deck_in_every_variant(number: str) -> None:
    """The cell count never changes the shuffle: the three variants deal one deck, card by card."""
    deals = {cells: game.new_game(f"EO1-C{cells}-{number}") for cells in (8, 4, 2)}
    expected = [str(card) for card in shuffled_cards(DealCode.parse(f"EO1-C8-{number}").number, 1)]
    for g in deals.values():
        assert dealt_deck(g) == expected
    eight, four, two = deals[8], deals[4], deals[2]
    for column in COLUMNS:
        assert four.piles[column] == eight.piles[column]
    for n in range(1, 5):
        assert four.piles[f"cell-{n}"] == eight.piles[f"cell-{n}"]
    assert two.piles["cell-1"] == eight.piles["cell-1"]
    assert two.piles["cell-2"] == eight.piles["cell-2"]
    assert two.piles["column-3"] == eight.piles["column-3"] + eight.piles["cell-3"]
    assert two.piles["column-4"] == eight.piles["column-4"] + eight.piles["cell-4"]
    for column in ("column-1", "column-2", "column-5", "column-6", "column-7", "column-8"):
        assert two.piles[column] == eight.piles[column]


# What moves where


def test_top_card_and_cell_cards_move() -> None:
    """The top card of a column and a card in a cell may move; a non-run never moves as a group."""
    g = eo({"column-1": "9D 5C", "column-2": "6C", "cell-1": "4C"}, fillers=COLUMNS[2:])
    g.move("column-1", "column-2")
    assert cards(g, "column-2") == "6C 5C"
    g.move("cell-1", "column-2")
    assert cards(g, "column-2") == "6C 5C 4C"
    assert g.score == 5


def test_a_non_run_does_not_move_as_a_group() -> None:
    """Two cards that are not one suit descending are refused with not-a-run, as is more than the pile."""
    g = eo({"column-1": "9D 5C", "column-2": "KC", "column-3": "10D"}, fillers=COLUMNS[3:])
    refused(g, "not-a-run", lambda: g.move("column-1", "column-3", count=2))
    refused(g, "not-a-run", lambda: g.move("column-2", "column-3", count=2))


def test_cells_and_foundations_give_only_their_top_card() -> None:
    """A cell or a foundation never gives two cards at once."""
    g = eo({"cell-1": "5C", "foundation-1": "AS 2S", "column-1": "KD"}, fillers=COLUMNS[1:])
    refused(g, "top-card-only", lambda: g.move("cell-1", "cell-2", count=2))
    refused(g, "top-card-only", lambda: g.move("foundation-1", "cell-2", count=2))


def test_same_suit_one_lower_onto_a_column() -> None:
    """7H goes only onto 8H, never onto 8D, 8S, 9H or 6H."""
    g = eo(
        {"column-1": "7H", "column-2": "8D", "column-3": "8S", "column-4": "9H", "column-5": "6H", "column-6": "8H"},
        fillers=COLUMNS[6:],
    )
    for column in ("column-2", "column-3", "column-4", "column-5"):
        refused(g, "same-suit-down", lambda column=column: g.move("column-1", column))
    g.move("column-1", "column-6")
    assert cards(g, "column-6") == "8H 7H"
    assert g.score == 0


def test_nothing_goes_onto_an_ace() -> None:
    """A column whose top card is an ace takes nothing."""
    g = eo({"column-1": "AD", "cell-1": "KD"}, fillers=COLUMNS[1:])
    refused(g, "nothing-on-ace", lambda: g.move("cell-1", "column-1"))


def test_empty_column_takes_only_a_king() -> None:
    """An empty column refuses a queen and takes a king, alone or with its run."""
    g = eo({"column-1": "9D QH", "column-2": "2H KS QS JS", "cell-1": "KD"}, fillers=COLUMNS[3:])
    refused(g, "king-only", lambda: g.move("column-1", "column-3"))
    refused(g, "king-only", lambda: g.move("column-2", "column-3", count=2))
    g.move("cell-1", "column-3")
    assert cards(g, "column-3") == "KD"
    assert g.score == 5
    g.undo()
    g.move("column-2", "column-3", count=3)
    assert cards(g, "column-3") == "KS QS JS"
    assert cards(g, "column-2") == "2H"


def test_a_cell_holds_one_card() -> None:
    """Any card enters an empty cell, none an occupied one, and never two at once."""
    g = eo({"column-1": "9D QH", "column-2": "2H KS QS", "cell-1": "5C"}, fillers=COLUMNS[2:])
    refused(g, "cell-occupied", lambda: g.move("column-1", "cell-1"))
    refused(g, "cell-occupied", lambda: g.move("column-2", "cell-2", count=2))
    g.move("column-1", "cell-2")
    g.move("cell-1", "cell-3")
    assert (cards(g, "cell-1"), cards(g, "cell-2"), cards(g, "cell-3")) == ("", "QH", "5C")
    assert g.score == 0


def test_foundations_by_suit_from_the_ace_one_card_at_a_time() -> None:
    """Each foundation takes its suit from the ace up, one card at a time."""
    g = eo({"column-1": "3S 2S", "column-2": "AS", "column-3": "AH", "column-4": "AD"}, fillers=COLUMNS[4:])
    refused(g, "foundation-order", lambda: g.move("column-1", "foundation-1"))
    refused(g, "foundation-suit", lambda: g.move("column-3", "foundation-1"))
    refused(g, "foundation-suit", lambda: g.move("column-4", "foundation-4"))
    g.move("column-2", "foundation-1")
    g.move("column-4", "foundation-3")
    refused(g, "foundation-order", lambda: g.move("column-1", "foundation-1", count=2))
    g.move("column-1", "foundation-1")
    g.move("column-1", "foundation-1")
    assert cards(g, "foundation-1") == "AS 2S 3S"
    assert g.score == 40


# Take-back


def test_foundation_card_back_to_an_empty_cell_or_accepting_column_scores_0() -> None:
    """A foundation's top card may go back to an empty cell or onto an accepting column, for 0 points."""
    g = eo({"foundation-2": "AH 2H 3H", "column-1": "4H", "cell-1": "9C"}, fillers=COLUMNS[1:])
    g.move("foundation-2", "column-1")
    assert (cards(g, "column-1"), g.score) == ("4H 3H", 0)
    g.move("foundation-2", "cell-2")
    assert (cards(g, "cell-2"), cards(g, "foundation-2"), g.score) == ("2H", "AH", 0)


def test_foundation_card_back_refused_elsewhere() -> None:
    """A foundation card never goes into an occupied cell, a refusing or empty column, or another foundation."""
    g = eo({"foundation-2": "AH 2H", "column-1": "4H", "cell-1": "9C"}, fillers=COLUMNS[2:])
    refused(g, "cell-occupied", lambda: g.move("foundation-2", "cell-1"))
    refused(g, "same-suit-down", lambda: g.move("foundation-2", "column-1"))
    refused(g, "king-only", lambda: g.move("foundation-2", "column-2"))
    refused(g, "foundation-take-back", lambda: g.move("foundation-2", "foundation-1"))


# Group moves: the whole table

# Rows: empty cells. Columns: onto a card with 0, 1, 2 empty columns; king run into an empty column
# with 1 or 2 empty columns in total (the target included). The rules' table, written out.
GROUP_TABLE = {
    0: (1, 2, 4, 1, 2),
    2: (3, 6, 12, 3, 6),
    4: (5, 10, 20, 5, 10),
    6: (7, 14, 28, 7, 14),
    8: (9, 18, 36, 9, 18),
}
TABLE_COLUMNS = (("onto", 0), ("onto", 1), ("onto", 2), ("king", 1), ("king", 2))
LONGEST_RUN = {"onto": 12, "king": 13}  # QS..AS onto KS; KS..AS into an empty column
CASES = [
    (cells, kind, empties, GROUP_TABLE[cells][index])
    for cells in GROUP_TABLE
    for index, (kind, empties) in enumerate(TABLE_COLUMNS)
]


def case_id(case: tuple[int, str, int, int]) -> str:
    """A readable id for a table cell."""
    cells, kind, empties, limit = case
    return f"{cells}cells-{kind}-{empties}emptycols-max{limit}"


def group_position(empty_cells: int, kind: str, empty_columns: int, run_length: int) -> tuple[game.Game, str]:
    """A position with a spade run on column-1 (over 2H) ready to go to column-2; returns (game, target).

    `onto`: column-2 holds KS and `empty_columns` other columns are empty. `king`: the run is headed
    by KS and column-2 is empty, with `empty_columns` empty columns in total.
    """
    if kind == "onto":
        piles = {"column-1": "2H " + run_of("S", "Q", run_length), "column-2": "KS"}
        empty = [f"column-{n}" for n in range(3, 3 + empty_columns)]
    else:
        piles = {"column-1": "2H " + run_of("S", "K", run_length)}
        empty = [f"column-{n}" for n in range(2, 2 + empty_columns)]
    fillers = tuple(c for c in COLUMNS if c not in piles and c not in empty)
    g = eo(piles, fillers=fillers, filled_cells=8 - empty_cells)
    assert sum(1 for n in range(1, 9) if not g.piles[f"cell-{n}"]) == empty_cells
    assert sum(1 for c in COLUMNS if not g.piles[c]) == empty_columns
    return g, "column-2"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_group_limit_formula_matches_the_table(case: tuple[int, str, int, int]) -> None:
    """The group size allowed in each position of the group-move table is exactly the table's number."""
    cells, kind, empties, limit = case
    g, target = group_position(cells, kind, empties, 1)
    assert g.variant.largest_group(g.piles, target) == limit


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_largest_allowed_run_moves(case: tuple[int, str, int, int]) -> None:
    """The longest run the table allows (or the longest run a deck has) moves in one action."""
    cells, kind, empties, limit = case
    length = min(limit, LONGEST_RUN[kind])
    g, target = group_position(cells, kind, empties, length)
    run = g.piles["column-1"][-length:]
    assert target in g.targets("column-1", count=length)
    g.move("column-1", target, count=length)
    assert g.piles[target][-length:] == run
    assert cards(g, "column-1") == "2H"
    assert (g.moves, g.score, len(g.undo_history)) == (1, 0, 1)


@pytest.mark.parametrize("case", [c for c in CASES if c[3] < LONGEST_RUN[c[1]]], ids=case_id)
def test_one_card_more_than_the_table_is_refused(case: tuple[int, str, int, int]) -> None:
    """A run one card longer than the table allows is refused with group-too-large."""
    cells, kind, empties, limit = case
    g, target = group_position(cells, kind, empties, limit + 1)
    assert target not in g.targets("column-1", count=limit + 1)
    refused(g, "group-too-large", lambda: g.move("column-1", target, count=limit + 1))
    refused(g, "group-too-large", lambda: g.double_tap("column-1", index=1))


def test_source_column_counts_as_occupied_when_the_move_empties_it() -> None:
    """A whole column moving onto a card does not count itself as an empty column for the formula."""
    # No free cell and no other empty column: (0 + 1) x 2^0 = 1, though column-1 would become empty.
    g = eo({"column-1": "QS JS", "column-2": "KS"}, fillers=COLUMNS[2:], filled_cells=8)
    refused(g, "group-too-large", lambda: g.move("column-1", "column-2", count=2))


def test_whole_king_column_into_an_empty_column_counts_its_source_as_occupied() -> None:
    """A king run that is its whole column, with no free cell and one empty column, may move only 1 card."""
    g = eo({"column-1": "KS QS"}, fillers=COLUMNS[2:], filled_cells=8)
    assert g.piles["column-2"] == ()
    refused(g, "group-too-large", lambda: g.move("column-1", "column-2", count=2))
    refused(g, "group-too-large", lambda: g.double_tap("column-1", index=0))


def test_any_tail_of_a_run_may_be_lifted() -> None:
    """A tail of a run lifts like the whole run: the target decides, not not-a-run."""
    g = eo({"column-1": "9D 6C 5C 4C", "column-2": "7C"}, fillers=COLUMNS[2:], filled_cells=2)
    refused(g, "same-suit-down", lambda: g.move("column-1", "column-2", count=2))
    refused(g, "not-a-run", lambda: g.move("column-1", "column-2", count=4))
    g.move("column-1", "cell-3")
    assert cards(g, "cell-3") == "4C"
    g.move("column-1", "column-2", count=2)
    assert (cards(g, "column-1"), cards(g, "column-2")) == ("9D", "7C 6C 5C")


def test_group_move_is_one_action_for_undo() -> None:
    """A run of three moves as one counted action and one undo puts all three back."""
    g = eo({"column-1": "9D 6C 5C 4C", "column-2": "7C"}, fillers=COLUMNS[2:])
    before = dict(g.piles)
    g.move("column-1", "column-2", count=3)
    assert cards(g, "column-2") == "7C 6C 5C 4C"
    assert (g.moves, len(g.undo_history)) == (1, 1)
    assert g.undo()
    assert dict(g.piles) == before
    assert not g.undo()
    assert g.redo()
    assert cards(g, "column-2") == "7C 6C 5C 4C"
    assert g.moves == 1


# No automatic moves


def test_no_automatic_moves_after_a_move() -> None:
    """Uncovering an ace or sending a card up never sends anything else to the foundations."""
    g = eo({"column-1": "2S AS KD", "column-2": "AH 2H"}, fillers=COLUMNS[2:], filled_cells=4)
    g.move("column-1", "cell-5")
    assert all(g.piles[f] == () for f in FOUNDATIONS)
    g.move("column-1", "foundation-1")
    assert cards(g, "column-1") == "2S"
    assert cards(g, "foundation-1") == "AS"
    assert (g.moves, g.score) == (2, 10)


# Win


def test_last_card_to_the_foundations_wins() -> None:
    """The game is won when all 52 cards are on the foundations."""
    suits = dict(zip(FOUNDATIONS, "SHDC", strict=True))
    full = {f: " ".join(rank + suit for rank in RANKS) for f, suit in suits.items()}
    full["foundation-1"] = " ".join(rank + "S" for rank in RANKS[:-1])
    g = eo({**full, "cell-3": "KS"})
    assert not g.won
    g.move("cell-3", "foundation-1")
    assert g.won
    assert g.score == 10
    g.undo()
    assert not g.won
    g.move("cell-3", "column-5")
    assert not g.won
    g.tap("column-5")
    assert g.won


# Scoring


def test_scoring_of_every_kind_of_move() -> None:
    """+10 onto a foundation, +5 from a cell onto a column, 0 for everything else; undo gives it back."""
    g = eo(
        {"column-1": "AS", "column-2": "9H", "column-3": "3S", "cell-1": "2S", "cell-2": "8H", "cell-3": "KD"},
        fillers=COLUMNS[4:],
    )
    script = [
        (("column-1", "foundation-1"), 10),  # column -> foundation
        (("cell-1", "foundation-1"), 20),  # cell -> foundation
        (("cell-2", "column-2"), 25),  # cell -> column: 8H on 9H
        (("cell-3", "column-1"), 30),  # cell -> empty column: KD
        (("column-2", "cell-1"), 30),  # column -> cell
        (("cell-1", "cell-2"), 30),  # cell -> cell
        (("column-2", "column-4"), 30),  # refused below: 9H is not a king
        (("foundation-1", "cell-1"), 30),  # foundation -> cell
        (("cell-1", "column-3"), 35),  # cell -> column: 2S on 3S
        (("column-3", "foundation-1"), 45),  # column -> foundation again
        (("foundation-1", "column-3"), 45),  # foundation -> column
    ]
    scores = [0]
    for route, score in script:
        if route == ("column-2", "column-4"):
            refused(g, "king-only", lambda route=route: g.move(*route))
            continue
        g.move(*route)
        assert g.score == score
        scores.append(score)
    while g.undo():
        scores.pop()
        assert g.score == scores[-1]
    assert g.score == 0


# Tap


def test_tap_sends_a_column_card_or_a_cell_card_to_its_foundation() -> None:
    """A tap sends the top card of a column or a cell card to its foundation."""
    g = eo({"column-1": "AD", "cell-2": "2D"}, fillers=COLUMNS[1:])
    assert g.tap("column-1") == game.Move("column-1", "foundation-3")
    assert g.tap("cell-2") == game.Move("cell-2", "foundation-3")
    assert g.score == 20


def test_tap_does_nothing_else() -> None:
    """A tap on a card without foundation, a run head, a foundation or the absent stock is refused."""
    g = eo({"column-1": "2H KS QS", "cell-1": "5D", "foundation-2": "AH"}, fillers=COLUMNS[1:])
    refused(g, "tap-to-foundation", lambda: g.tap("column-1"))
    refused(g, "tap-to-foundation", lambda: g.tap("cell-1"))
    refused(g, "tap-to-foundation", lambda: g.tap("column-1", index=1))
    refused(g, "foundation-drag-only", lambda: g.tap("foundation-2"))
    refused(g, "no-stock", lambda: g.tap("stock"))
    refused(g, "no-stock", g.draw)
    refused(g, "empty-pile", lambda: g.tap("cell-2"))
    refused(g, "not-a-run", lambda: g.tap("column-1", index=0))
    refused(g, "empty-pile", lambda: g.tap("column-1", index=3))


# Double tap


def test_double_tap_prefers_the_foundation() -> None:
    """A double tapped card goes to its foundation before a free cell."""
    g = eo({"column-1": "AC"}, fillers=COLUMNS[1:])
    assert g.double_tap("column-1") == game.Move("column-1", "foundation-4")


def test_double_tap_then_an_accepting_column() -> None:
    """Without a foundation, a double tap puts the card on the column that takes it, not in a cell."""
    g = eo({"cell-1": "7H", "column-4": "8H"}, fillers=COLUMNS[4:])
    assert g.double_tap("cell-1") == game.Move("cell-1", "column-4")
    assert g.score == 5


def test_double_tap_a_king_goes_to_the_leftmost_empty_column() -> None:
    """A king that no foundation takes goes to an empty column before a free cell."""
    g = eo({"column-1": "2H KS", "column-2": "QD"}, fillers=COLUMNS[4:])
    assert g.double_tap("column-1") == game.Move("column-1", "column-3")


def test_double_tap_a_non_king_skips_empty_columns_for_a_free_cell() -> None:
    """A card with no foundation and no accepting card goes finally to the leftmost free cell."""
    g = eo({"column-1": "2H 9D", "cell-1": "KS", "cell-2": "KH"}, fillers=COLUMNS[4:])
    assert g.double_tap("column-1") == game.Move("column-1", "cell-3")


def test_double_tap_with_nowhere_to_go_is_refused() -> None:
    """With no foundation, column or free cell for the card, a double tap changes nothing."""
    g = eo({"column-1": "2H 9D"}, fillers=COLUMNS[1:], filled_cells=8)
    refused(g, "no-destination", lambda: g.double_tap("column-1"))


def test_double_tap_on_a_run_head_moves_the_whole_run() -> None:
    """A double tap on the card heading a run moves the run onto the column that takes it."""
    g = eo({"column-1": "9D 6C 5C 4C", "column-2": "7C"}, fillers=COLUMNS[2:], filled_cells=2)
    assert g.double_tap("column-1", index=1) == game.Move("column-1", "column-2", 3)
    assert cards(g, "column-2") == "7C 6C 5C 4C"
    assert g.moves == 1


def test_double_tap_on_a_king_run_head_fills_an_empty_column() -> None:
    """A king-headed run goes as a whole into the leftmost empty column on a double tap."""
    g = eo({"column-1": "2H KS QS JS"}, fillers=COLUMNS[4:])
    assert g.double_tap("column-1", index=1) == game.Move("column-1", "column-2", 3)
    assert cards(g, "column-2") == "KS QS JS"


def test_double_tap_on_a_run_too_long_names_the_group_rule() -> None:
    """A run that would fit but for its length is refused with group-too-large."""
    g = eo({"column-1": "9D 6C 5C 4C", "column-2": "7C"}, fillers=COLUMNS[2:], filled_cells=7)
    refused(g, "group-too-large", lambda: g.double_tap("column-1", index=1))
    g.move("column-1", "cell-8")
    refused(g, "group-too-large", lambda: g.double_tap("column-1", index=1))
    assert g.undo()
    assert cards(g, "column-1") == "9D 6C 5C 4C"


# placement help


def test_targets_of_a_card_and_of_a_run() -> None:
    """targets() lists every pile that would take the card or the run, in pile order."""
    piles = {"column-1": "9D 6C 5C 4C", "column-2": "7C", "column-3": "KH 3C", "cell-1": "KD"}
    g = eo(piles, fillers=COLUMNS[4:], filled_cells=5)
    assert g.targets("column-1") == ["cell-7", "cell-8"]
    assert g.targets("column-1", count=3) == ["column-2"]
    assert g.targets("column-1", count=4) == []
    assert g.targets("column-3") == ["cell-7", "cell-8", "column-1"]
    assert g.targets("cell-1") == ["cell-7", "cell-8", "column-4"]
    assert g.targets("cell-7") == []
    assert g.targets("stock") == []
