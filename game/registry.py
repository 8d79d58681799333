"""Every playable variant as one record in one registry: the only module that tells games apart by name.

A record holds what codes, saves, statistics and the page need to know about a variant: its
key, its deal-code parts, its rules (`variant`, a game.variants.Variant with its cell count) and
its board. A game is one folder of game.games (game.games.forty_thieves, game.games.eight_off)
that defines its Variant subclass, its records and what its pages show (game.pages, kept beside
the records so that this module imports nothing of the pages) and its own texts (its folder's
catalogues, locales/<lang>.po); game.games registers them:

>>> import game
>>> [record.key for record in game.variants_of("eight-off")]
['eight-off-8', 'eight-off-4', 'eight-off-2']
>>> game.find_variant("eight-off-4").prefix, game.find_variant("eight-off-4").part
('EO1', 'C4')
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Rank
from game.variants import Variant

Rows = tuple[tuple[str | None, ...], ...]


class UnknownVariant(ValueError):
    """A variant key, or a game and cell count, that the registry does not hold."""


@dataclass(frozen=True, slots=True)
class VariantRecord:
    """One playable variant: its key, its deal-code parts, its rules, its board and how the page lays it out."""

    key: str  # "eight-off-4": find_variant's key and the statistics' key
    prefix: str  # "EO1": the game and version part of its deal codes
    part: str  # "C4": the variant part of its deal codes
    variant: Variant  # the rules of the game with this variant's cells (game.variants), as Game.variant
    rows: Rows  # the piles row by row as they stand on screen, left to right; None is an empty slot
    name_id: str  # the catalogue id of the game's name ("eight-off": "Eight Off")
    rules_page: str  # the id of its Rules page: its sections and texts `rules-<id>-…`
    fan_rows: int = 5  # how many cards of a column the board makes room for before fanning tighter
    certify_nodes: int = 20_000  # the solver's node limit per deal when tools/certify.py certifies its deals
    auto_placement: bool = False  # whether the "Auto placement" setting applies
    daily: bool = False  # whether the deal of the day has a deal of this variant
    microsoft_deals: bool = False  # whether its codes may also name Microsoft FreeCell's deals (FC1-MS-617)

    @property
    def game(self) -> str:
        """The game this variant belongs to ('forty-thieves', 'eight-off'), as Game.name and saves give it."""
        return self.variant.name

    @property
    def spacing(self) -> dict[str, int]:
        """How the board is laid out: columns across, rows above the columns, cards a column and the waste fan."""
        return {
            "cols": max(len(row) for row in self.rows),
            "topRows": len(self.rows) - 1,
            "fanRows": self.fan_rows,
            "wasteFanRows": 2 if "waste" in self.variant.head_piles() else 0,
        }

    @property
    def cells(self) -> int | None:
        """The number of free cells, None for a game without cells (as Game.cells)."""
        return self.variant.cells or None

    @property
    def has_stock(self) -> bool:
        """Whether it has a stock and a waste (drawing, the D key)."""
        return "stock" in self.variant.pile_ids

    @property
    def kings_only(self) -> bool:
        """Whether an empty column takes only a king (the board marks empty columns with a king)."""
        return self.variant.empty_column_rank is Rank.KING


VARIANTS: dict[str, VariantRecord] = {}


def register_variant(record: VariantRecord) -> VariantRecord:
    """Add a variant to the registry, after its rows and code parts; ValueError if it does not fit."""
    if record.key in VARIANTS:
        raise ValueError(f"a variant {record.key!r} is registered already")
    on_screen = [pile for row in record.rows for pile in row if pile is not None]
    if sorted(on_screen) != sorted(record.variant.pile_ids):
        piles = ", ".join(record.variant.pile_ids)
        raise ValueError(f"the rows of {record.key!r} must show each of its piles once: {piles}")
    for other in VARIANTS.values():
        if (other.prefix == record.prefix) != (other.game == record.game):
            raise ValueError(f"{record.key!r}: each game has its own code prefix ({other.key!r} has {other.prefix})")
        if other.prefix == record.prefix and other.part == record.part:
            raise ValueError(f"{record.key!r}: {other.key!r} has the code {record.prefix}-{record.part} already")
    VARIANTS[record.key] = record
    return record


def first_variant() -> VariantRecord:
    """The variant a first visit opens: the registry's first, the standard variant of the first game."""
    return next(iter(VARIANTS.values()))


def find_variant(key: str) -> VariantRecord:
    """The record of a variant by its key ('forty-thieves', 'eight-off-4', …); UnknownVariant for another key."""
    try:
        return VARIANTS[key]
    except (KeyError, TypeError):
        choices = ", ".join(map(repr, VARIANTS))
        raise UnknownVariant(f"unknown variant {key!r}: choose one of {choices}") from None


def game_names() -> tuple[str, ...]:
    """Every registered game's name ('forty-thieves', 'eight-off', …), in registry order."""
    return tuple(dict.fromkeys(record.game for record in VARIANTS.values()))


def variants_of(game: str) -> tuple[VariantRecord, ...]:
    """The records of a game by its name, in registry order (empty for an unknown game)."""
    return tuple(record for record in VARIANTS.values() if record.game == game)


def variant_for(game: str, cells: int | None = None) -> VariantRecord:
    """The record of a game and cell count, as the engine's calls name them (`"eight-off", cells=4`).

    A game with a single variant ignores `cells`; None means the game's first (standard) variant.
    UnknownVariant for an unknown game or a cell count it is not played with.
    """
    family = variants_of(game)
    if not family:
        games = " or ".join(repr(name) for name in game_names())
        raise UnknownVariant(f"unknown game {game!r}: choose {games}")
    if len(family) == 1 or cells is None:
        return family[0]
    for record in family:
        if record.cells == cells and type(cells) is int:
            return record
    raise UnknownVariant(f"{game!r} is played with {cell_choices_text(game)}")


def cell_choices_text(game: str) -> str:
    """The cell counts of a game's variants in English, for error messages ("8, 4 or 2 cells", "no cells")."""
    counts = [str(record.cells) for record in variants_of(game) if record.cells is not None]
    if not counts:
        return "no cells"
    listed = counts[0] if len(counts) == 1 else f"{', '.join(counts[:-1])} or {counts[-1]}"
    return f"{listed} cells"


def standard_rows(variant: Variant) -> Rows:
    """The usual board: a top row above the columns, or two top rows when its piles do not fit in one.

    Stock, waste and cells stand at the left of the top row and the foundations at its right,
    with empty slots between; when they do not fit, the foundations get a row of their own.
    """
    top = (*variant.head_piles(), *variant.cell_ids)
    foundations, columns = variant.foundations, variant.columns
    spare = len(columns) - len(top) - len(foundations)
    if spare >= 0:
        return ((*top, *(None,) * spare, *foundations), columns)
    return (top, (*(None,) * (len(columns) - len(foundations)), *foundations), columns)
