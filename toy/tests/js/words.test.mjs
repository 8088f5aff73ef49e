// @ts-check
// toy/static/toy/words.js: what the toy's table says, through a catalogue that answers with the
// English msgid (tests/js/support.mjs).
import assert from "node:assert/strict";
import { beforeEach, describe, it } from "node:test";

import { Words } from "../../static/toy/words.js";
import { installCatalogue, players, wasAsked } from "../../../tests/js/support.mjs";

/** The person (seat 0) at a three-seat round, playing. */
const table = (changes = {}) => ({
  version: 5, seat: 0, seats: 3, players: players(3), status: "active", round: 2, phase: "play", target: 20, variant: "left",
  hand: ["4C", "9D", "KH"], hand_sizes: [3, 3, 3], chosen: [0, 1, 2], declared: [false, false, false], leader: 1,
  turn: 1, trick: [], tricks: [], scores: [[1, 2, 0]], totals: [1, 2, 0], legal_actions: [], ...changes,
});

describe("the toy's words", () => {
  beforeEach(installCatalogue);

  it("says a play, the person's and another's, by the player's gender", () => {
    const view = table();
    const words = new Words(() => view);
    assert.equal(words.event({ v: 1, type: "play", seat: 1, cards: ["7H"] }, view, view), "Ada plays the seven of hearts.");
    assert.ok(wasAsked("%(name)s plays the %(card)s.", "a woman"));
    assert.equal(words.event({ v: 1, type: "play", seat: 2, cards: ["7H"] }, view, view), "Boris plays the seven of hearts.");
    assert.ok(wasAsked("%(name)s plays the %(card)s.", "a man"));
    assert.equal(words.event({ v: 1, type: "play", seat: 0, cards: ["4C"] }, view, view), "You play the four of clubs.");
  });

  it("says the passes that concern the person only", () => {
    const view = table({ phase: "pass", turn: null });
    const words = new Words(() => view);
    assert.equal(words.event({ v: 1, type: "passed", seat: 0, to: 1, cards: ["KH"] }, view, view),
      "Your king of hearts goes to Ada.");
    assert.equal(words.event({ v: 1, type: "passed", seat: 2, to: 0, cards: ["2S"] }, view, view),
      "Boris gives you the two of spades.");
    assert.equal(words.event({ v: 1, type: "passed", seat: 1, to: 2, cards: null }, view, view), "");
  });

  it("counts a trick's points and the round's", () => {
    const view = table();
    const words = new Words(() => view);
    assert.equal(words.event({ v: 4, type: "trick", seat: 1, points: 2 }, view, view), "Ada takes the trick, 2 points.");
    assert.equal(words.event({ v: 4, type: "trick", seat: 0, points: 1 }, view, view), "You take the trick, 1 point.");
    assert.equal(words.event({ v: 4, type: "round", seat: -1, scores: [3, 0, 1] }, view, view),
      "Round 2 is over: 3 points for you.");
  });

  it("asks for the pass, then waits for the others", () => {
    const view = table({ phase: "pass", chosen: [1], turn: null });
    const words = new Words(() => view);
    assert.equal(words.status(view, { live: true }), "Choose a card to pass to Ada");
    assert.equal(words.status(view, { live: true, picked: "KH" }),
      "Pass the king of hearts to Ada, or choose another card");
    assert.equal(words.status({ ...view, chosen: [0, 1] }, { live: true }), "Waiting for the others to choose their cards…");
    assert.equal(words.status({ ...view, variant: "right" }, { live: true }), "Choose a card to pass to Boris");
  });

  it("says whose turn it is and whether the person must follow", () => {
    const view = table();
    const words = new Words(() => view);
    assert.equal(words.status(view, { live: false }), "Ada's turn");
    assert.equal(words.status(view, { live: false, thinking: 1 }), "Ada is thinking…");
    assert.equal(words.status({ ...view, turn: 0 }, { live: true }), "Your lead: play any card");
    assert.equal(words.status({ ...view, turn: 0, trick: ["2D"] }, { live: true }), "Your turn: follow the suit led");
    assert.equal(words.status({ ...view, turn: 0, trick: ["2S"] }, { live: true }), "Your turn: you cannot follow, play any card");
  });

  it("names a computer's badge with its cards, points and marks", () => {
    const view = table({ declared: [false, true, false] });
    const words = new Words(() => view);
    assert.equal(words.seatLabel(view, 1, { turn: true, thinking: false }), "Ada, 3 cards, 2 points, declared, on turn");
  });

  it("says how the match ended for the person", () => {
    const view = table({ status: "finished", phase: "over" });
    const words = new Words(() => view);
    assert.equal(words.theEnd(view, { totals: [4, 21, 9], places: [1, 3, 2] }), "The match is over: you win with 4 points.");
    assert.equal(words.theEnd(view, { totals: [9, 21, 4], places: [2, 3, 1] }),
      "The match is over: you come 2nd with 9 points.");
    assert.equal(words.theEnd(view, { totals: [4, 21, 4], places: [1, 3, 1] }),
      "The match is over: you share first place with 4 points.");
  });
});
