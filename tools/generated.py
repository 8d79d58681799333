"""The files the build writes rather than copies: the page's card sprite, and the filled-in scripts.

contract.js gets the names the page shares with its Python, boot-text.js the boot messages of
every language, first-view.js the views Python answers a first visit with (and the page its
first-visit board, tools/first_board.py).
"""

from __future__ import annotations

import json
import os
import re
import runpy
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

from tools import first_board
from tools.python_bundle import CARD_SPRITE, PAGE_PACKAGES
from tools.site_files import ROOT

CARD_SPRITE_PLACEHOLDER = "<!-- card sprite: build.py puts static/img/cards.svg's symbols here -->"
BOOT_TEXT_SCRIPT = "static/js/boot-text.js"
# boot-text.js's name -> catalogue id
BOOT_MESSAGES = {"starting": "starting", "failed": "boot-failed", "queued": "boot-queued"}
FIRST_VIEW_SCRIPT = "static/js/first-view.js"
CONTRACT_SCRIPT = "static/js/contract.js"
CONTRACT_MODULE = ROOT / "static" / "py" / "ui" / "contract.py"  # the names the script is filled with
PAGE = ROOT / "index.html"
FIRST_BOARD_LANGUAGE = "en"  # the language index.html is written in


def inline_card_sprite(dist: Path) -> None:
    """Put the card sprite's symbols into the built page, where the cards' `<use href="#card-AS">` find them.

    A `<use>` naming a symbol of another document made Chromium parse that whole 200 KB document
    again for most new card elements: 15-35 ms of the main thread after a tap, traced at
    1280x900, which pushed the next tap's frame late. In the page, the symbols are parsed once.
    """
    page = dist / "index.html"
    text = page.read_text(encoding="utf-8")
    symbols = re.findall(r"<symbol\b.*?</symbol>", CARD_SPRITE.read_text(encoding="utf-8"), re.S)
    if text.count(CARD_SPRITE_PLACEHOLDER) != 1 or not symbols:
        raise RuntimeError(f"index.html: expected one {CARD_SPRITE_PLACEHOLDER!r} and {CARD_SPRITE} to hold symbols")
    page.write_text(text.replace(CARD_SPRITE_PLACEHOLDER, "".join(symbols)), encoding="utf-8")


def filled_constants(source: Path, values: dict[str, str]) -> str:
    """A script's text, each line starting with a declaration of `values` replaced by that declaration's value."""
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
    for declaration, value in values.items():
        found = [index for index, line in enumerate(lines) if line.startswith(declaration)]
        if len(found) != 1:
            raise RuntimeError(f"{source.name}: expected one line starting {declaration!r}")
        lines[found[0]] = f"{declaration}{value};\n"
    return "".join(lines)


def fill_constants(source: Path, target: Path, values: dict[str, str]) -> None:
    """Copy a script to `target` with the values of its declarations filled in (`filled_constants`)."""
    target.write_text(filled_constants(source, values), encoding="utf-8")


def write_boot_texts(dist: Path) -> None:
    """Fill the boot text script with its messages (BOOT_MESSAGES) in every language (game/locales)."""
    from game.i18n import CATALOGUES  # noqa: PLC0415 (the build imports the catalogues only here)

    texts = {
        language: {name: messages[message_id] for name, message_id in BOOT_MESSAGES.items()}
        for language, messages in CATALOGUES.items()
    }
    fill_constants(ROOT / BOOT_TEXT_SCRIPT, dist / BOOT_TEXT_SCRIPT, {"const TEXTS = ": json.dumps(texts)})


def write_contract(dist: Path) -> None:
    """Fill the contract script with the names the page shares with its Python (static/py/ui/contract.py)."""
    contract = runpy.run_path(str(CONTRACT_MODULE))  # plain Python: no import path needed
    fill_constants(ROOT / CONTRACT_SCRIPT, dist / CONTRACT_SCRIPT, contract["javascript_constants"]())


def write_first_views(dist: Path) -> None:
    """Fill the first-view script with the views Python answers a first visit with (`first_views`), each
    language's as JSON text, and write the first-visit board into the page, in the page's own
    language (tools/first_board.py).

    They are computed by the page's own package, `ui`, in a Python that imports it from static/py
    as the page does (beside the engine), so the build's interpreter never imports the page.
    """
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(PAGE_PACKAGES)])}
    script = "import json; from tools import generated; print(json.dumps(generated.first_views()))"
    answer = subprocess.run(
        [sys.executable, "-c", script], env=environment, stdout=subprocess.PIPE, text=True, check=True
    )
    every_language = json.loads(answer.stdout)
    first_board.write_first_board(dist, every_language[FIRST_BOARD_LANGUAGE]["deals"])
    texts = [
        f"{json.dumps(language)}:{single_quoted(json.dumps(views, ensure_ascii=False, separators=(',', ':')))}"
        for language, views in every_language.items()
    ]
    fill_constants(ROOT / FIRST_VIEW_SCRIPT, dist / FIRST_VIEW_SCRIPT, {"const VIEWS = ": "{" + ",".join(texts) + "}"})


def single_quoted(text: str) -> str:
    """`text` as a single-quoted JavaScript string (JSON's many double quotes need no escape there)."""
    escaped = text.replace("\\", "\\\\").replace("'", "\\'")
    return "'" + escaped.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029") + "'"


class TextIds(HTMLParser):
    """Collects, in page order, the ids of the fixed texts a page names (`data-text`, `data-text-title`, ...)."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: dict[str, None] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Remember the text ids of an element."""
        for name, value in attrs:
            if name.startswith("data-text") and value:
                self.ids.setdefault(value, None)


def page_text_ids(page: Path) -> list[str]:
    """The text ids `page` names, as static/js/page.js hands them to Python."""
    parser = TextIds()
    parser.feed(page.read_text(encoding="utf-8"))
    return list(parser.ids)


def first_views() -> dict[str, dict[str, object]]:
    """The views Python answers a first visit with: each first visit's deal, in every language.

    The texts and card names come once per language, so the page paints a first visit's board
    before Python has started. Needs the page's package (static/py) on the import path.
    """
    from game.i18n import CATALOGUES  # noqa: PLC0415 (the page's package is imported only here)
    from ui.app import App  # noqa: PLC0415
    from ui.session import FIRST_VISIT_DEALS  # noqa: PLC0415

    text_ids = page_text_ids(PAGE)
    views: dict[str, dict[str, object]] = {}
    for language in CATALOGUES:
        deals = [App({}, [language], text_ids).boot("", code) for code in FIRST_VISIT_DEALS]
        views[language] = {"texts": deals[0]["texts"], "cardNames": deals[0]["cardNames"], "deals": deals}
        for view in deals:
            del view["texts"], view["cardNames"]
    return views
