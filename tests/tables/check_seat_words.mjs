// @ts-check
// Sentences about a named player agree with the player's gender (static/tables/seats.js):
// each game's words take the "a woman" form for a woman, the "a man" form for a man and for a
// player whose gender the site does not know (a person, an older table's seat); a Hebrew
// page writes names in Hebrew letters, and card codes in plain text isolated.
// Usage: node check_seat_words.mjs; prints the failures, then "ok" or "failed".

// A catalogue that says which context each sentence came from: "a woman|%(name)s passes.".
globalThis.gettext = (msgid) => msgid;
globalThis.ngettext = (one, many, count) => (count === 1 ? one : many);
globalThis.pgettext = (context, msgid) => `${context}|${msgid}`;
globalThis.npgettext = (context, one, many, count) => `${context}|${count === 1 ? one : many}`;
const page = { lang: "en", dir: "ltr" };
globalThis.document = /** @type {any} */ ({ documentElement: page });

const { cardShort } = await import("../../static/cards/cards.js");
const { Words: SixesWords } = await import("../../sixes/static/sixes/words.js");
const { Words: ShiestaWords } = await import("../../shiesta/static/shiesta/words.js");
const { Words: ShakipeshWords } = await import("../../shakipesh/static/shakipesh/words.js");
const { Words: SheepsheadWords } = await import("../../sheepshead/static/sheepshead/words.js");
const { explainResult } = await import("../../sheepshead/static/sheepshead/result_words.js");

const players = [
  { seat: 0, name: "Me", kind: "person", gender: null, names: {} },
  { seat: 1, name: "Shira", kind: "computer", gender: "f", names: { he: "שירה" } },
  { seat: 2, name: "Boaz", kind: "computer", gender: "m", names: { he: "בועז" } },
  { seat: 3, name: "Zed", kind: "computer" }, // a seat stored before genders: unknown
  { seat: 4, name: "Ada", kind: "computer", gender: "f", names: { he: "עדה" } },
];
const view = { seat: 0, players, seats: 5 };
let fails = 0;
let checks = 0;

function expect(what, got, want) {
  checks += 1;
  if (got !== want) {
    fails += 1;
    console.log(`${what}:\n  got  ${JSON.stringify(got)}\n  want ${JSON.stringify(want)}`);
  }
}

// Each game's sentence for one event of `seat`, by a function of the game's Words.
/** @type {Record<string, [new (viewOf: () => object) => any, (words: any, seat: number) => string, string]>} */
const GAMES = {
  sixes: [SixesWords, (w, seat) => w.event({ kind: "draw", seat }, view, view), "%(name)s draws a card."],
  shiesta: [ShiestaWords, (w, seat) => w.event({ type: "ready", seat }, view, view), "%(name)s is ready."],
  shakipesh: [ShakipeshWords, (w, seat) => w.event({ kind: "end", seat }, view, view), "%(name)s ends the turn."],
  sheepshead: [SheepsheadWords, (w, seat) => w.event({ type: "pass", seat }), "%(name)s passes."],
};

for (const [game, [Words, said, msgid]] of Object.entries(GAMES)) {
  const words = new Words(() => view);
  /** @param {string} context @param {string} name */
  const line = (context, name) => `${context}|${msgid.replace("%(name)s", name)}`;
  expect(`${game}: a woman`, said(words, 1), line("a woman", "Shira"));
  expect(`${game}: a man`, said(words, 2), line("a man", "Boaz"));
  expect(`${game}: a stored seat, gender unknown`, said(words, 3), line("a man", "Zed"));
  expect(`${game}: the person is "you"`, said(words, 0).includes("|"), false);
}

// Through GAMES's type: this project does not resolve the games' imports of the kit.
const sixes = new GAMES.sixes[0](() => view);
const sheepshead = new GAMES.sheepshead[0](() => view);
expect("a status line", sixes.status({ ...view, turn: 1, phase: "move" }, { thinking: 1 }),
  "a woman|Shira is thinking…");
expect("a plural form", sheepshead.trick({ winner: 4, points: 21 }), "a woman|Ada takes the trick, 21 points.");
expect("a sentence agreeing with nobody", sixes.status({ ...view, turn: 1, phase: "move" }), "Shira's turn");
expect("the leaster's winner", explainResult({ leaster: true, winner: 1, points: [0, 5, 9, 30, 40], tricks: [0, 1, 2, 3, 4] }, sheepshead),
  "a woman|Leaster: Shira took the fewest points, 5, among the players who took a trick. "
  + "Each other player pays 1 to Shira, 4 in all.");
expect("a card code, left to right", cardShort("10D"), "10♦");

// A Hebrew page: the name in Hebrew letters (isolated as every name is there), the card
// code isolated left to right; a name the server gives no Hebrew for stays as it is.
page.lang = "he";
page.dir = "rtl";
expect("Hebrew: a woman", sixes.event({ kind: "draw", seat: 1 }, view, view), "a woman|\u2068שירה\u2069 draws a card.");
expect("Hebrew: no Hebrew spelling", sixes.event({ kind: "draw", seat: 3 }, view, view), "a man|\u2068Zed\u2069 draws a card.");
expect("Hebrew: a card code", cardShort("10D"), "\u206610♦\u2069");
page.lang = "nb";
page.dir = "ltr";
expect("Norwegian: the stored name", sixes.other(1), "Shira");

console.log(`${checks} checks`);
console.log(fails ? "failed" : "ok");
