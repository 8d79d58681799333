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

// The narrowest phones have room for one toolbar button fewer: there the daily button moves to
// the top of the More menu (one element, so its id, test id and listeners stay the same).
const NARROW_TOOLBAR = matchMedia("(width < 420px)");
const dailyButton = document.getElementById("daily-button");
const dailyAnchor = dailyButton.nextElementSibling;

function placeDailyButton() {
  if (NARROW_TOOLBAR.matches) document.getElementById("more-menu").prepend(dailyButton);
  else dailyAnchor.before(dailyButton);
}

NARROW_TOOLBAR.addEventListener("change", placeDailyButton);
placeDailyButton();

// Where the toolbar's buttons show their names (wide screens), long names (German, Polish) could
// squeeze the game's name into a sliver: then the buttons show their icons only. Measured with the
// names shown, on resizes and when the buttons' names or the game's name change (not on every move).
const toolbar = document.querySelector(".toolbar");
const TITLE_ROOM_REM = 20;

function fitToolbarNames() {
  toolbar.classList.remove("icons-only");
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const title = toolbar.querySelector(".title").getBoundingClientRect().width;
  toolbar.classList.toggle("icons-only", title < TITLE_ROOM_REM * rem && toolbar.clientWidth >= 640);
}

addEventListener("resize", fitToolbarNames);
const toolbarTexts = new MutationObserver(fitToolbarNames);
for (const part of [toolbar.querySelector(".actions"), document.getElementById("game-name")]) {
  toolbarTexts.observe(part, { childList: true, characterData: true, subtree: true });
}
fitToolbarNames();
