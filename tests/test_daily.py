"""Winnable deals and the deal of the day: the calendar's data, its tool, and how the statistics count them.

All in CPython: game.certified reads the data files, tools/daily.py makes the calendar, and
ui.progress / ui.app (static/py/ui/) count and show the deals with a dict as the store and a
clock the test sets.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from pathlib import Path

import pytest

import game
from game.certified import (
    calendar,
    certified_codes,
    daily_code,
    daily_codes,
    daily_variant,
    daily_variants,
    winnable_deal,
)
from game.codes import random_deal
from game.i18n import catalogue
from tests.support.helpers import one_move_from_won, play, solution_of
from tests.support.page_app import DictStore, writes
from tools.daily import HEADER, NO_REPEAT_DAYS, PoolTooSmall, extend, extend_calendar, format_line, parse_lines
from ui.app import App
from ui.contract import StorageKey
from ui.progress import Progress
from ui.stored_game import Play, SavedGame, parse_saved_game
from ui.stored_stats import STAT_KEYS, Daily, Record, check_daily, parse_stats
from ui.texts import Texts

FIRST_DATE = "2026-12-01"
TEXT_IDS = ["daily", "winnable"]


class Clock:
    """A local date the test moves by hand."""

    def __init__(self, date: str) -> None:
        self.date = date

    def __call__(self) -> str:
        return self.date

    def next_day(self, days: int = 1) -> None:
        """Move the clock by whole days (backwards for a negative number)."""
        self.date = (datetime.date.fromisoformat(self.date) + datetime.timedelta(days=days)).isoformat()


# The calendar's data


def test_golden_dates_of_the_calendar() -> None:
    """Pinned dates: a listed date never changes."""
    assert daily_codes(FIRST_DATE) == {
        "forty-thieves": "FT1-N-AAAAB7A",
        "eight-off-8": "EO1-C8-AAAAARG",
        "freecell": "FC1-N-FKZOSES",
        "bakers-game": "BG1-N-PQWXW3Q",
        "seahaven-towers": "ST1-N-HEXASCL",
        "lucas": "LU1-N-KESY2XQ",
        "maria": "MA1-N-DVY2O3Z",
        "limited": "LI1-N-XZE6R63",
        "streets": "SR1-N-YDXUWRN",
    }
    assert daily_codes("2027-07-04") == {
        "forty-thieves": "FT1-N-AAAACGQ",
        "eight-off-8": "EO1-C8-AAAAAAS",
        "freecell": "FC1-N-4CWNP4F",
        "bakers-game": "BG1-N-OXALMSB",
        "seahaven-towers": "ST1-N-4T7L5PR",
        "lucas": "LU1-N-A4KLM7E",
        "maria": "MA1-N-RHUMTK3",
        "limited": "LI1-N-OKHIKNA",
        "streets": "SR1-N-YCDQXTP",
    }
    assert daily_codes("2028-12-31") == {
        "forty-thieves": "FT1-N-AAAABZI",
        "eight-off-8": "EO1-C8-AAAAAFQ",
        "freecell": "FC1-N-PND6ILC",
        "bakers-game": "BG1-N-V4NQJL5",
        "seahaven-towers": "ST1-N-OP6IPDW",
        "lucas": "LU1-N-RNRLTQX",
        "maria": "MA1-N-E5W6RY3",
        "limited": "LI1-N-P3HUET4",
        "streets": "SR1-N-GXPPBYK",
    }
    assert daily_codes("2026-11-30") is None


def test_the_calendar_covers_two_years_of_consecutive_certified_dates_without_a_repeat_in_a_year() -> None:
    """Every date from the first for two years and more, each code certified and not seen in the year before."""
    dates = sorted(calendar())
    assert dates[0] == FIRST_DATE
    first = datetime.date.fromisoformat(FIRST_DATE)
    assert [datetime.date.fromisoformat(date) for date in dates] == [
        first + datetime.timedelta(days=days) for days in range(len(dates))
    ]
    assert datetime.date.fromisoformat(dates[-1]) >= first.replace(year=first.year + 2)
    for record in daily_variants():
        certified = set(certified_codes(record.key))
        last_seen: dict[str, int] = {}
        for index, date in enumerate(dates):
            code = calendar()[date][record.key]
            assert code in certified
            assert index - last_seen.get(code, -NO_REPEAT_DAYS) >= NO_REPEAT_DAYS, (date, code)
            last_seen[code] = index


def pool(record: game.VariantRecord, numbers: range) -> list[str]:
    """Codes of one variant, as many as `numbers`."""
    return [f"{record.prefix}-{record.part}-{game.codes.encode_number(n)}" for n in numbers]


def test_the_tool_only_appends_and_a_grown_pool_serves_new_dates_only(tmp_path: Path) -> None:
    """Extending twice equals extending once; after the pool grows, the listed dates are unchanged."""
    first_daily, *others = daily_variants()
    pools = {first_daily.key: pool(first_daily, range(400)), **{other.key: pool(other, range(366)) for other in others}}
    first = datetime.date(2030, 1, 1)
    whole = extend([], pools, first, datetime.date(2031, 12, 31))
    part = extend([], pools, first, datetime.date(2030, 6, 30))
    assert part + extend(part, pools, first, datetime.date(2031, 12, 31)) == whole
    grown = {**pools, first_daily.key: pool(first_daily, range(500))}
    later = extend(whole, grown, first, datetime.date(2032, 12, 31))
    assert later[0][0] == datetime.date(2032, 1, 1)
    assert set(pool(first_daily, range(400, 500))) & {codes[first_daily.key] for _, codes in later}, (
        "new deals get their day"
    )
    for key, codes in pools.items():
        (tmp_path / f"{key}.txt").write_text("".join(f"{code} moves\n" for code in codes))
    assert extend_calendar(datetime.date(2030, 1, 31), first, tmp_path) == 31
    assert extend_calendar(datetime.date(2030, 2, 28), first, tmp_path) == 28
    text = (tmp_path / "daily.txt").read_text()
    assert text.startswith(HEADER)
    assert parse_lines(text) == whole[:59]


def test_a_daily_game_added_later_gets_lines_of_its_own_and_no_line_changes() -> None:
    """The listed lines stay as they are; the new game's codes for the listed dates come in new lines."""
    first_daily, second_daily = daily_variants()[:2]
    first = datetime.date(2030, 1, 1)
    only_first = {first_daily.key: pool(first_daily, range(400))}
    listed = extend([], only_first, first, datetime.date(2030, 1, 10))
    text = HEADER + "".join(format_line(date, codes) for date, codes in listed)
    both = {**only_first, second_daily.key: pool(second_daily, range(366))}
    added = extend(parse_lines(text), both, first, datetime.date(2030, 1, 12))
    assert [date for date, _ in added] == [first + datetime.timedelta(days=n) for n in range(12)]
    assert all(set(codes) == {second_daily.key} for _, codes in added[:10]), "the listed dates get the new game only"
    assert all(set(codes) == set(both) for _, codes in added[10:]), "the new dates get every daily game"
    merged = {date: codes for date, codes in parse_lines(text)}
    for date, codes in added:
        merged.setdefault(date, {}).update(codes)
    assert all(set(codes) == set(both) for codes in merged.values())


def test_the_tool_refuses_a_pool_smaller_than_a_year() -> None:
    """A pool of fewer than 365 deals cannot go a year without a repeat."""
    with pytest.raises(PoolTooSmall):
        record = daily_variants()[0]
        extend([], {record.key: pool(record, range(364))}, datetime.date(2030, 1, 1), datetime.date(2030, 1, 2))


def test_a_winnable_deal_is_a_random_certified_deal_with_a_code_like_any_other() -> None:
    """Each variant's winnable deal is one of its certified deals of the scrambled order (none counted
    up from 1, whose codes start AAAA and would give a winnable deal away), and not always the same."""
    for record in game.VARIANTS.values():
        drawn = {winnable_deal(record) for _ in range(40)}
        assert drawn <= set(certified_codes(record.key))
        assert not any(game.DealCode.parse(code).number < 32**4 for code in drawn), record.key
        assert len(drawn) > 10, record.key


# The statistics of the deal of the day


def test_daily_streak_across_midnight_a_missed_day_and_two_games_on_one_date() -> None:
    """Consecutive won dates make the streak, either game; a missed day ends it; a date counts once per game."""
    daily = Daily().marked("2027-01-01", "forty-thieves", "won").marked("2027-01-02", "eight-off-8", "won")
    daily = daily.marked("2027-01-02", "forty-thieves", "played")
    assert (daily.played, daily.won) == (3, 2)
    assert daily.streak("2027-01-02") == 2
    assert daily.streak("2027-01-03") == 2, "today's daily not won yet: the streak still stands"
    assert daily.streak("2027-01-04") == 0, "a missed day ends it"
    daily = daily.marked("2027-01-02", "eight-off-8", "played")
    assert daily.days["2027-01-02"] == {"eight-off-8": "won", "forty-thieves": "played"}, "a win is never undone"
    daily = daily.marked("2027-01-04", "forty-thieves", "won").marked("2027-01-05", "forty-thieves", "won")
    assert (daily.streak("2027-01-05"), daily.best_streak) == (2, 2)
    daily = daily.marked("2027-01-03", "forty-thieves", "won")
    assert (daily.streak("2027-01-05"), daily.best_streak) == (5, 5)


def test_daily_days_are_checked_when_read() -> None:
    """Stored days of impossible dates, variants or states are refused."""
    assert check_daily({"days": {"2027-01-01": {"forty-thieves": "won"}}}).won == 1
    for bad in (
        {"days": {"2027-02-30": {"forty-thieves": "won"}}},
        {"days": {"27-01-01": {"forty-thieves": "won"}}},
        {"days": {"2027-01-01": {"eight-off-4": "won"}}},
        {"days": {"2027-01-01": {"forty-thieves": "lost"}}},
        {"days": {"2027-01-01": {}}},
        {"days": []},
        {"days": {}, "streak": 3},
    ):
        with pytest.raises(ValueError):
            check_daily(bad)


def test_statistics_of_the_first_format_are_migrated_with_nothing_lost() -> None:
    """Version 1 statistics read as version 2: every record kept, winnable records and the daily empty."""
    old = {"played": 4, "won": 1, "best_score": 80, "fewest_moves": 120, "streak": 0, "best_streak": 1}
    stats = parse_stats(json.dumps({"version": 1, "forty-thieves": old, "eight-off-2": old}))
    assert stats.dropped == ()
    assert stats.records["forty-thieves"] == stats.records["eight-off-2"] == Record(**old)
    assert stats.records["forty-thieves-winnable"] == Record()
    assert json.loads(stats.dump())["version"] == 2
    assert parse_stats(stats.dump()) == stats
    contract = json.loads(stats.to_contract(FIRST_DATE))
    assert list(contract) == [*STAT_KEYS, "daily"]
    assert contract["daily"] == {"played": 0, "won": 0, "streak": 0, "best_streak": 0, "days": {}}


def test_a_broken_daily_entry_is_dropped_and_the_records_kept() -> None:
    """An unusable daily entry is dropped with its name; the records stay."""
    old = {"played": 4, "won": 1, "best_score": 80, "fewest_moves": 120, "streak": 0, "best_streak": 1}
    stats = parse_stats(json.dumps({"version": 2, "forty-thieves": old, "daily": {"days": {"x": {}}}}))
    assert stats.dropped == ("daily",)
    assert stats.records["forty-thieves"] == Record(**old)


def test_saves_from_before_winnable_deals_load() -> None:
    """A saved play without `winnable` loads as an ordinary one; a winnable play round-trips."""
    session = SavedGame(game.new_game("FT1-N-AAAAAFA"), None, Play("p1", played=True, winnable=True), "t1")
    assert parse_saved_game(session.dump()).dump() == session.dump()
    data = json.loads(session.dump())
    data["play"] = {"id": "p1", "played": True, "won": False}
    assert parse_saved_game(json.dumps(data)).play == Play("p1", played=True)
    data["play"] = {"id": "p1", "played": True, "won": False, "winnable": "yes"}
    with pytest.raises(ValueError):
        parse_saved_game(json.dumps(data))


def daily_progress(date: str) -> tuple[Progress, Clock, DictStore]:
    """A Progress on an empty store whose clock shows `date`."""
    clock, store = Clock(date), DictStore()
    return Progress(store, lambda _notice: None, today=clock), clock, store


def first_action(progress: Progress, code: str) -> None:
    """Start the deal of `code` and make its first action (a draw, or the first legal move without a stock)."""
    current = game.new_game(code)
    progress.started(current)
    move = next(iter(current.legal_moves()))
    if move.source == "stock":
        current.draw()
    else:
        current.move(move.source, move.target, move.count)
    progress.changed(acted=True)


def test_a_daily_counts_on_its_date_however_it_was_started() -> None:
    """The daily deal counts as played at its first action on its date, and as won when won on that date."""
    progress, clock, _ = daily_progress(FIRST_DATE)
    code = daily_code(FIRST_DATE, "forty-thieves")
    assert code is not None
    current, last = one_move_from_won("forty-thieves", code)
    progress.started(current, None)
    play(current, last)
    progress.changed(acted=True)
    assert progress.stats.daily.days == {FIRST_DATE: {"forty-thieves": "won"}}
    assert progress.stats.records["forty-thieves"].won == 1
    clock.next_day()
    other = daily_code(clock.date, "eight-off-8")
    assert other is not None
    first_action(progress, code)
    assert clock.date not in progress.stats.daily.days, "yesterday's daily played today is an ordinary game"
    first_action(progress, other)
    assert progress.stats.daily.days[clock.date] == {"eight-off-8": "played"}
    assert progress.stats.daily.streak(clock.date) == 1


def test_a_daily_won_after_midnight_counts_as_played_only() -> None:
    """Started on its date, won the next day: played on its date, not won (the win is not that date's daily)."""
    progress, clock, _ = daily_progress(FIRST_DATE)
    code = daily_code(FIRST_DATE, "forty-thieves")
    assert code is not None
    *moves, last = solution_of("forty-thieves", code)
    current = game.new_game(code)
    progress.started(current)
    for move in moves:
        play(current, move)
        progress.changed(acted=True)
    clock.next_day()
    play(current, last)
    progress.changed(acted=True)
    assert current.won
    assert progress.stats.daily.days == {FIRST_DATE: {"forty-thieves": "played"}}


def test_a_clock_moved_back_and_forth_never_corrupts_the_statistics() -> None:
    """Dailies played under a wrong clock are counted for the date the clock showed; stored data stays readable."""
    progress, clock, store = daily_progress("2027-06-10")
    for days in (0, -100, 300, -150):
        clock.next_day(days)
        code = daily_code(clock.date, "forty-thieves")
        assert code is not None
        first_action(progress, code)
    stored = parse_stats(store.data[StorageKey.STATS])
    assert stored.dropped == ()
    assert stored.daily.played == 4
    assert stored.records["forty-thieves"].played == 4


def test_winnable_deals_are_counted_apart() -> None:
    """A playing started with "winnable deals only" counts in `<variant>-winnable` only, restarts included."""
    progress, _, _ = daily_progress(FIRST_DATE)
    code = certified_codes("eight-off-4")[0]
    current, last = one_move_from_won("eight-off-4", code)
    progress.started(current, None, winnable=True)
    play(current, last)
    progress.changed(acted=True)
    assert progress.stats.records["eight-off-4-winnable"].won == 1
    assert progress.stats.records["eight-off-4"] == Record()
    progress.restarted(game.new_game(code))
    assert progress.session is not None and progress.session.play.winnable


# The page's Python


def app_on(date: str, stored: dict[str, str] | None = None, fragment: str = "#FT1-N-AAAAAFA") -> tuple[App, Clock]:
    """An App booted on a deal with its clock at `date`."""
    clock = Clock(date)
    app = App({} if stored is None else stored, ["en"], TEXT_IDS, clock)
    app.boot(fragment)
    return app, clock


def test_the_winnable_switch_is_remembered_and_new_deals_come_from_the_certified_ones() -> None:
    """The switch is a setting; with it on, Deal and the win message's New game deal certified deals."""
    app, _ = app_on(FIRST_DATE)
    assert app.handle({"do": "open", "window": "new-game"})["window"]["winnable"] is False
    app.handle({"do": "winnable", "on": True})
    assert json.loads(writes(app)[StorageKey.SETTINGS] or "")["winnable"] is True
    assert app.handle({"do": "open", "window": "new-game"})["window"]["winnable"] is True
    for intent in ({"do": "new-deal", "game": "eight-off", "cells": 2}, {"do": "new-deal"}):
        app.handle(intent)
        assert app.current.code in certified_codes("eight-off-2")
    app.handle({"do": "tap", "pile": "column-1", "index": None})
    assert app.progress.session is not None and app.progress.session.stats_key == "eight-off-2-winnable"
    app.handle({"do": "winnable", "on": False})
    app.handle({"do": "new-deal", "game": "forty-thieves"})
    assert app.progress.session is not None and not app.progress.session.play.winnable


def test_the_daily_button_starts_todays_deal_of_the_game_on_screen() -> None:
    """`daily` starts today's deal of the game on screen (Eight Off: 8 cells), keeps it when shown, follows midnight."""
    app, clock = app_on(FIRST_DATE, fragment="#EO1-C2-AAAAAFA")
    view = app.handle({"do": "daily"})
    assert app.current.code == daily_code(FIRST_DATE, "eight-off-8")
    assert view["message"]["text"] == f"Deal of the day, 1 December: {app.current.code}."
    moves = app.current.moves
    assert app.handle({"do": "daily"})["message"]["text"] == "This is the deal of the day, 1 December."
    assert app.current.moves == moves
    app.handle({"do": "daily", "game": "forty-thieves"})
    assert app.current.code == daily_code(FIRST_DATE, "forty-thieves")
    clock.next_day()
    app.handle({"do": "daily"})
    assert app.current.code == daily_code("2026-12-02", "forty-thieves")
    clock.date = "2099-01-01"
    before = app.saved_game()
    assert app.handle({"do": "daily"})["message"]["text"] == "This version has no deal of the day for 1 January."
    assert app.saved_game() == before
    assert json.loads(app.daily_codes(FIRST_DATE)) == daily_codes(FIRST_DATE)
    assert json.loads(app.daily_codes("not a date")) is None


def test_the_daily_button_of_a_game_without_a_deal_of_the_day_says_so_and_changes_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game with no daily variant yet (too few certified deals for a year; here the last registered game, its
    deal of the day taken away for the test): `daily` says so, in the page's language, and the game on screen
    stays as it is."""
    last = list(game.VARIANTS.values())[-1]
    monkeypatch.setitem(game.VARIANTS, last.key, dataclasses.replace(last, daily=False))
    record = game.VARIANTS[last.key]
    assert daily_variant(record.game) is None
    app, _ = app_on(FIRST_DATE, fragment=f"#{random_deal(record)}")
    app.handle({"do": "tap", "pile": "stock", "index": None})
    before = app.saved_game()
    view = app.handle({"do": "daily"})
    name = Texts("en").variant_name(record)
    assert view["message"]["text"] == catalogue("en").text("daily-not-yet", game=name)
    assert app.saved_game() == before
    app.handle({"do": "settings", "language": "cs"})
    says_none = catalogue("cs").text("daily-not-yet", game=Texts("cs").variant_name(record))
    assert app.handle({"do": "daily"})["message"]["text"] == says_none
    assert app.handle({"do": "daily", "game": record.game})["message"]["text"] == says_none
    app.handle({"do": "daily", "game": "no such game"})
    assert app.saved_game() == before


def test_the_statistics_window_shows_the_winnable_records_and_a_30_day_calendar() -> None:
    """The window names the daily counts and 30 days, oldest first, each in words; the switch picks winnable records."""
    app, clock = app_on(FIRST_DATE)
    code = daily_code(FIRST_DATE, "forty-thieves")
    assert code is not None
    current, last = one_move_from_won("forty-thieves", code)
    app.handle({"do": "load", "save": current.to_json()})
    app.handle({"do": "drop", "pile": last.source, "index": len(app.current.piles[last.source]) - last.count,
                "target": last.target})  # fmt: skip
    assert app.current.won
    clock.next_day()
    window = app.handle({"do": "open", "window": "stats"})["window"]
    calendar_days = window["calendar"]
    assert len(calendar_days) == 30
    assert calendar_days[-1]["date"] == "2026-12-02" and calendar_days[-1]["today"]
    assert calendar_days[-2]["state"] == "won"
    others = [f"{catalogue('en').text(record.name_id)} not played" for record in daily_variants()[1:]]
    assert calendar_days[-2]["label"] == ", ".join(["1 December: Forty Thieves won", *others])
    assert calendar_days[-1]["state"] == "none"
    assert {row["stat"]: row["value"] for row in window["daily"]} == {
        "played": "1",
        "won": "1",
        "streak": "1",
        "best_streak": "1",
    }
    winnable = app.handle({"do": "stats-variant", "key": "eight-off-4", "winnable": True})["window"]
    assert (winnable["selected"], winnable["winnable"]) == ("eight-off-4", True)
    assert json.loads(app.stats())["daily"]["days"] == {FIRST_DATE: {"forty-thieves": "won"}}
