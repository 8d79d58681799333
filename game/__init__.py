"""Rules engine for Forty Thieves and Eight Off. Plain Python: no browser imports.

>>> import game
>>> g = game.new_game("eo1-c8-aaaaafa ")
>>> g.code
'EO1-C8-AAAAAFA'
>>> sorted(g.piles)[:3]
['cell-1', 'cell-2', 'cell-3']
>>> g.record.key, g.record.rows[1]
('eight-off-8', (None, None, None, None, 'foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import games as games  # the game modules: importing it registers their variants
from game.cards import Card, Rank, Suit
from game.codes import DealCode, random_code
from game.describe import LANGUAGES, describe
from game.engine import UNDO_DEPTH, Game, from_layout, load_game, new_game
from game.moves import Move
from game.registry import (
    VARIANTS,
    UnknownVariant,
    VariantRecord,
    find_variant,
    game_names,
    register_variant,
    variant_for,
    variants_of,
)
from game.replay import (
    MAX_REPLAY_LENGTH,
    BadReplay,
    Replay,
    decode_moves,
    encode_moves,
    parse_replay_fragment,
    replay_fragment,
)
from game.rules import RULES, BadCode, BadLayout, BadSave, IllegalMove

if TYPE_CHECKING:
    from game.solver import Solution, solve

# Imported on first use: only the tools solve (tools/certify.py), so the page ships no solver.
SOLVER_NAMES = ("Solution", "solve")

__all__ = [
    "LANGUAGES",
    "MAX_REPLAY_LENGTH",
    "RULES",
    "UNDO_DEPTH",
    "VARIANTS",
    "BadCode",
    "BadLayout",
    "BadReplay",
    "BadSave",
    "Card",
    "DealCode",
    "Game",
    "IllegalMove",
    "Move",
    "Rank",
    "Replay",
    "Solution",
    "Suit",
    "UnknownVariant",
    "VariantRecord",
    "decode_moves",
    "describe",
    "encode_moves",
    "find_variant",
    "from_layout",
    "game_names",
    "load_game",
    "new_game",
    "parse_replay_fragment",
    "random_code",
    "register_variant",
    "replay_fragment",
    "solve",
    "variant_for",
    "variants_of",
]


def __getattr__(name: str) -> object:
    """`game.solve` and `game.Solution`, from game.solver, which is imported only then."""
    if name in SOLVER_NAMES:
        from game import solver  # noqa: PLC0415 (the page never solves: see SOLVER_NAMES)

        return getattr(solver, name)
    raise AttributeError(f"module 'game' has no attribute {name!r}")
