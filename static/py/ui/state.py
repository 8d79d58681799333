"""The page's state: one value holding everything the page's Python keeps between two intents.

Pure Python. `ui.app.App` owns one `PageState`; every intent handler reads and changes it, and
nothing else keeps data of its own (a handler holds only the state and the other handlers).
The view and the effects are functions of the state: asking for them twice gives the same
answer and changes nothing. `Moment` is the part that is about the last intent alone (the
cards to animate, a window to open, whether it was refused); it starts empty with each intent.
See docs/architecture.md, "The page's state".
"""

from __future__ import annotations

from dataclasses import dataclass, field

import game
from ui.contract import View
from ui.keyboard import Keyboard
from ui.progress import Progress
from ui.replays import ReplayShow
from ui.store import MirrorStore
from ui.stored_recent import RecentGame
from ui.stored_settings import Settings
from ui.voice import Voice


@dataclass(slots=True)
class Moment:
    """What the last intent did beyond the position: one-off facts for its answer."""

    moved: game.Move | None = None  # the cards to animate: source, target, count
    celebrate: bool = False  # the action won the game
    shown: str | None = None  # "deal" (windows close, focus to the board) or "restart"
    window: View | None = None  # a window to open (or refill) with its data
    ok: bool = True  # the intent did what it asked (a drop landed, a code was valid)
    refused: str = ""  # the rule that refused the intent
    handled: bool = True  # a key was used (the page then keeps the browser from using it)
    copy: tuple[str, str] | None = None  # (text, what: a ui.contract.Copied) to put on the clipboard (an effect)
    analyse: View | None = None  # the analysis the page's worker is to start (an effect)
    stop_analysis: bool = False  # the page's worker is to stop at once (an effect)
    code_error: str = ""  # why the code typed in the New Game window was refused (said beside its field)
    malformed: str = ""  # why the intent was refused before any handler saw it (ui.contract.malformed)
    error: str = ""  # the exception a handler raised: a bug, reported (ui.app)


@dataclass(slots=True)
class PageState:
    """Everything the page keeps between intents; its parts are never replaced, only changed."""

    voice: Voice  # the message line, the screen reader's sentence, the player's language
    store: MirrorStore  # the browser's storage as far as the page knows, with the writes not yet sent
    progress: Progress  # the saved game, the statistics, the recent games, the offer to analyse
    settings: Settings
    game: game.Game  # the game in progress (a replay shows another position over it)
    languages: tuple[str, ...]  # the browser's languages, best first
    text_ids: tuple[str, ...]  # the ids of the fixed texts the page shows
    keyboard: Keyboard = field(default_factory=Keyboard)  # the board's focus and the cards in hand
    dragged: tuple[str, ...] = ()  # the piles that would take the cards being dragged
    finishing: bool = False  # Finish plays the last actions, one per `finish` intent, until another intent
    replay: ReplayShow | None = None  # the replay on screen
    analysing: RecentGame | None = None  # the playing the page's worker is analysing
    analysis_shown: str | None = None  # the playing whose analysis the window shows
    stats_key: str = field(default_factory=lambda: next(iter(game.VARIANTS)))  # the Statistics window's key
    texts_sent: str | None = None  # the language of the fixed texts the page has
    booted: bool = False
    newcomer: bool = False  # a first visit (nothing stored) whose player has not acted yet: the view says what to do
    moment: Moment = field(default_factory=Moment)
