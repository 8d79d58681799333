"""Streets: Forty Thieves built down in alternating colours.

Its codes read `SR1-N-…` (ST1 is Seahaven Towers'). Its texts, in this folder's catalogues
(locales/<lang>.po), are the messages named after it (`streets`, `streets-line`, `rules-streets-…`,
`odds-bounds-streets`, `score-other-streets`, `code-variant-streets`). Its example teaches a card
played onto the other colour, then the family's moments.
"""

from __future__ import annotations

from game.cards import Build
from game.examples import TeachingMoment, onto_the_other_colour
from game.games.forty_thieves_family import MOMENTS, FortyThievesFamily, family_pages, family_record


class Streets(FortyThievesFamily):
    """Streets: two decks, ten columns of four built down in alternating colours, one card at a time."""

    name = "streets"
    column_count = 10
    build = Build.ALTERNATE_COLOURS
    rows = 4


PAGES = family_pages("streets", moments=(TeachingMoment("other-colour", onto_the_other_colour), *MOMENTS))
RECORDS = (family_record(Streets(), "SR1", daily=True),)
