// Starting Pyodide from the memory snapshot build.py made (snapshot/), once snapshot-file.mjs has
// read it: checking it against the wasm's data and handing it to Pyodide. Used by the page's
// Python worker (python-worker.mjs) and by the analysis worker (analysis-worker.mjs), which both
// start the same vendored Pyodide with the game's modules.
import { loadPyodide, version } from "../../pyodide/pyodide.mjs";
import { hex } from "./snapshot-file.mjs";
import { dataOfNextInstance } from "./wasm-data.mjs";

const indexURL = new URL("../../pyodide/", import.meta.url).href;

// Creates Pyodide's wasm module while the snapshot finishes arriving. Pyodide's
// wasm memory starts at 30 MiB: a larger snapshot needs it grown before Pyodide
// copies the snapshot in (Pyodide issue 6254).
function createModuleWhen(manifest, bytes, complete) {
  return async (settings) => {
    const { default: createPyodideModule } = await import(`${indexURL}pyodide.asm.mjs`);
    const data = dataOfNextInstance(manifest.data_bytes, (image) => checkedData(image, manifest));
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

// Pyodide started from `snapshot` (cachedSnapshot's or downloadedSnapshot's answer) with `options`.
export async function loadFromSnapshot(options, { manifest, bytes, complete }) {
  if (manifest.pyodide_version !== version) throw new Error(`snapshot made for Pyodide ${manifest.pyodide_version}`);
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
