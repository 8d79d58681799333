"""Engine speed: random legal play per game, and the save/load round trip with a full undo history.

Plays random actions on random deals of every game: a move chosen among the piles' `targets()`,
a draw where there is a stock, and now and then an undo or a redo. For each game it prints actions per
second three ways:
- each action as the page does it on a drag: `targets()` of the moved card (placement help) plus
  the move with its own legality check; the 20,000 actions/s target is checked on this figure;
- the engine calls alone (move, draw, undo, redo, each with its legality check);
- the whole loop, including the search for a card that can move at all (many `targets()` calls).
Then the time of `to_json()` + `load_game()` for a game holding a full 100-action undo history, as
the median and the 95th percentile over many runs (target: under 2 ms).

Run from the repository root: `python3 -m bench.engine_speed [--seconds 2] [--runs 200] [--seed 1]`.
The exit status is 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import game
from game.codes import NUMBER_LIMIT, encode_number

# Each registered game, with the code prefixes of its variants.
GAMES = {
    name: tuple(f"{record.prefix}-{record.part}" for record in game.variants_of(name)) for name in game.game_names()
}
ACTIONS_TARGET = 20_000
ROUND_TRIP_TARGET_MS = 2.0


def random_deal(chooser: random.Random, prefixes: tuple[str, ...]) -> game.Game:
    """A new game of a random deal with one of the prefixes."""
    return game.new_game(f"{chooser.choice(prefixes)}-{encode_number(chooser.randrange(NUMBER_LIMIT))}")


class Clock:
    """Time spent per kind of work while playing: the whole loop, the drag-like actions, the engine calls."""

    def __init__(self) -> None:
        self.total = 0.0  # everything, the search for a movable card included
        self.drag = 0.0  # per action: targets() of the moved card (placement help) + the move itself
        self.engine = 0.0  # per action: only the move / draw / undo / redo call, with its own legality check
        self.targets_calls = 0
        self.targets_time = 0.0


def random_action(g: game.Game, chooser: random.Random, clock: Clock | None = None) -> bool:
    """Make one random action: mostly a legal move or a draw, sometimes undo or redo; False if stuck."""
    clock = clock or Clock()
    roll = chooser.random()
    if roll < 0.08:
        start = time.perf_counter()
        g.undo() if roll < 0.05 else g.redo()
        spent = time.perf_counter() - start
        clock.drag += spent
        clock.engine += spent
        return True
    sources = [pile for pile, cards in g.piles.items() if cards and not pile.startswith("foundation")]
    chooser.shuffle(sources)
    for source in sources:
        if source == "stock":
            start = time.perf_counter()
            g.draw()
            spent = time.perf_counter() - start
            clock.drag += spent
            clock.engine += spent
            return True
        start = time.perf_counter()
        targets = g.targets(source)
        searched = time.perf_counter()
        clock.targets_calls += 1
        clock.targets_time += searched - start
        if targets:
            target = chooser.choice(targets)
            moved = time.perf_counter()
            g.move(source, target)
            end = time.perf_counter()
            clock.drag += (searched - start) + (end - moved)
            clock.engine += end - moved
            return True
    return False


def play_for(prefixes: tuple[str, ...], seconds: float, seed: int) -> tuple[Clock, int, int]:
    """Play random actions for about `seconds`; the clock, the actions made and the deals played."""
    chooser = random.Random(seed)
    clock = Clock()
    actions = deals = 0
    while clock.total < seconds:
        g = random_deal(chooser, prefixes)
        deals += 1
        start = time.perf_counter()
        for _ in range(200):
            if not random_action(g, chooser, clock):
                break
            actions += 1
        clock.total += time.perf_counter() - start
    return clock, actions, deals


def game_with_full_history(prefixes: tuple[str, ...], seed: int) -> game.Game:
    """A random game that has made at least 100 actions, so its undo history is full."""
    chooser = random.Random(seed)
    while True:
        g = random_deal(chooser, prefixes)
        for _ in range(400):
            roll = chooser.random()
            if roll < 0.9 and not random_action(g, chooser):
                break
        if len(g.undo_history) == game.UNDO_DEPTH:
            return g


def round_trip_ms(g: game.Game, runs: int) -> list[float]:
    """The time of to_json() + load_game() in milliseconds, once per run."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        game.load_game(g.to_json())
        times.append((time.perf_counter() - start) * 1000)
    return times


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="python3 -m bench.engine_speed", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="play time per game (default 2)")
    parser.add_argument("--runs", type=int, default=200, help="round trips per game (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random choices (default 1)")
    options = parser.parse_args()
    print(f"Python {sys.version.split()[0]}")
    failed = False
    for name, prefixes in GAMES.items():
        clock, actions, deals = play_for(prefixes, options.seconds, options.seed)
        drag_rate = actions / clock.drag
        ok = drag_rate >= ACTIONS_TARGET
        failed |= not ok
        print(f"{name}: {actions:,} random actions on {deals} deals")
        print(
            f"  actions/s, each = targets() of the moved card + the move:  {drag_rate:10,.0f}"
            f"  target >= {ACTIONS_TARGET:,}: {'ok' if ok else 'MISSED'}"
        )
        print(f"  actions/s, engine calls only (their own legality check):  {actions / clock.engine:10,.0f}")
        print(f"  actions/s, whole loop incl. searching a movable card:     {actions / clock.total:10,.0f}")
        print(f"  targets(): {clock.targets_time / clock.targets_calls * 1e6:.1f} µs per call on average")
    for name, prefixes in GAMES.items():
        g = game_with_full_history(prefixes, options.seed)
        times = round_trip_ms(g, options.runs)
        median, p95 = statistics.median(times), percentile(times, 0.95)
        ok = p95 < ROUND_TRIP_TARGET_MS
        failed |= not ok
        print(
            f"{name:14} to_json + load_game, {len(g.undo_history)} undo entries, {len(g.to_json()):,} bytes:"
            f" median {median:.3f} ms, p95 {p95:.3f} ms over {options.runs} runs"
            f"  target < {ROUND_TRIP_TARGET_MS} ms: {'ok' if ok else 'MISSED'}"
        )
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
