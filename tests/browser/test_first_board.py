"""A first visit's board painted from the HTML and CSS of the built page, before any module arrives.

The build writes a first-visit board into index.html as a template (tools/first_board.py); on a
plain first visit the page's inline script deals the deal it picks into a copy of it and puts it
on the board. These tests load the page with every script file refused, so that what is on
screen is the page's own markup and style, then check that page.js takes over the same deal with
every card in the same place, and that a returning visit or a link never shows a first-visit
deal.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route

import game
from tests.support.pages import PHONE
from tools.pages import DESKTOP, expected_dom, wait_for_board
from ui.session import FIRST_VISIT_DEALS

pytestmark = pytest.mark.browser

LINK = "FT1-N-LINKEDA"

# The first-visit board on the page, as tools/pages.py's DOM_PILES_JS reads a board, with the deal
# picked and the faces rendered; only how many there are when there is not one.
SHOWN_BOARD_JS = """() => {
  const shown = document.querySelectorAll('#board > .first-deal');
  if (shown.length !== 1) return { count: shown.length };
  const piles = {};
  for (const element of shown[0].querySelectorAll('[data-pile]')) {
    const back = element.querySelector('.card.back');
    piles[element.dataset.pile] = element.dataset.pile === 'stock'
      ? (back ? Number(back.textContent) : 0)
      : [...element.querySelectorAll('[data-card]')].map((card) => card.dataset.card);
  }
  const faces = [...shown[0].querySelectorAll('[data-card] use')]
    .filter((use) => use.getClientRects().length)
    .map((use) => use.getAttribute('class'));
  const deal = document.documentElement.dataset.firstDeal;
  return { count: 1, deal, piles, faces: [...new Set(faces)] };
}"""

# Every face-up card on the board with its box, rounded to a tenth of a pixel.
CARD_BOXES_JS = """() => Object.fromEntries(
  [...document.querySelectorAll('#board [data-card]')]
    .filter((card) => card.getClientRects().length)
    .map((card) => {
      const box = card.getBoundingClientRect();
      return [card.dataset.card + '@' + card.closest('[data-pile]').dataset.pile + ':' + card.dataset.index,
              [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 10) / 10)];
    })
)"""


NEXT_FRAME_JS = "() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))"


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def context(request: pytest.FixtureRequest, browser: Browser) -> Iterator[BrowserContext]:
    """A new browser context (nothing stored) at a phone's or a desktop's size, without the service worker."""
    context = browser.new_context(viewport=request.param, service_workers="block", locale="en-GB")
    yield context
    context.close()


def without_script_files(context: BrowserContext, url: str) -> Page:
    """A new tab on `url`, loaded with every script file refused: the page has its HTML and CSS (and inline script)."""
    page = context.new_page()
    page.route(re.compile(r"\.m?js$"), lambda route: route.abort())
    page.goto(url)
    return page


def test_a_first_visit_paints_one_of_its_deals_from_the_html_and_css(context: BrowserContext, site_url: str) -> None:
    """No module runs: the board of a first-visit deal is on screen, with the hint, the compact faces on a phone."""
    page = without_script_files(context, site_url)
    board = page.evaluate(SHOWN_BOARD_JS)
    assert board["count"] == 1
    assert board["deal"] in FIRST_VISIT_DEALS
    assert board["piles"] == expected_dom(game.new_game(board["deal"]))
    narrow = page.viewport_size == PHONE
    assert board["faces"] == (["compact"] if narrow else ["full"])
    assert page.locator("[data-testid=hint]").is_visible()
    assert page.locator("#board-skeleton").count() == 0
    assert not page.evaluate("document.documentElement.hasAttribute('data-painted')")


def test_page_js_paints_the_same_deal_with_every_card_in_place(context: BrowserContext, site_url: str) -> None:
    """page.js held back: the page's own board is measured; once page.js paints, the same deal is drawn by the
    renderer, each card in the same box, and the page's own board is gone."""
    held: list[Route] = []
    page = context.new_page()
    page.route("**/static/js/page.js", lambda route: held.append(route))  # noqa: PLW0108 (a bound method fails)
    page.goto(site_url, wait_until="commit")
    page.wait_for_selector("#board > .first-deal", state="attached")
    before = page.evaluate(CARD_BOXES_JS)
    deal = page.evaluate("document.documentElement.dataset.firstDeal")
    page.wait_for_timeout(100)  # every resize observer has run: the board is as it will stay
    assert page.evaluate(CARD_BOXES_JS) == before
    for route in held:
        route.continue_()
    page.wait_for_selector("html[data-painted]", state="attached")
    page.evaluate(NEXT_FRAME_JS)
    assert page.locator("[data-testid=deal-code]").inner_text() == deal
    assert page.locator("#board > .first-deal, #board > template").count() == 0
    assert page.evaluate(CARD_BOXES_JS) == before
    assert len(before) == 40


def test_a_returning_visit_or_a_link_shows_no_first_visit_deal(context: BrowserContext, site_url: str) -> None:
    """Something stored, or a deal in the address: the empty piles until page.js paints, never another deal."""
    setter = context.new_page()
    setter.goto(f"{site_url}static/manifest.webmanifest")
    setter.evaluate("localStorage.setItem('solitaire-settings', '{}')")
    setter.close()
    returning = without_script_files(context, site_url)
    assert returning.evaluate(SHOWN_BOARD_JS) == {"count": 0}
    assert returning.locator("#board-skeleton").is_visible()
    assert not returning.locator("[data-testid=hint]").is_visible()
    returning.evaluate("localStorage.clear()")
    link = without_script_files(context, f"{site_url}#{LINK}")
    assert link.evaluate(SHOWN_BOARD_JS) == {"count": 0}
    assert link.locator("#board-skeleton").is_visible()
    assert not link.locator("[data-testid=hint]").is_visible()


def test_taps_on_the_page_s_board_before_page_js_are_played_in_order(context: BrowserContext, site_url: str) -> None:
    """Two taps on the stock of the page's own board while page.js is held back: none is lost, both draws happen
    once the game is up, in order, after the same deal is drawn."""
    held: list[Route] = []
    page = context.new_page()
    page.route("**/static/js/page.js", lambda route: held.append(route))  # noqa: PLW0108 (a bound method fails)
    page.goto(site_url, wait_until="commit")
    page.wait_for_selector("#board > .first-deal", state="attached")
    deal = page.evaluate("document.documentElement.dataset.firstDeal")
    stock = page.locator("#board > .first-deal [data-pile=stock]").bounding_box()
    assert stock is not None
    for _ in range(2):
        page.mouse.click(stock["x"] + stock["width"] / 2, stock["y"] + stock["height"] / 2)
        page.wait_for_timeout(400)  # two taps, not a double tap
    for route in held:
        route.continue_()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    expected = game.new_game(deal)
    expected.draw()
    expected.draw()
    wait_for_board(page, expected)
    assert page.locator("[data-testid=moves]").inner_text() == "2"
