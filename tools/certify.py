"""Certify deals as winnable with game.solve, on all cores, resumably (SPEC §14).

Order (fixed, documented): for each variant, deal numbers 1, 2, 3, … in turn, written as
deal codes by game.codes.encode_number (number 1 is `…-AAAAAAB`). The variants are worked
in the order of VARIANTS until each has `--target` certified deals (or `--max-tried` tries).
Bench deals (bench/solver_speed.py) start at BENCH_START, far from these.

Output, in game/certified/:
- `<variant key>.txt`: one line per won deal, in deal order: its code, then its solution's
  moves in Move text form, separated by spaces;
- `stats.json`: per variant the deals tried, won, impossible and unknown, the next deal number,
  the seconds spent, and the time limit per deal and the solver's version last used.

Resuming: stats.json says how far each variant got; lines of a .txt beyond that point (an
interrupted run) are dropped and their deals tried again. Run it again with the same options
and it carries on. Usage:
    python tools/certify.py [--workers N] [--time-limit S] [--variant KEY ...] [--target N]
With `--daily-until YYYY-MM-DD` it then extends the deal-of-the-day calendar (tools/daily.py).
"""

from __future__ import annotations

import argparse
import datetime
import json
import multiprocessing
import multiprocessing.pool
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game
from game.codes import DealCode, decode_number
from game.registry import find_variant
from game.solver import VERSION
from tools.daily import extend_calendar

OUTPUT = Path(__file__).resolve().parent.parent / "game" / "certified"
START = 1
BENCH_START = 1 << 30
VARIANTS = ("eight-off-8", "eight-off-4", "eight-off-2", "forty-thieves")  # the order deals are tried in
TARGETS = {"eight-off-8": 1000, "eight-off-4": 500, "eight-off-2": 200, "forty-thieves": 1000}
SAVE_EVERY_SECONDS = 20.0


def deal_code(key: str, number: int) -> str:
    """The code of deal `number` of a variant."""
    record = find_variant(key)
    return str(DealCode(record.game, number, record.cells))


@dataclass(frozen=True, slots=True)
class Result:
    """The verdict on one deal, with the solution's moves as text when won."""

    number: int
    status: str
    moves: str
    seconds: float


def certify_one(job: tuple[str, int, float]) -> Result:
    """Solve one deal (run in a worker process)."""
    key, number, time_limit = job
    solution = game.solve(game.new_game(deal_code(key, number)), time_limit=time_limit)
    return Result(number, solution.status, " ".join(map(str, solution.moves)), solution.seconds)


class Ledger:
    """The certified files and stats.json: read at start, written as results arrive."""

    def __init__(self, directory: Path, time_limit: float) -> None:
        self.directory = directory
        self.stats_path = directory / "stats.json"
        directory.mkdir(parents=True, exist_ok=True)
        saved = json.loads(self.stats_path.read_text()) if self.stats_path.exists() else {}
        self.variants: dict[str, dict[str, float]] = saved.get("variants", {})
        self.time_limit = time_limit
        self.lines: dict[str, list[str]] = {}
        for key in VARIANTS:
            counts = self.variants.setdefault(
                key, {"tried": 0, "won": 0, "impossible": 0, "unknown": 0, "next": START, "seconds": 0.0}
            )
            self.lines[key] = self.read_lines(key, int(counts["next"]))
            counts["won"] = len(self.lines[key])

    def read_lines(self, key: str, next_number: int) -> list[str]:
        """The certified lines of a variant below the resume point."""
        path = self.directory / f"{key}.txt"
        if not path.exists():
            return []
        lines = [line for line in path.read_text().splitlines() if line.strip()]
        return [line for line in lines if decode_number(line.split()[0].split("-")[2]) < next_number]

    def record(self, key: str, result: Result) -> None:
        """Count one verdict (results arrive in deal order)."""
        counts = self.variants[key]
        counts["tried"] += 1
        counts[result.status] += 1
        counts["next"] = result.number + 1
        counts["seconds"] = round(counts["seconds"] + result.seconds, 1)
        counts["time_limit"] = self.time_limit
        counts["solver_version"] = VERSION
        if result.status == "won":
            self.lines[key].append(f"{deal_code(key, result.number)} {result.moves}")

    def save(self) -> None:
        """Write every .txt and stats.json (each through a temporary file, then renamed)."""
        for key, lines in self.lines.items():
            write_atomically(self.directory / f"{key}.txt", "".join(line + "\n" for line in lines))
        stats = {
            "solver_version": VERSION,
            "time_limit": self.time_limit,
            "order": f"per variant, deal numbers {START}, {START + 1}, … (game.codes.encode_number)",
            "variants": self.variants,
        }
        write_atomically(self.stats_path, json.dumps(stats, indent=2, sort_keys=True) + "\n")


def write_atomically(path: Path, text: str) -> None:
    """Replace a file's text in one step."""
    temporary = path.with_suffix(path.suffix + ".tmp")
    temporary.write_text(text)
    temporary.replace(path)


def certify(ledger: Ledger, key: str, pool: multiprocessing.pool.Pool, workers: int, goal: Goal) -> None:
    """Work one variant, a batch of deals at a time, until its goal is met."""
    counts = ledger.variants[key]
    saved_at = time.monotonic()
    while not goal.met(counts):
        first = int(counts["next"])
        batch = [(key, number, ledger.time_limit) for number in range(first, first + 4 * workers)]
        for result in pool.imap(certify_one, batch):
            ledger.record(key, result)
            print(f"{deal_code(key, result.number)} {result.status} {result.seconds:.2f}s", flush=True)
            if goal.met(counts) or time.monotonic() - saved_at > SAVE_EVERY_SECONDS:
                ledger.save()
                saved_at = time.monotonic()
            if goal.met(counts):
                break


@dataclass(frozen=True, slots=True)
class Goal:
    """When a variant is done: enough certified deals, or enough deals tried."""

    target: int
    max_tried: int | None

    def met(self, counts: dict[str, float]) -> bool:
        """Whether the counts reach the goal."""
        return counts["won"] >= self.target or (self.max_tried is not None and counts["tried"] >= self.max_tried)


def main() -> None:
    """Parse the options and certify the variants in order."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per deal (default 10)")
    parser.add_argument("--variant", action="append", choices=sorted(VARIANTS), help="default: all, in order")
    parser.add_argument("--target", type=int, help="certified deals wanted per variant (default: TARGETS)")
    parser.add_argument("--max-tried", type=int, help="stop a variant after this many deals tried in all")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--daily-until", type=datetime.date.fromisoformat, help="then extend daily.txt to this date")
    options = parser.parse_args()
    ledger = Ledger(options.output, options.time_limit)
    ledger.save()
    with multiprocessing.Pool(options.workers) as pool:
        for key in options.variant or list(VARIANTS):
            goal = Goal(options.target or TARGETS[key], options.max_tried)
            certify(ledger, key, pool, options.workers, goal)
    ledger.save()
    if options.daily_until:
        added = extend_calendar(options.daily_until, datetime.date.today(), options.output)
        print(f"{added} dates added to the deal-of-the-day calendar")


if __name__ == "__main__":
    main()
