"""The page's Python: intents in, one view out (SPEC §13), deciding every action with the engine.

Pure Python. The page (static/js/) sends one intent per gesture, key or control: a plain dict
such as {"do": "tap", "pile": "waste", "index": null}. `App.handle` applies it through the engine
(game), the session (the deal on screen and its storage) and the keyboard model, and answers
with the next view (ui.view). Gestures and keys become the same actions; no rule is decided here
that the engine does not decide.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

import game
from game.certified import daily_codes, daily_variant
from game.i18n import pick_language
from game.moves import DRAW
from ui import announce
from ui.keyboard import Keyboard
from ui.progress import SESSION_KEY, STATS_KEY, Progress
from ui.records import STAT_KEYS, stats_key
from ui.replays import Replays, from_address
from ui.session import Session
from ui.store import MirrorStore
from ui.texts import Texts
from ui.view import Moment, Scene, View, build_view
from ui.voice import Voice
from ui.windows import (
    describe_window,
    examples_window,
    faq_window,
    keys_window,
    new_game_window,
    rules_window,
    settings_window,
    stats_window,
)

Intent = Mapping[str, Any]
# While a replay is shown: intents that act on the board are refused, and these first end the replay.
BOARD_INTENTS = frozenset({"tap", "double-tap", "lift", "drop", "undo", "redo", "finish"})
LEAVING_INTENTS = frozenset({"new-deal", "daily", "play-code", "load", "restart"})
REPLAY_KEYS = {"ArrowRight": "replay-step", "ArrowLeft": "replay-back", " ": "replay-play", "Escape": "replay-exit"}


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
        self.texts = Texts(pick_language(languages))
        self.voice = Voice(self.texts)
        self.store = MirrorStore(stored, self.voice.notice)
        self.progress = Progress(self.store, self.voice.notice, today=today)
        self.settings = self.progress.load_settings()
        self.use_language()
        self.session = Session(self.progress, self.voice)
        self.keyboard = Keyboard()
        self.dragged: tuple[str, ...] = ()
        self.stats_key = next(iter(game.VARIANTS))
        self.moment = Moment()
        self.replays = Replays(self)
        self.booted = False
        self.texts_sent: str | None = None  # the language of the fixed texts the page has
        self.finishing = False  # Finish plays the last actions, one per `finish` intent, until another intent
        self.handlers = self.intent_handlers()

    @property
    def current(self) -> game.Game:
        """The game on screen."""
        return self.session.game

    def boot(self, fragment: str, first_deal: str | None = None) -> View:
        """The first view: statistics read, the game the visit opens with, the notices gathered while starting.

        `first_deal`: the first visit's deal the page painted before Python was up, if it did.
        """
        self.progress.load_stats()
        showing, code = from_address(fragment)
        address = fragment if code is None else f"#{code}"
        self.session.boot(address, behind_replay=showing is not None, first_deal=first_deal)
        self.replays.open(showing, code)
        self.voice.started()
        first = self.view()
        self.booted = True
        return first

    def view(self) -> View:
        """The view of the page now, with what happened since the last one."""
        moment, self.moment = self.moment, Moment()
        moment.shown = self.session.take_shown()
        if moment.shown == "deal":
            self.keyboard.release()
            self.keyboard.grab = self.booted
        if moment.shown is not None:
            self.dragged = ()
        moment.writes = self.store.take_writes()
        scene = Scene(
            self.on_screen,
            self.texts,
            self.settings,
            self.progress.stats,
            self.stats_key_on_screen(),
            self.keyboard.marks(self.current, self.dragged),
            self.voice,
            self.session.can_restart() and self.replays.showing is None,
            self.progress.can_take_back_change,
            self.text_ids,
            stored=not self.progress.previewing and self.replays.showing is None,
            replay=self.replays.view(),
            finishing=self.finishing,
            with_texts=self.texts_sent != self.texts.language,
        )
        self.texts_sent = self.texts.language
        return build_view(scene, moment)

    def stats_key_on_screen(self) -> str:
        """The statistics key the game on screen counts in."""
        session = self.progress.session
        return session.stats_key if session is not None else self.current.record.key

    @property
    def on_screen(self) -> game.Game:
        """The position the board shows: the replay's while one is shown, else the game in progress."""
        showing = self.replays.showing
        return showing.game if showing is not None else self.current

    def handle(self, intent: Intent) -> View:
        """Apply one intent and return the next view; an intent of no known kind, or malformed, changes nothing."""
        kind = str(intent.get("do"))
        handler = self.handlers.get(kind)
        self.finishing = False
        if self.replays.showing is not None and kind in BOARD_INTENTS:
            self.voice.notice("replay-read-only")
            handler = None
        elif kind in LEAVING_INTENTS:
            self.replays.exit()
        if handler is None:
            self.answer(False)
            return self.view()
        try:
            handler(intent)
        except (KeyError, TypeError, ValueError):
            self.answer(False)
        return self.view()

    def intent_handlers(self) -> dict[str, Callable[[Intent], None]]:
        """Every kind of intent and what it does."""
        return {
            "tap": lambda it: self.tap(it["pile"], it.get("index"), quiet=bool(it.get("quiet"))),
            "double-tap": lambda it: self.double_tap(it["pile"], it.get("index")),
            "remind": lambda it: self.voice.remind(str(it["rule"])),
            "lift": lambda it: self.lift_for_drag(it["pile"], it["index"]),
            "drop": lambda it: self.drop(it["pile"], it["index"], it.get("target")),
            "put-back": lambda _it: self.put_back(),
            "undo": lambda _it: self.undo(),
            "redo": lambda _it: self.redo(),
            "restart": lambda _it: self.session.restart(),
            "new-deal": lambda it: self.new_deal(it.get("game"), it.get("cells")),
            "daily": lambda it: self.daily(it.get("game")),
            "winnable": lambda it: self.change_winnable(bool(it["on"])),
            "play-code": lambda it: self.play_code(str(it["code"]), in_window=it.get("where") == "window"),
            "finish": lambda _it: self.finish(),
            "load": lambda it: self.answer(self.session.load(str(it["save"]))),
            "address": lambda it: self.address_changed(str(it["hash"])),
            "stored": lambda it: self.stored_elsewhere(str(it["key"]), str(it["text"])),
            "storage-failed": lambda _it: self.store.fail(),
            "settings": self.change_settings,
            "open": lambda it: self.open_window(str(it["window"]), it.get("game")),
            "stats-variant": lambda it: self.show_stats(
                stats_key(str(it["key"]), winnable=bool(it.get("winnable"))), show=False
            ),
            "stats-reset": lambda _it: self.reset_stats(),
            "key": self.key,
            "focused": lambda it: self.keyboard.focus(str(it["pile"]), grab=False),
            "describe": lambda _it: self.describe(),
            "copy": lambda _it: self.copy_code(),
            "copied": lambda it: self.copied(bool(it["ok"]), str(it.get("what", "code"))),
            **self.replays.intent_handlers(),
        }

    def new_deal(self, name: object, cells: object) -> None:
        """A new deal of the chosen game and cells (of the game on screen when none is chosen), winnable if set."""
        if name is None:
            record = self.current.record
        else:
            try:
                record = game.variant_for(str(name), cells if isinstance(cells, int) else None)
            except game.UnknownVariant:
                return
        self.session.new_deal(record, winnable=self.settings.winnable)

    def play_code(self, entered: str, *, in_window: bool) -> None:
        """Start the deal of a typed code; a bad one is said beside the New Game window's field when typed there."""
        refusal = self.session.play_code(entered, quiet=in_window)
        if refusal and in_window:
            self.moment.code_error = refusal
        self.answer(not refusal)

    def daily(self, name: object) -> None:
        """Today's deal of the day of the chosen game (of the game on screen when none is chosen)."""
        record = daily_variant(str(name) if name is not None else self.current.record.game)
        if record is not None:
            self.session.daily(record, self.progress.today())

    def change_winnable(self, on: bool) -> None:
        """The New Game window's "winnable deals only" switch, kept with the settings."""
        self.settings = replace(self.settings, winnable=on)
        self.progress.save_settings(self.settings)

    def answer(self, ok: bool) -> None:
        """Tell the page whether the intent did what it asked."""
        self.moment.ok = ok

    # Actions on the game

    def act(self, action: Callable[[], game.Move]) -> str:
        """Run an engine action, count and announce it; the refusing rule id, or '' when it was made."""
        score_before = self.current.score
        try:
            move = action()
        except game.IllegalMove as refusal:
            self.moment.refused = refusal.rule
            return refusal.rule
        self.moment.moved = move
        self.voice.show("")
        self.progress.changed(acted=True)
        self.moment.celebrate = self.current.won
        self.voice.say(announce.after_action(self.texts, self.current, move, score_before))
        return ""

    def act_or_remind(self, action: Callable[[], game.Move]) -> bool:
        """Run an engine action, showing the rule reminder if it is refused."""
        rule = self.act(action)
        if rule:
            self.voice.remind(rule)
        return not rule

    def tap(self, pile: str, index: int | None, *, quiet: bool = False) -> None:
        """A tap; a refused one is reminded at once, or by the page later when `quiet` (a double tap may come)."""
        self.keyboard.release()
        rule = self.act(lambda: self.current.tap(pile, index))
        if rule and not quiet:
            self.voice.remind(rule)

    def double_tap(self, pile: str, index: int | None) -> None:
        """A double tap: the card goes to the best place (§5.2)."""
        self.keyboard.release()
        self.act_or_remind(lambda: self.current.double_tap(pile, index))

    def lift(self, pile: str, index: int) -> tuple[str, ...] | None:
        """The piles that would take the cards from `index` of `pile`, or None (with the reminder) if they cannot."""
        try:
            count = self.current.liftable(pile, index)
        except game.IllegalMove as refusal:
            self.voice.remind(refusal.rule)
            return None
        return tuple(self.current.targets(pile, count))

    def lift_for_drag(self, pile: str, index: int) -> None:
        """A drag starts: the piles that would take the cards are highlighted (or the drag is refused)."""
        self.keyboard.release()
        targets = self.lift(pile, int(index))
        self.dragged = targets or ()
        self.answer(targets is not None)

    def move(self, source: str, index: int, target: str) -> bool:
        """Move the cards from `index` of `source` onto `target`; False (with the reminder) if refused."""
        count = len(self.current.piles.get(source, ())) - index
        return self.act_or_remind(lambda: self.current.move(source, target, count))

    def drop(self, pile: str, index: int, target: str | None) -> None:
        """End a drag on `target` (None: outside every pile); a refused drop leaves the board as it was (§5.3)."""
        self.dragged = ()
        count = len(self.current.piles.get(pile, ())) - int(index)
        if target == pile or count < 1:
            self.answer(False)
            return
        rule = self.act(lambda: self.current.move(pile, str(target), count)) if target is not None else "no-destination"
        if not rule:
            return
        best = self.current.best_target(pile, count) if self.auto_placement_applies() else None
        if best is not None:
            self.answer(self.act_or_remind(lambda: self.current.move(pile, best, count)))
            return
        self.voice.remind(rule)
        self.answer(False)

    def put_back(self) -> None:
        """A drag or a keyboard hold ends without a move."""
        self.dragged = ()
        self.keyboard.put_back(self.current)

    def auto_placement_applies(self) -> bool:
        """Auto placement is on and applies to this game (§5.3)."""
        return self.settings.auto_placement and self.current.record.auto_placement

    def undo(self) -> None:
        """Take back the last action; right after a change of deal, bring back the game left (§21.1)."""
        if not self.current.undo_history and self.session.take_back_change():
            return
        self.step_history(self.current.undo, "nothing-to-undo", undone=True)

    def redo(self) -> None:
        """Replay the last undone action."""
        self.step_history(self.current.redo, "nothing-to-redo", undone=False)

    def step_history(self, step: Callable[[], bool], nothing_left: str, *, undone: bool) -> None:
        """Undo or redo one action and announce it, or say there is nothing left to step through."""
        history = self.current.undo_history if undone else self.current.redo_history
        if not step():
            self.voice.show(self.texts.text(nothing_left))
            return
        move = history[-1].move
        self.moment.moved = game.Move(move.target, move.source, move.count) if undone else move
        self.voice.show("")
        self.progress.changed(acted=False)
        self.voice.say(announce.after_history(self.texts, self.current, move, undone=undone))

    def describe(self) -> None:
        """The whole board in words, on screen and to screen readers (§8, §21.7), on demand only."""
        self.moment.window = describe_window(self.texts, self.on_screen)
        self.voice.say(game.describe(self.on_screen, self.texts.language))

    def finish(self) -> None:
        """Play the next of the foundation moves and draws that finish the game (§17.5), as an ordinary action."""
        actions = self.current.finish_moves()
        if actions is None:
            self.answer(False)
            return
        first = actions[0]
        current = self.current
        refused = self.act(current.draw if first == DRAW else lambda: current.move(first.source, first.target))
        self.finishing = not refused and not self.current.won

    # The replays' view of the page (ui.replays.Stage)

    def redraw(self) -> None:
        """Show the board from scratch in the next view (a replay starts or ends)."""
        self.session.redraw()

    def animate(self, move: game.Move) -> None:
        """Animate a replayed action in the next view."""
        self.moment.moved = move

    def copy_text(self, text: str) -> None:
        """Ask the page to copy a text to the clipboard."""
        self.moment.copy = text

    # The keyboard's view of the actions (ui.keyboard.Actions)

    def remind(self, rule: str) -> None:
        """Show the reminder of a rule."""
        self.voice.remind(rule)

    def say(self, sentence: str) -> None:
        """Tell screen readers one sentence."""
        self.voice.say(sentence)

    def words(self, message_id: str, **values: object) -> str:
        """A text in the player's language."""
        return self.texts.text(message_id, **values)

    def run_name(self, cards: tuple[game.Card, ...]) -> str:
        """Cards held or chosen together, as words."""
        return self.texts.run(cards)

    def address_changed(self, fragment: str) -> None:
        """The address changed in the running page: a replay it names, or the deal (SPEC §5.6)."""
        showing, code = from_address(fragment)
        self.replays.exit()
        self.session.address_changed(fragment if code is None else f"#{code}", behind_replay=showing is not None)
        self.replays.open(showing, code)

    def key(self, intent: Intent) -> None:
        """A key pressed outside fields and windows (SPEC §7.5); during a replay, the replay's keys."""
        if self.replays.showing is not None:
            replay_intent = REPLAY_KEYS.get(str(intent["key"]))
            self.moment.handled = replay_intent is not None
            if replay_intent is not None:
                self.handlers[replay_intent](intent)
            return
        self.moment.handled = self.keyboard.key(
            self.current,
            self,
            str(intent["key"]),
            shift=bool(intent.get("shift")),
            command=bool(intent.get("command")),
            on_board=bool(intent.get("onBoard")),
        )

    # Windows, settings, storage

    def open_window(self, name: str, chosen_game: object = None) -> None:
        """Open a window of the page, filled with its data."""
        if name == "new-game":
            self.moment.window = new_game_window(self.current, self.settings)
        elif name == "settings":
            self.moment.window = settings_window(self.texts, self.settings)
        elif name == "stats":
            self.show_stats(self.stats_key_on_screen(), show=True)
        elif name == "keys":
            self.moment.window = keys_window(self.texts)
        elif name == "rules":
            record = game.variants_of(str(chosen_game))[0] if chosen_game else self.current.record
            self.moment.window = rules_window(self.texts, record)
        elif name == "examples":
            self.moment.window = examples_window(self.texts, self.current.record)
        elif name == "faq":
            self.moment.window = faq_window(self.texts)

    def show_stats(self, key: str, *, show: bool) -> None:
        """The Statistics window on one variant (opened, or refilled when the player picks another)."""
        if key not in STAT_KEYS:
            return
        self.stats_key = key
        window = stats_window(self.texts, self.progress.stats, key, self.progress.today())
        self.moment.window = {**window, "refill": not show}

    def reset_stats(self) -> None:
        """Reset every statistic, after the player confirmed."""
        self.progress.reset_stats()
        self.show_stats(self.stats_key, show=False)
        self.voice.notice("stats-reset-done")

    def change_settings(self, intent: Intent) -> None:
        """Apply the settings the Settings window shows, at once, and keep them for the next visit."""
        language = intent.get("language") or None
        self.settings = replace(
            self.settings,
            language=str(language) if language in game.LANGUAGES else None,
            theme=str(intent.get("theme", self.settings.theme)),
            double_tap=bool(intent.get("doubleTap")),
            auto_placement=bool(intent.get("autoPlacement")),
            motion=bool(intent.get("motion")),
            four_colour=bool(intent.get("fourColour")),
        )
        self.progress.save_settings(self.settings)
        self.use_language()
        self.moment.window = {**settings_window(self.texts, self.settings), "refill": True}

    def use_language(self) -> None:
        """Speak the language of the settings (or the browser's)."""
        language = self.settings.language or pick_language(self.languages)
        if language != self.texts.language:
            self.texts = Texts(language)
            self.voice.texts = self.texts

    def stored_elsewhere(self, key: str, text: str) -> None:
        """Another tab stored something: follow its game, read its statistics."""
        self.store.changed_elsewhere(key, text)
        if key == SESSION_KEY:
            self.session.follow_other_tab(text)
        elif key == STATS_KEY:
            self.progress.refresh_stats()

    def copy_code(self) -> None:
        """Ask the page to copy the deal code to the clipboard."""
        self.copy_text(self.current.code or "")

    def copied(self, ok: bool, what: str) -> None:
        """The clipboard took the code (or the replay's address), or refused it."""
        if what == "replay":
            self.voice.notice("replay-copied" if ok else "replay-copy-failed")
            return
        code = self.current.code or ""
        self.voice.show(self.texts.text("copied" if ok else "copy-failed", code=code))

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
