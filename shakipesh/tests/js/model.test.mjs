// @ts-check
// shakipesh/static/shakipesh/model.js: the falling sequence (K2), what the person may do, and the public
// events applied to a seat's view, frame by frame (the Python tests, shakipesh/tests/renderer/,
// check whole random games against the engine).
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { byHand, combineOf, dealtHands, follows, frames } from "../../static/shakipesh/model.js";

/** Seat 2's view of round 1 of a four-seat game (dealer 3, seat 0 begins), as the server sends it. */
function dealt(changes = {}) {
  return {
    game: "shakipesh", seat: 2, seats: 4, status: "active", phase: "turn", round: 1, dealer: 3, turn: 0,
    version: 0, hand: ["5C", "6C", "8D", "10D", "QD", "4H", "7H", "QH", "KH"], hand_sizes: [9, 9, 9, 9],
    stock: 12, piles: [{ id: 0, cards: ["AS"] }, { id: 1, cards: ["2C"] }, { id: 2, cards: ["4S"] }, { id: 3, cards: ["7C"] }],
    turn_state: { started: false, laid: 0, rights: 0 }, passes: 0, totals: [0, 0, 0, 0], turns: [0, 0, 0, 0],
    rounds: [], result: null, to_act: [0], legal_actions: [],
    ...changes,
  };
}

describe("Shakipesh frames", () => {
  it("lays a card on a pile, and the turn goes on until its seat ends it", () => {
    const events = [
      { v: 1, kind: "lay", seat: 0, card: "AC", pile: 1 },
      { v: 2, kind: "end", seat: 0 },
    ];
    const [laid, ended] = frames(dealt(), dealt({ version: 2 }), events);
    assert.deepEqual(laid.view.piles[1].cards, ["2C", "AC"]);
    assert.deepEqual(laid.view.hand_sizes, [8, 9, 9, 9]);
    assert.deepEqual(laid.view.turn_state, { started: true, laid: 1, rights: 0 });
    assert.deepEqual(laid.view.to_act, [0]);
    assert.equal(ended.view.turn, 1);
    assert.deepEqual(ended.view.turns, [1, 0, 0, 0]);
    assert.deepEqual(ended.view.turn_state, { started: false, laid: 0, rights: 0 });
    assert.deepEqual(ended.view.legal_actions, []);
  });

  it("takes the person's own card out of his hand", () => {
    const [{ view }] = frames(dealt({ turn: 2 }), dealt({ version: 1 }), [{ v: 1, kind: "lay", seat: 2, card: "6C", pile: 3 }]);
    assert.deepEqual(view.hand, ["5C", "8D", "10D", "QD", "4H", "7H", "QH", "KH"]);
    assert.deepEqual(view.piles[3].cards, ["7C", "6C"]);
  });

  it("draws two and turns a third up as a new pile on a shakipesh (K11), and the turn passes", () => {
    const [other] = frames(dealt({ turn: 1 }), dealt({ version: 1 }), [
      { v: 1, kind: "shakipesh", seat: 1, drawn: [null, null], card: "2H", pile: 4 },
    ]);
    assert.equal(other.view.stock, 9);
    assert.deepEqual(other.view.hand_sizes, [9, 11, 9, 9]);
    assert.deepEqual(other.view.piles.map((p) => p.id), [0, 1, 2, 3, 4]);
    assert.equal(other.view.turn, 2);
    const [mine] = frames(dealt({ turn: 2 }), dealt({ version: 1 }), [
      { v: 1, kind: "shakipesh", seat: 2, drawn: ["9S", "3C"], card: "JD", pile: 4 },
    ]);
    assert.ok(mine.view.hand.includes("9S") && mine.view.hand.includes("3C"));
    assert.equal(mine.view.hand.length, 11);
  });

  it("counts passes in a row, and any move starts the count again", () => {
    const [first, second, laid] = frames(dealt({ stock: 0 }), dealt({ version: 3 }), [
      { v: 1, kind: "pass", seat: 0 }, { v: 2, kind: "pass", seat: 1 }, { v: 3, kind: "lay", seat: 2, card: "6C", pile: 3 },
    ]);
    assert.deepEqual([first.view.passes, second.view.passes, laid.view.passes], [1, 2, 0]);
  });

  it("works back the person's dealt hand from where the round stands later", () => {
    const next = dealt({ round: 2, hand: ["3D", "9S"] });
    const events = [
      { v: 5, kind: "deal", round: 2, dealer: 0, piles: [["KS"]], hand_sizes: [3, 3, 3, 3], stock: 20 },
      { v: 6, kind: "lay", seat: 2, card: "QS", pile: 0 },
    ];
    assert.deepEqual(dealtHands(next, events).get(0), ["3D", "9S", "QS"]); // the engine's order
  });
});

describe("Shakipesh sequence", () => {
  it("follows a card with the next rank down of its suit, the ace after the 2 and the king after the ace (K2)", () => {
    assert.equal(follows("QH", "KH"), true);
    assert.equal(follows("AC", "2C"), true);
    assert.equal(follows("KS", "AS"), true);
    assert.equal(follows("QS", "KH"), false);
    assert.equal(follows("JH", "KH"), false);
  });

  it("sorts the person's hand by colour in turn, each suit falling K … 2 A", () => {
    assert.deepEqual(["2C", "AS", "KS", "9H", "AD", "KC"].sort(byHand), ["KS", "AS", "9H", "KC", "2C", "AD"]);
  });

  it("combines two chosen piles whichever way round fits", () => {
    const view = dealt({ legal_actions: [{ type: "combine", pile: 3, onto: 1 }] });
    assert.deepEqual(combineOf(view, 3, 1), { type: "combine", pile: 3, onto: 1 });
    assert.deepEqual(combineOf(view, 1, 3), { type: "combine", pile: 3, onto: 1 });
    assert.equal(combineOf(view, 0, 1), null);
  });
});
