"""Limited: Forty Thieves with twelve columns of three.

Its texts (`limited`, `rules-limited-…`, `score-other-limited`) come with its registration; until
then its pages have the family's sections and nothing else.
"""

from __future__ import annotations

from game.cards import Build
from game.games.forty_thieves_family import FortyThievesFamily, family_pages, family_record


class Limited(FortyThievesFamily):
    """Limited: two decks, twelve columns of three built down by suit, one card at a time."""

    name = "limited"
    column_count = 12
    build = Build.SAME_SUIT
    rows = 3


PAGES = family_pages("limited")
RECORDS = (family_record(Limited(), "LI1"),)
