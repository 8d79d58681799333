"""Where the headless Chromium lives and how to launch it (shared by browser tests and benches)."""

from __future__ import annotations

import os
import shutil

CHROMIUM_ARGS: tuple[str, ...] = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)


def chromium_executable() -> str:
    """Return the Chromium binary: $CHROMIUM_PATH, else `chromium` on PATH (Debian's package)."""
    path = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium")
    if not path:
        raise RuntimeError("Chromium not found: install it or set CHROMIUM_PATH")
    return path
