// Keeps one fact about the board's size that CSS alone cannot: whether its cards are narrow. Below
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
