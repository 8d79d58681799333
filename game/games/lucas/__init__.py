"""Lucas: Forty Thieves with the eight aces on the foundations from the start and thirteen columns of three.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`lucas`, `lucas-line`, `rules-lucas-…`, `odds-bounds-lucas`, `score-other-lucas`, `code-variant-lucas`)
and the caption of the teaching moment only it shows (`example-two-onto-ace`). Its example teaches
the family's moments too, and its final score counts only the 96 cards played up.
"""

from __future__ import annotations

from game.cards import Build, Card, Rank, pile_kind
from game.engine import Game
from game.examples import TeachingMoment
from game.games.forty_thieves_family import MOMENTS, FortyThievesFamily, family_pages, family_record
from game.moves import Move


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


def onto_an_ace_up(g: Game, move: Move) -> bool:
    """A card played onto a foundation that holds only its ace: a two, which needs no ace found first."""
    return pile_kind(move.target) == "foundation" and len(g.piles[move.target]) == 1


PAGES = family_pages("lucas", moments=(TeachingMoment("two-onto-ace", onto_an_ace_up), *MOMENTS))
RECORDS = (family_record(Lucas(), "LU1", daily=True),)
