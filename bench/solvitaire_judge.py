"""Solvitaire (Blake & Gent's solver) as an outside judge of the Forty Thieves family: both verdicts per deal.

    python3 -m bench.solvitaire_judge --solvitaire PATH [--game KEY ...] [--deals 100] [--seed 53]
                                      [--time-limit 30] [--out FILE]

Per game, `--deals` deal numbers are drawn at random (seeded: the same draw every time) from the
held-out range (tools/held_out.py, drawn_numbers) above the part bench/solver_speed.py deals from
in order, so that no certify run and no tuning has seen them. Each deal is written in
Solvitaire's JSON deal format (`tableau piles` bottom to top, `stock` with its top card last, an
empty `waste`) and solved with `solvitaire --type <preset> --timeout <ms>` while our solver works
on it in this process, both under the same time limit, one core each. Printed per deal, then per
game: our won / impossible / unknown and the resolved share with its 95 % (Wilson) interval,
beside Solvitaire's verdicts. With `--out`, each deal's verdicts are appended to FILE as a JSON
line with our solver's version, and a run resumes from the deals the file already has for this
version and time limit.

Solvitaire's presets never take a card back from a foundation, so a deal it solves is winnable
here too: a deal it solves that ours calls impossible is flagged, and the bench exits with status
1. Solvitaire is GPL and is not part of this project: build it yourself from its sources (CMake
and Boost's program_options) and pass the binary's path. The games need not be registered: the
deals come from their records.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import game
from game.codes import encode_number, shuffled_cards
from game.engine import Game
from game.games import forty_thieves, limited, lucas, maria, streets
from game.registry import VariantRecord
from game.solver import VERSION
from tools.held_out import drawn_numbers
from tools.odds import wilson

RECORDS = {
    record.key: record for folder in (forty_thieves, lucas, maria, limited, streets) for record in folder.RECORDS
}
# Solvitaire's preset of each of our game keys
PRESETS = {
    "forty-thieves": "forty-thieves",
    "lucas": "lucas",
    "maria": "maria",
    "limited": "limited",
    "streets": "streets",
}
SOLUTION_TYPE = re.compile(r"^Solution Type: (\S+)", re.MULTILINE)
SOLVED = "solved"
IMPOSSIBLE = "impossible"


def deal(record: VariantRecord, number: int) -> Game:
    """Deal `number` of a game, as its code `<prefix>-<part>-<number>` deals it, registered or not."""
    piles = record.variant.deal(shuffled_cards(number, record.variant.decks))
    return Game(record, piles, code=f"{record.prefix}-{record.part}-{encode_number(number)}")


def solvitaire_deal(g: Game) -> dict[str, list[list[str]] | list[str]]:
    """A starting deal in Solvitaire's JSON format: the columns bottom to top, the stock with its top card last.

    The foundations are left out: a preset whose foundations start with the aces (Lucas) puts them
    there itself, and a starting deal of the other games has none home.
    """
    if g.piles["waste"] or any(g.piles[f][1:] for f in g.variant.foundations):
        raise ValueError("only a starting deal converts: nothing on the waste, at most an ace on each foundation")
    return {
        "tableau piles": [[str(card) for card in g.piles[column]] for column in g.variant.columns],
        "stock": [str(card) for card in g.piles["stock"]],
        "waste": [],
    }


def start_solvitaire(binary: Path, g: Game, timeout_ms: int, folder: Path) -> subprocess.Popen[str]:
    """Start Solvitaire on g's deal under its game's preset."""
    path = folder / f"{g.code}.json"
    path.write_text(json.dumps(solvitaire_deal(g)), encoding="utf-8")
    command = [str(binary), "--type", PRESETS[g.name], "--timeout", str(timeout_ms), str(path)]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def verdict_of(output: str, errors: str) -> str:
    """Solvitaire's `Solution Type` (solved, unsolvable, timed-out, …), or what it said when it named none."""
    found = SOLUTION_TYPE.search(output)
    return found.group(1) if found else f"error: {(errors or output).strip()[-200:]}"


def judge(binary: Path, key: str, g: Game, time_limit: float, folder: Path) -> dict[str, object]:
    """Both verdicts on one deal of game `key`, Solvitaire in its own process while ours solves here."""
    solvitaire = start_solvitaire(binary, g, round(time_limit * 1000), folder)
    started = time.monotonic()
    ours = game.solve(g, time_limit=time_limit)
    seconds = time.monotonic() - started
    try:
        output, errors = solvitaire.communicate(timeout=time_limit + 60)
    except subprocess.TimeoutExpired:
        solvitaire.kill()
        output, errors = solvitaire.communicate()
    row: dict[str, object] = {"game": key, "time_limit": time_limit, "solver_version": VERSION, "code": g.code}
    return row | {"ours": ours.status, "nodes": ours.nodes, "seconds": round(seconds, 1),
                  "solvitaire": verdict_of(output, errors)}  # fmt: skip


def summary(key: str, rows: list[dict[str, object]]) -> str:
    """One game's line: our verdicts and resolved share with its interval, Solvitaire's verdicts."""
    counts = {status: sum(row["ours"] == status for row in rows) for status in ("won", IMPOSSIBLE, "unknown")}
    resolved = counts["won"] + counts[IMPOSSIBLE]
    low, high = wilson(resolved, len(rows))
    theirs: dict[str, int] = {}
    for row in rows:
        theirs[str(row["solvitaire"])] = theirs.get(str(row["solvitaire"]), 0) + 1
    return (f"{key:<14} {len(rows):>4} deals  ours: won {counts['won']}, impossible {counts[IMPOSSIBLE]}, "
            f"unknown {counts['unknown']}, resolved {resolved / max(1, len(rows)):.0%} "
            f"(95 %: {low:.0%}-{high:.0%})  solvitaire: "
            + ", ".join(f"{verdict} {count}" for verdict, count in sorted(theirs.items())))  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    """Print both verdicts per deal and a summary per game; exit 1 if Solvitaire solves a deal ours calls impossible."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--solvitaire", type=Path, required=True, help="the path of a solvitaire binary")
    parser.add_argument("--game", action="append", choices=sorted(RECORDS), help="a game (default: all five)")
    parser.add_argument("--deals", type=int, default=100, help="deals per game (default 100)")
    parser.add_argument("--seed", type=int, default=53, help="the seed of the draw (default 53)")
    parser.add_argument("--time-limit", type=float, default=30.0, help="seconds per deal, both solvers (default 30)")
    parser.add_argument("--out", type=Path, help="append each deal's verdicts here as a JSON line; resume from it")
    args = parser.parse_args(argv)
    done: dict[tuple[str, str], dict[str, object]] = {}
    if args.out and args.out.exists():
        for line in args.out.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if (row["time_limit"], row.get("solver_version")) == (args.time_limit, VERSION):
                done[row["game"], row["code"]] = row
    disagreements = 0
    results: dict[str, list[dict[str, object]]] = {}
    print(f"our solver: version {VERSION}")
    print(f"{'code':<16} {'solvitaire':<12} {'ours':<10} {'nodes':>9} seconds")
    with tempfile.TemporaryDirectory() as folder:
        for key in args.game or list(RECORDS):
            results[key] = []
            for number in drawn_numbers(args.deals, args.seed):
                g = deal(RECORDS[key], number)
                row = done.get((key, str(g.code)))
                if row is None:
                    row = judge(args.solvitaire, key, g, args.time_limit, Path(folder))
                    if args.out:
                        with args.out.open("a", encoding="utf-8") as out:
                            out.write(json.dumps(row) + "\n")
                flag = row["solvitaire"] == SOLVED and row["ours"] == IMPOSSIBLE
                disagreements += flag
                results[key].append(row)
                print(f"{row['code']!s:<16} {row['solvitaire']!s:<12} {row['ours']!s:<10} {row['nodes']!s:>9} "
                      f"{row['seconds']}{'  DISAGREE' if flag else ''}", flush=True)  # fmt: skip
    for key, rows in results.items():
        print(summary(key, rows))
    print(f"{disagreements} disagreement(s)")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
