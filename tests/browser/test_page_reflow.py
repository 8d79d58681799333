"""Every phone, every hand: reflow from 320 px and at 200 % text, landscape phones, tap targets, button looks.

The text size is set the way a browser's text size setting acts, on the root's font size; the
page's layouts are chosen in rem (style.css), so larger text gets a narrower screen's layout.
Geometry and computed styles are read from the page, never pixels.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

import pytest
from playwright.sync_api import Browser, Page

import game
from tests.support.pages import AXE, PageSession, axe_violations, open_page, page_state, pile_point, show_code
from tools.pages import show_layout

pytestmark = pytest.mark.browser

# Width, height and text size (% of the default): the narrowest phone, 200 % text on a phone, 150 %
# (a 260 px phone at 100 %), and a screen narrower than 320 px.
REFLOWS = [(320, 568, 100), (390, 844, 200), (390, 844, 150), (280, 500, 100)]
REFLOW_IDS = [f"{w}x{h}-{font}" for w, h, font in REFLOWS]

# Every control the toolbar offers, in the toolbar or in its More menu.
CONTROLS = [
    "copy-code",
    "undo",
    "redo",
    "restart",
    "new-game",
    "daily-button",
    "rules-button",
    "stats-button",
    "examples-button",
    "settings-button",
    "keys-button",
    "faq-button",
    "describe-button",
]

CODES = [f"{record.prefix}-{record.part}-REFLOWS" for record in game.VARIANTS.values()]


@pytest.fixture(scope="module", params=["en-US", "de-DE"])
def reader(browser: Browser, site_url: str, request: pytest.FixtureRequest) -> Iterator[PageSession]:
    """A page in English or German (long words), with touch; the CSP lets axe-core in."""
    context = browser.new_context(locale=request.param, has_touch=True, bypass_csp=True)
    yield open_page(context, f"{site_url}#FT1-N-REFLOWS")
    context.close()


# Resolves after three animation frames.
THREE_FRAMES = """() => new Promise((done) => {
  let frames = 3;
  const next = () => (--frames ? requestAnimationFrame(next) : done());
  requestAnimationFrame(next);
})"""


def set_size(page: Page, width: int, height: int, font: int = 100) -> None:
    """Resize the page and set its text size, then wait three frames: the toolbar is refitted in the frame
    after the one that laid it out anew."""
    page.set_viewport_size({"width": width, "height": height})
    page.evaluate("font => { document.documentElement.style.fontSize = `${font}%`; }", font)
    page.evaluate(THREE_FRAMES)


@pytest.fixture
def sized(reader: PageSession) -> Iterator[PageSession]:
    """The reader's page, its text size back to 100 % and its More menu closed afterwards."""
    yield reader
    reader.page.evaluate("document.getElementById('more-menu').hidePopover()")
    reader.page.evaluate("document.documentElement.style.fontSize = ''")


# Where each control is: shown or not, its box, and whether a tap at its centre reaches it.
CONTROL_PLACES = """(ids) => ids.map((id) => {
  const element = document.getElementById(id);
  const r = element.getBoundingClientRect();
  const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
  return { id, shown: element.checkVisibility(), box: [r.left, r.top, r.right, r.bottom],
           reached: hit !== null && (hit === element || element.contains(hit)) };
})"""

# The words of an element's text broken across lines: each word's own boxes, on more than one line.
BROKEN_WORDS = """(selectors) => {
  const broken = [];
  for (const element of document.querySelectorAll(selectors)) {
    if (!element.checkVisibility()) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}"""


def inside(box: list[float], width: int, height: int) -> bool:
    """True when a box lies wholly inside the viewport."""
    left, top, right, bottom = box
    return left >= -0.5 and top >= -0.5 and right <= width + 0.5 and bottom <= height + 0.5


def reachable_controls(page: Page) -> dict[str, dict[str, Any]]:
    """Every toolbar control, where a tap reaches it: in the toolbar, or in the More menu (scrolled to it)."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]  # type: ignore[index]
    places = {place["id"]: place for place in page.evaluate(CONTROL_PLACES, CONTROLS)}
    more = page.evaluate(CONTROL_PLACES, ["more-button"])[0]
    assert more["shown"] and inside(more["box"], width, height) and more["reached"], more
    found = {name: place for name, place in places.items() if place["shown"]}
    page.click("#more-button")
    page.wait_for_selector("#more-menu:popover-open")
    for name in CONTROLS:
        if name in found:
            continue
        page.locator(f"#{name}").scroll_into_view_if_needed()
        found[name] = page.evaluate(CONTROL_PLACES, [name])[0]
    for place in found.values():
        assert place["shown"] and inside(place["box"], width, height) and place["reached"], place
        left, top, right, bottom = place["box"]
        assert right - left >= 24 and bottom - top >= 24, place
    return found


@pytest.mark.parametrize(("width", "height", "font"), REFLOWS, ids=REFLOW_IDS)
def test_every_toolbar_control_is_reachable_and_no_word_is_broken(
    sized: PageSession, width: int, height: int, font: int
) -> None:
    """At 320 px, below it, and at 150 % and 200 % text: the More button and every control (in the toolbar or
    the menu) lie inside the screen where a tap reaches them; the game's name, the counters, the code and the
    menu's names wrap between words only."""
    page = sized.page
    for code in ("FT1-N-REFLOWS", "EO1-C8-REFLOWS"):
        show_code(page, code)
        set_size(page, width, height, font)
        assert page.evaluate(BROKEN_WORDS, "#game-name, .counters, #deal-code") == []
        assert sorted(reachable_controls(page)) == sorted(CONTROLS)
        assert page.evaluate(BROKEN_WORDS, "#more-menu .label") == []
        page.evaluate("document.getElementById('more-menu').hidePopover()")
        assert page.evaluate("document.scrollingElement.scrollWidth") <= width
    assert sized.errors == []


# The board's box, its card width, and whether each column's top card, scrolled to, is whole where a tap lands.
BOARD_JS = """() => {
  const board = document.getElementById('board').getBoundingClientRect();
  const table = document.querySelector('.table');
  const tops = [...document.querySelectorAll('#board .pile.column')].map((pile) => {
    const card = [...pile.querySelectorAll('[data-card]')].pop();
    if (!card) return true;
    card.scrollIntoView({ block: 'nearest', inline: 'nearest' }); // below 320 px the table scrolls to it
    const r = card.getBoundingClientRect();
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    return hit !== null && card.contains(hit) && r.bottom <= innerHeight + 0.5;
  });
  return { height: board.height, top: board.top, bottom: board.bottom, tops,
    table: [table.clientWidth, table.scrollWidth],
    card: parseFloat(getComputedStyle(document.getElementById('board')).getPropertyValue('--card-w')) };
}"""


@pytest.mark.parametrize(("width", "height", "font"), REFLOWS, ids=REFLOW_IDS)
def test_the_board_keeps_a_usable_height_and_a_tap_plays(
    sized: PageSession, width: int, height: int, font: int
) -> None:
    """The board keeps at least a third of the screen's height, cards at least 28 px wide (what 320 px gives),
    every column's top card whole on screen; a real tap on the stock draws a card."""
    page = sized.page
    show_code(page, "FT1-N-REFLOWS")
    set_size(page, width, height, font)
    board = page.evaluate(BOARD_JS)
    assert board["height"] >= height / 3, board
    assert board["card"] >= 28, board
    assert board["bottom"] <= height + 0.5 and all(board["tops"]), board
    page.locator("#board [data-pile=stock]").scroll_into_view_if_needed()
    page.mouse.click(*pile_point(page, "stock"))
    page.wait_for_function("() => document.querySelectorAll('#board [data-pile=waste] [data-card]').length === 1")
    assert page_state(page)["moves"] == 1
    assert sized.errors == []


def test_below_320_px_the_board_scrolls_rather_than_shrinking(sized: PageSession) -> None:
    """At 280 px the cards keep the size 320 px gives them, the table scrolls sideways, the page does not."""
    page = sized.page
    show_code(page, "FT1-N-REFLOWS")
    set_size(page, 320, 568)
    at_320 = page.evaluate(BOARD_JS)
    set_size(page, 280, 568)
    at_280 = page.evaluate(BOARD_JS)
    assert at_280["card"] == pytest.approx(at_320["card"], abs=0.5)
    client, scroll = at_280["table"]
    assert scroll > client, "the table scrolls sideways"
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 280


# Landscape phones


LANDSCAPES = [((844, 390), (390, 844)), ((667, 375), (375, 667))]


def fifteen_card_column() -> game.Game:
    """Forty Thieves with a 15-card column, the kind of column that makes landscape cards small."""
    column = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "AS", "6H", "5H"]
    return game.from_layout("forty-thieves", {"column-1": column, "column-2": ["KD", "QD", "JD"], "waste": ["2C"]})


def card_width(page: Page, size: tuple[int, int]) -> float:
    """The board's card width at a viewport size."""
    set_size(page, *size)
    return float(page.evaluate(BOARD_JS)["card"])


@pytest.mark.parametrize(("landscape", "portrait"), LANDSCAPES, ids=[f"{w}x{h}" for (w, h), _ in LANDSCAPES])
def test_landscape_cards_are_at_least_as_large_as_in_portrait(
    sized: PageSession, landscape: tuple[int, int], portrait: tuple[int, int]
) -> None:
    """The same phone turned: for every game's deal, and for a 15-card column, the card width in landscape
    is at least the card width in portrait; the toolbar and status line stand beside the board, which has the
    screen's whole height, and every top card is whole."""
    page = sized.page
    positions: list[Any] = [*CODES, fifteen_card_column()]
    for position in positions:
        if isinstance(position, str):
            show_code(page, position)
        else:
            show_layout(page, position)
        upright = card_width(page, portrait)
        turned = card_width(page, landscape)
        assert turned >= upright, (position, turned, upright)
        board = page.evaluate(BOARD_JS)
        assert all(board["tops"]) and board["height"] >= landscape[1] - 1, board
        beside = page.evaluate(
            """() => ['.toolbar', '#status'].map((s) => document.querySelector(s).getBoundingClientRect().right
                <= document.getElementById('board').getBoundingClientRect().left + 0.5)"""
        )
        assert beside == [True, True]
    assert sized.errors == []


# Tap targets (axe-core's target-size, at least 24 x 24 px or spaced so) in every layout


@pytest.mark.parametrize(
    ("width", "height", "font"),
    [(320, 568, 100), (390, 844, 100), (390, 844, 200), (844, 390, 100)],
    ids=["320x568", "390x844", "390x844-200", "844x390"],
)
def test_no_accessibility_violation_in_the_phone_layouts(
    sized: PageSession, width: int, height: int, font: int
) -> None:
    """axe-core, its target-size rule on, finds nothing serious on the board and with the More menu open."""
    assert AXE.is_file()
    page = sized.page
    show_code(page, "FT1-N-REFLOWS")
    set_size(page, width, height, font)
    assert axe_violations(page) == []
    page.click("#more-button")
    page.wait_for_selector("#more-menu:popover-open")
    assert axe_violations(page) == []


# Enabled buttons never look disabled

# Each button's look: dashed or solid edge, opacity, and the contrast of its edge with the panel behind it.
BUTTON_LOOKS = """(selectors) => {
  const rgb = (colour) => colour.match(/[\\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => [r, g, b].map((c) => c / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const behind = (element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const colour = getComputedStyle(parent).backgroundColor;
      if (rgb(colour)[3] !== 0) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  return [...document.querySelectorAll(selectors)].filter((b) => b.checkVisibility()).map((button) => {
    const style = getComputedStyle(button);
    const under = rgb(behind(button));
    const [r, g, b, alpha = 1] = rgb(style.borderTopColor); // a translucent edge, laid on its panel
    const edge = luminance([r, g, b].map((c, i) => alpha * c + (1 - alpha) * under[i]));
    const panel = luminance(under);
    return { id: button.id || button.textContent.trim(), disabled: button.matches(':disabled'),
      edge: style.borderTopStyle, opacity: Number(style.opacity),
      contrast: (Math.max(edge, panel) + 0.05) / (Math.min(edge, panel) + 0.05) };
  });
}"""


def assert_enabled_look(looks: list[dict[str, Any]]) -> None:
    """Enabled: a solid edge of at least 3:1 against its panel, fully opaque; disabled: dashed and faded."""
    assert looks
    for look in looks:
        if look["disabled"]:
            assert look["edge"] == "dashed" and look["opacity"] < 1, look
        else:
            assert look["edge"] == "solid" and look["opacity"] == 1 and look["contrast"] >= 3, look


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_enabled_buttons_never_look_disabled(sized: PageSession, theme: Literal["light", "dark"]) -> None:
    """The More menu's items, the replay bar, the update prompt, the windows' buttons and Play again have a
    solid edge of 3:1 while enabled; only a disabled button is dashed and faded."""
    page = sized.page
    page.emulate_media(color_scheme=theme)
    try:
        show_code(page, "FT1-N-REFLOWS")
        set_size(page, 390, 844)
        page.click("#more-button")
        page.wait_for_selector("#more-menu:popover-open")
        assert_enabled_look(page.evaluate(BUTTON_LOOKS, "#more-menu button"))
        page.evaluate("document.getElementById('more-menu').hidePopover()")
        page.evaluate(
            """() => { for (const id of ['replay-bar', 'update-banner']) document.getElementById(id).hidden = false;
                       document.getElementById('replay-back').disabled = true; }"""
        )
        looks = page.evaluate(BUTTON_LOOKS, "#replay-bar button, #update-banner button")
        assert any(look["disabled"] for look in looks)
        assert_enabled_look(looks)
        page.evaluate(
            """() => { for (const id of ['replay-bar', 'update-banner']) document.getElementById(id).hidden = true;
                       document.getElementById('replay-back').disabled = false; }"""
        )
        assert_enabled_look(page.evaluate(BUTTON_LOOKS, "header button"))  # Undo and Redo disabled, Restart not
        page.mouse.click(*pile_point(page, "stock"))
        page.wait_for_function("() => document.querySelectorAll('#board [data-pile=waste] [data-card]').length === 1")
        show_code(page, "FT1-N-REFLOWT")  # the game left is listed under Recent games, with Play again
        page.evaluate("document.getElementById('stats-button').click()")
        page.wait_for_selector("#stats-dialog[open] [data-testid=play-again]")
        assert_enabled_look(page.evaluate(BUTTON_LOOKS, "#stats-dialog button, #stats-dialog a.button"))
        page.evaluate("document.getElementById('stats-dialog').close()")
    finally:
        page.emulate_media(color_scheme="light")
