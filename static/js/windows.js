// The page's windows: `<dialog>` templates of index.html filled
// from the view's `window` data, as plain text. Opening one remembers where the focus was, so that
// closing it brings the focus back; a change of deal closes them all and leaves the focus on the
// board. Every window has its close control at its top, staying in sight while the window scrolls,
// and closes on a tap on its backdrop and on Escape; a message said while it is open shows in the
// window itself, never under it.

import { DO, WINDOW } from "./contract.js";

let opener = null; // the element that had the focus before the windows opened
let newGameChoices = {}; // game -> its line, its odds, and the cell counts it offers a choice of

const byId = (id) => document.getElementById(id);

function cloneTemplate(templateId) {
  return byId(templateId).content.firstElementChild.cloneNode(true);
}

// A press that starts and ends on a modal window's backdrop (outside its box) closes it; a press
// that starts inside (selecting text, say) and ends outside does not.
function closeOnBackdrop(dialog) {
  let pressedOutside = false;
  const outside = (event) => {
    const box = dialog.getBoundingClientRect();
    const within = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    return event.target === dialog && !within;
  };
  dialog.addEventListener("pointerdown", (event) => {
    pressedOutside = outside(event);
  });
  dialog.addEventListener("click", (event) => {
    if (pressedOutside && outside(event)) dialog.close("cancel");
    pressedOutside = false;
  });
}

for (const dialog of document.querySelectorAll("dialog")) {
  dialog.prepend(cloneTemplate("window-close-template"));
  dialog.append(cloneTemplate("window-message-template"));
  dialog.querySelector(".window-close > .close").addEventListener("click", () => dialog.close("cancel"));
  closeOnBackdrop(dialog);
}

// Where a message goes: into the open window, if any, else the line under the board.
export function messageElement() {
  return openDialog()?.querySelector(".window-message") ?? byId("message");
}

function openDialog() {
  return document.querySelector("dialog[open]");
}

function showModal(id) {
  if (!openDialog()) opener = document.activeElement;
  const menu = byId("more-menu");
  if (menu.matches(":popover-open")) menu.hidePopover();
  byId(id).showModal();
}

// Close every window and the More menu without acting on them, and without moving the focus back.
export function closeWindows() {
  opener = null;
  for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close("cancel");
  const menu = byId("more-menu");
  if (menu.matches(":popover-open")) menu.hidePopover();
}

// Put the focus back where it was before the windows opened (never lost to the page body).
export function restoreFocus() {
  if (openDialog() || !opener) return;
  const element = opener;
  opener = null;
  if (element.isConnected && element.checkVisibility()) element.focus();
  else if (byId("more-button").checkVisibility()) byId("more-button").focus();
  else document.querySelector('#board [data-pile][tabindex="0"]')?.focus();
}

// The New Game window: one choice per game (its name, its line, its odds), the cell counts of
// the chosen game, and a button per deal of the day, all from the view's data.
function fillNewGame(data) {
  newGameChoices = Object.fromEntries(data.games.map((choice) => [choice.game, choice]));
  byId("game-choices").replaceChildren(byId("game-choices").querySelector("legend"), ...data.games.map(gameChoice));
  byId("new-game-form").querySelector(`input[name="game"][value="${data.game}"]`).checked = true;
  byId("daily-choices").replaceChildren(
    byId("daily-choices").querySelector("legend"),
    ...data.dailies.map(({ game, label }) => {
      const button = document.createElement("button");
      Object.assign(button, { type: "submit", value: `daily:${game}`, textContent: label });
      button.dataset.testid = `daily-${game}`;
      return button;
    }),
  );
  byId("winnable").checked = data.winnable;
  showCodeError("");
  syncCellsChoice(data.cells);
  byId("new-game-dialog").returnValue = "";
}

function gameChoice({ game, name }) {
  const label = document.createElement("label");
  const input = Object.assign(document.createElement("input"), { type: "radio", name: "game", value: game });
  input.setAttribute("aria-describedby", "game-about");
  label.append(input, ` ${name}`);
  return label;
}

// Why the code typed in the New Game window was refused, beside its field ("" clears it).
export function showCodeError(text) {
  byId("code-error").textContent = text;
  byId("dialog-code-input").toggleAttribute("aria-invalid", Boolean(text));
  if (text) byId("dialog-code-input").focus();
}

// What the chosen game is (its line and its odds) and its cell counts, when it has several (the
// count chosen before kept if it can be). The names alone are the choices, so the window stays
// short enough to leave part of the board in sight on a phone.
export function syncCellsChoice(preferred = null) {
  const chosen = newGameChoices[chosenGame()];
  byId("game-about-line").textContent = chosen?.line ?? "";
  byId("game-about-odds").textContent = chosen?.odds ?? "";
  const fieldset = byId("cells-fieldset");
  const counts = chosen?.cells ?? [];
  const kept = preferred ?? Number(fieldset.querySelector('input[name="cells"]:checked')?.value);
  fieldset.replaceChildren(
    fieldset.querySelector("legend"),
    ...counts.map((count) => {
      const label = document.createElement("label");
      const input = Object.assign(document.createElement("input"), { type: "radio", name: "cells", value: count });
      input.checked = count === (counts.includes(kept) ? kept : counts[0]);
      label.append(input, ` ${count}`);
      return label;
    }),
  );
  fieldset.hidden = counts.length === 0;
}

export function chosenGame() {
  return byId("new-game-form").querySelector('input[name="game"]:checked').value;
}

function fillSettings(data) {
  const select = byId("setting-language");
  select.replaceChildren(
    ...data.languages.map((language) => {
      const option = document.createElement("option");
      option.value = language.value;
      option.textContent = language.label;
      if (language.lang) option.lang = language.lang;
      return option;
    }),
  );
  select.value = data.language;
  byId("setting-double-tap").checked = data.doubleTap;
  byId("setting-auto-placement").checked = data.autoPlacement;
  byId("setting-motion").checked = data.motion;
  byId("setting-four-colour").checked = data.fourColour;
  byId("settings-form").querySelector(`input[name="theme"][value="${data.theme}"]`).checked = true;
}

function fillRows(list, rows, templateId, fill) {
  list.replaceChildren(
    ...rows.map((row) => {
      const item = cloneTemplate(templateId);
      fill(item, row);
      return item;
    }),
  );
}

export function fillStatRows(list, rows) {
  fillRows(list, rows, "stat-row-template", (item, row) => {
    item.dataset.stat = row.stat;
    item.querySelector("dt").textContent = row.label;
    item.querySelector("dd").textContent = row.value;
  });
}

function fillStats(data) {
  fillRows(byId("stats-variants"), data.variants, "variant-choice-template", (item, variant) => {
    const radio = item.querySelector("input");
    radio.value = variant.key;
    radio.checked = variant.key === data.selected;
    item.querySelector("span").textContent = variant.label;
  });
  byId("stats-winnable").checked = data.winnable;
  fillStatRows(byId("stats-list"), data.rows);
  fillStatRows(byId("daily-stats-list"), data.daily);
  fillRows(byId("daily-calendar"), data.calendar, "calendar-day-template", (item, day) => {
    item.dataset.date = day.date;
    item.dataset.state = day.state;
    item.toggleAttribute("data-today", day.today);
    item.querySelector(".day").textContent = day.day;
    item.querySelector(".sr-only").textContent = day.label;
    item.title = day.label;
  });
  fillRecent(data.recent);
}

// The recent games: each with Analyse and Play again (a link to its code).
function fillRecent(rows) {
  byId("recent-none").hidden = rows.length > 0;
  fillRows(byId("recent-games"), rows, "recent-row-template", (item, row) => {
    item.dataset.entry = row.id;
    item.querySelector(".recent-text").textContent = row.text;
    const analyse = item.querySelector("button");
    analyse.textContent = row.analyse;
    analyse.dataset.analyse = row.id;
    const again = item.querySelector("a");
    again.textContent = row.playAgain;
    again.href = `#${row.code}`;
    again.dataset.code = row.code;
  });
}

// The statistics the window's choices name: a variant, and whether of its winnable deals only.
export function chosenStats() {
  const radio = byId("stats-variants").querySelector("input:checked");
  return { do: DO.STATS_VARIANT, key: radio?.value, winnable: byId("stats-winnable").checked };
}

function fillKeys(data) {
  fillRows(byId("keys-list"), data.rows, "key-row-template", (item, row) => {
    item.querySelector("dt").textContent = row.key;
    item.querySelector("dd").textContent = row.does;
  });
}

// A node of a page's text (Rules, FAQ): an element with plain text, attributes and children.
function build(node) {
  const element = document.createElement(node.tag);
  if (node.text) element.textContent = node.text;
  for (const [name, value] of Object.entries(node.attrs ?? {})) element.setAttribute(name, value);
  for (const child of node.children ?? []) element.append(build(child));
  return element;
}

// A page of text (Rules, Examples, FAQ): its nodes into the dialog's content element.
function fillPage(contentId) {
  return (data) => {
    const content = byId(contentId);
    content.replaceChildren(...data.nodes.map(build));
    if (data.game) content.dataset.game = data.game;
  };
}

const WINDOWS = {
  [WINDOW.NEW_GAME]: ["new-game-dialog", fillNewGame],
  [WINDOW.SETTINGS]: ["settings-dialog", fillSettings],
  [WINDOW.STATS]: ["stats-dialog", fillStats],
  [WINDOW.KEYS]: ["keys-dialog", fillKeys],
  [WINDOW.RULES]: ["rules-page", fillPage("rules-content")],
  [WINDOW.EXAMPLES]: ["examples-page", fillPage("examples-content")],
  [WINDOW.FAQ]: ["faq-page", fillPage("faq-content")],
  [WINDOW.DESCRIBE]: ["describe-dialog", fillPage("board-description")],
  [WINDOW.ANALYSIS]: ["analysis-dialog", fillPage("analysis-content")],
};

// Fill a window from the view's data and open it (or only refill it, when it is already open).
export function showWindow(data) {
  const [id, fill] = WINDOWS[data.name];
  fill(data);
  if (data.refill) return;
  if (data.name === WINDOW.STATS) {
    byId("stats-reset-question").hidden = true;
    byId("stats-reset").hidden = false;
  }
  showModal(id);
  byId(id).scrollTop = 0;
}
