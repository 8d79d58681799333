"""The deal numbers kept for the solver's benches (HELD_OUT): no certify run tries them.

A module of its own, importing only the standard library, so that the benches can read the range
without tools/certify.py's Dask; it lies in tools/, which the site never ships.
"""

from __future__ import annotations

import random

HELD_OUT = range(1 << 30, (1 << 30) + (1 << 20))
# The part of HELD_OUT random draws come from: above the first 65 536, which the benches' runs of
# consecutive deals start from (bench/solver_speed.py's --first), so the two never share deals.
DRAWN = range(HELD_OUT.start + (1 << 16), HELD_OUT.stop)


def drawn_numbers(count: int, seed: int) -> list[int]:
    """`count` distinct deal numbers drawn at random from DRAWN with `seed`: the same list every time."""
    return random.Random(seed).sample(DRAWN, count)
