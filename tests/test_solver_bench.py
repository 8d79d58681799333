"""bench/solver_speed.py: its options without Dask, the runner's JSON lines, a baseline from a git worktree."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from bench import solver_speed
from game.codes import DealCode
from game.solver import VERSION
from tests.support.helpers import ROOT, run_python
from tools.held_out import HELD_OUT, drawn_numbers

NO_DASK = textwrap.dedent(
    """
    import importlib.abc, sys

    class Blocker(importlib.abc.MetaPathFinder):
        '''Refuses Dask, as a Python without tools/requirements.txt would.'''

        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("dask", "distributed"):
                raise ImportError(f"{name} is not installed")
            return None

    sys.meta_path.insert(0, Blocker())
    """
)
HELP = "from bench import solver_speed\nsolver_speed.main(['--help'])\n"
IN_GIT = subprocess.run(["git", "rev-parse"], cwd=ROOT, capture_output=True, check=False).returncode == 0
CODE = str(DealCode("eight-off", HELD_OUT.start, 8))


def test_the_bench_and_its_help_need_no_dask() -> None:
    """With dask and distributed unimportable, bench.solver_speed imports and prints its --help."""
    result = run_python(NO_DASK + HELP, ROOT)
    assert result.returncode == 0, result.stderr
    assert "--baseline REV" in result.stdout and "held-out" in result.stdout


def test_the_dask_blocker_really_blocks() -> None:
    """The same interpreter setup cannot import tools.certify, so the test above can fail."""
    result = run_python(NO_DASK + "import tools.certify\n", ROOT)
    assert result.returncode != 0
    assert "is not installed" in result.stderr


def test_the_runner_answers_one_json_line_per_deal() -> None:
    """The runner's protocol: a header with the version and the game package, then one line per deal."""
    request = json.dumps({"codes": [CODE], "time_limit": None, "node_limit": 300})
    command = [sys.executable, "-c", solver_speed.RUNNER.read_text(encoding="utf-8")]
    result = subprocess.run(command, cwd=ROOT, input=request, capture_output=True, text=True, check=True, timeout=60)
    header, line = (json.loads(text) for text in result.stdout.splitlines())
    assert header == {"version": VERSION, "game": str(ROOT / "game" / "__init__.py")}
    assert line["code"] == CODE and line["status"] in ("won", "impossible", "unknown")
    assert 0 < line["nodes"] <= 300 and line["seconds"] > 0 and line["peak_mb"] > 0


@pytest.mark.skipif(not IN_GIT, reason="the baseline needs a git checkout")
def test_a_baseline_runs_from_a_worktree_removed_afterwards(capsys: pytest.CaptureFixture[str]) -> None:
    """--baseline HEAD: both solvers answer the same deal, and the temporary worktree is gone after the run."""
    solver_speed.main(["--baseline", "HEAD", "--deals", "1", "--node-limit", "300", "--variant", "eight-off-8"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"1 held-out deals per variant from {HELD_OUT.start}, 300 nodes per deal"
    head = solver_speed.resolve("HEAD")
    assert [line.split()[:3] for line in lines[1:]] == [
        ["eight-off-8", "today", f"(v{VERSION})"],
        ["eight-off-8", "HEAD", head[:10]],
    ]
    assert "solver-baseline-" not in solver_speed.git("worktree", "list")


@pytest.mark.skipif(not IN_GIT, reason="the baseline needs a git checkout")
def test_an_unknown_baseline_is_refused() -> None:
    """A revision git does not know stops the bench with a usage error, before any solving."""
    with pytest.raises(SystemExit) as stop:
        solver_speed.main(["--baseline", "no-such-revision-anywhere", "--deals", "1"])
    assert stop.value.code == 2


@pytest.mark.skipif(not IN_GIT, reason="the baseline needs a git checkout")
def test_side_by_side_on_a_seeded_draw(capsys: pytest.CaptureFixture[str]) -> None:
    """--side-by-side --seed: both solvers at once on the judge's draw, their lines still today's first."""
    options = ["--baseline", "HEAD", "--side-by-side", "--seed", "53", "--deals", "2", "--node-limit", "300"]
    solver_speed.main([*options, "--variant", "eight-off-8", "--verbose"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "2 held-out deals per variant drawn with seed 53, 300 nodes per deal"
    codes = {str(DealCode("eight-off", number, 8)) for number in drawn_numbers(2, 53)}
    per_deal = [line.split() for line in lines[1:5]]
    assert sorted(words[0] for words in per_deal) == ["HEAD", "HEAD", "today", "today"]
    assert {word for words in per_deal for word in words if word.startswith("EO1-")} == codes
    assert [line.split()[:2] for line in lines[5:]] == [["eight-off-8", "today"], ["eight-off-8", "HEAD"]]
    assert "solver-baseline-" not in solver_speed.git("worktree", "list")


def test_a_draw_and_a_first_deal_together_are_refused() -> None:
    """--seed and --first name the deals two ways: a usage error, before any solving."""
    with pytest.raises(SystemExit) as stop:
        solver_speed.main(["--seed", "53", "--first", str(HELD_OUT.start), "--deals", "1"])
    assert stop.value.code == 2
