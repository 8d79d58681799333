// Gesture recognition for the board: turns pointer events (mouse, touch,
// pen) into taps, double taps and drags, and sends them to Python as intents (bridge.js). It
// decides no rule: a drag asks Python whether the card lifts (the view then highlights where it
// may go), and only the dragged copies and their slide back are drawn here. Python answers in
// its own time (it runs in a worker): the drag starts when the lift's answer says yes, the
// dragged copies stay where they were dropped until the drop's answer, and a tap's refusal is
// awaited before its second tap makes it a double tap. Times are the events' own (timeStamp),
// not the moment a handler runs.

import { current, ready, send } from "./bridge.js";
import { motionWanted } from "./motion.js";
import { DO } from "./contract.js";

const DRAG_THRESHOLD_PX = { mouse: 5, pen: 8, touch: 10 };
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_SLOP_PX = 30;

let press = null;       // the pointer that is down: where, on which card
let drag = null;        // the drag in progress: ghost element, lifted cards, targets
let lastTap = null;     // the previous tap, for double taps
let pendingReminder = null;


// What a press is on: a card, the stock, or an empty pile (whose taps Python answers with a reminder).
function cardAt(target) {
  const pileElement = target.closest("[data-pile]");
  if (!pileElement) return null;
  const pile = pileElement.dataset.pile;
  if (pile === "stock" || !pileElement.querySelector("[data-card]")) {
    return { pile, index: null, element: pileElement, pileElement };
  }
  const cardElement = target.closest("[data-card]");
  if (!cardElement || !pileElement.contains(cardElement)) return null;
  return { pile, index: Number(cardElement.dataset.index), card: cardElement.dataset.card, element: cardElement, pileElement };
}

function pileAt(x, y) {
  for (const element of document.elementsFromPoint(x, y)) {
    if (element.closest(".drag-ghost")) continue;
    const pileElement = element.closest("[data-pile]");
    if (pileElement) return pileElement.dataset.pile;
  }
  return null;
}

function onPointerDown(event) {
  if (press && event.pointerId !== press.id) {
    // A second finger (or pen) while one is down: the gesture is ambiguous, so nothing moves.
    cancelGesture();
    return;
  }
  if (!current() || press || event.button > 0) return;
  const hit = cardAt(event.target);
  if (!hit) return;
  if (current().board.held) send({ do: DO.PUT_BACK }); // a pointer on the board puts keyboard-held cards back
  press = { ...hit, id: event.pointerId, type: event.pointerType, x: event.clientX, y: event.clientY };
  try {
    event.target.setPointerCapture?.(event.pointerId);
  } catch {
    // a replayed press (replayEarlyPointers) whose pointer is up by now: nothing to capture
  }
  event.preventDefault();
}

function onPointerMove(event) {
  if (!press || event.pointerId !== press.id) return;
  press.lastX = event.clientX;
  press.lastY = event.clientY;
  if (!drag) {
    if (press.lifting) return; // Python has yet to answer whether the cards lift
    const threshold = DRAG_THRESHOLD_PX[press.type] ?? 8;
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < threshold) return;
    if (press.index === null) {
      press = null;
      return;
    }
    if (ready()) {
      lift(press);
      return;
    }
    startDrag(press);
  }
  follow(event.clientX, event.clientY);
}

function follow(x, y) {
  drag.x = x;
  drag.y = y;
  if (!drag.frame) drag.frame = requestAnimationFrame(paintDrag);
}

// Past the threshold, Python is asked whether the cards lift; the drag starts when it says yes
// (its view outlines where they may go), from wherever the pointer is by then. A refusal (which
// Python says why) ends the gesture. A release before the answer is a drop all the same.
function lift(pressed) {
  pressed.lifting = true;
  send({ do: DO.LIFT, pile: pressed.pile, index: pressed.index }).then((view) => {
    if (press !== pressed) return; // let go, cancelled, or the game changed meanwhile
    pressed.lifting = false;
    if (!view?.ok) {
      press = null;
      return;
    }
    startDrag(pressed);
    follow(pressed.lastX, pressed.lastY);
  });
}

// Before Python is up (the board painted from the stored view) the drag goes ahead without
// highlights; its drop is queued with the other intents, and the cards slide back until then.
function startDrag(from) {
  const lifted = [...from.pileElement.querySelectorAll("[data-card]")].filter(
    (element) => Number(element.dataset.index) >= from.index,
  );
  const first = lifted[0].getBoundingClientRect();
  const ghost = document.createElement("div");
  ghost.className = "drag-ghost";
  ghost.dataset.source = from.pile;
  ghost.setAttribute("aria-hidden", "true");
  ghost.style.left = `${first.left}px`;
  ghost.style.top = `${first.top}px`;
  for (const element of lifted) {
    const copy = element.cloneNode(true);
    const box = element.getBoundingClientRect();
    copy.style.position = "absolute";
    copy.style.left = `${box.left - first.left}px`;
    copy.style.top = `${box.top - first.top}px`;
    copy.style.width = `${box.width}px`;
    copy.style.height = `${box.height}px`;
    copy.style.margin = "0";
    ghost.append(copy);
    element.classList.add("lifted");
  }
  board.append(ghost); // inside the board, so the cards keep its sizes
  drag = { from, ghost, lifted, x: from.x, y: from.y, frame: 0 };
  document.documentElement.classList.add("dragging");
}

function paintDrag() {
  drag.frame = 0;
  drag.ghost.style.transform = `translate(${drag.x - drag.from.x}px, ${drag.y - drag.from.y}px)`;
}

// Removes a drag's copies and shows its cards again (`drag` itself is the caller's to forget).
function endDrag(ended) {
  if (ended.frame) cancelAnimationFrame(ended.frame);
  ended.ghost.remove();
  for (const element of ended.lifted) element.classList.remove("lifted");
  if (!drag || drag === ended) document.documentElement.classList.remove("dragging");
}

// A refused drop: the dragged copies slide back over the cards they came from, which then show again.
function slideBack(dropped) {
  const { ghost, lifted, frame } = dropped;
  if (frame) cancelAnimationFrame(frame);
  if (!drag) document.documentElement.classList.remove("dragging");
  const finish = () => {
    ghost.remove();
    for (const element of lifted) element.classList.remove("lifted");
  };
  if (!motionWanted() || !ghost.style.transform) {
    finish();
    return;
  }
  ghost.animate([{ transform: ghost.style.transform }, { transform: "translate(0, 0)" }], { duration: 180, easing: "ease-out" })
    .finished.then(finish, finish);
  ghost.style.transform = "translate(0, 0)";
}

function onPointerUp(event) {
  if (!press || event.pointerId !== press.id) return;
  const from = press;
  press = null;
  if (from.lifting) {
    // Let go before Python answered the lift: the drop goes after it, with no dragged copies to land.
    send({ do: DO.DROP, pile: from.pile, index: from.index, target: pileAt(event.clientX, event.clientY) });
    lastTap = null;
    return;
  }
  if (drag) {
    const dropped = drag;
    drag = null; // a new gesture may start while Python answers
    if (dropped.frame) cancelAnimationFrame(dropped.frame);
    dropped.frame = 0;
    const target = pileAt(event.clientX, event.clientY);
    const origin = [...dropped.ghost.children].map((copy) => copy.getBoundingClientRect());
    const answer = send({ do: DO.DROP, pile: from.pile, index: from.index, target }, { origin });
    lastTap = null;
    if (!ready()) {
      slideBack(dropped);
      return;
    }
    answer.then(
      (view) => (view?.ok ? endDrag(dropped) : slideBack(dropped)),
      () => slideBack(dropped),
    );
    return;
  }
  onTap(from, event);
}

function onPointerCancel(event) {
  if (!press || event.pointerId !== press.id) return;
  cancelGesture();
}

// Ends whatever is in progress without acting: the lifted cards go back where they were, and
// Python stops highlighting where they could go.
function cancelGesture() {
  const pressed = press;
  press = null;
  if (drag) {
    endDrag(drag);
    drag = null;
  } else if (!pressed?.lifting) {
    return;
  }
  send({ do: DO.PUT_BACK });
}

function onTap(hit, event) {
  const now = event.timeStamp;
  const previous = lastTap;
  lastTap = null;
  clearTimeout(pendingReminder);
  if (hit.pile === "stock") {
    send({ do: DO.TAP, pile: "stock", index: null });
    return;
  }
  const doubleTaps = current().doubleTap;
  const quick = previous && now - previous.time < DOUBLE_TAP_MS
    && Math.hypot(event.clientX - previous.x, event.clientY - previous.y) < DOUBLE_TAP_SLOP_PX;
  if (quick) {
    const sameCard = previous.pile === hit.pile && previous.index === hit.index && previous.card === hit.card;
    // The second tap of a double tap never acts on another card than the first; with
    // double taps switched off it is a second single tap.
    // The first tap's answer may not be back yet: its refusal decides.
    if (sameCard) {
      previous.refused.then((rule) => {
        if (rule) send({ do: doubleTaps ? DO.DOUBLE_TAP : DO.TAP, pile: hit.pile, index: hit.index });
      });
    }
    return;
  }
  // With double taps on, a refused tap's reminder waits: a second tap may make it a double tap.
  // A tap queued before Python is up is reminded at once, and never starts a double tap.
  const quiet = doubleTaps && ready();
  const answer = send({ do: DO.TAP, pile: hit.pile, index: hit.index, quiet });
  const refused = ready() ? answer.then((view) => view?.refused || null, () => null) : Promise.resolve(null);
  const tapped = { ...hit, time: now, x: event.clientX, y: event.clientY, refused };
  lastTap = tapped;
  if (!quiet) return;
  refused.then((rule) => {
    if (!rule || lastTap !== tapped) return; // a second tap came, or the game changed
    const wait = Math.max(0, DOUBLE_TAP_MS - (performance.now() - now));
    pendingReminder = setTimeout(() => send({ do: DO.REMIND, rule }), wait);
  });
}

// The presses and releases made on a first visit's board before this module listened, which the
// page's inline script kept: replayed through the same handlers, at their own points and times,
// once page.js has drawn the same board in the same place. A press still held goes on with the
// real release.
export function replayEarlyPointers() {
  const kept = window.solitaireEarlyPointers;
  if (!kept || kept.taken) return;
  kept.taken = true;
  const handlers = { pointerdown: onPointerDown, pointerup: onPointerUp, pointercancel: onPointerCancel };
  for (const pointer of kept) {
    const target = document.elementFromPoint(pointer.clientX, pointer.clientY);
    if (target) handlers[pointer.type]({ ...pointer, target, preventDefault() {} });
  }
}

// Any key during a press or a drag (undo, draw, Escape...) ends it without a move: the board
// may change under the lifted cards, which then must not land anywhere.
const MODIFIER_KEYS = ["Shift", "Control", "Alt", "Meta"];

function onKeyDown(event) {
  if ((press || drag) && !MODIFIER_KEYS.includes(event.key)) cancelGesture();
}

const board = document.getElementById("board");
document.addEventListener("pointerdown", onPointerDown); // a second pointer anywhere cancels a gesture
board.addEventListener("pointermove", onPointerMove);
board.addEventListener("pointerup", onPointerUp);
board.addEventListener("pointercancel", onPointerCancel);
board.addEventListener("lostpointercapture", onPointerCancel);
board.addEventListener("contextmenu", (event) => event.preventDefault());
window.addEventListener("blur", cancelGesture);
document.addEventListener("visibilitychange", cancelGesture);
// The page shows another game (new deal, restart, another tab): forget the gesture and the last tap.
// Python has already forgotten the drag then, so only the page's side of it ends here.
document.addEventListener("solitaire:reset", () => {
  press = null;
  if (drag) endDrag(drag);
  drag = null;
  lastTap = null;
  clearTimeout(pendingReminder);
});
document.addEventListener("keydown", onKeyDown);
