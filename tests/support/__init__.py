"""What the tests, tools and benches share: positions, the page's Python in CPython, Chromium, pages, hosts.

No test module imports another test module; what two of them need lives here.
"""
