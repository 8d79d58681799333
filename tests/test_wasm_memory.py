"""The wasm's own data, which memory.bin holds XOR-ed away (tools/wasm_memory.py)."""

from __future__ import annotations

import json
from pathlib import Path

from tools import snapshot, wasm_memory

PAGE = 16


def leb128(value: int) -> bytes:
    """Unsigned LEB128."""
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def module_with_data(segments: list[tuple[int, bytes]], passive: bytes = b"") -> bytes:
    """A wasm binary whose data section holds active segments at their offsets (and one passive segment)."""
    body = bytearray(leb128(len(segments) + (1 if passive else 0)))
    for offset, data in segments:
        assert offset < 64, "as signed LEB128, larger offsets need another byte"
        body += b"\x00\x41" + leb128(offset) + b"\x0b" + leb128(len(data)) + data
    if passive:
        body += b"\x01" + leb128(len(passive)) + passive
    custom = b"\x00" + leb128(5) + b"\x04name"
    return b"\x00asm\x01\x00\x00\x00" + custom + b"\x0b" + leb128(len(body)) + bytes(body)


def test_the_data_image_is_memory_as_the_active_segments_fill_it() -> None:
    """Segments land at their offsets, gaps stay zero, a passive segment is left out, the end fills its page."""
    wasm = module_with_data([(4, b"abcd"), (20, b"xyz")], passive=b"PASSIVE")
    assert wasm_memory.data_image(wasm, PAGE) == b"\0" * 4 + b"abcd" + b"\0" * 12 + b"xyz" + b"\0" * 9
    assert wasm_memory.data_image(module_with_data([]), PAGE) == b""


def test_signed_offsets_are_read_as_the_wasm_encodes_them() -> None:
    """An i32.const of 100 needs a second byte in signed LEB128 (bit 6 of the first is its sign)."""
    assert wasm_memory.read_leb128(bytes([0xE4, 0x00]), 0, signed=True) == (100, 2)
    assert wasm_memory.read_leb128(bytes([0x7F]), 0, signed=True) == (-1, 1)
    assert wasm_memory.read_leb128(bytes([0x7F]), 0) == (127, 1)


def test_xor_with_the_data_zeroes_what_is_unchanged_and_undoes_itself() -> None:
    """Bytes still equal to the data become zero, the others keep what tells them apart; twice gives them back."""
    image = bytes(range(1, 33))
    snapshot_bytes = bytearray(b"HEADER--" + image + b"tail")
    snapshot_bytes[8 + 20] ^= 0x0F  # changed since the module started
    original = bytes(snapshot_bytes)
    wasm_memory.xor(snapshot_bytes, 8, image)
    assert snapshot_bytes[:8] == b"HEADER--" and snapshot_bytes[-4:] == b"tail"
    assert snapshot_bytes[8:40] == bytes(20) + b"\x0f" + bytes(11)
    wasm_memory.xor(snapshot_bytes, 8, image)
    assert bytes(snapshot_bytes) == original


def test_the_built_snapshot_holds_the_wasm_data_xor_ed_away(site_dir: Path) -> None:
    """The manifest names the shipped wasm's data, and memory.bin then holds far fewer pages than the memory has."""
    manifest = json.loads((site_dir / snapshot.MANIFEST_FILE).read_text(encoding="utf-8"))
    assert (manifest["data_bytes"], manifest["data_sha256"]) == snapshot.data_facts(site_dir)
    assert manifest["data_bytes"] > 3 << 20
    assert manifest["stored_bytes"] < 0.45 * manifest["memory_bytes"]
