"""Return visits, as the link and host tests make them: persistent profiles with a saved game, links, a new release.

A `Profile` is a persistent Chromium profile on one site, whose tabs open and close and which
restarts; a link (`LINK`) is opened in it beside a saved game (`OLD`). `mark_second_release`
changes a copy of the built site so that the page shows which release it runs.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, Playwright

import game
from tests.support.pages import PageSession, assert_shows, open_page, tap, wait_for_queued_writes
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.pages import DESKTOP, wait_for_board
from ui.contract import StorageKey

SESSION_KEY = StorageKey.GAME
OLD, LINK = "FT1-N-AAAAAFA", "FT1-N-BBBBBBB"


class Profile:
    """A persistent Chromium profile in its own folder, on one site: tabs open on it, and it restarts."""

    def __init__(self, playwright: Playwright, folder: Path, url: str) -> None:
        self.playwright = playwright
        self.folder = folder
        self.url = url
        self.context = self.launch()
        self.tabs: list[PageSession] = []

    def launch(self) -> BrowserContext:
        """Start the browser on the profile, with no page open."""
        context = self.playwright.chromium.launch_persistent_context(
            str(self.folder), executable_path=chromium_executable(), args=list(CHROMIUM_ARGS), viewport=DESKTOP
        )
        for page in context.pages:
            page.close()
        return context

    def open(self, code: str = "") -> PageSession:
        """A new tab loading the site (on `#code` if given), booted; its errors and dialogs watched."""
        opened = open_page(self.context, f"{self.url}#{code}" if code else self.url)
        self.tabs.append(opened)
        return opened

    def restart(self) -> None:
        """Close the browser (every tab) and start it again on the same profile."""
        self.assert_clean()
        self.context.close()
        self.tabs = []
        self.context = self.launch()

    def assert_clean(self) -> None:
        """No tab of this browser had an uncaught error or opened a browser dialog."""
        for opened in self.tabs:
            assert opened.errors == [], opened.errors
            assert opened.dialogs == []


def saved(page: Page) -> game.Game:
    """The game the browser's storage keeps as the one in progress."""
    text = page.evaluate(f"localStorage.getItem('{SESSION_KEY}')")
    assert isinstance(text, str), "no game is saved"
    return game.load_game(json.loads(text)["game"])


def assert_saved(page: Page, expected: game.Game) -> None:
    """The saved game becomes `expected` (it is written once the frame showing the action is painted)."""
    deadline = time.monotonic() + 5
    while saved(page).to_json() != expected.to_json() and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert saved(page).to_json() == expected.to_json()


def drawn(code: str, draws: int = 1) -> game.Game:
    """The deal of `code` after `draws` draws from the stock."""
    current = game.new_game(code)
    for _ in range(draws):
        current.draw()
    return current


def draw(opened: PageSession, expected: game.Game) -> None:
    """Tap the stock with the mouse (a real first action); the board shows `expected` afterwards."""
    tap(opened, "stock")
    wait_for_board(opened.page, expected)


def play_and_close(profile: Profile, code: str, draws: int) -> game.Game:
    """Open `code` in a tab, draw `draws` times, close the tab; the game that stays saved."""
    first = profile.open(code)
    expected = game.new_game(code)
    for count in range(1, draws + 1):
        draw(first, drawn(code, count))
        expected = drawn(code, count)
    first.page.close()
    return expected


def assert_link_then_first_action(opened: PageSession, kept: game.Game) -> None:
    """The tab shows the linked deal fresh while the save keeps `kept`; its first action replaces the save."""
    assert_shows(opened.page, game.new_game(LINK))
    assert saved(opened.page).to_json() == kept.to_json(), "a link merely looked at replaced the saved game"
    wait_for_queued_writes(opened.page)
    assert saved(opened.page).to_json() == kept.to_json(), "the link's tab saved after it was shown"
    draw(opened, drawn(LINK))
    assert_shows(opened.page, drawn(LINK))
    assert_saved(opened.page, drawn(LINK))


def mark_second_release(site: Path) -> None:
    """Change the page, a stylesheet and a module of the built `site`, each in a way the page shows."""
    edits = {
        "index.html": lambda text: text.replace("<head>", '<head>\n  <meta name="release" content="second">'),
        "static/css/style.css": lambda text: text + "\n:root { --release: second; }\n",
        "static/js/layout.js": lambda text: text + '\ndocument.documentElement.dataset.release = "second";\n',
    }
    for name, edit in edits.items():
        path = site / name
        path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")


def release_marks(page: Page) -> list[bool]:
    """Whether the page, the stylesheet and the module the page runs are those mark_second_release changed."""
    return page.evaluate(
        """() => [
          document.querySelector("meta[name=release]") !== null,
          getComputedStyle(document.documentElement).getPropertyValue("--release").trim() === "second",
          document.documentElement.dataset.release === "second",
        ]"""
    )
