"""index.html asks for the page's whole module graph at once (the board painted before Python).

A module the page's scripts import is otherwise fetched only once the module importing it has
arrived and been parsed: page.js -> bridge.js -> renderer.js -> motion.js took four trips
through the service worker before the stored view could be painted. Each one the page imports
from static/js carries a `<link rel="modulepreload">`, so that they all come in the first trip;
the build adds one for each of PyScript's chunks, whose names carry a hash.

Module scripts run in document order, so the painter (page.js, then layout.js and boot-text.js)
comes first: the stored view is painted without waiting for PyScript's modules. interpreter.mjs
still runs before PyScript. PyScript's core is no script of its own: the hooks module imports it,
so that the hooks are set in the same evaluation, however late any file arrives.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath

from tools import vendor as build
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
        if path.parent == OWN_MODULES:
            assert path in own, f"{href} is preloaded but no module script imports it"
        else:
            assert path.parts[0] == "pyodide", f"{href}: only our modules and Pyodide's are preloaded"


def test_the_import_scan_reads_every_form_the_modules_use() -> None:
    module = PurePosixPath("static/js/page.js")
    assert {PurePosixPath("static/js/bridge.js"), PurePosixPath("static/js/keys.js")} <= set(imports_of(module))
    interpreter = PurePosixPath("static/js/interpreter.mjs")
    assert imports_of(interpreter) == [PurePosixPath("pyodide/pyodide.mjs"), PurePosixPath("static/js/snapshot.mjs")]
    snapshot = PurePosixPath("static/js/snapshot.mjs")
    assert imports_of(snapshot) == [PurePosixPath("pyodide/pyodide.mjs"), PurePosixPath("static/js/wasm-data.js")]


def test_the_built_page_preloads_every_pyscript_chunk_it_fetches(site_dir: Path) -> None:
    tags = ModuleTags()
    tags.feed((site_dir / "index.html").read_text(encoding="utf-8"))
    pyscript_links = [href for href in tags.preloads if href.startswith("pyscript/")]
    chunks = {path.relative_to(site_dir).as_posix() for path in (site_dir / "pyscript").glob("*.js")}
    assert set(pyscript_links) == chunks
    (core_chunk,) = build.static_imports(build.PYSCRIPT_DIST / "core.js")
    assert pyscript_links[:2] == ["pyscript/core.js", f"pyscript/{core_chunk}"], "core.js and its chunk come first"
    assert all((site_dir / href).is_file() for href in tags.preloads)


def test_the_painter_runs_before_python_is_asked_for() -> None:
    scripts = page_tags().scripts
    assert scripts[:3] == ["static/js/page.js", "static/js/layout.js", "static/js/boot-text.js"]
    assert scripts.index("static/js/interpreter.mjs") < scripts.index("static/js/pyscript-hooks.mjs")


def test_pyscript_starts_only_through_the_module_that_sets_its_hooks() -> None:
    assert "pyscript/core.js" not in page_tags().scripts
    hooks = PurePosixPath("static/js/pyscript-hooks.mjs")
    assert imports_of(hooks) == [PurePosixPath("pyscript/core.js")]
