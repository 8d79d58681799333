"""The game in progress as stored: checked plain data. No browser imports.

  {"version": 1, "tab": str, "game": <game.Game.to_json() text>,
   "start": null | <to_json() of the starting position of a game without a code>,
   "play": {"id": str, "played": bool, "won": bool, "winnable": bool},
   "left": null | {"game", "start", "play" as above}}

The game is JSON inside JSON (ui.contract.SavedGameField). `winnable` is missing from saves made
before winnable deals existed: false; `left`, the playing in progress that this deal replaced and Undo brings back
until this deal's first action, is missing from saves made before it: null.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace

import game
from ui.contract import SavedGameField
from ui.records import BadRecord, format_version, json_object, variant_of
from ui.stored_stats import stats_key

SAVED_GAME_VERSION = 1

PLAY_FIELDS = (["id", "played", "won"], ["id", "played", "winnable", "won"])  # before winnable deals, and now


@dataclass(frozen=True, slots=True)
class Play:
    """One playing of a deal: whether it was counted as played (first action) and as won."""

    id: str
    played: bool = False
    won: bool = False
    winnable: bool = False  # started with "winnable deals only": counted in `<variant>-winnable`


@dataclass(frozen=True, slots=True)
class SavedGame:
    """The game in progress as stored: the game, its start position if it has no code, its play, the tab.

    `left`: the playing in progress this one replaced, which one Undo brings back until this
    playing's first action; it has no `left` of its own.
    """

    game: game.Game
    start: str | None
    play: Play
    tab: str
    left: SavedGame | None = None

    @property
    def stats_key(self) -> str:
        """The statistics key this playing counts in."""
        return stats_key(variant_of(self.game), winnable=self.play.winnable)

    @property
    def in_progress(self) -> bool:
        """Whether this playing has had an action and is not won: leaving it keeps it for Undo."""
        return self.play.played and not self.play.won

    def playing(self) -> dict[str, object]:
        """The stored form of the playing: its game, start and play."""
        return {SavedGameField.GAME: self.game.to_json(), "start": self.start, "play": asdict(self.play)}

    def dump(self) -> str:
        """The stored text."""
        left = None if self.left is None else self.left.playing()
        return json.dumps(
            {"version": SAVED_GAME_VERSION, "tab": self.tab, **self.playing(), "left": left}, separators=(",", ":")
        )


def parse_saved_game(text: object) -> SavedGame:
    """The stored game in progress, fully checked (the game by game.load_game); BadRecord otherwise.

    A `left` playing that cannot be read is dropped: the game in progress is kept.
    """
    data = json_object(text, "the saved game", "save-discarded")
    if format_version(data, SAVED_GAME_VERSION, "the saved game", "save-discarded") < SAVED_GAME_VERSION:
        raise BadRecord("save-too-old", "the saved game is of a format this release no longer reads")
    tab = data.get("tab")
    if not isinstance(tab, str):
        raise BadRecord("save-discarded", "the saved game lacks its tab")
    saved = parse_playing(data, tab)
    left = data.get("left")
    if isinstance(left, dict):
        try:
            return replace(saved, left=parse_playing(left, tab))
        except BadRecord:
            return saved
    return saved


def parse_playing(data: dict[str, object], tab: str) -> SavedGame:
    """A stored playing (its game, start and play), fully checked; BadRecord otherwise."""
    try:
        current = game.load_game(data.get(SavedGameField.GAME))
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
    return SavedGame(current, start if isinstance(start, str) else None, Play(**play), tab)
