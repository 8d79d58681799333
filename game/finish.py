"""Finishing a game by foundation moves and draws alone.

A position can be finished when every card left can reach the foundations with no other kind of
action: each step moves a top card (waste, free cell or column) onto a foundation that takes it,
or, when none can go, turns the stock's top card up. Doing every possible foundation move before
the next draw never spoils a finish: a card sent home only uncovers others and only raises a
foundation, and a draw is the one other action there is. So that greedy order finds a finish
whenever one exists, and the page offers Finish exactly then.

The page asks after every action, so the search is kept cheap: each foundation's ladder (the
card it takes at each height, read once per variant from the one foundation rule,
Variant.foundation_refusal, one question a height when the rule is ace up) is written as card
texts, and the cards wanted now are looked up by their text, whose hash Python keeps, rather
than by rank and suit.
"""

from __future__ import annotations

from functools import cache

from game.cards import Card, Rank, Suit
from game.moves import DRAW, Move
from game.variants import Piles, Variant

SOURCE_KINDS = ("waste", "cell", "column")


@cache
def foundation_ladders(variant: Variant) -> dict[str, tuple[str, ...]]:
    """For each foundation, the text of the card it takes at each height (the foundation rule's answers)."""
    ladders_by_suit: dict[Suit, tuple[str, ...]] = {}
    for suit in set(variant.suit_of.values()):
        pile: list[Card] = []
        for height in range(len(Rank)):
            likeliest_first = sorted(Rank, key=lambda rank: rank != height + 1)  # ace up asks one question a height
            pile.append(
                next(
                    Card(rank, suit)
                    for rank in likeliest_first
                    if variant.foundation_refusal(tuple(pile), suit, Card(rank, suit), 1) is None
                )
            )
        ladders_by_suit[suit] = tuple(card.text for card in pile)
    return {foundation: ladders_by_suit[suit] for foundation, suit in variant.suit_of.items()}


def finishing_actions(variant: Variant, piles: Piles) -> tuple[Move, ...] | None:
    """The foundation moves and draws that win from `piles`, in order, or None when other moves are needed.

    A won position has nothing left to finish: None.
    """
    ladders = foundation_ladders(variant)
    heights = {foundation: len(piles[foundation]) for foundation in variant.foundations}
    left = variant.card_count - sum(heights.values())
    if left == 0:
        return None
    wanted: dict[str, list[str]] = {}  # card text -> the foundations that take that card now, in pile order
    order = {foundation: index for index, foundation in enumerate(variant.foundations)}

    def want_next(foundation: str) -> None:
        """Note the card `foundation` takes at its height now, if it is not full."""
        if heights[foundation] < len(ladders[foundation]):
            homes = wanted.setdefault(ladders[foundation][heights[foundation]], [])
            homes.append(foundation)
            homes.sort(key=order.__getitem__)

    for foundation in heights:
        want_next(foundation)
    sources = [pile for pile in variant.pile_ids if variant.kind_of[pile] in SOURCE_KINDS]
    cards = {pile: list(piles[pile]) for pile in sources}
    stock = list(piles.get("stock", ()))
    actions: list[Move] = []
    unchecked = sources  # the piles whose top card may have become playable since they were looked at
    while left:
        for source in unchecked:
            homes = wanted.get(cards[source][-1].text) if cards[source] else None
            if homes:
                target = homes.pop(0)
                cards[source].pop()
                heights[target] += 1
                left -= 1
                want_next(target)
                actions.append(Move(source, target))
                unchecked = sources  # a foundation rose: every top card may go now
                break
        else:
            if not stock:
                return None
            cards["waste"].append(stock.pop())
            actions.append(DRAW)
            unchecked = ["waste"]  # only the drawn card is new
    return tuple(actions)
