"""The trimmed standard library and package lock the build ships (tools/stdlib.py, issue 18).

The module set is found by running the imports in Pyodide in Node; these tests check that the
built zip holds every file those imports load, that Pyodide boots on it and imports the game
and the page's package, that a missing module fails that boot, and that the zip and the lock
file are much smaller than Pyodide's.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

from tools import python_bundle, snapshot, stdlib, vendor
from tools.site_report import site_report
from tools.snapshot import node_executable

ROOT = Path(__file__).resolve().parent.parent
BOOT_SCRIPT = Path(__file__).resolve().parent / "boot_stdlib.mjs"


def boot_and_import(site: Path, modules: list[str]) -> subprocess.CompletedProcess[str]:
    """Boot the site's Pyodide in Node with the site's Python files, and import `modules`."""
    files = snapshot.shipped_files(site)
    request = {"indexURL": str(site / "pyodide"), "files": files, "modules": modules}
    return subprocess.run(
        [node_executable(), str(BOOT_SCRIPT)], input=json.dumps(request), capture_output=True, text=True, check=False
    )


def zip_names(site: Path) -> set[str]:
    """The entries of the site's standard library zip."""
    with zipfile.ZipFile(site / stdlib.STDLIB_ZIP) as archive:
        return set(archive.namelist())


def test_the_zip_holds_every_file_the_imports_load(site_dir: Path) -> None:
    """Run again on the built site, the imports of the page's Python and Pyodide's start load only files of the zip."""
    imports = python_bundle.page_stdlib_imports(site_dir)
    assert {"json", "pathlib", "dataclasses", "gettext"} <= set(imports)
    used = stdlib.used_stdlib_files(site_dir, imports)
    names = zip_names(site_dir)
    assert set(used) <= names
    assert {"_pyodide/__init__.py", "pyodide/__init__.py", "encodings/__init__.py", "dataclasses.py"} <= set(used)
    assert {name for name in names if not name.endswith("/")} == set(used)


def test_modules_no_boot_runs_are_left_out(site_dir: Path) -> None:
    """Archive unpacking, urllib.parse, ipaddress and html, which no Python of the site imports, are not shipped."""
    names = zip_names(site_dir)
    for module in ("tarfile.py", "gzip.py", "urllib/parse.py", "ipaddress.py", "html/__init__.py"):
        assert module not in names


def test_the_zip_and_the_lock_are_much_smaller(site_dir: Path) -> None:
    """The trimmed zip sends under half of Pyodide's zip compressed; the lock file lists no package."""
    whole = (vendor.PYODIDE_PACKAGE / "python_stdlib.zip").stat().st_size
    report = site_report(site_dir)
    assert report.sent["gzip"][stdlib.STDLIB_ZIP] < whole / 2
    assert report.sent["br"][stdlib.STDLIB_ZIP] < report.sent["gzip"][stdlib.STDLIB_ZIP]
    lock = json.loads((site_dir / stdlib.LOCK_FILE).read_text(encoding="utf-8"))
    original = json.loads((vendor.PYODIDE_PACKAGE / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock == {"info": original["info"], "packages": {}}


def test_pyodide_boots_on_the_zip_and_imports_the_game_and_the_page(site_dir: Path) -> None:
    """A plain boot on the trimmed standard library imports everything the page runs."""
    result = boot_and_import(site_dir, ["game", "ui.app", "ui.bridge", "ui.rehearsal"])
    assert result.returncode == 0, result.stderr
    assert result.stdout == "ok\n"


def test_a_module_missing_from_the_zip_fails_the_boot(site_dir: Path, tmp_path: Path) -> None:
    """Without gettext (imported by the game's catalogues, game.i18n), importing the game fails."""
    site = Path(shutil.copytree(site_dir, tmp_path / "dist"))
    used = [name for name in zip_names(site) if not name.endswith("/") and name != "gettext.py"]
    trimmed = site / stdlib.STDLIB_ZIP
    stdlib.write_stdlib(site_dir / stdlib.STDLIB_ZIP, trimmed, used)
    result = boot_and_import(site, ["game"])
    assert result.returncode == 1
    assert "No module named 'gettext'" in result.stderr
