"""Deal codes: parsing, refusals, random codes, and golden decks that freeze the version-1 shuffle."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game
from game.cards import ordered_cards
from game.codes import NUMBER_LIMIT, DealCode, SplitMix64, decode_number, encode_number, shuffled_cards
from game.i18n import LANGUAGES, catalogue
from ui.texts import Texts

# Generated once from game.codes.shuffled_cards and pasted here: a silent change of the shuffle fails.
# Keys: (deal number, number of decks); values: the whole shuffled deck as card texts.
GOLDEN_DECKS = {
    (0, 2): (
        "3H 8C JS 6S 4H 2D 10S 7H AD 8H 10H 6S AD KC JD KH 5H 9H 5C 9S 3D QD 5D JC QS 10H "
        "8S 3D JD 2S AS 9S KC KD 4C 7D 5S 9D 6H 2H 2S 6C 3S KS AS QC JH 8D 4S 9D 5D 3H "
        "6D QD 5S 6H 8S AH 7S 7H 8H 6D 10C 4C 8C QS 2H 7D 2C 2D 9H QC 5H KH 3C 4D 7S 4H "
        "JC 3C 7C 3S 10S JH AC 2C JS KD QH 9C 4D 6C 4S AH 7C 10D AC 8D 10C 9C KS 5C QH 10D"
    ),
    (1, 2): (
        "6D 7D JS 8S KC 7H 6C 8S 6S 9S 5S 10D KH JD AD QC 10C 4H 3S 4S JS 9C JC KS 5C 3C "
        "7C AS 8C 9S 8H 9H QH 3H 6S 7H AC AH AC 6H 6D KD 3D KS JC 10H 5C 5H 2H 3C 2S 8D "
        "7S 4C 8D 2D JD 2C 9D 2S 5S 9C 5D 7S 3S 6C 2C AD 10D 4C 9D QD 4S 4H QC QD 2D 9H "
        "4D QS KC 10S 7D 6H 5H 5D AH 10C 2H KD QH 3D 8C QS 3H 8H 10H KH JH 10S JH AS 4D 7C"
    ),
    (34359738367, 2): (
        "5C 8D 10H 9H 2D AC 8S 8C 6S AD QD 5H AH KS 9H 6S 7C JH 10S 2C 3S JH QH 4S KS AC "
        "9D JS 3D KD JD 7C 4C QC 9D QH AH KC 4S 3C 5S 3S 2S 2D QS JC 2S 9S 2H 7H AS 10C "
        "7D 10H 4H 3H 3C QC 6C QS AD 7D 7S 5S KD 9C 8H 4H 2H 10S QD KH 5D 8S 9S 5C KH 10C "
        "JD JS 8D KC 6C 4D 7S 5D 8C 7H 5H 3D 10D 9C 6H 6D 4C 10D 8H 4D JC AS 6H 6D 3H 2C"
    ),
    (1234567, 2): (
        "JC 8C 10C 5H 10D 7C 3C 6S 2D 2H 2S 5D KH 10H 9D AH 8C 4C 4D QH QS 4S 3D 7C 3S 7H "
        "6D 3H JS JH 4H 8S AH 6C 4C 9S AD QC QC 6H JS QH KS 6D AC 2D 8D AD QS 5H 7H JD "
        "10S 8S 9C 7D 5S KC 10D 3D 5C 7S 3C 6S AS 2C JD 8H KH 5D 2S 3H 3S 9S 4H JC 5C 9H "
        "10H QD AS 9C 6H 4D KC 2C KD 5S 7D 6C 4S JH KS KD 9D 10C 2H QD 10S 9H 8H AC 7S 8D"
    ),
    (0, 1): (
        "8C JD 9S 2C 2H QH 6C 10S 3H AS JS 7S 9D 8S QC KD 5D 2S 3D 5S AD 6S 4C 10H 5H 8D "
        "8H AH QD 10C QS JH 3C 4H 2D 9H 3S KH AC 7C 9C 7H JC 6D KC 4S 7D 5C 6H 4D KS 10D"
    ),
    (1, 1): (
        "7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S 2H JD 5D 7D 4D 2S AH 6C KS KD 10D 10C JC "
        "10H 8C QS 4C 6S 7S AC 5S AD KC 6D QC QD QH 9H 3H 3C AS 4S 2D 8S 10S 3D 2C 9D 7C"
    ),
    (34359738367, 1): (
        "QH KS 7H 6C KH 2D AD 4D 5D 7S 5H 9S 10S AC 4C JS QS 4S 9D QC 10C JH AH 3H 8S JD "
        "AS 3S 7C 8C 10H 6S 8D 4H 2S KD 6H 3D KC 8H 10D 9H 5S 5C JC 6D 2H 7D 9C 3C QD 2C"
    ),
    (1234567, 1): (
        "7H 3C 8S AD JD 7C JS 6H AH 3S 6C 6S KH 8C 4S 4C 7S 5S KC JC QD AS 10D 3H 5H AC "
        "KD 9H 3D QS 7D 2S 6D 10C 2C 8H 5D 9D 9C 2D 10S 2H QC KS 10H 5C 9S 4D QH JH 4H 8D"
    ),
}

# Whole coded deals, pile by pile, bottom to top (generated once, pasted).
GOLDEN_DEALS = {
    "FT1-N-ABCDEFG": {
        "stock": (
            "8H 9H 2S 4S AS 5H 6C 9S KC 8H 2S KS 6H 10H 9S KH JC 7H 3H 2D AC 5D KC 9C QC 9H "
            "6S 6C 10S AH 4C 10S QS JS QH 6H 7C 4S 7S JH 8S 2C 5C KD KS QD 8D JD AC 5D 8C 7H "
            "8C AD 5C 4H 10C 7S 4H 4C 7D 10D 5S 8S"
        ),
        "waste": "",
        "foundation-1": "",
        "foundation-2": "",
        "foundation-3": "",
        "foundation-4": "",
        "foundation-5": "",
        "foundation-6": "",
        "foundation-7": "",
        "foundation-8": "",
        "column-1": "10D JD 2D QC",
        "column-2": "3C QS 6S 6D",
        "column-3": "AS QD 2C 4D",
        "column-4": "3S 7D JS AH",
        "column-5": "9D KD 10H 9D",
        "column-6": "8D 10C JC 3H",
        "column-7": "2H 9C KH 2H",
        "column-8": "5H AD 4D 3C",
        "column-9": "6D QH 3D 3D",
        "column-10": "3S 5S 7C JH",
    },
    "EO1-C2-ABCDEFG": {
        "foundation-1": "",
        "foundation-2": "",
        "foundation-3": "",
        "foundation-4": "",
        "cell-1": "3S",
        "cell-2": "10S",
        "column-1": "9H 7C 3H 6D 2C 3C",
        "column-2": "AS 8D 10H 10D 10C 9C",
        "column-3": "AC 6S 4C 9D QC 6H JH",
        "column-4": "QD 3D 5H 2D 4S KS 8S",
        "column-5": "5S 8H QS 8C 7D 4D",
        "column-6": "5D AH 9S QH 7S 6C",
        "column-7": "JD JC 2S AD 4H KH",
        "column-8": "KC 5C JS 2H 7H KD",
    },
}


# parsing


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("FT1-N-ABCDEFG", "FT1-N-ABCDEFG"),
        (" ft1-n-abcdefg ", "FT1-N-ABCDEFG"),
        ("\tEo1-c4-aaaaafa\n", "EO1-C4-AAAAAFA"),
        ("eo1-C2-7777777", "EO1-C2-7777777"),
        ("EO1-c8-qz2x5lm  ", "EO1-C8-QZ2X5LM"),
    ],
)
def test_parsing_ignores_case_and_surrounding_spaces(text: str, canonical: str) -> None:
    """A code in any case with spaces around it names the same deal, shown in upper case."""
    assert str(DealCode.parse(text)) == canonical
    g = game.new_game(text)
    assert g.code == canonical
    assert g.to_json() == game.new_game(canonical).to_json()


def test_parsed_code_parts() -> None:
    """A code names its game, its cell count (Eight Off) and its number."""
    assert DealCode.parse("FT1-N-AAAAAAB") == DealCode("forty-thieves", 1, None)
    assert DealCode.parse("EO1-C4-AAAAABA") == DealCode("eight-off", 32, 4)
    assert game.new_game("EO1-C2-AAAAAAA").cells == 2
    assert game.new_game("FT1-N-AAAAAAA").cells is None


@pytest.mark.parametrize(
    ("text", "number"),
    [("AAAAAAA", 0), ("AAAAAAB", 1), ("AAAAAA7", 31), ("AAAAABA", 32), ("BAAAAAA", 32**6), ("7777777", 32**7 - 1)],
)
def test_number_is_big_endian_base32(text: str, number: int) -> None:
    """The 7 characters are a big-endian base32 number, A=0 … 7=31, and encode back the same."""
    assert decode_number(text) == number
    assert encode_number(number) == text


def test_encode_refuses_numbers_out_of_range() -> None:
    """Numbers below 0 or from 32^7 up have no code."""
    for number in (-1, NUMBER_LIMIT, NUMBER_LIMIT * 5):
        with pytest.raises(ValueError):
            encode_number(number)


BAD_CODES = [
    # (text, the part the message must name, text the message must quote)
    ("", "three parts", ""),
    ("   ", "three parts", ""),
    ("FT1", "three parts", ""),
    ("FT1-N", "three parts", ""),
    ("FT1-N-ABCDEFG-", "three parts", ""),
    ("FT1-N-ABCDEFG-X", "three parts", ""),
    ("FT1--N-ABCDEFG", "three parts", ""),
    ("FT1-N-ABC-DEFG", "three parts", ""),
    ("-FT1-N-ABCDEFG", "three parts", ""),
    ("FT1 N ABCDEFG", "three parts", ""),
    ("FT1_N_ABCDEFG", "three parts", ""),
    ("FT1\u2010N\u2010ABCDEFG", "three parts", ""),
    ("FT1\u2013N\u2013ABCDEFG", "three parts", ""),
    ("XX1-N-ABCDEFG", "game", "XX1"),
    ("F1-N-ABCDEFG", "game", "F1"),
    ("1-N-ABCDEFG", "game", "1"),
    ("-N-ABCDEFG", "game", ""),
    ("KL1-N-ABCDEFG", "game", "KL1"),
    ("\u0415O1-C8-ABCDEFG", "game", "\u0415O1"),
    ("FT2-N-ABCDEFG", "version", "FT2"),
    ("FT-N-ABCDEFG", "version", "FT"),
    ("FT10-N-ABCDEFG", "version", "FT10"),
    ("FT01-N-ABCDEFG", "version", "FT01"),
    ("EO0-C8-ABCDEFG", "version", "EO0"),
    ("EOX-C8-ABCDEFG", "version", "EOX"),
    ("FT\u0661-N-ABCDEFG", "version", "FT\u0661"),
    ("FT1-C8-ABCDEFG", "variant", "C8"),
    ("FT1--ABCDEFG", "variant", ""),
    ("FT1-NN-ABCDEFG", "variant", "NN"),
    ("EO1-N-ABCDEFG", "variant", "N"),
    ("EO1-C3-ABCDEFG", "variant", "C3"),
    ("EO1-C-ABCDEFG", "variant", "C"),
    ("EO1-8-ABCDEFG", "variant", "8"),
    ("EO1-C08-ABCDEFG", "variant", "C08"),
    ("EO1-C16-ABCDEFG", "variant", "C16"),
    ("EO1-C\uff18-ABCDEFG", "variant", "C\uff18"),
    ("FT1-N-", "number", ""),
    ("FT1-N-ABCDEF", "number", "ABCDEF"),
    ("FT1-N-ABCDEFGH", "number", "ABCDEFGH"),
    ("FT1-N-ABCDEF0", "number", "0"),
    ("FT1-N-ABCDEF1", "number", "1"),
    ("FT1-N-ABCDEF8", "number", "8"),
    ("FT1-N-ABCDEF9", "number", "9"),
    ("FT1-N-ABC DEF", "number", "ABC DEF"),
    ("FT1-N-ABCDEF=", "number", "="),
    ("FT1-N-ABCDE==", "number", "="),
    ("FT1-N-ABCDEF\u00c9", "number", "\u00c9"),
    ("FT1-N-ABCDEF\uff21", "number", "\uff21"),
    ("FT1-N-ABCDEF\u0410", "number", "\u0410"),
    ("FT1-N-ABCDEF\x00", "number", "\x00"),
    ("FT1-N-ABCDEF\U0001f0a1", "number", "\U0001f0a1"),
    ("EO1-C8-AAAAAAAAAAAAAA", "number", "AAAAAAAAAAAAAA"),
]


@pytest.mark.parametrize(("text", "part", "quoted"), BAD_CODES)
def test_malformed_codes_are_refused_naming_the_wrong_part(text: str, part: str, quoted: str) -> None:
    """Every malformed code gets BadCode whose message names the wrong part and quotes it."""
    with pytest.raises(game.BadCode) as info:
        DealCode.parse(text)
    message = str(info.value)
    assert part in message
    assert quoted.upper() in message
    with pytest.raises(game.BadCode):
        game.new_game(text)


@pytest.mark.parametrize("text", ["FT1-N-AAAAAA\u0131", "FT1-N-AAAAA\u00df", "ft1-n-aaaaaa\u017f", "\ufb00-N-AAAAAAA"])
def test_non_ascii_letters_are_not_folded_into_a_code(text: str) -> None:
    """Letters outside ASCII never turn into code characters by case folding (dotless i, sharp s, long s)."""
    with pytest.raises(game.BadCode):
        DealCode.parse(text)


@pytest.mark.parametrize("value", [None, 0, 1234567, 1.5, True, b"FT1-N-ABCDEFG", ["FT1", "N", "ABCDEFG"], {}, ()])
def test_codes_that_are_not_text_are_refused(value: object) -> None:
    """Values other than text get BadCode saying a code is text."""
    with pytest.raises(game.BadCode, match="text"):
        DealCode.parse(value)
    with pytest.raises(game.BadCode):
        game.new_game(value)  # type: ignore[arg-type]


def test_bad_code_is_a_value_error() -> None:
    """BadCode is a ValueError, as the engine contract says."""
    assert issubclass(game.BadCode, ValueError)


CODE_PATTERN = re.compile(r"(FT1-N|EO1-C[842])-[A-Z2-7]{7}")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=20) | st.from_regex(r"\s*[a-zA-Z]{2}\d-[a-zA-Z]?\d?-[a-zA-Z0-9]{5,8}\s*", fullmatch=True))
def test_any_text_parses_or_gets_bad_code(text: str) -> None:
    """Any text is either a valid code (and round-trips) or BadCode, never another exception."""
    try:
        code = DealCode.parse(text)
    except game.BadCode as error:
        assert str(error)
        return
    assert CODE_PATTERN.fullmatch(str(code))
    assert DealCode.parse(str(code)) == code


# random codes


@pytest.mark.parametrize(
    ("game_name", "cells", "pattern"),
    [
        ("forty-thieves", 8, r"FT1-N-[A-Z2-7]{7}"),
        ("eight-off", 8, r"EO1-C8-[A-Z2-7]{7}"),
        ("eight-off", 4, r"EO1-C4-[A-Z2-7]{7}"),
        ("eight-off", 2, r"EO1-C2-[A-Z2-7]{7}"),
    ],
)
def test_random_codes_have_the_code_format(game_name: str, cells: int, pattern: str) -> None:
    """Random codes are canonical codes of the asked game and variant, and vary."""
    codes = {game.random_code(game_name, cells=cells) for _ in range(200)}
    assert all(re.fullmatch(pattern, code) for code in codes)
    assert len(codes) > 190
    assert all(game.new_game(code).code == code for code in list(codes)[:5])


def test_random_code_draws_the_whole_range_from_the_os(monkeypatch: pytest.MonkeyPatch) -> None:
    """The number is the low 35 bits of 5 bytes of os.urandom: its extremes give AAAAAAA and 7777777."""
    asked = []

    def fixed_bytes(value: int) -> object:
        """An os.urandom stand-in returning `value` repeated, noting how many bytes were asked for."""

        def urandom(size: int) -> bytes:
            asked.append(size)
            return bytes([value]) * size

        return urandom

    monkeypatch.setattr(game.codes.os, "urandom", fixed_bytes(0))
    assert game.random_code("forty-thieves") == "FT1-N-AAAAAAA"
    monkeypatch.setattr(game.codes.os, "urandom", fixed_bytes(0xFF))
    assert game.random_code("eight-off", cells=4) == "EO1-C4-7777777"
    monkeypatch.setattr(game.codes.os, "urandom", fixed_bytes(0x80))
    assert game.codes.random_number() == int.from_bytes(b"\x80" * 5, "big") % 32**7
    assert asked == [5, 5, 5]


def test_random_code_refuses_unknown_games_and_cells() -> None:
    """Only the two games and the 8, 4 or 2 cells of Eight Off have random codes."""
    for call in (lambda: game.random_code("klondike"), lambda: game.random_code("eight-off", cells=3)):
        with pytest.raises(ValueError):
            call()


# the version-1 shuffle


def test_splitmix64_matches_the_reference_implementation() -> None:
    """SplitMix64 gives the outputs of the reference C code (Vigna) for seeds 1234567 and 0."""
    generator = SplitMix64(1234567)
    assert [generator.next() for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]
    generator = SplitMix64(0)
    assert [generator.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_uniform_draw_rejects_the_biased_top_of_the_range() -> None:
    """below(n) draws again for outputs at or above 2^64 - (2^64 mod n), then takes the output mod n."""

    class Scripted(SplitMix64):
        """A generator that returns fixed outputs."""

        def __init__(self, outputs: list[int]) -> None:
            super().__init__(0)
            self.outputs = outputs

        def next(self) -> int:
            """The next scripted output."""
            return self.outputs.pop(0)

    top = 2**64 - 1  # 2^64 mod 3 == 1, so 2^64 - 1 is the first rejected output for n = 3
    assert Scripted([top, 7]).below(3) == 1
    assert Scripted([top - 1]).below(3) == (top - 1) % 3
    assert Scripted([top]).below(2) == 1  # 2^64 mod 2 == 0: nothing is rejected
    assert Scripted([5]).below(1) == 0


@pytest.mark.parametrize(("number", "decks"), sorted(GOLDEN_DECKS))
def test_golden_shuffled_decks(number: int, decks: int) -> None:
    """The version-1 shuffle of these numbers is frozen, card by card."""
    deck = " ".join(str(card) for card in shuffled_cards(number, decks))
    assert deck == GOLDEN_DECKS[number, decks]
    assert sorted(deck.split()) == sorted(str(card) for card in ordered_cards(decks))


@pytest.mark.parametrize("code", sorted(GOLDEN_DEALS))
def test_golden_whole_deals(code: str) -> None:
    """A coded deal puts every card on the same pile forever."""
    g = game.new_game(code)
    assert {pile: " ".join(map(str, cards)) for pile, cards in g.piles.items()} == GOLDEN_DEALS[code]


@pytest.mark.parametrize("number", ["AAAAAAA", "AAAAAAB", "7777777"])
def test_coded_deals_deal_the_golden_decks(number: str) -> None:
    """FT deals its deck row by row into 10 columns and stocks the rest; EO row by row into 8, then the cells."""
    forty = game.new_game(f"FT1-N-{number}")
    deck = GOLDEN_DECKS[decode_number(number), 2].split()
    for index in range(10):
        assert [str(card) for card in forty.piles[f"column-{index + 1}"]] == deck[index:40:10]
    assert [str(card) for card in forty.piles["stock"]] == deck[40:]
    eight = game.new_game(f"EO1-C8-{number}")
    deck = GOLDEN_DECKS[decode_number(number), 1].split()
    for index in range(8):
        assert [str(card) for card in eight.piles[f"column-{index + 1}"]] == deck[index:48:8]
    assert [str(card) for n in range(1, 5) for card in eight.piles[f"cell-{n}"]] == deck[48:]


def test_variant_never_enters_the_shuffle() -> None:
    """Eight Off's three variants and the deck count alone decide the deck: same number, same deck."""
    two_cells = game.new_game("EO1-C2-7777777")
    deck = GOLDEN_DECKS[NUMBER_LIMIT - 1, 1].split()
    assert [str(card) for card in two_cells.piles["cell-1"] + two_cells.piles["cell-2"]] == deck[48:50]
    assert [str(two_cells.piles["column-3"][-1]), str(two_cells.piles["column-4"][-1])] == deck[50:52]


def test_an_unknown_game_lists_every_registered_game_with_its_prefix() -> None:
    """code-game's `{known}` comes from the registry: a game registered later is listed with no change to the text."""
    english = catalogue("en")
    with pytest.raises(game.BadCode) as info:
        DealCode.parse("XX1-N-ABCDEFG")
    standards = [game.variants_of(name)[0] for name in game.game_names()]
    message = str(info.value)
    assert info.value.reason == "game"
    assert len(standards) > 2
    for record in standards:
        assert f"{record.prefix} ({english.text(record.name_id)})" in message


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_lists_the_known_games_in_the_players_language(language: str) -> None:
    """The engine words the list in English; the page words it again, each game by its name in the player's language."""
    with pytest.raises(game.BadCode) as info:
        DealCode.parse("XX1-N-ABCDEFG")
    words = catalogue(language)
    reason = Texts(language).bad_code(info.value)
    assert "XX1" in reason and "{" not in reason
    for name in game.game_names():
        record = game.variants_of(name)[0]
        assert f"{record.prefix} ({words.text(record.name_id)})" in reason
