"""The one crossing between the page's JavaScript and its Python.

The only page module that imports `js`. The page's Python runs in a Web Worker
(static/js/python-worker.mjs), which makes one `Bridge` once Pyodide is up and calls it for each
message the page sends (static/js/bridge.js): `boot(payload)` starts the game and `intent(json)`
applies one intent; each answers with JSON text `{"view": …, "effects": […]}`: the view the
renderer draws and what the page is to do beside it (ui.app). Once the board is ready, the page
asks for `rehearse()` in its idle moments until it answers false (ui.rehearsal). `state()`,
`stats()` and `daily(date)` are what the tests ask through `window.solitaire`. The local date is
the page's: each message carries it (`today`), since the page's clock is the player's (and the one
a test sets); without it, the worker's own clock.
"""

from __future__ import annotations

import json

import js  # type: ignore[import-not-found]

from ui.app import App
from ui.rehearsal import Rehearsal


class Bridge:
    """The App behind the page's messages to the Python worker (static/js/python-worker.mjs)."""

    def __init__(self) -> None:
        self.app: App | None = None
        self.rehearsal: Rehearsal | None = None
        self.today = ""  # the page's local date, YYYY-MM-DD, as its last message said

    def local_date(self) -> str:
        """The player's local date: the page's, else the worker's clock's."""
        return self.today or local_date()

    def boot(self, payload: str) -> str:
        """Start the game from what the page read (address, languages, storage, its text ids): the first view."""
        data = json.loads(payload)
        stored = data.get("stored")
        self.app = App(
            stored if isinstance(stored, dict) else None,
            list(data["languages"]),
            list(data["textIds"]),
            self.local_date,
        )
        first_deal = data.get("firstDeal")
        view = self.app.boot(str(data["hash"]), first_deal if isinstance(first_deal, str) else None)
        return json.dumps({"view": view, "effects": self.app.effects()}, separators=(",", ":"))

    def intent(self, text: str) -> str:
        """Apply one intent (JSON) and return the answer: the next view and its effects (JSON)."""
        assert self.app is not None
        return json.dumps(self.app.answer(json.loads(text)), separators=(",", ":"))

    def rehearse(self) -> bool:
        """One step of the rehearsal (ui.rehearsal), the first setting it up; whether any step is left."""
        assert self.app is not None
        if self.rehearsal is None:
            self.rehearsal = Rehearsal(self.app.languages, list(self.app.text_ids))
            return True
        return self.rehearsal.step()

    def state(self) -> str:
        """`window.solitaire.state()`: the engine's save of the game on screen."""
        assert self.app is not None
        return self.app.saved_game()

    def stats(self) -> str:
        """`window.solitaire.stats()`: the statistics of every variant as JSON."""
        assert self.app is not None
        return self.app.stats()

    def daily(self, date: str) -> str:
        """`window.solitaire.daily(date)`: the two daily codes of a local date as JSON."""
        assert self.app is not None
        return self.app.daily_codes(date)


def local_date() -> str:
    """The browser's local date, YYYY-MM-DD (the deal of the day follows the player's midnight)."""
    now = js.Date.new()
    return f"{now.getFullYear():04d}-{now.getMonth() + 1:02d}-{now.getDate():02d}"
