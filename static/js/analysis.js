// The page's side of the post-game analysis: it hands the `analyse` effect's request to a
// Web Worker (analysis-worker.mjs, its own Pyodide) and sends the answer back as an intent. The
// worker is created only when a player first asks, and kept for the next analysis (a warm start);
// Cancel, or a failure, ends it at once. The page's main thread never runs the solver.

import { DO } from "./contract.js";

let worker = null;
let running = null; // the id of the recent game being analysed, or null

function stop() {
  worker?.terminate();
  worker = null;
  running = null;
}

// Start the analysis the view asks for (once per request id), answering through `send`.
export function analyse(request, send) {
  if (!request || request.id === running) return;
  if (running) stop();
  running = request.id;
  worker ??= new Worker(new URL("./analysis-worker.mjs", import.meta.url), { type: "module" });
  const failed = (reason) => {
    stop();
    send({ do: DO.ANALYSIS_FAILED, id: request.id, reason });
  };
  worker.onmessage = ({ data }) => {
    if (data.ready) return;
    if (data.error) return failed(data.error);
    running = null;
    send({ do: DO.ANALYSIS_DONE, id: request.id, analysis: data.analysis });
  };
  worker.onerror = (event) => failed(event.message || "the worker stopped");
  worker.onmessageerror = () => failed("the worker's answer could not be read");
  worker.postMessage({
    code: request.code,
    moves: request.moves,
    timeLimit: request.timeLimit,
    solutions: request.solutions,
  });
}

// Stop the analysis in progress, if any (its Cancel).
export function cancelAnalysis() {
  if (running) stop();
}
