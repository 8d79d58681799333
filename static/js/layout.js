// Keeps two facts about the page size that CSS alone cannot. First, whether the cards are narrow. Below
// COMPACT_CARD_PX the cards switch to their compact faces (a large index, see cards.css) and
// columns fan wider, so that every rank and suit reads at a glance on a phone.
const COMPACT_CARD_PX = 60;
const board = document.getElementById("board");

function update() {
  const width = parseFloat(getComputedStyle(board).getPropertyValue("--card-w"));
  board.classList.toggle("compact", width > 0 && width < COMPACT_CARD_PX);
}

new ResizeObserver(update).observe(board);
new MutationObserver(update).observe(board, { attributes: true, attributeFilter: ["class"] });

// A narrow toolbar (a small phone, or a larger text size) has room for fewer buttons: those it
// has no room for move to the top of the More menu, the daily button first, then Statistics, Rules,
// New game and Restart (one element each, so its id, test id and listeners stay the same). Undo,
// Redo and More always stay. Measured on resizes and text changes only, never on a move.
const actions = document.querySelector(".actions");
const moreButton = document.getElementById("more-button");
const moreMenu = document.getElementById("more-menu");
const SPILLED_FIRST = ["daily-button", "stats-button", "rules-button", "new-game", "restart"].map((id) =>
  document.getElementById(id),
);
const inToolbarOrder = ["restart", "new-game", "daily-button", "rules-button", "stats-button"].map((id) =>
  document.getElementById(id),
);

function fitActions() {
  moreButton.before(...inToolbarOrder);
  const overflows = () => actions.scrollWidth > actions.clientWidth + 0.5;
  const spilled = new Set();
  for (const button of SPILLED_FIRST) {
    if (!overflows()) break;
    moreMenu.prepend(button);
    spilled.add(button);
  }
  moreMenu.prepend(...inToolbarOrder.filter((button) => spilled.has(button))); // the menu keeps the toolbar's order
}

// Where the toolbar's buttons show their names (wide screens), long names (German, Polish) could
// squeeze the game's name into a sliver: then the buttons show their icons only. Measured with the
// names shown, on resizes and when the buttons' names or the game's name change (not on every move).
const toolbar = document.querySelector(".toolbar");
const TITLE_ROOM_REM = 20;

const PHONE_TOOLBAR_REM = 40; // style.css's phone toolbar, below 40rem

function fitToolbarNames() {
  toolbar.classList.remove("icons-only");
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const title = toolbar.querySelector(".title").getBoundingClientRect().width;
  toolbar.classList.toggle("icons-only", title < TITLE_ROOM_REM * rem && toolbar.clientWidth >= PHONE_TOOLBAR_REM * rem);
  fitActions();
  toolbarTexts.takeRecords(); // the buttons it moved are no new texts
}

// A resize, or a new text size (the toolbar's height changes with it), fits the toolbar again, in
// the next frame: refitting inside the observer would resize what it observes, a loop the browser
// reports as an error.
const pageSize = () => `${innerWidth}x${innerHeight}x${getComputedStyle(document.documentElement).fontSize}`;
let toolbarSize = pageSize();
new ResizeObserver(() => {
  if (pageSize() === toolbarSize) return;
  toolbarSize = pageSize();
  requestAnimationFrame(fitToolbarNames);
}).observe(toolbar);
const toolbarTexts = new MutationObserver(fitToolbarNames);
for (const part of [toolbar.querySelector(".actions"), document.getElementById("game-name")]) {
  toolbarTexts.observe(part, { childList: true, characterData: true, subtree: true });
}
fitToolbarNames();
