// The board a first visit paints before Python is up. A visit with nothing
// stored opens one of a few deals (ui.session.FIRST_VISIT_DEALS) with the default settings, so
// their first views are known when the site is built: build.py fills VIEWS (language -> the texts,
// the card names and the view of each deal, as Python answers such a visit). The page paints one
// deal, drawn at random, in the language boot-text.js picked, and tells Python which it painted.
import { language } from "./boot-text.js";

const VIEWS = {};

export function firstView() {
  const views = VIEWS[language];
  if (!views?.deals.length) return null;
  const pick = crypto.getRandomValues(new Uint32Array(1))[0] % views.deals.length;
  return { ...views.deals[pick], texts: views.texts, cardNames: views.cardNames };
}
