// @ts-check
// sheepshead/static/sheepshead/words.js: what the Sheepshead table says, through a catalogue that answers
// with the English msgid (tests/js/support.mjs): the person is "you", another player named in
// the form of the player's gender, the status line by the phase and what the person may do.
import assert from "node:assert/strict";
import { beforeEach, describe, it } from "node:test";

import { Words, callUnknownNote, seatStats } from "../../static/sheepshead/words.js";
import { installCatalogue, players, wasAsked } from "../../../tests/js/support.mjs";

/** The person (seat 0) at a deal in play where Ada (1) picked and called the ace of spades. */
const table = (changes = {}) => ({
  seat: 0, players: players(), status: "active", phase: "play", picker: 1, called: "AS",
  hand: ["QD", "KC", "9C", "AS"], legal_actions: [], to_act: [], trick: { leader: 1, cards: [] },
  ...changes,
});

describe("Sheepshead words", () => {
  beforeEach(installCatalogue);

  it("says an event about the person as \"you\", about a player in his or her form", () => {
    const words = new Words(() => table());
    assert.equal(words.event({ type: "pass", seat: 0 }), "You pass.");
    assert.equal(words.event({ type: "pass", seat: 1 }), "Ada passes.");
    assert.ok(wasAsked("%(name)s passes.", "a woman"));
    assert.equal(words.event({ type: "pick", seat: 2 }), "Boris picks up the blind.");
    assert.ok(wasAsked("%(name)s picks up the blind.", "a man"));
  });

  it("names the card played, and the called card as such", () => {
    const view = table();
    const words = new Words(() => view);
    assert.equal(words.play({ seat: 3, card: "QC" }, view), "Clara plays the queen of clubs.");
    assert.equal(words.play({ seat: 0, card: "AS" }, view), "You play the ace of spades, the called card.");
    assert.equal(words.play({ seat: 4, card: null, unknown: true }, view), "Dmitri plays the unknown card, face down.");
  });

  it("counts a trick's points in the plural form the count asks for", () => {
    const words = new Words(() => table());
    assert.equal(words.trick({ winner: 1, points: 1 }), "Ada takes the trick, 1 point.");
    assert.equal(words.trick({ winner: 0, points: 21 }), "You take the trick, 21 points.");
    assert.equal(words.trick({ winner: 2 }), "Boris takes the trick.");
  });

  it("tells the person what the trick asks of him", () => {
    const lead = table({ legal_actions: [{ type: "play", card: "QD" }, { type: "play", card: "KC" }] });
    assert.equal(new Words(() => lead).status(lead, { interactive: true }), "Your lead");
    const clubsLed = table({
      trick: { leader: 1, cards: [{ seat: 1, card: "7C", unknown: false }] },
      legal_actions: [{ type: "play", card: "KC" }, { type: "play", card: "9C" }],
    });
    assert.equal(new Words(() => clubsLed).status(clubsLed, { interactive: true }), "Follow clubs");
  });

  it("says whose turn it is, and who is thinking", () => {
    const view = table({ phase: "bury", to_act: [1] });
    const words = new Words(() => view);
    assert.equal(words.status(view), "Ada is burying two cards");
    assert.equal(words.status(view, { thinking: 1 }), "Ada is thinking…");
    assert.equal(words.status({ ...view, phase: "play", to_act: [2] }), "Boris to lead");
  });

  it("words a seat's badge, shown in lines and spoken as a list", () => {
    assert.deepEqual(seatStats(1, 2), { shown: ["1 card", "2 tricks"], spoken: "1 card, 2 tricks" });
    assert.deepEqual(seatStats(null, 0, 5).shown, ["0 tricks", "5 points"]);
  });

  it("explains the unknown by the suits the person lacks (S10)", () => {
    assert.ok(callUnknownNote(["C"]).startsWith("You hold no clubs. One of your cards goes face down"));
    assert.ok(callUnknownNote(["S", "C"]).startsWith("You hold no clubs or spades."));
  });
});
