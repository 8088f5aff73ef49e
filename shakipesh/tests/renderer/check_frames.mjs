// @ts-check
// Applies the server's events to a seat's view as the Shakipesh renderer does and compares
// each frame with the server's view at that version. Usage: node check_frames.mjs GAMES.json
// (written by test_renderer_frames.py). Prints failures, then one JSON summary line.
import fs from "node:fs";
import { eventsBetween } from "../../../static/tables/client.js";
import {
  byEngine, byHand, combinable, combineOf, combinePartners, follows, frames, layTargets, movableCards, newPileOf,
} from "../../../static/shakipesh/model.js";
import { Words, newPileLabel, pileLabel } from "../../../static/shakipesh/words.js";

const KEYS = ["phase", "status", "round", "dealer", "turn", "to_act", "may_act", "hand", "hand_sizes",
  "stock", "piles", "turn_state", "passes", "totals", "turns", "rounds", "result"];
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
const count = (kind) => { types[kind] = (types[kind] || 0) + 1; };
const sorted = (set) => [...set].sort((a, b) => a - b);

function compare(frame, server, where) {
  checked += 1;
  for (const key of KEYS) {
    if (!same(frame[key], server[key])) {
      fail("mismatch", where, key, JSON.stringify(frame[key]), "server:", JSON.stringify(server[key]));
    }
  }
}

/** What the taps offer agrees with the view's legal actions (K7, K8, K10). */
function checkOffers(view) {
  const legal = view.legal_actions;
  for (const card of view.hand) {
    const piles = legal.filter((a) => a.type === "lay" && a.card === card).map((a) => a.pile);
    if (!same(sorted(layTargets(view, card)), piles.sort((a, b) => a - b))) fail("lay targets", view.version, card);
    // On the person's turn a lay target is a pile whose top the card follows (K2): the
    // table's own rule agrees.
    if (!legal.length) continue;
    for (const pile of view.piles) {
      if (follows(card, pile.cards[pile.cards.length - 1]) !== piles.includes(pile.id)) fail("follows", view.version, card, pile.id);
    }
    if (Boolean(newPileOf(view, card)) !== legal.some((a) => a.type === "new_pile" && a.card === card)) fail("new pile", view.version, card);
  }
  const movable = movableCards(view);
  for (const a of legal) {
    if ((a.type === "lay" || a.type === "new_pile") && !movable.has(a.card)) fail("movable", view.version, a.card);
    if (a.type === "combine") {
      if (!combinable(view).has(a.pile) || !combinePartners(view, a.pile).has(a.onto)) fail("combinable", view.version);
      // Tapping the two piles either way round makes that combination (or the reverse one
      // when both fit).
      const chosen = combineOf(view, a.pile, a.onto);
      if (!chosen || chosen.type !== "combine") fail("combine of", view.version, a.pile, a.onto);
    }
  }
  if (!same([...view.hand].sort(byEngine), view.hand)) fail("hand order", view.version);
  if ([...view.hand].sort(byHand).length !== view.hand.length) fail("shown hand", view.version);
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
      const kind = event.kind;
      count(kind);
      if (kind === "round_over") count(`round_over:${event.reason}`);
      if (kind === "shakipesh" && event.seat === seat) count("shakipesh:mine");
      if (kind === "deal" && event.round > 1) count("deal:later");
      const following = shown[i + 1];
      // The last event of a version: the frame is the table at that version.
      if (!following || following.event.v !== event.v) {
        compare(view, views[event.v], `${pair.prev}->${pair.next} @${event.v} ${kind}`);
      }
      if (view.seat !== seat || view.legal_actions.length) fail("frame may be acted on", event.v);
      const text = say.event(event, before, view);
      if (typeof text !== "string" || !text || text.includes("undefined") || text.includes("%(")) fail("words", kind, text);
      const status = say.status(view, {});
      if (typeof status !== "string" || status.includes("undefined")) fail("status", kind, status);
      before = view;
    });
  }
  for (const view of views) {
    checkOffers(view);
    const status = say.status(view, { interactive: true });
    if (typeof status !== "string" || status.includes("undefined") || status.includes("%(") || !status) {
      fail("status of view", view.version, status);
    }
    // Every card the person may move, chosen, says where it may go.
    for (const card of movableCards(view)) {
      const chosen = say.status(view, { interactive: true, picked: { card } });
      if (!chosen || chosen.includes("undefined") || chosen.includes("follows no pile")) fail("chosen card", view.version, card, chosen);
    }
    for (const pile of view.piles) {
      const label = pileLabel(pile);
      if (!label || label.includes("undefined")) fail("pile label", label);
    }
    if (view.status !== "finished" && view.limit > 1 && !say.info(view).includes(String(view.limit))) fail("info", say.info(view));
  }
}

// The words for a few events and piles, as the aria-live line and the labels say them.
const table = { seat: 0, seats: 3, dealer: 2, limit: 25, round: 2, totals: [4, 0, 9], players: ["Me", "Ada", "Bert"].map((name) => ({ name })) };
const piles = { ...table, piles: [{ id: 0, cards: ["10H"] }, { id: 3, cards: ["8S", "7S", "6S"] }, { id: 5, cards: ["5S", "4S"] }] };
const say = new Words(() => table);
const expect = [
  [say.event({ kind: "lay", seat: 0, card: "9H", pile: 0 }, piles, piles), "You lay the nine of hearts on the ten of hearts."],
  [say.event({ kind: "lay", seat: 1, card: "5S", pile: 3 }, piles, piles), "Ada lays the five of spades on the six of spades."],
  [say.event({ kind: "combine", seat: 2, pile: 5, onto: 3, rights: 1 }, piles, piles),
    "Bert puts the pile from the five of spades on the six of spades and may lay 1 new pile."],
  [say.event({ kind: "combine", seat: 0, pile: 5, onto: 3, rights: 2 }, piles, piles),
    "You put the pile from the five of spades on the six of spades: lay 2 cards as new piles."],
  [say.event({ kind: "new_pile", seat: 1, card: "KD", pile: 6 }, piles, piles), "Ada lays the king of diamonds as a new pile."],
  [say.event({ kind: "shakipesh", seat: 0, drawn: ["2C", "QD"], card: "7H", pile: 7 }, piles, piles),
    "Shakipesh! You draw the two of clubs and the queen of diamonds and turn up the seven of hearts."],
  [say.event({ kind: "shakipesh", seat: 2, drawn: [null, null], card: "7H", pile: 7 }, piles, piles),
    "Shakipesh! Bert draws two cards and turns up the seven of hearts."],
  [say.event({ kind: "deal", round: 3, dealer: 2 }, table, table), "Round 3 is dealt: you begin."],
  [say.event({ kind: "round_over", round: 2, reason: "out", winner: 1 }, table, table), "Ada is out of cards and wins round 2."],
  [say.status({ ...piles, turn: 0, turn_state: { started: true, laid: 0, rights: 1 }, legal_actions: [{ type: "new_pile", card: "KD" }] },
    { interactive: true }), "Lay any card as a new pile"],
  [say.status({ ...piles, turn: 1, legal_actions: [] }, { thinking: 1 }), "Ada is thinking…"],
  [pileLabel(piles.piles[1]), "6 of spades on top, 8 of spades at the bottom: a pile of 3 cards"],
  [pileLabel(piles.piles[0]), "10 of hearts: a pile of one card"],
  [pileLabel(piles.piles[0], "9H"), "10 of hearts: a pile of one card, click to lay the nine of hearts here"],
  [newPileLabel(1, "KD"), "New pile: click to lay the king of diamonds here as a new pile"],
  [newPileLabel(2), "New pile: lay any card here (2 to lay)"],
  [say.info(table), "Round 2 · game to 25 points · your total 4"],
  [["AH", "KH", "2H", "3C", "QS", "10D"].sort(byHand).join(" "), "QS KH 2H AH 3C 10D"],
  [String(follows("AH", "2H") && follows("KH", "AH") && !follows("2H", "AH") && !follows("9D", "10H")), "true"],
];
for (const [got, want] of expect) if (got !== want) fail("words", JSON.stringify(got), "wanted", JSON.stringify(want));

console.log(JSON.stringify({ pairs, checked, fails, types }));
