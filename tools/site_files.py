"""What build.py and the tools share about the built site: where it is, and its precompressed copies (SPEC §11.1).

The build writes a gzip copy (`name.gz`) and a brotli copy (`name.br`) beside every text or
wasm file of at least `MIN_COMPRESSED_BYTES`, as static hosts serve them (nginx `gzip_static`
and `brotli_static`); tools/serve.py sends them to a browser that accepts them. Gzip comes
from Python's zlib, brotli from Node's (the build already needs Node), through
tools/brotli.mjs. Both are deterministic, so two builds stay byte-identical.
"""

from __future__ import annotations

import gzip
import json
import subprocess
from collections.abc import Iterable
from pathlib import Path

from tools.snapshot import node_executable

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BROTLI_SCRIPT = Path(__file__).resolve().parent / "brotli.mjs"

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
# Brotli's best quality, and quality 5 above 4 MiB: the wasm and the memory snapshot would take
# 40 s and 60 s at quality 11 (on 2 cores), at 5 one second each, for 15 % more bytes.
BROTLI_BEST_QUALITY = 11
BROTLI_LARGE_QUALITY = 5
BROTLI_LARGE_BYTES = 4 << 20
GZIP_LEVEL = 9


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


def brotli_quality(path: Path) -> int:
    """The brotli quality used for `path`."""
    return BROTLI_LARGE_QUALITY if path.stat().st_size > BROTLI_LARGE_BYTES else BROTLI_BEST_QUALITY


def precompress(dist: Path) -> None:
    """Write the gzip and brotli copies of every file of `dist` worth compressing.

    Like make, only copies missing or older than their file are rewritten, so resealing a
    changed copy of a site is quick; copies whose file is gone or no longer qualifies go.
    """
    files = [path for path in sorted(dist.rglob("*")) if path.is_file()]
    wanted = [path for path in files if not is_compressed_copy(path) and worth_compressing(path)]
    kept = {compressed_copy(path, coding) for path in wanted for coding in ENCODINGS}
    for path in files:
        if is_compressed_copy(path) and path not in kept:
            path.unlink()
    brotli = [path for path in wanted if not is_fresh(compressed_copy(path, "br"), path)]
    request = json.dumps([[str(path), str(compressed_copy(path, "br")), brotli_quality(path)] for path in brotli])
    with subprocess.Popen([node_executable(), str(BROTLI_SCRIPT)], stdin=subprocess.PIPE, text=True) as node:
        assert node.stdin is not None
        node.stdin.write(request)
        node.stdin.close()
        for path in wanted:
            copy = compressed_copy(path, "gzip")
            if not is_fresh(copy, path):
                copy.write_bytes(gzip.compress(path.read_bytes(), compresslevel=GZIP_LEVEL, mtime=0))
    if node.returncode != 0:
        raise RuntimeError("brotli compression in Node failed (tools/brotli.mjs)")


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
