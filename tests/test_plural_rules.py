"""Each catalogue's Plural-Forms picks the form of the CLDR category the browsers' Intl.PluralRules gives.

For every language and every one of its .po files (the shared one and each game's), the header's
Plural-Forms expression, evaluated as game.i18n evaluates it (gettext.c2py), chooses form i for a
count; form i is the category PLURAL_CATEGORIES[language][i]. The oracle is Intl.PluralRules, run
here in Node (which ./test.sh installs for the build), for 0 to 200, a thousand and whole millions.
"""

from __future__ import annotations

import json
import subprocess
from functools import cache

import pytest

from game.i18n import LANGUAGES, PLURAL_CATEGORIES, catalogue_folders, plural_category, plural_rule
from game.po_files import parse

COUNTS = [*range(201), 1000, 1_000_000, 2_000_000]
# The Portuguese catalogue follows Portugal's rule, where only 1 is singular ("0 cartas") and whole
# millions are "many" ("1 000 000 de cartas"); Intl's "pt" is Brazil's, where 0 is singular too.
INTL_LOCALES = {"pt": "pt-PT"}
# Every locale asked of Intl: each language's, and Brazil's Portuguese beside Portugal's.
LOCALES = (*(INTL_LOCALES.get(language, language) for language in LANGUAGES), "pt")
INTL_JS = """const [locales, counts] = JSON.parse(process.argv[1]);
console.log(JSON.stringify(Object.fromEntries(locales.map((locale) =>
  [locale, counts.map((count) => new Intl.PluralRules(locale).select(count))]))));"""


@cache
def intl_categories() -> dict[str, list[str]]:
    """Intl.PluralRules' category of each count, by locale."""
    argument = json.dumps([list(LOCALES), COUNTS])
    result = subprocess.run(["node", "-e", INTL_JS, argument], capture_output=True, text=True, check=True)
    categories: dict[str, list[str]] = json.loads(result.stdout)
    return categories


def expected(language: str) -> list[str]:
    """The category a language's catalogue should pick for each count: Intl's, in the language's locale."""
    return intl_categories()[INTL_LOCALES.get(language, language)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_picks_the_form_intl_plural_rules_gives(language: str) -> None:
    """Each .po of the language: its Plural-Forms, evaluated, gives the form of Intl's category for every count."""
    for folder in catalogue_folders():
        path = folder / f"{language}.po"
        forms, rule = plural_rule(parse(path.read_text(encoding="utf-8")).headers["Plural-Forms"])
        assert forms == len(PLURAL_CATEGORIES[language]), path
        picked = [PLURAL_CATEGORIES[language][rule(count)] for count in COUNTS]
        wrong = [
            (count, got, want)
            for count, got, want in zip(COUNTS, picked, expected(language), strict=True)
            if got != want
        ]
        assert wrong == [], path
    assert [plural_category(language, count) for count in COUNTS] == expected(language)


def test_portuguese_is_portugal_s_rule_with_its_millions() -> None:
    """The Portuguese catalogue is Intl's pt-PT exactly: 0 is plural (as Brazil's pt would not have it),
    and whole millions are "many", with a form of their own ("1 000 000 de cartas")."""
    intl = intl_categories()
    assert (intl["pt"][0], intl["pt-PT"][0], plural_category("pt", 0)) == ("one", "other", "other")
    millions = [COUNTS.index(1_000_000), COUNTS.index(2_000_000)]
    assert {intl["pt-PT"][index] for index in millions} == {"many"}
    assert {plural_category("pt", COUNTS[index]) for index in millions} == {"many"}
    assert PLURAL_CATEGORIES["pt"] == ("one", "many", "other")
