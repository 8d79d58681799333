"""The pages of Lucas, Maria, Limited and Streets: every text their Rules page and the
chooser ask for, in every language; the teaching moments of their examples, each on a small position; and
how a won game's final score adds up, Lucas's aces dealt up earning nothing.
"""

from __future__ import annotations

import pytest

import game
from game.examples import Example, count_moves, teaching_moments
from game.games.forty_thieves_family import MOMENTS, final_score
from game.i18n import LANGUAGES, catalogue
from game.moves import DRAW
from game.pages import pages_of
from game.solver import solve
from tests.support.page_app import walk
from ui.rules_page import rules_page
from ui.texts import Texts
from ui.windows import game_choice

NAMES = ["lucas", "maria", "limited", "streets"]
FAMILY_MOMENTS = [moment.name for moment in MOMENTS]


def layout(name: str, piles: dict[str, str]) -> game.Game:
    """A position of game `name` from space-separated card texts; the stock takes the cards not given."""
    return game.from_layout(name, {pile: text.split() for pile, text in piles.items()})


def shows(g: game.Game, moment: str, move: game.Move) -> bool:
    """Whether the move shows the game's teaching moment; the move is then made, so it must be legal."""
    shown = dict(pages_of(g.record.game).moments)[moment](g, move)
    g.move(move.source, move.target, move.count)
    return shown


# Texts


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_the_rules_page_and_the_chooser_have_every_text(name: str, language: str) -> None:
    """The Rules page builds each of the family's sections from its texts, the chooser shows the game's name and
    line, and the odds texts take their placeholders, in every language."""
    record = game.variants_of(name)[0]
    texts = Texts(language)
    nodes = walk(rules_page(texts, record))
    sections = [node["attrs"]["data-section"] for node in nodes if node["tag"] == "section"]
    assert [section for section in sections if section != "odds"] == [
        section for section in pages_of(name).sections if section != "odds"
    ]
    assert all("{" not in node.get("text", "") for node in nodes)
    choice = game_choice(texts, record)
    assert choice["name"] == texts.text(record.name_id) and choice["line"]
    assert texts.text(f"odds-bounds-{record.rules_page}", count=2, least="1%", most="2%")
    assert texts.text(f"rules-{record.rules_page}-odds")


def test_each_game_has_its_own_line_and_setup() -> None:
    """The chooser tells the four apart: no two share a line, nor a setup paragraph."""
    english = catalogue("en")
    for kind in ("{}-line", "rules-{}-setup"):
        assert len({english.text(kind.format(name)) for name in NAMES}) == len(NAMES)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_every_moment_has_its_caption(name: str, language: str) -> None:
    """Each teaching moment of a game's example is captioned by the message example-<moment> in every language."""
    words = catalogue(language)
    moments = [moment for moment, _ in pages_of(name).moments]
    assert moments[-len(FAMILY_MOMENTS) :] == FAMILY_MOMENTS
    for moment in moments:
        assert words.text(f"example-{moment}", cards="9", number=3, score=10)


# Teaching moments


def test_lucas_two_onto_ace_is_a_card_onto_a_foundation_holding_only_its_ace() -> None:
    """The 2 of spades onto the ace dealt up shows it; the 3 onto the 2 does not."""
    g = layout("lucas", {"column-1": "3S 2S", **{f"foundation-{n}": f"A{suit}" for n, suit in enumerate("SHDC", 1)}})
    assert shows(g, "two-onto-ace", game.Move("column-1", "foundation-1", 1))
    assert not shows(g, "two-onto-ace", game.Move("column-1", "foundation-1", 1))


@pytest.mark.parametrize("name", ["maria", "streets"])
def test_other_colour_is_a_column_card_onto_the_other_colour(name: str) -> None:
    """A red 7 from a column onto a black 8 shows it; a red 7 from the waste does not (that is the family's
    waste-to-column moment)."""
    g = layout(name, {"column-1": "8S", "column-2": "7H", "column-3": "8C", "waste": "7D"})
    assert shows(g, "other-colour", game.Move("column-2", "column-1", 1))
    assert not shows(g, "other-colour", game.Move("waste", "column-3", 1))
    assert [str(card) for card in g.piles["column-3"]] == ["8C", "7D"]


# The final score


def won_example(code: str, *, take_back: bool) -> Example:
    """A solver's win of a deal as an example; with `take_back`, the first card that may come back from a
    foundation to a column does so and goes straight up again (still a win)."""
    g = game.new_game(code)
    solution = solve(g, node_limit=50_000)
    assert solution.status == "won"
    moves = list(solution.moves)
    if take_back:
        replay = game.new_game(code)
        for step, move in enumerate(solution.moves):
            back = next((m for m in replay.legal_moves() if m.source.startswith("foundation")), None)
            if back is not None and replay.piles[back.source][-1].rank > 1:
                moves[step:step] = [back, game.Move(back.target, back.source, 1)]
                break
            replay.draw() if move == DRAW else replay.move(move.source, move.target, move.count)
    return Example(g.record.key, code, tuple(moves))


@pytest.mark.parametrize("take_back", [False, True])
def test_the_lucas_score_is_960_plus_5_per_waste_card_minus_5_per_take_back(take_back: bool) -> None:
    """The eight aces dealt up earn nothing: the engine's final score is the one the page explains."""
    example = won_example("LU1-N-AAAAAAB", take_back=take_back)
    g = game.new_game(example.code)
    for move in example.moves:
        g.draw() if move == DRAW else g.move(move.source, move.target, move.count)
    assert g.won
    waste, backs = count_moves(example, "waste", "column"), count_moves(example, "foundation", "column")
    assert backs == int(take_back)
    assert g.score == 960 + 5 * waste - 5 * backs
    explained = final_score(example)
    assert explained.values == {"waste": waste, "backs": backs, "score": g.score}
    assert explained.message_id == ("example-final-aces-up" if take_back else "example-final-aces-up-plain")
    assert "take-back" in [moment.name for moment in teaching_moments(example)] or not take_back
    assert "960" in catalogue("en").text(explained.message_id, **explained.values)
