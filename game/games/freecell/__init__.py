"""FreeCell: its rules, its record (with Microsoft's deal numbers, FC1-MS-<n>) and what its pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`freecell`, `freecell-line`, `rules-freecell-…`, `odds-bounds-freecell`, `score-other-freecell`,
`code-variant-freecell`) and the caption of the teaching moment only it shows
(`example-group-move-colours`); the captions its relatives share are in game/locales.
"""

from __future__ import annotations

from game.cards import Build
from game.examples import TeachingMoment, onto_the_other_colour
from game.games.eight_off_family import EightOffFamily, family_pages, group_move, not_a_king_to_empty_column
from game.registry import VariantRecord, standard_rows

CELLS = 4


class FreeCell(EightOffFamily):
    """FreeCell: columns of 7 or 6, four empty cells, built down in alternating colours, any card to an empty column."""

    name = "freecell"
    column_count = 8
    empty_column_rank = None
    build = Build.ALTERNATE_COLOURS
    column_cards = 52


VARIANT = FreeCell(CELLS)
RECORDS = (
    VariantRecord(
        "freecell",
        "FC1",
        "N",
        VARIANT,
        standard_rows(VARIANT),
        name_id="freecell",
        rules_page="freecell",
        certify_nodes=100_000,
        daily=True,
        microsoft_deals=True,
    ),
)


PAGES = family_pages(
    "freecell",
    moments=(
        TeachingMoment("other-colour", onto_the_other_colour),
        TeachingMoment("group-move-colours", group_move),
        TeachingMoment("empty-column", not_a_king_to_empty_column),
    ),
)
