"""tools/docstrings.py: the standard library the site ships loses docstrings and comments, not behaviour."""

from __future__ import annotations

import ast
import textwrap
import zipfile
from pathlib import Path
from typing import Any

import build
from tools import stdlib
from tools.docstrings import without_docstrings

SAMPLE = textwrap.dedent(
    '''
    """The module's docstring."""
    from __future__ import annotations

    # a comment
    LIMIT = 3


    class Empty:
        """Only a docstring: the body becomes pass."""


    class Counter:
        """Counts."""

        "a no-op string that would become the docstring"
        start = 1

        def up(self, by: int = 1) -> int:
            """Add `by`."""
            if by > LIMIT:
                "no-op"
            else:
                "no-op too"
            try:
                "only a string"
            finally:
                "and here"
            return self.start + by


    def text() -> str:
        """Docstring."""
        return "a string that is a value stays"
    '''
)


def run(source: str) -> dict[str, Any]:
    """The globals after executing `source` as a module."""
    namespace: dict[str, Any] = {"__name__": "sample"}
    exec(compile(source, "sample.py", "exec"), namespace)
    return namespace


def test_docstrings_comments_and_string_statements_go_and_the_code_runs_the_same() -> None:
    """Every __doc__ is None, string values stay, empty bodies get pass, and the results are unchanged."""
    stripped = without_docstrings(SAMPLE)
    assert "docstring" not in stripped and "comment" not in stripped and "no-op" not in stripped
    assert "a string that is a value stays" in stripped
    before, after = run(SAMPLE), run(stripped)
    assert after.get("__doc__") is None and after["Counter"].__doc__ is None and after["Empty"].__doc__ is None
    assert after["Counter"].up.__doc__ is None and after["text"].__doc__ is None
    assert [before["Counter"]().up(by) for by in range(6)] == [after["Counter"]().up(by) for by in range(6)]
    assert before["text"]() == after["text"]()
    assert isinstance(ast.parse(stripped).body[0], ast.ImportFrom)  # the future import is still first


def test_stripping_is_idempotent() -> None:
    """Stripping twice gives the same text as once (the build is reproducible)."""
    once = without_docstrings(SAMPLE)
    assert without_docstrings(once) == once


def test_the_shipped_zip_has_cpython_modules_stripped_and_pyodide_packages_as_they_were(site_dir: Path) -> None:
    """typing.py lost its docstrings; every file of Pyodide's own packages is byte for byte Pyodide's."""
    with (
        zipfile.ZipFile(site_dir / stdlib.STDLIB_ZIP) as shipped,
        zipfile.ZipFile(build.PYODIDE_PACKAGE / "python_stdlib.zip") as original,
    ):
        typing_source = shipped.read("typing.py").decode()
        assert not typing_source.startswith(('"', "'"))  # (parsed by the host, 3.14 syntax would fail)
        assert len(typing_source) < len(original.read("typing.py")) * 0.8
        own = [name for name in shipped.namelist() if name.endswith(".py") and not stdlib.strippable(name)]
        assert {"_pyodide/__init__.py", "pyodide/__init__.py"} <= set(own)
        assert all(shipped.read(name) == original.read(name) for name in own)
