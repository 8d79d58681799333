"""Replays in the page's Python: after a win, and from a shared `#<code>~<moves>` address.

The App gets intents as the page sends them; the views are checked against the engine at each
step, and the storage writes prove that a replay never touches the saved game or the statistics.
"""

from __future__ import annotations

from typing import Any

import game
from game.certified import certified_codes
from game.replay import replay_fragment
from tests.support.helpers import one_move_from_won
from tests.support.page_app import board_cards, effect, engine_cards, writes
from ui.app import App
from ui.contract import Effect, StorageKey

TEXT_IDS = ["replay", "replay-step"]
ENGLISH = game.i18n.catalogue("en")
View = dict[str, Any]


def won_app() -> tuple[App, game.Game, str]:
    """An App whose game in progress was just won by a drop; the won game and its deal code."""
    code = certified_codes("eight-off-8")[0]
    near_won, last = one_move_from_won("eight-off-8", code)
    app = App({}, ["en"], TEXT_IDS)
    app.boot("")
    app.handle({"do": "load", "save": near_won.to_json()})
    index = len(app.current.piles[last.source]) - last.count
    view = app.handle({"do": "drop", "pile": last.source, "index": index, "target": last.target})
    assert view["win"]["replayable"] is True
    return app, app.current, code


def written(app: App) -> set[str]:
    """The storage keys the last intent asks the page to write."""
    return set(writes(app))


def test_a_won_game_replays_from_its_deal_step_by_step_against_the_engine() -> None:
    """`replay` shows the deal; each step forward and back equals the engine; nothing is saved meanwhile."""
    app, won, code = won_app()
    saved_state, saved_stats = app.saved_game(), app.stats()
    view = app.handle({"do": "replay"})
    moves = won.log
    assert moves is not None
    assert view["replay"]["position"] == f"0 / {len(moves)}"
    assert view["hash"] == f"#{replay_fragment(code, moves)}"
    assert view["win"] is None and view["enabled"] == {"undo": False, "redo": False, "restart": False}
    expected = game.new_game(code)
    assert board_cards(view) == engine_cards(expected)
    for number, move in enumerate(moves[:5], start=1):
        view = app.handle({"do": "replay-step"})
        expected.move(move.source, move.target, move.count)
        assert board_cards(view) == engine_cards(expected)
        assert view["replay"]["position"] == f"{number} / {len(moves)}"
        assert view["moved"] == {"source": move.source, "target": move.target, "count": move.count}
        assert view["say"]["text"]
        assert not written(app) & {StorageKey.GAME, StorageKey.STATS}
    view = app.handle({"do": "replay-back"})
    assert view["moved"] == {"source": moves[4].target, "target": moves[4].source, "count": moves[4].count}
    assert view["replay"]["position"] == f"4 / {len(moves)}"
    view = app.handle({"do": "key", "key": "ArrowRight"})
    assert view["handled"] and view["replay"]["position"] == f"5 / {len(moves)}"
    refused = app.handle({"do": "tap", "pile": "column-1", "index": None})
    assert refused["ok"] is False and refused["message"]["text"] == ENGLISH.text("replay-read-only")
    assert refused["replay"]["position"] == f"5 / {len(moves)}"
    assert (app.saved_game(), app.stats()) == (saved_state, saved_stats)
    view = app.handle({"do": "replay-exit"})
    assert view["replay"] is None and view["hash"] == f"#{code}" and view["win"] is not None
    assert board_cards(view) == engine_cards(won)


def test_playing_steps_on_each_tick_and_stops_at_the_win() -> None:
    """Play sets the flag the page's timer follows; ticks step; at the end it pauses; play again restarts."""
    app, won, _ = won_app()
    assert won.log is not None
    count = len(won.log)
    app.handle({"do": "replay"})
    view = app.handle({"do": "replay-play"})
    assert view["replay"]["playing"] is True and view["replay"]["playLabel"] == ENGLISH.text("replay-pause")
    for _ in range(count):
        view = app.handle({"do": "replay-tick"})
    assert view["replay"] == {**view["replay"], "playing": False, "atEnd": True, "position": f"{count} / {count}"}
    assert board_cards(view) == engine_cards(won)
    assert app.handle({"do": "replay-tick"})["replay"]["position"] == f"{count} / {count}", "a late tick does nothing"
    view = app.handle({"do": "replay-play"})
    assert view["replay"]["playing"] is True and view["replay"]["position"] == f"0 / {count}"
    assert app.handle({"do": "replay-step"})["replay"]["playing"] is False


def test_sharing_copies_the_replay_address() -> None:
    """`share-replay` hands the page the replay's `#<code>~<moves>` to copy; the copy is acknowledged."""
    app, won, code = won_app()
    assert won.log is not None
    app.handle({"do": "replay"})
    app.handle({"do": "share-replay"})
    copy = {"do": Effect.COPY, "text": f"#{replay_fragment(code, won.log)}", "what": "replay"}
    assert effect(app, Effect.COPY) == copy
    assert app.handle({"do": "copied", "ok": True, "what": "replay"})["message"]["text"] == ENGLISH.text(
        "replay-copied"
    )


def test_a_shared_replay_opens_over_the_saved_game_and_never_touches_it() -> None:
    """Booting on a replay address shows the replay; the saved game and statistics stay; exit shows the deal."""
    _, won, code = won_app()
    assert won.log is not None
    fragment = f"#{replay_fragment(code, won.log)}"
    other = App({}, ["en"], TEXT_IDS)
    other.boot("#FT1-N-AAAAAFA")
    other.handle({"do": "tap", "pile": "stock", "index": None})
    stored = {key: text for key, text in writes(other).items() if text is not None}
    fresh = App(stored, ["en"], TEXT_IDS)
    view = fresh.boot(fragment)
    assert view["replay"]["position"] == f"0 / {len(won.log)}"
    assert view["message"]["text"] == ENGLISH.text("replay-shown", code=code, count=len(won.log))
    assert view["hash"] == fragment
    for _ in range(3):
        view = fresh.handle({"do": "replay-step"})
        assert not written(fresh) & {StorageKey.GAME, StorageKey.STATS}
    assert fresh.progress.stored() is not None
    assert (
        fresh.progress.stored().game.to_json()
        == game.load_game(  # type: ignore[union-attr]
            other.saved_game()
        ).to_json()
    )
    view = fresh.handle({"do": "replay-exit"})
    assert view["counters"]["code"] == code and view["persist"] is False, "the deal is only previewed"
    assert board_cards(view) == engine_cards(game.new_game(code))


def test_a_damaged_replay_says_so_and_opens_its_deal() -> None:
    """Illegal, foreign or garbled moves: a clear message and the deal itself; a bad code: the stored game."""
    _, _, code = won_app()
    for fragment in (f"#{code}~1zz", f"#{code}~9AB", f"#{code}~1" + "AN" * 50, f"#{code}~"):
        app = App({}, ["en"], TEXT_IDS)
        view = app.boot(fragment)
        assert view["replay"] is None
        assert ENGLISH.text("replay-damaged") in view["message"]["text"]
        assert view["counters"]["code"] == code
    app = App({}, ["en"], TEXT_IDS)
    view = app.boot("#NOT-A-CODE~1s")
    assert view["replay"] is None and ENGLISH.text("replay-damaged") in view["message"]["text"]


def test_a_game_without_its_whole_log_cannot_be_replayed() -> None:
    """A win whose start is not known (an older save) offers no replay and refuses one clearly."""
    _, won, _ = won_app()
    old = App({}, ["en"], TEXT_IDS)
    old.boot("")
    old.state.game = game.Game(won.record, dict(won.piles), code=won.code, log=None)
    view = old.handle({"do": "replay"})
    assert view["ok"] is False and view["message"]["text"] == ENGLISH.text("replay-unknown")
    assert view["replay"] is None


def test_the_replay_s_message_goes_when_the_replay_ends() -> None:
    """A fresh profile opens a shared replay: "Replay of …" goes at Exit replay, and at a leaving intent."""
    _, won, code = won_app()
    assert won.log is not None
    fragment = f"#{replay_fragment(code, won.log)}"
    for leaving, said in (({"do": "replay-exit"}, ""), ({"do": "restart"}, ENGLISH.text("restarted"))):
        fresh = App({}, ["en"], TEXT_IDS)
        view = fresh.boot(fragment)
        assert view["message"]["text"] == ENGLISH.text("replay-shown", code=code, count=len(won.log))
        fresh.handle({"do": "replay-step"})
        view = fresh.handle(leaving)
        assert view["replay"] is None
        assert view["message"]["text"] == said
