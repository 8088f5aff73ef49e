// @ts-check
// The Sixes renderer's frames against the server's views, with the shared harness
// (tests/js/frames_harness.mjs): also the frames between two games of a match, what a frame
// lets the person go up on, the table's own scoring, and the words of every event and status
// line. Usage: node check_frames.mjs GAMES.json (written by test_renderer_frames.py). Prints
// failures, then one JSON summary line.
import { checkFrames } from "../../../tests/js/frames_harness.mjs";
import { frames, kindOf, mayGoUp, packetScore } from "../../static/sixes/model.js";
import { Words, gridCardLabel, myPacketName } from "../../static/sixes/words.js";

/** @typedef {import("../../../tests/js/frames_harness.mjs").Step} Step */

/** The server's view and a frame as seat 0 sees them again later in memory mode (X6): the
 * events of an older version give no code of a card that has gone face down since, so the
 * card held then is compared without its code, and so are the face-down cards (a new game
 * of a match: the peek's codes are not given back once the person has acted in it).
 * @param {Record<string, any>} view */
function forgotten(view) {
  const packets = view.packets.map((/** @type {any[]} */ seat) => seat.map((p) => ({
    ...p, cards: p.cards.map((/** @type {string | null} */ code, /** @type {number} */ i) => (p.marks[i] === "face_up" ? code : null)),
  })));
  return { ...view, packets, holding: view.holding ? { ...view.holding, card: null } : view.holding };
}

/** Whether a frame of `step` is compared as seat 0 remembers it (see forgotten).
 * @param {Step} step */
function older({ seat, views, pair, event }) {
  const newest = views[pair.next];
  return seat === 0 && newest.memory && !newest.peeking && newest.status === "active" && event.v < pair.next;
}

const check = checkFrames({
  frames,
  keys: ["phase", "status", "turn", "to_act", "packets", "holding", "stock", "open_pile",
    "knocked", "final_turns", "turns", "peeking", "unseen", "result", "match", "starter"],
  kindOf,
  project: (view, server, step) => (older(step) ? forgotten(view) : view),
  game: ({ seat, views }, check) => {
    const say = new Words(() => views[0]);
    return {
      frame: ({ event, kind, view, before, boundary, server }) => {
        if (kind === "knock" && event.final) check.count("knock:final");
        if (kind === "over") check.count(`over:${event.reason}`);
        if (kind === "over" && event.game < event.games) {
          // Between two games of a match: every card face up, the game's scores, the totals.
          check.count("over:game");
          if (!check.same(view.result.scores, event.scores)) check.fail("game scores", event.v, JSON.stringify(view.result.scores));
          if (view.packets.some((/** @type {any[]} */ p) => p.some((q) => q.marks.some((/** @type {string} */ m) => m !== "face_up")))) {
            check.fail("between: face down", event.v);
          }
          if (view.status !== "active" || view.phase !== "over" || view.match.scores.length !== event.game) {
            check.fail("between", event.v, view.status, view.phase, JSON.stringify(view.match));
          }
        }
        if (kind === "peek" && event.v > 0 && event.seat === seat) check.count(event.cards && event.cards[0] ? "peek:cards" : "peek:forgotten");
        // "Go up" in a frame is what the server's view at that version allows.
        if (boundary) {
          (server.packets[seat] || []).forEach((/** @type {unknown} */ _, /** @type {number} */ p) => {
            const legal = server.legal_actions.some((/** @type {any} */ a) => a.type === "up" && a.packet === p);
            if (mayGoUp(view, p) !== legal) check.fail("go up", event.v, p, legal);
          });
        }
        check.reads(say.event(event, before, view), {}, "words", kind);
        check.reads(say.status(view, {}), { empty: true }, "status", kind);
      },
      after: () => {
        for (const view of views) {
          const asked = view.legal_actions.some((/** @type {any} */ a) => a.type !== "up");
          check.reads(say.status(view, { interactive: true }), { empty: !asked }, "status of view", view.version);
          // The table's own scoring agrees with the engine's at the end (X3, D5).
          if (view.result) {
            view.packets.forEach((/** @type {any[]} */ packets, /** @type {number} */ s) => packets.forEach((p, i) => {
              const { score, zero } = packetScore(p.cards);
              if (score !== view.result.packet_scores[s][i] || !check.same(zero, view.result.zero[s][i])) check.fail("score", s, i);
            }));
          }
        }
      },
    };
  },
});

// The words for a few events and cards, as the aria-live line and the labels say them.
const table = { seat: 0, seats: 3, variant: "sixes", players: ["Me", "Ada", "Bert"].map((name) => ({ name })) };
const double = { ...table, variant: "double" };
const say = new Words(() => table);
check.expect([
  [say.event({ kind: "draw", seat: 0, card: "7H" }, table, table), "You draw the seven of hearts."],
  [say.event({ kind: "draw", seat: 1, card: null }, table, table), "Ada draws a card."],
  [say.event({ kind: "take", seat: 2, card: "KS" }, table, table), "Bert takes the king of spades from the open pile."],
  [say.event({ kind: "swap", seat: 0, packet: 0, position: 4, card: "7H", out: "QD" }, table, table),
    "You put the seven of hearts at bottom middle and give away the queen of diamonds."],
  [say.event({ kind: "swap", seat: 1, packet: 1, position: 0, card: null, out: "2C" }, double, double),
    "Ada swaps at top left of the right packet and gives away the two of clubs."],
  [say.event({ kind: "up", seat: 1, packet: 0 }, table, table), "Ada goes up: from now on the top row."],
  [say.event({ kind: "up", seat: 0, packet: 1 }, double, double), "You go up on your right packet."],
  [say.event({ kind: "knock", seat: 2, packet: 0, final: true }, table, table), "Bert knocks: everyone else has one more turn."],
  [say.event({ kind: "knock", seat: 0, packet: 0, final: false }, double, double), "You declare your left packet done."],
  [say.event({ kind: "deal", game: 2, games: 5, starter: 1, stock: 30 }, table, table), "Game 2 of 5 is dealt: Ada starts."],
  [say.event({ kind: "deal", game: 3, games: 3, starter: 0, stock: 30 }, table, table), "Game 3 of 3 is dealt: you start."],
  [say.nextGame(2), "Bert starts the next game."],
  [say.status({ ...table, status: "active", phase: "over", match: { games: 3, number: 1, scores: [[4, 5, 6]], totals: [4, 5, 6] } }),
    "Game 1 of 3 is over"],
  [say.gameEnd({ ...table, status: "active", phase: "over", result: { scores: [4, 5, 6] },
    match: { games: 3, number: 1, scores: [[4, 5, 6]], totals: [4, 5, 6] } }),
  "Game 1 of 3 is over: you scored 4, your total is 4."],
  [say.gameOver({ ...table, status: "finished", match: { games: 2 },
    result: { scores: [1, 2, 3], totals: [9, 7, 8], winners: [1], places: [3, 1, 2] } }),
  "Match over: you finish 3rd with 9."],
  [gridCardLabel("QC", "known", true), "queen of clubs, known to you"],
  [gridCardLabel("QC", "public", false), "queen of clubs, known to everyone"],
  [gridCardLabel(null, "owner", false), "face-down card, known to its owner"],
  [gridCardLabel(null, "unknown", true), "face-down card, nobody knows it"],
  [String(packetScore(["QC", "QD", "KH", "X1", "5S", "AC"]).score), "6"],
  // A seat's name: a summary, the face-down cards counted (each with its place is listed).
  [say.seatLabel({ ...table, knocked: 1, packets: [[], [{ up: true, done: false, cards: ["KH", null, null, "7C", null, null],
    marks: ["public", "unknown", "owner", "public", "owner", "unknown"] }]] }, 1),
  "Ada, gone up, 2 known to everyone: king of hearts and 7 of clubs, 2 known to the owner, 2 nobody knows, knocked"],
  [say.seatLabel({ ...double, final_turns: [2], packets: [[], [], [
    { up: false, done: true, cards: ["AS", "2S", "3S", "4S", "5S", "6S"], marks: Array(6).fill("face_up") },
    { up: false, done: false, cards: Array(6).fill(null), marks: ["unknown", "unknown", "unknown", "owner", "owner", "public"] },
  ]] }, 2), "Bert, left packet: done, 6 face up: ace of spades, 2 of spades, 3 of spades, 4 of spades, 5 of spades "
    + "and 6 of spades, right packet: 1 known to everyone, not remembered, 2 known to the owner, 3 nobody knows, last turn"],
  [myPacketName(double, 1), "Your right packet"],
  [myPacketName(table, 0), "Your cards"],
]);
check.finish();
