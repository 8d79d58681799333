"""Fixtures of the end-to-end browser tests; helpers: tests/support/pages.py, tools/pages.py.

The site, built once per test run (tests/conftest.py), is served on loopback and driven by one
headless Chromium (Debian's, see tools/chromium.py). Pyodide takes seconds to boot, so most
tests share ONE page and switch deals through the address hash or `window.solitaire.load(...)`;
the `ui` fixture resets that page before every test.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Playwright, sync_playwright

from tests.support.pages import PageSession, first_code, open_page, set_settings, show_code
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.pages import DESKTOP
from tools.serve import serve_dist


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    """The built site served on loopback (any free port)."""
    server, url = serve_dist(0, site_dir)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    """Playwright, started once per session."""
    with sync_playwright() as started:
        yield started


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """One headless Chromium for the whole session."""
    chromium = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def session(browser: Browser, site_url: str) -> Iterator[PageSession]:
    """The shared page, booted once on a Forty Thieves code URL; clipboard access granted."""
    context = browser.new_context(viewport=DESKTOP)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    yield open_page(context, f"{site_url}#{first_code()}")
    context.close()


@pytest.fixture
def ui(session: PageSession) -> Iterator[PageSession]:
    """The shared page, reset: dialogs closed, default settings, desktop size, a fresh Forty Thieves deal."""
    shared = session.page
    shared.set_viewport_size(DESKTOP)
    shared.evaluate("for (const d of document.querySelectorAll('dialog[open]')) d.close('cancel')")
    set_settings(shared, double_tap=True, auto_placement=False)
    show_code(shared, "FT1-N-AAAAAAA")
    session.dialogs.clear()
    session.errors.clear()
    yield session
    assert session.dialogs == [], "the page opened a dialog"
    assert session.errors == [], "uncaught errors in the page"
