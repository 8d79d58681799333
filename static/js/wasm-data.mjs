// The wasm's own data, which the memory snapshot is stored XOR-ed with
// (tools/wasm_memory.py): read from the memory of the very instance Pyodide creates.

// `check(data)`'s answer for the first `size` bytes of the memory of the instance that the next
// WebAssembly.instantiateStreaming call creates, copied the moment it exists. Pyodide's module
// defines its memory (it imports none) and has no start function, so at that moment the memory
// holds exactly what its active data segments wrote into zeroed pages: the data the build
// XOR-ed the snapshot with, without parsing 14,000 segments out of the wasm. (A moment later,
// Pyodide's JavaScript writes into those pages; the data's hash is checked all the same.) `check`
// is called right then, before Pyodide's own start of its runtime (some 60-90 ms in a worker), so
// that a check begun there (a hash, computed off the thread) runs beside it.
export function dataOfNextInstance(size, check) {
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  return new Promise((resolve, reject) => {
    if (!instantiateStreaming) reject(new Error("this browser has no WebAssembly.instantiateStreaming"));
    WebAssembly.instantiateStreaming = (source, imports) => {
      WebAssembly.instantiateStreaming = instantiateStreaming;
      const created = instantiateStreaming(source, imports);
      // Registered before the caller's own reactions, so it runs before any of them.
      created
        .then(({ instance }) => check(new Uint8Array(instance.exports.memory.buffer, 0, size).slice()))
        .then(resolve, reject);
      return created;
    };
  });
}
