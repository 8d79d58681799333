"""Benchmarks, run by hand from the repository root as modules (not tests); each module says what it measures.

    python3 -m bench.engine_speed   random legal play and the save/load round trip, per game
    python3 -m bench.solver_speed   today's solver beside the frozen version 2 (bench/solver_v2/) on held-out deals
    python3 -m bench.page_speed     boot, bytes, memory and interaction of the built site in Chromium
    python3 -m bench.frame_timing   frame intervals of a drag and an animated double tap
    python3 -m bench.card_render    the rendering cost of the card artwork

bench.event_timing is run by page_speed.
"""
