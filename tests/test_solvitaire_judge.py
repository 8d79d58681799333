"""The Solvitaire judge's converter (bench/solvitaire_judge.py): our deals in Solvitaire's JSON deal format.

Solvitaire itself is not built here (GPL, and CI does not build it); these tests pin the shape its
deal parser reads: one array of cards per tableau pile, as many as its preset has, bottom to top;
the stock with its top card last; card texts its schema accepts; no foundations (its Lucas preset
puts the eight aces up itself).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bench import solvitaire_judge
from game.cards import Card
from game.solver import VERSION
from tools.held_out import HELD_OUT, drawn_numbers

# The tableau pile count of each of Solvitaire's presets
PRESET_PILES = {"forty-thieves": 10, "lucas": 13, "maria": 9, "limited": 12, "streets": 10}
# The card pattern of Solvitaire's deal schema
CARD = re.compile(r"^(([0-9]|1[0-3]|a|A|j|J|q|Q|k|K)(c|C|d|D|h|H|s|S))$")


@pytest.mark.parametrize("key", sorted(PRESET_PILES))
def test_a_deal_in_solvitaire_s_format(key: str) -> None:
    """Every card of the deal but Lucas's aces, each pile in order, in JSON Solvitaire's schema accepts."""
    g = solvitaire_judge.deal(solvitaire_judge.RECORDS[key], 12345)
    converted = json.loads(json.dumps(solvitaire_judge.solvitaire_deal(g)))
    assert set(converted) == {"tableau piles", "stock", "waste"} and converted["waste"] == []
    assert len(converted["tableau piles"]) == PRESET_PILES[key]
    for column, texts in zip(g.variant.columns, converted["tableau piles"], strict=True):
        assert [Card.parse(text) for text in texts] == list(g.piles[column])
    assert [Card.parse(text) for text in converted["stock"]] == list(g.piles["stock"])
    texts = [text for pile in converted["tableau piles"] for text in pile] + converted["stock"]
    assert all(CARD.match(text) for text in texts)
    assert len(texts) == (96 if key == "lucas" else 104)
    assert g.code is not None and g.code.startswith(solvitaire_judge.RECORDS[key].prefix)


def test_only_a_starting_deal_converts() -> None:
    """A position with cards on the waste or built on a foundation has no faithful Solvitaire deal here."""
    g = solvitaire_judge.deal(solvitaire_judge.RECORDS["maria"], 7)
    g.draw()
    with pytest.raises(ValueError, match="starting deal"):
        solvitaire_judge.solvitaire_deal(g)


def test_the_verdict_line_is_read() -> None:
    """Solvitaire's result block names its verdict on the `Solution Type` line."""
    output = "Deal:\n...\nSolution Type: unsolvable\nStates Searched: 12\n"
    found = solvitaire_judge.SOLUTION_TYPE.search(output)
    assert found is not None and found.group(1) == "unsolvable"


def test_the_judged_deals_are_a_fixed_draw_from_the_held_out_numbers_no_bench_deals_from() -> None:
    """The same seed draws the same distinct numbers, all held out and above bench/solver_speed.py's first ones."""
    drawn = drawn_numbers(100, 53)
    assert drawn == drawn_numbers(100, 53) != drawn_numbers(100, 54)
    assert len(set(drawn)) == 100
    assert all(number in HELD_OUT and number >= HELD_OUT.start + (1 << 16) for number in drawn)


def test_an_answer_without_a_verdict_is_reported_with_what_solvitaire_said() -> None:
    """A crash or a usage error shows up as an error with the end of Solvitaire's message, never as a verdict."""
    assert solvitaire_judge.verdict_of("Solution Type: solved\n", "") == "solved"
    assert solvitaire_judge.verdict_of("", "unknown preset: lucas2\n") == "error: unknown preset: lucas2"


def test_a_run_resumes_only_from_verdicts_of_today_s_solver(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A deal judged with another solver version is judged again, one judged with this version is not."""
    stand_in = tmp_path / "solvitaire"  # answers like Solvitaire when its time runs out
    stand_in.write_text("#!/bin/sh\necho 'Solution Type: timed-out'\n", encoding="utf-8")
    stand_in.chmod(0o755)
    out = tmp_path / "judged.jsonl"
    g = solvitaire_judge.deal(solvitaire_judge.RECORDS["lucas"], drawn_numbers(1, 53)[0])
    older = {"game": "lucas", "time_limit": 0.5, "solver_version": "0", "code": g.code, "ours": "unknown",
             "nodes": 1, "seconds": 0.5, "solvitaire": "timed-out"}  # fmt: skip
    out.write_text(json.dumps(older) + "\n", encoding="utf-8")
    arguments = ["--solvitaire", str(stand_in), "--game", "lucas", "--deals", "1", "--time-limit", "0.5"]
    arguments += ["--out", str(out)]
    assert solvitaire_judge.main(arguments) == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert rows[0] == older and len(rows) == 2
    assert rows[1]["solver_version"] == VERSION and rows[1]["code"] == g.code
    assert rows[1]["solvitaire"] == "timed-out" and rows[1]["ours"] in {"won", "unknown"}
    assert solvitaire_judge.main(arguments) == 0
    assert out.read_text(encoding="utf-8").count("\n") == 2
    assert f"our solver: version {VERSION}" in capsys.readouterr().out
