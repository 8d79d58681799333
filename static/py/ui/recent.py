"""The recent games (SPEC §17.2): the last 50 playings that ended, kept in the browser's storage. No browser imports.

Stored text, under RECENT_KEY:
  {"version": 1, "games": [{"id": str, "date": "YYYY-MM-DD", "code": str, "result": "won" | "left",
   "score": int, "moves": int, "actions": <game.replay moves text of the playing's log>,
   "analysis": null | <game.analysis.Analysis.as_dict()>}, …]}   (newest first, at most 50)
`id` is the playing's id (ui.records.Play.id): one entry per playing, so a playing that ends
again (a restart, a game brought back by Undo and left once more) updates its entry. A text that
does not read back whole is dropped with the notice `recent-discarded`, never half used.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, replace

import game

RECENT_KEY = "solitaire-recent"
RECENT_VERSION = 1
MAX_RECENT = 50
RESULTS = ("won", "left")
ANALYSIS_VERDICTS = ("won", "impossible", "unknown")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class BadRecent(ValueError):
    """A stored list of recent games that cannot be used."""


@dataclass(frozen=True, slots=True)
class RecentGame:
    """One ended playing: when, which deal, how it ended, and its actions (as a replay's moves text)."""

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


def ended(play_id: str, date: str, current: game.Game) -> RecentGame | None:
    """The entry of a playing that ends with `current` on screen; None when it cannot be analysed later
    (a game without a code, or whose early actions are not known)."""
    if current.code is None or current.log is None:
        return None
    try:
        actions = game.encode_moves(current.log)
    except game.BadReplay:
        return None
    result = "won" if current.won else "left"
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
    """The stored recent games; BadRecent if the text is not a whole, valid list."""
    try:
        data = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        data = None
    if not isinstance(data, dict) or data.get("version") != RECENT_VERSION or not isinstance(data.get("games"), list):
        raise BadRecent("the recent games are not a list of version 1")
    games = tuple(_entry(item) for item in data["games"][:MAX_RECENT])
    if len({entry.id for entry in games}) != len(games):
        raise BadRecent("two recent games have the same id")
    return RecentGames(games)


def _entry(item: object) -> RecentGame:
    """One checked entry, its deal code and moves text read through the engine; BadRecent otherwise."""
    fields = {"id": str, "date": str, "code": str, "result": str, "score": int, "moves": int, "actions": str}
    if not isinstance(item, dict) or any(type(item.get(name)) is not kind for name, kind in fields.items()):
        raise BadRecent(f"a recent game is not an entry: {item!r:.80}")
    analysis = item.get("analysis")
    if not _DATE.fullmatch(item["date"]) or item["result"] not in RESULTS or min(item["score"], item["moves"]) < 0:
        raise BadRecent(f"a recent game has a wrong value: {item!r:.80}")
    if analysis is not None and (not isinstance(analysis, dict) or analysis.get("deal") not in ANALYSIS_VERDICTS):
        raise BadRecent("a recent game's analysis is not one")
    try:
        game.Replay.from_text(item["code"], item["actions"])
    except game.BadReplay as error:
        raise BadRecent(f"a recent game's actions cannot be replayed: {error}") from None
    return RecentGame(**{name: item[name] for name in fields}, analysis=analysis)
