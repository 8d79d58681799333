"""The game on screen and its life: which deal a visit opens, links, new deals, restarts, the other tab (§5.6, §7.2).

Pure Python. The address always wins: a valid `#code` shows that deal at every load; the stored
game resumes when the address names it or names nothing. A linked deal that is not the stored
game is previewed (ui.progress): it replaces the stored game only at its first action. Every
change of deal is marked (`shown`) so that the view closes the windows and resets gestures.
"""

from __future__ import annotations

import re

import game
from game.certified import daily_code, winnable_deal
from game.codes import random_deal
from ui.progress import Progress
from ui.records import Session as Stored
from ui.voice import Voice

# The deal a visit without a stored game opens (a first visit): always the same, so that the build
# can make its first view in every language for the page to paint before Python is up (SPEC §11).
# One of the certified deals: a newcomer's first game can be won.
FIRST_VISIT_DEAL = "FT1-N-AAAACEG"
# A run of %XX escapes: one UTF-8 text may take several.
PERCENT_ESCAPES = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def percent_decoded(text: str) -> str:
    """`text` with its %XX escapes decoded as UTF-8 (bad bytes as U+FFFD), as urllib.parse.unquote does.

    Written here because urllib.parse would bring itself and ipaddress, 14 KiB, into the
    first visit (SPEC §11) for this one use.
    """
    return PERCENT_ESCAPES.sub(lambda run: bytes.fromhex(run.group().replace("%", "")).decode(errors="replace"), text)


class Session:
    """The deal on screen, kept by Progress, with what the player is told about it."""

    def __init__(self, progress: Progress, voice: Voice) -> None:
        self.progress = progress
        self.voice = voice
        self.game = game.new_game(FIRST_VISIT_DEAL)
        self.shown: str | None = None  # "deal" or "restart" when the view must show the game from scratch

    def show(self, current: game.Game, *, how: str = "deal") -> None:
        """Put `current` on screen from scratch: a new deal, or the same deal restarted."""
        self.game = current
        self.shown = how if self.shown != "deal" else "deal"

    def redraw(self) -> None:
        """Have the next view show the board from scratch (a replay starts or ends over the same game)."""
        self.shown = "deal"

    def take_shown(self) -> str | None:
        """How the game was put on screen since the last view (and forget it)."""
        shown, self.shown = self.shown, None
        return shown

    # Deals

    def start(self, current: game.Game, notice: str = "", *, start: str | None = None, winnable: bool = False) -> None:
        """A new playing of a deal (`start`: its starting position when it has no code; `winnable`: a certified one)."""
        self.progress.started(current, start, winnable=winnable)
        self.show(current)
        self.greet(current, notice)

    def greet(self, current: game.Game, notice: str) -> None:
        """Show the notice of a deal put on screen, or tell screen readers which deal it is."""
        self.voice.show(notice)
        if not notice and current.code:
            texts = self.voice.texts
            self.voice.say(texts.text("announce-deal", game=texts.variant_name(current.record), code=current.code))

    def resume(self, stored: Stored) -> None:
        """Show the stored game in progress as it was left."""
        self.progress.resumed(stored)
        self.show(stored.game)

    def start_code(self, code: str, notice: str = "", *, winnable: bool = False) -> None:
        """Start the deal of a code that is known to be valid."""
        self.start(game.new_game(code), notice, winnable=winnable)

    def open_link(self, code: str) -> None:
        """Show the deal an address names; it replaces the stored game only at its first action (SPEC §5.6)."""
        if self.progress.stored() is None:
            self.start_code(code)
            return
        linked = game.new_game(code)
        self.progress.previewed(linked)
        self.show(linked)
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

    def boot(self, fragment: str) -> None:
        """The game a visit opens with: the address always wins, else the stored game, else FIRST_VISIT_DEAL (§5.6)."""
        stored = self.progress.load_session()
        code = self.address_code(fragment, kept=stored is not None)
        if stored is not None:
            self.progress.resumed(stored)
        if code is not None and (stored is None or code != stored.game.code):
            self.open_link(code)
        elif stored is not None:
            self.show(stored.game)
        else:
            self.start_code(FIRST_VISIT_DEAL)

    def address_changed(self, fragment: str) -> None:
        """The address changed in the running page: show the deal it names (the stored game resumes as it was)."""
        code = self.address_code(fragment, kept=True)
        stored = self.progress.stored()
        if code is None or code == self.game.code:
            return
        if stored is not None and code == stored.game.code:
            self.resume(stored)
        else:
            self.open_link(code)

    def play_code(self, entered: str) -> bool:
        """Start the deal of a code the player typed; a clear message if it is not valid."""
        texts = self.voice.texts
        try:
            code = str(game.DealCode.parse(entered))
        except game.BadCode as error:
            self.voice.show(texts.text("bad-code", reason=texts.bad_code(error)))
            return False
        self.start_code(code, texts.text("new-deal", code=code))
        return True

    def new_deal(self, record: game.VariantRecord, *, winnable: bool = False) -> None:
        """Start a random deal of a variant; with `winnable`, one of its certified deals (§15)."""
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
        elif code == self.game.code:
            self.voice.show(texts.text("daily-already", date=date))
        else:
            self.start_code(code, texts.text("daily-deal", date=date, code=code))

    def restart(self) -> None:
        """Play the same deal again from the start (the same playing of it, unless it was won)."""
        stored = self.progress.session
        if self.game.code:
            fresh = game.new_game(self.game.code)
        elif stored is not None and stored.start is not None:
            fresh = game.load_game(stored.start)
        else:
            return
        self.progress.restarted(fresh)
        self.show(fresh, how="restart")
        self.voice.show(self.voice.texts.text("restarted"))

    def can_restart(self) -> bool:
        """Whether Restart has a start to go back to (a code, or the stored start of a game without one)."""
        stored = self.progress.session
        return bool(self.game.code or (stored is not None and stored.start))

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
