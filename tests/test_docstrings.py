"""tools/docstrings.py: the standard library the site ships loses docstrings and comments, not behaviour."""

from __future__ import annotations

import ast
import textwrap
import zipfile
from pathlib import Path
from typing import Any

from tools import stdlib
from tools import vendor as build
from tools.docstrings import narrowed, without_docstrings

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


def test_levels_are_indented_by_one_space_unless_a_string_would_change() -> None:
    """Each level is one space; a multi-line string whose lines the indent would change keeps the source as it was."""
    stripped = without_docstrings(SAMPLE)
    assert "\n def up(self, by: int=1) -> int:\n  if by > LIMIT:\n   pass" in stripped
    with_string = 'def f():\n    return """one\n    two"""\n'
    assert narrowed(with_string) == with_string
    assert narrowed("def f():\n    return 1\n") == "def f():\n return 1\n"


def test_stripping_is_idempotent() -> None:
    """Stripping twice gives the same text as once (the build is reproducible)."""
    once = without_docstrings(SAMPLE)
    assert without_docstrings(once) == once


def test_the_shipped_zip_has_every_module_stripped(site_dir: Path) -> None:
    """typing.py and Pyodide's own modules lost their docstrings; no shipped module has one left."""
    with (
        zipfile.ZipFile(site_dir / stdlib.STDLIB_ZIP) as shipped,
        zipfile.ZipFile(build.PYODIDE_PACKAGE / "python_stdlib.zip") as original,
    ):
        for name in ("typing.py", "pyodide/webloop.py", "_pyodide/_core_docs.py"):
            source = shipped.read(name).decode()
            assert not source.startswith(('"', "'"))  # (parsed by the host, 3.14 syntax would fail)
            assert len(source) < len(original.read(name)) * 0.8
        modules = [shipped.read(name) for name in shipped.namelist() if name.endswith(".py")]
        assert not any(source.lstrip().startswith(b'"""') for source in modules)
