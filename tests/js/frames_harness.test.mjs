// @ts-check
// The shared renderer-frames harness (tests/js/frames_harness.mjs): a frame's field that
// differs from the server's fails the check and is named by the path of its first difference,
// judged as JSON is (undefined is null, a missing member is not a null one, the order of the
// keys counts); text that does not read fails.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { FrameCheck, difference } from "./frames_harness.mjs";

describe("difference", () => {
  it("is null for the same JSON, undefined as null", () => {
    assert.equal(difference({ a: [1, { b: null }] }, { a: [1, { b: null }] }), null);
    assert.equal(difference([1, null], [1, undefined]), null);
    assert.equal(difference(undefined, null), null);
  });
  it("names the first path that differs, with the values there", () => {
    assert.deepEqual(difference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }), { path: ".a[1].b", a: 2, b: 3 });
    assert.deepEqual(difference([1, 2], [1, 2, 3]), { path: "[2]", a: undefined, b: 3 });
    assert.deepEqual(difference({ a: null }, {}), { path: ".a", a: null, b: undefined });
  });
  it("tells the order of the keys apart, as JSON.stringify does", () => {
    assert.equal(difference({ a: 1, b: 2 }, { b: 2, a: 1 })?.path, " (order of the keys)");
  });
});

describe("FrameCheck", () => {
  it("fails on each field that differs and counts the frames compared", () => {
    const check = new FrameCheck(() => {});
    check.compare({ hand: ["AS"], phase: "play" }, { hand: ["AS", "KD"], phase: "play" }, ["hand", "phase"], "here");
    assert.equal(check.checked, 1);
    assert.equal(check.fails, 1);
  });
  it("fails on text with a hole in it, and on empty text unless allowed", () => {
    const check = new FrameCheck(() => {});
    assert.equal(check.reads("Ada plays.", {}), true);
    assert.equal(check.reads("", { empty: true }), true);
    for (const text of ["", "Ada plays undefined.", "%(name)s plays.", null]) assert.equal(check.reads(text, {}), false);
    assert.equal(check.fails, 4);
  });
});
