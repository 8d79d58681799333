"""Lucas: Forty Thieves with the eight aces on the foundations from the start and thirteen columns of three.

Its texts (`lucas`, `rules-lucas-…`, `score-other-lucas`) come with its registration; until then
its pages have the family's sections and nothing else.
"""

from __future__ import annotations

from game.cards import Build, Card, Rank
from game.games.forty_thieves_family import FortyThievesFamily, family_pages, family_record


class Lucas(FortyThievesFamily):
    """Lucas: two decks, the aces up, thirteen columns of three built down by suit, one card at a time."""

    name = "lucas"
    column_count = 13
    build = Build.SAME_SUIT
    rows = 3

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """The eight aces go to the foundations; the other 96 cards, in the order the shuffle left them, are
        dealt as the family deals: cards 0-38 row by row into the thirteen columns, 39-95 the stock, the last
        on top. So the frozen shuffle of all 104 cards is the whole deal, and a 57-card stock is left."""
        piles = super().deal(tuple(card for card in cards if card.rank is not Rank.ACE))
        for foundation, suit in self.suit_of.items():
            piles[foundation] = (Card(Rank.ACE, suit),)
        return piles


PAGES = family_pages("lucas")
RECORDS = (family_record(Lucas(), "LU1"),)
