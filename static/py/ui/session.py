"""The game on screen and its life: which deal a visit opens, links, new deals, restarts, the other tab.

Pure Python. The address always wins: a valid `#code` shows that deal at every load; the stored
game resumes when the address names it or names nothing. A linked deal that is not the stored
game is previewed (ui.progress): it replaces the stored game only at its first action. Every
change of deal is marked (`shown`) so that the view closes the windows and resets gestures.
"""

from __future__ import annotations

import re
import secrets
from typing import TYPE_CHECKING

import game
from game.certified import certified_codes, daily_code, scrambled_codes, winnable_deal
from game.codes import random_deal
from game.registry import first_variant
from ui.contract import Shown
from ui.stored_game import SavedGame

if TYPE_CHECKING:
    from ui.state import PageState

# A visit without a stored game (a first visit) opens one of a few certified deals of the registry's
# first variant, drawn at random, so that a newcomer's first game can be won and newcomers do not all
# get the same deal; they are deals certified in the scrambled order, whose codes look like any other
# . Few, so that the build can make the first view of each in every language for the page
# to paint before Python is up: the page tells Python which one it painted.
FIRST_VISIT_DEALS = (scrambled_codes(first_variant().key) or certified_codes(first_variant().key))[:12]
# A run of %XX escapes: one UTF-8 text may take several.
PERCENT_ESCAPES = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def percent_decoded(text: str) -> str:
    """`text` with its %XX escapes decoded as UTF-8 (bad bytes as U+FFFD), as urllib.parse.unquote does.

    Written here because urllib.parse would bring itself and ipaddress, 14 KiB, into the
    first visit for this one use.
    """
    return PERCENT_ESCAPES.sub(lambda run: bytes.fromhex(run.group().replace("%", "")).decode(errors="replace"), text)


class DealOnScreen:
    """The deal on screen (the state's game), kept by Progress, with what the player is told about it."""

    def __init__(self, state: PageState) -> None:
        self.state = state
        self.progress = state.progress
        self.voice = state.voice

    @property
    def current(self) -> game.Game:
        """The game on screen."""
        return self.state.game

    def show(self, current: game.Game, *, how: str = Shown.DEAL) -> None:
        """Put `current` on screen from scratch: a new deal, or the same deal restarted."""
        self.state.game = current
        moment = self.state.moment
        moment.shown = how if moment.shown != Shown.DEAL else Shown.DEAL

    def redraw(self) -> None:
        """Have the next view show the board from scratch (a replay starts or ends over the same game)."""
        self.state.moment.shown = Shown.DEAL

    # Deals

    def start(self, current: game.Game, notice: str = "", *, start: str | None = None, winnable: bool = False) -> None:
        """A new playing of a deal (`start`: its starting position when it has no code; `winnable`: a certified one)."""
        self.progress.started(current, start, winnable=winnable)
        self.show(current)
        self.greet(current, notice)

    def greet(self, current: game.Game, notice: str) -> None:
        """Show the notice of a deal put on screen (and how Undo brings back a game left), or name the deal."""
        texts = self.voice.texts
        notice = " ".join(filter(None, (notice, self.undo_hint())))
        self.voice.show(notice)
        if not notice and current.code:
            self.voice.say(texts.text("announce-deal", game=texts.variant_name(current.record), code=current.code))

    def undo_hint(self) -> str:
        """ "Undo brings back the game you left (24 moves)." while Undo would bring back a game in progress, else ''."""
        if not self.progress.can_take_back_change:
            return ""
        progress, texts = self.progress, self.voice.texts
        back = progress.stored() if progress.previewing else progress.session.left if progress.session else None
        if back is None or not back.in_progress:
            return ""
        return texts.text("undo-brings-back", moves=texts.moves(back.game.moves))

    def resume(self, stored: SavedGame) -> None:
        """Show the stored game in progress as it was left."""
        self.progress.resumed(stored)
        self.show(stored.game)

    def start_code(self, code: str, notice: str = "", *, winnable: bool = False) -> None:
        """Start the deal of a code that is known to be valid."""
        self.start(game.new_game(code), notice, winnable=winnable)

    def open_link(self, code: str, *, greet: bool = True) -> None:
        """Show the deal an address names; it replaces the stored game only at its first action.

        Not greeted (`greet` false) when it stays behind a replay that the address names too.
        """
        if self.progress.stored() is None:
            self.start_code(code)
            return
        linked = game.new_game(code)
        self.progress.previewed(linked)
        self.show(linked)
        if greet:
            self.greet(linked, "")

    def address_code(self, fragment: str, *, kept: bool) -> str | None:
        """The valid deal code of an address's fragment, or None (a bad one gets a notice, the game `kept` or not)."""
        fragment = percent_decoded(fragment.removeprefix("#"))
        if not fragment:
            return None
        try:
            return str(game.DealCode.parse(fragment))
        except game.BadCode as error:
            self.voice.notice("bad-hash-kept" if kept else "bad-hash", reason=self.voice.texts.bad_code(error))
            return None

    def boot(self, fragment: str, *, behind_replay: bool = False, first_deal: str | None = None) -> None:
        """The game a visit opens with: the address always wins, else the stored game, else a first visit's deal.

        That is `first_deal` when it is one of FIRST_VISIT_DEALS (the one the page painted), else one drawn
        at random.
        """
        stored = self.progress.load_session()
        code = self.address_code(fragment, kept=stored is not None)
        if stored is not None:
            self.progress.resumed(stored)
        if code is not None and (stored is None or code != stored.game.code):
            self.open_link(code, greet=not behind_replay)
        elif stored is not None:
            self.show(stored.game)
            self.voice.show(self.undo_hint())
        else:
            self.start_code(first_deal if first_deal in FIRST_VISIT_DEALS else secrets.choice(FIRST_VISIT_DEALS))

    def address_changed(self, fragment: str, *, behind_replay: bool = False) -> None:
        """The address changed in the running page: show the deal it names (the stored game resumes as it was)."""
        code = self.address_code(fragment, kept=True)
        stored = self.progress.stored()
        if code is None or code == self.current.code:
            return
        if stored is not None and code == stored.game.code:
            self.resume(stored)
        else:
            self.open_link(code, greet=not behind_replay)

    def play_code(self, entered: str, *, quiet: bool = False) -> str:
        """Start the deal of a code the player typed; '' when started, else why not (also shown, unless `quiet`)."""
        texts = self.voice.texts
        try:
            code = str(game.DealCode.parse(entered))
        except game.BadCode as error:
            refusal = texts.text("bad-code", reason=texts.bad_code(error))
            if not quiet:
                self.voice.show(refusal)
            return refusal
        self.start_code(code, texts.text("new-deal", code=code))
        return ""

    def new_deal(self, record: game.VariantRecord, *, winnable: bool = False) -> None:
        """Start a random deal of a variant; with `winnable`, one of its certified deals."""
        texts = self.voice.texts
        if winnable:
            try:
                code = winnable_deal(record)
            except LookupError:
                self.voice.show(texts.text("winnable-none"))
                return
        else:
            code = random_deal(record)
        self.start_code(code, texts.text("new-deal", code=code), winnable=winnable)

    def daily(self, record: game.VariantRecord, today: str) -> None:
        """Start the deal of the day of a daily variant (kept as it is when it is already on screen)."""
        texts = self.voice.texts
        date = texts.date(today)
        code = daily_code(today, record.key)
        if code is None:
            self.voice.show(texts.text("daily-none", date=date))
        elif code == self.current.code:
            self.voice.show(texts.text("daily-already", date=date))
        else:
            self.start_code(code, texts.text("daily-deal", date=date, code=code))

    def no_daily(self, record: game.VariantRecord) -> None:
        """Say that the game on screen has no deal of the day yet; nothing else changes."""
        texts = self.voice.texts
        self.voice.show(texts.text("daily-not-yet", game=texts.variant_name(record)))

    def restart(self) -> None:
        """Play the same deal again from the start (the same playing of it, unless it was won)."""
        stored = self.progress.session
        if self.current.code:
            fresh = game.new_game(self.current.code)
        elif stored is not None and stored.start is not None:
            fresh = game.load_game(stored.start)
        else:
            return
        self.progress.restarted(fresh)
        self.show(fresh, how=Shown.RESTART)
        self.greet(fresh, self.voice.texts.text("restarted"))

    def take_back_change(self) -> bool:
        """Undo right after a change of deal: the playing left is back exactly, with its own history."""
        back = self.progress.take_back_change()
        if back is None:
            return False
        self.show(back.game)
        texts = self.voice.texts
        self.voice.show(texts.text("game-back", code=back.game.code or "—", moves=texts.moves(back.game.moves)))
        return True

    def can_restart(self) -> bool:
        """Whether Restart has a start to go back to (a code, or the stored start of a game without one)."""
        stored = self.progress.session
        return bool(self.current.code or (stored is not None and stored.start))

    def load(self, save: str) -> bool:
        """Show a saved game as a new playing (how tests start from a layout); a message if it is not valid."""
        try:
            loaded = game.load_game(save)
        except game.BadSave:
            self.voice.show(self.voice.texts.text("bad-save"))
            return False
        self.start(loaded, start=None if loaded.code else save)
        return True

    def follow_other_tab(self, text: str) -> None:
        """Another tab acted: show its game here, the one the store now keeps (the two-tab rule)."""
        followed = self.progress.followed(text)
        if followed is not None:
            self.show(followed.game)
            self.voice.show(self.voice.texts.text("other-tab"))
