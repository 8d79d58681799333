"""Eight Off: its rules, the records of its variants (8, 4 or 2 free cells), and what its pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`eight-off`, `rules-eight-off-…`, `odds-bounds-eight-off`, `score-other-eight-off`) and the
captions of its own teaching moments (`example-<moment>`).
"""

from __future__ import annotations

from game.cards import Build, Card, Rank
from game.engine import Game
from game.examples import TeachingMoment, empty_columns, free_cells, kinds
from game.games import eight_off_family
from game.games.eight_off_family import SECTIONS, EightOffFamily, group_move
from game.moves import Move
from game.pages import GamePages
from game.registry import VariantRecord, standard_rows

CELL_CHOICES = (8, 4, 2)  # the cell options, standard first
KING_RUN_FREE_CELLS = 2  # the example's king run shows the group limit with 2 free cells


class EightOff(EightOffFamily):
    """Eight Off: eight columns of six, 8, 4 or 2 free cells, a king alone or with its run into an empty column."""

    name = "eight-off"
    column_count = 8
    empty_column_rank = Rank.KING  # only a king, alone or heading its run, enters an empty column
    build = Build.SAME_SUIT
    column_cards = 48
    extra_columns = ("column-3", "column-4")

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """Cards 0-47 go row by row into the columns; 48-51 fill the first cells.

        With 2 cells, cards 48 and 49 fill them and cards 50 and 51 become the new top cards
        of columns 3 and 4.
        """
        piles = super().deal(cards)
        for column, card in zip(self.extra_columns, cards[self.column_cards + self.cells :], strict=False):
            piles[column] += (card,)
        return piles


def king_run_to_empty_column(g: Game, move: Move) -> bool:
    """A run headed by a king moved into an empty column with exactly 2 free cells and no other empty column
    (the group limit: 3 cards)."""
    return (
        eight_off_family.king_run_to_empty_column(g, move)
        and free_cells(g) == KING_RUN_FREE_CELLS
        and empty_columns(g, besides=move.target) == 0
    )


PAGES = GamePages(
    sections=SECTIONS,
    scoring=(
        ("score-to-foundation", ("column", "foundation")),
        ("score-cell-to-column", ("cell", "column")),
        ("score-other-eight-off", None),
    ),
    moments=(
        TeachingMoment("group-move", group_move),
        TeachingMoment("king-run", king_run_to_empty_column),
        TeachingMoment("take-back-to-cell", lambda g, move: kinds(move) == ("foundation", "cell")),
    ),
)


def _record(cells: int) -> VariantRecord:
    """Eight Off with 8, 4 or 2 free cells; the deal of the day is one with 8."""
    variant = EightOff(cells)
    return VariantRecord(
        f"eight-off-{cells}",
        "EO1",
        f"C{cells}",
        variant,
        standard_rows(variant),
        name_id="eight-off",
        rules_page="eight-off",
        fan_rows=EightOff.column_cards // EightOff.column_count,
        daily=cells == CELL_CHOICES[0],
    )


RECORDS = tuple(_record(cells) for cells in CELL_CHOICES)
