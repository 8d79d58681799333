"""The app icons: the committed PNGs are what static/img/icon.svg looks like at their sizes.

tools/icons.py draws them from the SVG in Chromium; this test draws the SVG again in the same
browser and compares the pixels, so a changed icon.svg without new PNGs fails here.
"""

from __future__ import annotations

import struct

import pytest
from playwright.sync_api import Browser

from tools import icons

pytestmark = pytest.mark.browser

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
RGBA = 6

# The mean and largest difference of two PNG data: URLs' pixels, channel by channel (0-255).
COMPARE_JS = """async ([first, second, size]) => {
  const pixels = async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, size, size).data;
  };
  const [a, b] = [await pixels(first), await pixels(second)];
  let total = 0;
  let largest = 0;
  for (let i = 0; i < a.length; i += 1) {
    const difference = Math.abs(a[i] - b[i]);
    total += difference;
    largest = Math.max(largest, difference);
  }
  return { mean: total / a.length, largest };
}"""


@pytest.mark.parametrize("size", icons.SIZES)
def test_the_png_icons_are_icon_svg_at_their_size(browser: Browser, size: int) -> None:
    """Each icon is a square RGBA PNG of its size whose pixels are icon.svg's, drawn now."""
    committed = icons.icon_path(size).read_bytes()
    assert committed.startswith(PNG_SIGNATURE)
    width, height, depth, colour = struct.unpack(">IIBB", committed[16:26])
    assert (width, height, depth, colour) == (size, size, 8, RGBA)
    page = browser.new_page()
    try:
        fresh = icons.rasterise(page, size)
        difference = page.evaluate(
            COMPARE_JS, [icons.data_url("image/png", committed), icons.data_url("image/png", fresh), size]
        )
    finally:
        page.close()
    assert difference["mean"] < 0.5, f"icon-{size}.png differs from icon.svg: run tools/icons.py ({difference})"
    assert difference["largest"] <= 64, f"icon-{size}.png differs from icon.svg: run tools/icons.py ({difference})"
