// @ts-check
// shiesta/static/shiesta/words.js: what the Shiesta table says, through a catalogue that answers with
// the English msgid (tests/js/support.mjs).
import assert from "node:assert/strict";
import { beforeEach, describe, it } from "node:test";

import { Words, pileLabel, pileRule, placeByTotal } from "../../static/shiesta/words.js";
import { installCatalogue, players, wasAsked } from "../../../tests/js/support.mjs";

/** The person (seat 0) at a four-seat game in play. */
const table = (changes = {}) => ({
  seat: 0, seats: 4, players: players(4), status: "active", phase: "play", turn: 1, direction: 1,
  pile: [], hand_sizes: [4, 4, 4, 4], legal_actions: [], to_act: [1], zones: ["hand", "hand", "hand", "hand"],
  ...changes,
});

describe("Shiesta words", () => {
  beforeEach(installCatalogue);

  it("says a play by the number of cards and where they come from", () => {
    const words = new Words(() => table());
    assert.equal(words.event({ type: "play", seat: 0, cards: ["9H"], from: "hand" }, table(), table()),
      "You play the nine of hearts.");
    assert.equal(words.event({ type: "play", seat: 1, cards: ["9H", "9C"], from: "hand" }, table(), table()),
      "Ada plays 2 cards: nine of hearts and nine of clubs.");
    assert.ok(wasAsked("%(name)s plays %(count)s cards: %(cards)s.", "a woman"));
    assert.equal(words.event({ type: "play", seat: 2, cards: ["KD"], from: "face_up" }, table(), table()),
      "Boris plays the king of diamonds from the face-up cards.");
  });

  it("names who must pick up the pile after a 3 leaves the game: the next seat in play", () => {
    const words = new Words(() => table());
    const after = table({ direction: -1 });
    assert.equal(words.event({ type: "remove", seat: 1, count: 1 }, table(), after),
      "The 3 leaves the game: you must pick up the pile.");
    assert.equal(words.event({ type: "remove", seat: 0, count: 2 }, table(), table()),
      "The 3s leave the game: Ada must pick up the pile.");
  });

  it("counts the cards a 10 burns", () => {
    const words = new Words(() => table());
    assert.equal(words.event({ type: "burn", seat: 1, count: 1 }, table(), table()), "The 10 burns the pile: 1 card leaves the game.");
    assert.equal(words.event({ type: "burn", seat: 1, count: 4 }, table(), table()), "The 10 burns the pile: 4 cards leave the game.");
  });

  it("tells the person what the pile takes on his turn", () => {
    const mine = (changes) => table({ turn: 0, to_act: [0], legal_actions: [{ type: "play", cards: ["9H"] }], ...changes });
    const say = (view) => new Words(() => view).status(view, { interactive: true });
    assert.equal(say(mine({ pile: [] })), "Your turn: the pile is empty, play any card");
    assert.equal(say(mine({ pile: ["8C"] })), "Your turn: 8 or higher, or a 2, 3 or 10");
    assert.equal(say(mine({ pile: ["7C"], low_only: true })), "Your turn: after a 7, a 4 to 7 or a 2, 3 or 10");
    assert.equal(say(mine({ pile: ["8C"], legal_actions: [{ type: "pickup" }] })), "You cannot play on the 8: pick up the pile");
  });

  it("says who the swap still waits for", () => {
    const view = table({ phase: "swap", to_act: [0, 2, 3] });
    assert.equal(new Words(() => view).status(view), "Waiting for Boris and Clara to get ready");
  });

  it("words the pile and its rule", () => {
    assert.equal(pileLabel(table()), "Discard pile: empty");
    assert.equal(pileLabel(table({ pile: ["4S", "QH"] })), "Discard pile: 2 cards, the queen of hearts on top");
    assert.equal(pileRule(table({ pile: ["QH"] })), "Q or higher");
    assert.equal(pileRule(table({ pile: ["10H"] })), ""); // it burns the pile at once (H7)
  });

  it("places a seat by its match total, lower first, equal totals sharing a place", () => {
    assert.deepEqual([0, 1, 2, 3].map((seat) => placeByTotal([5, 3, 5, 9], seat)), [2, 1, 2, 4]);
  });
});
