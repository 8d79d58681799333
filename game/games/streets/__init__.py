"""Streets: Forty Thieves built down in alternating colours.

Its codes read `SR1-N-…` (ST1 is Seahaven Towers'). Its texts (`streets`, `rules-streets-…`,
`score-other-streets`) come with its registration; until then its pages have the family's sections
and nothing else.
"""

from __future__ import annotations

from game.cards import Build
from game.games.forty_thieves_family import FortyThievesFamily, family_pages, family_record


class Streets(FortyThievesFamily):
    """Streets: two decks, ten columns of four built down in alternating colours, one card at a time."""

    name = "streets"
    column_count = 10
    build = Build.ALTERNATE_COLOURS
    rows = 4


PAGES = family_pages("streets")
RECORDS = (family_record(Streets(), "SR1"),)
