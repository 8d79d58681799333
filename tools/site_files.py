"""What the build and the tools share about the built site: where it is, its layout, its compressed copies.

Beside every text or wasm file of at least `MIN_COMPRESSED_BYTES` the build writes a gzip copy
(`name.gz`) and a brotli copy (`name.br`), as static hosts serve them (nginx `gzip_static` and
`brotli_static`); tools/serve.py sends them to a browser that accepts them. tools/compression.py
writes them.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
# The build's cache of slow results (compressed copies, the memory snapshot...), outside dist/.
CACHE = ROOT / ".build-cache"

# The site's own files and folders copied from the repository, and the service worker the build writes.
SITE_FILES = ("index.html",)
SITE_FOLDERS = ("static",)
SERVICE_WORKER = "sw.js"
SKIPPED_NAMES = ("__pycache__", ".DS_Store")

# Content codings with the suffix of their copy, in the server's order of preference.
ENCODINGS = {"br": ".br", "gzip": ".gz"}
# Text, wasm, the memory snapshot (wasm memory: a third of its size once compressed), and the
# standard library zip, whose files tools/stdlib.py stores uncompressed for this.
COMPRESSIBLE_SUFFIXES = (
    ".html",
    ".js",
    ".mjs",
    ".css",
    ".json",
    ".webmanifest",
    ".svg",
    ".toml",
    ".txt",
    ".py",
    ".wasm",
    ".bin",
    ".zip",
)
# Below this a copy saves less than a network packet.
MIN_COMPRESSED_BYTES = 1024


def progress(message: str) -> None:
    """Tell the person running the build what it is doing (on stderr, so stdout keeps the summary)."""
    print(f"build: {message}", file=sys.stderr, flush=True)


def copy_file(source: Path, target: Path) -> None:
    """Copy one file, creating the target's folders."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write `data` to `path` (creating its folders) unless the file holds exactly these bytes; True if written."""
    if path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def source_files(folder: Path) -> Iterable[Path]:
    """Every file under `folder`, sorted, skipping caches and OS litter."""
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not any(part in SKIPPED_NAMES for part in path.parts):
            yield path


def is_compressed_copy(path: Path) -> bool:
    """True for a precompressed copy (`x.js.br`, `x.js.gz`), not a file of the site itself."""
    return path.suffix in ENCODINGS.values()


def compressed_copy(path: Path, coding: str) -> Path:
    """Where the copy of `path` in content coding `coding` lives."""
    return path.with_name(path.name + ENCODINGS[coding])


def worth_compressing(path: Path) -> bool:
    """True for a text or wasm file large enough to be sent compressed."""
    return path.suffix in COMPRESSIBLE_SUFFIXES and path.stat().st_size >= MIN_COMPRESSED_BYTES


def is_fresh(copy: Path, source: Path) -> bool:
    """True when `copy` exists and was written after `source` last changed."""
    return copy.is_file() and copy.stat().st_mtime_ns >= source.stat().st_mtime_ns


def sent_bytes(dist: Path, paths: Iterable[str], coding: str | None) -> int:
    """Bytes a precompressing host sends for the site paths `paths` to a browser accepting `coding`.

    A file without a copy in that coding is sent as it is; `coding` None means no compression.
    """
    total = 0
    for path in paths:
        source = dist / path
        copy = compressed_copy(source, coding) if coding else source
        total += (copy if copy.is_file() else source).stat().st_size
    return total
