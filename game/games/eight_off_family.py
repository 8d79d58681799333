"""What the games of the Eight Off family share: one deck, free cells, runs moved by the FreeCell formula.

Eight Off, FreeCell, Baker's Game and Seahaven Towers differ only in their columns, their deal,
their build rule and what an empty column takes; their Rules pages have the same sections.
"""

from __future__ import annotations

from typing import ClassVar

from game.cards import Card, Rank, Suit
from game.engine import Game
from game.examples import TeachingMoment, free_cells, kinds
from game.moves import Move
from game.pages import CLOSING_SECTIONS, GamePages, ScoringRow
from game.variants import FOUNDATION_POINTS, Variant

CELL_TO_COLUMN_POINTS = 5
# The Rules page's sections of every game of the family, in order.
SECTIONS = ("setup", "moves", "empty-columns", "cells", "groups", "foundations", "end", *CLOSING_SECTIONS)


class EightOffFamily(Variant):
    """One deck dealt row by row into the columns, the last cards into the first cells; any run moves."""

    decks = 1
    foundation_suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    max_lift = None
    take_back_kinds = frozenset({"column", "cell"})
    points: ClassVar[dict[tuple[str, str], int]] = {
        ("column", "foundation"): FOUNDATION_POINTS,
        ("cell", "foundation"): FOUNDATION_POINTS,
        ("cell", "column"): CELL_TO_COLUMN_POINTS,
    }
    column_cards: ClassVar[int]  # how many cards the columns get; the rest fill the first cells

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """Cards 0 … column_cards-1 go row by row into the columns; the next ones fill the first cells."""
        piles: dict[str, tuple[Card, ...]] = {pile: () for pile in self.pile_ids}
        for index, column in enumerate(self.columns):
            piles[column] = cards[index : self.column_cards : self.column_count]
        for cell, card in zip(self.cell_ids, cards[self.column_cards :], strict=False):
            piles[cell] = (card,)
        return piles


def group_move(g: Game, move: Move) -> bool:
    """A run of several cards moved at once from a column to a column."""
    return move.count > 1 and kinds(move) == ("column", "column")


def king_run_to_empty_column(g: Game, move: Move) -> bool:
    """A run headed by a king moved at once into an empty column."""
    return (
        move.count > 1
        and kinds(move) == ("column", "column")
        and not g.piles[move.target]
        and g.piles[move.source][-move.count].rank is Rank.KING
    )


def king_run_with_free_cells(g: Game, move: Move) -> bool:
    """A king run into an empty column while at least 2 cells are free, so that the caption's
    "with {cells} free cells" and its limit read right."""
    return king_run_to_empty_column(g, move) and free_cells(g) >= 2


def not_a_king_to_empty_column(g: Game, move: Move) -> bool:
    """A card other than a king (alone or heading its run) moved into an empty column, from a column or a cell."""
    return (
        kinds(move) in (("column", "column"), ("cell", "column"))
        and not g.piles[move.target]
        and g.piles[move.source][-move.count].rank is not Rank.KING
    )


def family_pages(game: str, moments: tuple[TeachingMoment, ...] = ()) -> GamePages:
    """A game's Rules page sections, scoring table (its texts `rules-<game>-…`, `score-other-<game>`) and the
    teaching moments of its example (captions `example-<moment>`)."""
    scoring: tuple[ScoringRow, ...] = (
        ("score-to-foundation", ("column", "foundation")),
        ("score-cell-to-column", ("cell", "column")),
        (f"score-other-{game}", None),
    )
    return GamePages(sections=SECTIONS, scoring=scoring, moments=moments)
