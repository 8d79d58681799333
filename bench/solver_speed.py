"""Solver strength and speed on held-out deals, today's solver beside version 2 (SPEC §14, §18).

For each variant it solves the same deals with today's game.solve and with the frozen version 2
(bench/solver_v2/), one after the other in the same run, and prints for each: deals won, proved
impossible and left unknown, the median and 90th percentile time per deal (all deals; an unknown
one counts its whole limit), and the peak memory of the process so far. The deals come from
tools/certify.py's HELD_OUT range, which no certify run uses.

Run from the repository root:
    python3 -m bench.solver_speed [--deals 20] [--time-limit 30] [--node-limit N] [--variant KEY ...]
                                 [--only today|v2] [--first N] [--verbose]
Goal (SPEC §18): Forty Thieves resolved (won or impossible) for at least 40 % of deals at 30 s;
Eight Off 8, 4 and 2 cells every deal resolved, median under 1 s. On a shared machine a node limit
(--node-limit) compares the solvers on the same work, whatever else runs.
"""

from __future__ import annotations

import argparse
import math
import resource
import statistics
from collections.abc import Callable

import game
from bench import solver_v2
from game.codes import DealCode
from game.solver import VERSION
from tools.certify import HELD_OUT

VARIANTS = tuple(game.VARIANTS)
Solver = Callable[..., game.Solution]
SOLVERS: dict[str, tuple[str, Solver]] = {
    "today": (f"version {VERSION}", game.solve),
    "v2": ("version 2", solver_v2.solve),
}


def peak_megabytes() -> float:
    """The process's peak resident memory so far, in MB (Linux reports kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def bench(key: str, numbers: range, name: str, limits: dict[str, float | int | None], *, verbose: bool) -> None:
    """Solve the held-out deals of one variant with one solver and print its summary line."""
    label, solve = SOLVERS[name]
    record = game.find_variant(key)
    counts = {"won": 0, "impossible": 0, "unknown": 0}
    times = []
    for number in numbers:
        code = str(DealCode(record.game, number, record.cells))
        solution = solve(game.new_game(code), **limits)
        counts[solution.status] += 1
        times.append(solution.seconds)
        if verbose:
            print(f"  {label} {code} {solution.status} {solution.seconds:.2f}s {solution.nodes} nodes", flush=True)
    deals = len(numbers)
    resolved = counts["won"] + counts["impossible"]
    shares = ", ".join(f"{status} {count}" for status, count in counts.items())
    print(
        f"{key:15} {label:10} {shares}; resolved {resolved}/{deals} ({100 * resolved / deals:.0f} %); "
        f"median {statistics.median(times):.2f}s, p90 {percentile(times, 0.9):.2f}s; "
        f"peak memory {peak_megabytes():.0f} MB",
        flush=True,
    )


def main() -> None:
    """Parse the options and bench each variant with each solver."""
    parser = argparse.ArgumentParser(
        prog="python3 -m bench.solver_speed", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=20, help="deals per variant (default 20)")
    parser.add_argument("--first", type=int, default=HELD_OUT.start, help="the first deal number (held out)")
    parser.add_argument("--time-limit", type=float, default=30.0, help="seconds per deal (default 30)")
    parser.add_argument("--node-limit", type=int, help="nodes per deal (then no time limit)")
    parser.add_argument("--variant", action="append", choices=sorted(VARIANTS), help="default: all")
    parser.add_argument("--only", choices=sorted(SOLVERS), action="append", help="default: both")
    parser.add_argument("--verbose", action="store_true", help="one line per deal")
    options = parser.parse_args()
    numbers = range(options.first, options.first + options.deals)
    if numbers.start < HELD_OUT.start or numbers.stop > HELD_OUT.stop:
        parser.error(f"deals must lie in the held-out range {HELD_OUT.start} … {HELD_OUT.stop - 1}")
    limits: dict[str, float | int | None] = (
        {"time_limit": math.inf, "node_limit": options.node_limit}
        if options.node_limit
        else {"time_limit": options.time_limit}
    )
    budget = f"{options.node_limit} nodes" if options.node_limit else f"{options.time_limit:g} s"
    print(f"{options.deals} held-out deals per variant from {numbers.start}, {budget} per deal")
    for key in options.variant or list(VARIANTS):
        for name in options.only or ["today", "v2"]:
            bench(key, numbers, name, limits, verbose=options.verbose)


if __name__ == "__main__":
    main()
