"""Message catalogues: every text of the app by stable id, one module per language.

Each language is one module of `game.locales` (named by its code) with its `NAME`, in its own
language, and its `MESSAGES`, which map a message id to either
  - a text with named `{placeholders}`, or
  - plural forms: a dict from CLDR plural category to text, chosen by the value `count`. Counts are
    whole numbers, so a language has the categories whole numbers reach (`PLURAL_CATEGORIES`).
The engine's texts (rule reminders `rule-<id>`, card names `card-<suit>-<kind>`, board
descriptions `board-…`, deal-code errors `code-…`) and the page's texts share this one design.
There is no fallback: a missing message is an error, and tests check that every language has
every English message with the same placeholders.
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Callable, Mapping
from types import MappingProxyType

from game.cards import Card, Rank

Message = str | dict[str, str]

LANGUAGES = ("en", "cs", "sk", "nb", "pt", "fr", "de", "es", "it", "pl")


def _millions(count: int) -> bool:
    """CLDR's "many" of French, Spanish and Italian for whole numbers: a non-zero multiple of a million."""
    return count != 0 and count % 1_000_000 == 0


def _slavic_few(count: int) -> bool:
    """Polish "few": ends in 2-4 but not in 12-14 (2, 3, 4, 22, 104)."""
    return 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14


# The CLDR plural rule of each language for whole numbers: category -> test, first match wins, else the last.
_PLURAL_RULES: dict[str, tuple[tuple[str, Callable[[int], bool]], ...]] = {
    "en": (("one", lambda n: n == 1), ("other", bool)),
    "cs": (("one", lambda n: n == 1), ("few", lambda n: 2 <= n <= 4), ("other", bool)),
    "sk": (("one", lambda n: n == 1), ("few", lambda n: 2 <= n <= 4), ("other", bool)),
    "nb": (("one", lambda n: n == 1), ("other", bool)),
    "pt": (("one", lambda n: n == 1), ("other", bool)),
    "de": (("one", lambda n: n == 1), ("other", bool)),
    "fr": (("one", lambda n: n in (0, 1)), ("many", _millions), ("other", bool)),
    "es": (("one", lambda n: n == 1), ("many", _millions), ("other", bool)),
    "it": (("one", lambda n: n == 1), ("many", _millions), ("other", bool)),
    "pl": (("one", lambda n: n == 1), ("few", _slavic_few), ("many", bool)),
}
PLURAL_CATEGORIES = {language: tuple(category for category, _ in rule) for language, rule in _PLURAL_RULES.items()}
# How each language writes a whole number, as CLDR (and so the browsers' Intl.NumberFormat) does:
# the separator of its groups of three digits, the fewest digits a number has before it is grouped
# (Spanish, Italian and Polish leave 1000 whole), and its minus sign.
_NUMBER_FORMS: dict[str, tuple[str, int, str]] = {
    "en": (",", 4, "-"),
    "cs": ("\u00a0", 4, "-"),
    "sk": ("\u00a0", 4, "-"),
    "nb": ("\u00a0", 4, "\u2212"),
    "pt": (".", 4, "-"),
    "fr": ("\u202f", 4, "-"),
    "de": (".", 4, "-"),
    "es": (".", 5, "-"),
    "it": (".", 5, "-"),
    "pl": ("\u00a0", 5, "-"),
}
_MODULES = {language: importlib.import_module(f"game.locales.{language}") for language in LANGUAGES}
LANGUAGE_NAMES: Mapping[str, str] = MappingProxyType({language: module.NAME for language, module in _MODULES.items()})
CATALOGUES: Mapping[str, Mapping[str, Message]] = MappingProxyType(
    {language: module.MESSAGES for language, module in _MODULES.items()}
)
# Browser language subtags that mean one of ours (Norwegian "no" and Nynorsk "nn" read Bokmål).
LANGUAGE_ALIASES = {"no": "nb", "nn": "nb"}

_CARD_KINDS = {Rank.ACE: "ace", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}


def plural_category(language: str, count: int) -> str:
    """The CLDR plural category of a whole number in a language (cs 3 -> few, pl 25 -> many, fr 0 -> one)."""
    rule = _PLURAL_RULES[language]
    return next((category for category, test in rule[:-1] if test(count)), rule[-1][0])


def number_text(language: str, number: int) -> str:
    """A whole number as the language writes it (en 53,880; de 53.880; fr 53 880 with a narrow space; es 1000)."""
    separator, fewest_digits, minus = _NUMBER_FORMS[language]
    digits = str(abs(number))
    if len(digits) >= fewest_digits:
        digits = f"{abs(number):,}".replace(",", separator)
    return minus + digits if number < 0 else digits


def placeholders(message: Message) -> set[str]:
    """The names of the placeholders a message uses (in any of its plural forms)."""
    forms = message.values() if isinstance(message, dict) else (message,)
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


def pick_language(preferred: object) -> str:
    """The first of the browser's preferred language tags that we speak (`pt-BR` -> pt, `no` -> nb), else en."""
    tags = preferred if isinstance(preferred, (list, tuple)) else [preferred]
    for tag in tags:
        if isinstance(tag, str):
            primary = tag.strip().lower().replace("_", "-").split("-", 1)[0]
            primary = LANGUAGE_ALIASES.get(primary, primary)
            if primary in CATALOGUES:
                return primary
    return "en"


class Catalogue:
    """The texts of one language."""

    def __init__(self, language: str) -> None:
        if language not in CATALOGUES:
            raise ValueError(f"no catalogue for {language!r}; languages: {', '.join(LANGUAGES)}")
        self.language = language
        self.messages = CATALOGUES[language]

    def text(self, message_id: str, **values: object) -> str:
        """The message with its placeholders filled in (whole numbers the language's way); plural
        messages choose their form by `count`."""
        message = self.messages[message_id]
        if isinstance(message, dict):
            count = values["count"]
            if not isinstance(count, int):
                raise TypeError(f"{message_id}: count must be an int, not {count!r}")
            message = message[plural_category(self.language, count)]
        return message.format(**{name: self.number(value) for name, value in values.items()})

    def number(self, value: object) -> object:
        """A whole number written the language's way (number_text); any other value as it is."""
        return number_text(self.language, value) if type(value) is int else value

    def card(self, card: Card) -> str:
        """The card's name ("ace of diamonds", "kárové eso", "ruteress", "ás de ouros")."""
        kind = _CARD_KINDS.get(card.rank, "number")
        return self.text(f"card-{card.suit.value}-{kind}", rank=card.rank.value)

    def cards(self, count: int) -> str:
        """A number of cards with its noun in the right plural form ("1 card", "5 karet")."""
        return self.text("cards", count=count)

    def rule(self, rule_id: str) -> str:
        """The reminder of the rule that refused an action."""
        return self.text(f"rule-{rule_id}")


def catalogue(language: str) -> Catalogue:
    """The catalogue of a language (one of LANGUAGES); ValueError otherwise."""
    return _CACHE.get(language) or _CACHE.setdefault(language, Catalogue(language))


_CACHE: dict[str, Catalogue] = {}
