// @ts-check
// Who is at a friends' table (static/tables/presence.js): each change of a person's presence
// between two views is said once, about that person, in the form of their gender; the
// person's own seat and computers' seats are never news.
import assert from "node:assert/strict";
import { beforeEach, describe, it } from "node:test";

import { presenceNews, presenceOf } from "../../static/tables/presence.js";
import { SeatWords } from "../../static/tables/seats.js";
import { installCatalogue, wasAsked } from "./support.mjs";

/** @param {Record<number, object>} changes */
function view(changes = {}) {
  const players = [
    { seat: 0, name: "Me", kind: "person", gender: null },
    { seat: 1, name: "Ada", kind: "person", gender: "f" },
    { seat: 2, name: "Boris", kind: "person", gender: "m" },
    { seat: 3, name: "Clara", kind: "computer", gender: "f" },
  ].map((p) => ({ ...p, ...(changes[p.seat] || {}) }));
  return { seat: 0, players };
}

describe("presence", () => {
  beforeEach(installCatalogue);

  it("reads a player's presence", () => {
    assert.equal(presenceOf({ name: "Ada", kind: "person" }), "here");
    assert.equal(presenceOf({ name: "Ada", kind: "person", away: true }), "away");
    assert.equal(presenceOf({ name: "Ada", kind: "person", away: true, standin: true }), "standin");
    assert.equal(presenceOf({ name: "Clara", kind: "computer", away: true }), "here");
  });

  it("says each change once, about the right person", () => {
    const before = view();
    const away = view({ 1: { away: true } });
    const words = new SeatWords(() => away);
    assert.deepEqual(presenceNews(before, away, words), ["Ada is away."]);
    assert.ok(wasAsked("%(name)s is away.", "a woman"));
    assert.deepEqual(presenceNews(away, away, words), []);
    const played = view({ 1: { away: true, standin: true }, 2: { away: true } });
    assert.deepEqual(presenceNews(away, played, words), ["A computer plays for Ada.", "Boris is away."]);
    assert.ok(wasAsked("%(name)s is away.", "a man"));
    assert.deepEqual(presenceNews(played, view({ 2: { away: true } }), words), ["Ada is back."]);
  });

  it("leaves out the person's own seat, a first view and a seat that changed hands", () => {
    const words = new SeatWords(() => view());
    assert.deepEqual(presenceNews(view(), view({ 0: { away: true } }), words), []);
    assert.deepEqual(presenceNews(null, view({ 1: { away: true } }), words), []);
    assert.deepEqual(presenceNews(view(), view({ 1: { name: "Dora", away: true } }), words), []);
  });
});
