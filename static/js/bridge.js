// The page's side of the one crossing to Python (SPEC §13): each intent goes to Python in one
// call, as JSON, and the view that comes back is drawn by the renderer. Before Python is up,
// `send` does nothing and says so (null).

import { draw } from "./renderer.js";
import { queueWrites } from "./storage.js";

let python = null;
let view = null;

export function current() {
  return view;
}

function received(text, options) {
  view = JSON.parse(text);
  draw(view, options);
  queueWrites(view.writes);
  return view;
}

// Start Python's side with what the page read; draws the first view.
export function start(side, payload) {
  python = side;
  return received(python.boot(JSON.stringify(payload)), {});
}

// Send one intent ({do: "tap", pile, index}, ...); the view it produced, or null before the start.
export function send(intent, options = {}) {
  if (!python) return null;
  return received(python.intent(JSON.stringify(intent)), options);
}

// The page contract's direct questions (SPEC §10).
export function ask(question) {
  return python?.[question]();
}
