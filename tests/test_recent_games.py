"""After the game, on the page's Python: playings that end, the recent games, the analysis window.

The page's App runs here in CPython with a dict as the store; the worker's answer is made by
game.analysis as the worker makes it (analyse_playing), and sent back as the page sends it.
"""

from __future__ import annotations

import json
import random

import pytest

import game
import ui.session
from game.analysis import analyse_playing
from game.certified import certified_codes
from game.examples import play
from game.replay import encode_moves
from tests.support.helpers import DRAW, solution_of
from tests.support.page_app import booted, effect, walk
from ui.app import App
from ui.contract import Effect, StorageKey
from ui.stored_recent import MAX_RECENT, RecentGame, RecentGames, parse_recent

EO4 = certified_codes("eight-off-4")[0]
EO2 = certified_codes("eight-off-2")[0]


def act(app: App, move: game.Move) -> dict[str, object]:
    """Make one action as the page's gestures do: a tap on the stock, or a card lifted and dropped."""
    if move == DRAW:
        return app.handle({"do": "tap", "pile": "stock", "index": None})
    index = len(app.current.piles[move.source]) - move.count
    app.handle({"do": "lift", "pile": move.source, "index": index})
    return app.handle({"do": "drop", "pile": move.source, "index": index, "target": move.target})


def stuck_line(code: str) -> list[game.Move]:
    """A line of random actions from a deal's start to a position with no legal action (seeded: the same each run)."""
    for seed in range(100):
        chooser, current, line = random.Random(seed), game.new_game(code), []
        while (moves := list(current.legal_moves())) and len(line) < 300:
            line.append(chooser.choice(moves))
            play(current, line[-1])
        if not moves and not current.won:
            return line
    raise LookupError(code)


def played(code: str = EO4, actions: int = 3) -> App:
    """An App on a deal with the first actions of a stuck line made by gestures."""
    app = booted(f"#{code}")
    for move in stuck_line(code)[:actions]:
        assert act(app, move)["ok"]
    return app


def recent(app: App) -> RecentGames:
    """The recent games as the store holds them."""
    return parse_recent(app.store.read(StorageKey.RECENT))


def analysis_node(view: dict[str, object]) -> dict[str, object]:
    """The analysis window's root node's attributes in a view."""
    window = view["window"]
    assert isinstance(window, dict) and window["name"] == "analysis"
    return window["nodes"][0]["attrs"]


def analysis_request(app: App) -> dict[str, object] | None:
    """The analysis the last intent asks the page's worker to start, or None."""
    asked = effect(app, Effect.ANALYSE)
    return None if asked is None else asked["request"]


def worker_answer(entry: RecentGame) -> dict[str, object]:
    """What the analysis worker answers for a recent game (the certified solution given when there is one)."""
    key = entry.record.key
    solution = encode_moves(solution_of(key, entry.code)) if entry.code in certified_codes(key) else None
    return json.loads(analyse_playing(entry.code, entry.actions, time_limit=2.0, solution_text=solution))


def test_a_playing_left_for_a_new_deal_is_listed_and_offered_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """New Game after three actions: the playing is listed with its actions, and offered until the next action.

    The new deal is a certified one: one random 4-cell deal in about 25 has no legal action at all.
    """
    monkeypatch.setattr(ui.session, "random_deal", lambda record: certified_codes(record.key)[1])
    app = played()
    actions = encode_moves(app.current.log)
    left = app.progress.session
    view = app.handle({"do": "new-deal"})
    entry = recent(app).games[0]
    assert (entry.id, entry.code, entry.result, entry.actions, entry.moves) == (left.play.id, EO4, "left", actions, 3)
    assert view["offer"] == {"id": entry.id, "label": "Analyse the game you left"}
    assert app.handle({"do": "open", "window": "stats"})["offer"] is not None, "opening a window is no action"
    moves = list(app.current.legal_moves())
    assert act(app, moves[0])["offer"] is None


def test_undo_that_brings_back_the_game_left_takes_it_off_the_list() -> None:
    """The playing brought back by Undo is in progress again: never listed, never analysable."""
    app = played()
    app.handle({"do": "new-deal"})
    assert len(recent(app).games) == 1
    view = app.handle({"do": "undo"})
    assert view["offer"] is None and recent(app).games == ()
    assert app.handle({"do": "analyse", "id": app.progress.session.play.id})["window"] is None


def test_a_deal_never_acted_on_is_not_listed() -> None:
    """Leaving a deal with no action ends no playing."""
    app = booted(f"#{EO4}")
    assert app.handle({"do": "new-deal"})["offer"] is None
    assert app.store.read(StorageKey.RECENT) is None


def test_a_link_lists_the_stored_game_only_when_it_replaces_it() -> None:
    """A previewed link leaves the stored playing in place; the link's first action ends it, and offers it."""
    first = played()
    app = App(first_store_texts(first), ["en"], [])
    app.boot(f"#{EO2}")
    assert app.progress.previewing and app.progress.recent_games().games == ()
    view = act(app, stuck_line(EO2)[0])
    assert recent(app).games[0].code == EO4 and view["offer"]["id"] == recent(app).games[0].id


def first_store_texts(app: App) -> dict[str, str]:
    """What a later visit finds in storage after `app`'s visit."""
    keys = (StorageKey.GAME, StorageKey.STATS, StorageKey.RECENT)
    return {key: text for key in keys if (text := app.store.read(key))}


def test_a_won_playing_is_listed_as_won() -> None:
    """The certified solution played by gestures wins; the win is listed, with no offer (the win panel shows)."""
    app = booted(f"#{EO4}")
    for move in solution_of("eight-off-4", EO4):
        view = act(app, move)
    assert app.current.won and view["offer"] is None
    entry = recent(app).games[0]
    assert (entry.result, entry.moves, entry.score) == ("won", app.current.moves, app.current.score)


def test_no_moves_left_lists_the_playing_and_undo_takes_it_back() -> None:
    """A position with no legal action ends the playing; an Undo puts it back in play, off the list."""
    line = stuck_line(EO2)
    app = played(EO2, len(line))
    view = app.handle({"do": "focused", "pile": "column-1"})
    assert view["status"]["noMoves"] and recent(app).games[0].result == "stuck"
    opened = app.handle({"do": "analyse"})
    request = analysis_request(app)
    assert analysis_node(opened)["data-verdict"] == "running" and request is not None and request["code"] == EO2
    app.handle({"do": "analysis-cancel"})
    app.handle({"do": "undo"})
    assert recent(app).games == ()


def test_an_analysis_runs_in_the_worker_and_its_answer_is_kept() -> None:
    """Analyse: an effect asks the worker; its answer fills the window, is stored, and a second look asks nothing."""
    app = played(actions=6)
    app.handle({"do": "new-deal"})
    entry = recent(app).games[0]
    view = app.handle({"do": "analyse", "id": entry.id})
    assert analysis_request(app) == {
        "id": entry.id,
        "code": EO4,
        "moves": entry.actions,
        "timeLimit": 10.0,
        "solutions": "solutions/eight-off-4.txt",
    }
    assert analysis_node(view)["data-verdict"] == "running"
    answer = worker_answer(entry)
    done = app.handle({"do": "analysis-done", "id": entry.id, "analysis": answer})
    assert analysis_request(app) is None and done["window"]["refill"] is True
    shown = analysis_node(done)
    assert shown["data-verdict"] == "won"
    assert ("data-lost-at" in shown) != ("data-still-winnable" in shown)
    assert recent(app).games[0].analysis == answer
    again = app.handle({"do": "analyse", "id": entry.id})
    assert analysis_request(app) is None and analysis_node(again)["data-verdict"] == "won"
    texts = [node.get("text", "") for node in walk(again["window"]["nodes"])]
    assert "This deal can be won." in texts


def test_watching_the_winning_line_marks_the_takeover_and_leaves_the_game_alone() -> None:
    """Watch: the player's actions, then the solver's win from the marked step; nothing saved changes."""
    app = played(actions=6)
    app.handle({"do": "new-deal"})
    entry = recent(app).games[0]
    app.handle({"do": "analyse", "id": entry.id})
    answer = worker_answer(entry)
    app.handle({"do": "analysis-done", "id": entry.id, "analysis": answer})
    saved = {key: app.store.read(key) for key in (StorageKey.GAME, StorageKey.STATS)}
    view = app.handle({"do": "analysis-watch", "id": entry.id})
    replay = view["replay"]
    assert replay["takeover"] == answer["takeover"] and view["shown"] == "deal"
    showing = app.state.replay
    assert showing is not None
    for _ in range(len(showing.replay)):
        view = app.handle({"do": "replay-step"})
        if replay["takeover"] == showing.replay.step:
            assert view["replay"]["caption"] == "From here on, the solver plays the win."
    assert showing.game.won
    app.handle({"do": "replay-exit"})
    assert {key: app.store.read(key) for key in saved} == saved


def test_a_failed_or_cancelled_analysis_says_so_and_keeps_the_game() -> None:
    """The worker's failure is said in the window; Cancel stops the request with a notice; a late answer is ignored."""
    app = played()
    app.handle({"do": "new-deal"})
    entry = recent(app).games[0]
    app.handle({"do": "analyse", "id": entry.id})
    failed = app.handle({"do": "analysis-failed", "id": entry.id, "reason": "out of memory"})
    assert analysis_node(failed)["data-verdict"] == "failed" and analysis_request(app) is None
    assert "out of memory" in json.dumps(failed["window"])
    app.handle({"do": "analyse", "id": entry.id})
    assert analysis_request(app) is not None, "a failed analysis is asked again"
    cancelled = app.handle({"do": "analysis-cancel"})
    assert effect(app, Effect.STOP_ANALYSIS) is not None
    assert cancelled["message"]["text"] == "The analysis was stopped."
    late = app.handle({"do": "analysis-done", "id": entry.id, "analysis": worker_answer(entry)})
    assert late["window"] is None and recent(app).games[0].analysis is None


def test_a_malformed_answer_is_refused_and_nothing_is_stored() -> None:
    """An answer of the wrong form (a worker of another release, say) changes nothing."""
    app = played()
    app.handle({"do": "new-deal"})
    entry = recent(app).games[0]
    app.handle({"do": "analyse", "id": entry.id})
    view = app.handle({"do": "analysis-done", "id": entry.id, "analysis": {"deal": "maybe"}})
    assert view["error"] == "" and app.state.analysing is not None and recent(app).games[0].analysis is None


def test_the_statistics_window_lists_the_recent_games_newest_first() -> None:
    """Each row: its words, its id for Analyse, its code for Play again."""
    app = played()
    app.handle({"do": "play-code", "code": EO2})
    for move in stuck_line(EO2)[:2]:
        assert act(app, move)["ok"]
    app.handle({"do": "play-code", "code": EO4})
    rows = app.handle({"do": "open", "window": "stats"})["window"]["recent"]
    assert [row["code"] for row in rows] == [EO2, EO4]
    assert "Eight Off" in rows[1]["text"] and EO4 in rows[1]["text"] and "left" in rows[1]["text"]
    assert rows[0]["analyse"] == "Analyse" and rows[0]["playAgain"] == "Play again"


def test_the_list_keeps_the_last_fifty() -> None:
    """At most MAX_RECENT entries, the newest first; one entry per playing."""
    entry = RecentGame("a", "2026-12-05", EO4, "left", 0, 0, "1")
    games = RecentGames()
    for number in range(MAX_RECENT + 5):
        games = games.added(RecentGame(str(number), entry.date, EO4, "left", 0, 0, "1"))
    games = games.added(RecentGame(str(MAX_RECENT + 4), entry.date, EO4, "won", 5, 1, "1"))
    assert len(games.games) == MAX_RECENT and games.games[0].result == "won"
    assert parse_recent(games.dump()) == games


def test_a_damaged_list_is_dropped_with_a_notice_and_the_game_kept() -> None:
    """A list that does not read back whole is forgotten with `recent-discarded`; the game and statistics stay."""
    app = played()
    app.handle({"do": "new-deal"})
    stored = first_store_texts(app)
    good = json.loads(stored[StorageKey.RECENT])
    spoilt = [
        "not json",
        json.dumps({"version": 9, "games": []}),
        json.dumps({**good, "games": [{**good["games"][0], "actions": "1Zz"}]}),
        json.dumps({**good, "games": [{**good["games"][0], "code": "XX"}]}),
        json.dumps({**good, "games": [{**good["games"][0], "analysis": {"deal": "maybe"}}]}),
        json.dumps({**good, "games": good["games"] * 2}),
    ]
    for text in spoilt:
        later = App({**stored, StorageKey.RECENT: text}, ["en"], [])
        later.boot("")
        view = later.handle({"do": "open", "window": "stats"})
        assert view["window"]["recent"] == [], text
        assert view["message"]["text"] == "The list of recent games could not be read and starts again empty."
        assert later.saved_game() == app.saved_game() and later.store.read(StorageKey.RECENT) is None
