// @ts-check
// sixes/static/sixes/words.js: what the Sixes table says, through a catalogue that answers with the
// English msgid (tests/js/support.mjs).
import assert from "node:assert/strict";
import { beforeEach, describe, it } from "node:test";

import { Words, gridCardLabel, openPileLabel, packetSummary, positionName } from "../../static/sixes/words.js";
import { installCatalogue, players, wasAsked } from "../../../tests/js/support.mjs";

/** The person (seat 0) at a three-seat game of Sixes, or of Double Sixes. */
const table = (changes = {}) => ({
  seat: 0, seats: 3, players: players(3), variant: "single", status: "active", phase: "move", turn: 1,
  packets: [[], [], []], legal_actions: [], ...changes,
});

describe("Sixes words", () => {
  beforeEach(installCatalogue);

  it("names the card the person draws, and only counts another player's", () => {
    const words = new Words(() => table());
    assert.equal(words.event({ kind: "draw", seat: 0, card: "4C" }, table(), table()), "You draw the four of clubs.");
    assert.equal(words.event({ kind: "draw", seat: 1, card: null }, table(), table()), "Ada draws a card.");
    assert.ok(wasAsked("%(name)s draws a card.", "a woman"));
  });

  it("says where a swapped card went, with the packet's side in Double Sixes", () => {
    const event = { kind: "swap", seat: 2, packet: 1, position: 5, card: "4C", out: "JD" };
    const single = table();
    assert.equal(new Words(() => single).event(event, single, single),
      "Boris puts the four of clubs at bottom right and gives away the jack of diamonds.");
    const double = table({ variant: "double" });
    assert.equal(new Words(() => double).event({ ...event, card: null }, double, double),
      "Boris swaps at bottom right of the right packet and gives away the jack of diamonds.");
  });

  it("tells the person what he may do on his turn", () => {
    const mine = table({ turn: 0, legal_actions: [{ type: "draw" }, { type: "take" }] });
    const words = new Words(() => mine);
    assert.equal(words.status(mine, { interactive: true }), "Your turn: draw from the stock, or take the open pile's top card");
    assert.equal(words.status(mine), "Your turn");
    const last = table({ turn: 0, legal_actions: [{ type: "draw" }, { type: "pass" }] });
    assert.equal(words.status(last, { interactive: true }), "Your last turn: draw from the stock, or pass");
    assert.equal(words.status(table({ phase: "holding" })), "Ada holds a card");
  });

  it("words a grid card by who knows it", () => {
    assert.equal(gridCardLabel("QC", "known", true), "queen of clubs, known to you");
    assert.equal(gridCardLabel(null, "owner", false), "face-down card, known to its owner");
    assert.equal(gridCardLabel(null, "unknown", false), "face-down card, nobody knows it");
    assert.equal(positionName(4), "bottom middle");
  });

  it("sums up another seat's packet in few words", () => {
    const packet = { cards: ["KH", null, "7C", null, null, null], marks: ["face_up", "owner", "public", "owner", "unknown", "unknown"] };
    assert.equal(packetSummary(packet),
      "1 face up: king of hearts, 1 known to everyone: 7 of clubs, 2 known to the owner, 2 nobody knows");
  });

  it("words the open pile by its size and its top card", () => {
    assert.equal(openPileLabel([]), "Open pile: empty");
    assert.equal(openPileLabel(["9C", "JD"]), "Open pile: 2 cards, the jack of diamonds on top");
  });
});
