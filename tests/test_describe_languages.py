"""The board description and card names in all five languages, and the plural rules."""

from __future__ import annotations

import pytest

import game
from game.i18n import catalogue, pick_language, plural_category
from tests.support.helpers import SEED_DEAL, ft

# The paragraph after the setup paragraph of seeds 000 (cs), 003 (nb) and 004 (pt), pinned word for word.
SEED_DESCRIPTIONS = {
    "cs": (
        "Dobírací balíček: 64 karet; odkládací hromádka prázdná. Základní hromádka 1: prázdná, základní "
        "hromádka 2: prázdná, základní hromádka 3: prázdná, základní hromádka 4: prázdná, základní hromádka "
        "5: prázdná, základní hromádka 6: prázdná, základní hromádka 7: prázdná, základní hromádka 8: "
        "prázdná. Sloupec 1: kárové eso, piková 3, srdcový král, srdcová 2; sloupec 2: křížový kluk, srdcová "
        "3, piková 2, srdcová 9; sloupec 3: křížová 9, srdcový kluk, srdcové eso, srdcová 8; sloupec 4: "
        "kárová 8, kárová 9, křížový král, kárová 7; sloupec 5: kárová 10, piková 9, srdcové eso, pikový "
        "kluk; sloupec 6: křížový král, pikový kluk, piková 8, piková dáma; sloupec 7: kárová 9, srdcová "
        "dáma, kárová 6, srdcová 4; sloupec 8: srdcová 9, pikové eso, křížové eso, srdcová 3; sloupec 9: "
        "křížová 6, piková 5, srdcová 7, kárová 4; sloupec 10: kárová 5, křížová 9, piková 2, křížová 10."
    ),
    "nb": (
        "Trekkbunke: 64 kort; avleggsbunken er tom. Grunnbunke 1: tom, grunnbunke 2: tom, grunnbunke 3: tom, "
        "grunnbunke 4: tom, grunnbunke 5: tom, grunnbunke 6: tom, grunnbunke 7: tom, grunnbunke 8: tom. "
        "Kolonne 1: ruteress, spar 3, hjerterkonge, hjerter 2; kolonne 2: kløverknekt, hjerter 3, spar 2, "
        "hjerter 9; kolonne 3: kløver 9, hjerterknekt, hjerteress, hjerter 8; kolonne 4: ruter 8, ruter 9, "
        "kløverkonge, ruter 7; kolonne 5: ruter 10, spar 9, hjerteress, sparknekt; kolonne 6: kløverkonge, "
        "sparknekt, spar 8, spardame; kolonne 7: ruter 9, hjerterdame, ruter 6, hjerter 4; kolonne 8: hjerter "
        "9, sparess, kløveress, hjerter 3; kolonne 9: kløver 6, spar 5, hjerter 7, ruter 4; kolonne 10: ruter "
        "5, kløver 9, spar 2, kløver 10."
    ),
    "pt": (
        "Monte de compra: 64 cartas; descarte vazio. fundação 1: vazia, fundação 2: vazia, fundação 3: vazia, "
        "fundação 4: vazia, fundação 5: vazia, fundação 6: vazia, fundação 7: vazia, fundação 8: vazia. "
        "coluna 1: ás de ouros, 3 de espadas, rei de copas, 2 de copas; coluna 2: valete de paus, 3 de copas, "
        "2 de espadas, 9 de copas; coluna 3: 9 de paus, valete de copas, ás de copas, 8 de copas; coluna 4: 8 "
        "de ouros, 9 de ouros, rei de paus, 7 de ouros; coluna 5: 10 de ouros, 9 de espadas, ás de copas, "
        "valete de espadas; coluna 6: rei de paus, valete de espadas, 8 de espadas, dama de espadas; coluna "
        "7: 9 de ouros, dama de copas, 6 de ouros, 4 de copas; coluna 8: 9 de copas, ás de espadas, ás de "
        "paus, 3 de copas; coluna 9: 6 de paus, 5 de espadas, 7 de copas, 4 de ouros; coluna 10: 5 de ouros, "
        "9 de paus, 2 de espadas, 10 de paus."
    ),
}


@pytest.mark.parametrize("language", sorted(SEED_DESCRIPTIONS))
def test_seed_example_description_matches_the_seed_exactly(language: str) -> None:
    """cs, nb and pt describe the seed deal character for character as their seed pages print it."""
    assert game.describe(ft(SEED_DEAL), language) == SEED_DESCRIPTIONS[language]


def test_slovak_description_of_the_seed_deal() -> None:
    """Slovak follows the same pattern, with Slovak words and the Slovak card names."""
    text = game.describe(ft(SEED_DEAL), "sk")
    assert text.startswith(
        "Dobíracia kôpka: 64 kariet; odkladacia kôpka prázdna. Základná kôpka 1: prázdna, základná kôpka 2: prázdna,"
    )
    assert "Stĺpec 1: kárové eso, piková 3, srdcový kráľ, srdcová 2; stĺpec 2: krížový dolník, srdcová 3," in text
    assert "stĺpec 6: krížový kráľ, pikový dolník, piková 8, piková dáma;" in text
    assert text.endswith("stĺpec 10: kárová 5, krížová 9, piková 2, krížová 10.")


def test_english_description_of_the_seed_deal() -> None:
    """English follows the same pattern."""
    text = game.describe(ft(SEED_DEAL), "en")
    assert text.startswith("Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: empty,")
    assert "Column 1: ace of diamonds, 3 of spades, king of hearts, 2 of hearts; column 2: jack of clubs," in text
    assert text.endswith("column 10: 5 of diamonds, 9 of clubs, 2 of spades, 10 of clubs.")


def played_forty_thieves() -> game.Game:
    """A Forty Thieves position with a waste of 2 cards (AS, 2S), two foundations started and empty columns."""
    g = ft({"column-1": "2S AS", "column-2": "KD", "column-3": "AH"})
    g.move("column-1", "foundation-1")
    g.move("column-1", "foundation-1")
    g.move("column-3", "foundation-2")
    g.draw()
    g.draw()
    return g


FORTY_THIEVES_PLAYED = {
    "en": (
        "Stock: 98 cards; waste: 2 cards, top card 2 of spades. Foundation 1: 2 of spades, foundation 2: ace of"
        " hearts, foundation 3: empty",
        "Column 1: empty; column 2: king of diamonds; column 3: empty;",
    ),
    "cs": (
        "Dobírací balíček: 98 karet; odkládací hromádka: 2 karty, navrchu piková 2. Základní hromádka 1: piková 2,"
        " základní hromádka 2: srdcové eso, základní hromádka 3: prázdná",
        "Sloupec 1: prázdný; sloupec 2: kárový král; sloupec 3: prázdný;",
    ),
    "sk": (
        "Dobíracia kôpka: 98 kariet; odkladacia kôpka: 2 karty, navrchu piková 2. Základná kôpka 1: piková 2,"
        " základná kôpka 2: srdcové eso, základná kôpka 3: prázdna",
        "Stĺpec 1: prázdny; stĺpec 2: kárový kráľ; stĺpec 3: prázdny;",
    ),
    "nb": (
        "Trekkbunke: 98 kort; avleggsbunken: 2 kort, øverst spar 2. Grunnbunke 1: spar 2, grunnbunke 2:"
        " hjerteress, grunnbunke 3: tom",
        "Kolonne 1: tom; kolonne 2: ruterkonge; kolonne 3: tom;",
    ),
    "pt": (
        "Monte de compra: 98 cartas; descarte: 2 cartas, no topo: 2 de espadas. fundação 1: 2 de espadas,"
        " fundação 2: ás de copas, fundação 3: vazia",
        "coluna 1: vazia; coluna 2: rei de ouros; coluna 3: vazia;",
    ),
}


@pytest.mark.parametrize("language", sorted(FORTY_THIEVES_PLAYED))
def test_forty_thieves_position_with_waste_foundations_and_empty_columns(language: str) -> None:
    """Waste count and top card, foundation tops and empty columns read naturally in every language."""
    text = game.describe(played_forty_thieves(), language)
    head, columns = FORTY_THIEVES_PLAYED[language]
    assert text.startswith(head)
    assert columns in text


def eight_off_position() -> game.Game:
    """An Eight Off position (4 cells): AC 2C on foundation 4, KS and AH in cells 1-2, cells 3-4 and column 8 empty."""
    placed = {"foundation-4": ["AC", "2C"], "cell-1": ["KS"], "cell-2": ["AH"]}
    used = {card for cards in placed.values() for card in cards}
    rest = [str(card) for card in game.cards.new_deck() if str(card) not in used]
    columns = {f"column-{number}": rest[number - 1 :: 7] for number in range(1, 8)}
    return game.from_layout("eight-off", placed | columns, cells=4)


EIGHT_OFF_CELLS = {
    "en": ("Free cell 1: king of spades, free cell 2: ace of hearts, free cell 3: empty", "column 8: empty."),
    "cs": ("Volné pole 1: pikový král, volné pole 2: srdcové eso, volné pole 3: prázdné", "sloupec 8: prázdný."),
    "sk": (
        "Voľné políčko 1: pikový kráľ, voľné políčko 2: srdcové eso, voľné políčko 3: prázdne",
        "stĺpec 8: prázdny.",
    ),
    "nb": ("Celle 1: sparkonge, celle 2: hjerteress, celle 3: tom", "kolonne 8: tom."),
    "pt": ("célula 1: rei de espadas, célula 2: ás de copas, célula 3: vazia", "coluna 8: vazia."),
}


@pytest.mark.parametrize("language", sorted(EIGHT_OFF_CELLS))
def test_eight_off_position_with_cells_foundations_and_an_empty_column(language: str) -> None:
    """Eight Off has no stock: foundations, then the cells, then the columns; an empty column ends it."""
    g = eight_off_position()
    text = game.describe(g, language)
    words = catalogue(language)
    assert text.startswith(
        words.text("board-foundation-first", number=1, contents=words.text("board-foundation-empty"))
    )
    foundations = text.split(". ")[0]
    assert foundations.endswith(words.text("board-foundation", number=4, contents=words.card(game.Card.parse("2C"))))
    cells, last_column = EIGHT_OFF_CELLS[language]
    assert cells in text
    assert text.endswith(last_column)
    assert "stock" not in text.lower()


PLURALS = {
    "en": {0: "0 cards", 1: "1 card", 2: "2 cards", 4: "4 cards", 5: "5 cards", 21: "21 cards", 64: "64 cards"},
    "cs": {0: "0 karet", 1: "1 karta", 2: "2 karty", 4: "4 karty", 5: "5 karet", 21: "21 karet", 22: "22 karet"},
    "sk": {0: "0 kariet", 1: "1 karta", 2: "2 karty", 4: "4 karty", 5: "5 kariet", 21: "21 kariet", 25: "25 kariet"},
    "nb": {0: "0 kort", 1: "1 kort", 2: "2 kort", 5: "5 kort", 21: "21 kort", 64: "64 kort"},
    "pt": {0: "0 cartas", 1: "1 carta", 2: "2 cartas", 4: "4 cartas", 22: "22 cartas", 64: "64 cartas"},
}


@pytest.mark.parametrize("language", sorted(PLURALS))
@pytest.mark.parametrize("count", [0, 1, 2, 4, 5, 21, 22, 25, 64])
def test_card_counts_use_each_language_plural_forms(language: str, count: int) -> None:
    """Czech and Slovak have three forms (1, 2-4, 5 and more, and 21 and 22 take the last); the others two.
    The languages added later have their own test modules (tests/test_language_<code>.py)."""
    words = catalogue(language)
    text = words.cards(count)
    assert text.startswith(f"{count} ")
    if count in PLURALS[language]:
        assert text == PLURALS[language][count]
    expected_category = "one" if count == 1 else "few" if language in ("cs", "sk") and count in (2, 4) else "other"
    assert plural_category(language, count) == expected_category


@pytest.mark.parametrize(
    ("card", "names"),
    [
        (
            "AD",
            {"en": "ace of diamonds", "cs": "kárové eso", "sk": "kárové eso", "nb": "ruteress", "pt": "ás de ouros"},
        ),
        ("3S", {"en": "3 of spades", "cs": "piková 3", "sk": "piková 3", "nb": "spar 3", "pt": "3 de espadas"}),
        (
            "KH",
            {
                "en": "king of hearts",
                "cs": "srdcový král",
                "sk": "srdcový kráľ",
                "nb": "hjerterkonge",
                "pt": "rei de copas",
            },
        ),
        (
            "QS",
            {
                "en": "queen of spades",
                "cs": "piková dáma",
                "sk": "piková dáma",
                "nb": "spardame",
                "pt": "dama de espadas",
            },
        ),
        (
            "JC",
            {
                "en": "jack of clubs",
                "cs": "křížový kluk",
                "sk": "krížový dolník",
                "nb": "kløverknekt",
                "pt": "valete de paus",
            },
        ),
        ("10C", {"en": "10 of clubs", "cs": "křížová 10", "sk": "krížová 10", "nb": "kløver 10", "pt": "10 de paus"}),
        (
            "AH",
            {"en": "ace of hearts", "cs": "srdcové eso", "sk": "srdcové eso", "nb": "hjerteress", "pt": "ás de copas"},
        ),
    ],
)
def test_card_names_follow_each_language_grammar(card: str, names: dict[str, str]) -> None:
    """Czech and Slovak adjectives agree with the card; Norwegian compounds court cards and aces."""
    for language, name in names.items():
        assert catalogue(language).card(game.Card.parse(card)) == name


@pytest.mark.parametrize(
    ("preferred", "language"),
    [
        (["cs-CZ", "en"], "cs"),
        (["pt-BR"], "pt"),
        (["pt-PT", "cs"], "pt"),
        (["no"], "nb"),
        (["nn-NO"], "nb"),
        (["nb"], "nb"),
        (["ja-JP", "sk"], "sk"),
        (["ja-JP", "ko"], "en"),
        (["de-AT", "fr"], "de"),
        (["fr-CA"], "fr"),
        (["pl"], "pl"),
        ([], "en"),
        ("SK", "sk"),
        ([None, 3, "x-klingon"], "en"),
    ],
)
def test_language_is_picked_from_the_browser_preferences(preferred: object, language: str) -> None:
    """The first supported tag wins; pt-BR and pt-PT give pt, no and nn give nb, anything else English."""
    assert pick_language(preferred) == language


def test_an_unknown_language_is_refused_not_replaced() -> None:
    """No silent fallback: a language without a catalogue is an error."""
    with pytest.raises(ValueError, match="no catalogue"):
        game.describe(ft(SEED_DEAL), "ja")
