"""Python sources without their docstrings and comments: the standard library and the game the site ships.

`python -OO` drops docstrings when it compiles; Pyodide's zip holds sources, so the build
drops them from the sources instead: about 40 % of the standard library's bytes
(tools/stdlib.py) and 28 % of python-modules.json, the game's and the page's Python (build.py).
The result is `ast.unparse` of the source's tree without any statement that is only a string
constant (docstrings, and no-op strings elsewhere, so that no later string becomes a
docstring), a `pass` where a body would be left empty. Comments and blank lines go with the
reformatting, and each level is indented by one space instead of four. The code is otherwise
the same tree, so it runs the same; `__doc__` is None, as under -OO.

Run by tools/strip_docstrings.mjs inside the vendored Pyodide, so that the sources are parsed
and unparsed by the very Python version that will run them; it also runs in CPython.
"""

from __future__ import annotations

import ast

# The indent of one level in ast.unparse's output.
INDENT = 4


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
    return narrowed(ast.unparse(tree) + "\n")


def narrowed(source: str) -> str:
    """`source` (ast.unparse's, four spaces a level) indented one space a level, if that parses to the same tree.

    Fewer spaces make the standard library smaller to send. A line inside a multi-line string would
    change with its indent: then the tree differs, and `source` is returned as it is.
    """
    lines = [line.lstrip(" ") for line in source.split("\n")]
    depths = [(len(line) - len(bare)) // INDENT for line, bare in zip(source.split("\n"), lines, strict=True)]
    narrow = "\n".join(" " * depth + bare for depth, bare in zip(depths, lines, strict=True))
    return narrow if ast.dump(ast.parse(narrow)) == ast.dump(ast.parse(source)) else source


def strip_all(sources: dict[str, str]) -> dict[str, str]:
    """Each of `sources` (name -> text) without its docstrings."""
    return {name: without_docstrings(text) for name, text in sources.items()}
