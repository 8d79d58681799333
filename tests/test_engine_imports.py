"""The engine is plain Python: every module of game/, subpackages too, imports without js."""

from __future__ import annotations

import json
import textwrap

from tests.support.helpers import ROOT, run_python

BROWSER_MODULES = ("js", "pyodide")

SCRIPT = textwrap.dedent(
    """
    import importlib, importlib.abc, json, pkgutil, sys

    BLOCKED = {blocked!r}

    class Blocker(importlib.abc.MetaPathFinder):
        '''Refuses the browser-only modules, as plain CPython without Pyodide would.'''

        attempts = []

        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                self.attempts.append(name)
                raise ImportError(f"{{name}} is not available outside the browser")
            return None

    sys.meta_path.insert(0, Blocker())
    import game
    names = ["game"] + [info.name for info in pkgutil.walk_packages(game.__path__, "game.")]
    for name in names:
        importlib.import_module(name)
    loaded = sorted(name for name in sys.modules if name.split(".")[0] in BLOCKED)
    print(json.dumps({{"modules": names, "attempts": Blocker.attempts, "loaded": loaded}}))
    """
)


def test_every_engine_module_imports_without_browser_modules() -> None:
    """In a fresh interpreter where js and pyodide cannot be imported, all of game/ still imports."""
    result = run_python(SCRIPT.format(blocked=BROWSER_MODULES), ROOT)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    files = [path.relative_to(ROOT).with_suffix("") for path in (ROOT / "game").rglob("*.py")]
    expected = {".".join(path.parts[:-1] if path.name == "__init__" else path.parts) for path in files}
    assert set(report["modules"]) == expected
    assert report["loaded"] == []
    assert report["attempts"] == []


def test_the_blocker_really_blocks() -> None:
    """The same interpreter setup refuses `import js`, so the test above can fail."""
    script = SCRIPT.format(blocked=BROWSER_MODULES).replace("import game\n", "import game, js\n")
    result = run_python(script, ROOT)
    assert result.returncode != 0
    assert "js is not available outside the browser" in result.stderr


def test_the_solver_is_imported_only_when_game_solve_is_first_used() -> None:
    """`import game` leaves game.solver out (the site does not ship it); game.solve brings it, game.nothing fails."""
    script = textwrap.dedent(
        """
        import sys
        import game
        before = "game.solver" in sys.modules
        solve, solution = game.solve, game.Solution
        try:
            game.nothing
        except AttributeError:
            missing = True
        print(before, "game.solver" in sys.modules, solve.__module__, solution.__name__, missing)
        """
    )
    result = run_python(script, ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "True", "game.solver", "Solution", "True"]
