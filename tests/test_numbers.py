"""Whole numbers in the texts are written each language's way (numbers as Intl writes them).

game.i18n.number_text writes them in Python, for the page's texts and game.describe; the oracle
is the browsers' own Intl.NumberFormat, run here in Node (which ./test.sh installs for the build),
in each language's locale: Portuguese is Portugal's (pt-PT), as its plural forms are.
"""

from __future__ import annotations

import json
import subprocess

from game.i18n import LANGUAGES, catalogue, number_text
from tests.test_plural_rules import INTL_LOCALES

NUMBERS = [0, 7, 42, 999, 1000, 4096, 9999, 10_000, 53_880, 123_456, 1_000_000, 2_000_001, -5, -1234, -53_880]
INTL_JS = """const [languages, numbers] = JSON.parse(process.argv[1]);
console.log(JSON.stringify(Object.fromEntries(languages.map((language) =>
  [language, numbers.map((number) => new Intl.NumberFormat(language).format(number))]))));"""


def test_whole_numbers_are_written_as_intl_writes_them_in_every_language() -> None:
    """Digit groups, their separator, the fewest digits that are grouped, and the minus sign, as Node's Intl."""
    locales = [INTL_LOCALES.get(language, language) for language in LANGUAGES]
    argument = json.dumps([locales, NUMBERS])
    result = subprocess.run(["node", "-e", INTL_JS, argument], capture_output=True, text=True, check=True)
    intl = json.loads(result.stdout)
    for language, locale in zip(LANGUAGES, locales, strict=True):
        assert [number_text(language, number) for number in NUMBERS] == intl[locale], language


def test_a_count_in_a_text_is_grouped_and_still_chooses_its_plural_form() -> None:
    """The number in "of 53 880 deals" is grouped; the plural form is chosen from the number itself."""
    assert catalogue("en").text("cards", count=53_880) == "53,880 cards"
    assert catalogue("pl").text("cards", count=22) == "22 karty"
    assert catalogue("pl").text("cards", count=10_002) == "10\u00a0002 karty"
    assert catalogue("de").text("cards", count=1) == "1 Karte"
    assert catalogue("pt").text("cards", count=2_000_000) == "2\u00a0000\u00a0000 de cartas"
    assert catalogue("pt").text("cards", count=4096) == "4096 cartas"
