"""Forty Thieves: its rules, its one variant's record, and what its Rules and Examples pages show.

Its texts, in this folder's catalogues (locales/<lang>.po), are the messages named after it
(`forty-thieves`, `rules-forty-thieves-…`, `odds-bounds-forty-thieves`, `score-other-forty-thieves`).
What it shares with its relatives, the teaching moments of its example among them, is in
game.games.forty_thieves_family (their captions in game/locales).
"""

from __future__ import annotations

from game.cards import Build
from game.games.forty_thieves_family import FortyThievesFamily, family_pages, family_record


class FortyThieves(FortyThievesFamily):
    """Forty Thieves: two decks, ten columns of four, one card at a time, stock without redeal."""

    name = "forty-thieves"
    column_count = 10
    build = Build.SAME_SUIT
    rows = 4


PAGES = family_pages("forty-thieves")

# Forty Thieves is its game's only variant, with the deal of the day and the "Auto placement" setting.
RECORDS = (family_record(FortyThieves(), "FT1", daily=True),)
