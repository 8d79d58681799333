"""The development HTTP server for the built site, compressing as real hosts do.

    python3 -m tools.serve [--port N] [--directory DIR]   serve a built dist/ (or DIR) on http://127.0.0.1:N
    python3 build.py --serve [--port N]                   build first, then serve dist/

Serves a folder on loopback with the site's MIME types and keep-alive, and answers a request
for a file that has precompressed copies (tools/site_files.py) with the copy the request's
`Accept-Encoding` prefers, with its `Content-Encoding` and `Vary: Accept-Encoding`, as nginx
does with `gzip_static on; brotli_static on;`. The browser decodes; the page and
the service worker only ever ask for the plain URLs. Unlike nginx, a copy older than its file
is never sent: a file changed by hand (or by a test) since the build goes out as it now is.
Every answer says `Cache-Control: no-cache` and carries the two headers that make the page
cross-origin isolated (`Cross-Origin-Opener-Policy: same-origin`, `Cross-Origin-Embedder-Policy:
require-corp`), as deploy/ does, so `python3 -m tools.check_host` passes against it.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
import threading
from collections.abc import Iterable
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import BinaryIO

from tools.check_host import ISOLATION_HEADERS
from tools.site_files import DIST, ENCODINGS, compressed_copy, is_compressed_copy, is_fresh

MIME_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".zip": "application/zip",
    ".toml": "text/plain",
    ".py": "text/plain",
}


def accepted_codings(header: str) -> dict[str, float]:
    """The content codings of an `Accept-Encoding` header with their q-values ('gzip;q=0.5, br' -> ...)."""
    codings: dict[str, float] = {}
    for item in header.split(","):
        name, *parameters = (part.strip() for part in item.split(";"))
        quality = 1.0
        for parameter in parameters:
            key, _, value = parameter.partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if name:
            codings[name.lower()] = quality
    return codings


def preferred_coding(header: str, available: Iterable[str]) -> str | None:
    """The coding of `available` (in the server's order of preference) that `header` accepts most, or None."""
    accepted = accepted_codings(header)
    ranked = [(accepted.get(coding, accepted.get("*", 0.0)), -order, coding) for order, coding in enumerate(available)]
    best = max(ranked, default=None)
    return best[2] if best and best[0] > 0 else None


class QuietRequestHandler(SimpleHTTPRequestHandler):
    """Static file handler: the site's MIME types, precompressed copies, keep-alive and no per-request log."""

    protocol_version = "HTTP/1.1"
    coding: str | None = None  # the Content-Encoding of the response being sent
    varies = False  # the requested file has compressed copies: the response depends on Accept-Encoding
    status = 0

    def parse_request(self) -> bool:
        """Forget the previous request's coding (one handler serves a whole keep-alive connection)."""
        self.coding, self.varies, self.status = None, False, 0
        return super().parse_request()

    def send_head(self) -> BinaryIO | None:  # type: ignore[override]
        """Choose the plain file or its compressed copy, then send the headers as the standard handler does."""
        plain = Path(super().translate_path(self.path))
        if plain.is_dir() and self.path.split("?")[0].endswith("/"):
            plain /= "index.html"
        if plain.is_file() and not is_compressed_copy(plain):
            available = [coding for coding in ENCODINGS if is_fresh(compressed_copy(plain, coding), plain)]
            self.varies = bool(available)
            self.coding = preferred_coding(self.headers.get("Accept-Encoding", ""), available)
        return super().send_head()  # type: ignore[return-value]

    def translate_path(self, path: str) -> str:
        """The file to send: the compressed copy when one was chosen."""
        translated = super().translate_path(path)
        if self.coding is None:
            return translated
        plain = Path(translated)
        if plain.is_dir():
            plain /= "index.html"
        return str(compressed_copy(plain, self.coding))

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        """The site's MIME type for `path` (for a compressed copy: its file's), else the standard library's guess."""
        name = Path(path)
        if self.coding is not None and name.suffix == ENCODINGS[self.coding]:
            name = name.with_suffix("")
        return MIME_TYPES.get(name.suffix.lower()) or super().guess_type(name)

    def send_response(self, code: int, message: str | None = None) -> None:
        """Send the status line, remembering the status for `end_headers`."""
        self.status = code
        super().send_response(code, message)

    def end_headers(self) -> None:
        """Add `Content-Encoding` to a compressed body, `Vary` to any answer about a file with copies, and
        `Cache-Control: no-cache` and the isolation headers to every answer, as the deploy configurations do."""
        if self.coding is not None and self.status == HTTPStatus.OK:
            self.send_header("Content-Encoding", self.coding)
        if self.varies:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control", "no-cache")
        for name, value in ISOLATION_HEADERS.items():
            self.send_header(name, value)
        super().end_headers()

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Log nothing for successful requests."""


class QuietServer(ThreadingHTTPServer):
    """Threaded HTTP server that ignores clients hanging up mid-response."""

    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        """Drop the traceback of a connection the browser closed; report anything else."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def serve_dist(port: int = 8000, directory: Path = DIST, host: str = "127.0.0.1") -> tuple[QuietServer, str]:
    """Serve `directory` from a background thread on `port` (any free port if taken); return (server, url).

    Stop it with `server.shutdown()`.
    """
    handler = functools.partial(QuietRequestHandler, directory=str(directory))
    try:
        server = QuietServer((host, port), handler)
    except OSError:
        server = QuietServer((host, 0), handler)
    threading.Thread(target=server.serve_forever, name="serve-dist", daemon=True).start()
    return server, f"http://{host}:{server.server_port}/"


def serve_until_interrupted(port: int = 8000, directory: Path = DIST) -> None:
    """Serve `directory` in the foreground, printing its URL, until Ctrl+C."""
    server, url = serve_dist(port, directory)
    print(f"serve: serving {directory} at {url} (Ctrl+C to stop)", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


def main() -> None:
    """Command line: serve an already built site until Ctrl+C."""
    parser = argparse.ArgumentParser(prog="python3 -m tools.serve", description=__doc__.split("\n", 1)[0])
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; any free port if taken)")
    parser.add_argument("--directory", type=Path, default=DIST, help=f"the built site (default {DIST.name}/)")
    args = parser.parse_args()
    if not (args.directory / "index.html").is_file():
        parser.error(f"{args.directory} holds no built site: run python3 build.py first")
    serve_until_interrupted(args.port, args.directory)


if __name__ == "__main__":
    main()
