"""The game in Chromium on real hosts: nginx and Caddy with the configurations of deploy/.

Each test starts its host on a loopback port (tests/support/hosts.py) and plays what the
development server's tests play: a first visit and an offline reload, a link opened in a new tab
of a profile that has a saved game (tests/browser/test_links.py), and a new release reaching an
open tab through its "Reload now" (tests/browser/test_page_progress.py), with the helpers those
tests use (tests/support/visits.py). The host's own headers apply
throughout: its types, its brotli or gzip copies, `no-cache`, its Content-Security-Policy
header on top of the page's meta tag, and the two headers that make every tab cross-origin
isolated, offline too, where the service worker answers with the headers it stored.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, Response

import game
from tests.support.hosts import HOSTS, served_by
from tests.support.pages import PageSession, assert_shows, open_page, tap, wait_for_service_worker
from tests.support.visits import (
    LINK,
    OLD,
    Profile,
    assert_link_then_first_action,
    mark_second_release,
    play_and_close,
    release_marks,
)
from tools import site_build as build
from tools.pages import DESKTOP, wait_for_board, wait_ready
from tools.serve import preferred_coding

pytestmark = [pytest.mark.browser, pytest.mark.parametrize("host", HOSTS)]

# Content Security Policy violations, recorded from the first script on.
CSP_PROBE = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push(`${event.violatedDirective}: ${event.blockedURI}`);
});
"""


def visit(context: BrowserContext, url: str) -> PageSession:
    """A new tab at `url`, booted, with its errors, dialogs and policy violations watched."""
    return open_page(context, url, CSP_PROBE)


def assert_isolated(page: Page) -> None:
    """The page is cross-origin isolated: the host's COOP and COEP took effect."""
    assert page.evaluate("self.crossOriginIsolated") is True


def assert_clean(*sessions: PageSession) -> None:
    """No uncaught error, browser dialog or Content Security Policy violation in any of the tabs, each isolated."""
    for watched in sessions:
        assert_isolated(watched.page)
        assert watched.errors == []
        assert watched.dialogs == []
        assert watched.page.evaluate("window.__cspViolations") == []


def test_a_first_visit_then_an_offline_reload(browser: Browser, site_dir: Path, tmp_path: Path, host: str) -> None:
    """A first visit boots from the host's compressed copies; with the host gone and the network off a reload plays."""
    code = "FT1-N-HOSTING"
    with served_by(host, site_dir, tmp_path / host) as served:
        context = browser.new_context(viewport=DESKTOP)
        try:
            responses: dict[str, Response] = {}
            context.on("response", lambda response: responses.setdefault(urlsplit(response.url).path, response))
            opened = visit(context, f"{served.url}#{code}")
            assert_isolated(opened.page)
            assert_shows(opened.page, game.new_game(code))
            for path in ("/", "/pyodide/pyodide.asm.wasm"):
                accepted = responses[path].request.all_headers().get("accept-encoding", "")
                coding = preferred_coding(accepted, ["br", "gzip"])
                assert coding is not None
                assert responses[path].all_headers().get("content-encoding") == coding, path
            wait_for_service_worker(opened.page)

            served.stop()
            context.set_offline(True)
            opened.page.reload()
            wait_ready(opened.page)
            assert_isolated(opened.page)
            expected = game.new_game(code)
            assert_shows(opened.page, expected)
            tap(opened, "stock")
            expected.draw()
            wait_for_board(opened.page, expected)
            assert_shows(opened.page, expected)
            assert_clean(opened)
        finally:
            context.close()


def test_a_link_in_a_new_tab_shows_its_deal_beside_a_saved_game(
    playwright: Playwright, site_dir: Path, tmp_path: Path, host: str
) -> None:
    """A persistent profile plays a deal and closes its tab; a link to another deal opens in a new tab and shows it."""
    with served_by(host, site_dir, tmp_path / host) as served:
        profile = Profile(playwright, tmp_path / "profile", served.url)
        try:
            kept = play_and_close(profile, OLD, draws=1)
            linked = profile.open(LINK)
            assert_isolated(linked.page)
            assert_link_then_first_action(linked, kept)
            profile.assert_clean()
        finally:
            profile.context.close()


def test_a_new_release_reaches_an_open_tab(browser: Browser, site_dir: Path, tmp_path: Path, host: str) -> None:
    """A tab left open while a release is deployed offers it once another visit finds it; "Reload now" applies it."""
    code = "FT1-N-RELEASE"
    site = Path(shutil.copytree(site_dir, tmp_path / "site"))
    with served_by(host, site, tmp_path / host) as served:
        context = browser.new_context(viewport=DESKTOP)
        try:
            open_tab = visit(context, f"{served.url}#{code}")
            wait_for_service_worker(open_tab.page)
            expected = game.new_game(code)
            tap(open_tab, "stock")
            expected.draw()
            wait_for_board(open_tab.page, expected)

            mark_second_release(site)
            build.seal(site)
            other_visit = visit(context, f"{served.url}#{code}")
            open_tab.page.wait_for_selector("#update-banner:not([hidden])", timeout=30_000)
            assert release_marks(open_tab.page) == [False, False, False]
            with open_tab.page.expect_navigation():
                open_tab.page.click("[data-testid=update-reload]")
            wait_ready(open_tab.page)
            assert release_marks(open_tab.page) == [True, True, True], "the page, its styles and its scripts are new"
            assert_shows(open_tab.page, expected)
            assert_clean(open_tab, other_visit)
        finally:
            context.close()
