"""Solver strength and speed on held-out deals (SPEC §14, issue 15's goal).

For each variant it solves a fixed set of deals that tools/certify.py never tries (deal
numbers from BENCH_START = 2^30 up; certify.py starts at 1) and prints the share solved,
proved impossible and unknown at the time limit, the median and 90th percentile time of the
solved deals, and the peak memory of the process (resource.getrusage: maximum resident set).

Run from the repository root:
    python bench/solver_speed.py [--deals 20] [--time-limit 10] [--variant forty-thieves ...]
Goal: Forty Thieves solved at 10 % or more, Eight Off 8 cells 100 %, peak memory under 1 GB.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game
from game.codes import DealCode

BENCH_START = 1 << 30
VARIANTS = tuple(game.VARIANTS)


def peak_megabytes() -> float:
    """The process's peak resident memory so far, in MB (Linux reports kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def bench(key: str, deals: int, time_limit: float, *, verbose: bool) -> None:
    """Solve the held-out deals of one variant and print the summary line."""
    record = game.find_variant(key)
    name, cells = record.game, record.cells
    counts = {"won": 0, "impossible": 0, "unknown": 0}
    solved_times = []
    for number in range(BENCH_START, BENCH_START + deals):
        code = str(DealCode(name, number, cells))
        solution = game.solve(game.new_game(code), time_limit=time_limit)
        counts[solution.status] += 1
        if solution.status == "won":
            solved_times.append(solution.seconds)
        if verbose:
            print(f"  {code} {solution.status} {solution.seconds:.2f}s {solution.nodes} nodes", flush=True)
    shares = ", ".join(f"{status} {count}/{deals} ({100 * count / deals:.0f} %)" for status, count in counts.items())
    times = (
        f"median {statistics.median(solved_times):.2f}s, p90 {percentile(solved_times, 0.9):.2f}s"
        if solved_times
        else "no solved deal"
    )
    print(f"{key}: {shares}; solved {times}; peak memory {peak_megabytes():.0f} MB", flush=True)


def main() -> None:
    """Parse the options and bench each variant."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=20, help="deals per variant (default 20)")
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per deal (default 10)")
    parser.add_argument("--variant", action="append", choices=sorted(VARIANTS), help="default: all")
    parser.add_argument("--verbose", action="store_true", help="one line per deal")
    options = parser.parse_args()
    print(f"solver version {game.solver.VERSION}, {options.deals} deals per variant from {BENCH_START}, "
          f"{options.time_limit:g} s per deal")  # fmt: skip
    for key in options.variant or list(VARIANTS):
        bench(key, options.deals, options.time_limit, verbose=options.verbose)


if __name__ == "__main__":
    main()
