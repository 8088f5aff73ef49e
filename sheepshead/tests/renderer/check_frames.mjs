// @ts-check
// Applies the server's events to a seat's view as the Sheepshead renderer does and compares
// each frame with the server's view at that version. Usage: node check_frames.mjs GAMES.json
// (written by test_renderer_frames.py). Prints failures, then one JSON summary line.
import fs from "node:fs";
import { eventsBetween } from "../../../static/tables/client.js";
import { frames } from "../../../static/sheepshead/model.js";
import { Words, ledSuit } from "../../../static/sheepshead/words.js";

const KEYS = ["deal", "dealer", "phase", "hand", "hand_sizes", "passed", "picker", "leaster",
  "blind", "bury", "called", "alone", "with_unknown", "unknown", "unknown_in_hand", "partner",
  "trick", "tricks", "tricks_won", "scores", "totals", "status", "to_act"];
const games = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
let pairs = 0;
let checked = 0;
let fails = 0;
const types = {};

function fail(...what) {
  fails += 1;
  if (fails <= 15) console.log(...what);
}

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Compare a frame with the server's view: every drawn field, the finished deal's result. */
function compare(frame, server, where) {
  checked += 1;
  for (const key of KEYS) {
    if (!same(frame[key], server[key])) {
      fail("mismatch", where, key, JSON.stringify(frame[key]), "server:", JSON.stringify(server[key]));
    }
  }
  if (!same((frame.history || []).length, (server.history || []).length)) fail("history", where);
  if (!same(frame.previous_deal && frame.previous_deal.deal, server.previous_deal && server.previous_deal.deal)) {
    fail("previous_deal", where);
  }
  if (server.phase === "done" && !same(frame.deal_result, server.deal_result)) fail("deal_result", where);
}

const words = (views) => new Words(() => views[0]);

for (const { seat, views, pairs: list } of games) {
  const say = words(views);
  for (const pair of list) {
    pairs += 1;
    const prev = views[pair.prev];
    const next = { ...views[pair.next], events: pair.events, events_since: pair.prev };
    const events = eventsBetween(prev, next);
    if (!same(events, pair.events)) fail("eventsBetween", pair.prev, pair.next);
    const shown = frames(prev, next, events);
    shown.forEach(({ event, view }, i) => {
      types[event.type] = (types[event.type] || 0) + 1;
      const following = shown[i + 1];
      // The last event of a version: the frame is the table at that version.
      if (!following || following.event.v !== event.v) compare(view, views[event.v], `${pair.prev}->${pair.next} @${event.v} ${event.type}`);
      if (view.seat !== seat || view.legal_actions.length) fail("frame may be acted on", event.v);
      // Every frame can be put in words.
      const text = event.type === "play" ? say.play(event, view) : say.event(event);
      if (typeof text !== "string") fail("words", event.type);
      say.status(view, {});
      ledSuit(view);
    });
  }
  // A missed event (a gap) is redrawn, not animated.
  const [a, b] = [views[0], views[3]];
  if (eventsBetween(a, { ...b, events: [], events_since: null }) !== null) fail("null since must resync");
  if (eventsBetween(a, { ...b, events: [], events_since: 2 }) !== null) fail("a gap must resync");
  if (!same(eventsBetween(a, { ...b, events: [{ v: 0 }, { v: 1 }], events_since: 0 }), [{ v: 1 }])) {
    fail("events up to prev.version are not animated again");
  }
}

// The words for a few events, as the aria-live line says them.
const table = { seat: 0, called: "AH", players: ["Me", "Ada", "Bert", "Clara", "Dora"].map((name) => ({ name })) };
const say = new Words(() => table);
const expect = [
  [say.play({ seat: 1, card: "QC" }, table), "Ada plays the queen of clubs."],
  [say.play({ seat: 0, card: "AH" }, table), "You play the ace of hearts, the called card."],
  [say.play({ seat: 2, card: null, unknown: true }, table), "Bert plays the unknown card, face down."],
  [say.trick({ winner: 3, points: 21 }), "Clara takes the trick, 21 points."],
  [say.event({ type: "pass", seat: 4 }), "Dora passes."],
  [say.event({ type: "partner", seat: 0 }), "You are the partner."],
  [say.event({ type: "call", seat: 2, card: "AS" }), "Bert calls the ace of spades."],
];
for (const [got, want] of expect) if (got !== want) fail("words:", got, "wanted:", want);

console.log(JSON.stringify({ pairs, checked, fails, types }));
process.exit(fails ? 1 : 0);
