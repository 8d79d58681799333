"""What a screen reader hears after each action: one short sentence, in the player's language.

Pure Python: the view carries the sentence to the renderer, which puts it in one polite live
region. The full board description is never sent after a move, only on demand.
"""

from __future__ import annotations

import game
from game.moves import DRAW
from ui.texts import Texts


def action_text(texts: Texts, current: game.Game, move: game.Move, *, undone: bool = False) -> str:
    """A move as words ("7 of hearts to foundation 2"), read from the position after it (or after its undo)."""
    pile = move.source if undone else move.target
    cards = current.piles[pile][-move.count :]
    kind, _, number = move.target.partition("-")
    return texts.text(f"move-to-{kind}", cards=texts.run(cards), number=number)


def after_action(texts: Texts, current: game.Game, move: game.Move, score_before: int) -> str:
    """The sentence after an action: what moved (or what was turned up), the score if it changed, or the win."""
    if current.won:
        return texts.text("announce-won", score=current.score, moves=texts.text("moves-count", count=current.moves))
    if move == DRAW:
        action = texts.text("action-draw", card=texts.card(current.piles["waste"][-1]))
    else:
        action = action_text(texts, current, move)
    if current.score != score_before:
        return texts.text("announce-score", action=action, score=current.score)
    return texts.text("announce-action", action=action)


def after_history(texts: Texts, current: game.Game, move: game.Move, *, undone: bool) -> str:
    """The sentence after an undo or a redo of `move`."""
    if move == DRAW:
        pile = "stock" if undone else "waste"
        card = texts.card(current.piles[pile][-1])
        return texts.text("announce-undone-draw" if undone else "announce-redone-draw", card=card)
    action = action_text(texts, current, move, undone=undone)
    return texts.text("announce-undone" if undone else "announce-redone", action=action)
