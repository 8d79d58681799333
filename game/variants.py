"""What every game's rules share, as data plus a few predicates: piles, deal, what may be lifted, what a pile accepts.

Each rule lives in exactly one method here and refuses with a stable rule id (game.rules).
`Piles` is a plain mapping pile id -> tuple of cards, bottom to top, so the same checks run
on the game on screen and on the scratch positions that load_game replays. Each game is a
small subclass in its own folder (game.games.forty_thieves, game.games.eight_off), which also makes its
records for game.registry: which game with how many cells, its code, its board and its pages.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from game.cards import Build, Card, Rank, Suit, is_run, numbered, pile_kind
from game.moves import DRAW, Move
from game.rules import IllegalMove

Piles = Mapping[str, tuple[Card, ...]]

FOUNDATION_POINTS = 10


def group_limit(free_cells: int, empty_columns: int) -> int:
    """The longest run that may move at once: (free cells + 1) × 2^(empty columns), the FreeCell formula."""
    return (free_cells + 1) << empty_columns


class Variant:
    """What every game shares; subclasses set the class attributes and the few rules that differ."""

    name: ClassVar[str]
    decks: ClassVar[int]
    foundation_suits: ClassVar[tuple[Suit, ...]]
    column_count: ClassVar[int]
    max_lift: ClassVar[int | None]
    take_back_kinds: ClassVar[frozenset[str]]
    points: ClassVar[dict[tuple[str, str], int]]
    empty_column_rank: ClassVar[Rank | None]  # the rank an empty column takes (None: any card)
    build: ClassVar[Build] = Build.SAME_SUIT  # how cards are built down on a column, and which runs move together

    def __init__(self, cells: int = 0) -> None:
        self.cells = cells
        self.foundations = tuple(numbered("foundation", len(self.foundation_suits)))
        self.columns = tuple(numbered("column", self.column_count))
        self.cell_ids = tuple(numbered("cell", self.cells))
        self.pile_ids = self.head_piles() + self.foundations + self.cell_ids + self.columns
        self.suit_of = dict(zip(self.foundations, self.foundation_suits, strict=True))
        self.kind_of = {pile: pile_kind(pile) for pile in self.pile_ids}
        self.card_count = 52 * self.decks

    def head_piles(self) -> tuple[str, ...]:
        """Piles before the foundations (Forty Thieves: stock and waste)."""
        return ()

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """The starting position for a shuffled deck."""
        raise NotImplementedError

    def empty_column_accepts(self, card: Card) -> bool:
        """Whether an empty column takes a group whose bottom card is `card`."""
        return self.empty_column_rank is None or card.rank is self.empty_column_rank

    def check_action(self, piles: Piles, action: Move) -> int:
        """The points an action (a move or the draw) earns; IllegalMove if refused."""
        if action == DRAW:
            self.check_draw(piles)
            return 0
        return self.check_move(piles, action.source, action.target, action.count)

    def check_draw(self, piles: Piles) -> None:
        """Drawing turns the stock's top card onto the waste; the stock is never redealt."""
        if "stock" not in piles:
            raise IllegalMove("no-stock")
        if not piles["stock"]:
            raise IllegalMove("no-redeal")

    def check_move(self, piles: Piles, source: str, target: str, count: int) -> int:
        """The points for moving the top `count` cards of source onto target; IllegalMove if refused."""
        rule = self.refusal(piles, source, target, count)
        if rule is not None:
            raise IllegalMove(rule)
        return self.points.get((self.kind_of[source], self.kind_of[target]), 0)

    def refusal(self, piles: Piles, source: str, target: str, count: int) -> str | None:
        """The id of the rule that refuses this move, or None when the rules allow it."""
        return self.route_refusal(piles, source, target, count) or self.landing_refusal(piles, source, target, count)

    def route_refusal(self, piles: Piles, source: str, target: str, count: int) -> str | None:
        """Why these cards may not leave source for a pile of target's kind (None: they may)."""
        source_kind, target_kind = self.kind_of.get(source), self.kind_of.get(target)
        if source_kind is None or target_kind is None:
            return "no-such-pile"
        if source == target:
            return "same-pile"
        if source_kind == "stock":
            return "stock-draw-only"
        rule = self.lift_refusal(piles[source], source_kind, count)
        if rule is None and target_kind in ("stock", "waste"):
            rule = "no-pile-there"
        if rule is None and source_kind == "foundation" and target_kind not in self.take_back_kinds:
            rule = "foundation-take-back"
        return rule

    def landing_refusal(self, piles: Piles, source: str, target: str, count: int) -> str | None:
        """Why target does not take the top `count` cards of source (None: it does)."""
        bottom = piles[source][-count]
        target_kind = self.kind_of[target]
        if target_kind == "foundation":
            return self.foundation_refusal(piles[target], self.suit_of[target], bottom, count)
        if target_kind == "cell":
            return "cell-occupied" if count > 1 or piles[target] else None
        rule = self.column_refusal(piles[target], bottom)
        if rule is None and count > 1 and count > self.largest_group(piles, target):
            return "group-too-large"
        return rule

    def lift(self, cards: tuple[Card, ...], kind: str, count: int) -> tuple[Card, ...]:
        """The top `count` cards of a pile of this kind if they may move together; IllegalMove if not."""
        rule = self.lift_refusal(cards, kind, count)
        if rule is not None:
            raise IllegalMove(rule)
        return cards[-count:]

    def lift_refusal(self, cards: tuple[Card, ...], kind: str, count: int) -> str | None:
        """Why the top `count` cards of a pile of this kind may not move together (None: they may)."""
        if not cards or type(count) is not int or count < 1:
            return "empty-pile"
        if count == 1:
            return None
        if self.max_lift == 1:
            return "one-card-only"
        if kind != "column":
            return "top-card-only"
        if count > len(cards) or not is_run(cards[-count:], self.build):
            return "not-a-run"
        return None

    def foundation_refusal(self, pile: tuple[Card, ...], suit: Suit, card: Card, count: int) -> str | None:
        """Foundations are built by suit from ace to king, one card at a time."""
        if count > 1:
            return "foundation-order"
        if card.suit is not suit:
            return "foundation-suit"
        if card.rank != len(pile) + 1:
            return "foundation-order"
        return None

    def column_refusal(self, pile: tuple[Card, ...], card: Card) -> str | None:
        """A column takes a card one rank lower by the game's build rule; an empty one what the game allows."""
        if not pile:
            return None if self.empty_column_accepts(card) else "king-only"
        top = pile[-1]
        if top.rank is Rank.ACE:
            return "nothing-on-ace"
        return None if self.build.allows(top, card) else self.build.value

    def largest_group(self, piles: Piles, target: str) -> int:
        """How many cards may move at once onto `target`: the target column never counts as empty."""
        free_cells = sum(1 for cell in self.cell_ids if not piles[cell])
        empty_columns = sum(1 for column in self.columns if not piles[column] and column != target)
        return group_limit(free_cells, empty_columns)

    def tap_targets(self, piles: Piles, source: str) -> list[str]:
        """Where a tap may send the top card of `source`, in order of preference."""
        return list(self.foundations)

    def tap_refusal(self, source: str) -> str:
        """The rule a refused tap on the top card of `source` names: where a tap may send it."""
        return "tap-to-foundation"

    def double_tap_targets(self, piles: Piles, source: str, count: int) -> list[str]:
        """Where a double tap may send `count` cards of `source`, in order of preference."""
        foundations = list(self.foundations) if count == 1 else []
        cells = list(self.cell_ids) if count == 1 else []
        return foundations + self.columns_by_preference(piles, source) + cells

    def columns_by_preference(self, piles: Piles, source: str) -> list[str]:
        """Occupied columns longest first (leftmost on ties), then empty columns left to right."""
        others = [column for column in self.columns if column != source]
        occupied = sorted((column for column in others if piles[column]), key=lambda c: -len(piles[c]))
        return occupied + [column for column in others if not piles[column]]
