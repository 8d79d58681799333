"""The page's Python in plain CPython: an App booted as the page boots it, its views read as data, a store in a dict.

`ui` (static/py/ui/) has no browser imports but its bridge, so the page tests drive `ui.app.App`
here with intents as the page's JavaScript sends them, and check its views against the engine.
"""

from __future__ import annotations

from typing import Any

import game
from ui.app import App
from ui.contract import Effect

TEXT_IDS = ["undo", "redo", "score-label", "new-game"]
View = dict[str, Any]


def booted(fragment: str = "", stored: dict[str, str] | None = None, languages: tuple[str, ...] = ("en",)) -> App:
    """An App booted on an address fragment with the stored texts it finds."""
    app = App({} if stored is None else stored, list(languages), TEXT_IDS)
    app.boot(fragment)
    return app


def writes(app: App) -> dict[str, str | None]:
    """The storage writes the last intent asks of the page (its `write` effects), by key."""
    return {effect["key"]: effect["text"] for effect in app.effects() if effect["do"] == Effect.WRITE}


def effect(app: App, kind: str) -> dict[str, Any] | None:
    """The last intent's effect of a kind (`ui.contract.Effect`), or None."""
    return next((dict(found) for found in app.effects() if found["do"] == kind), None)


def board_cards(view: View) -> dict[str, Any]:
    """Each pile as the view shows it: its cards, or the stock's count."""
    return {pile: data.get("cards", data.get("count")) for pile, data in view["board"]["piles"].items()}


def engine_cards(current: game.Game) -> dict[str, Any]:
    """The same for an engine game."""
    return {pile: len(cards) if pile == "stock" else [str(c) for c in cards] for pile, cards in current.piles.items()}


def walk(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every node of a tree of page nodes."""
    found = []
    for node in nodes:
        found.append(node)
        found += walk(node.get("children", []))
    return found


class DictStore:
    """A store in a dict, shared by the Progress objects of several "tabs"; can refuse writes."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}
        self.refuse = False

    def read(self, key: str) -> str | None:
        """The text under key."""
        return self.data.get(key)

    def write(self, key: str, text: str) -> bool:
        """Keep the text, unless refusing."""
        if self.refuse:
            return False
        self.data[key] = text
        return True

    def remove(self, key: str) -> None:
        """Forget key."""
        self.data.pop(key, None)
