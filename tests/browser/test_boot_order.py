"""The boot does not depend on which of the page's files arrives first.

The page's module scripts are fetched in parallel, each as fast as the link and the server
allow, and the Python worker fetches its own beside them. (When PyScript started the page's
Python, one boot in about 45 stopped on a loaded machine: a module arrived after PyScript had
compiled a hook that the page's Content Security Policy refuses.) Here each file the boot's order
rests on arrives late on purpose: the module that starts the worker (so the page paints late
too), the worker's script, the module that starts Pyodide from the snapshot, the Python data,
and the page's last module script.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Browser, Route

from tests.support.pages import open_page
from tools.pages import DESKTOP

pytestmark = pytest.mark.browser

LATE_S = 2.0  # longer than the page's other modules take to arrive and load here


def arrives_late(route: Route) -> None:
    """Answer the request after LATE_S.

    The sleep makes the file late, as a slow link would; it checks nothing. What the test checks
    comes after it, by waiting for `<html data-ready>`.
    """
    time.sleep(LATE_S)
    route.continue_()


@pytest.mark.parametrize(
    "late",
    [
        "static/js/python-start.js",
        "static/js/python-worker.mjs",
        "static/js/snapshot.mjs",
        "python-files.json",
        "static/js/register-sw.js",
    ],
)
def test_the_page_starts_whichever_of_its_files_comes_last(browser: Browser, site_url: str, late: str) -> None:
    """A first visit whose `late` file comes seconds after the others still becomes ready, without errors."""
    context = browser.new_context(viewport=DESKTOP)
    try:
        context.route(f"{site_url}{late}", arrives_late)
        opened = open_page(context, f"{site_url}#FT1-N-LATEONE")
        assert opened.page.locator("[data-testid=deal-code]").inner_text() == "FT1-N-LATEONE"
        assert opened.errors == []
    finally:
        context.close()
