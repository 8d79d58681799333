"""Baker's Game: FreeCell's layout built down by suit; its rules, its record and what its pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it (so
far `code-variant-bakers-game`; to come: `bakers-game`, `rules-bakers-game-…`,
`score-other-bakers-game`); the game is not registered until the page shows it.
"""

from __future__ import annotations

from game.cards import Build
from game.games.eight_off_family import family_pages
from game.games.freecell import CELLS, FreeCell
from game.registry import VariantRecord, standard_rows


class BakersGame(FreeCell):
    """Baker's Game: FreeCell built down by suit, any card into an empty column."""

    name = "bakers-game"
    build = Build.SAME_SUIT


VARIANT = BakersGame(CELLS)
RECORDS = (
    VariantRecord(
        "bakers-game",
        "BG1",
        "N",
        VARIANT,
        standard_rows(VARIANT),
        name_id="bakers-game",
        rules_page="bakers-game",
    ),
)
PAGES = family_pages("bakers-game")
