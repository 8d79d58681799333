"""Assemble the deployable static site into a folder: the build's steps in order, and its entry points.

The site holds only what a visit fetches: the pinned Pyodide runtime (tools/vendor.py;
Pyodide's standard library zip and package lock trimmed to what the page's Python imports,
tools/stdlib.py), the page, `static/` but its Python, the Python files (tools/python_bundle.py),
the scripts the build fills in (tools/generated.py), the Pyodide memory snapshot
the page boots from (tools/snapshot.py), and the service worker, with a gzip and a brotli copy of
every text and wasm file (tools/release.py, tools/compression.py).

The site is assembled in a temporary folder, then copied into the target folder file by file,
each written only if its bytes differ; the slow steps' results come from the build cache
(tools/build_cache.py) when their inputs are unchanged. So a rebuild of unchanged sources
rewrites no file and takes seconds, and a build stays reproducible: same sources, same bytes.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from tools import generated, python_bundle, snapshot, stdlib, vendor, wasm_memory
from tools.build_cache import BuildCache
from tools.release import seal
from tools.site_files import CACHE, DIST, SERVICE_WORKER, is_compressed_copy, progress, write_if_changed
from tools.site_report import SiteReport, print_report, site_report

# What callers of the build use: tests, benches and build.py.
__all__ = ["DIST", "SiteReport", "build", "print_report", "seal", "site_report"]


def build(dist: Path = DIST, *, with_snapshot: bool = True, cache_folder: Path = CACHE) -> SiteReport:
    """Build the site into `dist` (without the memory snapshot if asked), writing only the files that change."""
    vendor.ensure_node_modules()
    cache = BuildCache(cache_folder)
    with tempfile.TemporaryDirectory(prefix="site-") as staging:
        assemble(Path(staging), cache, with_snapshot=with_snapshot)
        mirror(Path(staging), dist)
    report = seal(dist, cache_folder)
    cache.prune()
    return report


def assemble(dist: Path, cache: BuildCache, *, with_snapshot: bool) -> None:
    """Assemble the site, but its service worker and compressed copies, into the empty folder `dist`."""
    progress("copying Pyodide and the site's files; stripping the Python's docstrings")
    vendor.copy_pyodide(dist)
    python_bundle.write_page_python(dist, cache)
    generated.inline_card_sprite(dist)
    generated.write_boot_texts(dist)
    generated.write_contract(dist)
    generated.write_first_views(dist)
    python_bundle.write_analysis_files(dist, cache)
    progress("trimming the standard library to what the Python imports")
    stdlib.trim(dist, python_bundle.page_stdlib_imports(dist), cache)
    if with_snapshot:
        make_snapshot(dist, cache)


def make_snapshot(dist: Path, cache: BuildCache) -> None:
    """Make the memory snapshot in `dist`, or take it from the cache if it was made from the same inputs.

    Its inputs: the runtime, the trimmed standard library, the Python files and the tools that make it.
    """
    tools = (snapshot.NODE_SCRIPT, Path(snapshot.__file__), Path(wasm_memory.__file__))
    shipped = (*snapshot.RUNTIME_FILES, stdlib.STDLIB_ZIP, *snapshot.SHIPPED_FILES)
    inputs: tuple[bytes | str, ...] = (
        *(path.read_bytes() for path in tools),
        *((dist / name).read_bytes() for name in shipped),
    )
    outputs = (snapshot.SNAPSHOT_FILE, snapshot.MANIFEST_FILE)  # the manifest last: it marks a whole entry
    entries = [cache.entry(f"snapshot-{Path(name).stem}", *inputs) for name in outputs]
    stored = [cache.read(entry) for entry in entries]
    if all(data is not None for data in stored):
        progress("the memory snapshot's inputs are unchanged: taking it from the build cache")
        for name, data in zip(outputs, stored, strict=True):
            assert data is not None
            (dist / name).parent.mkdir(parents=True, exist_ok=True)
            (dist / name).write_bytes(data)
        return
    progress("making the memory snapshot (Pyodide in Node)")
    snapshot.make_snapshot(dist)
    for name, entry in zip(outputs, entries, strict=True):
        cache.write(entry, (dist / name).read_bytes())


def mirror(source: Path, target: Path) -> None:
    """Make `target` hold exactly the files of `source`, writing only those whose bytes differ.

    The service worker and the compressed copies of kept files are left to `seal`, which writes them.
    """
    progress(f"writing the files that changed into {target}")
    target.mkdir(parents=True, exist_ok=True)
    made = {path.relative_to(source) for path in source.rglob("*") if path.is_file()}
    for relative in sorted(made):
        if (target / relative).is_dir():
            shutil.rmtree(target / relative)
        write_if_changed(target / relative, (source / relative).read_bytes())
    kept = made | {Path(SERVICE_WORKER)}
    for path in sorted(target.rglob("*"), reverse=True):  # a folder's files before the folder
        relative = path.relative_to(target)
        plain = relative.with_suffix("") if is_compressed_copy(path) else relative
        if path.is_file() and plain not in kept:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
