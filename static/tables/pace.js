// How fast the table moves (the speed setting, reduced motion, catching up on a backlog) and
// the card motions every renderer shares.

import { loadSetting, saveSetting } from "./dom.js";

const SPEED_KEY = "tables.speed";
/** @typedef {"play" | "hold" | "slide" | "fly" | "pause"} PauseKind */
/** @typedef {"slow" | "normal" | "fast" | "instant"} Speed */
/** @type {Record<Speed, Record<PauseKind, number>>} */
export const SPEEDS = {
  // play: before a computer's card or decision; hold: a finished trick stays; slide: the trick
  // slides to its winner; fly: a card moves to the middle; pause: between deals and notices.
  slow: { play: 1000, hold: 1700, slide: 500, fly: 320, pause: 900 },
  normal: { play: 550, hold: 1000, slide: 380, fly: 240, pause: 550 },
  fast: { play: 260, hold: 550, slide: 240, fly: 160, pause: 250 },
  instant: { play: 0, hold: 0, slide: 0, fly: 0, pause: 0 },
};

/** @returns {Speed} */
function readSpeed() {
  const saved = loadSetting(SPEED_KEY, "normal");
  return Object.hasOwn(SPEEDS, saved) ? /** @type {Speed} */ (saved) : "normal";
}

/** How long animations take: the chosen speed, reduced motion, and catching up on a backlog. */
export class Pace {
  /** @param {() => number} [backlog] how many views wait to be drawn */
  constructor(backlog = () => 0) {
    this.backlog = backlog;
    this.speed = readSpeed();
    const query = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
    this.reducedMotion = Boolean(query && query.matches);
    if (query && query.addEventListener) {
      query.addEventListener("change", (event) => { this.reducedMotion = event.matches; });
    }
  }

  /** @param {string} speed one of SPEEDS (anything else is ignored) */
  setSpeed(speed) {
    if (!Object.hasOwn(SPEEDS, speed)) return;
    this.speed = /** @type {Speed} */ (speed);
    saveSetting(SPEED_KEY, speed);
  }

  /** Milliseconds for a kind of pause at the current speed (0 while catching up).
   * @param {PauseKind} kind
   * @returns {number}
   */
  ms(kind) {
    if (document.hidden || this.backlog() > 6) return 0;
    const table = SPEEDS[this.speed] || SPEEDS.normal;
    if ((kind === "slide" || kind === "fly") && this.reducedMotion) return 0;
    return table[kind] ?? 0;
  }

  /** Whether cards should move (false for instant speed and reduced motion). */
  get motion() {
    return !this.reducedMotion && this.speed !== "instant" && !document.hidden;
  }

  /** @param {number} ms @returns {Promise<void>} */
  wait(ms) {
    if (!ms) return Promise.resolve();
    return new Promise((resolve) => { setTimeout(resolve, ms); });
  }
}

// ---------------------------------------------------------------- cards in motion

/** A point on the page, in CSS pixels. @typedef {{ x: number, y: number }} Point */

/** The centre of an element on the page, or of its upper third (where a hand's cards are).
 * @param {Element} element
 * @param {{ upper?: boolean }} [options]
 * @returns {Point}
 */
export function centreOf(element, { upper = false } = {}) {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / (upper ? 3 : 2) };
}

/** Move `node` in from point `from` to where it is drawn (a card played from a seat).
 * @param {Element} node
 * @param {Point} from
 * @param {number} ms
 * @param {{ scale?: number, opacity?: number, easing?: string }} [options]
 * @returns {Animation | null}
 */
export function flyIn(node, from, ms, { scale = 0.6, opacity = 0.4, easing = "cubic-bezier(.2,.7,.3,1)" } = {}) {
  if (!node.animate) return null;
  const to = centreOf(node);
  return node.animate([
    { transform: `translate(${from.x - to.x}px, ${from.y - to.y}px) scale(${scale})`, opacity },
    { transform: "none", opacity: 1 },
  ], { duration: ms || 1, easing, composite: "add" });
}

/** Slide `nodes` to point `to` and fade them (a trick going to its winner); resolves at the end.
 * @param {Iterable<Element>} nodes
 * @param {Point} to
 * @param {number} ms
 * @returns {Promise<void>}
 */
export async function slideAway(nodes, to, ms) {
  const moves = [];
  for (const node of nodes) {
    if (!node.animate) continue;
    const from = centreOf(node);
    moves.push(node.animate([
      { transform: "none", opacity: 1 },
      { transform: `translate(${to.x - from.x}px, ${to.y - from.y}px) scale(0.45)`, opacity: 0 },
    ], { duration: ms, easing: "ease-in", fill: "forwards", composite: "add" }).finished);
  }
  await Promise.all(moves).catch(() => {});
}
