"""A content-addressed cache of the build's slow results, kept outside dist/ (.build-cache/, gitignored).

Each entry is one file named by a hash of everything its result is made from (the input bytes,
and the scripts that make it), so a result is reused exactly when it would come out the same:
a rebuild of unchanged sources, or a build into a fresh folder, redoes no compression, no
memory snapshot and no docstring stripping. Entries are written whole (a temporary file, then a
rename), and those unused for `MAX_AGE_DAYS` are removed after each build.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable
from pathlib import Path

MAX_AGE_DAYS = 14


class BuildCache:
    """The cache folder of one build: entries are looked up by step name and inputs."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def entry(self, step: str, *inputs: bytes | str) -> Path:
        """Where the result of `step` made from `inputs` lives (it may not exist yet)."""
        digest = hashlib.sha256(step.encode())
        for value in inputs:
            digest.update(hashlib.sha256(value.encode() if isinstance(value, str) else value).digest())
        return self.folder / step / digest.hexdigest()

    def read(self, entry: Path) -> bytes | None:
        """The bytes of `entry`, None if it was never written; a read counts as a use."""
        try:
            data = entry.read_bytes()
        except FileNotFoundError:
            return None
        os.utime(entry)
        return data

    def write(self, entry: Path, data: bytes) -> None:
        """Store `data` as `entry`, whole or not at all."""
        entry.parent.mkdir(parents=True, exist_ok=True)
        partial = entry.with_name(f"{entry.name}.{os.getpid()}.partial")
        partial.write_bytes(data)
        partial.replace(entry)

    def remember(self, step: str, inputs: tuple[bytes | str, ...], make: Callable[[], bytes]) -> bytes:
        """The result of `make()` for `inputs`, from the cache when it has it, else made and stored."""
        entry = self.entry(step, *inputs)
        data = self.read(entry)
        if data is None:
            data = make()
            self.write(entry, data)
        return data

    def prune(self) -> None:
        """Remove the entries unused for MAX_AGE_DAYS."""
        oldest = time.time() - MAX_AGE_DAYS * 86400
        for path in self.folder.glob("*/*"):
            try:
                if path.stat().st_mtime < oldest:
                    path.unlink()
            except FileNotFoundError:  # another build renamed or removed it meanwhile
                continue
