// The page's side of the one crossing to Python: each intent goes to Python in one call, as
// JSON, and the answer that comes back is a view, which the renderer draws, and a list of effects
// (storage writes, the clipboard, the analysis worker), which this module hands to whoever does
// each. Before Python is up the board may already show the stored view (`paint`); intents sent
// then are queued, in order, and applied once Python has started: `send` answers null for them.

import { EFFECT } from "./contract.js";
import { draw } from "./renderer.js";
import { queueWrites, rememberView } from "./storage.js";

let python = null;
let view = null;
const queued = [];
const followers = [];
const doers = new Map();

// Have `callback(effect)` do every effect of a kind (EFFECT.COPY, ...) that Python asks for.
export function onEffect(kind, callback) {
  doers.set(kind, callback);
}

// Call `callback(view)` after every view Python sends is drawn (the replay's timer follows them).
export function afterEachView(callback) {
  followers.push(callback);
}

export function current() {
  return view;
}

export function ready() {
  return python !== null;
}

// Python sends the fixed texts and card names only when they change: a view without them keeps
// the last ones, so every view drawn, stored or followed is whole.
function received(text, options, first = false) {
  const answer = JSON.parse(text);
  const next = answer.view;
  view = { ...next, texts: next.texts ?? view.texts, cardNames: next.cardNames ?? view.cardNames };
  if (view.error) console.error(`Python failed on an intent (a bug): ${view.error}`);
  if (view.malformed) console.warn(`Python refused a malformed intent: ${view.malformed}`);
  draw(view, options);
  const writes = answer.effects.filter((effect) => effect.do === EFFECT.WRITE);
  queueWrites(writes.map((effect) => [effect.key, effect.text]));
  rememberView(view, first || writes.length > 0);
  for (const effect of answer.effects) if (effect.do !== EFFECT.WRITE) doers.get(effect.do)?.(effect);
  for (const follow of followers) follow(view);
  return view;
}

// Draw a stored view before Python is up.
export function paint(stored) {
  view = stored;
  draw(view, {});
}

// Start Python's side with what the page read; draws the first view, then applies the queued intents.
export function start(side, payload) {
  python = side;
  received(python.boot(JSON.stringify(payload)), {}, true);
  for (const intent of queued.splice(0)) send(intent);
  return view;
}

// Send one intent ({do: DO.TAP, pile, index}, ...: static/js/contract.js); the view it produced, or null when it was queued.
export function send(intent, options = {}) {
  if (!python) {
    queued.push(intent);
    return null;
  }
  return received(python.intent(JSON.stringify(intent)), options);
}

// The page contract's direct questions (`window.solitaire.state()` and the others).
export function ask(question, ...values) {
  return python?.[question](...values);
}
