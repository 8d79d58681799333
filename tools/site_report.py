"""What a build produced: the site's files, what a first visit downloads, and their bytes raw and compressed."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from tools.site_files import (
    DIST,
    SERVICE_WORKER,
    SITE_FILES,
    SITE_FOLDERS,
    is_compressed_copy,
    sent_bytes,
    source_files,
)


@dataclass(frozen=True)
class SiteReport:
    """What a build produced: every file of dist/, the ones a first visit downloads, and their bytes as sent.

    `sent` maps a content coding ("gzip", "br") to each file's bytes as a precompressing host
    sends them to a browser that accepts it (a file without a copy in that coding: its own size).
    """

    files: dict[str, int]
    precache: tuple[str, ...]
    cache_name: str
    sent: dict[str, dict[str, int]]

    @property
    def paint_files(self) -> tuple[str, ...]:
        """The precached files a first visit may need before its board is painted: the page and static/.

        That is its styles, scripts and images (a little more than the paint needs). Pyodide, the
        Python files and the memory snapshot come while the board is on screen.
        """
        folders = tuple(f"{folder}/" for folder in SITE_FOLDERS)
        return tuple(path for path in self.visit_files if path in SITE_FILES or path.startswith(folders))

    @property
    def visit_files(self) -> tuple[str, ...]:
        """Every file a first visit downloads: the precache list plus the service worker."""
        return (*self.precache, SERVICE_WORKER)

    def bytes_sent(self, paths: Iterable[str], coding: str | None = None) -> int:
        """Bytes of `paths` as sent with `coding` (None: uncompressed)."""
        sizes = self.sent[coding] if coding else self.files
        return sum(sizes[path] for path in paths)

    @property
    def total_bytes(self) -> int:
        """Bytes of the whole site (its compressed copies left out)."""
        return sum(self.files.values())

    @property
    def precache_bytes(self) -> int:
        """Bytes a first visit downloads, uncompressed."""
        return self.bytes_sent(self.visit_files)

    @property
    def precache_gzip_bytes(self) -> int:
        """Bytes a first visit downloads from a host that sends the gzip copies."""
        return self.bytes_sent(self.visit_files, "gzip")


def human_bytes(count: int) -> str:
    """Format a byte count for people: 1536 -> '1.5 KiB'."""
    size = float(count)
    for unit in ("B", "KiB", "MiB"):
        if size < 1024 or unit == "MiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    raise AssertionError("unreachable")


def site_files(dist: Path) -> dict[str, int]:
    """Every file of the built site as its site-relative URL path and size, its compressed copies left out."""
    return {
        path.relative_to(dist).as_posix(): path.stat().st_size
        for path in source_files(dist)
        if not is_compressed_copy(path)
    }


def site_report(dist: Path = DIST) -> SiteReport:
    """Describe a built site: its files, what the service worker precaches, what a first visit downloads."""
    files = site_files(dist)
    precache = tuple(path for path in files if path != SERVICE_WORKER)
    found = re.findall(r'^const CACHE_NAME = "([^"]+)";$', (dist / SERVICE_WORKER).read_text(encoding="utf-8"), re.M)
    sent = {coding: {path: sent_bytes(dist, [path], coding) for path in files} for coding in ("gzip", "br")}
    return SiteReport(files, precache, found[0] if found else "?", sent)


def print_report(report: SiteReport, dist: Path = DIST) -> None:
    """Print the site's size and what a first visit downloads: raw, as gzip and as brotli copies."""

    def sizes(paths: tuple[str, ...]) -> str:
        raw, gzipped, brotli = (human_bytes(report.bytes_sent(paths, coding)) for coding in (None, "gzip", "br"))
        return f"{raw:>10} raw, {gzipped:>9} gzip, {brotli:>9} brotli"

    print(f"build: {len(report.files)} files (and their compressed copies) in {dist}")
    print(f"build: site total        {human_bytes(report.total_bytes):>10}")
    print(f"build: first visit paint {sizes(report.paint_files)}  (the page and static/: before the board)")
    print(
        f"build: first visit total {sizes(report.visit_files)}"
        f"  ({len(report.precache)} precached files, cache {report.cache_name})"
    )
