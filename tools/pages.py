"""The page as tools, benches and browser tests drive it: its boot, its board, card points, shared positions.

Expected positions are computed with the same engine (`game/`) in CPython and shown through
`window.solitaire.load`. The tests' own helpers (gestures, sessions, settings) are in
tests/support/pages.py.
"""

from __future__ import annotations

import json
import time
from typing import Any

from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

import game

BOOT_TIMEOUT_MS = 120_000
DESKTOP = {"width": 1440, "height": 900}


BOOT_STATE_JS = """() => ({
  html: {...document.documentElement.dataset},
  marks: performance.getEntriesByType('mark').map((mark) => `${mark.name} ${Math.round(mark.startTime)}`),
  loaded: performance.getEntriesByType('resource').map((entry) => entry.name),
  message: document.querySelector('[data-testid=message]')?.textContent,
})"""


def wait_ready(page: Page) -> None:
    """Wait until the board is interactive (`<html data-ready>`); a boot that never gets there fails with its state."""
    try:
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    except PlaywrightTimeoutError:
        raise AssertionError(f"the page never became ready:\n{boot_report(page)}") from None


def boot_report(page: Page) -> str:
    """What a stuck boot got to: <html>'s data, the boot's marks, requests still open, console and errors.

    The page's side is read with a timeout (`wait_for_function`), so a page whose main thread is
    stuck still gets a report, from what Playwright itself recorded.
    """
    try:
        state = page.wait_for_function(BOOT_STATE_JS, timeout=5_000).json_value()
    except PlaywrightTimeoutError:
        state = {"page": "not answering (main thread busy)", "loaded": []}
    loaded = {*state.pop("loaded"), page.url.split("#")[0]}
    open_requests = [request.url for request in page.requests() if request.url not in loaded]
    lines = [f"{name}: {value}" for name, value in state.items()]
    lines.append(f"requests without a finished response: {open_requests}")
    lines += [f"console {message.type}: {message.text}" for message in page.console_messages()]
    lines += [f"page error: {error}" for error in page.page_errors()]
    return "\n".join(lines)


# Starting positions and the board on screen

# Python answers in a worker: an intent's view is drawn some time after the gesture that sent it.
SETTLED_JS = "() => window.solitaire?.settled()"


def settled(page: Page) -> None:
    """Wait until every intent the page has sent so far is answered and drawn (nothing, before the page is ready)."""
    page.evaluate(SETTLED_JS)


def show_layout(page: Page, expected: game.Game) -> game.Game:
    """Show a position computed in CPython (typically `game.from_layout`) through `window.solitaire.load`."""
    assert page.evaluate("save => window.solitaire.load(save)", expected.to_json()) is True
    wait_for_board(page, expected)
    return expected


def wait_for_board(page: Page, expected: game.Game, timeout_ms: int = 10_000) -> None:
    """Wait until the DOM shows exactly the piles of `expected` (then the caller asserts the rest)."""
    wanted = json.dumps(expected_dom(expected), sort_keys=True)
    deadline = time.monotonic() + timeout_ms / 1000
    while time.monotonic() < deadline:
        if json.dumps(dom_piles(page), sort_keys=True) == wanted:
            return
        page.wait_for_timeout(50)
    assert dom_piles(page) == expected_dom(expected)


DOM_PILES_JS = """() => {
  const piles = {};
  for (const element of document.querySelectorAll('#board [data-pile]')) {
    const pile = element.dataset.pile;
    if (pile === 'stock') {
      const back = element.querySelector('.card.back');
      piles[pile] = back ? Number(back.textContent) : 0;
      continue;
    }
    const cards = [...element.querySelectorAll('[data-card]')];
    cards.forEach((card, position) => {
      if (card.dataset.index !== String(position)) piles[pile + ':bad-index'] = card.dataset.index;
    });
    piles[pile] = cards.map((card) => card.dataset.card);
  }
  return piles;
}"""


def dom_piles(page: Page) -> dict[str, Any]:
    """Every pile on screen once the intents sent are drawn: its cards bottom to top (the stock: the count it shows)."""
    settled(page)
    piles: dict[str, Any] = page.evaluate(DOM_PILES_JS)
    return piles


def expected_dom(expected: game.Game) -> dict[str, Any]:
    """What `dom_piles` must read for an engine game."""
    return {
        pile: len(cards) if pile == "stock" else [str(card) for card in cards] for pile, cards in expected.piles.items()
    }


CARD_POINT_JS = """([pile, index]) => {
  const pileElement = document.querySelector(`#board [data-pile="${pile}"]`);
  let element = pileElement;
  if (index !== null) element = pileElement.querySelector(`[data-card][data-index="${index}"]`);
  else if (pile !== 'stock') element = [...pileElement.querySelectorAll('[data-card]')].pop() ?? pileElement;
  const box = element.getBoundingClientRect();
  let bottom = box.bottom;
  const above = element.nextElementSibling;
  if (pile.startsWith('column') && above) bottom = Math.min(bottom, above.getBoundingClientRect().top);
  const x = box.left + box.width / 2;
  const y = (box.top + bottom) / 2;
  const hit = document.elementFromPoint(x, y);
  return { x, y, ok: element.contains(hit) || hit === element };
}"""


def card_point(page: Page, pile: str, index: int | None = None) -> tuple[float, float]:
    """The middle of the visible part of a card (index None: the pile's top card, or the pile itself)."""
    settled(page)
    point = page.evaluate(CARD_POINT_JS, [pile, index])
    assert point["ok"], f"the card {pile}[{index}] is not visible at its computed point"
    return point["x"], point["y"]


# Cards by suit and rank, as card texts.
EO_SUITS = "".join(suit.value for suit in game.Suit)
EO_RANKS = tuple(rank.text for rank in game.Rank)
