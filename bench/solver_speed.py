"""Solver strength and speed on held-out deals: today's solver, and beside it a git revision's.

For each variant it makes the same held-out deals (HELD_OUT, in tools/held_out.py: no certify run
uses them) and solves them with today's solver (this checkout, uncommitted changes included) and,
with --baseline REV, with the solver of the git revision REV (a tag such as solver-v2, a branch, a
hash), checked out in a temporary `git worktree` that is removed afterwards. Each solver runs in a
process of its own whose working folder is its checkout (bench/solver_runner.py), so a baseline
runs on its own revision's engine too. Printed per variant and solver: deals won, proved impossible
and left unknown, the resolved share, the median and 90th percentile seconds per deal (an unknown
deal counts its whole limit) and the peak memory of its process.

    python3 -m bench.solver_speed [--baseline REV] [--side-by-side] [--deals 20] [--first N | --seed S]
                                  [--time-limit 30] [--node-limit N] [--variant KEY ...] [--verbose]

The deals are `--deals` consecutive numbers from --first, or with --seed a random draw from the
held-out numbers above them (tools/held_out.py, drawn_numbers: bench/solvitaire_judge.py's deals
with the same seed). With --node-limit (and then no time limit) the solvers do the same work
whatever else the machine runs, so the figures compare across machines and loads. With
--side-by-side today's solver and the baseline's solve each variant at the same time, a process
each: on a machine with a free core for each, the run takes half as long and both meet the same
load.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import game
from game.codes import DealCode
from tools.held_out import HELD_OUT, drawn_numbers

ROOT = Path(__file__).resolve().parent.parent
RUNNER = Path(__file__).with_name("solver_runner.py")
VARIANTS = tuple(game.VARIANTS)


@dataclass(frozen=True, slots=True)
class Outcome:
    """One deal as a runner solved it, with the runner's solver version and peak memory so far."""

    version: str
    code: str
    status: str
    nodes: int
    seconds: float
    peak_mb: float


def git(*arguments: str) -> str:
    """Run git in this checkout and return its output, stripped; CalledProcessError when git fails."""
    return subprocess.run(["git", *arguments], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


def resolve(revision: str) -> str:
    """The full hash of the commit `revision` names (a tag, a branch, a hash); CalledProcessError if none."""
    return git("rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}")


@contextlib.contextmanager
def worktree(commit: str) -> Iterator[Path]:
    """A checkout of `commit` in a temporary git worktree, removed (and unregistered) on leaving."""
    with tempfile.TemporaryDirectory(prefix="solver-baseline-") as folder:
        checkout = Path(folder) / "checkout"
        git("worktree", "add", "--detach", "--quiet", str(checkout), commit)
        try:
            yield checkout
        finally:
            git("worktree", "remove", "--force", str(checkout))


def solve_in(checkout: Path, codes: list[str], time_limit: float | None, node_limit: int | None) -> Iterator[Outcome]:
    """Solve `codes` in order with the game package of `checkout`, in a runner process; yields each as it ends.

    A limit of None is no limit. Raises RuntimeError when the runner imported `game` from elsewhere,
    answered for another deal, or failed.
    """
    environment = {name: value for name, value in os.environ.items() if name not in ("PYTHONPATH", "PYTHONSAFEPATH")}
    command = [sys.executable, "-c", RUNNER.read_text(encoding="utf-8")]
    request = json.dumps({"codes": codes, "time_limit": time_limit, "node_limit": node_limit})
    with subprocess.Popen(
        command, cwd=checkout, env=environment, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    ) as process:
        assert process.stdin is not None and process.stdout is not None
        try:
            process.stdin.write(request)
            process.stdin.close()
            header = json.loads(process.stdout.readline() or "{}")
            if not Path(header.get("game", "/")).resolve().is_relative_to(checkout.resolve()):
                raise RuntimeError(f"the runner in {checkout} imported game from {header.get('game')}")
            for code in codes:
                answer = json.loads(process.stdout.readline() or "{}")
                if answer.get("code") != code:
                    raise RuntimeError(f"the runner in {checkout} answered {answer} for {code}")
                yield Outcome(header["version"], **answer)
        except BaseException:
            process.kill()
            raise
        if process.wait() != 0:
            raise RuntimeError(f"the runner in {checkout} failed (exit status {process.returncode})")


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def summary(key: str, label: str, outcomes: list[Outcome]) -> str:
    """One variant's line for one solver: verdicts, resolved share, median and p90 seconds, peak memory."""
    counts = {status: sum(outcome.status == status for outcome in outcomes) for status in ("won", "impossible")}
    counts["unknown"] = len(outcomes) - sum(counts.values())
    resolved = counts["won"] + counts["impossible"]
    times = [outcome.seconds for outcome in outcomes]
    verdicts = ", ".join(f"{status} {count}" for status, count in counts.items())
    return (
        f"{key:15} {label:26} {verdicts}; resolved {resolved}/{len(outcomes)} "
        f"({100 * resolved / len(outcomes):.0f} %); median {statistics.median(times):.2f}s, "
        f"p90 {percentile(times, 0.9):.2f}s; peak memory {max(o.peak_mb for o in outcomes):.0f} MB"
    )


def parser() -> argparse.ArgumentParser:
    """The command line's options."""
    options = argparse.ArgumentParser(
        prog="python3 -m bench.solver_speed", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    options.add_argument("--baseline", metavar="REV", help="also solve with the solver of this git revision")
    options.add_argument("--deals", type=int, default=20, help="deals per variant (default 20)")
    deals = options.add_mutually_exclusive_group()
    deals.add_argument("--first", type=int, default=HELD_OUT.start, help="the first deal number (held out)")
    deals.add_argument("--seed", type=int, help="draw the deals at random with this seed instead")
    options.add_argument("--time-limit", type=float, default=30.0, help="seconds per deal (default 30)")
    options.add_argument("--node-limit", type=int, help="nodes per deal (then no time limit)")
    options.add_argument("--variant", action="append", choices=sorted(VARIANTS), help="default: all")
    options.add_argument("--side-by-side", action="store_true", help="run both solvers at once, a core each")
    options.add_argument("--verbose", action="store_true", help="one line per deal")
    return options


def solve_all(name: str, checkout: Path, codes: list[str], limits: tuple[float | None, int | None],
              verbose: bool) -> list[Outcome]:  # fmt: skip
    """Every deal's outcome with the solver of `checkout` (named `name`), each printed as it ends when verbose."""
    outcomes = []
    for outcome in solve_in(checkout, codes, *limits):
        outcomes.append(outcome)
        if verbose:
            print(f"  {name} {outcome.code} {outcome.status} {outcome.seconds:.2f}s {outcome.nodes} nodes", flush=True)
    return outcomes


def main(arguments: list[str] | None = None) -> None:
    """Parse the options, then bench each variant with today's solver and the baseline's."""
    command_line = parser()
    options = command_line.parse_args(arguments)
    if options.deals < 1:
        command_line.error("--deals must be at least 1")
    if options.seed is None:
        numbers: range | list[int] = range(options.first, options.first + options.deals)
        source = f"from {options.first}"
    else:
        numbers = drawn_numbers(options.deals, options.seed)
        source = f"drawn with seed {options.seed}"
    if min(numbers) < HELD_OUT.start or max(numbers) >= HELD_OUT.stop:
        command_line.error(f"deals must lie in the held-out range {HELD_OUT.start} … {HELD_OUT.stop - 1}")
    limits = (None, options.node_limit) if options.node_limit else (options.time_limit, None)
    budget = f"{options.node_limit} nodes" if options.node_limit else f"{options.time_limit:g} s"
    with contextlib.ExitStack() as stack:
        checkouts = {"today": ROOT}
        if options.baseline:
            try:
                commit = resolve(options.baseline)
            except subprocess.CalledProcessError:
                command_line.error(f"no commit {options.baseline!r} here (a missing tag: see docs/solver.md)")
            checkouts[f"{options.baseline} {commit[:10]}"] = stack.enter_context(worktree(commit))
        print(f"{options.deals} held-out deals per variant {source}, {budget} per deal", flush=True)
        for key in options.variant or VARIANTS:
            record = game.find_variant(key)
            codes = [str(DealCode(record.game, number, record.cells)) for number in numbers]
            runs = [(name, checkout, codes, limits, options.verbose) for name, checkout in checkouts.items()]
            if options.side_by_side:
                with ThreadPoolExecutor(max_workers=len(runs)) as pool:
                    futures = [pool.submit(solve_all, *run) for run in runs]
                results: Iterable[list[Outcome]] = [future.result() for future in futures]
            else:
                results = (solve_all(*run) for run in runs)
            for name, outcomes in zip(checkouts, results, strict=True):
                print(summary(key, f"{name} (v{outcomes[0].version})", outcomes), flush=True)


if __name__ == "__main__":
    main()
