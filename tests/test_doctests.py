"""The examples in the engine's docstrings (`>>>`) run and show what they say, as python-chess checks its own."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import game

ENGINE_MODULES = ["game", *(info.name for info in pkgutil.walk_packages(game.__path__, "game."))]


def examples_of(name: str) -> list[doctest.DocTest]:
    """The docstring examples of one module (its functions and classes too), those with at least one `>>>`."""
    return [test for test in doctest.DocTestFinder().find(importlib.import_module(name)) if test.examples]


@pytest.mark.parametrize("name", ENGINE_MODULES)
def test_the_docstring_examples_hold(name: str) -> None:
    """Every example of the module gives the output its docstring shows."""
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report: list[str] = []
    for test in examples_of(name):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)


def test_the_package_and_the_registry_show_examples() -> None:
    """The examples a reader meets first exist, so the test above cannot pass by finding none."""
    assert examples_of("game")
    assert examples_of("game.registry")
