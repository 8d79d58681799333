// The browser's storage for the page: read once at boot for Python, and written with the write
// effects of each answer once the frame showing the change is on screen (at once when
// the page goes away); a write's text may be a function, called only then. Storage can be
// missing, blocked or full: the page plays on, and Python is told so once, to tell the player.

import { MOMENT_BLANKS, PYTHON_KEYS, SAVED_GAME_FIELD, STORAGE_KEY, VIEW_FORMAT } from "./contract.js";

let pending = new Map();
let scheduled = false;
let onFailure = () => {};

// What storage holds under the page's keys, or null when it cannot be read or written.
export function readAll() {
  try {
    const stored = {};
    for (const key of PYTHON_KEYS) {
      const text = localStorage.getItem(key);
      if (text !== null) stored[key] = text;
    }
    localStorage.setItem(STORAGE_KEY.PROBE, "1");
    localStorage.removeItem(STORAGE_KEY.PROBE);
    return stored;
  } catch {
    return null;
  }
}

export function whenStorageFails(callback) {
  onFailure = callback;
}

// The writes wait for the frame after the one showing the change: written just after that frame's
// main-thread work, they would share the CPU with its raster and draw (docs/performance.md).
export function queueWrites(writes) {
  for (const [key, text] of writes) pending.set(key, text);
  if (pending.size && !scheduled) {
    scheduled = true;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(flushWrites, 0)));
  }
}

export function flushWrites() {
  scheduled = false;
  const writes = pending;
  pending = new Map();
  try {
    for (const [key, text] of writes) {
      if (text === null) localStorage.removeItem(key);
      else localStorage.setItem(key, typeof text === "function" ? text() : text);
    }
  } catch {
    onFailure();
  }
}

// A view without what is about the moment it was made: what may be painted before Python is up.
function stillView(view) {
  const blank = { text: "", number: -1 };
  const board = { ...view.board, targets: [], held: null, focus: { ...view.board.focus, grab: false } };
  return { ...view, ...MOMENT_BLANKS, board, message: blank, say: blank };
}

// Keep the view of the stored game beside the save it shows, for the next start to paint before
// Python is up; `wrote`: the answer wrote something (or it is the first view of a visit). Made into
// JSON when written, after the frame, not while the tap waits for it.
export function rememberView(view, wrote) {
  if (!view.persist || !wrote) return;
  queueWrites([[STORAGE_KEY.VIEW, () => JSON.stringify(stillView(view))]]);
}

function normalised(code) {
  try {
    return decodeURIComponent(code).trim().toUpperCase();
  } catch {
    return code;
  }
}

// True unless the address names a deal other than `code`.
function addressAllows(code) {
  const address = normalised(location.hash.slice(1));
  return address === "" || address === code;
}

// The stored view, when it may be painted now: of this renderer's format, whole, showing the
// stored game (same code, same move count), and the address names no other deal. Else null.
export function storedView() {
  try {
    const view = JSON.parse(localStorage.getItem(STORAGE_KEY.VIEW));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY.GAME));
    const saved = JSON.parse(stored[SAVED_GAME_FIELD.GAME]); // the engine's save, as JSON text inside the stored JSON
    if (view?.format !== VIEW_FORMAT || !view.board?.rows || !view.board.piles || !view.counters || !view.texts) return null;
    const code = saved[SAVED_GAME_FIELD.CODE] ?? "—";
    if (code !== view.counters.code || String(saved[SAVED_GAME_FIELD.MOVES]) !== view.counters.moves) return null;
    return addressAllows(view.counters.code) ? view : null;
  } catch {
    return null;
  }
}

// `first`, the view Python answers a visit with nothing stored (static/js/first-view.js), when
// this is such a visit (storage empty, or none at all: Python then gets nothing stored either)
// and the address names no other deal. Else null.
export function firstVisitView(first) {
  try {
    if ([...PYTHON_KEYS, STORAGE_KEY.VIEW].some((key) => localStorage.getItem(key) !== null)) return null;
  } catch {
    // no storage at all
  }
  // Its hint stays: what to do is the first thing a newcomer reads (a stored view never has one).
  if (first?.format !== VIEW_FORMAT || !addressAllows(first.counters.code)) return null;
  return { ...stillView(first), hint: first.hint };
}

// Another tab stored one of the page's keys.
export function watchOtherTabs(callback) {
  window.addEventListener("storage", (event) => {
    if (PYTHON_KEYS.includes(event.key) && event.newValue !== null) callback(event.key, event.newValue);
  });
}
