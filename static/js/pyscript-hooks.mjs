// Loaded right after pyscript/core.js, before PyScript reads its hooks.
//
// Strict Content Security Policy (SPEC §12): PyScript builds its worker hooks with
// Function(), which needs 'unsafe-eval', and only does so when a worker hook is set.
// Its one default worker hook registers the `_pyscript` module inside PyScript
// workers; the page starts no worker, so the hook goes and the policy can forbid eval.
import { hooks } from "../../pyscript/core.js";

hooks.worker.onBeforeRunAsync.clear();
