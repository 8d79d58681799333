"""The page's Python: intents in from the page, one view out, decided with the engine.

Every module but `bridge` is pure Python, testable in CPython:
- `contract`: the names the page's JavaScript shares with this package (intent kinds and their
  shapes, the view's keys and format, the storage keys), built into static/js/contract.js;
- `app`: the hub; it checks each intent once and hands it to its handler: `board_intents` (taps,
  drags, undo, redo, Finish, keys), `settings_intents`, `stats_intents`, `window_intents`,
  `clipboard_intents` and `replays`;
- `session` (the deal on screen: links, new deals, restarts, the other tab), `progress` (saving
  and counting), `records` with `stored_game`, `stored_stats` and `stored_settings` (the three
  stored formats), `store` (the browser's storage as Python sees it);
- `keyboard` (focus and the cards in hand), `view`, `board`, `windows`, `rules_page`, `texts`,
  `voice` and `announce` (what the page shows and says, in the player's language).
`bridge` is the one module that touches the browser: `window.solitaire`.
"""
