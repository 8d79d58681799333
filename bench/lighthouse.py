"""Lighthouse 12 on the built site behind real nginx: category scores, core metrics, main-thread work.

    .venv/bin/python -m bench.lighthouse [--runs N] [--form-factor {mobile,desktop}] [--no-build]
                                         [--site DIR[:NGINX_CONF]]...

Serves each site with Debian's nginx on a loopback port of its own, as the hosting tests do
(tests/support/hosts.py): dist/ (built first, unless --no-build) with deploy/nginx.conf, or each
`--site` folder, with deploy/nginx.conf or the server block named after a colon (an older
commit's own configuration). Two sites make a before/after in one run, for instance
`--site dist --site ../base/dist:../base/deploy/nginx.conf`. Runs the Lighthouse CLI on each with
Debian's Chromium (CHROME_PATH, the flags of tools/chromium.py) in two form factors: mobile,
Lighthouse's default (a phone's screen, a CPU four times slower and a slow 4G link, simulated
from an unthrottled load), and desktop (`--preset=desktop`). Every run is a first visit:
Lighthouse starts Chromium on a new profile and clears the site's storage. The sites take turns,
run after run, so that they share the machine's ups and downs.

Printed for each form factor, medians of `--runs` runs of each site: the scores of the four
categories; FCP, LCP, TBT, CLS, Speed Index and time to interactive; the main thread's work by
kind; the scripts that kept it busiest; the long tasks of the run with the median TBT (a task
Lighthouse cannot tie to a script is "Unattributable"; `_lighthouse-eval.js` is its own probing);
and every audit of the other three categories that fell short in any run, scored or not.

Lighthouse is no dependency of the build or the site: bench/lighthouse/package.json pins it and
its package-lock.json pins everything it needs, and this bench installs them with `npm ci` into
bench/lighthouse/node_modules/ (ignored by git) on first use, or when the pin has changed.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from tests.support.hosts import served_by
from tools import site_build as build
from tools.chromium import CHROMIUM_ARGS, chromium_executable

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "bench" / "lighthouse"
CLI = PACKAGE / "node_modules" / "lighthouse" / "cli" / "index.js"
RUN_TIMEOUT_S = 600
ATTEMPTS = 3
RUN_AGAIN = "Please run Lighthouse again"  # in Lighthouse's message for a trace it could not record
CATEGORIES = {
    "performance": "Performance",
    "accessibility": "Accessibility",
    "best-practices": "Best practices",
    "seo": "SEO",
}
# Audit id -> (name, unit): "s" and "ms" for times Lighthouse gives in milliseconds, "" for CLS.
METRICS = {
    "first-contentful-paint": ("First Contentful Paint", "s"),
    "largest-contentful-paint": ("Largest Contentful Paint", "s"),
    "total-blocking-time": ("Total Blocking Time", "ms"),
    "cumulative-layout-shift": ("Cumulative Layout Shift", ""),
    "speed-index": ("Speed Index", "s"),
    "interactive": ("Time to Interactive", "s"),
}
FORM_FACTORS = {"mobile": (), "desktop": ("--preset=desktop",)}
BUSIEST_SCRIPTS = 6
DETAIL_KEYS = ("value", "description", "issueType", "source", "scriptUrl", "url")


@dataclass(frozen=True)
class Site:
    """A built site and the nginx server block that serves it (None: deploy/nginx.conf)."""

    folder: Path
    config: Path | None = None

    @property
    def label(self) -> str:
        """How the report names the site: its folder, and its configuration when it is not the shipped one."""
        return f"{self.folder} ({self.config or 'deploy/nginx.conf'})"


@dataclass
class Run:
    """What one Lighthouse run found, in the figures this bench prints."""

    scores: dict[str, float] = field(default_factory=dict)
    metrics: dict[str, float] = field(default_factory=dict)
    work: dict[str, float] = field(default_factory=dict)  # main-thread milliseconds by kind of work
    scripts: dict[str, float] = field(default_factory=dict)  # main-thread milliseconds by script
    long_tasks: list[tuple[str, float, float]] = field(default_factory=list)  # (script, start, duration)
    flagged: dict[str, str] = field(default_factory=dict)  # audit line -> its first details


def parse_site(text: str) -> Site:
    """`DIR` or `DIR:NGINX_CONF` from the command line."""
    folder, _, config = text.partition(":")
    if not folder:
        raise argparse.ArgumentTypeError(f"no folder in {text!r}")
    return Site(Path(folder), Path(config) if config else None)


def arguments(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line, parsed."""
    parser = argparse.ArgumentParser(prog="python -m bench.lighthouse", description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each site in each form factor (default 3)")
    parser.add_argument(
        "--site",
        type=parse_site,
        action="append",
        metavar="DIR[:NGINX_CONF]",
        help="a built site to measure, with its own nginx server block if given (repeat to compare; default dist/)",
    )
    parser.add_argument("--form-factor", choices=sorted(FORM_FACTORS), help="only this one (default both)")
    parser.add_argument("--no-build", action="store_true", help="measure dist/ as it is")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    args.site = args.site or [Site(build.DIST)]
    if len(set(args.site)) < len(args.site):
        parser.error("a site is given twice")
    for site in args.site:
        to_build = site.folder.resolve() == build.DIST and not args.no_build
        if not (to_build or (site.folder / "index.html").is_file()):
            parser.error(f"{site.folder} holds no built site")
        if site.config and not site.config.is_file():
            parser.error(f"{site.config}: no such nginx server block")
    return args


def ensure_lighthouse() -> str:
    """Install the pinned Lighthouse with `npm ci` unless it is there already; its version."""
    pinned = json.loads((PACKAGE / "package.json").read_text(encoding="utf-8"))["devDependencies"]["lighthouse"]
    installed = CLI.parents[1] / "package.json"
    if not installed.is_file() or json.loads(installed.read_text(encoding="utf-8"))["version"] != pinned:
        print(f"lighthouse: installing Lighthouse {pinned} into {PACKAGE.relative_to(ROOT)}/node_modules", flush=True)
        npm = ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"]
        subprocess.run(npm, cwd=PACKAGE, check=True)
    return str(pinned)


def lighthouse(url: str, form_factor: str, output: Path) -> dict[str, Any]:
    """Run the Lighthouse CLI on `url`; its report (the JSON "LHR").

    A run whose trace Lighthouse could not record (it says "Please run Lighthouse again", as
    NO_NAVSTART does now and then here) is run again, up to ATTEMPTS runs in all.
    """
    command = [
        "node",
        str(CLI),
        url,
        "--output=json",
        f"--output-path={output}",
        "--quiet",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={' '.join(CHROMIUM_ARGS)}",
        *FORM_FACTORS[form_factor],
    ]
    environment = {**os.environ, "CHROME_PATH": chromium_executable()}
    for attempt in range(1, ATTEMPTS + 1):
        done = subprocess.run(
            command, env=environment, capture_output=True, text=True, timeout=RUN_TIMEOUT_S, check=False
        )
        if done.returncode == 0:
            report: dict[str, Any] = json.loads(output.read_text(encoding="utf-8"))
            if not report.get("runtimeError"):
                return report
            failure = f"lighthouse could not measure {url} ({form_factor}): {report['runtimeError']}"
        else:
            failure = f"lighthouse failed on {url} ({form_factor}):\n{done.stderr[-4000:]}"
        if RUN_AGAIN not in failure or attempt == ATTEMPTS:
            sys.exit(failure)
        print(f"lighthouse: {failure.splitlines()[-1].strip()} (running it again)", flush=True)
    raise AssertionError("unreachable")


def short_url(url: str, origin: str) -> str:
    """A URL of the measured site as its path ('/pyodide/pyodide.asm.mjs'); anything else as it is."""
    return url.removeprefix(origin) or "/" if url.startswith(origin) else url


def details_text(audit: dict[str, Any], origin: str) -> str:
    """The first few items an audit lists, in one short line."""
    texts = []
    for item in audit.get("details", {}).get("items", [])[:3]:
        values = [item.get(key) for key in DETAIL_KEYS]
        values = [value.get("value") or value.get("url") if isinstance(value, dict) else value for value in values]
        text = next((value for value in values if isinstance(value, str)), None)
        if text is not None:
            texts.append(short_url(text, origin)[:120])
    return "; ".join(texts)


def summarise(report: dict[str, Any]) -> Run:
    """The figures of one Lighthouse report."""
    audits = report["audits"]
    split = urlsplit(report["finalDisplayedUrl"])
    origin = f"{split.scheme}://{split.netloc}"
    run = Run()
    run.scores = {name: 100 * report["categories"][name]["score"] for name in CATEGORIES}
    run.metrics = {name: audits[name]["numericValue"] for name in METRICS if name in audits}
    for item in audits["mainthread-work-breakdown"]["details"]["items"]:
        run.work[item["groupLabel"]] = item["duration"]
    for item in audits["bootup-time"]["details"]["items"]:
        run.scripts[short_url(item["url"], origin)] = item["total"]
    run.long_tasks = [
        (short_url(item["url"], origin), item["startTime"], item["duration"])
        for item in audits["long-tasks"]["details"]["items"]
    ]
    for category in CATEGORIES:
        if category == "performance":
            continue
        for reference in report["categories"][category]["auditRefs"]:
            audit = audits[reference["id"]]
            if audit["score"] is not None and audit["score"] < 1:
                scored = "" if reference["weight"] else ", not scored"
                line = f"{category}: {audit['title']} ({reference['id']}{scored})"
                run.flagged[line] = details_text(audit, origin)
    return run


def number(value: float, unit: str) -> str:
    """A metric for people: '5.0 s', '11640 ms', '0.012'."""
    if unit == "s":
        return f"{value / 1000:.1f} s"
    if unit == "ms":
        return f"{value:.0f} ms"
    return f"{value:.3f}"


def median_of(runs: Sequence[Run], pick: str, key: str) -> float | None:
    """The median over `runs` of one figure (`pick`: 'scores', 'metrics', 'work' or 'scripts'); None if none has it."""
    values = [getattr(run, pick)[key] for run in runs if key in getattr(run, pick)]
    return statistics.median(values) if values else None


def median_run(runs: Sequence[Run]) -> Run:
    """The run with the median Total Blocking Time (the lower middle one of an even count)."""
    ordered = sorted(runs, key=lambda run: run.metrics.get("total-blocking-time", 0.0))
    return ordered[(len(ordered) - 1) // 2]


def table(rows: list[tuple[str, list[str]]], labels: Sequence[str]) -> list[str]:
    """Rows of a name and one cell per site, right-aligned under the sites' labels."""
    name_width = max(len(name) for name, _ in rows)
    widths = [max(len(label), *(len(cells[index]) for _, cells in rows)) for index, label in enumerate(labels)]
    lines = [
        "  " + " " * name_width + "".join(f"  {label:>{width}}" for label, width in zip(labels, widths, strict=True))
    ]
    for name, cells in rows:
        lines.append(
            f"  {name:<{name_width}}" + "".join(f"  {cell:>{width}}" for cell, width in zip(cells, widths, strict=True))
        )
    return lines


def medians_table(results: dict[Site, list[Run]]) -> list[str]:
    """The medians of every site side by side: scores, metrics, long tasks, main-thread work by kind."""
    sites = list(results)

    def cells(pick: str, key: str, show: Callable[[float], str]) -> list[str]:
        values = [median_of(results[site], pick, key) for site in sites]
        return ["-" if value is None else show(value) for value in values]

    rows = [(title, cells("scores", name, lambda value: f"{value:.0f}")) for name, title in CATEGORIES.items()]
    for name, (title, unit) in METRICS.items():
        rows.append((title, cells("metrics", name, functools.partial(number, unit=unit))))
    counts = [statistics.median(len(run.long_tasks) for run in results[site]) for site in sites]
    rows.append(("Long tasks", [f"{count:.0f}" for count in counts]))
    totals = [statistics.median(sum(run.work.values()) for run in results[site]) for site in sites]
    rows.append(("Main thread, all work", [number(total, "s") for total in totals]))
    kinds = sorted(
        {kind for runs in results.values() for run in runs for kind in run.work},
        key=lambda kind: -(median_of(results[sites[0]], "work", kind) or 0.0),
    )
    rows += [(f"  {kind}", cells("work", kind, lambda value: number(value, "ms"))) for kind in kinds]
    return table(rows, [f"site {index}" for index in range(1, len(sites) + 1)])


def site_details(runs: Sequence[Run]) -> list[str]:
    """One site's busiest scripts, the long tasks of its median run, and the audits that fell short."""
    lines = ["  busiest scripts (median main-thread time):"]
    scripts = sorted(runs[0].scripts, key=lambda url: -(median_of(runs, "scripts", url) or 0.0))
    for url in scripts[:BUSIEST_SCRIPTS]:
        lines.append(f"    {number(median_of(runs, 'scripts', url) or 0.0, 'ms'):>9}  {url}")
    lines.append("  long tasks of the run with the median TBT (start, duration, script):")
    for url, start, duration in sorted(median_run(runs).long_tasks, key=lambda task: task[1]):
        lines.append(f"    {number(start, 's'):>7}  {number(duration, 'ms'):>8}  {url}")
    flagged = {line: detail for run in runs for line, detail in run.flagged.items()}
    lines.append("  audits that fell short:" + ("" if flagged else " none"))
    for line, detail in flagged.items():
        times = sum(line in run.flagged for run in runs)
        lines.append(f"    {line}, {times} of {len(runs)} runs" + (f": {detail}" if detail else ""))
    return lines


def report(form_factor: str, version: str, results: dict[Site, list[Run]]) -> str:
    """The printed report of one form factor: the sites named, their medians side by side, then each one's details."""
    count = min(len(runs) for runs in results.values())
    setting = "a phone, CPU 4x slower, slow 4G, simulated" if form_factor == "mobile" else "--preset=desktop"
    lines = [f"{form_factor} ({setting}): Lighthouse {version}, medians of {count} run{'s' if count > 1 else ''}"]
    lines += [f"  site {index}: {site.label}" for index, site in enumerate(results, 1)]
    lines += medians_table(results)
    for index, (site, runs) in enumerate(results.items(), 1):
        lines.append(f"site {index}: {site.label}")
        lines += site_details(runs)
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    """Command line: serve the sites, run Lighthouse on them in turn, print the report of each form factor."""
    args = arguments(argv)
    if not args.no_build and any(site.folder.resolve() == build.DIST for site in args.site):
        build.build()
    version = ensure_lighthouse()
    form_factors = [args.form_factor] if args.form_factor else list(FORM_FACTORS)
    results: dict[str, dict[Site, list[Run]]] = {factor: {site: [] for site in args.site} for factor in form_factors}
    with tempfile.TemporaryDirectory(prefix="lighthouse-") as temporary:
        folder = Path(temporary)
        urls = {}
        with contextlib.ExitStack() as servers:
            for index, site in enumerate(args.site):
                config = site.config.read_text(encoding="utf-8") if site.config else None
                served = servers.enter_context(
                    served_by("nginx", site.folder.resolve(), folder / f"nginx-{index}", config)
                )
                urls[site] = served.url
            for turn in range(1, args.runs + 1):
                for factor in form_factors:
                    for site in args.site:
                        print(f"lighthouse: run {turn} of {args.runs}, {factor}, {site.label}", flush=True)
                        lhr = lighthouse(urls[site], factor, folder / "report.json")
                        results[factor][site].append(summarise(lhr))
    for factor in form_factors:
        print()
        print(report(factor, version, results[factor]))


if __name__ == "__main__":
    main()
