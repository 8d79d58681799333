// The one module through which the page loads Pyodide.
// pyscript.toml's `interpreter` key points here; PyScript imports this module and
// calls `loadPyodide(options)`, reading `version` for its package cache key.
// PyScript passes this module's own folder as indexURL, so we point it at the
// vendored runtime instead. index.html also loads this module before PyScript (right
// after the painter's modules), so that the snapshot is looked up while PyScript is
// still starting.
//
// It also puts the game's Python and data files into Pyodide's file system, before
// PyScript runs the page script, each group in one fetch (Pyodide path -> text; build.py writes
// them) instead of PyScript's [files] table's one per file, which would hold up a warm boot:
// python-files.json, the data the game reads while it runs, fetched here at once; and
// python-modules.json, the modules and message catalogues, which are read only while the modules
// are imported: a snapshot holds them imported, so only a plain boot fetches and writes them.
//
// Boot paths, shown on <html data-boot>:
// - "snapshot": Pyodide starts from the memory snapshot build.py made (snapshot/),
//   the game's modules already imported, instead of initialising Python. A returning
//   visit reads it from the service worker's cache (offline too). A first visit (no
//   worker controls the page) downloads it at once, beside the wasm: the worker's precache
//   would fetch it anyway, and even on a slow link the download beats initialising Python
//   (docs/boot.md, 'The memory snapshot').
// - "plain": the ordinary boot. Also the fallback whenever the snapshot is missing,
//   truncated, corrupt, made for another Pyodide, or fails in any other way.
// - "failed" (set by boot-text.js): the start stopped before the board was ready.
import { loadPyodide as loadVendoredPyodide, version } from "../../pyodide/pyodide.mjs";
import { cachedSnapshot, downloadedSnapshot, loadFromSnapshot } from "./snapshot.mjs";

const indexURL = new URL("../../pyodide/", import.meta.url).href;
const PYTHON_FILES_URL = new URL("../../python-files.json", import.meta.url).href;
const MODULE_FILES_URL = new URL("../../python-modules.json", import.meta.url).href;

export { version };

// What the boot measured and chose, in the "solitaire-pyodide-ready" mark's detail.
const bootDetail = { boot: "plain", wasmMemoryBytes: 0 };

performance.mark("solitaire-interpreter");
const returning = Boolean(globalThis.navigator?.serviceWorker?.controller);
// A first visit starts downloading the wasm now, not when PyScript asks for Pyodide; a returning
// one must not. Chromium keeps the code V8 compiled for the wasm beside it in the worker's cache,
// but only a fetch of the page's own gets it back: a start whose wasm was preloaded compiles all
// of it again, one that leaves the fetch to Pyodide reads it back (docs/boot.md, 'The wasm's
// compiled code').
if (!returning) preload(`${indexURL}pyodide.asm.wasm`, "application/wasm");
const chosen = returning ? cachedSnapshot() : downloadedSnapshot();
chosen.catch(() => {}); // handled when loadPyodide awaits it
const pythonFiles = fetchFiles(PYTHON_FILES_URL);

// The files of one of the build's JSON files (Pyodide path -> text).
function fetchFiles(url) {
  const files = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  });
  files.catch(() => {}); // handled when loadPyodide awaits it
  return files;
}

// A compiled message catalogue (.mo) is binary, held as one character per byte (tools/snapshot.py,
// BINARY_SUFFIXES): its bytes are those characters' codes.
function binaryBytes(text) {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

// Writes each file where PyScript's [files] table would have: relative to Pyodide's working folder.
// As UTF-8 bytes from the browser's own encoder: given text, Emscripten encodes it in a JavaScript
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

// Fetches `url` as Pyodide will (a CORS-mode fetch), so that Pyodide's own fetch takes it over.
function preload(url, type) {
  const link = Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", href: url, type });
  link.crossOrigin = "anonymous";
  document.head.append(link);
}

export async function loadPyodide(options = {}) {
  performance.mark("solitaire-pyodide-start");
  let pyodide = null;
  try {
    const snapshot = await chosen;
    if (snapshot) {
      pyodide = await loadFromSnapshot(options, snapshot);
      bootDetail.boot = "snapshot";
    }
  } catch (error) {
    console.warn(`Starting without the memory snapshot: ${error.message ?? error}`);
  }
  if (!pyodide) {
    const modules = fetchFiles(MODULE_FILES_URL);
    pyodide = await loadVendoredPyodide({ ...options, indexURL });
    writePythonFiles(pyodide, await modules);
  }
  writePythonFiles(pyodide, await pythonFiles);
  bootDetail.wasmMemoryBytes = pyodide._module.HEAP8.length; // _module: Pyodide's Emscripten module
  document.documentElement.dataset.boot = bootDetail.boot;
  performance.mark("solitaire-pyodide-ready", { detail: bootDetail });
  return pyodide;
}
