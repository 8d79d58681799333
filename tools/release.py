"""Sealing a built site as one release: its service worker precaches every file under a cache named by their hash."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path

from tools import snapshot
from tools.build_cache import BuildCache
from tools.compression import precompress
from tools.generated import filled_constants
from tools.python_bundle import SERVICE_WORKER_SOURCE
from tools.site_files import CACHE, SERVICE_WORKER, progress, write_if_changed
from tools.site_report import SiteReport, site_files, site_report

CACHE_NAME_PREFIX = "solitaire-"


def content_hash(dist: Path, paths: Iterable[str]) -> str:
    """A short SHA-256 over the names and contents of `paths`: changes whenever any file does."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.encode() + b"\0" + hashlib.sha256((dist / path).read_bytes()).digest())
    return digest.hexdigest()[:16]


def write_service_worker(dist: Path, precache: tuple[str, ...], cache_name: str) -> None:
    """Write sw.js at the site root with its cache name and precache list filled in (if its bytes change)."""
    values = {"const CACHE_NAME = ": json.dumps(cache_name), "const PRECACHE_URLS = ": json.dumps(precache, indent=2)}
    write_if_changed(dist / SERVICE_WORKER, filled_constants(SERVICE_WORKER_SOURCE, values).encode())


def seal(dist: Path, cache_folder: Path = CACHE) -> SiteReport:
    """Make the files of `dist` one release: the service worker precaches them all under a cache named by their hash.

    A memory snapshot in `dist` must match the runtime and Python files there (SnapshotRefused otherwise).
    The compressed copies are written last, the service worker's too, and are not precached: the
    service worker asks for the plain files, and the browser decodes what the host sends.
    """
    progress("sealing: the service worker's precache list and cache name")
    if (dist / snapshot.MANIFEST_FILE).exists():
        snapshot.check_snapshot(dist)
    precache = tuple(path for path in site_files(dist) if path != SERVICE_WORKER)
    write_service_worker(dist, precache, CACHE_NAME_PREFIX + content_hash(dist, precache))
    precompress(dist, BuildCache(cache_folder))
    return site_report(dist)
