"""The Examples pages in the browser, opened the way a player does: every game and every language at least once.

The More menu's Examples button opens the page of the game on screen; its Watch button shows the
example game on the board as a replay with captions at the moments that teach; its Play link
starts the deal itself. Every page in every language is built and checked in CPython
(tests/test_examples.py); the browser opens each game's and shows each language's at least once.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser

import game
from game.examples import example_of, teaching_moments
from game.i18n import catalogue
from tests.support.helpers import each_language_and_game
from tests.support.pages import PageSession, choose_language, click_tool, open_page, show_code
from tools.pages import DESKTOP, settled, wait_for_board

pytestmark = pytest.mark.browser

CASES = each_language_and_game()
# A deal of each game (its last variant) to open its Examples page from.
SHOWN = {
    name: f"{game.variants_of(name)[-1].prefix}-{game.variants_of(name)[-1].part}-EXAMPLS" for name in game.game_names()
}


@pytest.fixture(scope="module")
def reader(browser: Browser, site_url: str) -> Iterator[PageSession]:
    """A page of its own for this module."""
    opened = open_page(browser.new_context(viewport=DESKTOP), f"{site_url}#{next(iter(SHOWN.values()))}")
    yield opened
    opened.context.close()


@pytest.mark.parametrize(("language", "name"), CASES)
def test_the_examples_page_of_every_game_and_in_every_language(reader: PageSession, language: str, name: str) -> None:
    """Title, introduction, one captioned step per moment and the final score; Escape closes it."""
    page, words = reader.page, catalogue(language)
    choose_language(page, language)
    show_code(page, SHOWN[name])
    click_tool(page, "[data-testid=examples]")
    examples = page.locator("[data-testid=examples-page]")
    examples.wait_for(state="visible")
    assert examples.locator("h2").inner_text() == words.text("examples-title", game=words.text(name))
    example = example_of(name)
    assert example is not None
    steps = examples.locator("ol.example-steps li")
    assert steps.count() == len({moment.step for moment in teaching_moments(example)})
    assert examples.locator("a[data-code]").get_attribute("data-code") == example.code
    page.keyboard.press("Escape")
    examples.wait_for(state="hidden")
    assert reader.errors == []


def test_watching_the_example_shows_captions_on_the_board_and_play_starts_the_deal(reader: PageSession) -> None:
    """Watch: the replay of the example with its first caption at its step; exit; then Play starts the deal."""
    page, words = reader.page, catalogue("en")
    choose_language(page, "en")
    show_code(page, next(iter(SHOWN.values())))
    before = page.evaluate("window.solitaire.state()")
    example = example_of("forty-thieves")
    assert example is not None
    click_tool(page, "[data-testid=examples]")
    page.click("[data-testid=examples-page] button[data-watch]")
    page.wait_for_selector("[data-testid=replay-bar]", state="visible")
    assert page.locator("[data-testid=examples-page]").is_hidden()
    first = teaching_moments(example)[0]
    for _ in range(first.step):
        page.click("[data-testid=replay-step]")
    settled(page)
    caption = page.locator("#replay-caption")
    assert caption.is_visible() and "+5" not in caption.inner_text() and "5" in caption.inner_text()
    assert page.locator("[data-testid=replay-position]").inner_text() == f"{first.step} / {len(example.moves)}"
    page.click("[data-testid=replay-exit]")
    assert page.evaluate("window.solitaire.state()") == before
    click_tool(page, "[data-testid=examples]")
    page.click("[data-testid=examples-page] a[data-code]")
    wait_for_board(page, game.new_game(example.code))
    assert page.locator("#message").inner_text() == words.text("new-deal", code=example.code)
    assert reader.errors == []
