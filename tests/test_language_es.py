"""Spanish (SPEC §19): the board description, card names, plural forms and the choice of language."""

from __future__ import annotations

import pytest

import game
from game.i18n import catalogue, pick_language, plural_category
from tests.support.helpers import SEED_DEAL, ft, ft_near_won, refused

SPANISH = catalogue("es")


def test_the_seed_deal_is_described_in_spanish() -> None:
    """Stock and waste, the eight foundations, then the columns bottom to top, with Spanish card names."""
    text = game.describe(ft(SEED_DEAL), "es")
    assert text.startswith(
        "Mazo: 64 cartas; descarte vacío. Base 1: vacía, base 2: vacía, base 3: vacía, base 4: vacía, base 5:"
        " vacía, base 6: vacía, base 7: vacía, base 8: vacía. Columna 1: as de diamantes, 3 de picas, rey de"
        " corazones, 2 de corazones; columna 2: jota de tréboles, 3 de corazones,"
    )
    assert "columna 6: rey de tréboles, jota de picas, 8 de picas, reina de picas;" in text
    assert text.endswith("columna 10: 5 de diamantes, 9 de tréboles, 2 de picas, 10 de tréboles.")


def test_a_played_forty_thieves_position_names_the_waste_top_card_and_empty_piles() -> None:
    """A waste of two cards shows its count and top card; feminine piles read "vacía", the masculine waste "vacío"."""
    g = ft({"column-1": "2S AS", "column-2": "KD", "column-3": "AH"})
    g.move("column-1", "foundation-1")
    g.move("column-1", "foundation-1")
    g.move("column-3", "foundation-2")
    g.draw()
    text = game.describe(g, "es")
    assert text.startswith(
        "Mazo: 99 cartas; descarte: 1 carta, carta de arriba: "
        f"{SPANISH.card(g.piles['waste'][-1])}. Base 1: 2 de picas, base 2: as de corazones, base 3: vacía,"
    )
    assert "Columna 1: vacía; columna 2: rey de diamantes; columna 3: vacía;" in text
    g.draw()
    assert game.describe(g, "es").startswith("Mazo: 98 cartas; descarte: 2 cartas, carta de arriba: ")
    assert game.describe(ft_near_won(), "es").startswith(
        "Mazo: vacío; descarte vacío. Base 1: rey de picas, base 2: rey de corazones,"
    )


def test_an_eight_off_position_describes_foundations_free_cells_and_columns() -> None:
    """Eight Off has no stock: the foundations, the free cells, then the columns; an empty column ends it."""
    placed = {"foundation-4": ["AC", "2C"], "cell-1": ["KS"], "cell-2": ["AH"]}
    used = {card for cards in placed.values() for card in cards}
    rest = [str(card) for card in game.cards.new_deck() if str(card) not in used]
    columns = {f"column-{number}": rest[number - 1 :: 7] for number in range(1, 8)}
    text = game.describe(game.from_layout("eight-off", placed | columns, cells=4), "es")
    assert text.startswith("Base 1: vacía, base 2: vacía, base 3: vacía, base 4: 2 de tréboles. ")
    assert (
        "Celda libre 1: rey de picas, celda libre 2: as de corazones, celda libre 3: vacía, celda libre 4: vacía."
        in (text)
    )
    assert "Columna 1: as de picas, 8 de picas," in text
    assert text.endswith("columna 8: vacía.")
    assert "mazo" not in text.lower()


@pytest.mark.parametrize(
    ("card", "name"),
    [
        ("AS", "as de picas"),
        ("7H", "7 de corazones"),
        ("10D", "10 de diamantes"),
        ("JC", "jota de tréboles"),
        ("QD", "reina de diamantes"),
        ("KH", "rey de corazones"),
        ("2C", "2 de tréboles"),
    ],
)
def test_card_names_are_rank_de_suit(card: str, name: str) -> None:
    """As, jota, reina and rey by name, number cards by digit, then "de" and the suit in the plural."""
    assert SPANISH.card(game.Card.parse(card)) == name


@pytest.mark.parametrize(
    ("count", "text", "category"),
    [
        (0, "0 cartas", "other"),
        (1, "1 carta", "one"),
        (2, "2 cartas", "other"),
        (5, "5 cartas", "other"),
        (22, "22 cartas", "other"),
        (25, "25 cartas", "other"),
        (104, "104 cartas", "other"),
        (1_000_000, "1.000.000 de cartas", "many"),
        (1_000_001, "1.000.001 cartas", "other"),
    ],
)
def test_card_counts_take_the_spanish_plural_forms(count: int, text: str, category: str) -> None:
    """One card is singular; 0 and every other count plural; a whole number of millions takes "de" (CLDR many)."""
    assert plural_category("es", count) == category
    assert SPANISH.cards(count) == text


@pytest.mark.parametrize(
    ("count", "moves", "cells"),
    [
        (0, "0 movimientos", "0 celdas libres"),
        (1, "1 movimiento", "1 celda libre"),
        (2, "2 movimientos", "2 celdas libres"),
        (5, "5 movimientos", "5 celdas libres"),
        (22, "22 movimientos", "22 celdas libres"),
        (25, "25 movimientos", "25 celdas libres"),
        (2_000_000, "2.000.000 de movimientos", "2.000.000 de celdas libres"),
    ],
)
def test_moves_and_free_cells_agree_with_their_count(count: int, moves: str, cells: str) -> None:
    """The move counter and the free cells follow the same three forms as the cards."""
    assert SPANISH.text("moves-count", count=count) == moves
    assert SPANISH.text("free-cells", count=count) == cells


def test_a_run_names_its_first_card_and_counts_the_rest() -> None:
    """A run held or moved together: its first card and how many more, singular for one."""
    assert SPANISH.text("card-and-more", card="9 de tréboles", count=1) == "9 de tréboles y 1 carta más"
    assert SPANISH.text("card-and-more", card="9 de tréboles", count=5) == "9 de tréboles y 5 cartas más"


def test_a_refused_move_is_explained_in_spanish() -> None:
    """The rule that refuses a move has its Spanish reminder, in the terms of the rules pages."""
    g = ft({"column-1": "7S", "column-2": "8H"})
    error = refused(g, "same-suit-down", lambda: g.move("column-1", "column-2"))
    assert SPANISH.rule(error.rule) == (
        "En una columna, una carta solo va sobre otra del mismo palo y de valor inmediatamente superior."
    )


def test_numbers_dates_and_percentages_are_written_the_spanish_way() -> None:
    """A decimal comma, a space before %, and "día de mes" with the month in lower case."""
    assert SPANISH.text("decimal", whole=8, tenth=7) == "8,7"
    assert SPANISH.text("percent", value="8,7") == "8,7\u00a0%"
    assert SPANISH.text("date", day=1, month=SPANISH.text("month-12")) == "1 de diciembre"


@pytest.mark.parametrize(
    "preferred",
    [["es-ES"], ["es-MX", "en"], ["es-419"], ["es"], ["ca-ES", "es-ES", "en"], "ES", ["es_AR"]],
)
def test_spanish_is_picked_from_the_browser_preferences(preferred: object) -> None:
    """Spanish of any region reads Spanish; an unsupported first language (Catalan) falls through to it."""
    assert pick_language(preferred) == "es"


def test_the_language_is_named_in_spanish() -> None:
    """Settings lists Spanish by its own name."""
    assert game.i18n.LANGUAGE_NAMES["es"] == "Español"
