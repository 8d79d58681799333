// The post-game analysis worker (SPEC §17.6): its own Pyodide, started only when a player asks
// for an analysis, with the game package and the solver from this site (offline once the
// service worker has them). The page (static/js/analysis.js) sends one request at a time:
//   { code, moves, timeLimit, solutions }  (solutions: the certified solutions file of the
//   deal's variant, or null) and gets back { ready } once Python has started, then
//   { analysis } (game.analysis's JSON) or { error } (a message for the console).
// Cancel is the page terminating this worker; the next request starts a new one.
import { loadPyodide } from "../../pyodide/pyodide.mjs";

const site = new URL("../../", import.meta.url);
let started = null;

async function fetchText(path) {
  const response = await fetch(new URL(path, site));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

// Pyodide with the page's Python files and the worker's own (the solver, game.analysis) written
// into its file system, and game.analysis imported.
async function startPython() {
  const [pyodide, pageFiles, analysisFiles] = await Promise.all([
    loadPyodide({ indexURL: new URL("pyodide/", site).href }),
    fetchText("python-files.json"),
    fetchText("analysis-files.json"),
  ]);
  pyodide.globals.set("shipped_files", [pageFiles, analysisFiles]);
  pyodide.runPython(`
import json, pathlib
for shipped in shipped_files:
    for name, text in json.loads(shipped).items():
        path = pathlib.Path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
del shipped_files
import game.analysis
`);
  return pyodide.pyimport("game.analysis");
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
    const [analysis, solution] = await Promise.all([started, storedSolution(data.solutions, data.code)]);
    self.postMessage({ ready: true });
    const answer = analysis.analyse_playing.callKwargs(data.code, data.moves, {
      time_limit: data.timeLimit,
      solution_text: solution,
    });
    self.postMessage({ analysis: JSON.parse(answer) });
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error) });
  }
};
