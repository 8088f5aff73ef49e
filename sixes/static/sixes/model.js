// Sixes without the DOM: card values, what the person may do, and the public events applied
// to a seat's view. The renderer draws the frames one by one between two server views; node
// tests check that the frames end where the server's next view is (tests/sixes/renderer/).
// Rule ids (X1…, D1…) refer to shared/rules/sixes.md; the view's fields to the engine's
// contract (sixes.engine views).
//
// A match of several games (the view's `match`): the server deals the next game in the same
// action that ends one, so a frame "between games" exists only here: the game's `over`
// turns every card up and scores it (phase "over", the table still active, `result` that
// game's), then its `deal` and the person's `peek` set out the new game.

import { applyBy, framesBy, matchState, put, turnToAct } from "../tables/model.js";

export const GRID = 6; // positions of a packet: 0–2 the top row, 3–5 the bottom row (X4)
export const TOP = [0, 1, 2];
export const BOTTOM = [3, 4, 5];

/** An event's kind: the contract names it `kind`; older tables' events say `type`. */
export const kindOf = (event) => event.kind ?? event.type;

export const isJoker = (code) => typeof code === "string" && /^X\d$/.test(code);
export const rankOf = (code) => (isJoker(code) ? "X" : code.slice(0, -1));

/** X2: A 1, 2–10 their number, J 11, Q 12, K 0, jokers 0. */
export function cardValue(code) {
  const rank = rankOf(code);
  if (rank === "X" || rank === "K") return 0;
  if (rank === "A") return 1;
  if (rank === "J") return 11;
  if (rank === "Q") return 12;
  return Number(rank);
}

/** X3: a packet's score, each card whose rank occurs twice or more counting 0; and which. */
export function packetScore(codes) {
  const counts = {};
  for (const code of codes) if (code) counts[rankOf(code)] = (counts[rankOf(code)] || 0) + 1;
  const zero = codes.map((code) => Boolean(code) && counts[rankOf(code)] >= 2);
  const score = codes.reduce((sum, code, i) => sum + (code && !zero[i] ? cardValue(code) : 0), 0);
  return { score, zero };
}

export const isDouble = (view) => view.variant === "double";
export const packetsOf = (view, seat) => ((view.packets || [])[seat] || []);

export const legalOf = (view, type, packet = null) => (view.legal_actions || [])
  .find((a) => a.type === type && (packet === null || a.packet === packet)) || null;

/** The legal swaps, as "packet:position" keys. */
export function swapTargets(view) {
  const out = new Set();
  for (const a of view.legal_actions || []) if (a.type === "swap") out.add(`${a.packet}:${a.position}`);
  return out;
}

/** The rows a packet may swap into now (X9): bottom until it went up, then top. */
export const allowedRow = (packet) => (packet.up ? TOP : BOTTOM);

/**
 * Whether the person may go up on `packet` as far as `view` tells (X10, D3): the game runs,
 * he has not knocked and the packet has neither gone up nor been declared done. Frames carry
 * no legal actions; this keeps "Go up" ready while the computers move.
 */
export function mayGoUp(view, packet) {
  if (view.status === "finished" || view.phase === "over") return false;
  if (view.legal_actions && view.legal_actions.length) return Boolean(legalOf(view, "up", packet));
  if (view.knocked === view.seat) return false;
  const p = packetsOf(view, view.seat)[packet];
  return Boolean(p) && !p.up && !p.done;
}

/** The seats the game waits for, from the view alone. */
export const toAct = turnToAct;

/** What the seat holds, as the viewer may see it. */
export const held = (view) => view.holding || null;

/** The match the view is part of: {games, number, scores, totals}; a game alone is one. */
export const matchOf = (view) => matchState(view, "scores");

export { isMatch } from "../tables/model.js";

/** A frame between two games of a match: the game over, the next not yet dealt. */
export const betweenGames = (view) => view.phase === "over" && view.status !== "finished";

/** The match after a game with `scores` (per seat) is over. */
function addGame(match, scores) {
  return { ...match, scores: [...match.scores, [...scores]], totals: match.totals.map((t, s) => t + (scores[s] || 0)) };
}

/**
 * The result of one game of a match, as the felt shows it between games: its scores, each
 * packet's and the cards counted 0 (X3, D5), its winners; the match's games and totals.
 */
function gameResult(packets, reason, match) {
  const scored = packets.map((seat) => seat.map((p) => packetScore(p.cards)));
  const scores = scored.map((seat) => seat.reduce((sum, p) => sum + p.score, 0));
  const best = Math.min(...scores);
  return {
    scores,
    packet_scores: scored.map((seat) => seat.map((p) => p.score)),
    zero: scored.map((seat) => seat.map((p) => p.zero)),
    winners: scores.map((score, seat) => (score === best ? seat : -1)).filter((seat) => seat >= 0),
    reason,
    games: match.scores,
    totals: match.totals,
  };
}

/**
 * The views to draw for `events` (those after prev.version, in order), each the table as it
 * stood right after its event: [{event, view}]. The person may act in none of them; the last
 * is as near to `next` as the events tell, and the renderer ends by drawing `next` itself.
 */
export function frames(prev, next, events) {
  return framesBy(prev, events, (view, event) => {
    // A version without events is an "end" (the only action that makes none): the turn of
    // the seat that could knock passed.
    const ended = event.v > view.version + 1 && view.phase === "after" && typeof view.turn === "number"
      ? endTurn(view, view.turn) : view;
    return derive(forget(applyEvent(ended, event, { next })));
  }, (view) => ({ to_act: toAct(view) }));
}

/** The fields a view computes from the others: how many cards the viewer never saw. */
function derive(view) {
  let unseen = view.stock || 0;
  if (view.status !== "finished") {
    const holding = view.holding;
    if (holding && holding.from === "stock" && holding.seat !== view.seat) unseen += 1;
    for (const seat of view.packets) {
      for (const p of seat) if (!p.done) unseen += p.marks.filter((m) => m === "unknown" || m === "owner").length;
    }
  }
  return { ...view, unseen };
}

/** The view after one event; `context.next` is the server's newest view. */
export function applyEvent(view, event, context = {}) {
  return applyBy(APPLY, kindOf(event), view, event, context);
}

function changePacket(view, seat, packet, change) {
  const packets = put(view.packets, seat, put(view.packets[seat], packet, change(view.packets[seat][packet])));
  return { ...view, packets };
}

/**
 * Memory mode (the contract's `memory`): once seat 0 has acted, its view shows no face-down
 * card's code, only face-up ones. Applied after every event, as the server's views do.
 */
function forget(view) {
  if (!view.memory || view.seat !== 0 || view.peeking || view.status === "finished") return view;
  const packets = view.packets.map((seat) => seat.map((p) => {
    if (p.cards.every((code, i) => code === null || p.marks[i] === "face_up")) return p;
    return { ...p, cards: p.cards.map((code, i) => (p.marks[i] === "face_up" ? code : null)) };
  }));
  return { ...view, packets };
}

/** The person's first action ends his look (memory mode). */
function acted(view, seat) {
  return view.peeking && seat === view.seat ? { ...view, peeking: false } : view;
}

/** The turn of `seat` is over: the next seat (in the final round, the next still to play). */
function endTurn(view, seat) {
  const turns = put(view.turns || [], seat, ((view.turns || [])[seat] || 0) + 1);
  let finalTurns = view.final_turns || [];
  let turn;
  if (view.knocked !== null && view.knocked !== undefined) {
    finalTurns = finalTurns.filter((s) => s !== seat);
    turn = finalTurns.length ? finalTurns[0] : null;
  } else {
    turn = (seat + 1) % view.seats;
  }
  return { ...view, turns, final_turns: finalTurns, turn, phase: "move", holding: null };
}

/** A seat's move ended its turn's choices unless it may still knock (phase "after"). */
function afterMove(view, seat) {
  if (!view.stock) return { ...view, holding: null }; // X12: the game ends at once
  if (view.knocked === null || view.knocked === undefined) return { ...view, phase: "after", holding: null };
  return endTurn({ ...view, holding: null }, seat);
}

/** A new turn's first move while the view still shows the last one's "after": it ended. */
function begin(view, seat) {
  if (view.phase === "after" && typeof view.turn === "number" && view.turn !== seat) return endTurn(view, view.turn);
  return view;
}

const APPLY = {
  peek(view, event) {
    // A later game of a match: the person's own peek names his new bottom row(s) (X5).
    if (!event.cards || event.seat !== view.seat) return view;
    const mine = view.packets[view.seat].map((p, i) => ({
      ...p, cards: p.cards.map((code, k) => (k >= 3 ? event.cards[i * 3 + k - 3] ?? null : code)),
    }));
    return { ...view, packets: put(view.packets, view.seat, mine) };
  },

  deal(view, event) {
    // The next game of the match, at once (X7: its starter): every card face down, the
    // bottom rows known to their owners (X5), nobody gone up, knocked or on a turn yet.
    const n = packetsOf(view, view.seat).length || (isDouble(view) ? 2 : 1);
    const packets = Array.from({ length: view.seats }, (_, seat) => Array.from({ length: n }, () => ({
      cards: Array(GRID).fill(null),
      marks: [...TOP.map(() => "unknown"), ...BOTTOM.map(() => (seat === view.seat ? "known" : "owner"))],
      up: false,
      done: false,
    })));
    return {
      ...view, packets, status: "active", phase: "move", turn: event.starter, starter: event.starter,
      holding: null, stock: event.stock, open_pile: [], knocked: null, final_turns: [],
      turns: Array(view.seats).fill(0), peeking: Boolean(view.memory) && view.seat === 0, result: null,
      match: { ...matchOf(view), games: event.games || matchOf(view).games, number: event.game },
    };
  },

  draw(view, event) {
    const out = acted(begin(view, event.seat), event.seat);
    return { ...out, turn: event.seat, phase: "holding", stock: Math.max(0, out.stock - 1),
      holding: { seat: event.seat, card: event.card ?? null, from: "stock" } };
  },

  take(view, event) {
    const out = acted(begin(view, event.seat), event.seat);
    return { ...out, turn: event.seat, phase: "holding", open_pile: out.open_pile.slice(0, -1),
      holding: { seat: event.seat, card: event.card ?? null, from: "open" } };
  },

  swap(view, event) {
    const out = acted(view, event.seat);
    const mine = event.seat === out.seat;
    const from = out.holding ? out.holding.from : "stock";
    // X8: a card from the open pile was seen by everyone; a drawn one only by its drawer.
    let mark = from === "open" ? "public" : mine ? "known" : "owner";
    const code = mark === "owner" ? null : event.card ?? null;
    const done = out.packets[event.seat][event.packet].done;
    if (done) mark = "face_up";
    const changed = changePacket(out, event.seat, event.packet, (p) => ({
      ...p, cards: put(p.cards, event.position, code), marks: put(p.marks, event.position, mark),
    }));
    const moved = { ...changed, open_pile: [...changed.open_pile, event.out] };
    return afterMove(moved, event.seat);
  },

  discard(view, event) {
    const out = acted(view, event.seat);
    return afterMove({ ...out, open_pile: [...out.open_pile, event.card] }, event.seat);
  },

  up(view, event) {
    const out = acted(view, event.seat);
    return changePacket(out, event.seat, event.packet, (p) => ({ ...p, up: true }));
  },

  knock(view, event) {
    const out = acted(view, event.seat);
    const cards = event.cards || out.packets[event.seat][event.packet].cards;
    const turned = changePacket(out, event.seat, event.packet, (p) => ({
      ...p, done: true, cards: [...cards], marks: cards.map(() => "face_up"),
    }));
    if (!event.final) return endTurn(turned, event.seat);
    // X11 / D4 stage two: every other seat, in order, has one more turn.
    const order = Array.from({ length: turned.seats - 1 }, (_, i) => (event.seat + 1 + i) % turned.seats);
    return endTurn({ ...turned, knocked: event.seat, final_turns: order }, event.seat);
  },

  end(view, event) {
    return endTurn(acted(view, event.seat), event.seat);
  },

  pass(view, event) {
    // X11: a last turn passed up; the seat's reveal follows in the same version.
    return endTurn(acted(begin(view, event.seat), event.seat), event.seat);
  },

  reveal(view, event) {
    // X11, D4: after its last turn every packet of the seat lies face up.
    const packets = view.packets[event.seat].map((p, i) => ({
      ...p, done: true, cards: [...event.cards[i]], marks: event.cards[i].map(() => "face_up"),
    }));
    return { ...view, packets: put(view.packets, event.seat, packets) };
  },

  stock_out(view) {
    return { ...view, stock: 0 };
  },

  over(view, event, { next }) {
    const finished = next && next.status === "finished";
    const cards = event.cards || (finished ? next.packets.map((seat) => seat.map((p) => p.cards)) : null);
    const packets = cards ? view.packets.map((seat, s) => seat.map((p, i) => ({
      ...p, cards: [...cards[s][i]], marks: cards[s][i].map(() => "face_up"),
    }))) : view.packets;
    const turned = { ...view, packets, phase: "over", turn: null, holding: null, final_turns: [], peeking: false };
    const games = event.games || 1;
    if ((event.game || 1) < games) {
      // A game of the match is over; the next one's deal follows in the same version.
      const match = addGame(matchOf(view), event.scores || gameResult(packets, "", matchOf(view)).scores);
      return { ...turned, match, result: gameResult(packets, event.reason, match) };
    }
    const match = finished && next.match ? next.match
      : addGame(matchOf(view), event.scores || gameResult(packets, "", matchOf(view)).scores);
    return { ...turned, status: "finished", match, result: finished ? next.result : view.result,
      turns: finished ? next.turns : view.turns };
  },
};
