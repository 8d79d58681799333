"""The measured odds of every game as a Markdown table, for docs/solver.md: python3 -m tools.odds [STATS_JSON]

From the certify runs' counts (game/certified/stats.json, or the file given): per variant the deals
tried, won, proved impossible and left unknown, and the bounds the Rules pages show (at least the
share won; at most the share not proved impossible), each with its 95 % Wilson interval: the range
the share of all deals lies in, given that the tried deals are a random sample (the certify order
is a scramble of the deal numbers).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import game
from game.certified import FOLDER, STATS_FILE
from game.certified import read_measured as read_counts
from game.registry import VARIANTS


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share `successes / trials` (0 to 1 when nothing was tried)."""
    if trials == 0:
        return 0.0, 1.0
    share = successes / trials
    centre = (share + z * z / (2 * trials)) / (1 + z * z / trials)
    spread = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return max(0.0, centre - spread), min(1.0, centre + spread)


def percent(share: float) -> str:
    """A share as a percentage: whole, or with a tenth below 10 % (but above 0)."""
    return f"{share:.1%}" if 0 < share < 0.095 else f"{share:.0%}"


def odds_table(stats: Path) -> str:
    """The Markdown table of every registered variant the stats file measured, in the registry's order."""
    counts = read_counts(stats)
    lines = [
        "| game | variant | tried | won | impossible | unknown | winnable: at least | at most |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for key, record in VARIANTS.items():
        if key not in counts:
            continue
        tried, won, unknown = counts[key]
        impossible = tried - won - unknown
        least, most = won / tried, (tried - impossible) / tried
        least_low, _ = wilson(won, tried)
        _, most_high = wilson(tried - impossible, tried)
        name = game.i18n.catalogue("en").text(record.name_id)
        lines.append(
            f"| {name} | `{key}` | {tried} | {won} | {impossible} | {unknown} | "
            f"{percent(least)} (95 %: ≥ {percent(least_low)}) | {percent(most)} (95 %: ≤ {percent(most_high)}) |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    print(odds_table(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER / STATS_FILE))
