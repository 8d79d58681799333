"""What the page keeps in the browser's storage, as checked plain data (SPEC §7.2, §7.3). No browser imports.

Three stored texts, each a JSON object with a format `version`:
  settings  {"version": 1, "double_tap": bool, "auto_placement": bool, "motion": bool, "four_colour": bool,
             "theme": "system" | "light" | "dark", "language": null | one of game.LANGUAGES,
             "winnable": bool}
            (version 0, the two booleans of the first release without a version, is migrated; a
            setting missing from the text, such as `winnable` before §15, takes its default)
  stats     {"version": 2, "<key>": {"played", "won", "best_score", "fewest_moves", "streak",
             "best_streak"}, …, "daily": {"days": {"YYYY-MM-DD": {"<daily variant>": "played" | "won"}}}}
            for the keys of STAT_KEYS (each variant, and `<variant>-winnable` for deals started with
            "winnable deals only", §15); an entry that does not add up is dropped. Version 1 had
            no winnable entries and no daily: it reads as version 2 with those empty.
  session   {"version": 1, "tab": str, "game": <game.Game.to_json() text>,
             "start": null | <to_json() of the starting position of a game without a code>,
             "play": {"id": str, "played": bool, "won": bool, "winnable": bool},
             "left": null | {"game", "start", "play" as above}}
            (`winnable` is missing from saves made before §15: false; `left`, the playing in
            progress that this deal replaced and Undo brings back until this deal's first action
            (§21.1), is missing from saves made before it: null)
Every parser returns checked values or raises BadRecord with a reason for the player's notice.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace

import game
from game.certified import daily_variants

SETTINGS_VERSION = 1
STATS_VERSION = 2
SESSION_VERSION = 1
VARIANTS = tuple(game.VARIANTS)  # the variant keys of the registry, in its order (SPEC §10)
WINNABLE = "-winnable"  # the suffix of the statistics of deals started with "winnable deals only"
STAT_KEYS = (*VARIANTS, *(variant + WINNABLE for variant in VARIANTS))
DAILY_KEY = "daily"
DAILY_VARIANTS = tuple(record.key for record in daily_variants())
DAY_STATES = ("played", "won")
THEMES = ("system", "light", "dark")
LANGUAGE_CHOICES = (None, *game.LANGUAGES)


class BadRecord(ValueError):
    """Stored data that cannot be used; `.reason` is the id of the notice the player gets."""

    def __init__(self, reason: str, detail: str) -> None:
        self.reason = reason
        super().__init__(detail)


def variant_of(current: game.Game) -> str:
    """The variant key of a game (its record's key, as the statistics name it)."""
    return current.record.key


def stats_key(variant: str, *, winnable: bool) -> str:
    """The statistics key of a variant's deals: apart (`…-winnable`) for those started with "winnable deals only"."""
    return variant + WINNABLE if winnable else variant


def base_variant(key: str) -> str:
    """The variant key of a statistics key."""
    return key.removesuffix(WINNABLE)


def _json_object(text: object, what: str, reason: str) -> dict[str, object]:
    """The JSON object stored as `text`; BadRecord if it is anything else."""
    if not isinstance(text, str):
        raise BadRecord(reason, f"{what} is not text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise BadRecord(reason, f"{what} is not JSON ({error})") from None
    if not isinstance(data, dict):
        raise BadRecord(reason, f"{what} is not a JSON object")
    return data


def _version(data: dict[str, object], current: int, what: str, reason: str) -> int:
    """The format version of stored data, which must not be newer than this release knows."""
    version = data.get("version", 0)
    if type(version) is not int or not 0 <= version <= current:
        raise BadRecord(reason, f"{what} has format version {version!r}, this release reads up to {current}")
    return version


# Settings


@dataclass(frozen=True, slots=True)
class Settings:
    """The player's settings; the defaults are those of a first visit."""

    double_tap: bool = True
    auto_placement: bool = False
    motion: bool = True
    four_colour: bool = False
    theme: str = "system"
    language: str | None = None
    winnable: bool = False

    def dump(self) -> str:
        """The stored text."""
        return json.dumps({"version": SETTINGS_VERSION, **asdict(self)}, separators=(",", ":"))


_SETTING_CHOICES: dict[str, tuple[object, ...]] = {
    "double_tap": (True, False),
    "auto_placement": (True, False),
    "motion": (True, False),
    "four_colour": (True, False),
    "theme": THEMES,
    "language": LANGUAGE_CHOICES,
    "winnable": (True, False),
}


def parse_settings(text: object) -> Settings:
    """The stored settings (version 0 migrated: it had only the two gesture booleans); BadRecord otherwise."""
    data = _json_object(text, "the settings", "settings-discarded")
    _version(data, SETTINGS_VERSION, "the settings", "settings-discarded")
    values = {}
    for name, choices in _SETTING_CHOICES.items():
        if name not in data:
            continue
        value = data[name]
        if not any(value is choice or (type(value) is str and value == choice) for choice in choices):
            raise BadRecord("settings-discarded", f"the setting {name!r} cannot be {value!r}")
        values[name] = value
    return replace(Settings(), **values)  # type: ignore[arg-type]


# Statistics


@dataclass(frozen=True, slots=True)
class Record:
    """The statistics of one game variant (SPEC §7.3)."""

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
    """The deals of the day played and won, by local date and daily variant (SPEC §15).

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
        """The `daily` entry of `window.solitaire.stats()` (SPEC §10)."""
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
        """The JSON of `window.solitaire.stats()` (SPEC §10): every key with its six numbers, and the daily deals."""
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
    data = _json_object(text, "the statistics", "stats-discarded")
    _version(data, STATS_VERSION, "the statistics", "stats-discarded")
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


# The game in progress

PLAY_FIELDS = (["id", "played", "won"], ["id", "played", "winnable", "won"])  # before §15, and now


@dataclass(frozen=True, slots=True)
class Play:
    """One playing of a deal: whether it was counted as played (first action) and as won."""

    id: str
    played: bool = False
    won: bool = False
    winnable: bool = False  # started with "winnable deals only": counted in `<variant>-winnable` (§15)


@dataclass(frozen=True, slots=True)
class Session:
    """The game in progress as stored: the game, its start position if it has no code, its play, the tab.

    `left`: the playing in progress this one replaced, which one Undo brings back until this
    playing's first action (§21.1); it has no `left` of its own.
    """

    game: game.Game
    start: str | None
    play: Play
    tab: str
    left: Session | None = None

    @property
    def stats_key(self) -> str:
        """The statistics key this playing counts in."""
        return stats_key(variant_of(self.game), winnable=self.play.winnable)

    @property
    def in_progress(self) -> bool:
        """Whether this playing has had an action and is not won: leaving it keeps it for Undo (§21.1)."""
        return self.play.played and not self.play.won

    def playing(self) -> dict[str, object]:
        """The stored form of the playing: its game, start and play."""
        return {"game": self.game.to_json(), "start": self.start, "play": asdict(self.play)}

    def dump(self) -> str:
        """The stored text."""
        left = None if self.left is None else self.left.playing()
        return json.dumps(
            {"version": SESSION_VERSION, "tab": self.tab, **self.playing(), "left": left}, separators=(",", ":")
        )


def parse_session(text: object) -> Session:
    """The stored game in progress, fully checked (the game by game.load_game); BadRecord otherwise.

    A `left` playing that cannot be read is dropped: the game in progress is kept.
    """
    data = _json_object(text, "the saved game", "save-discarded")
    if _version(data, SESSION_VERSION, "the saved game", "save-discarded") < SESSION_VERSION:
        raise BadRecord("save-too-old", "the saved game is of a format this release no longer reads")
    tab = data.get("tab")
    if not isinstance(tab, str):
        raise BadRecord("save-discarded", "the saved game lacks its tab")
    session = parse_playing(data, tab)
    left = data.get("left")
    if isinstance(left, dict):
        try:
            return replace(session, left=parse_playing(left, tab))
        except BadRecord:
            return session
    return session


def parse_playing(data: dict[str, object], tab: str) -> Session:
    """A stored playing (its game, start and play), fully checked; BadRecord otherwise."""
    try:
        current = game.load_game(data.get("game"))
        start = data.get("start")
        if start is not None:
            start_game = game.load_game(start)
            if variant_of(start_game) != variant_of(current) or current.code is not None:
                raise game.BadSave("the start position is not of the saved game")
    except game.BadSave as error:
        raise BadRecord("save-discarded", str(error)) from None
    if current.code is None and start is None:
        raise BadRecord("save-discarded", "a game without a code needs its start position")
    play = data.get("play")
    if not isinstance(play, dict) or sorted(play) not in PLAY_FIELDS:
        raise BadRecord("save-discarded", "the saved game lacks its play")
    flags = [play[name] for name in ("played", "won", "winnable") if name in play]
    if not isinstance(play["id"], str) or any(type(flag) is not bool for flag in flags):
        raise BadRecord("save-discarded", "the saved play is not of the right types")
    if play["won"] and not play["played"]:
        raise BadRecord("save-discarded", "a play cannot be won without being played")
    return Session(current, start if isinstance(start, str) else None, Play(**play), tab)
