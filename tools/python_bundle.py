"""The site's own files and the Python it ships: the page's two JSON files, analysis-files.json and solutions/.

The page and static/ are copied but static/'s Python. That Python, the `game`
package's and its message catalogues compiled from .po into .mo go into python-modules.json,
the Python without docstrings or comments; the data files game.certified reads go into
python-files.json (tools/snapshot.py says why two). static/js/interpreter.mjs writes them into
Pyodide's file system, each from one fetch. The solver and the post-game analysis, which the
page never imports, go into analysis-files.json for the analysis worker, beside the certified
deals' solutions.
"""

from __future__ import annotations

import json
from pathlib import Path

from game import po_files
from game.certified import STATS_FILE
from game.i18n import catalogue_folders
from game.moves import Move
from game.registry import VARIANTS
from game.replay import encode_moves
from tools import snapshot, stdlib
from tools.build_cache import BuildCache
from tools.site_files import ROOT, SITE_FILES, SITE_FOLDERS, copy_file, source_files

PYTHON_PACKAGES = ("game",)
# What the page never imports, left out of the page's files: the solver and the post-game analysis.
# They go into analysis-files.json, which only the analysis worker (static/js/analysis-worker.mjs)
# fetches, when a player asks for an analysis.
UNSHIPPED_PACKAGES = ("game/solver/", "game/analysis.py")
# Each game's positions for tests, benches and screenshots: shipped to neither.
POSITIONS_FILE = "positions.py"
# The .po reader and .mo compiler: the build compiles the catalogues, the page gets the .mo files.
PO_MODULE = "game/po_files.py"
ANALYSIS_FILES = "analysis-files.json"
# The certified deals' solutions, one file per variant of `<code> <moves text>` lines (game.replay's
# compact text), which the analysis worker reads for a certified deal instead of searching.
SOLUTIONS_FOLDER = "solutions"
PAGE_PACKAGES = ROOT / "static" / "py"
# The data files of game.certified the page reads: the certified deals (their codes only: the
# page never reads the solutions, which are most of the bytes), the deal-of-the-day calendar and
# the Examples pages' games (game.examples) and the solver's measured odds the Rules pages show.
CERTIFIED_FOLDER = ROOT / "game" / "certified"
# Written by the build rather than copied: the service worker (tools/release.py) and the card
# sprite, whose symbols go into the page (tools/generated.py).
SERVICE_WORKER_SOURCE = ROOT / "static" / "js" / "sw.js"
CARD_SPRITE = ROOT / "static" / "img" / "cards.svg"


def copy_site_sources(dist: Path) -> dict[str, str]:
    """Copy the page and static/ but its Python; return the files Pyodide gets (Pyodide path -> text).

    Packages keep their path; the page's package in static/py/ lands at the top of Pyodide's
    working folder, so `import ui` works.
    """
    for name in SITE_FILES:
        copy_file(ROOT / name, dist / name)
    files = {}
    for folder in SITE_FOLDERS:
        for path in source_files(ROOT / folder):
            relative = path.relative_to(ROOT).as_posix()
            if path.suffix == ".py":
                files[path.relative_to(PAGE_PACKAGES).as_posix()] = path.read_text(encoding="utf-8")
            elif path not in (SERVICE_WORKER_SOURCE, CARD_SPRITE):
                copy_file(path, dist / relative)
    for package in PYTHON_PACKAGES:
        for path in source_files(ROOT / package):
            relative = path.relative_to(ROOT).as_posix()
            if path.suffix == ".py" and shipped_to_the_page(relative):
                files[relative] = path.read_text(encoding="utf-8")
    return files | compiled_catalogues() | certified_data()


def compiled_catalogues() -> dict[str, str]:
    """Every message catalogue compiled from its .po into the .mo that game.i18n reads beside it (path -> text).

    The .mo's bytes are held as text, one character per byte (snapshot.BINARY_SUFFIXES).
    """
    return {
        path.with_suffix(".mo").relative_to(ROOT).as_posix(): snapshot.binary_as_text(
            po_files.compile_mo(po_files.parse(path.read_text(encoding="utf-8")))
        )
        for folder in catalogue_folders(ROOT / "game")
        for path in sorted(folder.glob("*.po"))
    }


def shipped_to_the_page(relative: str) -> bool:
    """Whether the page's Python bundle holds this Python file of the repository (a path like game/rules.py)."""
    unshipped = relative == PO_MODULE or relative.startswith(UNSHIPPED_PACKAGES)
    return not unshipped and not relative.endswith(f"/{POSITIONS_FILE}")


def certified_data() -> dict[str, str]:
    """The certified deals (codes only), the calendar, the examples and the odds the page gets (path -> text)."""
    files = {}
    stats = CERTIFIED_FOLDER / STATS_FILE
    if stats.exists():
        files[stats.relative_to(ROOT).as_posix()] = stats.read_text(encoding="utf-8")
    for path in sorted(CERTIFIED_FOLDER.glob("*.txt")):
        lines = path.read_text(encoding="utf-8").splitlines()
        if path.stem in VARIANTS:
            lines = [line.split(" ", 1)[0] for line in lines if line]
        files[path.relative_to(ROOT).as_posix()] = "".join(line + "\n" for line in lines)
    return files


def stripped_python(dist: Path, files: dict[str, str], cache: BuildCache | None = None) -> dict[str, str]:
    """`files` (Pyodide path -> text) with their Python modules' docstrings and comments dropped.

    The same stripping as the standard library's (tools/docstrings.py, in dist's whole Pyodide):
    the page never reads a docstring, and a first visit fetches 37 KiB less.
    """
    python = {path: text for path, text in files.items() if path.endswith(".py")}
    return files | stdlib.docstrings_stripper(dist / "pyodide", cache)(python)


def write_page_python(dist: Path, cache: BuildCache | None = None) -> None:
    """Copy the site's own files and write the Python and data the page writes into Pyodide (its two JSON files)."""
    snapshot.write_shipped_files(dist, stripped_python(dist, copy_site_sources(dist), cache))


def analysis_sources() -> dict[str, str]:
    """The Python only the analysis worker imports: the solver and game.analysis (Pyodide path -> text)."""
    return {
        path.relative_to(ROOT).as_posix(): path.read_text(encoding="utf-8")
        for package in PYTHON_PACKAGES
        for path in source_files(ROOT / package)
        if path.suffix == ".py" and path.relative_to(ROOT).as_posix().startswith(UNSHIPPED_PACKAGES)
    }


def write_analysis_files(dist: Path, cache: BuildCache | None = None) -> None:
    """Write analysis-files.json (the worker's Python, without docstrings) and solutions/<variant>.txt."""
    files = stripped_python(dist, analysis_sources(), cache)
    text = json.dumps(files, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    (dist / ANALYSIS_FILES).write_text(text, encoding="utf-8")
    (dist / SOLUTIONS_FOLDER).mkdir()
    for key in VARIANTS:
        path = CERTIFIED_FOLDER / f"{key}.txt"
        if not path.exists():
            continue
        lines = []
        for line in path.read_text(encoding="utf-8").splitlines():
            code, *moves = line.split(" ")
            lines.append(f"{code} {encode_moves(Move.parse(text) for text in moves)}\n")
        (dist / SOLUTIONS_FOLDER / f"{key}.txt").write_text("".join(lines), encoding="utf-8")


def page_stdlib_imports(dist: Path) -> list[str]:
    """The standard library modules that the Python of the site in `dist` imports, sorted.

    Read from import statements anywhere in the Python files the Python worker writes and the
    analysis worker's Python.
    """
    shipped = snapshot.shipped_files(dist)
    analysis = json.loads((dist / ANALYSIS_FILES).read_text(encoding="utf-8"))
    python = [text for path, text in sorted({**shipped, **analysis}.items()) if path.endswith(".py")]
    return sorted(snapshot.stdlib_imports(python))
