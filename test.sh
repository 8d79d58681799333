#!/usr/bin/env bash
# Runs the whole test suite: lint, types, engine tests and browser tests.
# Sets up what it needs first: .venv with the pinned test packages, the npm packages
# (through build.py), and Debian's chromium (installed when missing and run as root).
set -euo pipefail
cd "$(dirname "$0")"

if [ ! -x .venv/bin/python ] || ! cmp -s tests/requirements.txt .venv/requirements.txt; then
    python3 -m venv .venv
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -r tests/requirements.txt
    cp tests/requirements.txt .venv/requirements.txt
fi

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
        echo "The browser tests need Chromium: run 'sudo apt-get install chromium' or set CHROMIUM_PATH." >&2
        exit 1
    fi
fi

python3 build.py
.venv/bin/ruff check .
.venv/bin/mypy
.venv/bin/python -m pytest "$@"
