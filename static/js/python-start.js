// Starts the page's Python as early as the page can: index.html loads this module first, as an
// async script with no imports, so it runs the moment it arrives, while the page's other modules
// are still loading. It creates the Python worker (python-worker.mjs) and asks it to start, with
// the mailbox it shares with the page; bridge.js imports both from here and does all the talking
// after that.
//
// A returning visit (a service worker controls the page) also compiles Pyodide's wasm here and
// hands the compiled module to the worker. The page's requests come from the service worker's
// cache through its static routes, where the browser keeps the wasm's compiled code from the
// last visit and reads it back in one piece; the worker, busy starting Pyodide, would read it
// in pieces between its other work, a slower start (docs/boot.md). A first visit has no
// compiled code to reuse: the worker downloads and compiles the wasm itself, off this thread.

const returning = Boolean(navigator.serviceWorker?.controller);
const MAILBOX_BYTES = 1 << 20; // a view with every text is well under 100 KB

// Shared memory where the worker also writes the answer to a tap, for bridge.js to draw it in
// the tap's own frame (python-worker.mjs, "The mailbox"). Only a cross-origin isolated page may
// share memory; on a host that cannot send those headers, answers come by message alone.
export const mailbox = globalThis.crossOriginIsolated ? new SharedArrayBuffer(MAILBOX_BYTES) : null;

// The worker's name tells it, as soon as it runs, whether its files are in the service worker's
// cache. A first visit's come over the network: the start, which asks for them, waits for the
// board's first frame, so that the big downloads (the wasm, the snapshot, the standard library)
// never slow the few files the board is painted from.
export const worker = new Worker(new URL("./python-worker.mjs", import.meta.url), {
  type: "module",
  name: returning ? "returning" : "first visit",
});
const start = () => worker.postMessage({ start: { returning, mailbox } });

// What the worker says before bridge.js listens is kept for it, in order.
const early = [];
worker.onmessage = (event) => early.push(event);
worker.onerror = (event) => {
  event.preventDefault();
  early.push(event);
};

// From now on the worker's messages go to `onMessage` and its errors to `onError`, those that
// came before first.
export function listen(onMessage, onError) {
  worker.onmessage = onMessage;
  worker.onerror = onError;
  for (const event of early.splice(0)) (event.type === "error" ? onError : onMessage)(event);
}

// The worker's start waits for `{ compiled }`: the module, or null to fetch and compile it itself.
function compileWasm() {
  const wasm = new URL("../../pyodide/pyodide.asm.wasm", import.meta.url);
  WebAssembly.compileStreaming(fetch(wasm)).then(
    (compiled) => worker.postMessage({ compiled }),
    () => worker.postMessage({ compiled: null }),
  );
}

// Reading the compiled code back takes the main thread a moment: only after the board's first
// frame (the page's modules paint it before DOMContentLoaded), well before the worker needs it.
function afterFirstFrame(callback) {
  const later = () => requestAnimationFrame(() => setTimeout(callback, 0));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", later, { once: true });
  else later();
}

if (!returning) {
  afterFirstFrame(start);
  worker.postMessage({ compiled: null });
} else {
  start();
  if (WebAssembly.compileStreaming) afterFirstFrame(compileWasm);
  else worker.postMessage({ compiled: null });
}
