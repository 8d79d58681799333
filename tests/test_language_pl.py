"""Polish (SPEC §19): the board description, card names, the three plural forms and the language choice."""

from __future__ import annotations

import pytest

import game
from game.i18n import catalogue, pick_language, plural_category
from tests.support.helpers import SEED_DEAL, ft

POLISH = catalogue("pl")


def test_seed_deal_reads_in_polish() -> None:
    """The seed deal at the start: 64 cards take "karty", empty piles agree with their gender."""
    assert game.describe(ft(SEED_DEAL), "pl") == (
        "Talia: 64 karty; stos odrzuconych pusty. Stos bazowy 1: pusty, stos bazowy 2: pusty, stos bazowy 3:"
        " pusty, stos bazowy 4: pusty, stos bazowy 5: pusty, stos bazowy 6: pusty, stos bazowy 7: pusty, stos"
        " bazowy 8: pusty. Kolumna 1: as karo, 3 pik, król kier, 2 kier; kolumna 2: walet trefl, 3 kier, 2 pik,"
        " 9 kier; kolumna 3: 9 trefl, walet kier, as kier, 8 kier; kolumna 4: 8 karo, 9 karo, król trefl, 7"
        " karo; kolumna 5: 10 karo, 9 pik, as kier, walet pik; kolumna 6: król trefl, walet pik, 8 pik, dama"
        " pik; kolumna 7: 9 karo, dama kier, 6 karo, 4 kier; kolumna 8: 9 kier, as pik, as trefl, 3 kier;"
        " kolumna 9: 6 trefl, 5 pik, 7 kier, 4 karo; kolumna 10: 5 karo, 9 trefl, 2 pik, 10 trefl."
    )


def test_forty_thieves_position_with_a_waste_foundations_and_empty_columns() -> None:
    """98 cards take "kart", the waste names its count and top card, an empty column is "pusta"."""
    g = ft({"column-1": "2S AS", "column-2": "KD", "column-3": "AH"})
    g.move("column-1", "foundation-1")
    g.move("column-1", "foundation-1")
    g.move("column-3", "foundation-2")
    g.draw()
    text = game.describe(g, "pl")
    assert text.startswith(
        "Talia: 99 kart; stos odrzuconych: 1 karta, na wierzchu "
        + POLISH.card(g.piles["waste"][-1])
        + ". Stos bazowy 1: 2 pik, stos bazowy 2: as kier, stos bazowy 3: pusty,"
    )
    assert "Kolumna 1: pusta; kolumna 2: król karo; kolumna 3: pusta;" in text
    g.draw()
    assert "; stos odrzuconych: 2 karty, na wierzchu " in game.describe(g, "pl")


def test_eight_off_position_with_cells_and_an_empty_column() -> None:
    """Eight Off: foundations, then the free cells ("pusta" like "komórka"), then the columns; no stock."""
    placed = {"foundation-4": ["AC", "2C"], "cell-1": ["KS"], "cell-2": ["AH"]}
    used = {card for cards in placed.values() for card in cards}
    rest = [str(card) for card in game.cards.new_deck() if str(card) not in used]
    columns = {f"column-{number}": rest[number - 1 :: 7] for number in range(1, 8)}
    text = game.describe(game.from_layout("eight-off", placed | columns, cells=4), "pl")
    assert text.startswith(
        "Stos bazowy 1: pusty, stos bazowy 2: pusty, stos bazowy 3: pusty, stos bazowy 4: 2 trefl. Wolna"
        " komórka 1: król pik, wolna komórka 2: as kier, wolna komórka 3: pusta, wolna komórka 4: pusta."
        " Kolumna 1: as pik, 8 pik, 4 kier, walet kier,"
    )
    assert text.endswith("; kolumna 7: 7 pik, 3 kier, 10 kier, 4 karo, walet karo, 7 trefl; kolumna 8: pusta.")
    assert "talia" not in text.lower()


@pytest.mark.parametrize(
    ("card", "name"),
    [
        ("AS", "as pik"),
        ("KH", "król kier"),
        ("QD", "dama karo"),
        ("JC", "walet trefl"),
        ("10C", "10 trefl"),
        ("7H", "7 kier"),
        ("2D", "2 karo"),
    ],
)
def test_card_names_put_the_suit_after_the_card(card: str, name: str) -> None:
    """Polish names a card by its rank, then the indeclinable suit: as pik, dama karo, 10 trefl."""
    assert POLISH.card(game.Card.parse(card)) == name


CARD_COUNTS = {
    0: "0 kart",
    1: "1 karta",
    2: "2 karty",
    3: "3 karty",
    4: "4 karty",
    5: "5 kart",
    11: "11 kart",
    12: "12 kart",
    13: "13 kart",
    14: "14 kart",
    21: "21 kart",
    22: "22 karty",
    23: "23 karty",
    24: "24 karty",
    25: "25 kart",
    52: "52 karty",
    64: "64 karty",
    98: "98 kart",
    104: "104 karty",
    112: "112 kart",
}


@pytest.mark.parametrize(("count", "text"), CARD_COUNTS.items())
def test_card_counts_take_the_one_few_and_many_forms(count: int, text: str) -> None:
    """1 karta; 2-4, 22-24, 52, 64, 104 karty; 0, 5-21 (12-14 too), 25, 98, 112 kart."""
    assert POLISH.cards(count) == text


@pytest.mark.parametrize(
    ("count", "moves", "cells"),
    [
        (0, "0 ruchów", "0 wolnych komórek"),
        (1, "1 ruch", "1 wolna komórka"),
        (2, "2 ruchy", "2 wolne komórki"),
        (4, "4 ruchy", "4 wolne komórki"),
        (5, "5 ruchów", "5 wolnych komórek"),
        (8, "8 ruchów", "8 wolnych komórek"),
        (12, "12 ruchów", "12 wolnych komórek"),
        (22, "22 ruchy", "22 wolne komórki"),
        (25, "25 ruchów", "25 wolnych komórek"),
        (132, "132 ruchy", "132 wolne komórki"),
    ],
)
def test_moves_and_free_cells_agree_with_their_number(count: int, moves: str, cells: str) -> None:
    """Masculine "ruch" and feminine "wolna komórka" follow the same three categories with their own endings."""
    assert POLISH.text("moves-count", count=count) == moves
    assert POLISH.text("free-cells", count=count) == cells


def test_a_run_names_its_first_card_and_how_many_more() -> None:
    """Cards held together: one more, 2-4 more and 5 or more read differently."""
    nine = POLISH.card(game.Card.parse("9C"))
    assert POLISH.text("card-and-more", card=nine, count=1) == "9 trefl i jeszcze jedna karta"
    assert POLISH.text("card-and-more", card=nine, count=3) == "9 trefl i jeszcze 3 karty"
    assert POLISH.text("card-and-more", card=nine, count=6) == "9 trefl i jeszcze 6 kart"
    assert POLISH.text("move-to-column", cards=nine, number=3) == "9 trefl na kolumnę 3"


def test_the_categories_match_cldr_on_real_numbers() -> None:
    """The catalogue's forms are chosen by the CLDR rule the i18n module declares for Polish."""
    assert [plural_category("pl", n) for n in (1, 2, 4, 5, 12, 21, 22, 25, 0)] == [
        "one",
        "few",
        "few",
        "many",
        "many",
        "many",
        "few",
        "many",
        "many",
    ]


def test_dates_use_the_genitive_month() -> None:
    """A day of a month reads "5 grudnia", as Polish writes a date."""
    assert POLISH.text("date", day=5, month=POLISH.text("month-12")) == "5 grudnia"
    assert POLISH.text("daily-none", date=POLISH.text("date", day=1, month=POLISH.text("month-3"))) == (
        "Ta wersja nie ma rozdania dnia na 1 marca."
    )


def test_a_refused_move_is_explained_in_polish() -> None:
    """A rule reminder comes from the Polish catalogue."""
    g = ft({"column-1": "7S", "column-2": "8H"})
    with pytest.raises(game.IllegalMove) as info:
        g.move("column-1", "column-2")
    assert POLISH.rule(info.value.rule) == (
        "W kolumnie kartę kładzie się tylko na kartę tego samego koloru, starszą o jeden."
    )


@pytest.mark.parametrize("preferred", [["pl-PL"], ["pl"], ["PL_pl"], ["fy-NL", "pl-PL", "cs"], "pl-PL"])
def test_a_polish_browser_gets_polish(preferred: object) -> None:
    """pl-PL, pl and an underscore tag all choose Polish; a language we lack before it is skipped."""
    assert pick_language(preferred) == "pl"


def test_polish_names_itself() -> None:
    """Settings lists Polish in its own name."""
    assert game.i18n.LANGUAGE_NAMES["pl"] == "Polski"
