"""What the page keeps in the browser's storage, as checked plain data. No browser imports.

Three stored texts (ui.contract.StorageKey), each a JSON object with a format `version`, each read by
its own module: the settings (ui.stored_settings), the statistics (ui.stored_stats) and the game in
progress (ui.stored_game). Every parser returns checked values or raises BadRecord with a reason for
the player's notice; this module holds what they share.
"""

from __future__ import annotations

import json

import game


class BadRecord(ValueError):
    """Stored data that cannot be used; `.reason` is the id of the notice the player gets."""

    def __init__(self, reason: str, detail: str) -> None:
        self.reason = reason
        super().__init__(detail)


def variant_of(current: game.Game) -> str:
    """The variant key of a game (its record's key, as the statistics name it)."""
    return current.record.key


def json_object(text: object, what: str, reason: str) -> dict[str, object]:
    """The JSON object stored as `text`; BadRecord if it is anything else."""
    if not isinstance(text, str):
        raise BadRecord(reason, f"{what} is not text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise BadRecord(reason, f"{what} is not JSON ({error})") from None
    if not isinstance(data, dict):
        raise BadRecord(reason, f"{what} is not a JSON object")
    return data


def format_version(data: dict[str, object], current: int, what: str, reason: str) -> int:
    """The format version of stored data, which must not be newer than this release knows."""
    version = data.get("version", 0)
    if type(version) is not int or not 0 <= version <= current:
        raise BadRecord(reason, f"{what} has format version {version!r}, this release reads up to {current}")
    return version
