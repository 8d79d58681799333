"""Python sources without their docstrings and comments, for the standard library the site ships (tools/stdlib.py).

`python -OO` drops docstrings when it compiles; Pyodide's zip holds sources, so the build
drops them from the sources instead: about 40 % of the standard library's bytes. The result is
`ast.unparse` of the source's tree without any statement that is only a string constant
(docstrings, and no-op strings elsewhere, so that no later string becomes a docstring), a
`pass` where a body would be left empty. Comments and blank lines go with the reformatting.
The code is otherwise the same tree, so it runs the same; `__doc__` is None, as under -OO.

Run by tools/strip_docstrings.mjs inside the vendored Pyodide, so that the sources are parsed
and unparsed by the very Python version that will run them; it also runs in CPython.
"""

from __future__ import annotations

import ast


def is_string_statement(statement: ast.stmt) -> bool:
    """True if `statement` is only a string constant (a docstring or a no-op string)."""
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )


def without_docstrings(source: str) -> str:
    """`source` without docstrings, string statements and comments, reformatted by ast.unparse."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            statements = getattr(node, field, None)
            if isinstance(statements, list) and statements and isinstance(statements[0], ast.stmt):
                kept = [statement for statement in statements if not is_string_statement(statement)]
                if len(kept) != len(statements):
                    setattr(node, field, kept or [ast.Pass()])
    return ast.unparse(tree) + "\n"


def strip_all(sources: dict[str, str]) -> dict[str, str]:
    """Each of `sources` (name -> text) without its docstrings."""
    return {name: without_docstrings(text) for name, text in sources.items()}
