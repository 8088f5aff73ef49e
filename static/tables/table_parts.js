// Parts of the table shell (table.js) that the games use as they are: the base of a game's
// parts, the computer seats round the table, a group of cards the arrow keys rove in with
// one tab stop, the hand's name with its count of cards and of playable ones, and the head
// of a summary's table.

import { h } from "./dom.js";
import { interpolate, ngettext } from "./i18n.js";
import { COMMON_TEXT } from "./words.js";

/** @typedef {import("./client.js").TableView} TableView */

/**
 * A part of a game's table (its felt, its choices, its dialogs): made with its game, it
 * reaches the shell through it (game.table).
 * @template {{ table: import("./table.js").GameTable }} G
 */
export class Part {
  /** @param {G} game */
  constructor(game) {
    this.game = game;
    this.table = game.table;
  }
}

/**
 * The head of a summary's table: a column a cell, its text, numeric ones (`num`) aligned
 * as numbers; `cls`: more classes.
 * @param {({ text: string, num?: boolean, cls?: string, label?: string } | string)[]} columns
 */
export function headRow(columns) {
  return h("thead", {}, h("tr", {}, columns.map((column) => {
    const { text, num = false, cls = "", label = null } = typeof column === "string" ? { text: column } : column;
    const classes = [num ? "num" : "", cls].filter(Boolean).join(" ");
    return h("th", { scope: "col", class: classes || null, "aria-label": label, text });
  })));
}

/**
 * The badges of the computer seats, by place round the table from the person (1 is the next
 * to play after him): `max` of them, of classes tbl-seat (table.css) and `${prefix}-seat`, each
 * a named group.
 * @param {string} prefix
 * @param {number} max
 * @returns {HTMLElement[]} indexed by place (0, the person's own, is left empty)
 */
export function seatBadges(prefix, max) {
  /** @type {HTMLElement[]} */
  const badges = [];
  for (let pos = 1; pos <= max; pos += 1) badges[pos] = h("div", { class: `tbl-seat ${prefix}-seat`, "data-pos": pos, role: "group" });
  return badges;
}

/**
 * A word shown on a card, a pile or a badge that its accessible name already says: drawn by
 * CSS from data-text (table.css's tbl-drawn), so that it is no visible text of its button
 * (axe's label-content-name-mismatch: the name starts with what the card shows).
 * @param {string} cls
 * @param {string} text
 */
export const drawn = (cls, text) => h("span", { class: `tbl-drawn ${cls}`, "data-text": text, "aria-hidden": "true" });

/**
 * A mark on a seat's badge, over its lower edge (table.css's tbl-seat-mark), of classes `cls`
 * too: for the eyes only, as the badge's name says it.
 * @param {string} cls
 * @param {string} text
 */
export function seatMark(cls, text) {
  return h("span", { class: `tbl-seat-mark ${cls}`, "aria-hidden": "true", text });
}

/**
 * The mark "thinking…" on a seat's badge (of class `${prefix}-thinking` too), shown while
 * the badge is-thinking (table.js's drawSeats marks it): the computer is slow to move.
 * @param {string} prefix
 */
export function thinkingMark(prefix) {
  return seatMark(`tbl-thinking ${prefix}-seat-mark ${prefix}-thinking`, COMMON_TEXT.thinking);
}

/**
 * The place round the table of `seat` from the person's (0 is his own).
 * @param {number} seat
 * @param {{ seat?: number | null, seats?: number }} view
 */
export function placeOf(seat, view) {
  const seats = Number(view.seats);
  return (seat - Number(view.seat) + seats) % seats;
}

/**
 * Each badge's seat in `view`: badges past the table's seats are hidden; each shown one is
 * given its seat (data-seat) and drawn by `draw`.
 * @param {TableView} view
 * @param {HTMLElement[]} badges by place (seatBadges)
 * @param {(badge: HTMLElement, seat: number, pos: number) => void} draw
 * @param {number} [seats] the table's seats (default the view's)
 */
export function eachSeat(view, badges, draw, seats = view.seats) {
  for (let pos = 1; pos < badges.length; pos += 1) {
    const badge = badges[pos];
    badge.hidden = pos >= seats;
    if (badge.hidden) continue;
    const seat = (Number(view.seat) + pos) % seats;
    badge.dataset.seat = String(seat);
    draw(badge, seat, pos);
  }
}

/**
 * Arrow keys among the cards of `group` that may be chosen now (`nodes()`, in the order
 * shown): left and right, up and down, Home and End, round from one end to the other, the
 * focused one the group's one tab stop. flow "page": left and right as the page reads (turned
 * in a right-to-left language); "ltr": as the cards lie, left to right in every language.
 * @param {HTMLElement} group
 * @param {() => HTMLElement[]} nodes
 * @param {{ flow?: "page" | "ltr" }} [options]
 */
export function rove(group, nodes, { flow = "page" } = {}) {
  const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
  group.addEventListener("keydown", (event) => {
    if (!keys.includes(event.key)) return;
    const list = nodes();
    if (!list.length) return;
    event.preventDefault();
    let i = list.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    const rtl = flow === "page" && document.documentElement.dir === "rtl";
    const back = event.key === (rtl ? "ArrowRight" : "ArrowLeft") || event.key === "ArrowUp";
    if (event.key === "Home") i = 0;
    else if (event.key === "End") i = list.length - 1;
    else if (back) i = i <= 0 ? list.length - 1 : i - 1;
    else i = i < 0 || i >= list.length - 1 ? 0 : i + 1;
    for (const node of list) node.tabIndex = -1;
    list[i].tabIndex = 0;
    list[i].focus();
  });
}

/**
 * One tab stop among `all`: the focused one of those that may be chosen (`enabled`), else
 * the first of them (arrows move between the rest: rove).
 * @param {Iterable<HTMLElement>} all
 * @param {HTMLElement[]} enabled
 */
export function oneTabStop(all, enabled) {
  const focused = /** @type {HTMLElement} */ (document.activeElement);
  const current = enabled.includes(focused) ? focused : enabled[0];
  for (const node of all) node.tabIndex = node === current ? 0 : -1;
}

/**
 * The hand's name: "Your hand, 7 cards", and on the person's turn ", 3 playable".
 * @param {number} cards
 * @param {number | null} playable null: not his turn
 */
export function handLabel(cards, playable) {
  const hand = interpolate(ngettext("Your hand, %(count)s card", "Your hand, %(count)s cards", cards), { count: cards }, true);
  if (playable === null) return hand;
  return interpolate(ngettext("%(hand)s, %(count)s playable", "%(hand)s, %(count)s playable", playable),
    { hand, count: playable }, true);
}
