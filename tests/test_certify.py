"""tools/certify.py: the scrambled order, resuming, and the same bytes on Dask as in one process."""

from __future__ import annotations

import ast
import itertools
import json
import shutil
from pathlib import Path

import pytest
from distributed import LocalCluster

from game.codes import NUMBER_LIMIT, DealCode
from tools import python_bundle as build
from tools.certify import (
    OUTPUT,
    Goal,
    Ledger,
    certify,
    in_process,
    run_on_cluster,
    scrambled_index,
    scrambled_number,
)
from tools.held_out import HELD_OUT

NODES = 400


def run(folder: Path, key: str, deals: int, runner: object = in_process, nodes: int = NODES) -> None:
    """One certify run into `folder`, as the command line makes it."""
    certify(Ledger(folder), key, Goal(deals), nodes, runner, progress=False)  # type: ignore[arg-type]


def files(folder: Path) -> dict[str, bytes]:
    """Every file a run wrote, by name."""
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def test_the_scrambled_order_is_a_bijection_that_looks_random() -> None:
    """scrambled_index undoes scrambled_number; the first numbers are spread over the whole 35-bit space."""
    for index in [*range(2000), NUMBER_LIMIT - 1, NUMBER_LIMIT // 3, 123_456_789]:
        assert scrambled_index(scrambled_number(index)) == index
    numbers = [scrambled_number(index) for index in range(4096)]
    assert len(set(numbers)) == len(numbers)
    assert all(0 <= number < NUMBER_LIMIT for number in numbers)
    assert sum(number < NUMBER_LIMIT // 2 for number in numbers) in range(1900, 2200)
    assert sum(number % 2 for number in numbers) in range(1900, 2200)
    assert all(abs(a - b) > 1000 for a, b in itertools.pairwise(numbers))


def test_a_run_is_the_same_bytes_in_one_process_and_on_a_dask_cluster(tmp_path: Path) -> None:
    """Eight Off deals under a node limit: a cluster of two worker processes, reached by its scheduler's
    address as --scheduler does (the game package uploaded to them), writes what one process writes."""
    run(tmp_path / "alone", "eight-off-8", 8)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster:
        run_on_cluster(Ledger(tmp_path / "dask"), "eight-off-8", Goal(8), NODES, scheduler=cluster.scheduler_address,
                       workers=2)  # fmt: skip
    assert files(tmp_path / "alone") == files(tmp_path / "dask")
    stats = json.loads((tmp_path / "alone" / "stats.json").read_text())["variants"]["eight-off-8"]
    assert stats["tried"] == 8 and stats["node_limit"] == NODES
    assert stats["won"] == len((tmp_path / "alone" / "eight-off-8.txt").read_text().splitlines()) > 0


def test_a_run_resumed_writes_what_one_run_writes(tmp_path: Path) -> None:
    """Three deals then five more (and a line left by an interrupted run) give the files of eight at once."""
    run(tmp_path / "once", "eight-off-8", 8)
    run(tmp_path / "twice", "eight-off-8", 3)
    certified = tmp_path / "twice" / "eight-off-8.txt"
    code = str(DealCode("eight-off", scrambled_number(7), 8))
    certified.write_text(certified.read_text() + f"{code} column-1>cell-5\n")
    run(tmp_path / "twice", "eight-off-8", 8)
    assert files(tmp_path / "once") == files(tmp_path / "twice")


def test_new_deals_are_appended_after_the_lines_already_certified(tmp_path: Path) -> None:
    """On a copy of game/certified, a Forty Thieves run keeps every earlier line first and adds a run entry."""
    folder = tmp_path / "certified"
    shutil.copytree(OUTPUT, folder)
    before = (folder / "forty-thieves.txt").read_text()
    old = json.loads((folder / "stats.json").read_text())["variants"]["forty-thieves"]
    scrambled = sum(run["tried"] for run in old["runs"] if run["order"] == "scrambled")
    run(folder, "forty-thieves", scrambled + 2, nodes=300)
    after = (folder / "forty-thieves.txt").read_text()
    assert after.startswith(before)
    new = json.loads((folder / "stats.json").read_text())["variants"]["forty-thieves"]
    assert new["tried"] == old["tried"] + 2
    assert new["runs"][:-1] == old["runs"]
    first = max((run["next"] for run in old["runs"] if run["order"] == "scrambled"), default=0)
    assert new["runs"][-1]["first"] == first and new["runs"][-1]["next"] >= first + 2
    assert new["runs"][-1] | {"unknown": 0, "next": 0} == {"order": "scrambled", "first": first, "next": 0,
        "node_limit": 300, "solver_version": new["solver_version"], "tried": 2, "won": 0, "impossible": 0,
        "unknown": 0}  # fmt: skip
    for name in ("eight-off-8", "eight-off-4", "eight-off-2", "daily"):
        assert (folder / f"{name}.txt").read_bytes() == (OUTPUT / f"{name}.txt").read_bytes()


def test_held_out_and_already_tried_numbers_are_passed_over(tmp_path: Path) -> None:
    """The bench's deals and the older sequential order's deals are never tried again."""
    ledger = Ledger(OUTPUT)
    assert ledger.skips("forty-thieves", HELD_OUT[0]) and ledger.skips("forty-thieves", 17)
    assert not ledger.skips("forty-thieves", scrambled_number(0))
    assert not Ledger(tmp_path).skips("forty-thieves", 17)


@pytest.mark.parametrize("folder", [*build.PYTHON_PACKAGES, "static/py"])
def test_nothing_the_page_or_the_solver_can_import_uses_dask(folder: str) -> None:
    """Dask is a tool-time dependency (tools/requirements.txt): no module of game/ or the page imports it."""
    for path in sorted((build.ROOT / folder).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [alias.name for alias in getattr(node, "names", [])] + [getattr(node, "module", None) or ""]
            if isinstance(node, ast.Import | ast.ImportFrom):
                assert not any(name.split(".")[0] in {"dask", "distributed"} for name in names), path
