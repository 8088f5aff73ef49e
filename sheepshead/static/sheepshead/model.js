// Sheepshead without the DOM: the pack's order (S2–S4) and the public events applied to a
// view. The renderer draws the frames one by one between two server views; node tests check
// that the frames end where the server's next view is (tests/sheepshead/renderer/).

import { applyBy, changeSize, framesBy, mine, without } from "../tables/model.js";

const SEATS = 5;
const HAND = 6; // cards per hand in five-handed play (S1)

export const ORDER = [
  "QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D", "KD", "9D", "8D", "7D",
  "AC", "10C", "KC", "9C", "8C", "7C",
  "AS", "10S", "KS", "9S", "8S", "7S",
  "AH", "10H", "KH", "9H", "8H", "7H",
];
const POWER = Object.fromEntries(ORDER.map((code, i) => [code, i]));
const POINTS = { A: 11, 10: 10, K: 4, Q: 3, J: 2 };

export const isTrump = (code) => code in POWER && POWER[code] < 14;
/** "T" for trump, else the fail suit's letter. */
export const gameSuit = (code) => (isTrump(code) ? "T" : code.slice(-1));
export const cardPoints = (code) => POINTS[code.slice(0, -1)] || 0;
export const byPower = (a, b) => (POWER[a] ?? 99) - (POWER[b] ?? 99);

/**
 * The game suit led in a trick ("T" for trump), or null before the lead. A led unknown
 * stands for the called suit (S10); `called` is the deal's called card.
 */
export function trickSuit(trick, called) {
  if (!trick || !trick.cards.length) return null;
  const first = trick.cards[0];
  if (first.unknown || !first.card) return called ? gameSuit(called) : null;
  return gameSuit(first.card);
}

/**
 * Who takes the trick as it stands (S14): the seat of the highest trump, else of the highest
 * card of the suit led; the unknown never wins (S10). Null while no card can win yet.
 */
export function winningSeat(trick, called) {
  const led = trickSuit(trick, called);
  if (led === null) return null;
  let best = null;
  for (const play of trick.cards) {
    if (play.unknown || !play.card) continue;
    if (!isTrump(play.card) && gameSuit(play.card) !== led) continue;
    if (best === null || POWER[play.card] < POWER[best.card]) best = play;
  }
  return best ? best.seat : null;
}

// The fields of a view that describe the deal in progress (views.deal_view).
const DEAL_KEYS = [
  "deal", "dealer", "phase", "hand", "hand_sizes", "passed", "picker", "leaster", "blind",
  "bury", "called", "alone", "with_unknown", "unknown", "unknown_in_hand", "partner", "trick",
  "tricks", "tricks_won", "deal_result",
];

/**
 * The views to draw for `events` (those after prev.version, in order), each the table as it
 * stood right after its event: [{event, view}]. The person may act in none of them; the last
 * is as near to `next` as the events tell, and the renderer ends by drawing `next` itself.
 */
export function frames(prev, next, events) {
  return framesBy(prev, events, (view, event, i) => applyEvent(view, event, { next, later: events.slice(i + 1) }),
    (view) => ({ to_act: toAct(view) }));
}

/** Who is to act in a view's deal, from the deal alone. */
export function toAct(view) {
  switch (view.phase) {
    case "pick": {
      const passed = (view.passed || []).length;
      return passed < SEATS ? [(view.dealer + 1 + passed) % SEATS] : [];
    }
    case "bury": case "call": case "unknown":
      return view.picker === null || view.picker === undefined ? [] : [view.picker];
    case "play": {
      const trick = view.trick;
      if (!trick || trick.cards.length >= SEATS) return [];
      return [(trick.leader + trick.cards.length) % SEATS];
    }
    default:
      return [];
  }
}

/** The view after one event. `context.next` is the server's newest view, `context.later` the
 * events still to come: they tell what a single event cannot (a new hand, the blind). */
export function applyEvent(view, event, context) {
  return applyBy(APPLY, event.type, view, event, context);
}

const firstTrick = (view) => ({ leader: (view.dealer + 1) % SEATS, cards: [] });

const APPLY = {
  deal(view, event, { next, later }) {
    const fresh = {
      deal: event.deal, dealer: event.dealer, phase: "pick",
      hand: startHand(view.seat, event.deal, next, later),
      hand_sizes: Array(SEATS).fill(HAND), passed: [], picker: null, leaster: false,
      blind: null, bury: null, called: null, alone: false, with_unknown: false, unknown: null,
      unknown_in_hand: false, partner: null, trick: null, tricks: [],
      tricks_won: Array(SEATS).fill(0),
    };
    const finished = dealView(next, event.deal - 1) || (view.phase === "done" ? dealFields(view) : null);
    const out = { ...view, ...fresh, previous_deal: finished || view.previous_deal || null };
    delete out.deal_result;
    return out;
  },

  pass(view, event) {
    return { ...view, passed: [...(view.passed || []), event.seat] };
  },

  leaster(view) {
    return { ...view, leaster: true, phase: "play", trick: firstTrick(view) };
  },

  pick(view, event, { next }) {
    const out = { ...view, picker: event.seat, phase: "bury",
      hand_sizes: changeSize(view, event.seat, 2) };
    if (mine(view, event)) {
      const blind = (dealView(next, view.deal) || {}).blind || [];
      out.blind = blind;
      out.hand = [...view.hand, ...blind].sort(byPower);
    }
    return out;
  },

  bury(view, event) {
    const out = { ...view, phase: "call", hand_sizes: changeSize(view, event.seat, -2) };
    if (event.cards) {
      out.bury = event.cards;
      out.hand = without(view.hand, event.cards);
    }
    return out;
  },

  call(view, event) {
    const out = { ...view, called: event.card, phase: event.unknown ? "unknown" : "play" };
    if (!event.unknown) out.trick = firstTrick(view);
    if ((view.hand || []).includes(event.card)) out.partner = view.seat; // the partner knows
    return out;
  },

  alone(view) {
    return { ...view, alone: true, phase: "play", trick: firstTrick(view) };
  },

  unknown(view, event) {
    const out = { ...view, with_unknown: true, phase: "play", trick: firstTrick(view) };
    if (mine(view, event) && event.card) {
      out.unknown = event.card;
      out.unknown_in_hand = true;
      out.hand = without(view.hand, [event.card]);
    }
    return out;
  },

  play(view, event) {
    const trick = view.trick || firstTrick(view);
    const out = {
      ...view,
      trick: { ...trick, cards: [...trick.cards, { seat: event.seat, card: event.card, unknown: Boolean(event.unknown) }] },
      hand_sizes: changeSize(view, event.seat, -1),
    };
    if (mine(view, event)) {
      if (event.unknown) out.unknown_in_hand = false;
      else out.hand = without(view.hand, [event.card]);
    }
    return out;
  },

  partner(view, event) {
    return { ...view, partner: event.seat };
  },

  trick(view, event) {
    const trick = view.trick || firstTrick(view);
    // The winner (and the picker) now see the unknown card, if it fell in this trick (S10).
    const cards = trick.cards.map((play, i) => ({ ...play, card: (event.cards || [])[i] ?? play.card }));
    const done = { leader: trick.leader, cards, winner: event.seat, points: event.points };
    const won = [...(view.tricks_won || Array(SEATS).fill(0))];
    won[event.seat] += 1;
    return {
      ...view,
      tricks: [...(view.tricks || []), done],
      tricks_won: won,
      trick: event.number < HAND ? { leader: event.seat, cards: [] } : null,
    };
  },

  deal_over(view, event, { next }) {
    const scores = (next.scores || []).slice(0, event.deal);
    const game = {
      scores,
      history: (next.history || []).slice(0, event.deal),
      totals: scores.reduce((sum, row) => sum.map((total, seat) => total + (row[seat] || 0)),
        Array(SEATS).fill(0)),
    };
    const known = dealView(next, event.deal);
    if (known) return { ...view, ...dealFields(known), ...game };
    return {
      ...view, ...game, phase: "done", trick: null, unknown_in_hand: false,
      blind: event.blind, bury: event.bury,
      deal_result: event.result,
    };
  },

  game_over(view, event, { next }) {
    // The finished game's last deal is both the current deal and the previous one.
    return { ...view, status: "finished", totals: event.totals, result: next.result,
      previous_deal: next.previous_deal || view.previous_deal };
  },
};

/** The deal fields of a view (or of a view's previous_deal), for a finished deal. */
function dealFields(view) {
  const out = {};
  for (const key of DEAL_KEYS) if (key in view) out[key] = view[key];
  return out;
}

/** The server's own view of deal number `deal`: `next` itself, or its previous deal. */
function dealView(next, deal) {
  if (next.deal === deal) return next;
  if (next.previous_deal && next.previous_deal.deal === deal) return next.previous_deal;
  return null;
}

/**
 * The person's hand as dealt in deal `deal`, whose events from its "deal" on are all in this
 * batch: the hand at the end (when the deal is still being played) with the cards he played
 * or buried since, less the blind he picked up.
 */
function startHand(me, deal, next, later) {
  const current = next.deal === deal && next.phase !== "done";
  const cards = new Set(current ? next.hand || [] : []);
  if (current && next.unknown_in_hand && next.unknown) cards.add(next.unknown);
  let picked = false;
  for (const event of later) {
    if (event.type === "deal") break;
    if (event.seat !== me) continue;
    if (event.type === "play" && event.card) cards.add(event.card);
    if (event.type === "bury") for (const card of event.cards || []) cards.add(card);
    if (event.type === "pick") picked = true;
  }
  if (picked) for (const card of (dealView(next, deal) || {}).blind || []) cards.delete(card);
  return [...cards].sort(byPower);
}
