"""Playing with the keyboard alone: one Tab stop for the board, arrows between piles, pick up and drop.

Pure Python. The board is a roving-tabindex widget: exactly one pile is its Tab stop; the arrow
keys move it in screen order (Left/Right along a row, Up/Down between rows, and inside a column
Up/Down choose among the cards that can be lifted together). Enter taps, Shift+Enter double taps,
Space picks up the chosen card (with its run) and drops it on another pile, Escape puts it back.
Keys become the same actions as gestures (`Actions`); the engine decides every rule.
"""

from __future__ import annotations

from typing import Protocol

import game
from ui.board import Marks
from ui.contract import Window

ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
COMMAND_KEYS = ("z", "y")  # with Ctrl or Cmd, any case: undo, redo (Shift+Z too)
DRAW_KEYS = ("d", "D")  # anywhere, in a game with a stock
WINDOW_KEYS = {"n": Window.NEW_GAME, "N": Window.NEW_GAME, "?": Window.KEYS}  # anywhere
DESCRIBE_KEYS = ("b", "B")  # anywhere
BOARD_KEYS = (*ARROWS, "Enter", " ")  # with the focus on the board; Escape too while cards are in hand


class Actions(Protocol):
    """What keys do besides moving the focus: the same actions as gestures and toolbar buttons."""

    def tap(self, pile: str, index: int | None) -> None:
        """Tap a card (or the stock)."""

    def double_tap(self, pile: str, index: int | None) -> None:
        """Double tap a card."""

    def move(self, source: str, index: int, target: str) -> bool:
        """Move the cards from `index` of `source` onto `target`; False (with the reminder) if refused."""

    def lift(self, pile: str, index: int) -> tuple[str, ...] | None:
        """The piles that would take the cards from `index` of `pile`, or None (with the reminder)."""

    def undo(self) -> None:
        """Undo."""

    def redo(self) -> None:
        """Redo."""

    def open_window(self, name: str) -> None:
        """Open a window of the page."""

    def describe(self) -> None:
        """Read the whole board."""

    def remind(self, rule: str) -> None:
        """Show the reminder of a rule."""

    def say(self, sentence: str) -> None:
        """Tell screen readers one sentence."""

    def words(self, message_id: str, **values: object) -> str:
        """A text in the player's language."""

    def run_name(self, cards: tuple[game.Card, ...]) -> str:
        """Cards held or chosen together, as words."""


class Keyboard:
    """The focus on the board, the card chosen in a column, and the cards in hand."""

    def __init__(self) -> None:
        self.pile = ""
        self.chosen: int | None = None
        self.held: tuple[str, int] | None = None
        self.targets: tuple[str, ...] = ()
        self.grab = False

    def marks(self, dragged: tuple[str, ...] = ()) -> Marks:
        """What the board shows of the keyboard (and of a drag's highlighted piles)."""
        targets = self.targets if self.held is not None else dragged
        return Marks(targets, self.held, self.pile, self.chosen, self.grab)

    def settle(self, current: game.Game) -> None:
        """Keep the focus on a pile of the game and drop a stale choice or hand (after any change)."""
        piles = current.piles
        if self.pile not in piles:
            self.pile = next(pile for row in current.record.rows for pile in row if pile is not None)
            self.chosen = None
        if self.chosen is not None and self.chosen >= len(piles[self.pile]):
            self.chosen = None
        if self.held is not None and not self.still_holdable(current):
            self.release()

    def release(self) -> None:
        """No cards in hand any more."""
        self.held = None
        self.targets = ()

    def focus(self, pile: str, chosen: int | None = None, *, grab: bool = True) -> None:
        """Make `pile` the board's Tab stop (and move the focus there when `grab`)."""
        self.pile, self.chosen = pile, chosen
        self.grab = self.grab or grab

    def index(self, current: game.Game) -> int | None:
        """The index of the chosen card (the top card when none is chosen), None for an empty pile or the stock."""
        cards = current.piles.get(self.pile, ())
        if not cards or self.pile == "stock":
            return None
        return len(cards) - 1 if self.chosen is None else self.chosen

    def still_holdable(self, current: game.Game) -> bool:
        """True when the cards in hand can still be lifted from where they were picked up."""
        assert self.held is not None
        pile, index = self.held
        return index < len(current.piles.get(pile, ())) and liftable(current, pile, index)

    # Keys

    def key(
        self, current: game.Game, actions: Actions, key: str, *, shift: bool, command: bool, on_board: bool
    ) -> bool:
        """Act on a key of the keys table (never while typing or with a window open); True when it was used."""
        self.settle(current)
        if command:
            return self.command_key(actions, key.lower(), shift=shift)
        return self.page_key(current, actions, key, on_board=on_board) or (
            on_board and self.board_key(current, actions, key, shift)
        )

    def keys(self, current: game.Game) -> dict[str, list[str]]:
        """The keys `key` uses now, for the page to keep the browser from using them the moment they are pressed
        (Python answers later): `command` with Ctrl or Cmd (lower case), `page` anywhere, `board` with the focus
        on the board. Every other key goes to Python all the same, and does nothing."""
        page = [*(DRAW_KEYS if current.record.has_stock else ()), *WINDOW_KEYS, *DESCRIBE_KEYS]
        board = [*BOARD_KEYS, *(("Escape",) if self.held is not None else ())]
        return {"command": list(COMMAND_KEYS), "page": page, "board": board}

    def command_key(self, actions: Actions, key: str, *, shift: bool) -> bool:
        """Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo (cards in hand go back first)."""
        if key == "z" and not shift:
            self.release()
            actions.undo()
            return True
        if key == "y" or (key == "z" and shift):
            self.release()
            actions.redo()
            return True
        return False

    def page_key(self, current: game.Game, actions: Actions, key: str, *, on_board: bool) -> bool:
        """Keys that work anywhere on the page: D draws (the focus then on the stock), N new game, ? keys, B board."""
        if key in DRAW_KEYS and current.record.has_stock:
            self.release()
            follow = on_board or self.pile == "stock"
            actions.tap("stock", None)
            if follow:
                self.focus("stock")
            return True
        if key in WINDOW_KEYS:
            actions.open_window(WINDOW_KEYS[key])
            return True
        if key in DESCRIBE_KEYS:
            actions.describe()
            return True
        return False

    def board_key(self, current: game.Game, actions: Actions, key: str, shift: bool) -> bool:
        """Keys that act on the focused pile."""
        if key in ARROWS:
            self.arrow(current, actions, *ARROWS[key])
        elif key == "Enter":
            pile, index = self.pile, self.index(current)
            if shift:
                actions.double_tap(pile, index)
            else:
                actions.tap(pile, index)
            self.focus(pile)
        elif key == " ":
            self.space(current, actions)
        elif key == "Escape" and self.held is not None:
            self.put_back(current, actions)
        else:
            return False
        return True

    # Moving the focus

    def arrow(self, current: game.Game, actions: Actions, dx: int, dy: int) -> None:
        """Move the focus one step: along the row, between rows, or between the liftable cards of a column."""
        if dy and self.pile.startswith("column") and self.step_in_column(current, actions, dy):
            return
        rows = current.record.rows
        row_index, slot = next((r, row.index(self.pile)) for r, row in enumerate(rows) if self.pile in row)
        if dx:
            row = rows[row_index]
            candidates = [i for i in range(len(row)) if row[i] is not None and (i - slot) * dx > 0]
            if candidates:
                self.focus(str(row[min(candidates, key=lambda i: abs(i - slot))]))
            return
        new_row = row_index + dy
        if 0 <= new_row < len(rows):
            row = rows[new_row]
            target = min((i for i in range(len(row)) if row[i] is not None), key=lambda i: abs(i - slot))
            self.focus(str(row[target]))

    def step_in_column(self, current: game.Game, actions: Actions, dy: int) -> bool:
        """Choose the next card of the focused column that can be lifted; False at the end of those cards."""
        cards = current.piles[self.pile]
        index = self.index(current)
        if index is None:
            return False
        step = index + dy
        if not 0 <= step < len(cards) or not liftable(current, self.pile, step):
            return False
        self.focus(self.pile, None if step == len(cards) - 1 else step)
        actions.say(actions.words("announce-chosen", chosen=actions.run_name(cards[step:])))
        return True

    # Picking up and dropping

    def space(self, current: game.Game, actions: Actions) -> None:
        """Space picks up the chosen card with what lies on it, or drops the cards in hand on the focused pile."""
        if self.held is None:
            self.pick_up(current, actions)
        elif self.held[0] == self.pile:
            self.put_back(current, actions)
        else:
            self.drop(current, actions)

    def pick_up(self, current: game.Game, actions: Actions) -> None:
        """Take the chosen card (and the run on it) in hand; the piles that take it are highlighted."""
        index = self.index(current)
        if index is None or self.pile == "stock":
            actions.remind("stock-draw-only" if self.pile == "stock" else "empty-pile")
            return
        targets = actions.lift(self.pile, index)
        if targets is None:
            return
        self.held, self.targets = (self.pile, index), targets
        actions.say(actions.words("announce-picked", cards=actions.run_name(current.piles[self.pile][index:])))

    def drop(self, current: game.Game, actions: Actions) -> None:
        """Drop the cards in hand on the focused pile; a refused drop keeps them in hand and says why."""
        assert self.held is not None
        source, index = self.held
        if actions.move(source, index, self.pile):
            self.release()
            self.focus(source)

    def put_back(self, current: game.Game, actions: Actions | None = None) -> None:
        """Escape: the cards in hand go back where they were; nothing moves (said aloud when `actions` is given)."""
        if self.held is None:
            return
        source, index = self.held
        self.release()
        cards = current.piles.get(source, ())[index:]
        if actions is not None and cards:
            actions.say(actions.words("announce-put-back", cards=actions.run_name(cards)))


def liftable(current: game.Game, pile: str, index: int) -> bool:
    """Whether a gesture on the card at `index` of `pile` lifts it (with the cards on it), by the engine's rule."""
    try:
        current.liftable(pile, index)
    except game.IllegalMove:
        return False
    return True
