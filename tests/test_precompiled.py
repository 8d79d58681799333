"""PyScript's package served from code compiled into the snapshot (static/py/ui/precompiled.py).

Run in CPython on a stand-in package written the way PyScript writes its own: into the working
folder, after the finder was installed.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ui import precompiled

PACKAGE = {
    "standin/__init__.py": "from standin.web import page\nNAME = 'standin'\n",
    "standin/web.py": "def page():\n    return 'compiled once'\n",
}


@pytest.fixture
def working_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty working folder on sys.path; the finders and modules a test installs are removed after."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    finders = list(sys.meta_path)
    yield tmp_path
    sys.meta_path[:] = finders
    for name in [name for name in sys.modules if name.partition(".")[0] == "standin"]:
        del sys.modules[name]
    precompiled.SERVED.clear()


def write(folder: Path, files: dict[str, str]) -> None:
    """Write `files` (path -> text) under `folder`, as PyScript writes its package at boot."""
    for path, text in files.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text, encoding="utf-8")
    importlib.invalidate_caches()


def test_the_package_written_as_compiled_is_served_from_its_code(working_folder: Path) -> None:
    assert precompiled.install(PACKAGE) == ["standin", "standin.web"]
    write(working_folder, PACKAGE)
    standin = importlib.import_module("standin")
    assert standin.NAME == "standin" and standin.page() == "compiled once"
    assert precompiled.SERVED == ["standin", "standin.web"]
    assert standin.__file__ == str(working_folder / "standin" / "__init__.py")
    assert standin.page.__code__.co_filename == str(working_folder / "standin" / "web.py")


def test_a_file_unlike_the_compiled_source_is_compiled_from_the_file(working_folder: Path) -> None:
    precompiled.install(PACKAGE)
    write(working_folder, PACKAGE | {"standin/web.py": "def page():\n    return 'another release'\n"})
    assert importlib.import_module("standin").page() == "another release"
    assert precompiled.SERVED == ["standin"]


def test_modules_it_was_not_given_are_left_to_the_other_finders(working_folder: Path) -> None:
    precompiled.install({"standin/__init__.py": PACKAGE["standin/__init__.py"]})
    write(working_folder, PACKAGE)
    assert importlib.import_module("standin").page() == "compiled once"
    assert precompiled.SERVED == ["standin"]
    assert importlib.import_module("json").dumps([]) == "[]"


def test_without_the_file_the_module_is_not_found(working_folder: Path) -> None:
    precompiled.install(PACKAGE)
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("standin")
    assert precompiled.SERVED == []


@pytest.mark.parametrize(
    ("path", "module"),
    [("pyscript/__init__.py", "pyscript"), ("pyscript/web.py", "pyscript.web"), ("a/b/c.py", "a.b.c")],
)
def test_module_names_come_from_package_paths(path: str, module: str) -> None:
    assert precompiled.module_of(path) == module
