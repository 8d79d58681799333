"""Baker's Game: FreeCell's layout built down by suit; its rules, its record and what its pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`bakers-game`, `bakers-game-line`, `rules-bakers-game-…`, `odds-bounds-bakers-game`, `score-other-
bakers-game`, `code-variant-bakers-game`) and the captions of its teaching moments
(`example-<moment>`).
"""

from __future__ import annotations

from game.cards import Build
from game.examples import TeachingMoment
from game.games.eight_off_family import family_pages, group_move, not_a_king_to_empty_column
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
        certify_nodes=100_000,
        daily=True,
    ),
)
PAGES = family_pages(
    "bakers-game",
    moments=(
        TeachingMoment("group-move", group_move),
        TeachingMoment("empty-column", not_a_king_to_empty_column),
    ),
)
