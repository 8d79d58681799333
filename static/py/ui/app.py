"""The page's Python: intents in, one view out (SPEC §13), deciding every action with the engine.

Pure Python. The page (static/js/) sends one intent per gesture, key or control: a plain dict
such as {"do": "tap", "pile": "waste", "index": null}. `App.handle` checks it once against its
shape (ui.contract), applies it through the engine (game), the deal on screen (ui.session), the
keyboard model and the handlers of the settings, the statistics, the windows, the clipboard and
the replays, and answers with the next view (ui.view). Gestures and keys become the same
actions; no rule is decided here that the engine does not decide.

Refusal or error: a malformed intent (of no known kind, or with a field of the wrong type) is
refused, changes nothing, and the view says why (`malformed`); an action the rules refuse is
refused with its rule (`refused`). Any exception inside a handler is a bug, never a refusal: it is
printed to stderr (the browser's console), named in the view (`error`), and the player is told
that something went wrong; the page goes on and the stored game is the last one saved.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable, Mapping

import game
from game.certified import daily_codes, daily_variant
from game.i18n import pick_language
from ui.analysis_intents import AnalysisIntents
from ui.board_intents import BoardIntents
from ui.clipboard_intents import ClipboardIntents
from ui.contract import Do, Handlers, Intent, StorageKey, View, malformed
from ui.progress import Progress
from ui.replays import Replays, from_address
from ui.session import DealOnScreen
from ui.settings_intents import SettingsIntents
from ui.stats_intents import StatsIntents
from ui.store import MirrorStore
from ui.texts import Texts
from ui.view import Moment, Scene, build_view
from ui.voice import Voice
from ui.window_intents import WindowIntents

# While a replay is shown: intents that act on the board are refused, and these first end the replay.
BOARD_INTENTS = frozenset({Do.TAP, Do.DOUBLE_TAP, Do.LIFT, Do.DROP, Do.UNDO, Do.REDO, Do.FINISH})
LEAVING_INTENTS = frozenset({Do.NEW_DEAL, Do.DAILY, Do.PLAY_CODE, Do.LOAD, Do.RESTART})
# The actions after which the offer to analyse the playing just left is gone (§17.2).
DISMISSING_INTENTS = BOARD_INTENTS | LEAVING_INTENTS | {Do.KEY, Do.ADDRESS}
REPLAY_KEYS = {"ArrowRight": Do.REPLAY_STEP, "ArrowLeft": Do.REPLAY_BACK, " ": Do.REPLAY_PLAY, "Escape": Do.REPLAY_EXIT}


class App:
    """The game on screen and everything the player can do to it."""

    def __init__(
        self,
        stored: Mapping[str, str] | None,
        languages: list[str],
        text_ids: list[str],
        today: Callable[[], str] | None = None,
    ) -> None:
        self.languages = languages
        self.text_ids = tuple(text_ids)
        self.voice = Voice(Texts(pick_language(languages)))
        self.store = MirrorStore(stored, self.voice.notice)
        self.progress = Progress(self.store, self.voice.notice, today=today)
        self.moment = Moment()
        self.preferences = SettingsIntents(self.progress, self.voice, languages, self.show_window)
        self.deal = DealOnScreen(self.progress, self.voice)
        self.replays = Replays(self)
        self.statistics = StatsIntents(self.progress, self.voice, self.show_window)
        self.analysis = AnalysisIntents(self.progress, self.voice, self.replays, self.show_window)
        self.windows = WindowIntents(self, self.voice, self.preferences, self.statistics, self.show_window)
        self.clipboard = ClipboardIntents(lambda: self.current, self.voice, self.copy_text)
        self.board = BoardIntents(
            self.deal, self.progress, self.voice, settings=self.preferences, windows=self.windows, moment=self.moment
        )
        self.booted = False
        self.texts_sent: str | None = None  # the language of the fixed texts the page has
        self.handlers = self.intent_handlers()

    @property
    def current(self) -> game.Game:
        """The game on screen."""
        return self.deal.game

    @property
    def texts(self) -> Texts:
        """The texts in the player's language."""
        return self.voice.texts

    def boot(self, fragment: str, first_deal: str | None = None) -> View:
        """The first view: statistics read, the game the visit opens with, the notices gathered while starting.

        `first_deal`: the first visit's deal the page painted before Python was up, if it did.
        """
        self.progress.load_stats()
        showing, code = from_address(fragment)
        address = fragment if code is None else f"#{code}"
        self.deal.boot(address, behind_replay=showing is not None, first_deal=first_deal)
        self.replays.open(showing, code)
        self.voice.started()
        first = self.view()
        self.booted = True
        return first

    def view(self) -> View:
        """The view of the page now, with what happened since the last one."""
        moment = self.moment.take()
        moment.shown = self.deal.take_shown()
        if moment.shown == "deal":
            self.board.keyboard.release()
            self.board.keyboard.grab = self.booted
        if moment.shown is not None:
            self.board.dragged = ()
        moment.writes = self.store.take_writes()
        scene = Scene(
            self.on_screen,
            self.texts,
            self.preferences.settings,
            self.progress.stats,
            self.stats_key_on_screen(),
            self.board.keyboard.marks(self.current, self.board.dragged),
            self.voice,
            self.deal.can_restart() and self.replays.showing is None,
            self.progress.can_take_back_change,
            self.text_ids,
            stored=not self.progress.previewing and self.replays.showing is None,
            replay=self.replays.view(),
            offer=self.offer_view(),
            analysis=self.analysis.request(),
            finishing=self.board.finishing,
            with_texts=self.texts_sent != self.texts.language,
        )
        self.texts_sent = self.texts.language
        return build_view(scene, moment)

    def offer_view(self) -> View | None:
        """The message area's offer to analyse the playing just left (§17.2), or None."""
        if self.progress.offer is None or self.replays.showing is not None:
            return None
        return {"id": self.progress.offer, "label": self.texts.text("analyse-left")}

    def stats_key_on_screen(self) -> str:
        """The statistics key the game on screen counts in."""
        saved = self.progress.session
        return saved.stats_key if saved is not None else self.current.record.key

    @property
    def on_screen(self) -> game.Game:
        """The position the board shows: the replay's while one is shown, else the game in progress."""
        showing = self.replays.showing
        return showing.game if showing is not None else self.current

    def handle(self, intent: object) -> View:
        """Apply one intent and return the next view: a malformed one is refused, a handler's exception reported."""
        self.board.finishing = False
        reason = malformed(intent)
        if reason:
            self.moment.malformed = reason
            self.answer(False)
            return self.view()
        assert isinstance(intent, dict)
        kind = intent["do"]
        if self.replays.showing is not None and kind in BOARD_INTENTS:
            self.voice.notice("replay-read-only")
            self.answer(False)
            return self.view()
        if kind in DISMISSING_INTENTS:
            self.progress.offer = None
        try:
            if kind in LEAVING_INTENTS:
                self.replays.exit()
            self.handlers[kind](intent)
        except Exception as error:
            self.report(error)
        return self.view()

    def report(self, error: Exception) -> None:
        """A handler failed (a bug): print it to stderr, name it in the view, tell the player."""
        traceback.print_exception(error)
        self.moment.error = f"{type(error).__name__}: {error}"
        self.answer(False)
        self.voice.notice("action-failed")

    def intent_handlers(self) -> Handlers:
        """Every kind of intent and what it does."""
        handlers: Handlers = {
            Do.RESTART: lambda _it: self.deal.restart(),
            Do.NEW_DEAL: lambda it: self.new_deal(it.get("game"), it.get("cells")),
            Do.DAILY: lambda it: self.daily(it.get("game")),
            Do.PLAY_CODE: lambda it: self.play_code(it["code"], in_window=it.get("where") == "window"),
            Do.LOAD: lambda it: self.answer(self.deal.load(it["save"])),
            Do.ADDRESS: lambda it: self.address_changed(it["hash"]),
            Do.STORED: lambda it: self.stored_elsewhere(it["key"], it["text"]),
            Do.STORAGE_FAILED: lambda _it: self.store.fail(),
            Do.KEY: self.key,
            **self.board.handlers(),
            **self.preferences.handlers(),
            **self.statistics.handlers(),
            **self.windows.handlers(),
            **self.clipboard.handlers(),
            **self.replays.intent_handlers(),
            **self.analysis.handlers(),
        }
        return handlers

    def new_deal(self, name: str | None, cells: int | None) -> None:
        """A new deal of the chosen game and cells (of the game on screen when none is chosen), winnable if set."""
        try:
            record = self.current.record if name is None else game.variant_for(name, cells)
        except game.UnknownVariant:
            return
        self.deal.new_deal(record, winnable=self.preferences.settings.winnable)

    def play_code(self, entered: str, *, in_window: bool) -> None:
        """Start the deal of a typed code; a bad one is said beside the New Game window's field when typed there."""
        refusal = self.deal.play_code(entered, quiet=in_window)
        if refusal and in_window:
            self.moment.code_error = refusal
        self.answer(not refusal)

    def daily(self, name: str | None) -> None:
        """Today's deal of the day of the chosen game (of the game on screen when none is chosen)."""
        record = daily_variant(name if name is not None else self.current.record.game)
        if record is not None:
            self.deal.daily(record, self.progress.today())

    def answer(self, ok: bool) -> None:
        """Tell the page whether the intent did what it asked."""
        self.moment.ok = ok

    # What the replays, the windows and the clipboard put in the next view

    def redraw(self) -> None:
        """Show the board from scratch in the next view (a replay starts or ends)."""
        self.deal.redraw()

    def animate(self, move: game.Move) -> None:
        """Animate a replayed action in the next view."""
        self.moment.moved = move

    def copy_text(self, text: str) -> None:
        """Ask the page to copy a text to the clipboard."""
        self.moment.copy = text

    def show_window(self, window: View) -> None:
        """Open (or refill) a window with its data in the next view."""
        self.moment.window = window

    # Keys, the address and the other tabs

    def key(self, intent: Intent) -> None:
        """A key pressed outside fields and windows (SPEC §7.5); during a replay, the replay's keys."""
        if self.replays.showing is not None:
            replay_intent = REPLAY_KEYS.get(intent["key"])
            self.moment.handled = replay_intent is not None
            if replay_intent is not None:
                self.handlers[replay_intent](intent)
            return
        self.moment.handled = self.board.key(
            intent["key"],
            shift=intent.get("shift", False),
            command=intent.get("command", False),
            on_board=intent.get("onBoard", False),
        )

    def address_changed(self, fragment: str) -> None:
        """The address changed in the running page: a replay it names, or the deal (SPEC §5.6)."""
        showing, code = from_address(fragment)
        self.replays.exit()
        self.deal.address_changed(fragment if code is None else f"#{code}", behind_replay=showing is not None)
        self.replays.open(showing, code)

    def stored_elsewhere(self, key: str, text: str) -> None:
        """Another tab stored something: follow its game, read its statistics."""
        self.store.changed_elsewhere(key, text)
        if key == StorageKey.GAME:
            self.deal.follow_other_tab(text)
        elif key == StorageKey.STATS:
            self.progress.refresh_stats()

    # The page contract (§10)

    def state(self) -> str:
        """The saved form of the game on screen (`window.solitaire.state()`)."""
        return self.current.to_json()

    def stats(self) -> str:
        """The statistics as JSON (`window.solitaire.stats()`)."""
        return self.progress.stats.to_contract(self.progress.today())

    def daily_codes(self, date: str) -> str:
        """The daily codes of a local date as JSON (`window.solitaire.daily(date)`), null for an unlisted date."""
        return json.dumps(daily_codes(date))
