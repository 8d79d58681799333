"""Forty Thieves: its rules, its one variant's record, and what its Rules and Examples pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`forty-thieves`, `rules-forty-thieves-…`, `odds-bounds-forty-thieves`, `score-other-forty-thieves`)
and the captions of its own teaching moments (`example-<moment>`).
"""

from __future__ import annotations

from typing import ClassVar

from game.cards import Build, Card, Suit, pile_kind
from game.examples import Example, ScoreExplained, TeachingMoment, count_moves, kinds
from game.pages import CLOSING_SECTIONS, GamePages
from game.registry import VariantRecord, standard_rows
from game.variants import FOUNDATION_POINTS, Piles, Variant

WASTE_TO_COLUMN_POINTS = 5
TAKE_BACK_POINTS = -15
ALL_CARDS_UP_POINTS = 104 * FOUNDATION_POINTS  # a won game's 104 cards on the foundations


class FortyThieves(Variant):
    """Forty Thieves: two decks, ten columns of four, one card at a time, stock without redeal."""

    name = "forty-thieves"
    decks = 2
    foundation_suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS) * 2
    column_count = 10
    max_lift = 1
    take_back_kinds = frozenset({"column"})
    points: ClassVar[dict[tuple[str, str], int]] = {
        ("column", "foundation"): FOUNDATION_POINTS,
        ("waste", "foundation"): FOUNDATION_POINTS,
        ("waste", "column"): WASTE_TO_COLUMN_POINTS,
        ("foundation", "column"): TAKE_BACK_POINTS,
    }
    empty_column_rank = None  # any card may enter an empty column
    build = Build.SAME_SUIT
    rows = 4

    def head_piles(self) -> tuple[str, ...]:
        """Forty Thieves has a stock and a waste."""
        return ("stock", "waste")

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """Cards 0-39 go row by row into the ten columns; cards 40-103 are the stock, the last on top."""
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


def final_score(example: Example) -> ScoreExplained:
    """A win's score: 1040 for the 104 cards on the foundations, + 5 per waste card played to a column,
    − 5 per take-back (it costs 15 and the card earns its 10 again when it goes back up)."""
    waste, backs = count_moves(example, "waste", "column"), count_moves(example, "foundation", "column")
    score = ALL_CARDS_UP_POINTS + WASTE_TO_COLUMN_POINTS * waste + (TAKE_BACK_POINTS + FOUNDATION_POINTS) * backs
    message_id = "example-final" if backs else "example-final-plain"
    return ScoreExplained(message_id, {"waste": waste, "backs": backs, "score": score})


PAGES = GamePages(
    sections=("setup", "moves", "empty-columns", "foundations", "stock", "end", *CLOSING_SECTIONS),
    scoring=(
        ("score-start", None),
        ("score-to-foundation", ("column", "foundation")),
        ("score-waste-to-column", ("waste", "column")),
        ("score-foundation-to-column", ("foundation", "column")),
        ("score-other-forty-thieves", None),
    ),
    moments=(
        TeachingMoment("waste-to-column", lambda g, move: kinds(move) == ("waste", "column")),
        TeachingMoment("empty-column", lambda g, move: pile_kind(move.target) == "column" and not g.piles[move.target]),
        TeachingMoment("take-back", lambda g, move: kinds(move) == ("foundation", "column")),
    ),
    final_score=final_score,
)


def _record() -> VariantRecord:
    """Forty Thieves is its game's only variant, with the deal of the day and the "Auto placement" setting."""
    variant = FortyThieves()
    return VariantRecord(
        "forty-thieves",
        "FT1",
        "N",
        variant,
        standard_rows(variant),
        name_id="forty-thieves",
        rules_page="forty-thieves",
        auto_placement=True,
        certify_nodes=400_000,
        daily=True,
    )


RECORDS = (_record(),)
