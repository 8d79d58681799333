// The one renderer: draws a view that Python made into the page, with attributes and
// textContent only, never HTML. It decides nothing: every label and message is in the view, in the
// player's language, and so are the highlighted piles and what moved. It touches only what
// changed since the last view. Page contract: every pile has data-pile, every face-up
// card data-card and data-index, bottom to top inside its pile.

import { SHOWN } from "./contract.js";
import { capture, celebrate, motionWanted, play } from "./motion.js";
import { closeWindows, fillStatRows, messageElement, showCodeError, showWindow } from "./windows.js";

const SVG = "http://www.w3.org/2000/svg";
const TRANSLATED_ATTRIBUTES = ["title", "placeholder", "aria-label"];

const board = document.getElementById("board");
let last = null; // the view drawn last
let celebrating = false; // the win's cascade is on: the win message waits for it
let pileElements = {};
let drawnCards = {}; // pile -> the cards its element shows
const written = new Map(); // element id + property -> value last written

// A `<svg><use href="#symbol"></svg>` picture of one of the card sprite's symbols, which the
// built page holds (build.py), hidden from assistive technology; with `compact`, a second
// `<use>` shows the compact face that narrow boards use.
function sprite(symbol, className, compact = false) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", className);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const faces = compact ? [["full", symbol], ["compact", `${symbol}-compact`]] : [["", symbol]];
  for (const [useClass, useSymbol] of faces) {
    const use = document.createElementNS(SVG, "use");
    use.setAttribute("href", `#${useSymbol}`);
    if (useClass) use.setAttribute("class", useClass);
    svg.append(use);
  }
  return svg;
}

function cardElement(card, index, names) {
  const element = document.createElement("div");
  element.className = `card suit-${card.slice(-1)}`;
  element.dataset.card = card;
  element.dataset.index = String(index);
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", names[card]);
  element.append(sprite(`card-${card}`, "face", true));
  return element;
}

// Write a property of a page element only when its value changes (every write costs a layout).
function show(id, property, value) {
  const key = `${id}.${property}`;
  if (written.get(key) === value) return;
  document.getElementById(id)[property] = value;
  written.set(key, value);
}

function applyTexts(view) {
  const root = document.documentElement;
  root.lang = view.lang;
  document.title = view.texts["page-title"];
  for (const element of document.querySelectorAll("[data-text]")) {
    const text = view.texts[element.dataset.text];
    if (text !== undefined) element.textContent = text;
  }
  for (const attribute of TRANSLATED_ATTRIBUTES) {
    for (const element of document.querySelectorAll(`[data-text-${attribute}]`)) {
      const text = view.texts[element.getAttribute(`data-text-${attribute}`)];
      if (text !== undefined) element.setAttribute(attribute, text);
    }
  }
  for (const element of board.querySelectorAll("[data-card]")) {
    element.setAttribute("aria-label", view.cardNames[element.dataset.card]);
  }
}

// A new layout: the board starts again from no pile and no custom property (the page's first
// board, tools/first_board.py, comes with its own).
function buildBoard(layout) {
  board.replaceChildren();
  board.className = layout.class;
  board.removeAttribute("style");
  longest = 1;
  const { cols, topRows, fanRows, wasteFanRows } = layout.spacing;
  for (const [property, value] of Object.entries({ cols, topRows, fanRows, wasteFanRows })) {
    board.style.setProperty(`--${property.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}`, String(value));
  }
  pileElements = {};
  drawnCards = {};
  for (const row of layout.rows) {
    const rowElement = document.createElement("div");
    rowElement.className = row[0] === "column-1" ? "row columns" : "row top";
    for (const pile of row) rowElement.append(pile === null ? slot() : pileElement(pile, layout.piles[pile]));
    board.append(rowElement);
  }
}

function slot() {
  const element = document.createElement("div");
  element.className = "slot";
  return element;
}

function pileElement(pile, data) {
  const element = document.createElement("div");
  element.className = `pile ${data.kind}`;
  element.dataset.pile = pile;
  element.setAttribute("role", data.kind === "stock" ? "button" : "group");
  element.setAttribute("tabindex", "-1");
  if (data.mark === "no-redeal") {
    const mark = document.createElement("span");
    mark.className = "mark no-redeal";
    mark.setAttribute("aria-hidden", "true");
    element.append(mark);
  } else if (data.mark) {
    if (data.mark.startsWith("suit-")) element.classList.add(data.mark);
    element.append(sprite(data.mark, "mark"));
  }
  pileElements[pile] = element;
  return element;
}

function drawPile(pile, data, names) {
  const element = pileElements[pile];
  if (element.getAttribute("aria-label") !== data.label) element.setAttribute("aria-label", data.label);
  if (data.kind === "stock") {
    if (data.markText !== undefined) element.querySelector(".mark").textContent = data.markText;
    if (drawnCards[pile] !== data.count) drawStock(element, data.count);
    drawnCards[pile] = data.count;
    element.classList.toggle("empty", data.count === 0);
    return;
  }
  const cards = data.cards;
  const old = drawnCards[pile] ?? [];
  drawnCards[pile] = cards;
  element.classList.toggle("empty", cards.length === 0);
  let kept = 0;
  while (kept < Math.min(old.length, cards.length) && old[kept] === cards[kept]) kept += 1;
  if (kept === old.length && kept === cards.length) return;
  const shown = element.querySelectorAll(":scope > [data-card]");
  for (let index = shown.length - 1; index >= kept; index -= 1) shown[index].remove();
  for (let index = kept; index < cards.length; index += 1) element.append(cardElement(cards[index], index, names));
  if (data.kind === "column") element.style.setProperty("--n", String(Math.max(cards.length, 1)));
}

// The longest column's length sizes the cards, so that every covered card shows its index (style.css).
let longest = 1;
function drawLongest(piles) {
  let length = 1;
  for (const data of Object.values(piles)) if (data.kind === "column") length = Math.max(length, data.cards.length);
  if (length === longest) return;
  longest = length;
  board.style.setProperty("--longest", String(length));
}

// The stock shows one face-down card with its count while it has cards.
function drawStock(element, count) {
  let back = element.querySelector(".card.back");
  if (count && !back) {
    back = document.createElement("div");
    back.className = "card back";
    back.setAttribute("aria-hidden", "true");
    back.append(sprite("card-back", "face"));
    const badge = document.createElement("span");
    badge.className = "count";
    back.append(badge);
    element.append(back);
  }
  if (count) back.querySelector(".count").textContent = String(count);
  else back?.remove();
}

// Highlighted piles, held cards, the keyboard's chosen card and the board's one Tab stop.
function drawMarks(layout) {
  for (const element of board.querySelectorAll(".target, .held, .chosen")) {
    element.classList.remove("target", "held", "chosen");
  }
  for (const pile of layout.targets) pileElements[pile]?.classList.add("target");
  if (layout.held) {
    for (const card of pileElements[layout.held.pile].querySelectorAll(":scope > [data-card]")) {
      if (Number(card.dataset.index) >= layout.held.index) card.classList.add("held");
    }
  }
  const focus = layout.focus;
  for (const element of board.querySelectorAll('[data-pile][tabindex="0"]')) {
    if (element.dataset.pile !== focus.pile) element.setAttribute("tabindex", "-1");
  }
  const focused = pileElements[focus.pile];
  if (!focused) return;
  // Only a change: writing tabindex, even its own value, forces a style and layout in Chromium.
  if (focused.getAttribute("tabindex") !== "0") focused.setAttribute("tabindex", "0");
  if (focus.index !== null) focused.querySelector(`:scope > [data-index="${focus.index}"]`)?.classList.add("chosen");
}

// The address the page itself last wrote or drew from. An answer to an intent sent before the
// player changed the address (Back, an edited link: its `hashchange` is on its way, or its intent
// already sent) must not write its older address over the new one.
let addressDrawn = null;

function drawAddress(view, sentAt) {
  const changedMeanwhile = sentAt !== undefined && location.hash !== sentAt && location.hash !== addressDrawn;
  if (changedMeanwhile) return;
  if (location.hash !== view.hash) history.replaceState(null, "", view.hash || location.pathname + location.search);
  addressDrawn = location.hash;
}

function drawToolbar(view) {
  show("score", "textContent", view.counters.score);
  show("moves", "textContent", view.counters.moves);
  show("deal-code", "textContent", view.counters.code);
  show("game-name", "textContent", view.counters.name);
  show("undo", "disabled", !view.enabled.undo);
  show("redo", "disabled", !view.enabled.redo);
  show("restart", "disabled", !view.enabled.restart);
}

function drawWin(win) {
  show("win", "hidden", win === null || celebrating);
  if (win === null) return;
  show("win-text", "textContent", win.text);
  show("win-replay", "hidden", !win.replayable);
  fillStatRows(document.getElementById("win-stats-list"), win.rows);
}

// The replay bar: shown while a replay is, with its position and what can be stepped.
function drawReplay(replay) {
  show("replay-bar", "hidden", replay === null);
  document.documentElement.toggleAttribute("data-replay", replay !== null);
  if (replay === null) return;
  show("replay-position", "textContent", replay.position);
  show("replay-play-label", "textContent", replay.playLabel);
  document.getElementById("replay-play").setAttribute("aria-pressed", String(replay.playing));
  show("replay-back", "disabled", replay.atStart);
  show("replay-step", "disabled", replay.atEnd);
  show("replay-caption", "textContent", replay.caption);
  show("replay-caption", "hidden", !replay.captioned);
  const bar = document.getElementById("replay-bar");
  if (replay.takeover === null || replay.takeover === undefined) bar.removeAttribute("data-takeover");
  else bar.dataset.takeover = String(replay.takeover);
}

// The message line under the board, or the open window's own (a message never shows under a
// window); it stays until the next message or action replaces it.
function drawMessage(view) {
  if (last && last.message.number === view.message.number) return;
  for (const element of document.querySelectorAll("#message, .window-message")) element.textContent = "";
  messageElement().textContent = view.message.text;
}

// Under the board: a first visit's hint, Finish, or "No moves left" with what can still be done.
function drawStatus(view) {
  const status = view.status ?? { finish: false, noMoves: false };
  show("hint", "textContent", view.hint ?? "");
  show("hint", "hidden", !view.hint);
  show("finish-button", "hidden", !status.finish);
  show("no-moves", "hidden", !status.noMoves);
  show("no-moves-undo", "disabled", !view.enabled.undo);
  show("no-moves-restart", "disabled", !view.enabled.restart);
  const offer = view.offer ?? null;
  show("analyse-offer", "hidden", offer === null || status.noMoves);
  if (offer) {
    show("analyse-offer", "textContent", offer.label);
    document.getElementById("analyse-offer").dataset.id = offer.id;
  }
}

// The win: the cascade first, then the win message (a still picture on the message itself when
// motion is off).
function startCelebration() {
  const cascade = celebrate();
  if (!cascade) return;
  celebrating = true;
  cascade.then(() => {
    celebrating = false;
    if (last) drawWin(last.win);
  });
}

// The polite live region: one sentence; an equal sentence said again gets a trailing space, so
// that screen readers read it again.
function drawSentence(view) {
  if (last && last.say.number === view.say.number) return;
  if (!view.say.text) return;
  const region = document.getElementById("announcer");
  const previous = region.textContent;
  region.textContent =
    view.say.text === previous.trimEnd() && !previous.endsWith(" ") ? `${view.say.text} ` : view.say.text;
}

function drawRoot(view) {
  const root = document.documentElement;
  root.setAttribute("data-theme", view.root.theme);
  root.setAttribute("data-deck", view.root.deck);
  root.setAttribute("data-motion", view.root.motion);
}

// Where the cards that move are now: the dragged copies during a drop (`origin`), else their pile.
function first(view, origin) {
  if (!view.moved || !motionWanted()) return null;
  return origin ?? capture(view.moved.source, view.moved.count);
}

// Draw a view; `options.origin`: the boxes of the dragged copies when a drop made this view.
export function draw(view, options = {}) {
  const rects = first(view, options.origin);
  drawRoot(view);
  if (!last || last.board.layout !== view.board.layout) buildBoard(view.board);
  if (!last || last.lang !== view.lang) applyTexts(view);
  for (const [pile, data] of Object.entries(view.board.piles)) drawPile(pile, data, view.cardNames);
  drawLongest(view.board.piles);
  drawMarks(view.board);
  drawToolbar(view);
  drawAddress(view, options.address);
  if (view.celebrate) startCelebration();
  drawWin(view.win);
  drawStatus(view);
  drawReplay(view.replay ?? null);
  if (view.shown === SHOWN.DEAL) closeWindows();
  if (view.shown) document.dispatchEvent(new CustomEvent("solitaire:reset"));
  if (view.window) showWindow(view.window);
  if (view.codeError) showCodeError(view.codeError);
  drawMessage(view);
  drawSentence(view);
  if (rects) play(rects, view.moved.target, view.moved.count);
  if (view.board.focus.grab) pileElements[view.board.focus.pile]?.focus();
  last = view;
}
