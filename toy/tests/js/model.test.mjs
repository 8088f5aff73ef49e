// @ts-check
// toy/static/toy/model.js: the toy's public events applied to a seat's view, frame by frame,
// and what the view offers the person.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { cardActions, deckOrder, frames, mustFollow, passSource, passTarget, waitingFor } from "../../static/toy/model.js";

/** Seat 0's view of round 1 of a three-seat match, passing to the left, as the server sends it. */
function dealt(changes = {}) {
  return {
    game: "toy", seat: 0, seats: 3, status: "active", round: 1, phase: "pass", target: 20, variant: "left",
    version: 2, hand: ["4C", "9D", "KH"], hand_sizes: [3, 3, 3], chosen: [1, 2], my_pass: null, received: null,
    declared: [false, false, false], leader: 0, turn: null, trick: [], tricks: [], scores: [], totals: [0, 0, 0],
    to_act: [0], legal_actions: [], ...changes,
  };
}

describe("the toy's frames", () => {
  it("passes the cards round: the person's goes to the next seat, the one before's comes to him", () => {
    const events = [
      { v: 3, type: "chose", seat: 0, cards: ["KH"], count: 1 },
      { v: 3, type: "passed", seat: 0, to: 1, cards: ["KH"], count: 1 },
      { v: 3, type: "passed", seat: 1, to: 2, cards: null, count: 1 },
      { v: 3, type: "passed", seat: 2, to: 0, cards: ["2S"], count: 1 },
    ];
    const shown = frames(dealt(), dealt({ version: 3 }), events);
    assert.equal(shown.length, 4);
    assert.equal(shown[0].view.my_pass, "KH");
    assert.deepEqual(shown[0].view.to_act, []);
    const last = shown[3].view;
    assert.deepEqual(last.hand, ["4C", "9D", "2S"]);
    assert.equal(last.received, "2S");
    assert.equal(last.phase, "play");
    assert.equal(last.turn, 0);
    assert.deepEqual(last.to_act, [0]);
    assert.deepEqual(last.legal_actions, []);
  });

  it("plays a trick to its winner and scores the round", () => {
    const playing = dealt({ phase: "play", turn: 1, leader: 1, hand: ["4C"], hand_sizes: [1, 1, 1],
      tricks: [{ leader: 0, cards: ["2C", "3C", "5C"], winner: 2, points: 1 }, { leader: 2, cards: ["AD", "2D", "3D"], winner: 2, points: 1 }] });
    const events = [
      { v: 9, type: "play", seat: 1, cards: ["7H"], count: 1 },
      { v: 10, type: "play", seat: 2, cards: ["8H"], count: 1 },
      { v: 11, type: "play", seat: 0, cards: ["4C"], count: 1 },
      { v: 11, type: "trick", seat: 2, points: 3 },
      { v: 11, type: "round", seat: -1, scores: [0, 0, 5] },
    ];
    const shown = frames(playing, dealt({ version: 11 }), events);
    assert.deepEqual(shown[1].view.trick, ["7H", "8H"]);
    assert.equal(shown[1].view.turn, 0);
    assert.deepEqual(shown[2].view.hand, []);
    assert.deepEqual(shown[2].view.hand_sizes, [0, 0, 0]);
    assert.deepEqual(shown[3].view.trick, []);
    assert.equal(shown[3].view.tricks.length, 3);
    assert.equal(shown[3].view.turn, 2);
    const over = shown[4].view;
    assert.equal(over.phase, "between");
    assert.deepEqual(over.scores, [[0, 0, 5]]);
    assert.deepEqual(over.totals, [0, 0, 5]);
    assert.equal(over.tricks.length, 3, "the round's tricks stay shown until the next deal");
  });

  it("deals the next round afresh, led by the next seat", () => {
    const between = dealt({ phase: "between", hand: [], hand_sizes: [0, 0, 0], declared: [true, false, false],
      tricks: [{ leader: 0, cards: ["2C", "3C", "5C"], winner: 2, points: 1 }], chosen: [0, 1, 2], my_pass: "KH" });
    const events = [
      { v: 20, type: "hand", seat: 0, cards: ["QS", "2C", "9H"], count: 3 },
      { v: 20, type: "hand", seat: 1, cards: null, count: 3 },
      { v: 20, type: "hand", seat: 2, cards: null, count: 3 },
    ];
    const view = frames(between, dealt({ version: 20 }), events)[2].view;
    assert.equal(view.round, 2);
    assert.equal(view.phase, "pass");
    assert.equal(view.leader, 1);
    assert.deepEqual(view.hand, ["2C", "9H", "QS"]);
    assert.deepEqual(view.hand_sizes, [3, 3, 3]);
    assert.deepEqual(view.declared, [false, false, false]);
    assert.deepEqual(view.tricks, []);
    assert.deepEqual(view.chosen, []);
    assert.equal(view.my_pass, null);
    assert.deepEqual(view.to_act, [0, 1, 2]);
  });

  it("ends the match with the final totals and nobody to wait for", () => {
    const events = [{ v: 30, type: "declare", seat: 2 }, { v: 31, type: "end", seat: -1, scores: [21, 9, 4] }];
    const [declared, ended] = frames(dealt({ phase: "play", turn: 2 }), dealt({ version: 31 }), events);
    assert.deepEqual(declared.view.declared, [false, false, true]);
    assert.equal(ended.view.status, "finished");
    assert.deepEqual(ended.view.totals, [21, 9, 4]);
    assert.deepEqual(ended.view.to_act, []);
  });
});

describe("what the toy's view offers", () => {
  it("orders a hand as the engine does and finds who passes to whom", () => {
    assert.deepEqual(["AS", "2H", "10C", "3C", "JD"].sort(deckOrder), ["3C", "10C", "JD", "2H", "AS"]);
    const left = dealt();
    assert.equal(passTarget(left, 2), 0);
    assert.equal(passSource(left, 0), 2);
    const right = dealt({ variant: "right" });
    assert.equal(passTarget(right, 0), 2);
    assert.equal(passSource(right, 0), 1);
  });

  it("knows the cards that may go, the suit to follow and the seats waited for", () => {
    const view = dealt({ phase: "play", turn: 0, trick: ["5D"], legal_actions: [{ type: "play", card: "9D" }, { type: "declare" }] });
    assert.deepEqual([...cardActions(view).keys()], ["9D"]);
    assert.ok(mustFollow(view));
    assert.ok(!mustFollow({ ...view, trick: ["5S"] }));
    assert.deepEqual(waitingFor(view), [0]);
    assert.deepEqual(waitingFor(dealt({ chosen: [2] })), [0, 1]);
  });
});
