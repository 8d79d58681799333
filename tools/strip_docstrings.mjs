// Drops the docstrings of Python sources inside Pyodide, the Python that will run them (tools/docstrings.py).
//
//   node tools/strip_docstrings.mjs < request.json > stripped.json
//
// The request names the Pyodide folder (`indexURL`, a whole standard library), the module that
// strips (`module`, tools/docstrings.py) and the sources (`sources`: name -> text); printed is
// the same object with every text stripped, or the error, with exit status 1.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const request = JSON.parse(readFileSync(0, "utf8"));
const { loadPyodide } = await import(pathToFileURL(join(request.indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: request.indexURL });
pyodide.FS.writeFile("docstrings.py", readFileSync(request.module));
const namespace = pyodide.toPy({ sources_json: JSON.stringify(request.sources) });
try {
  const stripped = pyodide.runPython(
    "import json, docstrings\njson.dumps(docstrings.strip_all(json.loads(sources_json)), ensure_ascii=False)",
    { globals: namespace },
  );
  process.stdout.write(stripped);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
