"""The actions on the cards: taps, double taps, drags, undo, redo and Finish, and the keys that do them.

Pure Python. `BoardIntents` runs each action through the engine, which decides every rule; it
counts and saves the game after each (ui.progress), announces it (ui.announce), and notes in the
moment what the next view shows: the cards that moved, the rule that refused, a win. It is also
what the keyboard model acts through (ui.keyboard.Actions).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import game
from game.moves import DRAW
from ui import announce
from ui.contract import Do, Handlers
from ui.session import DealOnScreen
from ui.window_intents import WindowIntents

if TYPE_CHECKING:
    from ui.state import Moment, PageState


class BoardIntents:
    """The game on screen as the player acts on it, by gesture or key."""

    def __init__(self, state: PageState, deal: DealOnScreen, *, windows: WindowIntents) -> None:
        self.state = state
        self.deal = deal
        self.windows = windows
        self.progress = state.progress
        self.voice = state.voice
        self.keyboard = state.keyboard

    @property
    def moment(self) -> Moment:
        """What this intent did."""
        return self.state.moment

    @property
    def current(self) -> game.Game:
        """The game on screen."""
        return self.state.game

    def handlers(self) -> Handlers:
        """The intents that act on the cards and what they do."""
        return {
            Do.TAP: lambda it: self.tap(it["pile"], it.get("index"), quiet=it.get("quiet", False)),
            Do.DOUBLE_TAP: lambda it: self.double_tap(it["pile"], it.get("index")),
            Do.REMIND: lambda it: self.voice.remind(it["rule"]),
            Do.LIFT: lambda it: self.lift_for_drag(it["pile"], it["index"]),
            Do.DROP: lambda it: self.drop(it["pile"], it["index"], it.get("target")),
            Do.PUT_BACK: lambda _it: self.put_back(),
            Do.UNDO: lambda _it: self.undo(),
            Do.REDO: lambda _it: self.redo(),
            Do.FINISH: lambda _it: self.finish(),
            Do.FOCUSED: lambda it: self.keyboard.focus(it["pile"], grab=False),
        }

    def key(self, key: str, *, shift: bool, command: bool, on_board: bool) -> bool:
        """A key pressed outside fields and windows; True when it was used."""
        return self.keyboard.key(self.current, self, key, shift=shift, command=command, on_board=on_board)

    def act(self, action: Callable[[], game.Move]) -> str:
        """Run an engine action, count and announce it; the refusing rule id, or '' when it was made."""
        score_before = self.current.score
        try:
            move = action()
        except game.IllegalMove as refusal:
            self.moment.refused = refusal.rule
            return refusal.rule
        self.moment.moved = move
        self.state.newcomer = False
        self.voice.show("")
        self.progress.changed(acted=True)
        self.moment.celebrate = self.current.won
        self.voice.say(announce.after_action(self.voice.texts, self.current, move, score_before))
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
        """A double tap: the card goes to the best place."""
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
        targets = self.lift(pile, index)
        self.state.dragged = targets or ()
        self.moment.ok = targets is not None

    def move(self, source: str, index: int, target: str) -> bool:
        """Move the cards from `index` of `source` onto `target`; False (with the reminder) if refused."""
        count = len(self.current.piles.get(source, ())) - index
        return self.act_or_remind(lambda: self.current.move(source, target, count))

    def drop(self, pile: str, index: int, target: str | None) -> None:
        """End a drag on `target` (None: outside every pile); a refused drop leaves the board as it was."""
        self.state.dragged = ()
        count = len(self.current.piles.get(pile, ())) - index
        if target == pile or count < 1:
            self.moment.ok = False
            return
        rule = self.act(lambda: self.current.move(pile, target, count)) if target is not None else "no-destination"
        if not rule:
            return
        best = self.current.best_target(pile, count) if self.auto_placement_applies() else None
        if best is not None:
            self.moment.ok = self.act_or_remind(lambda: self.current.move(pile, best, count))
            return
        self.voice.remind(rule)
        self.moment.ok = False

    def put_back(self) -> None:
        """A drag or a keyboard hold ends without a move."""
        self.state.dragged = ()
        self.keyboard.put_back(self.current)

    def auto_placement_applies(self) -> bool:
        """Auto placement is on and applies to this game."""
        return self.state.settings.auto_placement and self.current.record.auto_placement

    def undo(self) -> None:
        """Take back the last action; right after a change of deal, bring back the game left."""
        if not self.current.undo_history and self.deal.take_back_change():
            return
        self.step_history(self.current.undo, "nothing-to-undo", undone=True)

    def redo(self) -> None:
        """Replay the last undone action."""
        self.step_history(self.current.redo, "nothing-to-redo", undone=False)

    def step_history(self, step: Callable[[], bool], nothing_left: str, *, undone: bool) -> None:
        """Undo or redo one action and announce it, or say there is nothing left to step through."""
        history = self.current.undo_history if undone else self.current.redo_history
        if not step():
            self.voice.show(self.voice.texts.text(nothing_left))
            return
        move = history[-1].move
        self.moment.moved = game.Move(move.target, move.source, move.count) if undone else move
        self.voice.show("")
        self.progress.changed(acted=False)
        self.voice.say(announce.after_history(self.voice.texts, self.current, move, undone=undone))

    def finish(self) -> None:
        """Play the next of the foundation moves and draws that finish the game, as an ordinary action."""
        actions = self.current.finish_moves()
        if actions is None:
            self.moment.ok = False
            return
        first = actions[0]
        current = self.current
        refused = self.act(current.draw if first == DRAW else lambda: current.move(first.source, first.target))
        self.state.finishing = not refused and not self.current.won

    # The rest of the keyboard's view of the actions (ui.keyboard.Actions)

    def open_window(self, name: str) -> None:
        """Open a window of the page."""
        self.windows.open(name)

    def describe(self) -> None:
        """Read the whole board."""
        self.windows.describe()

    def remind(self, rule: str) -> None:
        """Show the reminder of a rule."""
        self.voice.remind(rule)

    def say(self, sentence: str) -> None:
        """Tell screen readers one sentence."""
        self.voice.say(sentence)

    def words(self, message_id: str, **values: object) -> str:
        """A text in the player's language."""
        return self.voice.texts.text(message_id, **values)

    def run_name(self, cards: tuple[game.Card, ...]) -> str:
        """Cards held or chosen together, as words."""
        return self.voice.texts.run(cards)
