"""The recent games as stored: the last 50 playings that ended, for analysis. No browser imports.

  {"version": 1, "games": [{"id": str, "date": "YYYY-MM-DD", "code": str,
   "result": "won" | "left" | "stuck", "score": int, "moves": int,
   "actions": <game.replay moves text of the playing's log>,
   "analysis": null | <game.analysis.Analysis.as_dict()>}, …]}   (newest first, at most 50)

`id` is the playing's id (ui.stored_game.Play.id): one entry per playing, so a playing that ends
again (after a restart, or brought back by Undo and left once more) updates its entry. "stuck":
the game showed "No moves left". A text that does not read back whole is dropped with
the notice `recent-discarded`, never half used. The actions are checked for form here; whether
they are legal, the analysis learns when it replays them.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, replace

import game
from ui.records import BadRecord, format_version, json_object

RECENT_VERSION = 1
MAX_RECENT = 50
RESULTS = ("won", "left", "stuck")
ANALYSIS_VERDICTS = ("won", "impossible", "unknown")
DISCARDED = "recent-discarded"
ENTRY_FIELDS = {"id": str, "date": str, "code": str, "result": str, "score": int, "moves": int, "actions": str}
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


@dataclass(frozen=True, slots=True)
class RecentGame:
    """One ended playing: when, which deal, how it ended, its actions (a replay's moves text), its analysis."""

    id: str
    date: str
    code: str
    result: str
    score: int
    moves: int
    actions: str
    analysis: dict[str, object] | None = None

    @property
    def record(self) -> game.VariantRecord:
        """The variant of the playing's deal."""
        return game.DealCode.parse(self.code).record


def ended(play_id: str, date: str, current: game.Game, result: str) -> RecentGame | None:
    """The entry of a playing that ends with `current` on screen; None when it cannot be analysed later
    (a game without a code, whose early actions are not known, or too long for a moves text)."""
    if current.code is None or current.log is None:
        return None
    try:
        actions = game.encode_moves(current.log)
    except game.BadReplay:
        return None
    return RecentGame(play_id, date, current.code, result, current.score, current.moves, actions)


@dataclass(frozen=True, slots=True)
class RecentGames:
    """The recent games, newest first."""

    games: tuple[RecentGame, ...] = ()

    def added(self, entry: RecentGame) -> RecentGames:
        """With `entry` first (replacing the older entry of the same playing), at most MAX_RECENT."""
        others = tuple(other for other in self.games if other.id != entry.id)
        return RecentGames((entry, *others)[:MAX_RECENT])

    def without(self, play_id: str) -> RecentGames:
        """Without the entry of a playing (one brought back into play by Undo)."""
        return RecentGames(tuple(entry for entry in self.games if entry.id != play_id))

    def find(self, play_id: object) -> RecentGame | None:
        """The entry of a playing, or None."""
        return next((entry for entry in self.games if entry.id == play_id), None)

    def answered(self, play_id: str, analysis: dict[str, object]) -> RecentGames:
        """With the analysis of a playing stored beside it (a second look is instant)."""
        changed = (replace(entry, analysis=analysis) if entry.id == play_id else entry for entry in self.games)
        return RecentGames(tuple(changed))

    def dump(self) -> str:
        """The stored text."""
        return json.dumps({"version": RECENT_VERSION, "games": [asdict(entry) for entry in self.games]})


def parse_recent(text: object) -> RecentGames:
    """The stored recent games; BadRecord if the text is not a whole, valid list."""
    data = json_object(text, "the recent games", DISCARDED)
    format_version(data, RECENT_VERSION, "the recent games", DISCARDED)
    items = data.get("games")
    if not isinstance(items, list):
        raise BadRecord(DISCARDED, "the recent games are not a list")
    games = tuple(parse_entry(item) for item in items[:MAX_RECENT])
    if len({entry.id for entry in games}) != len(games):
        raise BadRecord(DISCARDED, "two recent games have the same id")
    return RecentGames(games)


def parse_entry(item: object) -> RecentGame:
    """One checked entry, its deal code and moves text read through the engine; BadRecord otherwise."""
    if not isinstance(item, dict) or any(type(item.get(name)) is not kind for name, kind in ENTRY_FIELDS.items()):
        raise BadRecord(DISCARDED, f"a recent game is not an entry: {item!r:.80}")
    if not _DATE.fullmatch(item["date"]) or item["result"] not in RESULTS or min(item["score"], item["moves"]) < 0:
        raise BadRecord(DISCARDED, f"a recent game has a wrong value: {item!r:.80}")
    try:
        record = game.DealCode.parse(item["code"]).record
        game.decode_moves(item["actions"], record)
    except (game.BadCode, game.BadReplay) as error:
        raise BadRecord(DISCARDED, f"a recent game's deal or actions cannot be read: {error}") from None
    analysis = item.get("analysis")
    if analysis is not None and not is_analysis(analysis):
        raise BadRecord(DISCARDED, "a recent game's analysis is not one")
    return RecentGame(**{name: item[name] for name in ENTRY_FIELDS}, analysis=analysis)


def is_analysis(answer: object) -> bool:
    """Whether `answer` has the form of game.analysis's answer (as the worker sends it and the list keeps it)."""
    if not isinstance(answer, dict) or answer.get("deal") not in ANALYSIS_VERDICTS:
        return False
    if type(answer.get("solved")) is not int:
        return False
    lost_at, takeover, line = answer.get("lost_at"), answer.get("takeover"), answer.get("winning_line")
    between = answer.get("lost_between")
    return (
        (lost_at is None or type(lost_at) is int)
        and (takeover is None or type(takeover) is int)
        and (line is None or isinstance(line, str))
        and (between is None or (isinstance(between, list) and len(between) == 2))
        and answer.get("still_winnable") in (True, False, None)
    )
