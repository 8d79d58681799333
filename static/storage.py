"""The browser's localStorage as a progress.Store that never throws (SPEC §7.2, §12).

Storage can be missing, blocked (private modes, site settings) or full. Every failure is caught:
the game goes on without it, and the player is told once that progress will not be kept.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import JsException, create_proxy, jsnull  # type: ignore[import-not-found]


class BrowserStore:
    """localStorage behind read, write and remove that report failures instead of raising them."""

    def __init__(self, notify: Callable[[str], None]) -> None:
        self.notify = notify
        self.failed = False

    def _storage(self) -> Any:
        """window.localStorage (reading the property itself throws where storage is blocked)."""
        return js.window.localStorage

    def _fail(self) -> None:
        """Tell the player once that nothing will be kept."""
        if not self.failed:
            self.failed = True
            self.notify("storage-unavailable")

    def read(self, key: str) -> str | None:
        """The text kept under `key`, or None (also when storage cannot be read)."""
        try:
            value = self._storage().getItem(key)
        except (JsException, AttributeError):
            self._fail()
            return None
        return None if value is None or value is jsnull else str(value)

    def write(self, key: str, text: str) -> bool:
        """Keep `text` under `key`; False (after one notice) when the browser refuses."""
        try:
            self._storage().setItem(key, text)
        except (JsException, AttributeError):
            self._fail()
            return False
        return True

    def remove(self, key: str) -> None:
        """Forget `key` (silently, if storage cannot be written)."""
        try:
            self._storage().removeItem(key)
        except (JsException, AttributeError):
            self._fail()

    def watch(self, key: str, on_change: Callable[[str], None]) -> Any:
        """Call `on_change(new text)` when another tab stores `key`; returns the listener's proxy."""

        def on_storage(event: Any) -> None:
            if str(event.key) == key and event.newValue is not None and event.newValue is not jsnull:
                on_change(str(event.newValue))

        proxy = create_proxy(on_storage)
        js.window.addEventListener("storage", proxy)
        return proxy
