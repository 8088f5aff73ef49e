// Playing cards drawn as SVG, for every game on the site.
//
// A card code is rank + suit: "QC", "10D", "7H", "AS" (suits C D H S); "X1" and "X2" are the
// two jokers; null is a card nobody may see. cardSVG(code, options) returns an <svg> element;
// colours come from CSS custom properties (--suit-c, --suit-d, --suit-h, --suit-s, --joker-1,
// --joker-2), so the four-colour deck is one class on <html>. cardNode, cardRow and cardPile
// wrap faces in HTML for hands, face-down rows and piles that any renderer can place.

import { gettext, interpolate, leftToRight, ngettext, pgettext, rightToLeft } from "../tables/i18n.js";

const SVG_NS = "http://www.w3.org/2000/svg";

// The words of a card's name, looked up at each call (not at import) so that they come in
// the page's language. A name is built from a whole pattern, "%(rank)s of %(suit)s", so that
// a language may put the suit first ("ruter fem").

/** A rank in words as sentences say it: "ten", "queen"; the rank itself if unknown.
 * @param {string | number} rank
 * @returns {string}
 */
export function rankName(rank) {
  switch (String(rank)) {
    case "2": return pgettext("card rank", "two");
    case "3": return pgettext("card rank", "three");
    case "4": return pgettext("card rank", "four");
    case "5": return pgettext("card rank", "five");
    case "6": return pgettext("card rank", "six");
    case "7": return pgettext("card rank", "seven");
    case "8": return pgettext("card rank", "eight");
    case "9": return pgettext("card rank", "nine");
    case "10": return pgettext("card rank", "ten");
    case "J": return pgettext("card rank", "jack");
    case "Q": return pgettext("card rank", "queen");
    case "K": return pgettext("card rank", "king");
    case "A": return pgettext("card rank", "ace");
    default: return String(rank);
  }
}

/** A suit in words as a card's name says it: "clubs"; the letter itself if unknown.
 * @param {string} suit
 * @returns {string}
 */
export function suitName(suit) {
  switch (suit) {
    case "C": return pgettext("card suit", "clubs");
    case "D": return pgettext("card suit", "diamonds");
    case "H": return pgettext("card suit", "hearts");
    case "S": return pgettext("card suit", "spades");
    default: return suit;
  }
}

/** "face-down card": the name of a card nobody may see. */
export function faceDownName() {
  return pgettext("card name", "face-down card");
}

function jokerName() {
  return pgettext("card name", "joker");
}

/** @param {string} rank the rank in words (or digits) @param {string} suit */
function namedCard(rank, suit) {
  return interpolate(pgettext("card name", "%(rank)s of %(suit)s"), { rank, suit: suitName(suit) }, true);
}

/** "queen of clubs, trump": a card's name with the mark of a trump card.
 * @param {string} name
 * @returns {string}
 */
export function trumpName(name) {
  return interpolate(gettext("%(card)s, trump"), { card: name }, true);
}

/** @type {Record<string, string>} */
export const SUIT_SYMBOLS = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };

// Suit shapes in a 100 × 100 box, drawn as paths so no font can turn them into emoji.
/** @type {Record<string, string>} */
const SUIT_PATHS = {
  D: "M50 2 L92 50 L50 98 L8 50 Z",
  H: "M50 94 C22 72 2 54 2 31 C2 13 15 3 29 3 C40 3 47 10 50 19 C53 10 60 3 71 3 " +
     "C85 3 98 13 98 31 C98 54 78 72 50 94 Z",
  S: "M50 2 C34 22 3 38 3 61 C3 76 14 86 27 86 C36 86 43 82 47 75 C46 86 41 93 32 98 " +
     "L68 98 C59 93 54 86 53 75 C57 82 64 86 73 86 C86 86 97 76 97 61 C97 38 66 22 50 2 Z",
  C: "M29 26 a21 21 0 1 1 42 0 a21 21 0 1 1 -42 0 Z M6 60 a21 21 0 1 1 42 0 a21 21 0 1 1 -42 0 Z M52 60 a21 21 0 1 1 42 0 a21 21 0 1 1 -42 0 Z M40 40 L60 40 L66 62 L34 62 Z M54 60 C54 80 59 90 68 98 L32 98 C41 90 46 80 46 60 Z",
};

// The big letter in a face card's frame, as strokes in the frame's upper half (x 54–82,
// y 58–96).
/** @type {Record<string, string>} */
const FACE_LETTERS = {
  J: "M75 59 V85 C75 97 57 97 57 86",
  Q: "M68 59 C52 59 52 95 68 95 C84 95 84 59 68 59 Z M71 84 L81 97",
  K: "M57 59 V96 M79 59 L57 81 M64 74 L80 96",
};

/** "X1", "X2": the jokers (no rank, no suit).
 * @param {string | null | undefined} code
 * @returns {boolean}
 */
export function isJoker(code) {
  return typeof code === "string" && /^X\d$/.test(code);
}

const JOKER_STAR = "\u2605";
// A five-pointed star about 19 units across, centred on 0 0: the trump marker and the joker.
const STAR_PATH = "M0 -9 L2.6 -2.8 L9.4 -2.8 L3.9 1.2 L6 7.6 L0 3.6 L-6 7.6 L-3.9 1.2 " +
  "L-9.4 -2.8 L-2.6 -2.8 Z";

/** @param {string} code @returns {{ rank: string, suit: string }} */
export function parseCard(code) {
  if (isJoker(code)) return { rank: "X", suit: "" };
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

/** "queen of clubs", "joker", "face-down card" (null)
 * @param {string | null | undefined} code
 * @returns {string}
 */
export function cardName(code) {
  if (code === null || code === undefined) return faceDownName();
  if (isJoker(code)) return jokerName();
  const { rank, suit } = parseCard(code);
  return namedCard(rankName(rank), suit);
}

/**
 * The accessible name of a drawn card: it begins with what the card shows, so that what a
 * person sees is what speech input and screen readers hear (WCAG 2.5.3, axe's
 * label-content-name-mismatch): "10 of diamonds", "9 of clubs", "queen of clubs" (the corner
 * shows Q), "ace of spades". cardName stays the spoken form for sentences ("ten of diamonds").
 * @param {string | null | undefined} code
 * @returns {string}
 */
export function cardLabel(code) {
  if (code === null || code === undefined) return faceDownName();
  if (isJoker(code)) {
    // The joker shows the word JOKER down its corner: a language whose name for it is
    // another word keeps the printed one in the name too, for speech input.
    const name = jokerName();
    return name.toLowerCase().includes("joker") ? name : `${name}, JOKER`;
  }
  const { rank, suit } = parseCard(code);
  return namedCard(/^\d+$/.test(rank) ? rank : rankName(rank), suit);
}

/** "Q♣", "★" for a joker: plain text, isolated on a right-to-left page ("♣Q" otherwise). */
/** @param {string} code @returns {string} */
export function cardShort(code) {
  if (isJoker(code)) return JOKER_STAR;
  const { rank, suit } = parseCard(code);
  return leftToRight(`${rank}${SUIT_SYMBOLS[suit] || suit}`);
}

/**
 * @param {string} name
 * @param {Record<string, string | number>} [attrs]
 * @param {Element | null} [parent]
 * @returns {SVGElement}
 */
function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

/** @param {Element} parent @param {string} suit @param {number} x @param {number} y @param {number} size */
function suitShape(parent, suit, x, y, size) {
  const scale = size / 100;
  return el("path", {
    d: SUIT_PATHS[suit],
    transform: `translate(${x} ${y}) scale(${scale})`,
    class: "card-suit",
  }, parent);
}

/**
 * An SVG card face. Options: trump (bool: a quiet marker for games with a trump suit),
 * label (the accessible name; when given the svg is role=img, else aria-hidden), faceDown
 * (draw the back). A null code is drawn face down too; a face-down card is named "face-down
 * card" unless label is given (label: false hides it, for a labelled parent).
 * @param {string | null | undefined} code
 * @param {{ trump?: boolean, label?: string | false | null, faceDown?: boolean }} [options]
 * @returns {SVGElement}
 */
export function cardSVG(code, { trump = false, label = null, faceDown = false } = {}) {
  if (faceDown || code === null || code === undefined) {
    return cardBackSVG({ label: label === false ? null : label || faceDownName() });
  }
  if (isJoker(code)) return jokerSVG(code, label);
  const { rank, suit } = parseCard(code);
  const svg = el("svg", {
    viewBox: "0 0 100 140",
    class: `card-svg suit-${suit}${trump ? " is-trump" : ""}`,
    "data-code": code,
  });
  labelSVG(svg, label);
  el("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 9, class: "card-face" }, svg);
  // Corner index: big rank, suit below it, both in the left strip that stays visible when
  // cards overlap in a fanned hand.
  const wide = rank === "10";
  const rankText = el("text", {
    x: wide ? 4 : 9, y: 36, class: "card-rank",
    "font-size": wide ? 32 : 38,
    "letter-spacing": wide ? -3 : 0,
  }, svg);
  rankText.textContent = rank;
  suitShape(svg, suit, 9, 44, 30);
  // Centre: a large pip, or a framed letter for a face card. The letter is a drawn path, not
  // text: a second "Q" as text would make the card's visible text "QQ", which its name
  // ("queen of clubs") cannot contain.
  if ("JQK".includes(rank)) {
    el("rect", { x: 44, y: 40, width: 48, height: 86, rx: 6, class: "card-frame" }, svg);
    el("path", { d: FACE_LETTERS[rank], class: "card-face-letter" }, svg);
    suitShape(svg, suit, 56, 100, 24);
  } else {
    const size = rank === "A" ? 52 : 42;
    suitShape(svg, suit, 68 - size / 2, 84 - size / 2, size);
  }
  if (trump) {
    // A small star under the corner suit: visible in the strip, quiet in colour.
    el("path", {
      d: STAR_PATH,
      transform: "translate(24 90)",
      class: "card-trump-mark",
    }, svg);
  }
  return svg;
}

/**
 * A joker: "JOKER" down the corner strip (what shows in a fanned hand) and a big star, in
 * its own colour so that it never reads as a suit card. X1 and X2 differ only in colour.
 * @param {string} code
 * @param {string | false | null} label
 */
function jokerSVG(code, label) {
  const svg = el("svg", {
    viewBox: "0 0 100 140", class: `card-svg is-joker joker-${code.slice(1)}`, "data-code": code,
  });
  labelSVG(svg, label);
  el("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 9, class: "card-face" }, svg);
  "JOKER".split("").forEach((letter, i) => {
    const text = el("text", { x: 16, y: 27 + i * 19, class: "card-rank", "font-size": 19,
      "text-anchor": "middle" }, svg);
    text.textContent = letter;
  });
  el("path", { d: STAR_PATH, transform: "translate(16 121) scale(0.9)", class: "card-suit" }, svg);
  el("path", { d: STAR_PATH, transform: "translate(62 78) scale(2.9)", class: "card-suit" }, svg);
  return svg;
}

/** An accessible name makes the svg an image; without one it is hidden from readers.
 * @param {SVGElement} svg
 * @param {string | false | null} label
 */
function labelSVG(svg, label) {
  if (label) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", label);
  } else {
    svg.setAttribute("aria-hidden", "true");
  }
  svg.setAttribute("focusable", "false");
}

/** The back of a card, for cards nobody may see.
 * @param {{ label?: string | null }} [options]
 * @returns {SVGElement}
 */
export function cardBackSVG({ label = null } = {}) {
  const svg = el("svg", { viewBox: "0 0 100 140", class: "card-svg card-back" });
  labelSVG(svg, label);
  el("rect", { x: 1.5, y: 1.5, width: 97, height: 137, rx: 9, class: "card-back-edge" }, svg);
  el("rect", { x: 8, y: 8, width: 84, height: 124, rx: 5, class: "card-back-field" }, svg);
  const lines = el("g", { class: "card-back-pattern" }, svg);
  for (let i = -124; i < 84; i += 12) {
    el("line", { x1: 8 + i, y1: 8, x2: 8 + i + 124, y2: 132 }, lines);
    el("line", { x1: 92 - i, y1: 8, x2: 92 - i - 124, y2: 132 }, lines);
  }
  el("rect", { x: 8, y: 8, width: 84, height: 124, rx: 5, class: "card-back-frame" }, svg);
  return svg;
}

/** The back of a card with its accessible name ("face-down card" unless told otherwise).
 * @param {{ label?: string | null }} [options]
 */
export function cardBack({ label = null } = {}) {
  return cardBackSVG({ label: label || faceDownName() });
}

/** A small inline glyph such as "A♥" (or "★" for a joker) as an HTML element, coloured by suit.
 * @param {string} code
 * @param {{ trump?: boolean }} [options]
 * @returns {HTMLSpanElement}
 */
export function cardGlyph(code, { trump = false } = {}) {
  if (isJoker(code)) {
    const joker = document.createElement("span");
    joker.className = `card-glyph is-joker joker-${code.slice(1)}`;
    joker.setAttribute("role", "img");
    joker.setAttribute("aria-label", jokerName());
    joker.textContent = JOKER_STAR;
    return joker;
  }
  const { rank, suit } = parseCard(code);
  const span = document.createElement("span");
  span.className = `card-glyph suit-${suit}${trump ? " is-trump" : ""}`;
  span.setAttribute("role", "img");
  span.setAttribute("aria-label", trump ? trumpName(cardName(code)) : cardName(code));
  const r = document.createElement("span");
  r.className = "card-glyph-rank";
  r.textContent = rank;
  r.setAttribute("aria-hidden", "true");
  const s = document.createElement("span");
  s.className = "card-glyph-suit";
  s.textContent = SUIT_SYMBOLS[suit] + "\uFE0E";
  s.setAttribute("aria-hidden", "true");
  // cards.css isolates the glyph where it is drawn; the marks keep it so in the text a
  // button or line is read as (its innerText, a copy), on a right-to-left page.
  if (rightToLeft()) span.append("\u2066", r, s, "\u2069");
  else span.append(r, s);
  return span;
}

// ---------------------------------------------------------------- cards placed on a page
// Plain HTML wrappers (class "card-node") that size to their container's --card-w, so a renderer
// lays out hands, rows and piles with CSS alone. A face-up card in a hand is a <button> the
// renderer wires; a face-down one is never interactive unless asked (Sixes turns cards over).

/**
 * One card as an HTML element: a face, or a back when code is null or faceDown. Options:
 * button (make it a <button> with the card's name), label (override the name), trump.
 * @param {string | null | undefined} code
 * @param {{ faceDown?: boolean, button?: boolean, label?: string | null, trump?: boolean }} [options]
 * @returns {HTMLElement}
 */
export function cardNode(code, { faceDown = false, button = false, label = null, trump = false } = {}) {
  const down = faceDown || code === null || code === undefined;
  const name = label || (down ? faceDownName() : cardLabel(code));
  const node = document.createElement(button ? "button" : "div");
  node.className = `card-node${down ? " is-face-down" : ""}${isJoker(code) ? " is-joker" : ""}`;
  if (button) /** @type {HTMLButtonElement} */ (node).type = "button";
  else node.setAttribute("role", "img");
  node.setAttribute("aria-label", name);
  if (!down) node.dataset.card = /** @type {string} */ (code);
  node.append(down ? cardBackSVG() : cardSVG(code, { trump }));
  return node;
}

/**
 * A row of cards side by side (a Shiesta row, a Sixes grid line, a hand that is not fanned):
 * codes are face-up cards, null entries face-down ones. overlap (0–0.8) of a card's width.
 * @param {(string | null)[]} codes
 * @param {{ label?: string | null, overlap?: number, button?: boolean }} [options]
 * @returns {HTMLDivElement}
 */
export function cardRow(codes, { label = null, overlap = 0, button = false } = {}) {
  const row = document.createElement("div");
  row.className = "card-row";
  row.setAttribute("role", "group");
  if (label) row.setAttribute("aria-label", label);
  row.style.setProperty("--card-overlap", String(overlap));
  for (const code of codes) row.append(cardNode(code, { button }));
  return row;
}

/**
 * A pile: `count` cards squared up, the top one face up when `top` is a code (an open pile)
 * or face down (a stock). The accessible name says how many cards it holds.
 * @param {number} count
 * @param {{ top?: string | null, label?: string | null }} [options]
 * @returns {HTMLDivElement}
 */
export function cardPile(count, { top = null, label = null } = {}) {
  const pile = document.createElement("div");
  pile.className = `card-pile${count ? "" : " is-empty"}`;
  pile.setAttribute("role", "img");
  const values = { pile: label || gettext("Pile"), count, card: top ? cardName(top) : "" };
  pile.setAttribute("aria-label", top && count
    ? interpolate(ngettext("%(pile)s: %(count)s card, %(card)s on top",
      "%(pile)s: %(count)s cards, %(card)s on top", count), values, true)
    : interpolate(ngettext("%(pile)s: %(count)s card", "%(pile)s: %(count)s cards", count), values, true));
  pile.dataset.count = String(count);
  // Up to three edges under the top card show the pile's depth without drawing every card.
  const edges = Math.min(3, Math.max(0, count - 1));
  for (let i = edges; i > 0; i -= 1) {
    const under = document.createElement("div");
    under.className = "card-pile-edge";
    under.style.setProperty("--depth", String(i));
    under.append(cardBackSVG());
    pile.append(under);
  }
  if (count) {
    const face = top ? cardSVG(top) : cardBackSVG();
    face.classList.add("card-pile-top");
    pile.append(face);
  }
  return pile;
}

const FOUR_COLOUR_KEY = "cards.fourColour";

/** Whether the four-colour deck is chosen (localStorage; false where it is blocked). @returns {boolean} */
export function fourColour() {
  try { return localStorage.getItem(FOUR_COLOUR_KEY) === "1"; } catch { return false; }
}

/** @param {boolean} on */
export function setFourColour(on) {
  try { localStorage.setItem(FOUR_COLOUR_KEY, on ? "1" : "0"); } catch { /* private mode */ }
  applyFourColour();
}

export function applyFourColour() {
  document.documentElement.classList.toggle("four-colour", fourColour());
}
