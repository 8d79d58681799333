// A classic script, deferred: it runs once the page is parsed, before page.js (scripts that wait for
// the parse run in document order), and fetched first, so that on a first visit it comes before
// the modules. It picks the first-visit deal and, on a plain first visit, shows its board from the
// page's own markup and style before any module runs. The built page holds one first-visit board
// in a template (tools/first_board.py); the deals share its layout, and build.py fills FIRST_DEALS
// (a global of this classic script, which no module reads) with each deal's code and face-up
// cards, in the order of the template's card elements. <html data-first-deal> names the deal
// picked (first-view.js paints its view, Python deals it); <html data-first-board> says it is
// shown (style.css then shows the hint under it). A plain first visit has nothing stored at all
// and no address: any other (a saved game, a link, an address another tab wrote) keeps the empty
// piles until page.js paints the visit's own board.
const FIRST_DEALS = [];

(() => {
  if (!FIRST_DEALS.length) return;
  const [code, cards] = FIRST_DEALS[crypto.getRandomValues(new Uint32Array(1))[0] % FIRST_DEALS.length];
  const root = document.documentElement;
  root.dataset.firstDeal = code;
  let stored = 0;
  try {
    stored = localStorage.length;
  } catch {
    // no storage at all: nothing stored
  }
  if (stored || location.hash.length > 1) return;
  const board = document.getElementById("first-board").content.cloneNode(true);
  const faces = cards.split(" ");
  board.querySelectorAll("[data-card]").forEach((element, index) => {
    const card = faces[index];
    element.dataset.card = card;
    element.className = `card suit-${card.slice(-1)}`;
    const [full, compact] = element.querySelectorAll("use");
    full.setAttribute("href", `#card-${card}`);
    compact.setAttribute("href", `#card-${card}-compact`);
  });
  document.getElementById("board-skeleton").replaceWith(board);
  root.setAttribute("data-first-board", "");
  performance.mark("solitaire-first-board");
})();
