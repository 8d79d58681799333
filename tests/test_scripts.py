"""The page's scripts fit together: every name a script imports from another is one that script exports.

A missing export stops the page's module graph from loading at all, which only a browser would
otherwise show; this finds it in plain CPython.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SCRIPTS = Path(__file__).resolve().parent.parent / "static" / "js"
IMPORT = re.compile(r"^import\s*\{([^}]*)\}\s*from\s*\"\./([\w.-]+)\";", re.M)
EXPORT = re.compile(r"^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)", re.M)


def exports(path: Path) -> set[str]:
    """The names a module exports by declaration."""
    return set(EXPORT.findall(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", sorted([*SCRIPTS.glob("*.js"), *SCRIPTS.glob("*.mjs")]), ids=lambda path: path.name)
def test_every_imported_name_is_exported(path: Path) -> None:
    """Each `import { … } from "./x.js"` names only what x.js exports."""
    for names, module in IMPORT.findall(path.read_text(encoding="utf-8")):
        wanted = {name.split(" as ")[0].strip() for name in names.split(",") if name.strip()}
        missing = wanted - exports(SCRIPTS / module)
        assert not missing, f"{path.name} imports {sorted(missing)} from {module}, which does not export them"


def test_the_check_finds_a_missing_export(tmp_path: Path) -> None:
    """A module that stops exporting an imported name is caught."""
    (tmp_path / "a.js").write_text('import { here, gone } from "./b.js";\n')
    (tmp_path / "b.js").write_text("export function here() {}\n")
    names, module = IMPORT.findall((tmp_path / "a.js").read_text())[0]
    assert {name.strip() for name in names.split(",")} - exports(tmp_path / module) == {"gone"}
