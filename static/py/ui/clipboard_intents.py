"""The clipboard: copying the deal code, and what the page says of the copy.

Pure Python. Python never touches the clipboard: it asks the page to copy a text (a `copy`
effect), and the page answers with a `copied` intent saying whether the clipboard took it.
"""

from __future__ import annotations

from collections.abc import Callable

import game
from ui.contract import Copied, Do, Handlers
from ui.voice import Voice


class ClipboardIntents:
    """Copy the code of the game on screen; tell the player whether a copy worked."""

    def __init__(self, current: Callable[[], game.Game], voice: Voice, copy_text: Callable[[str, str], None]) -> None:
        self.current = current
        self.voice = voice
        self.copy_text = copy_text

    def handlers(self) -> Handlers:
        """The clipboard's intents and what they do."""
        return {
            Do.COPY: lambda _intent: self.copy_text(self.current().code or "", Copied.CODE),
            Do.COPIED: lambda intent: self.copied(intent["ok"], intent.get("what", Copied.CODE)),
        }

    def copied(self, ok: bool, what: str) -> None:
        """The clipboard took the code (or the replay's address), or refused it."""
        if what == Copied.REPLAY:
            self.voice.notice("replay-copied" if ok else "replay-copy-failed")
            return
        code = self.current().code or ""
        self.voice.show(self.voice.texts.text("copied" if ok else "copy-failed", code=code))
