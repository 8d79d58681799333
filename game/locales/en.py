"""English texts of the app: the reference catalogue every other language translates (see game.i18n).

Conventions for translators:
- `{name}` is a placeholder: keep every one of them, you may move them.
- A dict is a plural message chosen by `{count}`, with exactly the CLDR categories of the
  language that whole numbers reach (game.i18n.PLURAL_CATEGORIES): English "one" and "other";
  Czech "one" (1), "few" (2-4) and "other" (0, 5 and more); Polish "one", "few" (2-4, 22-24)
  and "many" (0, 5-21, 25).
- In the rules pages (`rules-…`), a blank line starts a new paragraph and a line starting with
  "- " is a list item. Texts are always shown as plain text, never as HTML.
"""

from __future__ import annotations

NAME = "English"

MESSAGES: dict[str, str | dict[str, str]] = {
    # Cards: per suit, the ace, a number card ({rank} is 2 to 10), the jack, the queen, the king.
    "card-S-ace": "ace of spades",
    "card-S-number": "{rank} of spades",
    "card-S-jack": "jack of spades",
    "card-S-queen": "queen of spades",
    "card-S-king": "king of spades",
    "card-H-ace": "ace of hearts",
    "card-H-number": "{rank} of hearts",
    "card-H-jack": "jack of hearts",
    "card-H-queen": "queen of hearts",
    "card-H-king": "king of hearts",
    "card-D-ace": "ace of diamonds",
    "card-D-number": "{rank} of diamonds",
    "card-D-jack": "jack of diamonds",
    "card-D-queen": "queen of diamonds",
    "card-D-king": "king of diamonds",
    "card-C-ace": "ace of clubs",
    "card-C-number": "{rank} of clubs",
    "card-C-jack": "jack of clubs",
    "card-C-queen": "queen of clubs",
    "card-C-king": "king of clubs",
    "suit-S": "spades",
    "suit-H": "hearts",
    "suit-D": "diamonds",
    "suit-C": "clubs",
    "cards": {"one": "{count} card", "other": "{count} cards"},
    # The board description for screen readers. The app joins the parts with ", ",
    # "; " and ". ": "Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: … Column 1: …".
    "board-stock": "Stock: {cards}",
    "board-stock-empty": "Stock: empty",
    "board-next-part": ";",
    "board-waste": "waste: {cards}, top card {card}",
    "board-waste-empty": "waste empty",
    "board-foundation-first": "Foundation {number}: {contents}",
    "board-foundation": "foundation {number}: {contents}",
    "board-foundation-empty": "empty",
    "board-cell-first": "Free cell {number}: {contents}",
    "board-cell": "free cell {number}: {contents}",
    "board-cell-empty": "empty",
    "board-column-first": "Column {number}: {contents}",
    "board-column": "column {number}: {contents}",
    "board-column-empty": "empty",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": "On a column a card must be the same suit and one rank lower.",
    "rule-alternate-colours-down": "On a column a card must be the other colour and one rank lower.",
    "rule-nothing-on-ace": "Nothing can be placed on an ace in a column.",
    "rule-king-only": "An empty column takes only a king, alone or with its run.",
    "rule-one-card-only": "Only one card moves at a time in this game.",
    "rule-top-card-only": "Only the top card of a pile can be moved.",
    "rule-not-a-run": "Cards move together only as a run already built down by the rule of this game's columns.",
    "rule-group-too-large": "A run may move only if it has at most (free cells + 1) × 2^(empty columns) cards.",
    "rule-foundation-suit": "Each foundation takes only its own suit.",
    "rule-foundation-order": "A foundation is built up from ace to king, one card at a time.",
    "rule-foundation-take-back": (
        "A foundation card can go back only onto a column that takes it, or into a free cell in a game that has them."
    ),
    "rule-foundation-drag-only": "A foundation card moves only by dragging it back.",
    "rule-cell-occupied": "A free cell holds only one card.",
    "rule-no-pile-there": "Cards never go onto the stock or the waste.",
    "rule-stock-draw-only": "Tap the stock to turn its top card onto the waste.",
    "rule-no-redeal": "The stock is empty and is never dealt again.",
    "rule-no-stock": "This game has no stock: every card is dealt face up.",
    "rule-same-pile": "A card has to move to another pile.",
    "rule-empty-pile": "There is no card there to move.",
    "rule-no-such-pile": "There is no such pile in this game.",
    "rule-tap-to-foundation": "A tap sends a card to its foundation, and only when the foundation takes it.",
    "rule-waste-nowhere": "No foundation and no column takes this waste card now.",
    "rule-no-destination": "No pile can take this card now.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "a deal code must be text",
    "code-parts": "a deal code has three parts joined by '-', like FT1-N-ABCDEFG or EO1-C8-AAAAAFA",
    "code-version": "the version in '{part}' is not supported: write {expected}",
    "code-game": "the game in '{part}' is unknown: a code starts with one of {known}",
    "code-variant-forty-thieves": "the variant '{part}' is wrong: Forty Thieves codes have N there (FT1-N-…)",
    "code-variant-freecell": (
        "the variant '{part}' is wrong: FreeCell codes have N there (FC1-N-…), or MS and a Microsoft deal"
        " number (FC1-MS-617)"
    ),
    "code-variant-bakers-game": "the variant '{part}' is wrong: Baker's Game codes have N there (BG1-N-…)",
    "code-variant-seahaven-towers": "the variant '{part}' is wrong: Seahaven Towers codes have N there (ST1-N-…)",
    "code-ms-number": "the Microsoft deal number '{part}' must be a whole number from 1 to {most}",
    "code-variant-eight-off": "the variant '{part}' is wrong: Eight Off codes have C8, C4 or C2 there",
    "code-number-length": "the number '{part}' must be exactly 7 characters (A-Z and 2-7)",
    "code-number-letter": "the number '{part}' has '{letter}': only the letters A-Z and the digits 2-7 are allowed",
    # Games and piles.
    "forty-thieves": "Forty Thieves",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker's Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {"one": "{count} free cell", "other": "{count} free cells"},
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Stock",
    "pile-waste": "Waste",
    "pile-foundation": "Foundation {number}, {suit}",
    "pile-cell": "Free cell {number}",
    "pile-column": "Column {number}",
    "pile-empty": "{pile}, empty",
    "pile-empty-king": "{pile}, empty, takes only a king",
    "pile-cards": "{pile}, {cards}, top: {card}",
    "pile-chosen": "{pile}, {cards}, chosen: {chosen}",
    "pile-takes-held": "{label}; takes the held cards",
    "stock-cards": "Stock, {cards}",
    "stock-empty": "Stock, empty: no redeal",
    "no-redeal-mark": "No redeal",
    "card-and-more": {"one": "{card} and {count} more card", "other": "{card} and {count} more cards"},
    # Toolbar and page.
    "page-title": "Solitaire",
    "score-label": "Score",
    "moves-label": "Moves",
    "copy-code": "Copy the deal code",
    "code-placeholder": "Enter a code",
    "code-label": "Deal code",
    "play-code": "Play",
    "undo": "Undo",
    "redo": "Redo",
    "restart": "Restart",
    "new-game": "New game",
    "settings": "Settings",
    "rules": "Rules",
    "stats": "Statistics",
    "describe-board": "Describe board",
    "keys": "Keys",
    "more": "More",
    "board-label": "Card table",
    "starting": "Starting the game…",
    # New game window.
    "new-game-title": "New game",
    "game-legend": "Game",
    "forty-thieves-line": "Two decks. Build down by suit, one card at a time; the stock is turned once.",
    "eight-off-line": "One deck, every card face up. Build down by suit, with free cells.",
    "freecell-line": "One deck, every card face up. Build down in alternating colours, with four free cells.",
    "bakers-game-line": (
        "One deck, every card face up. Build down by suit, with four free cells; any card fills an empty column."
    ),
    "seahaven-towers-line": (
        "One deck in ten columns. Build down by suit, with four free cells; only a king fills an empty column."
    ),
    "chooser-odds": "{least} to {most} of deals can be won",
    "cells-legend": "Free cells",
    "deal": "Deal",
    "cancel": "Cancel",
    "close": "Close",
    # Settings window.
    "setting-language": "Language",
    "setting-double-tap": "Double tap moves a card to the best place",
    "setting-auto-placement": "Auto placement (Forty Thieves): a card dropped nowhere goes to the best place",
    "setting-motion": "Animate card moves",
    "setting-theme": "Theme",
    "theme-system": "Same as the device",
    "theme-light": "Light",
    "theme-dark": "Dark",
    "setting-four-colour": "Four-colour deck: diamonds blue, clubs green",
    # Win.
    "win-title": "You won!",
    "moves-count": {"one": "{count} move", "other": "{count} moves"},
    "win-text": "Score {score} in {moves}.",
    "finish": "Finish",
    "no-moves": "No moves left.",
    "describe-title": "The table in words",
    "win-undone": "The replay shows {actions}: the move counter also counts moves you took back.",
    "actions-count": {"one": "{count} action", "other": "{count} actions"},
    "play-again": "New game",
    # Statistics window.
    "stats-title": "Statistics",
    "stats-played": "Played",
    "stats-won": "Won",
    "stats-win-rate": "Win rate",
    "stats-best-score": "Best score",
    "stats-fewest-moves": "Fewest moves in a win",
    "stats-streak": "Current winning streak",
    "stats-best-streak": "Best winning streak",
    "stats-none": "–",
    "percent": "{value}%",
    "stats-reset": "Reset statistics",
    "stats-reset-question": "Reset the statistics of every game? This cannot be undone.",
    "stats-reset-confirm": "Reset",
    "stats-reset-done": "The statistics are reset.",
    # FAQ page and the measured odds of the Rules pages. {least} and {most} are
    # "percent" texts, {cells} a "free-cells" text; "decimal" writes a number with one decimal
    # ({whole} and {tenth} are digits). The faq-…-answer texts follow the rules-… layout.
    "faq": "FAQ",
    "decimal": "{whole}.{tenth}",
    "rules-odds": "How many deals can be won",
    "odds-bounds-forty-thieves": {
        "one": "Of {count} deal our solver examined, knowing the order of the stock: at least {least} can be won,"
        " at most {most}.",
        "other": "Of {count} deals our solver examined, knowing the order of the stock: at least {least} can be"
        " won, at most {most}.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells}: of {count} deal our solver examined, at least {least} can be won, at most {most}.",
        "other": "{cells}: of {count} deals our solver examined, at least {least} can be won, at most {most}.",
    },
    "odds-bounds-freecell": {
        "one": "Of {count} deal our solver examined, at least {least} can be won, at most {most}.",
        "other": "Of {count} deals our solver examined, at least {least} can be won, at most {most}.",
    },
    "odds-bounds-bakers-game": {
        "one": "Of {count} deal our solver examined, at least {least} can be won, at most {most}.",
        "other": "Of {count} deals our solver examined, at least {least} can be won, at most {most}.",
    },
    "odds-bounds-seahaven-towers": {
        "one": "Of {count} deal our solver examined, at least {least} can be won, at most {most}.",
        "other": "Of {count} deals our solver examined, at least {least} can be won, at most {most}.",
    },
    "rules-forty-thieves-odds": (
        "The solver knows the order of the stock, which you do not, so a deal it wins can still be hard to win"
        " in play. At least: the deals it won. At most: those and the deals it could neither win nor prove lost"
        " within its limit. The deals it won are the ones the “Winnable deals only” switch offers."
    ),
    "rules-eight-off-odds": (
        "In Eight Off every card is face up, so the solver knows nothing you cannot see. At least: the deals it"
        " won. At most: those and the deals it could neither win nor prove lost within its limit. The deals it"
        " won are the ones the “Winnable deals only” switch offers."
    ),
    "rules-freecell-odds": (
        "In FreeCell every card is face up, so the solver knows nothing you cannot see. At least: the deals"
        " it won. At most: those and the deals it could neither win nor prove lost within its limit. The"
        " deals it won are the ones the “Winnable deals only” switch offers."
    ),
    "rules-bakers-game-odds": (
        "In Baker's Game every card is face up, so the solver knows nothing you cannot see. At least: the"
        " deals it won. At most: those and the deals it could neither win nor prove lost within its limit."
        " The deals it won are the ones the “Winnable deals only” switch offers."
    ),
    "rules-seahaven-towers-odds": (
        "In Seahaven Towers every card is face up, so the solver knows nothing you cannot see. At least: the"
        " deals it won. At most: those and the deals it could neither win nor prove lost within its limit."
        " The deals it won are the ones the “Winnable deals only” switch offers."
    ),
    "rules-faq-link": "Questions about deal codes, scoring or playing offline? Read the FAQ",
    "faq-title": "Frequently asked questions",
    "faq-codes": "What is a deal code?",
    "faq-codes-answer": (
        "Every deal has a code, such as FT1-N-ABCDEFG. Its first part names the game and its last part the"
        " deal. The same code gives the same deal forever, on any device.\n\n"
        "- Copy the code with one click and send it, or share the page's address: it ends with # and the"
        " code, so whoever opens it gets the same deal.\n"
        "- Type a code into the code field or the New Game window to play that deal.\n"
        "- Each game's Rules page shows what its codes look like. When a game lets you choose the number of"
        " free cells, the middle part says how many (C4: 4 cells); the same last part then shuffles the same"
        " deck, dealt for that many cells."
    ),
    "faq-undo": "How do undo and the move counter work?",
    "faq-undo-answer": (
        "Undo takes back your last actions, up to 100 of them, moves and cards turned up from the stock alike."
        " The cards and the score go back exactly as they were. Redo plays them again, until you make a new"
        " move.\n\n"
        "The move counter counts every action, draws included. Undo and Redo never lower it: it says how many"
        " actions the game took, not how far you got."
    ),
    "faq-scoring": "How is the score counted?",
    "faq-scoring-answer": (
        "Each game scores by its own rules: its Rules page lists the points of every kind of move. The score"
        " never goes below 0.\n\n"
        "Undo also takes back the points of the move it undoes."
    ),
    "faq-hints": "Why are there no hints?",
    "faq-hints-answer": (
        "Finding the way is the game. While you play, the app never suggests a move and never tells whether"
        " the deal, or the position on the table, can still be won. When you are stuck, undo some moves or start"
        " a new game.\n\n"
        "The odds on the Rules pages are measured over many deals: they say nothing about the deal in front of"
        " you.\n\n"
        "Once a game has ended (won, or left for another deal), and only if you ask, the app tells the truth"
        " about it: choose Analyse in the Statistics window's recent games. Its solver says whether the deal"
        " could be won, after which of your moves no win was left, and shows a winning line."
    ),
    "faq-winnable": "What are winnable deals and the deal of the day?",
    "faq-winnable-answer": (
        "- “Winnable deals only” is a switch in the New Game window. When it is on, every new deal is one our"
        " solver has won, so a win is possible; the game still will not tell you how. These games are counted"
        " apart in the statistics.\n"
        "- The deal of the day is one deal a day for each game that has one (the New Game window shows a"
        " button for each), the same for everyone on the same date of their own calendar. It works offline"
        " too. Start it with the Daily button or from the New Game window.\n"
        "- The Statistics window counts the daily deals you played and won and the days won in a row, and"
        " shows the last 30 days as a calendar."
    ),
    "faq-offline": "Does it work offline? Can I install it?",
    "faq-offline-answer": (
        "Yes. After the first visit the browser keeps the whole game, so it starts and plays without a"
        " connection, deal codes and the deal of the day included.\n\n"
        "To keep it at hand, add it to your home screen or install it from the browser's menu (on a phone"
        " often “Add to Home screen”, on a computer “Install”). It then opens like an app, offline too."
    ),
    "faq-storage": "What is stored on my device, and how do I clear it?",
    "faq-storage-answer": (
        "The game keeps a few things in your browser's local storage, on this device only:\n\n"
        "- your settings;\n"
        "- your statistics;\n"
        "- the game in progress;\n"
        "- the last view of the board, so that it shows at once at the next start.\n\n"
        "Nothing is sent anywhere: there is no account and no server, only the files of the page.\n\n"
        "To clear the statistics, use Reset statistics in the Statistics window. To clear everything, delete"
        " this site's data in your browser's settings (usually under privacy or site data)."
    ),
    # Winnable deals and the deal of the day. "date" writes a day of a month.
    "winnable": "Winnable deals only",
    "winnable-note": "Every deal offered can be won; the game will not tell you how.",
    "winnable-none": "No winnable deals of this game are known yet.",
    "daily": "Daily",
    "daily-title": "Deal of the day",
    "daily-deal": "Deal of the day, {date}: {code}.",
    "daily-already": "This is the deal of the day, {date}.",
    "daily-none": "This version has no deal of the day for {date}.",
    "daily-played": "Daily deals played",
    "daily-won": "Daily deals won",
    "daily-streak": "Days won in a row",
    "daily-best-streak": "Most days won in a row",
    "daily-calendar": "The last 30 days",
    "calendar-day": "{date}: {games}",
    "calendar-won": "{game} won",
    "calendar-played": "{game} played, not won",
    "calendar-none": "{game} not played",
    "date": "{day} {month}",
    "month-1": "January",
    "month-2": "February",
    "month-3": "March",
    "month-4": "April",
    "month-5": "May",
    "month-6": "June",
    "month-7": "July",
    "month-8": "August",
    "month-9": "September",
    "month-10": "October",
    "month-11": "November",
    "month-12": "December",
    # Replays.
    "replay": "Watch replay",
    "replay-bar": "Replay",
    "replay-play": "Play",
    "replay-pause": "Pause",
    "replay-step": "Step forward",
    "replay-back": "Step back",
    "replay-exit": "Exit replay",
    "share-replay": "Share replay",
    "replay-position": "{step} / {count}",
    "replay-shown": "Replay of {code}: {count} actions. Your game in progress stays as it is.",
    "replay-damaged": "This replay link is damaged or from another version, so its deal is shown instead.",
    "replay-unknown": "This game cannot be replayed: it was saved by an older version that kept only its last actions.",
    "replay-read-only": "This is a replay. Exit it to play.",
    "replay-copied": "Replay link copied.",
    "replay-copy-failed": "The replay link could not be copied.",
    # The Examples pages: a won game with captions at the moments that teach a rule.
    "examples": "Examples",
    "examples-title": "Example: {game}",
    "examples-intro": (
        "A game of deal {code}, won in {count} actions. Watch it on the board step by step: the score shows "
        "at every step, and at the moments that teach a rule a caption says what happens."
    ),
    "examples-step": "Action {step}: {text}",
    "examples-watch": "Watch this game",
    "examples-play": "Play this deal yourself",
    "examples-none": "This version has no example of this game.",
    "example-waste-to-column": (
        "{cards} goes from the waste onto column {number}: a waste card played to a column earns 5 points "
        "(score {score})."
    ),
    "example-empty-column": "Column {number} is empty, so any card may go there: here {cards} (score {score}).",
    "example-take-back": (
        "{cards} comes back from a foundation onto column {number}: a take-back costs 15 points (score "
        "{score}). When the card goes up again, it earns its 10 points back."
    ),
    "example-final": (
        "The win: the 104 cards on the foundations give 1040 points, {waste} waste cards played to columns "
        "add 5 × {waste}, and {backs} take-backs cost 5 × {backs} in all (−15, then +10 again): {score} "
        "points."
    ),
    "example-final-plain": (
        "The win: the 104 cards on the foundations give 1040 points and {waste} waste cards played to columns "
        "add 5 × {waste}: {score} points."
    ),
    "example-group-move": "{cards} move together onto column {number}: a run of one suit moves as a group.",
    "example-king-run": (
        "A king with its run goes into the empty column {number}. With {cells} free cells, at most {limit} "
        "cards may move at once (free cells + 1, doubled for every other empty column)."
    ),
    "example-take-back-to-cell": (
        "{cards} is taken back from a foundation to a free cell (0 points); here it goes straight back up."
    ),
    "example-group-move-colours": (
        "{cards} move together onto column {number}: a run in alternating colours moves as a group."
    ),
    "example-other-colour": (
        "{cards} goes onto column {number}: on a column, a card goes onto the other colour, one rank higher."
    ),
    # Messages and notices.
    "copied": "Deal code {code} copied.",
    "copy-failed": "Could not copy: the code is {code}.",
    "bad-code": "That is not a deal code: {reason}.",
    "bad-hash": "The address holds no valid deal code ({reason}); here is a new deal.",
    "bad-hash-kept": "The address holds no valid deal code ({reason}); your game goes on.",
    "bad-save": "That saved game cannot be loaded.",
    "action-failed": "Something went wrong there; your game goes on.",
    "new-deal": "New deal {code}.",
    "undo-brings-back": "Undo brings back the game you left ({moves}).",
    "game-back": "Your game {code} is back ({moves}).",
    "restarted": "The deal starts again.",
    "nothing-to-undo": "Nothing to undo.",
    "nothing-to-redo": "Nothing to redo.",
    "boot-failed": "The game could not start: {reason}",
    "save-discarded": "The saved game could not be read and was discarded; here is a new deal.",
    "save-too-old": "The saved game comes from an older version that cannot be read any more; here is a new deal.",
    "stats-discarded": "The saved statistics could not be read and start again from zero.",
    # After a game: the Statistics window's recent games and the analysis window.
    # {date} is a "date" text, {game} a game's name, {moves} a "moves-count" text, {action} a move in
    # words ("9 of spades to column 3"), {number}, {first} and {last} count the player's moves from 1.
    "recent-title": "Recent games",
    "recent-none": "The games you finish or leave will be listed here, to be analysed or played again.",
    "recent-entry": "{date}, {game}, {code}: {result}, score {score}, {moves}",
    "recent-won": "won",
    "recent-left": "left",
    "recent-stuck": "no moves left",
    "recent-play-again": "Play again",
    "recent-discarded": "The list of recent games could not be read and starts again empty.",
    "analyse": "Analyse",
    "analyse-left": "Analyse the game you left",
    "analysis-title": "Could it have been won?",
    "analysis-game": "{game}, deal {code}: {moves}, score {score}.",
    "analysis-running": (
        "The solver is studying the deal and your moves. This can take a minute; you can go on playing."
    ),
    "analysis-deal-won": "This deal can be won.",
    "analysis-deal-impossible": "This deal cannot be won: no way of playing it wins.",
    "analysis-deal-unknown": "The solver could not decide in its time whether this deal can be won.",
    "analysis-you-won": "You won it.",
    "analysis-lost-at": "A win was possible until your move {number} ({action}); after it there was none.",
    "analysis-lost-between": (
        "Your game stopped being winnable somewhere from your move {first} to your move {last}: the solver could"
        " not decide exactly where."
    ),
    "analysis-still-winnable": "When you stopped, a win was still possible.",
    "analysis-line-unknown": "The solver could not decide whether a win was still possible when you stopped.",
    "analysis-line-lost-unknown": (
        "When you stopped, no win was possible any more. Whether one was possible earlier, the solver could not decide."
    ),
    "analysis-positions": {
        "one": "The solver examined {count} position of your game.",
        "other": "The solver examined {count} positions of your game.",
    },
    "analysis-watch": "Watch a winning line",
    "analysis-cancel": "Cancel",
    "analysis-cancelled": "The analysis was stopped.",
    "analysis-failed": "The analysis could not run ({reason}). Your game is not affected.",
    "analysis-unavailable": "This game is no longer in the recent games.",
    "analysis-takeover": "From here on, the solver plays the win.",
    "analysis-from-start": "The solver's win, from the deal's start.",
    "settings-discarded": "The saved settings could not be read; the defaults are back.",
    "storage-unavailable": "This browser does not let the game store anything: progress will not be kept.",
    "other-tab": "You played on in another tab; this tab now shows that game.",
    "update-ready": "A new version is ready.",
    "update-reload": "Reload now",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} to foundation {number}",
    "move-to-column": "{cards} to column {number}",
    "move-to-cell": "{cards} to free cell {number}",
    "action-draw": "Turned up: {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Score {score}.",
    "announce-undone": "Undone: {action}.",
    "announce-redone": "Redone: {action}.",
    "announce-undone-draw": "Back in the stock: {card}.",
    "announce-redone-draw": "Turned up again: {card}.",
    "announce-won": "You won! Score {score} in {moves}.",
    "announce-picked": "Holding: {cards}. Arrows choose a pile, Space drops, Escape puts back.",
    "announce-put-back": "Put back: {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, deal {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Keyboard",
    "key-tab": "Tab",
    "keys-tab": "Reach the card table (and leave it)",
    "key-arrows": "Arrow keys",
    "keys-arrows": "Move between piles; in a column, Up and Down choose a card of a run",
    "key-enter": "Enter",
    "keys-enter": "Tap: the card goes to its foundation (the waste card also to a column; the stock turns a card up)",
    "key-shift-enter": "Shift+Enter",
    "keys-shift-enter": "Double tap: the card goes to the best place",
    "key-space": "Space",
    "keys-space": "Pick up the card (with its run); on another pile, drop it there",
    "key-escape": "Escape",
    "keys-escape": "Put the picked-up cards back",
    "key-d": "D",
    "keys-d": "Turn up a card from the stock (in a game that has one)",
    "key-undo": "Ctrl+Z",
    "keys-undo": "Undo",
    "key-redo": "Ctrl+Y",
    "keys-redo": "Redo",
    "key-n": "N",
    "keys-n": "New game",
    "key-b": "B",
    "keys-b": "Describe the whole board",
    "key-question": "?",
    "keys-question": "This list of keys",
    # Rules pages. Headings shared by every game.
    "rules-title": "How to play {game}",
    "rules-setup": "Setup",
    "rules-moves": "Moves",
    "rules-empty-columns": "Empty columns",
    "rules-foundations": "Foundations",
    "rules-stock": "Stock and waste",
    "rules-cells": "Free cells",
    "rules-groups": "Moving a run",
    "rules-end": "End of the game",
    "rules-scoring": "Scoring",
    "rules-this-app": "Playing in this app",
    "rules-example": "Try it",
    "rules-example-text": "Open a deal and try what you have read. Its code brings back the same deal at any time.",
    "rules-example-play": "Play the example deal {code}",
    "score-action": "Action",
    "score-points": "Points",
    "score-start": "Start of a game",
    "score-to-foundation": "A card onto a foundation",
    "score-waste-to-column": "The waste card onto a column",
    "score-foundation-to-column": "A foundation card back onto a column",
    "score-cell-to-column": "A free cell card onto a column",
    "score-other-forty-thieves": "Column to column, turning up a card",
    "score-other-eight-off": "Any other move",
    "score-other-freecell": "Any other move",
    "score-other-bakers-game": "Any other move",
    "score-other-seahaven-towers": "Any other move",
    "groups-free-cells": "Free cells",
    "groups-onto-card": {
        "one": "Onto a card, {count} empty column",
        "other": "Onto a card, {count} empty columns",
    },
    "groups-king": {
        "one": "Into an empty column, {count} empty column in all",
        "other": "Into an empty column, {count} empty columns in all",
    },
    "rules-forty-thieves-summary": (
        "Two decks, 104 cards. Build the eight foundations up by suit from ace to king, moving one card at a"
        " time onto the same suit one rank higher."
    ),
    "rules-forty-thieves-setup": (
        "The two decks are shuffled together, so every card is there twice. Forty cards are dealt face up into"
        " ten columns of four. The other 64 cards form the stock, face down. The eight foundations and the"
        " waste start empty."
    ),
    "rules-forty-thieves-moves": (
        "- Only one card moves at a time: the top card of a column or the top card of the waste.\n"
        "- On a column, a card goes onto the same suit exactly one rank higher: the 7 of spades onto the 8 of"
        " spades, never onto the 8 of hearts.\n"
        "- Nothing goes onto an ace in a column.\n"
        "- Two cards in sequence of the same suit still move one by one, so each needs a place of its own."
    ),
    "rules-forty-thieves-empty-columns": (
        "An empty column takes any card, not only a king: a card from another column or the waste card."
        " Empty columns are the only free space in the game, so use them with care."
    ),
    "rules-forty-thieves-foundations": (
        "There are eight foundations, two per suit, in a fixed order from left to right: spades, hearts,"
        " diamonds, clubs, spades, hearts, diamonds, clubs. Each starts with the ace of its suit and is built"
        " up to the king, one card at a time.\n\n"
        "You may drag the top card of a foundation back onto a column that takes it (an empty column"
        " included), but it costs points."
    ),
    "rules-forty-thieves-stock": (
        "Tap the stock to turn one card onto the waste. Only the top card of the waste can be played, onto a"
        " foundation or a column. There is no redeal: when the stock is empty, every card has been seen once,"
        " and the cards under others in the waste come free only as the cards above them are played."
    ),
    "rules-forty-thieves-end": (
        "You win when all eight foundations hold their thirteen cards from ace to king: all 104 cards."
        " The app does not tell you when no move is left: undo some moves or start a new game."
    ),
    "rules-forty-thieves-scoring": (
        "The score never goes below 0 and there is no bonus for winning. A won game is worth 1040 points for"
        " the foundations, plus 5 for every waste card played onto a column: a win that played 29 waste cards"
        " onto columns scores 1040 + 29 × 5 = 1185."
    ),
    "rules-forty-thieves-app": (
        "- Tap a card to send it to a foundation that takes it; the waste card goes to a column if no"
        " foundation takes it.\n"
        "- Double tap (a setting, on at first): to a foundation, else the longest column that takes the card,"
        " else an empty column.\n"
        "- Drag a card onto any pile; the piles that would take it are outlined while you drag. With Auto"
        " placement (a setting, off at first) a card dropped nowhere goes to the best place.\n"
        "- Every refused move says which rule refused it.\n"
        "- Undo and Redo: the last 100 actions, moves and draws. The score goes back too; the move counter"
        " never goes down.\n"
        "- Every deal has a code like FT1-N-ABCDEFG: copy it to play the deal again or share it.\n"
        "- No hints during play: while you play, the app never tells whether the deal can be won. After a game"
        " ends you may ask for its analysis (Statistics, Recent games).\n"
        "- The whole game can be played with the keyboard: press ? to see the keys."
    ),
    "rules-eight-off-summary": (
        "One deck, every card face up. Build the four foundations up by suit from ace to king, with the help"
        " of the free cells; on the columns, cards go down by suit."
    ),
    "rules-eight-off-setup": (
        "The 52 cards are shuffled and dealt face up into eight columns of six. The four cards left over go"
        " into the first four of the eight free cells. The four foundations, one per suit (spades, hearts,"
        " diamonds, clubs), start empty.\n\n"
        "In the New Game window you can choose fewer free cells. With 4 cells, the four leftover cards fill"
        " them all. With 2 cells, two leftover cards fill both cells and the other two become the new top"
        " cards of columns 3 and 4. The same deal number gives the same shuffle with any number of cells."
    ),
    "rules-eight-off-moves": (
        "- You move the top card of a column or a card from a free cell, or a run (see below).\n"
        "- On a column, a card goes onto the same suit exactly one rank higher: the 7 of hearts only onto the"
        " 8 of hearts.\n"
        "- Into a free cell: any card, when the cell is empty.\n"
        "- Onto a foundation: its suit's ace first, then 2, 3 and so on up to the king, one card at a time."
    ),
    "rules-eight-off-empty-columns": (
        "An empty column takes only a king, alone or with the run on it. No other card can start a column."
    ),
    "rules-eight-off-cells": (
        "Each free cell holds one card. A card in a cell can go onto a column that takes it or onto its"
        " foundation. Only the cells of the chosen variant are shown."
    ),
    "rules-eight-off-groups": (
        "A run already in order in a column (one suit, ranks going down one by one, like the 9, 8 and 7 of"
        " clubs) moves at once, as one action, when it is not longer than:"
    ),
    "rules-eight-off-formula": "(free cells + 1) × 2 to the power of (empty columns)",
    "rules-eight-off-groups-table": (
        "An empty column doubles the limit, a free cell adds one card. When a king and its run go into an empty"
        " column, that column does not count. With 4 cells at most four can be free, with 2 cells at most"
        " two. The column the run leaves counts as occupied, and any lower part of a run may move alone."
    ),
    "rules-eight-off-foundations": (
        "The foundations are built by suit from ace to king. No card ever goes there by itself.\n\n"
        "You may drag the top card of a foundation back into an empty free cell or onto a column that takes"
        " it; that move scores nothing."
    ),
    "rules-eight-off-end": (
        "You win when all 52 cards are on the foundations. The app does not tell you when no useful move is"
        " left: undo some moves or start a new game."
    ),
    "rules-eight-off-scoring": ("Undo takes back the points its move gave, and the score never goes below 0."),
    "rules-eight-off-app": (
        "- Tap the top card of a column or a free cell card to send it to its foundation when it may go"
        " there.\n"
        "- Double tap (a setting, on at first): to the foundation, else the longest column that takes the"
        " card, else an empty column (a king only), else a free cell. A double tap on the first card of a run"
        " moves the whole run to a column.\n"
        "- Drag a card, with the run above it, onto any pile; the piles that would take it are outlined while"
        " you drag.\n"
        "- Every refused move says which rule refused it.\n"
        "- Undo and Redo: the last 100 actions; a run moved at once comes back at once. The move counter"
        " never goes down.\n"
        "- Every deal has a code like EO1-C8-AAAAAFA (C4 and C2 for 4 and 2 cells): copy it to play the deal"
        " again or share it.\n"
        "- No hints during play: while you play, the app never tells whether the deal can be won. After a game"
        " ends you may ask for its analysis (Statistics, Recent games).\n"
        "- The whole game can be played with the keyboard: press ? to see the keys."
    ),
    "rules-freecell-summary": (
        "One deck, every card face up. Build the four foundations up by suit from ace to king, with the help"
        " of four free cells; on the columns, cards go down in alternating colours."
    ),
    "rules-freecell-setup": (
        "The 52 cards are shuffled and dealt face up into eight columns: the first four get seven cards, the"
        " other four six. The four free cells and the four foundations, one per suit (spades, hearts,"
        " diamonds, clubs), start empty."
    ),
    "rules-freecell-moves": (
        "- You move the top card of a column or a card from a free cell, or a run (see below).\n"
        "- On a column, a card goes onto the other colour exactly one rank higher: the 7 of hearts onto the 8"
        " of spades or the 8 of clubs, never onto a red 8.\n"
        "- Into a free cell: any card, when the cell is empty.\n"
        "- Onto a foundation: its suit's ace first, then 2, 3 and so on up to the king, one card at a time."
    ),
    "rules-freecell-empty-columns": (
        "An empty column takes any card, not only a king, alone or with the run on it, from a column or a free cell."
    ),
    "rules-freecell-cells": (
        "Each of the four free cells holds one card, and all four start empty. A card in a cell can go onto a"
        " column that takes it, into an empty column or onto its foundation."
    ),
    "rules-freecell-groups": (
        "A run already in order in a column (red and black in turn, ranks going down one by one, like the 9"
        " of clubs, 8 of hearts and 7 of spades) moves at once, as one action, when it is not longer than:"
    ),
    "rules-freecell-formula": "(free cells + 1) × 2 to the power of (empty columns)",
    "rules-freecell-groups-table": (
        "An empty column doubles the limit, a free cell adds one card. When a run goes into an empty column,"
        " that column does not count: read the columns on the right. There are four cells, so the rows with"
        " more than 4 free cells never apply. The column the run leaves counts as occupied, and any lower"
        " part of a run may move alone."
    ),
    "rules-freecell-foundations": (
        "The foundations are built by suit from ace to king. No card ever goes there by itself.\n\n"
        "You may drag the top card of a foundation back into an empty free cell or onto a column that takes"
        " it; that move scores nothing."
    ),
    "rules-freecell-end": (
        "You win when all 52 cards are on the foundations. The app does not tell you when no useful move is"
        " left: undo some moves or start a new game."
    ),
    "rules-freecell-scoring": "Undo takes back the points its move gave, and the score never goes below 0.",
    "rules-freecell-app": (
        "- Tap the top card of a column or a free cell card to send it to its foundation when it may go"
        " there.\n"
        "- Double tap (a setting, on at first): to the foundation, else the longest column that takes the"
        " card, else an empty column, else a free cell. A double tap on the first card of a run moves the"
        " whole run to a column.\n"
        "- Drag a card, with the run above it, onto any pile; the piles that would take it are outlined while"
        " you drag.\n"
        "- Every refused move says which rule refused it.\n"
        "- Undo and Redo: the last 100 actions; a run moved at once comes back at once. The move counter"
        " never goes down.\n"
        "- Every deal has a code like FC1-N-AAAAAFA: copy it to play the deal again or share it.\n"
        "- Microsoft's numbered deals are here too: type FC1-MS- and the number in the New Game window's code"
        " field, such as FC1-MS-617 for deal 617. Deal 11982 is the famous one that cannot be won.\n"
        "- No hints during play: while you play, the app never tells whether the deal can be won. After a"
        " game ends you may ask for its analysis (Statistics, Recent games).\n"
        "- The whole game can be played with the keyboard: press ? to see the keys."
    ),
    "rules-bakers-game-summary": (
        "One deck, every card face up. Build the four foundations up by suit from ace to king, with the help"
        " of four free cells; on the columns, cards go down by suit."
    ),
    "rules-bakers-game-setup": (
        "The 52 cards are shuffled and dealt face up into eight columns: the first four get seven cards, the"
        " other four six. The four free cells and the four foundations, one per suit (spades, hearts,"
        " diamonds, clubs), start empty."
    ),
    "rules-bakers-game-moves": (
        "- You move the top card of a column or a card from a free cell, or a run (see below).\n"
        "- On a column, a card goes onto the same suit exactly one rank higher: the 7 of hearts only onto the"
        " 8 of hearts.\n"
        "- Into a free cell: any card, when the cell is empty.\n"
        "- Onto a foundation: its suit's ace first, then 2, 3 and so on up to the king, one card at a time."
    ),
    "rules-bakers-game-empty-columns": (
        "An empty column takes any card, not only a king, alone or with the run on it, from a column or a free cell."
    ),
    "rules-bakers-game-cells": (
        "Each of the four free cells holds one card, and all four start empty. A card in a cell can go onto a"
        " column that takes it, into an empty column or onto its foundation."
    ),
    "rules-bakers-game-groups": (
        "A run already in order in a column (one suit, ranks going down one by one, like the 9, 8 and 7 of"
        " clubs) moves at once, as one action, when it is not longer than:"
    ),
    "rules-bakers-game-formula": "(free cells + 1) × 2 to the power of (empty columns)",
    "rules-bakers-game-groups-table": (
        "An empty column doubles the limit, a free cell adds one card. When a run goes into an empty column,"
        " that column does not count: read the columns on the right. There are four cells, so the rows with"
        " more than 4 free cells never apply. The column the run leaves counts as occupied, and any lower"
        " part of a run may move alone."
    ),
    "rules-bakers-game-foundations": (
        "The foundations are built by suit from ace to king. No card ever goes there by itself.\n\n"
        "You may drag the top card of a foundation back into an empty free cell or onto a column that takes"
        " it; that move scores nothing."
    ),
    "rules-bakers-game-end": (
        "You win when all 52 cards are on the foundations. The app does not tell you when no useful move is"
        " left: undo some moves or start a new game."
    ),
    "rules-bakers-game-scoring": "Undo takes back the points its move gave, and the score never goes below 0.",
    "rules-bakers-game-app": (
        "- Tap the top card of a column or a free cell card to send it to its foundation when it may go"
        " there.\n"
        "- Double tap (a setting, on at first): to the foundation, else the longest column that takes the"
        " card, else an empty column, else a free cell. A double tap on the first card of a run moves the"
        " whole run to a column.\n"
        "- Drag a card, with the run above it, onto any pile; the piles that would take it are outlined while"
        " you drag.\n"
        "- Every refused move says which rule refused it.\n"
        "- Undo and Redo: the last 100 actions; a run moved at once comes back at once. The move counter"
        " never goes down.\n"
        "- Every deal has a code like BG1-N-AAAAAFA: copy it to play the deal again or share it.\n"
        "- No hints during play: while you play, the app never tells whether the deal can be won. After a"
        " game ends you may ask for its analysis (Statistics, Recent games).\n"
        "- The whole game can be played with the keyboard: press ? to see the keys."
    ),
    "rules-seahaven-towers-summary": (
        "One deck, every card face up. Build the four foundations up by suit from ace to king, with the help"
        " of four free cells; on the columns, cards go down by suit."
    ),
    "rules-seahaven-towers-setup": (
        "The 52 cards are shuffled and dealt face up into ten columns of five. The two cards left over go"
        " into the first two of the four free cells. The four foundations, one per suit (spades, hearts,"
        " diamonds, clubs), start empty."
    ),
    "rules-seahaven-towers-moves": (
        "- You move the top card of a column or a card from a free cell, or a run (see below).\n"
        "- On a column, a card goes onto the same suit exactly one rank higher: the 7 of hearts only onto the"
        " 8 of hearts.\n"
        "- Into a free cell: any card, when the cell is empty.\n"
        "- Onto a foundation: its suit's ace first, then 2, 3 and so on up to the king, one card at a time."
    ),
    "rules-seahaven-towers-empty-columns": (
        "An empty column takes only a king, alone or with the run on it. No other card can start a column."
    ),
    "rules-seahaven-towers-cells": (
        "Each of the four free cells holds one card; two start full. A card in a cell can go onto a column"
        " that takes it or onto its foundation."
    ),
    "rules-seahaven-towers-groups": (
        "A run already in order in a column (one suit, ranks going down one by one, like the 9, 8 and 7 of"
        " clubs) moves at once, as one action, when it is not longer than:"
    ),
    "rules-seahaven-towers-formula": "(free cells + 1) × 2 to the power of (empty columns)",
    "rules-seahaven-towers-groups-table": (
        "An empty column doubles the limit, a free cell adds one card. When a king and its run go into an"
        " empty column, that column does not count. There are four cells, so the rows with more than 4 free"
        " cells never apply. The column the run leaves counts as occupied, and any lower part of a run may"
        " move alone."
    ),
    "rules-seahaven-towers-foundations": (
        "The foundations are built by suit from ace to king. No card ever goes there by itself.\n\n"
        "You may drag the top card of a foundation back into an empty free cell or onto a column that takes"
        " it; that move scores nothing."
    ),
    "rules-seahaven-towers-end": (
        "You win when all 52 cards are on the foundations. The app does not tell you when no useful move is"
        " left: undo some moves or start a new game."
    ),
    "rules-seahaven-towers-scoring": "Undo takes back the points its move gave, and the score never goes below 0.",
    "rules-seahaven-towers-app": (
        "- Tap the top card of a column or a free cell card to send it to its foundation when it may go"
        " there.\n"
        "- Double tap (a setting, on at first): to the foundation, else the longest column that takes the"
        " card, else an empty column (a king only), else a free cell. A double tap on the first card of a run"
        " moves the whole run to a column.\n"
        "- Drag a card, with the run above it, onto any pile; the piles that would take it are outlined while"
        " you drag.\n"
        "- Every refused move says which rule refused it.\n"
        "- Undo and Redo: the last 100 actions; a run moved at once comes back at once. The move counter"
        " never goes down.\n"
        "- Every deal has a code like ST1-N-AAAAAFA: copy it to play the deal again or share it.\n"
        "- No hints during play: while you play, the app never tells whether the deal can be won. After a"
        " game ends you may ask for its analysis (Statistics, Recent games).\n"
        "- The whole game can be played with the keyboard: press ? to see the keys."
    ),
}
