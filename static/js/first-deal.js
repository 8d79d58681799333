// A classic script the page parses right after its board: it picks the first-visit deal, and on a
// plain first visit puts that deal's board on the page. The built page holds the board of every
// first-visit deal as a template (tools/first_board.py), so the board is painted from the page's
// own markup and style before any module arrives. <html data-first-deal> names the deal picked
// (first-view.js paints its view, Python deals it); <html data-first-board> says it is shown
// (style.css then shows the hint under it). A plain first visit is one with nothing stored at all
// and no address: anything else (a saved game, a link, an address another tab wrote) keeps the
// empty piles until page.js paints the visit's own board.
(() => {
  const deals = document.querySelectorAll("#board > template[data-deal]");
  if (!deals.length) return;
  const picked = deals[crypto.getRandomValues(new Uint32Array(1))[0] % deals.length];
  const root = document.documentElement;
  root.dataset.firstDeal = picked.dataset.deal;
  let stored = 0;
  try {
    stored = localStorage.length;
  } catch {
    // no storage at all: nothing stored
  }
  if (stored || location.hash.length > 1) return;
  document.getElementById("board-skeleton").replaceWith(picked.content);
  root.setAttribute("data-first-board", "");
  performance.mark("solitaire-first-board");
})();
