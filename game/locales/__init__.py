"""One module of texts per language, named by its code: its NAME and MESSAGES; game.i18n reads them.

A language's module also lists, as SAME_AS_ENGLISH, the texts that read as in English in that
language alone; the texts that read as in English in every language are listed here, once.
"""

from __future__ import annotations

# Key letters and symbols, the name Eight Off, and texts that are only placeholders and punctuation:
# no language translates them, so the translation check accepts them equal to English everywhere.
SAME_IN_EVERY_LANGUAGE = frozenset(
    {
        "announce-action",
        "announce-chosen",
        "eight-off",
        "game-with-cells",
        "key-b",
        "key-d",
        "key-n",
        "key-question",
        "key-tab",
        "replay-position",
        "stats-none",
    }
)
