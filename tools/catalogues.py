"""Keep every language's catalogues in step with the English ones: `python3 -m tools.catalogues update`.

The English catalogue of a folder (`game/locales/en.po`, `game/games/<game>/locales/en.po`) is the
reference: its entries, their order, their English texts and comments. `update` rewrites each
language's catalogue of the folder from it, as msgmerge does:
  - an entry whose English is unchanged keeps its translation, flags and translator's comments;
  - an entry whose English changed keeps its translation, marked `#, fuzzy`, with the English it
    translated as `#| msgid` (and `#| msgid_plural`): the translator reviews it and removes both;
  - a new entry gets an empty translation (one per plural form of the language);
  - an entry English no longer has is dropped (and a folder without an English catalogue loses
    every catalogue).
A game folder's language missing a catalogue gets one, its header taken from the language's
shared catalogue. The English catalogues are rewritten too, each translation equal to its English
text, so that changing a text means changing its msgid. tests/test_catalogues.py then reports
every fuzzy, empty or missing translation and wrong placeholders.

    python3 -m tools.catalogues update [game folder]   # default: this repository's game/
"""

from __future__ import annotations

import argparse
import string
from pathlib import Path

from game.i18n import GAME_FOLDER, LANGUAGES, catalogue_folders, plural_rule
from game.po_files import BRACE_FORMAT, FUZZY, Entry, PoFile, parse, write

ENGLISH = "en"
NEW_FILE_COMMENT = "{folder}: its texts in {language}; the reference is en.po beside it."


def has_placeholders(entry: Entry) -> bool:
    """True if the English text of an entry has a `{placeholder}`."""
    texts = [entry.msgid] if entry.msgid_plural is None else [entry.msgid, entry.msgid_plural]
    return any(name for text in texts for _, name, _, _ in string.Formatter().parse(text))


def english_entries(english: PoFile) -> PoFile:
    """The English catalogue as the update writes it: each translation its English text, the format flag set."""
    for entry in english.entries:
        entry.msgstr = [entry.msgid] if entry.msgid_plural is None else [entry.msgid, entry.msgid_plural]
        entry.flags = [BRACE_FORMAT] if has_placeholders(entry) else []
        entry.previous = {}
    return english


def merged_entry(english: Entry, old: Entry | None, forms: int) -> Entry:
    """A language's entry for an English one, from its old entry if it has one (msgmerge's rules)."""
    count = 1 if english.msgid_plural is None else forms
    format_flags = [BRACE_FORMAT] if has_placeholders(english) else []
    new = Entry(
        english.context, english.msgid, english.msgid_plural, [""] * count, [], list(english.extracted_comments)
    )
    new.flags = format_flags
    if old is None:
        return new
    new.translator_comments = list(old.translator_comments)
    texts = old.msgstr if old.msgid_plural is not None or count == 1 else old.msgstr * count
    new.msgstr = (texts + [texts[-1]] * count)[:count]
    changed = (old.msgid, old.msgid_plural) != (english.msgid, english.msgid_plural)
    if any(old.msgstr) and (old.fuzzy or changed):
        new.flags = [FUZZY, *format_flags]
        new.previous = old.previous or {"msgid": old.msgid}
        if not old.previous and old.msgid_plural is not None:
            new.previous["msgid_plural"] = old.msgid_plural
    return new


def merged(english: PoFile, old: PoFile, forms: int) -> PoFile:
    """A language's catalogue rewritten from the English one (its header and file comments kept)."""
    entries = {entry.context: entry for entry in old.entries}
    return PoFile(
        old.comments, old.headers, [merged_entry(entry, entries.get(entry.context), forms) for entry in english.entries]
    )


def new_catalogue(folder: Path, language: str, game_folder: Path) -> PoFile:
    """An empty catalogue of a language for a folder: the header of the language's shared catalogue."""
    shared = parse((game_folder / "locales" / f"{language}.po").read_text(encoding="utf-8"))
    comment = NEW_FILE_COMMENT.format(
        folder=folder.parent.relative_to(game_folder.parent).as_posix(), language=language
    )
    return PoFile([comment], dict(shared.headers))


def update(game_folder: Path = GAME_FOLDER) -> list[Path]:
    """Rewrite every catalogue of every folder from its folder's English one; the files that changed."""
    changed = []
    for folder in catalogue_folders(game_folder):
        english_path = folder / f"{ENGLISH}.po"
        if not english_path.exists():  # English has none of these texts any more: neither does a language
            for path in sorted(folder.glob("*.po")):
                path.unlink()
                changed.append(path)
            continue
        english = english_entries(parse(english_path.read_text(encoding="utf-8")))
        outputs = {english_path: english}
        for language in LANGUAGES:
            if language == ENGLISH:
                continue
            path = folder / f"{language}.po"
            old = (
                parse(path.read_text(encoding="utf-8"))
                if path.exists()
                else new_catalogue(folder, language, game_folder)
            )
            forms, _ = plural_rule(old.headers["Plural-Forms"])
            outputs[path] = merged(english, old, forms)
        for path, po in outputs.items():
            text = write(po)
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
                changed.append(path)
    return changed


def main() -> None:
    """The command line: `update [game folder]`."""
    parser = argparse.ArgumentParser(prog="python3 -m tools.catalogues", description=__doc__.split("\n", 1)[0])
    commands = parser.add_subparsers(dest="command", required=True)
    command = commands.add_parser("update", help="rewrite every language's catalogues from the English ones")
    command.add_argument("game_folder", nargs="?", type=Path, default=GAME_FOLDER)
    arguments = parser.parse_args()
    changed = update(arguments.game_folder.resolve())
    for path in changed:
        print(f"updated {path}")
    print(f"{len(changed)} catalogue(s) changed")


if __name__ == "__main__":
    main()
