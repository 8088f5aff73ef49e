// The toy without the DOM: the public events of toy/engine applied to a seat's view, one
// frame each, and what the view offers the person. Pure, so Node tests run it
// (toy/tests/js/model.test.mjs). The view's fields are the engine's (toy/engine/game.py's
// view): round, phase ("pass", "play", "over"), hand, hand_sizes, chosen, my_pass,
// received, declared, leader, turn, trick, tricks, scores, totals, target, variant.

import { RANKS, applyBy, changeSize, framesBy, put, rankOf, without } from "../tables/model.js";

/** @typedef {import("../tables/client.js").TableView} TableView */
/** @typedef {import("../tables/client.js").TableEvent} TableEvent */
/** @typedef {import("../tables/coach.js").Action} Action */

// The engine's order of a hand: clubs, diamonds, hearts, spades, each from the two up.
const SUIT_ORDER = "CDHS";
export const suitOf = (/** @type {string} */ code) => code.slice(-1);

/** The engine's order of two cards (cards.codes' deck order). @param {string} a @param {string} b */
export const deckOrder = (a, b) => SUIT_ORDER.indexOf(suitOf(a)) - SUIT_ORDER.indexOf(suitOf(b))
  || RANKS.indexOf(rankOf(a)) - RANKS.indexOf(rankOf(b));

/** The seat a seat's pass goes to: the next one up ("left"), else the one before.
 * @param {TableView} view @param {number} giver */
export function passTarget(view, giver) {
  const step = view.variant === "right" ? -1 : 1;
  return (giver + step + view.seats) % view.seats;
}

/** The seat whose pass comes to `seat`. @param {TableView} view @param {number} seat */
export function passSource(view, seat) {
  const step = view.variant === "right" ? 1 : -1;
  return (seat + step + view.seats) % view.seats;
}

/** The legal actions of one type ("pass", "play", "declare"). @param {TableView} view @param {string} type */
export const actionsOf = (view, type) => (view.legal_actions || []).filter((a) => a.type === type);

/** The cards the view lets the person pass or play now, by card. @param {TableView} view */
export function cardActions(view) {
  /** @type {Map<string, Action>} */
  const found = new Map();
  for (const action of view.legal_actions || []) if (action.card) found.set(action.card, action);
  return found;
}

/** Whether the trick being played asks the person to follow the led suit (and he can).
 * @param {TableView} view */
export function mustFollow(view) {
  const led = (view.trick || [])[0];
  return Boolean(led) && (view.hand || []).some((/** @type {string} */ card) => suitOf(card) === suitOf(led));
}

/** Whether the match is over. @param {TableView} view */
export const isOver = (view) => view.status === "finished" || view.phase === "over";

/** The seats the frames wait for: every seat still to choose its pass, else the one to play.
 * @param {TableView} view */
export function waitingFor(view) {
  if (isOver(view)) return [];
  const everyone = Array.from({ length: view.seats }, (_, seat) => seat);
  if (view.phase === "pass") return everyone.filter((seat) => !(view.chosen || []).includes(seat));
  return everyone.filter((seat) => seat === view.turn);
}

/** Whether the event is the person's own. @param {TableView} view @param {TableEvent} event */
const own = (view, event) => event.seat === view.seat;

/** @type {Record<string, (view: TableView, event: TableEvent) => TableView>} */
const APPLY = {
  // A new round: every seat's hand (the person's own cards only), nothing passed or played.
  hand(view, event) {
    const fresh = view.phase === "between" ? {
      round: view.round + 1, phase: "pass", chosen: [], my_pass: null, received: null,
      declared: (view.declared || []).map(() => false), trick: [], tricks: [],
      leader: view.round % view.seats, turn: null,
    } : {};
    /** @type {TableView} */
    const next = { ...view, ...fresh, hand_sizes: put(view.hand_sizes || [], event.seat, event.count || 0) };
    if (own(view, event) && event.cards) next.hand = [...event.cards].sort(deckOrder);
    return next;
  },
  chose(view, event) {
    const chosen = [...new Set([...(view.chosen || []), event.seat])];
    const pass = own(view, event) && event.cards ? { my_pass: event.cards[0] } : {};
    return { ...view, chosen, ...pass };
  },
  // One seat's card goes on: out of the giver's hand, into the receiver's. The last of them
  // opens the play, led by the round's leader.
  passed(view, event) {
    const card = (event.cards || [])[0];
    let hand = view.hand || [];
    if (own(view, event) && card) hand = without(hand, [card]);
    const received = event.to === view.seat && card ? card : view.received;
    if (event.to === view.seat && card) hand = [...hand, card].sort(deckOrder);
    return { ...view, hand, received, phase: "play", turn: view.leader };
  },
  declare(view, event) {
    return { ...view, declared: put(view.declared || [], event.seat, true) };
  },
  play(view, event) {
    const card = (event.cards || [])[0];
    const hand = own(view, event) ? without(view.hand || [], [card]) : view.hand;
    return {
      ...view, hand, hand_sizes: changeSize(view, event.seat, -1),
      trick: [...(view.trick || []), card], turn: (event.seat + 1) % view.seats,
    };
  },
  trick(view, event) {
    const taken = { leader: view.leader, cards: view.trick || [], winner: event.seat, points: event.points || 0 };
    return { ...view, tricks: [...(view.tricks || []), taken], trick: [], leader: event.seat, turn: event.seat };
  },
  // The round's scores; its tricks and declarations stay shown until the next deal.
  round(view, event) {
    const scores = event.scores || [];
    const totals = (view.totals || []).map((total, seat) => total + (scores[seat] || 0));
    return { ...view, phase: "between", turn: null, scores: [...(view.scores || []), scores], totals };
  },
  end(view, event) {
    return { ...view, phase: "over", status: "finished", turn: null, totals: event.scores || view.totals };
  },
};

/** One event applied to a view. @param {TableView} view @param {TableEvent} event */
export const applyEvent = (view, event) => applyBy(APPLY, event.type, view, event, null);

/**
 * The frames from `prev` through `events`: each the table as it stood right after its
 * event, with nobody's decision to take from it; the shell draws `next` itself at the end.
 * @param {TableView} prev
 * @param {TableView} next
 * @param {TableEvent[]} events
 */
export const frames = (prev, next, events) => framesBy(prev, events, applyEvent, (view) => ({ to_act: waitingFor(view) }));
