"""Every rule that can refuse an action, by stable id, and the errors the engine raises (SPEC §5.5, §9).

The ids are a contract: the page keys its rule reminders by them, in every language.
"""

from __future__ import annotations

RULES: dict[str, str] = {
    "same-suit-down": "On a column a card must be the same suit and one rank lower.",
    "nothing-on-ace": "Nothing can be placed on an ace in a column.",
    "king-only": "An empty column takes only a king, alone or with its run.",
    "one-card-only": "Only one card moves at a time in Forty Thieves.",
    "top-card-only": "Only the top card of a pile can be moved.",
    "not-a-run": "Cards move together only as a run of one suit in descending order.",
    "group-too-large": "A run may move only if it has at most (free cells + 1) × 2^(empty columns) cards.",
    "foundation-suit": "Each foundation takes only its own suit.",
    "foundation-order": "A foundation is built up from ace to king, one card at a time.",
    "foundation-take-back": (
        "A foundation card can go back only onto a column that takes it (in Eight Off also into a free cell)."
    ),
    "foundation-drag-only": "A foundation card moves only by dragging it back.",
    "cell-occupied": "A free cell holds only one card.",
    "no-pile-there": "Cards never go onto the stock or the waste.",
    "stock-draw-only": "Tap the stock to turn its top card onto the waste.",
    "no-redeal": "The stock is empty and is never dealt again.",
    "no-stock": "Eight Off has no stock: every card is dealt face up.",
    "same-pile": "A card has to move to another pile.",
    "empty-pile": "There is no card there to move.",
    "no-such-pile": "There is no such pile in this game.",
    "tap-to-foundation": "A tap sends a card to its foundation, and only when the foundation takes it.",
    "no-destination": "No pile can take this card now.",
}


class IllegalMove(ValueError):
    """An action the rules refuse; `.rule` is a key of RULES. The game is left unchanged."""

    def __init__(self, rule: str, detail: str | None = None) -> None:
        assert rule in RULES, rule
        self.rule = rule
        super().__init__(detail or RULES[rule])


class BadCode(ValueError):
    """A deal code that is not valid; the message names the wrong part (SPEC §6)."""


class BadSave(ValueError):
    """Text that is not a valid saved game."""


class BadLayout(ValueError):
    """An explicit position that no game of these rules can have."""
