"""Certify deals as winnable with game.solve, on Dask distributed, resumably.

    python3 -m tools.certify --variant KEY --deals N [--out DIR] [--scheduler tcp://HOST:8786]
                                [--workers N] [--node-limit N] [--won N] [--in-process]
                                [--daily-until YYYY-MM-DD]

Without --scheduler it starts a Dask LocalCluster with one single-threaded worker process per core
(or --workers of them); with it, it runs on that cluster (`dask scheduler` on one machine,
`dask worker tcp://HOST:8786` on any number: the tool sends them this checkout's `game` package,
so a worker needs only Python and dask). --in-process solves in this process, without Dask.

Verdicts are reproducible: each deal gets the same node limit (its record's `certify_nodes`, or --node-limit), never
a time limit, and results are written in the order of the deals, whatever order they arrive in. So
one solver version writes the same files byte for byte on any machine, with any number of workers.

Order (fixed, documented; the same for every variant): the deal numbers of scrambled_number(0),
scrambled_number(1), … (a bijection of the 35-bit deal-number space, below), so certified codes
look like any random code. The numbers bench/solver_speed.py keeps for itself (HELD_OUT, in
tools/held_out.py) and those the older sequential order already tried (1 … its `next` - 1, in
stats.json) are passed over.
`--deals N` works until the variant has N deals of the scrambled order tried; `--won N` stops as
soon as it has N certified deals in all. Run it again with a larger N and the pool grows.

Output, in DIR (default game/certified/):
- `<variant key>.txt`: one line per won deal: its code, then its solution's moves in Move text
  form, separated by spaces. Lines are only ever appended: first the deals of the older
  sequential order (numbers 1, 2, 3, …), then those of the scrambled order, in that order.
- `stats.json`: per variant the deals tried, won, impossible and unknown in all, the node limit and
  solver version last used, and `runs`: each stretch of the order worked with one node limit (or,
  for the older sequential runs, one time limit) and one solver version, with its own counts.

Resuming: stop it with Ctrl+C or SIGTERM (it saves first), then run the same command again.
stats.json says how far each run got; lines of a .txt beyond that point (an interrupted
run) are dropped and their deals tried again. A run with another node limit or solver version
carries on from the same place as a new entry of `runs`.
With `--daily-until YYYY-MM-DD` it then extends the deal-of-the-day calendar (tools/daily.py).
"""

from __future__ import annotations

import argparse
import datetime
import io
import json
import logging
import math
import os
import signal
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from distributed import Client, LocalCluster, as_completed

import game
from game.codes import NUMBER_LIMIT, DealCode
from game.registry import find_variant
from game.solver import VERSION
from tools.daily import extend_calendar
from tools.held_out import HELD_OUT

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "game" / "certified"
SAVE_EVERY_SECONDS = 30.0

MASK = NUMBER_LIMIT - 1
SCRAMBLE_ROUNDS = ((0x5DEECE66D, 17), (0x2545F4914F, 13), (0x1D8E4E27C5, 19))
SCRAMBLE_ADD = 0x2F0F1A3C5
"""scrambled_number: for each (multiplier, shift), x = (x × multiplier + SCRAMBLE_ADD) mod 2^35,
then x = x XOR (x >> shift). Both steps are bijections of 0 … 2^35 - 1 (the multipliers are odd;
a right shift of at least one bit XORed in can be peeled off from the top bits down), so every deal
number comes exactly once; scrambled_index is the inverse."""


def scrambled_number(index: int) -> int:
    """The deal number at position `index` of the scrambled order."""
    x = index & MASK
    for multiplier, shift in SCRAMBLE_ROUNDS:
        x = (x * multiplier + SCRAMBLE_ADD) & MASK
        x ^= x >> shift
    return x


def scrambled_index(number: int) -> int:
    """The position of a deal number in the scrambled order (the inverse of scrambled_number)."""
    x = number & MASK
    for multiplier, shift in reversed(SCRAMBLE_ROUNDS):
        y = x
        for _ in range(35 // shift + 1):
            y = x ^ (y >> shift)
        x = ((y - SCRAMBLE_ADD) * pow(multiplier, -1, NUMBER_LIMIT)) & MASK
    return x


def deal_code(key: str, number: int) -> str:
    """The code of deal `number` of a variant."""
    record = find_variant(key)
    return str(DealCode(record.game, number, record.cells))


@dataclass(frozen=True, slots=True)
class Result:
    """The verdict on one deal, with the solution's moves as text when won."""

    index: int
    number: int
    status: str
    moves: str


def certify_one(key: str, index: int, number: int, node_limit: int) -> Result:
    """Solve one deal under the node limit alone (run on a worker)."""
    solution = game.solve(game.new_game(deal_code(key, number)), time_limit=math.inf, node_limit=node_limit)
    return Result(index, number, solution.status, " ".join(map(str, solution.moves)))


COUNTS = ("tried", "won", "impossible", "unknown")


class Ledger:
    """The certified files and stats.json of a directory: read at start, written as results arrive."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.stats_path = directory / "stats.json"
        saved = json.loads(self.stats_path.read_text(encoding="utf-8")) if self.stats_path.exists() else {}
        self.variants: dict[str, dict[str, Any]] = (
            {key: upgrade(entry) for key, entry in saved["variants"].items()} if saved else {}
        )
        self.lines: dict[str, list[str]] = {key: self.read_lines(key) for key in self.variants}

    def entry(self, key: str) -> dict[str, Any]:
        """A variant's entry (created empty when the directory has none)."""
        if key not in self.variants:
            self.variants[key] = {**dict.fromkeys(COUNTS, 0), "runs": []}
            self.lines[key] = []
        return self.variants[key]

    def read_lines(self, key: str) -> list[str]:
        """The certified lines of a variant that its runs account for (an interrupted run's extra lines dropped)."""
        path = self.directory / f"{key}.txt"
        if not path.exists():
            return []
        runs = self.variants[key]["runs"]
        sequential_next = next((run["next"] for run in runs if run["order"] == "sequential"), 1)
        scrambled_next = max((run["next"] for run in runs if run["order"] == "scrambled"), default=0)
        kept = []
        for line in path.read_text(encoding="utf-8").splitlines():
            number = DealCode.parse(line.split(" ", 1)[0]).number
            if number < sequential_next or scrambled_index(number) < scrambled_next:
                kept.append(line)
        return kept

    def next_index(self, key: str) -> int:
        """The position in the scrambled order where a variant carries on."""
        return max((run["next"] for run in self.entry(key)["runs"] if run["order"] == "scrambled"), default=0)

    def skips(self, key: str, number: int) -> bool:
        """Whether the scrambled order passes over a deal number (held out, or tried in the sequential order)."""
        runs = self.entry(key)["runs"]
        sequential_next = next((run["next"] for run in runs if run["order"] == "sequential"), 1)
        return number in HELD_OUT or 1 <= number < sequential_next

    def current_run(self, key: str, node_limit: int) -> dict[str, Any]:
        """The run being extended: the last one when its node limit and solver version are these, else a new one."""
        runs = self.entry(key)["runs"]
        last = runs[-1] if runs else None
        if (
            last
            and last["order"] == "scrambled"
            and (last["node_limit"], last["solver_version"]) == (node_limit, VERSION)
        ):
            return last
        start = self.next_index(key)
        run = {"order": "scrambled", "first": start, "next": start, "node_limit": node_limit, "solver_version": VERSION}
        runs.append({**run, **dict.fromkeys(COUNTS, 0)})
        return runs[-1]

    def record(self, key: str, run: dict[str, Any], result: Result | None, index: int) -> None:
        """Count one verdict at scrambled position `index` (None: a passed-over number)."""
        run["next"] = index + 1
        if result is None:
            return
        entry = self.variants[key]
        for counts in (entry, run):
            counts["tried"] += 1
            counts[result.status] += 1
        entry["node_limit"] = run["node_limit"]
        entry["solver_version"] = VERSION
        if result.status == "won":
            self.lines[key].append(f"{deal_code(key, result.number)} {result.moves}")

    def save(self) -> None:
        """Write every .txt and stats.json (each through a temporary file, then renamed; stats.json last)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        for key, lines in self.lines.items():
            write_atomically(self.directory / f"{key}.txt", "".join(line + "\n" for line in lines))
        stats = {
            "order": "scrambled_number(0), scrambled_number(1), … of tools/certify.py, after the older sequential runs",
            "variants": self.variants,
        }
        write_atomically(self.stats_path, json.dumps(stats, indent=2, sort_keys=True, ensure_ascii=False) + "\n")


def upgrade(entry: dict[str, Any]) -> dict[str, Any]:
    """A variant's stats entry in today's form: an entry of the older sequential tool becomes its first run."""
    if "runs" in entry:
        return entry
    run = {"order": "sequential", "first": 1, "next": entry["next"], "time_limit": entry["time_limit"],
           "solver_version": entry["solver_version"], **{name: entry[name] for name in COUNTS}}  # fmt: skip
    return {**{name: entry[name] for name in COUNTS}, "solver_version": entry["solver_version"], "runs": [run]}


def write_atomically(path: Path, text: str) -> None:
    """Replace a file's text in one step."""
    temporary = path.with_suffix(path.suffix + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


Job = tuple[str, int, int, int]
Runner = Callable[[Iterable[Job]], Iterator[Result]]


def in_process(jobs: Iterable[Job]) -> Iterator[Result]:
    """Solve the jobs one after another in this process."""
    for job in jobs:
        yield certify_one(*job)


def on_dask(client: Any, window: int) -> Runner:
    """A runner that solves the jobs on a Dask client's workers, `window` at a time, yielding results in job order."""

    def run(jobs: Iterable[Job]) -> Iterator[Result]:
        pending = iter(jobs)
        done: dict[int, Result] = {}
        order: list[int] = []
        futures = as_completed()
        for job in pending:
            futures.add(client.submit(certify_one, *job, pure=False))
            order.append(job[1])
            if len(order) >= window:
                break
        position = 0
        for future in futures:
            result: Result = future.result()
            done[result.index] = result
            job = next(pending, None)
            if job is not None:
                futures.add(client.submit(certify_one, *job, pure=False))
                order.append(job[1])
            while position < len(order) and order[position] in done:
                yield done.pop(order[position])
                position += 1

    return run


def game_package_zip() -> bytes:
    """This checkout's `game` package as a zip, its catalogues included, for workers on other machines
    (client.upload_file)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in sorted(path for path in (ROOT / "game").rglob("*") if path.suffix in (".py", ".po")):
            archive.write(path, path.relative_to(ROOT).as_posix())
    return buffer.getvalue()


class Progress:
    """A progress bar on the terminal (stderr): deals tried or certified out of the goal, verdicts so far, time left."""

    def __init__(self, key: str, label: str, done: int, goal: int, stream: TextIO = sys.stderr) -> None:
        self.key, self.label, self.start, self.goal, self.stream = key, label, done, goal, stream
        self.started = time.monotonic()
        self.shown = 0.0
        self.terminal = stream.isatty()

    def show(self, done: int, counts: dict[str, Any], *, final: bool = False) -> None:
        """Redraw the bar (at most every half second, and each minute when not on a terminal)."""
        now = time.monotonic()
        if not final and now - self.shown < (0.5 if self.terminal else 60.0):
            return
        self.shown = now
        share = min(1.0, done / self.goal) if self.goal else 1.0
        rate = (done - self.start) / max(now - self.started, 1e-9)
        left = f"{(self.goal - done) / rate / 60:.0f} min left" if rate > 0 and done < self.goal else ""
        bar = "#" * round(30 * share) + "-" * (30 - round(30 * share))
        verdicts = " ".join(f"{name} {counts[name]}" for name in ("won", "impossible", "unknown"))
        text = f"{self.key} [{bar}] {done}/{self.goal} {self.label} ({verdicts}) {left}"
        print(("\r" + text.ljust(100)) if self.terminal else text, end="\n" if final or not self.terminal else "",
              file=self.stream, flush=True)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Goal:
    """How far to work a variant: scrambled-order deals tried, and optionally certified deals in all."""

    deals: int
    won: int | None = None

    def met(self, ledger: Ledger, key: str) -> bool:
        """Whether the variant has reached the goal."""
        return scrambled_tried(ledger, key) >= self.deals or (
            self.won is not None and len(ledger.lines[key]) >= self.won
        )


def scrambled_tried(ledger: Ledger, key: str) -> int:
    """How many deals of the scrambled order a variant has tried."""
    return sum(run["tried"] for run in ledger.entry(key)["runs"] if run["order"] == "scrambled")


def certify(ledger: Ledger, key: str, goal: Goal, node_limit: int, runner: Runner, *, progress: bool = True) -> None:
    """Work one variant in the scrambled order until its goal is met, saving now and then and at the end."""
    run = ledger.current_run(key, node_limit)
    entry = ledger.entry(key)

    def measure() -> int:
        return len(ledger.lines[key]) if goal.won is not None else scrambled_tried(ledger, key)

    bar = Progress(key, "certified" if goal.won is not None else "tried", measure(), goal.won or goal.deals)

    def jobs() -> Iterator[Job]:
        index, left = run["next"], goal.deals - scrambled_tried(ledger, key)
        while left > 0:
            number = scrambled_number(index)
            if not ledger.skips(key, number):
                yield (key, index, number, node_limit)
                left -= 1
            index += 1

    saved_at = time.monotonic()
    try:
        if not goal.met(ledger, key):
            for result in runner(jobs()):
                for skipped in range(run["next"], result.index):
                    ledger.record(key, run, None, skipped)
                ledger.record(key, run, result, result.index)
                if progress:
                    bar.show(measure(), entry)
                if goal.met(ledger, key):
                    break
                if time.monotonic() - saved_at > SAVE_EVERY_SECONDS:
                    ledger.save()
                    saved_at = time.monotonic()
    finally:
        ledger.save()
    if progress:
        bar.show(measure(), entry, final=True)


def main() -> None:
    """Parse the options, then certify one variant locally, on a cluster, or in this process."""
    parser = argparse.ArgumentParser(
        prog="python3 -m tools.certify", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--variant", required=True, choices=sorted(game.VARIANTS))
    parser.add_argument("--deals", type=int, required=True, help="scrambled-order deals to have tried in all")
    parser.add_argument("--won", type=int, help="stop once the variant has this many certified deals")
    parser.add_argument("--out", type=Path, default=OUTPUT, help="output folder (default game/certified/)")
    parser.add_argument("--scheduler", help="a Dask scheduler's address, e.g. tcp://host:8786")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="local worker processes")
    parser.add_argument("--in-process", action="store_true", help="solve in this process, without Dask")
    parser.add_argument("--node-limit", type=int, help="nodes per deal (default: the variant's record's)")
    parser.add_argument("--daily-until", type=datetime.date.fromisoformat, help="then extend daily.txt to this date")
    options = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("stopped (SIGTERM); the results so far are saved"))
    ledger = Ledger(options.out)
    goal = Goal(options.deals, options.won)
    node_limit = options.node_limit or game.VARIANTS[options.variant].certify_nodes
    if options.in_process:
        certify(ledger, options.variant, goal, node_limit, in_process)
    else:
        run_on_cluster(ledger, options.variant, goal, node_limit, scheduler=options.scheduler, workers=options.workers)
    if options.daily_until:
        added = extend_calendar(options.daily_until, datetime.date.today(), options.out)
        print(f"{added} dates added to the deal-of-the-day calendar")


def run_on_cluster(
    ledger: Ledger, key: str, goal: Goal, node_limit: int, *, scheduler: str | None, workers: int
) -> None:
    """Certify on the Dask cluster at `scheduler`, or on a LocalCluster of `workers` single-threaded processes."""
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0",
                               memory_limit=0, silence_logs=logging.ERROR)  # fmt: skip
    with Client(scheduler or cluster) as client:
        if scheduler is not None:
            with tempfile.TemporaryDirectory() as folder:
                archive = Path(folder) / "game-package.zip"
                archive.write_bytes(game_package_zip())
                client.upload_file(str(archive))
        slots = sum(client.nthreads().values()) or 1
        certify(ledger, key, goal, node_limit, on_dask(client, 2 * slots))
    if cluster is not None:
        cluster.close()


if __name__ == "__main__":
    main()
