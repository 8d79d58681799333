"""The build's precompressed copies (tools/compression.py): a `.gz` and a `.br` beside every text and wasm file.

They decode to their file, the compressors make them again byte for byte, only the plain files
are precached, the build's summary counts raw, gzip and brotli bytes, and resealing a changed
site copy refreshes its copies.
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tools.build_cache import BuildCache
from tools.compression import COMPRESS_SCRIPT, make_copies, method, shared_out
from tools.release import seal
from tools.site_files import ENCODINGS, SERVICE_WORKER, compressed_copy, is_compressed_copy, worth_compressing
from tools.site_report import print_report, site_report
from tools.snapshot import node_executable

# Prints the [copy, file] pairs whose brotli copy does not decode to the file.
BROTLI_CHECK_JS = """
const { readFileSync } = require("node:fs");
const { brotliDecompressSync } = require("node:zlib");
const pairs = JSON.parse(readFileSync(0, "utf8"));
const wrong = pairs.filter(([copy, file]) => !brotliDecompressSync(readFileSync(copy)).equals(readFileSync(file)));
process.stdout.write(JSON.stringify(wrong));
"""


def plain_files(site: Path) -> list[Path]:
    """Every file of a built site but the compressed copies."""
    return [path for path in sorted(site.rglob("*")) if path.is_file() and not is_compressed_copy(path)]


def brotli_mismatches(files: list[Path]) -> list[list[str]]:
    """The files among `files` whose `.br` copy does not decode to them (decoded by Node's zlib)."""
    pairs = [[str(compressed_copy(path, "br")), str(path)] for path in files]
    result = subprocess.run(
        [node_executable(), "-e", BROTLI_CHECK_JS], input=json.dumps(pairs), capture_output=True, text=True, check=True
    )
    wrong: list[list[str]] = json.loads(result.stdout)
    return wrong


def test_every_text_and_wasm_file_has_a_gzip_and_a_brotli_copy_that_decode_to_it(site_dir: Path) -> None:
    """The page, the service worker, the scripts, the wasm, the stdlib zip and the snapshot all have both copies."""
    compressed = [path for path in plain_files(site_dir) if worth_compressing(path)]
    names = {path.relative_to(site_dir).as_posix() for path in compressed}
    assert {
        "index.html",
        "sw.js",
        "pyodide/pyodide.asm.wasm",
        "pyodide/pyodide.asm.mjs",
        "pyodide/python_stdlib.zip",
        "snapshot/memory.bin",
    } <= names
    assert {"python-files.json", "static/css/style.css"} <= names
    for path in compressed:
        assert gzip.decompress(compressed_copy(path, "gzip").read_bytes()) == path.read_bytes(), path
    assert brotli_mismatches(compressed) == []


def test_images_and_tiny_files_have_no_copies(site_dir: Path) -> None:
    """PNGs are sent as they are, and so are files under 1 KiB."""
    uncompressed = {
        path.relative_to(site_dir).as_posix() for path in plain_files(site_dir) if not worth_compressing(path)
    }
    assert {"static/img/icon-192.png", "pyodide/pyodide-lock.json"} <= uncompressed
    copies = [path for path in site_dir.rglob("*") if is_compressed_copy(path)]
    assert copies
    assert all(path.with_suffix("").relative_to(site_dir).as_posix() not in uncompressed for path in copies)


def test_the_service_worker_precaches_the_plain_files_only(site_dir: Path) -> None:
    """PRECACHE_URLS lists every plain file once and no copy: the browser decodes what the host sends."""
    source = (site_dir / SERVICE_WORKER).read_text(encoding="utf-8")
    (listed,) = re.findall(r"^const PRECACHE_URLS = (\[.*?\]);$", source, re.M | re.S)
    precache = json.loads(listed)
    assert not [url for url in precache if url.endswith((".gz", ".br"))]
    assert sorted(precache) == sorted(
        path.relative_to(site_dir).as_posix() for path in plain_files(site_dir) if path.name != SERVICE_WORKER
    )


def test_the_summary_reports_raw_gzip_and_brotli_bytes_of_a_first_visit(
    site_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Brotli sends less than gzip, gzip far less than raw; the gzip figure is the copies' sizes."""
    report = site_report(site_dir)
    paint = [report.bytes_sent(report.paint_files, coding) for coding in (None, "gzip", "br")]
    assert paint[0] > 2 * paint[1] > 2 * paint[2]
    assert "index.html" in report.paint_files and "static/js/first-view.js" in report.paint_files
    assert not [path for path in report.paint_files if path.startswith(("pyodide/", "snapshot/"))]
    assert report.bytes_sent(report.visit_files, "br") < report.precache_gzip_bytes < report.precache_bytes
    wasm = "pyodide/pyodide.asm.wasm"
    assert report.sent["gzip"][wasm] == compressed_copy(site_dir / wasm, "gzip").stat().st_size
    print_report(report, site_dir)
    printed = capsys.readouterr().out
    assert re.search(r"first visit paint .* raw, .* gzip, .* brotli", printed)
    assert re.search(r"first visit total .* raw, .* gzip, .* brotli", printed)


def test_resealing_a_changed_site_refreshes_and_removes_copies(site_dir: Path, tmp_path: Path) -> None:
    """A changed file gets new copies, a removed one loses them; the others stay as they were."""
    site = Path(shutil.copytree(site_dir, tmp_path / "site"))
    page = site / "index.html"
    page.write_text(page.read_text(encoding="utf-8") + "<!-- changed -->\n", encoding="utf-8")
    (site / "static" / "css" / "style.css").unlink()
    wasm_copy = compressed_copy(site / "pyodide" / "pyodide.asm.wasm", "br")
    untouched = wasm_copy.stat().st_mtime_ns
    seal(site)
    assert gzip.decompress(compressed_copy(page, "gzip").read_bytes()) == page.read_bytes()
    assert brotli_mismatches([page, site / SERVICE_WORKER]) == []
    assert not compressed_copy(site / "static" / "css" / "style.css", "gzip").exists()
    assert not compressed_copy(site / "static" / "css" / "style.css", "br").exists()
    assert wasm_copy.stat().st_mtime_ns == untouched


def test_the_compressors_make_the_same_copies_again(site_dir: Path, tmp_path: Path) -> None:
    """Brotli and Zopfli, run again in fresh processes with an empty cache, write the build's copies byte for byte.

    So a build may take copies from the cache (the reproducibility test's second build does) and
    still be the build a cold cache would make.
    """
    page = site_dir / "index.html"
    cache = BuildCache(tmp_path / "cache")
    script = COMPRESS_SCRIPT.read_bytes()
    data = page.read_bytes()
    missing = {(page, coding): (cache.entry(method(len(data), coding), script, data), method(len(data), coding))
               for coding in ENCODINGS}  # fmt: skip
    make_copies(missing, cache)
    for (_, coding), (entry, _) in missing.items():
        assert entry.read_bytes() == compressed_copy(page, coding).read_bytes(), coding


def test_the_largest_files_gzip_with_zopfli_but_the_snapshot_with_zlib(site_dir: Path) -> None:
    """The wasm's gzip copy is Zopfli's (a first visit without brotli fetches it); the snapshot's is zlib's."""
    wasm = (site_dir / "pyodide" / "pyodide.asm.wasm").stat().st_size
    stored_snapshot = (site_dir / "snapshot" / "memory.bin").stat().st_size
    assert method(wasm, "gzip").startswith("zopfli-")
    assert method(stored_snapshot, "gzip").startswith("zlib-")
    assert method(stored_snapshot, "br").startswith("br-")


def test_node_work_is_shared_out_by_size_largest_first(tmp_path: Path) -> None:
    """Each request goes, largest first, to the share with the fewest bytes so far; none is lost or repeated."""
    sizes = {"a": 90, "b": 60, "c": 50, "d": 40, "e": 5}
    requests: list[list[str | int]] = []
    for name, size in sizes.items():
        (tmp_path / name).write_bytes(b"x" * size)
        requests.append([str(tmp_path / name), str(tmp_path / f"{name}.br"), "br", 11])
    shares = shared_out(requests, 2)
    names = [[Path(str(request[0])).name for request in share] for share in shares]
    assert names == [["a", "d"], ["b", "c", "e"]]
    assert shared_out(requests, 1) == [sorted(requests, key=lambda request: -sizes[Path(str(request[0])).name])]
