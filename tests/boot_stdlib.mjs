// Boots a built site's Pyodide in Node, plainly (no snapshot), with the site's trimmed standard
// library, and imports the given modules; run by tests/test_build_stdlib.py.
//
//   node tests/boot_stdlib.mjs < request.json    (prints "ok", or the error and exits 1)
//
// The request names the Pyodide folder (`indexURL`), the Python files to write (Pyodide path ->
// text) and the modules to import.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const request = JSON.parse(readFileSync(0, "utf8"));
const { loadPyodide } = await import(pathToFileURL(join(request.indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: request.indexURL });
for (const [target, text] of Object.entries(request.files)) {
  pyodide.FS.mkdirTree(target.split("/").slice(0, -1).join("/") || ".");
  // A compiled message catalogue (.mo) is binary, held as one character per byte (tools/snapshot.py).
  pyodide.FS.writeFile(target, target.endsWith(".mo") ? Buffer.from(text, "latin1") : text);
}

const namespace = pyodide.toPy({ modules_json: JSON.stringify(request.modules) });
try {
  pyodide.runPython("import importlib, json\nfor name in json.loads(modules_json):\n    importlib.import_module(name)\n", {
    globals: namespace,
  });
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
process.stdout.write("ok\n");
