// The keyboard: every key pressed outside a text field and outside the windows goes to
// Python as an intent, which decides what it does (ui.keyboard); the browser's own use of the key
// is kept only when Python did not use it. The focus entering a pile (Tab) makes it the board's
// one Tab stop.

import { current, send } from "./bridge.js";
import { DO } from "./contract.js";

const TYPING_TAGS = ["INPUT", "TEXTAREA", "SELECT"];
const MODIFIER_KEYS = ["Shift", "Control", "Alt", "Meta"];
const board = document.getElementById("board");

function focusedPile() {
  return document.activeElement?.closest?.("#board [data-pile]")?.dataset.pile ?? null;
}

function onKeyDown(event) {
  if (!current() || event.altKey || MODIFIER_KEYS.includes(event.key)) return;
  if (TYPING_TAGS.includes(event.target?.tagName) || document.querySelector("dialog[open]")) return;
  if (event.target?.closest?.("#replay-bar")) return; // its buttons take Enter and Space themselves
  const command = event.ctrlKey || event.metaKey;
  const view = send({ do: DO.KEY, key: event.key, shift: event.shiftKey, command, onBoard: focusedPile() !== null });
  if (view?.handled) event.preventDefault();
}

function onFocusIn() {
  const pile = focusedPile();
  if (pile && current() && pile !== current().board.focus.pile) send({ do: DO.FOCUSED, pile });
}

document.addEventListener("keydown", onKeyDown);
board.addEventListener("focusin", onFocusIn);
