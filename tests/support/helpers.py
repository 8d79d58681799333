"""Helpers shared by the engine tests: positions from card texts, pile contents, refusals, snapshots,
certified deals, and a fresh interpreter for import checks.

Imported as `tests.support.helpers`, by the browser tests too; fixtures are in the conftest.py
files, which no test imports.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import game

ROOT = Path(__file__).resolve().parents[2]
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# A fixed Forty Thieves position the engine and language tests start from, columns bottom to top.
SEED_DEAL = {
    "column-1": "AD 3S KH 2H",
    "column-2": "JC 3H 2S 9H",
    "column-3": "9C JH AH 8H",
    "column-4": "8D 9D KC 7D",
    "column-5": "10D 9S AH JS",
    "column-6": "KC JS 8S QS",
    "column-7": "9D QH 6D 4H",
    "column-8": "9H AS AC 3H",
    "column-9": "6C 5S 7H 4D",
    "column-10": "5D 9C 2S 10C",
}

Snapshot = tuple[dict[str, tuple[game.Card, ...]], int]


def ft(piles: dict[str, str]) -> game.Game:
    """A Forty Thieves position from space-separated card texts; an omitted stock takes the other cards."""
    return game.from_layout("forty-thieves", {pile: text.split() for pile, text in piles.items()})


def cards(g: game.Game, pile: str) -> str:
    """The cards of a pile as space-separated text, bottom to top."""
    return " ".join(str(card) for card in g.piles[pile])


def refused(g: game.Game, rule: str, action: Callable[[], object]) -> game.IllegalMove:
    """Run an action that the rules must refuse with `rule`, and check it changed nothing."""
    before = g.to_json()
    with pytest.raises(game.IllegalMove) as info:
        action()
    assert info.value.rule == rule
    assert str(info.value)
    assert g.to_json() == before
    return info.value


def snapshot(g: game.Game) -> Snapshot:
    """The position and score of a game."""
    return dict(g.piles), g.score


def full_suit(suit: str, up_to: str = "K") -> str:
    """The cards of one suit from the ace up to `up_to`, as text."""
    return " ".join(rank + suit for rank in RANKS[: RANKS.index(up_to) + 1])


def ft_near_won() -> game.Game:
    """Forty Thieves one move from a win: KC in column 1, all else on the foundations, the stock empty."""
    full = {f"foundation-{number}": full_suit(suit) for number, suit in enumerate("SHDC" * 2, start=1)}
    full["foundation-8"] = full_suit("C", up_to="Q")
    return ft({**full, "column-1": "KC"})


# Certified deals (game/certified/: deals a solver proved winnable)

DRAW = game.Move("stock", "waste")
# Each certified file's variant key, and the game and cell count it deals.
CERTIFIED_KEYS = {key: (record.game, record.cells) for key, record in game.VARIANTS.items()}


def certified_lines(key: str) -> list[str]:
    """The lines of a variant's certified file in the repository (none when it does not exist yet)."""
    path = game.certified.certified_file(key)
    return path.read_text().splitlines() if path.exists() else []


def solution_of(key: str, code: str) -> list[game.Move]:
    """The certified solution of one deal, from the certified file with the solutions (the repository's)."""
    for line in game.certified.certified_file(key).read_text().splitlines():
        found, *moves = line.split(" ")
        if found == code:
            return [game.Move.parse(move) for move in moves]
    raise LookupError(code)


def play(g: game.Game, move: game.Move) -> None:
    """Make one move of a solution."""
    if move == DRAW:
        g.draw()
    else:
        g.move(move.source, move.target, move.count)


def one_move_from_won(key: str, code: str) -> tuple[game.Game, game.Move]:
    """A certified deal played by its solution up to its last move, and that move."""
    *moves, last = solution_of(key, code)
    g = game.new_game(code)
    for move in moves:
        play(g, move)
    return g, last


# Fresh interpreters


def run_python(script: str, *folders: Path) -> subprocess.CompletedProcess[str]:
    """Run `script` in a new CPython that imports only from `folders` (and the installed packages), not from here.

    As `python -I`, but for PYTHONPATH: no user site-packages (-s), not the working folder (-P).
    """
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join(str(folder) for folder in folders)}
    command = [sys.executable, "-s", "-P", "-c", script]
    return subprocess.run(command, env=environment, capture_output=True, text=True, timeout=60, check=False)


def each_language_and_game() -> list[tuple[str, str]]:
    """(language, game name) pairs that take every language and every game at least once, not every pair.

    The languages in turn against the games in turn, as many pairs as the longer list: for browser
    tests of a page whose texts the CPython tests check in every language for every game.
    """
    languages, names = list(game.LANGUAGES), game.game_names()
    return [(languages[n % len(languages)], names[n % len(names)]) for n in range(max(len(languages), len(names)))]
