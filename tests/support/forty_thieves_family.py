"""Lucas, Maria, Limited and Streets, not registered yet, in the registry for a test (registered_relatives).

Their records go into game.registry and their pages into game.pages, and both leave again
afterwards, so no other test sees them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import game
from game import pages
from game.games import limited, lucas, maria, streets
from game.registry import VariantRecord

FOLDERS = (lucas, maria, limited, streets)
RECORDS: tuple[VariantRecord, ...] = tuple(record for folder in FOLDERS for record in folder.RECORDS)


@contextmanager
def registered_relatives() -> Iterator[tuple[VariantRecord, ...]]:
    """The four games' records and pages registered, removed again afterwards; yields the records."""
    for record in RECORDS:
        game.register_variant(record)
    for folder in FOLDERS:
        pages.register_pages(folder.RECORDS[0].game, folder.PAGES)
    try:
        yield RECORDS
    finally:
        for record in RECORDS:
            del game.VARIANTS[record.key]
            del pages.PAGES[record.game]
