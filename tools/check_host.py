"""Check a deployed copy of the site: types, compression, caching, Content-Security-Policy, isolation.

    python3 -m tools.check_host https://solitaire.example.org/

Fetches the page, then what it needs to work and to update: its manifest, its service worker
(the URL the page's registering script names), a JavaScript module (`.mjs`: one the page names,
else the Python worker's script from the service worker's precache list) and the wasm (from the
service worker's precache list). Each is asked for three times: plainly, with
`Accept-Encoding: br` and with `Accept-Encoding: gzip`. The page should come with the two
headers that make it cross-origin isolated (docs/deploy.md says what it lacks without them), and
an isolated page's module with its embedder policy, without which a worker's script is refused.
Every finding is printed in plain words; FAULT marks what breaks the site or its updates, note
what only makes it slower or weaker. The exit status is 0 without faults, 1 with faults, 2 when
the page cannot be fetched at all.
Standard library only, so that it runs with any Python 3.11 on any machine.
"""

from __future__ import annotations

import argparse
import gzip
import http.client
import re
import sys
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from email.message import Message
from html.parser import HTMLParser
from urllib.parse import urljoin

TIMEOUT_S = 60
SMALL_BYTES = 1024  # below this a compressed copy saves less than a network packet
JAVASCRIPT_TYPES = frozenset({"text/javascript", "application/javascript", "application/x-javascript"})
EXPECTED_TYPES = {
    "page": frozenset({"text/html"}),
    "manifest": frozenset({"application/manifest+json"}),
    "service worker": JAVASCRIPT_TYPES,
    "module": JAVASCRIPT_TYPES,
    "wasm": frozenset({"application/wasm"}),
}
# What breaks when a kind of file has the wrong type.
WRONG_TYPE_EFFECT = {
    "page": "browsers may show it as text or download it",
    "manifest": "browsers may ignore it, and the game cannot be installed",
    "service worker": "browsers refuse to register it, so the game never works offline",
    "module": "browsers refuse to run a module script of another type, so the game never starts",
    "wasm": "browsers refuse to compile it, and the game never starts",
}
# These must be checked with the server before every use, or a new release reaches players late.
MUST_REVALIDATE = frozenset({"page", "manifest", "service worker"})
CODING_NAMES = {"br": "brotli", "gzip": "gzip", None: "nothing (plain)"}
# `navigator.serviceWorker.register("sw.js")`, or `register(NAME)` with NAME assigned a string or
# `new URL("../sw.js", import.meta.url)` (relative to the script) in the same script.
REGISTER_CALL = re.compile(r"""serviceWorker\.register\(\s*(?:["']([^"']+)["']|([A-Za-z_$][\w$]*))""")
ASSIGNED_URL = r"""\b{name}\s*=\s*(new\s+URL\(\s*)?["']([^"']+)["']"""
QUOTED_WASM = re.compile(r"""["']([^"'\s]+\.wasm)["']""")
QUOTED_MJS = re.compile(r'"([^"]+\.mjs)"')
# The headers that make the page cross-origin isolated, with the values deploy/ sends.
ISOLATION_HEADERS = {"Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp"}
EMBEDDER_POLICY = "Cross-Origin-Embedder-Policy"


@dataclass(frozen=True)
class Reply:
    """One HTTP response: where it came from, its status, headers and (still encoded) body."""

    url: str
    status: int
    headers: Message
    body: bytes

    def header(self, name: str) -> str | None:
        """The value of a header, repeated ones joined with ', ' as HTTP allows; None when absent."""
        values = self.headers.get_all(name)
        return ", ".join(values) if values else None

    def media_type(self) -> str:
        """The Content-Type without its parameters, lower case ('' when absent)."""
        return (self.header("Content-Type") or "").split(";")[0].strip().lower()

    def coding(self) -> str | None:
        """The Content-Encoding, lower case, or None for a plain body."""
        coding = (self.header("Content-Encoding") or "").strip().lower()
        return None if coding in {"", "identity"} else coding


@dataclass
class Report:
    """What was found about one file: its kind, its URL and the findings, each (level, text)."""

    kind: str
    url: str
    findings: list[tuple[str, str]] = field(default_factory=list)

    def ok(self, text: str) -> None:
        """Record something right."""
        self.findings.append(("ok", text))

    def note(self, text: str) -> None:
        """Record something that only makes the site slower or weaker."""
        self.findings.append(("note", text))

    def fault(self, text: str) -> None:
        """Record something that breaks the site or its updates."""
        self.findings.append(("FAULT", text))

    def faults(self) -> list[str]:
        """The texts of the faults."""
        return [text for level, text in self.findings if level == "FAULT"]


class PageLinks(HTMLParser):
    """What the checks need from the page: its meta policy, its manifest and its scripts."""

    def __init__(self) -> None:
        super().__init__()
        self.policy: str | None = None
        self.manifest: str | None = None
        self.scripts: list[str] = []
        self.modules: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Note a CSP meta tag, the manifest link, module scripts and module preloads."""
        attributes = {name: value or "" for name, value in attrs}
        rel = attributes.get("rel", "").lower().split()
        if tag == "meta" and attributes.get("http-equiv", "").lower() == "content-security-policy":
            self.policy = attributes.get("content", "")
        elif tag == "link" and "manifest" in rel:
            self.manifest = attributes.get("href")
        elif tag == "link" and "modulepreload" in rel:
            self.modules.append(attributes.get("href", ""))
        elif tag == "script" and attributes.get("src"):
            self.scripts.append(attributes["src"])


def fetch(url: str, coding: str = "identity") -> Reply:
    """GET `url` asking for one content coding; an HTTP error status is a reply too."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": coding, "User-Agent": "check_host"})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
            return Reply(response.url, response.status, response.headers, response.read())
    except urllib.error.HTTPError as error:
        return Reply(url, error.code, error.headers, error.read())


def readable(reply: Reply) -> bytes | None:
    """The body as the file it is: a gzip body decoded; None when it cannot be decoded here (brotli)."""
    if reply.coding() is None:
        return reply.body
    if reply.coding() == "gzip":
        try:
            return gzip.decompress(reply.body)
        except (OSError, EOFError):
            return None
    return None


def text_of(reply: Reply) -> str:
    """The body as text ('' when it cannot be decoded)."""
    body = readable(reply)
    return body.decode("utf-8", errors="replace") if body is not None else ""


def size(count: int) -> str:
    """A byte count for people: '9.2 MiB', '15.4 KiB', '512 bytes'."""
    if count >= 1 << 20:
        return f"{count / (1 << 20):.1f} MiB"
    if count >= 1 << 10:
        return f"{count / (1 << 10):.1f} KiB"
    return f"{count} bytes"


def duration(seconds: int) -> str:
    """A freshness lifetime for people: '1 day', '3 hours', '10 minutes', '30 seconds'."""
    for unit, length in (("year", 31_536_000), ("day", 86_400), ("hour", 3_600), ("minute", 60)):
        if seconds >= length:
            count = seconds // length
            return f"{count} {unit}{'s' if count > 1 else ''}"
    return f"{seconds} second{'s' if seconds != 1 else ''}"


def directives(value: str) -> dict[str, str]:
    """The directives of a Cache-Control value ('public, max-age=60' -> {'public': '', 'max-age': '60'})."""
    found: dict[str, str] = {}
    for item in value.split(","):
        name, _, argument = item.strip().partition("=")
        if name:
            found.setdefault(name.strip().lower(), argument.strip().strip('"'))
    return found


def fresh_seconds(cache: dict[str, str]) -> int | None:
    """How long a browser may reuse a copy without asking the server (None: the header does not say)."""
    if "no-cache" in cache or "no-store" in cache:
        return 0
    try:
        return int(cache["max-age"])
    except (KeyError, ValueError):
        return None


def check_cache(report: Report, reply: Reply) -> None:
    """Say in words how long a browser may reuse the file, and whether that is too long for its kind."""
    value = reply.header("Cache-Control")
    if value is None:
        words = "no Cache-Control: a browser may reuse a copy for as long as it guesses from Last-Modified"
        seconds = None
    else:
        cache = directives(value)
        seconds = fresh_seconds(cache)
        if "no-store" in cache:
            words = f"Cache-Control {value!r}: never kept, downloaded in full every time"
        elif seconds == 0:
            words = f"Cache-Control {value!r}: checked with the server before every use"
        elif seconds is None:
            words = f"Cache-Control {value!r}: a browser may reuse a copy for as long as it guesses"
        else:
            words = f"Cache-Control {value!r}: a browser may reuse a copy for {duration(seconds)} without asking"
    if seconds == 0:
        report.ok(words)
    elif report.kind in MUST_REVALIDATE:
        report.fault(
            f"{words}; so may a CDN or proxy on the way, and a new release reaches players late."
            " Send 'Cache-Control: no-cache'."
        )
    else:
        report.note(f"{words}; a visit the service worker does not serve may mix two releases.")


def check_type(report: Report, reply: Reply) -> None:
    """Compare the Content-Type with the types browsers need for this kind of file."""
    media_type = reply.media_type() or "none"
    expected = EXPECTED_TYPES[report.kind]
    if media_type in expected:
        report.ok(f"type {reply.header('Content-Type')}")
    else:
        wanted = " or ".join(sorted(expected))
        report.fault(f"type {media_type}: {WRONG_TYPE_EFFECT[report.kind]}. It must be {wanted}.")


def check_encodings(report: Report, plain: Reply) -> None:
    """Ask for brotli and for gzip; say what came back, and check a gzip body is the file itself."""
    file = readable(plain)
    replies = {coding: fetch(plain.url, coding) for coding in ("br", "gzip")}
    for asked, reply in replies.items():
        sent = reply.coding()
        said = f"asked for {CODING_NAMES[asked]}: got {CODING_NAMES.get(sent, sent)}, {size(len(reply.body))}"
        if reply.status != plain.status:
            report.fault(f"{said} with HTTP {reply.status} instead of {plain.status}")
        elif sent not in {asked, None}:
            report.fault(f"{said}, which a browser that only accepts {CODING_NAMES[asked]} cannot read")
        elif sent == "gzip" and readable(reply) != file:
            report.fault(f"{said}, but it does not unpack to the file itself (a stale or twice-compressed copy)")
        elif sent is None and len(plain.body) < SMALL_BYTES:
            report.ok(f"{said}: too small to gain from compression")
        elif sent is None:
            report.note(f"{said}: sent uncompressed")
        else:
            report.ok(f"{said} (plain {size(len(plain.body))})")
    for reply in replies.values():
        vary = (reply.header("Vary") or "").lower()
        sent = reply.coding()
        if sent and "accept-encoding" not in vary and "*" not in vary:
            report.note(
                f"{CODING_NAMES.get(sent, sent)} sent without 'Vary: Accept-Encoding': a shared cache may "
                "hand it to a browser that cannot read it"
            )
            break


def check_policy(report: Report, page: Reply, meta_policy: str | None) -> None:
    """Compare the page's Content-Security-Policy header with the policy of its own meta tag."""
    header = page.header("Content-Security-Policy")
    if header is None and meta_policy is None:
        report.fault("no Content-Security-Policy at all, neither a header nor the page's meta tag")
    elif header is None:
        report.note("no Content-Security-Policy header: only the page's meta tag protects it")
    elif meta_policy is not None and policy_directives(header) != policy_directives(meta_policy):
        report.fault(f"Content-Security-Policy header {header!r} differs from the page's own {meta_policy!r}")
    else:
        report.ok("Content-Security-Policy header: the page's own policy")


def header_value(reply: Reply, name: str) -> str:
    """A header's value without its parameters ('require-corp; report-to="x"' -> 'require-corp'), lower case."""
    return (reply.header(name) or "").split(";")[0].strip().lower()


def is_isolated(page: Reply) -> bool:
    """Whether the page comes with both isolation headers and their values."""
    return all(header_value(page, name) == value for name, value in ISOLATION_HEADERS.items())


def check_isolation(report: Report, page: Reply) -> None:
    """Say whether the page is cross-origin isolated, and which header is missing or different when not."""
    sent = "; ".join(f"{name} {page.header(name) or 'missing'!r}" for name in ISOLATION_HEADERS)
    if is_isolated(page):
        report.ok(f"{sent}: cross-origin isolated")
    else:
        wanted = " and ".join(f"'{name}: {value}'" for name, value in ISOLATION_HEADERS.items())
        report.note(
            f"{sent}: the game works but is not cross-origin isolated, so the browser withholds"
            f" SharedArrayBuffer and precise timers and may share a process with other sites. Send {wanted}."
        )


def check_worker_policy(report: Report, reply: Reply) -> None:
    """On an isolated page a worker's script needs the page's embedder policy: say whether this script has it."""
    value = ISOLATION_HEADERS[EMBEDDER_POLICY]
    if header_value(reply, EMBEDDER_POLICY) == value:
        report.ok(f"{EMBEDDER_POLICY} {reply.header(EMBEDDER_POLICY)!r}, as the page's")
    else:
        report.fault(
            f"{EMBEDDER_POLICY} {reply.header(EMBEDDER_POLICY) or 'missing'!r} while the page's is {value!r}:"
            " an isolated page refuses a worker whose script comes like this, so the game's analysis never runs."
            f" Send '{EMBEDDER_POLICY}: {value}' with every file."
        )


def policy_directives(policy: str) -> list[str]:
    """A policy's directives with their spacing normalised, in order."""
    return [" ".join(part.split()) for part in policy.split(";") if part.strip()]


def service_worker_url(page_url: str, links: PageLinks, report: Report) -> str | None:
    """The service worker's URL, read from the page script that registers it (None, with a fault, if none does)."""
    for source in links.scripts:
        script_url = urljoin(page_url, source)
        script = text_of(fetch(script_url))
        call = REGISTER_CALL.search(script)
        if call is None:
            continue
        if call.group(1):
            return urljoin(page_url, str(call.group(1)))
        assigned = re.search(ASSIGNED_URL.format(name=re.escape(call.group(2))), script)
        if assigned:
            return urljoin(script_url if assigned.group(1) else page_url, str(assigned.group(2)))
    report.fault("none of the page's scripts registers a service worker, so the game cannot work offline")
    return None


def check_file(kind: str, url: str) -> tuple[Report, Reply]:
    """Fetch one file and check its status, type, cache and encodings."""
    report = Report(kind, url)
    plain = fetch(url)
    if plain.status != 200:
        report.fault(f"HTTP {plain.status}: the file is missing or refused")
        return report, plain
    if plain.coding() is not None:
        report.note(f"sent {plain.coding()} to a request that asked for no compression")
    check_type(report, plain)
    check_cache(report, plain)
    check_encodings(report, plain)
    return report, plain


def check_site(url: str) -> list[Report]:
    """Every report about the site at `url`: the page first, then the files it needs."""
    page_report, page = check_file("page", url)
    reports = [page_report]
    if page.status != 200:
        return reports
    links = PageLinks()
    links.feed(text_of(page))
    check_policy(page_report, page, links.policy)
    check_isolation(page_report, page)
    if links.manifest:
        reports.append(check_file("manifest", urljoin(page.url, links.manifest))[0])
    else:
        page_report.fault("the page links no manifest")
    worker_url = service_worker_url(page.url, links, page_report)
    worker_check = check_file("service worker", worker_url) if worker_url is not None else None
    module = next(
        (urljoin(page.url, source) for source in [*links.modules, *links.scripts] if source.endswith(".mjs")), None
    )
    if module is None and worker_check is not None:
        # The page's Python runs in a module worker, which no tag of the page names: that worker's
        # script from the service worker's precache list, or else another precached module.
        precached = set(QUOTED_MJS.findall(text_of(worker_check[1])))
        modules = sorted(precached, key=lambda path: (not path.endswith("python-worker.mjs"), path))
        module = urljoin(worker_check[1].url, modules[0]) if modules else None
    if module:
        module_report, module_reply = check_file("module", module)
        reports.append(module_report)
        if is_isolated(page) and module_reply.status == 200:
            check_worker_policy(module_report, module_reply)
    if worker_check is None:
        return reports
    worker_report, worker = worker_check
    reports.append(worker_report)
    wasm = sorted(set(QUOTED_WASM.findall(text_of(worker))))
    if not wasm:
        worker_report.fault("the service worker's precache list names no .wasm file")
    reports += [check_file("wasm", urljoin(worker.url, path))[0] for path in wasm]
    return reports


def printed(reports: Sequence[Report]) -> str:
    """The reports as text, one finding a line, then a verdict."""
    lines = []
    for report in reports:
        lines.append(f"{report.kind}: {report.url}")
        lines += [f"  {level:<5} {text}" for level, text in report.findings]
    faults = sum(len(report.faults()) for report in reports)
    notes = sum(level == "note" for report in reports for level, _ in report.findings)
    verdict = f"{faults} fault{'s' if faults != 1 else ''}" if faults else "No faults"
    lines.append(f"{verdict}, {notes} note{'s' if notes != 1 else ''}.")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: check the site at the URL given; the exit status says whether anything is at fault."""
    parser = argparse.ArgumentParser(prog="python3 -m tools.check_host", description=__doc__.split("\n", 1)[0])
    parser.add_argument("url", help="the address of the deployed index page")
    url: str = parser.parse_args(argv).url
    try:
        reports = check_site(url)
    except (OSError, ValueError, http.client.HTTPException) as error:
        print(f"cannot fetch {url}: {error}", file=sys.stderr)
        return 2
    print(printed(reports))
    return 1 if any(report.faults() for report in reports) else 0


if __name__ == "__main__":
    sys.exit(main())
