// Shakipesh without the DOM: the falling sequence, what the person may do, and the public
// events applied to a seat's view. The renderer draws the frames one by one between two
// server views; node tests check that the frames end where the server's next view is
// (tests/shakipesh/renderer/). Rule ids (K1…) refer to shared/rules/shakipesh.md, the view's
// fields to the engine's contract (docs/shakipesh.md).

import { RANKS, applyBy, framesBy, mine, put, rankOf, turnToAct } from "../tables/model.js";

export { RANKS, rankOf } from "../tables/model.js";
export const SUITS = ["C", "D", "H", "S"];

export const suitOf = (code) => code.slice(-1);
const rankIndex = (code) => RANKS.indexOf(rankOf(code));
const suitIndex = (code) => SUITS.indexOf(suitOf(code));

/** K2: `card` follows `top` (same suit, the next rank down in K Q J … 2 A K …). */
export function follows(card, top) {
  return suitOf(card) === suitOf(top) && rankIndex(card) === (rankIndex(top) + 12) % 13;
}

/** The engine's order of a hand (the view's): by suit (C D H S), then rank (2 … A). */
export const byEngine = (a, b) => suitIndex(a) - suitIndex(b) || rankIndex(a) - rankIndex(b);

// The table's order of the person's hand: the suits black, red, black, red, so that two of a
// colour never touch, and each suit as its piles fall, K Q J … 2 A (K2).
const SHOWN_SUITS = ["S", "H", "C", "D"];
const falling = (code) => (rankOf(code) === "A" ? -1 : rankIndex(code));
export const byHand = (a, b) => SHOWN_SUITS.indexOf(suitOf(a)) - SHOWN_SUITS.indexOf(suitOf(b))
  || falling(b) - falling(a);

export const topOf = (pile) => pile.cards[pile.cards.length - 1];
export const bottomOf = (pile) => pile.cards[0];
export const pileById = (view, id) => (view.piles || []).find((p) => p.id === id) || null;

// ---------------------------------------------------------------- what the person may do

const legalList = (view) => view.legal_actions || [];
export const legalOf = (view, type) => legalList(view).find((a) => a.type === type) || null;

/** The piles `card` may be laid on now (K7), by id. */
export const layTargets = (view, card) => new Set(legalList(view)
  .filter((a) => a.type === "lay" && a.card === card).map((a) => a.pile));

/** The legal lay of `card` on pile `pile`, or null. */
export const layOf = (view, card, pile) => legalList(view)
  .find((a) => a.type === "lay" && a.card === card && a.pile === pile) || null;

/** The legal new pile of `card` (K10), or null. */
export const newPileOf = (view, card) => legalList(view)
  .find((a) => a.type === "new_pile" && a.card === card) || null;

/** The hand cards that may go somewhere now: on a pile, or as a new pile. */
export function movableCards(view) {
  const cards = new Set();
  for (const a of legalList(view)) if (a.type === "lay" || a.type === "new_pile") cards.add(a.card);
  return cards;
}

/** The piles pile `id` may be combined with (K8), either way round, by id. */
export function combinePartners(view, id) {
  const out = new Set();
  for (const a of legalList(view)) {
    if (a.type !== "combine") continue;
    if (a.pile === id) out.add(a.onto);
    if (a.onto === id) out.add(a.pile);
  }
  return out;
}

/** The piles that take part in some legal combination. */
export function combinable(view) {
  const out = new Set();
  for (const a of legalList(view)) {
    if (a.type === "combine") {
      out.add(a.pile);
      out.add(a.onto);
    }
  }
  return out;
}

/**
 * The combination of the piles `first` and `second` the person chose by tapping them in
 * that order: the first onto the second when that fits, else the second onto the first.
 */
export function combineOf(view, first, second) {
  const list = legalList(view).filter((a) => a.type === "combine");
  return list.find((a) => a.pile === first && a.onto === second)
    || list.find((a) => a.pile === second && a.onto === first) || null;
}

/** The new-pile rights the seat on turn holds (K8–K10). */
export const rightsOf = (view) => ((view.turn_state || {}).rights || 0);

/** The seats the game waits for, from the view alone. */
export const toAct = turnToAct;

// ---------------------------------------------------------------- the events

const FRESH_TURN = { started: false, laid: 0, rights: 0 };

/**
 * The views to draw for `events` (those after prev.version, in order), each the table as it
 * stood right after its event: [{event, view}]. The person may act in none of them; the last
 * is as near to `next` as the events tell, and the renderer ends by drawing `next` itself.
 */
export function frames(prev, next, events) {
  const hands = dealtHands(next, events);
  return framesBy(prev, events,
    (view, event, i) => applyEvent(view, event, { next, previous: events[i - 1] || null, hand: hands.get(i) }),
    (view) => ({ to_act: toAct(view), may_act: toAct(view) }));
}

/**
 * The person's hand as each deal among `events` gave it: a deal event names no cards, so
 * the hand is worked back from where that round stands later (its end's revealed hands, or
 * the newest view), adding back the cards laid since and taking out those drawn. A map from
 * the deal's index in `events` to the hand, in the engine's order.
 */
export function dealtHands(next, events) {
  const me = next.seat;
  const out = new Map();
  events.forEach((event, i) => {
    if (event.kind !== "deal") return;
    let end = null;
    let hand = null;
    for (let j = i + 1; j < events.length; j += 1) {
      if (events[j].kind === "round_over") {
        end = j;
        hand = [...((events[j].hands || [])[me] || [])];
        break;
      }
    }
    if (end === null) {
      end = events.length;
      hand = next.round === event.round ? [...(next.hand || [])] : null;
    }
    if (hand === null) return;
    // Back from the later hand to the dealt one: undo the person's moves, newest first.
    for (let j = end - 1; j > i; j -= 1) {
      const e = events[j];
      if (e.seat !== me) continue;
      if (e.kind === "lay" || e.kind === "new_pile") hand.push(e.card);
      if (e.kind === "shakipesh") hand = without(hand, e.drawn || []);
    }
    out.set(i, hand.sort(byEngine));
  });
  return out;
}

/** The view after one event; `context`: {next, previous (event), hand (a deal's)}. */
export function applyEvent(view, event, context = {}) {
  return applyBy(APPLY, event.kind, view, event, context);
}

const without = (cards, gone) => {
  const left = [...cards];
  for (const card of gone) {
    const at = left.indexOf(card);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
};

/** A card leaves `seat`'s hand (a lay or a new pile). */
function fromHand(view, seat, card) {
  const out = { ...view, hand_sizes: put(view.hand_sizes, seat, Math.max(0, view.hand_sizes[seat] - 1)) };
  if (mine(view, { seat })) out.hand = without(view.hand || [], [card]);
  return out;
}

const turnState = (view, change) => ({ ...view, turn_state: { ...FRESH_TURN, ...(view.turn_state || {}), ...change } });

/** `seat`'s turn is over: the next seat's begins (K5). */
function nextTurn(view, seat) {
  return {
    ...view,
    turn: (seat + 1) % view.seats,
    turn_state: { ...FRESH_TURN },
    turns: put(view.turns, seat, (view.turns[seat] || 0) + 1),
  };
}

const sortPiles = (piles) => [...piles].sort((a, b) => a.id - b.id);

const APPLY = {
  deal(view, event, { hand }) {
    return {
      ...view,
      phase: "turn",
      round: event.round,
      dealer: event.dealer,
      turn: (event.dealer + 1) % view.seats,
      piles: event.piles.map((cards, id) => ({ id, cards: [...cards] })),
      hand_sizes: [...event.hand_sizes],
      stock: event.stock,
      hand: hand || [],
      turn_state: { ...FRESH_TURN },
      passes: 0,
      turns: view.turns.map(() => 0),
    };
  },

  lay(view, event) {
    const out = fromHand(view, event.seat, event.card);
    out.piles = view.piles.map((p) => (p.id === event.pile ? { ...p, cards: [...p.cards, event.card] } : p));
    const ts = out.turn_state || FRESH_TURN;
    return { ...turnState(out, { started: true, laid: (ts.laid || 0) + 1 }), passes: 0 };
  },

  combine(view, event) {
    const moved = pileById(view, event.pile);
    const piles = view.piles.filter((p) => p.id !== event.pile)
      .map((p) => (p.id === event.onto ? { ...p, cards: [...p.cards, ...(moved ? moved.cards : [])] } : p));
    return { ...turnState({ ...view, piles }, { started: true, rights: rightsOf(view) + event.rights }), passes: 0 };
  },

  complete(view, event, { previous }) {
    // K9: a whole suit in one pile gives a right; a combination that made it counts it in
    // its own `rights` already.
    if (previous && previous.kind === "combine") return view;
    return turnState(view, { rights: rightsOf(view) + 1 });
  },

  new_pile(view, event) {
    const out = fromHand(view, event.seat, event.card);
    out.piles = sortPiles([...view.piles, { id: event.pile, cards: [event.card] }]);
    const ts = out.turn_state || FRESH_TURN;
    return { ...turnState(out, { started: true, laid: (ts.laid || 0) + 1, rights: Math.max(0, rightsOf(view) - 1) }), passes: 0 };
  },

  end(view, event) {
    return { ...nextTurn(view, event.seat), passes: 0 };
  },

  pass(view, event) {
    return { ...nextTurn(view, event.seat), passes: (view.passes || 0) + 1 };
  },

  shakipesh(view, event) {
    // K11: two cards to the hand, the third face up as a new pile; the turn passes on.
    const out = {
      ...view,
      stock: Math.max(0, view.stock - 3),
      hand_sizes: put(view.hand_sizes, event.seat, view.hand_sizes[event.seat] + 2),
      piles: sortPiles([...view.piles, { id: event.pile, cards: [event.card] }]),
      passes: 0,
    };
    const drawn = (event.drawn || []).filter(Boolean);
    if (mine(view, event) && drawn.length) out.hand = [...(view.hand || []), ...drawn].sort(byEngine);
    return nextTurn(out, event.seat);
  },

  round_over(view, event) {
    const rounds = [...(view.rounds || []), {
      round: event.round, scores: [...event.scores], winner: event.winner, reason: event.reason,
      hands: event.hands.map((h) => [...h]),
    }];
    // The turn that emptied a hand counts (a blocking pass counted itself).
    const turns = event.reason === "out" && typeof event.winner === "number"
      ? put(view.turns, event.winner, (view.turns[event.winner] || 0) + 1) : view.turns;
    return { ...view, rounds, turns, totals: [...event.totals], turn_state: { ...FRESH_TURN }, passes: 0 };
  },

  match_over(view, event, { next }) {
    const finished = next && next.status === "finished";
    return {
      ...view, status: "finished", phase: "over", turn: null, totals: [...event.totals],
      result: finished ? next.result : { totals: [...event.totals], winners: [...event.winners], places: null },
    };
  },
};
