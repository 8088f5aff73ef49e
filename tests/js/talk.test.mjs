// @ts-check
// Talk at a friends' table (static/tables/talk.js): which tables have "Say…", each phrase's
// words through the catalogue, and what a screen reader hears ("Ada: Good game", "You: Oops").
import assert from "node:assert/strict";
import { beforeEach, describe, it } from "node:test";

import { SeatWords } from "../../static/tables/seats.js";
import { PHRASES, canTalk, phraseOf, spoken } from "../../static/tables/talk.js";
import { installCatalogue, wasAsked } from "./support.mjs";

const PEOPLE = [
  { name: "Me", kind: "person", gender: null },
  { name: "Ada", kind: "person", gender: "f" },
  { name: "Clara", kind: "computer", gender: "f" },
];

/** @param {object} [changes] */
const view = (changes = {}) => ({ version: 3, mode: "friends", seat: 0, players: PEOPLE, ...changes });

describe("talk", () => {
  beforeEach(installCatalogue);

  it("offers Say… only where somebody else sits", () => {
    assert.equal(canTalk(view()), true);
    assert.equal(canTalk(view({ players: [PEOPLE[0], PEOPLE[2], PEOPLE[2]] })), false);
    assert.equal(canTalk(view({ mode: "practice" })), false);
    assert.equal(canTalk(view({ mode: "daily" })), false);
    assert.equal(canTalk(view({ seat: null })), false);
    assert.equal(canTalk(null), false);
  });

  it("knows each phrase once, by its id", () => {
    const ids = PHRASES.map((phrase) => phrase.id);
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(phraseOf("good_game")?.words(), "Good game");
    assert.ok(wasAsked("Good game", "said at the table"));
    assert.equal(phraseOf("bad words"), null);
    assert.equal(phraseOf(undefined), null);
  });

  it("says who said it", () => {
    const words = new SeatWords(() => view());
    const good = /** @type {import("../../static/tables/talk.js").Phrase} */ (phraseOf("good_game"));
    assert.equal(spoken(words, 1, good), "Ada: Good game");
    assert.equal(spoken(words, 0, good), "You: Good game");
    assert.ok(wasAsked("%(name)s: %(phrase)s"));
  });
});
