"""What the page keeps in storage: formats, statistics rules, two tabs, bad data.

ui.progress and the stored formats (ui.stored_game, ui.stored_stats, ui.stored_settings) have no
browser imports, so they run here in CPython with a dict as the store.
"""

from __future__ import annotations

import json
from dataclasses import asdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game
from tests.support.helpers import ft_near_won
from tests.support.page_app import DictStore
from ui.contract import StorageKey
from ui.progress import Progress
from ui.records import BadRecord
from ui.stored_game import Play, SavedGame, parse_saved_game
from ui.stored_settings import Settings, parse_settings
from ui.stored_stats import STAT_KEYS, Record, Statistics, check_record, parse_stats


def tab(store: DictStore) -> tuple[Progress, list[str]]:
    """A Progress on the store and the notices it gives."""
    notices: list[str] = []
    return Progress(store, notices.append), notices


def record(progress: Progress, variant: str = "forty-thieves") -> Record:
    """The statistics of a variant as Progress keeps them."""
    return progress.stats.records[variant]


# Settings


def test_settings_round_trip_and_defaults() -> None:
    """Stored settings come back equal; a first visit gets the defaults."""
    chosen = Settings(
        double_tap=False, auto_placement=True, motion=False, four_colour=True, theme="dark", language="sk"
    )
    assert parse_settings(chosen.dump()) == chosen
    assert Settings() == Settings(True, False, True, False, "system", None)


def test_first_release_settings_are_migrated() -> None:
    """The unversioned settings of the first release (two booleans) are read as version 0 and kept."""
    assert parse_settings('{"double_tap": false, "auto_placement": true}') == Settings(
        double_tap=False, auto_placement=True
    )


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[1, 2]",
        '{"version": 9}',
        '{"version": 1, "double_tap": "yes"}',
        '{"version": 1, "double_tap": 1}',
        '{"version": 1, "theme": "purple"}',
        '{"version": 1, "language": "xx"}',
        '{"version": true}',
    ],
)
def test_bad_settings_are_refused_with_their_notice(text: str) -> None:
    """Settings that are not JSON, from a newer release or of impossible values are refused, never half-read."""
    with pytest.raises(BadRecord) as error:
        parse_settings(text)
    assert error.value.reason == "settings-discarded"


# Statistics


def test_stats_round_trip_and_contract() -> None:
    """Statistics survive storage; window.solitaire.stats() lists every variant with its six numbers."""
    stats = Statistics().update("eight-off-4", Record(5, 2, 230, 101, 1, 2))
    assert parse_stats(stats.dump()) == stats
    contract = json.loads(stats.to_contract("2026-12-01"))
    assert list(contract) == [*STAT_KEYS, "daily"]
    assert contract["eight-off-4"] == {
        "played": 5,
        "won": 2,
        "best_score": 230,
        "fewest_moves": 101,
        "streak": 1,
        "best_streak": 2,
    }
    assert contract["forty-thieves"]["fewest_moves"] is None


@pytest.mark.parametrize(
    "entry",
    [
        {"played": 1, "won": 2, "best_score": 0, "fewest_moves": 5, "streak": 0, "best_streak": 0},
        {"played": 3, "won": 1, "best_score": 0, "fewest_moves": None, "streak": 0, "best_streak": 1},
        {"played": 3, "won": 0, "best_score": 0, "fewest_moves": 9, "streak": 0, "best_streak": 0},
        {"played": 3, "won": 2, "best_score": 0, "fewest_moves": 9, "streak": 2, "best_streak": 1},
        {"played": 3, "won": 1, "best_score": 0, "fewest_moves": 9, "streak": 0, "best_streak": 2},
        {"played": -1, "won": 0, "best_score": 0, "fewest_moves": None, "streak": 0, "best_streak": 0},
        {"played": 1.5, "won": 0, "best_score": 0, "fewest_moves": None, "streak": 0, "best_streak": 0},
        {"played": True, "won": 0, "best_score": 0, "fewest_moves": None, "streak": 0, "best_streak": 0},
        {"played": 1, "won": 1, "best_score": 0, "fewest_moves": 0, "streak": 1, "best_streak": 1},
        {"played": 1, "won": 0, "best_score": 0, "fewest_moves": None, "streak": 0},
        [1, 2, 3],
    ],
)
def test_impossible_statistics_are_dropped_and_the_rest_kept(entry: object) -> None:
    """An entry whose numbers cannot be true together is dropped (named), the other variants are kept."""
    good = {"played": 4, "won": 1, "best_score": 80, "fewest_moves": 120, "streak": 0, "best_streak": 1}
    stats = parse_stats(json.dumps({"version": 1, "forty-thieves": entry, "eight-off-2": good}))
    assert stats.dropped == ("forty-thieves",)
    assert stats.records["forty-thieves"] == Record()
    assert stats.records["eight-off-2"] == Record(**good)


def test_unknown_games_in_statistics_are_dropped() -> None:
    """Statistics of a game this app does not have are dropped and named."""
    stats = parse_stats('{"version": 1, "freecell": {"played": 1}}')
    assert stats.dropped == ("freecell",)
    assert stats.records == Statistics().records


# The saved game


def session_of(current: game.Game, start: str | None = None) -> SavedGame:
    """A stored game in progress for tests."""
    return SavedGame(current, start, Play("p1", played=True), "t1")


def test_session_round_trip_keeps_history() -> None:
    """The game in progress comes back with its position, counters, undo and redo."""
    current = game.new_game("FT1-N-ROUNDTR")
    current.draw()
    current.draw()
    current.undo()
    session = parse_saved_game(session_of(current).dump())
    assert session.game.to_json() == current.to_json()
    assert (session.play, session.tab, session.start) == (Play("p1", played=True), "t1", None)


def valid_session_data() -> dict[str, object]:
    """A stored game in progress (Eight Off, one move made) as a dict, to be spoiled by the tests."""
    current = game.new_game("EO1-C8-SPOILIT")
    current.move("cell-1", "cell-5")
    data: dict[str, object] = json.loads(session_of(current).dump())
    return data


def spoiled_game(change: str) -> str:
    """The saved game text with one thing broken."""
    data = json.loads(str(valid_session_data()["game"]))
    if change == "cards":
        data["piles"]["column-1"] = data["piles"]["column-1"][:-1]
    elif change == "game":
        data["game"] = "spider"
    elif change == "score":
        data["score"] = -5
    elif change == "duplicate":
        data["piles"]["column-1"][0] = data["piles"]["column-2"][0]
    return json.dumps(data)


@pytest.mark.parametrize(
    ("spoil", "reason"),
    [
        (lambda data: "", "save-discarded"),
        (lambda data: json.dumps(data)[:-40], "save-discarded"),
        (lambda data: json.dumps({**data, "version": 0}), "save-too-old"),
        (lambda data: json.dumps({**data, "version": 2}), "save-discarded"),
        (lambda data: json.dumps({**data, "game": spoiled_game("cards")}), "save-discarded"),
        (lambda data: json.dumps({**data, "game": spoiled_game("duplicate")}), "save-discarded"),
        (lambda data: json.dumps({**data, "game": spoiled_game("game")}), "save-discarded"),
        (lambda data: json.dumps({**data, "game": spoiled_game("score")}), "save-discarded"),
        (lambda data: json.dumps({**data, "game": 42}), "save-discarded"),
        (lambda data: json.dumps({**data, "play": {"id": "x", "played": "yes", "won": False}}), "save-discarded"),
        (lambda data: json.dumps({**data, "play": {"id": "x", "played": False, "won": True}}), "save-discarded"),
        (lambda data: json.dumps({k: v for k, v in data.items() if k != "tab"}), "save-discarded"),
    ],
)
def test_bad_saves_are_refused_with_their_notice(spoil, reason: str) -> None:  # type: ignore[no-untyped-def]
    """Truncated, hand-edited, older, newer or inconsistent saves are refused with the right notice."""
    with pytest.raises(BadRecord) as error:
        parse_saved_game(spoil(valid_session_data()))
    assert error.value.reason == reason


def test_a_layout_game_needs_its_start_position() -> None:
    """A game without a code is kept with its starting position (for Restart); without it the save is refused."""
    current = ft_near_won()
    start = current.to_json()
    current.move("column-1", "foundation-8")
    assert parse_saved_game(session_of(current, start).dump()).start == start
    with pytest.raises(BadRecord):
        parse_saved_game(session_of(current).dump())


# Counting the statistics


def test_a_deal_counts_as_played_from_its_first_action() -> None:
    """Starting a deal counts nothing; its first action counts it once; later actions do not."""
    progress, _ = tab(DictStore())
    current = game.new_game("FT1-N-COUNTIT")
    progress.started(current)
    assert record(progress).played == 0
    current.draw()
    progress.changed(acted=True)
    current.draw()
    progress.changed(acted=True)
    assert record(progress).played == 1


def test_undo_and_redo_are_not_a_first_action() -> None:
    """Only a new action makes a deal played."""
    progress, _ = tab(DictStore())
    progress.started(game.new_game("FT1-N-COUNTIT"))
    progress.changed(acted=False)
    assert record(progress).played == 0


def test_restart_does_not_count_twice_but_a_won_deal_restarted_is_a_new_game() -> None:
    """Restarting an unfinished deal keeps its play; after a win, restarting plays it anew."""
    progress, _ = tab(DictStore())
    current = game.new_game("FT1-N-RESTART")
    progress.started(current)
    current.draw()
    progress.changed(acted=True)
    fresh = game.new_game("FT1-N-RESTART")
    progress.restarted(fresh)
    fresh.draw()
    progress.changed(acted=True)
    assert record(progress).played == 1
    won = ft_near_won()
    start = won.to_json()
    progress.started(won, start)
    won.move("column-1", "foundation-8")
    progress.changed(acted=True)
    again = game.load_game(start)
    progress.restarted(again)
    progress.changed(acted=False)
    assert (record(progress).played, record(progress).won) == (2, 1)
    again.move("column-1", "foundation-8")
    progress.changed(acted=True)
    assert (record(progress).played, record(progress).won, record(progress).streak) == (3, 2, 2)


def test_a_win_counts_once_with_score_moves_and_streak() -> None:
    """A win adds one won game, grows the streak, and keeps the best score and the fewest moves."""
    progress, _ = tab(DictStore())
    current = ft_near_won()
    progress.started(current, current.to_json())
    current.move("column-1", "foundation-8")
    progress.changed(acted=True)
    current.undo()
    progress.changed(acted=False)
    current.redo()
    progress.changed(acted=False)
    assert record(progress) == Record(played=1, won=1, best_score=10, fewest_moves=1, streak=1, best_streak=1)


def test_abandoning_a_played_deal_ends_the_streak_at_the_first_action_on_the_next() -> None:
    """A played, unwon deal left for another ends the winning streak once the other is played."""
    progress, _ = tab(DictStore())
    won = ft_near_won()
    progress.started(won, won.to_json())
    won.move("column-1", "foundation-8")
    progress.changed(acted=True)
    progress.started(game.new_game("FT1-N-UNTOUCH"))
    progress.started(game.new_game("FT1-N-PLAYEDA"))
    assert record(progress).streak == 1
    assert progress.session is not None
    progress.session.game.draw()
    progress.changed(acted=True)
    progress.started(game.new_game("EO1-C8-ANOTHER"))
    assert record(progress).streak == 1, "leaving is not abandoning yet: Undo can still bring the deal back"
    assert progress.session is not None
    progress.session.game.move("cell-1", "cell-5")
    progress.changed(acted=True)
    assert record(progress) == Record(played=2, won=1, best_score=10, fewest_moves=1, streak=0, best_streak=1)


def test_stored_statistics_and_game_are_read_back() -> None:
    """What one visit stores, the next reads: statistics, the game in progress and settings."""
    store = DictStore()
    first, _ = tab(store)
    current = game.new_game("EO1-C8-READBAC")
    first.started(current)
    current.move("cell-2", "cell-6")
    first.changed(acted=True)
    first.save_settings(Settings(theme="dark"))
    second, notices = tab(store)
    assert second.load_settings() == Settings(theme="dark")
    assert second.load_stats().records["eight-off-8"].played == 1
    session = second.load_session()
    assert session is not None
    assert session.game.to_json() == current.to_json()
    assert notices == []


# Two tabs


def test_two_tabs_add_to_the_same_statistics() -> None:
    """Each tab counts its own deals into the stored numbers: neither overwrites the other's count."""
    store = DictStore()
    left, _ = tab(store)
    right, _ = tab(store)
    left.load_stats()
    right.load_stats()
    for progress, code in ((left, "FT1-N-LEFTTAB"), (right, "FT1-N-RIGHTTB")):
        current = game.new_game(code)
        progress.started(current)
        current.draw()
        progress.changed(acted=True)
    assert parse_stats(store.data[StorageKey.STATS]).records["forty-thieves"].played == 2


def test_a_tab_follows_the_game_another_tab_saved_and_counts_it_once() -> None:
    """The last tab to act owns the save; the other follows it with its play, so the deal is not counted again."""
    store = DictStore()
    left, _ = tab(store)
    right, _ = tab(store)
    current = game.new_game("FT1-N-FOLLOWS")
    left.started(current)
    current.draw()
    left.changed(acted=True)
    assert left.followed(store.data[StorageKey.GAME]) is None
    followed = right.followed(store.data[StorageKey.GAME])
    assert followed is not None
    assert right.stats.records["forty-thieves"].played == 1, "the follower reads the statistics too"
    assert followed.game.to_json() == current.to_json()
    followed.game.draw()
    right.changed(acted=True)
    assert parse_stats(store.data[StorageKey.STATS]).records["forty-thieves"].played == 1
    assert json.loads(store.data[StorageKey.GAME])["tab"] == right.tab
    assert right.followed("garbage") is None


# Storage that fails


def test_a_store_that_refuses_writes_keeps_the_game_going_in_memory() -> None:
    """When nothing can be stored, the statistics still count in memory."""
    store = DictStore()
    store.refuse = True
    progress, _ = tab(store)
    current = game.new_game("FT1-N-NOSTORE")
    progress.started(current)
    current.draw()
    progress.changed(acted=True)
    assert record(progress).played == 1
    assert store.data == {}


def test_bad_stored_data_is_forgotten_with_a_notice_and_the_rest_kept() -> None:
    """A corrupt save is removed with its notice; the statistics stored beside it stay."""
    store = DictStore()
    stats = Statistics().update("forty-thieves", Record(3, 0, 40, None, 0, 0))
    store.data = {
        StorageKey.GAME: "{truncated",
        StorageKey.STATS: stats.dump(),
        StorageKey.SETTINGS: '{"version": 1, "motion": 0}',
    }
    progress, notices = tab(store)
    assert progress.load_settings() == Settings()
    assert progress.load_stats() == stats
    assert progress.load_session() is None
    assert notices == ["settings-discarded", "save-discarded"]
    assert set(store.data) == {StorageKey.STATS}


# Property tests: mutated stored data is read consistently or refused, never anything else

JSON_LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 10**6), st.floats(allow_nan=False), st.text(max_size=8)
)


def mutations(data: object) -> st.SearchStrategy[object]:
    """A strategy of copies of JSON data with one value replaced, one key removed or one key added."""
    paths: list[tuple[object, ...]] = []

    def walk(value: object, path: tuple[object, ...]) -> None:
        paths.append(path)
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, (*path, key))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                walk(item, (*path, index))

    walk(data, ())

    def mutate(path: tuple[object, ...], new: object, how: str) -> object:
        copy = json.loads(json.dumps(data))
        if not path:
            return new
        parent = copy
        for step in path[:-1]:
            parent = parent[step]  # type: ignore[index]
        if how == "remove" and isinstance(parent, dict):
            del parent[path[-1]]
        elif how == "add" and isinstance(parent, dict):
            parent[f"extra-{new}"] = new
        else:
            parent[path[-1]] = new  # type: ignore[index]
        return copy

    return st.builds(mutate, st.sampled_from(paths), JSON_LEAVES, st.sampled_from(["replace", "remove", "add"]))


STATS_SAMPLE = json.loads(Statistics().update("eight-off-8", Record(7, 3, 310, 140, 2, 3)).dump())
SETTINGS_SAMPLE = json.loads(Settings(theme="light", language="nb").dump())


@settings(max_examples=300, deadline=None)
@given(st.one_of(mutations(STATS_SAMPLE), st.text(max_size=30)))
def test_mutated_statistics_are_read_consistently_or_refused(mutated: object) -> None:
    """Mutated statistics load (every kept entry possible, a round trip equal) or raise BadRecord."""
    text = mutated if isinstance(mutated, str) else json.dumps(mutated)
    try:
        stats = parse_stats(text)
    except BadRecord:
        return
    for entry in stats.records.values():
        assert check_record(asdict(entry)) == entry
    assert parse_stats(stats.dump()).records == stats.records


@settings(max_examples=300, deadline=None)
@given(st.one_of(mutations(SETTINGS_SAMPLE), st.text(max_size=30)))
def test_mutated_settings_are_read_consistently_or_refused(mutated: object) -> None:
    """Mutated settings load to valid settings that round-trip, or raise BadRecord."""
    text = mutated if isinstance(mutated, str) else json.dumps(mutated)
    try:
        loaded = parse_settings(text)
    except BadRecord:
        return
    assert parse_settings(loaded.dump()) == loaded


SESSION_SAMPLE = valid_session_data()


@settings(max_examples=200, deadline=None)
@given(st.one_of(mutations(SESSION_SAMPLE), mutations(json.loads(str(SESSION_SAMPLE["game"])))))
def test_mutated_saves_are_read_consistently_or_refused(mutated: object) -> None:
    """A mutated save (outer record or the game inside it) loads consistently or raises BadRecord."""
    outer = (
        mutated if isinstance(mutated, dict) and "play" in mutated else {**SESSION_SAMPLE, "game": json.dumps(mutated)}
    )
    try:
        session = parse_saved_game(json.dumps(outer))
    except BadRecord:
        return
    assert parse_saved_game(session.dump()).game.to_json() == session.game.to_json()


# Links: the address always wins, and a link merely looked at discards nothing


def played_tab(store: DictStore, code: str, draws: int) -> tuple[Progress, game.Game]:
    """A tab that started `code` and drew `draws` times (each an action, saved)."""
    progress, _ = tab(store)
    current = game.new_game(code)
    progress.started(current)
    for _ in range(draws):
        current.draw()
        progress.changed(acted=True)
    return progress, current


def test_a_previewed_link_keeps_the_stored_game_until_its_first_action() -> None:
    """A linked deal on screen changes nothing stored, even when asked to save; its first action replaces the save."""
    store = DictStore()
    _, kept = played_tab(store, "FT1-N-AAAAAFA", draws=2)
    stored_before = dict(store.data)
    second, _ = tab(store)
    second.load_stats()
    session = second.load_session()
    assert session is not None
    second.resumed(session)
    linked = game.new_game("FT1-N-BBBBBBB")
    second.previewed(linked)
    assert second.previewing
    second.save()
    second.restarted(game.new_game("FT1-N-BBBBBBB"))
    assert store.data == stored_before, "a link merely looked at is never saved"
    stored = second.stored()
    assert stored is not None
    assert stored.game.to_json() == kept.to_json()

    assert second.session is not None
    second.session.game.draw()
    second.changed(acted=True)
    assert not second.previewing
    saved = parse_saved_game(store.data[StorageKey.GAME])
    assert (saved.game.code, saved.game.moves) == ("FT1-N-BBBBBBB", 1)
    assert record(second) == Record(played=2, won=0, best_score=0, fewest_moves=None, streak=0, best_streak=0)


def test_the_stored_game_resumes_as_it_was_after_a_link() -> None:
    """Open A, play, look at link B, go back to A: A resumes with its moves, and nothing was counted for B."""
    store = DictStore()
    progress, current = played_tab(store, "FT1-N-AAAAAFA", draws=2)
    progress.previewed(game.new_game("EO1-C4-BBBBBBB"))
    progress.previewed(game.new_game("EO1-C2-CCCCCCC"))
    stored = progress.stored()
    assert stored is not None
    assert stored.game is current
    progress.resumed(stored)
    assert not progress.previewing
    assert progress.session is not None
    assert progress.session.game.moves == 2
    assert record(progress, "eight-off-4").played == 0
    assert record(progress, "eight-off-2").played == 0


def test_a_tab_previewing_a_link_keeps_it_when_another_tab_saves() -> None:
    """The link's tab keeps showing the link; the game it would resume is the one the other tab saved last."""
    store = DictStore()
    left, left_game = played_tab(store, "FT1-N-AAAAAFA", draws=1)
    right, _ = tab(store)
    session = right.load_session()
    assert session is not None
    right.resumed(session)
    right.previewed(game.new_game("FT1-N-BBBBBBB"))
    left_game.draw()
    left.changed(acted=True)
    assert right.followed(store.data[StorageKey.GAME]) is None
    assert right.session is not None
    assert right.session.game.code == "FT1-N-BBBBBBB"
    stored = right.stored()
    assert stored is not None
    assert stored.game.moves == 2
    right.session.game.draw()
    right.changed(acted=True)
    following = left.followed(store.data[StorageKey.GAME])
    assert following is not None
    assert following.game.code == "FT1-N-BBBBBBB"


def test_a_records_stored_numbers_are_its_fields() -> None:
    """Record.numbers (what dump and the page contract store) names every field with its value, as asdict would."""
    for record in (Record(), Record(played=7, won=3, best_score=1185, fewest_moves=212, streak=2, best_streak=3)):
        assert record.numbers() == asdict(record)


# Nothing a tap cannot take back


def test_a_new_deal_keeps_the_game_left_and_undo_brings_it_back_exactly() -> None:
    """Leaving a game in progress keeps it, saved; taking the change back restores it with its own history."""
    store = DictStore()
    progress, current = played_tab(store, "FT1-N-AAAAAFA", draws=3)
    current.undo()
    progress.changed(acted=False)
    before = current.to_json()
    progress.started(game.new_game("EO1-C4-BBBBBBB"))
    assert progress.can_take_back_change
    saved = parse_saved_game(store.data[StorageKey.GAME])
    assert saved.game.code == "EO1-C4-BBBBBBB"
    assert saved.left is not None and saved.left.game.to_json() == before
    back = progress.take_back_change()
    assert back is not None and back.game.to_json() == before
    assert back.game.redo_history, "its own redo is back too"
    assert parse_saved_game(store.data[StorageKey.GAME]).game.to_json() == before
    assert parse_saved_game(store.data[StorageKey.GAME]).left is None
    assert not progress.can_take_back_change
    assert record(progress).played == 1


def test_the_game_left_survives_a_reload_and_goes_at_the_first_action() -> None:
    """The next visit reads the playing left with the new deal; the first action there forgets it and counts it left."""
    store = DictStore()
    first, _ = played_tab(store, "FT1-N-AAAAAFA", draws=2)
    first.restarted(game.new_game("FT1-N-AAAAAFA"))
    second, _ = tab(store)
    second.load_stats()
    session = second.load_session()
    assert session is not None and session.left is not None
    assert (session.game.moves, session.left.game.moves) == (0, 2)
    second.resumed(session)
    assert second.can_take_back_change
    session.game.draw()
    second.changed(acted=True)
    assert not second.can_take_back_change
    assert parse_saved_game(store.data[StorageKey.GAME]).left is None
    assert record(second).played == 1, "a restart is the same playing: counted once, not abandoned"


def test_only_a_game_in_progress_is_kept_and_chained_changes_keep_it() -> None:
    """An untouched or won deal is not kept; several changes in a row keep the last game played."""
    progress, _ = played_tab(DictStore(), "FT1-N-AAAAAFA", draws=1)
    progress.started(game.new_game("FT1-N-BBBBBBB"))
    progress.started(game.new_game("FT1-N-CCCCCCC"))
    progress.restarted(game.new_game("FT1-N-CCCCCCC"))
    back = progress.take_back_change()
    assert back is not None and (back.game.code, back.game.moves) == ("FT1-N-AAAAAFA", 1)
    untouched, _ = played_tab(DictStore(), "FT1-N-AAAAAFA", draws=0)
    untouched.started(game.new_game("FT1-N-BBBBBBB"))
    assert not untouched.can_take_back_change
    won = ft_near_won()
    winner, _ = tab(DictStore())
    winner.started(won, won.to_json())
    won.move("column-1", "foundation-8")
    winner.changed(acted=True)
    winner.started(game.new_game("FT1-N-BBBBBBB"))
    assert not winner.can_take_back_change


def test_a_stored_left_game_that_cannot_be_read_is_dropped_and_the_game_kept() -> None:
    """A damaged `left` never costs the game in progress."""
    store = DictStore()
    progress, _ = played_tab(store, "FT1-N-AAAAAFA", draws=1)
    progress.started(game.new_game("FT1-N-BBBBBBB"))
    data = json.loads(store.data[StorageKey.GAME])
    data["left"]["game"] = "not a game"
    session = parse_saved_game(json.dumps(data))
    assert (session.game.code, session.left) == ("FT1-N-BBBBBBB", None)
