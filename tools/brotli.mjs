// Writes brotli copies of site files with Node's zlib (SPEC §11.1); run by tools/site_files.py.
//
//   node tools/brotli.mjs < request.json
//
// The request is a list of [source, target, quality]. The output is deterministic: the same
// bytes and quality give the same copy, so two builds of the same sources stay identical.
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";

for (const [source, target, quality] of JSON.parse(readFileSync(0, "utf8"))) {
  const bytes = readFileSync(source);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  };
  writeFileSync(target, brotliCompressSync(bytes, { params }));
}
