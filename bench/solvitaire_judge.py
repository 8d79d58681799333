"""Solvitaire (Blake & Gent's solver) as an outside judge of the Forty Thieves family: both verdicts per deal.

    python3 -m bench.solvitaire_judge --solvitaire PATH [--game KEY ...] [--deals 3] [--first 1]
                                      [--timeout-ms 10000] [--node-limit 100000]

Each deal (numbers --first, --first + 1, …, dealt by the frozen shuffle as the game's codes deal
them) is written in Solvitaire's JSON deal format (`tableau piles` bottom to top, `stock` with its
top card last, an empty `waste`) and solved with `solvitaire --type <preset> --timeout <ms>`
beside our solver at a node limit. Solvitaire's presets never take a card back from a foundation,
so a deal it solves is winnable here too: a deal it solves that ours calls impossible is flagged,
and the bench exits with status 1. Solvitaire is GPL and is not part of this project: build it
yourself from its sources (CMake and Boost's program_options) and pass the binary's path. The
games need not be registered: the deals come from their records.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import game
from game.codes import encode_number, shuffled_cards
from game.engine import Game
from game.games import forty_thieves, limited, lucas, maria, streets
from game.registry import VariantRecord

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


def solvitaire_verdict(binary: Path, g: Game, timeout_ms: int) -> str:
    """Solvitaire's `Solution Type` for g's deal under its game's preset: solved, unsolvable, timed-out, …"""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "deal.json"
        path.write_text(json.dumps(solvitaire_deal(g)), encoding="utf-8")
        command = [str(binary), "--type", PRESETS[g.name], "--timeout", str(timeout_ms), str(path)]
        result = subprocess.run(command, capture_output=True, text=True, timeout=timeout_ms / 1000 + 60, check=False)
    found = SOLUTION_TYPE.search(result.stdout)
    return found.group(1) if found else f"error: {(result.stderr or result.stdout).strip()[-200:]}"


def main(argv: list[str] | None = None) -> int:
    """Print both verdicts per deal; exit 1 if Solvitaire solves a deal ours calls impossible."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--solvitaire", type=Path, required=True, help="the path of a solvitaire binary")
    parser.add_argument("--game", action="append", choices=sorted(RECORDS), help="a game (default: all but one)")
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--timeout-ms", type=int, default=10_000)
    parser.add_argument("--node-limit", type=int, default=100_000)
    args = parser.parse_args(argv)
    keys = args.game or [key for key in RECORDS if key != "forty-thieves"]
    disagreements = 0
    print(f"{'code':<16} {'solvitaire':<12} {'ours':<10} nodes")
    for key in keys:
        for number in range(args.first, args.first + args.deals):
            g = deal(RECORDS[key], number)
            theirs = solvitaire_verdict(args.solvitaire, g, args.timeout_ms)
            ours = game.solve(g, time_limit=3600, node_limit=args.node_limit)
            flag = theirs == SOLVED and ours.status == IMPOSSIBLE
            disagreements += flag
            print(f"{g.code:<16} {theirs:<12} {ours.status:<10} {ours.nodes}{'  DISAGREE' if flag else ''}", flush=True)
    print(f"{disagreements} disagreement(s)")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
