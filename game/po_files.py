"""Gettext catalogues as files: read and write a `.po`, compile it into the `.mo` that gettext reads.

Only plain CPython uses this module (game.i18n from a source tree, the build, the update tool in
tools/catalogues.py, the tests); the page ships compiled `.mo` files and never imports it.

An entry is keyed by its `msgctxt`, the message id; its `msgid` (and `msgid_plural`) is the
English text, its `msgstr` the translation, one string per plural form. The compiler follows
msgfmt: the header first, then the entries sorted by key; a fuzzy entry, or one with an empty
translation, is left out; no hash table (gettext.GNUTranslations reads none).
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

FUZZY = "fuzzy"
BRACE_FORMAT = "python-brace-format"
# The comments that say a text is meant to read as in English: in the English catalogue, an
# extracted comment for every language; in a language's, a translator's comment for it alone.
SAME_IN_EVERY_LANGUAGE = "Same as English in every language."
SAME_AS_ENGLISH = "Same as English in this language."
MO_MAGIC = 0x950412DE
MO_HEADER = struct.Struct("<7I")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
_ESCAPE = re.compile(r"\\(.)")
_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$')


class PoError(ValueError):
    """A `.po` file that cannot be read: the line number and what is wrong."""


@dataclass
class Entry:
    """One message: its id (`context`), English text(s), translation(s) and comments."""

    context: str
    msgid: str
    msgid_plural: str | None = None
    msgstr: list[str] = field(default_factory=lambda: [""])
    translator_comments: list[str] = field(default_factory=list)  # "# ..."
    extracted_comments: list[str] = field(default_factory=list)  # "#. ...": notes from the English catalogue
    flags: list[str] = field(default_factory=list)  # "#, fuzzy, python-brace-format"
    previous: dict[str, str] = field(default_factory=dict)  # "#| msgid ...": the English a fuzzy text translated

    @property
    def fuzzy(self) -> bool:
        """Marked for review: its English changed since it was translated."""
        return FUZZY in self.flags

    @property
    def translated(self) -> bool:
        """Every form has a text."""
        return all(self.msgstr)


@dataclass
class PoFile:
    """A catalogue: the comments above its header, the header's fields in order, and its entries."""

    comments: list[str] = field(default_factory=list)
    headers: dict[str, str] = field(default_factory=dict)
    entries: list[Entry] = field(default_factory=list)

    def entry(self, context: str) -> Entry | None:
        """The entry of a message id, if the catalogue has it."""
        return next((entry for entry in self.entries if entry.context == context), None)


def unquote(text: str, line: int) -> str:
    """The string a quoted `.po` string stands for."""
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"line {line}: not a quoted string: {text}")

    def unescape(match: re.Match[str]) -> str:
        if match[1] not in _ESCAPES:
            raise PoError(f"line {line}: unknown escape \\{match[1]}")
        return _ESCAPES[match[1]]

    return _ESCAPE.sub(unescape, text[1:-1])


def quote(text: str) -> str:
    """A string as a quoted `.po` string."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r")
    return '"' + escaped.replace("\n", "\\n") + '"'


def _header_fields(text: str) -> dict[str, str]:
    """The header entry's `Name: value` lines."""
    fields = {}
    for line in text.splitlines():
        name, colon, value = line.partition(":")
        if colon:
            fields[name.strip()] = value.strip()
    return fields


class _Parser:
    """Reads a `.po` file line by line: comments, then keywords and their strings, entry after entry."""

    def __init__(self) -> None:
        self.po = PoFile()
        self.comments: dict[str, list[str]] = {"#": [], "#.": [], "#,": [], "#|": []}
        self.fields: dict[str, str] = {}
        self.last = ""  # the keyword the next continuation string belongs to

    def finish(self) -> None:
        """End the entry read so far (the header entry fills the file's header)."""
        fields, comments = self.fields, self.comments
        self.fields, self.comments, self.last = {}, {key: [] for key in comments}, ""
        if "msgid" not in fields:
            if not self.po.entries and not self.po.headers:
                self.po.comments += comments["#"]
            return
        forms = sorted((int(key[7:-1]), value) for key, value in fields.items() if key.startswith("msgstr["))
        msgstr = [value for _, value in forms] if forms else [fields.get("msgstr", "")]
        if "msgctxt" not in fields and fields["msgid"] == "":
            self.po.comments += comments["#"]
            self.po.headers = _header_fields(msgstr[0])
            return
        flags = [flag.strip() for line in comments["#,"] for flag in line.split(",") if flag.strip()]
        previous: dict[str, str] = {}
        keyword = ""
        for line in comments["#|"]:
            match = _KEYWORD.match(line)
            if match:
                keyword = match[1]
                previous[keyword] = unquote(match[3], 0)
            elif keyword:
                previous[keyword] += unquote(line, 0)
        self.po.entries.append(
            Entry(
                fields.get("msgctxt", ""),
                fields["msgid"],
                fields.get("msgid_plural"),
                msgstr,
                comments["#"],
                comments["#."],
                flags,
                previous,
            )
        )

    def comment(self, line: str) -> None:
        """A comment line: it starts the next entry."""
        if self.fields:
            self.finish()
        kind = line[:2] if line[:2] in ("#.", "#,", "#|", "#:", "#~") else "#"
        body = line[len(kind) :]
        if kind == "#|":
            self.comments[kind].append(body.strip())
        elif kind in self.comments:  # references (#:) and obsolete entries (#~) are dropped
            self.comments[kind].append(body.removeprefix(" "))

    def read(self, number: int, line: str) -> None:
        """One line of the file, without its surrounding spaces."""
        if not line:
            self.finish()
        elif line.startswith("#"):
            self.comment(line)
        elif match := _KEYWORD.match(line):
            keyword = match[1]
            if keyword in ("msgctxt", "msgid") and "msgid" in self.fields:
                self.finish()
            if keyword in self.fields:
                raise PoError(f"line {number}: {keyword} twice in one entry")
            self.fields[keyword] = unquote(match[3], number)
            self.last = keyword
        elif line.startswith('"') and self.last:
            self.fields[self.last] += unquote(line, number)
        else:
            raise PoError(f"line {number}: cannot read {line!r}")


def parse(text: str) -> PoFile:
    """Read a `.po` file's text (obsolete `#~` entries and `#:` references are dropped)."""
    parser = _Parser()
    for number, line in enumerate(text.splitlines(), 1):
        parser.read(number, line.strip())
    parser.finish()
    return parser.po


def _string(keyword: str, text: str, prefix: str = "") -> list[str]:
    """A keyword and its string, over several lines after an empty first one when it holds line breaks."""
    if "\n" not in text.rstrip("\n"):
        return [f"{prefix}{keyword} {quote(text)}"]
    lines = [f"{prefix}{keyword} " + '""']
    lines += [prefix + quote(part) for part in re.findall(r"[^\n]*\n|[^\n]+$", text)]
    return lines


def write(po: PoFile) -> str:
    """A catalogue as `.po` text: the header, then each entry after a blank line."""
    lines = [f"# {comment}".rstrip() for comment in po.comments]
    lines += ['msgid ""', 'msgstr ""']
    lines += [quote(f"{name}: {value}\n") for name, value in po.headers.items()]
    for entry in po.entries:
        lines.append("")
        lines += [f"# {comment}".rstrip() for comment in entry.translator_comments]
        lines += [f"#. {comment}".rstrip() for comment in entry.extracted_comments]
        if entry.flags:
            lines.append("#, " + ", ".join(entry.flags))
        for keyword in ("msgctxt", "msgid", "msgid_plural"):
            if keyword in entry.previous:
                lines += _string(keyword, entry.previous[keyword], "#| ")
        lines += _string("msgctxt", entry.context)
        lines += _string("msgid", entry.msgid)
        if entry.msgid_plural is None:
            lines += _string("msgstr", entry.msgstr[0])
        else:
            lines += _string("msgid_plural", entry.msgid_plural)
            for index, form in enumerate(entry.msgstr):
                lines += _string(f"msgstr[{index}]", form)
    return "\n".join(lines) + "\n"


def header_text(headers: dict[str, str]) -> str:
    """The header entry's translation: its fields, one `Name: value` line each."""
    return "".join(f"{name}: {value}\n" for name, value in headers.items())


def compile_mo(po: PoFile) -> bytes:
    """The `.mo` file of a catalogue, as msgfmt writes it (without fuzzy or untranslated entries, no hash table)."""
    pairs = [(b"", header_text(po.headers).encode())]
    for entry in po.entries:
        if entry.fuzzy or not entry.translated:
            continue
        key = f"{entry.context}\x04{entry.msgid}"
        if entry.msgid_plural is not None:
            key += f"\x00{entry.msgid_plural}"
        pairs.append((key.encode(), "\x00".join(entry.msgstr).encode()))
    pairs.sort()
    count = len(pairs)
    originals_at = MO_HEADER.size
    translations_at = originals_at + 8 * count
    data_at = translations_at + 8 * count
    tables: list[bytes] = [b"", b""]
    data = bytearray()
    for column, strings in enumerate(([key for key, _ in pairs], [text for _, text in pairs])):
        table = bytearray()
        for string in strings:
            table += struct.pack("<2I", len(string), data_at + len(data))
            data += string + b"\x00"
        tables[column] = bytes(table)
    header = MO_HEADER.pack(MO_MAGIC, 0, count, originals_at, translations_at, 0, data_at)
    return header + tables[0] + tables[1] + bytes(data)
