// Card names for screen readers (static/cards/cards.js): jokers, face-down cards, suits.
// Usage: node check_cards.mjs; prints "ok" or the first failures and exits 1.
import { cardName, cardShort, isJoker, parseCard } from "../../../static/cards/cards.js";

const expect = [
  [cardName("X1"), "joker"],
  [cardName("X2"), "joker"],
  [cardName(null), "face-down card"],
  [cardName("QC"), "queen of clubs"],
  [cardName("10D"), "ten of diamonds"],
  [cardShort("7H"), "7\u2665"],
  [cardShort("X1"), "\u2605"],
  [isJoker("X2"), true],
  [isJoker("10S"), false],
  [JSON.stringify(parseCard("10S")), JSON.stringify({ rank: "10", suit: "S" })],
];
const bad = expect.filter(([got, want]) => got !== want);
for (const [got, want] of bad) console.log("got", got, "wanted", want);
console.log(bad.length ? "failed" : "ok");
process.exit(bad.length ? 1 : 0);
