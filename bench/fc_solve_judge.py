"""Our solver beside Freecell Solver on the same held-out deals of the Eight Off family's games.

For each game fc-solve knows (FreeCell, Baker's Game, Seahaven Towers) it solves the same held-out
deals (tools/held_out.py: no certify run uses them) with our solver under a time limit and with
`fc-solve -g <preset>` under an iteration limit, and prints per game: won / proved impossible /
unknown for ours, solved / not solved / gave up for fc-solve, our median and 90th percentile
seconds, and every deal where the two disagree. A deal fc-solve solves that ours calls impossible
is a soundness bug: the exit status is 1 then. fc-solve's "could not solve" is no proof (its
presets differ from our rules, e.g. no take-backs from the foundations), so ours winning such a
deal is listed but not an error.

    python3 -m bench.fc_solve_judge [--deals 200] [--time-limit 10] [--iterations 1000000]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter

import game
from bench.fc_solve import FAMILY, STATUS_SOLVED, STATUS_UNSOLVABLE, fc_solve
from game.codes import encode_number
from tools.held_out import HELD_OUT


def judge(record: game.VariantRecord, deals: int, time_limit: float, iterations: int) -> bool:
    """Print one game's comparison; False when a deal fc-solve solves is called impossible by ours."""
    ours: Counter[str] = Counter()
    theirs: Counter[str] = Counter()
    seconds, disagreements, sound = [], [], True
    for number in range(HELD_OUT.start, HELD_OUT.start + deals):
        code = f"{record.prefix}-{record.part}-{encode_number(number)}"
        started = time.perf_counter()
        verdict = game.solve(game.new_game(code), time_limit=time_limit).status
        seconds.append(time.perf_counter() - started)
        answer = fc_solve(game.new_game(code), iterations=iterations).status
        theirs[answer] += 1
        ours[verdict] += 1
        if answer == STATUS_SOLVED and verdict == "impossible":
            sound = False
            disagreements.append(f"  {code}: fc-solve solves it, ours says impossible (a soundness bug)")
        elif answer == STATUS_UNSOLVABLE and verdict == "won":
            disagreements.append(f"  {code}: fc-solve could not solve it, ours won it")
    p90 = statistics.quantiles(seconds, n=10)[-1] if len(seconds) > 1 else seconds[0]
    print(
        f"{record.key}: ours {ours['won']} won, {ours['impossible']} impossible, {ours['unknown']} unknown "
        f"(median {statistics.median(seconds):.2f} s, p90 {p90:.2f} s); fc-solve {theirs[STATUS_SOLVED]} solved, "
        f"{theirs[STATUS_UNSOLVABLE]} not solved, {deals - theirs[STATUS_SOLVED] - theirs[STATUS_UNSOLVABLE]} gave up"
    )
    for line in disagreements:
        print(line)
    return sound


def main() -> None:
    """Command line: compare the solvers on each game and exit 1 on a soundness bug."""
    parser = argparse.ArgumentParser(prog="python3 -m bench.fc_solve_judge", description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="held-out deals per game")
    parser.add_argument("--time-limit", type=float, default=10.0, help="our solver's seconds per deal")
    parser.add_argument("--iterations", type=int, default=1_000_000, help="fc-solve's states per deal")
    options = parser.parse_args()
    results = [judge(record, options.deals, options.time_limit, options.iterations) for record in FAMILY]
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
