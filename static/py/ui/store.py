"""The browser's localStorage as the page's Python sees it: a mirror, with the writes handed to the page.

Python never touches storage itself. The page reads the keys once at boot and tells Python of
every change another tab makes (the `storage` event); Python's writes are queued here and go out
as effects beside the next view, and the page writes them once the frame showing the action is on
screen.
Storage can be missing, blocked or full: the page then says so (`failed`), the game goes on in
memory, and the player is told once that progress will not be kept.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

Write = tuple[str, str | None]  # (key, text), or (key, None) to remove the key


class MirrorStore:
    """A progress.Store over what the browser's storage holds, as far as this page knows."""

    def __init__(self, stored: Mapping[str, str] | None, notify: Callable[[str], None]) -> None:
        self.texts: dict[str, str] = dict(stored or {})
        self.notify = notify
        self.writes: list[Write] = []
        self.failed = False
        if stored is None:
            self.fail()

    def read(self, key: str) -> str | None:
        """The text kept under `key`, or None."""
        return self.texts.get(key)

    def write(self, key: str, text: str) -> bool:
        """Keep `text` under `key` (the page writes it after the next paint); False once storage has failed."""
        self.texts[key] = text
        self.writes.append((key, text))
        return not self.failed

    def remove(self, key: str) -> None:
        """Forget `key`."""
        self.texts.pop(key, None)
        self.writes.append((key, None))

    def changed_elsewhere(self, key: str, text: str) -> None:
        """Another tab stored `text` under `key`."""
        self.texts[key] = text

    def fail(self) -> None:
        """The browser refused to read or write: tell the player once that nothing will be kept."""
        if not self.failed:
            self.failed = True
            self.notify("storage-unavailable")

    def pending(self) -> list[Write]:
        """The writes queued since the last answer (only the last one per key)."""
        return list(dict(self.writes).items())

    def sent(self) -> None:
        """The page has the pending writes: forget them."""
        self.writes = []
