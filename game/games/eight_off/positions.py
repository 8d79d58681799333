"""Eight Off positions for tests, benches and screenshots, computed in CPython.

tools.pages.show_layout puts one on a page. Not shipped to the page: the build leaves every
game's positions.py out.
"""

from __future__ import annotations

import game
from game.cards import Suit, full_suit


def near_won() -> game.Game:
    """Eight Off one move from winning: KH in a free cell, everything else on the foundations."""
    layout: dict[str, list[str]] = {
        f"foundation-{n + 1}": full_suit(suit) for n, suit in enumerate(suit.value for suit in Suit)
    }
    layout["foundation-2"] = full_suit("H", "Q")
    layout["cell-3"] = ["KH"]
    return game.from_layout("eight-off", layout, cells=4)


# The positions worth a look in the screenshots for people (tools/screenshots.py).
SCREENSHOTS = {"near-won": near_won}
