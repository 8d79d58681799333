// The browser's storage for the page (SPEC §7.2, §12): read once at boot for Python, and written
// with the writes each view carries, once the frame showing the change is painted (at once when
// the page goes away). Storage can be missing, blocked or full: the page plays on, and Python is
// told so once, to tell the player.

const KEYS = ["solitaire-game", "solitaire-stats", "solitaire-settings"];
const PROBE_KEY = "solitaire-probe";
let pending = new Map();
let scheduled = false;
let onFailure = () => {};

// What storage holds under the page's keys, or null when it cannot be read or written.
export function readAll() {
  try {
    const stored = {};
    for (const key of KEYS) {
      const text = localStorage.getItem(key);
      if (text !== null) stored[key] = text;
    }
    localStorage.setItem(PROBE_KEY, "1");
    localStorage.removeItem(PROBE_KEY);
    return stored;
  } catch {
    return null;
  }
}

export function whenStorageFails(callback) {
  onFailure = callback;
}

export function queueWrites(writes) {
  for (const [key, text] of writes) pending.set(key, text);
  if (pending.size && !scheduled) {
    scheduled = true;
    requestAnimationFrame(() => setTimeout(flushWrites, 0));
  }
}

export function flushWrites() {
  scheduled = false;
  const writes = pending;
  pending = new Map();
  try {
    for (const [key, text] of writes) {
      if (text === null) localStorage.removeItem(key);
      else localStorage.setItem(key, text);
    }
  } catch {
    onFailure();
  }
}

// Another tab stored one of the page's keys.
export function watchOtherTabs(callback) {
  window.addEventListener("storage", (event) => {
    if (KEYS.includes(event.key) && event.newValue !== null) callback(event.key, event.newValue);
  });
}
