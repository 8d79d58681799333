"""Screenshots of the built site for people to review (not a test): every game, both themes, phones and desktop.

    .venv/bin/python -m tools.screenshots [--out /tmp/solitaire-shots] [--no-build]

Builds the site (unless --no-build), serves it on loopback, and writes one PNG per variant,
theme and screen size, the positions each game's `positions.SCREENSHOTS` names as worth a look
(a long column, say), and each game's Rules page, into a folder outside git.
"""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

import game
from tools.chromium import CHROMIUM_ARGS, chromium_executable
from tools.pages import show_layout, wait_ready
from tools.serve import serve_dist

ROOT = Path(__file__).resolve().parent.parent

SCREENS = {"phone": (390, 844), "desktop": (1440, 900), "landscape": (844, 390), "small": (360, 640)}


def example_codes() -> dict[str, str]:
    """A deal code of every variant, by its key."""
    return {key: f"{record.prefix}-{record.part}-EXAMPLE" for key, record in game.VARIANTS.items()}


def positions_worth_a_look() -> dict[str, Callable[[], game.Game]]:
    """Every game's positions worth a look (its positions module's SCREENSHOTS), by game and name."""
    found: dict[str, Callable[[], game.Game]] = {}
    for record in game.VARIANTS.values():
        module = importlib.import_module(f"{type(record.variant).__module__}.positions")
        for name, position in getattr(module, "SCREENSHOTS", {}).items():
            found[f"{record.game}-{name}"] = position
    return found


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
        codes = example_codes()
        for theme in ("light", "dark"):
            context = browser.new_context(color_scheme=theme)
            page = context.new_page()
            page.goto(url + "#" + next(iter(codes.values())))
            wait_ready(page)
            for screen, (width, height) in SCREENS.items():
                page.set_viewport_size({"width": width, "height": height})
                for name, code in codes.items():
                    page.evaluate("code => { location.hash = code; }", code)
                    page.wait_for_function("code => location.hash === '#' + code", arg=code)
                    shoot(page, args.out, f"{name}-{screen}-{theme}")
                for name, position in positions_worth_a_look().items():
                    show_layout(page, position())
                    shoot(page, args.out, f"{name}-{screen}-{theme}")
            page.set_viewport_size({"width": 1440, "height": 900})
            for name, code in codes.items():
                page.evaluate("code => { location.hash = code; }", code)
                page.wait_for_function("code => location.hash === '#' + code", arg=code)
                page.evaluate("document.getElementById('rules-button').click()")
                shoot(page, args.out, f"rules-{name}-{theme}")
                page.keyboard.press("Escape")
            context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
