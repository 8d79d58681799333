"""German (SPEC §19): the board description, card names, plural forms and the browser's choice of German."""

from __future__ import annotations

import pytest

import game
from game.i18n import catalogue, pick_language
from tests.support.helpers import SEED_DEAL, ft

GERMAN = catalogue("de")


def test_the_seed_deal_is_described_in_german() -> None:
    """Talon, Abwurfstapel, Ablagen and Reihen, with the German card names, in the §8 pattern."""
    assert game.describe(ft(SEED_DEAL), "de") == (
        "Talon: 64 Karten; Abwurfstapel leer. Ablage 1: leer, Ablage 2: leer, Ablage 3: leer, Ablage 4: leer,"
        " Ablage 5: leer, Ablage 6: leer, Ablage 7: leer, Ablage 8: leer. Reihe 1: Karo-Ass, Pik 3, Herz-König,"
        " Herz 2; Reihe 2: Kreuz-Bube, Herz 3, Pik 2, Herz 9; Reihe 3: Kreuz 9, Herz-Bube, Herz-Ass, Herz 8;"
        " Reihe 4: Karo 8, Karo 9, Kreuz-König, Karo 7; Reihe 5: Karo 10, Pik 9, Herz-Ass, Pik-Bube; Reihe 6:"
        " Kreuz-König, Pik-Bube, Pik 8, Pik-Dame; Reihe 7: Karo 9, Herz-Dame, Karo 6, Herz 4; Reihe 8: Herz 9,"
        " Pik-Ass, Kreuz-Ass, Herz 3; Reihe 9: Kreuz 6, Pik 5, Herz 7, Karo 4; Reihe 10: Karo 5, Kreuz 9, Pik 2,"
        " Kreuz 10."
    )


def test_a_played_forty_thieves_position_in_german() -> None:
    """Three cards turned up, Kreuz-Ass and Kreuz 2 on Ablage 4, and empty Reihen."""
    g = ft({"column-1": "QC", "column-3": "2C AC"})
    g.move("column-3", "foundation-4")
    g.move("column-3", "foundation-4")
    for _ in range(3):
        g.draw()
    top = GERMAN.card(g.piles["waste"][-1])
    text = game.describe(g, "de")
    assert text.startswith(
        f"Talon: 98 Karten; Abwurfstapel: 3 Karten, oben {top}. Ablage 1: leer, Ablage 2: leer, Ablage 3: leer,"
        " Ablage 4: Kreuz 2, Ablage 5: leer,"
    )
    assert "Reihe 1: Kreuz-Dame; Reihe 2: leer; Reihe 3: leer; Reihe 4: leer;" in text
    assert text.endswith("Reihe 10: leer.")


def test_an_eight_off_position_with_two_cells_in_german() -> None:
    """Eight Off with 2 free cells: no Talon, the Ablagen, then the two freie Zellen, then the Reihen."""
    placed = {"foundation-1": ["AS", "2S", "3S"], "cell-1": ["KH"]}
    used = {card for cards in placed.values() for card in cards}
    rest = [str(card) for card in game.cards.new_deck() if str(card) not in used]
    columns = {f"column-{number}": rest[number - 1 :: 7] for number in range(1, 8)}
    text = game.describe(game.from_layout("eight-off", placed | columns, cells=2), "de")
    assert text.startswith("Ablage 1: Pik 3, Ablage 2: leer, Ablage 3: leer, Ablage 4: leer. ")
    assert "Freie Zelle 1: Herz-König, freie Zelle 2: leer. Reihe 1: Pik 4, " in text
    assert text.endswith("; Reihe 8: leer.")
    assert "Talon" not in text


@pytest.mark.parametrize(
    ("card", "name"),
    [
        ("AS", "Pik-Ass"),
        ("10H", "Herz 10"),
        ("2D", "Karo 2"),
        ("JC", "Kreuz-Bube"),
        ("QH", "Herz-Dame"),
        ("KD", "Karo-König"),
    ],
)
def test_card_names_are_german(card: str, name: str) -> None:
    """Ass, Bube, Dame and König are joined to the suit; a number card is the suit and its number."""
    assert GERMAN.card(game.Card.parse(card)) == name


def test_every_card_name_starts_with_its_german_suit() -> None:
    """All 52 names begin with Pik, Herz, Karo or Kreuz, and no two cards share a name."""
    deck = game.cards.new_deck()
    names = {GERMAN.card(card) for card in deck}
    assert len(names) == 52
    for card in deck:
        assert GERMAN.card(card).startswith(GERMAN.text(f"suit-{card.suit.value}"))


@pytest.mark.parametrize(
    ("count", "cards", "moves"),
    [
        (0, "0 Karten", "0 Züge"),
        (1, "1 Karte", "1 Zug"),
        (2, "2 Karten", "2 Züge"),
        (5, "5 Karten", "5 Züge"),
        (22, "22 Karten", "22 Züge"),
        (25, "25 Karten", "25 Züge"),
        (104, "104 Karten", "104 Züge"),
    ],
)
def test_german_plurals_on_real_numbers(count: int, cards: str, moves: str) -> None:
    """German has one form for 1 and another for every other whole number, 0 included."""
    assert GERMAN.cards(count) == cards
    assert GERMAN.text("moves-count", count=count) == moves


@pytest.mark.parametrize(
    ("count", "text"),
    [(1, "8 freie Zellen, Pik-Ass und 1 weitere Karte"), (4, "8 freie Zellen, Pik-Ass und 4 weitere Karten")],
)
def test_free_cells_and_a_held_run_take_their_plural(count: int, text: str) -> None:
    """ "freie Zelle(n)" and "weitere Karte(n)" follow the count too."""
    cells = GERMAN.text("free-cells", count=8)
    run = GERMAN.text("card-and-more", card=GERMAN.card(game.Card.parse("AS")), count=count)
    assert f"{cells}, {run}" == text
    assert GERMAN.text("free-cells", count=1) == "1 freie Zelle"


def test_a_refused_move_and_a_bad_code_are_explained_in_german() -> None:
    """The rule reminder and the deal-code error name the German game and terms."""
    assert GERMAN.rule("one-card-only") == "Bei Vierzig Räuber wird immer nur eine Karte bewegt."
    assert GERMAN.text("code-game", part="XX1") == (
        "das Spiel in „XX1“ ist unbekannt: Ein Code beginnt mit FT1 (Vierzig Räuber) oder EO1 (Eight Off)"
    )


@pytest.mark.parametrize(
    ("preferred", "language"),
    [
        (["de-DE"], "de"),
        (["de-AT", "en-GB"], "de"),
        (["de_CH"], "de"),
        ("DE", "de"),
        (["x-klingon", "de-DE"], "de"),
        (["en-US", "de-DE"], "en"),
    ],
)
def test_german_browsers_get_german(preferred: object, language: str) -> None:
    """de-DE, de-AT and de-CH all read German; a language listed before German still wins."""
    assert pick_language(preferred) == language
