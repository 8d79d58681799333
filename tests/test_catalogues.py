"""Catalogue completeness (SPEC §7.4): every message in every language, same placeholders, right plural forms.

This is the translator's check: `./test.sh tests/test_catalogues.py -m "not browser"`.
"""

from __future__ import annotations

import pytest

import game
from game.i18n import CATALOGUES, LANGUAGES, PLURAL_CATEGORIES, catalogue, placeholders

ENGLISH = CATALOGUES["en"]
OTHERS = [language for language in LANGUAGES if language != "en"]


def structure(text: str) -> tuple[int, int]:
    """The paragraphs and list items of a rules text (blank lines split paragraphs, '- ' starts an item)."""
    paragraphs = [block for block in text.split("\n\n") if block.strip()]
    items = [line for line in text.splitlines() if line.startswith("- ")]
    return len(paragraphs), len(items)


@pytest.mark.parametrize("language", OTHERS)
def test_every_english_message_is_translated_and_nothing_else(language: str) -> None:
    """A language has exactly the English message ids: none missing (no silent fallback), none left over."""
    messages = CATALOGUES[language]
    assert sorted(set(ENGLISH) - set(messages)) == [], "missing"
    assert sorted(set(messages) - set(ENGLISH)) == [], "not in English"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_keeps_the_english_placeholders(language: str) -> None:
    """Each message uses the placeholders of its English original; a plural's "one" form may leave out {count}."""
    for message_id, english in ENGLISH.items():
        message = CATALOGUES[language].get(message_id)
        if message is None:
            continue
        wanted = placeholders(english)
        if isinstance(message, dict):
            assert placeholders(message) | {"count"} == wanted | {"count"}, message_id
            for category, form in message.items():
                if category != "one":
                    assert placeholders(form) == wanted, (message_id, category)
        else:
            assert placeholders(message) == wanted, message_id


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_messages_have_exactly_the_language_categories(language: str) -> None:
    """Czech and Slovak: one, few, other; English, Norwegian, Portuguese: one, other (and only plurals are dicts)."""
    for message_id, message in CATALOGUES[language].items():
        english_is_plural = isinstance(ENGLISH.get(message_id), dict)
        assert isinstance(message, dict) == english_is_plural, message_id
        if isinstance(message, dict):
            assert tuple(message) == PLURAL_CATEGORIES[language], message_id


@pytest.mark.parametrize("language", LANGUAGES)
def test_messages_are_clean_text(language: str) -> None:
    """No empty text, no stray spaces at the ends, no markup: texts are shown as plain text."""
    for message_id, message in CATALOGUES[language].items():
        for form in message.values() if isinstance(message, dict) else [message]:
            assert form.strip() == form != "", message_id
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
    """Each rule id of the engine has its reminder (SPEC §5.5)."""
    words = catalogue(language)
    for rule in game.rules.RULE_IDS:
        assert words.rule(rule)


def test_the_english_rules_mapping_is_the_catalogue() -> None:
    """game.RULES, the English reminders, come from the English catalogue: one place for each text."""
    assert {rule: ENGLISH[f"rule-{rule}"] for rule in game.rules.RULE_IDS} == game.RULES
