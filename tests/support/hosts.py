"""Real web servers for the tests: nginx and Caddy serving a folder with deploy/'s configurations (docs/deploy.md).

Each server runs as a child process of the test, in the foreground, on a free loopback port,
with every file it writes (pid, temporary files, Caddy's data) in a folder of its own. The shipped
configuration is used as it is, with exactly two changes: its placeholder address becomes the
loopback port and its placeholder root the served folder. Around it goes only what a system
installation provides: for nginx the main context (the brotli module, the pid file, an `http`
block that includes the server block), for Caddy the global options that switch off its admin
endpoint. Debian's packages: `nginx`, `libnginx-mod-http-brotli-static`, `caddy` (./test.sh
installs them).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
NGINX_CONFIG = DEPLOY / "nginx.conf"
CADDY_CONFIG = DEPLOY / "Caddyfile"
HEADERS_FILE = DEPLOY / "_headers"
BROTLI_MODULE = Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")
START_TIMEOUT_S = 15
HOSTS = ("nginx", "caddy")


def free_port() -> int:
    """A loopback port nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def replaced_once(text: str, old: str, new: str) -> str:
    """`text` with its one `old` replaced by `new` (a shipped placeholder that moved fails loudly)."""
    assert text.count(old) == 1, f"the placeholder {old!r} is not in the shipped configuration exactly once"
    return text.replace(old, new)


def nginx_server_block(port: int, root: Path, config: str | None = None) -> str:
    """deploy/nginx.conf (or `config`, a variant of it) listening on loopback `port` and serving `root`."""
    text = NGINX_CONFIG.read_text(encoding="utf-8") if config is None else config
    text = replaced_once(text, "listen 8080;", f"listen 127.0.0.1:{port};")
    return replaced_once(text, "root /srv/solitaire/dist;", f"root {root};")


def caddyfile(port: int, root: Path, config: str | None = None) -> str:
    """deploy/Caddyfile (or `config`) on loopback `port` over plain HTTP, serving `root`, admin endpoint off."""
    text = CADDY_CONFIG.read_text(encoding="utf-8") if config is None else config
    text = replaced_once(text, "\nsolitaire.example.org {", f"\nhttp://127.0.0.1:{port} {{")
    text = replaced_once(text, "root * /srv/solitaire/dist", f"root * {root}")
    return "{\n\tadmin off\n}\n\n" + text


def nginx_main_config(folder: Path, server_block: Path) -> str:
    """The main context a system's nginx.conf gives: the brotli module, files in `folder`, the server block."""
    temporary = "\n".join(
        f"    {kind}_temp_path {folder / kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    as_root = "user root;\n" if os.geteuid() == 0 else ""
    return (
        f"load_module {BROTLI_MODULE};\n{as_root}daemon off;\nworker_processes 1;\n"
        f"pid {folder / 'nginx.pid'};\nerror_log stderr;\nevents {{}}\n"
        f"http {{\n    access_log off;\n{temporary}\n    include {server_block};\n}}\n"
    )


def executable(name: str) -> str:
    """The path of a server program (Debian puts nginx in /usr/sbin, which a user's PATH may lack)."""
    found = shutil.which(name) or shutil.which(name, path="/usr/sbin:/usr/bin")
    assert found, f"{name} is not installed: ./test.sh installs Debian's nginx, libnginx-mod-http-brotli-static, caddy"
    return found


def nginx_command(folder: Path, root: Path, port: int, config: str | None) -> list[str]:
    """Write nginx's configuration into `folder`; the command that runs it in the foreground."""
    assert BROTLI_MODULE.is_file(), "the brotli module is missing: install libnginx-mod-http-brotli-static"
    server_block = folder / "server.conf"
    server_block.write_text(nginx_server_block(port, root, config), encoding="utf-8")
    main = folder / "nginx.conf"
    main.write_text(nginx_main_config(folder, server_block), encoding="utf-8")
    return [executable("nginx"), "-e", "stderr", "-p", str(folder), "-c", str(main)]


def caddy_command(folder: Path, root: Path, port: int, config: str | None) -> list[str]:
    """Write the Caddyfile into `folder`; the command that runs Caddy in the foreground."""
    path = folder / "Caddyfile"
    path.write_text(caddyfile(port, root, config), encoding="utf-8")
    return [executable("caddy"), "run", "--config", str(path), "--adapter", "caddyfile"]


COMMANDS: dict[str, Callable[[Path, Path, int, str | None], list[str]]] = {
    "nginx": nginx_command,
    "caddy": caddy_command,
}


def wait_for_port(process: subprocess.Popen[bytes], port: int, log: Path) -> None:
    """Wait until `port` takes connections; fail with the server's log if it exits or never listens."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"the server exited ({process.returncode}):\n{log.read_text(errors='replace')}")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise AssertionError(f"the server never listened on {port}:\n{log.read_text(errors='replace')}")


class Served:
    """A running server: its URL, and a way to stop it early (to go offline)."""

    def __init__(self, process: subprocess.Popen[bytes], port: int) -> None:
        self.process = process
        self.url = f"http://127.0.0.1:{port}/"

    def stop(self) -> None:
        """Stop the server: SIGTERM (nginx's fast shutdown, Caddy's graceful one), then SIGKILL if it lingers."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@contextmanager
def served_by(host: str, root: Path, folder: Path, config: str | None = None) -> Iterator[Served]:
    """`root` served by `host` ('nginx' or 'caddy') with its deploy/ configuration (or `config`).

    The server's files and log go in `folder`; the server is stopped on leaving, by its process.
    """
    folder.mkdir(parents=True, exist_ok=True)
    port = free_port()
    command = COMMANDS[host](folder, root, port, config)
    log = folder / "server.log"
    environment = {**os.environ, "HOME": str(folder), "XDG_DATA_HOME": str(folder), "XDG_CONFIG_HOME": str(folder)}
    with log.open("wb") as output:
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT, env=environment, cwd=folder)
    served = Served(process, port)
    try:
        wait_for_port(process, port, log)
        yield served
    finally:
        served.stop()
