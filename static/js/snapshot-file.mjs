// Reading the memory snapshot build.py made (snapshot/memory.bin and its manifest) from the
// service worker's cache or the site, and checking it against its manifest. It imports nothing,
// so that a worker can start reading before Pyodide's loader has arrived; snapshot.mjs hands
// what it read to Pyodide.

export const SNAPSHOT_URL = new URL("../../snapshot/memory.bin", import.meta.url).href;
const MANIFEST_URL = new URL("../../snapshot/manifest.json", import.meta.url).href;
const SNAPSHOT_FORMAT = 4;
const SNAPSHOT_MAGIC = 0x706e7300; // Pyodide's snapshot header starts with "\0snp"

// The snapshot's manifest, parsed; null when the site has none. Through the service worker when
// one controls the page, so that it is the release this page runs: a memory.bin of another
// release fails its hash check.
export function fetchManifest() {
  const manifest = fetch(MANIFEST_URL).then((response) => (response.ok ? response.json() : null));
  manifest.catch(() => {}); // handled by whoever reads the snapshot
  return manifest;
}

function checkedFormat(manifest) {
  if (manifest.format !== SNAPSHOT_FORMAT) throw new Error(`snapshot format ${manifest.format}`);
  return manifest;
}

// The snapshot being read from the service worker's cache (a returning visit, or a worker of the
// page), or null when the cache holds none. `stored` and `manifest`: the cache's answer and
// fetchManifest's, when the caller has asked for them already. memory.bin comes straight from
// the cache (twice as fast as through the service worker), and its reading starts the moment the
// cache answers, while the manifest is still on its way.
export async function cachedSnapshot(stored = globalThis.caches?.match(SNAPSHOT_URL), manifest = fetchManifest()) {
  const response = await stored?.catch(() => undefined);
  if (!response) return null;
  const body = readBody(response);
  const checked = await manifest;
  return checked ? download(checkedFormat(checked), body) : null;
}

// The snapshot downloaded from the site, or null when it has none. `snapshot` and `manifest`:
// memory.bin's response and fetchManifest's answer, when the caller has asked for them already.
export async function downloadedSnapshot(snapshot = fetch(SNAPSHOT_URL), manifest = fetchManifest()) {
  const body = readBody(snapshot);
  const checked = await manifest;
  return checked ? download(checkedFormat(checked), body) : null;
}

// memory.bin's bytes, once its response (or a promise of it) has been read.
function readBody(responseOrPromise) {
  const body = Promise.resolve(responseOrPromise).then(async (response) => {
    if (!response.ok) throw new Error(`${SNAPSHOT_URL}: HTTP ${response.status}`);
    // Through a Blob: reads a cached body about twice as fast as response.arrayBuffer().
    return new Uint8Array(await (await response.blob()).arrayBuffer());
  });
  body.catch(() => {}); // handled by `complete`, or nobody's business when the snapshot is not used
  return body;
}

// `bytes` is a buffer of the snapshot's full size, and `complete` resolves once `body` has
// arrived, matched the manifest and filled `bytes`.
function download(manifest, body) {
  const bytes = new Uint8Array(manifest.bytes);
  const complete = body.then(async (stored) => {
    await verify(stored, manifest);
    expand(stored, manifest.runs, bytes);
    performance.mark("solitaire-snapshot-read");
  });
  complete.catch(() => {});
  return { manifest, bytes, complete };
}

export function hex(buffer) {
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
