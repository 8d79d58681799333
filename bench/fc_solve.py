"""Freecell Solver as an outside judge: its boards in our layouts, its solutions replayed through our engine.

`make-microsoft-freecell-board -t N` prints Microsoft's deal N; `fc-solve -g GAME -p -t -sam -sel`
solves a board and prints every state and move between them. Both come with Debian's
freecell-solver-bin, which test.sh installs; without them `tool` raises MissingTool, saying what to
install. The tests (tests/test_fc_solve.py) and the bench (bench/fc_solve_judge.py) share this.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass

import game
from game.games import bakers_game, freecell, seahaven_towers

FAMILY = (*freecell.RECORDS, *bakers_game.RECORDS, *seahaven_towers.RECORDS)
# fc-solve's preset of each of our game keys
PRESETS = {"freecell": "freecell", "bakers-game": "bakers_game", "seahaven-towers": "seahaven_towers"}
FOUNDATION_ORDER = "HCDS"  # how fc-solve lists the foundations
STATUS_SOLVED = "This game is solveable."
STATUS_UNSOLVABLE = "I could not solve this game."
STATUS_EXCEEDED = "Iterations count exceeded."


class MissingTool(RuntimeError):
    """One of Freecell Solver's programs is not installed."""


def tool(name: str) -> str:
    """The path of one of Freecell Solver's programs; MissingTool, saying what to install, without it."""
    path = shutil.which(name)
    if path is None:
        raise MissingTool(f"{name} is missing: install Debian's freecell-solver-bin (./test.sh does)")
    return path


def run(command: list[str], board: str = "") -> str:
    """The standard output of a Freecell Solver program given `board` on its standard input."""
    environment = {**os.environ, "FREECELL_SOLVER_QUIET": "1"}
    result = subprocess.run(
        command, input=board, capture_output=True, text=True, env=environment, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def card_text(card: game.Card) -> str:
    """A card as Freecell Solver writes it with -t: `TH` for the ten of hearts."""
    return str(card).replace("10", "T")


def microsoft_board(number: int) -> list[list[str]]:
    """The columns of Microsoft's deal `number` as make-microsoft-freecell-board prints them, bottom to top."""
    text = run([tool("make-microsoft-freecell-board"), "-t", str(number)])
    return [line.split() for line in text.splitlines() if line.strip()]


def columns_of(g: game.Game) -> list[list[str]]:
    """The columns of a game in Freecell Solver's card text, bottom to top."""
    return [[card_text(card) for card in g.piles[column]] for column in g.variant.columns]


def board_text(g: game.Game) -> str:
    """A position in Freecell Solver's board format: foundations, free cells (`-`: empty), then the columns."""
    heights = {suit: len(g.piles[f]) for f, suit in zip(g.variant.foundations, g.variant.foundation_suits, strict=True)}
    foundations = " ".join(f"{letter}-{heights[game.Suit(letter)]}" for letter in FOUNDATION_ORDER)
    cells = " ".join(card_text(g.piles[cell][0]) if g.piles[cell] else "-" for cell in g.variant.cell_ids)
    columns = "\n".join(": " + " ".join(column) for column in columns_of(g))
    return f"Founds: {foundations}\nFC: {cells}\n{columns}\n"


@dataclass(frozen=True, slots=True)
class Verdict:
    """What fc-solve said about a board: its status line and, when solved, its moves and the states after each."""

    status: str
    moves: tuple[str, ...]
    states: tuple[tuple[tuple[str, ...], ...], ...]  # per move: the free cells, then each column

    @property
    def solved(self) -> bool:
        """Whether fc-solve found a solution."""
        return self.status == STATUS_SOLVED


def fc_solve(g: game.Game, *, iterations: int = 200_000) -> Verdict:
    """fc-solve's answer for g's position under g's game's rules (at most `iterations` states checked)."""
    command = [tool("fc-solve"), "-g", PRESETS[g.name], "-p", "-t", "-sam", "-sel", "-mi", str(iterations)]
    output = run(command, board_text(g))
    status = next(line for line in output.splitlines() if line in (STATUS_SOLVED, STATUS_UNSOLVABLE, STATUS_EXCEEDED))
    blocks = output.split("====================")
    moves, states = [], []
    for block in blocks[1:]:
        lines = [line for line in block.strip().splitlines() if line.strip()]
        if not lines or not lines[0].startswith("Move"):
            continue
        moves.append(lines[0])
        states.append(state_lines(lines[1:]))
    return Verdict(status, tuple(moves), tuple(states))


def state_lines(lines: list[str]) -> tuple[tuple[str, ...], ...]:
    """A printed state as its free cells (in slot order, `` for an empty one) and its columns."""
    cells_line = next(line for line in lines if line.startswith("Freecells:"))
    body = cells_line.removeprefix("Freecells:")
    cells = tuple(body[index : index + 4].strip() for index in range(0, len(body.rstrip()), 4))
    columns = tuple(tuple(line.removeprefix(":").split()) for line in lines if line.startswith(":"))
    return (cells, *columns)


MOVE = re.compile(
    r"Move (?:a card|(?P<count>\d+) cards) from (?P<source>stack|freecell) (?P<from>\d+)"
    r" to (?:the foundations|(?P<target>stack|freecell) (?P<to>\d+))"
)


def engine_move(g: game.Game, text: str, cells_before: tuple[str, ...]) -> game.Move:
    """Our Move for one of fc-solve's moves in g's position (its free cell slots read from the state before)."""
    match = MOVE.fullmatch(text)
    assert match is not None, f"a move fc-solve printed that this judge does not read: {text!r}"
    count = int(match["count"] or 1)
    if match["source"] == "stack":
        source = g.variant.columns[int(match["from"])]
    else:
        source = cell_holding(g, cells_before[int(match["from"])])
    card = g.piles[source][-count]
    if match["target"] is None:
        target = g.variant.foundations[g.variant.foundation_suits.index(card.suit)]
    elif match["target"] == "stack":
        target = g.variant.columns[int(match["to"])]
    else:
        target = next(cell for cell in g.variant.cell_ids if not g.piles[cell])
    return game.Move(source, target, count)


def cell_holding(g: game.Game, text: str) -> str:
    """Our free cell that holds the card fc-solve names."""
    return next(cell for cell in g.variant.cell_ids if g.piles[cell] and card_text(g.piles[cell][0]) == text)


def replay_verdict(g: game.Game, verdict: Verdict) -> game.Game:
    """fc-solve's solution made move by move through our engine on a copy of g (IllegalMove if one is refused).

    After each move our columns must be the columns fc-solve printed, and our free cells hold its cards.
    """
    copy = game.load_game(g.to_json())
    cells_before = tuple(card_text(copy.piles[cell][0]) if copy.piles[cell] else "" for cell in copy.variant.cell_ids)
    for text, state in zip(verdict.moves, verdict.states, strict=True):
        move = engine_move(copy, text, cells_before)
        copy.move(move.source, move.target, move.count)
        cells_before, *columns = state
        assert [list(column) for column in columns] == columns_of(copy), text
        held = sorted(card_text(copy.piles[cell][0]) for cell in copy.variant.cell_ids if copy.piles[cell])
        assert held == sorted(card for card in cells_before if card), text
    return copy
