"""Draw the app icons the manifest lists (static/img/icon-192.png, static/img/icon-512.png) from static/img/icon.svg.

    .venv/bin/python -m tools.icons

Run it by hand after changing icon.svg, and commit the PNGs. The SVG is the only drawing:
headless Chromium (Debian's, the one the browser tests use, through Playwright) rasterises it
onto a canvas of each size and encodes the PNG, so no shape is described twice and nothing new
is installed. tests/browser/test_icons.py checks that the committed PNGs are what icon.svg
looks like at their sizes.
"""

from __future__ import annotations

import argparse
import base64
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from tools.chromium import CHROMIUM_ARGS, chromium_executable

ROOT = Path(__file__).resolve().parent.parent

SOURCE = ROOT / "static" / "img" / "icon.svg"
SIZES = (192, 512)

# Draws an SVG (as a data: URL) onto a square canvas and returns the canvas as a PNG data: URL.
RASTERISE_JS = """async ([source, size]) => {
  const image = new Image(size, size);
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas.getContext('2d').drawImage(image, 0, 0, size, size);
  return canvas.toDataURL('image/png');
}"""


def icon_path(size: int) -> Path:
    """Where the PNG icon of `size` pixels lives."""
    return ROOT / "static" / "img" / f"icon-{size}.png"


def data_url(kind: str, data: bytes) -> str:
    """A base64 data: URL of `data`."""
    return f"data:{kind};base64,{base64.b64encode(data).decode()}"


def rasterise(page: Page, size: int) -> bytes:
    """icon.svg as a PNG of `size` × `size` pixels, drawn by the Chromium of `page`."""
    url = page.evaluate(RASTERISE_JS, [data_url("image/svg+xml", SOURCE.read_bytes()), size])
    return base64.b64decode(url.removeprefix("data:image/png;base64,"))


def main() -> None:
    """Rewrite every PNG icon from icon.svg."""
    argparse.ArgumentParser(prog="python3 -m tools.icons", description=__doc__.splitlines()[0]).parse_args()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_executable(), args=list(CHROMIUM_ARGS))
        page = browser.new_page()
        for size in SIZES:
            icon_path(size).write_bytes(rasterise(page, size))
            print(f"icons: wrote {icon_path(size).relative_to(ROOT)} ({icon_path(size).stat().st_size} bytes)")
        browser.close()


if __name__ == "__main__":
    main()
