"""Catalogue completeness: every message in every language, translated, same placeholders, right plural forms.

This is the translator's check: `./test.sh tests/test_catalogues.py -m "not browser"`. It reads
the .po files themselves (game/locales/<lang>.po and game/games/<game>/locales/<lang>.po), so it
also sees what the app's reader leaves out: a fuzzy entry (its English changed: see
tools/catalogues.py) or an empty one.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from pathlib import Path

import pytest

import game
from game.i18n import (
    CATALOGUES,
    GAME_FOLDER,
    LANGUAGES,
    PLURAL_CATEGORIES,
    catalogue,
    catalogue_folders,
    placeholders,
)
from game.po_files import FUZZY, SAME_AS_ENGLISH, SAME_IN_EVERY_LANGUAGE, Entry, parse, write
from tools import catalogues

ENGLISH = CATALOGUES["en"]
OTHERS = [language for language in LANGUAGES if language != "en"]
# French typography: a narrow no-break space before ; ! ? (a text may start with it, before the sign).
FRENCH_SPACE, FRENCH_SPACED = "\u202f", ";!?"


def structure(text: str) -> tuple[int, int]:
    """The paragraphs and list items of a rules text (blank lines split paragraphs, '- ' starts an item)."""
    paragraphs = [block for block in text.split("\n\n") if block.strip()]
    items = [line for line in text.splitlines() if line.startswith("- ")]
    return len(paragraphs), len(items)


def entries_of(language: str, game_folder: Path = GAME_FOLDER) -> dict[str, Entry]:
    """Every entry of a language's catalogues (the shared one and each game's), by message id."""
    entries: dict[str, Entry] = {}
    for folder in catalogue_folders(game_folder):
        path = folder / f"{language}.po"
        if path.exists():
            entries |= {entry.context: entry for entry in parse(path.read_text(encoding="utf-8")).entries}
    return entries


def english_forms(entry: Entry) -> list[str]:
    """The English text of an entry: its msgid, and its msgid_plural if it has one."""
    return [entry.msgid] if entry.msgid_plural is None else [entry.msgid, entry.msgid_plural]


def entry_problems(language: str, entry: Entry, english: Entry) -> list[str]:
    """What is wrong with one translated entry."""
    message_id, problems = entry.context, []
    if FUZZY in entry.flags:
        problems.append(f"{message_id}: fuzzy (its English changed: review the translation, then remove the flag)")
    if english_forms(entry) != english_forms(english):
        problems.append(f"{message_id}: translates another English text (run python3 -m tools.catalogues update)")
    if (entry.msgid_plural is None) != (english.msgid_plural is None):
        return [*problems, f"{message_id}: plural in one language only"]
    if not entry.translated:
        return [*problems, f"{message_id}: not translated"]
    categories = PLURAL_CATEGORIES[language] if entry.msgid_plural is not None else ("",)
    if len(entry.msgstr) != len(categories):
        return [*problems, f"{message_id}: {len(entry.msgstr)} plural forms, not one per {categories}"]
    if language == "en":
        if entry.msgstr != english_forms(entry):
            problems.append(f"{message_id}: the English msgstr is not its msgid")
        return problems
    marked = SAME_IN_EVERY_LANGUAGE in english.extracted_comments or SAME_AS_ENGLISH in entry.translator_comments
    if (entry.msgstr == english.msgstr) != marked:
        fault = f"marked {SAME_AS_ENGLISH!r} but translated" if marked else "left in English"
        problems.append(f"{message_id}: {fault}")
    wanted = {name for form in english_forms(english) for name in placeholders(form)}
    for category, form in zip(categories, entry.msgstr, strict=True):
        if placeholders(form) not in (wanted, wanted - {"count"} if category == "one" else wanted):
            named = f"{message_id} ({category})" if category else message_id
            problems.append(f"{named}: placeholders {sorted(placeholders(form))}, not {sorted(wanted)}")
    return problems


def translation_problems(language: str, entries: Mapping[str, Entry], english: Mapping[str, Entry]) -> list[str]:
    """What a translator must fix in a language's catalogues: missing or extra ids, fuzzy or empty
    translations, texts left in English that are not marked so (or marked ones that differ),
    placeholders unlike English's, and plural forms not one per CLDR category of the language."""
    problems = [f"missing {message_id}" for message_id in english if message_id not in entries]
    problems += [f"not in English: {message_id}" for message_id in entries if message_id not in english]
    for message_id, entry in entries.items():
        if message_id in english:
            problems += entry_problems(language, entry, english[message_id])
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_passes_the_translation_check(language: str) -> None:
    """Every language has every English text, translated unless marked, not fuzzy, with English's placeholders."""
    assert translation_problems(language, entries_of(language), entries_of("en")) == []


# English words for different actions, which every language keeps apart: a button must say which one it does.
DIFFERENT_ACTIONS = (("Undo", "Cancel"), ("Undo", "Redo"), ("Cancel", "Close"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_different_actions_have_different_words(language: str) -> None:
    """Undo and Cancel (and Undo and Redo, Cancel and Close) are different words in every language."""
    words: dict[str, set[str]] = {}
    for entry in entries_of(language).values():
        words.setdefault(entry.msgid, set()).add(entry.msgstr[0].casefold())
    for first, second in DIFFERENT_ACTIONS:
        assert words[first] and words[second]
        assert words[first].isdisjoint(words[second]), (first, second, words[first] & words[second])


@pytest.mark.parametrize("language", OTHERS)
def test_a_language_marks_only_its_own_english_texts(language: str) -> None:
    """A text every language keeps in English is marked once, in English, not again by a language."""
    english = entries_of("en")
    for message_id, entry in entries_of(language).items():
        if SAME_AS_ENGLISH in entry.translator_comments:
            assert SAME_IN_EVERY_LANGUAGE not in english[message_id].extracted_comments, message_id


@pytest.mark.parametrize("language", OTHERS)
def test_the_translation_check_finds_every_kind_of_fault(language: str) -> None:
    """The check is not toothless: each kind of fault, made on a real catalogue, is reported by id."""
    english, entries = entries_of("en"), entries_of(language)
    del entries["undo"]
    entries["redo"].msgstr = list(english["redo"].msgstr)
    entries["board-stock"].msgstr = ["{card}"]
    entries["cards"].msgstr = ["{count}"] * (len(PLURAL_CATEGORIES[language]) + 1)
    entries["new-game"].flags.append(FUZZY)
    entries["key-undo"].msgstr = [""]
    found = "\n".join(translation_problems(language, entries, english))
    for fault in (
        "missing undo",
        "redo: left in English",
        "board-stock: placeholders",
        "cards: 4 plural forms" if len(PLURAL_CATEGORIES[language]) == 3 else "cards: 3 plural forms",
        "new-game: fuzzy",
        "key-undo: not translated",
    ):
        assert fault in found


def test_the_update_marks_a_changed_english_text_fuzzy_and_the_check_fails(tmp_path: Path) -> None:
    """On a copy of the catalogues: an English text changed, then `update`: every translation of it is
    fuzzy with the English it translated as `#| msgid`, and the translation check reports it; a new
    text is empty in every language, and a removed one is gone."""
    for folder in catalogue_folders():
        target = tmp_path / folder.relative_to(GAME_FOLDER.parent)
        shutil.copytree(folder, target)
    copy = tmp_path / "game"
    english_path = copy / "locales" / "en.po"
    english = parse(english_path.read_text(encoding="utf-8"))
    undo = english.entry("undo")
    assert undo is not None
    old_undo = undo.msgid
    undo.msgid = "Take back"
    english.entries.append(Entry("brand-new", "A new text"))
    english.entries.remove(next(entry for entry in english.entries if entry.context == "redo"))
    english_path.write_text(write(english), encoding="utf-8")
    assert len(catalogues.update(copy)) == len(LANGUAGES)
    assert catalogues.update(copy) == []
    czech = (copy / "locales" / "cs.po").read_text(encoding="utf-8")
    assert f'#, fuzzy\n#| msgid "{old_undo}"\nmsgctxt "undo"\nmsgid "Take back"\nmsgstr "Zpět"' in czech
    assert 'msgctxt "brand-new"\nmsgid "A new text"\nmsgstr ""' in czech
    assert 'msgctxt "redo"' not in czech
    for language in OTHERS:
        problems = translation_problems(language, entries_of(language, copy), entries_of("en", copy))
        assert "undo: fuzzy (its English changed: review the translation, then remove the flag)" in problems
        assert "brand-new: not translated" in problems
    assert translation_problems("en", entries_of("en", copy), entries_of("en", copy)) == []


def test_the_catalogues_are_as_the_update_writes_them(tmp_path: Path) -> None:
    """Every language is in step with English (same entries, order and comments), so `update` changes nothing."""
    for folder in catalogue_folders():
        shutil.copytree(folder, tmp_path / folder.relative_to(GAME_FOLDER.parent))
    assert catalogues.update(tmp_path / "game") == []


def test_each_game_folder_holds_exactly_the_texts_named_after_its_game() -> None:
    """A game's name, line, code error, odds, Rules sections, scoring row and its own teaching
    moments' captions are in its folder's catalogue; every other text is shared."""
    folders = {path.name: path for path in sorted((GAME_FOLDER / "games").iterdir()) if (path / "__init__.py").exists()}
    modules = {name: __import__(f"game.games.{name}", fromlist=["RECORDS"]) for name in folders}
    moments: dict[str, list[str]] = {}
    for name, module in modules.items():
        for moment in getattr(module, "PAGES", game.pages.GamePages()).moments:
            moments.setdefault(moment.name, []).append(name)

    def owner(message_id: str) -> str | None:
        for name, module in modules.items():
            records = module.RECORDS
            own = {record.name_id for record in records} | {f"{record.name_id}-line" for record in records}
            own |= {
                f"{kind}-{record.game}" for record in records for kind in ("code-variant", "odds-bounds", "score-other")
            }
            own |= {f"example-{moment}" for moment, games in moments.items() if games == [name]}
            if message_id in own or message_id.startswith(tuple(f"rules-{record.rules_page}-" for record in records)):
                return name
        return None

    for folder in catalogue_folders():
        path = folder / "en.po"
        ids = [entry.context for entry in parse(path.read_text(encoding="utf-8")).entries]
        expected = folder.parent.name if folder.parent.parent == GAME_FOLDER / "games" else None
        assert {message_id: owner(message_id) for message_id in ids} == dict.fromkeys(ids, expected), path


def test_a_language_has_a_catalogue_in_each_folder_english_has_one_in() -> None:
    """Each folder with an English catalogue has one per language, and only those."""
    for folder in catalogue_folders():
        assert sorted(path.stem for path in folder.glob("*.po")) == sorted(LANGUAGES), folder
        assert not list(folder.glob("*.mo")), folder


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
