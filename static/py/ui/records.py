"""What the page keeps in the browser's storage, as checked plain data (SPEC §7.2, §7.3). No browser imports.

Three stored texts, each a JSON object with a format `version`:
  settings  {"version": 1, "double_tap": bool, "auto_placement": bool, "motion": bool, "four_colour": bool,
             "theme": "system" | "light" | "dark", "language": null | "en" | "cs" | "sk" | "nb" | "pt"}
            (version 0, the two booleans of the first release without a version, is migrated)
  stats     {"version": 1, "<variant>": {"played", "won", "best_score", "fewest_moves", "streak",
             "best_streak"}, …} for the variants of VARIANTS; an entry that does not add up is dropped
  session   {"version": 1, "tab": str, "game": <game.Game.to_json() text>,
             "start": null | <to_json() of the starting position of a game without a code>,
             "play": {"id": str, "played": bool, "won": bool}}
Every parser returns checked values or raises BadRecord with a reason for the player's notice.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace

import game

SETTINGS_VERSION = 1
STATS_VERSION = 1
SESSION_VERSION = 1
VARIANTS = tuple(game.VARIANTS)  # the statistics keys: "forty-thieves", "eight-off-8", … (SPEC §10)
THEMES = ("system", "light", "dark")
LANGUAGE_CHOICES = (None, *game.LANGUAGES)


class BadRecord(ValueError):
    """Stored data that cannot be used; `.reason` is the id of the notice the player gets."""

    def __init__(self, reason: str, detail: str) -> None:
        self.reason = reason
        super().__init__(detail)


def variant_of(current: game.Game) -> str:
    """The statistics key of a game: its variant's key ('forty-thieves', 'eight-off-<cells>')."""
    return current.record.key


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


@dataclass(frozen=True, slots=True)
class Statistics:
    """The statistics of every variant, and what was dropped from storage while reading them."""

    records: dict[str, Record] = field(default_factory=lambda: {variant: Record() for variant in VARIANTS})
    dropped: tuple[str, ...] = ()

    def dump(self) -> str:
        """The stored text."""
        entries = {variant: asdict(record) for variant, record in self.records.items()}
        return json.dumps({"version": STATS_VERSION, **entries}, separators=(",", ":"))

    def to_contract(self) -> str:
        """The JSON of `window.solitaire.stats()` (SPEC §10): every variant with its six numbers."""
        return json.dumps({variant: asdict(record) for variant, record in self.records.items()})

    def update(self, variant: str, record: Record) -> Statistics:
        """These statistics with one variant's record replaced."""
        return Statistics({**self.records, variant: record})


def parse_stats(text: object) -> Statistics:
    """The stored statistics; unusable entries are dropped (named in `.dropped`), BadRecord if nothing is usable."""
    data = _json_object(text, "the statistics", "stats-discarded")
    _version(data, STATS_VERSION, "the statistics", "stats-discarded")
    unknown = sorted(set(data) - {"version", *VARIANTS})
    records = {}
    dropped = list(unknown)
    for variant in VARIANTS:
        try:
            records[variant] = check_record(data[variant]) if variant in data else Record()
        except ValueError:
            records[variant] = Record()
            dropped.append(variant)
    return Statistics(records, tuple(dropped))


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


@dataclass(frozen=True, slots=True)
class Play:
    """One playing of a deal: whether it was counted as played (first action) and as won."""

    id: str
    played: bool = False
    won: bool = False


@dataclass(frozen=True, slots=True)
class Session:
    """The game in progress as stored: the game, its start position if it has no code, its play, the tab."""

    game: game.Game
    start: str | None
    play: Play
    tab: str

    def dump(self) -> str:
        """The stored text."""
        return json.dumps(
            {
                "version": SESSION_VERSION,
                "tab": self.tab,
                "game": self.game.to_json(),
                "start": self.start,
                "play": asdict(self.play),
            },
            separators=(",", ":"),
        )


def parse_session(text: object) -> Session:
    """The stored game in progress, fully checked (the game by game.load_game); BadRecord otherwise."""
    data = _json_object(text, "the saved game", "save-discarded")
    if _version(data, SESSION_VERSION, "the saved game", "save-discarded") < SESSION_VERSION:
        raise BadRecord("save-too-old", "the saved game is of a format this release no longer reads")
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
    play, tab = data.get("play"), data.get("tab")
    if not isinstance(play, dict) or sorted(play) != ["id", "played", "won"] or not isinstance(tab, str):
        raise BadRecord("save-discarded", "the saved game lacks its play or tab")
    if not isinstance(play["id"], str) or type(play["played"]) is not bool or type(play["won"]) is not bool:
        raise BadRecord("save-discarded", "the saved play is not of the right types")
    if play["won"] and not play["played"]:
        raise BadRecord("save-discarded", "a play cannot be won without being played")
    return Session(current, start if isinstance(start, str) else None, Play(**play), tab)
