"""The page's Python (SPEC §13): intents in from the page, one view out, decided with the engine.

Every module but `bridge` is pure Python, testable in CPython: `app` (intents and actions),
`session` (the deal on screen: links, new deals, restarts, the other tab), `progress` and
`records` (what is stored: the game in progress, statistics, settings), `store` (the browser's
storage as Python sees it), `keyboard` (focus and the cards in hand), `view`, `board`, `windows`,
`rules_page`, `texts`, `voice` and `announce` (what the page shows and says, in the player's
language). `bridge` is the one module that touches the browser: `window.solitaire`.
"""
