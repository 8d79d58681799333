"""The FAQ page and the measured odds of the Rules pages, as the page's Python builds them.

The odds are checked against game/certified/stats.json as it stands (the certify tool keeps adding
deals), never against numbers written here.
"""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import game
import game.certified
from game.certified import Measured, read_measured
from game.i18n import LANGUAGES, catalogue, number_text
from tests.support.page_app import booted, walk
from tools import python_bundle as build
from ui.rules_page import bound_in_tenths

STATS_PATH = Path(game.certified.__file__).parent / "stats.json"
# The FAQ's topics, in the order the page shows them.
TOPICS = ["codes", "undo", "scoring", "hints", "winnable", "offline", "storage"]
# A deal of each game, whose Rules page the FAQ links to.
RULES_CODES = {
    name: f"#{game.variants_of(name)[-1].prefix}-{game.variants_of(name)[-1].part}-AAAAAAA"
    for name in game.game_names()
}


def open_window(language: str, name: str, fragment: str = "#FT1-N-AAAAAAA") -> dict[str, Any]:
    """The window data the page gets when a player of `language` opens window `name` on a deal."""
    window: dict[str, Any] = booted(fragment, languages=(language,)).handle({"do": "open", "window": name})["window"]
    return window


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_faq_is_a_document_with_a_question_per_topic(language: str) -> None:
    """The FAQ: one h2 title, then a section per topic with its question as an h3 and a non-empty answer."""
    words = catalogue(language)
    faq = open_window(language, "faq")
    assert faq["name"] == "faq"
    title, *sections = faq["nodes"]
    assert title == {"tag": "h2", "text": words.text("faq-title"), "attrs": {"id": "faq-title"}}
    assert [section["attrs"]["data-topic"] for section in sections] == TOPICS
    for section in sections:
        question, *answer = section["children"]
        assert question["tag"] == "h3" and question["text"].endswith("?")
        assert answer and {node["tag"] for node in answer} <= {"p", "ul"}
    nodes = walk(faq["nodes"])
    assert [node["tag"] for node in nodes].count("h2") == 1
    assert [node["tag"] for node in nodes].count("h3") == len(TOPICS)
    assert all(node["text"].strip() for node in nodes if node["tag"] in ("h2", "h3", "p", "li"))


def expected_percent(language: str, part: int, tried: int, *, up: bool) -> str:
    """A bound as the Rules page should write it: one decimal under 10 %, else a whole percent, rounded outwards."""
    words = catalogue(language)
    exact = Fraction(100 * part, tried)
    decimal_mark = words.text("decimal", whole=0, tenth=0)[1]
    if exact < 10:
        tenths = math.ceil(10 * exact) if up else math.floor(10 * exact)
        value = f"{tenths // 10}{decimal_mark}{tenths % 10}"
    else:
        value = str(math.ceil(exact) if up else math.floor(exact))
    return words.text("percent", value=value)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", sorted(RULES_CODES))
def test_each_rules_page_shows_the_odds_of_stats_json(language: str, page: str) -> None:
    """Each variant of the game that stats.json lists has its line: deals tried, at least the share won, at most
    the share won or unknown."""
    words = catalogue(language)
    stats = json.loads(STATS_PATH.read_text(encoding="utf-8"))
    rules = open_window(language, "rules", RULES_CODES[page])
    lines = {
        node["attrs"]["data-variant"]: node["text"]
        for node in walk(rules["nodes"])
        if node.get("attrs", {}).get("class") == "odds"
    }
    variants = [record for record in game.variants_of(page) if record.key in stats["variants"]]
    assert variants and list(lines) == [record.key for record in variants]
    for record in variants:
        entry = stats["variants"][record.key]
        values: dict[str, object] = {
            "count": entry["tried"],
            "least": expected_percent(language, entry["won"], entry["tried"], up=False),
            "most": expected_percent(language, entry["won"] + entry["unknown"], entry["tried"], up=True),
        }
        if record.cells:
            values["cells"] = words.text("free-cells", count=record.cells)
        assert lines[record.key] == words.text(f"odds-bounds-{page}", **values)
        assert number_text(language, entry["tried"]) in lines[record.key]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rules_page_ends_with_a_link_to_the_faq(language: str) -> None:
    """The last node of each Rules page holds a link that names the FAQ window, in the player's language."""
    for fragment in RULES_CODES.values():
        last = open_window(language, "rules", fragment)["nodes"][-1]
        link = last["children"][0]
        assert link["tag"] == "a" and link["attrs"]["data-window"] == "faq"
        assert link["text"] == catalogue(language).text("rules-faq-link")


def test_the_bounds_are_rounded_outwards_to_what_a_reader_needs() -> None:
    """A tenth of a percent under 10 %, whole percents above; a lower bound rounds down, an upper bound up."""
    assert bound_in_tenths(0, 500, up=False) == bound_in_tenths(0, 500, up=True) == 0
    assert (bound_in_tenths(1, 100_000, up=False), bound_in_tenths(1, 100_000, up=True)) == (0, 1)
    assert (bound_in_tenths(185, 2138, up=False), bound_in_tenths(185, 2138, up=True)) == (86, 87)
    assert (bound_in_tenths(500, 3613, up=False), bound_in_tenths(500, 3613, up=True)) == (130, 140)
    assert (bound_in_tenths(1000, 1006, up=False), bound_in_tenths(1000, 1006, up=True)) == (990, 1000)
    assert bound_in_tenths(7, 7, up=False) == bound_in_tenths(7, 7, up=True) == 1000
    assert bound_in_tenths(1, 10, up=False) == bound_in_tenths(1, 10, up=True) == 100


def test_the_reader_of_the_measured_odds(tmp_path: Path) -> None:
    """No file: nothing measured. A file: tried, won and unknown per variant that tried any."""
    path = tmp_path / "stats.json"
    assert read_measured(path) == {}
    variants = {
        "eight-off-8": {"tried": 10, "won": 9, "unknown": 0},
        "forty-thieves": {"tried": 4, "won": 1, "unknown": 2},
    }
    variants["eight-off-2"] = {"tried": 0, "won": 0, "unknown": 0}
    path.write_text(json.dumps({"variants": variants}), encoding="utf-8")
    assert read_measured(path) == {"eight-off-8": Measured(10, 9, 0), "forty-thieves": Measured(4, 1, 2)}
    assert game.certified.measured("no-such-variant") is None


def test_without_measured_odds_the_rules_page_has_no_odds_section(monkeypatch: pytest.MonkeyPatch) -> None:
    """A build without stats.json shows the Rules page without its odds section, and still with the FAQ link."""
    monkeypatch.setattr(game.certified, "measured_stats", dict)
    rules = open_window("en", "rules")
    sections = [node["attrs"]["data-section"] for node in rules["nodes"] if node["tag"] == "section"]
    assert "odds" not in sections and "scoring" in sections
    assert rules["nodes"][-1]["children"][0]["attrs"]["data-window"] == "faq"


def test_the_site_ships_stats_json() -> None:
    """build.py ships stats.json as it is, beside the certified codes, among the page's files."""
    files = build.certified_data()
    assert files["game/certified/stats.json"] == STATS_PATH.read_text(encoding="utf-8")
    assert "game/certified/forty-thieves.txt" in files
