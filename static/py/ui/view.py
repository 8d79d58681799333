"""The view: everything the page shows after a change, as one plain JSON-able value.

Pure Python, a function of the game, the settings, the texts and what the player is doing. The
renderer (static/js/renderer.js) draws it and never decides anything: the labels and messages
are already in the player's language, the highlighted piles are the engine's, and `moved` says
which cards to animate. One view goes out per intent that came in. The fixed texts and the card
names (most of a view's size) go out only when the page does not have them yet: the page keeps
the last ones it received.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import game
from ui.board import Marks, board_view
from ui.contract import VIEW_FORMAT, View
from ui.state import Moment
from ui.stored_settings import Settings
from ui.stored_stats import Statistics
from ui.texts import Texts
from ui.voice import Voice
from ui.windows import win_panel


@dataclass(frozen=True, slots=True)
class Scene:
    """The state the view is made from."""

    current: game.Game
    texts: Texts
    settings: Settings
    stats: Statistics
    stats_key: str  # the statistics the game on screen counts in (its variant's, or its winnable deals')
    marks: Marks
    voice: Voice
    can_restart: bool
    can_take_back_change: bool  # Undo brings back the game the one on screen replaced
    text_ids: Iterable[str]
    stored: bool  # the game on screen is the stored one (not a link still previewed, nor a replay)
    with_texts: bool = True  # the page lacks these texts (its first view, or another language): send them
    replay: View | None = None  # the replay bar while a replay is shown (ui.replays), with its address
    finishing: bool = False  # Finish is playing the game's last actions one by one
    offer: View | None = None  # the playing just left, offered for analysis
    hint: str = ""  # what to do, on a first visit until the first action
    keys: View | None = None  # the keys Python uses now (ui.keyboard.Keyboard.keys), by where they are pressed


def root_view(settings: Settings) -> View:
    """The attributes of `<html>` that choose the theme, the deck's colours and motion."""
    return {
        "theme": settings.theme,
        "deck": "four-colour" if settings.four_colour else "two-colour",
        "motion": "on" if settings.motion else "off",
    }


def status_view(scene: Scene) -> View:
    """Under the board: Finish when foundation moves and draws alone win, "No moves left"."""
    current = scene.current
    if scene.replay is not None or current.won:
        return {"finish": False, "noMoves": False, "finishing": False}
    can_finish = current.finish_moves() is not None
    return {
        "finish": can_finish,
        "noMoves": not can_finish and not current.legal_moves(),
        "finishing": scene.finishing and can_finish,
    }


def build_view(scene: Scene, moment: Moment) -> View:
    """The whole page after a change; the fixed texts and card names only when the page lacks them."""
    current, texts = scene.current, scene.texts
    moved = moment.moved
    fixed = {"texts": texts.fixed(scene.text_ids), "cardNames": texts.card_names()} if scene.with_texts else {}
    return {
        "format": VIEW_FORMAT,
        "persist": scene.stored,
        "lang": texts.language,
        **fixed,
        "root": root_view(scene.settings),
        "board": board_view(texts, current, scene.marks),
        "counters": {
            "score": str(current.score),
            "moves": str(current.moves),
            "code": current.code or "—",
            "name": texts.variant_name(current.record),
        },
        "enabled": {
            "undo": (bool(current.undo_history) or scene.can_take_back_change) and scene.replay is None,
            "redo": bool(current.redo_history) and scene.replay is None,
            "restart": scene.can_restart,
        },
        "hash": str(scene.replay["hash"]) if scene.replay else f"#{current.code}" if current.code else "",
        "win": None if scene.replay else win_panel(texts, current, scene.stats, scene.stats_key),
        "replay": scene.replay,
        "status": status_view(scene),
        "offer": scene.offer,
        "hint": scene.hint,
        **scene.voice.view(),
        "moved": None if moved is None else {"source": moved.source, "target": moved.target, "count": moved.count},
        "celebrate": moment.celebrate,
        "shown": moment.shown,
        "window": moment.window,
        "doubleTap": scene.settings.double_tap,
        "ok": moment.ok,
        "refused": moment.refused,
        "handled": moment.handled,
        "keys": scene.keys,
        "codeError": moment.code_error,
        "malformed": moment.malformed,
        "error": moment.error,
    }
