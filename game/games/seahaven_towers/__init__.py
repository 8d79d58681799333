"""Seahaven Towers: ten columns of five, two cards in the cells; its rules, its record and what its pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`seahaven-towers`, `seahaven-towers-line`, `rules-seahaven-towers-…`, `odds-bounds-seahaven-
towers`, `score-other-seahaven-towers`, `code-variant-seahaven-towers`) and the captions of its
teaching moments (`example-<moment>`).
"""

from __future__ import annotations

from game.cards import Build, Rank
from game.examples import TeachingMoment
from game.games.eight_off_family import EightOffFamily, family_pages, group_move, king_run_with_free_cells
from game.registry import VariantRecord, standard_rows

CELLS = 4


class SeahavenTowers(EightOffFamily):
    """Seahaven Towers: ten columns of five, the last two cards in the first two of four cells, built down by
    suit, only a king (with its run) into an empty column."""

    name = "seahaven-towers"
    column_count = 10
    empty_column_rank = Rank.KING
    build = Build.SAME_SUIT
    column_cards = 50


VARIANT = SeahavenTowers(CELLS)
RECORDS = (
    VariantRecord(
        "seahaven-towers",
        "ST1",
        "N",
        VARIANT,
        standard_rows(VARIANT),
        name_id="seahaven-towers",
        rules_page="seahaven-towers",
        certify_nodes=100_000,
        daily=True,
    ),
)
PAGES = family_pages(
    "seahaven-towers",
    moments=(
        TeachingMoment("group-move", group_move),
        TeachingMoment("king-run", king_run_with_free_cells),
    ),
)
