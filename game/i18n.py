"""Message catalogues: every text of the app by stable id, as gettext catalogues, one per language and folder.

The shared texts of a language are `game/locales/<lang>.po`; each game's own texts (those named
after it) are `game/games/<game>/locales/<lang>.po`. Each entry's `msgctxt` is the message id,
its `msgid` the English text and its `msgstr` the translation; a plural message has a
`msgid_plural` and one `msgstr[i]` per form, the form chosen by the value `count` through the
header's `Plural-Forms` expression. Counts are whole numbers, so a language has the CLDR
categories whole numbers reach, and form i is the i-th of `PLURAL_CATEGORIES[language]`.
The message `language-name` is the language's name in itself.

Reading: each catalogue is a gettext `.mo` read by `gettext.GNUTranslations`. The page ships the
`.mo` files the build compiled (tools/python_bundle.py); plain CPython, which has the `.po`
files beside this module and no `.mo`, compiles each one in memory as it imports this module
(game.po_files, which the page never imports). Either way the texts end up as `CATALOGUES`:
per language, a message id to a text with named `{placeholders}`, or to the plural forms, a dict
from CLDR category to text. There is no fallback: a missing message is an error, and
tests/test_catalogues.py checks that every language has every English message with the same
placeholders, translated and not marked fuzzy.
"""

from __future__ import annotations

import gettext
import io
import re
import string
import sys
import zipimport
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from game.cards import Card, Rank

if TYPE_CHECKING:
    import zipfile

Message = str | dict[str, str]

LANGUAGES = ("en", "cs", "sk", "nb", "pt", "fr", "de", "es", "it", "pl")
# The CLDR categories of each language for whole numbers, in the order of its plural forms: form i
# of a message is the one for PLURAL_CATEGORIES[language][i] (its .po header's Plural-Forms picks i).
PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "cs": ("one", "few", "other"),
    "sk": ("one", "few", "other"),
    "nb": ("one", "other"),
    "pt": ("one", "many", "other"),
    "fr": ("one", "many", "other"),
    "de": ("one", "other"),
    "es": ("one", "many", "other"),
    "it": ("one", "many", "other"),
    "pl": ("one", "few", "many"),
}
# How each language writes a whole number, as CLDR (and so the browsers' Intl.NumberFormat) does:
# the separator of its groups of three digits, the fewest digits a number has before it is grouped
# (Portuguese, Spanish, Italian and Polish leave 1000 whole), and its minus sign.
_NUMBER_FORMS: dict[str, tuple[str, int, str]] = {
    "en": (",", 4, "-"),
    "cs": ("\u00a0", 4, "-"),
    "sk": ("\u00a0", 4, "-"),
    "nb": ("\u00a0", 4, "\u2212"),
    "pt": ("\u00a0", 5, "-"),
    "fr": ("\u202f", 4, "-"),
    "de": (".", 4, "-"),
    "es": (".", 5, "-"),
    "it": (".", 5, "-"),
    "pl": ("\u00a0", 5, "-"),
}
GAME_FOLDER = Path(__file__).resolve().parent
NAME_ID = "language-name"
_CONTEXT_END = "\x04"  # gettext ends an entry's msgctxt with it, before its msgid
_NPLURALS = re.compile(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=(.*)")


def package_folder() -> Path | zipfile.Path:
    """This package's folder: on disk, or inside the zip it was imported from (tools/certify.py's workers)."""
    loader = sys.modules[__name__].__loader__
    if isinstance(loader, zipimport.zipimporter):
        import zipfile  # noqa: PLC0415 (only a package imported from a zip reads its catalogues there)

        return zipfile.Path(loader.archive, loader.prefix)
    return GAME_FOLDER


def catalogue_folders(game_folder: Path = GAME_FOLDER) -> list[Path]:
    """The folders of catalogues: the shared one (`locales/`), then each game's (`games/<game>/locales/`)."""
    return [game_folder / "locales", *sorted(game_folder.glob("games/*/locales"))]


def catalogue_folders_in(game_folder: Path | zipfile.Path) -> list[Path | zipfile.Path]:
    """catalogue_folders, also inside a zip: by listing folders, which a zip's paths can do."""
    games = [child / "locales" for child in (game_folder / "games").iterdir() if (child / "locales").is_dir()]
    return [game_folder / "locales", *sorted(games, key=str)]


def compiled_catalogue(path: Path | zipfile.Path) -> bytes:
    """A catalogue's `.mo` bytes: the file itself, or for a `.po` (plain CPython) compiled in memory."""
    if path.name.endswith(".mo"):
        return path.read_bytes()
    from game import po_files  # noqa: PLC0415 (only a source tree has .po files: the page never imports it)

    return po_files.compile_mo(po_files.parse(path.read_text(encoding="utf-8")))


def plural_rule(plural_forms: str) -> tuple[int, Callable[[int], int]]:
    """The number of forms and the form-choosing function of a `Plural-Forms` header value."""
    match = _NPLURALS.fullmatch(plural_forms.strip())
    if not match:
        raise ValueError(f"not a Plural-Forms value: {plural_forms!r}")
    return int(match[1]), gettext.c2py(match[2].strip().removesuffix(";"))


def read_catalogues(
    language: str, game_folder: Path | zipfile.Path | None = None
) -> tuple[dict[str, Message], Callable[[int], int]]:
    """A language's messages from each of its catalogues (`.po` if there is one, else `.mo`), and its plural rule."""
    messages: dict[str, Message] = {}
    rules: set[str] = set()
    categories = PLURAL_CATEGORIES[language]
    for folder in catalogue_folders_in(game_folder or package_folder()):
        source = folder / f"{language}.po"
        path = source if source.is_file() else folder / f"{language}.mo"
        if not path.is_file():
            continue
        translations = gettext.GNUTranslations(io.BytesIO(compiled_catalogue(path)))
        plural_forms = translations.info().get("plural-forms", "")
        if plural_rule(plural_forms)[0] != len(categories):
            raise ValueError(f"{path}: Plural-Forms {plural_forms!r} has not one form per {categories}")
        rules.add(plural_forms)
        # GNUTranslations keeps its entries as `_catalog`: "context\x04msgid" -> text, and
        # ("context\x04msgid", form) -> text for each form of a plural message.
        catalog: dict[str | tuple[str, int], str] = vars(translations)["_catalog"]
        found: dict[str, Message] = {}
        for key, text in catalog.items():
            context, separator, _ = (key if isinstance(key, str) else key[0]).partition(_CONTEXT_END)
            if not separator:
                continue  # the header
            if isinstance(key, str):
                found[context] = text
            else:
                forms = found.setdefault(context, {})
                assert isinstance(forms, dict)
                forms[categories[key[1]]] = text
        twice = sorted(found.keys() & messages.keys())
        if twice:
            raise ValueError(f"{path}: {', '.join(twice)} also in another catalogue of {language}")
        messages |= found
    if len(rules) != 1:
        raise ValueError(f"{language}: its catalogues need one Plural-Forms, not {sorted(rules)}")
    return messages, plural_rule(rules.pop())[1]


_READ = {language: read_catalogues(language) for language in LANGUAGES}
_PLURAL_RULES = {language: rule for language, (_, rule) in _READ.items()}
CATALOGUES: Mapping[str, Mapping[str, Message]] = MappingProxyType(
    {language: messages for language, (messages, _) in _READ.items()}
)
LANGUAGE_NAMES: Mapping[str, str] = MappingProxyType(
    {language: str(messages[NAME_ID]) for language, messages in CATALOGUES.items()}
)
del _READ
# Browser language subtags that mean one of ours (Norwegian "no" and Nynorsk "nn" read Bokmål).
LANGUAGE_ALIASES = {"no": "nb", "nn": "nb"}

_CARD_KINDS = {Rank.ACE: "ace", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}


def plural_category(language: str, count: int) -> str:
    """The CLDR plural category of a whole number in a language (cs 3 -> few, pl 25 -> many, fr 0 -> one)."""
    return PLURAL_CATEGORIES[language][_PLURAL_RULES[language](count)]


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
