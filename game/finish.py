"""Finishing a game by foundation moves and draws alone (SPEC §17.5).

A position can be finished when every card left can reach the foundations with no other kind of
action: each step moves a top card (waste, free cell or column) onto a foundation that takes it,
or, when none can go, turns the stock's top card up. Doing every possible foundation move before
the next draw never spoils a finish: a card sent home only uncovers others and only raises a
foundation, and a draw is the one other action there is. So that greedy order finds a finish
whenever one exists, and the page offers Finish exactly then.

The page asks after every action, so the search runs on lists and a table of what each
foundation height takes, read once per variant from the one foundation rule
(Variant.foundation_refusal).
"""

from __future__ import annotations

from functools import cache

from game.cards import Card, Rank, Suit
from game.moves import DRAW, Move
from game.variants import Piles, Variant

SOURCE_KINDS = ("waste", "cell", "column")


@cache
def foundation_takes(variant: Variant) -> dict[tuple[Suit, int], Rank]:
    """For each suit and foundation height, the rank its foundation takes next (the foundation rule's answers)."""
    takes = {}
    for suit in set(variant.foundation_suits):
        for height in range(len(Rank)):
            pile = tuple(Card(rank, suit) for rank in list(Rank)[:height])
            for rank in Rank:
                if variant.foundation_refusal(pile, suit, Card(rank, suit), 1) is None:
                    takes[suit, height] = rank
    return takes


def finishing_actions(variant: Variant, piles: Piles) -> tuple[Move, ...] | None:
    """The foundation moves and draws that win from `piles`, in order, or None when other moves are needed.

    A won position has nothing left to finish: None.
    """
    heights = {pile: len(piles[pile]) for pile in variant.foundations}
    if sum(heights.values()) == variant.card_count:
        return None
    takes = foundation_takes(variant)
    homes: dict[Suit, list[str]] = {}
    for foundation, suit in variant.suit_of.items():
        homes.setdefault(suit, []).append(foundation)
    sources = [pile for pile in variant.pile_ids if variant.kind_of[pile] in SOURCE_KINDS]
    cards = {pile: list(piles[pile]) for pile in sources}
    stock = list(piles.get("stock", ()))

    def home_for(card: Card) -> str | None:
        """The first foundation that takes `card` now."""
        for foundation in homes[card.suit]:
            if takes.get((card.suit, heights[foundation])) is card.rank:
                return foundation
        return None

    actions: list[Move] = []
    unchecked = sources  # the piles whose top card may have become playable since they were looked at
    while True:
        for source in unchecked:
            target = home_for(cards[source][-1]) if cards[source] else None
            if target is not None:
                cards[source].pop()
                heights[target] += 1
                actions.append(Move(source, target))
                unchecked = sources  # a foundation rose: every top card may go now
                break
        else:
            if not stock:
                break
            cards["waste"].append(stock.pop())
            actions.append(DRAW)
            unchecked = ["waste"]  # only the drawn card is new
    return tuple(actions) if sum(heights.values()) == variant.card_count else None
