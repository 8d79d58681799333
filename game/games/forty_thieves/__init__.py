"""Forty Thieves: its rules, its one variant's record, and what its Rules and Examples pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`forty-thieves`, `rules-forty-thieves-…`, `odds-bounds-forty-thieves`, `score-other-forty-thieves`)
and the captions of its own teaching moments (`example-<moment>`). What it shares with its
relatives is in game.games.forty_thieves_family.
"""

from __future__ import annotations

from game.cards import Build, pile_kind
from game.examples import Example, ScoreExplained, TeachingMoment, count_moves, kinds
from game.games.forty_thieves_family import (
    TAKE_BACK_POINTS,
    WASTE_TO_COLUMN_POINTS,
    FortyThievesFamily,
    family_pages,
    family_record,
)
from game.variants import FOUNDATION_POINTS

ALL_CARDS_UP_POINTS = 104 * FOUNDATION_POINTS  # a won game's 104 cards on the foundations


class FortyThieves(FortyThievesFamily):
    """Forty Thieves: two decks, ten columns of four, one card at a time, stock without redeal."""

    name = "forty-thieves"
    column_count = 10
    build = Build.SAME_SUIT
    rows = 4


def final_score(example: Example) -> ScoreExplained:
    """A win's score: 1040 for the 104 cards on the foundations, + 5 per waste card played to a column,
    − 5 per take-back (it costs 15 and the card earns its 10 again when it goes back up)."""
    waste, backs = count_moves(example, "waste", "column"), count_moves(example, "foundation", "column")
    score = ALL_CARDS_UP_POINTS + WASTE_TO_COLUMN_POINTS * waste + (TAKE_BACK_POINTS + FOUNDATION_POINTS) * backs
    message_id = "example-final" if backs else "example-final-plain"
    return ScoreExplained(message_id, {"waste": waste, "backs": backs, "score": score})


PAGES = family_pages(
    "forty-thieves",
    moments=(
        TeachingMoment("waste-to-column", lambda g, move: kinds(move) == ("waste", "column")),
        TeachingMoment("empty-column", lambda g, move: pile_kind(move.target) == "column" and not g.piles[move.target]),
        TeachingMoment("take-back", lambda g, move: kinds(move) == ("foundation", "column")),
    ),
    final_score=final_score,
)

# Forty Thieves is its game's only variant, with the deal of the day and the "Auto placement" setting.
RECORDS = (family_record(FortyThieves(), "FT1", daily=True),)
