"""Italian (SPEC §19): the board description (§8) of both games, card names, plural forms, language choice."""

from __future__ import annotations

import pytest

import game
from game.i18n import catalogue, pick_language, plural_category
from tests.support.helpers import SEED_DEAL, ft

ITALIAN = catalogue("it")


def test_the_seed_deal_is_described_in_italian() -> None:
    """Stock, empty waste and foundations, then every column bottom to top, with Italian card names."""
    text = game.describe(ft(SEED_DEAL), "it")
    assert text.startswith(
        "Tallone: 64 carte; pila degli scarti vuota. Base 1: vuota, base 2: vuota, base 3: vuota, base 4: vuota,"
    )
    assert "base 8: vuota. Colonna 1: asso di quadri, 3 di picche, re di cuori, 2 di cuori; colonna 2:" in text
    assert "colonna 6: re di fiori, fante di picche, 8 di picche, donna di picche;" in text
    assert text.endswith("colonna 10: 5 di quadri, 9 di fiori, 2 di picche, 10 di fiori.")


def test_a_forty_thieves_position_with_one_waste_card_and_a_started_foundation() -> None:
    """One card on the waste says "1 carta"; a foundation shows its top card; emptied columns say "vuota"."""
    g = ft({"column-1": "5H AS", "column-2": "AD", "column-3": "QS"})
    g.move("column-1", "foundation-1")
    g.move("column-2", "foundation-3")
    g.draw()
    top = g.piles["waste"][-1]
    text = game.describe(g, "it")
    assert text.startswith(
        f"Tallone: 99 carte; pila degli scarti: 1 carta, in cima: {ITALIAN.card(top)}. Base 1: asso di picche,"
        " base 2: vuota, base 3: asso di quadri, base 4: vuota,"
    )
    assert "Colonna 1: 5 di cuori; colonna 2: vuota; colonna 3: donna di picche; colonna 4: vuota;" in text
    assert text.endswith("colonna 10: vuota.")


def test_an_eight_off_position_with_two_cells_lists_foundations_cells_and_columns() -> None:
    """Eight Off has no stock: the foundations, the two cells (one empty), the columns, the last one empty."""
    placed = {"foundation-2": ["AH", "2H", "3H"], "cell-1": ["JD"]}
    used = {card for cards in placed.values() for card in cards}
    rest = [str(card) for card in game.cards.new_deck() if str(card) not in used]
    columns = {f"column-{number}": rest[number - 1 :: 6] for number in range(1, 7)}
    text = game.describe(game.from_layout("eight-off", placed | columns, cells=2), "it")
    assert text.startswith(
        "Base 1: vuota, base 2: 3 di cuori, base 3: vuota, base 4: vuota. Cella libera 1: fante di quadri,"
        " cella libera 2: vuota. Colonna 1: asso di picche, 7 di picche, re di picche,"
    )
    assert "tallone" not in text.lower() and "scarti" not in text
    assert text.endswith("colonna 7: vuota; colonna 8: vuota.")


@pytest.mark.parametrize(
    ("card", "name"),
    [
        ("AS", "asso di picche"),
        ("2H", "2 di cuori"),
        ("10D", "10 di quadri"),
        ("JH", "fante di cuori"),
        ("QS", "donna di picche"),
        ("KC", "re di fiori"),
        ("AD", "asso di quadri"),
    ],
)
def test_card_names_are_italian(card: str, name: str) -> None:
    """Italian names: asso, the number, fante, donna, re, then "di" and the suit (picche, cuori, quadri, fiori)."""
    assert ITALIAN.card(game.Card.parse(card)) == name


@pytest.mark.parametrize(
    ("count", "text"),
    [
        (0, "0 carte"),
        (1, "1 carta"),
        (2, "2 carte"),
        (5, "5 carte"),
        (22, "22 carte"),
        (25, "25 carte"),
        (104, "104 carte"),
        (1_000_000, "1.000.000 di carte"),
    ],
)
def test_card_counts_take_the_italian_plural(count: int, text: str) -> None:
    """Only 1 is singular; 0 and every other number take the plural, and whole millions take "di" (CLDR many)."""
    assert ITALIAN.cards(count) == text


@pytest.mark.parametrize(
    ("count", "text", "category"),
    [
        (0, "0 celle libere", "other"),
        (1, "1 cella libera", "one"),
        (2, "2 celle libere", "other"),
        (5, "5 celle libere", "other"),
        (22, "22 celle libere", "other"),
        (2_000_000, "2.000.000 di celle libere", "many"),
    ],
)
def test_free_cell_counts_agree_noun_and_adjective(count: int, text: str, category: str) -> None:
    """ "Cella libera" changes noun and adjective together: 1 cella libera, 2 celle libere."""
    assert plural_category("it", count) == category
    assert ITALIAN.text("free-cells", count=count) == text


def test_a_run_names_its_first_card_and_counts_the_others() -> None:
    """A moved run: one more card is "un'altra carta", more are "altre N carte"."""
    assert ITALIAN.text("card-and-more", card="9 di fiori", count=1) == "9 di fiori e un'altra carta"
    assert ITALIAN.text("card-and-more", card="9 di fiori", count=2) == "9 di fiori e altre 2 carte"
    assert ITALIAN.text("moves-count", count=25) == "25 mosse"
    assert ITALIAN.text("moves-count", count=1) == "1 mossa"


def test_a_refused_move_is_explained_in_italian() -> None:
    """The reminder of the rule that refused a move comes from the Italian catalogue."""
    g = ft({"column-1": "7S", "column-2": "8H"})
    with pytest.raises(game.IllegalMove) as refusal:
        g.move("column-1", "column-2")
    assert ITALIAN.rule(refusal.value.rule) == (
        "In colonna una carta va solo su una carta dello stesso seme e di valore immediatamente superiore."
    )


@pytest.mark.parametrize(
    "preferred",
    [["it-IT"], ["it-CH", "en"], ["IT"], ["it_IT"], ["ja-JP", "it"], [None, "x-klingon", "it-SM"]],
)
def test_italian_is_picked_from_the_browser_languages(preferred: list[object]) -> None:
    """Any Italian tag (Italy, Switzerland, San Marino, any case or separator) chooses Italian."""
    assert pick_language(preferred) == "it"


def test_italian_names_itself_in_italian() -> None:
    """Settings lists the language by its own name."""
    assert game.i18n.LANGUAGE_NAMES["it"] == "Italiano"
