"""After a playing ends: could its deal be won, where did the player's line stop being winnable, how would a win go.

Pure Python, run by the page's analysis worker and by the tests alike. The player's line is
the playing's log (the actions that stand, undos taken out). Winnability along one line only goes
from yes to no (a position with no win has no successor with one), so the first position without a
win is found by bisection over the line's positions, each asked of the solver with its own limits.

The solver may run out of its limits ("unknown"). That is said, never guessed: the bisection keeps
the last position known winnable and the first known lost, and when only unknown positions lie
between them it reports that span instead of one action.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.engine import Game, new_game
from game.moves import DRAW, Move
from game.replay import decode_moves, encode_moves
from game.solver import Solution, solve
from game.solver.search import Status

Solver = Callable[[Game], Solution]
MAX_POSITIONS = 16  # positions the solver is asked about at most, in one analysis (bisection needs ~log2 n)


@dataclass(frozen=True, slots=True)
class Analysis:
    """What the analysis found about one playing (fields in the page's terms, actions counted from 1).

    - `deal`: the deal from its start: "won" (a win exists), "impossible" or "unknown".
    - `lost_at`: the action whose result had no win any more; 0 when the deal itself cannot be
      won; None when no such action is known (still winnable, or unknown).
    - `lost_between`: when unknown positions hide the exact action, the first and last actions
      it can be (inclusive); None otherwise.
    - `still_winnable`: True when a win existed where the player stopped, False when not, None unknown.
    - `takeover`: how many of the player's actions the winning line keeps (the last position known
      winnable); None when no win is known.
    - `winning_line`: the player's first `takeover` actions, then the solver's win from there.
    - `solved`: how many positions the solver was asked about.
    """

    deal: Status
    lost_at: int | None
    lost_between: tuple[int, int] | None
    still_winnable: bool | None
    takeover: int | None
    winning_line: tuple[Move, ...]
    solved: int = 0

    def as_dict(self) -> dict[str, object]:
        """The analysis as JSON-ready data, the winning line as a moves text (game.replay)."""
        return {
            "deal": self.deal,
            "lost_at": self.lost_at,
            "lost_between": list(self.lost_between) if self.lost_between else None,
            "still_winnable": self.still_winnable,
            "takeover": self.takeover,
            "winning_line": encode_moves(self.winning_line),
            "solved": self.solved,
        }


@dataclass
class _Line:
    """The player's line and what the solver said about its positions (by actions played)."""

    start: Game
    moves: Sequence[Move]
    solver: Solver
    verdicts: dict[int, Solution] = field(default_factory=dict)

    def may_ask(self, step: int) -> bool:
        """Whether the position after `step` actions has an answer or may still be asked (MAX_POSITIONS)."""
        return step in self.verdicts or len(self.verdicts) < MAX_POSITIONS

    def status(self, step: int) -> Status:
        """The solver's verdict on the position after `step` actions (asked once)."""
        if step not in self.verdicts:
            self.verdicts[step] = self.solver(position_after(self.start, self.moves, step))
        return self.verdicts[step].status

    def win_from(self, step: int) -> tuple[Move, ...]:
        """The player's first `step` actions, then the solver's win from there (status must be "won")."""
        return (*self.moves[:step], *self.verdicts[step].moves)


def position_after(start: Game, moves: Sequence[Move], step: int) -> Game:
    """A fresh game at the position after the first `step` actions of a line from `start`."""
    g = Game(start.record, dict(start.piles), code=start.code)
    for move in moves[:step]:
        if move == DRAW:
            g.draw()
        else:
            g.move(move.source, move.target, move.count)
    return g


def limited_solver(*, time_limit: float = 10.0, node_limit: int | None = None) -> Solver:
    """The solver with the analysis's limits per position (10 s by default)."""
    return lambda g: solve(g, time_limit=time_limit, node_limit=node_limit)


def analyse(
    start: Game,
    moves: Sequence[Move],
    *,
    solver: Solver | None = None,
    known_win: Sequence[Move] | None = None,
) -> Analysis:
    """Analyse the line `moves` played from `start` (a game at its deal's start).

    `known_win` is a stored winning line from the start (a certified deal's solution): the deal
    is then known winnable without a search. IllegalMove if `moves` is not a line of `start`.
    """
    line = _Line(start, moves, solver or limited_solver())
    position_after(start, moves, len(moves))  # refuses a line that is not the start's
    if known_win is not None:
        line.verdicts[0] = Solution("won", tuple(known_win), 0, 0.0)
    deal = line.status(0)
    if deal == "impossible":
        return Analysis("impossible", 0, None, False, None, (), len(line.verdicts))
    end = len(moves)
    final = line.status(end)
    if final == "won":
        return Analysis("won", None, None, True, end, line.win_from(end), len(line.verdicts))
    winnable, lost = _bisect(line, 0 if deal == "won" else None, end if final == "impossible" else None)
    if winnable is not None:
        deal = "won"  # a winnable position on the line makes the deal winnable
    takeover = winnable
    lost_at = lost_between = None
    if winnable is not None and lost is not None:
        if lost == winnable + 1:
            lost_at = lost
        else:
            lost_between = (winnable + 1, lost)
    winning_line = line.win_from(takeover) if takeover is not None else ()
    still = False if final == "impossible" else None
    return Analysis(deal, lost_at, lost_between, still, takeover, winning_line, len(line.verdicts))


def _bisect(line: _Line, winnable: int | None, lost: int | None) -> tuple[int | None, int | None]:
    """Narrow (last position known winnable, first known lost) over the line by asking the solver.

    Positions between the two bounds are asked nearest the middle first; an unknown answer is
    set aside and the next nearest is asked, until the bounds touch or only unknowns lie between.
    """
    low = winnable if winnable is not None else -1
    high = lost if lost is not None else len(line.moves) + 1
    while high - low > 1:
        middle = (low + high) // 2
        candidates = sorted(range(low + 1, high), key=lambda step: (abs(step - middle), step))
        decided = (step for step in candidates if line.may_ask(step) and line.status(step) != "unknown")
        asked = next(decided, None)
        if asked is None:
            break
        if line.status(asked) == "won":
            low = asked
        else:
            high = asked
    return (low if low >= 0 else None), (high if high <= len(line.moves) else None)


def analyse_playing(code: str, moves_text: str, *, time_limit: float = 10.0, solution_text: str | None = None) -> str:
    """The analysis of a playing given as a deal code and its moves text (game.replay), as JSON.

    `solution_text` is a certified deal's stored solution as a moves text. The page's analysis
    worker calls this; BadReplay or BadCode when the playing cannot be read.
    """
    start = new_game(code)
    moves = decode_moves(moves_text, start.record)
    known_win = decode_moves(solution_text, start.record) if solution_text else None
    found = analyse(start, moves, solver=limited_solver(time_limit=time_limit), known_win=known_win)
    return json.dumps(found.as_dict())
