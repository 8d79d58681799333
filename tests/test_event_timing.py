"""bench/event_timing.py pairs each drawn move with its input and the frame that shows it."""

from __future__ import annotations

from typing import Any

from bench import event_timing
from bench.event_timing import DRAW, FOUNDATION

FRAME = 16.7


class RecordedPage:
    """A page whose recorded results are given: what `collect` reads with `evaluate`."""

    def __init__(self, results: dict[str, Any]) -> None:
        self.results = results

    def evaluate(self, script: str) -> dict[str, Any]:
        """The recorded results (the only thing `collect` asks a page for)."""
        assert script == event_timing.RESULTS
        return self.results


def recorded(shown: list[list[float]]) -> RecordedPage:
    """A draw at 100 ms and a foundation tap at 200 ms (inputs 5 ms later), frames every 16.7 ms, and `shown`."""
    return RecordedPage(
        {
            "entries": [],
            "actions": [[DRAW, 100.0], [FOUNDATION, 200.0]],
            "inputs": [105.0, 205.0],
            "frames": [index * FRAME for index in range(20)],
            "shown": shown,
        }
    )


def test_a_move_drawn_before_the_next_frame_is_shown_in_the_first_frame() -> None:
    moves = event_timing.collect(recorded([[108.0, 7 * FRAME]]), {DRAW: 1, FOUNDATION: 0})  # type: ignore[arg-type]
    ((ms, waited),) = moves[DRAW].shown
    assert waited == 0 and round(ms, 1) == round(7 * FRAME - 105.0, 1)
    assert moves[DRAW].share_shown_in_first_frame() == 1.0
    assert moves[FOUNDATION].shown == []


def test_a_drawing_without_an_input_of_its_own_is_not_timed() -> None:
    page = recorded([[108.0, 7 * FRAME], [112.0, 7 * FRAME], [300.0, 18 * FRAME]])
    moves = event_timing.collect(page, {DRAW: 1, FOUNDATION: 1})  # type: ignore[arg-type]
    assert len(moves[DRAW].shown) == 1, "the draw's second drawing is not a move of its own"
    assert len(moves[FOUNDATION].shown) == 1 and moves[FOUNDATION].shown[0][0] > 90


def test_a_move_drawn_after_a_frame_began_waited_that_frame() -> None:
    moves = event_timing.collect(recorded([[118.0, 8 * FRAME], [206.0, 13 * FRAME]]), {DRAW: 1, FOUNDATION: 1})  # type: ignore[arg-type]
    assert moves[DRAW].shown[0][1] == 1, "the frame at 116.9 ms began between the input and the one showing it"
    assert moves[FOUNDATION].shown[0][1] == 0, "paired with the foundation tap's input, not the draw's"
    assert moves[DRAW].share_shown_in_first_frame() == 0.0
    assert moves[FOUNDATION].shown_quantile(0.5) == f"{13 * FRAME - 205.0:.0f}"
