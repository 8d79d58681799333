"""Build the deployable static site into dist/ (the steps are in tools/site_build.py).

    python3 build.py                     build dist/
    python3 build.py --serve [--port N]  build, then serve dist/ on http://127.0.0.1:N (tools/serve.py)
    python3 build.py --no-snapshot       build dist/ without the Pyodide memory snapshot

Only the files whose bytes change are written, and the slow steps' results are reused from
.build-cache/ when their inputs are unchanged, so a rebuild of unchanged sources takes seconds.
Python 3.11 standard library and Node only.
"""

from __future__ import annotations

import argparse

from tools import serve, site_build


def main(argv: list[str] | None = None) -> None:
    """Command line: build, then optionally serve."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--serve", action="store_true", help="serve dist/ after building")
    parser.add_argument("--port", type=int, default=8000, help="port for --serve (default 8000)")
    parser.add_argument("--no-snapshot", action="store_true", help="leave out the Pyodide memory snapshot")
    args = parser.parse_args(argv)
    report = site_build.build(site_build.DIST, with_snapshot=not args.no_snapshot)
    site_build.print_report(report, site_build.DIST)
    if args.serve:
        serve.serve_until_interrupted(args.port, site_build.DIST)


if __name__ == "__main__":
    main()
