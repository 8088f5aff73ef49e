// Applies the server's events to a seat's view as the Shiesta renderer does and compares
// each frame with the server's view at that version. Usage: node check_frames.mjs GAMES.json
// (written by test_renderer_frames.py). Prints failures, then one JSON summary line.
import fs from "node:fs";
import { eventsBetween } from "../../../static/tables/client.js";
import { frames } from "../../../static/shiesta/model.js";
import { Words } from "../../../static/shiesta/words.js";

const KEYS = ["phase", "status", "hand", "hand_sizes", "face_up", "face_down", "zones",
  "draw_pile", "pile", "burned", "removed", "direction", "turn", "to_act", "ready",
  "must_pick_up", "wild", "low_only", "opening", "turns", "turns_played", "result"];
const games = JSON.parse(fs.readFileSync(process.argv[2]));
let pairs = 0;
let checked = 0;
let fails = 0;
const types = {};

function fail(...what) {
  fails += 1;
  if (fails <= 15) console.log(...what);
}

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function compare(frame, server, where) {
  checked += 1;
  for (const key of KEYS) {
    if (!same(frame[key], server[key])) {
      fail("mismatch", where, key, JSON.stringify(frame[key]), "server:", JSON.stringify(server[key]));
    }
  }
}

for (const { seat, views, pairs: list } of games) {
  const say = new Words(() => views[0]);
  for (const pair of list) {
    pairs += 1;
    const prev = views[pair.prev];
    const next = { ...views[pair.next], events: pair.events, events_since: pair.prev };
    const events = eventsBetween(prev, next);
    if (!same(events, pair.events)) fail("eventsBetween", pair.prev, pair.next);
    let before = prev;
    const shown = frames(prev, next, events);
    shown.forEach(({ event, view }, i) => {
      const kind = event.type;
      types[kind] = (types[kind] || 0) + 1;
      if (kind === "pickup") types[`pickup:${event.reason}`] = (types[`pickup:${event.reason}`] || 0) + 1;
      if (kind === "play") types[`play:${event.from}`] = (types[`play:${event.from}`] || 0) + 1;
      const following = shown[i + 1];
      // The last event of a version: the frame is the table at that version.
      if (!following || following.event.v !== event.v) compare(view, views[event.v], `${pair.prev}->${pair.next} @${event.v} ${kind}`);
      if (view.seat !== seat || view.legal_actions.length) fail("frame may be acted on", event.v);
      // Every event and every frame can be put in words.
      const text = say.event(event, before, view);
      if (typeof text !== "string" || !text || text.includes("undefined")) fail("words", kind, text);
      const status = say.status(view, {});
      if (typeof status !== "string" || status.includes("undefined")) fail("status", kind, status);
      before = view;
    });
  }
  // Every server view's status line, the person's turn included, reads.
  for (const view of views) {
    const status = say.status(view, { interactive: true });
    if (typeof status !== "string" || status.includes("undefined") || (view.legal_actions.length && !status)) {
      fail("status of view", view.version, status);
    }
  }
}

// The words for a few events, as the aria-live line says them.
const table = { seat: 0, seats: 4, direction: 1, pile: ["KH"], players: ["Me", "Ada", "Bert", "Clara"].map((name) => ({ name })) };
const say = new Words(() => table);
const after = { ...table, direction: -1 };
const expect = [
  [say.event({ type: "play", seat: 1, cards: ["QC"], from: "hand" }, table, table), "Ada plays the queen of clubs."],
  [say.event({ type: "play", seat: 0, cards: ["5C", "5H"], from: "hand" }, table, table),
    "You play 2 cards: five of clubs and five of hearts."],
  [say.event({ type: "burn", seat: 2, count: 6 }, table, table), "The 10 burns the pile: 6 cards leave the game."],
  [say.event({ type: "reverse", seat: 2, direction: -1 }, table, after), "The 7 turns play around: now anticlockwise."],
  [say.event({ type: "remove", seat: 3, count: 1 }, table, table), "The 3 leaves the game: you must pick up the pile."],
  [say.event({ type: "pickup", seat: 1, count: 4, reason: "stuck", cards: [] }, table, table),
    "Ada cannot play and picks up the pile (4 cards)."],
  [say.event({ type: "fail", seat: 2, card: "4D", position: 1 }, table, table),
    "Bert turns up the four of diamonds: it cannot go on the king of hearts."],
];
for (const [got, want] of expect) if (got !== want) fail("words:", got, "wanted:", want);

console.log(JSON.stringify({ pairs, checked, fails, types }));
process.exit(fails ? 1 : 0);
