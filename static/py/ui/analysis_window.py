"""The analysis window and the recent games' rows, in the player's language. Pure Python.

The window is a page of nodes (ui.rules_page.make) whose first node carries the contract the tests
read: `data-testid="analysis"` with `data-verdict` (running, won, impossible, unknown),
`data-lost-at` (the 1-based action whose result had no win; 0 when the deal has none) or
`data-still-winnable`; `failed` when the worker could not answer. Its buttons name their
intent in `data-analysis` (watch, cancel): Cancel is the one way to stop the analysis, and the
window's own close control (its ×) the one way to close it.
"""

from __future__ import annotations

import game
from game.replay import Replay
from ui import announce
from ui.contract import AnalysisAction, View, Window
from ui.rules_page import Node, make
from ui.stored_recent import RecentGame
from ui.texts import Texts


def recent_rows(texts: Texts, games: tuple[RecentGame, ...]) -> list[View]:
    """The Statistics window's list of recent games: each entry's words, id and code (newest first)."""
    return [
        {
            "id": entry.id,
            "code": entry.code,
            "text": texts.text(
                "recent-entry",
                date=texts.date(entry.date),
                game=texts.variant_name(entry.record),
                code=entry.code,
                result=texts.text(f"recent-{entry.result}"),
                score=entry.score,
                moves=texts.moves(entry.moves),
            ),
            "analyse": texts.text("analyse"),
            "playAgain": texts.text("recent-play-again"),
        }
        for entry in games
    ]


def analysis_window(texts: Texts, entry: RecentGame, *, failed: str | None = None) -> View:
    """The analysis of one ended playing: running (no answer stored yet), its answer, or why it failed."""
    title = make("h2", texts.text("analysis-title"), id="analysis-title")
    summary = texts.text(
        "analysis-game",
        game=texts.variant_name(entry.record),
        code=entry.code,
        moves=texts.moves(entry.moves),
        score=entry.score,
    )
    answer = entry.analysis
    if failed is not None:
        body = [make("p", texts.text("analysis-failed", reason=failed), role="alert")]
        attrs = {"data_verdict": "failed"}
    elif answer is None:
        body = [make("p", texts.text("analysis-running"), role="status"), buttons(texts, watch=False, cancel=True)]
        attrs = {"data_verdict": "running"}
    else:
        body = [*answer_paragraphs(texts, entry, answer), buttons(texts, watch=answer["takeover"] is not None)]
        attrs = {"data_verdict": str(answer["deal"])}
        if answer["lost_at"] is not None:
            attrs["data_lost_at"] = str(answer["lost_at"])
        elif answer["still_winnable"]:
            attrs["data_still_winnable"] = ""
    root = make("div", "", title, make("p", summary), *body, data_testid="analysis", data_entry=entry.id, **attrs)
    return {"name": Window.ANALYSIS, "nodes": [root]}


def buttons(texts: Texts, *, watch: bool, cancel: bool = False) -> Node:
    """The window's actions: watch a winning line (when one is known), cancel (while it runs)."""
    actions = []
    if watch:
        actions.append(make("button", texts.text("analysis-watch"), type="button", data_analysis=AnalysisAction.WATCH))
    if cancel:
        cancel_label = texts.text("analysis-cancel")
        actions.append(make("button", cancel_label, type="button", data_analysis=AnalysisAction.CANCEL))
    return make("p", "", *actions, class_="dialog-actions")


def answer_paragraphs(texts: Texts, entry: RecentGame, answer: dict[str, object]) -> list[Node]:
    """The answer in words: the deal, the player's line, how many positions the solver examined."""
    paragraphs = [texts.text(f"analysis-deal-{answer['deal']}")]
    if entry.result == "won":
        paragraphs.append(texts.text("analysis-you-won"))
    elif answer["deal"] != "impossible":
        paragraphs.append(line_text(texts, entry, answer))
    paragraphs.append(texts.text("analysis-positions", count=answer["solved"]))
    return [make("p", paragraph) for paragraph in paragraphs]


def line_text(texts: Texts, entry: RecentGame, answer: dict[str, object]) -> str:
    """Where the player's line stopped being winnable, as far as the solver could tell."""
    lost_at, between = answer["lost_at"], answer["lost_between"]
    if isinstance(lost_at, int):
        return texts.text("analysis-lost-at", number=lost_at, action=action_words(texts, entry, lost_at))
    if isinstance(between, list):
        return texts.text("analysis-lost-between", first=between[0], last=between[1])
    if answer["still_winnable"]:
        return texts.text("analysis-still-winnable")
    if answer["still_winnable"] is False:
        return texts.text("analysis-line-lost-unknown")
    return texts.text("analysis-line-unknown")


def action_words(texts: Texts, entry: RecentGame, number: int) -> str:
    """The player's action `number` (1-based) in words ("9 of spades to column 3")."""
    replay = Replay.from_text(entry.code, entry.actions)
    replay.seek(number)
    move = replay.moves[number - 1]
    if move == game.moves.DRAW:
        return texts.text("action-draw", card=texts.card(replay.game.piles["waste"][-1]))
    return announce.action_text(texts, replay.game, move)


def winning_line_captions(texts: Texts, takeover: int) -> dict[int, str]:
    """The caption that marks where the solver takes over the line shown."""
    return {takeover: texts.text("analysis-takeover" if takeover else "analysis-from-start")}
