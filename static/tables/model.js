// What the games' models (each game's model.js: events to frames, pure) share (issue 32):
// the loop that turns a view's events into frames, an event applied by its kind, whose
// turn a turn-based view is, a match's state, the ranks, and the small list helpers the
// appliers use. Pure (no DOM), so node tests and the frame checks run it.

/** @typedef {import("./client.js").TableView} TableView */
/** @typedef {import("./client.js").TableEvent} TableEvent */
/** @typedef {import("./game.js").Frame} Frame */

/** The ranks, lowest first (an ace high). */
export const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

/** A card code's rank: "10H" → "10". @param {string} code */
export const rankOf = (code) => code.slice(0, -1);

/**
 * The frames from `prev` through `events`: each event applied (`apply(view, event, i)`),
 * the result the table as of the event's version with nobody's decision to take from it
 * (`fields(view)`: who is to act; no legal actions).
 * @param {TableView} prev
 * @param {TableEvent[]} events
 * @param {(view: TableView, event: TableEvent, i: number) => TableView} apply
 * @param {(view: TableView) => Record<string, unknown>} fields
 * @returns {Frame[]}
 */
export function framesBy(prev, events, apply, fields) {
  /** @type {Frame[]} */
  const out = [];
  let view = prev;
  events.forEach((event, i) => {
    view = apply(view, event, i);
    view = { ...view, version: event.v, ...fields(view), legal_actions: [] };
    out.push({ event, view });
  });
  return out;
}

/**
 * `event` applied to `view` by the applier of its `kind` (a kind without one changes nothing).
 * @template C
 * @param {Record<string, (view: TableView, event: TableEvent, context: C) => TableView>} appliers
 * @param {string} kind
 * @param {TableView} view
 * @param {TableEvent} event
 * @param {C} context
 * @returns {TableView}
 */
export function applyBy(appliers, kind, view, event, context) {
  const apply = appliers[kind];
  return apply ? apply(view, event, context) : view;
}

/** Who is to act in a turn-based view: the seat whose turn it is, none once it is over.
 * @param {TableView} view @returns {number[]} */
export function turnToAct(view) {
  if (view.status === "finished" || view.phase === "over") return [];
  return typeof view.turn === "number" ? [view.turn] : [];
}

/**
 * The match the view is part of (a game alone is a match of one): its games, the number of
 * the one played, each game's results (`rounds`: the field that holds them, "scores" or
 * "places") and the totals.
 * @param {TableView} view
 * @param {string} rounds
 * @returns {{ games: number, number: number, totals: number[], [rounds: string]: any }}
 */
export function matchState(view, rounds) {
  const match = view.match || {};
  const seats = view.seats || 0;
  return {
    games: match.games || 1,
    number: match.number || 1,
    [rounds]: match[rounds] || [],
    totals: match.totals || Array.from({ length: seats }, () => 0),
  };
}

/** Whether the view's table is a match of several games. @param {TableView} view */
export const isMatch = (view) => (view.match || {}).games > 1;

/** `list` with item `i` replaced by `value`.
 * @template T @param {T[]} list @param {number} i @param {T} value */
export const put = (list, i, value) => list.map((old, j) => (j === i ? value : old));

/** `cards` without those `gone`. @param {string[]} cards @param {string[]} gone */
export const without = (cards, gone) => cards.filter((card) => !gone.includes(card));

/** Whether the event is the viewer's own. @param {TableView} view @param {{ seat?: number }} event */
export const mine = (view, event) => event.seat === view.seat;

/** The hand sizes with `seat`'s changed by `by` (never below none).
 * @param {TableView} view @param {number} seat @param {number} by */
export function changeSize(view, seat, by) {
  const sizes = [...(view.hand_sizes || [])];
  sizes[seat] = Math.max(0, (sizes[seat] || 0) + by);
  return sizes;
}
