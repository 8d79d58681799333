"""The trimmed Python standard library and package lock the site ships (issue 18).

Pyodide's python_stdlib.zip holds the whole standard library, 2.4 MiB compressed. The build
replaces it in dist/pyodide/ by a zip of only the files the page's Python runs, found by
running the imports, not by a hand list: tools/make_snapshot.mjs boots the vendored Pyodide
in Node (Pyodide's own start: `_pyodide`, the `pyodide` package, `encodings`), imports every
standard library module named by an import statement anywhere in the site's Python (the
`game` and `ui` packages of the Python worker, the analysis worker's solver and analysis), then
every module of the site, and reports the zip file each loaded module came from: all
transitive imports. The memory snapshot is then made
against the trimmed zip, and the browser tests play the game on it, so a module missing from
it fails a test, not a player's game.

The zip is written with fixed timestamps, in the original order, its files stored rather than
deflated: the host's gzip or brotli then compresses across files, which sends fewer bytes than
Pyodide's per-file deflate. Its modules lose their docstrings and comments
(tools/docstrings.py, run inside Pyodide by tools/strip_docstrings.mjs), as `python -OO`
would drop them: about 40 % fewer bytes. That includes Pyodide's own packages (`_pyodide`,
`pyodide`): their docstrings only feed help() on JavaScript proxies (`_pyodide/docstring.py`
takes a missing one as empty), and they are 25 KiB of a first visit.
pyodide-lock.json keeps its `info` (Pyodide checks the ABI version) and only the packages
the page loads: none.
"""

from __future__ import annotations

import json
import subprocess
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path

from tools import snapshot
from tools.build_cache import BuildCache

STDLIB_ZIP = "pyodide/python_stdlib.zip"
LOCK_FILE = "pyodide/pyodide-lock.json"
# Packages of the lock file the page loads: none.
USED_PACKAGES: tuple[str, ...] = ()
FIXED_DATE = (1980, 1, 1, 0, 0, 0)
STRIP_SCRIPT = Path(__file__).resolve().parent / "strip_docstrings.mjs"
STRIP_MODULE = Path(__file__).resolve().parent / "docstrings.py"


def used_stdlib_files(dist: Path, preload: list[str], cache: BuildCache | None = None) -> list[str]:
    """The files of dist's stdlib zip that Pyodide loads when it starts and imports `preload` and the site's modules.

    With a `cache`, the answer is reused while the runtime, the zip, the site's Python and `preload` are the same.
    """

    def ask_node() -> bytes:
        report = snapshot.run_node(dist, snapshot.shipped_files(dist), preload, None)
        return json.dumps(report["stdlib"]).encode()

    if cache is None:
        answer = ask_node()
    else:
        inputs: tuple[bytes | str, ...] = (
            snapshot.NODE_SCRIPT.read_bytes(),
            *((dist / name).read_bytes() for name in (*snapshot.RUNTIME_FILES, STDLIB_ZIP, *snapshot.SHIPPED_FILES)),
            json.dumps(preload),
        )
        answer = cache.remember("stdlib-files", inputs, ask_node)
    files = json.loads(answer)
    assert isinstance(files, list)
    return [str(name) for name in files]


def docstrings_stripper(index_url: Path, cache: BuildCache | None = None) -> Callable[[dict[str, str]], dict[str, str]]:
    """A function that strips the docstrings of sources (name -> text) inside the Pyodide of `index_url`.

    With a `cache`, sources stripped before by the same Pyodide and scripts are not stripped again.
    """

    def run_node(request: str) -> bytes:
        result = subprocess.run(
            [snapshot.node_executable(), str(STRIP_SCRIPT)],
            input=request.encode(),
            capture_output=True,
            check=False,
        )
        if result.returncode != 0:
            problem = result.stderr.decode(errors="replace").strip()
            raise RuntimeError(f"stripping docstrings failed (tools/strip_docstrings.mjs):\n{problem}")
        return result.stdout

    def strip(sources: dict[str, str]) -> dict[str, str]:
        request = json.dumps({"indexURL": str(index_url), "module": str(STRIP_MODULE), "sources": sources})
        if cache is None:
            answer = run_node(request)
        else:
            runtime = (index_url / "pyodide.mjs").read_bytes()
            scripts = (STRIP_SCRIPT.read_bytes(), STRIP_MODULE.read_bytes())
            inputs = (*scripts, runtime, json.dumps(sources, sort_keys=True))
            answer = cache.remember("stripped", inputs, lambda: run_node(request))
        stripped: dict[str, str] = json.loads(answer)
        return stripped

    return strip


def write_stdlib(
    source: Path, target: Path, used: Iterable[str], strip: Callable[[dict[str, str]], dict[str, str]] | None = None
) -> None:
    """Write the zip of the `used` files of the stdlib zip `source` (and their folders), byte for byte reproducibly.

    With `strip`, the modules' sources go through it first (docstrings_stripper).
    """
    wanted = set(used)
    wanted |= {"/".join(name.split("/")[:depth]) + "/" for name in used for depth in range(1, name.count("/") + 1)}
    with zipfile.ZipFile(source) as whole:
        entries = [(info.filename, whole.read(info)) for info in whole.infolist() if info.filename in wanted]
    missing = wanted - {name for name, _ in entries}
    if missing:
        raise RuntimeError(f"{source.name} lacks {sorted(missing)}")
    if strip:
        stripped = strip({name: data.decode("utf-8") for name, data in entries if name.endswith(".py")})
        entries = [(name, stripped[name].encode("utf-8") if name in stripped else data) for name, data in entries]
    with zipfile.ZipFile(target, "w") as trimmed:
        for name, data in entries:
            info = zipfile.ZipInfo(name, FIXED_DATE)
            info.external_attr = (0o40755 << 16 | 0x10) if name.endswith("/") else 0o644 << 16
            trimmed.writestr(info, data, zipfile.ZIP_STORED)


def trim_lock(path: Path) -> None:
    """Keep only the `info` and the packages of USED_PACKAGES in a pyodide-lock.json."""
    lock = json.loads(path.read_text(encoding="utf-8"))
    lock["packages"] = {name: lock["packages"][name] for name in USED_PACKAGES}
    lock.pop("tool", None)
    path.write_text(json.dumps(lock, sort_keys=True, separators=(",", ":")), encoding="utf-8")


def trim(dist: Path, preload: list[str], cache: BuildCache | None = None) -> list[str]:
    """Replace dist's stdlib zip and lock file by their trimmed versions; return the zip's files."""
    used = used_stdlib_files(dist, preload, cache)
    zip_path = dist / STDLIB_ZIP
    trimmed = zip_path.with_name(zip_path.name + ".trimmed")
    write_stdlib(zip_path, trimmed, used, docstrings_stripper(dist / "pyodide", cache))
    trimmed.replace(zip_path)
    trim_lock(dist / LOCK_FILE)
    return used
