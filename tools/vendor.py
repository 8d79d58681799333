"""The Pyodide runtime and PyScript files the site vendors from node_modules (installed with `npm ci`)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from tools.site_files import ROOT, copy_file, progress
from tools.snapshot import node_executable

NODE_MODULES = ROOT / "node_modules"
PYODIDE_PACKAGE = NODE_MODULES / "pyodide"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
# The Python package PyScript writes and imports before the page script runs, as it writes it
# (minified): the module of @pyscript/core that PyScript's bundle embeds.
PYSCRIPT_WRITTEN_PYTHON = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# Chunks core.js imports lazily that the page still fetches (measured by logging the
# page's requests): the TOML parser, and every plugin, because PyScript also boots
# its MicroPython flavour, which has no config and so imports all plugins. The
# plugins' own heavy chunks (codemirror, xterm) are only fetched when used.
PYSCRIPT_LAZY_CHUNKS = ("toml", "error", "deprecations-manager", "donkey", "py-editor", "py-game", "py-terminal")


def node_modules_match_lock() -> bool:
    """True when every package pinned in package-lock.json is installed at its locked version."""
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for location, entry in lock["packages"].items():
        if not location:
            continue
        manifest = ROOT / location / "package.json"
        if not manifest.is_file() or json.loads(manifest.read_text()).get("version") != entry["version"]:
            return False
    return True


def ensure_node_modules() -> None:
    """Run `npm ci` when node_modules is missing or differs from package-lock.json."""
    if NODE_MODULES.is_dir() and node_modules_match_lock():
        return
    progress("node_modules missing or out of date, running npm ci")
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build: npm is missing; install Node.js with npm (on Debian: apt-get install nodejs npm)")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def copy_pyodide(dist: Path) -> None:
    """Copy the Pyodide runtime files the browser loads into dist/pyodide/."""
    for name in PYODIDE_FILES:
        copy_file(PYODIDE_PACKAGE / name, dist / "pyodide" / name)


def static_imports(module: Path) -> list[str]:
    """Names of the sibling chunks a PyScript module imports statically (`from"./x.js"`)."""
    names: list[str] = re.findall(r'from\s*"\./([\w.-]+\.js)"', module.read_text(encoding="utf-8"))
    return names


def lazy_chunk(core_chunk: Path, stem: str) -> str:
    """The hashed file name of the chunk `stem` that PyScript's core imports lazily."""
    names: list[str] = re.findall(r'import\("\./([\w.-]+\.js)"\)', core_chunk.read_text(encoding="utf-8"))
    matches = sorted({name for name in names if name.rsplit("-", 1)[0] == stem})
    if len(matches) != 1:
        raise RuntimeError(f"expected one lazy PyScript chunk {stem!r} in {core_chunk.name}, found {matches}")
    return matches[0]


def with_static_imports(names: list[str]) -> list[str]:
    """`names` plus every chunk they import statically, transitively."""
    wanted = list(names)
    for name in wanted:
        wanted.extend(chunk for chunk in static_imports(PYSCRIPT_DIST / name) if chunk not in wanted)
    return wanted


def pyscript_files() -> list[str]:
    """The files of @pyscript/core/dist the page fetches: core.css, core.js and the chunks it loads."""
    (core_chunk,) = static_imports(PYSCRIPT_DIST / "core.js")
    lazy = [lazy_chunk(PYSCRIPT_DIST / core_chunk, stem) for stem in PYSCRIPT_LAZY_CHUNKS]
    return ["core.css", *with_static_imports(["core.js", *lazy])]


def copy_pyscript(dist: Path) -> None:
    """Copy the PyScript files the page fetches into dist/pyscript/."""
    for name in pyscript_files():
        copy_file(PYSCRIPT_DIST / name, dist / "pyscript" / name)


def pyscript_package() -> dict[str, str]:
    """PyScript's Python package exactly as PyScript writes it at every boot: path -> text.

    Read from the module of @pyscript/core that its bundle embeds (by Node: it is JavaScript).
    """
    module = json.dumps(PYSCRIPT_WRITTEN_PYTHON.as_uri())
    script = f"import files from {module}; process.stdout.write(JSON.stringify(files))"
    result = subprocess.run(
        [node_executable(), "--input-type=module", "-e", script], capture_output=True, text=True, check=True
    )
    return dict(flattened_files(json.loads(result.stdout)))


def flattened_files(tree: dict[str, object], folder: str = "") -> Iterable[tuple[str, str]]:
    """(path, text) of every file of a folder tree given as nested {name: text or folder} dicts."""
    for name, value in tree.items():
        path = f"{folder}{name}"
        if isinstance(value, dict):
            yield from flattened_files(value, f"{path}/")
        else:
            yield path, str(value)
