// The text shown while Python starts, in the player's language, before the message catalogue is
// loaded (SPEC §7.4: no English shown silently). build.py fills TEXTS from game/locales at build
// time; the language is the one saved in Settings, else the browser's, as game.i18n picks it.
const TEXTS = {};
const ALIASES = { no: "nb", nn: "nb" };

function savedLanguage() {
  try {
    return JSON.parse(localStorage.getItem("solitaire-settings") ?? "{}").language;
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

const language = pickLanguage();
const bootText = document.getElementById("boot-text");
if (bootText && TEXTS[language] && !document.documentElement.hasAttribute("data-ready")) {
  bootText.textContent = TEXTS[language];
  document.documentElement.lang = language;
}
