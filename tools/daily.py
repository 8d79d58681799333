"""The deal-of-the-day calendar, game/certified/daily.txt, extended from the certified deals.

Run by tools/certify.py --daily-until YYYY-MM-DD (or directly: python3 -m tools.daily YYYY-MM-DD).
Each new date gets, for each daily variant, the certified deal used least recently: one never
listed first, in a fixed pseudo-random order (the SHA-256 of its code), else the one whose last
date is the oldest. A deal therefore comes back only after every other deal of its pool has
had its day, and the tool refuses a pool smaller than a year (no deal twice within 365 days).
Listed dates are never changed: lines are only appended, so a pool that grew since serves the
new dates. Each code names its own game, so a line needs no fixed columns: a daily game added
later gets lines of its own for the dates already listed, and the existing lines stay as they
are.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
from collections.abc import Sequence
from pathlib import Path

from game.certified import DAILY_FILE, FOLDER, calendar_lines, certified_file, daily_variants, read_codes

NO_REPEAT_DAYS = 365
HEADER = (
    "# The deal of the day: a local date, then the codes of that date's daily deals, each naming its game.\n"
    "# Made by tools/daily.py from the certified deals. Lines are only appended: a date never changes.\n"
)


class PoolTooSmall(ValueError):
    """A variant has too few certified deals to go a year without repeating one."""


def hash_order(code: str) -> bytes:
    """The fixed pseudo-random rank of a code among the never-listed ones."""
    return hashlib.sha256(code.encode()).digest()


Listed = list[tuple[datetime.date, dict[str, str]]]  # a date and its codes by variant key, in file order


def parse_lines(text: str) -> Listed:
    """The listed lines: each date with its codes, keyed by the variant each code names."""
    return [(datetime.date.fromisoformat(date), codes) for date, codes in calendar_lines(text)]


def extend(listed: Listed, pools: dict[str, Sequence[str]], first: datetime.date, until: datetime.date) -> Listed:
    """New lines: every date through `until` that lacks a code of a pool's variant gets one.

    The dates run from the first listed one (`first` when nothing is listed); a pool's variant that
    every listed date has starts after the last one, and a variant added later fills the listed
    dates too, in lines of their own.
    """
    for pool in pools.values():
        if len(set(pool)) < NO_REPEAT_DAYS:
            raise PoolTooSmall(f"a daily pool needs at least {NO_REPEAT_DAYS} certified deals, it has {len(set(pool))}")
    has: dict[datetime.date, dict[str, str]] = {}
    for date, codes in listed:
        has.setdefault(date, {}).update(codes)
    start = min(has, default=first)
    days = [start + datetime.timedelta(days=n) for n in range((until - start).days + 1)]
    days = sorted(set(days) | set(has))
    ordered = {key: sorted(set(pool), key=hash_order) for key, pool in pools.items()}
    last_used: dict[str, dict[str, int]] = {key: {} for key in pools}
    added: Listed = []
    for index, day in enumerate(days):
        codes = has.get(day, {})
        new = {}
        for key, pool in ordered.items():
            used = last_used[key]
            code = codes.get(key)
            if code is None:
                code = new[key] = min(pool, key=lambda code, used=used: used.get(code, -1))
            used[code] = index
        if new:
            added.append((day, new))
    return added


def format_line(date: datetime.date, codes: dict[str, str]) -> str:
    """One line of the calendar."""
    return " ".join((date.isoformat(), *codes.values())) + "\n"


def extend_calendar(until: datetime.date, first: datetime.date, folder: Path = FOLDER) -> int:
    """Append the dates that lack a daily deal through `until` to daily.txt; how many lines were added."""
    path = folder / DAILY_FILE
    text = path.read_text(encoding="utf-8") if path.exists() else HEADER
    pools = {record.key: read_codes(certified_file(record.key, folder)) for record in daily_variants()}
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
