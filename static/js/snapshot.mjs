// Starting Pyodide from the memory snapshot build.py made (snapshot/): reading it from
// the service worker's cache or the site, checking it against its manifest and the wasm's data,
// and handing it to Pyodide. Used by the page (interpreter.mjs) and by the analysis worker
// (analysis-worker.mjs), which both start the same vendored Pyodide with the game's modules.
import { loadPyodide, version } from "../../pyodide/pyodide.mjs";
import { dataOfNextInstance } from "./wasm-data.js";

const indexURL = new URL("../../pyodide/", import.meta.url).href;
const MANIFEST_URL = new URL("../../snapshot/manifest.json", import.meta.url).href;
export const SNAPSHOT_URL = new URL("../../snapshot/memory.bin", import.meta.url).href;
const SNAPSHOT_FORMAT = 4;
const SNAPSHOT_MAGIC = 0x706e7300; // Pyodide's snapshot header starts with "\0snp"

function checkedManifest(manifest) {
  if (manifest.format !== SNAPSHOT_FORMAT) throw new Error(`snapshot format ${manifest.format}`);
  if (manifest.pyodide_version !== version) throw new Error(`snapshot made for Pyodide ${manifest.pyodide_version}`);
  return manifest;
}

// The snapshot being read from the service worker's cache when one controls the page (a
// returning visit, or a worker of the page), or null. `stored`: the cache's answer, when the
// caller has looked already. memory.bin comes straight from the cache (twice as fast as
// through the worker); the manifest through the worker, so that it is the release this
// page runs: a memory.bin of another release fails its hash check.
export async function cachedSnapshot(stored = globalThis.caches?.match(SNAPSHOT_URL)) {
  if (!stored) return null;
  const snapshot = stored.catch(() => undefined);
  const manifest = await fetch(MANIFEST_URL).catch(() => null);
  return manifest?.ok ? download(checkedManifest(await manifest.json()), snapshot) : null;
}

// Starts reading the snapshot: `bytes` is a buffer of its full size, and `complete`
// resolves once memory.bin has arrived, matched the manifest and filled `bytes`.
function download(manifest, responseOrPromise) {
  const bytes = new Uint8Array(manifest.bytes);
  const complete = Promise.resolve(responseOrPromise).then(async (response) => {
    if (!response?.ok) throw new Error(`${SNAPSHOT_URL}: ${response ? `HTTP ${response.status}` : "not cached"}`);
    // Through a Blob: reads a cached body about twice as fast as response.arrayBuffer().
    const stored = new Uint8Array(await (await response.blob()).arrayBuffer());
    await verify(stored, manifest);
    expand(stored, manifest.runs, bytes);
    performance.mark("solitaire-snapshot-read");
  });
  complete.catch(() => {});
  return { manifest, bytes, complete };
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function verify(stored, manifest) {
  if (stored.length !== manifest.stored_bytes) {
    throw new Error(`snapshot is ${stored.length} bytes, its manifest says ${manifest.stored_bytes}`);
  }
  const header = new Uint32Array(stored.buffer, 0, 12);
  const buildId = Array.from(header.subarray(4, 12), (word) => word.toString(16).padStart(8, "0")).join("");
  if (header[0] !== SNAPSHOT_MAGIC || buildId !== manifest.build_id) {
    throw new Error("snapshot header does not match its manifest");
  }
  if (hex(await crypto.subtle.digest("SHA-256", stored)) !== manifest.stored_sha256) {
    throw new Error("snapshot content does not match its manifest");
  }
}

// memory.bin holds the snapshot's non-zero runs one after the other; each goes to its offset.
function expand(stored, runs, bytes) {
  let position = 0;
  for (const [offset, length] of runs) {
    bytes.set(stored.subarray(position, position + length), offset);
    position += length;
  }
}

// The snapshot downloaded from the site, or null when it has none.
export async function downloadedSnapshot() {
  const snapshotResponse = fetch(SNAPSHOT_URL);
  snapshotResponse.catch(() => {});
  const response = await fetch(MANIFEST_URL);
  return response.ok ? download(checkedManifest(await response.json()), snapshotResponse) : null;
}

// Creates Pyodide's wasm module while the snapshot finishes arriving. Pyodide's
// wasm memory starts at 30 MiB: a larger snapshot needs it grown before Pyodide
// copies the snapshot in (Pyodide issue 6254).
function createModuleWhen(manifest, bytes, complete) {
  return async (settings) => {
    const { default: createPyodideModule } = await import(`${indexURL}pyodide.asm.mjs`);
    const data = dataOfNextInstance(manifest.data_bytes).then((image) => checkedData(image, manifest));
    const [module, image] = await Promise.all([createPyodideModule(settings), data, complete]);
    if (module.HEAP8.length < manifest.memory_bytes && !module.growMemory(manifest.memory_bytes)) {
      throw new Error(`cannot grow wasm memory to ${manifest.memory_bytes} bytes`);
    }
    unmask(bytes, image, manifest);
    return module;
  };
}

// The wasm's data, once its hash shows it is what the build XOR-ed the snapshot with.
async function checkedData(data, manifest) {
  if (hex(await crypto.subtle.digest("SHA-256", data)) !== manifest.data_sha256) {
    throw new Error("the wasm's data is not what the snapshot was XOR-ed with");
  }
  return data;
}

// memory.bin holds the snapshot's first `data_bytes` of memory XOR the wasm's data
// (tools/wasm_memory.py): XOR that data back in. Where no run was stored (most of it: the
// pages Python never changed), the snapshot is the data itself, so those pages are copied.
function unmask(bytes, data, manifest) {
  const start = manifest.bytes - manifest.memory_bytes; // memory begins after the snapshot's header
  const end = start + data.length;
  let done = start;
  for (const [offset, length] of manifest.runs) {
    const from = Math.max(offset, start);
    const to = Math.min(offset + length, end);
    if (from >= to) continue;
    bytes.set(data.subarray(done - start, from - start), done);
    const target = new Uint32Array(bytes.buffer, from, (to - from) / 4);
    const mask = new Uint32Array(data.buffer, data.byteOffset + from - start, target.length);
    for (let word = 0; word < target.length; word += 1) target[word] ^= mask[word];
    done = to;
  }
  bytes.set(data.subarray(done - start), done);
}

// Pyodide started from `snapshot` (cachedSnapshot's or downloadedSnapshot's) with `options`.
// Pyodide started from `snapshot` (cachedSnapshot's or downloadedSnapshot's answer) with `options`.
export async function loadFromSnapshot(options, { manifest, bytes, complete }) {
  const pyodide = await loadPyodide({
    ...options,
    indexURL,
    _loadSnapshot: bytes,
    createPyodideModule: createModuleWhen(manifest, bytes, complete),
  });
  // Pyodide keeps its options: detach the buffer so that its 30 MB can be freed.
  structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
  // The snapshot froze `random`'s state at build time: every visit needs its own.
  const random = pyodide.pyimport("random");
  random.seed();
  random.destroy();
  return pyodide;
}
