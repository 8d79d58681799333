"""A rehearsal of the player's first gestures on a game nobody sees, run while the page is idle after its start.

V8 compiles each WebAssembly function of Pyodide's interpreter the first time it runs. A boot from
the memory snapshot never ran the code of a move, so the first tap of a visit paid for compiling
it: traced, 7 of the 32 ms of a first tap to a foundation (the next taps: 16 ms). The rehearsal
plays taps, a draw, a double tap, undos and a redo through a throwaway `App` (nothing stored,
nothing drawn) and serialises each view as the bridge does, one step per idle moment of the page,
so that the player's first gesture finds that code compiled.

It plays its gestures ROUNDS times over (the later rounds on the game the earlier ones left, so
some of their taps are refused, which is code a player runs too). V8 also replaces a function's
first, quick compile by an optimised one only once the function has run enough; after a single
round that still happened during the first tap of about half the returning visits measured
(Python then took 11-18 ms instead of 1-2, too long for the tap's own frame), and after four
rounds in none.
"""

from __future__ import annotations

import json
from typing import Any

from game.registry import first_variant
from ui.app import App
from ui.contract import Do

# A deal of the game a first visit opens (the registry's first variant) whose taps on the columns
# send aces to the foundations, and whose waste, after a draw, goes onto a column with a double tap
# (tests/test_rehearsal.py checks that it still does).
REHEARSED = first_variant()
DEAL = f"#{REHEARSED.prefix}-{REHEARSED.part}-AAAAAAB"
GESTURES: tuple[dict[str, Any], ...] = (
    *({"do": Do.TAP, "pile": column, "index": None} for column in REHEARSED.variant.columns),
    {"do": Do.TAP, "pile": "stock", "index": None},
    {"do": Do.DOUBLE_TAP, "pile": "waste", "index": None},
    {"do": Do.UNDO},
    {"do": Do.UNDO},
    {"do": Do.REDO},
)
ROUNDS = 4


class Rehearsal:
    """The throwaway game and how many gestures it has played; the game goes once every round is played."""

    def __init__(self, languages: list[str], text_ids: list[str]) -> None:
        self.app: App | None = App(None, languages, text_ids)
        self.app.boot(DEAL)
        self.done = 0

    def step(self) -> bool:
        """Play the next gesture; whether any is left."""
        if self.app is None:
            return False
        json.dumps(self.app.handle(GESTURES[self.done % len(GESTURES)]), separators=(",", ":"))
        self.done += 1
        if self.done == ROUNDS * len(GESTURES):
            self.app = None
        return self.app is not None
