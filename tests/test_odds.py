"""The odds table of docs/solver.md (tools/odds.py): the bounds of each measured variant with their 95 % intervals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools.odds import odds_table, wilson


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [(40, 100, 0.3094, 0.4980), (0, 100, 0.0, 0.0370), (100, 100, 0.9630, 1.0), (0, 0, 0.0, 1.0)],
)
def test_the_wilson_interval(successes: int, trials: int, low: float, high: float) -> None:
    """The 95 % Wilson score interval, against the textbook values."""
    assert wilson(successes, trials) == pytest.approx((low, high), abs=5e-4)


def test_each_measured_variant_gets_its_counts_bounds_and_intervals(tmp_path: Path) -> None:
    """Tried, won, impossible (the rest), unknown; at least the share won, at most the share not proved impossible."""
    stats = tmp_path / "stats.json"
    counts = {"maria": (100, 40, 55), "eight-off-2": (1000, 4, 6)}
    variants = {key: {"tried": tried, "won": won, "unknown": unknown} for key, (tried, won, unknown) in counts.items()}
    stats.write_text(json.dumps({"variants": variants}), encoding="utf-8")
    rows = odds_table(stats).splitlines()
    assert len(rows) == 4
    assert rows[2] == "| Maria | `maria` | 100 | 40 | 5 | 55 | 40% (95 %: ≥ 31%) | 95% (95 %: ≤ 98%) |"
    assert rows[3] == "| Eight Off | `eight-off-2` | 1000 | 4 | 990 | 6 | 0.4% (95 %: ≥ 0.2%) | 1.0% (95 %: ≤ 1.8%) |"
