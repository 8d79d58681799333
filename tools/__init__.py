"""The tools that build, serve, check and certify the site, each run from the repository root as a module.

    python3 -m tools.serve          serve a built dist/ as static hosts do (build.py --serve builds first)
    python3 -m tools.check_host URL check a deployed copy of the site
    python3 -m tools.certify        certify deals as winnable, on Dask (.venv: needs dask)
    python3 -m tools.daily DATE     extend the deal-of-the-day calendar
    python3 -m tools.examples       choose the Examples pages' games
    python3 -m tools.card_faces     draw static/img/cards.svg
    python3 -m tools.icons          draw the app icons (.venv: needs Playwright, as the next two)
    python3 -m tools.card_preview   screenshots of the card artwork
    python3 -m tools.screenshots    screenshots of the built site

The build (build.py runs site_build) is site_build, vendor, python_bundle, generated, release,
compression, build_cache, site_report, site_files, snapshot, wasm_memory, stdlib and docstrings;
card_shapes serves card_faces; chromium and pages are the browser helpers tools, benches and
tests share.
"""
