"""Rules engine for Forty Thieves and Eight Off (SPEC §9). Plain Python: no browser imports.

>>> import game
>>> g = game.new_game("eo1-c8-aaaaafa ")
>>> g.code
'EO1-C8-AAAAAFA'
>>> sorted(g.piles)[:3]
['cell-1', 'cell-2', 'cell-3']
"""

from __future__ import annotations

from game.cards import Card, Rank, Suit
from game.codes import DealCode, random_code
from game.describe import LANGUAGES, describe
from game.engine import UNDO_DEPTH, Game, from_layout, load_game, new_game
from game.moves import Move
from game.rules import RULES, BadCode, BadLayout, BadSave, IllegalMove
from game.solver import Solution, solve

__all__ = [
    "LANGUAGES",
    "RULES",
    "UNDO_DEPTH",
    "BadCode",
    "BadLayout",
    "BadSave",
    "Card",
    "DealCode",
    "Game",
    "IllegalMove",
    "Move",
    "Rank",
    "Solution",
    "Suit",
    "describe",
    "from_layout",
    "load_game",
    "new_game",
    "random_code",
    "solve",
]
