// The one module through which the page loads Pyodide (SPEC §11).
// pyscript.toml's `interpreter` key points here; PyScript imports this module and
// calls `loadPyodide(options)`, reading `version` for its package cache key.
// PyScript passes this module's own folder as indexURL, so we point it at the
// vendored runtime instead. A memory snapshot (`_loadSnapshot`) will plug in here.
import { loadPyodide as loadVendoredPyodide, version } from "../pyodide/pyodide.mjs";

const indexURL = new URL("../pyodide/", import.meta.url).href;

export { version };

export function loadPyodide(options = {}) {
  return loadVendoredPyodide({ ...options, indexURL });
}
