"""What the games of the Forty Thieves family share: two decks, a stock turned one card at a time, one card moved.

Forty Thieves, Lucas, Maria, Limited and Streets differ only in their columns, how many cards each
column is dealt, their build rule and (Lucas) the aces that start on the foundations. Each has eight
foundations built up by suit from the ace, a stock that is never redealt, any card into an empty
column, the foundations' top cards back onto a column, the same points and the same Rules sections, and
their Examples pages teach the same moments (a game adds its own) and explain the final score alike.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from game.cards import Card, Suit, pile_kind
from game.engine import new_game
from game.examples import Example, ScoreExplained, TeachingMoment, count_moves, kinds
from game.pages import CLOSING_SECTIONS, GamePages, ScoringRow
from game.registry import VariantRecord, standard_rows
from game.variants import FOUNDATION_POINTS, Piles, Variant

WASTE_TO_COLUMN_POINTS = 5
TAKE_BACK_POINTS = -15
CERTIFY_NODES = 400_000  # the certify tool's node limit per deal, as for Forty Thieves
# The Rules page's sections of every game of the family, in order.
SECTIONS = ("setup", "moves", "empty-columns", "foundations", "stock", "end", *CLOSING_SECTIONS)


class FortyThievesFamily(Variant):
    """Two decks dealt row by row into the columns, the rest the stock; one card at a time, any card to a space."""

    decks = 2
    foundation_suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS) * 2
    max_lift = 1
    take_back_kinds = frozenset({"column"})
    points: ClassVar[dict[tuple[str, str], int]] = {
        ("column", "foundation"): FOUNDATION_POINTS,
        ("waste", "foundation"): FOUNDATION_POINTS,
        ("waste", "column"): WASTE_TO_COLUMN_POINTS,
        ("foundation", "column"): TAKE_BACK_POINTS,
    }
    empty_column_rank = None  # any card may enter an empty column
    rows: ClassVar[int]  # how many cards each column is dealt

    def head_piles(self) -> tuple[str, ...]:
        """The games of the family have a stock and a waste."""
        return ("stock", "waste")

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """The first columns × rows cards go row by row into the columns; the rest are the stock, the last on top."""
        dealt = self.column_count * self.rows
        piles: dict[str, tuple[Card, ...]] = {pile: () for pile in self.pile_ids}
        for index, column in enumerate(self.columns):
            piles[column] = cards[index : dealt : self.column_count]
        piles["stock"] = cards[dealt:]
        return piles

    def tap_targets(self, piles: Piles, source: str) -> list[str]:
        """A tap sends a card to a foundation; the waste card falls back to a column."""
        targets = list(self.foundations)
        if source == "waste":
            targets += self.columns_by_preference(piles, source)
        return targets

    def tap_refusal(self, source: str) -> str:
        """A waste card that no foundation and no column takes says so; other cards go only to a foundation."""
        return "waste-nowhere" if source == "waste" else "tap-to-foundation"


# What every game of the family's example teaches: a waste card played to a column (+5), a card into an
# empty column, a foundation's top card taken back (−15).
MOMENTS = (
    TeachingMoment("waste-to-column", lambda g, move: kinds(move) == ("waste", "column")),
    TeachingMoment("empty-column", lambda g, move: pile_kind(move.target) == "column" and not g.piles[move.target]),
    TeachingMoment("take-back", lambda g, move: kinds(move) == ("foundation", "column")),
)


def final_score(example: Example) -> ScoreExplained:
    """A win's score: 10 for each card played up (the aces a game deals onto the foundations earn nothing), + 5 per
    waste card played to a column, − 5 per take-back (it costs 15 and the card earns its 10 again when it goes back
    up). Its message tells the foundations' part of a game that deals its aces up apart (`example-final-aces-up`)."""
    piles = new_game(example.code).piles
    dealt_up = sum(len(cards) for pile, cards in piles.items() if pile_kind(pile) == "foundation")
    played_up = sum(len(cards) for cards in piles.values()) - dealt_up
    waste, backs = count_moves(example, "waste", "column"), count_moves(example, "foundation", "column")
    score = FOUNDATION_POINTS * played_up + WASTE_TO_COLUMN_POINTS * waste
    score += (TAKE_BACK_POINTS + FOUNDATION_POINTS) * backs
    message_id = "example-final-aces-up" if dealt_up else "example-final"
    values = {"waste": waste, "backs": backs, "score": score}
    return ScoreExplained(message_id if backs else f"{message_id}-plain", values)


def family_pages(
    game: str,
    moments: tuple[TeachingMoment, ...] = MOMENTS,
    final_score: Callable[[Example], ScoreExplained] | None = final_score,
) -> GamePages:
    """A game's Rules page sections, its scoring table (its own row `score-other-<game>`), the teaching moments
    of its example (the family's, unless told) and how the example's final score adds up."""
    scoring: tuple[ScoringRow, ...] = (
        ("score-start", None),
        ("score-to-foundation", ("column", "foundation")),
        ("score-waste-to-column", ("waste", "column")),
        ("score-foundation-to-column", ("foundation", "column")),
        (f"score-other-{game}", None),
    )
    return GamePages(sections=SECTIONS, scoring=scoring, moments=moments, final_score=final_score)


def family_record(variant: FortyThievesFamily, prefix: str, *, daily: bool = False) -> VariantRecord:
    """A game's only variant (`<prefix>-N-…` codes) on the usual board, with the "Auto placement" setting.

    Its columns make room for the cards they are dealt and one more before fanning tighter.
    """
    return VariantRecord(
        variant.name,
        prefix,
        "N",
        variant,
        standard_rows(variant),
        name_id=variant.name,
        rules_page=variant.name,
        fan_rows=variant.rows + 1,
        auto_placement=True,
        certify_nodes=CERTIFY_NODES,
        daily=daily,
    )
