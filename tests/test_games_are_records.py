"""Every layer above the engine reads the game records: none names a game, so a new game is its folder and one line.

The page's modules, index.html, the style sheets and the tools name no game (no key, no deal-code
prefix, no English name in their code), and no test enumerates the games by hand: each asks the
registry, so a game added to game/games/ is tested and shown without editing any of them.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

import game
from game.i18n import catalogue
from game.registry import first_variant

ROOT = Path(__file__).resolve().parent.parent
PAGE_PYTHON = sorted((ROOT / "static" / "py").rglob("*.py"))
TOOLS_PYTHON = sorted((ROOT / "tools").glob("*.py"))
SCRIPTS = sorted([*(ROOT / "static" / "js").glob("*.js"), *(ROOT / "static" / "js").glob("*.mjs")])
MARKUP = [ROOT / "index.html", ROOT / "static" / "manifest.webmanifest", *(ROOT / "static" / "css").glob("*.css")]
TESTS = sorted([*(ROOT / "tests").rglob("*.py")])


def game_words() -> re.Pattern[str]:
    """Any registered game's or variant's key, deal-code prefix or English name, as a whole word."""
    english = catalogue("en")
    words = {word for record in game.VARIANTS.values() for word in (record.key, record.game, record.prefix)}
    words |= {english.text(record.name_id) for record in game.VARIANTS.values()}
    alternatives = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w])")


def python_code_strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a Python file that are code, not docstrings, with their line numbers."""
    source = path.read_text(encoding="utf-8")
    docstrings = {
        node.body[0].value.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
        and isinstance(node.body[0].value.value, str)
    }
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return [
        (token.start[0], token.string)
        for token in tokens
        if token.type == tokenize.STRING and token.start[0] not in docstrings
    ]


def script_code(path: Path) -> list[tuple[int, str]]:
    """The lines of a script or style sheet without its comments."""
    text = re.sub(
        r"/\*.*?\*/", lambda found: "\n" * found.group().count("\n"), path.read_text(encoding="utf-8"), flags=re.S
    )
    return [(number, re.sub(r"(?<![:\"'])//.*", "", line)) for number, line in enumerate(text.splitlines(), 1)]


@pytest.mark.parametrize("path", [*PAGE_PYTHON, *TOOLS_PYTHON], ids=lambda path: str(path.relative_to(ROOT)))
def test_no_page_or_tool_python_names_a_game(path: Path) -> None:
    """The page's Python and the tools read the records; a game's name in a docstring is an example, not code."""
    words = game_words()
    named = [(number, text) for number, text in python_code_strings(path) if words.search(text)]
    assert named == [], f"{path.relative_to(ROOT)} names a game: {named}"


@pytest.mark.parametrize("path", [*SCRIPTS, *MARKUP], ids=lambda path: str(path.relative_to(ROOT)))
def test_no_script_page_or_style_sheet_names_a_game(path: Path) -> None:
    """The scripts, index.html, the manifest and the style sheets take every game from the view."""
    words = game_words()
    named = [(number, line.strip()) for number, line in script_code(path) if words.search(line)]
    assert named == [], f"{path.relative_to(ROOT)} names a game: {named}"


def enumerations(path: Path) -> list[tuple[int, set[str]]]:
    """The literals of a test that list every game or every variant by hand (a list, or a dict of plain texts)."""
    games, variants = set(game.game_names()), set(game.VARIANTS)
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            items: list[ast.expr | None] = list(node.elts)
        elif isinstance(node, ast.Dict) and all(isinstance(value, ast.Constant) for value in node.values):
            items = list(node.keys)
        else:
            continue
        named = {item.value for item in items if isinstance(item, ast.Constant) and isinstance(item.value, str)}
        if games <= named or variants <= named:
            found.append((node.lineno, named & (games | variants)))
    return found


def test_no_test_lists_the_games_by_hand() -> None:
    """A test that runs over every game asks the registry (game.game_names(), game.VARIANTS), never a list."""
    listed = [(str(path.relative_to(ROOT)), found) for path in TESTS for found in enumerations(path)]
    assert listed == []


def test_the_checks_catch_a_game_named_by_hand(tmp_path: Path) -> None:
    """Each check finds a name where it should, and leaves docstrings, comments and other words alone."""
    first = first_variant()
    module = tmp_path / "module.py"
    module.write_text(f'"""About {first.game}."""\n# {first.key}\nWINDOW = "{first.key}"\nOTHER = "{first.key}s-x"\n')
    assert [line for line, _ in python_code_strings(module) if game_words().search(_)] == [3]
    sheet = tmp_path / "sheet.css"
    sheet.write_text(f"/* {first.game} */\n.board.{first.game} {{ }}\n")
    assert [number for number, line in script_code(sheet) if game_words().search(line)] == [2]
    listing = tmp_path / "test_listing.py"
    listing.write_text(f"GAMES = {list(game.game_names())!r}\nONE = [{first.game!r}]\n")
    assert [line for line, _ in enumerations(listing)] == [1]
