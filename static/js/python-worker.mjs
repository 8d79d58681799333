// The page's Python, in a module Web Worker of its own, so that starting Pyodide and every
// intent's work happen off the main thread, which only paints and listens. python-start.js creates
// this worker as the page's first module runs; bridge.js talks to it in messages, strictly in order:
//
//   page -> worker                         worker -> page
//   { start: { returning, mailbox } }      { ready: { boot, wasm, wasmMemoryBytes }, marks, timeOrigin }
//   { compiled }  (Pyodide's wasm module,  or { failed: reason }   (Python could not start)
//     compiled by the page, or null)
//   { boot: payload }  (JSON text)         { answer: text }  (JSON: {view, effects})
//   { intent: text, mailbox: id }          { answer: text }  (and the same text in the mailbox)
//   { ask: question, values }              { asked: value }  (state(), stats(), daily(date))
//   { rehearse: true }                     { asked: bool }   (whether a step is left)
//
// Each request also carries the page's local date (`today`, YYYY-MM-DD): the deal of the day
// follows the player's clock, which is the page's, not this worker's.
// python-start.js sends the first two as the page starts (a first visit's start once the board's
// first frame is drawn: its downloads must not slow the paint). The start waits for `compiled`: on a
// returning visit the page compiles the wasm from its cached copy, with the compiled code the
// browser kept from the last visit; null means this worker fetches and compiles it itself.
// Each other request gets exactly one reply, in the order the requests came (an exception in Python
// is a reply too: { error }), so the page matches them first in, first out.
//
// The mailbox (when the page is cross-origin isolated: a SharedArrayBuffer sent with `start`)
// lets the page draw a tap's answer in the tap's own frame. Right after an input the browser
// renders the next frame before it hands the page any message, so an answer that came by
// message alone would be drawn a frame late. An intent sent with a mailbox id (the page sends one
// only when nothing else is waiting for an answer) gets its answer written into the mailbox
// before it is posted; the page, which waits a few milliseconds for it, draws it at once and
// takes the posted copy as already drawn (bridge.js). Layout: Int32 0, the id of the answer held;
// Int32 1, its length in UTF-8 bytes (-1: too long for the mailbox, wait for the message); then
// the bytes.
//
// How Python starts, shown by the page on <html data-boot> ("failed" is set by boot-text.js):
// - "snapshot": Pyodide restored from the memory snapshot build.py made (snapshot.mjs), the
//   game's and the page's modules already imported. A returning visit (a service worker controls
//   the page, and so this worker) reads it from the worker's cache, offline too; a first visit
//   downloads it at once: even over a slow link the download beats initialising Python.
// - "plain": the ordinary start, also the fallback whenever the snapshot is missing, truncated,
//   corrupt, made for another Pyodide, or fails in any other way (with a console warning).
//
// The Python and data files come in two JSON files (Pyodide path -> text; build.py writes them):
// python-files.json, the data the game reads while it runs, fetched at once; and
// python-modules.json, the modules and message catalogues, read only while the modules are
// imported: a snapshot holds them imported, so only a plain start fetches and writes them.
//
// The performance marks made here ("solitaire-interpreter", "solitaire-snapshot-read",
// "solitaire-pyodide-start", "solitaire-pyodide-ready", "solitaire-ui-start") are on this worker's
// timeline; they go to the page with `ready`, which marks them again on its own.
//
// This module imports statically only snapshot-file.mjs, which imports nothing, so that it runs
// almost as soon as it arrives: on a returning visit it starts reading the cached snapshot, its
// manifest and the Python files, and compiling Pyodide's JavaScript, all at once, while Pyodide's
// loader and snapshot.mjs are still being imported and before the start message has been read.
import { cachedSnapshot, downloadedSnapshot, fetchManifest } from "./snapshot-file.mjs";

const indexURL = new URL("../../pyodide/", import.meta.url).href;
const PYTHON_FILES_URL = new URL("../../python-files.json", import.meta.url).href;
const MODULE_FILES_URL = new URL("../../python-modules.json", import.meta.url).href;

// The files of one of the build's JSON files (Pyodide path -> text).
function fetchFiles(url) {
  const files = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  });
  files.catch(() => {}); // handled when the start awaits it
  return files;
}

// A compiled message catalogue (.mo) is binary, held as one character per byte (tools/snapshot.py,
// BINARY_SUFFIXES): its bytes are those characters' codes.
function binaryBytes(text) {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

// Writes each file relative to Pyodide's working folder, where the modules are imported from. As
// UTF-8 bytes from the browser's own encoder: given text, Emscripten encodes it in a JavaScript
// loop, several times slower.
function writePythonFiles(pyodide, files) {
  const home = pyodide.FS.cwd();
  const encoder = new TextEncoder();
  for (const [path, text] of Object.entries(files)) {
    const full = `${home}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    pyodide.FS.writeFile(full, path.endsWith(".mo") ? binaryBytes(text) : encoder.encode(text));
  }
}

performance.mark("solitaire-interpreter");

// What every start asks for first: the Python files, the snapshot (from the service worker's
// cache, or downloaded), its manifest, Pyodide's loader and snapshot.mjs; and the compiling of
// Pyodide's JavaScript, which Pyodide imports later.
function firstRequests(returning) {
  const manifest = fetchManifest();
  const requests = {
    pythonFiles: fetchFiles(PYTHON_FILES_URL),
    snapshot: returning ? cachedSnapshot(undefined, manifest) : downloadedSnapshot(undefined, manifest),
    code: Promise.all([import(`${indexURL}pyodide.mjs`), import("./snapshot.mjs")]),
  };
  requests.snapshot.catch(() => {}); // handled by the start
  requests.code.catch(() => {}); // handled by the start
  import(`${indexURL}pyodide.asm.mjs`).catch(() => {});
  return requests;
}

// A returning visit's files come from the service worker's cache: asked for as this module runs,
// before the start message has been read (the worker's name says which visit it is). A first
// visit's come over the network once the page, its board painted, sends the start.
const early = self.name === "returning" ? firstRequests(true) : null;

// Pyodide with the page's Python written into it and its bridge made; and how it started.
async function startPython({ returning }) {
  const { pythonFiles, snapshot: chosen, code } = (returning && early) || firstRequests(returning);
  const [{ loadPyodide }, { loadFromSnapshot }] = await code;
  performance.mark("solitaire-pyodide-start");
  const detail = { boot: "plain", wasmMemoryBytes: 0 };
  let pyodide = null;
  try {
    const snapshot = await chosen;
    if (snapshot) {
      pyodide = await loadFromSnapshot({}, snapshot);
      detail.boot = "snapshot";
    }
  } catch (error) {
    console.warn(`Starting without the memory snapshot: ${error.message ?? error}`);
  }
  if (!pyodide) {
    const modules = fetchFiles(MODULE_FILES_URL);
    pyodide = await loadPyodide({ indexURL });
    writePythonFiles(pyodide, await modules);
  }
  writePythonFiles(pyodide, await pythonFiles);
  detail.wasmMemoryBytes = pyodide._module.HEAP8.length; // _module: Pyodide's Emscripten module
  detail.wasm = wasmCompiledBy;
  performance.mark("solitaire-pyodide-ready", { detail });
  const bridge = pyodide.pyimport("ui.bridge").Bridge();
  performance.mark("solitaire-ui-start");
  return { bridge, detail };
}

// The marks of this worker's timeline, for the page to mark again on its own.
function marks() {
  return performance
    .getEntriesByType("mark")
    .filter((mark) => mark.name.startsWith("solitaire-"))
    .map(({ name, startTime, detail }) => ({ name, startTime, detail }));
}

let bridge = null;
let mailbox = null; // { header: Int32Array, bytes: Uint8Array } over the page's SharedArrayBuffer
const MAILBOX_HEADER_BYTES = 8;

// Writes an intent's answer into the mailbox under `id`, bytes and length first, id last.
// (TextEncoder cannot write into shared memory itself.)
function postToMailbox(id, text) {
  const { header, bytes } = mailbox;
  const encoded = new TextEncoder().encode(text);
  const fits = encoded.length <= bytes.length;
  if (fits) bytes.set(encoded);
  Atomics.store(header, 1, fits ? encoded.length : -1);
  Atomics.store(header, 0, id);
}

// One request, answered at once (Python runs synchronously here).
function reply(data) {
  try {
    if (data.today) bridge.today = data.today;
    if ("boot" in data) return { answer: bridge.boot(data.boot) };
    if ("intent" in data) return { answer: bridge.intent(data.intent) };
    if ("rehearse" in data) return { asked: bridge.rehearse() };
    if ("ask" in data) return { asked: bridge[data.ask](...(data.values ?? [])) };
    return { error: `unknown request ${JSON.stringify(Object.keys(data))}` };
  } catch (error) {
    return { error: String(error?.message ?? error) };
  }
}

// Pyodide instantiates its wasm with WebAssembly.instantiateStreaming: once the page has said
// how, from the module the page compiled ("page") or, without one, the ordinary way ("worker").
// Pyodide has fetched the wasm all the same; that response's body is then never read.
let wasmCompiledBy = "worker";
let receiveCompiled = null;
const compiled = new Promise((resolve) => {
  receiveCompiled = resolve;
});
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (source, imports) => {
  const module = await compiled;
  if (!module) return instantiateStreaming(source, imports);
  Promise.resolve(source).then((response) => response.body?.cancel(), () => {});
  wasmCompiledBy = "page";
  return { instance: await WebAssembly.instantiate(module, imports), module };
};

// Requests wait for the start, then are answered one at a time in the order they came.
let queue = null;
self.onmessage = ({ data }) => {
  if ("compiled" in data) {
    receiveCompiled(data.compiled);
    return;
  }
  if ("start" in data) {
    const shared = data.start.mailbox;
    if (shared) mailbox = { header: new Int32Array(shared, 0, 2), bytes: new Uint8Array(shared, MAILBOX_HEADER_BYTES) };
    queue = startPython(data.start).then(
      (started) => {
        bridge = started.bridge;
        self.postMessage({ ready: started.detail, marks: marks(), timeOrigin: performance.timeOrigin });
      },
      (error) => {
        self.postMessage({ failed: String(error?.message ?? error), marks: marks(), timeOrigin: performance.timeOrigin });
        throw error;
      },
    );
    queue.catch(() => {});
    return;
  }
  queue = queue.then(() => {
    const answer = reply(data);
    if (data.mailbox && mailbox && "answer" in answer) postToMailbox(data.mailbox, answer.answer);
    self.postMessage(answer);
  });
};
