"""Forty Thieves positions for tests, benches and screenshots, computed in CPython.

tools.pages.show_layout puts one on a page. Not shipped to the page: the build leaves every
game's positions.py out.
"""

from __future__ import annotations

import game
from game.cards import Rank, Suit, full_suit

# The columns both Forty Thieves positions share (column-1 and column-8 differ).
FT_COLUMNS: dict[str, list[str]] = {
    "column-2": ["KD", "5D"],
    "column-3": ["QC", "JD", "6D"],
    "column-4": ["4S"],
    "column-5": [],
    "column-6": ["JS", "8H"],
    "column-7": ["10C", "7H"],
    "column-9": ["3D", "KC"],
    "column-10": ["5C", "7S"],
}


def every_move() -> game.Game:
    """A Forty Thieves position with one example of every kind of move (the stock holds the rest).

    column-1 ends 2C AC (tap: AC to foundation-4, then 2C could follow), column-2 ends 5D (no
    foundation, double tap: onto 6D of column-3), column-4 holds 4S (takes 3S back from
    foundation-1), column-5 is empty, 7H (column-7) goes onto 8H (column-6), AH (column-8) to
    a foundation, the waste ends 6S AD (AD to foundation-3, then 6S onto 7S of column-10).
    """
    return game.from_layout(
        "forty-thieves",
        {
            **FT_COLUMNS,
            "foundation-1": ["AS", "2S", "3S"],
            "column-1": ["9D", "2C", "AC"],
            "column-8": ["QH", "AH"],
            "waste": ["6S", "AD"],
        },
    )


def every_move_late() -> game.Game:
    """every_move's kinds of move late in a game: four foundations up to the ten or jack, a waste of 37 cards.

    column-1 ends QC (tap: onto JC of foundation-4), column-8 ends QH (onto JH of foundation-2), the
    waste ends 6S QD (QD onto JD of foundation-3); column-2's 5D goes onto 6D (column-3) and
    column-7's 7H onto 8H (column-6) as in every_move. The stock holds the last 5 cards.
    """
    placed = {
        **FT_COLUMNS,
        "foundation-1": full_suit("S", "10"),
        "foundation-2": full_suit("H", "J"),
        "foundation-3": full_suit("D", "J"),
        "foundation-4": full_suit("C", "J"),
        "column-1": ["9D", "2C", "QC"],
        "column-8": ["KH", "QH"],
    }
    rest = [rank.text + suit.value for suit in Suit for rank in Rank] * 2
    for card in [*(card for cards in placed.values() for card in cards), "6S", "QD"]:
        rest.remove(card)
    placed["waste"] = [*rest[5:], "6S", "QD"]
    placed["stock"] = rest[:5]
    return game.from_layout("forty-thieves", placed)


def long_column() -> game.Game:
    """A 20-card column and a fanned waste: how the board fans a long column."""
    ranks = [rank.text for rank in reversed(Rank)][:12]
    column = [rank + "S" for rank in ranks] + [rank + "H" for rank in ranks[:8]]
    return game.from_layout("forty-thieves", {"column-1": column, "waste": ["2C", "3C", "4C"], "foundation-1": ["AS"]})


# The positions worth a look in the screenshots for people (tools/screenshots.py).
SCREENSHOTS = {"long-column": long_column, "every-move": every_move}
