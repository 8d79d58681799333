"""What the page's windows show: New Game, Settings, Statistics, Keys, Rules, FAQ and the win panel's statistics.

Pure Python. Each function returns the data that fills one `<dialog>` template of index.html;
the renderer writes it as plain text. What the player chooses in a window comes back as an
intent (ui.app).
"""

from __future__ import annotations

import datetime

import game
from game.certified import daily_variants
from game.describe import describe_parts
from game.i18n import LANGUAGE_NAMES, LANGUAGES
from ui.contract import View, Window
from ui.examples_page import examples_page
from ui.faq_page import faq_page
from ui.rules_page import make, odds_bounds, rules_page
from ui.stored_settings import Settings
from ui.stored_stats import WINNABLE, Daily, Record, Statistics, base_variant, day_before
from ui.texts import Texts

KEYS = ("tab", "arrows", "enter", "shift-enter", "space", "escape", "d", "undo", "redo", "n", "b", "question")
STAT_ROWS = ("played", "won", "win_rate", "best_score", "fewest_moves", "streak", "best_streak")
DAILY_ROWS = ("played", "won", "streak", "best_streak")
CALENDAR_DAYS = 30


def new_game_window(texts: Texts, current: game.Game, settings: Settings) -> View:
    """The New Game window: every game with its line and odds, the one on screen chosen, its cells, the dailies."""
    record = current.record
    return {
        "name": Window.NEW_GAME,
        "game": record.game,
        "cells": record.cells,
        "games": [game_choice(texts, family[0]) for family in games()],
        "dailies": [{"game": daily.game, "label": texts.text(daily.name_id)} for daily in daily_variants()],
        "winnable": settings.winnable,
    }


def games() -> list[tuple[game.VariantRecord, ...]]:
    """The registry's games, each as its variants (the standard one first), in the registry's order."""
    return [game.variants_of(name) for name in game.game_names()]


def game_choice(texts: Texts, standard: game.VariantRecord) -> View:
    """One game of the chooser: its name, its line, the odds of its standard variant, and its cell choices."""
    family = game.variants_of(standard.game)
    bounds = odds_bounds(texts, standard.key)
    return {
        "game": standard.game,
        "name": texts.text(standard.name_id),
        "line": texts.text(f"{standard.name_id}-line"),
        "odds": texts.text("chooser-odds", **bounds) if bounds else "",
        "cells": [variant.cells for variant in family if variant.cells] if len(family) > 1 else [],
    }


def settings_window(texts: Texts, settings: Settings) -> View:
    """The Settings window showing the current settings; the language menu names each language in itself."""
    languages: list[View] = [{"value": "", "label": texts.text("theme-system")}]
    languages += [{"value": language, "label": LANGUAGE_NAMES[language], "lang": language} for language in LANGUAGES]
    return {
        "name": Window.SETTINGS,
        "languages": languages,
        "language": settings.language or "",
        "doubleTap": settings.double_tap,
        "autoPlacement": settings.auto_placement,
        "motion": settings.motion,
        "fourColour": settings.four_colour,
        "theme": settings.theme,
    }


def stat_rows(texts: Texts, record: Record) -> list[View]:
    """One variant's statistics as rows of a description list: which statistic, its label and its value."""
    none = texts.text("stats-none")
    values = {
        "played": str(record.played),
        "won": str(record.won),
        "win_rate": none if record.win_rate is None else texts.text("percent", value=round(100 * record.win_rate)),
        "best_score": str(record.best_score),
        "fewest_moves": none if record.fewest_moves is None else str(record.fewest_moves),
        "streak": str(record.streak),
        "best_streak": str(record.best_streak),
    }
    return [
        {"stat": row, "label": texts.text(f"stats-{row.replace('_', '-')}"), "value": values[row]} for row in STAT_ROWS
    ]


def stats_window(texts: Texts, stats: Statistics, key: str, today: str) -> View:
    """The Statistics window on one key (a variant, or its winnable deals), and the deals of the day."""
    variants = [{"key": record.key, "label": texts.variant_name(record)} for record in game.VARIANTS.values()]
    return {
        "name": Window.STATS,
        "variants": variants,
        "selected": base_variant(key),
        "winnable": key.endswith(WINNABLE),
        "rows": stat_rows(texts, stats.records[key]),
        "daily": daily_rows(texts, stats.daily, today),
        "calendar": calendar_days(texts, stats.daily, today),
    }


def daily_rows(texts: Texts, daily: Daily, today: str) -> list[View]:
    """The deals of the day as rows of a description list: played, won, the streak and the best one."""
    values = {"played": daily.played, "won": daily.won, "streak": daily.streak(today), "best_streak": daily.best_streak}
    return [
        {"stat": row, "label": texts.text(f"daily-{row.replace('_', '-')}"), "value": str(values[row])}
        for row in DAILY_ROWS
    ]


def calendar_days(texts: Texts, daily: Daily, today: str) -> list[View]:
    """The last 30 local dates, oldest first: each won, played or not played, in words for screen readers too."""
    dates = [today]
    while len(dates) < CALENDAR_DAYS:
        dates.append(day_before(dates[-1]))
    days = []
    for date in reversed(dates):
        played = daily.days.get(date, {})
        states = [played.get(record.key, "none") for record in daily_variants()]
        games = [
            texts.text(f"calendar-{state}", game=texts.text(record.name_id))
            for record, state in zip(daily_variants(), states, strict=True)
        ]
        state = "won" if "won" in states else "played" if "played" in states else "none"
        days.append(
            {
                "date": date,
                "day": str(datetime.date.fromisoformat(date).day),
                "state": state,
                "label": texts.text("calendar-day", date=texts.date(date), games=", ".join(games)),
                "today": date == today,
            }
        )
    return days


def keys_window(texts: Texts) -> View:
    """The list of keys: each key and what it does."""
    return {
        "name": Window.KEYS,
        "rows": [{"key": texts.text(f"key-{key}"), "does": texts.text(f"keys-{key}")} for key in KEYS],
    }


def rules_window(texts: Texts, record: game.VariantRecord) -> View:
    """The Rules page of a variant's game in the player's language."""
    return {"name": Window.RULES, "game": record.rules_page, "nodes": rules_page(texts, record)}


def examples_window(texts: Texts, record: game.VariantRecord) -> View:
    """The Examples page of a variant's game in the player's language."""
    return {"name": Window.EXAMPLES, "game": record.game, "nodes": examples_page(texts, record)}


def faq_window(texts: Texts) -> View:
    """The FAQ page in the player's language."""
    return {"name": Window.FAQ, "nodes": faq_page(texts)}


def describe_window(texts: Texts, current: game.Game) -> View:
    """The board in words on screen: the stock, foundations and cells each a paragraph, then each column."""
    *heads, columns = describe_parts(current, texts.language)
    paragraphs = [separator.join(items) for separator, items in heads] + columns[1]
    paragraphs = [f"{paragraph[:1].upper()}{paragraph[1:]}." for paragraph in paragraphs]
    return {"name": Window.DESCRIBE, "nodes": [make("p", paragraph) for paragraph in paragraphs]}


def win_panel(texts: Texts, current: game.Game, stats: Statistics, key: str) -> View | None:
    """The win message with score and moves, and the statistics `key` of the game just won (None before a win).

    The move counter also counts actions taken back, the replay only the line that won: when
    they differ, the message says what each counts.
    """
    if not current.won:
        return None
    text = texts.text("win-text", score=current.score, moves=texts.moves(current.moves))
    actions = len(current.log) if current.log is not None else current.moves
    if actions != current.moves:
        text += " " + texts.text("win-undone", actions=texts.text("actions-count", count=actions))
    return {
        "text": text,
        "rows": stat_rows(texts, stats.records[key]),
        "replayable": current.code is not None and current.log is not None,
    }
