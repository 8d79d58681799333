"""A game in progress: position, score, move counter, undo and redo, the action log.

The rules live in game.variants; this module applies them, keeps the history as moves with
exact inverses, and chooses the destinations of taps and double taps.

The action log (`Game.log`) holds every action from the game's start (its deal, or for a
`from_layout` game its layout, with score 0) to the current position, draws included: undo
takes its last action off and redo puts it back, so replaying it from the start always reaches
the position on the board. Unlike undo it has no depth limit. Without undo its length is the
move counter; an undone action stays counted but leaves the log. It is None when the
start is unknown: a game loaded from a save older than the log whose history does not reach
back to its start (game.saves); such a game plays on as usual but cannot be replayed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator
from types import MappingProxyType

from game.cards import Card, pile_kind
from game.codes import DealCode
from game.finish import finishing_actions
from game.layout import position_from_layout
from game.moves import DRAW, HistoryEntry, Move, shift_cards
from game.registry import UnknownVariant, VariantRecord, variant_for
from game.rules import BadLayout, IllegalMove
from game.saves import dump_game, parse_save

UNDO_DEPTH = 100


class Game:
    """A deal being played. Every refused call raises IllegalMove and changes nothing."""

    def __init__(
        self,
        record: VariantRecord,
        piles: dict[str, tuple[Card, ...]],
        *,
        code: str | None = None,
        score: int = 0,
        moves: int = 0,
        undo: Iterable[HistoryEntry] = (),
        redo: Iterable[HistoryEntry] = (),
        log: Iterable[Move] | None = (),
    ) -> None:
        self.record = record
        self.variant = record.variant
        self.code = code
        self.score = score
        self.moves = moves
        self._piles = piles
        self._undo: deque[HistoryEntry] = deque(undo, maxlen=UNDO_DEPTH)
        self._redo: list[HistoryEntry] = list(redo)
        self._log: list[Move] | None = None if log is None else list(log)

    def __repr__(self) -> str:
        return f"<Game {self.name} {self.code or 'layout'} score={self.score} moves={self.moves}>"

    @property
    def name(self) -> str:
        """The game: 'forty-thieves' or 'eight-off' (its variant: `record`)."""
        return self.record.game

    @property
    def cells(self) -> int | None:
        """The number of free cells (Eight Off), None for Forty Thieves."""
        return self.record.cells

    @property
    def piles(self) -> MappingProxyType[str, tuple[Card, ...]]:
        """Every pile of the game, empty ones included: pile id -> cards, bottom to top."""
        return MappingProxyType(self._piles)

    @property
    def won(self) -> bool:
        """True when every card is on the foundations."""
        return sum(len(self._piles[pile]) for pile in self.variant.foundations) == self.variant.card_count

    @property
    def undo_history(self) -> tuple[HistoryEntry, ...]:
        """The actions undo would take back, oldest first."""
        return tuple(self._undo)

    @property
    def redo_history(self) -> tuple[HistoryEntry, ...]:
        """The undone actions redo would replay, the next one last."""
        return tuple(self._redo)

    @property
    def log(self) -> tuple[Move, ...] | None:
        """Every action from the start to the current position, in order (None: unknown, see above)."""
        return None if self._log is None else tuple(self._log)

    def move(self, source: str, target: str, count: int = 1) -> Move:
        """Move the top `count` cards of source onto target; IllegalMove names the rule that refuses.

        The stock is never a move's source: drawing is `draw()` (`stock-draw-only`).
        """
        if source == "stock":
            raise IllegalMove("stock-draw-only")
        return self._act(Move(source, target, count))

    def draw(self) -> Move:
        """Forty Thieves: turn the stock's top card onto the waste."""
        return self._act(DRAW)

    def undo(self) -> bool:
        """Take back the last action, restoring the exact position and score; False if none."""
        if not self._undo:
            return False
        entry = self._undo.pop()
        shift_cards(self._piles, entry.move.target, entry.move.source, entry.move.count)
        self.score = entry.score_before
        self._redo.append(entry)
        if self._log is not None:
            self._log.pop()
        return True

    def redo(self) -> bool:
        """Replay the last undone action; False if none. A new action clears what redo holds."""
        if not self._redo:
            return False
        entry = self._redo.pop()
        self._apply(entry.move, self.variant.check_action(self._piles, entry.move))
        self._undo.append(entry)
        if self._log is not None:
            self._log.append(entry.move)
        return True

    def targets(self, source: str, count: int = 1) -> list[str]:
        """The piles that would accept the top `count` cards of source (placement help)."""
        return [target for target in self.variant.pile_ids if self._accepts(source, target, count)]

    def tap(self, pile: str, index: int | None = None) -> Move:
        """A single tap: the stock draws; a card goes to its foundation (FT waste: or a column)."""
        if pile == "stock":
            return self.draw()
        count = self._lifted_count(pile, index)
        if count == 1:
            for target in self.variant.tap_targets(self._piles, pile):
                if self._accepts(pile, target, count):
                    return self.move(pile, target, count)
        raise IllegalMove(self.variant.tap_refusal(pile))

    def double_tap(self, pile: str, index: int | None = None) -> Move:
        """A double tap: foundation, longest accepting column, empty column, then (EO) a free cell."""
        if pile == "stock":
            return self.draw()
        count = self._lifted_count(pile, index)
        target = self.best_target(pile, count)
        if target is None:
            raise IllegalMove("group-too-large" if self._only_size_refuses(pile, count) else "no-destination")
        return self.move(pile, target, count)

    def best_target(self, source: str, count: int = 1) -> str | None:
        """Where a double tap would send these cards (also Auto placement), or None."""
        for target in self.variant.double_tap_targets(self._piles, source, count):
            if self._accepts(source, target, count):
                return target
        return None

    def liftable(self, pile: str, index: int | None = None) -> int:
        """How many cards a gesture on the card at `index` of `pile` lifts (None: the top card).

        :raises IllegalMove: naming the rule when that card may not be lifted (e.g. `not-a-run`).
        """
        if pile not in self._piles:
            raise IllegalMove("no-such-pile")
        kind = pile_kind(pile)
        if kind == "stock":
            raise IllegalMove("stock-draw-only")
        size = len(self._piles[pile])
        if index is None:
            index = size - 1
        if type(index) is not int or not 0 <= index < size:
            raise IllegalMove("empty-pile")
        count = size - index
        self.variant.lift(self._piles[pile], kind, count)
        return count

    def legal_moves(self) -> LegalMoves:
        """Every legal action now (draws, moves, every run tail, foundation take-backs) as a live view."""
        return LegalMoves(self)

    def finish_moves(self) -> tuple[Move, ...] | None:
        """The foundation moves and draws that alone win from here, or None when any other move is needed."""
        return finishing_actions(self.variant, self._piles)

    def to_json(self) -> str:
        """The whole game as JSON text, undo and redo history and the action log included (format: game.saves)."""
        return dump_game(self)

    def _lifted_count(self, pile: str, index: int | None) -> int:
        """How many cards a tap on the card at `index` of `pile` lifts (None: the top card); an empty pile: none."""
        if self._piles.get(pile) and pile_kind(pile) == "foundation":
            raise IllegalMove("foundation-drag-only")
        return self.liftable(pile, index)

    def _only_size_refuses(self, source: str, count: int) -> bool:
        """True when some pile would take these cards but for the group size."""
        return any(
            self.variant.refusal(self._piles, source, target, count) == "group-too-large"
            for target in self.variant.double_tap_targets(self._piles, source, count)
        )

    def _accepts(self, source: str, target: str, count: int) -> bool:
        """Whether the rules allow this move now."""
        return self.variant.refusal(self._piles, source, target, count) is None

    def _act(self, action: Move) -> Move:
        """Make a new action if the rules allow it: history, counter, and no more redo."""
        points = self.variant.check_action(self._piles, action)
        self._undo.append(HistoryEntry(action, self.score))
        self._redo.clear()
        if self._log is not None:
            self._log.append(action)
        self.moves += 1
        self._apply(action, points)
        return action

    def _apply(self, action: Move, points: int) -> None:
        """Move the cards and add the points, never going below 0."""
        shift_cards(self._piles, action.source, action.target, action.count)
        self.score = max(0, self.score + points)


class LegalMoves:
    """The legal actions of a game as a live view (like python-chess's LegalMoveGenerator).

    It supports `in`, `len()`, truthiness and iteration, and always reflects the current position.
    """

    __slots__ = ("_game",)

    def __init__(self, game: Game) -> None:
        self._game = game

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(map(str, self))})>"

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Move):
            return False
        try:
            self._game.variant.check_action(self._game.piles, action)
        except (IllegalMove, KeyError, IndexError):
            return False
        return True

    def __iter__(self) -> Iterator[Move]:
        variant, piles = self._game.variant, self._game.piles
        if piles.get("stock"):
            yield DRAW
        for source in variant.pile_ids:
            if source == "stock":
                continue
            for count in range(1, len(piles[source]) + 1):
                if variant.lift_refusal(piles[source], variant.kind_of[source], count) is not None:
                    break
                for target in variant.pile_ids:
                    if variant.refusal(piles, source, target, count) is None:
                        yield Move(source, target, count)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        return any(True for _ in self)

    def count(self) -> int:
        """The number of legal actions (python-chess spelling of len())."""
        return len(self)


def new_game(code: str) -> Game:
    """The deal named by a code; BadCode says which part is wrong."""
    deal = DealCode.parse(code)
    variant = deal.record.variant
    piles = variant.deal(deal.cards())
    return Game(deal.record, piles, code=str(deal))


def from_layout(game: str, layout: object, *, cells: int = 8) -> Game:
    """A game from explicit positions (pile id -> card texts, bottom to top); BadLayout if impossible.

    Omitted piles are empty; an omitted Forty Thieves stock holds the remaining cards (see
    game.layout.position_from_layout). Score and move counter start at 0; the code is None.
    """
    try:
        record = variant_for(game, cells)
    except UnknownVariant as error:
        raise BadLayout(str(error)) from None
    return Game(record, position_from_layout(record.variant, layout))


def load_game(text: object) -> Game:
    """The game saved by Game.to_json(); BadSave for anything that is not a valid save."""
    saved = parse_save(text, UNDO_DEPTH)
    return Game(
        saved.record,
        saved.piles,
        code=saved.code,
        score=saved.score,
        moves=saved.moves,
        undo=saved.undo,
        redo=saved.redo,
        log=saved.log,
    )
