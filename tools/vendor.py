"""The Pyodide runtime the site vendors from node_modules (installed with `npm ci`)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from tools.site_files import ROOT, copy_file, progress

NODE_MODULES = ROOT / "node_modules"
PYODIDE_PACKAGE = NODE_MODULES / "pyodide"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


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
