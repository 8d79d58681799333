"""A game is one module plus its catalogue entries: the page modules name no game.

A throwaway game, Ladders, is written in this file alone: its rules, its record with its pages
(Rules sections, scoring rows, teaching moments, final score), its English texts and its example
game. Registered for one test, it shows its Rules and Examples pages through the page's Python
(ui.app.App) like any other game, without a change to a page module.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar, cast

import pytest

import game
import game.certified
import game.examples
from game.cards import Card, Suit, pile_kind
from game.examples import EXAMPLES_FILE, Example, ScoreExplained, TeachingMoment, count_moves
from game.i18n import CATALOGUES, Message
from game.pages import PAGES, GamePages
from game.registry import standard_rows
from game.variants import FOUNDATION_POINTS, Variant
from ui.app import App
from ui.rules_page import Node

# The English catalogue, which the Ladders fixture adds its texts to for one test.
ENGLISH = cast("dict[str, Message]", CATALOGUES["en"])

ROOT = Path(__file__).resolve().parent.parent
PAGE_MODULES = sorted([*(ROOT / "static" / "py" / "ui").glob("*.py"), *(ROOT / "static" / "js").glob("*.js")])


def game_words() -> set[str]:
    """Every word that names a registered game or variant: keys, game names, catalogue ids of names, code prefixes."""
    return {
        word
        for record in game.VARIANTS.values()
        for word in (record.key, record.game, record.name_id, record.rules_page, record.prefix)
    }


@pytest.mark.parametrize("path", PAGE_MODULES, ids=lambda path: path.name)
def test_no_page_module_names_a_game(path: Path) -> None:
    """The page's Python and JavaScript read every game's facts from the registry: no key, name or code prefix."""
    text = path.read_text(encoding="utf-8")
    assert sorted(word for word in game_words() if word in text) == []


def test_the_page_modules_are_all_checked() -> None:
    """The check above reads the page's Python package and its scripts."""
    names = {path.name for path in PAGE_MODULES}
    assert {"app.py", "rules_page.py", "examples_page.py", "session.py", "renderer.js", "page.js"} <= names


# a throwaway game: Ladders


class Ladders(Variant):
    """One deck dealt as four columns, one suit each with the king at the bottom: every card goes up in turn."""

    name = "ladders"
    decks = 1
    foundation_suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    column_count = 4
    max_lift = 1
    take_back_kinds = frozenset({"column"})
    points: ClassVar[dict[tuple[str, str], int]] = {("column", "foundation"): FOUNDATION_POINTS}
    empty_column_rank = None

    def deal(self, cards: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
        """Column n holds the suit of foundation n, king at the bottom, ace on top, whatever the shuffle."""
        piles: dict[str, tuple[Card, ...]] = {pile: () for pile in self.pile_ids}
        for column, suit in zip(self.columns, self.foundation_suits, strict=True):
            piles[column] = tuple(sorted((card for card in cards if card.suit is suit), key=lambda card: -card.rank))
        return piles


def ladders_final_score(example: Example) -> ScoreExplained:
    """Every card onto a foundation, 10 points each."""
    return ScoreExplained("example-ladders-final", {"score": count_moves(example, "column", "foundation") * 10})


LADDERS_VARIANT = Ladders()
LADDERS = game.VariantRecord(
    "ladders",
    "LD1",
    "N",
    LADDERS_VARIANT,
    standard_rows(LADDERS_VARIANT),
    name_id="ladders",
    rules_page="ladders",
)
LADDERS_PAGES = GamePages(
    sections=("setup", "odds", "scoring", "example"),
    scoring=(("score-to-foundation", ("column", "foundation")), ("score-other-ladders", None)),
    moments=(
        TeachingMoment("ladders-first", lambda g, move: pile_kind(move.target) == "foundation"),
        TeachingMoment("ladders-emptied", lambda g, move: len(g.piles[move.source]) == 1),
    ),
    final_score=ladders_final_score,
)
LADDERS_TEXTS = {
    "ladders": "Ladders",
    "rules-ladders-summary": "Four suits, four columns.",
    "rules-ladders-setup": "Each column holds one suit.\n\n- Kings at the bottom\n- Aces on top",
    "rules-ladders-scoring": "Nothing else scores.",
    "score-other-ladders": "Anything else",
    "example-ladders-first": "{cards} goes up to foundation {number} (score {score}).",
    "example-ladders-emptied": "column emptied by {cards}.",
    "example-ladders-final": "All 52 cards up: {score} points.",
}
LADDERS_WIN = tuple(game.Move(f"column-{number}", f"foundation-{number}") for number in range(1, 5) for _ in range(13))
LADDERS_CODE = "LD1-N-AAAAAAA"


@pytest.fixture
def ladders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[game.VariantRecord]:
    """Ladders registered, its English texts in the catalogue and its example beside the others, for one test."""
    for message_id, text in LADDERS_TEXTS.items():
        monkeypatch.setitem(ENGLISH, message_id, text)
    shipped = (game.certified.FOLDER / EXAMPLES_FILE).read_text(encoding="utf-8")
    line = f"ladders {LADDERS_CODE} {game.encode_moves(LADDERS_WIN)}\n"
    (tmp_path / EXAMPLES_FILE).write_text(shipped + line, encoding="utf-8")
    monkeypatch.setattr(game.examples, "FOLDER", tmp_path)
    game.examples.examples.cache_clear()
    record = game.register_variant(LADDERS)
    monkeypatch.setitem(PAGES, record.game, LADDERS_PAGES)
    yield record
    del game.VARIANTS[record.key]
    game.examples.examples.cache_clear()


def texts_of(nodes: Node | list[Node]) -> list[str]:
    """Every text of a page's nodes (ui.rules_page's plain node trees), in document order."""
    if isinstance(nodes, list):
        return [text for node in nodes for text in texts_of(node)]
    own = [str(nodes["text"])] if "text" in nodes else []
    return [*own, *texts_of(nodes.get("children", []))]


def test_a_new_game_shows_its_rules_page(ladders: game.VariantRecord) -> None:
    """Its sections in its order (no odds: nothing measured), its scoring rows with its own points, its example deal."""
    app = App({}, ["en"], ["rules"])
    app.boot(f"#{LADDERS_CODE}")
    window = app.handle({"do": "open", "window": "rules"})["window"]
    assert (window["name"], window["game"]) == ("rules", "ladders")
    nodes = window["nodes"]
    assert texts_of(nodes[:2]) == ["How to play Ladders", "Four suits, four columns."]
    sections = [node for node in nodes if node["tag"] == "section"]
    assert [section["attrs"]["data-section"] for section in sections] == ["setup", "scoring", "example"]
    setup, scoring, example = (texts_of(section) for section in sections)
    assert setup == ["Setup", "Each column holds one suit.", "Kings at the bottom", "Aces on top"]
    assert scoring[3:] == ["A card onto a foundation", "+10", "Anything else", "0", "Nothing else scores."]
    link = sections[2]["children"][-1]
    assert link["attrs"]["data-code"] == "LD1-N-EXAMPLE" and example[-1] == "Play the example deal LD1-N-EXAMPLE"
    assert game.new_game(link["attrs"]["data-code"]).record is ladders
    assert nodes[-1]["attrs"] == {"class": "faq-link"}


def test_a_new_game_shows_its_examples_page_and_watches_its_example(ladders: game.VariantRecord) -> None:
    """Its example, its moments captioned at their steps, its final score; watching replays it with the captions."""
    app = App({}, ["en"], ["examples"])
    app.boot(f"#{LADDERS_CODE}")
    window = app.handle({"do": "open", "window": "examples"})["window"]
    assert (window["name"], window["game"]) == ("examples", "ladders")
    steps = next(node for node in window["nodes"] if node["tag"] == "ol")
    assert texts_of(steps) == [
        "Action 1: Ace of spades goes up to foundation 1 (score 10).",
        "Action 13: Column emptied by king of spades.",
    ]
    page = texts_of(window["nodes"])
    assert page[0] == "Example: Ladders" and LADDERS_CODE in page[1] and "52 actions" in page[1]
    assert "All 52 cards up: 520 points." in page
    buttons = window["nodes"][-1]["children"]
    assert buttons[0]["attrs"]["data-watch"] == "ladders" and buttons[1]["attrs"]["data-code"] == LADDERS_CODE
    view = app.handle({"do": "examples-watch", "game": "ladders"})
    assert view["replay"]["position"] == "0 / 52"
    for _ in range(13):
        view = app.handle({"do": "replay-step"})
    assert view["replay"]["caption"] == "Column emptied by king of spades."
    assert view["counters"]["score"] == "130"


def test_ladders_leaves_the_registry_and_the_examples_as_they_were() -> None:
    """The throwaway game lives only as long as its fixture."""
    assert "ladders" not in game.VARIANTS
    assert game.examples.example_of("ladders") is None
    assert "ladders" not in ENGLISH
