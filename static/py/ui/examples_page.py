"""The Examples page of each game: a won game, its teaching moments captioned, the final score explained.

Pure Python. The game is game.examples' example of the game, replayed through the engine (a
game.replay.Replay) to read what each moment did: the cards that moved, the score after it, the
free cells and empty columns before it. Which moments a game teaches, and how its final score
adds up, are its game's pages (game.pages.GamePages): this module names no game. The page
is a tree of plain nodes (ui.rules_page.make); its "Watch" button shows the same replay on the
board with the captions at their steps and the final score at the last, and its "Play" link
starts the deal itself.
"""

from __future__ import annotations

import game
from game.examples import Example, Moment, empty_columns, example_of, free_cells, teaching_moments
from game.pages import pages_of
from game.replay import Replay
from game.variants import group_limit
from ui.rules_page import Node, make
from ui.texts import Texts


def replay_of(example: Example) -> Replay:
    """The example as a replay at its deal."""
    return Replay(game.new_game(example.code), example.moves)


def caption(texts: Texts, replay: Replay, moment: Moment) -> str:
    """What one teaching moment shows, read from the positions before and after it."""
    move = moment.move
    replay.seek(moment.step - 1)
    before = replay.game
    cells = free_cells(before)
    other_empty = empty_columns(before, besides=move.target)
    replay.seek(moment.step)
    after = replay.game
    cards = texts.run(after.piles[move.target][-move.count :])
    number = move.target.rpartition("-")[2]
    text = texts.text(
        f"example-{moment.name}",
        cards=cards,
        number=number,
        score=after.score,
        cells=cells,
        limit=group_limit(cells, other_empty),
    )
    return text[:1].upper() + text[1:]


def captions(texts: Texts, example: Example) -> dict[int, str]:
    """The caption of each step that shows a moment (two moments of one step share it)."""
    replay = replay_of(example)
    shown: dict[int, list[str]] = {}
    for moment in teaching_moments(example):
        shown.setdefault(moment.step, []).append(caption(texts, replay, moment))
    return {step: " ".join(parts) for step, parts in shown.items()}


def watched_captions(texts: Texts, example: Example) -> dict[int, str]:
    """The captions of the example watched on the board: the moments', then the final score at the last step."""
    shown = captions(texts, example)
    if final := final_score(texts, example):
        last = len(example.moves)
        shown[last] = " ".join(filter(None, (shown.get(last), final)))
    return shown


def final_score(texts: Texts, example: Example) -> str:
    """How the example's final score adds up, as its game's pages tell it, or '' for a game that does not."""
    explain = pages_of(game.find_variant(example.key).game).final_score
    if explain is None:
        return ""
    message_id, values = explain(example)
    return texts.text(message_id, **values)


def examples_page(texts: Texts, record: game.VariantRecord) -> list[Node]:
    """The page's nodes: title, introduction, the captioned steps, the final score, the buttons."""
    example = example_of(record.game)
    title = make("h2", texts.text("examples-title", game=texts.text(record.name_id)), id="examples-title")
    if example is None:
        return [title, make("p", texts.text("examples-none"))]
    steps = [
        make("li", texts.text("examples-step", step=step, text=text))
        for step, text in sorted(captions(texts, example).items())
    ]
    nodes = [
        title,
        make("p", texts.text("examples-intro", code=example.code, count=len(example.moves))),
        make("ol", "", *steps, class_="example-steps"),
    ]
    if final := final_score(texts, example):
        nodes.append(make("p", final))
    buttons = make(
        "p",
        "",
        make("button", texts.text("examples-watch"), type="button", data_watch=record.game),
        make("a", texts.text("examples-play"), href=f"#{example.code}", data_code=example.code, class_="example"),
        class_="dialog-actions",
    )
    return [*nodes, buttons]
