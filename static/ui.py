"""The page: orchestrates the engine, the board, the player's input, storage and the windows (SPEC §5, §7, §10).

The page script static/main.py runs `main()`; this module is imported by the memory snapshot
made at build time, so a boot only binds it to the DOM. It never decides a rule: it asks the engine
(tap, double_tap, move, draw, undo, redo, targets) and shows the result. The other page modules
each own one responsibility: board.py renders, texts.py speaks the player's language,
progress.py and storage.py keep the game and the statistics, windows.py fills the dialogs;
static/gestures.js recognises pointer gestures and calls the functions of `window.solitaire`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import announce
import js  # type: ignore[import-not-found]
from board import Board
from dom import by_id
from keyboard import Keyboard
from progress import SESSION_KEY, STATS_KEY, Progress
from pyodide.ffi import JsException, create_proxy, jsnull, to_js  # type: ignore[import-not-found]
from records import Session, Settings
from storage import BrowserStore
from texts import Texts, browser_languages
from windows import Windows

import game
from game.i18n import pick_language

DEFAULT_GAME = "forty-thieves"


class Page:
    """The game on screen and everything the player can do to it."""

    def __init__(self) -> None:
        self.notices: list[str] | None = []  # shown together once the page is up
        self.texts = Texts(pick_language(browser_languages()))
        self.store = BrowserStore(self.notice)
        self.pending_save: Callable[[], None] | None = None
        self.progress = Progress(self.store, self.notice, self.save_after_paint)
        self.settings = self.progress.load_settings()
        if self.settings.language:
            self.texts = Texts(self.settings.language)
        self.board = Board(self.texts)
        self.windows = Windows(self)
        self.keyboard = Keyboard(self)
        self.announcer = announce.announcer()
        self.game: game.Game = game.new_game(game.random_code(DEFAULT_GAME))
        self.proxies: list[Any] = []
        self.shown: dict[tuple[str, str], str | bool] = {}
        self.message = ""
        self.flush_save_proxy = self.proxy(self.flush_save)
        self.after_frame_proxy = self.proxy(lambda _time: js.setTimeout(self.flush_save_proxy, 0))

    # Notices and reminders

    def notice(self, message_id: str, **values: object) -> None:
        """Tell the player something (a notice of the catalogue)."""
        self.show_message(self.texts.text(message_id, **values))

    def show_message(self, message: str) -> None:
        """Show a reminder or notice (plain text); while the page starts, notices are gathered and shown together."""
        if self.notices is not None:
            if message and message not in self.notices:
                self.notices.append(message)
            return
        if not message and not self.message:
            return
        self.message = message
        element = by_id("message")
        element.textContent = message
        element.classList.remove("shown")
        if message:
            _ = element.offsetWidth  # restart the fade-out of the toast
            element.classList.add("shown")
        self.say(message)

    def say(self, sentence: str) -> None:
        """Tell screen readers one short sentence (SPEC §7.5)."""
        self.announcer.say(sentence)

    def remind(self, rule: str) -> None:
        """Show the reminder of the rule that refused an action."""
        self.show_message(self.texts.rule(rule) if rule in game.RULES else "")

    # Saving

    def save_after_paint(self, save: Callable[[], None]) -> None:
        """Save once the frame that shows the action is painted (and at once if the page goes away)."""
        if self.pending_save is None:
            js.requestAnimationFrame(self.after_frame_proxy)
        self.pending_save = save

    def flush_save(self, _event: Any = None) -> None:
        """Make the pending save now."""
        save, self.pending_save = self.pending_save, None
        if save is not None:
            save()

    # Starting and resuming deals

    def show_game(self, current: game.Game, *, new_deal: bool = True) -> None:
        """Put `current` on screen from scratch; a change of deal closes the windows and puts the focus on the board."""
        if new_deal:
            self.windows.close_all()
            self.keyboard.put_back(announce=False)
        self.game = current
        js.document.dispatchEvent(js.CustomEvent.new("solitaire:reset"))
        self.render()
        if current.won:
            self.windows.show_win_stats()
        if new_deal and self.running:
            self.keyboard.focus(self.keyboard.pile)

    @property
    def running(self) -> bool:
        """True once the page has booted (from then on messages show at once)."""
        return self.notices is None

    def start(self, current: game.Game, notice: str = "", *, start: str | None = None) -> None:
        """A new playing of a deal (`start`: its starting position when it has no code)."""
        self.flush_save()
        self.progress.started(current, start)
        self.show_game(current)
        self.greet(current, notice)

    def greet(self, current: game.Game, notice: str) -> None:
        """Show the notice of a deal put on screen, or tell screen readers which deal it is."""
        self.show_message(notice)
        if not notice and current.code:
            self.say(
                self.texts.text(
                    "announce-deal", game=self.texts.game_name(current.name, current.cells), code=current.code
                )
            )

    def resume(self, session: Session) -> None:
        """Show the stored game in progress as it was left."""
        self.flush_save()
        self.progress.resumed(session)
        self.show_game(session.game)

    def start_code(self, code: str, notice: str = "") -> None:
        """Start the deal of a code that is known to be valid."""
        self.start(game.new_game(code), notice)

    def open_link(self, code: str) -> None:
        """Show the deal an address names; it replaces the stored game only at its first action (SPEC §5.6)."""
        if self.progress.stored() is None:
            self.start_code(code)
            return
        linked = game.new_game(code)
        self.flush_save()
        self.progress.previewed(linked)
        self.show_game(linked)
        self.greet(linked, "")

    def address_code(self, *, kept: bool) -> str | None:
        """The valid deal code of the address, or None (a bad one gets a notice: the game is `kept`, or not)."""
        fragment = hash_fragment()
        if not fragment:
            return None
        try:
            return str(game.DealCode.parse(fragment))
        except game.BadCode as error:
            self.notice("bad-hash-kept" if kept else "bad-hash", reason=self.texts.bad_code(error))
            return None

    def start_from_hash(self) -> None:
        """The address changed in the running page: show the deal it names (the stored game resumes as it was)."""
        code = self.address_code(kept=True)
        stored = self.progress.stored()
        if code is None or code == self.game.code:
            self.sync_hash()
        elif stored is not None and code == stored.game.code:
            self.resume(stored)
        else:
            self.open_link(code)

    def boot_game(self) -> None:
        """The game a visit opens with: the address always wins, else the stored game, else a random deal (§5.6)."""
        session = self.progress.load_session()
        code = self.address_code(kept=session is not None)
        if session is not None:
            self.progress.resumed(session)
        if code is not None and (session is None or code != session.game.code):
            self.open_link(code)
        elif session is not None:
            self.show_game(session.game)
        else:
            self.start_code(game.random_code(DEFAULT_GAME))

    def play_code(self, entered: str) -> bool:
        """Start the deal of a code the player typed; a clear message if it is not valid."""
        try:
            code = str(game.DealCode.parse(entered))
        except game.BadCode as error:
            self.show_message(self.texts.text("bad-code", reason=self.texts.bad_code(error)))
            return False
        self.start_code(code, self.texts.text("new-deal", code=code))
        return True

    def new_deal(self, name: str, cells: int) -> None:
        """Start a random deal of a game."""
        code = game.random_code(name, cells=cells)
        self.start_code(code, self.texts.text("new-deal", code=code))

    def restart(self) -> None:
        """Play the same deal again from the start (the same playing of it, unless it was won)."""
        session = self.progress.session
        if self.game.code:
            fresh = game.new_game(self.game.code)
        elif session is not None and session.start is not None:
            fresh = game.load_game(session.start)
        else:
            return
        self.progress.restarted(fresh)
        self.show_game(fresh, new_deal=False)
        self.show_message(self.texts.text("restarted"))

    def load(self, save: str) -> bool:
        """Show a saved game as a new playing (how tests start from a layout); a message if it is not valid."""
        try:
            loaded = game.load_game(save)
        except game.BadSave:
            self.show_message(self.texts.text("bad-save"))
            return False
        self.start(loaded, start=None if loaded.code else save)
        return True

    def follow_other_tab(self, text: str) -> None:
        """Another tab acted: show its game here, the one the store now keeps (the two-tab rule).

        A save of this tab still waiting for its frame is dropped: the other tab acted last.
        """
        session = self.progress.followed(text)
        if session is not None:
            self.pending_save = None
            self.show_game(session.game)
            self.show_message(self.texts.text("other-tab"))

    # Rendering

    def render(self) -> None:
        """Bring the board and the counters up to date with the engine."""
        current = self.game
        self.board.show(current)
        self.show("score", "textContent", str(current.score))
        self.show("moves", "textContent", str(current.moves))
        self.show("deal-code", "textContent", current.code or "—")
        self.show("game-name", "textContent", self.texts.game_name(current.name, current.cells))
        self.show("undo", "disabled", not current.undo_history)
        self.show("redo", "disabled", not current.redo_history)
        session = self.progress.session
        self.show("restart", "disabled", not (current.code or (session is not None and session.start)))
        self.show("win", "hidden", not current.won)
        if current.won:
            moves = self.texts.text("moves-count", count=current.moves)
            self.show("win-text", "textContent", self.texts.text("win-text", score=current.score, moves=moves))
        self.sync_hash()
        self.keyboard.refresh()

    def describe_board(self) -> None:
        """Read the whole board to screen readers (§8), on demand only (the B key, the Describe board button)."""
        self.say(game.describe(self.game, self.texts.language))

    def show(self, element_id: str, prop: str, value: str | bool) -> None:
        """Set a property of a page element, writing to the DOM only when the value changes.

        Every DOM write costs the browser a layout and a paint, even of an equal value.
        """
        key = (element_id, prop)
        if self.shown.get(key) != value:
            setattr(by_id(element_id), prop, value)
            self.shown[key] = value

    def sync_hash(self) -> None:
        """Keep `#<code>` in the address for the deal on screen, without adding history entries."""
        wanted = f"#{self.game.code}" if self.game.code else ""
        if js.location.hash != wanted:
            js.history.replaceState(None, "", wanted or js.location.pathname + js.location.search)

    # Actions

    def act(self, action: Callable[[], game.Move]) -> str:
        """Run an engine action, render, save and announce it; the refusing rule id, or '' when it was made."""
        score_before = self.game.score
        try:
            move = action()
        except game.IllegalMove as refusal:
            return refusal.rule
        self.animate(move.source, move.target, move.count)
        self.counted(acted=True)
        self.say(announce.after_action(self.texts, self.game, move, score_before))
        return ""

    def animate(self, source: str, target: str, count: int) -> None:
        """Render the new position, the moved cards gliding from `source` to `target` (static/motion.js)."""
        motion = getattr(js.window, "solitaireMotion", None)
        if motion is not None:
            motion.capture(source, count)
        self.show_message("")
        self.render()
        if motion is not None:
            motion.play(target, count)

    def counted(self, *, acted: bool) -> None:
        """Count the action in the statistics and save the game; a win shows its statistics and celebrates."""
        self.progress.changed(acted=acted)
        if self.game.won:
            self.windows.show_win_stats()
            motion = getattr(js.window, "solitaireMotion", None)
            if acted and motion is not None:
                motion.celebrate()

    def act_or_remind(self, action: Callable[[], game.Move]) -> bool:
        """Run an engine action, showing the rule reminder if it is refused."""
        rule = self.act(action)
        if rule:
            self.remind(rule)
        return not rule

    def tap(self, pile: str, index: int | None) -> str:
        """A single tap; the refusing rule id ('' if made) so the gesture layer can time the reminder."""
        return self.act(lambda: self.game.tap(pile, index))

    def double_tap(self, pile: str, index: int | None) -> bool:
        """A double tap (or a second single tap when double tap is switched off)."""
        if not self.settings.double_tap:
            return self.act_or_remind(lambda: self.game.tap(pile, index))
        return self.act_or_remind(lambda: self.game.double_tap(pile, index))

    def lift(self, pile: str, index: int) -> Any:
        """Start a drag: the piles that would accept the cards, or None (with a reminder) if they cannot move."""
        count = len(self.game.piles.get(pile, ())) - index
        if pile == "stock" or count < 1:
            return None
        try:
            self.game.variant.lift(self.game.piles[pile], pile.partition("-")[0], count)
        except game.IllegalMove as refusal:
            self.remind(refusal.rule)
            return None
        return to_js(self.game.targets(pile, count))

    def drop(self, pile: str, index: int, target: str | None) -> bool:
        """End a drag on `target` (None: outside every pile); a refused drop leaves the board as it was."""
        count = len(self.game.piles.get(pile, ())) - index
        if target == pile or count < 1:
            return False
        if target is not None:
            rule = self.act(lambda: self.game.move(pile, target, count))
            if not rule:
                return True
        else:
            rule = "no-destination"
        best = self.game.best_target(pile, count) if self.auto_placement_applies() else None
        if best is not None:
            return self.act_or_remind(lambda: self.game.move(pile, best, count))
        self.remind(rule)
        return False

    def auto_placement_applies(self) -> bool:
        """Auto placement is a Forty Thieves setting (§5.3)."""
        return self.settings.auto_placement and self.game.name == "forty-thieves"

    def undo(self) -> None:
        """Take back the last action."""
        self.step_history(self.game.undo, "nothing-to-undo", undone=True)

    def redo(self) -> None:
        """Replay the last undone action."""
        self.step_history(self.game.redo, "nothing-to-redo", undone=False)

    def step_history(self, step: Callable[[], bool], nothing_left: str, *, undone: bool) -> None:
        """Undo or redo one action, render, save and announce it, or say there is nothing left to step through."""
        history = self.game.undo_history if undone else self.game.redo_history
        if not step():
            self.show_message(self.texts.text(nothing_left))
            return
        move = history[-1].move
        if undone:
            self.animate(move.target, move.source, move.count)
        else:
            self.animate(move.source, move.target, move.count)
        self.counted(acted=False)
        self.say(announce.after_history(self.texts, self.game, history[-1].move, undone=undone))

    # Settings

    def change_settings(self, settings: Settings) -> None:
        """Apply changed settings at once and keep them for the next visit."""
        old = self.settings
        self.settings = settings
        self.progress.save_settings(settings)
        root = js.document.documentElement
        root.setAttribute("data-theme", settings.theme)
        root.setAttribute("data-deck", "four-colour" if settings.four_colour else "two-colour")
        root.setAttribute("data-motion", "on" if settings.motion else "off")
        language = settings.language or pick_language(browser_languages())
        if old.language != settings.language and language != self.texts.language:
            self.texts = Texts(language)
            self.texts.apply(js.document)
            self.board.relabel(self.texts)
            self.shown = {}
            self.render()

    # Wiring

    def listen(self, target: Any, event: str, handler: Callable[[Any], None]) -> None:
        """Add an event listener whose proxy lives as long as the page."""
        target.addEventListener(event, self.proxy(handler))

    def proxy(self, function: Callable[..., Any]) -> Any:
        """A JS-callable proxy of a Python function that lives as long as the page."""
        proxy = create_proxy(function)
        self.proxies.append(proxy)
        return proxy

    def state(self) -> str:
        """The saved form of the game on screen (`window.solitaire.state()`, §10)."""
        return self.game.to_json()

    def stats(self) -> str:
        """The statistics as JSON (`window.solitaire.stats()`, §10)."""
        return self.progress.stats.to_contract()

    def publish(self) -> None:
        """Publish `window.solitaire`: the page contract (§10) and the gesture entry points."""
        api = js.Object.new()
        api.state = self.proxy(self.state)
        api.load = self.proxy(lambda save: self.load(str(save)))
        api.stats = self.proxy(self.stats)
        api.tap = self.proxy(lambda pile, index: self.tap(str(pile), _index(index)))
        api.doubleTap = self.proxy(lambda pile, index: self.double_tap(str(pile), _index(index)))
        api.remind = self.proxy(lambda rule: self.remind(str(rule)))
        api.lift = self.proxy(lambda pile, index: self.lift(str(pile), int(index)))
        api.drop = self.proxy(lambda pile, index, target: self.drop(str(pile), int(index), _pile(target)))
        api.doubleTapEnabled = self.proxy(lambda: self.settings.double_tap)
        js.window.solitaire = api

    def wire_controls(self) -> None:
        """Connect the toolbar, the keyboard, the address and the other tabs to the game."""
        self.listen(by_id("undo"), "click", lambda _event: self.undo())
        self.listen(by_id("redo"), "click", lambda _event: self.redo())
        self.listen(by_id("restart"), "click", lambda _event: self.restart())
        self.listen(by_id("copy-code"), "click", lambda _event: self.copy_code())
        self.listen(by_id("code-form"), "submit", self.on_code_form)
        self.listen(by_id("win-new-game"), "click", lambda _event: self.new_deal(self.game.name, self.game.cells or 8))
        self.listen(js.window, "hashchange", lambda _event: self.start_from_hash())
        self.listen(js.window, "pagehide", self.flush_save)
        self.listen(js.document, "visibilitychange", self.flush_save)
        self.proxies.append(self.store.watch(SESSION_KEY, self.follow_other_tab))
        self.proxies.append(self.store.watch(STATS_KEY, lambda _text: self.progress.refresh_stats()))
        self.windows.wire()
        self.keyboard.wire()
        self.listen(by_id("describe-button"), "click", lambda _event: self.describe_board())
        self.listen(by_id("keys-button"), "click", lambda _event: self.windows.open_keys())
        for control in js.document.querySelectorAll("[data-enable-when-ready]"):
            control.disabled = False

    def on_code_form(self, event: Any) -> None:
        """The code field of the toolbar."""
        event.preventDefault()
        field = by_id("code-input")
        if self.play_code(str(field.value)):
            field.value = ""

    def copy_code(self) -> None:
        """Copy the deal code to the clipboard in one click."""
        code = self.game.code
        if not code:
            return
        clipboard = getattr(js.navigator, "clipboard", None)
        if clipboard is None:
            self.show_message(self.texts.text("copy-failed", code=code))
            return
        clipboard.writeText(code).then(
            self.proxy(lambda _result: self.show_message(self.texts.text("copied", code=code))),
            self.proxy(lambda _error: self.show_message(self.texts.text("copy-failed", code=code))),
        )

    def show_queued_notices(self) -> None:
        """Show the notices gathered while the page was starting; from now on messages show at once."""
        gathered, self.notices = self.notices or [], None
        self.show_message(" ".join(gathered))


def hash_fragment() -> str:
    """The address's fragment without `#`, %-decoded when that is possible."""
    try:
        return str(js.decodeURIComponent(js.location.hash[1:]))
    except JsException:
        return str(js.location.hash[1:])


def _index(value: Any) -> int | None:
    """A card index from JS (null or undefined: the top card)."""
    return None if value is None or value is jsnull else int(value)


def _pile(value: Any) -> str | None:
    """A pile id from JS (null or undefined: no pile)."""
    return None if value is None or value is jsnull else str(value)


def main() -> None:
    """Boot: the page in the player's language, the game the visit opens with, then mark the page ready."""
    js.performance.mark("solitaire-ui-start")
    page = Page()
    page.texts.apply(js.document)
    page.change_settings(replace(page.settings))
    page.progress.load_stats()
    page.publish()
    page.boot_game()
    page.wire_controls()
    page.show_queued_notices()
    js.document.getElementById("board").removeAttribute("aria-busy")
    js.document.documentElement.setAttribute("data-ready", "")
    js.performance.mark("solitaire-ready")
