// Writes compressed copies of site files into the build cache; run by tools/compression.py.
//
//   node tools/compress.mjs < request.json
//
// The request is a list of [source, target, coding, level]: coding "br" is Node's brotli at
// quality `level`, coding "gzip" is Zopfli (@gfx/zopfli) with `level` iterations, a gzip
// stream about 3 % smaller than zlib's best that every browser decodes. The output is
// deterministic (Zopfli's header has no time), so two builds of the same sources stay identical.
// Each copy is written beside its target and renamed onto it, so a target is whole or absent.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import zopfli from "@gfx/zopfli";

function brotli(bytes, quality) {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  };
  return brotliCompressSync(bytes, { params });
}

for (const [source, target, coding, level] of JSON.parse(readFileSync(0, "utf8"))) {
  const bytes = readFileSync(source);
  const copy = coding === "br" ? brotli(bytes, level) : await zopfli.gzipAsync(bytes, { numiterations: level });
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, copy);
  renameSync(partial, target);
}
