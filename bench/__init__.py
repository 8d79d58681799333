"""Benchmarks, run by hand from the repository root as modules (not tests); each module says what it measures.

    python3 -m bench.engine_speed   random legal play and the save/load round trip, per game
    python3 -m bench.solver_speed   the solver on held-out deals, beside a git revision's (--baseline solver-v2)
    python3 -m bench.analysis_speed the post-game analysis in the browser's worker
    python3 -m bench.page_speed     boot, bytes, memory and interaction of the built site in Chromium
    python3 -m bench.frame_timing   frame intervals of a drag and an animated double tap
    python3 -m bench.card_render    the rendering cost of the card artwork

bench.event_timing is run by page_speed; bench.solver_runner by solver_speed, in each solver's checkout.
"""
