#!/usr/bin/env bash
# Runs the whole test suite: lint, types, engine tests and browser tests.
# Arguments go to one pytest run: `./test.sh -m "not browser and not site"` is the fast loop, the
# engine and page unit tests without building the site (markers in pyproject.toml). Without
# arguments it runs everything as two pytest runs side by side (see the end).
# Sets up what it needs first: .venv with the pinned test packages, Debian's chromium, npm,
# and the real hosts the deploy/ configurations are tested on (nginx with its brotli module,
# Caddy), Freecell Solver (fc-solve, the outside judge of tests/test_fc_solve.py) and GNU gettext
# (msgfmt, the outside judge of the catalogues' compiler in tests/test_po_files.py), each installed
# when missing and run as root; the npm packages come with the one build
# of the site the tests make (tests/conftest.py runs build.py's build, which runs npm ci).
set -euo pipefail
cd "$(dirname "$0")"

as_root_install() {
    # Installs Debian packages when we are root; otherwise says what to install.
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
    else
        echo "Please install: $* (e.g. sudo apt-get install $*)" >&2
        exit 1
    fi
}

if [ ! -x .venv/bin/python ] || ! cmp -s tests/requirements.txt .venv/requirements.txt; then
    python3 -m venv .venv 2>/dev/null || { rm -rf .venv; as_root_install python3-venv; python3 -m venv .venv; }
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -r tests/requirements.txt
    cp tests/requirements.txt .venv/requirements.txt
fi

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null; then
    as_root_install chromium
fi

command -v npm >/dev/null || as_root_install npm

# The hosts of tests/test_hosting.py and tests/browser/test_hosted.py (tests/support/hosts.py starts them).
hosts=()
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || hosts+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || hosts+=(libnginx-mod-http-brotli-static)
command -v caddy >/dev/null || hosts+=(caddy)
[ ${#hosts[@]} = 0 ] || as_root_install "${hosts[@]}"

# The outside judge of the FreeCell family's deals and solver (tests/support/fc_solve.py).
command -v fc-solve >/dev/null && command -v make-microsoft-freecell-board >/dev/null ||
    as_root_install freecell-solver-bin

# The outside judge of the catalogues: GNU msgfmt checks and compiles every .po (tests/test_po_files.py).
command -v msgfmt >/dev/null || as_root_install gettext

.venv/bin/ruff check .
.venv/bin/mypy
if [ $# -gt 0 ]; then
    exec .venv/bin/python -m pytest "$@"
fi

# The whole suite: the engine and page tests run beside the build and browser tests, which leave a
# core idle while they wait on the browser; the engine tests' report follows the browser tests'.
engine_report=$(mktemp)
trap 'rm -f "$engine_report"' EXIT
.venv/bin/python -m pytest -m "not browser and not site" -p no:cacheprovider >"$engine_report" 2>&1 &
engine=$!
status=0
.venv/bin/python -m pytest -m "browser or site" || status=$?
wait "$engine" || status=$?
cat "$engine_report"
exit "$status"
