"""Property tests: random action sequences on random deals keep every invariant of the engine."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import partial

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import game
from game.cards import is_run, new_deck, pile_kind
from game.codes import NUMBER_LIMIT, encode_number
from tests.support.helpers import Snapshot, snapshot

# The scoring tables of both games, written out again: every other move scores 0.
POINTS = {
    "forty-thieves": {
        ("column", "foundation"): 10,
        ("waste", "foundation"): 10,
        ("waste", "column"): 5,
        ("foundation", "column"): -15,
    },
    "eight-off": {("column", "foundation"): 10, ("cell", "foundation"): 10, ("cell", "column"): 5},
}
KINDS = ("legal", "legal", "legal", "legal", "draw", "undo", "redo", "random", "tap", "double_tap")
PREFIXES = ("FT1-N", "EO1-C8", "EO1-C4", "EO1-C2")
DEALS = st.builds(lambda prefix, number: f"{prefix}-{encode_number(number)}", st.sampled_from(PREFIXES),
                  st.integers(0, NUMBER_LIMIT - 1))  # fmt: skip


def legal_moves(g: game.Game) -> list[tuple[str, str, int]]:
    """Every move targets() offers: each pile's top card, and in Eight Off every run tail of a column."""
    moves = []
    for source, cards in g.piles.items():
        if not cards:
            continue
        counts = [1]
        if g.name == "eight-off" and pile_kind(source) == "column":
            counts += [n for n in range(2, len(cards) + 1) if is_run(cards[-n:], g.variant.build)]
        moves += [(source, target, count) for count in counts for target in g.targets(source, count)]
    return moves


class Checker:
    """Plays one game and checks it after every step against a model of its history."""

    def __init__(self, g: game.Game) -> None:
        self.g = g
        self.cards = Counter(new_deck() * (2 if g.name == "forty-thieves" else 1))
        self.past: list[Snapshot] = []
        self.future: list[Snapshot] = []
        self.moves = g.moves

    def act(self, action: Callable[[], game.Move]) -> bool:
        """Run an action the engine may refuse; a refusal must change nothing, a success scores by the table."""
        g = self.g
        before, before_json = snapshot(g), g.to_json()
        try:
            made = action()
        except game.IllegalMove as refusal:
            assert refusal.rule in game.RULES
            assert g.to_json() == before_json
            return False
        self.past.append(before)
        del self.past[: -game.UNDO_DEPTH]
        self.future.clear()
        self.moves += 1
        points = POINTS[g.name].get((pile_kind(made.source), pile_kind(made.target)), 0)
        assert g.score == max(0, before[1] + points)
        return True

    def undo(self) -> None:
        """Undo must give back exactly the state before the last action still in the history."""
        current = snapshot(self.g)
        done = self.g.undo()
        assert done == bool(self.past)
        if done:
            assert snapshot(self.g) == self.past.pop()
            self.future.append(current)

    def redo(self) -> None:
        """Redo must give back exactly the state the undone action had made."""
        current = snapshot(self.g)
        done = self.g.redo()
        assert done == bool(self.future)
        if done:
            assert snapshot(self.g) == self.future.pop()
            self.past.append(current)

    def check(self) -> None:
        """The invariants that hold after every step."""
        g = self.g
        assert Counter(card for cards in g.piles.values() for card in cards) == self.cards
        assert g.score >= 0
        assert g.moves == self.moves
        assert len(g.undo_history) == len(self.past)
        assert len(g.redo_history) == len(self.future)
        assert g.won == (sum(len(g.piles[f]) for f in g.variant.foundations) == sum(self.cards.values()))

    def check_round_trip(self) -> None:
        """Saving and loading gives the same game, log included; the log replays from the deal to the position."""
        text = self.g.to_json()
        loaded = game.load_game(text)
        assert loaded.to_json() == text
        assert snapshot(loaded) == snapshot(self.g)
        assert loaded.log == self.g.log
        log = self.g.log or ()
        assert len(log) + len(self.g.redo_history) <= self.g.moves
        assert log[len(log) - len(self.g.undo_history) :] == tuple(entry.move for entry in self.g.undo_history)
        replay = game.Replay.from_text(self.g.code or "", game.encode_moves(log))
        replay.seek(len(replay))
        assert snapshot(replay.game) == snapshot(self.g)


def step(checker: Checker, data: st.DataObject, piles: list[str], kinds: tuple[str, ...] = KINDS) -> None:
    """One random step: a legal move, a draw, undo, redo, a random (maybe illegal) move, a tap or a double tap."""
    g = checker.g
    kind = data.draw(st.sampled_from(kinds))
    if kind == "legal":
        moves = legal_moves(g)
        if moves:
            source, target, count = data.draw(st.sampled_from(moves))
            assert checker.act(partial(g.move, source, target, count)), "targets() offered a refused move"
    elif kind == "draw":
        assert checker.act(g.draw) == bool(g.piles.get("stock"))
    elif kind == "undo":
        checker.undo()
    elif kind == "redo":
        checker.redo()
    elif kind == "random":
        source, target = data.draw(st.sampled_from(piles)), data.draw(st.sampled_from(piles))
        count = data.draw(st.integers(0, 4))
        offered = target in g.targets(source, count)
        assert checker.act(partial(g.move, source, target, count)) == offered
    else:
        pile = data.draw(st.sampled_from(piles))
        index = data.draw(st.none() | st.integers(-1, 8))
        checker.act(partial(g.tap if kind == "tap" else g.double_tap, pile, index))
    checker.check()


def play(code: str, data: st.DataObject, steps: int, kinds: tuple[str, ...] = KINDS) -> Checker:
    """Play `steps` random steps of the deal `code`, checking after each one and saving now and then."""
    checker = Checker(game.new_game(code))
    piles = [*checker.g.piles, "nowhere", "cell-9"]
    checker.check()
    for number in range(steps):
        step(checker, data, piles, kinds)
        if number % 20 == 19:
            checker.check_round_trip()
    checker.check_round_trip()
    return checker


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(DEALS, st.integers(1, 60), st.data())
def test_random_play_keeps_every_invariant(code: str, steps: int, data: st.DataObject) -> None:
    """Cards, score >= 0, counter, exact undo and redo, refusals and save/load hold through random play."""
    play(code, data, steps)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(("FT1-N", "EO1-C8")), st.integers(0, NUMBER_LIMIT - 1), st.data())
def test_long_random_play_beyond_the_undo_depth(prefix: str, number: int, data: st.DataObject) -> None:
    """Through 200 steps of mostly legal moves, often more than the 100 actions undo keeps, all holds."""
    checker = play(f"{prefix}-{encode_number(number)}", data, 200, kinds=("legal", "legal", "legal", "draw", "redo"))
    event(f"actions made: {'over' if checker.moves > game.UNDO_DEPTH else 'up to'} {game.UNDO_DEPTH}")
    g = checker.g
    while checker.past:
        checker.undo()
        checker.check()
    assert not g.undo()
    checker.check_round_trip()


@settings(max_examples=25, deadline=None)
@given(DEALS, st.integers(5, 40), st.data())
def test_undo_everything_then_redo_everything_returns_to_the_end(code: str, steps: int, data: st.DataObject) -> None:
    """Undoing every action then redoing all of them gives back the same position, score and history."""
    checker = play(code, data, steps)
    g = checker.g
    while g.redo():
        pass
    end, history = snapshot(g), g.undo_history
    while g.undo():
        pass
    while g.redo():
        pass
    assert snapshot(g) == end
    assert g.undo_history == history
    assert g.moves == checker.moves
