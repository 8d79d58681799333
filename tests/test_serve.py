"""The development server sends precompressed copies as static hosts do (tools/serve.py).

A request for a file with `.br` and `.gz` copies gets the copy its `Accept-Encoding` prefers,
with `Content-Encoding` and `Vary: Accept-Encoding`; anything else gets the plain file. Every
answer says `Cache-Control: no-cache` and carries the cross-origin isolation headers, and
tools.check_host finds no fault with it.
"""

from __future__ import annotations

import http.client
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.hosts import ROOT, free_port
from tools import check_host
from tools.check_host import ISOLATION_HEADERS
from tools.serve import preferred_coding, serve_dist

PLAIN = b"console.log('plain');\n"
BROTLI = b"brotli copy"
GZIP = b"gzip copy"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    """A folder with a script and its two copies, an image without copies, and an index page, served."""
    folder = tmp_path_factory.mktemp("served")
    (folder / "app.js").write_bytes(PLAIN)
    (folder / "app.js.br").write_bytes(BROTLI)
    (folder / "app.js.gz").write_bytes(GZIP)
    (folder / "icon.png").write_bytes(b"\x89PNG")
    (folder / "index.html").write_bytes(b"<!doctype html>")
    (folder / "index.html.gz").write_bytes(b"gzip page")
    served, _ = serve_dist(0, Path(folder))
    yield "127.0.0.1", served.server_port
    served.shutdown()
    served.server_close()


def fetch(
    server: tuple[str, int], path: str, accept: str | None, method: str = "GET"
) -> tuple[http.client.HTTPResponse, bytes]:
    """One request on a fresh connection, with `Accept-Encoding: accept` unless None: the response and its body."""
    connection = http.client.HTTPConnection(*server, timeout=10)
    headers = {} if accept is None else {"Accept-Encoding": accept}
    connection.request(method, path, headers=headers)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response, body


@pytest.mark.parametrize(
    ("accept", "coding", "body"),
    [
        ("gzip, deflate, br, zstd", "br", BROTLI),
        ("br", "br", BROTLI),
        ("gzip, deflate", "gzip", GZIP),
        ("gzip;q=1, br;q=0.5", "gzip", GZIP),
        ("*", "br", BROTLI),
        ("br;q=0, gzip;q=0", None, PLAIN),
        ("identity", None, PLAIN),
        (None, None, PLAIN),
    ],
)
def test_the_preferred_copy_is_sent_with_its_content_encoding(
    server: tuple[str, int], accept: str | None, coding: str | None, body: bytes
) -> None:
    """The copy the browser accepts most (brotli on a tie) is sent as the script itself; else the plain file."""
    response, sent = fetch(server, "/app.js", accept)
    assert (response.status, sent) == (200, body)
    assert response.getheader("Content-Encoding") == coding
    assert response.getheader("Content-Type") == "text/javascript"
    assert response.getheader("Content-Length") == str(len(body))
    assert response.getheader("Vary") == "Accept-Encoding"


def test_a_file_without_copies_is_sent_plainly_without_vary(server: tuple[str, int]) -> None:
    """An image has no copies: no Content-Encoding, and the answer does not vary."""
    response, _ = fetch(server, "/icon.png", "gzip, br")
    assert (response.status, response.getheader("Content-Type")) == (200, "image/png")
    assert response.getheader("Content-Encoding") is None
    assert response.getheader("Vary") is None


def test_the_index_page_and_head_requests_use_the_copies_too(server: tuple[str, int]) -> None:
    """The site's root answers with index.html's gzip copy (it has no brotli one); HEAD gets the same headers."""
    for method in ("GET", "HEAD"):
        response, _ = fetch(server, "/", "br, gzip", method)
        assert response.status == 200
        assert (response.getheader("Content-Encoding"), response.getheader("Content-Type")) == ("gzip", "text/html")
        assert response.getheader("Content-Length") == str(len(b"gzip page"))


def test_a_revalidation_is_answered_not_modified_without_a_body_encoding(server: tuple[str, int]) -> None:
    """The service worker's `no-cache` revalidation gets a 304 that still varies on Accept-Encoding."""
    connection = http.client.HTTPConnection(*server, timeout=10)
    headers = {"Accept-Encoding": "br", "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT"}
    connection.request("GET", "/app.js", headers=headers)
    response = connection.getresponse()
    assert response.status == 304
    assert response.getheader("Content-Encoding") is None
    assert response.getheader("Vary") == "Accept-Encoding"
    connection.close()


def test_one_connection_serves_compressed_and_plain_answers_in_turn(server: tuple[str, int]) -> None:
    """Keep-alive: the coding chosen for one request does not leak into the next on the same connection."""
    connection = http.client.HTTPConnection(*server, timeout=10)
    for path, accept, coding in [("/app.js", "br", "br"), ("/icon.png", "br", None), ("/app.js", "", None)]:
        connection.request("GET", path, headers={"Accept-Encoding": accept})
        response = connection.getresponse()
        response.read()
        assert response.getheader("Content-Encoding") == coding
    connection.close()


def test_a_copy_older_than_its_file_is_not_sent(tmp_path: Path) -> None:
    """A file changed after its copies were made (by hand, or by a test damaging a site) is sent as it now is."""
    folder = tmp_path / "changed"
    folder.mkdir()
    (folder / "app.js.gz").write_bytes(GZIP)
    (folder / "app.js").write_bytes(PLAIN)
    os.utime(folder / "app.js.gz", ns=((folder / "app.js").stat().st_mtime_ns - 1,) * 2)
    served, _ = serve_dist(0, folder)
    try:
        response, body = fetch(("127.0.0.1", served.server_port), "/app.js", "gzip")
    finally:
        served.shutdown()
        served.server_close()
    assert (body, response.getheader("Content-Encoding"), response.getheader("Vary")) == (PLAIN, None, None)


def test_a_copy_asked_for_by_name_is_sent_as_it_is(server: tuple[str, int]) -> None:
    """`/app.js.br` is a plain file of its own: no Content-Encoding, so nothing decodes it."""
    response, body = fetch(server, "/app.js.br", "br")
    assert (response.status, body) == (200, BROTLI)
    assert response.getheader("Content-Encoding") is None


@pytest.mark.parametrize(
    ("path", "headers", "status"),
    [
        ("/", {}, 200),
        ("/app.js", {"Accept-Encoding": "br"}, 200),
        ("/icon.png", {}, 200),
        ("/app.js", {"If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT"}, 304),
    ],
)
def test_every_answer_is_cross_origin_isolated(
    server: tuple[str, int], path: str, headers: dict[str, str], status: int
) -> None:
    """The page, a compressed script, an image, a revalidation: each says COOP `same-origin`, COEP `require-corp`."""
    connection = http.client.HTTPConnection(*server, timeout=10)
    connection.request("GET", path, headers=headers)
    response = connection.getresponse()
    response.read()
    connection.close()
    assert response.status == status
    assert {name: response.getheader(name) for name in ISOLATION_HEADERS} == ISOLATION_HEADERS


@pytest.mark.parametrize(
    ("header", "available", "expected"),
    [
        ("gzip, br", ["br", "gzip"], "br"),
        ("gzip, br", ["gzip"], "gzip"),
        ("br;q=0.2, gzip;q=0.8", ["br", "gzip"], "gzip"),
        ("BR", ["br", "gzip"], "br"),
        ("gzip;q=oops, br;q=0", ["br", "gzip"], None),
        ("", ["br", "gzip"], None),
        ("gzip, br", [], None),
    ],
)
def test_preferred_coding(header: str, available: list[str], expected: str | None) -> None:
    """Highest q-value first, then the server's order (brotli before gzip); q=0 and bad q-values refuse."""
    assert preferred_coding(header, available) == expected


def test_check_host_passes_against_the_development_server(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A site of the built site's shape served on a free loopback port: every file `no-cache` and isolated,
    no fault, exit 0."""
    (tmp_path / "static" / "js").mkdir(parents=True)
    (tmp_path / "pyodide").mkdir()
    policy = "default-src 'self'"
    (tmp_path / "index.html").write_text(
        f'<!doctype html><meta http-equiv="Content-Security-Policy" content="{policy}">'
        '<link rel="manifest" href="manifest.webmanifest"><link rel="modulepreload" href="static/js/start.mjs">'
        '<script type="module" src="static/js/register-sw.js"></script>',
        encoding="utf-8",
    )
    (tmp_path / "manifest.webmanifest").write_text("{}", encoding="utf-8")
    (tmp_path / "static" / "js" / "start.mjs").write_text("export {};", encoding="utf-8")
    register = (ROOT / "static" / "js" / "register-sw.js").read_text(encoding="utf-8")
    (tmp_path / "static" / "js" / "register-sw.js").write_text(register, encoding="utf-8")
    (tmp_path / "sw.js").write_text('const PRECACHE = ["pyodide/pyodide.asm.wasm"];', encoding="utf-8")
    (tmp_path / "pyodide" / "pyodide.asm.wasm").write_bytes(b"\0asm\1\0\0\0")
    served, url = serve_dist(free_port(), tmp_path)
    try:
        reports = check_host.check_site(url)
        assert check_host.main([url]) == 0
    finally:
        served.shutdown()
        served.server_close()
    assert [report.kind for report in reports] == ["page", "manifest", "module", "service worker", "wasm"]
    assert [report.faults() for report in reports] == [[]] * 5
    assert ("ok", "Cross-Origin-Embedder-Policy 'require-corp', as the page's") in reports[2].findings
    assert "no-cache" in capsys.readouterr().out
