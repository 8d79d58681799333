"""The gzip and brotli copies the build writes beside the site's text and wasm files, made once per content.

Both come from Node (the build already needs it), through tools/compress.mjs: brotli from Node's
zlib, gzip from Zopfli, which fits the same stream in about 3 % fewer bytes than zlib's best (115
KiB less of the wasm a first visit fetches). Files above `ZOPFLI_MAX_BYTES` (the memory snapshot)
get Python's zlib gzip instead: Zopfli would take 35 s there to save 2.5 %, for the rare browser
without brotli. The Node work is shared out by size over one process per core, largest first. All
are deterministic, so two builds stay byte-identical. Every copy is kept in the build cache under
the hash of its file's bytes, so a file whose bytes did not change is never compressed again, and
a copy is written only when its bytes differ from the one in place.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
from pathlib import Path

from tools.build_cache import BuildCache
from tools.site_files import (
    ENCODINGS,
    compressed_copy,
    is_compressed_copy,
    progress,
    worth_compressing,
    write_if_changed,
)
from tools.snapshot import node_executable

COMPRESS_SCRIPT = Path(__file__).resolve().parent / "compress.mjs"
# Brotli's best quality, and quality 10 above 4 MiB: the wasm and the memory snapshot, both in a
# first visit, take 22 s and 33 s there; at 11, 35 s and about a minute for 3 % fewer bytes; at 5,
# a second each for 16 % more (3.28 MB and 4.93 MB against 2.86 MB and 4.09 MB).
BROTLI_BEST_QUALITY = 11
BROTLI_LARGE_QUALITY = 10
BROTLI_LARGE_BYTES = 4 << 20
# Zopfli's iterations: 1 takes 30 s for the 9 MiB wasm; 3 save another 4 KiB in 80 s.
ZOPFLI_ITERATIONS = 1
ZOPFLI_MAX_BYTES = 10 << 20
GZIP_LEVEL = 9
# The build cache's step names of the copies, one per method (see method()).
COMPRESSION_STEPS = (
    f"br-{BROTLI_BEST_QUALITY}",
    f"br-{BROTLI_LARGE_QUALITY}",
    f"zopfli-{ZOPFLI_ITERATIONS}",
    f"zlib-{GZIP_LEVEL}",
)


def method(size: int, coding: str) -> str:
    """How a file of `size` bytes is compressed in `coding`: a cache step name, e.g. 'br-11' or 'zlib-9'."""
    if coding == "br":
        return f"br-{BROTLI_LARGE_QUALITY if size > BROTLI_LARGE_BYTES else BROTLI_BEST_QUALITY}"
    return f"zopfli-{ZOPFLI_ITERATIONS}" if size <= ZOPFLI_MAX_BYTES else f"zlib-{GZIP_LEVEL}"


def precompress(dist: Path, cache: BuildCache) -> None:
    """Write the gzip and brotli copies of every file of `dist` worth compressing, where their bytes differ.

    Copies missing from the cache are made first (in Node, or zlib for the largest gzip);
    copies whose file is gone or no longer qualifies are removed.
    """
    files = [path for path in sorted(dist.rglob("*")) if path.is_file()]
    wanted = [path for path in files if not is_compressed_copy(path) and worth_compressing(path)]
    kept = {compressed_copy(path, coding) for path in wanted for coding in ENCODINGS}
    for path in files:
        if is_compressed_copy(path) and path not in kept:
            path.unlink()
    script = COMPRESS_SCRIPT.read_bytes()
    entries: dict[tuple[Path, str], tuple[Path, str]] = {}
    for path in wanted:
        data = path.read_bytes()
        for coding in ENCODINGS:
            how = method(len(data), coding)
            entries[path, coding] = cache.entry(how, script, data), how
    missing = {key: value for key, value in entries.items() if not value[0].is_file()}
    progress(f"compressing: {len(wanted)} files, {len(missing)} of their {len(entries)} copies not in the cache")
    make_copies(missing, cache)
    for (path, coding), (entry, _) in entries.items():
        copy = cache.read(entry)
        if copy is None:
            raise RuntimeError(f"the build cache lost {entry} while the build used it")
        write_if_changed(compressed_copy(path, coding), copy)


def make_copies(missing: dict[tuple[Path, str], tuple[Path, str]], cache: BuildCache) -> None:
    """Compress each (file, coding) of `missing` into its cache entry: zlib here, the rest in Node processes."""
    requests: list[list[str | int]] = []
    for (path, coding), (entry, how) in missing.items():
        name, level = how.split("-")
        if name == "zlib":
            cache.write(entry, gzip.compress(path.read_bytes(), compresslevel=int(level), mtime=0))
        else:
            entry.parent.mkdir(parents=True, exist_ok=True)
            requests.append([str(path), str(entry), coding, int(level)])
    nodes = [start_compressing(share) for share in shared_out(requests, os.cpu_count() or 1) if share]
    if any(node.wait() != 0 for node in nodes):
        raise RuntimeError("compression in Node failed (tools/compress.mjs)")


def shared_out(requests: list[list[str | int]], processes: int) -> list[list[list[str | int]]]:
    """The requests in `processes` shares of about equal bytes: each, largest first, to the lightest share so far."""
    shares: list[list[list[str | int]]] = [[] for _ in range(max(1, processes))]
    loads = [0] * len(shares)
    for request in sorted(requests, key=lambda request: -Path(str(request[0])).stat().st_size):
        lightest = loads.index(min(loads))
        shares[lightest].append(request)
        loads[lightest] += Path(str(request[0])).stat().st_size
    return shares


def start_compressing(request: list[list[str | int]]) -> subprocess.Popen[str]:
    """Start tools/compress.mjs on `request` ([source, cache entry, coding, level] lists) in a Node process."""
    node = subprocess.Popen([node_executable(), str(COMPRESS_SCRIPT)], stdin=subprocess.PIPE, text=True)
    assert node.stdin is not None
    node.stdin.write(json.dumps(request))
    node.stdin.close()
    return node
