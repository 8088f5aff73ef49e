// @ts-check
// sixes/static/sixes/model.js: card values and packet scores (X2, X3), and the public events applied
// to a seat's view, frame by frame (the Python tests, sixes/tests/renderer/, check whole random
// games against the engine).
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { cardValue, frames, mayGoUp, packetScore } from "../../static/sixes/model.js";

const unknownRow = ["unknown", "unknown", "unknown"];

/** Seat 0's view of a two-seat game of Sixes at its start, as the server sends it. */
function started(changes = {}) {
  return {
    game: "sixes", variant: "single", memory: false, seat: 0, seats: 2, status: "active", phase: "move",
    version: 0, turn: 0, starter: 0,
    packets: [
      [{ cards: [null, null, null, "7S", "2H", "JD"], marks: [...unknownRow, "known", "known", "known"], up: false, done: false }],
      [{ cards: [null, null, null, null, null, null], marks: [...unknownRow, "owner", "owner", "owner"], up: false, done: false }],
    ],
    holding: null, stock: 30, open_pile: ["9C"], knocked: null, final_turns: [], turns: [0, 0],
    match: { games: 1, number: 1, scores: [], totals: [0, 0] }, result: null, to_act: [0], legal_actions: [],
    ...changes,
  };
}

describe("Sixes frames", () => {
  it("holds the drawn card, shown to its drawer only, and counts what the person never saw", () => {
    const [mine] = frames(started(), started({ version: 1 }), [{ v: 1, kind: "draw", seat: 0, card: "4C" }]);
    assert.equal(mine.view.phase, "holding");
    assert.deepEqual(mine.view.holding, { seat: 0, card: "4C", from: "stock" });
    assert.equal(mine.view.stock, 29);
    // 29 in the stock, 3 unknown of his own, 6 of the other seat's.
    assert.equal(mine.view.unseen, 38);
    const theirs = started({ turn: 1 });
    const [other] = frames(theirs, theirs, [{ v: 1, kind: "draw", seat: 1, card: null }]);
    assert.equal(other.view.holding.card, null);
    assert.equal(other.view.unseen, 39); // the card in the other seat's hand too
  });

  it("swaps the held card into the grid and the old card onto the open pile", () => {
    const holding = started({ phase: "holding", holding: { seat: 0, card: "4C", from: "stock" }, stock: 29, version: 1 });
    const [{ view }] = frames(holding, holding, [
      { v: 2, kind: "swap", seat: 0, packet: 0, position: 5, card: "4C", out: "JD" },
    ]);
    assert.deepEqual(view.packets[0][0].cards, [null, null, null, "7S", "2H", "4C"]);
    assert.deepEqual(view.packets[0][0].marks, [...unknownRow, "known", "known", "known"]);
    assert.deepEqual(view.open_pile, ["9C", "JD"]);
    assert.equal(view.holding, null);
    assert.equal(view.phase, "after"); // he may still knock
    assert.deepEqual(view.to_act, [0]);
  });

  it("marks a card taken from the open pile as seen by everyone (X8)", () => {
    const holding = started({ turn: 1, phase: "holding", holding: { seat: 1, card: "9C", from: "open" }, open_pile: [], version: 1 });
    const [{ view }] = frames(holding, holding, [
      { v: 2, kind: "swap", seat: 1, packet: 0, position: 3, card: "9C", out: "KH" },
    ]);
    assert.equal(view.packets[1][0].cards[3], "9C");
    assert.equal(view.packets[1][0].marks[3], "public");
  });

  it("ends a turn that made no event (an \"end\" leaves a version without one)", () => {
    const after = started({ phase: "after", version: 2 });
    const [{ view }] = frames(after, after, [{ v: 4, kind: "draw", seat: 1, card: null }]);
    assert.deepEqual(view.turns, [1, 0]);
    assert.equal(view.turn, 1);
    assert.equal(view.phase, "holding");
  });

  it("gives every other seat one last turn after a final knock (X11)", () => {
    const after = started({ seats: 3, phase: "after", turns: [0, 0, 0],
      packets: [...started().packets, started().packets[1]] });
    const [{ view }] = frames(after, after, [
      { v: 1, kind: "knock", seat: 0, packet: 0, final: true, cards: ["3C", "3D", "KS", "7S", "2H", "JD"] },
    ]);
    assert.equal(view.knocked, 0);
    assert.deepEqual(view.final_turns, [1, 2]);
    assert.equal(view.turn, 1);
    assert.ok(view.packets[0][0].marks.every((mark) => mark === "face_up"));
    assert.equal(mayGoUp(view, 0), false);
  });
});

describe("Sixes scores", () => {
  it("values the cards: ace 1, numbers their own, jack 11, queen 12, king and jokers 0 (X2)", () => {
    assert.deepEqual(["AS", "7D", "10H", "JC", "QS", "KD", "X1"].map(cardValue), [1, 7, 10, 11, 12, 0, 0]);
  });

  it("counts a rank that occurs twice or more as 0 (X3)", () => {
    assert.deepEqual(packetScore(["5S", "5D", "QH", "2C", null, "5H"]), {
      score: 14, zero: [true, true, false, false, false, true],
    });
  });
});
