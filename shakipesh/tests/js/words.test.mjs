// @ts-check
// shakipesh/static/shakipesh/words.js: what the Shakipesh table says, through a catalogue that answers
// with the English msgid (tests/js/support.mjs).
import assert from "node:assert/strict";
import { beforeEach, describe, it } from "node:test";

import { Words, newPileLabel, pileLabel } from "../../static/shakipesh/words.js";
import { installCatalogue, players, wasAsked } from "../../../tests/js/support.mjs";

/** The person (seat 0) at a four-seat round, two piles on the table. */
const table = (changes = {}) => ({
  seat: 0, seats: 4, players: players(4), status: "active", phase: "turn", turn: 1,
  piles: [{ id: 0, cards: ["KS", "QS"] }, { id: 1, cards: ["2C"] }], turn_state: { started: false, laid: 0, rights: 0 },
  legal_actions: [], ...changes,
});

describe("Shakipesh words", () => {
  beforeEach(installCatalogue);

  it("names the card laid and the pile's top card it went on", () => {
    const view = table();
    const words = new Words(() => view);
    assert.equal(words.event({ kind: "lay", seat: 1, card: "JS", pile: 0 }, view, view),
      "Ada lays the jack of spades on the queen of spades.");
    assert.ok(wasAsked("%(name)s lays the %(card)s on the %(top)s.", "a woman"));
    assert.equal(words.event({ kind: "lay", seat: 0, card: "AC", pile: 1 }, view, view),
      "You lay the ace of clubs on the two of clubs.");
  });

  it("names the cards the person draws on a shakipesh, and only counts another player's", () => {
    const view = table();
    const words = new Words(() => view);
    assert.equal(words.event({ kind: "shakipesh", seat: 0, drawn: ["9S", "3C"], card: "JD" }, view, view),
      "Shakipesh! You draw the nine of spades and the three of clubs and turn up the jack of diamonds.");
    assert.equal(words.event({ kind: "shakipesh", seat: 2, drawn: [null, null], card: "JD" }, view, view),
      "Shakipesh! Boris draws two cards and turns up the jack of diamonds.");
  });

  it("says who begins a dealt round: the seat after the dealer", () => {
    const view = table();
    assert.equal(new Words(() => view).event({ kind: "deal", round: 2, dealer: 3 }, view, view), "Round 2 is dealt: you begin.");
  });

  it("tells the person what he may do with the card he chose", () => {
    const view = table({ turn: 0, legal_actions: [
      { type: "lay", card: "JS", pile: 0 }, { type: "new_pile", card: "JS", pile: 2 }, { type: "shakipesh" },
    ] });
    const words = new Words(() => view);
    assert.equal(words.status(view, { interactive: true, picked: { card: "JS" } }),
      "Click a glowing pile for the jack of spades, or New pile");
    assert.equal(words.status(view, { interactive: true, picked: { card: "4H" } }), "The four of hearts follows no pile's top card");
    assert.equal(words.status(view, { interactive: true }), "Click a card, then the pile it follows — or shakipesh");
    assert.equal(words.status(table()), "Ada's turn");
  });

  it("words a pile by what it shows, top card first", () => {
    assert.equal(pileLabel({ id: 0, cards: ["KS", "QS"] }), "queen of spades on top, king of spades at the bottom: a pile of 2 cards");
    assert.equal(pileLabel({ id: 1, cards: ["2C"] }, "AC"), "2 of clubs: a pile of one card, click to lay the ace of clubs here");
    assert.equal(newPileLabel(0), "New pile: a combination gives the right to lay one");
  });
});
