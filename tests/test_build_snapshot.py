"""The build's Pyodide memory snapshot: what it holds, and what it refuses to ship.

The snapshot is made in Node with the vendored Pyodide; these tests read the site built once
per test run (`site_dir`, tests/conftest.py), change copies of it, and run the snapshot maker
on tiny sites to pin the import-time rules stated in tools/snapshot.py. The build's
precompressed copies are checked in tests/test_build_compression.py.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.i18n import catalogue_folders
from game.po_files import compile_mo, parse
from tools import docstrings, python_bundle, snapshot, vendor
from tools.compression import COMPRESSION_STEPS
from tools.site_files import CACHE, SERVICE_WORKER, copy_file
from tools.site_report import site_report

# Every test reads the built site or makes a snapshot of a tiny one in Node, with the vendored Pyodide.
pytestmark = pytest.mark.site

ROOT = Path(__file__).resolve().parent.parent
PAGE_PACKAGE = ROOT / "static" / "py" / "ui"


@pytest.fixture
def site(site_dir: Path, tmp_path: Path) -> Path:
    """A copy of the built site that a test may change."""
    return Path(shutil.copytree(site_dir, tmp_path / "dist"))


def expected_modules() -> list[str]:
    """Every module of the game package (subpackages but the solver, the positions of tests and the .po
    reader) and of the page's package in static/py/."""
    shipped = [
        path
        for path in (ROOT / "game").rglob("*.py")
        if python_bundle.shipped_to_the_page(path.relative_to(ROOT).as_posix())
    ]
    names = [".".join(path.relative_to(ROOT).with_suffix("").parts) for path in shipped]
    names = [name.removesuffix(".__init__") for name in names]
    pages = ROOT / "static" / "py"
    page_names = [".".join(path.relative_to(pages).with_suffix("").parts) for path in pages.rglob("ui/*.py")]
    names += [name.removesuffix(".__init__") for name in page_names]
    return sorted(names)


def test_the_python_files_come_in_two_files_and_nowhere_else(site_dir: Path) -> None:
    """python-modules.json holds the game's and the page's modules, python-files.json the data; dist/ has no other
    Python.

    The modules are the sources' code without docstrings or comments (tools/docstrings.py).
    """
    files = snapshot.shipped_files(site_dir)
    for shipped, source in (("game/rules.py", ROOT / "game" / "rules.py"), ("ui/app.py", PAGE_PACKAGE / "app.py")):
        original = source.read_text(encoding="utf-8")
        assert ast.get_docstring(ast.parse(original)) and ast.get_docstring(ast.parse(files[shipped])) is None
        assert ast.dump(ast.parse(files[shipped])) == ast.dump(ast.parse(docstrings.without_docstrings(original)))
    assert {"game/certified/daily.txt", "game/certified/stats.json", "game/certified/forty-thieves.txt"} <= set(files)
    assert not [path for path in files if path.startswith("game/solver/")]
    assert sorted(path.relative_to(site_dir).as_posix() for path in site_dir.rglob("*.py")) == []


def test_what_the_snapshot_holds_imported_comes_apart_from_what_the_game_reads_while_it_runs(site_dir: Path) -> None:
    """python-modules.json: every module and compiled catalogue, read only while the modules are imported, so a
    snapshot boot needs none of it; python-files.json: the data game.certified and game.examples read later."""
    parts = {name: json.loads((site_dir / name).read_text(encoding="utf-8")) for name in snapshot.SHIPPED_FILES}
    modules, data = parts[snapshot.MODULE_FILES], parts[snapshot.PYTHON_FILES]
    assert sorted(filter(None, map(snapshot.module_name, modules))) == snapshot.Manifest.read(site_dir).modules
    assert {"game/locales/en.mo", "game/games/freecell/locales/cs.mo"} <= set(modules)
    assert all(path.endswith((".py", ".mo")) for path in modules)
    assert {"game/certified/daily.txt", "game/certified/examples.txt", "game/certified/stats.json"} <= set(data)
    assert not [path for path in data if path.endswith((".py", ".mo"))]
    assert not modules.keys() & data.keys()


def test_the_built_snapshot_holds_every_module_and_passes_its_check(site_dir: Path) -> None:
    """The manifest lists the whole game package and the page modules; the check accepts the built site."""
    manifest = snapshot.check_snapshot(site_dir)
    assert manifest.modules == expected_modules()
    assert {"game", "ui", "ui.app", "ui.bridge"} <= set(manifest.modules)
    assert manifest.build_id == snapshot.runtime_build_id(site_dir)
    stored = (site_dir / snapshot.SNAPSHOT_FILE).stat().st_size
    assert stored == manifest.stored_bytes < manifest.bytes
    assert manifest.memory_bytes >= 30 << 20
    assert f'"{snapshot.SNAPSHOT_FILE}"' in (site_dir / SERVICE_WORKER).read_text(encoding="utf-8")


def test_other_python_sources_are_refused(site: Path) -> None:
    """A snapshot is not shipped beside Python files other than those it was made from."""
    files = snapshot.shipped_files(site)
    files["game/rules.py"] += "\nCHANGED = True\n"
    snapshot.write_shipped_files(site, files)
    with pytest.raises(snapshot.SnapshotRefused, match="made from other Python sources"):
        snapshot.check_snapshot(site)


def test_another_module_list_is_refused(site: Path) -> None:
    """A module the worker would write but the snapshot never imported is refused."""
    snapshot.write_shipped_files(site, snapshot.shipped_files(site) | {"extra.py": "VALUE = 1\n"})
    with pytest.raises(snapshot.SnapshotRefused, match="another list of Python modules"):
        snapshot.check_snapshot(site)


def test_another_pyodide_build_is_refused(site: Path) -> None:
    """A runtime whose pyodide.mjs expects another build id refuses the snapshot."""
    loader = site / snapshot.RUNTIME_FILES[0]
    text = loader.read_text(encoding="utf-8")
    assert len(re.findall(r'BUILD_ID:"[0-9a-f]{64}"', text)) == 1
    loader.write_text(re.sub(r'BUILD_ID:"[0-9a-f]{64}"', 'BUILD_ID:"' + "0" * 64 + '"', text), encoding="utf-8")
    with pytest.raises(snapshot.SnapshotRefused, match="another Pyodide build"):
        snapshot.check_snapshot(site)


def test_other_runtime_files_are_refused(site: Path) -> None:
    """Changed Pyodide wasm under the same build id is refused too."""
    wasm = site / "pyodide" / "pyodide.asm.wasm"
    data = bytearray(wasm.read_bytes())
    data[len(data) // 2] ^= 0xFF
    wasm.write_bytes(bytes(data))
    with pytest.raises(snapshot.SnapshotRefused, match="other Pyodide runtime files"):
        snapshot.check_snapshot(site)


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (lambda data: data[: len(data) // 2], "its runs need another length"),
        (lambda data: data[:1000] + bytes([data[1000] ^ 1]) + data[1001:], "content differs from the manifest's hash"),
    ],
    ids=["truncated", "corrupt"],
)
def test_a_damaged_snapshot_is_refused(site: Path, damage: object, problem: str) -> None:
    """A truncated or corrupted memory.bin no longer matches its manifest."""
    stored = site / snapshot.SNAPSHOT_FILE
    assert callable(damage)
    stored.write_bytes(damage(stored.read_bytes()))
    with pytest.raises(snapshot.SnapshotRefused, match=re.escape(problem)):
        snapshot.check_snapshot(site)


def test_a_snapshot_masked_with_other_wasm_data_is_refused(site: Path) -> None:
    """The pages XOR-ed with the wasm's data must be XOR-ed with this wasm's: the manifest's length and hash."""
    manifest = json.loads((site / snapshot.MANIFEST_FILE).read_text(encoding="utf-8"))
    manifest["data_bytes"] -= snapshot.PAGE_BYTES
    (site / snapshot.MANIFEST_FILE).write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(snapshot.SnapshotRefused, match="XOR-ed with other wasm data"):
        snapshot.check_snapshot(site)


# The import-time rules, on tiny sites: the vendored runtime and one module.


def tiny_site(folder: Path, source: str) -> Path:
    """A site with only the Pyodide runtime and `page_module.py` in its python-files.json."""
    vendor.ensure_node_modules()
    for name in vendor.PYODIDE_FILES:
        copy_file(vendor.PYODIDE_PACKAGE / name, folder / "pyodide" / name)
    snapshot.write_shipped_files(folder, {"page_module.py": textwrap.dedent(source)})
    return folder


SAFE_MODULE = """
    import js
    from pyodide.ffi import JsException, create_proxy, jsnull, to_js

    SQUARES = {number: number * number for number in range(1000)}


    def body():
        return js.document.body
"""


def test_a_module_that_only_imports_js_and_the_ffi_goes_into_the_snapshot(tmp_path: Path) -> None:
    """`import js`, the pyodide.ffi names and pure-Python tables are fine at import time."""
    site = tiny_site(tmp_path, SAFE_MODULE)
    manifest = snapshot.make_snapshot(site)
    assert manifest.modules == ["page_module"]
    assert snapshot.check_snapshot(site) == manifest


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("import js\n\nBODY = js.document.body\n", "js.document was read at import time"),
        ("from js import Object\n", "js.Object was read at import time"),
        ("from pyodide.ffi import to_js\n\nNUMBERS = to_js([1, 2, 3])\n", "keeps a JS object made at import time"),
        ("import __main__\n\n__main__.LEAK = 1\n", "changed __main__: ['LEAK']"),
        ("raise ValueError('broken page module')\n", "cannot import page_module at snapshot time"),
    ],
    ids=["reads-js", "from-js", "keeps-js-object", "changes-main", "raises"],
)
def test_a_module_that_breaks_the_rules_fails_the_build(tmp_path: Path, source: str, message: str) -> None:
    """Touching the browser at import time, keeping a JS object or polluting __main__ fails loudly."""
    site = tiny_site(tmp_path, source)
    with pytest.raises(RuntimeError, match=re.escape(message)):
        snapshot.make_snapshot(site)
    assert not (site / snapshot.MANIFEST_FILE).exists()


def test_the_stdlib_imports_come_from_the_sources(tmp_path: Path) -> None:
    """Standard library imports anywhere in a file are found; other packages are not."""
    source = "import json, js\nfrom html import escape\n\ndef later():\n    import zipfile\n    import game\n"
    assert snapshot.stdlib_imports([source]) == ["html", "json", "zipfile"]


def test_the_manifest_is_json_a_browser_can_read(site_dir: Path) -> None:
    """static/js/snapshot.mjs reads these fields; runs cover exactly the stored bytes."""
    data = json.loads((site_dir / snapshot.MANIFEST_FILE).read_text(encoding="utf-8"))
    fields = {"format", "pyodide_version", "build_id", "bytes", "memory_bytes", "stored_bytes", "stored_sha256", "runs"}
    assert fields <= set(data)
    assert sum(length for _, length in data["runs"]) == data["stored_bytes"]
    assert all(offset % snapshot.PAGE_BYTES == 0 for offset, _ in data["runs"])


def test_two_builds_of_the_same_sources_are_byte_identical(site_dir: Path, tmp_path: Path) -> None:
    """A redeploy of unchanged code must be no new release (every visitor would download it again): all files match.

    The second build runs in its own process with string hashing unrandomised (this one's is random),
    so that no file may depend on the order of a set, and with a build cache holding only the first
    build's compressed copies, so that it makes its memory snapshot, standard library and stripped
    Python again instead of reusing the first build's. The compressors' own determinism is
    tests/test_build_compression.py's.
    """
    again, cache = tmp_path / "again", tmp_path / "cache"
    for step in COMPRESSION_STEPS:
        if (CACHE / step).is_dir():
            shutil.copytree(CACHE / step, cache / step, copy_function=os.link)
    folders = f"pathlib.Path({str(again)!r}), cache_folder=pathlib.Path({str(cache)!r})"
    script = f"import pathlib; from tools import site_build; site_build.build({folders})"
    subprocess.run([sys.executable, "-c", script], cwd=ROOT, env={**os.environ, "PYTHONHASHSEED": "0"}, check=True)
    assert not {path.parent.name for path in cache.glob("*/*")} <= set(COMPRESSION_STEPS), "nothing was made again"
    files = sorted(path.relative_to(site_dir).as_posix() for path in site_dir.rglob("*") if path.is_file())
    assert files == sorted(path.relative_to(again).as_posix() for path in again.rglob("*") if path.is_file())
    differing = [name for name in files if (site_dir / name).read_bytes() != (again / name).read_bytes()]
    assert differing == []
    assert site_report(site_dir).cache_name == site_report(again).cache_name


def test_the_catalogues_ship_compiled_and_nothing_else_of_them(site_dir: Path) -> None:
    """python-modules.json holds each .po compiled into the .mo game.i18n reads beside it (one character per
    byte), and neither the .po files nor their reader."""
    files = snapshot.shipped_files(site_dir)
    sources = sorted(path for folder in catalogue_folders() for path in folder.glob("*.po"))
    compiled = {path.relative_to(ROOT).with_suffix(".mo").as_posix(): path for path in sources}
    assert sorted(path for path in files if path.endswith((".mo", ".po"))) == sorted(compiled)
    assert python_bundle.PO_MODULE not in files
    for shipped, source in compiled.items():
        assert files[shipped].encode("latin-1") == compile_mo(parse(source.read_text(encoding="utf-8"))), shipped
