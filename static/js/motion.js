// Motion by FLIP: the renderer always draws the engine's new position first; this module
// then moves the cards that changed place from where they were (First) to where they now are
// (Last), by a transform that shrinks to nothing. An animation can never disagree with the game:
// the DOM already is the game, and a tap or a drag during an animation acts on that DOM. What
// moved comes from the view (`moved`); where it was comes from the renderer (or from the drag's
// copies, handed over by the gesture layer). Switched off by prefers-reduced-motion and by the
// player's setting (<html data-motion="off">).

const DURATION_MS = 200;
const EASING = "cubic-bezier(0.2, 0.7, 0.3, 1)";
// Made once: each matchMedia() call builds a new query list (about 70 us of a tap, profiled).
const REDUCED_MOTION = matchMedia("(prefers-reduced-motion: reduce)");

export function motionWanted() {
  return document.documentElement.dataset.motion !== "off" && !REDUCED_MOTION.matches;
}

function pileElement(pile) {
  return document.querySelector(`#board [data-pile="${pile}"]`);
}

// The elements showing the top `count` cards of a pile (the stock: its face-down card, or the pile).
function topCards(pile, count) {
  const element = pileElement(pile);
  if (!element) return [];
  if (pile === "stock") return Array(count).fill(element.querySelector(".card.back") ?? element);
  return [...element.querySelectorAll(":scope > [data-card]")].slice(-count);
}

// First: where the top `count` cards of `pile` are now, before the renderer draws the new position.
export function capture(pile, count) {
  return topCards(pile, count).map((element) => element.getBoundingClientRect());
}

// Last, Invert, Play: the cards now on top of `pile` glide in from `rects`. Only their faces fly:
// each card element stays in its final place, so a tap during the flight lands on what the board
// really holds at that point. Started at once, in the handler that drew the new position: the
// flight's first frame is the tap's own frame, with no animation callback left to run in it.
export function play(rects, pile, count) {
  const element = pileElement(pile);
  if (!rects.length || !element) return;
  let moving = 0;
  topCards(pile, count).forEach((card, index) => {
    const from = rects[index] ?? rects[rects.length - 1];
    const to = card.getBoundingClientRect();
    const dx = from.left - to.left;
    const dy = from.top - to.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
    const face = card.querySelector(".face") ?? card;
    moving += 1;
    card.classList.add("flying");
    element.classList.add("arriving");
    const settle = () => {
      card.classList.remove("flying");
      moving -= 1;
      if (moving === 0) element.classList.remove("arriving");
    };
    face
      .animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }], {
        duration: DURATION_MS,
        easing: EASING,
      })
      .finished.then(settle, settle);
  });
}

const CASCADE_CARDS = 8; // cards that leap off the foundations, taken round the foundations from their tops
const CASCADE_MS = 1300;
const CASCADE_STAGGER_MS = 110;

// The path of one leaping card: across by `dx`, down to the floor `fall` px below, bouncing twice.
function bounce(dx, fall) {
  const at = (x, y, offset) => ({ transform: `translate(${dx * x}px, ${fall * y}px) rotate(${x * 40}deg)`, offset });
  return [at(0, 0, 0), at(0.35, 1, 0.35), at(0.55, 0.55, 0.55), at(0.72, 1, 0.72), at(0.85, 0.8, 0.85), at(1, 1, 1)];
}

// The win: the foundations' top cards leap off one after the other and bounce down
// the screen as copies, the board itself untouched. A promise that settles when they are gone, or
// null when motion is off (the win message then shows its still picture at once).
export function celebrate() {
  if (!motionWanted()) return null;
  const piles = [...document.querySelectorAll("#board .pile.foundation")];
  const cards = [];
  for (let depth = 1; cards.length < CASCADE_CARDS && depth <= 13; depth += 1) {
    for (const pile of piles) {
      const shown = pile.querySelectorAll(":scope > [data-card]");
      const card = shown[shown.length - depth];
      if (card && cards.length < CASCADE_CARDS) cards.push(card);
    }
  }
  const floor = window.innerHeight;
  const flights = cards.map((card, index) => {
    const box = card.getBoundingClientRect();
    const copy = card.cloneNode(true);
    copy.classList.add("cascade-card");
    copy.removeAttribute("data-card");
    copy.setAttribute("aria-hidden", "true");
    Object.assign(copy.style, { left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` });
    document.body.append(copy);
    const dx = (index % 2 ? -1 : 1) * (0.25 + 0.08 * (index % 4)) * window.innerWidth;
    const flight = copy.animate(bounce(dx, floor - box.bottom), {
      duration: CASCADE_MS,
      delay: 250 + index * CASCADE_STAGGER_MS,
      easing: "linear",
      fill: "backwards",
    });
    return flight.finished.finally(() => copy.remove());
  });
  return Promise.allSettled(flights);
}
