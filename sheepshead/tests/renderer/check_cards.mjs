// @ts-check
// Card names for screen readers (static/cards/cards.js): jokers, face-down cards, suits, and
// a name built from the translator's pattern (a language may put the suit first).
// Usage: node check_cards.mjs; prints "ok" or the first failures and exits 1.
import { cardLabel, cardName, cardShort, isJoker, parseCard } from "../../../static/cards/cards.js";

const expect = [
  [cardName("X1"), "joker"],
  [cardName("X2"), "joker"],
  [cardName(null), "face-down card"],
  [cardName("QC"), "queen of clubs"],
  [cardName("10D"), "ten of diamonds"],
  [cardLabel("10D"), "10 of diamonds"],
  [cardLabel("KS"), "king of spades"],
  [cardLabel(null), "face-down card"],
  [cardShort("7H"), "7\u2665"],
  [cardShort("X1"), "\u2605"],
  [isJoker("X2"), true],
  [isJoker("10S"), false],
  [JSON.stringify(parseCard("10S")), JSON.stringify({ rank: "10", suit: "S" })],
];

// A Norwegian catalogue for the words of a card's name: "ruter dame", the suit first.
const NB = {
  "card name\u0004%(rank)s of %(suit)s": "%(suit)s %(rank)s",
  "card rank\u0004queen": "dame",
  "card rank\u0004ten": "tier",
  "card suit\u0004diamonds": "ruter",
  "card suit\u0004hearts": "hjerter",
  "card name\u0004joker": "joker",
};
globalThis.pgettext = (context, msgid) => NB[`${context}\u0004${msgid}`] ?? msgid;
expect.push(
  [cardName("QD"), "ruter dame"],
  [cardName("10H"), "hjerter tier"],
  [cardLabel("10H"), "hjerter 10"],
  [cardName("X2"), "joker"],
);
delete globalThis.pgettext;

const bad = expect.filter(([got, want]) => got !== want);
for (const [got, want] of bad) console.log("got", got, "wanted", want);
console.log(bad.length ? "failed" : "ok");
process.exit(bad.length ? 1 : 0);
