"""game.po_files: .po files read and written back unchanged, and compiled as GNU msgfmt compiles them."""

from __future__ import annotations

import gettext
import io
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from game.i18n import (
    CATALOGUES,
    GAME_FOLDER,
    LANGUAGES,
    PLURAL_CATEGORIES,
    catalogue_folders,
    catalogue_folders_in,
    plural_category,
    read_catalogues,
)
from game.po_files import Entry, PoFile, compile_mo, parse, write
from tools.certify import game_package_zip

PO_FILES = sorted(path for folder in catalogue_folders() for path in folder.glob("*.po"))
ROOT = Path(__file__).resolve().parent.parent
TRICKY = PoFile(
    ["A file comment."],
    {"Language": "cs", "Content-Type": "text/plain; charset=UTF-8", "Plural-Forms": "nplurals=2; plural=(n != 1);"},
    [
        Entry("quoted", 'Say "hi"\\now', None, ['Řekni "ahoj"\\teď']),
        Entry("lines", "One.\n\nTwo.\n- three", None, ["Jedna.\n\nDvě.\n- tři"], ["mine"], ["from English"]),
        Entry(
            "count", "{count} card", "{count} cards", ["{count} karta", "{count} karty"], flags=["python-brace-format"]
        ),
        Entry("changed", "New", None, ["Staré"], flags=["fuzzy"], previous={"msgid": "Old\nline"}),
        Entry("empty", "Not yet", None, [""]),
    ],
)


def catalog(data: bytes) -> dict[object, str]:
    """What gettext.GNUTranslations reads from a .mo file: its entries and header."""
    translations = gettext.GNUTranslations(io.BytesIO(data))
    entries: dict[object, str] = vars(translations)["_catalog"]
    return entries


@pytest.mark.parametrize("path", PO_FILES, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_a_catalogue_is_written_back_as_it_was_read(path: Path) -> None:
    """Reading and writing a catalogue changes nothing, so the update tool rewrites only what it means to."""
    text = path.read_text(encoding="utf-8")
    assert write(parse(text)) == text


def test_escapes_lines_comments_plurals_and_fuzzy_entries_survive_a_round_trip() -> None:
    """Quotes, backslashes, line breaks, both kinds of comments, plural forms and a previous msgid."""
    assert parse(write(TRICKY)) == TRICKY


def test_fuzzy_and_empty_entries_are_left_out_of_the_compiled_catalogue() -> None:
    """As msgfmt does: a fuzzy translation or an empty one is not compiled, so the check must catch them."""
    entries = catalog(compile_mo(TRICKY))
    assert entries["quoted\x04" + 'Say "hi"\\now'] == 'Řekni "ahoj"\\teď'
    assert entries[("count\x04{count} card", 1)] == "{count} karty"
    assert not any("changed" in str(key) or "empty" in str(key) for key in entries)


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not installed")
@pytest.mark.parametrize("path", PO_FILES, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_a_catalogue_compiles_as_msgfmt_compiles_it(path: Path, tmp_path: Path) -> None:
    """GNU msgfmt accepts every catalogue, its format checks included (python-brace-format), and its
    .mo reads exactly as ours."""
    mo = tmp_path / "messages.mo"
    subprocess.run(["msgfmt", "--check-format", "--check-domain", "-o", mo, path], check=True, capture_output=True)
    assert catalog(compile_mo(parse(path.read_text(encoding="utf-8")))) == catalog(mo.read_bytes())


def test_the_compiled_catalogues_read_as_the_po_files(tmp_path: Path) -> None:
    """The page's way (only .mo files, as the build ships them) gives every language the same texts and plurals."""
    for path in PO_FILES:
        target = tmp_path / path.relative_to(ROOT).with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(compile_mo(parse(path.read_text(encoding="utf-8"))))
    for language in LANGUAGES:
        messages, rule = read_catalogues(language, tmp_path / "game")
        assert messages == CATALOGUES[language]
        assert [PLURAL_CATEGORIES[language][rule(count)] for count in range(30)] == [
            plural_category(language, count) for count in range(30)
        ]


def test_a_text_in_two_catalogues_of_a_language_is_refused(tmp_path: Path) -> None:
    """A game's catalogue may not hold a shared text again: which one would win is no one's choice."""
    for folder in catalogue_folders():
        shutil.copytree(folder, tmp_path / folder.relative_to(ROOT))
    game_copy = tmp_path / "game" / "games" / "forty_thieves" / "locales" / "de.po"
    po = parse(game_copy.read_text(encoding="utf-8"))
    po.entries.append(Entry("undo", "Undo", None, ["Rückgängig"]))
    game_copy.write_text(write(po), encoding="utf-8")
    with pytest.raises(ValueError, match="undo also in another catalogue of de"):
        read_catalogues("de", tmp_path / "game")


def test_the_catalogues_read_from_a_zip_of_the_package(tmp_path: Path) -> None:
    """A package imported from a zip (tools/certify.py's workers) reads its catalogues inside the zip."""
    archive = tmp_path / "game-package.zip"
    archive.write_bytes(game_package_zip())
    inside = zipfile.Path(archive, "game/")
    assert [str(folder) for folder in catalogue_folders_in(inside)] == [
        f"{archive}/{folder.relative_to(ROOT).as_posix()}/" for folder in catalogue_folders()
    ]
    assert catalogue_folders_in(GAME_FOLDER) == catalogue_folders()
    assert read_catalogues("pl", inside)[0] == CATALOGUES["pl"]
