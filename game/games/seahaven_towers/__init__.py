"""Seahaven Towers: ten columns of five, two cards in the cells; its rules, its record and what its pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it (so
far `code-variant-seahaven-towers`; to come: `seahaven-towers`, `rules-seahaven-towers-…`,
`score-other-seahaven-towers`); the game is not registered until the page shows it.
"""

from __future__ import annotations

from game.cards import Build, Rank
from game.games.eight_off_family import EightOffFamily, family_pages
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
    ),
)
PAGES = family_pages("seahaven-towers")
