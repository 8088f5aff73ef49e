// @ts-check
// shiesta/static/shiesta/model.js: the public events applied to a seat's view, frame by frame (the
// Python tests, shiesta/tests/renderer/, check whole random games against the engine), and
// what the person may play.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { byPlayOrder, frames, playOf, playableCards } from "../../static/shiesta/model.js";

/** Seat 2's view of a five-seat game in play, seat 0 on turn, as the server sends it. */
function playing(changes = {}) {
  return {
    game: "shiesta", seat: 2, seats: 5, status: "active", phase: "play", version: 6, turn: 0,
    direction: 1, starter: 0, ready: [true, true, true, true, true],
    hand: ["3H", "7C", "9H", "AH"], hand_sizes: [4, 4, 4, 4, 4],
    face_up: [["2D", "7S", "8D"], ["2S", "5C", "10C"], ["2H", "5D", "KD"], ["8H", "9D", "AC"], ["6C", "10H", "KH"]],
    face_down: Array.from({ length: 5 }, () => [true, true, true]),
    draw_pile: 2, pile: [], burned: 0, removed: 0, opening: false, must_pick_up: false,
    turns: [0, 0, 0, 0, 0], match: { games: 1, number: 1, places: [], totals: [0, 0, 0, 0, 0] },
    result: null, to_act: [0], legal_actions: [],
    ...changes,
  };
}

describe("Shiesta frames", () => {
  it("puts a played card on the pile and passes the turn on, in the direction of play", () => {
    const events = [
      { v: 7, type: "play", seat: 0, cards: ["5S"], from: "hand", position: null },
      { v: 7, type: "draw", seat: 0, count: 1 },
    ];
    const [played, drawn] = frames(playing(), playing({ version: 7 }), events);
    assert.deepEqual(played.view.pile, ["5S"]);
    assert.deepEqual(played.view.hand_sizes, [3, 4, 4, 4, 4]);
    assert.equal(played.view.turn, 1);
    assert.deepEqual(played.view.to_act, [1]);
    assert.equal(played.view.version, 7);
    assert.deepEqual(drawn.view.hand_sizes, [4, 4, 4, 4, 4]);
    assert.equal(drawn.view.draw_pile, 1);
    assert.deepEqual(drawn.view.legal_actions, []);
  });

  it("takes the person's own cards out of his hand, and the next seat is the one after him", () => {
    const prev = playing({ turn: 2, to_act: [2] });
    const [{ view }] = frames(prev, playing({ version: 7 }), [
      { v: 7, type: "play", seat: 2, cards: ["9H"], from: "hand", position: null },
    ]);
    assert.deepEqual(view.hand, ["3H", "7C", "AH"]);
    assert.equal(view.turn, 3);
  });

  it("turns play around on a 7's reverse (H8)", () => {
    const [, reversed] = frames(playing(), playing({ version: 7 }), [
      { v: 7, type: "play", seat: 0, cards: ["7S"], from: "face_up", position: null },
      { v: 7, type: "reverse", seat: 0, direction: -1 },
    ]);
    assert.equal(reversed.view.direction, -1);
    assert.equal(reversed.view.turn, 4);
    assert.equal(reversed.view.low_only, true); // a 7 on top: the next card must be lower
  });

  it("burns the pile on a 10, and gives it to the seat that picks it up", () => {
    const [burnt] = frames(playing({ pile: ["5S", "9C", "10S"] }), playing({ version: 7 }), [
      { v: 7, type: "burn", seat: 0, count: 3 },
    ]);
    assert.deepEqual(burnt.view.pile, []);
    assert.equal(burnt.view.burned, 3);
    const [picked] = frames(playing({ pile: ["5S", "9C"], turn: 2 }), playing({ version: 7 }), [
      { v: 7, type: "pickup", seat: 2, cards: ["5S", "9C"], count: 2, reason: "stuck" },
    ]);
    assert.deepEqual(picked.view.pile, []);
    assert.deepEqual(picked.view.hand, ["3H", "5S", "7C", "9C", "9H", "AH"]); // the engine's order
    assert.deepEqual(picked.view.hand_sizes, [4, 4, 6, 4, 4]);
    assert.equal(picked.view.turn, 3);
  });

  it("shows a match's game as over, then deals the next without the summary it showed", () => {
    const prev = playing({ match: { games: 3, number: 1, places: [], totals: [0, 0, 0, 0, 0] } });
    const events = [
      { v: 7, type: "game_over", seat: 0, game: 1, games: 3, places: [1, 2, 3, 4, 5], totals: [1, 2, 3, 4, 5], reason: "out", winner: 0 },
      { v: 7, type: "deal", game: 2, starter: 1, hand: ["4C", "2S"], hand_sizes: [4, 4, 4, 4, 4], face_up: [], draw_pile: 10 },
    ];
    const [over, dealt] = frames(prev, prev, events);
    assert.equal(over.view.phase, "over");
    assert.equal(over.view.status, "active");
    assert.deepEqual(over.view.ended.places, [1, 2, 3, 4, 5]);
    assert.deepEqual(over.view.to_act, []);
    assert.equal(dealt.view.phase, "swap");
    assert.equal("ended" in dealt.view, false);
    assert.equal(dealt.view.match.number, 2);
    assert.deepEqual(dealt.view.match.totals, [1, 2, 3, 4, 5]);
    assert.deepEqual(dealt.view.hand, ["2S", "4C"]);
    assert.deepEqual(dealt.view.to_act, [0, 1, 2, 3, 4]); // everybody swaps, then says ready
  });
});

describe("Shiesta plays", () => {
  const view = playing({
    legal_actions: [
      { type: "play", cards: ["9H"] }, { type: "play", cards: ["9H", "9C"] }, { type: "pickup" },
    ],
  });

  it("lists the cards the person may play, and finds the play of exactly the cards chosen", () => {
    assert.deepEqual([...playableCards(view)].sort(), ["9C", "9H"]);
    assert.deepEqual(playOf(view, ["9C", "9H"]), { type: "play", cards: ["9H", "9C"] });
    assert.equal(playOf(view, ["9C"]), null);
  });

  it("sorts the person's cards low to high, the special 2, 3 and 10 last (H7)", () => {
    assert.deepEqual(["10H", "AS", "2C", "4D", "3S", "KH"].sort(byPlayOrder), ["4D", "KH", "AS", "2C", "3S", "10H"]);
  });
});
