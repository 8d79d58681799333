"""Limited: Forty Thieves with twelve columns of three.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`limited`, `limited-line`, `rules-limited-…`, `odds-bounds-limited`, `score-other-limited`,
`code-variant-limited`). Its example teaches the family's moments, as Forty Thieves's does.
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
RECORDS = (family_record(Limited(), "LI1", daily=True),)
