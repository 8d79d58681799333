"""The page's Python in plain CPython: intents in, one view out, every label in the player's language.

`ui.app.App` is what the browser's `window.solitaire` calls through `ui.bridge`; here it gets
intents as the page's JavaScript would send them, and its views are checked as plain data:
the board against the engine, the labels, what moved, the highlighted piles, the writes for
storage. Browser tests check that the renderer draws these views.
"""

from __future__ import annotations

import json
import textwrap
from typing import Any

import game
from game.certified import certified_codes
from game.replay import replay_fragment
from tests.support.helpers import ROOT, run_python
from tests.support.page_app import TEXT_IDS, board_cards, booted, engine_cards, walk, writes
from ui import board
from ui.app import App
from ui.contract import StorageKey
from ui.session import FIRST_VISIT_DEALS
from ui.texts import Texts


def test_a_visit_with_nothing_stored_opens_one_of_many_certified_deals() -> None:
    """No address, nothing stored: a first visit gets one of several deals that can be won, drawn at random."""
    assert len(set(FIRST_VISIT_DEALS)) >= 10
    assert set(FIRST_VISIT_DEALS) <= set(certified_codes(game.find_variant("forty-thieves").key))
    codes = set()
    for languages in (["en"], ["nb-NO"]) * 10:
        view = booted(languages=tuple(languages)).view()
        code = view["counters"]["code"]
        assert code in FIRST_VISIT_DEALS
        assert board_cards(view) == engine_cards(game.new_game(code))
        codes.add(code)
    assert len(codes) > 1, "twenty first visits, one deal: the draw is not random"
    assert booted("#FT1-N-AAAAAFA").view()["counters"]["code"] == "FT1-N-AAAAAFA"


def test_a_first_visit_deals_the_deal_the_page_painted() -> None:
    """The page names the first visit's deal it painted before Python was up; Python deals that one, and only such."""
    for code in FIRST_VISIT_DEALS[:3]:
        assert App({}, ["en"], TEXT_IDS).boot("", code)["counters"]["code"] == code
    assert App({}, ["en"], TEXT_IDS).boot("", "FT1-N-ZZZZZZZ")["counters"]["code"] in FIRST_VISIT_DEALS
    view = App({}, ["en"], TEXT_IDS).boot("#EO1-C8-AAAAAFA", FIRST_VISIT_DEALS[0])
    assert view["counters"]["code"] == "EO1-C8-AAAAAFA"


def test_the_first_view_shows_the_linked_deal_in_the_players_language() -> None:
    """Boot on a code: the board is the engine's deal, the counters and address follow, texts are in Czech."""
    app = App({}, ["cs-CZ", "en"], TEXT_IDS)
    view = app.boot("#ft1-n-aaaaafa")
    expected = game.new_game("FT1-N-AAAAAFA")
    assert board_cards(view) == engine_cards(expected)
    assert view["hash"] == "#FT1-N-AAAAAFA"
    assert view["counters"] == {"score": "0", "moves": "0", "code": "FT1-N-AAAAAFA", "name": "Čtyřicet loupežníků"}
    assert view["lang"] == "cs"
    assert view["texts"]["undo"] == game.i18n.catalogue("cs").text("undo")
    assert view["cardNames"]["AS"] == game.i18n.catalogue("cs").card(game.Card.parse("AS"))
    assert view["board"]["focus"]["grab"] is False, "a boot never moves the focus"
    assert json.loads(json.dumps(view)) == view


def test_the_fixed_texts_come_in_the_pages_order() -> None:
    """In the order the page names them, then the title: a build writes the same first views every time."""
    view = App({}, ["en"], TEXT_IDS).boot("")
    assert list(view["texts"]) == [*TEXT_IDS, "page-title"]


def test_the_fixed_texts_go_out_only_when_the_page_lacks_them() -> None:
    """The first view and a change of language carry the fixed texts and card names; other views do not."""
    app = booted("#FT1-N-AAAAAFA")
    view = app.handle({"do": "tap", "pile": "stock", "index": None})
    assert "texts" not in view and "cardNames" not in view
    view = app.handle({"do": "settings", "language": "cs", "doubleTap": True, "motion": True})
    assert view["lang"] == "cs"
    assert view["texts"]["undo"] == game.i18n.catalogue("cs").text("undo")
    assert view["cardNames"]["AS"] == game.i18n.catalogue("cs").card(game.Card.parse("AS"))
    assert "texts" not in app.handle({"do": "undo"})


def test_a_tap_moves_announces_and_hands_over_the_save() -> None:
    """A tap on the stock draws: the view says what moved, what screen readers hear, and what to store."""
    app = booted("#FT1-N-AAAAAFA")
    view = app.handle({"do": "tap", "pile": "stock", "index": None})
    expected = game.new_game("FT1-N-AAAAAFA")
    expected.draw()
    assert board_cards(view) == engine_cards(expected)
    assert view["moved"] == {"source": "stock", "target": "waste", "count": 1}
    assert view["say"]["text"].startswith("Turned up")
    saved = writes(app)[StorageKey.GAME]
    assert saved is not None and json.loads(saved)["game"] == expected.to_json()
    app.handle({"do": "describe"})
    assert writes(app) == {}, "an answer hands over each write once"


def test_a_first_visit_says_what_to_do_until_the_first_action_and_a_returning_player_is_not_told() -> None:
    """Nothing stored: the view's hint says what to do (in the player's language), through a refused tap, until
    the first action; a visit that finds the game stored has no hint."""
    app = booted(languages=("de",))
    hint = game.i18n.catalogue("de").text("first-visit-hint")
    assert app.view()["hint"] == hint
    assert app.handle({"do": "tap", "pile": "foundation-1", "index": None})["hint"] == hint
    first_action = next(
        view
        for pile in app.current.piles
        if (view := app.handle({"do": "double-tap", "pile": pile, "index": None}))["moved"] is not None
    )
    assert first_action["hint"] == "", "gone after the first action"
    stored = {key: text for key, text in writes(app).items() if text is not None}
    assert StorageKey.GAME in stored
    returning = booted(stored=stored, languages=("de",))
    assert returning.view()["hint"] == ""


def test_a_quiet_refused_tap_waits_for_the_page_to_remind() -> None:
    """A refused tap sent as the first of a possible double tap names its rule without a message; `remind` shows it."""
    app = booted("#FT1-N-AAAAAFA")
    view = app.handle({"do": "tap", "pile": "column-1", "index": None, "quiet": True})
    assert view["refused"] == "tap-to-foundation"
    assert view["message"]["text"] == ""
    reminded = app.handle({"do": "remind", "rule": "tap-to-foundation"})
    assert reminded["message"]["text"] == game.i18n.catalogue("en").rule("tap-to-foundation")
    assert reminded["message"]["number"] > view["message"]["number"]


def test_a_double_tap_on_an_empty_pile_says_why_nothing_moved() -> None:
    """An empty column or foundation tapped twice, as the page sends it: nothing moves, the reminder says why."""
    start = game.from_layout("forty-thieves", {"column-1": ["9D", "2C"], "column-2": []})
    app = booted(languages=("fr",))
    app.handle({"do": "load", "save": start.to_json()})
    for pile in ("column-2", "foundation-1"):
        first = app.handle({"do": "tap", "pile": pile, "index": None, "quiet": True})
        assert first["refused"] == "empty-pile"
        view = app.handle({"do": "double-tap", "pile": pile, "index": None})
        assert view["refused"] == "empty-pile" and view["moved"] is None
        assert view["message"]["text"] == game.i18n.catalogue("fr").rule("empty-pile")
    assert board_cards(view) == engine_cards(start)


def test_a_drag_highlights_the_engines_targets_and_a_drop_lands_or_is_refused() -> None:
    """Lift: the view highlights exactly `targets()`; a refused drop answers not ok with the reminder."""
    start = game.from_layout("forty-thieves", {"column-1": ["9D", "2C", "AC"], "column-2": ["3C"], "waste": []})
    app = booted()
    assert app.handle({"do": "load", "save": start.to_json()})["ok"] is True
    lifted = app.handle({"do": "lift", "pile": "column-1", "index": 2})
    assert lifted["ok"] is True
    assert set(lifted["board"]["targets"]) == set(start.targets("column-1", 1))
    refused = app.handle({"do": "drop", "pile": "column-1", "index": 2, "target": "column-2"})
    assert refused["ok"] is False
    assert refused["board"]["targets"] == []
    assert refused["message"]["text"] == game.i18n.catalogue("en").rule("same-suit-down")
    landed = app.handle({"do": "drop", "pile": "column-1", "index": 2, "target": "foundation-4"})
    assert landed["ok"] is True
    assert landed["board"]["piles"]["foundation-4"]["cards"] == ["AC"]
    assert app.handle({"do": "lift", "pile": "column-1", "index": 0})["ok"] is False


def test_remembered_pile_labels_are_those_made_afresh_after_every_change() -> None:
    """Labels kept from earlier views (ui.board.LABELS) follow the cards, the language, the hand and the chosen card."""
    start = game.from_layout("forty-thieves", {"column-1": ["9D", "2C", "AC"], "column-2": ["3C"], "waste": []})
    app = booted()
    steps: list[dict[str, Any]] = [
        {"do": "load", "save": start.to_json()},
        {"do": "focused", "pile": "column-1"},
        {"do": "key", "key": "ArrowUp", "onBoard": True},
        {"do": "key", "key": " ", "onBoard": True},
        {"do": "key", "key": "Escape", "onBoard": True},
        {"do": "tap", "pile": "column-1", "index": None},
        {"do": "tap", "pile": "stock", "index": None},
        {"do": "settings", "language": "cs", "doubleTap": True, "motion": True},
        {"do": "undo"},
        {"do": "settings", "language": "en", "doubleTap": True, "motion": True},
    ]
    for step in steps:
        labels = {pile: entry["label"] for pile, entry in app.handle(step)["board"]["piles"].items()}
        board.LABELS.clear()
        assert {pile: entry["label"] for pile, entry in app.view()["board"]["piles"].items()} == labels, step


def test_remembered_pile_labels_follow_the_hand_and_the_chosen_card() -> None:
    """With labels of earlier views kept, each label is still the one made for the marks shown now."""
    current = game.from_layout("forty-thieves", {"column-1": ["9D", "2C", "AC"], "column-2": ["3C"], "waste": []})
    marks_in_turn = [
        board.Marks(),
        board.Marks(focus="column-1", chosen=1),
        board.Marks(targets=("column-2", "foundation-4"), held=("column-1", 2), focus="column-1"),
        board.Marks(focus="column-1"),
    ]
    for language in ("en", "cs", "en"):
        texts = Texts(language)
        for marks in marks_in_turn:
            shown = board.board_view(texts, current, marks)["piles"]
            assert isinstance(shown, dict)
            for pile, entry in shown.items():
                chosen = marks.chosen if pile == marks.focus else None
                takes = marks.held is not None and pile in marks.targets
                assert entry["label"] == board.made_label(texts, current, pile, chosen, takes_held=takes), (marks, pile)


def test_keys_move_the_focus_and_pick_up_and_drop_like_gestures() -> None:
    """Arrows move the one Tab stop; Space picks up (held, targets named as taking it) and drops."""
    start = game.from_layout("forty-thieves", {"column-1": ["9D", "2C", "AC"], "waste": []})
    app = booted()
    app.handle({"do": "load", "save": start.to_json()})
    app.handle({"do": "focused", "pile": "column-1"})
    held = app.handle({"do": "key", "key": " ", "onBoard": True})
    assert held["board"]["held"] == {"pile": "column-1", "index": 2}
    assert "foundation-4" in held["board"]["targets"]
    english = game.i18n.catalogue("en")
    empty = english.text("pile-empty", pile=english.text("pile-foundation", number="4", suit=english.text("suit-C")))
    assert held["board"]["piles"]["foundation-4"]["label"] == english.text("pile-takes-held", label=empty)
    for _ in range(4):
        view = app.handle({"do": "key", "key": "ArrowUp", "onBoard": True})
    assert view["board"]["focus"]["pile"] in view["board"]["rows"][0]
    while view["board"]["focus"]["pile"] != "foundation-4":
        view = app.handle({"do": "key", "key": "ArrowRight", "onBoard": True})
    dropped = app.handle({"do": "key", "key": " ", "onBoard": True})
    assert dropped["board"]["piles"]["foundation-4"]["cards"] == ["AC"]
    assert dropped["board"]["held"] is None
    assert dropped["board"]["focus"] == {"pile": "column-1", "index": 1, "grab": True}
    assert app.handle({"do": "key", "key": "q", "onBoard": True})["handled"] is False


def test_a_link_is_previewed_and_replaces_the_stored_game_at_its_first_action() -> None:
    """Stored game A, link B: B is shown and nothing is written until B's first action."""
    first = booted("#FT1-N-AAAAAFA")
    first.handle({"do": "tap", "pile": "stock", "index": None})
    stored = {key: text for key, text in writes(first).items() if text is not None}
    app = booted("#FT1-N-BBBBBBB", stored=stored)
    view = app.view()
    assert view["counters"]["code"] == "FT1-N-BBBBBBB"
    assert writes(app) == {}
    app.handle({"do": "tap", "pile": "stock", "index": None})
    saved = json.loads(writes(app)[StorageKey.GAME] or "")
    assert json.loads(saved["game"])["code"] == "FT1-N-BBBBBBB"
    back = booted("", stored=stored).view()
    assert (back["counters"]["code"], back["counters"]["moves"]) == ("FT1-N-AAAAAFA", "1")


def test_a_change_of_deal_is_shown_from_scratch_and_grabs_the_focus() -> None:
    """The address names another deal: the view says so (windows close, gestures reset) and focuses the board."""
    app = booted("#FT1-N-AAAAAFA")
    view = app.handle({"do": "address", "hash": "#EO1-C4-AAAAAAA"})
    assert view["shown"] == "deal"
    assert view["board"]["focus"]["grab"] is True
    assert view["board"]["layout"] == "eight-off-4"
    back = app.handle({"do": "address", "hash": "#FT1-N-AAAAAFA"})
    assert back["counters"]["code"] == "FT1-N-AAAAAFA"
    bad = app.handle({"do": "address", "hash": "#nonsense"})
    assert bad["shown"] is None
    assert bad["counters"]["code"] == "FT1-N-AAAAAFA"
    assert bad["message"]["text"]


def test_windows_are_data_in_the_players_language() -> None:
    """Statistics, keys, settings, new game and the Rules page come as plain data; the rules' example is a code link."""
    app = booted("#EO1-C2-AAAAAAA", languages=("sk",))
    stats = app.handle({"do": "open", "window": "stats"})["window"]
    assert stats["selected"] == "eight-off-2"
    assert [row["stat"] for row in stats["rows"]][:2] == ["played", "won"]
    assert app.handle({"do": "open", "window": "new-game"})["window"]["cells"] == 2
    rules = app.handle({"do": "open", "window": "rules"})["window"]
    assert rules["game"] == "eight-off"
    links = [node for node in walk(rules["nodes"]) if node["tag"] == "a"]
    assert links[0]["attrs"]["data-code"] == "EO1-C8-EXAMPLE"
    keys = app.handle({"do": "key", "key": "?"})["window"]
    assert keys["name"] == "keys" and len(keys["rows"]) == 12
    assert app.handle({"do": "no-such-intent"})["ok"] is False
    before = app.saved_game()
    for malformed in ({"do": "tap"}, {"do": "drop", "pile": "column-1", "index": "x"}, {"do": "open"}, {}):
        assert app.handle(malformed)["ok"] is False
    assert app.saved_game() == before


def test_storage_that_cannot_be_used_is_told_once() -> None:
    """The page could not read storage (null): one notice once the page is up; the game plays on."""
    app = App(None, ["en"], TEXT_IDS)
    view = app.boot("#FT1-N-AAAAAFA")
    assert view["message"]["text"] == game.i18n.catalogue("en").text("storage-unavailable")
    again = app.handle({"do": "storage-failed"})
    assert again["message"]["number"] == view["message"]["number"]
    assert app.handle({"do": "tap", "pile": "stock", "index": None})["counters"]["moves"] == "1"


def test_the_page_package_is_pure_python_but_for_its_bridge() -> None:
    """Every module of the page's package but ui.bridge imports in a CPython where js and pyodide do not exist."""
    script = textwrap.dedent("""
        import importlib, sys
        class Blocker:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("js", "pyodide"):
                    raise ImportError(name)
        sys.meta_path.insert(0, Blocker())
        import pkgutil, ui
        names = [info.name for info in pkgutil.walk_packages(ui.__path__, "ui.")]
        assert "ui.app" in names and "ui.bridge" in names, names
        for name in names:
            if name != "ui.bridge":
                importlib.import_module(name)
        try:
            importlib.import_module("ui.bridge")
        except ImportError:
            pass
        else:
            raise AssertionError("the blocker let ui.bridge import js")
    """)
    result = run_python(script, ROOT, ROOT / "static" / "py")
    assert result.returncode == 0, result.stderr


def played_app(code: str = "FT1-N-AAAAAFA", draws: int = 3) -> tuple[App, str]:
    """An App on a deal with `draws` draws made by taps, and that game's save."""
    app = booted(f"#{code}")
    for _ in range(draws):
        app.handle({"do": "tap", "pile": "stock", "index": None})
    return app, app.saved_game()


def test_every_change_of_deal_is_taken_back_by_one_undo() -> None:
    """Restart, New Game, Daily, a typed code and a link keep the game left; one Undo brings it back exactly."""
    changes = [
        {"do": "restart"},
        {"do": "new-deal", "game": "eight-off", "cells": 4},
        {"do": "daily", "game": "forty-thieves"},
        {"do": "play-code", "code": "EO1-C2-ABCDEFG"},
        {"do": "address", "hash": "#FT1-N-ZZZZZZZ"},
    ]
    for change in changes:
        app, before = played_app()
        view = app.handle(change)
        assert app.saved_game() != before, change
        assert view["enabled"]["undo"], change
        assert "Undo brings back the game you left (3 moves)." in view["message"]["text"], change
        view = app.handle({"do": "undo"})
        assert app.saved_game() == before, change
        assert view["counters"]["code"] == "FT1-N-AAAAAFA"
        assert view["message"]["text"] == "Your game FT1-N-AAAAAFA is back (3 moves).", change
        assert view["shown"] == "deal"
        assert app.handle({"do": "undo"})["counters"]["moves"] == "3", "then Undo steps through its own history"


def test_after_the_first_action_on_the_new_deal_undo_stays_in_it() -> None:
    """Once the new deal is played, Undo takes back its own actions only, and the game left is gone."""
    app, _ = played_app()
    app.handle({"do": "new-deal", "game": "forty-thieves"})
    app.handle({"do": "tap", "pile": "stock", "index": None})
    code = app.current.code
    app.handle({"do": "undo"})
    view = app.handle({"do": "undo"})
    assert app.current.code == code and app.current.moves == 1
    assert not view["enabled"]["undo"]
    assert view["message"]["text"] == "Nothing to undo."


def test_an_untouched_deal_left_is_not_offered_back() -> None:
    """Leaving a deal with no action says nothing of Undo, and Undo stays off."""
    app, _ = played_app(draws=0)
    view = app.handle({"do": "new-deal", "game": "eight-off", "cells": 8})
    assert "Undo" not in view["message"]["text"]
    assert not view["enabled"]["undo"]


def test_a_number_typed_in_the_new_game_window_with_freecell_chosen_is_microsofts_deal() -> None:
    """FreeCell chosen, "617" in the window's field deals FC1-MS-617; with another game chosen it is a bad code."""
    app = booted("#FT1-N-AAAAAFA")
    view = app.handle({"do": "play-code", "code": " 617 ", "where": "window", "game": "freecell"})
    assert view["ok"] is True and view["counters"]["code"] == "FC1-MS-617"
    assert board_cards(view) == engine_cards(game.new_game("FC1-MS-617"))
    refused = app.handle({"do": "play-code", "code": "617", "where": "window", "game": "eight-off"})
    assert refused["ok"] is False and refused["codeError"] and refused["counters"]["code"] == "FC1-MS-617"


KEYS_TRIED = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter", " ", "Escape", "Tab", "d", "D", "n", "N")
KEYS_TRIED += ("?", "b", "B", "z", "Z", "y", "Y", "q", "Home", "F5")


def used_by_python(keys: dict[str, list[str]], key: str, *, command: bool, on_board: bool) -> bool:
    """What static/js/keys.js's usedByPython decides from a view's `keys`, before Python has seen the key."""
    if command:
        return key.lower() in keys["command"]
    return key in keys["page"] or (on_board and key in keys["board"])


def keys_checked(make: Any) -> int:
    """Each key, with and without Ctrl and the focus on the board, on a fresh App from `make`: the view's `keys`
    says beforehand exactly whether Python uses it (`handled`)."""
    checked = 0
    for key in KEYS_TRIED:
        for command in (False, True):
            for on_board in (False, True):
                app = make()
                said = app.view()["keys"]
                view = app.handle({"do": "key", "key": key, "command": command, "onBoard": on_board})
                assert view["handled"] is used_by_python(said, key, command=command, on_board=on_board), (key, command)
                checked += 1
    return checked


def test_the_view_says_which_keys_python_uses_before_it_sees_them() -> None:
    """The page keeps the browser from using a key at once, from the last view's `keys`: Python's answer comes
    later (it runs in a worker). With a stock and without, with cards in hand, during a replay."""
    forty = game.from_layout("forty-thieves", {"column-1": ["9D", "2C", "AC"], "waste": []})

    def loaded(start: game.Game, *intents: dict[str, Any]) -> Any:
        def make() -> App:
            app = booted()
            app.handle({"do": "load", "save": start.to_json()})
            for intent in intents:
                app.handle(intent)
            return app

        return make

    assert keys_checked(loaded(forty)) == len(KEYS_TRIED) * 4
    keys_checked(loaded(forty, {"do": "focused", "pile": "column-1"}, {"do": "key", "key": " ", "onBoard": True}))
    keys_checked(loaded(game.new_game("EO1-C8-AAAAAFA")))
    played = game.new_game("FT1-N-AAAAAFA")
    played.tap("stock", None)
    replaying = f"#{replay_fragment(played.code or '', played.log or [])}"
    assert booted(replaying).state.replay is not None
    keys_checked(lambda: booted(replaying))
