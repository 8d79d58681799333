"""The games the app plays, each one folder in this package, registered in the statistics' order.

A game's folder (game/games/forty_thieves/, game/games/eight_off/) holds its rules (a
game.variants.Variant subclass), the records of its variants and what its Rules and Examples
pages show, and its own texts (locales/<lang>.po; the shared ones are in game/locales). A new
game is such a folder and its entry here.
The package imports this module once, so the records are registered once (even when the package
itself is reloaded, as a dask worker does).
"""

from __future__ import annotations

from game.games import (
    bakers_game,
    eight_off,
    forty_thieves,
    freecell,
    limited,
    lucas,
    maria,
    seahaven_towers,
    streets,
)
from game.pages import register_pages
from game.registry import register_variant

# Each game's folder, one line each, in the statistics' order.
GAMES = (
    forty_thieves,
    lucas,
    maria,
    limited,
    streets,
    eight_off,
    freecell,
    bakers_game,
    seahaven_towers,
)
RECORDS = tuple(record for folder in GAMES for record in folder.RECORDS)
for _record in RECORDS:
    register_variant(_record)
for _folder in GAMES:
    register_pages(_folder.RECORDS[0].game, _folder.PAGES)
