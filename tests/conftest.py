"""Fixtures of the whole test run: the site, built once.

Every test that needs a built site uses `site_dir`, one build shared by the build and snapshot
tests (tests/test_build_snapshot.py) and the browser tests (tests/browser/). Nobody may change
it: a test that changes a site copies it first. Only the build's own tests build again (the
reproducibility test, the rebuild tests and `--no-snapshot`); the build cache (.build-cache/)
makes this build take seconds when the sources have not changed since the last one. Every
test that uses `site_dir` is marked `site` here, and a test that builds without it (a snapshot
of a tiny site) is marked by hand, so `pytest -m "not browser and not site"` runs the engine and
page tests without a build or Node.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import site_build


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per test run into a temporary folder."""
    folder = tmp_path_factory.mktemp("site") / "dist"
    site_build.build(folder)
    return folder


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark `site` each test that uses the built site, directly or through another fixture (before `-m` selects)."""
    for item in items:
        if "site_dir" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.site)
