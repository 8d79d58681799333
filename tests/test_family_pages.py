"""The pages of FreeCell, Baker's Game and Seahaven Towers in English: every text their pages ask for, and the
teaching moments of their examples, each on a small position."""

from __future__ import annotations

import pytest

import game
from bench.fc_solve import FAMILY
from game.cards import new_deck
from game.examples import onto_the_other_colour
from game.games import bakers_game, eight_off_family, freecell, seahaven_towers
from game.i18n import catalogue
from game.pages import pages_of
from tests.support.page_app import walk
from ui.rules_page import rules_page
from ui.texts import Texts
from ui.windows import game_choice

NAMES = sorted({record.game for record in FAMILY})
FOLDERS = (freecell, bakers_game, seahaven_towers)


def position(name: str, piles: dict[str, str]) -> game.Game:
    """A position of game `name` from card texts; the other cards go, aces on top, into its last four columns."""
    layout = {pile: text.split() for pile, text in piles.items()}
    placed = {card for texts in layout.values() for card in texts}
    rest = sorted((str(card) for card in new_deck() if str(card) not in placed), key=lambda text: text.startswith("A"))
    fillers = game.variant_for(name, 4).variant.columns[-4:]
    for number, card in enumerate(rest):
        layout.setdefault(fillers[number % len(fillers)], []).append(card)
    return game.from_layout(name, layout, cells=4)


def shows(g: game.Game, moment: str, move: game.Move) -> bool:
    """Whether the move shows the game's teaching moment; a move that shows it is then made, so it must be legal."""
    shown_by = dict(pages_of(g.record.game).moments)[moment]
    shown = shown_by(g, move)
    if shown:
        g.move(move.source, move.target, move.count)
    return shown


# Texts


@pytest.mark.parametrize("name", NAMES)
def test_the_rules_page_and_the_chooser_have_every_english_text(name: str) -> None:
    """The Rules page builds each section from its texts (a missing one is a KeyError) and the chooser its line."""
    record = game.variants_of(name)[0]
    texts = Texts("en")
    nodes = walk(rules_page(texts, record))
    sections = [node["attrs"]["data-section"] for node in nodes if node["tag"] == "section"]
    shown = [section for section in pages_of(name).sections if section != "odds"]
    assert [section for section in sections if section != "odds"] == shown
    assert all("{" not in node.get("text", "") for node in nodes)
    choice = game_choice(texts, record)
    assert choice["name"] == texts.text(record.name_id) and choice["line"]
    assert texts.text(f"odds-bounds-{record.rules_page}", count=2, least="1%", most="2%")
    assert texts.text(f"rules-{record.rules_page}-odds")


@pytest.mark.parametrize("name", NAMES)
def test_every_moment_has_its_english_caption(name: str) -> None:
    """Each teaching moment of a game's example is captioned by the message example-<moment>."""
    english = catalogue("en")
    moments = pages_of(name).moments
    assert moments
    for moment, _ in moments:
        assert english.text(f"example-{moment}", cards="9 of spades", number=3, score=10, cells=2, limit=3)


# Teaching moments


def test_freecell_other_colour_is_one_card_onto_the_other_colour() -> None:
    """A red 7 onto a black 8 shows it; a card into an empty column does not."""
    g = position("freecell", {"column-1": "8S", "column-2": "7H", "column-3": "", "cell-1": "5D"})
    assert not shows(g, "other-colour", game.Move("cell-1", "column-3", 1))
    assert shows(g, "other-colour", game.Move("column-2", "column-1", 1))
    assert onto_the_other_colour is dict(pages_of("freecell").moments)["other-colour"]


def test_freecell_group_move_colours_is_a_run_moved_at_once() -> None:
    """A run of red and black in turn moved onto a column shows it; its top card alone does not."""
    g = position("freecell", {"column-1": "2C 9S 8H", "column-2": "10H"})
    assert not shows(g, "group-move-colours", game.Move("column-1", "column-2", 1))
    assert shows(g, "group-move-colours", game.Move("column-1", "column-2", 2))
    assert [str(card) for card in g.piles["column-2"]] == ["10H", "9S", "8H"]


@pytest.mark.parametrize("name", ["freecell", "bakers-game"])
def test_empty_column_is_a_card_other_than_a_king_into_an_empty_column(name: str) -> None:
    """A 5 into an empty column shows it, from a column or a cell; a king does not."""
    g = position(name, {"column-1": "", "column-2": "5H", "column-3": "KS", "column-4": "", "cell-1": "6C"})
    assert not shows(g, "empty-column", game.Move("column-3", "column-1", 1))
    assert shows(g, "empty-column", game.Move("column-2", "column-1", 1))
    assert shows(g, "empty-column", game.Move("cell-1", "column-4", 1))


def test_bakers_game_group_move_is_a_run_of_one_suit() -> None:
    """A run of clubs moved at once shows the shared group move."""
    g = position("bakers-game", {"column-1": "2H 9C 8C", "column-2": "10C"})
    assert shows(g, "group-move", game.Move("column-1", "column-2", 2))


def test_seahaven_towers_king_run_needs_two_free_cells() -> None:
    """A king with its run into an empty column shows it while 2 or more cells are free (the caption's plural)."""
    piles = {"column-1": "", "column-2": "2C KS QS JS"}
    one_free = position("seahaven-towers", {**piles, "cell-1": "9D", "cell-2": "9H", "cell-3": "9C"})
    assert not eight_off_family.king_run_to_empty_column(one_free, game.Move("column-2", "column-1", 2))
    assert eight_off_family.king_run_to_empty_column(one_free, game.Move("column-2", "column-1", 3))
    assert not shows(one_free, "king-run", game.Move("column-2", "column-1", 3))
    g = position("seahaven-towers", {**piles, "cell-1": "9D"})
    assert shows(g, "king-run", game.Move("column-2", "column-1", 3))
    assert [str(card) for card in g.piles["column-1"]] == ["KS", "QS", "JS"]


def test_seahaven_towers_group_move_is_the_shared_one() -> None:
    """Seahaven Towers and Baker's Game reuse Eight Off's group move and its caption."""
    assert dict(pages_of("seahaven-towers").moments)["group-move"] is eight_off_family.group_move
    assert dict(pages_of("eight-off").moments)["group-move"] is eight_off_family.group_move
