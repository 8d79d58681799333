"""Assemble the deployable static site into dist/ (SPEC §1, §7.1, §11).

    python3 build.py                   build dist/
    python3 build.py --serve [--port N]  build, then serve dist/ on http://127.0.0.1:N (tools/serve.py)
    python3 build.py --no-snapshot     build dist/ without the Pyodide memory snapshot

The site holds only what a visit fetches: the pinned Pyodide runtime and PyScript
(from node_modules, installed with `npm ci`; Pyodide's standard library zip and package lock
trimmed to what the page's Python imports, tools/stdlib.py), the page, `static/` but its
Python, `python-files.json` (the Python of the `game` package and of static/py/ but the page
script, without docstrings or comments, and the data files game.certified reads:
static/js/interpreter.mjs writes them into Pyodide's file system from this one fetch),
`pyscript.toml`, the Pyodide memory snapshot the page boots from (made in Node by
tools/snapshot.py, checked against the shipped runtime and Python sources), `sw.js`, the
service worker whose precache list and cache name (a content hash) are computed here, and a
gzip and a brotli copy of every text and wasm file (tools/site_files.py, SPEC §11.1: brotli,
and Zopfli's gzip, in Node). Python 3.11 standard library and Node only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import runpy
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from game.certified import STATS_FILE
from game.moves import Move
from game.registry import VARIANTS
from game.replay import encode_moves
from tools import serve, snapshot, stdlib
from tools.site_files import DIST, ROOT, is_compressed_copy, precompress, sent_bytes

NODE_MODULES = ROOT / "node_modules"
PYODIDE_PACKAGE = NODE_MODULES / "pyodide"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
# The Python package PyScript writes and imports before the page script runs, as it writes it
# (minified): the module of @pyscript/core that PyScript's bundle embeds.
PYSCRIPT_WRITTEN_PYTHON = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# Chunks core.js imports lazily that the page still fetches (measured by logging the
# page's requests): the TOML parser, and every plugin, because PyScript also boots
# its MicroPython flavour, which has no config and so imports all plugins. The
# plugins' own heavy chunks (codemirror, xterm) are only fetched when used.
PYSCRIPT_LAZY_CHUNKS = ("toml", "error", "deprecations-manager", "donkey", "py-editor", "py-game", "py-terminal")
SITE_FILES = ("index.html",)
# The page's script that starts PyScript (it imports core.js); the build writes a modulepreload
# link for each PyScript module before it.
PYSCRIPT_SCRIPT_TAG = '<script type="module" src="static/js/pyscript-hooks.mjs"></script>'
SITE_FOLDERS = ("static",)
PYTHON_PACKAGES = ("game",)
# What the page never imports, left out of python-files.json: the solver and the post-game analysis.
# They go into analysis-files.json, which only the analysis worker (static/js/analysis-worker.mjs)
# fetches, when a player asks for an analysis (SPEC §17.6).
UNSHIPPED_PACKAGES = ("game/solver/", "game/analysis.py")
ANALYSIS_FILES = "analysis-files.json"
# The certified deals' solutions, one file per variant of `<code> <moves text>` lines (game.replay's
# compact text), which the analysis worker reads for a certified deal instead of searching.
SOLUTIONS_FOLDER = "solutions"
PAGE_PACKAGES = ROOT / "static" / "py"
# The data files of game.certified the page reads: the certified deals (their codes only: the
# page never reads the solutions, which are most of the bytes), the deal-of-the-day calendar and
# the Examples pages' games (game.examples) and the solver's measured odds the Rules pages show.
CERTIFIED_FOLDER = ROOT / "game" / "certified"
CONFIG_FILE = "pyscript.toml"
SERVICE_WORKER_SOURCE = ROOT / "static" / "js" / "sw.js"
# The card artwork (tools/card_faces.py) goes into the built page, not into the site as a file.
CARD_SPRITE = ROOT / "static" / "img" / "cards.svg"
CARD_SPRITE_PLACEHOLDER = "<!-- card sprite: build.py puts static/img/cards.svg's symbols here -->"
BOOT_TEXT_SCRIPT = "static/js/boot-text.js"
BOOT_MESSAGES = {"starting": "starting", "failed": "boot-failed"}  # boot-text.js's name -> catalogue id
FIRST_VIEW_SCRIPT = "static/js/first-view.js"
CONTRACT_SCRIPT = "static/js/contract.js"
CONTRACT_MODULE = ROOT / "static" / "py" / "ui" / "contract.py"  # the names the script is filled with
PAGE = ROOT / "index.html"
SERVICE_WORKER = "sw.js"
CACHE_NAME_PREFIX = "solitaire-"
SNAPSHOT_FOLDER = snapshot.SNAPSHOT_FILE.split("/")[0] + "/"
SKIPPED_NAMES = ("__pycache__", ".DS_Store")


@dataclass(frozen=True)
class SiteReport:
    """What a build produced: every file of dist/, the ones a first visit downloads, and their bytes as sent.

    `sent` maps a content coding ("gzip", "br") to each file's bytes as a precompressing host
    sends them to a browser that accepts it (a file without a copy in that coding: its own size).
    """

    files: dict[str, int]
    precache: tuple[str, ...]
    cache_name: str
    sent: dict[str, dict[str, int]]

    @property
    def paint_files(self) -> tuple[str, ...]:
        """The precached files a first visit may need before its board is painted: the page and static/.

        That is its styles, scripts and images (a little more than the paint needs). Pyodide,
        PyScript, the Python files and the memory snapshot come while the board is on screen.
        """
        folders = tuple(f"{folder}/" for folder in SITE_FOLDERS)
        return tuple(path for path in self.visit_files if path in SITE_FILES or path.startswith(folders))

    @property
    def visit_files(self) -> tuple[str, ...]:
        """Every file a first visit downloads: the precache list plus the service worker."""
        return (*self.precache, SERVICE_WORKER)

    def bytes_sent(self, paths: Iterable[str], coding: str | None = None) -> int:
        """Bytes of `paths` as sent with `coding` (None: uncompressed)."""
        sizes = self.sent[coding] if coding else self.files
        return sum(sizes[path] for path in paths)

    @property
    def total_bytes(self) -> int:
        """Bytes of the whole site (its compressed copies left out)."""
        return sum(self.files.values())

    @property
    def precache_bytes(self) -> int:
        """Bytes a first visit downloads, uncompressed."""
        return self.bytes_sent(self.visit_files)

    @property
    def precache_gzip_bytes(self) -> int:
        """Bytes a first visit downloads from a host that sends the gzip copies."""
        return self.bytes_sent(self.visit_files, "gzip")


def human_bytes(count: int) -> str:
    """Format a byte count for people: 1536 -> '1.5 KiB'."""
    size = float(count)
    for unit in ("B", "KiB", "MiB"):
        if size < 1024 or unit == "MiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    raise AssertionError("unreachable")


def node_modules_match_lock() -> bool:
    """True when every package pinned in package-lock.json is installed at its locked version."""
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for location, entry in lock["packages"].items():
        if not location:
            continue
        manifest = ROOT / location / "package.json"
        if not manifest.is_file() or json.loads(manifest.read_text()).get("version") != entry["version"]:
            return False
    return True


def ensure_node_modules() -> None:
    """Run `npm ci` when node_modules is missing or differs from package-lock.json."""
    if NODE_MODULES.is_dir() and node_modules_match_lock():
        return
    print("build: node_modules missing or out of date, running npm ci", flush=True)
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build: npm is missing; install Node.js with npm (on Debian: apt-get install nodejs npm)")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def copy_file(source: Path, target: Path) -> None:
    """Copy one file, creating the target's folders."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def copy_pyodide(dist: Path) -> None:
    """Copy the Pyodide runtime files the browser loads into dist/pyodide/."""
    for name in PYODIDE_FILES:
        copy_file(PYODIDE_PACKAGE / name, dist / "pyodide" / name)


def static_imports(module: Path) -> list[str]:
    """Names of the sibling chunks a PyScript module imports statically (`from"./x.js"`)."""
    names: list[str] = re.findall(r'from\s*"\./([\w.-]+\.js)"', module.read_text(encoding="utf-8"))
    return names


def lazy_chunk(core_chunk: Path, stem: str) -> str:
    """The hashed file name of the chunk `stem` that PyScript's core imports lazily."""
    names: list[str] = re.findall(r'import\("\./([\w.-]+\.js)"\)', core_chunk.read_text(encoding="utf-8"))
    matches = sorted({name for name in names if name.rsplit("-", 1)[0] == stem})
    if len(matches) != 1:
        raise RuntimeError(f"expected one lazy PyScript chunk {stem!r} in {core_chunk.name}, found {matches}")
    return matches[0]


def with_static_imports(names: list[str]) -> list[str]:
    """`names` plus every chunk they import statically, transitively."""
    wanted = list(names)
    for name in wanted:
        wanted.extend(chunk for chunk in static_imports(PYSCRIPT_DIST / name) if chunk not in wanted)
    return wanted


def pyscript_files() -> list[str]:
    """The files of @pyscript/core/dist the page fetches: core.css, core.js and the chunks it loads."""
    (core_chunk,) = static_imports(PYSCRIPT_DIST / "core.js")
    lazy = [lazy_chunk(PYSCRIPT_DIST / core_chunk, stem) for stem in PYSCRIPT_LAZY_CHUNKS]
    return ["core.css", *with_static_imports(["core.js", *lazy])]


def copy_pyscript(dist: Path) -> None:
    """Copy the PyScript files the page fetches into dist/pyscript/."""
    for name in pyscript_files():
        copy_file(PYSCRIPT_DIST / name, dist / "pyscript" / name)


def write_pyscript_preloads(dist: Path) -> None:
    """Preload, in the built page, every PyScript module the page fetches (SPEC §11).

    Otherwise each comes only once the module importing it has been parsed: the hooks module,
    core.js, its core chunk, then the TOML parser and the plugins, four trips through the service
    worker before PyScript asks for Pyodide. The chunks' names carry a hash, so the build writes
    the links, core.js and its core chunk first.
    """
    page = dist / "index.html"
    lines = page.read_text(encoding="utf-8").splitlines(keepends=True)
    found = [index for index, line in enumerate(lines) if line.strip() == PYSCRIPT_SCRIPT_TAG]
    if len(found) != 1:
        raise RuntimeError(f"index.html: expected one line {PYSCRIPT_SCRIPT_TAG!r}")
    indent = lines[found[0]][: len(lines[found[0]]) - len(lines[found[0]].lstrip())]
    first = ["core.js", *static_imports(PYSCRIPT_DIST / "core.js")]
    chunks = first + [name for name in pyscript_files() if name.endswith(".js") and name not in first]
    links = [f'{indent}<link rel="modulepreload" href="pyscript/{name}">\n' for name in chunks]
    page.write_text("".join(lines[: found[0]] + links + lines[found[0] :]), encoding="utf-8")


def inline_card_sprite(dist: Path) -> None:
    """Put the card sprite's symbols into the built page, where the cards' `<use href="#card-AS">` find them.

    A `<use>` naming a symbol of another document made Chromium parse that whole 200 KB document
    again for most new card elements: 15-35 ms of the main thread after a tap, traced at
    1280x900, which pushed the next tap's frame late. In the page, the symbols are parsed once.
    """
    page = dist / "index.html"
    text = page.read_text(encoding="utf-8")
    symbols = re.findall(r"<symbol\b.*?</symbol>", CARD_SPRITE.read_text(encoding="utf-8"), re.S)
    if text.count(CARD_SPRITE_PLACEHOLDER) != 1 or not symbols:
        raise RuntimeError(f"index.html: expected one {CARD_SPRITE_PLACEHOLDER!r} and {CARD_SPRITE} to hold symbols")
    page.write_text(text.replace(CARD_SPRITE_PLACEHOLDER, "".join(symbols)), encoding="utf-8")


def source_files(folder: Path) -> Iterable[Path]:
    """Every file under `folder`, sorted, skipping caches and OS litter."""
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not any(part in SKIPPED_NAMES for part in path.parts):
            yield path


class PyScriptSources(HTMLParser):
    """Collects the `src` of every `<script type="py">` of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.sources: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Remember the source of a Python script tag."""
        attributes = dict(attrs)
        if tag == "script" and attributes.get("type") == "py" and attributes.get("src"):
            self.sources.append(str(attributes["src"]))


class TextIds(HTMLParser):
    """Collects, in page order, the ids of the fixed texts a page names (`data-text`, `data-text-title`, ...)."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: dict[str, None] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Remember the text ids of an element."""
        for name, value in attrs:
            if name.startswith("data-text") and value:
                self.ids.setdefault(value, None)


def page_text_ids(page: Path) -> list[str]:
    """The text ids `page` names, as static/js/page.js hands them to Python."""
    parser = TextIds()
    parser.feed(page.read_text(encoding="utf-8"))
    return list(parser.ids)


def page_scripts(page: Path) -> set[str]:
    """Site-relative paths of the Python scripts `page` runs through `<script type="py" src>`."""
    parser = PyScriptSources()
    parser.feed(page.read_text(encoding="utf-8"))
    return {source.removeprefix("./") for source in parser.sources}


def copy_site_sources(dist: Path) -> dict[str, str]:
    """Copy the page, pyscript.toml and static/ but its Python; return the files Pyodide gets (Pyodide path -> text).

    Packages keep their path; the page's package in static/py/ lands at the top of Pyodide's
    working folder, next to the page script, so `import ui` works.
    The page scripts themselves are copied and fetched by their script tags.
    """
    for name in (*SITE_FILES, CONFIG_FILE):
        copy_file(ROOT / name, dist / name)
    files = {}
    scripts = set().union(*(page_scripts(ROOT / name) for name in SITE_FILES if name.endswith(".html")))
    for folder in SITE_FOLDERS:
        for path in source_files(ROOT / folder):
            relative = path.relative_to(ROOT).as_posix()
            if path.suffix == ".py" and relative not in scripts:
                files[path.relative_to(PAGE_PACKAGES).as_posix()] = path.read_text(encoding="utf-8")
            elif path not in (SERVICE_WORKER_SOURCE, CARD_SPRITE):
                copy_file(path, dist / relative)
    for package in PYTHON_PACKAGES:
        for path in source_files(ROOT / package):
            relative = path.relative_to(ROOT).as_posix()
            if path.suffix == ".py" and not relative.startswith(UNSHIPPED_PACKAGES):
                files[relative] = path.read_text(encoding="utf-8")
    return files | certified_data()


def analysis_sources() -> dict[str, str]:
    """The Python only the analysis worker imports: the solver and game.analysis (Pyodide path -> text)."""
    return {
        path.relative_to(ROOT).as_posix(): path.read_text(encoding="utf-8")
        for package in PYTHON_PACKAGES
        for path in source_files(ROOT / package)
        if path.suffix == ".py" and path.relative_to(ROOT).as_posix().startswith(UNSHIPPED_PACKAGES)
    }


def write_analysis_files(dist: Path) -> None:
    """Write analysis-files.json (the worker's Python, without docstrings) and solutions/<variant>.txt."""
    files = stripped_python(dist, analysis_sources())
    text = json.dumps(files, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    (dist / ANALYSIS_FILES).write_text(text, encoding="utf-8")
    (dist / SOLUTIONS_FOLDER).mkdir()
    for key in VARIANTS:
        path = CERTIFIED_FOLDER / f"{key}.txt"
        if not path.exists():
            continue
        lines = []
        for line in path.read_text(encoding="utf-8").splitlines():
            code, *moves = line.split(" ")
            lines.append(f"{code} {encode_moves(Move.parse(text) for text in moves)}\n")
        (dist / SOLUTIONS_FOLDER / f"{key}.txt").write_text("".join(lines), encoding="utf-8")


def stripped_python(dist: Path, files: dict[str, str]) -> dict[str, str]:
    """`files` (Pyodide path -> text) with their Python modules' docstrings and comments dropped.

    The same stripping as the standard library's (tools/docstrings.py, in dist's whole Pyodide):
    the page never reads a docstring, and a first visit fetches 37 KiB less (SPEC §11).
    """
    python = {path: text for path, text in files.items() if path.endswith(".py")}
    return files | stdlib.docstrings_stripper(dist / "pyodide")(python)


def certified_data() -> dict[str, str]:
    """The certified deals (codes only), the calendar, the examples and the odds the page gets (path -> text)."""
    files = {}
    stats = CERTIFIED_FOLDER / STATS_FILE
    if stats.exists():
        files[stats.relative_to(ROOT).as_posix()] = stats.read_text(encoding="utf-8")
    for path in sorted(CERTIFIED_FOLDER.glob("*.txt")):
        lines = path.read_text(encoding="utf-8").splitlines()
        if path.stem in VARIANTS:
            lines = [line.split(" ", 1)[0] for line in lines if line]
        files[path.relative_to(ROOT).as_posix()] = "".join(line + "\n" for line in lines)
    return files


def site_files(dist: Path) -> dict[str, int]:
    """Every file of the built site as its site-relative URL path and size, its compressed copies left out."""
    return {
        path.relative_to(dist).as_posix(): path.stat().st_size
        for path in source_files(dist)
        if not is_compressed_copy(path)
    }


def content_hash(dist: Path, paths: Iterable[str]) -> str:
    """A short SHA-256 over the names and contents of `paths`: changes whenever any file does."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.encode() + b"\0" + hashlib.sha256((dist / path).read_bytes()).digest())
    return digest.hexdigest()[:16]


def fill_constants(source: Path, target: Path, values: dict[str, str]) -> None:
    """Copy a script, replacing each line that starts with a declaration of `values` by that declaration's value."""
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
    for declaration, value in values.items():
        found = [index for index, line in enumerate(lines) if line.startswith(declaration)]
        if len(found) != 1:
            raise RuntimeError(f"{source.name}: expected one line starting {declaration!r}")
        lines[found[0]] = f"{declaration}{value};\n"
    target.write_text("".join(lines), encoding="utf-8")


def write_service_worker(dist: Path, precache: tuple[str, ...], cache_name: str) -> None:
    """Write sw.js at the site root with its cache name and precache list filled in."""
    values = {"const CACHE_NAME = ": json.dumps(cache_name), "const PRECACHE_URLS = ": json.dumps(precache, indent=2)}
    fill_constants(SERVICE_WORKER_SOURCE, dist / SERVICE_WORKER, values)


def write_boot_texts(dist: Path) -> None:
    """Fill the boot text script with the "starting" and "boot-failed" messages of every language (game/locales)."""
    from game.i18n import CATALOGUES  # noqa: PLC0415 (the build imports the catalogues only here)

    texts = {
        language: {name: messages[message_id] for name, message_id in BOOT_MESSAGES.items()}
        for language, messages in CATALOGUES.items()
    }
    fill_constants(ROOT / BOOT_TEXT_SCRIPT, dist / BOOT_TEXT_SCRIPT, {"const TEXTS = ": json.dumps(texts)})


def write_contract(dist: Path) -> None:
    """Fill the contract script with the names the page shares with its Python (static/py/ui/contract.py)."""
    contract = runpy.run_path(str(CONTRACT_MODULE))  # plain Python: no import path needed
    fill_constants(ROOT / CONTRACT_SCRIPT, dist / CONTRACT_SCRIPT, contract["javascript_constants"]())


def write_first_views(dist: Path) -> None:
    """Fill the first-view script with the views Python answers a first visit with (`first_views`).

    They are computed by the page's own package, `ui`, in a Python that imports it from static/py
    as the page does (beside the engine), so the build's interpreter never imports the page.
    """
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(PAGE_PACKAGES)])}
    script = "import build, json; print(json.dumps(build.first_views()))"
    answer = subprocess.run(
        [sys.executable, "-c", script], env=environment, stdout=subprocess.PIPE, text=True, check=True
    )
    value = json.dumps(json.loads(answer.stdout), ensure_ascii=False, separators=(",", ":"))
    fill_constants(ROOT / FIRST_VIEW_SCRIPT, dist / FIRST_VIEW_SCRIPT, {"const VIEWS = ": value})


def first_views() -> dict[str, dict[str, object]]:
    """The views Python answers a first visit with: each first visit's deal, in every language (SPEC §11, §21.8);
    the texts and card names once per language. Needs the page's package (static/py) on the import path."""
    from game.i18n import CATALOGUES  # noqa: PLC0415 (the page's package is imported only here)
    from ui.app import App  # noqa: PLC0415
    from ui.session import FIRST_VISIT_DEALS  # noqa: PLC0415

    text_ids = page_text_ids(PAGE)
    views: dict[str, dict[str, object]] = {}
    for language in CATALOGUES:
        deals = [App({}, [language], text_ids).boot("", code) for code in FIRST_VISIT_DEALS]
        views[language] = {"texts": deals[0]["texts"], "cardNames": deals[0]["cardNames"], "deals": deals}
        for view in deals:
            del view["texts"], view["cardNames"]
    return views


def page_stdlib_imports(dist: Path) -> list[str]:
    """The standard library modules that the Python of the site in `dist` and PyScript's Python import, sorted.

    Read from import statements anywhere in the Python files PyScript writes, the analysis
    worker's Python, the page scripts, PyScript's own Python package, and the Python that
    PyScript's shipped JavaScript runs (but its unpacking of [files] archives: the config may
    have no [files] table).
    """
    if "files" in tomllib.loads((dist / CONFIG_FILE).read_text(encoding="utf-8")):
        raise RuntimeError(f"{CONFIG_FILE}: no [files] table, please: the Python comes in {snapshot.PYTHON_FILES}")
    scripts = set().union(*(page_scripts(dist / name) for name in SITE_FILES if name.endswith(".html")))
    shipped = snapshot.shipped_files(dist)
    analysis = json.loads((dist / ANALYSIS_FILES).read_text(encoding="utf-8"))
    python = [text for path, text in sorted({**shipped, **analysis}.items()) if path.endswith(".py")]
    python += [(dist / path).read_text(encoding="utf-8") for path in sorted(scripts)]
    python += pyscript_package().values()
    in_javascript = stdlib.python_imports_in_javascript(sorted((dist / "pyscript").glob("*.js")))
    javascript = [name for name in in_javascript if name not in stdlib.PYSCRIPT_ARCHIVE_MODULES]
    return sorted({*snapshot.stdlib_imports(python), *javascript})


def pyscript_package() -> dict[str, str]:
    """PyScript's Python package exactly as PyScript writes it at every boot: path -> text.

    Read from the module of @pyscript/core that its bundle embeds (by Node: it is JavaScript).
    """
    module = json.dumps(PYSCRIPT_WRITTEN_PYTHON.as_uri())
    script = f"import files from {module}; process.stdout.write(JSON.stringify(files))"
    result = subprocess.run(
        [snapshot.node_executable(), "--input-type=module", "-e", script], capture_output=True, text=True, check=True
    )
    return dict(flattened_files(json.loads(result.stdout)))


def flattened_files(tree: dict[str, object], folder: str = "") -> Iterable[tuple[str, str]]:
    """(path, text) of every file of a folder tree given as nested {name: text or folder} dicts."""
    for name, value in tree.items():
        path = f"{folder}{name}"
        if isinstance(value, dict):
            yield from flattened_files(value, f"{path}/")
        else:
            yield path, str(value)


def build(dist: Path = DIST, *, with_snapshot: bool = True) -> SiteReport:
    """Assemble the site into `dist` from scratch and describe it (without the memory snapshot if asked)."""
    ensure_node_modules()
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    copy_pyodide(dist)
    copy_pyscript(dist)
    snapshot.write_shipped_files(dist, stripped_python(dist, copy_site_sources(dist)))
    inline_card_sprite(dist)
    write_pyscript_preloads(dist)
    write_boot_texts(dist)
    write_contract(dist)
    write_first_views(dist)
    write_analysis_files(dist)
    stdlib.trim(dist, page_stdlib_imports(dist))
    if with_snapshot:
        package = pyscript_package()
        snapshot.make_snapshot(dist, snapshot.stdlib_imports(package.values()), package)
    return seal(dist)


def seal(dist: Path) -> SiteReport:
    """Make the files of `dist` one release: the service worker precaches them all under a cache named by their hash.

    A memory snapshot in `dist` must match the runtime and Python files there (SnapshotRefused otherwise).
    The compressed copies are written last, the service worker's too, and are not precached: the
    service worker asks for the plain files, and the browser decodes what the host sends.
    """
    if (dist / snapshot.MANIFEST_FILE).exists():
        snapshot.check_snapshot(dist)
    precache = tuple(path for path in site_files(dist) if path != SERVICE_WORKER)
    write_service_worker(dist, precache, CACHE_NAME_PREFIX + content_hash(dist, precache))
    precompress(dist)
    return site_report(dist)


def site_report(dist: Path = DIST) -> SiteReport:
    """Describe a built site: its files, what the service worker precaches, what a first visit downloads."""
    files = site_files(dist)
    precache = tuple(path for path in files if path != SERVICE_WORKER)
    found = re.findall(r'^const CACHE_NAME = "([^"]+)";$', (dist / SERVICE_WORKER).read_text(encoding="utf-8"), re.M)
    sent = {coding: {path: sent_bytes(dist, [path], coding) for path in files} for coding in ("gzip", "br")}
    return SiteReport(files, precache, found[0] if found else "?", sent)


def print_report(report: SiteReport, dist: Path = DIST) -> None:
    """Print the site's size and what a first visit downloads: raw, as gzip and as brotli copies."""

    def sizes(paths: tuple[str, ...]) -> str:
        raw, gzipped, brotli = (human_bytes(report.bytes_sent(paths, coding)) for coding in (None, "gzip", "br"))
        return f"{raw:>10} raw, {gzipped:>9} gzip, {brotli:>9} brotli"

    print(f"build: wrote {len(report.files)} files (and their compressed copies) to {dist}")
    print(f"build: site total        {human_bytes(report.total_bytes):>10}")
    print(f"build: first visit paint {sizes(report.paint_files)}  (the page and static/: before the board)")
    print(
        f"build: first visit total {sizes(report.visit_files)}"
        f"  ({len(report.precache)} precached files, cache {report.cache_name})"
    )


def main(argv: list[str] | None = None) -> None:
    """Command line: build, then optionally serve."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--serve", action="store_true", help="serve dist/ after building")
    parser.add_argument("--port", type=int, default=8000, help="port for --serve (default 8000)")
    parser.add_argument("--no-snapshot", action="store_true", help="leave out the Pyodide memory snapshot")
    args = parser.parse_args(argv)
    print_report(build(with_snapshot=not args.no_snapshot), DIST)
    if args.serve:
        serve.serve_until_interrupted(args.port, DIST)


if __name__ == "__main__":
    main()
