"""The wasm's own data in Pyodide's memory, which the memory snapshot need not carry again.

A wasm module's active data segments fill its linear memory when it is instantiated: for
Pyodide, 3.8 MB of CPython's static objects and tables, which a first visit downloads in
`pyodide.asm.wasm` anyway. A snapshot taken after Python ran still holds 98 % of those bytes
unchanged. So memory.bin holds the snapshot's first pages XOR that data: mostly zero pages,
neither stored nor sent. static/js/interpreter.mjs copies the same data out of the memory of the
instance Pyodide creates, the moment it is created (before any of Pyodide's JavaScript writes
there), and XORs it back in, once its hash matches the manifest's.
"""

from __future__ import annotations

DATA_SECTION = 11
I32_CONST, END = 0x41, 0x0B


def read_leb128(data: bytes, position: int, *, signed: bool = False) -> tuple[int, int]:
    """The LEB128 integer at `position` of `data`, and the position after it."""
    result = shift = 0
    while True:
        byte = data[position]
        position += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                result -= 1 << shift
            return result, position


def data_image(wasm: bytes, page_bytes: int) -> bytes:
    """Linear memory 0 as the module's active data segments fill it, up to the page holding the end of the last."""
    segments: list[tuple[int, bytes]] = []
    position = 8  # after the magic number and the version
    while position < len(wasm):
        section = wasm[position]
        size, position = read_leb128(wasm, position + 1)
        end = position + size
        if section == DATA_SECTION:
            count, cursor = read_leb128(wasm, position)
            for _ in range(count):
                flags, cursor = read_leb128(wasm, cursor)
                if flags == 1:  # passive: copied only when the code asks
                    length, cursor = read_leb128(wasm, cursor)
                    cursor += length
                    continue
                if flags == 2:
                    _memory, cursor = read_leb128(wasm, cursor)
                if wasm[cursor] != I32_CONST:
                    raise ValueError("a data segment's offset is not an i32.const")
                offset, cursor = read_leb128(wasm, cursor + 1, signed=True)
                if wasm[cursor] != END:
                    raise ValueError("a data segment's offset is not a constant expression")
                length, cursor = read_leb128(wasm, cursor + 1)
                segments.append((offset, wasm[cursor : cursor + length]))
                cursor += length
        position = end
    end = max((offset + len(data) for offset, data in segments), default=0)
    image = bytearray(-(-end // page_bytes) * page_bytes)
    for offset, data in segments:
        image[offset : offset + len(data)] = data
    return bytes(image)


def xor(target: bytearray, shift: int, image: bytes) -> None:
    """XOR `image` over `target` from offset `shift` (twice gives `target` back)."""
    end = shift + len(image)
    piece = int.from_bytes(target[shift:end], "little") ^ int.from_bytes(image, "little")
    target[shift:end] = piece.to_bytes(len(image), "little")
