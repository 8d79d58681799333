"""Event Timing of the game's taps, double taps, draws and undos, against a trivial calibration page.

bench/page_speed.py runs it. Real pointer input (Playwright's page.mouse: a move, then the press) on
Forty Thieves positions with a move of every kind, early and late in a game, round by round
(`every_move` and `every_move_late` of game/games/forty_thieves/positions.py, the late one with deep
foundations and a waste of 37 cards, shown through `window.solitaire.load`), motion on, at each
viewport. A PerformanceObserver of type `event` (`durationThreshold: 16`, the lowest the API allows,
buffered) records every event entry with an `interactionId`; an interaction's duration is that of
its longest entry (the browser rounds durations to 8 ms). An interaction with no entry took less
than 16 ms.

Python answers in a Web Worker, so the paint right after an input's handlers shows nothing of the
move yet: Event Timing times only the page's own part. Each move is also timed to the frame that
shows it: from the input (the last `pointerup`'s timestamp) to the animation frame that follows
the first drawing of Python's answer (cards moved between piles, or the moves counter changed),
and counted in frames: a move is shown "in the first frame" when no frame began between
the input and that one, as when the page itself drew the move in its handler. Also measured: a
returning player's stock taps, 32 of them on the deal FT1-N-QQQQQQQ in a browser just started
on a profile that visited the site before (`measure_returning_stock_taps`).

The calibration page (served by the bench from the bare site) is a button of a toolbar's
size, in the middle of the page, whose click handler only counts (a button filling the page would
repaint the whole viewport on each click: no calibration).
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page

from game.games.forty_thieves import positions as forty_thieves_positions

ROOT = Path(__file__).resolve().parent.parent

VIEWPORTS = ({"width": 1280, "height": 900}, {"width": 390, "height": 844})
DRAW = "draw (tap on the stock)"
FOUNDATION = "tap to a foundation"
DOUBLE_TAP = "double tap"
UNDO = "undo (Undo button)"
CALIBRATION = "calibration page click"
LOAD = "position shown (not timed)"
KINDS = (DRAW, FOUNDATION, DOUBLE_TAP, UNDO)
FRAME_MS = 16
EXPECTED_MOVES = 8  # a round's three foundation taps, two double taps and three draws
QUIET_MS = 450  # longer than the double-tap window and the card's glide: every action starts on a still page
HOVER_MS = 100  # the pointer rests over its target before the press, as a player's mouse does
HOLD_MS = 60  # a press is held this long before the release: a player's click or tap lasts well over a frame
READY_TIMEOUT_MS = 180_000

# Installed before the page's scripts: event entries with an interaction, marks naming the action
# under way, the inputs' times, every animation frame's start, and for each drawing of a move (cards
# moved between piles, or the moves counter changed) the time it was drawn and the start of the
# frame after it, the one that paints it. (A card's pressed look or its glide changes no pile.)
OBSERVER = """
window.__eventEntries = [];
window.__actions = [];
window.__inputs = [];
window.__frames = [];
window.__shown = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.interactionId) continue;
    const processing = entry.processingEnd - entry.processingStart;
    __eventEntries.push([entry.interactionId, entry.startTime, entry.duration, processing]);
  }
}).observe({ type: "event", durationThreshold: 16, buffered: true });
addEventListener("pointerup", (event) => __inputs.push(event.timeStamp), true);
requestAnimationFrame(function frame(began) {
  __frames.push(began);
  requestAnimationFrame(frame);
});
addEventListener("DOMContentLoaded", () => {
  const board = document.getElementById("board");
  const moves = document.getElementById("moves");
  if (!board || !moves) return;
  const observer = new MutationObserver(() => {
    const drawn = performance.now();
    requestAnimationFrame((began) => __shown.push([drawn, began]));
  });
  observer.observe(board, { childList: true, subtree: true });
  observer.observe(moves, { childList: true, characterData: true, subtree: true });
});
"""
MARK_ACTION = "kind => window.__actions.push([kind, performance.now()])"
RESULTS = """() => ({
  entries: window.__eventEntries, actions: window.__actions,
  inputs: window.__inputs, frames: window.__frames, shown: window.__shown,
})"""
RETURNING_DEAL = "FT1-N-QQQQQQQ"
RETURNING_TAPS = 32

CALIBRATION_HTML = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>calibration</title><script type="module" src="calibrate.mjs"></script></head>
<body style="margin:0;height:100vh;display:grid;place-items:center">
<button id="button" style="width:120px;height:48px">0</button>
</body>
</html>
"""
CALIBRATION_MODULE = """let clicks = 0;
const button = document.getElementById("button");
button.addEventListener("click", () => { button.textContent = String(++clicks); });
document.documentElement.setAttribute("data-ready", "");
"""
CALIBRATION_PAGE = "calibrate.html"


def write_calibration_page(site: Path) -> None:
    """Write the calibration page (a button with a trivial click handler) into `site`."""
    (site / CALIBRATION_PAGE).write_text(CALIBRATION_HTML, encoding="utf-8")
    (site / "calibrate.mjs").write_text(CALIBRATION_MODULE, encoding="utf-8")


@dataclass
class Interactions:
    """Durations (ms) of the interactions of one kind; None for one with no entry (under 16 ms)."""

    count: int
    durations: list[float | None] = field(default_factory=list)
    processing: list[float] = field(default_factory=list)  # of those with an entry: ms in their event handlers
    shown: list[tuple[float, int]] = field(default_factory=list)  # per move: ms to its frame, frames waited before it

    def shown_quantile(self, fraction: float) -> str:
        """The `fraction` quantile (nearest rank) of the ms from input to the frame showing the move, as text."""
        ordered = sorted(ms for ms, _ in self.shown)
        return f"{ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]:.0f}" if ordered else "-"

    def share_shown_in_first_frame(self) -> float:
        """Share of the moves shown in the first frame after their input."""
        return sum(1 for _, waited in self.shown if waited == 0) / len(self.shown) if self.shown else 0.0

    def median_processing(self) -> str:
        """Median ms the interactions with an entry spent in event handlers, as text ('-' with none)."""
        return f"{statistics.median(self.processing):.1f}" if self.processing else "-"

    def share_within_frame(self) -> float:
        """Share of the interactions at most 16 ms long."""
        slow = sum(1 for value in self.durations if value is not None and value > FRAME_MS)
        return 1 - slow / self.count if self.count else 0.0

    def quantile(self, fraction: float) -> str:
        """The `fraction` quantile (nearest rank) as text, '<16' when it falls on an interaction with no entry."""
        ordered = sorted(self.durations, key=lambda value: -1.0 if value is None else value)
        if not ordered:
            return "-"
        value = ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]
        return "<16" if value is None else f"{value:.0f}"


def top_card(page: Page, pile: str) -> tuple[float, float]:
    """The middle of the top card of `pile` (the pile itself when it shows none)."""
    cards = page.locator(f"[data-pile={pile}] [data-card]")
    target = cards.last if cards.count() else page.locator(f"[data-pile={pile}]")
    box = target.bounding_box()
    assert box is not None, pile
    return box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 20)


def act(page: Page, kind: str, x: float, y: float, *, double: bool = False) -> int:
    """Move the pointer to (x, y), mark the action's kind, click (or double-click) there, wait; return the interactions.

    The move comes first, on its own: Playwright's click sends the move in the same instant as the
    press, so the hover's work (hit test, :hover styles, pointermove listeners) would land in the
    click's frame, which a mouse that came to rest over the card never does. Each press is held
    for HOLD_MS, as a finger's or a mouse button's is: a release sent in the same millisecond as
    the press made every button's click wait a whole frame, since the press of a `<button>` already
    asks for a frame (Chromium's own `button:active` rule), which the release then had to follow.
    """
    page.mouse.move(x, y)
    page.wait_for_timeout(HOVER_MS)
    page.evaluate(MARK_ACTION, kind)
    for click in range(1, 3 if double else 2):
        page.mouse.down(click_count=click)
        page.wait_for_timeout(HOLD_MS)
        page.mouse.up(click_count=click)
    page.wait_for_timeout(QUIET_MS)
    return 2 if double else 1


def game_round(page: Page, save: str) -> dict[str, int]:
    """Show the position, then make three foundation taps, two double taps, three draws, three undos."""
    page.evaluate(MARK_ACTION, LOAD)
    assert page.evaluate("save => window.solitaire.load(save)", save) is True
    page.wait_for_timeout(QUIET_MS)
    made = dict.fromkeys(KINDS, 0)
    for pile in ("column-1", "column-8", "waste"):  # AC, AH, AD (late: QC, QH, QD) go to a foundation
        made[FOUNDATION] += act(page, FOUNDATION, *top_card(page, pile))
    for pile in ("column-2", "column-7"):  # 5D onto 6D, 7H onto 8H
        made[DOUBLE_TAP] += act(page, DOUBLE_TAP, *top_card(page, pile), double=True)
    for _ in range(3):
        made[DRAW] += act(page, DRAW, *top_card(page, "stock"))
    moves = page.evaluate("Promise.resolve(window.solitaire.state()).then((state) => JSON.parse(state).moves)")
    if moves != EXPECTED_MOVES:
        raise RuntimeError(f"the round made {moves} moves instead of {EXPECTED_MOVES}: a tap missed its card")
    undo = page.get_by_test_id("undo").bounding_box()
    assert undo is not None
    for _ in range(3):
        made[UNDO] += act(page, UNDO, undo["x"] + undo["width"] / 2, undo["y"] + undo["height"] / 2)
    return made


def collect(page: Page, made: dict[str, int]) -> dict[str, Interactions]:
    """Group the page's event entries by interaction and by the kind of action under way when it started."""
    results = page.evaluate(RESULTS)
    actions = sorted(results["actions"], key=lambda action: action[1])
    longest: dict[int, tuple[float, float, float]] = {}
    for interaction, start, duration, processing in results["entries"]:
        earlier = longest.get(interaction, (start, 0.0, 0.0))
        longest[interaction] = (min(start, earlier[0]), max(duration, earlier[1]), earlier[2] + processing)
    by_kind = {kind: Interactions(count) for kind, count in made.items()}
    for start, duration, processing in longest.values():
        kind = next((name for name, at in reversed(actions) if at <= start), None)
        if kind in by_kind:
            by_kind[kind].durations.append(duration)
            by_kind[kind].processing.append(processing)
    for interactions in by_kind.values():
        interactions.durations += [None] * max(0, interactions.count - len(interactions.durations))
    inputs, frames = sorted(results["inputs"]), sorted(results["frames"])
    answered: set[float] = set()
    for drawn, frame in sorted(results["shown"]):
        action = next(((name, at) for name, at in reversed(actions) if at <= drawn), None)
        entered = [at for at in inputs if at <= drawn]
        if action is None or action[0] not in by_kind or not entered or entered[-1] < action[1]:
            continue  # drawn without an input of its own (a position shown)
        if entered[-1] in answered:
            continue  # the same input's move drawn again (a follow-up): its first drawing counts
        answered.add(entered[-1])
        waited = sum(1 for began in frames if entered[-1] < began < frame)
        by_kind[action[0]].shown.append((frame - entered[-1], waited))
    return by_kind


def measure_game(browser: Browser, url: str, viewport: dict[str, int], rounds: int) -> dict[str, Interactions]:
    """Event Timing of `rounds` rounds of the game's interactions in a fresh page at `viewport`.

    The rounds take the early and the late position in turn.
    """
    context = browser.new_context(viewport=viewport, reduced_motion="no-preference")
    context.add_init_script(OBSERVER)
    page = context.new_page()
    page.goto(url, timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_timeout(1000)
    saves = [forty_thieves_positions.every_move().to_json(), forty_thieves_positions.every_move_late().to_json()]
    made = dict.fromkeys(KINDS, 0)
    for index in range(rounds):
        for kind, count in game_round(page, saves[index % 2]).items():
            made[kind] += count
    by_kind = collect(page, made)
    context.close()
    return by_kind


def measure_returning_stock_taps(context: BrowserContext, url: str) -> Interactions:
    """RETURNING_TAPS stock taps on RETURNING_DEAL, opened by its link in `context`, a browser just started on a
    returning player's profile (closed afterwards)."""
    context.add_init_script(OBSERVER)
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(f"{url}#{RETURNING_DEAL}", timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_timeout(1000)
    for _ in range(RETURNING_TAPS):
        act(page, DRAW, *top_card(page, "stock"))
    moves = page.evaluate("Promise.resolve(window.solitaire.state()).then((state) => JSON.parse(state).moves)")
    if moves != RETURNING_TAPS:
        raise RuntimeError(f"{RETURNING_TAPS} stock taps made {moves} moves: a tap missed the stock")
    taps = collect(page, {DRAW: RETURNING_TAPS})[DRAW]
    context.close()
    return taps


def measure_calibration(browser: Browser, url: str, viewport: dict[str, int], clicks: int) -> Interactions:
    """Event Timing of `clicks` clicks on the calibration page at `viewport`."""
    context = browser.new_context(viewport=viewport)
    context.add_init_script(OBSERVER)
    page = context.new_page()
    page.goto(url, timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
    for _ in range(clicks):
        act(page, CALIBRATION, viewport["width"] / 2, viewport["height"] / 2)
    counted = page.locator("#button").inner_text()
    if counted != str(clicks):
        raise RuntimeError(f"the calibration button counted {counted} of {clicks} clicks: a click missed it")
    result = collect(page, {CALIBRATION: clicks})[CALIBRATION]
    context.close()
    return result


def measure(browser: Browser, game_url: str, calibration_url: str, rounds: int) -> dict[str, dict[str, Interactions]]:
    """Per viewport ('1280x900'), the game's interactions per kind and the calibration page's clicks."""
    results: dict[str, dict[str, Interactions]] = {}
    for viewport in VIEWPORTS:
        name = f"{viewport['width']}x{viewport['height']}"
        results[name] = measure_game(browser, game_url, viewport, rounds)
        results[name][CALIBRATION] = measure_calibration(browser, calibration_url, viewport, 3 * rounds)
    return results


def print_interactions(results: dict[str, dict[str, Interactions]], returning: Interactions | None = None) -> None:
    """Print count, p50, p95 and the share within one frame per viewport and kind of interaction; then the ms from
    input to the frame showing the move and the share shown in the first frame; then the returning player's taps."""
    print("\nEvent Timing duration per interaction, motion on (ms; '<16': no entry at the 16 ms threshold)")
    print("  (handlers: median ms in event handlers of the interactions with an entry; the rest is the frame)")
    columns = f"{'count':>6}{'p50':>6}{'p95':>6}{'max':>6}{'<=16 ms':>9}{'handlers':>10}"
    print(f"  {'viewport':<10}{'interaction':<26}{columns}")
    for viewport, by_kind in results.items():
        for kind, interactions in by_kind.items():
            known = [value for value in interactions.durations if value is not None]
            print(
                f"  {viewport:<10}{kind:<26}{interactions.count:>6}{interactions.quantile(0.5):>6}"
                f"{interactions.quantile(0.95):>6}{(f'{max(known):.0f}' if known else '<16'):>6}"
                f"{interactions.share_within_frame():>9.0%}{interactions.median_processing():>10}"
            )
    print("  budget (docs/performance.md): >= 95 % of the game's interactions of each kind <= 16 ms, at both viewports")
    print("\nFrom the input to the frame that shows the move (Python's answer drawn), motion on")
    print(f"  {'viewport':<10}{'interaction':<26}{'moves':>6}{'p50':>6}{'p95':>6}{'max':>6}{'1st frame':>11}")
    rows = [(viewport, kind, moves) for viewport, by_kind in results.items() for kind, moves in by_kind.items()]
    if returning is not None:
        rows.append(("returning", f"{RETURNING_TAPS} stock taps, {RETURNING_DEAL}", returning))
    for viewport, kind, moves in rows:
        if kind == CALIBRATION:
            continue
        print(
            f"  {viewport:<10}{kind:<26}{len(moves.shown):>6}{moves.shown_quantile(0.5):>6}"
            f"{moves.shown_quantile(0.95):>6}{moves.shown_quantile(1.0):>6}{moves.share_shown_in_first_frame():>11.0%}"
        )
    print("  budget: every move shown in the first frame after its input")
