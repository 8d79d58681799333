// The board a first visit paints before Python is up. A visit with nothing stored opens one of a
// few deals (ui.session.FIRST_VISIT_DEALS) with the default settings, so their first views are
// known when the site is built: build.py fills VIEWS (language -> the texts, the card names and
// the view of each deal, as Python answers such a visit, as JSON text). The page paints the deal
// its inline script picked (<html data-first-deal>; the first one if it did not), in the language
// boot-text.js picked, and tells Python which it painted. As text, a returning visit, which paints
// its stored view, only scans ten strings, and a first visit parses its own language's views
// alone: as object literals, every visit built the views of every language before its paint.
import { language } from "./boot-text.js";

const VIEWS = {};

export function firstView() {
  const views = language in VIEWS ? JSON.parse(VIEWS[language]) : null;
  if (!views?.deals.length) return null;
  const picked = document.documentElement.dataset.firstDeal;
  const deal = views.deals.find((view) => view.counters.code === picked) ?? views.deals[0];
  return { ...deal, texts: views.texts, cardNames: views.cardNames };
}
