"""What the build ships for the analysis worker: its Python apart, and the certified solutions."""

from __future__ import annotations

import json
from pathlib import Path

import game
from game.certified import certified_codes
from game.replay import Replay
from tools import python_bundle, snapshot


def test_the_solver_and_the_analysis_ship_only_to_the_worker(site_dir: Path) -> None:
    """analysis-files.json holds game.analysis and the solver; the page's files hold neither."""
    worker = json.loads((site_dir / python_bundle.ANALYSIS_FILES).read_text(encoding="utf-8"))
    page = snapshot.shipped_files(site_dir)
    assert "game/analysis.py" in worker and any(path.startswith("game/solver/") for path in worker)
    assert not any(path.startswith(python_bundle.UNSHIPPED_PACKAGES) for path in page)
    assert '"""' not in worker["game/analysis.py"], "docstrings stripped, as the page's are"


def test_every_certified_deal_has_its_winning_solution_for_the_worker(site_dir: Path) -> None:
    """solutions/<variant>.txt: one line per certified deal, `<code> <moves text>`, whose moves win the deal."""
    for key in game.VARIANTS:
        lines = (site_dir / python_bundle.SOLUTIONS_FOLDER / f"{key}.txt").read_text(encoding="utf-8").splitlines()
        codes = [line.split(" ", 1)[0] for line in lines]
        assert codes == list(certified_codes(key)), key
        for line in lines[:: max(1, len(lines) // 20)]:
            code, moves = line.split(" ", 1)
            replay = Replay.from_text(code, moves)
            replay.seek(len(replay))
            assert replay.game.won, code
