"""What each game's Rules and Examples pages show besides its texts, registered by game beside its records.

Kept apart from game.registry so that the records carry no page data and the registry imports
nothing that imports it back: a game's folder defines its `GamePages`, and game.games registers
it here with `register_pages` when it registers the game's records.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.examples import Example, ScoreExplained, TeachingMoment

# A row of a Rules page's scoring table: its message id, and the pile kinds a move goes between to
# earn the points (the variant's `points`), or None for a row of 0 points.
ScoringRow = tuple[str, tuple[str, str] | None]
# How the Rules pages end: the measured odds, the scoring table, this app's help, a deal to try.
CLOSING_SECTIONS = ("odds", "scoring", "this-app", "example")


@dataclass(frozen=True, slots=True)
class GamePages:
    """What a game's Rules and Examples pages show besides its catalogue texts.

    A Rules page section's text is the message `rules-<rules_page>-<section>` (`this-app`: `…-app`);
    the page builds four sections itself: `scoring` (the table of `scoring`, then the section's
    text), `groups` (the group-move table between the texts `…-groups`, `…-formula` and
    `…-groups-table`), `odds` (what the solver measured, then the text) and `example` (a deal to
    play). An Examples page captions each teaching moment with the message `example-<name>`.
    """

    sections: tuple[str, ...] = ()  # the Rules page's sections, in order
    scoring: tuple[ScoringRow, ...] = ()  # the Rules page's scoring table, row by row
    moments: tuple[TeachingMoment, ...] = ()  # what the example game teaches, in the order the page lists them
    final_score: Callable[[Example], ScoreExplained] | None = None  # how the example's final score adds up, if told


PAGES: dict[str, GamePages] = {}


def register_pages(game: str, pages: GamePages) -> None:
    """Keep what a game's pages show, by the game's name."""
    PAGES[game] = pages


def pages_of(game: str) -> GamePages:
    """What a game's pages show (nothing but its texts for a game that registered none)."""
    return PAGES.get(game, GamePages())
