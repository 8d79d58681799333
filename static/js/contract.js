// The names the page and its Python share, filled in by the build from the Python contract
// (static/py/ui/contract.py), so that no script spells them by hand: the intent kinds (`DO.TAP` is
// the `do` of a tap), the view's format and what of a view is about its moment, the windows, the
// values of shared fields, the kinds of effect, the storage keys, and the fields of the saved game
// the page reads (JSON inside JSON).
export const DO = {};
export const VIEW_FORMAT = 0;
export const MOMENT_BLANKS = {};
export const WINDOW = {};
export const ANALYSIS_ACTION = {};
export const COPIED = {};
export const CODE_FIELD = {};
export const SHOWN = {};
export const EFFECT = {};
export const STORAGE_KEY = {};
export const PYTHON_KEYS = [];
export const SAVED_GAME_FIELD = {};
export const SETTINGS_LANGUAGE_FIELD = "";
