"""Maria: Forty Thieves with nine columns of four built down in alternating colours.

Its texts (`maria`, `rules-maria-…`, `score-other-maria`) come with its registration; until then
its pages have the family's sections and nothing else.
"""

from __future__ import annotations

from game.cards import Build
from game.games.forty_thieves_family import FortyThievesFamily, family_pages, family_record


class Maria(FortyThievesFamily):
    """Maria: two decks, nine columns of four built down in alternating colours, one card at a time."""

    name = "maria"
    column_count = 9
    build = Build.ALTERNATE_COLOURS
    rows = 4


PAGES = family_pages("maria")
RECORDS = (family_record(Maria(), "MA1"),)
