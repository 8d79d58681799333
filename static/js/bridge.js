// The page's side of the one crossing to Python, which runs in a Web Worker (python-worker.mjs):
// each intent goes to Python in one message, as JSON, and one answer comes back, a view, which
// the renderer draws, and a list of effects (storage writes, the clipboard, the analysis
// worker), which this module hands to whoever does each. `send` returns a promise of the view
// drawn from Python's answer; the main thread waits for Python only a few milliseconds after a
// tap, for the answer in the mailbox (python-worker.mjs, "The mailbox"), never longer.
//
// The worker is created by python-start.js, the first module the page runs, so Python starts
// while the page's other modules load and the page paints. Before Python is up the board may
// already show the stored view (`paint`); intents sent then are queued, in order, and sent once
// Python has started and booted the game. The worker answers its requests in the order they
// came, so the answers are matched to the requests first in, first out.

import { showQueued } from "./boot-text.js";
import { DO, EFFECT } from "./contract.js";
import { listen, mailbox, worker } from "./python-start.js";
import { draw } from "./renderer.js";
import { queueWrites, rememberView } from "./storage.js";

let booted = false; // the game's first view was asked for
let view = null;
const queued = []; // intents sent before the boot: [intent, options, resolve]
const waiting = []; // requests sent to the worker, not answered yet: [onAnswer, resolve, reject]
const followers = [];
const doers = new Map();
let whenUp = null;
const pythonUp = new Promise((resolve) => {
  whenUp = resolve;
});
let whenBooted = null;
const bootSent = new Promise((resolve) => {
  whenBooted = resolve;
});

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

// Whether the game is running in Python (the boot was sent: every intent now goes straight to it).
export function ready() {
  return booted;
}

// Resolves with the start's detail ({boot, wasm, wasmMemoryBytes}) once Python is up.
export function started() {
  return pythonUp;
}

// The worker's marks, on the page's own timeline (bench/page_speed.py and the tests read them there).
function markAgain(marks, timeOrigin) {
  for (const { name, startTime, detail } of marks ?? []) {
    performance.mark(name, { startTime: Math.max(0, startTime + timeOrigin - performance.timeOrigin), detail });
  }
}

// Resolves at the worker's next message.
let nextMessage = null;
let messaged = () => {};
function renewNextMessage() {
  nextMessage = new Promise((resolve) => {
    messaged = resolve;
  });
}
renewNextMessage();

function onMessage({ data }) {
  const arrived = messaged;
  renewNextMessage();
  queueMicrotask(arrived);
  if ("ready" in data) {
    markAgain(data.marks, data.timeOrigin);
    whenUp(data.ready);
    return;
  }
  if ("failed" in data) {
    markAgain(data.marks, data.timeOrigin);
    reportError(new Error(data.failed)); // boot-text.js says the start failed, with the reason
    return;
  }
  const [onAnswer, resolve, reject] = waiting.shift();
  if ("error" in data) {
    console.error(`Python failed on a request (a bug): ${data.error}`);
    reject(new Error(data.error));
  } else {
    resolve(onAnswer(data));
  }
}
listen(onMessage, (event) => {
  event.preventDefault();
  reportError(new Error(event.message || "the Python worker could not start"));
});

// The page's local date, YYYY-MM-DD: Python's deal of the day follows the player's clock.
function today() {
  const now = new Date();
  const two = (number) => String(number).padStart(2, "0");
  return `${String(now.getFullYear()).padStart(4, "0")}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

// One request to the worker, with the local date; a promise of `onAnswer(reply)`.
function request(message, onAnswer) {
  return new Promise((resolve, reject) => {
    waiting.push([onAnswer, resolve, reject]);
    worker.postMessage({ ...message, today: today() });
  });
}

// How long the page waits for a tap's answer in the mailbox before leaving it to the message. A
// tap takes Python a millisecond or two once V8 has optimised its code (the first moves of a fresh
// page take longer); the main thread has nothing better to do meanwhile, as the next frame would
// show nothing new, and an answer that takes longer is drawn when its message comes.
const MAILBOX_WAIT_MS = 12;
const mailboxHeader = mailbox && new Int32Array(mailbox, 0, 2);
const mailboxBytes = mailbox && new Uint8Array(mailbox, 8);
let lastMailboxId = 0;

// The answer the worker wrote into the mailbox under `id` (python-worker.mjs, "The mailbox"), or
// null if it is not there within MAILBOX_WAIT_MS or did not fit. The page waits on purpose: the
// answer is then drawn in this task, so the frame that follows the tap shows it.
function fromMailbox(id) {
  const deadline = performance.now() + MAILBOX_WAIT_MS;
  while (Atomics.load(mailboxHeader, 0) !== id) {
    if (performance.now() > deadline) return null;
  }
  const length = Atomics.load(mailboxHeader, 1);
  return length < 0 ? null : new TextDecoder().decode(mailboxBytes.slice(0, length));
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

// Boot the game with what the page read, once Python is up: Python's first view is drawn, then
// the intents queued meanwhile are sent. Resolves once all of them are drawn.
export async function start(payload) {
  await pythonUp;
  booted = true;
  const first = request({ boot: JSON.stringify(payload) }, ({ answer }) => received(answer, {}, true));
  whenBooted();
  const rest = queued.splice(0).map(([intent, options, resolve]) => {
    const answered = sendNow(intent, options);
    resolve(answered);
    return answered;
  });
  await first;
  await Promise.allSettled(rest);
  return view;
}

// The address at the moment of sending goes with the options: the renderer leaves alone an
// address the player changed while Python was answering. When nothing else is waiting for an
// answer, the answer is also read from the mailbox and drawn at once; its message, when it comes,
// then only settles the promise.
function sendNow(intent, options) {
  const sent = { ...options, address: location.hash };
  const id = mailbox && waiting.length === 0 ? ++lastMailboxId : 0;
  const message = { intent: JSON.stringify(intent), mailbox: id };
  const answered = request(message, ({ answer }) => received(answer, sent));
  const early = id ? fromMailbox(id) : null;
  if (early !== null) {
    const drawn = received(early, sent);
    waiting[waiting.length - 1][0] = () => drawn;
  }
  return answered;
}

// Send one intent ({do: DO.TAP, pile, index}, ...: static/js/contract.js); a promise of the view
// it produced, once drawn. Before the boot the intent waits in the queue, and the page says so
// (a pile merely focused does not count as a move).
export function send(intent, options = {}) {
  if (!booted) {
    if (intent.do !== DO.FOCUSED) showQueued();
    return new Promise((resolve) => queued.push([intent, options, resolve]));
  }
  return sendNow(intent, options);
}

// Resolves once the game runs in Python and every request sent has been answered and drawn,
// including those the answers' own followers sent (a tap's second tap waits for its first's answer).
// Timers that send later (a reminder, Finish, a replay) are not waited for.
export async function settled() {
  for (;;) {
    while (!booted || waiting.length > 0) await nextMessage;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (waiting.length === 0) return;
  }
}

// The page contract's direct questions (`window.solitaire.state()` and the others) and the
// rehearsal's steps: a promise of Python's answer, asked after every intent sent before it.
export function ask(question, ...values) {
  if (!booted) return bootSent.then(() => ask(question, ...values));
  const message = question === "rehearse" ? { rehearse: true } : { ask: question, values };
  return request(message, ({ asked }) => asked);
}
