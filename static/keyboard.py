"""Playing with the keyboard alone (SPEC §7.5): one Tab stop for the board, arrows between piles, pick up and drop.

The board is a roving-tabindex widget: exactly one pile has tabindex 0 and takes the focus; the
arrow keys move it in screen order (Left/Right along a row, Up/Down between rows, and inside a
column Up/Down choose among the cards that can be lifted together). Enter taps, Shift+Enter
double taps, Space picks up the chosen card (with its run) and drops it on another pile, Escape
puts it back. The engine decides every rule; this module only keeps the focus and the hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import js  # type: ignore[import-not-found]
from board import board_rows
from dom import open_dialog, present

if TYPE_CHECKING:
    from ui import Page

TYPING_TAGS = ("INPUT", "TEXTAREA", "SELECT")
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


class Keyboard:
    """The focus on the board, the card chosen in a column, and the cards in hand."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.pile = ""
        self.chosen: int | None = None  # index of the chosen card in the focused column (None: its top card)
        self.held: tuple[str, int] | None = None  # (pile, index) of the cards picked up

    # Where the focus is

    def rows(self) -> list[list[str | None]]:
        """The piles row by row in screen order."""
        return board_rows(self.page.game)

    def board_has_focus(self) -> bool:
        """True when the keyboard focus is on a pile of the board."""
        active = present(js.document.activeElement)
        return active is not None and self.page.board.pile_of(active) is not None

    def index(self) -> int | None:
        """The index of the chosen card (the top card when none is chosen), None for an empty pile or the stock."""
        cards = self.page.game.piles.get(self.pile, ())
        if not cards or self.pile == "stock":
            return None
        return len(cards) - 1 if self.chosen is None else self.chosen

    def lift_count(self, pile: str, index: int) -> int | None:
        """How many cards are lifted with the card at `index`, or None if the rules do not let them move."""
        cards = self.page.game.piles[pile]
        count = len(cards) - index
        refusal = self.page.game.variant.lift_refusal(cards, pile.partition("-")[0], count)
        return count if refusal is None else None

    def focus(self, pile: str, chosen: int | None = None, *, move_focus: bool = True) -> None:
        """Make `pile` the board's one Tab stop (and focus it), choosing a card in a column."""
        if pile not in self.page.board.piles:
            pile = next(iter(self.page.board.piles))
        old = self.page.board.piles.get(self.pile)
        if old is not None and self.pile != pile:
            old.setAttribute("tabindex", "-1")
        self.pile, self.chosen = pile, chosen
        element = self.page.board.piles[pile]
        element.setAttribute("tabindex", "0")
        if move_focus:
            element.focus()
        self.show_choice()

    def show_choice(self) -> None:
        """Mark the chosen card of the focused pile and name it in the pile's label."""
        for element in js.document.querySelectorAll("#board .chosen"):
            element.classList.remove("chosen")
        index = self.index()
        board = self.page.board
        board.label(self.page.game, self.pile)
        if index is None:
            return
        card = present(board.piles[self.pile].querySelector(f'[data-index="{index}"]'))
        if card is not None:
            card.classList.add("chosen")
        if self.chosen is not None:
            board.label_choice(self.page.game, self.pile, index)

    def refresh(self) -> None:
        """After every render: keep one Tab stop, drop a stale choice or hand, keep the focus where it was."""
        if self.held is not None and not self.still_holdable():
            self.put_back(announce=False)
        if self.chosen is not None and self.chosen >= len(self.page.game.piles.get(self.pile, ())):
            self.chosen = None
        element = self.page.board.piles.get(self.pile)
        if element is None or element.getAttribute("tabindex") != "0":
            self.focus(self.pile, self.chosen, move_focus=self.board_has_focus())
        elif self.board_has_focus():
            self.show_choice()

    def still_holdable(self) -> bool:
        """True when the cards in hand can still be lifted from where they were picked up."""
        assert self.held is not None
        pile, index = self.held
        return index < len(self.page.game.piles.get(pile, ())) and self.lift_count(pile, index) is not None

    # Moving the focus

    def arrow(self, dx: int, dy: int) -> None:
        """Move the focus one step: along the row, between rows, or between the liftable cards of a column."""
        if dy and self.pile.startswith("column") and self.step_in_column(dy):
            return
        rows = self.rows()
        row_index, slot = next((r, row.index(self.pile)) for r, row in enumerate(rows) if self.pile in row)
        if dx:
            row = rows[row_index]
            candidates = [i for i in range(len(row)) if row[i] is not None and (i - slot) * dx > 0]
            if candidates:
                target = min(candidates, key=lambda i: abs(i - slot))
                self.focus(str(row[target]))
            return
        new_row = row_index + dy
        if 0 <= new_row < len(rows):
            row = rows[new_row]
            target = min((i for i in range(len(row)) if row[i] is not None), key=lambda i: abs(i - slot))
            self.focus(str(row[target]))

    def step_in_column(self, dy: int) -> bool:
        """Choose the next card of the focused column that can be lifted; False at the end of those cards."""
        cards = self.page.game.piles[self.pile]
        index = self.index()
        if index is None:
            return False
        step = index + dy
        if not 0 <= step < len(cards) or self.lift_count(self.pile, step) is None:
            return False
        self.chosen = None if step == len(cards) - 1 else step
        self.show_choice()
        self.page.say(self.page.texts.text("announce-chosen", chosen=self.page.texts.run(cards[step:])))
        return True

    # Acting

    def enter(self, double: bool) -> None:
        """Enter taps the chosen card (the stock draws); Shift+Enter double taps it."""
        index = self.index()
        pile = self.pile
        if double:
            self.page.double_tap(pile, index)
        else:
            rule = self.page.tap(pile, index)
            if rule:
                self.page.remind(rule)
        self.focus("stock" if pile == "stock" else pile, move_focus=True)

    def space(self) -> None:
        """Space picks up the chosen card with what lies on it, or drops the cards in hand on the focused pile."""
        if self.held is None:
            self.pick_up()
        elif self.held[0] == self.pile:
            self.put_back()
        else:
            self.drop()

    def pick_up(self) -> None:
        """Take the chosen card (and the run on it) in hand; the piles that take it are highlighted."""
        index = self.index()
        if index is None or self.pile == "stock":
            self.page.remind("stock-draw-only" if self.pile == "stock" else "empty-pile")
            return
        targets = self.page.lift(self.pile, index)
        if targets is None:
            return
        self.held = (self.pile, index)
        self.page.board.hold(self.pile, index, [str(target) for target in targets])
        cards = self.page.game.piles[self.pile][index:]
        self.page.say(self.page.texts.text("announce-picked", cards=self.page.texts.run(cards)))

    def drop(self) -> None:
        """Drop the cards in hand on the focused pile; a refused drop keeps them in hand and says why."""
        assert self.held is not None
        source, index = self.held
        count = len(self.page.game.piles[source]) - index
        rule = self.page.act(lambda: self.page.game.move(source, self.pile, count))
        if rule:
            self.page.remind(rule)
            return
        self.held = None
        self.page.board.release()
        self.focus(source)

    def put_back(self, *, announce: bool = True) -> None:
        """Escape: the cards in hand go back where they were; nothing moves."""
        if self.held is None:
            return
        source, index = self.held
        self.held = None
        self.page.board.release()
        cards = self.page.game.piles.get(source, ())[index:]
        if announce and cards:
            self.page.say(self.page.texts.text("announce-put-back", cards=self.page.texts.run(cards)))

    # Keys

    def on_key(self, event: Any) -> None:
        """The keys of SPEC §7.5; never while typing in a field or while a window is open."""
        target = present(event.target)
        if target is not None and str(target.tagName) in TYPING_TAGS:
            return
        if open_dialog() is not None or event.altKey:
            return
        key = str(event.key)
        if event.ctrlKey or event.metaKey:
            self.on_command_key(event, key.lower())
            return
        handled = self.on_page_key(key) or (self.board_has_focus() and self.on_board_key(key, bool(event.shiftKey)))
        if handled:
            event.preventDefault()

    def on_command_key(self, event: Any, key: str) -> None:
        """Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo."""
        if key == "z" and not event.shiftKey:
            event.preventDefault()
            self.put_back(announce=False)
            self.page.undo()
        elif key == "y" or (key == "z" and event.shiftKey):
            event.preventDefault()
            self.put_back(announce=False)
            self.page.redo()

    def on_page_key(self, key: str) -> bool:
        """Keys that work anywhere on the page: D draws, N new game, ? the keys, B describes the board."""
        if key in ("d", "D") and self.page.game.record.has_stock:
            self.put_back(announce=False)
            rule = self.page.tap("stock", None)
            if rule:
                self.page.remind(rule)
            if self.board_has_focus() or self.pile == "stock":
                self.focus("stock")
            return True
        if key in ("n", "N"):
            self.page.windows.open_new_game()
            return True
        if key == "?":
            self.page.windows.open_keys()
            return True
        if key in ("b", "B"):
            self.page.describe_board()
            return True
        return False

    def on_board_key(self, key: str, shift: bool) -> bool:
        """Keys that act on the focused pile."""
        if key in ARROWS:
            self.arrow(*ARROWS[key])
        elif key == "Enter":
            self.enter(double=shift)
        elif key == " ":
            self.space()
        elif key == "Escape" and self.held is not None:
            self.put_back()
        else:
            return False
        return True

    def on_focus_in(self, event: Any) -> None:
        """A pile got the focus (by Tab or by a click): it becomes the board's Tab stop."""
        pile = self.page.board.pile_of(event.target)
        if pile is not None and pile != self.pile:
            self.focus(pile, move_focus=False)

    def wire(self) -> None:
        """Listen to the keys and to the focus entering the board."""
        self.page.listen(js.document, "keydown", self.on_key)
        self.page.listen(js.document.getElementById("board"), "focusin", self.on_focus_in)
        self.page.listen(
            js.document.getElementById("board"), "pointerdown", lambda _event: self.put_back(announce=False)
        )
