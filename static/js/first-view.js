// The board a first visit paints before Python is up. A visit with nothing
// stored opens one of a few deals (ui.session.FIRST_VISIT_DEALS) with the default settings, so
// their first views are known when the site is built: build.py writes, for each language, a
// module first-views/<language>.js whose default export holds the texts, the card names and the
// view of each deal, as Python answers such a visit. The page paints one deal, drawn at random,
// in the language boot-text.js picked, and tells Python which it painted. Only a first visit
// fetches that one language's module: a returning visit never parses any of them.
import { language } from "./boot-text.js";

export async function firstView() {
  let views;
  try {
    ({ default: views } = await import(`./first-views/${language}.js`));
  } catch {
    return null; // no view to paint early: Python paints the board once it is up
  }
  if (!views?.deals.length) return null;
  const pick = crypto.getRandomValues(new Uint32Array(1))[0] % views.deals.length;
  return { ...views.deals[pick], texts: views.texts, cardNames: views.cardNames };
}
