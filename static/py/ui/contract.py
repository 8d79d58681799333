"""The names the page's JavaScript and its Python share: intents, the view, effects, storage.

Pure Python, the one place these names are spelt. The build writes them into static/js/contract.js
(`javascript_constants`), which the page's scripts import, so neither side spells them by hand;
tests/test_contract.py checks that the scripts use no other intent kind, view key or field value.

- An intent is a JSON object `{"do": <kind>, <field>: <value>, …}`. `SHAPES` gives each kind its
  fields and their types: JSON types, or a closed set of values (`CHOICES`: the windows `open`
  names, ...); `malformed` checks an intent against its shape once, where it enters (ui.app), so
  that no handler meets a field of the wrong type or an unknown value.
- Python answers each intent with a view and a list of effects. A view is a JSON object with the
  keys `VIEW_KEYS` (ui.view), of format `VIEW_FORMAT`. The page stores the last view without what
  is about its moment (`MOMENT_BLANKS`) and paints a stored view only of its own format. An
  effect (`Effect`) is what the page does for Python beside drawing: a storage write, a copy to
  the clipboard, starting or stopping the analysis worker.
- Storage holds texts under `StorageKey`, each a JSON object with a format `version`
  (ui.stored_settings, ui.stored_stats, ui.stored_game). The saved game is JSON inside JSON: its
  `SavedGameField.GAME` field is the engine's save (game.Game.to_json()) as text, whose `CODE` and
  `MOVES` the page reads to know whether a stored view shows it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

Intent = Mapping[str, Any]  # an intent that has passed `malformed`: its fields are of its shape's types
Handlers = dict[str, Callable[[Intent], None]]  # what each kind of intent does
View = dict[str, object]


class Do:
    """The kinds of intent: the `do` of each intent the page sends."""

    TAP = "tap"
    DOUBLE_TAP = "double-tap"
    REMIND = "remind"
    LIFT = "lift"
    DROP = "drop"
    PUT_BACK = "put-back"
    UNDO = "undo"
    REDO = "redo"
    RESTART = "restart"
    FINISH = "finish"
    NEW_DEAL = "new-deal"
    DAILY = "daily"
    WINNABLE = "winnable"
    PLAY_CODE = "play-code"
    LOAD = "load"
    ADDRESS = "address"
    STORED = "stored"
    STORAGE_FAILED = "storage-failed"
    SETTINGS = "settings"
    OPEN = "open"
    STATS_VARIANT = "stats-variant"
    STATS_RESET = "stats-reset"
    KEY = "key"
    FOCUSED = "focused"
    DESCRIBE = "describe"
    COPY = "copy"
    COPIED = "copied"
    REPLAY = "replay"
    REPLAY_STEP = "replay-step"
    REPLAY_TICK = "replay-tick"
    REPLAY_BACK = "replay-back"
    REPLAY_PLAY = "replay-play"
    REPLAY_EXIT = "replay-exit"
    SHARE_REPLAY = "share-replay"
    EXAMPLES_WATCH = "examples-watch"
    ANALYSE = "analyse"
    ANALYSIS_DONE = "analysis-done"
    ANALYSIS_FAILED = "analysis-failed"
    ANALYSIS_CANCEL = "analysis-cancel"
    ANALYSIS_WATCH = "analysis-watch"


class Window:
    """The page's windows, by the name a window's data carries (`{"name": …}`)."""

    NEW_GAME = "new-game"
    SETTINGS = "settings"
    STATS = "stats"
    KEYS = "keys"
    RULES = "rules"
    EXAMPLES = "examples"
    FAQ = "faq"
    DESCRIBE = "describe"
    ANALYSIS = "analysis"


# The windows an `open` intent may name (the board's description and the analysis open by their own intents).
OPENABLE_WINDOWS = (
    Window.NEW_GAME,
    Window.SETTINGS,
    Window.STATS,
    Window.KEYS,
    Window.RULES,
    Window.EXAMPLES,
    Window.FAQ,
)


class AnalysisAction:
    """The analysis window's buttons (`data-analysis`), which the page turns into intents."""

    WATCH = "watch"
    CANCEL = "cancel"


class Copied:
    """What a `copied` intent says was copied."""

    CODE = "code"
    REPLAY = "replay"


class CodeField:
    """Where a `play-code` intent's code was typed, when not on the page's own field."""

    WINDOW = "window"  # the New Game window's field: a refusal is said beside it


class Shown:
    """How a view shows the game (`shown`): a deal from scratch, or the same deal restarted."""

    DEAL = "deal"
    RESTART = "restart"


class Effect:
    """The kinds of effect: what the page does for Python beside drawing the view (`{"do": <kind>, …}`)."""

    WRITE = "write"  # key, text (null: remove the key), made once the frame showing the change is on screen
    COPY = "copy"  # text, put on the clipboard; the page answers with a `copied` intent
    ANALYSE = "analyse"  # request, handed to the analysis worker; it answers with `analysis-done` or -failed
    STOP_ANALYSIS = "stop-analysis"  # the analysis worker stops at once


# The JSON types a field may have, by name; "integer|null" allows either.
JSON_TYPES: dict[str, type] = {"string": str, "integer": int, "boolean": bool, "null": type(None), "object": dict}
# The closed sets of strings a field may take, by name: a value outside its set is malformed.
CHOICES: dict[str, tuple[str, ...]] = {
    "window": OPENABLE_WINDOWS,
    "copied": (Copied.CODE, Copied.REPLAY),
    "code-field": (CodeField.WINDOW,),
}


@dataclass(frozen=True, slots=True)
class Shape:
    """The fields of one kind of intent: name -> JSON type ("string", "integer|null", …)."""

    required: Mapping[str, str] = field(default_factory=dict)
    optional: Mapping[str, str] = field(default_factory=dict)


NO_FIELDS = Shape()
SHAPES: dict[str, Shape] = {
    Do.TAP: Shape({"pile": "string"}, {"index": "integer|null", "quiet": "boolean"}),
    Do.DOUBLE_TAP: Shape({"pile": "string"}, {"index": "integer|null"}),
    Do.REMIND: Shape({"rule": "string"}),
    Do.LIFT: Shape({"pile": "string", "index": "integer"}),
    Do.DROP: Shape({"pile": "string", "index": "integer"}, {"target": "string|null"}),
    Do.PUT_BACK: NO_FIELDS,
    Do.UNDO: NO_FIELDS,
    Do.REDO: NO_FIELDS,
    Do.RESTART: NO_FIELDS,
    Do.FINISH: NO_FIELDS,
    Do.NEW_DEAL: Shape(optional={"game": "string|null", "cells": "integer|null"}),
    Do.DAILY: Shape(optional={"game": "string|null"}),
    Do.WINNABLE: Shape({"on": "boolean"}),
    Do.PLAY_CODE: Shape({"code": "string"}, {"where": "code-field", "game": "string|null"}),
    Do.LOAD: Shape({"save": "string"}),
    Do.ADDRESS: Shape({"hash": "string"}),
    Do.STORED: Shape({"key": "string", "text": "string"}),
    Do.STORAGE_FAILED: NO_FIELDS,
    Do.SETTINGS: Shape(
        optional={
            "language": "string|null",
            "theme": "string",
            "doubleTap": "boolean",
            "autoPlacement": "boolean",
            "motion": "boolean",
            "fourColour": "boolean",
        }
    ),
    Do.OPEN: Shape({"window": "window"}, {"game": "string|null"}),
    Do.STATS_VARIANT: Shape({"key": "string"}, {"winnable": "boolean"}),
    Do.STATS_RESET: NO_FIELDS,
    Do.KEY: Shape({"key": "string"}, {"shift": "boolean", "command": "boolean", "onBoard": "boolean"}),
    Do.FOCUSED: Shape({"pile": "string"}),
    Do.DESCRIBE: NO_FIELDS,
    Do.COPY: NO_FIELDS,
    Do.COPIED: Shape({"ok": "boolean"}, {"what": "copied"}),
    Do.REPLAY: NO_FIELDS,
    Do.REPLAY_STEP: NO_FIELDS,
    Do.REPLAY_TICK: NO_FIELDS,
    Do.REPLAY_BACK: NO_FIELDS,
    Do.REPLAY_PLAY: NO_FIELDS,
    Do.REPLAY_EXIT: NO_FIELDS,
    Do.SHARE_REPLAY: NO_FIELDS,
    Do.EXAMPLES_WATCH: Shape({"game": "string"}),
    Do.ANALYSE: Shape(optional={"id": "string|null"}),
    Do.ANALYSIS_DONE: Shape({"id": "string", "analysis": "object"}),
    Do.ANALYSIS_FAILED: Shape({"id": "string", "reason": "string"}),
    Do.ANALYSIS_CANCEL: NO_FIELDS,
    Do.ANALYSIS_WATCH: Shape({"id": "string"}),
}


def of_type(value: object, field_type: str) -> bool:
    """Whether `value` is of `field_type`: a JSON type (a boolean is not an integer) or one of a set of `CHOICES`."""
    return any(
        value in CHOICES[name] if name in CHOICES else type(value) is JSON_TYPES[name] for name in field_type.split("|")
    )


def type_name(field_type: str) -> str:
    """A field type in words, for the reason a field is refused."""
    return " or ".join(f"one of {', '.join(CHOICES[n])}" if n in CHOICES else n for n in field_type.split("|"))


def malformed(intent: object) -> str:
    """Why `intent` is not an intent of a known kind with the fields of its shape, or '' when it is one."""
    if not isinstance(intent, dict):
        return "an intent is a JSON object"
    kind = intent.get("do")
    shape = SHAPES.get(kind) if isinstance(kind, str) else None
    if shape is None:
        return f"no intent is of kind {kind!r}"
    for name, json_type in shape.required.items():
        if name not in intent:
            return f"{kind}: {name} is missing"
        if not of_type(intent[name], json_type):
            return f"{kind}: {name} must be {type_name(json_type)}, not {intent[name]!r}"
    for name, json_type in shape.optional.items():
        if name in intent and not of_type(intent[name], json_type):
            return f"{kind}: {name} must be {type_name(json_type)}, not {intent[name]!r}"
    return ""


# The view

VIEW_FORMAT = 1  # the format of a view: the page paints a stored view only of the format it draws
VIEW_KEYS = (
    "format",
    "persist",
    "lang",
    "texts",  # only when the page lacks them (its first view, or another language)
    "cardNames",  # as `texts`
    "root",
    "board",
    "counters",
    "enabled",
    "hash",
    "win",
    "replay",
    "status",
    "offer",  # the playing just left, offered for analysis in the message area, or null
    "hint",  # what to do, said near the cards on a first visit until the first action, or ""
    "message",
    "say",
    "moved",
    "celebrate",
    "shown",
    "window",
    "doubleTap",
    "ok",
    "refused",
    "malformed",
    "error",
    "handled",
    "keys",  # the keys Python uses now: the page prevents their default at once, before the answer
    "codeError",
)
# What of a view is about the moment it was made, not the game, with its value in a stored view.
MOMENT_BLANKS: dict[str, object] = {
    "moved": None,
    "celebrate": False,
    "shown": None,
    "window": None,
    "offer": None,
    "hint": "",
    "malformed": "",
    "error": "",
}


# Storage


class StorageKey:
    """The keys of the browser's storage the page uses."""

    GAME = "solitaire-game"  # the game in progress (ui.stored_game)
    STATS = "solitaire-stats"  # the statistics (ui.stored_stats)
    SETTINGS = "solitaire-settings"  # the settings (ui.stored_settings)
    RECENT = "solitaire-recent"  # the playings that ended, for analysis (ui.stored_recent)
    VIEW = "solitaire-view"  # the last view of the stored game, painted before Python is up
    PROBE = "solitaire-probe"  # written and removed at boot to learn whether storage can be written


PYTHON_KEYS = (
    StorageKey.GAME,
    StorageKey.STATS,
    StorageKey.SETTINGS,
    StorageKey.RECENT,
)  # what the page reads for Python


class SavedGameField:
    """The fields of the saved game the page reads itself (JSON inside JSON)."""

    GAME = "game"  # in the stored text: the engine's save, as JSON text
    CODE = "code"  # in the engine's save: the deal code, null for a game without one
    MOVES = "moves"  # in the engine's save: the move counter


SETTINGS_LANGUAGE_FIELD = "language"  # the stored settings' language, which boot-text.js reads


def names_of(namespace: type) -> dict[str, str]:
    """The constants of a namespace class, by name."""
    return {name: value for name, value in vars(namespace).items() if name.isupper()}


def javascript_constants() -> dict[str, str]:
    """static/js/contract.js's declarations and their values as JavaScript, for the build to fill in."""
    values: dict[str, object] = {
        "DO": names_of(Do),
        "VIEW_FORMAT": VIEW_FORMAT,
        "MOMENT_BLANKS": MOMENT_BLANKS,
        "WINDOW": names_of(Window),
        "ANALYSIS_ACTION": names_of(AnalysisAction),
        "COPIED": names_of(Copied),
        "CODE_FIELD": names_of(CodeField),
        "SHOWN": names_of(Shown),
        "EFFECT": names_of(Effect),
        "STORAGE_KEY": names_of(StorageKey),
        "PYTHON_KEYS": list(PYTHON_KEYS),
        "SAVED_GAME_FIELD": names_of(SavedGameField),
        "SETTINGS_LANGUAGE_FIELD": SETTINGS_LANGUAGE_FIELD,
    }
    return {f"export const {name} = ": json.dumps(value) for name, value in values.items()}
