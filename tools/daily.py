"""The deal-of-the-day calendar, game/certified/daily.txt, extended from the certified deals.

Run by tools/certify.py --daily-until YYYY-MM-DD (or directly: python3 -m tools.daily YYYY-MM-DD).
Each new date gets, for each daily variant, the certified deal used least recently: one never
listed first, in a fixed pseudo-random order (the SHA-256 of its code), else the one whose last
date is the oldest. A deal therefore comes back only after every other deal of its pool has
had its day, and the tool refuses a pool smaller than a year (no deal twice within 365 days).
Listed dates are never changed: lines are only appended, so a pool that grew since serves the
new dates.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
from collections.abc import Sequence
from pathlib import Path

from game.certified import DAILY_FILE, FOLDER, certified_file, daily_variants, read_codes

NO_REPEAT_DAYS = 365
HEADER = (
    "# The deal of the day: a local date, then its Forty Thieves and its Eight Off (8 cells) code.\n"
    "# Made by tools/daily.py from the certified deals. Lines are only appended: a date never changes.\n"
)


class PoolTooSmall(ValueError):
    """A variant has too few certified deals to go a year without repeating one."""


def hash_order(code: str) -> bytes:
    """The fixed pseudo-random rank of a code among the never-listed ones."""
    return hashlib.sha256(code.encode()).digest()


def parse_lines(text: str) -> list[tuple[datetime.date, tuple[str, ...]]]:
    """The listed dates with their codes, in file order."""
    listed = []
    for line in text.splitlines():
        if line and not line.startswith("#"):
            date, *codes = line.split()
            listed.append((datetime.date.fromisoformat(date), tuple(codes)))
    return listed


def extend(
    listed: Sequence[tuple[datetime.date, tuple[str, ...]]],
    pools: Sequence[Sequence[str]],
    first: datetime.date,
    until: datetime.date,
) -> list[tuple[datetime.date, tuple[str, ...]]]:
    """New lines after the listed ones (from `first` when nothing is listed) through `until`, one pool per column."""
    for pool in pools:
        if len(set(pool)) < NO_REPEAT_DAYS:
            raise PoolTooSmall(f"a daily pool needs at least {NO_REPEAT_DAYS} certified deals, it has {len(set(pool))}")
    day = listed[-1][0] + datetime.timedelta(days=1) if listed else first
    last_used: list[dict[str, int]] = [{} for _ in pools]
    for index, (_, codes) in enumerate(listed):
        for column, code in enumerate(codes):
            last_used[column][code] = index
    ordered = [sorted(set(pool), key=hash_order) for pool in pools]
    added = []
    index = len(listed)
    while day <= until:
        codes = tuple(
            min(pool, key=lambda code, used=used: used.get(code, -1))
            for pool, used in zip(ordered, last_used, strict=True)
        )
        for used, code in zip(last_used, codes, strict=True):
            used[code] = index
        added.append((day, codes))
        day += datetime.timedelta(days=1)
        index += 1
    return added


def format_line(date: datetime.date, codes: Sequence[str]) -> str:
    """One line of the calendar."""
    return " ".join((date.isoformat(), *codes)) + "\n"


def extend_calendar(until: datetime.date, first: datetime.date, folder: Path = FOLDER) -> int:
    """Append the dates after the last listed one through `until` to daily.txt; how many lines were added."""
    path = folder / DAILY_FILE
    text = path.read_text(encoding="utf-8") if path.exists() else HEADER
    pools = [read_codes(certified_file(record.key, folder)) for record in daily_variants()]
    added = extend(parse_lines(text), pools, first, until)
    path.write_text(text + "".join(format_line(date, codes) for date, codes in added), encoding="utf-8")
    return len(added)


def main() -> None:
    """Extend the calendar through the date given."""
    parser = argparse.ArgumentParser(
        prog="python3 -m tools.daily", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("until", type=datetime.date.fromisoformat, help="the last date to list, YYYY-MM-DD")
    parser.add_argument("--first", type=datetime.date.fromisoformat, default=datetime.date.today())
    options = parser.parse_args()
    print(f"{extend_calendar(options.until, options.first)} dates added to {FOLDER / DAILY_FILE}")


if __name__ == "__main__":
    main()
