"""Saved games as JSON: the whole state, undo and redo history included.

Format (version 1), one JSON object:
  {"format": "patience-save", "version": 1, "game": "forty-thieves" | "eight-off",
   "cells": null | 8 | 4 | 2, "code": null | "<deal code>", "score": int, "moves": int,
   "piles": {"<pile id>": ["<card>", …], …},
   "undo": [["<source>", "<target>", count, score_before], …]   (oldest first),
   "redo": [["<source>", "<target>", count, score_before], …]   (the next to redo last)}
"game" and "cells" name a variant of the registry (game.registry). A save is accepted only when
it is consistent throughout: the position is one the game can have, and replaying the history
backwards and forwards meets only legal actions whose scores chain exactly. Anything else is BadSave.
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
            "piles": {pile: [str(card) for card in cards] for pile, cards in game.piles.items()},
            "undo": [_dump_entry(entry) for entry in game.undo_history],
            "redo": [_dump_entry(entry) for entry in game.redo_history],
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
    if moves < len(undo) + len(redo):
        raise BadSave("the move counter is lower than the number of actions in the history")
    _check_history(variant, piles, score, undo, redo)
    return SavedGame(record, code, piles, score, moves, undo, redo)


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


def _check_history(
    variant: Variant,
    piles: dict[str, tuple[Card, ...]],
    score: int,
    undo: list[HistoryEntry],
    redo: list[HistoryEntry],
) -> None:
    """Replay the history on a scratch position: every action legal, every score exact."""
    scratch = dict(piles)
    for entry in reversed(undo):
        _shift(scratch, entry.move.target, entry.move.source, entry.move.count)
    try:
        check_position(variant, scratch)
    except BadLayout as error:
        raise BadSave(f"the history starts from an impossible position: {error}") from None
    start_score = undo[0].score_before if undo else score
    after_undo = _replay(variant, scratch, start_score, undo)
    if after_undo != score:
        raise BadSave("the score does not follow from the history")
    _replay(variant, dict(piles), score, list(reversed(redo)))


def _replay(variant: Variant, scratch: dict[str, tuple[Card, ...]], score: int, entries: list[HistoryEntry]) -> int:
    """Apply entries in order, checking each is legal and starts from the score reached; the final score."""
    for entry in entries:
        if entry.score_before != score:
            raise BadSave("the score does not follow from the history")
        try:
            points = variant.check_action(scratch, entry.move)
        except IllegalMove as error:
            raise BadSave(f"the history holds an impossible action {entry.move}: {error}") from None
        _shift(scratch, entry.move.source, entry.move.target, entry.move.count)
        score = max(0, score + points)
    return score


def _shift(piles: dict[str, tuple[Card, ...]], source: str, target: str, count: int) -> None:
    """Move cards on a scratch position, refusing what the position cannot give."""
    if source not in piles or target not in piles or len(piles[source]) < count:
        raise BadSave("the history does not fit the saved position")
    shift_cards(piles, source, target, count)
