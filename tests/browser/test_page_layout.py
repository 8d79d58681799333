"""The board fits every screen and motion never disagrees with the game (issue "Look and feel").

Geometry is read from the page (bounding boxes, elementFromPoint), never from pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

import game
from game.games.forty_thieves import positions as forty_thieves_positions
from tests.support.pages import (
    PageSession,
    assert_shows,
    click_tool,
    eo_layout,
    open_page,
    page_state,
    pile_point,
    show_code,
)
from tools.pages import card_point, dom_piles, expected_dom, show_layout, wait_ready

pytestmark = pytest.mark.browser

SIZES = [(360, 640), (390, 844), (844, 390), (768, 1024), (1440, 900), (2560, 1440)]

GEOMETRY_JS = """() => {
  const box = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const piles = [...document.querySelectorAll('#board [data-pile]')].map((pile) => ({
    pile: pile.dataset.pile,
    box: box(pile),
    cards: [...pile.querySelectorAll('[data-card]')].map(box),
  }));
  const tops = piles.filter((p) => p.pile.startsWith('column') && p.cards.length).map((p) => {
    const [left, top, right, bottom] = p.cards[p.cards.length - 1];
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    const element = document.querySelector(`#board [data-pile="${p.pile}"]`);
    const card = [...element.querySelectorAll('[data-card]')].pop();
    return { pile: p.pile, ok: card === hit || card.contains(hit) };
  });
  const root = document.scrollingElement;
  return {
    piles, tops,
    width: innerWidth, height: innerHeight,
    scroll: [root.scrollWidth, root.scrollHeight, root.clientWidth, root.clientHeight],
    cardWidth: parseFloat(getComputedStyle(document.getElementById('board')).getPropertyValue('--card-w')),
  };
}"""


def twenty_card_column() -> game.Game:
    """Forty Thieves with a 20-card column (column 1) beside ordinary ones."""
    ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    column = [rank + "S" for rank in ranks] + [rank + "H" for rank in ranks[:8]]
    return game.from_layout(
        "forty-thieves",
        {"column-1": column, "column-2": ["KD", "QD", "JD"], "column-10": ["AC"], "waste": ["2C", "3C", "4C"]},
    )


def overlaps(a: list[float], b: list[float]) -> bool:
    """True when two boxes share more than a hair of area."""
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def check_fits(page: Page) -> dict[str, Any]:
    """No page scroll, every card inside the viewport, no two piles overlapping, every column's top card on top."""
    geometry = page.evaluate(GEOMETRY_JS)
    scroll_width, scroll_height, client_width, client_height = geometry["scroll"]
    assert scroll_width <= client_width and scroll_height <= client_height, "the page scrolls"
    width, height = geometry["width"], geometry["height"]
    for pile in geometry["piles"]:
        for left, top, right, bottom in pile["cards"]:
            assert left >= -0.5 and top >= -0.5 and right <= width + 0.5 and bottom <= height + 0.5, pile["pile"]
    boxes = [(pile["pile"], pile["box"]) for pile in geometry["piles"]]
    for index, (name, box) in enumerate(boxes):
        for other, other_box in boxes[index + 1 :]:
            assert not overlaps(box, other_box), f"{name} overlaps {other}"
    assert all(top["ok"] for top in geometry["tops"]), geometry["tops"]
    return geometry


@pytest.fixture(scope="module")
def sized(browser: Browser, site_url: str) -> Iterator[PageSession]:
    """One page of its own, resized by each test."""
    context = browser.new_context()
    yield open_page(context, f"{site_url}#FT1-N-LAYOUTS")
    context.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("code", ["FT1-N-LAYOUTS", "EO1-C8-LAYOUTS", "EO1-C4-LAYOUTS", "EO1-C2-LAYOUTS"])
def test_the_board_fits_the_screen(sized: PageSession, size: tuple[int, int], code: str) -> None:
    """Both games at phone, tablet and desktop sizes: no scroll, nothing outside, no overlap, top cards whole."""
    sized.page.set_viewport_size({"width": size[0], "height": size[1]})
    show_code(sized.page, code)
    geometry = check_fits(sized.page)
    assert geometry["cardWidth"] >= 30
    assert sized.errors == []


# Every control of the toolbar and of its "more" menu on screen, with its size.
TOOLBAR_CONTROLS = """() => [...document.querySelectorAll('header button, header input')]
  .filter((element) => element.checkVisibility())
  .map((element) => { const r = element.getBoundingClientRect();
    return { control: element.id || element.textContent.trim(), width: r.width, height: r.height }; })"""


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_toolbar_controls_are_touch_targets(sized: PageSession, size: tuple[int, int]) -> None:
    """Every toolbar control on screen, in the "more" menu too, is at least 44 x 44 px, phones in landscape included."""
    page = sized.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    show_code(page, "EO1-C8-LAYOUTS")
    controls = page.evaluate(TOOLBAR_CONTROLS)
    if page.locator("#more-button").is_visible():
        page.click("#more-button")
        controls += page.evaluate(TOOLBAR_CONTROLS)
        page.keyboard.press("Escape")
    assert len(controls) >= 7
    small = [control for control in controls if control["width"] < 43.5 or control["height"] < 43.5]
    assert not small, small
    check_fits(page)


# The boxes of every control on screen (toolbar, board piles) and of the update prompt.
CONTROL_BOXES = """() => {
  const box = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const controls = [...document.querySelectorAll('header button, header input, #board [data-pile]')]
    .filter((element) => element.checkVisibility())
    .map((element) => ({ control: element.id || element.dataset.pile, box: box(element) }));
  return { controls, banner: box(document.getElementById('update-banner')) };
}"""


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_update_prompt_hides_no_control(sized: PageSession, size: tuple[int, int]) -> None:
    """The update prompt takes its own strip: no toolbar control or pile lies under it, and the board still fits."""
    page = sized.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    show_code(page, "FT1-N-LAYOUTS")
    page.evaluate("document.getElementById('update-banner').hidden = false")
    try:
        assert page.locator("[data-testid=update-reload]").is_visible()
        boxes = page.evaluate(CONTROL_BOXES)
        hidden = [control["control"] for control in boxes["controls"] if overlaps(control["box"], boxes["banner"])]
        assert hidden == []
        assert len(boxes["controls"]) >= 20
        check_fits(page)
    finally:
        page.evaluate("document.getElementById('update-banner').hidden = true")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_twenty_card_column_stays_on_screen(sized: PageSession, size: tuple[int, int]) -> None:
    """A 20-card Forty Thieves column compresses its overlap: all its cards stay inside, its top card whole."""
    sized.page.set_viewport_size({"width": size[0], "height": size[1]})
    show_layout(sized.page, twenty_card_column())
    geometry = check_fits(sized.page)
    column = next(pile for pile in geometry["piles"] if pile["pile"] == "column-1")
    assert len(column["cards"]) == 20
    tops = [card[1] for card in column["cards"]]
    assert tops == sorted(tops), "the column's cards go down the screen in order"
    waste = next(pile for pile in geometry["piles"] if pile["pile"] == "waste")
    assert len({card[1] for card in waste["cards"]}) == 3, "the waste fans its top three cards"


def test_cards_grow_on_big_screens(sized: PageSession) -> None:
    """On a 4K screen the board uses the screen: cards are far wider than the old 120 px limit."""
    sized.page.set_viewport_size({"width": 3840, "height": 2160})
    show_code(sized.page, "FT1-N-LAYOUTS")
    geometry = check_fits(sized.page)
    assert geometry["cardWidth"] > 240


def test_empty_piles_say_what_they_take(sized: PageSession) -> None:
    """Empty foundations show their suit, empty Eight Off columns a king, cells their own mark, the stock no redeal."""
    sized.page.set_viewport_size({"width": 1440, "height": 900})
    show_code(sized.page, "EO1-C2-LAYOUTS")
    marks = sized.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board [data-pile]')].map((pile) => [
             pile.dataset.pile, pile.querySelector(':scope > .mark use')?.getAttribute('href') ?? null]))"""
    )
    assert marks["foundation-1"].endswith("#suit-S") and marks["foundation-4"].endswith("#suit-C")
    assert all(marks[f"column-{n}"].endswith("#mark-king") for n in range(1, 9))
    assert marks["cell-1"].endswith("#mark-cell")
    show_layout(sized.page, game.from_layout("forty-thieves", {"stock": [], "column-1": []} | full_waste()))
    assert sized.page.locator("[data-pile=stock] .no-redeal").is_visible()
    assert sized.page.locator("[data-pile=foundation-3] .mark use").get_attribute("href").endswith("#suit-D")
    assert sized.page.locator("[data-testid=game-name]").inner_text() == "Forty Thieves"


def full_waste() -> dict[str, list[str]]:
    """Every Forty Thieves card in the waste (so that the stock is empty)."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    return {"waste": [rank + suit for suit in "SHDC" for rank in ranks] * 2}


# Covered cards

# Per stacked pile, the visibility of its cards, bottom to top.
STACK_VISIBILITY = """() => Object.fromEntries([...document.querySelectorAll(
  '#board .pile:is(.waste, .foundation, .cell)')].map((pile) => [pile.dataset.pile,
  [...pile.querySelectorAll(':scope > [data-card]')].map((card) => getComputedStyle(card).visibility)]))"""


def assert_only_tops_painted(page: Page) -> None:
    """Every stacked pile paints its top cards only: three of the waste, two of a foundation or cell."""
    for pile, visibility in page.evaluate(STACK_VISIBILITY).items():
        shown = 3 if pile == "waste" else 2
        expected = ["hidden"] * max(0, len(visibility) - shown) + ["visible"] * min(shown, len(visibility))
        assert visibility == expected, pile


def test_covered_cards_stay_in_the_page_but_are_not_painted(sized: PageSession) -> None:
    """A deep waste and deep foundations keep every card in the page, in order, but paint only their tops.

    Chromium rasters every card of a pile it redraws: with 67 cards in the waste, each draw took two frames.
    """
    page = sized.page
    page.set_viewport_size({"width": 1440, "height": 900})
    expected = show_layout(page, forty_thieves_positions.every_move_late())
    assert_only_tops_painted(page)
    for pile in ("column-1", "waste", "stock"):
        page.mouse.click(*pile_point(page, pile))
        page.wait_for_function("() => document.getAnimations().length === 0")
        expected.tap(pile)
    assert_shows(page, expected)
    assert_only_tops_painted(page)


# Motion


def test_rapid_taps_during_animations_end_like_the_engine(sized: PageSession) -> None:
    """Taps and double taps fired faster than the animations finish act once each on the board as it is."""
    page = sized.page
    page.set_viewport_size({"width": 1440, "height": 900})
    start = show_layout(page, forty_thieves_positions.every_move())
    for pile in ("waste", "column-1", "column-7", "stock", "stock", "column-1", "waste"):
        x, y = pile_point(page, pile)
        page.mouse.click(x, y)
        page.wait_for_timeout(30)  # paces the input: each tap lands while the last one's cards are still moving
    x, y = card_point(page, "column-2")
    page.mouse.dblclick(x, y)
    page.wait_for_function("() => document.getAnimations().length === 0")
    state = game.load_game(page.evaluate("window.solitaire.state()"))
    assert dom_piles(page) == expected_dom(state)
    assert state.moves > 0 and state.to_json() != start.to_json()


def test_a_drag_during_an_animation_ends_like_the_engine(sized: PageSession) -> None:
    """A drag started while a double tap's card is still flying lands by the rules; the board equals the engine."""
    page = sized.page
    page.set_viewport_size({"width": 1440, "height": 900})
    start = show_layout(page, eo_layout())
    x, y = card_point(page, "cell-1")
    page.mouse.dblclick(x, y)
    sx, sy = card_point(page, "column-3")
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move(sx + 20, sy + 20, steps=3)
    tx, ty = pile_point(page, "column-4")
    page.mouse.move(tx, ty, steps=6)
    page.mouse.up()
    page.wait_for_function("() => document.getAnimations().length === 0 && !document.querySelector('.drag-ghost')")
    expected = game.load_game(start.to_json())
    expected.double_tap("cell-1")
    expected.move("column-3", "column-4")
    assert_shows(page, expected)


# Taps the stock, then counts the animations running once its view is drawn, in the same task: a
# flight starts in the handler that drew the move, so the answer's own frame already shows it.
ANIMATIONS_AFTER_TAP = """async () => {
  await window.solitaire.send({ do: 'tap', pile: 'stock', index: null });
  return document.getAnimations().length;
}"""


def test_moves_animate_and_reduced_motion_turns_them_off(browser: Browser, site_url: str) -> None:
    """A tap starts its animation in the same task; with prefers-reduced-motion, or the setting off, none runs."""
    for reduced in (False, True):
        context = browser.new_context(reduced_motion="reduce" if reduced else "no-preference")
        page = context.new_page()
        page.goto(f"{site_url}#FT1-N-MOTIONS")
        wait_ready(page)
        running = page.evaluate(ANIMATIONS_AFTER_TAP)
        assert (running == 0) == reduced
        context.close()
    page = browser.new_context().new_page()
    page.goto(f"{site_url}#FT1-N-MOTIONS")
    wait_ready(page)
    page.evaluate("document.documentElement.dataset.motion = 'off'")
    assert page.evaluate(ANIMATIONS_AFTER_TAP) == 0
    assert page_state(page)["moves"] == 1
    page.context.close()


# Counts the animations running once the view Python answered a tap with is drawn: the flight
# starts in the task that draws it.
ANIMATIONS_ONCE_DRAWN = """async () => {
  await window.solitaire.settled();
  return document.getAnimations().length;
}"""


def animations_on_release(browser: Browser, site_url: str, reduced: bool, motion_setting: bool = True) -> int:
    """The animations running once a real mouse click on the stock is answered (motion set as asked)."""
    context = browser.new_context(reduced_motion="reduce" if reduced else "no-preference")
    page = context.new_page()
    page.goto(f"{site_url}#FT1-N-MOTIONS")
    wait_ready(page)
    if not motion_setting:
        click_tool(page, "#settings-button")
        page.uncheck("#setting-motion")
        page.locator("#settings-dialog button[type=submit]").click()
        page.wait_for_selector("#settings-dialog", state="hidden")
    page.mouse.click(*pile_point(page, "stock"))
    running = page.evaluate(ANIMATIONS_ONCE_DRAWN)
    assert page_state(page)["moves"] == 1
    context.close()
    assert isinstance(running, int)
    return running


def test_a_real_tap_starts_its_flight_in_its_own_task(browser: Browser, site_url: str) -> None:
    """A mouse click on the stock flies the drawn card as its answer is drawn; reduced motion, or Settings' motion
    off, flies none."""
    assert animations_on_release(browser, site_url, reduced=False) > 0
    assert animations_on_release(browser, site_url, reduced=True) == 0
    assert animations_on_release(browser, site_url, reduced=False, motion_setting=False) == 0


# The colours of a theme that reach the screen: the table's text and a card's face.
THEME_COLOURS = """() => [getComputedStyle(document.body).color,
  getComputedStyle(document.querySelector('#board .card[data-card]')).backgroundColor]"""


def choose_theme(page: Page, theme: str) -> None:
    """Pick a theme in the Settings window ("system", "light" or "dark")."""
    click_tool(page, "#settings-button")
    page.check(f"#settings-dialog input[name=theme][value={theme}]")
    page.locator("#settings-dialog button[type=submit]").click()
    page.wait_for_selector("#settings-dialog", state="hidden")


def test_the_theme_follows_the_device_unless_the_player_chooses_one(sized: PageSession) -> None:
    """Same as the device: the system's light or dark; Light or Dark in Settings wins over the system, at once."""
    page = sized.page

    def colours(system: str) -> list[str]:
        page.emulate_media(color_scheme=system)
        return list(page.evaluate(THEME_COLOURS))

    try:
        light, dark = colours("light"), colours("dark")
        assert light[0] != dark[0] and light[1] != dark[1]
        choose_theme(page, "dark")
        assert colours("light") == dark
        choose_theme(page, "light")
        assert colours("dark") == light
        choose_theme(page, "system")
        assert colours("dark") == dark
    finally:
        page.emulate_media(color_scheme="light")


@pytest.mark.parametrize(("size", "compact"), [((390, 844), True), ((360, 640), True), ((1440, 900), False)])
def test_narrow_cards_show_their_compact_faces(sized: PageSession, size: tuple[int, int], compact: bool) -> None:
    """On a phone the cards switch to faces with a large index; on a desktop they keep the full faces."""
    sized.page.set_viewport_size({"width": size[0], "height": size[1]})
    show_code(sized.page, "FT1-N-LAYOUTS")
    sized.page.wait_for_function(
        "wanted => document.getElementById('board').classList.contains('compact') === wanted", arg=compact
    )
    shown = sized.page.evaluate(
        """() => {
          const card = document.querySelector('#board [data-card]');
          return ['full', 'compact'].filter((face) => card.querySelector(`use.${face}`).getClientRects().length);
        }"""
    )
    assert shown == (["compact"] if compact else ["full"])


def test_every_card_picture_comes_from_the_page_s_own_sprite(sized: PageSession) -> None:
    """Faces, the back and the pile marks are `<use>` clones of symbols in the page itself, drawn, never fetched.

    A `<use>` naming another document's symbol cost a parse of that whole document after most new
    cards (build.py `inline_card_sprite`).
    """
    sized.page.set_viewport_size({"width": 1440, "height": 900})
    show_code(sized.page, "FT1-N-LAYOUTS")
    pictures = sized.page.evaluate(
        """() => [...document.querySelectorAll('#board use')].map((use) => {
          const href = use.getAttribute('href');
          const symbol = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
          const box = use.getClientRects().length ? use.getBBox() : null;
          return { href, symbol: symbol?.closest('svg.card-sprite') ? symbol.tagName : null,
                   drawn: box === null || (box.width > 0 && box.height > 0) };
        })"""
    )
    hrefs = {picture["href"] for picture in pictures}
    assert {"#card-back", "#suit-S"} <= hrefs and any(href.startswith("#card-A") for href in hrefs)
    assert all(picture["symbol"] == "symbol" and picture["drawn"] for picture in pictures), pictures
    fetched = sized.page.evaluate("() => performance.getEntriesByType('resource').map((entry) => entry.name)")
    assert not [name for name in fetched if ".svg" in name and "icon" not in name], fetched


def fifteen_card_column() -> game.Game:
    """Forty Thieves with a 15-card column (column 1: spades K to 3, hearts 6 and 5) beside short ones."""
    column = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "AS", "6H", "5H"]
    return game.from_layout("forty-thieves", {"column-1": column, "column-2": ["KD", "QD", "JD"], "waste": ["2C"]})


# How much of each covered card of column-1 shows (the distance to the next card's top), and the card's size.
STRIPS_JS = """() => {
  const cards = [...document.querySelectorAll('#board [data-pile="column-1"] [data-card]')];
  const strips = cards.slice(1).map(
    (card, i) => card.getBoundingClientRect().top - cards[i].getBoundingClientRect().top);
  const box = cards[0].getBoundingClientRect();
  return { strips, height: box.height, compact: document.getElementById('board').classList.contains('compact') };
}"""


def fifteen_card_column_on_the_widest_board() -> game.Game:
    """The same 15-card column in the registered game with a stock that has the most columns (so the narrowest
    cards), beside a 3-card column in its last column."""
    widest = max((record for record in game.VARIANTS.values() if record.has_stock), key=lambda r: r.spacing["cols"])
    column = [str(card) for card in fifteen_card_column().piles["column-1"]]
    last = widest.variant.columns[-1]
    return game.from_layout(widest.game, {"column-1": column, last: ["KD", "QD", "JD"], "waste": ["2C"]})


@pytest.mark.parametrize("layout", [fifteen_card_column, fifteen_card_column_on_the_widest_board])
@pytest.mark.parametrize("size", [(1440, 900), (1280, 720), (390, 844), (360, 740), (844, 390)])
def test_every_covered_card_shows_its_whole_index(
    sized: PageSession, size: tuple[int, int], layout: Callable[[], game.Game]
) -> None:
    """In a 15-card column each covered card shows its rank and suit whole: the full face's index ends at
    19.5 % of the card, the compact face's at 29.5 %; past that the cards get smaller, and the board still fits.
    So on Forty Thieves's board and on the widest board of the games."""
    sized.page.set_viewport_size({"width": size[0], "height": size[1]})
    show_layout(sized.page, layout())
    found = sized.page.evaluate(STRIPS_JS)
    index_end = 0.295 if found["compact"] else 0.195
    assert len(found["strips"]) == 14
    assert min(found["strips"]) >= index_end * found["height"], found
    check_fits(sized.page)
