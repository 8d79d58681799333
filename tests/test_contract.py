"""The contract between the page's JavaScript and its Python (ui.contract), and the rule at its boundary.

A malformed intent is refused with a reason before any handler sees it; an exception inside a
handler is a bug, reported as an error and never taken for a refused move. The scripts spell no
intent kind, storage key or view format by hand: they import them from static/js/contract.js,
which the build fills from ui.contract.
"""

from __future__ import annotations

import json
import re
from enum import Enum
from pathlib import Path
from typing import Any

import pytest

import game
from tools import generated as build
from ui.app import App
from ui.contract import (
    CHOICES,
    MOMENT_BLANKS,
    OPENABLE_WINDOWS,
    SHAPES,
    VIEW_KEYS,
    AnalysisAction,
    Do,
    Effect,
    SavedGameField,
    StorageKey,
    Window,
    javascript_constants,
    malformed,
    names_of,
)
from ui.progress import Progress
from ui.stored_game import Play, SavedGame

SCRIPTS = Path(__file__).resolve().parent.parent / "static" / "js"
TEXT_IDS = ["new-game", "undo"]


def booted_app() -> App:
    """A page booted on a known deal, in English, with nothing stored before."""
    app = App({}, ["en"], TEXT_IDS)
    app.boot("#FT1-N-AAAAAAB")
    return app


def scripts() -> dict[str, str]:
    """The page's scripts by name (the contract script itself left out)."""
    return {path.name: path.read_text(encoding="utf-8") for path in SCRIPTS.glob("*.js") if path.name != "contract.js"}


@pytest.mark.parametrize(
    ("intent", "reason"),
    [
        ([], "an intent is a JSON object"),
        ({}, "no intent is of kind None"),
        ({"do": "fly"}, "no intent is of kind 'fly'"),
        ({"do": "tap"}, "tap: pile is missing"),
        ({"do": "tap", "pile": 3}, "tap: pile must be string, not 3"),
        ({"do": "drop", "pile": "column-1", "index": "x"}, "drop: index must be integer, not 'x'"),
        ({"do": "lift", "pile": "column-1", "index": True}, "lift: index must be integer, not True"),
        ({"do": "tap", "pile": "waste", "index": 1.5}, "tap: index must be integer or null, not 1.5"),
        ({"do": "winnable", "on": 1}, "winnable: on must be boolean, not 1"),
        ({"do": "open"}, "open: window is missing"),
        (
            {"do": "open", "window": "nope"},
            "open: window must be one of new-game, settings, stats, keys, rules, examples, faq, not 'nope'",
        ),
        (
            {"do": "open", "window": "analysis"},
            "open: window must be one of new-game, settings, stats, keys, rules, examples, faq, not 'analysis'",
        ),
        ({"do": "copied", "ok": True, "what": "page"}, "copied: what must be one of code, replay, not 'page'"),
        ({"do": "play-code", "code": "x", "where": "toolbar"}, "play-code: where must be one of window, not 'toolbar'"),
    ],
)
def test_a_malformed_intent_is_refused_with_its_reason_and_changes_nothing(intent: object, reason: str) -> None:
    """Of no known kind, or a field missing or of the wrong type: refused before any handler, the game as it was."""
    app = booted_app()
    before, stored = app.saved_game(), dict(app.store.texts)
    view = app.handle(intent)
    assert view["malformed"] == reason
    assert view["ok"] is False and view["error"] == "" and view["refused"] == ""
    assert app.saved_game() == before and app.effects() == [] and app.store.texts == stored


def test_a_well_formed_intent_passes_the_check() -> None:
    """Optional fields may be left out or null where their type allows it."""
    assert malformed({"do": "tap", "pile": "stock", "index": None}) == ""
    assert malformed({"do": "new-deal"}) == ""
    assert malformed({"do": "drop", "pile": "column-1", "index": 2, "target": None}) == ""


ODD_VALUES = {
    "string": ["", "nope", "column-99", "#", "{}"],
    "integer": [-1, 0, 999],
    "boolean": [True, False],
    "object": [{}, {"deal": "won"}, {"deal": "won", "solved": 1, "takeover": -5, "winning_line": "nope"}],
}


def odd_intents() -> list[dict[str, object]]:
    """Well-formed intents of every kind, with values no page sends: unknown piles, windows, games, keys, codes."""
    intents = []
    for kind, shape in SHAPES.items():
        fields = {**shape.required, **shape.optional}
        for turn in range(5):
            intent: dict[str, object] = {"do": kind}
            for name, json_type in fields.items():
                first_type = json_type.split("|")[0]
                values = list(CHOICES[first_type]) if first_type in CHOICES else ODD_VALUES[first_type]
                intent[name] = values[turn % len(values)]
            intents.append(intent)
    return intents


def test_bad_input_of_the_right_types_is_refused_or_ignored_never_an_error() -> None:
    """No well-formed intent, however odd its values, makes a handler raise; the game is never lost."""
    app = booted_app()
    for intent in odd_intents():
        view = app.handle(intent)
        assert view["error"] == "" and view["malformed"] == "", intent
    game.load_game(app.saved_game())


def test_a_bug_in_a_handler_is_an_error_not_a_refusal(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    """Saving the settings raises: the view names the error, the player is told, stderr has it, the game is kept."""
    app = booted_app()
    before = app.saved_game()

    def broken(*_args: object) -> None:
        raise RuntimeError("the settings could not be written")

    monkeypatch.setattr(Progress, "save_settings", broken)
    view = app.handle({"do": "settings", "motion": False})
    assert view["error"] == "RuntimeError: the settings could not be written"
    assert view["malformed"] == "" and view["refused"] == ""
    assert view["message"]["text"] == app.texts.text("action-failed")  # type: ignore[index]
    assert "RuntimeError: the settings could not be written" in capsys.readouterr().err
    assert app.saved_game() == before
    assert app.handle({"do": "tap", "pile": "stock", "index": None})["error"] == ""  # the page goes on


def test_a_bug_while_saving_a_move_keeps_the_stored_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saving after a tap raises: an error (not a refused move), and the stored game is the last one saved."""
    app = booted_app()
    app.handle({"do": "tap", "pile": "stock", "index": None})
    stored = app.store.read(StorageKey.GAME)

    def broken(*_args: object, **_values: object) -> None:
        raise KeyError("forty-thieves")

    monkeypatch.setattr(app.progress, "changed", broken)
    view = app.handle({"do": "tap", "pile": "stock", "index": None})
    assert view["error"] == "KeyError: 'forty-thieves'" and view["refused"] == ""
    assert app.store.read(StorageKey.GAME) == stored
    assert game.load_game(json.loads(stored or "{}")[SavedGameField.GAME]).moves == 1


def test_every_intent_kind_has_one_handler() -> None:
    """The handlers and the shapes name the same kinds, and the shapes name the kinds of `Do`."""
    assert set(booted_app().handlers) == set(SHAPES) == set(names_of(Do).values())


def test_the_view_has_the_contract_keys() -> None:
    """A view with its texts has exactly the keys of VIEW_KEYS; what is blanked in a stored view is among them."""
    app = App({}, ["en"], TEXT_IDS)
    first = app.boot("")
    assert set(first) == set(VIEW_KEYS)
    assert set(app.handle({"do": "undo"})) == set(VIEW_KEYS) - {"texts", "cardNames"}
    assert set(MOMENT_BLANKS) <= set(VIEW_KEYS)


def test_the_saved_game_is_json_inside_json() -> None:
    """The stored game's `game` field is the engine's save as text, whose code and moves the page reads."""
    current = game.new_game("FT1-N-AAAAAAB")
    current.draw()
    stored = json.loads(SavedGame(current, None, Play("p1"), "t1").dump())
    saved = json.loads(stored[SavedGameField.GAME])
    assert (saved[SavedGameField.CODE], saved[SavedGameField.MOVES]) == ("FT1-N-AAAAAAB", 1)


def test_the_contract_script_declares_what_the_build_fills() -> None:
    """static/js/contract.js has one declaration per constant of the contract, which the build fills in."""
    declared = re.findall(r"^(export const \w+ = )", (SCRIPTS / "contract.js").read_text(encoding="utf-8"), re.M)
    assert sorted(declared) == sorted(javascript_constants())
    assert "contract.js" in build.CONTRACT_SCRIPT


def test_the_scripts_spell_no_intent_kind_by_hand() -> None:
    """Every intent the scripts send names its kind from the contract (`do: DO.TAP`), and only kinds it has."""
    kinds = names_of(Do)
    for name, text in scripts().items():
        assert not re.findall(r"\bdo:\s*[\"'`]", text), f"{name} spells an intent kind by hand"
        for used in re.findall(r"\bDO\.(\w+)", text):
            assert used in kinds, f"{name} sends DO.{used}, which the contract does not name"


def test_the_scripts_spell_no_storage_key_or_view_format_by_hand() -> None:
    """The storage keys and the view format come from the contract script."""
    for name, text in scripts().items():
        for key in names_of(StorageKey).values():
            assert f'"{key}"' not in text, f"{name} spells the storage key {key} by hand"
        assert not re.findall(r"\bformat\s*!==?\s*\d", text), f"{name} compares a view format to a number"


def test_the_scripts_read_only_view_keys_of_the_contract() -> None:
    """What the scripts read of a view (`view.x`, `next.x`, `current().x`) is a key of VIEW_KEYS."""
    reads = r"(?<![\w./-])(?:view|next|current\(\))\??\.(\w+)"
    for name, text in scripts().items():
        code = re.sub(r"//.*", "", text)
        for key in re.findall(reads, code):
            assert key in VIEW_KEYS, f"{name} reads {key!r} of a view, which the contract does not name"


def test_the_scripts_spell_no_window_or_shared_value_by_hand() -> None:
    """Window names, the analysis window's actions and the other shared values come from the contract script."""
    for name, text in scripts().items():
        code = re.sub(r"//.*", "", text)
        assert not re.findall(r"\bwindow:\s*[\"'`]", code), f"{name} names a window by hand"
        assert not re.findall(r"\b(?:what|where):\s*[\"'`]", code), f"{name} spells a shared value by hand"
        for value in [*names_of(Window).values(), *names_of(AnalysisAction).values()]:
            assert not re.findall(rf"===?\s*[\"']{value}[\"']", code), f"{name} compares with {value!r} by hand"
        assert not re.findall(r"shown\s*===?\s*[\"']", code), f"{name} compares `shown` by hand"


def test_every_window_the_python_names_is_one_the_page_has() -> None:
    """Every window opened by name and every `data-window` link the Python makes names a window of the contract."""
    app = booted_app()
    for window in OPENABLE_WINDOWS:
        assert app.handle({"do": "open", "window": window})["window"]["name"] == window
    assert app.handle({"do": "describe"})["window"]["name"] == Window.DESCRIBE
    rules = json.dumps(app.handle({"do": "open", "window": Window.RULES})["window"])
    assert set(re.findall(r'"data-window": "([^"]+)"', rules)) <= set(OPENABLE_WINDOWS)
    windows_script = (SCRIPTS / "windows.js").read_text(encoding="utf-8")
    assert set(re.findall(r"\[WINDOW\.(\w+)\]", windows_script)) == set(names_of(Window))


def contents(value: object, seen: frozenset[int] = frozenset()) -> object:
    """Everything a value holds, as plain data: objects by their attributes, however deep, functions by name."""
    if value is None or isinstance(value, str | int | float | bool | Enum):
        return value
    if id(value) in seen or callable(value):
        return f"<{type(value).__name__}>"
    inner = seen | {id(value)}
    if isinstance(value, list | tuple | set | frozenset):
        return [contents(item, inner) for item in value]
    if isinstance(value, dict):
        return {repr(key): contents(item, inner) for key, item in value.items()}
    slots = [name for cls in type(value).__mro__ for name in getattr(cls, "__slots__", ())]
    fields = {name: getattr(value, name) for name in slots if hasattr(value, name)} | getattr(value, "__dict__", {})
    return {type(value).__name__: {name: contents(item, inner) for name, item in fields.items()}}


def test_the_view_is_a_function_of_the_state() -> None:
    """Asking for the view and the effects twice gives the same answer and changes nothing of the state."""
    app = booted_app()
    for intent in (
        {"do": "tap", "pile": "stock", "index": None},
        {"do": "lift", "pile": "column-1", "index": 3},
        {"do": "key", "key": "ArrowRight", "onBoard": True},
        {"do": "open", "window": Window.STATS},
        {"do": "copy"},
    ):
        app.handle(intent)
        before = contents(app.state)
        first, effects = app.view(), app.effects()
        assert (app.view(), app.effects()) == (first, effects), intent
        assert contents(app.state) == before, intent


def test_effects_go_beside_the_view_once() -> None:
    """A tap's answer carries its storage writes as effects, not in the view; the next answer does not repeat them."""
    app = booted_app()
    answer = app.answer({"do": "tap", "pile": "stock", "index": None})
    assert set(answer) == {"view", "effects"}
    kinds = {effect["do"] for effect in answer["effects"]}
    assert kinds == {Effect.WRITE} and StorageKey.GAME in {effect["key"] for effect in answer["effects"]}
    assert app.answer({"do": "describe"})["effects"] == []
    copy = app.answer({"do": "copy"})["effects"]
    assert copy == [{"do": Effect.COPY, "text": "FT1-N-AAAAAAB", "what": "code"}]
