"""What a player kept before the game families came loads exactly as before: the game, the statistics, the settings.

tests/data/stored_before_families.json is the browser storage of a page of the release before them
(four variants): a Forty Thieves game in progress after an Eight Off one was left, dark theme.
"""

from __future__ import annotations

import json
from pathlib import Path

import game
from tests.support.page_app import TEXT_IDS
from ui.app import App
from ui.contract import StorageKey

STORED = json.loads((Path(__file__).parent / "data" / "stored_before_families.json").read_text(encoding="utf-8"))


def test_the_old_game_statistics_and_settings_load_without_a_notice() -> None:
    """The saved game resumes where it was, every old statistic is kept, the new games start from nothing."""
    app = App(dict(STORED), ["en"], TEXT_IDS, today=lambda: "2026-12-06")
    view = app.boot("")
    assert view["message"]["text"] == "" and view["error"] == ""
    saved = json.loads(json.loads(STORED[StorageKey.GAME])["game"])
    assert (app.current.code, app.current.moves) == (saved["code"], saved["moves"])
    assert app.saved_game() == game.load_game(json.dumps(saved)).to_json()
    old = json.loads(STORED[StorageKey.STATS])
    now = json.loads(app.stats())
    for key in game.VARIANTS:
        if key in old:
            assert {name: now[key][name] for name in old[key]} == old[key], key
        else:
            assert now[key]["played"] == now[key]["won"] == 0, key
    assert view["root"]["theme"] == "dark" and view["doubleTap"] is True
