"""bench/lighthouse.py without Lighthouse: its command line, and its report from made-up Lighthouse reports."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from bench import lighthouse
from bench.lighthouse import Site


def test_a_site_is_a_folder_with_an_optional_server_block(tmp_path: Path) -> None:
    """`DIR` or `DIR:NGINX_CONF`; a folder without a built site, or one given twice, is refused."""
    (tmp_path / "index.html").write_text("<!doctype html>", encoding="utf-8")
    config = tmp_path / "nginx.conf"
    config.write_text("server {}", encoding="utf-8")
    args = lighthouse.arguments(["--site", str(tmp_path), "--site", f"{tmp_path}:{config}", "--runs", "2"])
    assert args.site == [Site(tmp_path), Site(tmp_path, config)]
    assert (args.runs, args.form_factor) == (2, None)
    assert Site(tmp_path, config).label == f"{tmp_path} ({config})"
    for wrong in (["--site", str(tmp_path / "nothing")], ["--site", str(tmp_path)] * 2, ["--runs", "0"]):
        with pytest.raises(SystemExit):
            lighthouse.arguments(wrong)


def made_up_report(performance: float, blocking: float, flagged: bool) -> dict[str, Any]:
    """A Lighthouse report with what the bench reads: scores, metrics, work, scripts, long tasks, audits."""
    origin = "http://127.0.0.1:8080"
    audits: dict[str, Any] = {name: {"numericValue": 1500.0} for name in lighthouse.METRICS}
    audits["total-blocking-time"] = {"numericValue": blocking}
    audits["mainthread-work-breakdown"] = {"details": {"items": [{"groupLabel": "Script Evaluation", "duration": 900}]}}
    audits["bootup-time"] = {"details": {"items": [{"url": f"{origin}/pyodide/pyodide.asm.mjs", "total": blocking}]}}
    audits["long-tasks"] = {"details": {"items": [{"url": "Unattributable", "startTime": 700, "duration": blocking}]}}
    deprecation = {"value": {"type": "text", "value": "`SharedArrayBuffer` will require cross-origin isolation."}}
    audits["deprecations"] = {
        "title": "Uses deprecated APIs",
        "score": 0 if flagged else 1,
        "details": {"items": [deprecation] if flagged else []},
    }
    audits["valid-source-maps"] = {
        "title": "Missing source maps",
        "score": 0,
        "details": {"items": [{"scriptUrl": f"{origin}/pyodide/pyodide.asm.mjs"}]},
    }
    categories = {name: {"score": 1.0, "auditRefs": []} for name in lighthouse.CATEGORIES}
    categories["performance"]["score"] = performance / 100
    categories["best-practices"]["auditRefs"] = [
        {"id": "deprecations", "weight": 5},
        {"id": "valid-source-maps", "weight": 0},
    ]
    return {"finalDisplayedUrl": f"{origin}/", "categories": categories, "audits": audits}


def test_the_report_gives_medians_side_by_side_and_the_median_runs_long_tasks() -> None:
    """Three runs of two sites: median scores and metrics, the long tasks of the median-TBT run, the audits flagged."""
    after = [lighthouse.summarise(made_up_report(score, blocking, False)) for score, blocking in ((50, 300), (60, 100))]
    after.append(lighthouse.summarise(made_up_report(40, 200, False)))
    before = [lighthouse.summarise(made_up_report(30, 900, index == 0)) for index in range(3)]
    text = lighthouse.report(
        "mobile", "12.2.3", {Site(Path("dist")): after, Site(Path("old"), Path("old.conf")): before}
    )
    lines = text.splitlines()
    assert lines[0] == "mobile (a phone, CPU 4x slower, slow 4G, simulated): Lighthouse 12.2.3, medians of 3 runs"
    assert lines[1:3] == ["  site 1: dist (deploy/nginx.conf)", "  site 2: old (old.conf)"]
    rows = {line[:30].strip(): line[30:].split() for line in lines[3:] if line.startswith("  ") and line[2] != " "}
    assert rows["Performance"] == ["50", "30"]
    assert rows["Total Blocking Time"] == ["200", "ms", "900", "ms"]
    assert rows["First Contentful Paint"] == ["1.5", "s", "1.5", "s"]
    first = lines.index("site 1: dist (deploy/nginx.conf)")
    assert lines[first + 1 : first + 5] == [
        "  busiest scripts (median main-thread time):",
        "       200 ms  /pyodide/pyodide.asm.mjs",
        "  long tasks of the run with the median TBT (start, duration, script):",
        "      0.7 s    200 ms  Unattributable",
    ]
    source_maps = "    best-practices: Missing source maps (valid-source-maps, not scored), 3 of 3 runs: "
    assert lines[first + 5 :].index("  audits that fell short:") == 0
    assert lines[first + 6] == source_maps + "/pyodide/pyodide.asm.mjs"
    assert lines[-2:] == [
        "    best-practices: Uses deprecated APIs (deprecations), 1 of 3 runs:"
        " `SharedArrayBuffer` will require cross-origin isolation.",
        source_maps + "/pyodide/pyodide.asm.mjs",
    ]


def test_a_run_lighthouse_could_not_record_is_run_again_and_any_other_failure_stops(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Please run Lighthouse again" (NO_NAVSTART) is retried, up to ATTEMPTS runs; another failure stops the bench."""
    output = tmp_path / "report.json"
    answers: list[tuple[int, str]] = []

    def run(command: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        code, stderr = answers.pop(0)
        if code == 0:
            output.write_text(json.dumps({"categories": {}}), encoding="utf-8")
        return subprocess.CompletedProcess(command, code, "", stderr)

    monkeypatch.setattr(lighthouse.subprocess, "run", run)
    no_trace = (1, "Runtime error encountered: Something went wrong. Please run Lighthouse again. (NO_NAVSTART)")
    answers[:] = [no_trace, no_trace, (0, "")]
    assert lighthouse.lighthouse("http://127.0.0.1:1/", "mobile", output) == {"categories": {}}
    answers[:] = [no_trace] * lighthouse.ATTEMPTS
    with pytest.raises(SystemExit, match="NO_NAVSTART"):
        lighthouse.lighthouse("http://127.0.0.1:1/", "mobile", output)
    answers[:] = [(1, "Chrome could not be started"), (0, "")]
    with pytest.raises(SystemExit, match="could not be started"):
        lighthouse.lighthouse("http://127.0.0.1:1/", "mobile", output)
    assert answers == [(0, "")], "not run again"
