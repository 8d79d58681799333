"""Browser fuzz test of the pointer gestures: whatever a player does, no game is ever lost.

Random gestures by mouse and by touch on Forty Thieves and Eight Off (8 and 2 cells), from deals
and from the shared layouts: taps, double and triple taps, presses held still, rapid taps (mostly
on the stock), drags from a card to a pile or anywhere (off the board, off the window), drags cut
short by `pointercancel`, a second pointer or the window losing focus, right-button presses.
After each gesture the page must equal the engine's state it reports (`window.solitaire.state()`
must load): piles, counters, no drag left over, every card once per copy, no page error, no
dialog. Where the outcome is certain it must also be the engine's own answer: an interrupted drag
changes nothing, a drag makes the engine's move (outlining the engine's targets while it lasts),
a tap after a quiet spell does what `tap` does, each tap on the stock draws one card.

Gestures are drawn from a seeded generator (`FUZZ_SEED`, default below; one stream per round)
before they are located on the page. A failure lists the seed and every gesture of its round, and
replays with `FUZZ_SEED=<seed> ./test.sh tests/browser/test_page_fuzz.py -k <round>`.
"""

from __future__ import annotations

import os
import random
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, fields
from typing import Any, Literal

import pytest
from playwright.sync_api import Browser, CDPSession, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

import game
from game.games.forty_thieves import positions as forty_thieves_positions
from tests.support.pages import DOUBLE_TAP_WINDOW_S, PHONE, PageSession, eo_layout, show_code, watch
from tools.pages import DESKTOP, DOM_PILES_JS, EO_RANKS, EO_SUITS, expected_dom, settled, show_layout, wait_ready

pytestmark = pytest.mark.browser

SEED = os.environ.get("FUZZ_SEED", "6")
GESTURES_PER_ROUND = 25
STARTS = ("ft-deal", "ft-layout", "eo8-deal", "eo8-layout", "eo2-deal")
DEAL_PREFIXES = {"ft-deal": "FT1-N-", "eo8-deal": "EO1-C8-", "eo2-deal": "EO1-C2-"}
CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
OUTSIDE = ("#game-name", ".counters")  # off the board and no control: pressing there does nothing
KIND_WEIGHTS = {
    "tap": 13,
    "press-release": 6,
    "double-tap": 12,
    "triple-tap": 5,
    "rapid-taps": 5,
    "drag": 25,
    "cancelled-drag": 9,
    "second-pointer": 9,
    "lost-focus": 8,
    "right-press": 4,
}
TAP_COUNTS = {"tap": 1, "press-release": 1, "double-tap": 2, "triple-tap": 3}
INTERRUPTED = ("cancelled-drag", "second-pointer", "lost-focus")
Button = Literal["left", "right"]
FAST_DOUBLE_TAP_S = 0.3  # both taps within this: the page saw them inside its 350 ms double-tap window

# Test instruments, installed before the page's scripts: the last pointerdown (where a synthetic
# pointercancel goes), the card the first pointerdown of a gesture hit (the browser may adjust a
# touch's target to a card nearby), the pointerups that reached the stock, whether a card was still
# flying to its place (motion.js) when a pointer let go, and the drag the page started (read as
# `<html>` takes the class `dragging`: gestures.js adds it once Python's answer to the lift, which
# outlines the targets, is drawn).
INSTRUMENTS_JS = """
window.__fuzz = { down: null, press: null, stockUps: 0, drag: null, flying: false };
let watching = false;
function sawDrag() {
  if (window.__fuzz.drag || !document.documentElement.classList.contains('dragging')) return;
  window.__fuzz.drag = {
    targets: [...document.querySelectorAll('#board [data-pile].target')].map((e) => e.dataset.pile).sort(),
    lifted: [...document.querySelectorAll('#board .lifted')].map((e) => e.dataset.card),
    ghost: document.querySelectorAll('.drag-ghost [data-card]').length,
  };
}
addEventListener('pointerdown', (event) => {
  const fuzz = window.__fuzz;
  if (!watching) {
    watching = true;
    new MutationObserver(sawDrag).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  }
  fuzz.down = { target: event.target, id: event.pointerId, type: event.pointerType };
  if (fuzz.press) return;
  const pile = event.target.closest?.('#board [data-pile]');
  const card = pile && event.target.closest('[data-card]');
  const index = card && pile.contains(card) ? Number(card.dataset.index) : null;
  fuzz.press = { pile: pile?.dataset.pile ?? null, index };
}, true);
addEventListener('pointerup', (event) => {
  if (event.target.closest?.('#board [data-pile="stock"]')) window.__fuzz.stockUps += 1;
  if (document.querySelector('#board .flying')) window.__fuzz.flying = true;
}, true);
addEventListener('pointermove', sawDrag);
"""

# A spot's point on the page now, and the pile and card index under it.
LOCATE_JS = """([kind, target, depth, fx, fy]) => {
  let box = { left: 0, top: 0, width: innerWidth, height: innerHeight };
  if (kind === 'card') {
    const pile = document.querySelector(`#board [data-pile="${target}"]`);
    const cards = [...pile.querySelectorAll('[data-card]')];
    const top = target.startsWith('column') ? Math.max(0, cards.length - 1 - depth) : cards.length - 1;
    const element = target === 'stock' ? pile.querySelector('.card.back') ?? pile : cards[top] ?? pile;
    const outer = element.getBoundingClientRect();
    let bottom = Math.min(outer.bottom, outer.top + outer.width * 1.4);
    const above = element === pile ? null : element.nextElementSibling;
    if (above) bottom = Math.min(bottom, above.getBoundingClientRect().top);
    const height = bottom - outer.top;
    box = { left: outer.left + outer.width * 0.2, top: outer.top + height * 0.2,
            width: outer.width * 0.6, height: height * 0.6 };
  } else if (kind !== 'offscreen') {
    const area = kind === 'board' ? document.getElementById('board') : document.querySelector(target);
    const outer = area.getBoundingClientRect();
    box = { left: outer.left, top: outer.top, width: outer.width,
            height: Math.min(outer.bottom, innerHeight) - outer.top };
  }
  const x = box.left + box.width * fx;
  const y = box.top + box.height * fy;
  const hit = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
  const pile = hit?.closest('#board [data-pile]') ?? null;
  const card = pile && hit.closest('[data-card]');
  const index = card && pile.contains(card) ? Number(card.dataset.index) : null;
  return { x, y, pile: pile?.dataset.pile ?? null, index };
}"""

SETTLED_JS = "() => !document.documentElement.classList.contains('dragging') && !document.querySelector('.drag-ghost')"

READ_JS = f"""async () => ({{
  settled: await window.solitaire.settled(),
  state: await window.solitaire.state(),
  piles: ({DOM_PILES_JS})(),
  score: document.querySelector('[data-testid=score]').textContent.trim(),
  moves: document.querySelector('[data-testid=moves]').textContent.trim(),
  leftovers: [...document.querySelectorAll('.lifted, .target, .drag-ghost')].map((e) => e.className),
  windows: [...document.querySelectorAll('dialog[open]')].map((e) => e.id),
}})"""

SYNTHETIC_CANCEL_JS = """() => {
  const down = window.__fuzz.down;
  down?.target.dispatchEvent(new PointerEvent('pointercancel',
    { bubbles: true, pointerId: down.id, pointerType: down.type, isPrimary: true }));
}"""

FOCUS_LOSS_JS = {
    "blur": "() => window.dispatchEvent(new Event('blur'))",
    "visibilitychange": "() => document.dispatchEvent(new Event('visibilitychange'))",
}


# What the generator draws


@dataclass(frozen=True)
class Spot:
    """Where a pointer goes, drawn before the gesture runs and located on the page when it runs.

    "card": a pile's top card (`depth` cards lower in a column; the pile itself when it is empty);
    "playable": the top card of the (`depth` modulo their number)-th pile whose top card a double
    tap would move (any pile's top when none); "accepting": the top of the (`depth` modulo their
    number)-th pile that takes the pressed cards (the board when none); "board": anywhere on the
    board; "outside": the page element `target`, off the board; "offscreen": beyond the window.
    `fx`, `fy` choose the point in that area.
    """

    kind: str
    target: str = ""
    depth: int = 0
    fx: float = 0.5
    fy: float = 0.5

    def __str__(self) -> str:
        where = f" {self.target}" if self.target else ""
        where += f" #{self.depth}" if self.depth else ""
        return f"{self.kind}{where} ({self.fx:.2f},{self.fy:.2f})"


@dataclass(frozen=True)
class Gesture:
    """One random pointer sequence, fully drawn from the seed before it runs."""

    device: str
    kind: str
    at: Spot
    to: Spot | None = None  # drags: where the pointer goes and lets go
    second: Spot | None = None  # second-pointer: where another pointer goes down
    taps: int = 0
    gap_ms: int = 0  # between two taps
    hold_ms: int = 0  # from press to release of each tap
    progress: float = 1.0  # interrupted drags: 0 = before the drag threshold, else the part of the way done
    nudge: tuple[int, int] = (12, 12)  # the first move of a drag, past every drag threshold
    steps: int = 6
    focus: str = ""  # lost-focus: the event that takes the focus away
    quiet: bool = False  # wait first until no earlier tap can pair with this one into a double tap

    def __str__(self) -> str:
        extras = [
            f"{item.name}={getattr(self, item.name)}"
            for item in fields(self)[3:]
            if getattr(self, item.name) != item.default
        ]
        return " ".join([self.device, self.kind, f"at {self.at}", *extras])


def press_spot(rng: random.Random, sources: list[str]) -> Spot:
    """Where a gesture starts: mostly a card (top cards more often, often one that can move), or anywhere."""
    roll = rng.random()
    if roll < 0.3:
        return Spot("playable", depth=rng.randrange(8), fx=rng.random(), fy=rng.random())
    if roll < 0.85:
        pile = rng.choice(sources)
        depth = rng.choice((0, 0, 0, 0, 1, 2, 3, 5)) if pile.startswith("column") else 0
        return Spot("card", pile, depth, rng.random(), rng.random())
    if roll < 0.94:
        return Spot("board", fx=rng.random(), fy=rng.random())
    return Spot("outside", rng.choice(OUTSIDE), fx=rng.random(), fy=rng.random())


def drop_spot(rng: random.Random, piles: list[str], device: str) -> Spot:
    """Where a drag goes: a pile that takes the cards, any pile, the board, off it, off the window (mouse)."""
    roll = rng.random()
    if roll < 0.45:
        return Spot("accepting", depth=rng.randrange(8), fx=rng.random(), fy=rng.random())
    if roll < 0.7:
        return Spot("card", rng.choice(piles), 0, rng.random(), rng.random())
    if roll < 0.85:
        return Spot("board", fx=rng.random(), fy=rng.random())
    if roll < 0.95 or device == "touch":
        return Spot("outside", rng.choice(OUTSIDE), fx=rng.random(), fy=rng.random())
    edge, along = rng.choice((-0.05, 1.05)), rng.random()
    return Spot("offscreen", fx=edge, fy=along) if rng.random() < 0.5 else Spot("offscreen", fx=along, fy=edge)


def random_gesture(rng: random.Random, device: str, piles: list[str]) -> Gesture:
    """Draw one gesture (right-button presses with the mouse only) for a game with these piles."""
    kinds = [kind for kind in KIND_WEIGHTS if device == "mouse" or kind != "right-press"]
    kind = rng.choices(kinds, [KIND_WEIGHTS[kind] for kind in kinds])[0]
    at = press_spot(rng, [pile for pile in piles if not pile.startswith("foundation")] * 3 + piles)
    stock_share = 0.7 if kind == "rapid-taps" else 0.1 if kind in TAP_COUNTS else 0.0
    if "stock" in piles and rng.random() < stock_share:  # Forty Thieves: more taps on the stock, more draws
        at = Spot("card", "stock", 0, rng.random(), rng.random())
    if kind == "rapid-taps":
        return Gesture(device, kind, at, taps=rng.randint(5, 12), gap_ms=rng.randint(0, 40))
    if kind in TAP_COUNTS:
        hold = rng.randint(150, 800) if kind == "press-release" else rng.randint(0, 60)
        gap = rng.randint(10, 110)
        return Gesture(device, kind, at, taps=TAP_COUNTS[kind], gap_ms=gap, hold_ms=hold, quiet=rng.random() < 0.6)
    to = drop_spot(rng, piles, device)
    progress = 1.0
    if kind in INTERRUPTED:
        progress = 0.0 if rng.random() < 0.2 else round(rng.uniform(0.1, 1.0), 2)
    second = None
    if kind == "second-pointer":  # on the board, sometimes off it (the game's name, the counters)
        where = ("board", "") if rng.random() < 0.8 else ("outside", rng.choice(OUTSIDE))
        second = Spot(*where, fx=rng.random(), fy=rng.random())
    focus = rng.choice(tuple(FOCUS_LOSS_JS)) if kind == "lost-focus" else ""
    nudge = (rng.choice((-12, 12)), rng.choice((-12, 12)))
    return Gesture(device, kind, at, to, second, progress=progress, nudge=nudge, steps=rng.randint(2, 8), focus=focus)


# Driving the page


@dataclass(frozen=True)
class Hit:
    """A located point and what the page shows under it: a pile, and the index of a card (None: no card)."""

    x: float
    y: float
    pile: str | None
    index: int | None

    def __str__(self) -> str:
        what = "nothing" if self.pile is None else self.pile if self.index is None else f"{self.pile}[{self.index}]"
        return f"({self.x:.0f},{self.y:.0f}) {what}"


@dataclass
class Outcome:
    """What happened during a gesture, as far as the test could see."""

    press: Hit
    release: Hit | None = None
    release_on: str = ""  # the kind of spot let go on (an "accepting" spot made concrete)
    drag: dict[str, Any] | None = None  # the drag the page started: targets, lifted cards, ghost cards
    active_at_interrupt: bool = False  # a drag, or a press still below the drag threshold, when interrupted
    survived: bool = False  # the drag was still on screen after an interruption that ends it
    stock_taps: int = 0  # pointerups that reached the stock
    fast: bool = True  # the taps were close enough to pair into a double tap
    flying: bool = False  # a card was still gliding to its place when a pointer let go
    zoomed: bool = False  # the browser zoomed the page (a pinch begun off the cards): points moved under the pointers

    def __str__(self) -> str:
        text = f"pressed {self.press}" + (f", let go {self.release}" if self.release else "")
        text += f", drag started (targets {self.drag['targets']})" if self.drag else ""
        text += f", {self.stock_taps} stock taps" if self.stock_taps else ""
        text += ", the browser zoomed the page" if self.zoomed else ""
        return text if self.fast else text + ", taps too slow to pair"


class Fuzz:
    """A page of our own (a touch-capable context) and the pointers that act on it."""

    def __init__(self, page: Page, session: PageSession, cdp: CDPSession) -> None:
        self.page = page
        self.session = session
        self.cdp = cdp
        self.fingers: dict[int, tuple[float, float]] = {}
        self.last_input = 0.0

    def use(self, device: str) -> None:
        """Size the window for a device (touch: a phone) and forget earlier errors."""
        self.page.set_viewport_size(PHONE if device == "touch" else DESKTOP)
        self.session.errors.clear()
        self.session.dialogs.clear()

    def locate(self, spot: Spot) -> Hit:
        """The point of a spot on the page as it is now."""
        point = self.page.evaluate(LOCATE_JS, [spot.kind, spot.target, spot.depth, spot.fx, spot.fy])
        return Hit(point["x"], point["y"], point["pile"], point["index"])

    def touch(self, kind: str) -> None:
        """Send the touch points of `self.fingers` through CDP (touchEnd and touchCancel lift them all)."""
        lifting = kind in ("touchEnd", "touchCancel")
        points = [] if lifting else [{"x": x, "y": y, "id": finger} for finger, (x, y) in self.fingers.items()]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        if lifting:
            self.fingers = {}

    def press(self, device: str, x: float, y: float, button: Button = "left") -> None:
        """Put the pointer down: the mouse button, or a first finger."""
        if device == "touch":
            self.fingers = {1: (x, y)}
            self.touch("touchStart")
            return
        self.page.mouse.move(x, y)
        self.page.mouse.down(button=button)

    def move(self, device: str, x: float, y: float, steps: int = 1) -> None:
        """Move the pointer (the first finger) to a point in even steps."""
        if device == "mouse":
            self.page.mouse.move(x, y, steps=steps)
            return
        x0, y0 = self.fingers[1]
        for step in range(1, steps + 1):
            self.fingers[1] = (x0 + (x - x0) * step / steps, y0 + (y - y0) * step / steps)
            self.touch("touchMove")

    def release(self, device: str, button: Button = "left") -> None:
        """Let go (every finger)."""
        if device == "touch":
            self.touch("touchEnd")
        else:
            self.page.mouse.up(button=button)

    def tap(self, device: str, x: float, y: float, hold_ms: int = 0) -> None:
        """Press and release at one point."""
        self.press(device, x, y)
        if hold_ms:
            self.page.wait_for_timeout(hold_ms)
        self.release(device)

    def second_pointer(self, device: str, x: float, y: float) -> None:
        """Another pointer goes down: a second finger (kept down), or next to the mouse a finger that taps."""
        if device == "mouse":
            self.fingers = {}
        self.fingers[2] = (x, y)
        self.touch("touchStart")
        if device == "mouse":
            self.touch("touchEnd")

    def cancel(self, device: str) -> None:
        """The system cancels the pointer: a touchCancel, or a pointercancel on the mouse's captured element."""
        if device == "touch":
            self.touch("touchCancel")
        else:
            self.page.evaluate(SYNTHETIC_CANCEL_JS)

    def unzoom(self, device: str) -> bool:
        """Undo a pinch zoom of the browser (a two-finger touch begun off the cards); whether there was one."""
        if device == "mouse":
            return False
        self.flush()
        if self.page.evaluate("visualViewport.scale") == 1:
            return False
        self.cdp.send("Emulation.setPageScaleFactor", {"pageScaleFactor": 1})
        self.page.wait_for_function("() => visualViewport.scale === 1")
        return True

    def forget_history(self) -> None:
        """Leave the tab no earlier address, so that a touch swipe off the cards cannot navigate back."""
        self.cdp.send("Page.resetNavigationHistory")

    def flush(self) -> None:
        """Wait two frames, so that the moves the browser holds for the next frame have reached the page, then for
        Python's answers to what they sent."""
        self.page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        settled(self.page)

    def wait_quiet(self) -> None:
        """Let the double-tap window of the last input pass."""
        time.sleep(max(0.0, DOUBLE_TAP_WINDOW_S + 0.05 - (time.monotonic() - self.last_input)))

    def reset_instruments(self) -> None:
        """Forget the drag and the stock taps seen so far."""
        self.page.evaluate(
            "() => { Object.assign(window.__fuzz, { press: null, stockUps: 0, drag: null, flying: false }); }"
        )

    def instruments(self) -> dict[str, Any]:
        """What the instruments saw since `reset_instruments`: press, drag, stockUps, flying."""
        return self.page.evaluate("() => { const { down, ...seen } = window.__fuzz; return seen; }")


@pytest.fixture(scope="module")
def fuzz(browser: Browser, site_url: str) -> Iterator[Fuzz]:
    """A page of this module's own, in a touch-capable context, with the test instruments."""
    context = browser.new_context(viewport=DESKTOP, has_touch=True)
    context.add_init_script(INSTRUMENTS_JS)
    page = context.new_page()
    session = PageSession(context, page)
    watch(context, page, session)
    page.goto(f"{site_url}#FT1-N-FUZZAAA")
    wait_ready(page)
    fuzz = Fuzz(page, session, context.new_cdp_session(page))
    fuzz.forget_history()
    yield fuzz
    context.close()


def run_taps(fuzz: Fuzz, gesture: Gesture, outcome: Outcome) -> None:
    """Taps at one point, `gap_ms` apart, each held `hold_ms`."""
    started = time.monotonic()
    for number in range(gesture.taps):
        if number:
            fuzz.page.wait_for_timeout(gesture.gap_ms)
        fuzz.tap(gesture.device, outcome.press.x, outcome.press.y, gesture.hold_ms)
    outcome.fast = time.monotonic() - started < FAST_DOUBLE_TAP_S


def concrete(start: game.Game, hit: Hit | None, spot: Spot) -> Spot:
    """A "playable" or "accepting" spot (for the pressed `hit`) made a card spot, from the engine's answers."""
    if spot.kind == "playable":
        piles = [pile for pile, cards in start.piles.items() if pile != "stock" and cards]
        playable = [pile for pile in piles if attempt(start, "double_tap", pile, None)] or piles
        return Spot("card", playable[spot.depth % len(playable)], 0, spot.fx, spot.fy)
    if spot.kind != "accepting" or hit is None:
        return spot
    targets = []
    if hit.pile is not None and hit.index is not None and lift_allowed(start, hit.pile, hit.index):
        targets = start.targets(hit.pile, len(start.piles[hit.pile]) - hit.index)
    if not targets:
        return Spot("board", fx=spot.fx, fy=spot.fy)
    return Spot("card", targets[spot.depth % len(targets)], 0, spot.fx, spot.fy)


def interrupt(fuzz: Fuzz, gesture: Gesture, second: Hit | None, outcome: Outcome) -> None:
    """Cut a drag short; the page must end it at once (the second pointer: when it lands on the board)."""
    fuzz.flush()
    outcome.active_at_interrupt = gesture.progress == 0 or fuzz.instruments()["drag"] is not None
    if gesture.kind == "cancelled-drag":
        fuzz.cancel(gesture.device)
    elif second is not None:
        fuzz.second_pointer(gesture.device, second.x, second.y)
    else:
        fuzz.page.evaluate(FOCUS_LOSS_JS[gesture.focus])
    if gesture.second is None or gesture.second.kind == "board":
        try:
            fuzz.page.wait_for_function(SETTLED_JS, timeout=1_000)
        except PlaywrightTimeout:
            outcome.survived = True


def run_drag(fuzz: Fuzz, start: game.Game, gesture: Gesture, outcome: Outcome) -> None:
    """Press, move past the drag threshold (or not), maybe get interrupted, move on and let go."""
    assert gesture.to is not None
    device, hit = gesture.device, outcome.press
    drop = concrete(start, hit, gesture.to)
    to = outcome.release = fuzz.locate(drop)
    outcome.release_on = drop.kind
    second = fuzz.locate(gesture.second) if gesture.second is not None else None
    button: Button = "right" if gesture.kind == "right-press" else "left"
    fuzz.press(device, hit.x, hit.y, button)
    if gesture.progress == 0:
        fuzz.move(device, hit.x + 2, hit.y + 2)
    else:
        x, y = hit.x + gesture.nudge[0], hit.y + gesture.nudge[1]
        fuzz.move(device, x, y, 2)
        fuzz.move(device, x + (to.x - x) * gesture.progress, y + (to.y - y) * gesture.progress, gesture.steps)
    if gesture.kind in INTERRUPTED:
        interrupt(fuzz, gesture, second, outcome)
    if device == "touch" and not fuzz.fingers:
        return  # the touch was cancelled: no finger left to move
    fuzz.move(device, to.x, to.y, gesture.steps)
    fuzz.release(device, button)


def perform(fuzz: Fuzz, start: game.Game, gesture: Gesture) -> Outcome:
    """Run a gesture on the page and gather what the instruments saw."""
    fuzz.unzoom(gesture.device)
    if gesture.quiet:
        fuzz.wait_quiet()
    fuzz.reset_instruments()
    outcome = Outcome(press=fuzz.locate(concrete(start, None, gesture.at)))
    if gesture.taps:
        run_taps(fuzz, gesture, outcome)
    else:
        run_drag(fuzz, start, gesture, outcome)
    fuzz.last_input = time.monotonic()
    seen = fuzz.instruments()
    outcome.drag, outcome.stock_taps, outcome.flying = seen["drag"], seen["stockUps"], seen["flying"]
    if seen["press"] is not None:  # what the browser hit, rather than what the test aimed at
        outcome.press = Hit(outcome.press.x, outcome.press.y, seen["press"]["pile"], seen["press"]["index"])
    outcome.zoomed = fuzz.unzoom(gesture.device)
    return outcome


# What the engine says should have happened


def attempt(start: game.Game, method: str, *args: Any) -> game.Game | None:
    """A copy of `start` after one engine call, or None if the engine refuses it."""
    copy = game.load_game(start.to_json())
    try:
        getattr(copy, method)(*args)
    except game.IllegalMove:
        return None
    return copy


def lift_allowed(start: game.Game, pile: str, index: int) -> bool:
    """Whether the engine lets the cards from `index` up leave `pile` together (what starts a drag)."""
    cards = start.piles[pile]
    return pile != "stock" and start.variant.lift_refusal(cards, pile.partition("-")[0], len(cards) - index) is None


def predict(start: game.Game, gesture: Gesture, outcome: Outcome) -> game.Game | None:
    """The position the gesture must leave, when it is certain (None: only consistency is checked)."""
    hit = outcome.press
    if outcome.zoomed:
        return None
    if gesture.kind in ("cancelled-drag", "lost-focus", "right-press"):
        return start
    if gesture.kind == "second-pointer":
        assert gesture.second is not None
        pressed = hit.pile == "stock" or hit.index is not None  # the first press was a gesture of its own
        on_board = gesture.second.kind == "board"  # the page watches the board for a second pointer
        return start if outcome.active_at_interrupt and pressed and on_board else None
    if gesture.kind == "drag":
        return predict_drag(start, outcome)
    return predict_taps(start, gesture, outcome)


def predict_drag(start: game.Game, outcome: Outcome) -> game.Game | None:
    """A drag makes the engine's move onto the pile under the release point; anything else leaves the cards."""
    hit, release = outcome.press, outcome.release
    if hit.pile is None or hit.index is None or outcome.drag is None or release is None:
        return start
    if outcome.release_on == "board" or outcome.flying:
        return None  # the point may be under a target's placement marker, or a card gliding past
    count = len(start.piles[hit.pile]) - hit.index
    target = release.pile  # None: off every pile, the cards go back (auto placement is off)
    return start if target is None else attempt(start, "move", hit.pile, target, count) or start


def predict_taps(start: game.Game, gesture: Gesture, outcome: Outcome) -> game.Game | None:
    """Taps on the stock draw one card each; one tap, or two quick ones, after a quiet spell act as
    a tap or a double tap does."""
    hit = outcome.press
    if hit.pile == "stock":
        result = start
        for _ in range(outcome.stock_taps):
            result = attempt(result, "tap", "stock", None) or result
        return result
    if not gesture.quiet or not outcome.fast or gesture.kind not in ("tap", "press-release", "double-tap"):
        return None  # a third tap acts on whatever the first two left under it
    if hit.pile is None or hit.index is None:
        return start
    tapped = attempt(start, "tap", hit.pile, hit.index)
    if gesture.kind != "double-tap" or tapped is not None:
        return tapped or start
    return attempt(start, "double_tap", hit.pile, hit.index) or start


# Checking the page


def drag_problems(start: game.Game, gesture: Gesture, outcome: Outcome) -> list[str]:
    """A drag starts exactly when the engine lets the cards go; it lifts them and outlines the engine's targets."""
    hit, drag = outcome.press, outcome.drag
    problems = [f"the drag went on after the {gesture.kind}"] if outcome.survived else []
    movable = hit.pile is not None and hit.index is not None and lift_allowed(start, hit.pile, hit.index)
    if gesture.kind == "drag" and movable != (drag is not None):
        problems.append(
            f"a drag from {hit} {'did not start' if movable else 'started'}; engine lift allowed: {movable}"
        )
    if drag is not None and hit.pile is not None and hit.index is not None:
        cards = [str(card) for card in start.piles[hit.pile][hit.index :]]
        targets = sorted(start.targets(hit.pile, len(cards)))
        if drag["targets"] != targets:
            problems.append(f"placement help outlined {drag['targets']}, engine targets {targets}")
        if drag["lifted"] != cards or drag["ghost"] != len(cards):
            problems.append(f"lifted {drag['lifted']} ({drag['ghost']} in the ghost), engine cards {cards}")
    return problems


def card_problems(current: game.Game) -> list[str]:
    """Every card of the game's deck(s) is present exactly once per copy."""
    copies = 2 if current.name == "forty-thieves" else 1
    counts = Counter(str(card) for cards in current.piles.values() for card in cards)
    deck = {rank + suit for suit in EO_SUITS for rank in EO_RANKS}
    wrong = {card: counts[card] for card in deck | set(counts) if counts[card] != copies or card not in deck}
    return [f"card counts wrong (want {copies} of each): {wrong}"] if wrong else []


def differences(expected: game.Game, shown: game.Game) -> str:
    """The piles and counters in which two positions differ."""
    parts = [
        f"{pile}: engine {[str(card) for card in cards]}, page {[str(card) for card in shown.piles[pile]]}"
        for pile, cards in expected.piles.items()
        if cards != shown.piles[pile]
    ]
    parts += [
        f"{name}: engine {getattr(expected, name)}, page {getattr(shown, name)}"
        for name in ("score", "moves")
        if getattr(expected, name) != getattr(shown, name)
    ]
    return "; ".join(parts) or "(only the history differs)"


def inspect(fuzz: Fuzz, start: game.Game, expected: game.Game | None) -> tuple[game.Game, list[str]]:
    """The game on screen after a gesture from `start`, and everything wrong with the page (empty: all is well)."""
    problems = []
    try:
        fuzz.page.wait_for_function(SETTLED_JS, timeout=5_000)
    except PlaywrightTimeout:
        problems.append("a drag is still on screen after every pointer was released")
    seen = fuzz.page.evaluate(READ_JS)
    try:
        current = game.load_game(seen["state"])
    except ValueError as error:
        return start, [*problems, f"window.solitaire.state() does not load: {error}"]
    if seen["piles"] != expected_dom(current):
        problems.append(f"board {seen['piles']} differs from the engine's {expected_dom(current)}")
    if (seen["score"], seen["moves"]) != (str(current.score), str(current.moves)):
        problems.append(f"counters show {seen['score']}/{seen['moves']}, engine {current.score}/{current.moves}")
    if seen["leftovers"] or seen["windows"]:
        problems.append(f"left over: {seen['leftovers']}, open windows: {seen['windows']}")
    if fuzz.session.errors or fuzz.session.dialogs:
        problems.append(f"page errors {fuzz.session.errors}, dialogs {fuzz.session.dialogs}")
    if current.moves < start.moves or current.score < 0:
        problems.append(f"moves went from {start.moves} to {current.moves}, score {current.score}")
    problems += card_problems(current)
    if expected is not None and current.to_json() != expected.to_json():
        problems.append(f"not what the engine does: {differences(expected, current)}")
    return current, problems


def show_start(fuzz: Fuzz, start: str, rng: random.Random) -> game.Game:
    """Put a round's starting position on screen (a random deal, or a shared layout); returns the page's game."""
    if start == "ft-layout":
        show_layout(fuzz.page, forty_thieves_positions.every_move())
    elif start == "eo8-layout":
        show_layout(fuzz.page, eo_layout())
    else:
        show_code(fuzz.page, DEAL_PREFIXES[start] + "".join(rng.choice(CODE_ALPHABET) for _ in range(7)))
    fuzz.forget_history()
    return game.load_game(fuzz.page.evaluate("window.solitaire.state()"))


@pytest.mark.parametrize("device", ["mouse", "touch"])
@pytest.mark.parametrize("start", STARTS)
def test_random_gestures_keep_the_board_equal_to_the_engine(fuzz: Fuzz, start: str, device: str) -> None:
    """After every random gesture the page shows the engine's state, and the engine's answer where it is certain."""
    rng = random.Random(f"{SEED}/{start}/{device}")
    fuzz.use(device)
    current = show_start(fuzz, start, rng)
    log: list[str] = []
    tally = Counter[str]()
    began = time.monotonic()
    for number in range(1, GESTURES_PER_ROUND + 1):
        gesture = random_gesture(rng, device, list(current.piles))
        outcome = perform(fuzz, current, gesture)
        log.append(f"{number}. {gesture} -> {outcome}")
        expected = predict(current, gesture, outcome)
        after, problems = inspect(fuzz, current, expected)
        problems += drag_problems(current, gesture, outcome)
        assert not problems, (
            f"seed {SEED}, round {start}-{device} from {current.code or 'a layout'} (replay: FUZZ_SEED={SEED} "
            f"./test.sh tests/browser/test_page_fuzz.py -k {start}-{device}):\n"
            + "\n".join(log)
            + "\nwent wrong:\n- "
            + "\n- ".join(problems)
        )
        changed = after.to_json() != current.to_json()
        tally.update(known=expected is not None, changed=changed, drags=bool(outcome.drag), zoomed=outcome.zoomed)
        current = after
    print(f"{start}-{device}: {GESTURES_PER_ROUND} gestures, {dict(tally)}, {time.monotonic() - began:.1f} s")
    assert tally["known"] >= GESTURES_PER_ROUND // 4, f"the outcome was hardly ever certain: {log}"


# The cases the issue names


def assert_consistent(fuzz: Fuzz, start: game.Game, expected: game.Game | None) -> None:
    """The page is consistent (see `inspect`) and shows `expected`."""
    _, problems = inspect(fuzz, start, expected)
    assert not problems, "\n".join(problems)


def start_drag(fuzz: Fuzz, device: str, source: Hit, towards: Hit) -> dict[str, Any]:
    """Press on a card and move halfway towards a point; the drag must have started. Returns what it lifted."""
    fuzz.reset_instruments()
    fuzz.press(device, source.x, source.y)
    fuzz.move(device, source.x + 12, source.y + 12, 2)
    fuzz.move(device, (source.x + towards.x) / 2, (source.y + towards.y) / 2, 4)
    fuzz.flush()
    drag = fuzz.instruments()["drag"]
    assert drag is not None, "the drag did not start"
    return drag


@pytest.mark.parametrize("interruption", ["pointercancel", "second-pointer", "blur", "visibilitychange"])
@pytest.mark.parametrize("device", ["mouse", "touch"])
def test_interrupted_drag_changes_nothing(fuzz: Fuzz, device: str, interruption: str) -> None:
    """A drag cut short (pointercancel, a second pointer on the board, focus lost) puts the card back at once.

    Letting go over the pile that would take it afterwards moves nothing; the next drag works.
    """
    fuzz.use(device)
    start = show_layout(fuzz.page, forty_thieves_positions.every_move())
    source, target = fuzz.locate(Spot("card", "column-7")), fuzz.locate(Spot("card", "column-6"))
    drag = start_drag(fuzz, device, source, target)
    assert drag["targets"] == sorted(start.targets("column-7")) and "column-6" in drag["targets"]
    if interruption == "pointercancel":
        fuzz.cancel(device)
    elif interruption == "second-pointer":
        other = fuzz.locate(Spot("card", "column-1"))
        fuzz.second_pointer(device, other.x, other.y)
    else:
        fuzz.page.evaluate(FOCUS_LOSS_JS[interruption])
    fuzz.page.wait_for_function(SETTLED_JS, timeout=2_000)
    if device == "mouse" or fuzz.fingers:
        fuzz.move(device, target.x, target.y, 4)
        fuzz.release(device)
    assert_consistent(fuzz, start, start)

    start_drag(fuzz, device, source, target)
    fuzz.move(device, target.x, target.y, 4)
    fuzz.release(device)
    assert_consistent(fuzz, start, attempt(start, "move", "column-7", "column-6"))


@pytest.mark.parametrize("device", ["mouse", "touch"])
def test_taps_while_the_new_game_window_is_open_change_nothing(fuzz: Fuzz, device: str) -> None:
    """While the New Game window (a modal dialog) is open, a tap or a drag beside it closes it
    and never reaches the board: no press, no draw, the game unchanged."""
    fuzz.use(device)
    start = show_layout(fuzz.page, forty_thieves_positions.every_move())
    piles = ("stock", "waste", "column-1", "column-2", "column-7", "column-8", "column-10", "foundation-1")
    spots = [fuzz.locate(Spot("card", pile)) for pile in piles]
    opener = fuzz.page.locator("#new-game")
    window = fuzz.page.locator("#new-game-dialog")

    def open_window() -> dict[str, float]:
        opener.tap() if device == "touch" else opener.click()
        window.wait_for()
        box = window.bounding_box()
        assert box is not None
        return box

    box = open_window()
    # Only points beside the window (a tap on the window itself would use it): a card the window
    # covers is tapped just under the window instead (halfway to the screen's edge when the window,
    # as on a phone, leaves less than 48 px there).
    height = fuzz.page.viewport_size["height"]  # type: ignore[index]
    bottom = box["y"] + box["height"]
    below = min(bottom + 24, (bottom + height) / 2)
    free = [
        hit
        if not (0 <= hit.x - box["x"] <= box["width"] and 0 <= hit.y - box["y"] <= box["height"])
        else Hit(hit.x, below, hit.pile, hit.index)
        for hit in spots
        if hit.y < box["y"] or hit.y > box["y"] + box["height"] or below < height - 8
    ]
    assert len(free) >= 3, f"the window covers the board: {box}"
    for index, hit in enumerate(free):
        if index:
            open_window()
        fuzz.reset_instruments()
        fuzz.tap(device, hit.x, hit.y)
        window.wait_for(state="hidden")
        fuzz.page.wait_for_timeout(60)
        seen = fuzz.instruments()
        assert (seen["press"]["pile"], seen["drag"], seen["stockUps"]) == (None, None, 0), "a tap reached the board"
        assert fuzz.page.evaluate("window.solitaire.state()") == start.to_json()
    # A drag across the backdrop may close the window too, but never reaches the board.
    open_window()
    fuzz.reset_instruments()
    fuzz.press(device, free[-1].x, free[-1].y)
    fuzz.move(device, free[0].x, free[0].y, 6)
    fuzz.release(device)
    fuzz.page.wait_for_timeout(60)
    seen = fuzz.instruments()
    assert (seen["press"]["pile"], seen["drag"], seen["stockUps"]) == (None, None, 0), "a drag reached the board"
    assert fuzz.page.evaluate("window.solitaire.state()") == start.to_json()
    if window.evaluate("dialog => dialog.open"):
        cancel = window.locator("button[value=cancel]")
        cancel.tap() if device == "touch" else cancel.click()
        window.wait_for(state="hidden")
    assert_consistent(fuzz, start, start)
    fuzz.last_input = time.monotonic()
    fuzz.wait_quiet()
    waste = fuzz.locate(Spot("card", "waste"))
    fuzz.tap(device, waste.x, waste.y)
    assert_consistent(fuzz, start, attempt(start, "tap", "waste"))


@pytest.mark.parametrize("device", ["mouse", "touch"])
def test_rapid_stock_taps_draw_one_card_per_tap_until_the_stock_is_empty(fuzz: Fuzz, device: str) -> None:
    """20 rapid taps on a stock of 12 cards all reach it: the first 12 draw one card each, the rest change nothing."""
    fuzz.use(device)
    position = game.new_game("FT1-N-RAPIDAA")
    for _ in range(52):
        position.draw()
    start = show_layout(fuzz.page, position)
    stock = fuzz.locate(Spot("card", "stock"))
    fuzz.reset_instruments()
    for number in range(20):
        fuzz.tap(device, stock.x, stock.y)
        fuzz.page.wait_for_timeout(number % 3 * 15)
    reached = fuzz.instruments()["stockUps"]
    assert reached == 20
    expected = start
    for _ in range(reached):
        expected = attempt(expected, "tap", "stock", None) or expected
    assert (len(expected.piles["stock"]), len(expected.piles["waste"]), expected.moves) == (0, 64, 64)
    assert_consistent(fuzz, start, expected)
