"""The Pyodide memory snapshot the page boots from, made at build time.

`make_snapshot` runs tools/make_snapshot.mjs in Node with the vendored Pyodide copied into
dist/: it writes every file of dist/python-files.json and dist/python-modules.json where
static/js/interpreter.mjs would write it in the browser, imports each of its modules (the
whole `game` package and the page's `ui` package of static/py/), and saves Pyodide's wasm
memory. Its first pages, which Pyodide's module starts with the wasm's own data in, are
XOR-ed with that data (tools/wasm_memory.py), which makes most of them zero; half of the rest
is zero pages too. So dist/snapshot/memory.bin stores only the runs of non-zero 4 KiB pages;
dist/snapshot/manifest.json says where each run goes and what the snapshot was made from.
`check_snapshot` refuses a snapshot that was not made from exactly the runtime and Python
sources shipped beside it.

What a module may do at import time to be in the snapshot. A snapshot holds wasm memory
only; each JS object Python refers to is a slot of Pyodide's JS reference table, which is
saved as the object's property path from `globalThis` and looked up again in the browser
(Pyodide's src/js/snapshot.ts); an object with no such path cannot be saved.

- Safe: `import js`, `from pyodide.ffi import create_proxy, to_js, JsException, jsnull`, and
  any pure-Python work (tables, catalogues, compiled patterns, instances of the engine). The
  `js` module is slot 1 of the table (Pyodide's `jsglobals`), which a restore refills with
  the browser's `globalThis` (src/js/api.ts `finalizeBootstrap`, snapshot.ts
  `syncUpSnapshotLoad2`); the pyodide.ffi names are Python objects (`jsnull` is JS null,
  saved as null). tests/test_build_snapshot.py and every browser test prove both.
- Refused (the build fails and names the module): reading any attribute of `js` at import
  time (`js.document`, `from js import window`). In Node most browser names do not exist,
  and a value copied into Python (a string, a number) would be Node's, frozen in the
  snapshot; make_snapshot.mjs therefore makes every read of `js` throw during the imports.
- Refused (the build fails): keeping a JS object made at import time (`to_js(...)`,
  `create_proxy(...)`, the result of any JS call): it has no path from `globalThis`.
- Computed once, at build time: whatever a module computes at import (a timestamp, a random
  number, the environment) is the same in every visit; compute such values when the page
  starts. static/js/interpreter.mjs reseeds `random` after a restore; Python's string hash seed
  and `os.environ` (Emscripten's defaults in Node, e.g. LANG=C.UTF-8) stay as made.
"""

from __future__ import annotations

import ast
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

from tools import wasm_memory

SNAPSHOT_FILE = "snapshot/memory.bin"
MANIFEST_FILE = "snapshot/manifest.json"
FORMAT = 4
PAGE_BYTES = 4096
NODE_SCRIPT = Path(__file__).resolve().parent / "make_snapshot.mjs"
# The Python and data files the page writes into Pyodide's file system, as two JSON objects
# (Pyodide path, relative to its working folder -> text) that interpreter.mjs fetches whole.
# python-files.json: the files read while the game runs (game.certified's data), written at every
# start. python-modules.json: the modules and the compiled catalogues, which are read only while
# the modules are imported; the snapshot holds them imported, so only a start without it (and the
# making of the snapshot) fetches and writes them.
PYTHON_FILES = "python-files.json"
MODULE_FILES = "python-modules.json"
SHIPPED_FILES = (PYTHON_FILES, MODULE_FILES)
IMPORT_TIME_SUFFIXES = (".py", ".mo")
# The binary files among them (the compiled message catalogues), each held as the text whose
# characters are its bytes (ISO-8859-1: one character per byte, U+0000 to U+00FF), which the
# writers (interpreter.mjs, make_snapshot.mjs, analysis-worker.mjs) turn back into those bytes.
# Most of a catalogue's bytes are its texts' UTF-8, which this keeps nearly as short and as
# compressible as text, where base64 would add a third.
BINARY_SUFFIXES = (".mo",)
# The runtime a snapshot is bound to: pyodide.mjs carries the build id of the other two.
RUNTIME_FILES = ("pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm")
WASM_FILE = RUNTIME_FILES[2]
BUILD_ID_PATTERN = re.compile(rb'BUILD_ID:"([0-9a-f]{64})"')
SNAPSHOT_MAGIC = b"\x00snp"  # the 32-bit word 0x706e7300, little-endian


class SnapshotRefused(RuntimeError):
    """The snapshot in dist/ was not made from the runtime and Python sources shipped beside it."""


@dataclass(frozen=True)
class Manifest:
    """What a snapshot was made from and how to rebuild it from memory.bin (dist/snapshot/manifest.json).

    `runs` are the [offset, length] pieces of the snapshot that memory.bin holds one after the
    other; every other byte of the `bytes`-long snapshot is zero. The first `data_bytes` of wasm
    memory (after the snapshot's `bytes - memory_bytes` header) are held XOR-ed with the wasm's
    data, whose hash is `data_sha256`. `sha256` is the hash of the snapshot as the runs rebuild
    it (still XOR-ed), `stored_sha256` memory.bin's (the browser checks those two hashes).
    """

    format: int
    pyodide_version: str
    build_id: str
    bytes: int
    memory_bytes: int
    sha256: str
    stored_bytes: int
    stored_sha256: str
    runs: list[list[int]]
    data_bytes: int
    data_sha256: str
    runtime: dict[str, str]
    sources: str
    modules: list[str]

    @classmethod
    def read(cls, dist: Path) -> Manifest:
        """The manifest written into `dist`."""
        return cls(**json.loads((dist / MANIFEST_FILE).read_text(encoding="utf-8")))

    def write(self, dist: Path) -> None:
        """Write the manifest into `dist`."""
        fields = ",\n".join(f" {json.dumps(name)}: {json.dumps(value)}" for name, value in asdict(self).items())
        (dist / MANIFEST_FILE).write_text(f"{{\n{fields}\n}}\n", encoding="utf-8")


def file_digest(path: Path) -> str:
    """SHA-256 of a file, in hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def module_name(pyodide_path: str) -> str | None:
    """The module a file of python-modules.json defines ('game/x.py' -> 'game.x'), None if it is no module."""
    if not pyodide_path.endswith(".py"):
        return None
    parts = pyodide_path.removeprefix("./").removesuffix(".py").split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def binary_as_text(data: bytes) -> str:
    """A binary file as python-modules.json holds it: one character per byte (BINARY_SUFFIXES)."""
    return data.decode("latin-1")


def shipped_files(dist: Path) -> dict[str, str]:
    """The files of dist/python-files.json and python-modules.json (Pyodide path -> text): all the page may write."""
    files: dict[str, str] = {}
    for name in SHIPPED_FILES:
        files |= json.loads((dist / name).read_text(encoding="utf-8"))
    return files


def shipped_in(pyodide_path: str) -> str:
    """Which of the two files holds a file the page writes: the modules' for a file read only at import."""
    return MODULE_FILES if pyodide_path.endswith(IMPORT_TIME_SUFFIXES) else PYTHON_FILES


def write_shipped_files(dist: Path, files: dict[str, str]) -> None:
    """Write dist/python-files.json and python-modules.json (Pyodide path -> text, `shipped_in`), sorted, compact."""
    for name in SHIPPED_FILES:
        part = {path: text for path, text in files.items() if shipped_in(path) == name}
        text = json.dumps(part, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        (dist / name).write_text(text, encoding="utf-8")


def snapshot_modules(files: dict[str, str]) -> list[str]:
    """Every module of the shipped files (Pyodide path -> text), sorted."""
    return sorted(name for name in map(module_name, files) if name)


def stdlib_imports(sources: Iterable[str]) -> list[str]:
    """The standard library modules the Python sources (texts) `sources` import anywhere, sorted."""
    names: set[str] = set()
    for source in sources:
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(name for name in names if name.partition(".")[0] in sys.stdlib_module_names)


def sources_digest(files: dict[str, str]) -> str:
    """SHA-256 over the path and the content of every shipped file (`shipped_files`)."""
    digest = hashlib.sha256()
    for pyodide_path, text in sorted(files.items()):
        digest.update(f"{pyodide_path}\0{hashlib.sha256(text.encode()).hexdigest()}\n".encode())
    return digest.hexdigest()


def runtime_digests(dist: Path) -> dict[str, str]:
    """SHA-256 of each shipped runtime file the snapshot depends on."""
    return {name: file_digest(dist / name) for name in RUNTIME_FILES}


def runtime_build_id(dist: Path) -> str:
    """The build id the shipped pyodide.mjs accepts in a snapshot."""
    found: set[bytes] = set(BUILD_ID_PATTERN.findall((dist / RUNTIME_FILES[0]).read_bytes()))
    if len(found) != 1:
        raise SnapshotRefused(f"{RUNTIME_FILES[0]}: expected one BUILD_ID, found {sorted(found)}")
    return found.pop().decode()


def header_build_id(snapshot: bytes) -> str:
    """The build id in a snapshot's header (8 little-endian 32-bit words after 16 bytes)."""
    if snapshot[:4] != SNAPSHOT_MAGIC:
        raise SnapshotRefused("not a Pyodide memory snapshot (bad magic number)")
    words = [int.from_bytes(snapshot[offset : offset + 4], "little") for offset in range(16, 48, 4)]
    return "".join(f"{word:08x}" for word in words)


def nonzero_runs(snapshot: bytes | bytearray) -> list[list[int]]:
    """The [offset, length] runs of `snapshot` made of pages that are not all zero."""
    zero_page = bytes(PAGE_BYTES)
    runs: list[list[int]] = []
    for offset in range(0, len(snapshot), PAGE_BYTES):
        page = snapshot[offset : offset + PAGE_BYTES]
        if page == zero_page[: len(page)]:
            continue
        if runs and runs[-1][0] + runs[-1][1] == offset:
            runs[-1][1] += len(page)
        else:
            runs.append([offset, len(page)])
    return runs


def expand(stored: bytes, runs: list[list[int]], size: int) -> bytes:
    """The whole snapshot from the stored runs (what static/js/interpreter.mjs does while reading)."""
    if sum(length for _, length in runs) != len(stored):
        raise SnapshotRefused(f"{SNAPSHOT_FILE} is {len(stored)} bytes, its runs need another length")
    snapshot = bytearray(size)
    position = 0
    for offset, length in runs:
        snapshot[offset : offset + length] = stored[position : position + length]
        position += length
    if len(snapshot) != size:
        raise SnapshotRefused("a run of the manifest lies outside the snapshot")
    return bytes(snapshot)


def data_facts(dist: Path) -> tuple[int, str]:
    """The length and SHA-256 of the shipped wasm's data as it fills memory (what the page checks)."""
    image = wasm_memory.data_image((dist / WASM_FILE).read_bytes(), PAGE_BYTES)
    return len(image), hashlib.sha256(image).hexdigest()


def node_executable() -> str:
    """The `node` that runs the snapshot script (installed with npm)."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is missing; install Node.js (on Debian: apt-get install nodejs npm)")
    return node


def run_node(dist: Path, files: dict[str, str], preload: list[str], output: Path | None) -> dict[str, object]:
    """Run make_snapshot.mjs; the whole snapshot goes to `output` (None: no snapshot); return its report.

    `preload`: standard library modules to import before the site's (tools/stdlib.py asks which files they load).
    """
    request = {
        "indexURL": str(dist / "pyodide"),
        "files": files,
        "preload": preload,
        "modules": snapshot_modules(files),
        "output": str(output) if output else None,
    }
    result = subprocess.run(
        [node_executable(), str(NODE_SCRIPT)], input=json.dumps(request), capture_output=True, text=True, check=False
    )
    if result.returncode != 0:
        raise RuntimeError(f"making the Pyodide memory snapshot failed:\n{result.stderr.strip()}")
    report: dict[str, object] = json.loads(result.stdout)
    imported = report["imported"]
    assert isinstance(imported, dict)
    elsewhere = {name: path for name, path in imported.items() if module_name(path) != name}
    if elsewhere:
        raise RuntimeError(f"modules imported from elsewhere than the site's files: {elsewhere}")
    return report


def make_snapshot(dist: Path) -> Manifest:
    """Make dist/snapshot/memory.bin and its manifest from the runtime and Python files already in `dist`."""
    files = shipped_files(dist)
    image = wasm_memory.data_image((dist / WASM_FILE).read_bytes(), PAGE_BYTES)
    with tempfile.TemporaryDirectory(prefix="snapshot-") as temporary:
        whole = Path(temporary) / "snapshot.bin"
        report = run_node(dist, files, [], whole)
        snapshot = bytearray(whole.read_bytes())
    header = len(snapshot) - int(str(report["memory_bytes"]))
    if header % 4:
        raise RuntimeError(f"a snapshot header of {header} bytes: the page XORs 32-bit words")
    wasm_memory.xor(snapshot, header, image)
    runs = nonzero_runs(snapshot)
    stored = b"".join(snapshot[offset : offset + length] for offset, length in runs)
    (dist / SNAPSHOT_FILE).parent.mkdir(parents=True, exist_ok=True)
    (dist / SNAPSHOT_FILE).write_bytes(stored)
    data_bytes, data_sha256 = data_facts(dist)
    manifest = Manifest(
        format=FORMAT,
        pyodide_version=str(report["version"]),
        build_id=str(report["build_id"]),
        bytes=len(snapshot),
        memory_bytes=int(str(report["memory_bytes"])),
        sha256=hashlib.sha256(snapshot).hexdigest(),
        stored_bytes=len(stored),
        stored_sha256=hashlib.sha256(stored).hexdigest(),
        runs=runs,
        data_bytes=data_bytes,
        data_sha256=data_sha256,
        runtime=runtime_digests(dist),
        sources=sources_digest(files),
        modules=snapshot_modules(files),
    )
    manifest.write(dist)
    return manifest


def check_snapshot(dist: Path) -> Manifest:
    """The manifest of the snapshot in `dist` if it was made from exactly the runtime and Python files there.

    Raises SnapshotRefused naming the first difference.
    """
    files = shipped_files(dist)
    manifest = Manifest.read(dist)
    stored = (dist / SNAPSHOT_FILE).read_bytes()
    if manifest.format != FORMAT:
        raise SnapshotRefused(f"{MANIFEST_FILE}: format {manifest.format}, expected {FORMAT}")
    snapshot = expand(stored, manifest.runs, manifest.bytes)
    if hashlib.sha256(stored).hexdigest() != manifest.stored_sha256:
        raise SnapshotRefused(f"{SNAPSHOT_FILE}: content differs from the manifest's hash")
    checks: list[tuple[Callable[[], bool], str]] = [
        (lambda: hashlib.sha256(snapshot).hexdigest() == manifest.sha256, "runs rebuild another snapshot"),
        (lambda: header_build_id(snapshot) == manifest.build_id, "header build id differs from the manifest's"),
        (lambda: (manifest.data_bytes, manifest.data_sha256) == data_facts(dist), "XOR-ed with other wasm data"),
        (lambda: manifest.build_id == runtime_build_id(dist), "made with another Pyodide build (build id)"),
        (lambda: manifest.runtime == runtime_digests(dist), "made with other Pyodide runtime files"),
        (lambda: manifest.modules == snapshot_modules(files), "made with another list of Python modules"),
        (lambda: manifest.sources == sources_digest(files), "made from other Python sources"),
    ]
    for check, problem in checks:
        if not check():
            raise SnapshotRefused(f"{SNAPSHOT_FILE}: {problem}")
    return manifest
