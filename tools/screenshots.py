"""Screenshots of the built site for people to review (not a test): both games, both themes, phone and desktop.

    .venv/bin/python -m tools.screenshots [--out /tmp/solitaire-shots] [--no-build]

Builds the site (unless --no-build), serves it on loopback, and writes one PNG per game, theme
and screen size, plus a few states worth a look (a long column, a drag, a keyboard pick-up, the
win panel, the Rules page, a phone in landscape), into a folder outside git.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

import game
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.pages import card_point, eo_near_won, ft_layout, show_layout, wait_ready
from tools.serve import serve_dist

ROOT = Path(__file__).resolve().parent.parent

SCREENS = {"phone": (390, 844), "desktop": (1440, 900), "landscape": (844, 390), "small": (360, 640)}
GAMES = {"forty-thieves": "FT1-N-EXAMPLE", "eight-off-8": "EO1-C8-EXAMPLE", "eight-off-2": "EO1-C2-EXAMPLE"}


def long_column() -> game.Game:
    """Forty Thieves with a 20-card column and a fanned waste."""
    ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    column = [rank + "S" for rank in ranks] + [rank + "H" for rank in ranks[:8]]
    return game.from_layout("forty-thieves", {"column-1": column, "waste": ["2C", "3C", "4C"], "foundation-1": ["AS"]})


def shoot(page: Page, out: Path, name: str) -> None:
    """Write one screenshot and say where."""
    path = out / f"{name}.png"
    page.wait_for_timeout(350)
    page.screenshot(path=str(path))
    print(f"wrote {path}")


def main() -> None:
    """Build, serve and photograph the site."""
    parser = argparse.ArgumentParser(prog="python3 -m tools.screenshots", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/solitaire-shots"))
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run([sys.executable, str(ROOT / "build.py")], check=True)
    args.out.mkdir(parents=True, exist_ok=True)
    server, url = serve_dist(0)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
        for theme in ("light", "dark"):
            context = browser.new_context(color_scheme=theme)
            page = context.new_page()
            page.goto(url + "#FT1-N-EXAMPLE")
            wait_ready(page)
            for screen, (width, height) in SCREENS.items():
                page.set_viewport_size({"width": width, "height": height})
                for name, code in GAMES.items():
                    page.evaluate("code => { location.hash = code; }", code)
                    page.wait_for_function("code => location.hash === '#' + code", arg=code)
                    shoot(page, args.out, f"{name}-{screen}-{theme}")
                show_layout(page, long_column())
                shoot(page, args.out, f"long-column-{screen}-{theme}")
            page.set_viewport_size({"width": 1440, "height": 900})
            show_layout(page, ft_layout())
            x, y = card_point(page, "column-7")
            page.mouse.move(x, y)
            page.mouse.down()
            page.mouse.move(x + 60, y + 90, steps=5)
            shoot(page, args.out, f"drag-{theme}")
            page.mouse.up()
            page.keyboard.press("Tab")
            page.focus("[data-pile=column-1]")
            page.keyboard.press("Space")
            shoot(page, args.out, f"keyboard-pick-up-{theme}")
            page.keyboard.press("Escape")
            show_layout(page, eo_near_won())
            page.evaluate("window.solitaire.send({ do: 'double-tap', pile: 'cell-3', index: null })")
            page.wait_for_timeout(900)
            shoot(page, args.out, f"win-{theme}")
            page.evaluate("document.getElementById('rules-button').click()")
            shoot(page, args.out, f"rules-{theme}")
            context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
