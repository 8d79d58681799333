"""What the page tells the player: the message line (rule reminders and notices) and the screen reader's sentence.

Pure Python. Each new message and each sentence gets a sequence number, so that
the renderer shows (and a screen reader hears) an equal text twice when it is said twice. While
the page starts, notices are gathered and shown together once it is up.
"""

from __future__ import annotations

import game
from ui.contract import View
from ui.texts import Texts


class Voice:
    """The message on screen and the last sentence for screen readers, in the player's language."""

    def __init__(self, texts: Texts) -> None:
        self.texts = texts
        self.message = ""
        self.message_number = 0
        self.sentence = ""
        self.sentence_number = 0
        self.gathered: list[str] | None = []

    def notice(self, message_id: str, **values: object) -> None:
        """Tell the player something (a notice of the catalogue)."""
        self.show(self.texts.text(message_id, **values))

    def show(self, message: str) -> None:
        """Show a reminder or notice (plain text; '' clears it), and say it; while starting, gather it."""
        if self.gathered is not None:
            if message and message not in self.gathered:
                self.gathered.append(message)
            return
        if not message and not self.message:
            return
        self.message = message
        self.message_number += 1
        self.say(message)

    def remind(self, rule: str) -> None:
        """Show the reminder of the rule that refused an action."""
        self.show(self.texts.rule(rule) if rule in game.RULES else "")

    def say(self, sentence: str) -> None:
        """Tell screen readers one short sentence."""
        if sentence:
            self.sentence = sentence
            self.sentence_number += 1

    def started(self) -> None:
        """The page is up: show the notices gathered while it started, and show messages at once from now on."""
        gathered, self.gathered = self.gathered or [], None
        self.show(" ".join(gathered))

    def view(self) -> View:
        """The message and the sentence, with their numbers."""
        return {
            "message": {"text": self.message, "number": self.message_number},
            "say": {"text": self.sentence, "number": self.sentence_number},
        }
