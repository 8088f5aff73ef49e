// @ts-check
// sheepshead/static/sheepshead/model.js: the public events applied to a seat's view, frame by frame, and
// the trick's rules the table shows (who leads what, who is winning). The Python tests
// (sheepshead/tests/renderer/) check whole random games against the engine's views; these
// name what each event does.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { frames, toAct, trickSuit, winningSeat } from "../../static/sheepshead/model.js";

/** Seat 2's view of deal 1 (dealer 0) before anybody acted, as the server sends it. */
function dealt(changes = {}) {
  return {
    game: "sheepshead", seat: 2, status: "active", version: 0, deal: 1, dealer: 0, phase: "pick",
    hand: ["QS", "JH", "KD", "9C", "7C", "8H"], hand_sizes: [6, 6, 6, 6, 6], passed: [], picker: null,
    leaster: false, blind: null, bury: null, called: null, alone: false, with_unknown: false,
    unknown: null, unknown_in_hand: false, partner: null, trick: null, tricks: [],
    tricks_won: [0, 0, 0, 0, 0], scores: [], totals: [0, 0, 0, 0, 0], history: [],
    previous_deal: null, to_act: [1], legal_actions: [{ type: "pick" }, { type: "pass" }],
    ...changes,
  };
}

/** The same deal in play: seat 1 picked and called the ace of spades; seat 1 leads. */
function inPlay(changes = {}) {
  return dealt({
    phase: "play", picker: 1, called: "AS", hand_sizes: [6, 6, 6, 6, 6], to_act: [1],
    trick: { leader: 1, cards: [] }, legal_actions: [], ...changes,
  });
}

describe("Sheepshead frames", () => {
  it("draws one frame per event, at the event's version, with nobody's decision to take", () => {
    const prev = dealt();
    const events = [{ v: 1, type: "pass", seat: 1 }, { v: 2, type: "pass", seat: 2 }];
    const shown = frames(prev, dealt({ version: 2 }), events);
    assert.deepEqual(shown.map(({ event }) => event), events);
    assert.deepEqual(shown.map(({ view }) => view.version), [1, 2]);
    assert.deepEqual(shown.map(({ view }) => view.passed), [[1], [1, 2]]);
    assert.deepEqual(shown.map(({ view }) => view.to_act), [[2], [3]]);
    assert.ok(shown.every(({ view }) => view.legal_actions.length === 0));
  });

  it("leaves the views it is given as they were", () => {
    const prev = dealt();
    const before = structuredClone(prev);
    frames(prev, dealt({ version: 1 }), [{ v: 1, type: "pass", seat: 1 }]);
    assert.deepEqual(prev, before);
  });

  it("gives the person the blind the next view shows when he picks", () => {
    const prev = dealt({ passed: [1], to_act: [2] });
    const next = dealt({ version: 3, phase: "bury", picker: 2, blind: ["QC", "AH"] });
    const [{ view }] = frames(prev, next, [{ v: 3, type: "pick", seat: 2 }]);
    assert.equal(view.phase, "bury");
    assert.equal(view.picker, 2);
    assert.deepEqual(view.blind, ["QC", "AH"]);
    // In the pack's order (S2–S4): trump first, the queen of clubs highest.
    assert.deepEqual(view.hand, ["QC", "QS", "JH", "KD", "9C", "7C", "AH", "8H"]);
    assert.deepEqual(view.hand_sizes, [6, 6, 8, 6, 6]);
    assert.deepEqual(view.to_act, [2]);
  });

  it("plays a trick out: the cards leave the hands, the winner takes it and leads the next", () => {
    const prev = inPlay();
    const events = [
      { v: 1, type: "play", seat: 1, card: "JD", unknown: false },
      { v: 2, type: "play", seat: 2, card: "QS", unknown: false },
      { v: 3, type: "play", seat: 3, card: "AD", unknown: false },
      { v: 4, type: "play", seat: 4, card: "8D", unknown: false },
      { v: 5, type: "play", seat: 0, card: "9D", unknown: false },
      { v: 5, type: "trick", seat: 2, number: 1, points: 16, cards: ["JD", "QS", "AD", "8D", "9D"] },
    ];
    const shown = frames(prev, inPlay({ version: 5 }), events);
    const afterMine = shown[1].view;
    assert.ok(!afterMine.hand.includes("QS"));
    assert.deepEqual(afterMine.hand_sizes, [6, 5, 5, 6, 6]);
    assert.deepEqual(afterMine.to_act, [3]);
    const lastPlay = shown[4].view;
    assert.equal(lastPlay.trick.cards.length, 5);
    assert.deepEqual(lastPlay.to_act, []); // a full trick: nobody plays until it is taken
    const taken = shown[5].view;
    assert.deepEqual(taken.tricks_won, [0, 0, 1, 0, 0]);
    assert.deepEqual(taken.tricks.map((t) => [t.winner, t.points]), [[2, 16]]);
    assert.deepEqual(taken.trick, { leader: 2, cards: [] });
    assert.deepEqual(taken.to_act, [2]);
  });
});

describe("Sheepshead tricks", () => {
  const trick = (...cards) => ({ leader: 1, cards: cards.map(([seat, card, unknown = false]) => ({ seat, card, unknown })) });

  it("names the suit led: trump for a queen, jack or diamond, else the fail suit", () => {
    assert.equal(trickSuit(trick(), "AS"), null);
    assert.equal(trickSuit(trick([1, "7D"]), "AS"), "T");
    assert.equal(trickSuit(trick([1, "KC"]), "AS"), "C");
  });

  it("lets a led unknown stand for the called suit (S10)", () => {
    assert.equal(trickSuit(trick([1, null, true]), "AH"), "H");
  });

  it("gives the trick to the highest trump, else the highest card of the suit led", () => {
    assert.equal(winningSeat(trick([1, "KC"], [2, "AC"], [3, "10C"]), "AS"), 2);
    assert.equal(winningSeat(trick([1, "KC"], [2, "AC"], [3, "7D"]), "AS"), 3);
    assert.equal(winningSeat(trick([1, "KC"], [2, "AH"]), "AS"), 1); // off suit never wins
    assert.equal(winningSeat(trick([1, "JD"], [2, "QC"], [3, "QS"]), "AS"), 2);
  });

  it("never gives the trick to the unknown (S10)", () => {
    assert.equal(winningSeat(trick([1, "9H"], [2, "AH", true]), "AH"), 1);
  });

  it("says who is to act from the deal alone", () => {
    assert.deepEqual(toAct(dealt({ passed: [1, 2] })), [3]);
    assert.deepEqual(toAct(dealt({ passed: [1, 2, 3, 4, 0] })), []);
    assert.deepEqual(toAct(dealt({ phase: "bury", picker: 4 })), [4]);
    assert.deepEqual(toAct(inPlay({ trick: { leader: 3, cards: [{ seat: 3, card: "7C" }] } })), [4]);
  });
});
