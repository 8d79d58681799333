// Starts PyScript: index.html loads PyScript's core through this module only, so that the
// worker hook is cleared in the same evaluation as PyScript's core, before PyScript reads its
// hooks (a microtask later at the soonest, once its plugins have loaded). As a script of its
// own after core.js, this module ran whenever its file arrived: when that was after the
// plugins (preloaded, so soon), PyScript had already compiled the hook and the boot stopped.
//
// Strict Content Security Policy: PyScript builds its worker hooks with
// Function(), which needs 'unsafe-eval', and only does so when a worker hook is set.
// Its one default worker hook registers the `_pyscript` module inside PyScript
// workers; the page starts no worker, so the hook goes and the policy can forbid eval.
import { hooks } from "../../pyscript/core.js";

hooks.worker.onBeforeRunAsync.clear();
