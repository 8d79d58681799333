"""FreeCell: its rules, its record (with Microsoft's deal numbers, FC1-MS-<n>) and what its pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(so far `code-variant-freecell`; to come: `freecell`, `rules-freecell-…`, `score-other-freecell`);
the game is not registered until the page shows it.
"""

from __future__ import annotations

from game.cards import Build
from game.games.eight_off_family import EightOffFamily, family_pages
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
        microsoft_deals=True,
    ),
)
PAGES = family_pages("freecell")
