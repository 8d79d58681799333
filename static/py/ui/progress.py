"""Keeping the game and the statistics across reloads and tabs. No browser imports.

The page tells Progress what happened (a deal started, an action, a restart); Progress counts the
statistics and saves the game in progress after each, through a Store (the browser's storage, or
a dict in tests). Statistics are read back from the store before every change, so two tabs add
to the same numbers instead of overwriting each other.

Two-tab rule: the last tab to act owns the saved game. Every save names its tab; a tab that sees
another tab's save (the `storage` event) follows it: it shows that game, with its play, so the
deal is never counted twice.

Deals of the day: a playing counts for the daily when its code is the daily code of
the date of its first action (played) or of its win (won), whatever started it. Progress reads
the local date from `today` at each of those moments, so the daily follows midnight without a
reload.

A link merely looked at never discards the game in progress: a linked deal that is
not the stored game is *previewed*: shown, but neither saved nor counted until its first action,
which replaces the stored game (and counts it as abandoned). Until then the stored game can be
resumed as it was, and a tab previewing a link keeps its link when another tab saves.

Nothing a tap cannot take back: a new deal, a typed code, the daily or a restart
that replaces a playing in progress keeps it as the new playing's `left`, saved with it, so one
Undo brings it back exactly (`take_back_change`), across reloads too. The playing left counts as
abandoned only at the first action on the new one, which also forgets it.

Playings that end (won, left, or stuck with no moves left) go into the recent games
(ui.stored_recent), for an analysis the player may ask for; a playing left is also `offer`ed for
analysis once. A playing brought back by Undo is in progress again and leaves the list.
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol, TypeVar

import game
from game.certified import daily_code
from ui.contract import StorageKey
from ui.records import BadRecord
from ui.stored_game import Play, SavedGame, parse_saved_game
from ui.stored_recent import RecentGames, ended, parse_recent
from ui.stored_settings import Settings, parse_settings
from ui.stored_stats import Record, Statistics, counted_abandon, counted_play, counted_score, counted_win, parse_stats

Parsed = TypeVar("Parsed")


class Store(Protocol):
    """Where texts are kept by key; `write` returns False when the text could not be kept."""

    def read(self, key: str) -> str | None:
        """The text kept under `key`, or None."""

    def write(self, key: str, text: str) -> bool:
        """Keep `text` under `key`."""

    def remove(self, key: str) -> None:
        """Forget `key`."""


def new_id() -> str:
    """A random id for a tab or a play."""
    return os.urandom(6).hex()


class Progress:
    """The game in progress as the store keeps it, and the statistics."""

    def __init__(
        self,
        store: Store,
        notify: Callable[[str], None],
        today: Callable[[], str] | None = None,
    ) -> None:
        self.store = store
        self.notify = notify
        self.today = today or (lambda: datetime.date.today().isoformat())  # the local date, YYYY-MM-DD
        self.tab = new_id()
        self.session: SavedGame | None = None
        self.kept: SavedGame | None = None  # the stored game while a link is previewed
        self.stats = Statistics()
        self.stats_text: str | None = None  # the stored text `stats` was read from or written as
        self.recent = RecentGames()  # as read from `recent_text` (read again when the store holds another)
        self.recent_text: str | None = None
        self.offer: str | None = None  # the id of the playing just left, offered for analysis

    # Reading what earlier visits kept

    def load_settings(self) -> Settings:
        """The stored settings, or the defaults (with a notice if the stored ones were unusable)."""
        return self._read(StorageKey.SETTINGS, parse_settings) or Settings()

    def save_settings(self, settings: Settings) -> None:
        """Keep the settings for the next visit."""
        self.store.write(StorageKey.SETTINGS, settings.dump())

    def load_stats(self) -> Statistics:
        """The stored statistics (unusable entries dropped with a notice), also kept in `.stats`."""
        stats = self._read(StorageKey.STATS, parse_stats) or self.stats
        if stats.dropped:
            self.notify("stats-discarded")
            self.keep_stats(Statistics(stats.records))
        else:
            self.stats, self.stats_text = stats, self.store.read(StorageKey.STATS)
        return self.stats

    def load_session(self) -> SavedGame | None:
        """The stored game in progress, or None (with a notice if it was unusable)."""
        return self._read(StorageKey.GAME, parse_saved_game)

    def _read(self, key: str, parse: Callable[[object], Parsed]) -> Parsed | None:
        """Parse a stored text; on BadRecord forget it, tell the player why, and return None."""
        text = self.store.read(key)
        if text is None:
            return None
        try:
            return parse(text)
        except BadRecord as error:
            self.notify(error.reason)
            self.store.remove(key)
            return None

    # What happens to the game on screen

    def started(self, current: game.Game, start: str | None = None, *, winnable: bool = False) -> None:
        """A deal starts (new, typed, from the address or a save; `winnable`: drawn from the certified deals).

        The playing it replaces, if in progress, is kept for Undo (`left`).
        """
        left = self.leaving()
        self._end_if_in_progress(self.stored())
        self.kept = None
        self.session = SavedGame(current, start, Play(new_id(), winnable=winnable), self.tab, left)
        self.save()

    def leaving(self) -> SavedGame | None:
        """The playing that Undo brings back once the stored one is replaced: it, if in progress, else what it kept."""
        stored = self.stored()
        if stored is None:
            return None
        return replace(stored, left=None) if stored.in_progress else stored.left

    @property
    def can_take_back_change(self) -> bool:
        """Whether Undo now brings back the playing the one on screen replaced: none of its actions yet."""
        if self.kept is not None:
            return True
        return self.session is not None and self.session.left is not None and not self.session.game.undo_history

    def take_back_change(self) -> SavedGame | None:
        """Bring back the playing that the one on screen replaced (a link's stored game, or `left`), or None."""
        if not self.can_take_back_change:
            return None
        back = self.kept if self.kept is not None else self.session.left if self.session is not None else None
        assert back is not None
        if self.recent_games().find(back.play.id) is not None:
            self.keep_recent(self.recent.without(back.play.id))
        self.offer = None
        self.resumed(back)
        self.save()
        return self.session

    def previewed(self, current: game.Game) -> None:
        """A linked deal is on screen; the stored game stays stored (and resumable) until its first action."""
        self.kept = self.stored()
        self.session = SavedGame(current, None, Play(new_id()), self.tab)

    @property
    def previewing(self) -> bool:
        """True while a linked deal is on screen that has not replaced the stored game yet."""
        return self.kept is not None

    def stored(self) -> SavedGame | None:
        """The game in progress as the store keeps it (the one on screen unless a link is previewed)."""
        return self.kept if self.kept is not None else self.session

    def resumed(self, session: SavedGame) -> None:
        """The stored game is back on screen."""
        self.kept = None
        self.session = replace(session, tab=self.tab)

    def restarted(self, current: game.Game) -> None:
        """The same deal from its start: the same play, unless that one was already won; the game left kept for Undo."""
        assert self.session is not None
        play = self.session.play
        if play.won:
            play = Play(new_id(), winnable=play.winnable)
        left = self.leaving() if self.kept is None else None
        if self.kept is None:
            self._end_if_in_progress(self.session)
        self.session = replace(self.session, game=current, play=play, left=left)
        self.save()

    def changed(self, *, acted: bool) -> None:
        """After an action (acted) or an undo or redo: count the first action, a better score, a win; save."""
        session = self.session
        assert session is not None
        if acted and self.kept is not None:
            self._abandon(self.kept)
            self._end_if_in_progress(self.kept)
            self.kept = None
        if acted and session.left is not None:
            if session.left.play.id != session.play.id:  # a restart is the same playing: no deal was left
                self._abandon(session.left)
            session = replace(session, left=None)
        current, play = session.game, session.play
        if acted and not play.played:
            play = replace(play, played=True)
            self._count(session, lambda record: counted_play(record, current.score))
            self._count_daily(current, "played")
        elif play.played and current.score > self.stats.records[session.stats_key].best_score:
            self._count(session, lambda record: counted_score(record, current.score))
        if current.won and play.played and not play.won:
            play = replace(play, won=True)
            self._count(session, lambda record: counted_win(record, current.score, current.moves))
            self._count_daily(current, "won")
            self._end(play, current, "won")
        elif not current.won and not current.legal_moves():
            self._end(play, current, "stuck")
        else:
            self._back_in_play(play.id)
        self.session = replace(session, play=play)
        self.save()

    def followed(self, text: object) -> SavedGame | None:
        """Another tab saved a game: the session to show here now, or None if there is nothing to follow."""
        try:
            session = parse_saved_game(text)
        except BadRecord:
            return None
        if session.tab == self.tab:
            return None
        self.refresh_stats()
        if self.kept is not None:
            self.kept = session
            return None
        self.session = session
        return session

    def refresh_stats(self) -> None:
        """Read the statistics another tab may have changed (silently: that tab gave any notice)."""
        self.stats = self._stored_stats()

    def reset_stats(self) -> None:
        """Start every statistic from zero."""
        self.keep_stats(Statistics())

    def _stored_stats(self) -> Statistics:
        """The statistics as the store holds them now, or the ones in memory if the store has none usable."""
        text = self.store.read(StorageKey.STATS)
        if text is None or text == self.stats_text:
            return self.stats
        try:
            stored = parse_stats(text)
        except BadRecord:
            return self.stats
        if stored.dropped:
            return self.stats
        self.stats_text = text
        return stored

    def keep_stats(self, stats: Statistics) -> None:
        """Make `stats` the statistics, and store them."""
        self.stats, self.stats_text = stats, stats.dump()
        self.store.write(StorageKey.STATS, self.stats_text)

    # The recent games

    def recent_games(self) -> RecentGames:
        """The recent games as the store holds them now (an unusable list is forgotten, with a notice)."""
        text = self.store.read(StorageKey.RECENT)
        if text != self.recent_text:
            self.recent_text = text
            self.recent = self._read(StorageKey.RECENT, parse_recent) or RecentGames()
        return self.recent

    def keep_recent(self, recent: RecentGames) -> None:
        """Make `recent` the recent games, and store them."""
        self.recent, self.recent_text = recent, recent.dump()
        self.store.write(StorageKey.RECENT, self.recent_text)

    def _end_if_in_progress(self, session: SavedGame | None) -> None:
        """A playing is left: if it was in progress, it joins the recent games and is offered for analysis."""
        if session is not None and session.in_progress:
            self._end(session.play, session.game, "left")
            self.offer = session.play.id

    def _back_in_play(self, play_id: str) -> None:
        """The playing on screen moves again after "No moves left" (an Undo): it leaves the recent games."""
        entry = self.recent_games().find(play_id)
        if entry is not None and entry.result == "stuck":
            self.keep_recent(self.recent.without(play_id))

    def _end(self, play: Play, current: game.Game, result: str) -> None:
        """A playing ended with `current` on screen: it joins the recent games (if it can be analysed)."""
        entry = ended(play.id, self.today(), current, result)
        if entry is not None:
            self.keep_recent(self.recent_games().added(entry))

    def save(self) -> None:
        """Keep the game in progress (a previewed link is not kept: it has not replaced the stored game)."""
        assert self.session is not None
        if self.kept is not None:
            return
        self.session = replace(self.session, tab=self.tab)
        self.store.write(StorageKey.GAME, self.session.dump())

    def _abandon(self, session: SavedGame | None) -> None:
        """Leaving a deal that was played and not won ends the winning streak."""
        if session is not None and session.play.played and not session.play.won:
            self._count(session, counted_abandon)

    def _count(self, session: SavedGame, change: Callable[[Record], Record]) -> None:
        """Change the record a playing counts in, starting from what the store holds now (other tabs)."""
        stats = self._stored_stats()
        key = session.stats_key
        self.keep_stats(stats.update(key, change(stats.records[key])))

    def _count_daily(self, current: game.Game, state: str) -> None:
        """Mark today's daily deal of the game's variant played or won, if the game is that deal."""
        today, variant = self.today(), current.record.key
        if current.code is None or daily_code(today, variant) != current.code:
            return
        stats = self._stored_stats()
        self.keep_stats(stats.with_daily(stats.daily.marked(today, variant, state)))
