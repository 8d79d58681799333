// Starts the page. At once, before Python is fetched: paints the stored view of
// the game that will be shown, or on a first visit the view the build made of its deal
// (<html data-painted>), and turns every control of the toolbar and the windows, the address
// and the clipboard into intents, queued until Python is up. Python runs in a Web Worker
// (bridge.js starts it as this module's imports are evaluated, python-worker.mjs). Once it is
// up: hands it what the page read (the address, the browser's languages, the stored game and
// statistics, the ids of its fixed texts), draws its first view, applies the queued intents and
// marks the page ready (<html data-ready>). Publishes `window.solitaire`, what tests may ask
// directly; each of its functions answers with a promise (`settled()` once every intent sent so
// far is answered and drawn).

import { analyse, cancelAnalysis } from "./analysis.js";
import { afterEachView, ask, onEffect, paint, ready, send, settled, start, started } from "./bridge.js";
import { ANALYSIS_ACTION, CODE_FIELD, COPIED, DO, EFFECT, WINDOW } from "./contract.js";
import { motionWanted } from "./motion.js";
import { replayEarlyPointers } from "./gestures.js";
import "./keys.js";
import "./replay.js";
import { firstView } from "./first-view.js";
import { firstVisitView, flushWrites, readAll, storedView, watchOtherTabs, whenStorageFails } from "./storage.js";
import { chosenGame, chosenStats, restoreFocus, syncCellsChoice } from "./windows.js";

const byId = (id) => document.getElementById(id);
const on = (id, event, handler) => byId(id).addEventListener(event, handler);

function textIds() {
  const ids = new Set();
  for (const element of document.querySelectorAll("[data-text]")) ids.add(element.dataset.text);
  for (const attribute of ["title", "placeholder", "aria-label"]) {
    for (const element of document.querySelectorAll(`[data-text-${attribute}]`)) {
      ids.add(element.getAttribute(`data-text-${attribute}`));
    }
  }
  return [...ids];
}

// Copy what Python asks (the deal code, or a replay's address, resolved against the page's own),
// and tell Python whether the clipboard took it. Done while the click that asked is handled.
function copy({ text, what }) {
  const copied = what === COPIED.REPLAY ? new URL(text, location.href).href : text;
  if (!navigator.clipboard) {
    send({ do: DO.COPIED, ok: false, what });
    return;
  }
  navigator.clipboard.writeText(copied).then(
    () => send({ do: DO.COPIED, ok: true, what }),
    () => send({ do: DO.COPIED, ok: false, what }),
  );
}

// The field is emptied once Python has accepted the code it held (unless it was typed over meanwhile).
function sendCode(field, intent) {
  const code = field.value;
  send({ ...intent, code }).then((view) => {
    if (view?.ok && field.value === code) field.value = "";
  });
}

function playCode(field) {
  sendCode(field, { do: DO.PLAY_CODE });
}

// A code typed in the New Game window: the window stays open until the code is valid, and a bad
// one is said beside the field. Enter in the field means this, not the first button.
function onNewGameSubmit(event) {
  const field = byId("dialog-code-input");
  if (event.submitter?.value !== "code" && document.activeElement !== field) return;
  event.preventDefault();
  sendCode(field, { do: DO.PLAY_CODE, where: CODE_FIELD.WINDOW, game: chosenGame() });
}

function onNewGameClosed() {
  const dialog = byId("new-game-dialog");
  if (dialog.returnValue === "deal") {
    const checked = byId("new-game-form").querySelector('input[name="cells"]:checked');
    const cells = checked ? Number(checked.value) : null;
    send({ do: DO.NEW_DEAL, game: chosenGame(), cells });
  } else if (dialog.returnValue.startsWith("daily:")) {
    send({ do: DO.DAILY, game: dialog.returnValue.slice("daily:".length) });
  }
}

// A link of a page (Rules, Examples): one that starts a deal, or one that opens another window.
function followPageLink(event) {
  const link = event.target.closest("a[data-code], a[data-window]");
  if (!link) return;
  event.preventDefault();
  if (link.dataset.window) send({ do: DO.OPEN, window: link.dataset.window });
  else send({ do: DO.PLAY_CODE, code: link.dataset.code });
}

function readSettings() {
  const form = byId("settings-form");
  send({
    do: DO.SETTINGS,
    language: byId("setting-language").value,
    theme: form.querySelector('input[name="theme"]:checked').value,
    doubleTap: byId("setting-double-tap").checked,
    autoPlacement: byId("setting-auto-placement").checked,
    motion: byId("setting-motion").checked,
    fourColour: byId("setting-four-colour").checked,
  });
}

function askReset(asking) {
  byId("stats-reset-question").hidden = !asking;
  byId("stats-reset").hidden = asking;
  if (asking) byId("stats-reset-cancel").focus();
}

function wireControls() {
  on("undo", "click", () => send({ do: DO.UNDO }));
  on("redo", "click", () => send({ do: DO.REDO }));
  on("restart", "click", () => send({ do: DO.RESTART }));
  onEffect(EFFECT.COPY, copy);
  on("copy-code", "click", () => send({ do: DO.COPY }));
  on("share-replay", "click", () => send({ do: DO.SHARE_REPLAY }));
  on("code-form", "submit", (event) => {
    event.preventDefault();
    playCode(byId("code-input"));
  });
  on("win-new-game", "click", () => send({ do: DO.NEW_DEAL }));
  on("new-game", "click", () => send({ do: DO.OPEN, window: WINDOW.NEW_GAME }));
  on("new-game-form", "submit", onNewGameSubmit);
  on("new-game-dialog", "close", onNewGameClosed);
  on("new-game-form", "change", (event) => event.target.name === "game" && syncCellsChoice());
  on("winnable", "change", (event) => send({ do: DO.WINNABLE, on: event.target.checked }));
  on("daily-button", "click", () => send({ do: DO.DAILY }));
  on("new-game-rules", "click", () => send({ do: DO.OPEN, window: WINDOW.RULES, game: chosenGame() }));
  on("settings-button", "click", () => send({ do: DO.OPEN, window: WINDOW.SETTINGS }));
  on("settings-form", "change", readSettings);
  on("stats-button", "click", () => send({ do: DO.OPEN, window: WINDOW.STATS }));
  on("win-stats", "click", () => send({ do: DO.OPEN, window: WINDOW.STATS }));
  on("stats-variants", "change", () => send(chosenStats()));
  on("stats-winnable", "change", () => send(chosenStats()));
  on("stats-reset", "click", () => askReset(true));
  on("stats-reset-cancel", "click", () => askReset(false));
  on("stats-reset-confirm", "click", () => {
    send({ do: DO.STATS_RESET });
    askReset(false);
    byId("stats-reset").focus();
  });
  on("rules-button", "click", () => send({ do: DO.OPEN, window: WINDOW.RULES }));
  on("rules-page", "click", followPageLink);
  on("examples-page", "click", followPageLink);
  on("examples-page", "click", (event) => {
    const watch = event.target.closest("button[data-watch]");
    if (watch) send({ do: DO.EXAMPLES_WATCH, game: watch.dataset.watch });
  });
  on("examples-button", "click", () => send({ do: DO.OPEN, window: WINDOW.EXAMPLES }));
  on("describe-button", "click", () => send({ do: DO.DESCRIBE }));
  on("finish-button", "click", () => send({ do: DO.FINISH }));
  on("no-moves-undo", "click", () => send({ do: DO.UNDO }));
  on("no-moves-restart", "click", () => send({ do: DO.RESTART }));
  on("no-moves-new-game", "click", () => send({ do: DO.OPEN, window: WINDOW.NEW_GAME }));
  afterEachView(finishOn);
  wireAnalysis();
  on("keys-button", "click", () => send({ do: DO.OPEN, window: WINDOW.KEYS }));
  on("faq-button", "click", () => send({ do: DO.OPEN, window: WINDOW.FAQ }));
  for (const dialog of document.querySelectorAll("dialog")) dialog.addEventListener("close", restoreFocus);
  window.addEventListener("hashchange", () => send({ do: DO.ADDRESS, hash: location.hash }));
  window.addEventListener("pagehide", flushWrites);
  document.addEventListener("visibilitychange", flushWrites);
  // Before Python is up, the storage it reads at its start is already the newest.
  watchOtherTabs((key, text) => ready() && send({ do: DO.STORED, key, text }));
  whenStorageFails(() => send({ do: DO.STORAGE_FAILED }));
}

// After a game: Analyse from the message area, "No moves left" and the recent games; the analysis
// window's Watch and Cancel. The worker starts and stops as Python's effects ask (`analyse`,
// `stop-analysis`); closing the window lets it work on while the player plays.
function wireAnalysis() {
  on("analyse-offer", "click", (event) => send({ do: DO.ANALYSE, id: event.currentTarget.dataset.id }));
  on("no-moves-analyse", "click", () => send({ do: DO.ANALYSE }));
  on("recent-games", "click", followPageLink);
  on("recent-games", "click", (event) => {
    const button = event.target.closest("button[data-analyse]");
    if (button) send({ do: DO.ANALYSE, id: button.dataset.analyse });
  });
  on("analysis-content", "click", (event) => {
    const button = event.target.closest("button[data-analysis]");
    if (!button) return;
    const entry = byId("analysis-content").querySelector("[data-entry]").dataset.entry;
    if (button.dataset.analysis === ANALYSIS_ACTION.WATCH) {
      send({ do: DO.ANALYSIS_WATCH, id: entry });
    } else {
      byId("analysis-dialog").close("cancel");
      send({ do: DO.ANALYSIS_CANCEL });
    }
  });
  onEffect(EFFECT.ANALYSE, ({ request }) => analyse(request, send));
  onEffect(EFFECT.STOP_ANALYSIS, cancelAnalysis);
}

// Finish plays one action per view, each animated, until the game is won or the player acts.
let finishTimer = null;
function finishOn(view) {
  clearTimeout(finishTimer);
  if (view.status?.finishing) finishTimer = setTimeout(() => send({ do: DO.FINISH }), motionWanted() ? 160 : 0);
}

function painted() {
  document.documentElement.setAttribute("data-painted", "");
  performance.mark("solitaire-painted");
}

async function boot(firstDeal) {
  const { boot: path } = await started();
  document.documentElement.dataset.boot = path;
  window.solitaire = {
    state: () => ask("state"),
    stats: () => ask("stats"),
    daily: (date) => ask("daily", String(date)),
    load: (save) => send({ do: DO.LOAD, save: String(save) }).then((view) => view?.ok ?? false),
    send: (intent) => send(intent),
    settled: () => settled(),
  };
  await start({
    hash: location.hash,
    languages: [...(navigator.languages ?? [navigator.language])],
    stored: readAll(),
    textIds: textIds(),
    firstDeal,
  });
  if (!document.documentElement.hasAttribute("data-painted")) painted();
  for (const control of document.querySelectorAll("[data-enable-when-ready]")) control.disabled = false;
  byId("board").removeAttribute("aria-busy");
  document.documentElement.setAttribute("data-ready", "");
  performance.mark("solitaire-ready");
  rehearseWhenIdle();
}

// Python rehearses a player's first gestures on a game nobody sees, one step per idle moment of
// the page, so that the first real tap finds the code of a move compiled (static/py/ui/rehearsal.py).
// Each step is one request to the worker, answered after any intent sent before it.
function rehearseWhenIdle() {
  const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 100));
  const step = () => {
    ask("rehearse").then(
      (more) => (more ? whenIdle(step) : performance.mark("solitaire-rehearsed")),
      () => {},
    );
  };
  whenIdle(step);
}

wireControls();
const stored = storedView();
const early = stored ?? firstVisitView(firstView());
if (early) {
  paint(early);
  painted();
  replayEarlyPointers();
}
// The first visit's deal painted, for Python to deal the same one.
const firstDeal = early && !stored ? early.counters.code : null;
boot(firstDeal);
