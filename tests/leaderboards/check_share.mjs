// @ts-check
// static/leaderboards/share.js under Node, with stand-in navigators: the share sheet when it
// takes text, the clipboard otherwise, nothing after a cancelled sheet. Prints "ok" lines.
import assert from "node:assert/strict";
import { shareText } from "../../static/leaderboards/share.js";

/**
 * A stand-in navigator: a share sheet (`share` runs when it is used), canShare's answer, a
 * clipboard that works or fails; `calls` records what was used.
 * @param {{ share?: () => Promise<void>, canShare?: boolean, clipboard?: boolean }} parts
 * @returns {any} as much of a Navigator as shareText uses
 */
function nav({ share, canShare, clipboard = true }) {
  /** @type {string[][]} */
  const calls = [];
  /** @type {any} */
  const found = { calls };
  if (share) found.share = async (data) => { calls.push(["share", data.text]); await share(); };
  if (canShare !== undefined) found.canShare = (data) => canShare && typeof data.text === "string";
  found.clipboard = {
    writeText: async (text) => {
      if (!clipboard) throw new Error("no clipboard");
      calls.push(["copy", text]);
    },
  };
  return found;
}

const abort = () => { const e = new Error("cancelled"); e.name = "AbortError"; throw e; };
const deny = () => { const e = new Error("denied"); e.name = "NotAllowedError"; throw e; };
/** @type {[string, any, string, string[][]][]} name, navigator, outcome, what it used */
const cases = [
  ["sheet", nav({ share: async () => {}, canShare: true }), "shared", [["share", "T"]]],
  ["sheet without canShare", nav({ share: async () => {} }), "shared", [["share", "T"]]],
  ["sheet refuses text", nav({ share: async () => {}, canShare: false }), "copied", [["copy", "T"]]],
  ["no sheet", nav({}), "copied", [["copy", "T"]]],
  ["cancelled", nav({ share: abort, canShare: true }), "cancelled", [["share", "T"]]],
  ["sheet fails", nav({ share: deny, canShare: true }), "copied", [["share", "T"], ["copy", "T"]]],
  ["nothing works", nav({ clipboard: false }), "failed", []],
];
for (const [name, fake, outcome, calls] of cases) {
  assert.equal(await shareText("T", fake), outcome, name);
  assert.deepEqual(fake.calls, calls, name);
  console.log(`ok ${name}`);
}
