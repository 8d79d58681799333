// The post-game analysis worker: its own Pyodide, started only when a player asks
// for an analysis, with the game package and the solver from this site (offline once the
// service worker has them). It starts from the page's memory snapshot (snapshot-file.mjs reads it,
// snapshot.mjs starts Pyodide from it: the game's modules already imported), from the service
// worker's cache when it holds one, else from the site; without a usable snapshot, the ordinary
// way. The page (static/js/analysis.js) sends one
// request at a time:
//   { code, moves, timeLimit, solutions }  (solutions: the certified solutions file of the
//   deal's variant, or null) and gets back { ready, boot } once Python has started (boot:
//   "snapshot" or "plain"), then { analysis } (game.analysis's JSON) or { error } (a message for
//   the console).
// Cancel is the page terminating this worker; the next request starts a new one.
import { loadPyodide } from "../../pyodide/pyodide.mjs";
import { SNAPSHOT_URL, cachedSnapshot, downloadedSnapshot } from "./snapshot-file.mjs";
import { loadFromSnapshot } from "./snapshot.mjs";

const site = new URL("../../", import.meta.url);
let started = null;

async function fetchText(path) {
  const response = await fetch(new URL(path, site));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

// Pyodide, from the snapshot when there is a usable one; and how it started.
async function startPyodide() {
  const options = { indexURL: new URL("pyodide/", site).href };
  try {
    const stored = await globalThis.caches?.match(SNAPSHOT_URL).catch(() => undefined);
    const snapshot = await (stored ? cachedSnapshot(Promise.resolve(stored)) : downloadedSnapshot());
    if (snapshot) return { pyodide: await loadFromSnapshot(options, snapshot), boot: "snapshot" };
  } catch (error) {
    console.warn(`The analysis starts without the memory snapshot: ${error.message ?? error}`);
  }
  return { pyodide: await loadPyodide(options), boot: "plain" };
}

// Pyodide with the page's data files and the worker's own Python (the solver, game.analysis)
// written into its file system, and game.analysis imported. The page's modules and catalogues
// (python-modules.json) only on the ordinary start: the snapshot holds them imported.
async function startPython() {
  const [{ pyodide, boot }, pageFiles, analysisFiles] = await Promise.all([
    startPyodide(),
    fetchText("python-files.json"),
    fetchText("analysis-files.json"),
  ]);
  const moduleFiles = boot === "plain" ? [await fetchText("python-modules.json")] : [];
  pyodide.globals.set("shipped_files", [...moduleFiles, pageFiles, analysisFiles]);
  pyodide.runPython(`
import json, pathlib
for shipped in shipped_files:
    for name, text in json.loads(shipped).items():
        path = pathlib.Path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix == ".mo":  # a compiled catalogue: one character per byte (tools/snapshot.py)
            path.write_bytes(text.encode("latin-1"))
        else:
            path.write_text(text, encoding="utf-8")
del shipped_files
import game.analysis
`);
  return { analysis: pyodide.pyimport("game.analysis"), boot };
}

// The stored solution of a certified deal, from its variant's solutions file, or null.
async function storedSolution(file, code) {
  if (!file) return null;
  const line = (await fetchText(file)).split("\n").find((entry) => entry.startsWith(`${code} `));
  return line ? line.slice(code.length + 1) : null;
}

self.onmessage = async ({ data }) => {
  try {
    started ??= startPython();
    const [{ analysis, boot }, solution] = await Promise.all([started, storedSolution(data.solutions, data.code)]);
    self.postMessage({ ready: true, boot });
    const answer = analysis.analyse_playing.callKwargs(data.code, data.moves, {
      time_limit: data.timeLimit,
      solution_text: solution,
    });
    self.postMessage({ analysis: JSON.parse(answer) });
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error) });
  }
};
