"""What the tests share (and the tools and benches that drive the page); no test module imports another.

- helpers: engine positions from card texts, refusals, certified deals, a fresh interpreter;
- page_app: the page's Python (`ui.app.App`) booted in CPython, its views read as data;
- chromium: where Debian's Chromium is and how to launch it;
- pages: the browser tests' reading of the page, gestures and starting positions;
- visits: persistent profiles, links beside a saved game, a new release of the site;
- hosts: nginx and Caddy serving a folder with deploy/'s configurations.
"""
