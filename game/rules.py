"""Every rule that can refuse an action, by stable id, and the errors the engine raises.

The ids are a contract: the page keys its rule reminders by them, in every language.
"""

from __future__ import annotations

from game.i18n import CATALOGUES

RULE_IDS = (
    "same-suit-down",
    "alternate-colours-down",
    "nothing-on-ace",
    "king-only",
    "one-card-only",
    "top-card-only",
    "not-a-run",
    "group-too-large",
    "foundation-suit",
    "foundation-order",
    "foundation-take-back",
    "foundation-drag-only",
    "cell-occupied",
    "no-pile-there",
    "stock-draw-only",
    "no-redeal",
    "no-stock",
    "same-pile",
    "empty-pile",
    "no-such-pile",
    "tap-to-foundation",
    "waste-nowhere",
    "no-destination",
)
# The English reminder of every rule (the other languages: game.i18n, message "rule-<id>").
RULES: dict[str, str] = {rule: str(CATALOGUES["en"][f"rule-{rule}"]) for rule in RULE_IDS}


class IllegalMove(ValueError):
    """An action the rules refuse; `.rule` is a key of RULES. The game is left unchanged."""

    def __init__(self, rule: str, detail: str | None = None) -> None:
        assert rule in RULES, rule
        self.rule = rule
        super().__init__(detail or RULES[rule])


class BadCode(ValueError):
    """A deal code that is not valid: `.reason` names the wrong part (message "code-<reason>")."""

    def __init__(self, reason: str, **values: object) -> None:
        self.reason = reason
        self.values = values
        super().__init__(str(CATALOGUES["en"][f"code-{reason}"]).format(**values))


class BadSave(ValueError):
    """Text that is not a valid saved game."""


class BadLayout(ValueError):
    """An explicit position that no game of these rules can have."""
