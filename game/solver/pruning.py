"""The solver's pruning rules, each named, each sound for "impossible".

A rule may only skip positions whose outcome another explored position already decides, or
declare lost a position from which no sequence of legal moves can win. Each docstring says for
which build rules (game.cards.Build) it is sound; a rule is used only there. Tests disable each
rule in turn and check that the verdict on small positions of every build rule does not change
(tests/test_solver.py, tests/test_solver_builds.py, tests/test_solver_forty_thieves_family.py).
"""

from __future__ import annotations

from game.solver.state import CELL, COLUMN, FOUNDATION, WASTE, Atom, State, inverse

CANONICAL_STATES = "canonical-states"
SAFE_FOUNDATION_MOVES = "safe-foundation-moves"
NO_UNDO = "no-undo"
ONE_EMPTY_TARGET = "one-empty-target"
POINTLESS_RELOCATION = "pointless-relocation"
TAKE_BACK_UNSAFE_ONLY = "take-back-unsafe-only"
PINNED_COLUMNS = "pinned-columns"

RULE_NAMES = frozenset(
    {
        CANONICAL_STATES,
        SAFE_FOUNDATION_MOVES,
        NO_UNDO,
        ONE_EMPTY_TARGET,
        POINTLESS_RELOCATION,
        TAKE_BACK_UNSAFE_ONLY,
        PINNED_COLUMNS,
    }
)
"""Every rule; solve() uses them all. The docstrings of the functions below say why each is sound.

canonical-states (State.key): positions that differ only by the order of the columns, by which
of the two foundations of a suit holds which height, or by which cell holds which card are one
position: no rule depends on a column's, a foundation's or a cell's number, and the two copies
of a Forty Thieves card are the same card number. One is explored for all. Sound for every
build rule: none names a column.

one-empty-target (moves.MoveGenerator.column_landings): cards go into one empty column only, not
into each. Sound for every build rule: empty columns take the same cards (any card, or a king)
and are interchangeable (canonical-states).
"""


def is_safe(state: State, card: int) -> bool:
    """safe-foundation-moves: a card may go home at once when every card that could ever lie above it
    in a column is home (every copy of its guards, tables.safe_guards).

    Built by suit, that is every copy of the card below it; in alternating colours, the two cards
    of the other colour one rank lower and the other card of its colour two ranks lower (Freecell
    Solver's and Solvitaire's safe autoplay). Sound for every build rule, as the guards come from
    the build rule's own table: the cards that can lie on it, on those, and so on, are all home
    already; taking them back only to put them on it again gains nothing. So the card in play can
    do nothing for the game that it cannot do from the foundation (it frees its cell, column or
    waste place), and the position with it home dominates: whatever wins from the other wins from
    this one.
    """
    copies = state.rules.copies
    return all(state.copies_home(guard) == copies for guard in state.rules.safe_guards[card])


def settle(state: State) -> list[Atom]:
    """Play every safe move to the foundations (is_safe), again and again, and return them."""
    played: list[Atom] = []
    while (move := next_safe_move(state)) is not None:
        state.apply(move)
        played.append(move)
    return played


def next_safe_move(state: State) -> Atom | None:
    """A safe move to a foundation from a column top, the waste or a cell, or None."""
    for index, cards in enumerate(state.columns):
        if cards and (foundation := state.foundation_for(cards[-1])) >= 0 and is_safe(state, cards[-1]):
            return (COLUMN, index, FOUNDATION, foundation, 1)
    if state.waste and (foundation := state.foundation_for(state.waste[-1])) >= 0 and is_safe(state, state.waste[-1]):
        return (WASTE, 0, FOUNDATION, foundation, 1)
    for card in state.cells:
        if (foundation := state.foundation_for(card)) >= 0 and is_safe(state, card):
            return (CELL, card, FOUNDATION, foundation, 1)
    return None


def is_undo(atom: Atom, last: Atom | None) -> bool:
    """no-undo: a move that puts back the cards the last move moved.

    Sound for every build rule: it leads back to the position before the last move, which is
    already explored (it is in the table of seen positions), so nothing is lost by not entering it
    again. The search passes no last move when safe foundation moves followed it: then going back
    is a new position.
    """
    return last is not None and atom == inverse(last)


def is_pointless_relocation(state: State, atom: Atom) -> bool:
    """pointless-relocation: a whole column moved into an empty column.

    Sound for every build rule: with columns interchangeable (canonical-states) the position
    after the move is the position before it. (Cell to cell is not even a move of the compact
    position.)
    """
    source_kind, source, target_kind, target, count = atom
    return (
        source_kind == COLUMN
        and target_kind == COLUMN
        and not state.columns[target]
        and count == len(state.columns[source])
    )


def may_take_back(state: State, foundation: int) -> bool:
    """take-back-unsafe-only: a foundation card is taken back only when is_safe would not send it home.

    Sound wherever is_safe is, so for every build rule: taking back a safe card leads to a
    position that the one with the card home dominates (see is_safe), and safe-foundation-moves
    would send it straight back.
    """
    return not is_safe(state, state.top_of_foundation(foundation))


def pinned_columns(state: State) -> bool:
    """pinned-columns: a set of cards that can never move, one in every column.

    Sound for every build rule when cards move one at a time and there are no cells (the Forty
    Thieves family): "a card it may lie on" is read from the build rule's own table
    (tables.RuleTables.supports: by suit the card of its suit one rank higher, in alternating
    colours the four copies of the two cards of the other colour one rank higher). Off whenever the
    game has cells or moves runs (a kept card could then leave on top of a lower card it does not hold).

    Start from every column and waste card and drop, until none is dropped, each top kept card of
    a pile that could still move while the others kept: one that could go home (no lower card of
    its suit has all its copies held beneath kept cards) or onto a column (not every copy of every
    card it may lie on is held beneath kept cards; a king lies on none). A column must keep a card;
    the waste need not. Sound when no column is empty: take the first kept card that ever moves.
    Until then every column holds a kept card, so no column is empty; the cards beneath kept cards
    have not moved (cards drawn later land above them, and a foundation's card that comes back
    lands on a column top); so it could not go home, onto a column top or into an empty column. No
    kept card ever moves: the game is lost. The aces Lucas starts with on the foundations change
    nothing: a card at home is never held.
    """
    columns = state.columns
    rules = state.rules
    if rules.cells or not rules.one_card_at_a_time or not all(columns):
        return False
    piles = [*columns, state.waste]
    kept = [len(cards) for cards in piles]
    copies = rules.copies
    supports = rules.supports
    waste = len(columns)
    while True:
        held = bytearray(52)
        for cards, height in zip(piles, kept, strict=True):
            for card in cards[: max(height - 1, 0)]:
                held[card] += 1
        lowest_held = [13] * 4
        for card in range(52):
            if held[card] == copies and card % 13 < lowest_held[card // 13]:
                lowest_held[card // 13] = card % 13
        dropped = False
        for index, cards in enumerate(piles):
            height = kept[index]
            while height and not is_pinned(cards[height - 1], held, lowest_held, copies, supports):
                height -= 1
                dropped = True
            kept[index] = height
            if not height and index != waste:
                return False
        if not dropped:
            return True


def is_pinned(card: int, held: bytearray, lowest_held: list[int], copies: int, supports: tuple[bytes, ...]) -> bool:
    """Whether a kept card can neither go home nor onto a column while the kept cards stay."""
    return lowest_held[card // 13] < card % 13 and all(held[support] == copies for support in supports[card])
