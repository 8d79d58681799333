"""The page's Python: intents in, one view and its effects out, every action decided with the engine.

Pure Python. The page (static/js/) sends one intent per gesture, key or control: a plain dict
such as {"do": "tap", "pile": "waste", "index": null}. `App.update` checks it once against its
shape (ui.contract) and applies it to the page's one state (ui.state) through the engine (game)
and the handlers of the deal on screen (ui.session), the board, the settings, the statistics,
the windows, the clipboard, the replays and the analysis. `App.view` and `App.effects` then read
the state without changing it: the next view (ui.view), and what the page is to do beside
drawing it (storage writes, the clipboard, the analysis worker). Gestures and keys become the
same actions; no rule is decided here that the engine does not decide.

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
from game.codes import MICROSOFT_PART
from game.i18n import pick_language
from ui.analysis_intents import AnalysisIntents
from ui.board_intents import BoardIntents
from ui.clipboard_intents import ClipboardIntents
from ui.contract import CodeField, Do, Effect, Handlers, Intent, Shown, StorageKey, View, malformed
from ui.progress import Progress
from ui.replays import Replays, from_address
from ui.session import FIRST_VISIT_DEALS, DealOnScreen
from ui.settings_intents import SettingsIntents, spoken_language
from ui.state import Moment, PageState
from ui.stats_intents import StatsIntents
from ui.store import MirrorStore
from ui.texts import Texts
from ui.view import Scene, build_view
from ui.voice import Voice
from ui.window_intents import WindowIntents

# While a replay is shown: intents that act on the board are refused, and these first end the replay.
BOARD_INTENTS = frozenset({Do.TAP, Do.DOUBLE_TAP, Do.LIFT, Do.DROP, Do.UNDO, Do.REDO, Do.FINISH})
LEAVING_INTENTS = frozenset({Do.NEW_DEAL, Do.DAILY, Do.PLAY_CODE, Do.LOAD, Do.RESTART})
# The actions after which the offer to analyse the playing just left is gone.
DISMISSING_INTENTS = BOARD_INTENTS | LEAVING_INTENTS | {Do.KEY, Do.ADDRESS}
REPLAY_KEYS = {"ArrowRight": Do.REPLAY_STEP, "ArrowLeft": Do.REPLAY_BACK, " ": Do.REPLAY_PLAY, "Escape": Do.REPLAY_EXIT}


class App:
    """The page's state, and everything the player can do to it."""

    def __init__(
        self,
        stored: Mapping[str, str] | None,
        languages: list[str],
        text_ids: list[str],
        today: Callable[[], str] | None = None,
    ) -> None:
        voice = Voice(Texts(pick_language(languages)))
        store = MirrorStore(stored, voice.notice)
        progress = Progress(store, voice.notice, today=today)
        self.state = PageState(
            voice=voice,
            store=store,
            progress=progress,
            settings=progress.load_settings(),
            game=game.new_game(FIRST_VISIT_DEALS[0]),
            languages=tuple(languages),
            text_ids=tuple(text_ids),
        )
        voice.texts = Texts(spoken_language(self.state))
        state = self.state
        self.preferences = SettingsIntents(state, self.show_window)
        self.deal = DealOnScreen(state)
        self.replays = Replays(self)
        self.statistics = StatsIntents(state, self.show_window)
        self.analysis = AnalysisIntents(state, self.replays, self.show_window)
        self.windows = WindowIntents(self, state.voice, self.preferences, self.statistics, self.show_window)
        self.clipboard = ClipboardIntents(lambda: self.current, state.voice, self.copy_text)
        self.board = BoardIntents(state, self.deal, windows=self.windows)
        self.handlers = self.intent_handlers()

    @property
    def voice(self) -> Voice:
        """What the page tells the player (a part of the state)."""
        return self.state.voice

    @property
    def progress(self) -> Progress:
        """The saved game, the statistics and the recent games (a part of the state)."""
        return self.state.progress

    @property
    def store(self) -> MirrorStore:
        """The browser's storage as the page knows it (a part of the state)."""
        return self.state.store

    @property
    def moment(self) -> Moment:
        """What the last intent did."""
        return self.state.moment

    @property
    def languages(self) -> list[str]:
        """The browser's languages, best first."""
        return list(self.state.languages)

    @property
    def text_ids(self) -> tuple[str, ...]:
        """The ids of the fixed texts the page shows."""
        return self.state.text_ids

    @property
    def current(self) -> game.Game:
        """The game on screen."""
        return self.state.game

    @property
    def texts(self) -> Texts:
        """The texts in the player's language."""
        return self.state.voice.texts

    def boot(self, fragment: str, first_deal: str | None = None) -> View:
        """Start the page: statistics read, the game the visit opens with, the notices gathered while starting.

        `first_deal`: the first visit's deal the page painted before Python was up, if it did.
        Returns the first view; its effects are `effects()`.
        """
        self.begin()
        self.state.newcomer = self.store.read(StorageKey.GAME) is None and self.store.read(StorageKey.STATS) is None
        self.progress.load_stats()
        showing, code = from_address(fragment)
        address = fragment if code is None else f"#{code}"
        self.deal.boot(address, behind_replay=showing is not None, first_deal=first_deal)
        self.replays.open(showing, code)
        self.voice.started()
        self.settle()
        first = self.sent()
        self.state.booted = True
        return first

    def answer(self, intent: object) -> View:
        """One intent's whole answer for the page: `{"view": …, "effects": […]}` (see `update`)."""
        self.update(intent)
        return {"view": self.sent(), "effects": self.effects()}

    def handle(self, intent: object) -> View:
        """Apply one intent (`update`) and return the next view."""
        self.update(intent)
        return self.sent()

    def sent(self) -> View:
        """The view now, as sent to the page: from now on the page has the fixed texts of this language."""
        view = self.view()
        self.state.texts_sent = self.texts.language
        return view

    def view(self) -> View:
        """The view now, with what the last intent did: a function of the state, which it leaves as it is."""
        state = self.state
        scene = Scene(
            self.on_screen,
            self.texts,
            state.settings,
            self.progress.stats,
            self.stats_key_on_screen(),
            state.keyboard.marks(state.dragged),
            self.voice,
            self.deal.can_restart() and state.replay is None,
            self.progress.can_take_back_change,
            state.text_ids,
            stored=not self.progress.previewing and state.replay is None,
            replay=self.replays.view(),
            offer=self.offer_view(),
            finishing=state.finishing,
            with_texts=state.texts_sent != self.texts.language,
            hint=self.hint(),
            keys=self.keys_used(),
        )
        return build_view(scene, state.moment)

    def effects(self) -> list[View]:
        """What the page is to do for the last intent beside drawing the view; a function of the state."""
        moment = self.state.moment
        found: list[View] = [{"do": Effect.WRITE, "key": key, "text": text} for key, text in self.store.pending()]
        if moment.copy is not None:
            text, what = moment.copy
            found.append({"do": Effect.COPY, "text": text, "what": what})
        if moment.stop_analysis:
            found.append({"do": Effect.STOP_ANALYSIS})
        if moment.analyse is not None:
            found.append({"do": Effect.ANALYSE, "request": moment.analyse})
        return found

    def hint(self) -> str:
        """What to do, said near the cards on a first visit until the first action ('' otherwise)."""
        return self.texts.text("first-visit-hint") if self.state.newcomer and self.state.replay is None else ""

    def offer_view(self) -> View | None:
        """The message area's offer to analyse the playing just left, or None."""
        if self.progress.offer is None or self.state.replay is not None:
            return None
        return {"id": self.progress.offer, "label": self.texts.text("analyse-left")}

    def stats_key_on_screen(self) -> str:
        """The statistics key the game on screen counts in."""
        saved = self.progress.session
        return saved.stats_key if saved is not None else self.current.record.key

    @property
    def on_screen(self) -> game.Game:
        """The position the board shows: the replay's while one is shown, else the game in progress."""
        showing = self.state.replay
        return showing.game if showing is not None else self.current

    def update(self, intent: object) -> None:
        """Apply one intent to the state: a malformed one is refused, a handler's exception reported."""
        self.begin()
        reason = malformed(intent)
        if reason:
            self.moment.malformed = reason
            self.succeeded(False)
            return
        assert isinstance(intent, dict)
        kind = intent["do"]
        if self.state.replay is not None and kind in BOARD_INTENTS:
            self.voice.notice("replay-read-only")
            self.succeeded(False)
            return
        if kind in DISMISSING_INTENTS:
            self.progress.offer = None
        try:
            if kind in LEAVING_INTENTS:
                self.replays.exit()
            self.handlers[kind](intent)
        except Exception as error:
            self.report(error)
        self.settle()

    def begin(self) -> None:
        """A new intent: what the last one did is forgotten (its moment, its writes, a focus already moved)."""
        state = self.state
        state.moment = Moment()
        state.store.sent()
        state.keyboard.grab = False
        state.finishing = False

    def settle(self) -> None:
        """After an intent: a game put on screen afresh resets gestures; the focus stays on a pile of the game."""
        state = self.state
        if state.moment.shown == Shown.DEAL:
            state.keyboard.release()
            state.keyboard.grab = state.booted
        if state.moment.shown is not None:
            state.dragged = ()
        state.keyboard.settle(self.current)

    def report(self, error: Exception) -> None:
        """A handler failed (a bug): print it to stderr, name it in the view, tell the player."""
        traceback.print_exception(error)
        self.moment.error = f"{type(error).__name__}: {error}"
        self.succeeded(False)
        self.voice.notice("action-failed")

    def intent_handlers(self) -> Handlers:
        """Every kind of intent and what it does."""
        handlers: Handlers = {
            Do.RESTART: lambda _it: self.deal.restart(),
            Do.NEW_DEAL: lambda it: self.new_deal(it.get("game"), it.get("cells")),
            Do.DAILY: lambda it: self.daily(it.get("game")),
            Do.PLAY_CODE: lambda it: self.play_code(
                it["code"], in_window=it.get("where") == CodeField.WINDOW, chosen=it.get("game")
            ),
            Do.LOAD: lambda it: self.succeeded(self.deal.load(it["save"])),
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
        self.deal.new_deal(record, winnable=self.state.settings.winnable)

    def play_code(self, entered: str, *, in_window: bool, chosen: str | None = None) -> None:
        """Start the deal of a typed code; a bad one is said beside the New Game window's field when typed there.

        A plain number typed there while a game with numbered deals (FreeCell's, Microsoft's) is chosen is that deal.
        """
        family = game.variants_of(chosen) if chosen else ()
        if in_window and entered.strip().isdigit() and family and family[0].microsoft_deals:
            entered = f"{family[0].prefix}-{MICROSOFT_PART}-{entered.strip()}"
        refusal = self.deal.play_code(entered, quiet=in_window)
        if refusal and in_window:
            self.moment.code_error = refusal
        self.succeeded(not refusal)

    def daily(self, name: str | None) -> None:
        """Today's deal of the day of the chosen game (of the game on screen when none is chosen), or a message
        saying that the game has none yet (it gets one once it has a year of certified deals)."""
        chosen = name if name is not None else self.current.record.game
        record = daily_variant(chosen)
        family = game.variants_of(chosen)
        if record is not None:
            self.deal.daily(record, self.progress.today())
        elif family:
            self.deal.no_daily(family[0])

    def succeeded(self, ok: bool) -> None:
        """Tell the page whether the intent did what it asked."""
        self.moment.ok = ok

    # What the replays, the windows and the clipboard put in the next view

    def redraw(self) -> None:
        """Show the board from scratch in the next view (a replay starts or ends)."""
        self.deal.redraw()

    def animate(self, move: game.Move) -> None:
        """Animate a replayed action in the next view."""
        self.moment.moved = move

    def copy_text(self, text: str, what: str) -> None:
        """Ask the page to copy a text to the clipboard: `what` (a ui.contract.Copied) it is."""
        self.moment.copy = (text, what)

    def show_window(self, window: View) -> None:
        """Open (or refill) a window with its data in the next view."""
        self.moment.window = window

    # Keys, the address and the other tabs

    def key(self, intent: Intent) -> None:
        """A key pressed outside fields and windows; during a replay, the replay's keys."""
        if self.state.replay is not None:
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

    def keys_used(self) -> View:
        """The keys `key` uses now, by where they are pressed (ui.keyboard.Keyboard.keys); a replay's anywhere."""
        if self.state.replay is not None:
            return {"command": [key.lower() for key in REPLAY_KEYS], "page": list(REPLAY_KEYS), "board": []}
        return dict(self.state.keyboard.keys(self.current))

    def address_changed(self, fragment: str) -> None:
        """The address changed in the running page: a replay it names, or the deal."""
        showing, code = from_address(fragment)
        self.replays.exit()
        self.deal.address_changed(fragment if code is None else f"#{code}", behind_replay=showing is not None)
        self.replays.open(showing, code)

    def stored_elsewhere(self, key: str, text: str) -> None:
        """Another tab stored something: follow its game, read its statistics (the player has acted there)."""
        self.store.changed_elsewhere(key, text)
        self.state.newcomer = False
        if key == StorageKey.GAME:
            self.deal.follow_other_tab(text)
        elif key == StorageKey.STATS:
            self.progress.refresh_stats()

    # The page contract: what the tests and the page's script ask directly

    def saved_game(self) -> str:
        """The saved form of the game on screen (`window.solitaire.state()`)."""
        return self.current.to_json()

    def stats(self) -> str:
        """The statistics as JSON (`window.solitaire.stats()`)."""
        return self.progress.stats.to_contract(self.progress.today())

    def daily_codes(self, date: str) -> str:
        """The daily codes of a local date as JSON (`window.solitaire.daily(date)`), null for an unlisted date."""
        return json.dumps(daily_codes(date))
