"""A rebuild of unchanged sources rewrites no file of the site (tools/site_build.py, tools/build_cache.py).

Unchanged files keep their bytes, their modification time and their inode, so a host syncing the
folder uploads nothing and the rebuild itself reuses the cached compression and memory snapshot.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tools import site_build

pytestmark = pytest.mark.site


def file_states(site: Path) -> dict[str, tuple[int, int]]:
    """Every file of `site` with its modification time (ns) and inode."""
    return {
        path.relative_to(site).as_posix(): (path.stat().st_mtime_ns, path.stat().st_ino)
        for path in sorted(site.rglob("*"))
        if path.is_file()
    }


def test_a_rebuild_of_unchanged_sources_rewrites_no_file(site_dir: Path, tmp_path: Path) -> None:
    """Building again into a copy of the built site leaves every file, compressed copies included, untouched."""
    site = Path(shutil.copytree(site_dir, tmp_path / "dist"))
    before = file_states(site)
    site_build.build(site)
    assert file_states(site) == before


def test_a_rebuild_removes_files_the_sources_no_longer_make(site_dir: Path, tmp_path: Path) -> None:
    """A file left in the folder by an earlier build (or by hand) goes, with its compressed copies."""
    site = Path(shutil.copytree(site_dir, tmp_path / "dist"))
    stale = site / "static" / "js" / "gone.js"
    stale.write_text("// an old build's script\n" * 100, encoding="utf-8")
    stale.with_name("gone.js.br").write_bytes(b"old copy")
    site_build.build(site)
    assert not stale.exists()
    assert not stale.with_name("gone.js.br").exists()
