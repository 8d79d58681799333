"""index.html asks for the page's whole module graph at once (the board painted before Python).

A module the page's scripts import is otherwise fetched only once the module importing it has
arrived and been parsed: page.js -> bridge.js -> renderer.js -> motion.js took four trips
through the service worker before the stored view could be painted. Each one the page imports
from static/js carries a `<link rel="modulepreload">`, so that they all come in the first trip.

Module scripts run in document order, so the painter (page.js, then layout.js and boot-text.js)
comes first, after python-start.js: an async module with no imports, which runs as soon as it
arrives and creates the Web Worker that Python runs in (python-worker.mjs). Pyodide's modules are
the worker's imports, never the page's, and the page loads no PyScript. The one classic script,
which shows a first visit's board, is inline (allowed by its hash), so that no visit waits for it.
"""

from __future__ import annotations

import base64
import hashlib
import re
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath

from tools.site_files import ROOT

PAGE = ROOT / "index.html"
OWN_MODULES = PurePosixPath("static/js")
STATIC_IMPORT = re.compile(r'^\s*import\s+(?:[^"\';]*?\s+from\s+)?["\']([^"\']+)["\']', re.MULTILINE)


class ModuleTags(HTMLParser):
    """The `src` of each module script and the `href` of each modulepreload link of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[str] = []
        self.preloads: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Record a module script or a modulepreload link."""
        attributes = dict(attrs)
        if tag == "script" and attributes.get("type") == "module" and attributes.get("src"):
            self.scripts.append(str(attributes["src"]))
        elif tag == "link" and attributes.get("rel") == "modulepreload" and attributes.get("href"):
            self.preloads.append(str(attributes["href"]))


def page_tags() -> ModuleTags:
    """The module tags of index.html."""
    tags = ModuleTags()
    tags.feed(PAGE.read_text(encoding="utf-8"))
    return tags


def resolved(importer: PurePosixPath, specifier: str) -> PurePosixPath:
    """The site path of `specifier` imported by the module at `importer`, '..' folded."""
    parts: list[str] = []
    for part in (importer.parent / specifier).parts:
        if part == "..":
            parts.pop()
        elif part != ".":
            parts.append(part)
    return PurePosixPath(*parts)


def imports_of(module: PurePosixPath) -> list[PurePosixPath]:
    """The modules `module` (one of ours) imports statically, as site paths."""
    text = (ROOT / module).read_text(encoding="utf-8")
    return [resolved(module, specifier) for specifier in STATIC_IMPORT.findall(text)]


def own_module_graph(entries: list[str]) -> set[PurePosixPath]:
    """Our modules (static/js) reachable by static imports from the page's module scripts `entries`."""
    pending = [PurePosixPath(entry) for entry in entries if PurePosixPath(entry).parent == OWN_MODULES]
    seen: set[PurePosixPath] = set()
    while pending:
        module = pending.pop()
        if module in seen:
            continue
        seen.add(module)
        pending.extend(imported for imported in imports_of(module) if imported.parent == OWN_MODULES)
    return seen


def test_every_module_the_page_imports_is_preloaded() -> None:
    tags = page_tags()
    imported = own_module_graph(tags.scripts) - {PurePosixPath(script) for script in tags.scripts}
    preloaded = {PurePosixPath(href) for href in tags.preloads}
    assert {PurePosixPath("static/js/renderer.js"), PurePosixPath("static/js/motion.js")} <= imported
    missing = sorted(str(module) for module in imported - preloaded)
    assert not missing, f"index.html lacks <link rel=modulepreload> for {missing}"


def test_every_preload_names_a_module_the_page_imports() -> None:
    tags = page_tags()
    own = own_module_graph(tags.scripts)
    for href in tags.preloads:
        path = PurePosixPath(href)
        assert path.parent == OWN_MODULES, f"{href}: only the page's own modules are preloaded"
        assert path in own, f"{href} is preloaded but no module script imports it"


def test_the_import_scan_reads_every_form_the_modules_use() -> None:
    module = PurePosixPath("static/js/page.js")
    assert {PurePosixPath("static/js/bridge.js"), PurePosixPath("static/js/keys.js")} <= set(imports_of(module))
    worker = PurePosixPath("static/js/python-worker.mjs")
    assert imports_of(worker) == [PurePosixPath("static/js/snapshot-file.mjs")]
    snapshot = PurePosixPath("static/js/snapshot.mjs")
    assert imports_of(snapshot) == [
        PurePosixPath("pyodide/pyodide.mjs"),
        PurePosixPath("static/js/snapshot-file.mjs"),
        PurePosixPath("static/js/wasm-data.mjs"),
    ]


def test_the_built_page_loads_no_pyscript(site_dir: Path) -> None:
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    assert 'type="py"' not in page and "pyscript" not in page
    assert not (site_dir / "pyscript").exists() and not (site_dir / "pyscript.toml").exists()


def test_python_starts_first_and_the_painter_right_after() -> None:
    scripts = page_tags().scripts
    assert scripts[:4] == [
        "static/js/python-start.js",
        "static/js/page.js",
        "static/js/layout.js",
        "static/js/boot-text.js",
    ]
    start = (ROOT / "static/js/python-start.js").read_text(encoding="utf-8")
    assert imports_of(PurePosixPath("static/js/python-start.js")) == [], "it runs the moment it arrives"
    assert '<script type="module" async src="static/js/python-start.js">' in PAGE.read_text(encoding="utf-8")
    assert 'new Worker(new URL("./python-worker.mjs", import.meta.url), {\n  type: "module",' in start


def test_python_starts_in_a_worker_that_the_page_never_imports() -> None:
    page_graph = own_module_graph(page_tags().scripts)
    pyodide = [module for module in page_graph if any(path.parts[0] == "pyodide" for path in imports_of(module))]
    assert not pyodide
    assert PurePosixPath("static/js/python-worker.mjs") not in page_graph
    bridge = PurePosixPath("static/js/bridge.js")
    assert PurePosixPath("static/js/python-start.js") in imports_of(bridge), "the bridge talks to that worker"


def test_the_one_inline_script_is_allowed_by_its_hash_and_runs_after_the_board() -> None:
    """The first-visit board's script is inline, so that neither visit waits for a fetch: the page's policy allows it
    by its SHA-256 and no other inline script; it comes after the board and before the hint it shows."""
    page = PAGE.read_text(encoding="utf-8")
    inline = re.findall(r"<script>(.*?)</script>", page, re.S)
    assert len(inline) == 1
    digest = base64.b64encode(hashlib.sha256(inline[0].encode("utf-8")).digest()).decode("ascii")
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page)
    assert policy is not None
    assert f"script-src 'self' 'wasm-unsafe-eval' 'sha256-{digest}';" in policy[1]
    assert "unsafe-inline" not in policy[1].split("script-src", 1)[1].split(";", 1)[0]
    assert page.index('<div id="board"') < page.index("<script>") < page.index('id="hint"')
