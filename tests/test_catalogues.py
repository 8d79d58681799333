"""Catalogue completeness: every message in every language, same placeholders, right plural forms.

This is the translator's check: `./test.sh tests/test_catalogues.py -m "not browser"`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Set

import pytest

import game
from game.i18n import CATALOGUES, LANGUAGES, PLURAL_CATEGORIES, Message, catalogue, placeholders
from game.locales import SAME_IN_EVERY_LANGUAGE

ENGLISH = CATALOGUES["en"]
OTHERS = [language for language in LANGUAGES if language != "en"]
# French typography: a narrow no-break space before ; ! ? (a text may start with it, before the sign).
FRENCH_SPACE, FRENCH_SPACED = "\u202f", ";!?"


def structure(text: str) -> tuple[int, int]:
    """The paragraphs and list items of a rules text (blank lines split paragraphs, '- ' starts an item)."""
    paragraphs = [block for block in text.split("\n\n") if block.strip()]
    items = [line for line in text.splitlines() if line.startswith("- ")]
    return len(paragraphs), len(items)


def translation_problems(language: str, messages: Mapping[str, Message], same_as_english: Set[str]) -> list[str]:
    """What a translator must fix in a catalogue: missing or extra ids, texts left in English that
    `same_as_english` does not list (or listed ones that differ), placeholders unlike English's, and
    plural forms without exactly the language's CLDR categories."""
    problems = [f"missing {message_id}" for message_id in ENGLISH if message_id not in messages]
    problems += [f"not in English: {message_id}" for message_id in messages if message_id not in ENGLISH]
    for message_id, message in messages.items():
        english = ENGLISH.get(message_id)
        if english is None:
            continue
        if language != "en" and (message == english) != (message_id in same_as_english):
            fault = "listed in SAME_AS_ENGLISH but translated" if message_id in same_as_english else "left in English"
            problems.append(f"{message_id}: {fault}")
        if isinstance(message, dict) != isinstance(english, dict):
            problems.append(f"{message_id}: plural in one language only")
            continue
        wanted = placeholders(english)
        if isinstance(message, dict):
            if tuple(message) != PLURAL_CATEGORIES[language]:
                problems.append(f"{message_id}: plural categories {tuple(message)}, not {PLURAL_CATEGORIES[language]}")
            for category, form in message.items():
                if placeholders(form) not in (wanted, wanted - {"count"} if category == "one" else wanted):
                    problems.append(f"{message_id} ({category}): placeholders {sorted(placeholders(form))}")
        elif placeholders(message) != wanted:
            problems.append(f"{message_id}: placeholders {sorted(placeholders(message))}, not {sorted(wanted)}")
    return problems


def own_english_texts(language: str) -> Set[str]:
    """The ids a language alone keeps as in English (its module's SAME_AS_ENGLISH)."""
    own: Set[str] = getattr(importlib.import_module(f"game.locales.{language}"), "SAME_AS_ENGLISH", frozenset())
    return own


def same_as_english(language: str) -> Set[str]:
    """The ids whose text reads as in English in a language: those of every language, and its own."""
    return SAME_IN_EVERY_LANGUAGE | own_english_texts(language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_passes_the_translation_check(language: str) -> None:
    """Every language has every English text, translated unless listed, with English's placeholders and its plurals."""
    assert translation_problems(language, CATALOGUES[language], same_as_english(language)) == []


@pytest.mark.parametrize("language", OTHERS)
def test_a_language_lists_only_its_own_english_texts(language: str) -> None:
    """A text every language keeps in English is listed once, in game.locales, not again by a language."""
    assert own_english_texts(language) & SAME_IN_EVERY_LANGUAGE == set()


@pytest.mark.parametrize("language", OTHERS)
def test_the_translation_check_finds_a_removed_an_english_a_misnamed_and_a_plural_fault(language: str) -> None:
    """The check is not toothless: each kind of fault, made on a real catalogue, is reported by id."""
    messages = dict(CATALOGUES[language])
    del messages["undo"]
    messages["redo"] = ENGLISH["redo"]
    messages["board-stock"] = "{card}"
    messages["cards"] = {"one": "{count}", "other": "{count}", "zero": "{count}"}
    found = "\n".join(translation_problems(language, messages, same_as_english(language)))
    for fault in ("missing undo", "redo: left in English", "board-stock: placeholders", "cards: plural categories"):
        assert fault in found


@pytest.mark.parametrize("language", LANGUAGES)
def test_messages_are_clean_text(language: str) -> None:
    """No empty text, no stray spaces at the ends, no markup: texts are shown as plain text."""
    for message_id, message in CATALOGUES[language].items():
        for form in message.values() if isinstance(message, dict) else [message]:
            bare = form.removeprefix(FRENCH_SPACE) if form[1:2] in FRENCH_SPACED else form
            assert bare.strip() == bare != "", message_id
            assert "<" not in form or message_id.startswith("code-"), message_id
            assert "  " not in form, message_id


@pytest.mark.parametrize("language", OTHERS)
def test_rules_texts_have_the_english_paragraphs_and_list_items(language: str) -> None:
    """A rules or FAQ page text keeps every paragraph and list item of the English one, so no fact is dropped."""
    for message_id, english in ENGLISH.items():
        message = CATALOGUES[language].get(message_id)
        if message_id.startswith(("rules-", "faq-")) and isinstance(english, str) and isinstance(message, str):
            assert structure(message) == structure(english), message_id


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_has_a_reminder(language: str) -> None:
    """Each rule id of the engine has its reminder, shown when a move is refused."""
    words = catalogue(language)
    for rule in game.rules.RULE_IDS:
        assert words.rule(rule)


def test_the_english_rules_mapping_is_the_catalogue() -> None:
    """game.RULES, the English reminders, come from the English catalogue: one place for each text."""
    assert {rule: ENGLISH[f"rule-{rule}"] for rule in game.rules.RULE_IDS} == game.RULES
