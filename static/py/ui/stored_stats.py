"""The statistics as stored: checked plain data, and how a game counts in them. No browser imports.

  {"version": 2, "<key>": {"played", "won", "best_score", "fewest_moves", "streak", "best_streak"}, …,
   "daily": {"days": {"YYYY-MM-DD": {"<daily variant>": "played" | "won"}}}}

for the keys of STAT_KEYS (each variant, and `<variant>-winnable` for deals started with "winnable
deals only"); an entry that does not add up is dropped. Version 1 had no winnable entries and
no daily: it reads as version 2 with those empty.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

import game
from game.certified import daily_variants
from ui.records import format_version, json_object

STATS_VERSION = 2
VARIANTS = tuple(game.VARIANTS)  # the variant keys of the registry, in its order
WINNABLE = "-winnable"  # the suffix of the statistics of deals started with "winnable deals only"
STAT_KEYS = (*VARIANTS, *(variant + WINNABLE for variant in VARIANTS))
DAILY_KEY = "daily"
DAILY_VARIANTS = tuple(record.key for record in daily_variants())
DAY_STATES = ("played", "won")


def stats_key(variant: str, *, winnable: bool) -> str:
    """The statistics key of a variant's deals: apart (`…-winnable`) for those started with "winnable deals only"."""
    return variant + WINNABLE if winnable else variant


def base_variant(key: str) -> str:
    """The variant key of a statistics key."""
    return key.removesuffix(WINNABLE)


@dataclass(frozen=True, slots=True)
class Record:
    """The statistics of one game variant."""

    played: int = 0
    won: int = 0
    best_score: int = 0
    fewest_moves: int | None = None
    streak: int = 0
    best_streak: int = 0

    @property
    def win_rate(self) -> float | None:
        """Won divided by played, None before the first game."""
        return self.won / self.played if self.played else None

    def numbers(self) -> dict[str, int | None]:
        """The six numbers by name, as stored (asdict deep-copies, 4x slower; stored at every better score)."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


def check_record(data: object) -> Record:
    """A statistics entry whose numbers are possible together; ValueError says what does not add up."""
    if not isinstance(data, dict):
        raise ValueError("an entry is not an object")
    names = [name for name in Record.__dataclass_fields__]
    if sorted(data) != sorted(names):
        raise ValueError(f"an entry needs exactly {', '.join(names)}")
    for name in names:
        value = data[name]
        if not (type(value) is int and value >= 0) and not (name == "fewest_moves" and value is None):
            raise ValueError(f"{name} cannot be {value!r}")
    record = Record(**data)
    if record.won > record.played:
        raise ValueError("more games won than played")
    if not record.streak <= record.best_streak <= record.won:
        raise ValueError("the streaks do not fit the games won")
    if (record.fewest_moves is None) != (record.won == 0) or record.fewest_moves == 0:
        raise ValueError("the fewest moves do not fit the games won")
    return record


def day_before(date: str) -> str:
    """The ISO date before `date`."""
    return (datetime.date.fromisoformat(date) - datetime.timedelta(days=1)).isoformat()


@dataclass(frozen=True, slots=True)
class Daily:
    """The deals of the day played and won, by local date and daily variant.

    Only the days are stored; the counts and streaks follow from them. A date counts once per
    variant however often its deal is dealt. The streak is the run of consecutive dates with a
    daily won, of either game, up to today (or yesterday, while today's is not won yet), so a
    missed day ends it and a clock set wrong for a while changes no stored number.
    """

    days: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    @property
    def played(self) -> int:
        """Daily deals played (each date and variant once)."""
        return sum(len(day) for day in self.days.values())

    @property
    def won(self) -> int:
        """Daily deals won (each date and variant once)."""
        return sum(state == "won" for day in self.days.values() for state in day.values())

    def won_dates(self) -> set[str]:
        """The dates with a daily deal won."""
        return {date for date, day in self.days.items() if "won" in day.values()}

    def streak(self, today: str) -> int:
        """Consecutive dates with a daily won, ending today or, while today's is not won, yesterday."""
        won = self.won_dates()
        date = today if today in won else day_before(today)
        count = 0
        while date in won:
            count += 1
            date = day_before(date)
        return count

    @property
    def best_streak(self) -> int:
        """The longest run of consecutive dates with a daily won."""
        won = self.won_dates()
        best = 0
        for date in won:
            if day_before(date) in won:
                continue
            length, day = 0, datetime.date.fromisoformat(date)
            while day.isoformat() in won:
                length += 1
                day += datetime.timedelta(days=1)
            best = max(best, length)
        return best

    def marked(self, date: str, variant: str, state: str) -> Daily:
        """These days with a daily deal played or won on `date` (a win is never undone by a later playing)."""
        day = dict(self.days.get(date, {}))
        if day.get(variant) != "won":
            day[variant] = state
        return Daily({**self.days, date: day})

    def dump(self) -> dict[str, object]:
        """The stored form."""
        return {"days": {date: dict(day) for date, day in sorted(self.days.items())}}

    def to_contract(self, today: str) -> dict[str, object]:
        """The `daily` entry of `window.solitaire.stats()`."""
        return {
            "played": self.played,
            "won": self.won,
            "streak": self.streak(today),
            "best_streak": self.best_streak,
            **self.dump(),
        }


def check_daily(data: object) -> Daily:
    """Stored daily days of valid dates, daily variants and states; ValueError says what is wrong."""
    if not isinstance(data, dict) or sorted(data) != ["days"] or not isinstance(data["days"], dict):
        raise ValueError("the daily entry needs exactly its days")
    days = {}
    for date, day in data["days"].items():
        try:
            valid_date = datetime.date.fromisoformat(date).isoformat() == date
        except (TypeError, ValueError):
            valid_date = False
        if not valid_date:
            raise ValueError(f"{date!r} is not a date")
        if not isinstance(day, dict) or not day:
            raise ValueError(f"the day {date} is not a set of daily deals")
        for variant, state in day.items():
            if variant not in DAILY_VARIANTS or state not in DAY_STATES:
                raise ValueError(f"the day {date} cannot have {variant!r}: {state!r}")
        days[date] = dict(day)
    return Daily(days)


@dataclass(frozen=True, slots=True)
class Statistics:
    """The statistics of every key (each variant, and apart its winnable deals), the daily deals, what was dropped."""

    records: dict[str, Record] = field(default_factory=lambda: {key: Record() for key in STAT_KEYS})
    daily: Daily = field(default_factory=Daily)
    dropped: tuple[str, ...] = ()

    def dump(self) -> str:
        """The stored text."""
        entries = {key: record.numbers() for key, record in self.records.items()}
        return json.dumps({"version": STATS_VERSION, **entries, DAILY_KEY: self.daily.dump()}, separators=(",", ":"))

    def to_contract(self, today: str) -> str:
        """The JSON of `window.solitaire.stats()`: every key with its six numbers, and the daily deals."""
        entries = {key: record.numbers() for key, record in self.records.items()}
        return json.dumps({**entries, DAILY_KEY: self.daily.to_contract(today)})

    def update(self, key: str, record: Record) -> Statistics:
        """These statistics with one key's record replaced."""
        return Statistics({**self.records, key: record}, self.daily)

    def with_daily(self, daily: Daily) -> Statistics:
        """These statistics with the daily deals replaced."""
        return Statistics(self.records, daily)


def parse_stats(text: object) -> Statistics:
    """The stored statistics; unusable entries are dropped (named in `.dropped`), BadRecord if nothing is usable."""
    data = json_object(text, "the statistics", "stats-discarded")
    format_version(data, STATS_VERSION, "the statistics", "stats-discarded")
    unknown = sorted(set(data) - {"version", DAILY_KEY, *STAT_KEYS})
    records = {}
    dropped = list(unknown)
    for key in STAT_KEYS:
        try:
            records[key] = check_record(data[key]) if key in data else Record()
        except ValueError:
            records[key] = Record()
            dropped.append(key)
    try:
        daily = check_daily(data[DAILY_KEY]) if DAILY_KEY in data else Daily()
    except ValueError:
        daily = Daily()
        dropped.append(DAILY_KEY)
    return Statistics(records, daily, tuple(dropped))


def counted_play(record: Record, score: int) -> Record:
    """A deal's first action: one more game played, and maybe a best score."""
    return replace(record, played=record.played + 1, best_score=max(record.best_score, score))


def counted_score(record: Record, score: int) -> Record:
    """A score reached in a counted game."""
    return record if score <= record.best_score else replace(record, best_score=score)


def counted_win(record: Record, score: int, moves: int) -> Record:
    """A win: one more won, the streak grows, maybe a best score and fewest moves."""
    streak = record.streak + 1
    return replace(
        record,
        won=record.won + 1,
        best_score=max(record.best_score, score),
        fewest_moves=moves if record.fewest_moves is None else min(record.fewest_moves, moves),
        streak=streak,
        best_streak=max(record.best_streak, streak),
    )


def counted_abandon(record: Record) -> Record:
    """A played deal left unwon for another one ends the current streak."""
    return replace(record, streak=0)
