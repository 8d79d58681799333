"""The Examples pages: the example games of game/certified/examples.txt, their moments and captions.

Engine side: each example is a win through the engine that shows every teaching moment of its
game; the Forty Thieves score adds up as the page explains it. Page side (ui.examples_page, in
CPython): the page in every language, the captions at their steps, and watching it as a replay.
"""

from __future__ import annotations

import pytest

import game
from game.examples import count_moves, example_of, examples, free_cells, teaching_moments
from game.pages import pages_of
from game.replay import Replay
from tools.examples import with_cell_take_back
from ui.app import App
from ui.examples_page import captions, examples_page, final_score
from ui.texts import Texts

GAMES = game.game_names()


@pytest.mark.parametrize("name", GAMES)
def test_each_example_is_a_win_that_shows_every_moment_of_its_game(name: str) -> None:
    """The example replays through the engine to a win, with each moment of its game at least once."""
    example = example_of(name)
    assert example is not None and game.find_variant(example.key).game == name
    replay = Replay(game.new_game(example.code), example.moves)
    replay.seek(len(replay))
    assert replay.game.won
    taught = [moment.name for moment in pages_of(name).moments]
    assert [moment.name for moment in teaching_moments(example)] == taught


def test_the_forty_thieves_score_is_1040_plus_5_per_waste_card_minus_5_per_take_back() -> None:
    """The final score the page explains is the engine's."""
    example = example_of("forty-thieves")
    assert example is not None
    replay = Replay(game.new_game(example.code), example.moves)
    replay.seek(len(replay))
    waste, backs = count_moves(example, "waste", "column"), count_moves(example, "foundation", "column")
    assert replay.game.score == 1040 + 5 * waste - 5 * backs
    english = game.i18n.catalogue("en")
    assert final_score(ui_texts("en"), example) == english.text(
        "example-final", waste=waste, backs=backs, score=replay.game.score
    )


def test_the_eight_off_king_run_shows_the_group_limit_with_two_free_cells() -> None:
    """The king run moves while exactly 2 cells are free, within the limit the caption states."""
    example = example_of("eight-off")
    assert example is not None
    moment = next(moment for moment in teaching_moments(example) if moment.name == "king-run")
    replay = Replay(game.new_game(example.code), example.moves)
    replay.seek(moment.step - 1)
    assert free_cells(replay.game) == 2
    text = captions(ui_texts("en"), example)[moment.step]
    assert "at most 3 cards" in text and moment.move.count <= 3


def test_a_cell_take_back_is_added_where_a_player_could_make_it_and_the_game_still_wins() -> None:
    """tools/examples.py puts a card back to a cell and up again at the first chance; still a win."""
    example = example_of("eight-off")
    assert example is not None
    without = example.__class__(example.key, example.code, tuple(
        move for index, move in enumerate(example.moves) if index not in take_back_pair(example)
    ))  # fmt: skip
    again = with_cell_take_back(without)
    assert again.moves == example.moves


def take_back_pair(example: game.examples.Example) -> set[int]:
    """The indices of the cell take-back and of the move that plays the card back up."""
    moment = next(moment for moment in teaching_moments(example) if moment.name == "take-back-to-cell")
    return {moment.step - 1, moment.step}


def ui_texts(language: str) -> Texts:
    """The page's texts of a language."""
    return Texts(language)


@pytest.mark.parametrize("language", game.LANGUAGES)
@pytest.mark.parametrize("name", GAMES)
def test_the_examples_page_in_every_language(language: str, name: str) -> None:
    """A title, an introduction, one captioned step per moment, the play link and the watch button; no empty text."""
    record = game.variants_of(name)[0]
    nodes = examples_page(ui_texts(language), record)
    words = game.i18n.catalogue(language)
    assert nodes[0]["tag"] == "h2" and nodes[0]["text"] == words.text("examples-title", game=words.text(record.name_id))
    steps = next(node for node in nodes if node["tag"] == "ol")["children"]
    example = example_of(name)
    assert example is not None
    assert len(steps) == len({moment.step for moment in teaching_moments(example)})
    assert all(step["text"] and "{" not in step["text"] for step in steps)  # type: ignore[index, operator]
    buttons = nodes[-1]["children"]
    assert buttons[0]["attrs"] == {"type": "button", "data-watch": name}  # type: ignore[index]
    assert buttons[1]["attrs"]["data-code"] == example.code  # type: ignore[index]


def test_watching_an_example_replays_it_with_captions_and_leaves_the_game_alone() -> None:
    """`examples-watch` shows the example as a replay; the caption is on the moment's step; exit restores the game."""
    app = App({}, ["en"], ["examples"])
    app.boot("#EO1-C4-AAAAAFA")
    state = app.saved_game()
    window = app.handle({"do": "open", "window": "examples"})["window"]
    assert window["name"] == "examples" and window["game"] == "eight-off"
    view = app.handle({"do": "examples-watch", "game": "forty-thieves"})
    example = examples()["forty-thieves"]
    assert view["replay"]["position"] == f"0 / {len(example.moves)}"
    assert view["counters"]["code"] == example.code
    first = teaching_moments(example)[0]
    for _ in range(first.step):
        view = app.handle({"do": "replay-step"})
    assert view["replay"]["caption"] == captions(ui_texts("en"), example)[first.step]
    assert view["replay"]["caption"] in view["say"]["text"]
    assert view["counters"]["score"] == "15" or view["counters"]["score"].isdigit()
    app.handle({"do": "replay-exit"})
    assert app.saved_game() == state


def test_a_playing_example_pauses_at_each_caption_until_the_player_goes_on() -> None:
    """Played, the Examples replay stops on every captioned step and keeps its caption until Play is pressed."""
    app = App({}, ["en"], ["examples"])
    app.boot("#EO1-C8-AAAAAFA")
    example = examples()["eight-off"]
    steps = sorted(captions(ui_texts("en"), example))
    view = app.handle({"do": "examples-watch", "game": "eight-off"})
    assert view["replay"]["captioned"] and view["replay"]["caption"] == ""
    for step in steps:
        view = app.handle({"do": "replay-play"})
        while view["replay"]["playing"]:
            view = app.handle({"do": "replay-tick"})
        assert view["replay"]["position"] == f"{step} / {len(example.moves)}"
        assert view["replay"]["caption"] == captions(ui_texts("en"), example)[step]
        assert app.handle({"do": "replay-tick"})["replay"]["position"] == f"{step} / {len(example.moves)}"


@pytest.mark.parametrize("language", game.LANGUAGES)
def test_a_watched_example_ends_on_its_final_score(language: str) -> None:
    """The last step of a watched example with a final score (Forty Thieves') is captioned with how it adds up."""
    app = App({}, [language], ["examples"])
    app.boot("#EO1-C8-AAAAAFA")
    for name in GAMES:
        example = examples()[name]
        final = final_score(ui_texts(language), example)
        view = app.handle({"do": "examples-watch", "game": name})
        for _ in example.moves:
            view = app.handle({"do": "replay-step"})
        assert view["replay"]["atEnd"]
        assert view["replay"]["caption"].endswith(final), name
        assert final in view["say"]["text"]
        assert bool(final) == (pages_of(name).final_score is not None)
    assert final_score(ui_texts(language), examples()["forty-thieves"])
