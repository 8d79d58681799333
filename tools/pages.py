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
    """Every pile on screen: its cards bottom to top (the stock: the count it shows)."""
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
    point = page.evaluate(CARD_POINT_JS, [pile, index])
    assert point["ok"], f"the card {pile}[{index}] is not visible at its computed point"
    return point["x"], point["y"]


# Positions used by tools, benches and tests (computed in CPython, shown with `show_layout`)


# The columns both Forty Thieves positions share (column-1 and column-8 differ).
FT_COLUMNS: dict[str, list[str]] = {
    "column-2": ["KD", "5D"],
    "column-3": ["QC", "JD", "6D"],
    "column-4": ["4S"],
    "column-5": [],
    "column-6": ["JS", "8H"],
    "column-7": ["10C", "7H"],
    "column-9": ["3D", "KC"],
    "column-10": ["5C", "7S"],
}


def ft_layout() -> game.Game:
    """A Forty Thieves position with one example of every kind of move (the stock holds the rest).

    column-1 ends 2C AC (tap: AC to foundation-4, then 2C could follow), column-2 ends 5D (no
    foundation, double tap: onto 6D of column-3), column-4 holds 4S (takes 3S back from
    foundation-1), column-5 is empty, 7H (column-7) goes onto 8H (column-6), AH (column-8) to
    a foundation, the waste ends 6S AD (AD to foundation-3, then 6S onto 7S of column-10).
    """
    return game.from_layout(
        "forty-thieves",
        {
            **FT_COLUMNS,
            "foundation-1": ["AS", "2S", "3S"],
            "column-1": ["9D", "2C", "AC"],
            "column-8": ["QH", "AH"],
            "waste": ["6S", "AD"],
        },
    )


EO_SUITS = "SHDC"
EO_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def ft_late_layout() -> game.Game:
    """ft_layout's kinds of move late in a game: four foundations up to the ten or jack, a waste of 37 cards.

    column-1 ends QC (tap: onto JC of foundation-4), column-8 ends QH (onto JH of foundation-2), the
    waste ends 6S QD (QD onto JD of foundation-3); column-2's 5D goes onto 6D (column-3) and
    column-7's 7H onto 8H (column-6) as in ft_layout. The stock holds the last 5 cards.
    """
    placed = {
        **FT_COLUMNS,
        "foundation-1": full_suit("S", "10"),
        "foundation-2": full_suit("H", "J"),
        "foundation-3": full_suit("D", "J"),
        "foundation-4": full_suit("C", "J"),
        "column-1": ["9D", "2C", "QC"],
        "column-8": ["KH", "QH"],
    }
    rest = [rank + suit for suit in EO_SUITS for rank in EO_RANKS] * 2
    for card in [*(card for cards in placed.values() for card in cards), "6S", "QD"]:
        rest.remove(card)
    placed["waste"] = [*rest[5:], "6S", "QD"]
    placed["stock"] = rest[:5]
    return game.from_layout("forty-thieves", placed)


def full_suit(suit: str, upto: str = "K") -> list[str]:
    """Ace to `upto` of a suit."""
    return [rank + suit for rank in EO_RANKS[: EO_RANKS.index(upto) + 1]]


def eo_near_won() -> game.Game:
    """Eight Off one move from winning: KH in a free cell, everything else on the foundations."""
    layout: dict[str, list[str]] = {f"foundation-{n + 1}": full_suit(suit) for n, suit in enumerate(EO_SUITS)}
    layout["foundation-2"] = full_suit("H", "Q")
    layout["cell-3"] = ["KH"]
    return game.from_layout("eight-off", layout, cells=4)
