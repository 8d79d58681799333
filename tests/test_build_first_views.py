"""The first visits' views the build writes into static/js/first-view.js: one JSON text per language."""

from __future__ import annotations

import json
import re
from pathlib import Path

from game.i18n import LANGUAGES
from ui.session import FIRST_VISIT_DEALS

VIEWS_LINE = re.compile(r"^const VIEWS = (.*);$", re.MULTILINE)


def test_each_language_has_its_first_views_as_json_text(site_dir: Path) -> None:
    """VIEWS maps every language to a string (a returning visit parses none of them) holding the views of every
    first visit's deal, with the language's texts and card names once."""
    script = (site_dir / "static" / "js" / "first-view.js").read_text(encoding="utf-8")
    found = VIEWS_LINE.search(script)
    assert found is not None
    entries = re.findall(r"\"(\w+)\":'((?:[^'\\]|\\.)*)'", found[1])
    assert [language for language, _ in entries] == list(LANGUAGES)
    for language, text in entries:
        views = json.loads(re.sub(r"\\([\\'])", r"\1", text))
        assert [view["counters"]["code"] for view in views["deals"]] == list(FIRST_VISIT_DEALS), language
        assert views["texts"]["undo"] and len(views["cardNames"]) == 52, language
