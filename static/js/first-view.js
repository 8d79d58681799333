// The board a first visit paints before Python is up (SPEC §11, §13). A visit with nothing stored
// opens one fixed deal (ui.session.FIRST_VISIT_DEAL) with the default settings, so its first view
// is known when the site is built: build.py fills VIEWS (language -> the view Python answers such
// a visit with) from game/locales. The page paints the one of the language boot-text.js picked.
import { language } from "./boot-text.js";

const VIEWS = {};

export function firstView() {
  return VIEWS[language] ?? null;
}
