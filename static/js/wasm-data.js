// The wasm's own data, which the memory snapshot is stored XOR-ed with (SPEC §11,
// tools/wasm_memory.py): read from the very wasm Pyodide instantiates.

// The bytes of the wasm the next WebAssembly.instantiateStreaming call compiles, read from
// a copy of the same response (Pyodide's own fetch: nothing is fetched twice).
export function wasmBytesOfNextInstantiation() {
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  return new Promise((resolve, reject) => {
    if (!instantiateStreaming) reject(new Error("this browser has no WebAssembly.instantiateStreaming"));
    WebAssembly.instantiateStreaming = (source, imports) => {
      WebAssembly.instantiateStreaming = instantiateStreaming;
      const response = Promise.resolve(source).then((original) => {
        original.clone().arrayBuffer().then(resolve, reject);
        return original;
      });
      response.catch(reject);
      return instantiateStreaming(response, imports);
    };
  });
}

// The LEB128 integer at `cursor` of `wasm`, and the position after it.
function readLeb128(wasm, cursor, signed = false) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = wasm[cursor];
    cursor += 1;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  if (signed && byte & 0x40) value -= 2 ** shift;
  return [value, cursor];
}

// The first `size` bytes of linear memory as the wasm's active data segments fill it.
export function dataImage(wasm, size) {
  const DATA_SECTION = 11;
  const PASSIVE = 1;
  const EXPLICIT_MEMORY = 2;
  const image = new Uint8Array(size);
  let position = 8; // after the magic number and the version
  while (position < wasm.length) {
    const [length, start] = readLeb128(wasm, position + 1);
    if (wasm[position] === DATA_SECTION) {
      let [count, cursor] = readLeb128(wasm, start);
      for (; count > 0; count -= 1) {
        let flags;
        let bytes;
        let offset = null;
        [flags, cursor] = readLeb128(wasm, cursor);
        if (flags === EXPLICIT_MEMORY) [, cursor] = readLeb128(wasm, cursor);
        if (flags !== PASSIVE) {
          [offset, cursor] = readLeb128(wasm, cursor + 1, true); // the i32.const's value
          cursor += 1; // its end
        }
        [bytes, cursor] = readLeb128(wasm, cursor);
        if (offset !== null && offset < size) {
          image.set(wasm.subarray(cursor, cursor + Math.min(bytes, size - offset)), offset);
        }
        cursor += bytes;
      }
    }
    position = start + length;
  }
  return image;
}
