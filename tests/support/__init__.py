"""What the tests alone share; no test module imports another.

The browser helpers the tools and benches use too are in tools/ (chromium.py: where Debian's
Chromium is and how to launch it; pages.py: the page's boot, board, card points, positions).

- helpers: engine positions from card texts, refusals, certified deals, a fresh interpreter;
- page_app: the page's Python (`ui.app.App`) booted in CPython, its views read as data;
- pages: the browser tests' sessions, gestures, settings and checks of what the page shows;
- visits: persistent profiles, links beside a saved game, a new release of the site;
- hosts: nginx and Caddy serving a folder with deploy/'s configurations;
- forty_thieves_family: Lucas, Maria, Limited and Streets in the registry for a test, removed afterwards.
"""
