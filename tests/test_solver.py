"""The solver: wins that replay through the engine, sound "impossible", "unknown" at a limit.

Each pruning rule of game.solver.pruning has its own scenario here, and every rule is switched
off in turn on small positions to check that the verdict never depends on it.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game
from game.solver import RULE_NAMES, replay, solve_with
from game.solver import pruning as rules
from game.solver.search import BUILDING, PORTFOLIO, STEADY, BestFirst, Candidate, DepthFirst, StockBeam, alike_key
from game.solver.state import COLUMN, FOUNDATION, State
from game.solver.tables import card_number, compile_rules

SPADES_TO = {"foundation-1": "AS 2S 3S 4S", "foundation-5": "AS 2S 3S 4S 5S"}
FULL = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
DRAW = game.Move("stock", "waste")


def suit(letter: str, up_to: int = 13) -> list[str]:
    """The cards of a suit from the ace up to rank `up_to`."""
    return [rank + letter for rank in FULL[:up_to]]


def replays_to_a_win(g: game.Game, moves: tuple[game.Move, ...]) -> bool:
    """Whether the moves, made one by one through the engine on a copy of g, win it."""
    copy = game.load_game(g.to_json())
    for move in moves:
        if move == DRAW:
            copy.draw()
        else:
            copy.move(move.source, move.target, move.count)
    return copy.won


def hearts_locked() -> game.Game:
    """Forty Thieves, every suit home but hearts (aces home); 2H-KH twice in ten columns, no stock.

    Lost, by hand: the tops KH KH JH JH 9H 9H 7H 7H 5H 5H are at least two ranks apart, so none
    goes on another; none is a 2H, so none goes home; no column is empty; the foundation tops
    (AH, or kings of full suits) fit on no top. There is no legal move at all.
    """
    layout = {f"foundation-{n}": suit(letter) for n, letter in zip(range(1, 9), "SHDCSHDC", strict=True)}
    layout["foundation-2"] = layout["foundation-6"] = ["AH"]
    columns = ["2H 3H KH", "2H 3H KH", "4H 6H JH", "4H 6H JH", "8H 9H", "8H 9H", "10H 7H", "10H 7H", "QH 5H", "QH 5H"]
    for number, cards in enumerate(columns, start=1):
        layout[f"column-{number}"] = cards.split()
    return game.from_layout("forty-thieves", {**layout, "stock": []})


def both_copies_out() -> game.Game:
    """Forty Thieves: spades home to 4 and to 5; the other 5S lies under a 6S that must go first.

    Both copies of 5S and of 6S can go out, each onto the right foundation: 6S onto the one at
    5, then 5S onto the one at 4, and from then on both foundations climb together.
    """
    layout: dict[str, list[str]] = {
        f"foundation-{n}": suit(letter) for n, letter in zip((2, 3, 4, 6, 7, 8), "HDCHDC", strict=True)
    }
    layout |= {pile: cards.split() for pile, cards in SPADES_TO.items()}
    layout["column-1"] = ["7S", "5S", "6S"]
    layout["column-2"] = ["KS", "KS", "QS", "QS", "JS", "JS", "10S", "10S", "9S", "9S", "8S", "8S", "7S", "6S"]
    return game.from_layout("forty-thieves", {**layout, "stock": []})


def group_move_only() -> game.Game:
    """Eight Off, 2 cells both full: 5H 4H must go onto 6H as one group, or nothing ever moves.

    With no free cell the cells give single moves no room, and empty columns take only kings;
    the group-move formula allows (0 + 1) × 2^5 = 32 cards onto a card with five empty columns.
    """
    layout = {
        "foundation-1": suit("S", 12),
        "foundation-2": suit("H", 2),
        "foundation-3": suit("D", 7),
        "foundation-4": suit("C", 12),
        "column-1": ["KS", "3H", "8D", "5H", "4H"],
        "column-2": ["KC", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H"],
        "column-3": ["JD", "KD", "QD"],
        "cell-1": ["9D"],
        "cell-2": ["10D"],
    }
    return game.from_layout("eight-off", layout, cells=2)


def pinned() -> game.Game:
    """Forty Thieves: in each of the ten columns a card that can never move (pinned-columns).

    Each king lies over both copies of a low card of its suit (it cannot go home) and no column
    is empty (it cannot move); a queen or jack lies over both copies of a low card with both
    copies of the card above it buried under a king. The other cards wait in the stock.
    """
    columns = [
        "QS QS 2S 2S KS", "3S 3S KS", "QH QH 2H 2H KH", "3H 3H KH", "2D 2D KD",
        "3D 3D KD", "KC KC 2C 2C QC", "3C 3C QC", "4S 4S JS", "4H 4H JH",
    ]  # fmt: skip
    layout = {f"column-{n}": cards.split() for n, cards in enumerate(columns, start=1)}
    layout |= {f"foundation-{n}": [f"A{letter}"] for n, letter in zip(range(1, 9), "SHDCSHDC", strict=True)}
    return game.from_layout("forty-thieves", layout)


def searcher(g: game.Game, names: frozenset[str] = RULE_NAMES, nodes: int = 20_000) -> BestFirst:
    """A search of g, run to its end, to read what each rule pruned."""
    search = BestFirst(State(compile_rules(g.variant), g.variant, g.piles), names, 10.0, nodes)
    search.run()
    return search


SMALL = {
    "hearts-locked": (hearts_locked, "impossible"),
    "both-copies-out": (both_copies_out, "won"),
    "group-move-only": (group_move_only, "won"),
    "eight-off-4-deal-1": (lambda: game.new_game("EO1-C4-AAAAAAB"), "impossible"),
    "eight-off-8-deal-1": (lambda: game.new_game("EO1-C8-AAAAAAB"), "won"),
}


@pytest.mark.parametrize("code", ["EO1-C8-AAAAAAB", "EO1-C8-AAAAAAC", "EO1-C4-AAAAAAO", "FT1-N-AAAAC6B"])
def test_real_deals_are_won_by_moves_that_replay_through_the_engine(code: str) -> None:
    """A solution is a list of engine Moves that wins the deal from its start."""
    g = game.new_game(code)
    solution = game.solve(g, time_limit=20)
    assert solution.status == "won"
    assert solution.nodes > 0 and solution.seconds >= 0
    assert replays_to_a_win(g, solution.moves)


@pytest.mark.parametrize(("code", "played"), [("FT1-N-AAAAC6B", 80), ("EO1-C8-AAAAAAC", 30)])
def test_a_mid_game_position_is_solved_from_where_it_stands(code: str, played: int) -> None:
    """After part of a win has been played (score and counter moved on), solving starts from there."""
    g = game.new_game(code)
    first = game.solve(g, time_limit=20).moves
    for move in first[:played]:
        g.draw() if move == DRAW else g.move(move.source, move.target, move.count)
    solution = game.solve(g, time_limit=20)
    assert solution.status == "won"
    assert replays_to_a_win(g, solution.moves)


@pytest.mark.parametrize("code", ["FT1-N-AAAAC6B", "FT1-N-AAAAAAB", "EO1-C4-AAAAAAB"])
def test_solve_leaves_the_game_unchanged(code: str) -> None:
    """Won, unknown or impossible: the position, score, counter and history are as before."""
    g = game.new_game(code)
    if g.name == "forty-thieves":
        g.draw()
    before = g.to_json()
    game.solve(g, time_limit=5, node_limit=3000)
    assert g.to_json() == before


def test_a_hand_proved_lost_forty_thieves_position_is_impossible() -> None:
    """hearts_locked() has no legal move (see its docstring): the answer is "impossible", no moves."""
    g = hearts_locked()
    assert not g.legal_moves()
    solution = game.solve(g)
    assert (solution.status, solution.moves) == ("impossible", ())


def test_a_real_deal_with_one_move_and_then_none_is_impossible() -> None:
    """EO1-C2-AAAAA7I: the only move sends 3D home; after it no card can move (checked by the engine)."""
    g = game.new_game("EO1-C2-AAAAA7I")
    assert [str(m) for m in g.legal_moves()] == ["column-6>foundation-3"]
    g.move("column-6", "foundation-3")
    assert not g.legal_moves()
    assert game.solve(game.new_game("EO1-C2-AAAAA7I")).status == "impossible"


def test_unknown_when_the_node_or_time_limit_runs_out() -> None:
    """A hard deal with a tiny budget gives "unknown", never a verdict."""
    g = game.new_game("FT1-N-AAAAAAB")
    assert game.solve(g, node_limit=50).status == "unknown"
    assert game.solve(g, node_limit=50).nodes == 50
    assert game.solve(g, time_limit=0.0).status == "unknown"


def test_both_copies_of_a_card_go_out_onto_the_right_foundations() -> None:
    """The KPatience failure: with two copies of 5S and 6S playable, the solver still wins, and replays."""
    g = both_copies_out()
    solution = game.solve(g)
    assert solution.status == "won"
    assert replays_to_a_win(g, solution.moves)


def test_eight_off_needs_the_group_formula_of_4_6() -> None:
    """Only 2-card group moves (FreeCell formula, empty columns doubling) can start the win."""
    g = group_move_only()
    assert g.legal_moves() and all(m.count > 1 for m in g.legal_moves())
    solution = game.solve(g)
    assert solution.status == "won"
    assert solution.moves[0].count == 2
    assert replays_to_a_win(g, solution.moves)


@pytest.mark.parametrize("name", sorted(SMALL))
@pytest.mark.parametrize("rule", sorted(RULE_NAMES))
def test_no_verdict_depends_on_a_pruning_rule(name: str, rule: str) -> None:
    """Switching any one rule off never changes the verdict on small positions (wins still replay)."""
    make, verdict = SMALL[name]
    g = make()
    solution = solve_with(g, rules=RULE_NAMES - {rule})
    assert solution.status == verdict
    if verdict == "won":
        assert replays_to_a_win(g, solution.moves)


def test_safe_foundation_moves_wait_for_both_copies_of_the_card_below() -> None:
    """safe-foundation-moves: 6S is safe only once both 5S are home; in Eight Off every fit is safe."""
    g = both_copies_out()
    state = State(compile_rules(g.variant), g.variant, g.piles)
    six = card_number(game.Card.parse("6S"))
    assert not rules.is_safe(state, six)
    state.apply((COLUMN, 0, FOUNDATION, 4, 1))
    state.apply((COLUMN, 0, FOUNDATION, 0, 1))
    assert rules.is_safe(state, six)
    assert searcher(group_move_only()).pruned[rules.SAFE_FOUNDATION_MOVES] > 0


def test_no_undo_skips_the_move_that_takes_the_last_one_back() -> None:
    """no-undo: the inverse of the last move is not offered again."""
    last = (COLUMN, 2, COLUMN, 5, 1)
    assert rules.is_undo((COLUMN, 5, COLUMN, 2, 1), last)
    assert not rules.is_undo((COLUMN, 5, COLUMN, 3, 1), last)
    assert not rules.is_undo(last, None)
    assert searcher(game.new_game("FT1-N-AAAAAAB"), nodes=3000).pruned[rules.NO_UNDO] > 0


def test_no_undo_does_not_block_going_back_after_safe_moves() -> None:
    """EO1-C4-AAAABKJ was once called impossible: a move back after safe foundation moves is a new position."""
    g = game.new_game("EO1-C4-AAAABKJ")
    solution = game.solve(g)
    assert solution.status == "won"
    assert replays_to_a_win(g, solution.moves)


def test_one_empty_target_and_pointless_relocation_prune_symmetric_moves() -> None:
    """one-empty-target: one of several empty columns; pointless-relocation: never a column into an empty one."""
    search = searcher(group_move_only())
    assert search.pruned[rules.ONE_EMPTY_TARGET] > 0
    g = group_move_only()
    state = State(compile_rules(g.variant), g.variant, g.piles)
    assert rules.is_pointless_relocation(state, (COLUMN, 2, COLUMN, 4, 2)) is False
    state.columns[2] = state.columns[2][1:]
    assert rules.is_pointless_relocation(state, (COLUMN, 2, COLUMN, 4, 2))


def test_take_backs_only_of_cards_that_are_not_safe() -> None:
    """take-back-unsafe-only: a 6S home over one 5S copy may come back, a safe 5S not; Eight Off tops never."""
    g = both_copies_out()
    state = State(compile_rules(g.variant), g.variant, g.piles)
    assert not rules.may_take_back(state, 4)
    state.apply((COLUMN, 0, FOUNDATION, 4, 1))
    assert rules.may_take_back(state, 4)
    assert not rules.may_take_back(state, 0)
    eo = group_move_only()
    eight_off = State(compile_rules(eo.variant), eo.variant, eo.piles)
    assert not any(rules.may_take_back(eight_off, foundation) for foundation in range(4))


def test_canonical_states_ignore_column_order_foundation_pairs_and_copies() -> None:
    """canonical-states: swapping columns or the two spade foundations gives the same key."""
    g = both_copies_out()
    state = State(compile_rules(g.variant), g.variant, g.piles)
    key = state.key(canonical=True)
    state.columns[0], state.columns[7] = state.columns[7], state.columns[0]
    state.heights[0], state.heights[4] = state.heights[4], state.heights[0]
    assert state.key(canonical=True) == key
    assert state.key(canonical=False) != key


def test_pinned_columns_count_cards_held_beneath_a_kept_waste_card() -> None:
    """pinned-columns: both QH under a KD in the waste (KD can never move) pin the JH of column 10."""
    g = pinned()
    state = State(compile_rules(g.variant), g.variant, g.piles)
    queen, king = card_number(game.Card.parse("QH")), card_number(game.Card.parse("KD"))
    state.columns[2] = state.columns[2][2:]
    assert not rules.pinned_columns(state)
    state.waste = bytes((queen, queen, king))
    assert rules.pinned_columns(state)
    state.waste = bytes((queen, king, queen))
    assert not rules.pinned_columns(state)


def test_pinned_columns_proves_a_lost_position_at_once() -> None:
    """pinned-columns: pinned() is lost (its docstring), found before any search; one free column spoils it."""
    g = pinned()
    state = State(compile_rules(g.variant), g.variant, g.piles)
    assert rules.pinned_columns(state)
    solution = game.solve(g)
    assert solution.status == "impossible"
    assert solution.nodes < 100
    state.columns[9] = state.columns[9][:-1]
    assert not rules.pinned_columns(state)
    assert solve_with(g, rules=RULE_NAMES - {rules.PINNED_COLUMNS}, node_limit=2000).status == "unknown"


@pytest.mark.parametrize("name", sorted(SMALL))
def test_depth_first_reaches_the_same_verdicts(name: str) -> None:
    """DepthFirst, exhaustive like BestFirst, gives the same verdict on the small positions; its wins replay."""
    make, verdict = SMALL[name]
    g = make()
    search = DepthFirst(State(compile_rules(g.variant), g.variant, g.piles), RULE_NAMES, 10.0, 50_000)
    status, atoms = search.run()
    assert status == verdict
    if verdict == "won":
        assert replays_to_a_win(g, replay(g, atoms))


@pytest.mark.parametrize("name", sorted(SMALL))
def test_a_best_first_search_carried_on_in_turns_reaches_the_same_verdict(name: str) -> None:
    """BestFirst stopped every 7 nodes and extended each time ends as one whole run does, in as many nodes."""
    make, verdict = SMALL[name]
    g = make()
    whole = BestFirst(State(compile_rules(g.variant), g.variant, g.piles), RULE_NAMES, 10.0, None)
    expected = whole.run()
    search = BestFirst(State(compile_rules(g.variant), g.variant, g.piles), RULE_NAMES, 10.0, 7)
    turns = 1
    while (outcome := search.run())[0] == "unknown":
        search.extend(10.0, 7)
        turns += 1
    assert outcome == expected
    assert outcome[0] == verdict
    assert search.nodes == whole.nodes
    assert turns >= whole.nodes // 7
    if verdict == "won":
        assert replays_to_a_win(g, replay(g, outcome[1]))


def test_a_real_forty_thieves_deal_is_proved_impossible() -> None:
    """FT1-N-ZWD5A3A (a deal of the certify order): every reachable position explored, about 117 000 nodes."""
    solution = game.solve(game.new_game("FT1-N-ZWD5A3A"), time_limit=600, node_limit=400_000)
    assert (solution.status, solution.moves) == ("impossible", ())
    assert 100_000 < solution.nodes < 400_000


def test_the_stock_beam_wins_by_the_stock_schedule_and_never_claims_a_loss() -> None:
    """StockBeam wins a held-out deal version 2 could not (moves replay), and says "unknown" where it finds none."""
    g = game.new_game("FT1-N-BAAAAAE")
    phase = next(phase for phase in PORTFOLIO if phase.width)
    search = StockBeam(State(compile_rules(g.variant), g.variant, g.piles), RULE_NAMES, 60.0, 150_000,
                       phase.weights, width=phase.width, level_nodes=phase.level_nodes, alike=phase.alike)  # fmt: skip
    status, atoms = search.run()
    assert status == "won"
    assert replays_to_a_win(g, replay(g, atoms))
    lost = hearts_locked()
    assert StockBeam(State(compile_rules(lost.variant), lost.variant, lost.piles), RULE_NAMES, 5.0, 1000).run() == (
        "unknown",
        [],
    )


def test_a_beam_of_unlike_positions_wins_where_the_plain_beam_does_not() -> None:
    """alike=1: FT1-N-CAAAACW (a tuning deal) is won by the STEADY beam that keeps one position of each
    look (cards home, waste size, column tops), and not by the same beam choosing by score alone."""
    g = game.new_game("FT1-N-CAAAACW")
    outcomes = {}
    for alike in (0, 1):
        search = StockBeam(State(compile_rules(g.variant), g.variant, g.piles), RULE_NAMES, 60.0, 150_000,
                           STEADY, width=300, level_nodes=600, alike=alike)  # fmt: skip
        outcomes[alike] = search.run()
    assert outcomes[0] == ("unknown", [])
    assert outcomes[1][0] == "won"
    assert replays_to_a_win(g, replay(g, outcomes[1][1]))


def test_a_wide_beam_of_unlike_positions_wins_where_the_narrower_one_ends_dry() -> None:
    """Width 1000 and 2000 moves a level: FT1-N-CAAAAA2 (a tuning deal) is won by the BUILDING beam
    with alike=1 within 100 000 nodes; the same beam of width 300 and 600 moves a level ends by
    itself, unknown, at its last card."""
    g = game.new_game("FT1-N-CAAAAA2")
    outcomes = {}
    for width, level_nodes in ((300, 600), (1000, 2000)):
        search = StockBeam(State(compile_rules(g.variant), g.variant, g.piles), RULE_NAMES, 60.0, 100_000,
                           BUILDING, width=width, level_nodes=level_nodes, alike=1)  # fmt: skip
        outcomes[width] = search.run(), search.nodes
    (narrow, narrow_nodes), (wide, _) = outcomes[300], outcomes[1000]
    assert narrow == ("unknown", []) and narrow_nodes < 100_000
    assert wide[0] == "won"
    assert replays_to_a_win(g, replay(g, wide[1]))


def test_the_beam_keeps_the_best_of_each_look_up_to_alike() -> None:
    """choose(): by score, at most `alike` candidates sharing cards home, waste size and column tops."""
    g = game.new_game("FT1-N-BAAAAAE")
    state = State(compile_rules(g.variant), g.variant, g.piles)

    def candidate(score: int, tops: bytes, deeper: bytes, home: int = 0) -> Candidate:
        columns = tuple(deeper[:1] + bytes((top,)) for top in tops)
        return (score, -score, (columns, b"\x01", b"", b"", (0,) * 8, home, b""), (None, []))

    best = candidate(-30, b"\x05\x06", b"\x07")
    same_look = candidate(-20, b"\x06\x05", b"\x08")
    other_tops = candidate(-10, b"\x05\x07", b"\x07")
    more_home = candidate(-5, b"\x05\x06", b"\x07", home=1)
    candidates = [more_home, other_tops, same_look, best]
    assert alike_key(best[2]) == alike_key(same_look[2])
    for alike, width, chosen in [
        (0, 3, [best, same_look, other_tops]),
        (1, 3, [best, other_tops, more_home]),
        (2, 2, [best, same_look]),
    ]:
        beam = StockBeam(state, RULE_NAMES, 1.0, None, STEADY, width=width, alike=alike)
        assert beam.choose(candidates) == chosen


def brute_force(g: game.Game, limit: int = 5_000) -> str:
    """The verdict of a plain search over engine copies without take-backs ("unknown" past `limit` positions).

    Without take-backs it plays a subset of the rules, so the check goes one way: every win it
    finds the solver must find too, and every "impossible" of the solver must be its verdict too.
    """
    start = dict(g.piles)
    seen = {tuple(start.items())}
    stack = [start]
    while stack:
        position = game.Game(g.record, dict(stack.pop()))
        if position.won:
            return "won"
        for move in list(position.legal_moves()):
            if move.source.startswith("foundation"):
                continue
            after = game.Game(g.record, dict(position.piles))
            if move == DRAW:
                after.draw()
            else:
                after.move(move.source, move.target, move.count)
            key = tuple(after.piles.items())
            if key not in seen:
                seen.add(key)
                stack.append(dict(after.piles))
                if len(seen) > limit:
                    return "unknown"
    return "impossible"


@st.composite
def small_endgames(draw: st.DrawFn) -> game.Game:
    """A random small position: all cards home but up to six, dealt over columns, cells, stock and waste."""
    forty_thieves = draw(st.booleans())
    letters = "SHDCSHDC" if forty_thieves else "SHDC"
    cells = 0 if forty_thieves else draw(st.sampled_from((2, 4, 8)))
    heights = [13] * len(letters)
    for foundation in draw(st.lists(st.integers(0, len(letters) - 1), min_size=1, max_size=6)):
        heights[foundation] -= 1
    layout: dict[str, list[str]] = {}
    rest: list[str] = []
    for number, (letter, height) in enumerate(zip(letters, heights, strict=True), start=1):
        layout[f"foundation-{number}"] = suit(letter, height)
        rest += [rank + letter for rank in FULL[height:]]
    piles = [f"column-{n}" for n in range(1, 11 if forty_thieves else 9)]
    piles += ["stock", "waste"] if forty_thieves else [f"cell-{n}" for n in range(1, cells + 1)]
    for card in draw(st.permutations(rest)):
        pile = draw(st.sampled_from(piles))
        if pile.startswith("cell") and layout.get(pile):
            pile = "column-1"
        layout.setdefault(pile, []).append(card)
    if forty_thieves:
        layout.setdefault("stock", [])
    return game.from_layout("forty-thieves" if forty_thieves else "eight-off", layout, cells=cells or 8)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_endgames())
def test_the_solver_agrees_with_a_plain_search_on_small_positions(g: game.Game) -> None:
    """Random small endgames: a plain engine search's win is the solver's, and its "impossible" is never wrong."""
    solution = game.solve(g, time_limit=5)
    assert solution.status != "unknown"
    expected = brute_force(g)
    if expected == "won":
        assert solution.status == "won"
    if solution.status == "impossible":
        assert expected == "impossible"
    if solution.status == "won":
        assert replays_to_a_win(g, solution.moves)
