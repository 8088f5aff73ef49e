// Shiesta without the DOM: the pack's order, what may be played, and the public events
// applied to a seat's view. The renderer draws the frames one by one between two server
// views; node tests check that the frames end where the server's next view is
// (tests/shiesta/renderer/). Rule ids (H1…) refer to shared/rules/shiesta.md.

import {
  RANKS, applyBy, changeSize, framesBy, matchState, mine, put, rankOf, without,
} from "../tables/model.js";

export { RANKS, rankOf } from "../tables/model.js";
const SUITS = ["C", "D", "H", "S"];
// How the person's cards are sorted: the normal ranks low to high (H2), then the special
// cards, which may go on anything (H7).
const PLAY_ORDER = ["4", "5", "6", "7", "8", "9", "J", "Q", "K", "A", "2", "3", "10"];

const suitIndex = (code) => SUITS.indexOf(code.slice(-1));
const engineIndex = (code) => 4 * RANKS.indexOf(rankOf(code)) + suitIndex(code);

/** The engine's order (views list cards so): 2s first, aces last. */
export const byIndex = (a, b) => engineIndex(a) - engineIndex(b);

/** The table's order for a person's cards: 4 … A, then 2, 3, 10. */
export const byPlayOrder = (a, b) => PLAY_ORDER.indexOf(rankOf(a)) - PLAY_ORDER.indexOf(rankOf(b))
  || suitIndex(a) - suitIndex(b);

export const isSpecial = (code) => ["2", "3", "10"].includes(rankOf(code));

/** The pile's top card, or null. */
export const topCard = (view) => {
  const pile = view.pile || [];
  return pile.length ? pile[pile.length - 1] : null;
};

/** The person's play actions (H6: one card or several of one rank). */
export const playActions = (view) => (view.legal_actions || []).filter((a) => a.type === "play");

/** The cards the person may play now, by code. */
export function playableCards(view) {
  const cards = new Set();
  for (const action of playActions(view)) for (const card of action.cards) cards.add(card);
  return cards;
}

const sameCards = (a, b) => a.length === b.length && [...a].sort(byIndex).join() === [...b].sort(byIndex).join();

/** The legal play of exactly `cards`, or null. */
export function playOf(view, cards) {
  return playActions(view).find((a) => sameCards(a.cards, cards)) || null;
}

/** The legal swap of `hand` (a hand card) for `up` (a face-up card), or null. */
export function swapOf(view, hand, up) {
  return (view.legal_actions || []).find((a) => a.type === "swap" && a.hand === hand && a.up === up) || null;
}

export const legalOf = (view, type) => (view.legal_actions || []).find((a) => a.type === type) || null;

/** Where `seat` plays from (H12, H13): its hand, then the face-up row, then face down. */
export function zoneOf(view, seat) {
  if (((view.hand_sizes || [])[seat] || 0) > 0) return "hand";
  return ((view.face_up || [])[seat] || []).length ? "face_up" : "face_down";
}

/** The match of the view (every view has one: a single game is a match of one). */
export const matchOf = (view) => matchState(view, "places");

export { isMatch } from "../tables/model.js";

/** Whether a game_over event ends the table (the match's last game, or a single game). */
export const endsTable = (event) => !event.games || !event.game || event.game >= event.games;

/** The seats the view's game waits for, from the view alone. */
export function toAct(view) {
  if (view.status === "finished" || view.phase === "over") return [];
  if (view.phase === "swap") return (view.ready || []).map((r, seat) => (r ? null : seat)).filter((s) => s !== null);
  return typeof view.turn === "number" ? [view.turn] : [];
}

/** The seat after `seat` in the view's direction of play (H8). */
export const nextSeat = (view, seat) => (seat + view.direction + view.seats) % view.seats;

/**
 * The views to draw for `events` (those after prev.version, in order), each the table as it
 * stood right after its event: [{event, view}]. The person may act in none of them; the last
 * is as near to `next` as the events tell, and the renderer ends by drawing `next` itself.
 */
export function frames(prev, next, events) {
  return framesBy(prev, events, (view, event) => derive(applyEvent(view, event, { next })), (view) => ({ to_act: toAct(view) }));
}

/** The fields a view computes from the others (views.py): zones, the pile's rule, turns. */
function derive(view) {
  const top = topCard(view);
  const rank = top ? rankOf(top) : null;
  const seats = view.seats;
  return {
    ...view,
    zones: Array.from({ length: seats }, (_, seat) => zoneOf(view, seat)),
    wild: rank === "2",
    low_only: rank === "7",
    turns_played: (view.turns || []).reduce((sum, n) => sum + n, 0),
  };
}

/** The view after one event; `context.next` is the server's newest view. */
export function applyEvent(view, event, context = {}) {
  return applyBy(APPLY, event.type, view, event, context);
}

const sorted = (cards) => [...cards].sort(byIndex);

function countTurn(view, seat) {
  return put(view.turns, seat, (view.turns[seat] || 0) + 1);
}

const APPLY = {
  swap(view, event) {
    const out = { ...view, face_up: put(view.face_up, event.seat, sorted([...without(view.face_up[event.seat], [event.up]), event.hand])) };
    if (mine(view, event)) out.hand = sorted([...without(view.hand, [event.hand]), event.up]);
    return out;
  },

  ready(view, event) {
    return { ...view, ready: put(view.ready, event.seat, true) };
  },

  open(view, event) {
    return { ...view, phase: "play", turn: event.seat, opening: true };
  },

  play(view, event) {
    const { seat, cards } = event;
    const out = { ...view, pile: [...view.pile, ...cards], opening: false, turns: countTurn(view, seat) };
    if (event.from === "hand") {
      out.hand_sizes = changeSize(view, seat, -cards.length);
      if (mine(view, event)) out.hand = without(view.hand, cards);
    } else if (event.from === "face_up") {
      out.face_up = put(view.face_up, seat, without(view.face_up[seat], cards));
    } else {
      out.face_down = put(view.face_down, seat, put(view.face_down[seat], event.position, false));
    }
    out.turn = nextSeat(out, seat);
    return out;
  },

  reverse(view, event) {
    const out = { ...view, direction: event.direction };
    out.turn = nextSeat(out, event.seat);
    return out;
  },

  remove(view, event) {
    // H7: the 3s leave the game (they lay on the pile for a moment) and the next player must
    // pick up the pile.
    return { ...view, pile: view.pile.slice(0, view.pile.length - event.count),
      removed: view.removed + event.count, must_pick_up: true };
  },

  burn(view, event) {
    return { ...view, pile: [], burned: view.burned + event.count };
  },

  draw(view, event) {
    const out = { ...view, hand_sizes: changeSize(view, event.seat, event.count),
      draw_pile: Math.max(0, view.draw_pile - event.count) };
    if (mine(view, event) && event.cards) out.hand = sorted([...view.hand, ...event.cards]);
    return out;
  },

  fail(view, event) {
    // H13: the turned card lies on the pile for a moment; the pick-up that follows takes it.
    return { ...view, pile: [...view.pile, event.card],
      face_down: put(view.face_down, event.seat, put(view.face_down[event.seat], event.position, false)) };
  },

  pickup(view, event) {
    const out = { ...view, pile: [], must_pick_up: false, hand_sizes: changeSize(view, event.seat, event.count),
      turns: countTurn(view, event.seat) };
    if (mine(view, event)) out.hand = sorted([...view.hand, ...(event.cards || [])]);
    out.turn = nextSeat(out, event.seat);
    return out;
  },

  game_over(view, event, { next }) {
    const before = matchOf(view);
    const places = event.places || [];
    const match = { ...before, places: [...before.places, places],
      totals: event.totals || before.totals.map((total, seat) => total + (places[seat] || 0)) };
    if (!endsTable(event)) {
      // A game of a match is over and the next is dealt at once (the deal event follows):
      // for a moment the table shows how this one ended. `ended` is what the summary says.
      return { ...view, phase: "over", turn: null, must_pick_up: false, opening: false, match,
        ended: { game: event.game, games: event.games, places, cards_left: event.cards_left || [],
          winner: event.winner ?? null, reason: event.reason, totals: match.totals } };
    }
    const finished = next && next.status === "finished";
    return { ...view, status: "finished", phase: "over", turn: null, must_pick_up: false, opening: false,
      result: finished ? next.result : view.result, match: finished && next.match ? next.match : match };
  },

  deal(view, event) {
    // The match's next game (H3): the person's new hand, every face-up row, the rest as
    // counts; its swap begins (H4), started by the next seat (H5).
    const seats = view.seats;
    const none = () => Array.from({ length: seats }, () => 0);
    const { ended, ...rest } = view;
    return { ...rest, status: "active", phase: "swap", starter: event.starter, turn: null, direction: 1,
      ready: Array.from({ length: seats }, () => false),
      hand: sorted(event.hand || []), hand_sizes: [...(event.hand_sizes || none())],
      face_up: (event.face_up || []).map(sorted),
      face_down: Array.from({ length: seats }, () => [true, true, true]),
      draw_pile: event.draw_pile ?? 0, pile: [], burned: 0, removed: 0,
      must_pick_up: false, opening: false, turns: none(), result: null, next_options: null,
      memory: { out: [], hands: Array.from({ length: seats }, () => []) },
      match: { ...matchOf(view), number: event.game } };
  },
};
