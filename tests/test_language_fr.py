"""French (SPEC §19): the board description, card names, plural forms, the language pick and French typography."""

from __future__ import annotations

import re

import pytest

import game
from game.i18n import CATALOGUES, catalogue, pick_language, plural_category
from tests.support.helpers import SEED_DEAL, ft
from tests.support.page_app import TEXT_IDS
from ui.app import App

WORDS = catalogue("fr")
NBSP, NARROW_NBSP = "\u00a0", "\u202f"
SEMI = f"{NARROW_NBSP};"  # a narrow no-break space before ";"


def forms(message: str | dict[str, str]) -> list[str]:
    """The texts of a message: itself, or each of its plural forms."""
    return list(message.values()) if isinstance(message, dict) else [message]


def test_the_seed_deal_reads_in_french() -> None:
    """Stock, waste, the eight foundations, then each column bottom to top, in French card and pile words."""
    text = game.describe(ft(SEED_DEAL), "fr")
    assert text.startswith(
        f"Pioche{NBSP}: 64 cartes{SEMI} défausse vide. Fondation 1{NBSP}: vide, fondation 2{NBSP}: vide, fondation 3"
    )
    assert f"fondation 8{NBSP}: vide. Colonne 1{NBSP}: as de carreau, 3 de pique, roi de cœur, 2 de cœur{SEMI} " in text
    assert f"colonne 6{NBSP}: roi de trèfle, valet de pique, 8 de pique, dame de pique{SEMI}" in text
    assert text.endswith(f"colonne 10{NBSP}: 5 de carreau, 9 de trèfle, 2 de pique, 10 de trèfle.")


def test_a_forty_thieves_position_with_one_waste_card_and_empty_columns() -> None:
    """One waste card takes the singular; foundation tops and empty columns ("vide") follow."""
    g = ft({"column-1": "2H AH", "column-2": "QS", "column-3": "KD 5C"})
    g.move("column-1", "foundation-2")
    g.move("column-1", "foundation-2")
    g.draw()
    text = game.describe(g, "fr")
    top = WORDS.card(g.piles["waste"][-1])
    assert text.startswith(
        f"Pioche{NBSP}: 98 cartes{SEMI} défausse{NBSP}: 1 carte, {top} sur le dessus. Fondation 1{NBSP}: vide,"
        f" fondation 2{NBSP}: 2 de cœur, fondation 3{NBSP}: vide"
    )
    assert (
        f"Colonne 1{NBSP}: vide{SEMI} colonne 2{NBSP}: dame de pique{SEMI}"
        f" colonne 3{NBSP}: roi de carreau, 5 de trèfle{SEMI}"
        f" colonne 4{NBSP}: vide{SEMI}"
    ) in text


def test_an_eight_off_position_names_its_cells_and_has_no_stock() -> None:
    """Eight Off with 2 cells: foundations, then the two cells, then the eight columns; no pioche."""
    placed = {"foundation-3": ["AD", "2D", "3D"], "cell-1": ["JC"], "cell-2": []}
    used = {card for cards in placed.values() for card in cards}
    rest = [str(card) for card in game.cards.new_deck() if str(card) not in used]
    columns = {f"column-{number}": rest[number - 1 :: 7] for number in range(1, 8)}
    text = game.describe(game.from_layout("eight-off", placed | columns, cells=2), "fr")
    assert text.startswith(
        f"Fondation 1{NBSP}: vide, fondation 2{NBSP}: vide, fondation 3{NBSP}: 3 de carreau, fondation 4{NBSP}:"
        f" vide. Cellule 1{NBSP}: valet de trèfle, cellule 2{NBSP}: vide. Colonne 1{NBSP}: as de pique, "
    )
    assert text.endswith(f"colonne 8{NBSP}: vide.")
    assert "pioche" not in text.lower()


@pytest.mark.parametrize(
    ("card", "name"),
    [
        ("AS", "as de pique"),
        ("7H", "7 de cœur"),
        ("10C", "10 de trèfle"),
        ("JD", "valet de carreau"),
        ("QH", "dame de cœur"),
        ("KC", "roi de trèfle"),
        ("AD", "as de carreau"),
    ],
)
def test_card_names(card: str, name: str) -> None:
    """Rank, then "de" and the suit: as, roi, dame, valet{SEMI} pique, cœur, carreau, trèfle."""
    assert WORDS.card(game.Card.parse(card)) == name


@pytest.mark.parametrize(
    ("count", "cards", "moves"),
    [
        (0, "0 carte", "0 coup"),
        (1, "1 carte", "1 coup"),
        (2, "2 cartes", "2 coups"),
        (5, "5 cartes", "5 coups"),
        (22, "22 cartes", "22 coups"),
        (25, "25 cartes", "25 coups"),
        (64, "64 cartes", "64 coups"),
        (1_000_000, "1\u202f000\u202f000 de cartes", "1\u202f000\u202f000 de coups"),
        (2_000_001, "2\u202f000\u202f001 cartes", "2\u202f000\u202f001 coups"),
    ],
)
def test_plural_forms_on_real_numbers(count: int, cards: str, moves: str) -> None:
    """French counts 0 and 1 as singular, and a round million takes "de" (CLDR one, many, other)."""
    assert WORDS.cards(count) == cards
    assert WORDS.text("moves-count", count=count) == moves


def test_plural_forms_of_cells_and_runs() -> None:
    """Free cells and "and N more cards" agree with their number too."""
    assert [WORDS.text("free-cells", count=n) for n in (0, 1, 2, 8)] == [
        "0 cellule libre",
        "1 cellule libre",
        "2 cellules libres",
        "8 cellules libres",
    ]
    assert WORDS.text("card-and-more", card="9 de trèfle", count=1) == "9 de trèfle et 1 autre carte"
    assert WORDS.text("card-and-more", card="9 de trèfle", count=3) == "9 de trèfle et 3 autres cartes"
    assert [plural_category("fr", n) for n in (0, 1, 2, 25, 1_000_000)] == ["one", "one", "other", "other", "many"]


@pytest.mark.parametrize(
    ("preferred", "language"),
    [
        (["fr-FR"], "fr"),
        (["fr-CA", "en"], "fr"),
        (["fr_BE"], "fr"),
        (["x-klingon", "FR-ch"], "fr"),
        (["en", "fr"], "en"),
    ],
)
def test_french_is_picked_from_the_browser_preferences(preferred: list[str], language: str) -> None:
    """Any French region reads French{SEMI} an earlier language the app speaks still wins."""
    assert pick_language(preferred) == language


def test_the_page_boots_in_french_and_reminds_a_rule_in_french() -> None:
    """fr-FR first: the page's language, the game's name and a refused tap's reminder are French."""
    app = App({}, ["fr-FR", "en"], TEXT_IDS)
    view = app.boot("#FT1-N-AAAAAFA")
    assert view["lang"] == "fr"
    assert view["counters"]["name"] == "Quarante Voleurs"
    assert view["texts"]["undo"] == "Annuler"
    refused = app.handle({"do": "tap", "pile": "column-1", "index": None})
    assert refused["message"]["text"] == (
        "Un appui envoie une carte sur sa fondation, et seulement si la fondation l’accepte."
    )


def test_game_names_with_cells() -> None:
    """Eight Off keeps its name, with its cells in French{SEMI} Forty Thieves is Quarante Voleurs."""
    assert WORDS.text("game-with-cells", game=WORDS.text("eight-off"), cells=WORDS.text("free-cells", count=4)) == (
        "Eight Off, 4 cellules libres"
    )
    assert WORDS.text("rules-title", game=WORDS.text("forty-thieves")) == "Comment jouer à Quarante Voleurs"


@pytest.mark.parametrize("message_id", sorted(CATALOGUES["fr"]))
def test_french_typography(message_id: str) -> None:
    """No-break space before ":" and inside « », narrow no-break space before ; ? ! %, the apostrophe ’."""
    for text in forms(CATALOGUES["fr"][message_id]):
        assert "'" not in text and '"' not in text
        assert not re.search(r"[ \u202f]:|(?<!\u00a0):", text), text
        assert not re.search(r"[^\u202f][;!%]|[^\u202f\u00a0]\?", text.removeprefix("?")), text
        assert not re.search(r"«(?!\u00a0)|(?<!\u00a0)»", text), text
