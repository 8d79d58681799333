// Makes the Pyodide memory snapshot the page boots from; run by tools/snapshot.py.
//
//   node tools/make_snapshot.mjs < request.json > report.json
//
// The request names the vendored Pyodide to run (`indexURL`, the very files the site ships),
// the Python and data files to put in its file system (Pyodide path -> text), the standard
// library modules to preload and the site's modules to import. Every import runs while the
// `js` module refuses to be read, so a page module that touches the browser at import time
// fails the build instead of freezing Node's value in the snapshot. `__main__` must come out
// unchanged. The report lists the imported modules, the files of the standard library zip
// that every module loaded so far came from (Pyodide's own start included), and the
// snapshot's build id and sizes. Without an `output` no snapshot is made (tools/stdlib.py
// only asks which standard library files are used).
import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const request = JSON.parse(readFileSync(0, "utf8"));

// The same sources must give the same snapshot, byte for byte, so nothing that
// Pyodide reads while it starts and imports may differ between two builds: its entropy (the
// string hash seed, `random`'s first state, which the page reseeds after a restore) comes from
// a fixed sequence, and its clocks (file times, `time.time()`) tick by 1 ms per reading from a
// fixed instant.
const FIXED_EPOCH_MS = Date.UTC(2024, 0, 1);
let fixedSeed = 0x9e3779b9;
function fixedRandomValues(array) {
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (let i = 0; i < bytes.length; i += 1) {
    fixedSeed = (Math.imul(fixedSeed, 1664525) + 1013904223) >>> 0;
    bytes[i] = fixedSeed >>> 24;
  }
  return array;
}
nodeCrypto.randomFillSync = fixedRandomValues;
Object.defineProperty(globalThis.crypto, "getRandomValues", { value: fixedRandomValues });
let ticks = 0;
Date.now = () => FIXED_EPOCH_MS + (ticks += 1);
Object.defineProperty(performance, "now", { value: () => ticks += 1 });
Math.random = () => fixedRandomValues(new Uint32Array(1))[0] / 2 ** 32;
const { loadPyodide } = await import(pathToFileURL(join(request.indexURL, "pyodide.mjs")).href);

// While `guard.closed`, any read of a global through Python's `js` module throws; Python's
// own dunder lookups (`js.__name__`, `js.__path__` while importing from it) pass.
const guard = { closed: false };
const refused = (name) => guard.closed && typeof name === "string" && !/^__\w+__$/.test(name);
const jsglobals = new Proxy(globalThis, {
  get(target, name, receiver) {
    if (refused(name)) throw new Error(`js.${name} was read at import time`);
    return Reflect.get(target, name, receiver);
  },
  has(target, name) {
    if (refused(name)) throw new Error(`js.${name} was looked up at import time`);
    return Reflect.has(target, name);
  },
});

// Pyodide's Python allocates with Emscripten's dlmalloc (not pymalloc), so all the memory
// Python freed while starting and importing lies in dlmalloc's free chunks, still holding
// what it held (3.6 MB of 12.6 MB of heap when written). Nothing reads a free chunk before
// writing it (calloc clears what it hands out), so the snapshot takes them as zeros: zero
// pages are neither stored nor sent (tools/snapshot.py). A chunk is [prev_foot][head]
// [payload]; a free one keeps its list or tree links in the payload's first 24 bytes and
// its size in the next chunk's prev_foot. The walk must agree with dlmalloc's own count
// (mallinfo), or the build stops: a dlmalloc laid out otherwise is never guessed at.
function zeroFreeHeap(module) {
  const HEAD = 4;
  const LINKS = 24;
  const FREE = 1; // the head's flags: the previous chunk in use, this one not
  const MALLINFO_WORDS = 10; // struct mallinfo: arena, ordblks (free chunks), ..., fordblks (free bytes), keepcost
  const words = module.HEAPU32;
  const heapStart = module.___heap_base.value ?? module.___heap_base;
  const heapEnd = module._sbrk(0);
  const stack = module.stackSave();
  const info = module.stackAlloc(4 * MALLINFO_WORDS);
  module._mallinfo(info);
  const [, freeChunks, , , , , , , freeBytes] = words.subarray(info / 4, info / 4 + MALLINFO_WORDS);
  module.stackRestore(stack);
  const free = [];
  let chunk = heapStart + ((8 - (heapStart % 8)) % 8);
  let size = 0;
  while (chunk < heapEnd) {
    const head = words[(chunk + HEAD) / 4];
    size = head & ~7;
    if (size === 0) break;
    if ((head & 3) === FREE) free.push([chunk, size]);
    chunk += size;
  }
  const counted = free.reduce((sum, [, length]) => sum + length, size); // mallinfo counts the end's record
  if (chunk !== heapEnd || free.length !== freeChunks || counted !== freeBytes) {
    throw new Error(
      `the heap walk (${free.length} free chunks, ${counted} bytes, ending at ${chunk}) disagrees with ` +
        `mallinfo (${freeChunks}, ${freeBytes}, break at ${heapEnd}): is Pyodide's malloc still dlmalloc?`,
    );
  }
  for (const [start, length] of free) module.HEAPU8.fill(0, start + 2 * HEAD + LINKS, start + length);
}

const output = [];
const pyodide = await loadPyodide({
  indexURL: request.indexURL,
  jsglobals,
  _makeSnapshot: true,
  // What a browser's Emscripten runtime calls the program; Node would record this script's path.
  _sysExecutable: "./this.program",
  stdout: (line) => output.push(line),
  stderr: (line) => output.push(line),
});

// A compiled message catalogue (.mo) is binary, held as one character per byte (tools/snapshot.py).
for (const [target, text] of Object.entries(request.files)) {
  pyodide.FS.mkdirTree(target.split("/").slice(0, -1).join("/") || ".");
  pyodide.FS.writeFile(target, target.endsWith(".mo") ? Buffer.from(text, "latin1") : text);
}

const IMPORT_ALL = `
import __main__, gc, importlib, json, os, sys

main_before = sorted(vars(__main__))
imported = {}
preload = json.loads(preload_json)
for name in preload + json.loads(modules_json):
    close_guard()
    try:
        module = importlib.import_module(name)
    except BaseException as error:
        raise RuntimeError(f"cannot import {name} at snapshot time: {type(error).__name__}: {error}") from None
    finally:
        open_guard()
    if name not in preload:
        imported[name] = os.path.relpath(getattr(module, "__file__", "") or "", os.getcwd())
if sorted(vars(__main__)) != main_before:
    raise RuntimeError(f"importing the page's modules changed __main__: {sorted(set(vars(__main__)) - set(main_before))}")
zip_prefix = next(path for path in sys.path if path.endswith(".zip")) + "/"
origins = (getattr(getattr(module, "__spec__", None), "origin", None) or "" for module in list(sys.modules.values()))
stdlib = sorted({origin.removeprefix(zip_prefix) for origin in origins if origin.startswith(zip_prefix)})
gc.collect()
json.dumps({"imported": imported, "stdlib": stdlib})
`;

const namespace = pyodide.toPy({
  close_guard: () => { guard.closed = true; },
  open_guard: () => { guard.closed = false; },
  modules_json: JSON.stringify(request.modules),
  preload_json: JSON.stringify(request.preload),
});
let result;
try {
  result = JSON.parse(pyodide.runPython(IMPORT_ALL, { globals: namespace }));
} catch (error) {
  process.stderr.write(`${output.join("\n")}\n${error.message}\n`);
  process.exit(1);
} finally {
  namespace.destroy();
}

if (!request.output) {
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}
zeroFreeHeap(pyodide._module);
let snapshot;
try {
  snapshot = pyodide.makeMemorySnapshot();
} catch (error) {
  process.stderr.write(
    `${error.message}: a module keeps a JS object made at import time (to_js, create_proxy, a JS call), ` +
      "which a snapshot cannot hold; make it when the page starts instead\n",
  );
  process.exit(1);
}
writeFileSync(request.output, snapshot);
const header = new Uint32Array(snapshot.buffer, 0, 12);
const buildId = Array.from(header.subarray(4, 12), (word) => word.toString(16).padStart(8, "0")).join("");
process.stdout.write(
  JSON.stringify({
    build_id: buildId,
    version: pyodide.version,
    bytes: snapshot.length,
    memory_bytes: snapshot.length - header[1],
    ...result,
  }),
);
