"""The shipped host configurations, run for real: deploy/ on nginx and Caddy, and deploy/_headers.

The built site is served by Debian's nginx (with its brotli module) and by Caddy, each with its
configuration from deploy/ (tests/support/hosts.py), and everything the site relies on is checked over
HTTP: the types, the precompressed bodies byte for byte, `Cache-Control: no-cache`, the page's
own Content-Security-Policy as a header, and the two cross-origin isolation headers on every file.
deploy/_headers is read the way Netlify and Cloudflare Pages document it and must give what nginx
gives. `python3 -m tools.check_host` passes both hosts, catches deliberately wrong nginx
configurations and only notes a page that is not isolated.
"""

from __future__ import annotations

import http.client
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.support.hosts import HEADERS_FILE, HOSTS, NGINX_CONFIG, ROOT, free_port, replaced_once, served_by
from tools.check_host import ISOLATION_HEADERS, PageLinks
from tools.serve import MIME_TYPES
from tools.site_files import ENCODINGS, compressed_copy, is_compressed_copy

# The files whose type a browser enforces (scripts, styles, images, the wasm, the manifest).
ENFORCED_SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".webmanifest", ".svg", ".png")
# A request header for each content coding, and for none.
ACCEPT = {"br": "br", "gzip": "gzip", None: "identity"}
# What the check says about a page with both isolation headers.
ISOLATED_LINE = (
    "  ok    Cross-Origin-Opener-Policy 'same-origin'; Cross-Origin-Embedder-Policy 'require-corp':"
    " cross-origin isolated"
)


@pytest.fixture(scope="module", params=HOSTS)
def host(request: pytest.FixtureRequest, site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The built site served by one real host with its shipped configuration; its URL."""
    with served_by(request.param, site_dir, tmp_path_factory.mktemp(request.param)) as served:
        yield served.url


def get(url: str, path: str, accept: str = "identity") -> tuple[http.client.HTTPResponse, bytes]:
    """GET `path` with one `Accept-Encoding`; the response and its body exactly as sent."""
    address = urlsplit(url)
    connection = http.client.HTTPConnection(address.hostname or "", address.port, timeout=30)
    try:
        connection.request("GET", path, headers={"Accept-Encoding": accept})
        response = connection.getresponse()
        return response, response.read()
    finally:
        connection.close()


def media_type(value: str | None) -> str:
    """A Content-Type without its parameters."""
    return (value or "").split(";")[0].strip()


def site_paths(site_dir: Path) -> list[str]:
    """Every file of the built site as a URL path, without the compressed copies."""
    files = sorted(path for path in site_dir.rglob("*") if path.is_file() and not is_compressed_copy(path))
    return [f"/{path.relative_to(site_dir).as_posix()}" for path in files]


def page_links(site_dir: Path) -> PageLinks:
    """The built page's meta policy, manifest and scripts."""
    links = PageLinks()
    links.feed((site_dir / "index.html").read_text(encoding="utf-8"))
    assert links.policy and links.manifest
    return links


def never_reused_unchecked(site_dir: Path) -> list[str]:
    """The paths that must say `Cache-Control: no-cache` (docs/deploy.md): /, index.html, sw.js and the manifest."""
    return ["/", "/index.html", "/sw.js", f"/{page_links(site_dir).manifest}"]


def test_every_file_has_the_type_browsers_need(host: str, site_dir: Path) -> None:
    """Scripts, modules, styles, images, the wasm and the manifest come with their own types."""
    wrong = {}
    for path in site_paths(site_dir):
        suffix = Path(path).suffix
        if suffix in ENFORCED_SUFFIXES:
            response, _ = get(host, path)
            if (response.status, media_type(response.getheader("Content-Type"))) != (200, MIME_TYPES[suffix]):
                wrong[path] = (response.status, response.getheader("Content-Type"))
    assert wrong == {}
    assert any(path.endswith((".wasm", ".mjs", ".webmanifest")) for path in site_paths(site_dir))


def test_each_coding_brings_the_builds_own_copy(host: str, site_dir: Path) -> None:
    """Asked for brotli, for gzip, for neither: the body is the build's .br, .gz or plain file, byte for byte."""
    assert set(ENCODINGS) == {coding for coding in ACCEPT if coding}, "the build writes other copies than asked here"
    compressed = [path for path in site_paths(site_dir) if compressed_copy(site_dir / path[1:], "br").is_file()]
    assert "/pyodide/pyodide.asm.wasm" in compressed
    assert "/index.html" in compressed
    for path in compressed:
        plain = site_dir / path[1:]
        for coding, accept in ACCEPT.items():
            response, body = get(host, path, accept)
            expected = compressed_copy(plain, coding) if coding else plain
            assert (response.status, response.getheader("Content-Encoding")) == (200, coding), path
            assert body == expected.read_bytes(), f"{path} asked with {accept} is not {expected.name}"
            if coding:
                assert "accept-encoding" in (response.getheader("Vary") or "").lower(), path


def test_the_page_worker_and_manifest_are_checked_before_every_use(host: str, site_dir: Path) -> None:
    """/, index.html, sw.js and the manifest say `Cache-Control: no-cache`, compressed or not."""
    for path in never_reused_unchecked(site_dir):
        for accept in ACCEPT.values():
            response, _ = get(host, path, accept)
            assert (response.status, response.getheader("Cache-Control")) == (200, "no-cache"), (path, accept)


def test_the_policy_header_is_the_pages_own(host: str, site_dir: Path) -> None:
    """The Content-Security-Policy header is exactly the policy of the built page's meta tag."""
    policy = page_links(site_dir).policy
    assert policy and "'wasm-unsafe-eval'" in policy
    for path in ("/", "/index.html"):
        response, _ = get(host, path, "br")
        assert response.getheader("Content-Security-Policy") == policy


def test_every_file_comes_cross_origin_isolated(host: str, site_dir: Path) -> None:
    """Every file, compressed or plain, says COOP `same-origin` and COEP `require-corp`: the page is isolated,
    and a worker's script has the page's embedder policy, without which an isolated page refuses it."""
    assert ISOLATION_HEADERS == {
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Embedder-Policy": "require-corp",
    }
    for path in ["/", *site_paths(site_dir)]:
        for accept in ("br", "identity"):
            response, _ = get(host, path, accept)
            sent = {name: response.getheader(name) for name in ISOLATION_HEADERS}
            assert (response.status, sent) == (200, ISOLATION_HEADERS), (path, accept)


# deploy/_headers, read as Netlify and Cloudflare Pages document it.


def header_rules(text: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """The rules of a `_headers` file: a path pattern on its own line, then indented `Name: value` lines."""
    rules: list[tuple[str, list[tuple[str, str]]]] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((line.strip(), []))
            continue
        name, colon, value = line.strip().partition(":")
        assert rules and colon, f"a header line outside a rule, or without a colon: {line!r}"
        rules[-1][1].append((name.strip(), value.strip()))
    return rules


def pattern_matches(pattern: str, path: str) -> bool:
    """Whether a rule's path pattern matches a URL path (`*` matches anything, slashes included)."""
    return re.fullmatch(".*".join(re.escape(part) for part in pattern.split("*")), path) is not None


def headers_file_gives(rules: list[tuple[str, list[tuple[str, str]]]], path: str) -> dict[str, str]:
    """The headers the rules matching `path` add; no header may come from two of them.

    Where two matching rules set one header, Cloudflare Pages joins both values with a comma and
    Netlify keeps one: the file must not leave that to the host.
    """
    given: dict[str, str] = {}
    for pattern, headers in rules:
        if pattern_matches(pattern, path):
            for name, value in headers:
                assert name not in given, f"{name} is set twice for {path}"
                given[name] = value
    return given


def test_the_headers_file_gives_what_the_hosts_give(host: str, site_dir: Path) -> None:
    """For every file of the site, each header deploy/_headers sets is what the real host sends."""
    rules = header_rules(HEADERS_FILE.read_text(encoding="utf-8"))
    for path in ["/", *site_paths(site_dir)]:
        response, _ = get(host, path)
        for name, value in headers_file_gives(rules, path).items():
            if name == "Content-Type":
                assert media_type(response.getheader(name)) == media_type(value), path
            else:
                assert response.getheader(name) == value, (path, name)
    links = page_links(site_dir)
    for path in never_reused_unchecked(site_dir):
        assert headers_file_gives(rules, path)["Cache-Control"] == "no-cache"
    assert headers_file_gives(rules, "/index.html")["Content-Security-Policy"] == links.policy
    assert headers_file_gives(rules, "/pyodide/pyodide.asm.wasm")["Content-Type"] == "application/wasm"
    for path in ("/", "/static/js/analysis-worker.mjs"):
        assert ISOLATION_HEADERS.items() <= headers_file_gives(rules, path).items(), path


# The check command


def check_host(url: str) -> tuple[int, str, dict[str, list[str]]]:
    """Run `python3 -m tools.check_host url` without site-packages: exit status, output, faults by kind of file."""
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONPATH"}
    run = subprocess.run(
        [sys.executable, "-S", "-m", "tools.check_host", url],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.stderr == ""
    faults: dict[str, list[str]] = {}
    kind = ""
    for line in run.stdout.splitlines():
        if not line.startswith(" "):
            kind = line.split(":")[0]
        elif line.strip().startswith("FAULT"):
            faults.setdefault(kind, []).append(line.strip().removeprefix("FAULT").strip())
    return run.returncode, run.stdout, faults


def test_the_check_command_passes_the_shipped_configurations(host: str) -> None:
    """On the real host the check finds the page, manifest, module, worker and wasm, all right: exit status 0."""
    status, output, faults = check_host(host)
    assert (status, faults) == (0, {})
    kinds = [line.split(":")[0] for line in output.splitlines() if not line.startswith(" ")]
    assert kinds == ["page", "manifest", "module", "service worker", "wasm", "No faults, 0 notes."]
    assert f"wasm: {host}pyodide/pyodide.asm.wasm" in output
    assert "  ok    asked for brotli: got brotli" in output
    assert "  ok    Content-Security-Policy header: the page's own policy" in output
    assert ISOLATED_LINE in output
    assert "  ok    Cross-Origin-Embedder-Policy 'require-corp', as the page's" in output


SERVER_CACHE_LINE = '    add_header Cache-Control "no-cache";\n'
ISOLATION_LINES = (
    '    add_header Cross-Origin-Opener-Policy "same-origin";\n'
    '    add_header Cross-Origin-Embedder-Policy "require-corp";\n'
)
WRONG_NGINX: dict[str, tuple[Callable[[str], str], str, str]] = {
    "no wasm type": (
        lambda text: replaced_once(text, "        application/wasm wasm;\n", ""),
        "wasm",
        "type application/octet-stream: browsers refuse to compile it, and the game never starts",
    ),
    "a cached sw.js": (
        lambda text: replaced_once(
            text,
            SERVER_CACHE_LINE,
            SERVER_CACHE_LINE + '    location = /sw.js { add_header Cache-Control "max-age=86400"; }\n',
        ),
        "service worker",
        "Cache-Control 'max-age=86400': a browser may reuse a copy for 1 day without asking",
    ),
    "modules that lose the isolation headers": (
        # A location with an add_header of its own inherits none of the server's.
        lambda text: replaced_once(
            text,
            SERVER_CACHE_LINE,
            SERVER_CACHE_LINE + '    location ~ \\.mjs$ { add_header Cache-Control "no-cache"; }\n',
        ),
        "module",
        "Cross-Origin-Embedder-Policy 'missing' while the page's is 'require-corp': an isolated page refuses a worker",
    ),
}


@pytest.mark.parametrize("mistake", sorted(WRONG_NGINX))
def test_the_check_command_catches_a_wrong_configuration(site_dir: Path, tmp_path: Path, mistake: str) -> None:
    """nginx without the wasm type, or with a sw.js cached for a day: the check names that one fault, exit status 1."""
    edit, kind, fault = WRONG_NGINX[mistake]
    with served_by("nginx", site_dir, tmp_path, edit(NGINX_CONFIG.read_text(encoding="utf-8"))) as served:
        status, _, faults = check_host(served.url)
    assert status == 1
    assert list(faults) == [kind]
    assert len(faults[kind]) == 1
    assert faults[kind][0].startswith(fault)


def test_the_check_command_only_notes_a_page_that_is_not_isolated(site_dir: Path, tmp_path: Path) -> None:
    """nginx without the isolation headers: the game works, so the check notes it on the page and exits with 0."""
    config = replaced_once(NGINX_CONFIG.read_text(encoding="utf-8"), ISOLATION_LINES, "")
    with served_by("nginx", site_dir, tmp_path, config) as served:
        status, output, faults = check_host(served.url)
    assert (status, faults) == (0, {})
    assert ISOLATED_LINE not in output
    notes = [line for line in output.splitlines() if line.startswith("  note")]
    assert len(notes) == 1
    assert notes[0].startswith(
        "  note  Cross-Origin-Opener-Policy 'missing'; Cross-Origin-Embedder-Policy 'missing': the game works but"
        " is not cross-origin isolated"
    )
    assert output.endswith("No faults, 1 note.\n")


def test_the_check_command_says_when_nothing_answers() -> None:
    """A URL where no server listens: one line saying so, and exit status 2 (not a report of faults)."""
    url = f"http://127.0.0.1:{free_port()}/"
    run = subprocess.run(
        [sys.executable, "-m", "tools.check_host", url], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert (run.returncode, run.stdout) == (2, "")
    assert run.stderr.startswith(f"cannot fetch {url}: ")
