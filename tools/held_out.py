"""The deal numbers kept for the solver bench (HELD_OUT): no certify run tries them.

A module of its own, importing nothing, so that bench/solver_speed.py can read the range without
tools/certify.py's Dask; it lies in tools/, which the site never ships.
"""

from __future__ import annotations

HELD_OUT = range(1 << 30, (1 << 30) + (1 << 20))
