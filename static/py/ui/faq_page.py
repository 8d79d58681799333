"""The FAQ page: one question and its answer per topic, from the catalogue's `faq-…` texts.

Built like the Rules pages (ui.rules_page): a tree of plain nodes, a title, then a section per
topic with its question as a heading and its answer as paragraphs and lists, so that screen
readers can move from question to question.
"""

from __future__ import annotations

from ui.rules_page import Node, make, prose
from ui.texts import Texts

TOPICS = ("codes", "undo", "scoring", "hints", "winnable", "offline", "storage")


def faq_page(texts: Texts) -> list[Node]:
    """The FAQ in the player's language as nodes: its title, then each topic's question and answer."""
    nodes = [make("h2", texts.text("faq-title"), id="faq-title")]
    for topic in TOPICS:
        question = make("h3", texts.text(f"faq-{topic}"))
        nodes.append(make("section", "", question, *prose(texts.text(f"faq-{topic}-answer")), data_topic=topic))
    return nodes
