"""The page: renders the engine's game into the DOM and turns gestures into engine calls.

This is the only Python module that touches the browser. It never decides a rule: it asks the
engine (tap, double_tap, move, draw, undo, redo, targets) and renders the result. Gestures are
recognised by static/gestures.js, which calls the functions published on `window.solitaire`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from messages import text
from pyodide.ffi import JsException, create_proxy, jsnull, to_js  # type: ignore[import-not-found]

import game
from game.cards import new_deck
from game.i18n import catalogue

SUIT_SYMBOLS = {game.Suit.SPADES: "♠", game.Suit.HEARTS: "♥", game.Suit.DIAMONDS: "♦", game.Suit.CLUBS: "♣"}
DEFAULT_GAME = "forty-thieves"
SETTINGS_KEY = "solitaire-settings"

document = js.document


def by_id(element_id: str) -> Any:
    """The page element with this id."""
    return document.getElementById(element_id)


def card_template(card: game.Card) -> Any:
    """A detached element showing one card face, to be cloned for every card of that value."""
    element = document.createElement("div")
    element.className = f"card suit-{card.suit.value}"
    element.setAttribute("data-card", str(card))
    element.setAttribute("aria-label", catalogue("en").card(card))
    corner = document.createElement("span")
    corner.className = "corner"
    corner.textContent = card.rank.text + SUIT_SYMBOLS[card.suit]
    middle = document.createElement("span")
    middle.className = "middle"
    middle.setAttribute("aria-hidden", "true")
    middle.textContent = SUIT_SYMBOLS[card.suit]
    element.append(corner, middle)
    return element


def board_rows(current: game.Game) -> list[list[str | None]]:
    """The piles row by row as they appear on screen; None leaves a slot empty."""
    variant = current.variant
    columns: list[str | None] = list(variant.columns)
    if current.name == "forty-thieves":
        return [["stock", "waste", *variant.foundations], columns]
    cells: list[str | None] = list(variant.cell_ids)
    foundations: list[str | None] = list(variant.foundations)
    spare = len(columns) - len(cells) - len(foundations)
    if spare >= 0:
        return [cells + [None] * spare + foundations, columns]
    return [cells, [None] * (len(columns) - len(foundations)) + foundations, columns]


def pile_label(pile: str) -> str:
    """The accessible name of a pile."""
    kind, _, number = pile.partition("-")
    return text("pile-waste") if kind == "waste" else text(f"pile-{kind}", number=number)


class Page:
    """The game on screen and everything the player can do to it."""

    def __init__(self) -> None:
        self.game: game.Game = game.new_game(game.random_code(DEFAULT_GAME))
        self.start_save: str | None = None
        self.layout_key: tuple[str, int | None] | None = None
        self.pile_elements: dict[str, Any] = {}
        self.rendered: dict[str, tuple[game.Card, ...]] = {}
        self.templates = {card: card_template(card) for card in new_deck()}
        self.settings = {"double_tap": True, "auto_placement": False}
        self.proxies: list[Any] = []
        self.shown: dict[tuple[str, str], str | bool] = {}
        self.description_pending = False
        self.describe_board_proxy = self.proxy(self.describe_board)
        self.idle_options = to_js({"timeout": 500}, dict_converter=js.Object.fromEntries)

    # Starting deals

    def start(self, current: game.Game, notice: str = "") -> None:
        """Show `current` from scratch: board, hash, controls."""
        self.game = current
        self.start_save = None if current.code else current.to_json()
        key = (current.name, current.cells)
        if key != self.layout_key:
            self.build_board(current)
            self.layout_key = key
        self.render()
        self.show_message(notice)

    def start_code(self, code: str, notice: str = "") -> None:
        """Start the deal of a code that is known to be valid."""
        self.start(game.new_game(code), notice)

    def start_from_hash(self) -> None:
        """Start the deal in the address, or a new one with a notice if it holds no valid code."""
        try:
            fragment = str(js.decodeURIComponent(js.location.hash[1:]))
        except JsException:
            fragment = str(js.location.hash[1:])
        if not fragment:
            self.start_code(game.random_code(self.game.name, cells=self.game.cells or 8))
            return
        try:
            code = str(game.DealCode.parse(fragment))
        except game.BadCode as error:
            fresh = game.random_code(self.game.name, cells=self.game.cells or 8)
            self.start_code(fresh, text("bad-hash", reason=str(error)))
            return
        if code != self.game.code or not self.rendered:
            self.start_code(code)
        else:
            self.sync_hash()

    def play_code(self, entered: str) -> bool:
        """Start the deal of a code the player typed; a clear message if it is not valid."""
        try:
            code = str(game.DealCode.parse(entered))
        except game.BadCode as error:
            self.show_message(text("bad-code", reason=str(error)))
            return False
        self.start_code(code, text("new-deal", code=code))
        return True

    def new_deal(self, name: str, cells: int) -> None:
        """Start a random deal of a game."""
        code = game.random_code(name, cells=cells)
        self.start_code(code, text("new-deal", code=code))

    def restart(self) -> None:
        """Play the same deal again from the start."""
        if self.game.code:
            self.start_code(self.game.code, text("restarted"))
        elif self.start_save:
            self.start(game.load_game(self.start_save), text("restarted"))

    def load(self, save: str) -> bool:
        """Show a saved game (also how tests start from a layout); a message if it is not valid."""
        try:
            loaded = game.load_game(save)
        except game.BadSave as error:
            self.show_message(text("bad-save", reason=str(error)))
            return False
        self.start(loaded)
        self.start_save = save
        return True

    # Rendering

    def build_board(self, current: game.Game) -> None:
        """Create the pile elements of the current game's layout."""
        board = by_id("board")
        board.replaceChildren()
        board.className = f"board {current.name}"
        board.style.setProperty("--cols", str(len(current.variant.columns)))
        self.pile_elements = {}
        self.rendered = {}
        for row in board_rows(current):
            row_element = document.createElement("div")
            row_element.className = "row columns" if row[0] == "column-1" else "row top"
            for pile in row:
                row_element.append(self.pile_element(pile))
            board.append(row_element)

    def pile_element(self, pile: str | None) -> Any:
        """The element of one pile (or an empty slot for None)."""
        element = document.createElement("div")
        if pile is None:
            element.className = "slot"
            return element
        kind = pile.partition("-")[0]
        element.className = f"pile {kind}"
        element.setAttribute("data-pile", pile)
        element.setAttribute("role", "group")
        if pile == "stock":
            element.setAttribute("role", "button")
            element.setAttribute("tabindex", "0")
        else:
            element.setAttribute("aria-label", pile_label(pile))
        self.pile_elements[pile] = element
        return element

    def render(self) -> None:
        """Bring the board and the counters up to date with the engine (only changed piles)."""
        for pile, cards in self.game.piles.items():
            if self.rendered.get(pile) != cards:
                self.render_pile(pile, cards)
        self.show("score", "textContent", str(self.game.score))
        self.show("moves", "textContent", str(self.game.moves))
        self.show("deal-code", "textContent", self.game.code or "—")
        self.show("undo", "disabled", not self.game.undo_history)
        self.show("redo", "disabled", not self.game.redo_history)
        self.show("restart", "disabled", not (self.game.code or self.start_save))
        if not self.description_pending:
            self.description_pending = True
            js.requestIdleCallback(self.describe_board_proxy, self.idle_options)
        self.show("win", "hidden", not self.game.won)
        if self.game.won:
            self.show("win-text", "textContent", text("win-text", score=self.game.score, moves=self.game.moves))
        self.sync_hash()

    def describe_board(self, _deadline: Any = None) -> None:
        """Write the board description for screen readers (§8), once the frame after an action is painted."""
        self.description_pending = False
        self.show("board-description", "textContent", game.describe(self.game, "en"))

    def show(self, element_id: str, prop: str, value: str | bool) -> None:
        """Set a property of a page element, writing to the DOM only when the value changes.

        Every DOM write costs the browser a layout and a paint, even of an equal value.
        """
        key = (element_id, prop)
        if self.shown.get(key) != value:
            setattr(by_id(element_id), prop, value)
            self.shown[key] = value

    def render_pile(self, pile: str, cards: tuple[game.Card, ...]) -> None:
        """Update one pile's card elements, touching only what changed at its top."""
        element = self.pile_elements[pile]
        if pile == "stock":
            self.render_stock(element, len(cards))
            self.rendered[pile] = cards
            return
        old = self.rendered.get(pile, ())
        kept = 0
        while kept < min(len(old), len(cards)) and old[kept] == cards[kept]:
            kept += 1
        children = element.children
        while children.length > kept:
            children[children.length - 1].remove()
        for index in range(kept, len(cards)):
            card_element = self.templates[cards[index]].cloneNode(True)
            card_element.setAttribute("data-index", str(index))
            element.append(card_element)
        element.classList.toggle("empty", not cards)
        self.rendered[pile] = cards

    def render_stock(self, element: Any, count: int) -> None:
        """The stock shows a face-down card and how many cards it holds."""
        element.replaceChildren()
        element.classList.toggle("empty", count == 0)
        element.setAttribute("aria-label", text("stock", count=count) if count else text("stock-empty"))
        if count:
            back = document.createElement("div")
            back.className = "card back"
            back.textContent = str(count)
            element.append(back)

    def sync_hash(self) -> None:
        """Keep `#<code>` in the address for the deal on screen, without adding history entries."""
        wanted = f"#{self.game.code}" if self.game.code else ""
        if js.location.hash != wanted:
            js.history.replaceState(None, "", wanted or js.location.pathname + js.location.search)

    def show_message(self, message: str) -> None:
        """Show a reminder or notice (plain text)."""
        self.show("message", "textContent", message)

    def remind(self, rule: str) -> None:
        """Show the reminder of the rule that refused an action."""
        self.show_message(game.RULES.get(rule, ""))

    # Actions

    def act(self, action: Callable[[], object]) -> str:
        """Run an engine action and render; the refusing rule id, or '' when it was made."""
        try:
            action()
        except game.IllegalMove as refusal:
            return refusal.rule
        self.show_message("")
        self.render()
        return ""

    def act_or_remind(self, action: Callable[[], object]) -> bool:
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
        if not self.settings["double_tap"]:
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
        if target == pile:
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
        return self.settings["auto_placement"] and self.game.name == "forty-thieves"

    def undo(self) -> None:
        """Take back the last action."""
        self.step_history(self.game.undo, "nothing-to-undo")

    def redo(self) -> None:
        """Replay the last undone action."""
        self.step_history(self.game.redo, "nothing-to-redo")

    def step_history(self, step: Callable[[], bool], nothing_left: str) -> None:
        """Undo or redo one action and render, or say there is nothing left to step through."""
        if step():
            self.show_message("")
            self.render()
        else:
            self.show_message(text(nothing_left))

    # Wiring

    def listen(self, target: Any, event: str, handler: Callable[[Any], None]) -> None:
        """Add an event listener whose proxy lives as long as the page."""
        proxy = create_proxy(handler)
        self.proxies.append(proxy)
        target.addEventListener(event, proxy)

    def proxy(self, function: Callable[..., Any]) -> Any:
        """A JS-callable proxy of a Python function that lives as long as the page."""
        proxy = create_proxy(function)
        self.proxies.append(proxy)
        return proxy

    def state(self) -> str:
        """The saved form of the game on screen (`window.solitaire.state()`, §10)."""
        return self.game.to_json()

    def publish(self) -> None:
        """Publish `window.solitaire`: the page contract (§10) and the gesture entry points."""
        api = js.Object.new()
        api.state = self.proxy(self.state)
        api.load = self.proxy(lambda save: self.load(str(save)))
        api.tap = self.proxy(lambda pile, index: self.tap(str(pile), _index(index)))
        api.doubleTap = self.proxy(lambda pile, index: self.double_tap(str(pile), _index(index)))
        api.remind = self.proxy(lambda rule: self.remind(str(rule)))
        api.lift = self.proxy(lambda pile, index: self.lift(str(pile), int(index)))
        api.drop = self.proxy(lambda pile, index, target: self.drop(str(pile), int(index), _pile(target)))
        api.doubleTapEnabled = self.proxy(lambda: self.settings["double_tap"])
        js.window.solitaire = api

    def wire_controls(self) -> None:
        """Connect the toolbar, the dialogs, the keyboard and the address to the game."""
        self.listen(by_id("undo"), "click", lambda _event: self.undo())
        self.listen(by_id("redo"), "click", lambda _event: self.redo())
        self.listen(by_id("restart"), "click", lambda _event: self.restart())
        self.listen(by_id("copy-code"), "click", lambda _event: self.copy_code())
        self.listen(by_id("code-form"), "submit", self.on_code_form)
        self.listen(by_id("new-game"), "click", lambda _event: self.open_new_game())
        self.listen(by_id("new-game-dialog"), "close", self.on_new_game_closed)
        self.listen(by_id("new-game-form"), "change", lambda _event: self.sync_cells_choice())
        self.listen(by_id("settings-button"), "click", lambda _event: by_id("settings-dialog").showModal())
        self.listen(by_id("setting-double-tap"), "change", lambda _event: self.read_settings())
        self.listen(by_id("setting-auto-placement"), "change", lambda _event: self.read_settings())
        self.listen(by_id("win-new-game"), "click", lambda _event: self.new_deal(self.game.name, self.game.cells or 8))
        self.listen(document, "keydown", self.on_key)
        self.listen(js.window, "hashchange", lambda _event: self.start_from_hash())
        for control in ("undo", "redo", "restart", "new-game", "settings-button"):
            by_id(control).disabled = False

    def on_code_form(self, event: Any) -> None:
        """The code field of the toolbar."""
        event.preventDefault()
        field = by_id("code-input")
        if self.play_code(str(field.value)):
            field.value = ""

    def open_new_game(self) -> None:
        """Open the New Game window with the current game preselected."""
        form = by_id("new-game-form")
        form.querySelector(f'input[name="game"][value="{self.game.name}"]').checked = True
        form.querySelector(f'input[name="cells"][value="{self.game.cells or 8}"]').checked = True
        self.sync_cells_choice()
        by_id("new-game-dialog").showModal()

    def sync_cells_choice(self) -> None:
        """The cell count is a choice for Eight Off only."""
        form = by_id("new-game-form")
        chosen = form.querySelector('input[name="game"]:checked').value
        by_id("cells-fieldset").disabled = chosen != "eight-off"

    def on_new_game_closed(self, _event: Any) -> None:
        """Deal what the New Game window asked for, if anything."""
        dialog = by_id("new-game-dialog")
        form = by_id("new-game-form")
        if dialog.returnValue == "deal":
            name = str(form.querySelector('input[name="game"]:checked').value)
            cells = int(form.querySelector('input[name="cells"]:checked').value)
            self.new_deal(name, cells)
        elif dialog.returnValue == "code":
            field = by_id("dialog-code-input")
            if self.play_code(str(field.value)):
                field.value = ""

    def on_key(self, event: Any) -> None:
        """Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo (not while typing in a field)."""
        if not (event.ctrlKey or event.metaKey) or event.altKey:
            return
        if str(event.target.tagName) in ("INPUT", "TEXTAREA"):
            return
        key = str(event.key).lower()
        if key == "z" and not event.shiftKey:
            event.preventDefault()
            self.undo()
        elif key == "y" or (key == "z" and event.shiftKey):
            event.preventDefault()
            self.redo()

    def copy_code(self) -> None:
        """Copy the deal code to the clipboard in one click."""
        code = self.game.code
        if not code:
            return
        clipboard = getattr(js.navigator, "clipboard", None)
        if clipboard is None:
            self.show_message(text("copy-failed", code=code))
            return
        promise = clipboard.writeText(code)
        promise.then(
            self.proxy(lambda _result: self.show_message(text("copied", code=code))),
            self.proxy(lambda _error: self.show_message(text("copy-failed", code=code))),
        )

    def read_settings(self) -> None:
        """Take the settings from the Settings window and keep them for the next visit."""
        self.settings["double_tap"] = bool(by_id("setting-double-tap").checked)
        self.settings["auto_placement"] = bool(by_id("setting-auto-placement").checked)
        settings_json = js.JSON.stringify(to_js(self.settings, dict_converter=js.Object.fromEntries))
        js.localStorage.setItem(SETTINGS_KEY, settings_json)

    def restore_settings(self) -> None:
        """Settings saved by an earlier visit; the defaults if there are none or they are unreadable."""
        try:
            saved = js.JSON.parse(js.localStorage.getItem(SETTINGS_KEY) or "{}").to_py()
        except JsException:
            saved = {}
        if isinstance(saved, dict):
            for key in self.settings:
                if isinstance(saved.get(key), bool):
                    self.settings[key] = saved[key]
        by_id("setting-double-tap").checked = self.settings["double_tap"]
        by_id("setting-auto-placement").checked = self.settings["auto_placement"]

    def translate_static_text(self) -> None:
        """Fill the page's fixed texts from the message catalogue."""
        for element in document.querySelectorAll("[data-text]"):
            element.textContent = text(str(element.getAttribute("data-text")))
        for attribute in ("title", "placeholder", "aria-label"):
            for element in document.querySelectorAll(f"[data-text-{attribute}]"):
                element.setAttribute(attribute, text(str(element.getAttribute(f"data-text-{attribute}"))))


def _index(value: Any) -> int | None:
    """A card index from JS (null or undefined: the top card)."""
    return None if value is None or value is jsnull else int(value)


def _pile(value: Any) -> str | None:
    """A pile id from JS (null or undefined: no pile)."""
    return None if value is None or value is jsnull else str(value)


def main() -> None:
    """Boot: build the board for the deal in the address and mark the page ready."""
    js.performance.mark("solitaire-ui-start")
    page = Page()
    page.translate_static_text()
    page.restore_settings()
    page.publish()
    page.wire_controls()
    page.start_from_hash()
    by_id("board").removeAttribute("aria-busy")
    document.documentElement.setAttribute("data-ready", "")
    js.performance.mark("solitaire-ready")


main()
