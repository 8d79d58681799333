"""What build.py and the tools share about the built site: where it is, and its precompressed copies (SPEC §11.1).

The build writes a gzip copy (`name.gz`) and a brotli copy (`name.br`) beside every text or
wasm file of at least `MIN_COMPRESSED_BYTES`, as static hosts serve them (nginx `gzip_static`
and `brotli_static`); tools/serve.py sends them to a browser that accepts them. Both come from
Node (the build already needs it), through tools/compress.mjs, in two processes side by side:
brotli from Node's zlib, gzip from Zopfli, which fits the same stream in about 3 % fewer bytes
than zlib's best (115 KiB less of the wasm a first visit fetches, SPEC §11). Files above
`ZOPFLI_MAX_BYTES` (the memory snapshot) get Python's zlib gzip instead: Zopfli would take a
minute. All are deterministic, so two builds stay byte-identical.
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
COMPRESS_SCRIPT = Path(__file__).resolve().parent / "compress.mjs"

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
# Brotli's best quality, and quality 10 above 4 MiB: the wasm and the memory snapshot, both in a
# first visit, take 22 s and 33 s there; at 11, 35 s and about a minute for 3 % fewer bytes; at 5,
# a second each for 16 % more (3.28 MB and 4.93 MB against 2.86 MB and 4.09 MB).
BROTLI_BEST_QUALITY = 11
BROTLI_LARGE_QUALITY = 10
BROTLI_LARGE_BYTES = 4 << 20
# Zopfli's iterations: 1 takes 30 s for the 9 MiB wasm; 3 save another 4 KiB in 80 s.
ZOPFLI_ITERATIONS = 1
ZOPFLI_MAX_BYTES = 12 << 20
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
    stale = [
        (path, coding) for path in wanted for coding in ENCODINGS if not is_fresh(compressed_copy(path, coding), path)
    ]
    in_node = [(path, coding) for path, coding in stale if coding == "br" or path.stat().st_size <= ZOPFLI_MAX_BYTES]
    nodes = [
        start_compressing([copy_request(path, coding) for path, coding in in_node if coding == wanted_coding])
        for wanted_coding in ENCODINGS
    ]
    for path, coding in stale:
        if (path, coding) not in in_node:
            copy = gzip.compress(path.read_bytes(), compresslevel=GZIP_LEVEL, mtime=0)
            compressed_copy(path, coding).write_bytes(copy)
    if any(node.wait() != 0 for node in nodes):
        raise RuntimeError("compression in Node failed (tools/compress.mjs)")


def copy_request(path: Path, coding: str) -> list[str | int]:
    """What tools/compress.mjs needs to write the `coding` copy of `path`: source, target, coding, level."""
    level = brotli_quality(path) if coding == "br" else ZOPFLI_ITERATIONS
    return [str(path), str(compressed_copy(path, coding)), coding, level]


def start_compressing(request: list[list[str | int]]) -> subprocess.Popen[str]:
    """Start tools/compress.mjs on `request` (copy_request's lists) in a Node process of its own."""
    node = subprocess.Popen([node_executable(), str(COMPRESS_SCRIPT)], stdin=subprocess.PIPE, text=True)
    assert node.stdin is not None
    node.stdin.write(json.dumps(request))
    node.stdin.close()
    return node


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
