"""The page's message catalogue: every UI text by id, per language (English for now).

Rule reminders come from game.RULES, keyed by the engine's rule ids. Texts are plain text:
the page always inserts them with textContent, never as HTML.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "score-label": "Score",
        "moves-label": "Moves",
        "copy-code": "Copy the deal code",
        "code-placeholder": "Enter a code",
        "code-label": "Deal code",
        "play-code": "Play",
        "undo": "Undo",
        "redo": "Redo",
        "restart": "Restart",
        "new-game": "New game",
        "settings": "Settings",
        "new-game-title": "New game",
        "game-legend": "Game",
        "forty-thieves": "Forty Thieves",
        "eight-off": "Eight Off",
        "cells-legend": "Free cells (Eight Off)",
        "deal": "Deal",
        "cancel": "Cancel",
        "close": "Close",
        "setting-double-tap": "Double tap moves a card to the best place",
        "setting-auto-placement": "Auto placement (Forty Thieves): a card dropped nowhere goes to the best place",
        "win-title": "You won!",
        "win-text": "Score {score} in {moves} moves.",
        "play-again": "New game",
        "copied": "Deal code {code} copied.",
        "copy-failed": "Could not copy: the code is {code}.",
        "bad-code": "That is not a deal code: {reason}.",
        "bad-hash": "The address holds no valid deal code ({reason}); here is a new deal.",
        "bad-save": "That saved game cannot be loaded: {reason}.",
        "new-deal": "New deal {code}.",
        "restarted": "The deal starts again.",
        "nothing-to-undo": "Nothing to undo.",
        "nothing-to-redo": "Nothing to redo.",
        "boot-failed": "The game could not start: {reason}",
        "stock": "Stock, {count} cards",
        "stock-empty": "Stock, empty",
        "pile-waste": "Waste",
        "pile-foundation": "Foundation {number}",
        "pile-cell": "Free cell {number}",
        "pile-column": "Column {number}",
    },
}

LANGUAGE = "en"


def text(message_id: str, **values: object) -> str:
    """The text of a message in the page's language, with its {placeholders} filled in."""
    return MESSAGES[LANGUAGE][message_id].format(**values)
