"""The rehearsal of first gestures (ui.rehearsal): every kind a player makes first, on a game of its own."""

from __future__ import annotations

import json
from itertools import pairwise

from ui.app import App
from ui.rehearsal import GESTURES, ROUNDS, Rehearsal

TEXT_IDS = ["undo", "redo", "score-label", "new-game"]


def piles(app: App) -> dict[str, list[str]]:
    """The rehearsal's game, pile by pile."""
    return dict(json.loads(app.saved_game())["piles"])


def test_the_rehearsal_taps_to_a_foundation_draws_double_taps_onto_a_column_undoes_and_redoes() -> None:
    rehearsal = Rehearsal(["en"], TEXT_IDS)
    app = rehearsal.app
    assert app is not None
    shown = [piles(app)]
    for _ in GESTURES:
        assert rehearsal.step() is True
        shown.append(piles(app))
    grew = [{name for name in after if len(after[name]) > len(before[name])} for before, after in pairwise(shown)]
    on_columns = [gesture.get("pile", "").startswith("column") for gesture in GESTURES]
    column_taps = [grown for on_column, grown in zip(on_columns, grew, strict=True) if on_column]
    assert any(name.startswith("foundation") for grown in column_taps for name in grown)
    draw, double_tap, undo, second_undo, redo = range(len(GESTURES) - 5, len(GESTURES))
    assert GESTURES[draw].get("pile") == "stock" and grew[draw] == {"waste"}
    assert GESTURES[double_tap]["do"] == "double-tap"
    assert any(name.startswith("column") for name in grew[double_tap])
    assert shown[undo + 1] == shown[double_tap]
    assert shown[second_undo + 1] == shown[draw]
    assert shown[redo + 1] == shown[draw + 1]


def test_the_rehearsal_plays_every_round_then_lets_its_game_go_and_does_nothing() -> None:
    rehearsal = Rehearsal(["en"], TEXT_IDS)
    steps = 1
    while rehearsal.step():
        steps += 1
    assert steps == ROUNDS * len(GESTURES)
    assert rehearsal.app is None
    assert rehearsal.step() is False
