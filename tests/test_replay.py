"""Replays: the moves text round-trips, has golden strings, refuses hostile text, steps like the engine."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game
from game.codes import NUMBER_LIMIT, encode_number
from game.moves import DRAW
from tests.support.helpers import CERTIFIED_KEYS, Snapshot, certified_lines, snapshot

FT, EO8, EO4 = (game.find_variant(key) for key in ("forty-thieves", "eight-off-8", "eight-off-4"))
URL_BASE = "https://patience.example.org/index.html#"  # a generous address for the site
TEXT = re.compile(r"[0-9A-Za-z]*")


@cache
def solutions(key: str) -> tuple[tuple[str, tuple[game.Move, ...]], ...]:
    """The certified deals of a variant with their winning moves."""
    lines = (line.split(" ") for line in certified_lines(key))
    return tuple((code, tuple(map(game.Move.parse, moves))) for code, *moves in lines)


def play(g: game.Game, move: game.Move) -> None:
    """Make one action through the engine."""
    if move == DRAW:
        g.draw()
    else:
        g.move(move.source, move.target, move.count)


def positions(code: str, moves: tuple[game.Move, ...]) -> list[tuple[Snapshot, int]]:
    """Position, score and counter after each prefix of the moves, played on the engine itself."""
    g = game.new_game(code)
    seen = [(snapshot(g), g.moves)]
    for move in moves:
        play(g, move)
        seen.append((snapshot(g), g.moves))
    return seen


# golden strings


@pytest.mark.parametrize(
    ("record", "moves", "text"),
    [
        (FT, (), "1"),
        (FT, ("stock>waste", "waste>column-3", "column-1>foundation-2", "foundation-8>column-10"), "1swCAOUJ"),
        (
            EO8,
            ("column-1>cell-1", "column-2>column-3*3", "cell-8>foundation-4", "column-8>column-1*13"),
            "1AaBC3hQHA13",
        ),
        (EO4, ("cell-4>column-8", "column-5>foundation-1"), "1dHEN"),
    ],
)
def test_golden_moves_texts(record: game.VariantRecord, moves: tuple[str, ...], text: str) -> None:
    """The version-1 text of fixed move lists, character for character (never change them)."""
    parsed = tuple(map(game.Move.parse, moves))
    assert game.encode_moves(parsed) == text
    assert game.decode_moves(text, record) == parsed


def test_golden_fragment() -> None:
    """The shared fragment is the canonical code, `~`, then the moves text; parsing gives both back."""
    fragment = game.replay_fragment("ft1-n-aaaaaab ", [DRAW, game.Move("waste", "foundation-1")])
    assert fragment == "FT1-N-AAAAAAB~1swN"
    assert game.parse_replay_fragment("#" + fragment) == ("FT1-N-AAAAAAB", "1swN")


# round trips


@pytest.mark.parametrize("key", sorted(CERTIFIED_KEYS))
def test_every_certified_solution_round_trips(key: str) -> None:
    """Each certified solution encodes to URL-safe text that decodes to the same moves."""
    record = game.find_variant(key)
    for code, moves in solutions(key):
        text = game.encode_moves(moves)
        assert TEXT.fullmatch(text), text
        assert game.decode_moves(text, record) == moves
        assert game.parse_replay_fragment(game.replay_fragment(code, moves)) == (code, text)


@pytest.mark.parametrize("key", sorted(CERTIFIED_KEYS))
def test_certified_replays_end_in_a_win(key: str) -> None:
    """Every Forty Thieves solution and a sample of the others replay through the engine to a win."""
    sample = solutions(key) if key == "forty-thieves" else solutions(key)[::20]
    for code, moves in sample:
        replay = game.Replay.from_fragment(game.replay_fragment(code, moves))
        assert replay is not None
        assert (replay.step, len(replay)) == (0, len(moves))
        replay.seek(len(replay))
        assert replay.game.won
        assert replay.final_score == replay.game.score


def test_the_longest_forty_thieves_solution_fits_a_short_url() -> None:
    """A 300-action win must fit under 2,000 characters of URL; measured on the longest certified solution."""
    code, moves = max(solutions("forty-thieves"), key=lambda item: len(item[1]))
    url = URL_BASE + game.replay_fragment(code, moves)
    print(f"longest certified Forty Thieves solution: {len(moves)} actions, URL of {len(url)} characters")
    assert len(moves) >= 300
    assert len(url) < 1000  # well under the 2,000 characters a shared link may use


# hostile text


@pytest.mark.parametrize(
    ("text", "record", "reason"),
    [
        ("", FT, "empty"),
        (None, FT, "empty"),
        (b"1s", FT, "empty"),
        ("2sAN", FT, "version"),
        ("s", FT, "version"),
        ("0", FT, "version"),
        ("1" + "s" * game.MAX_REPLAY_LENGTH, FT, "too-long"),
        ("1" + "AN" * 1_000_000, FT, "too-long"),
        ("1A", FT, "truncated"),
        ("1swNA", FT, "truncated"),
        ("1AB%20", FT, "character"),
        ("1%41B", FT, "character"),
        ("1A B", FT, "character"),
        ("1AB-", FT, "character"),
        ("1A~B", FT, "character"),
        ("1A#B", FT, "character"),
        ("1AÉ", FT, "character"),
        ("1A\u0391", FT, "character"),
        ("1A\x00", FT, "character"),
        ("1AB1", FT, "count"),
        ("1AB0", FT, "count"),
        ("1AB02", FT, "count"),
        ("1AB1234", FT, "character"),
        ("1Aa", FT, "pile"),
        ("1AK", FT, "pile"),
        ("1s", EO8, "pile"),
        ("1wA", EO8, "pile"),
        ("1AJ", EO8, "pile"),
        ("1AV", EO8, "character"),
        ("1Ae", EO4, "pile"),
    ],
)
def test_hostile_texts_are_refused_with_a_reason(text: object, record: game.VariantRecord, reason: str) -> None:
    """Anything encode_moves does not write is BadReplay with a reason id, never another error."""
    with pytest.raises(game.BadReplay) as info:
        game.decode_moves(text, record)
    assert info.value.reason == reason
    assert str(info.value)


def test_the_maximum_length_is_enforced_both_ways() -> None:
    """A text of exactly MAX_REPLAY_LENGTH decodes; encoding more actions than fit is refused."""
    text = "1" + "ab" * ((game.MAX_REPLAY_LENGTH - 1) // 2)
    assert len(game.decode_moves(text, EO8)) == (game.MAX_REPLAY_LENGTH - 1) // 2
    with pytest.raises(game.BadReplay) as info:
        game.encode_moves([game.Move("cell-1", "cell-2")] * game.MAX_REPLAY_LENGTH)
    assert info.value.reason == "too-long"


@pytest.mark.parametrize(
    ("fragment", "expected"),
    [
        ("", None),
        ("#", None),
        (None, None),
        ("#FT1-N-AAAAAAB", None),
        ("#ft1-n-aaaaaab~1s", ("FT1-N-AAAAAAB", "1s")),
        ("FT1-N-AAAAAAB~", ("FT1-N-AAAAAAB", "")),
        ("#EO1-C4-AAAAAAB%7E1AB", ("EO1-C4-AAAAAAB", "1AB")),
        ("#EO1-C4-AAAAAAB%7e1AB~x", ("EO1-C4-AAAAAAB", "1AB~x")),
        ("#FT1-N-AAAAAAB~1s~1s", ("FT1-N-AAAAAAB", "1s~1s")),
    ],
)
def test_fragments(fragment: object, expected: tuple[str, str] | None) -> None:
    """A fragment without `~` names no replay; with it, the canonical code and the moves text as written."""
    assert game.parse_replay_fragment(fragment) == expected


@pytest.mark.parametrize("fragment", ["#nonsense~1s", "#FT1-N-AAAAAA~1s", "#EO1-C3-AAAAAAB~1", "~1s", "#%7E1s"])
def test_a_fragment_with_a_bad_code_is_refused(fragment: str) -> None:
    """A replay whose deal code is wrong is BadReplay("code")."""
    with pytest.raises(game.BadReplay) as info:
        game.parse_replay_fragment(fragment)
    assert info.value.reason == "code"


@pytest.mark.parametrize(
    ("fragment", "reason"),
    [
        ("#FT1-N-AAAAAAB~", "empty"),
        ("#FT1-N-AAAAAAB~9", "version"),
        ("#FT1-N-AAAAAAB~1ab", "pile"),
        ("#EO1-C8-AAAAAAB~1s", "pile"),
        ("#FT1-N-AAAAAAB~1AA", "illegal"),
        ("#FT1-N-AAAAAAB~1NA", "illegal"),
    ],
)
def test_damaged_or_foreign_replays_are_refused(fragment: str, reason: str) -> None:
    """From a fragment: bad text, other game's piles and illegal actions are all BadReplay."""
    with pytest.raises(game.BadReplay) as info:
        game.Replay.from_fragment(fragment)
    assert info.value.reason == reason


@pytest.mark.parametrize("key", ["forty-thieves", "eight-off-8"])
def test_an_action_illegal_at_some_step_is_refused_with_its_step(key: str) -> None:
    """A solution with one action changed into an illegal one is refused, naming that action's number."""
    code, moves = solutions(key)[0]
    step = len(moves) // 2
    broken = (*moves[: step - 1], game.Move(moves[step].target, moves[step].target), *moves[step:])
    with pytest.raises(game.BadReplay) as info:
        game.Replay.from_text(code, game.encode_moves(broken))
    assert (info.value.reason, info.value.step) == ("illegal", step)
    with pytest.raises(game.BadReplay) as info:
        game.Replay.from_text(code.replace("1-", "1X-", 1), game.encode_moves(moves))
    assert info.value.reason == "code"


def test_another_deals_solution_is_refused() -> None:
    """A solution replayed on a different deal of the same game meets an illegal action."""
    (_, moves), (other, _) = solutions("forty-thieves")[:2]
    with pytest.raises(game.BadReplay) as info:
        game.Replay.from_text(other, game.encode_moves(moves))
    assert info.value.reason == "illegal"


# stepping


@pytest.mark.parametrize("key", ["forty-thieves", "eight-off-2"])
def test_stepping_forward_and_back_matches_the_engine_at_every_step(key: str) -> None:
    """Each step forward and back shows the position, score and counter the engine reaches after k actions."""
    code, moves = solutions(key)[0]
    expected = positions(code, moves)
    replay = game.Replay.from_text(code, game.encode_moves(moves))
    assert (snapshot(replay.game), replay.step) == expected[0]
    for step, move in enumerate(moves, start=1):
        assert replay.forward() == move
        assert (snapshot(replay.game), replay.game.moves) == expected[step]
        assert replay.step == step
    assert replay.forward() is None
    assert replay.game.won
    for step in range(len(moves), 0, -1):
        assert replay.back() == moves[step - 1]
        assert (snapshot(replay.game), replay.game.moves) == expected[step - 1]
    assert replay.back() is None
    for step in (len(moves), 3, len(moves) - 150, 0, len(moves) + 5, -2):
        replay.seek(step)
        assert (snapshot(replay.game), replay.step) == expected[max(0, min(step, len(moves)))]


def test_a_game_replays_its_own_log() -> None:
    """Replay.of_game starts at the deal and ends at the game's position, undone actions left out."""
    code, moves = solutions("forty-thieves")[0]
    g = game.new_game(code)
    for move in moves[:40]:
        play(g, move)
    g.undo()
    g.undo()
    g.redo()
    replay = game.Replay.of_game(g)
    assert replay.moves == moves[:39] == g.log
    assert dict(replay.game.piles) == dict(game.new_game(code).piles)
    replay.seek(len(replay))
    assert snapshot(replay.game) == snapshot(g)
    assert replay.text == game.encode_moves(moves[:39])


def test_a_layout_game_replays_from_its_layout() -> None:
    """A game without a code replays from its layout (no URL: it has no code to share)."""
    g = game.from_layout("forty-thieves", {"column-1": ["AS"], "column-2": ["3S", "2S"]})
    start = snapshot(g)
    g.move("column-1", "foundation-1")
    g.move("column-2", "foundation-1")
    g.draw()
    replay = game.Replay.of_game(g)
    assert (replay.code, len(replay), snapshot(replay.game)) == (None, 3, start)
    replay.seek(3)
    assert snapshot(replay.game) == snapshot(g)


def test_a_game_without_a_log_cannot_be_replayed() -> None:
    """An old save's game with an unknown log gives BadReplay("no-log")."""
    g = game.Game(FT, dict(game.new_game("FT1-N-AAAAAAB").piles), code="FT1-N-AAAAAAB", log=None)
    with pytest.raises(game.BadReplay) as info:
        game.Replay.of_game(g)
    assert info.value.reason == "no-log"


# properties

PILES = {record.key: record.variant.pile_ids for record in game.VARIANTS.values()}


@st.composite
def move_lists(draw: st.DrawFn) -> tuple[game.VariantRecord, list[game.Move]]:
    """A variant and any list of its actions, legal or not (draws only where there is a stock)."""
    record = draw(st.sampled_from(list(game.VARIANTS.values())))
    piles = [pile for pile in PILES[record.key] if pile != "stock"]
    move = st.builds(game.Move, st.sampled_from(piles), st.sampled_from(piles), st.integers(1, 104))
    if record.has_stock:
        move = move | st.just(DRAW)
    return record, draw(st.lists(move, max_size=200))


@settings(max_examples=200, deadline=None)
@given(move_lists())
def test_any_move_list_round_trips(case: tuple[game.VariantRecord, list[game.Move]]) -> None:
    """decode(encode(moves)) == moves and encode(decode(text)) == text, in URL-safe characters."""
    record, moves = case
    text = game.encode_moves(moves)
    assert TEXT.fullmatch(text)
    assert game.decode_moves(text, record) == tuple(moves)
    assert game.encode_moves(game.decode_moves(text, record)) == text


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="1sAKNaewQ0123456789%~-_ Z\u00e9", max_size=30), st.sampled_from(list(game.VARIANTS.values())))
def test_any_text_decodes_canonically_or_is_refused(text: str, record: game.VariantRecord) -> None:
    """Every text either decodes to moves that encode back to exactly that text, or is BadReplay."""
    try:
        moves = game.decode_moves(text, record)
    except game.BadReplay as error:
        assert error.reason in ("empty", "version", "character", "truncated", "count", "pile")
    else:
        assert game.encode_moves(moves) == text


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(("FT1-N", "EO1-C8", "EO1-C4", "EO1-C2")),
    st.integers(0, NUMBER_LIMIT - 1),
    st.lists(st.sampled_from(("legal", "legal", "legal", "draw", "undo", "redo")), max_size=120),
    st.randoms(use_true_random=False),
)
def test_random_play_logs_a_replay_of_the_position(
    prefix: str, number: int, kinds: list[str], chooser: random.Random
) -> None:
    """After random actions, undo and redo, the log's text round-trips and replays from the deal to the position."""
    g = game.new_game(f"{prefix}-{encode_number(number)}")
    for kind in kinds:
        if kind == "undo":
            g.undo()
        elif kind == "redo":
            g.redo()
        elif kind == "draw" and g.piles.get("stock"):
            g.draw()
        else:
            legal = [move for move in g.legal_moves() if move != DRAW]
            if legal:
                play(g, chooser.choice(legal))
    log = g.log
    assert log is not None
    text = game.encode_moves(log)
    assert game.decode_moves(text, g.record) == log
    replay = game.Replay.from_fragment(game.replay_fragment(g.code or "", log))
    assert replay is not None
    replay.seek(len(replay))
    assert snapshot(replay.game) == snapshot(g)
    assert game.load_game(g.to_json()).log == log
