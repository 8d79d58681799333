"""Certified deals and the deal-of-the-day calendar, read from the data files beside this module.

- `<variant key>.txt` (written by tools/certify.py): one certified deal per line, its code
  first, then the moves of a solution. The site ships these files with the codes only (build.py
  drops the solutions, which the page never reads), so only the first field of a line counts here.
- `daily.txt` (written by tools/daily.py, also run by tools/certify.py --daily-until): one line per local date,
  `YYYY-MM-DD <code> …`, codes of daily variants, each naming its own game (a game made daily later
  has lines of its own for dates listed before); lines starting with `#` are comments. Lines are
  only ever appended.
- `stats.json` (written by tools/certify.py): per variant the deals the solver tried, won,
  found impossible or left unknown, and its runs with their limits; the Rules pages show the odds
  as bounds (at least the share won, at most the share won or unknown).
- `examples.txt` (written by tools/examples.py): the Examples pages' games, read by game.examples.

Files are read the first time they are asked for. Which deals are winnable is data for
choosing a deal only: nothing here tells a player whether a position can still be won.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import NamedTuple

from game.registry import VARIANTS, VariantRecord, variants_of

FOLDER = Path(__file__).resolve().parent
DAILY_FILE = "daily.txt"
STATS_FILE = "stats.json"


class Measured(NamedTuple):
    """What the solver measured on a variant: deals tried, won, and left unknown (neither won nor proved lost)."""

    tried: int
    won: int
    unknown: int


def certified_file(key: str, folder: Path = FOLDER) -> Path:
    """Where a variant's certified deals are kept."""
    return folder / f"{key}.txt"


def read_codes(path: Path) -> tuple[str, ...]:
    """The codes of a certified file, in its order (none when it does not exist)."""
    if not path.exists():
        return ()
    return tuple(line.split(" ", 1)[0] for line in path.read_text(encoding="utf-8").splitlines() if line)


@cache
def certified_codes(key: str) -> tuple[str, ...]:
    """The codes of a variant's certified deals, in their file's order."""
    return read_codes(certified_file(key))


@cache
def scrambled_codes(key: str) -> tuple[str, ...]:
    """The certified codes found in the scrambled order of deal numbers, whose codes look like any
    random code: the file's last lines, as many as stats.json's scrambled runs won."""
    stats = FOLDER / STATS_FILE
    entry = json.loads(stats.read_text(encoding="utf-8")).get("variants", {}).get(key, {}) if stats.exists() else {}
    won = sum(run["won"] for run in entry.get("runs", []) if run.get("order") == "scrambled")
    codes = certified_codes(key)
    return codes[len(codes) - won :] if won else ()


def winnable_deal(record: VariantRecord) -> str:
    """A certified deal of a variant whose code looks like any random code, chosen by a
    cryptographic random choice; LookupError if it has none."""
    codes = scrambled_codes(record.key)
    if not codes:
        raise LookupError(f"no certified deals of {record.key}")
    return random.SystemRandom().choice(codes)


def daily_variants() -> tuple[VariantRecord, ...]:
    """The variants with a deal of the day, in the order of the calendar's columns."""
    return tuple(record for record in VARIANTS.values() if record.daily)


def daily_variant(game: str) -> VariantRecord | None:
    """The variant of a game whose deal is that game's deal of the day (Eight Off: 8 cells), or None."""
    return next((record for record in variants_of(game) if record.daily), None)


def code_variant(code: str) -> str | None:
    """The key of the variant a well-formed deal code belongs to, from its game and variant parts, or None."""
    head = code.rpartition("-")[0].upper()
    return next((record.key for record in VARIANTS.values() if f"{record.prefix}-{record.part}" == head), None)


def calendar_lines(text: str) -> list[tuple[str, dict[str, str]]]:
    """Each line of a calendar text: its date and its codes, each keyed by the variant the code itself names."""
    lines = []
    for line in text.splitlines():
        if line and not line.startswith("#"):
            date, *codes = line.split()
            lines.append((date, {code_variant(code) or code: code for code in codes}))
    return lines


@cache
def calendar() -> dict[str, dict[str, str]]:
    """Every listed date with its daily codes by variant key (empty without a calendar file).

    A date may have several lines (a game added later gets lines of its own): their codes add up.
    """
    path = FOLDER / DAILY_FILE
    if not path.exists():
        return {}
    dates: dict[str, dict[str, str]] = {}
    for date, codes in calendar_lines(path.read_text(encoding="utf-8")):
        dates.setdefault(date, {}).update(codes)
    return dates


def daily_codes(date: str) -> dict[str, str] | None:
    """The daily codes of a local date `YYYY-MM-DD` by variant key, or None for a date the calendar does not list."""
    return calendar().get(date)


def daily_code(date: str, key: str) -> str | None:
    """The daily code of one variant on a date, or None."""
    return (daily_codes(date) or {}).get(key)


def read_measured(path: Path) -> dict[str, Measured]:
    """Per variant key, what a stats file says the solver measured (empty when the file does not exist)."""
    if not path.exists():
        return {}
    stats = json.loads(path.read_text(encoding="utf-8"))
    return {
        key: Measured(entry["tried"], entry["won"], entry["unknown"])
        for key, entry in stats.get("variants", {}).items()
        if entry.get("tried")
    }


@cache
def measured_stats() -> dict[str, Measured]:
    """What the solver measured, per variant key, from stats.json."""
    return read_measured(FOLDER / STATS_FILE)


def measured(key: str) -> Measured | None:
    """What the solver measured on one variant, or None when stats.json does not list it."""
    return measured_stats().get(key)
