"""Maria: Forty Thieves with nine columns of four built down in alternating colours.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`maria`, `maria-line`, `rules-maria-…`, `odds-bounds-maria`, `score-other-maria`, `code-variant-maria`).
Its example teaches a card played onto the other colour, then the family's moments.
"""

from __future__ import annotations

from game.cards import Build
from game.examples import TeachingMoment, onto_the_other_colour
from game.games.forty_thieves_family import MOMENTS, FortyThievesFamily, family_pages, family_record


class Maria(FortyThievesFamily):
    """Maria: two decks, nine columns of four built down in alternating colours, one card at a time."""

    name = "maria"
    column_count = 9
    build = Build.ALTERNATE_COLOURS
    rows = 4


PAGES = family_pages("maria", moments=(TeachingMoment("other-colour", onto_the_other_colour), *MOMENTS))
RECORDS = (family_record(Maria(), "MA1", daily=True),)
