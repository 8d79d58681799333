"""The examples in the engine's docstrings (`>>>`) run and show what they say, as python-chess checks its own.

Only the modules that hold examples become cases: a module without any would be a case that passes
whatever the engine does.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import game


def examples_of(name: str) -> list[doctest.DocTest]:
    """The docstring examples of one module (its functions and classes too), those with at least one `>>>`."""
    return [test for test in doctest.DocTestFinder().find(importlib.import_module(name)) if test.examples]


ENGINE_MODULES = ["game", *(info.name for info in pkgutil.walk_packages(game.__path__, "game."))]
MODULES_WITH_EXAMPLES = [name for name in ENGINE_MODULES if examples_of(name)]


@pytest.mark.parametrize("name", MODULES_WITH_EXAMPLES)
def test_the_docstring_examples_hold(name: str) -> None:
    """Every example of the module gives the output its docstring shows, and there is at least one to run."""
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report: list[str] = []
    for test in examples_of(name):
        runner.run(test, out=report.append)
    assert runner.tries > 0, f"{name} was collected for its examples but none ran"
    assert runner.failures == 0, "".join(report)


def test_the_package_and_the_registry_show_examples() -> None:
    """The examples a reader meets first are among those run, so the test above cannot pass by finding none."""
    assert MODULES_WITH_EXAMPLES, "no engine module has a docstring example"
    assert {"game", "game.registry"} <= set(MODULES_WITH_EXAMPLES)
