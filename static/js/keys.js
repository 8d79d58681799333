// The keyboard: every key pressed outside a text field and outside the windows goes to
// Python as an intent, which decides what it does (ui.keyboard); the browser's own use of the key
// is kept only when Python does not use it, which the last view says (`keys`). The focus entering a pile (Tab) makes it the board's
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
  const onBoard = focusedPile() !== null;
  if (usedByPython(current().keys, event.key, command, onBoard)) event.preventDefault();
  send({ do: DO.KEY, key: event.key, shift: event.shiftKey, command, onBoard });
}

// Whether Python uses the key, as the last view says (`keys`): its answer comes too late to keep
// the browser from using the key (scrolling, pressing a button), so the page decides that at once.
function usedByPython(keys, key, command, onBoard) {
  if (!keys) return false;
  if (command) return keys.command.includes(key.toLowerCase());
  return keys.page.includes(key) || (onBoard && keys.board.includes(key));
}

function onFocusIn() {
  const pile = focusedPile();
  if (pile && current() && pile !== current().board.focus.pile) send({ do: DO.FOCUSED, pile });
}

document.addEventListener("keydown", onKeyDown);
board.addEventListener("focusin", onFocusIn);
