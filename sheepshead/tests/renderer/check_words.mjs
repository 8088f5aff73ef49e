// @ts-check
// The Sheepshead table's words: each deal result of RESULTS.json (written by
// test_result_words.py) in sentences, and every sentence the table says marked for
// translation. Usage: node check_words.mjs RESULTS.json; prints the failures, then "ok" or
// "failed".
import fs from "node:fs";
import { cardLabel, cardName } from "../../../static/cards/cards.js";
import { explainResult } from "../../static/sheepshead/result_words.js";
import {
  TEXT, Words, callUnknownNote, handCardLabel, playerLabel, positionName, seatStats,
} from "../../static/sheepshead/words.js";

const items = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const players = ["P0", "P1", "P2", "P3", "P4"].map((name) => ({ name }));
let fails = 0;

function fail(...what) {
  fails += 1;
  if (fails <= 15) console.log(...what);
}

const wordsFor = (seat) => new Words(() => ({ seat, players }));
const said = (item) => explainResult(item.result, wordsFor(item.seat));

/** The payment sentence says exactly what the engine's scores are (S18). */
function paymentsAgree(text, { scores, picker, partner }) {
  const defender = [0, 1, 2, 3, 4].find((s) => s !== picker && s !== partner);
  const numbers = (found) => found.slice(1).map(Number);
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  if (partner === null) {
    const won = text.match(/Each of the four defenders pays (\d+), so the picker gets (\d+)\./);
    if (won) return same(numbers(won), [-scores[defender], scores[picker]]);
    const lost = text.match(/The picker pays (\d+) to each of the four defenders, (\d+) in all\./);
    return Boolean(lost) && same(numbers(lost), [scores[defender], -scores[picker]]);
  }
  const won = text.match(/Each defender pays (\d+); the picker gets (\d+) and the partner (\d+)\./);
  if (won) return same(numbers(won), [-scores[defender], scores[picker], scores[partner]]);
  const lost = text.match(/The picker pays (\d+) and the partner (\d+); each defender gets (\d+)\./);
  return Boolean(lost) && same(numbers(lost), [-scores[picker], -scores[partner], scores[defender]]);
}

// ---------------------------------------------------------------- the results, in English

for (const item of items) {
  const text = said(item);
  if (item.want !== null && text !== item.want) fail("result:", text, "\n wanted:", item.want);
  if (!item.result.leaster && !paymentsAgree(text, item)) fail("payments:", text, JSON.stringify(item.scores));
  if (item.allowed !== null) {
    // S10: a seat that never saw the unknown reads no figure it could not know anyway.
    const figures = (text.match(/\d+/g) || []).map(Number);
    const extra = figures.filter((n) => !item.allowed.includes(n));
    if (extra.length) fail("S10: seat", item.seat, "reads", extra, "in", text);
  }
}
if (!items.some((item) => item.result.points_hidden)) fail("no result with hidden points was checked");

// ---------------------------------------------------------------- the table's words

const table = { seat: 0, called: "AH", players: ["Me", "Ada", "Bert", "Clara", "Dora"].map((name) => ({ name })) };
const say = new Words(() => table);
const expect = [
  [say.trick({ winner: 0, points: 0 }), "You take the trick, 0 points."],
  [say.trick({ winner: 2, points: null }), "Bert takes the trick."],
  [say.event({ type: "bury", seat: 0 }), "You bury two cards."],
  [say.event({ type: "partner", seat: 3 }), "Clara is the partner."],
  [say.deal({ deal: 2, dealer: 1 }, 10), "Deal 2 of 10. Ada deals."],
  [say.deal({ deal: 3, dealer: 0 }, 10), "Deal 3 of 10. You deal."],
  [say.winners([1]), "Ada wins."],
  [say.winners([0]), "You win."],
  [say.winners([0, 2]), "You share first place with Bert."],
  [say.winners([1, 2, 3]), "Ada, Bert and Clara win."],
  [say.gameOver({ ...table, result: { winners: [1], your_place: 2, your_total: -3 } }),
    "Game over. You finish 2nd with \u22123. Ada wins."],
  [say.status({ ...table, phase: "bury", to_act: [2] }), "Bert is burying two cards"],
  [say.status({ ...table, phase: "play", to_act: [4], trick: { cards: [] } }, { thinking: 4 }), "Dora is thinking…"],
  [say.name(0), "You"],
  [say.name(3), "Clara"],
  [seatStats(1, 2, null).spoken, "1 card, 2 tricks"],
  [seatStats(null, 1, 0).spoken, "1 trick, 0 points"],
  [callUnknownNote(["H"]), "You hold no hearts."
    + " One of your cards goes face down (the unknown) and is played when that suit is first led. It cannot win that trick."],
  [callUnknownNote(["S", "C"]).split(".")[0], "You hold no clubs or spades"],
  [callUnknownNote(["C", "S", "H"]).split(".")[0], "You hold none of these suits"],
  [handCardLabel("QC", { unknown: true }), "queen of clubs, trump, your unknown card, set aside"],
  [handCardLabel("AS", { blind: true }), "ace of spades, from the blind"],
  [playerLabel("Ada", "10 of hearts"), "Ada: 10 of hearts"],
  [say.sideTricks({ picker: 1, partner: 3, alone: false, tricks_won: [1, 2, 0, 2, 1] }),
    "Picker's side 4 tricks \u00b7 Defenders 2 tricks"],
  [say.sideTricks({ picker: 1, partner: null, alone: true, tricks_won: [0, 1, 2, 2, 1] }),
    "Picker 1 trick \u00b7 Defenders 5 tricks"],
  [say.prompt({ ...table, phase: "bury" }, ["QC"]), "Choose two cards to bury (1 of 2)"],
  [say.playPrompt({ ...table, phase: "play", trick: { cards: [{ seat: 1, card: "7C" }] },
    legal_actions: [{ type: "play", card: "QS" }, { type: "play", card: "KH" }] }), "No clubs: play any card"],
  // S15: a card held back is named, and why (the called ace of hearts is table.called).
  [say.playPrompt({ ...table, picker: 2, hand: ["QS", "KS", "AH"], trick: { cards: [{ seat: 1, card: "7C" }] },
    legal_actions: [{ type: "play", card: "QS" }, { type: "play", card: "KS" }] }),
  "No clubs: play any other card. The ace of hearts, the called card, stays in your hand until its suit is led."],
  [say.playPrompt({ ...table, picker: 0, hand: ["QS", "KS", "9H"], trick: { cards: [{ seat: 1, card: "7C" }] },
    legal_actions: [{ type: "play", card: "QS" }, { type: "play", card: "KS" }] }),
  "No clubs: play any other card. The nine of hearts stays in your hand until the called suit is led."],
  [say.playPrompt({ ...table, picker: 2, hand: ["KS", "AH", "9H"], trick: { cards: [] },
    legal_actions: [{ type: "play", card: "KS" }, { type: "play", card: "AH" }] }),
  "Your lead. You may lead the called suit only with the called card."],
];
for (const [got, want] of expect) if (got !== want) fail("words:", got, "\n wanted:", want);

// ---------------------------------------------------------------- every sentence is marked

// A catalogue that wraps each string it is asked for: what the table then says must hold
// nothing outside the wrappers but names, figures, glyphs and separators.
globalThis.gettext = (msgid) => `\u00ab${msgid}\u00bb`;
globalThis.ngettext = (one, many, n) => `\u00ab${n === 1 ? one : many}\u00bb`;
globalThis.pgettext = (context, msgid) => `\u00ab${msgid}\u00bb`;
globalThis.npgettext = (context, one, many, n) => `\u00ab${n === 1 ? one : many}\u00bb`;

function unmarked(text) {
  let rest = text;
  for (let before = null; before !== rest;) {
    before = rest;
    rest = rest.replace(/\u00ab[^\u00ab\u00bb]*\u00bb/g, "");
  }
  // What may stand outside a marked string: separators, figures, the players' names.
  return rest.replace(/[\s·,:.\d+\u2212]|\b(Me|Ada|Bert|Clara|Dora|P\d)\b/g, "");
}

const marked = [
  ...items.map(said),
  ...["pass", "pick", "bury", "alone", "unknown", "partner"].flatMap((type) => [0, 1].map((seat) => say.event({ type, seat }))),
  say.event({ type: "call", seat: 1, card: "AS" }),
  ...[0, 1].flatMap((seat) => [
    say.play({ seat, card: "QC" }, table), say.play({ seat, card: "AH" }, table),
    say.play({ seat, card: null, unknown: true }, table), say.play({ seat, card: "7D", unknown: true }, table),
    say.trick({ winner: seat, points: 11 }), say.trick({ winner: seat, points: null }),
    say.deal({ deal: 1, dealer: seat }, 10), say.winners([seat]),
  ]),
  say.winners([0, 1]), say.winners([1, 2]),
  say.gameOver({ ...table, result: { winners: [0], your_place: 1, your_total: 4 } }), say.gameOver(table),
  ...["pick", "bury", "call", "unknown", "play", "done"].flatMap((phase) => [
    say.status({ ...table, phase, to_act: [1], trick: { cards: [] } }),
    say.status({ ...table, phase, to_act: [1], trick: { cards: [{ seat: 4, card: "7C" }] } }, { thinking: 1 }),
    say.status({ ...table, phase, to_act: [0], legal_actions: [{ type: "pass" }] }),
    say.prompt({ ...table, phase, trick: { cards: [{ seat: 4, card: "7C" }] }, legal_actions: [{ type: "play", card: "8C" }] }, []),
  ]),
  say.status({ ...table, status: "finished" }),
  say.playPrompt({ ...table, trick: { cards: [] } }),
  say.playPrompt({ ...table, picker: 2, hand: ["KS", "AH", "9H"], trick: { cards: [] }, legal_actions: [{ type: "play", card: "AH" }] }),
  say.playPrompt({ ...table, picker: 0, hand: ["QS", "9H"], trick: { cards: [{ seat: 1, card: "7C" }] }, legal_actions: [{ type: "play", card: "QS" }] }),
  say.playPrompt({ ...table, picker: 2, hand: ["QS", "AH"], trick: { cards: [{ seat: 1, card: "7C" }] }, legal_actions: [{ type: "play", card: "QS" }] }),
  say.playPrompt({ ...table, trick: { cards: [{ seat: 4, card: "7H" }] }, legal_actions: [{ type: "play", card: "AH" }] }),
  say.playPrompt({ ...table, unknown: "QC", unknown_in_hand: true, trick: { cards: [{ seat: 4, card: "7H" }] },
    legal_actions: [{ type: "play", card: "QC" }] }),
  ...["C", "S", "H", "QD"].map((led) => say.playPrompt({ ...table, trick: { cards: [{ seat: 4, card: led.length > 1 ? led : `7${led}` }] },
    legal_actions: [{ type: "play", card: "8D" }] })),
  say.leads(2), say.name(0), say.other(7),
  say.sideTricks({ picker: 1, partner: 3, alone: false, tricks_won: [1, 2, 0, 2, 1] }),
  say.sideTricks({ picker: 1, partner: null, alone: true, tricks_won: [1, 2, 0, 2, 1] }),
  callUnknownNote(["C"]), callUnknownNote(["S", "H"]), callUnknownNote(["C", "S", "H"]),
  seatStats(3, 1, 12).spoken,
  handCardLabel("QC", { unknown: true }), handCardLabel("7S", { blind: true }),
  playerLabel("Ada", cardLabel("10H")), cardName("KD"), cardName(null), cardName("X1"),
  ...[0, 1, 2, 3, 4].map(positionName),
  ...Object.keys(Object.getOwnPropertyDescriptors(TEXT)).map((key) => TEXT[key]),
];
for (const text of marked) {
  if (typeof text !== "string" || !text) fail("no words:", JSON.stringify(text));
  else if (unmarked(text)) fail("not marked for translation:", JSON.stringify(unmarked(text)), "in", text);
}

console.log(fails ? "failed" : "ok");
process.exit(fails ? 1 : 0);
