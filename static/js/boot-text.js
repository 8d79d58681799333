// The texts shown while Python starts, in the player's language, before the message catalogue is
// loaded (no English shown silently): starting, a gesture waiting for the game, and a start that
// failed. build.py fills TEXTS (language -> {starting, failed, queued}) from game/locales at build
// time; the language is the one saved in Settings, else the browser's, as game.i18n picks it.
import { SETTINGS_LANGUAGE_FIELD, STORAGE_KEY } from "./contract.js";

const TEXTS = {};
const ALIASES = { no: "nb", nn: "nb" };

function savedLanguage() {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY.SETTINGS) ?? "{}")[SETTINGS_LANGUAGE_FIELD];
  } catch {
    return undefined;
  }
}

function pickLanguage() {
  const saved = savedLanguage();
  if (typeof saved === "string" && saved in TEXTS) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = String(tag).toLowerCase().replace("_", "-").split("-")[0];
    const language = ALIASES[primary] ?? primary;
    if (language in TEXTS) return language;
  }
  return "en";
}

export const language = pickLanguage();
const bootText = document.getElementById("boot-text");
if (bootText && TEXTS[language] && !document.documentElement.hasAttribute("data-ready")) {
  bootText.textContent = TEXTS[language].starting;
  document.documentElement.lang = language;
}

// A gesture made on the painted board before Python is up waits in bridge.js's queue: the status
// line says so, in place of what it showed, and the announcer says it once, until the game is
// ready and plays it (<html data-queued>; style.css).
export function showQueued() {
  const root = document.documentElement;
  if (root.hasAttribute("data-queued") || root.hasAttribute("data-ready") || !TEXTS[language]) return;
  root.setAttribute("data-queued", "");
  for (const id of ["queued-note", "announcer"]) {
    const element = document.getElementById(id);
    if (element) element.textContent = TEXTS[language].queued;
  }
}

// A start that fails before the board is ready (an error or a rejection nobody handles, such as a
// file missing from the server) says so, with the reason, instead of "starting" for ever:
// in the message line, which shows above a painted board too, in place of the boot text, and
// to screen readers through the announcer. <html data-boot="failed"> stops the loading bar.
function showFailure(event) {
  if (document.documentElement.hasAttribute("data-ready") || !TEXTS[language]) return;
  document.documentElement.dataset.boot = "failed";
  const error = event.reason ?? event.error ?? event.message;
  const text = TEXTS[language].failed.replace("{reason}", String(error?.message ?? error ?? ""));
  for (const id of ["message", "announcer", "boot-text"]) {
    const element = document.getElementById(id);
    if (element) element.textContent = text;
  }
  document.getElementById("boot-progress")?.remove();
}
window.addEventListener("error", showFailure);
window.addEventListener("unhandledrejection", showFailure);
