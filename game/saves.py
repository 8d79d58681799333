"""Saved games as JSON: the whole state, undo and redo history and the action log included.

Format (version 1), one JSON object:
  {"format": "patience-save", "version": 1, "game": "forty-thieves" | "eight-off",
   "cells": null | 8 | 4 | 2, "code": null | "<deal code>", "score": int, "moves": int,
   "piles": {"<pile id>": ["<card>", …], …},
   "undo": [["<source>", "<target>", count, score_before], …]   (oldest first),
   "redo": [["<source>", "<target>", count, score_before], …]   (the next to redo last),
   "log": ["<move text>", …] | null}   (game.Game.log: every action from the start, as Move text)
"game" and "cells" name a variant of the registry (game.registry). A save is accepted only when
it is consistent throughout: the position is one the game can have, replaying the history
backwards and forwards meets only legal actions whose scores chain exactly, and the log, played
from the game's start with score 0 (the deal of its code; for a game without a code, the position
the log leads back to, which must be possible), meets only legal actions, ends with the actions
to undo and reaches the saved position and score. Anything else is BadSave.

Saves written before the log have no "log" field. They load with the log None (unknown), except
when their undo history reaches back to the deal with score 0: that history is then the log. A
null "log" is a game whose log was unknown already.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.cards import Card
from game.codes import DealCode
from game.layout import check_position, position_from_layout
from game.moves import HistoryEntry, Move, shift_cards
from game.registry import VariantRecord, cell_choices_text, variants_of
from game.rules import BadCode, BadLayout, BadSave, IllegalMove
from game.variants import Variant

if TYPE_CHECKING:
    from game.engine import Game

SAVE_FORMAT = "patience-save"
SAVE_VERSION = 1


@dataclass(frozen=True, slots=True)
class SavedGame:
    """The checked contents of a save, ready to become a Game."""

    record: VariantRecord
    code: str | None
    piles: dict[str, tuple[Card, ...]]
    score: int
    moves: int
    undo: list[HistoryEntry]
    redo: list[HistoryEntry]
    log: list[Move] | None


def dump_game(game: Game) -> str:
    """The JSON text of a game."""
    return json.dumps(
        {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": game.name,
            "cells": game.cells,
            "code": game.code,
            "score": game.score,
            "moves": game.moves,
            "piles": {pile: [card.text for card in cards] for pile, cards in game.piles.items()},
            "undo": [_dump_entry(entry) for entry in game.undo_history],
            "redo": [_dump_entry(entry) for entry in game.redo_history],
            "log": None if game.log is None else [str(move) for move in game.log],
        },
        separators=(",", ":"),
    )


def _dump_entry(entry: HistoryEntry) -> list[object]:
    """A history entry as a JSON list."""
    return [entry.move.source, entry.move.target, entry.move.count, entry.score_before]


def parse_save(text: object, undo_depth: int) -> SavedGame:
    """The checked contents of a save; BadSave says what is wrong."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise BadSave(f"a save is JSON text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise BadSave(f"a save must be JSON text ({error})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise BadSave("this is not a saved game of this app")
    if type(data.get("version")) is not int or data.get("version") != SAVE_VERSION:
        raise BadSave(f"save version {data.get('version')!r} is not supported")
    record = _saved_variant(data)
    variant = record.variant
    code = _saved_code(data, record)
    saved_piles = _object_field(data, "piles")
    if set(saved_piles) != set(variant.pile_ids):
        raise BadSave(f"a {variant.name} save lists exactly the piles {', '.join(variant.pile_ids)}")
    try:
        piles = position_from_layout(variant, saved_piles)
    except BadLayout as error:
        raise BadSave(f"the saved position is impossible: {error}") from None
    score, moves = _count(data, "score"), _count(data, "moves")
    undo = [_saved_entry(item) for item in _list_field(data, "undo")]
    redo = [_saved_entry(item) for item in _list_field(data, "redo")]
    if len(undo) > undo_depth:
        raise BadSave(f"a save holds at most {undo_depth} actions to undo")
    history_start = _check_history(variant, piles, score, undo, redo)
    log = _saved_log(data)
    if log is not None:
        _check_log(variant, code, piles, score, log=log, undo=undo)
    elif "log" not in data:
        log = _recovered_log(variant, code, history_start, score, undo)
    if moves < max(len(undo), len(log or ())) + len(redo):
        raise BadSave("the move counter is lower than the number of actions in the history")
    return SavedGame(record, code, piles, score, moves, undo, redo, log)


def _object_field(data: dict[str, object], key: str) -> dict[str, object]:
    """A field of the save that must be a JSON object."""
    value = data.get(key)
    if not isinstance(value, dict):
        raise BadSave(f"the save's {key!r} must be a JSON object")
    return value


def _list_field(data: dict[str, object], key: str) -> list[object]:
    """A field of the save that must be a JSON list."""
    value = data.get(key)
    if not isinstance(value, list):
        raise BadSave(f"the save's {key!r} must be a JSON list")
    return value


def _count(data: dict[str, object], key: str) -> int:
    """A non-negative whole number field."""
    value = data.get(key)
    if type(value) is not int or value < 0:
        raise BadSave(f"the save's {key!r} must be a whole number from 0 up")
    return value


def _saved_variant(data: dict[str, object]) -> VariantRecord:
    """The variant named by the game and cell count of a save."""
    name, cells = data.get("game"), data.get("cells")
    family = variants_of(name) if isinstance(name, str) else ()
    if not family:
        raise BadSave(f"unknown game {name!r} in the save")
    for record in family:
        if type(cells) is type(record.cells) and cells == record.cells:
            return record
    raise BadSave(f"a save of {name!r} has {cell_choices_text(family[0].game)}")


def _saved_code(data: dict[str, object], record: VariantRecord) -> str | None:
    """The deal code of a save, which must name the save's game and cells (or be null)."""
    text = data.get("code")
    if text is None:
        return None
    try:
        code = DealCode.parse(text)
    except BadCode as error:
        raise BadSave(f"the save's deal code is wrong: {error}") from None
    if code.record is not record:
        raise BadSave(f"the deal code {code} does not belong to this save's game")
    return str(code)


def _saved_entry(item: object) -> HistoryEntry:
    """A history entry of a save: [source, target, count, score_before]."""
    if not (isinstance(item, list) and len(item) == 4):
        raise BadSave("a history entry must be [source, target, count, score before]")
    source, target, count, score_before = item
    if not (isinstance(source, str) and isinstance(target, str)):
        raise BadSave("a history entry names its piles as text")
    if type(count) is not int or count < 1 or type(score_before) is not int or score_before < 0:
        raise BadSave("a history entry needs a card count from 1 up and a score from 0 up")
    return HistoryEntry(Move(source, target, count), score_before)


def _saved_log(data: dict[str, object]) -> list[Move] | None:
    """The action log of a save as moves (None when absent or null); BadSave if malformed."""
    items = data.get("log")
    if items is None:
        return None
    if not isinstance(items, list):
        raise BadSave("the save's 'log' must be a JSON list of moves or null")
    log = []
    for item in items:
        try:
            move = Move.parse(item) if isinstance(item, str) else None
        except ValueError:
            move = None
        if move is None or move.count < 1:
            raise BadSave(f"the action log holds {item!r}, which is not a move like 'column-3>foundation-1'")
        log.append(move)
    return log


def _check_history(
    variant: Variant,
    piles: dict[str, tuple[Card, ...]],
    score: int,
    undo: list[HistoryEntry],
    redo: list[HistoryEntry],
) -> dict[str, tuple[Card, ...]]:
    """Replay the history on a scratch position: every action legal, every score exact; the position undo leads to."""
    scratch = _unwound(variant, piles, [entry.move for entry in undo], "history")
    start = dict(scratch)
    start_score = undo[0].score_before if undo else score
    after_undo = _replay(variant, scratch, start_score, undo)
    if after_undo != score:
        raise BadSave("the score does not follow from the history")
    _replay(variant, dict(piles), score, list(reversed(redo)))
    return start


def _check_log(
    variant: Variant,
    code: str | None,
    piles: dict[str, tuple[Card, ...]],
    score: int,
    *,
    log: list[Move],
    undo: list[HistoryEntry],
) -> None:
    """Play the log from the start with score 0: legal throughout, ending with the undo history, reaching the save."""
    first_undo = len(log) - len(undo)
    if first_undo < 0 or log[first_undo:] != [entry.move for entry in undo]:
        raise BadSave("the action log does not end with the actions to undo")
    start = _unwound(variant, piles, log, "action log")
    if code is not None and start != _deal(variant, code):
        raise BadSave("the action log does not lead from the deal to the saved position")
    reached = 0
    for index, move in enumerate(log):
        if index == first_undo and reached != undo[0].score_before:
            raise BadSave("the score does not follow from the action log")
        reached = _play(variant, start, reached, move)
    if reached != score:
        raise BadSave("the score does not follow from the action log")


def _recovered_log(
    variant: Variant,
    code: str | None,
    history_start: dict[str, tuple[Card, ...]],
    score: int,
    undo: list[HistoryEntry],
) -> list[Move] | None:
    """The log of a save older than logs: its undo history if that starts at the deal with score 0, else None."""
    start_score = undo[0].score_before if undo else score
    if code is None or start_score != 0 or history_start != _deal(variant, code):
        return None
    return [entry.move for entry in undo]


def _unwound(
    variant: Variant, piles: dict[str, tuple[Card, ...]], actions: list[Move], name: str
) -> dict[str, tuple[Card, ...]]:
    """The position before `actions` led to `piles`, which must be one the game can have."""
    scratch = dict(piles)
    for move in reversed(actions):
        _shift(scratch, move.target, move.source, move.count)
    try:
        check_position(variant, scratch)
    except BadLayout as error:
        raise BadSave(f"the {name} starts from an impossible position: {error}") from None
    return scratch


def _deal(variant: Variant, code: str) -> dict[str, tuple[Card, ...]]:
    """The starting position of a (checked) deal code."""
    return variant.deal(DealCode.parse(code).cards())


def _replay(variant: Variant, scratch: dict[str, tuple[Card, ...]], score: int, entries: list[HistoryEntry]) -> int:
    """Apply entries in order, checking each is legal and starts from the score reached; the final score."""
    for entry in entries:
        if entry.score_before != score:
            raise BadSave("the score does not follow from the history")
        score = _play(variant, scratch, score, entry.move)
    return score


def _play(variant: Variant, scratch: dict[str, tuple[Card, ...]], score: int, move: Move) -> int:
    """Apply one action on a scratch position if the rules allow it; the score after it."""
    try:
        points = variant.check_action(scratch, move)
    except IllegalMove as error:
        raise BadSave(f"the history holds an impossible action {move}: {error}") from None
    _shift(scratch, move.source, move.target, move.count)
    return max(0, score + points)


def _shift(piles: dict[str, tuple[Card, ...]], source: str, target: str, count: int) -> None:
    """Move cards on a scratch position, refusing what the position cannot give."""
    if source not in piles or target not in piles or not 1 <= count <= len(piles[source]):
        raise BadSave("the history does not fit the saved position")
    shift_cards(piles, source, target, count)
