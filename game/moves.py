"""Actions as values: a move (source, target, count) with a text form, and a history entry."""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import TypeVar

CardT = TypeVar("CardT")


@dataclass(frozen=True, slots=True)
class Move:
    """Moving the top `count` cards of `source` onto `target`; drawing is `stock>waste`."""

    source: str
    target: str
    count: int = 1

    def __str__(self) -> str:
        suffix = f"*{self.count}" if self.count != 1 else ""
        return f"{self.source}>{self.target}{suffix}"

    @staticmethod
    def parse(text: str) -> Move:
        """The move written as `source>target` or `source>target*count`."""
        route, _, count = text.partition("*")
        source, separator, target = route.partition(">")
        if not separator or not source or not target or (count and not count.isdigit()):
            raise ValueError(f"{text!r} is not a move like 'column-3>foundation-1' or 'column-2>column-5*3'")
        return Move(source.strip(), target.strip(), int(count) if count else 1)


DRAW = Move("stock", "waste")


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """An action as undo and redo keep it: the move and the score just before it."""

    move: Move
    score_before: int


def shift_cards(piles: MutableMapping[str, tuple[CardT, ...]], source: str, target: str, count: int) -> None:
    """Move the top `count` cards of source onto target, keeping their order (no rule checked)."""
    cards = piles[source]
    piles[source] = cards[:-count]
    piles[target] = piles[target] + cards[-count:]
