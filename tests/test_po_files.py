"""game.po_files: .po files read and written back unchanged, and compiled as GNU msgfmt compiles them."""

from __future__ import annotations

import gettext
import io
import shutil
import subprocess
from pathlib import Path

import pytest

from game.i18n import catalogue_folders
from game.po_files import Entry, PoFile, compile_mo, parse, write

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
