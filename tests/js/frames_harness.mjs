// @ts-check
// The renderer-frames check every game's <game>/tests/renderer/check_frames.mjs runs on the
// fixture its test_renderer_frames.py writes (tests/frames.py): for each pair of a seat's
// views, the events between them as the client takes them (static/tables/client.js), the
// game's frames(prev, next, events) (its static/<game>/model.js), and each frame at a version
// boundary compared, field by field, with the server's own view at that version. What is the
// game's own comes in as options: its frames, the fields it draws, how an event is named,
// and its checks of each frame and each view (words above all). It prints failures (the first
// 15), then one JSON summary line; it exits 1 when a check failed.
import fs from "node:fs";
import { eventsBetween } from "../../static/tables/client.js";

/** @typedef {{ v: number } & Record<string, any>} FrameEvent an event as the server sends it */
/** @typedef {Record<string, any>} View a seat's view as the server sends it */
/** @typedef {{ event: FrameEvent, view: View }} Frame */
/** @typedef {{ seat: number, views: View[], pairs: { prev: number, next: number, events: FrameEvent[] }[] }} Game */

/**
 * One frame of a pair, as a game's own checks see it.
 * @typedef {object} Step
 * @property {FrameEvent} event
 * @property {string} kind the event's kind (options.kindOf)
 * @property {View} view the frame after the event
 * @property {View} before the frame before it (the older view for the first)
 * @property {Frame | undefined} following the next frame of the pair
 * @property {boolean} boundary the last frame of its version: the table at event.v
 * @property {View} server the server's view at event.v
 * @property {{ prev: number, next: number }} pair
 * @property {number} seat
 * @property {View[]} views every view of the game, by version
 */

/**
 * A game's own checks of one fixture game: of every frame (`frame`), then once the pairs
 * are done (`after`, e.g. of every server view).
 * @typedef {{ frame?: (step: Step) => void, after?: () => void }} GameChecks
 */

/**
 * @typedef {object} Options
 * @property {(prev: View, next: View, events: FrameEvent[]) => Frame[]} frames the game's model.js
 * @property {string[]} keys the fields of a view the table draws: a frame at a boundary must
 *   have the server's
 * @property {(event: FrameEvent) => string} [kindOf] an event's kind (default: its type)
 * @property {(view: View, server: View, step: Step) => View} [project] what of a view is
 *   compared (applied to the frame and to the server's view alike; default: the view)
 * @property {(game: Game, check: FrameCheck) => GameChecks} [game] the game's own checks
 * @property {string} [file] the fixture (default: the first argument)
 */

const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const shown = (/** @type {unknown} */ value) => {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/**
 * client.js's eventsBetween on the fixture's views, whose events some games name by `kind`
 * where the shell's TableEvent says `type`.
 * @param {View} prev
 * @param {View} next
 * @returns {FrameEvent[] | null}
 */
const between = (prev, next) => eventsBetween(/** @type {any} */ (prev), /** @type {any} */ (next));

/**
 * Where two JSON values first differ, as a path (`[2].cards[0]`), with the values there;
 * null when they are the same (as `same` judges: undefined is null).
 * @param {any} a
 * @param {any} b
 * @returns {{ path: string, a: any, b: any } | null}
 */
export function difference(a, b, path = "") {
  if (same(a, b)) return null;
  if (a && b && typeof a === "object" && typeof b === "object" && Array.isArray(a) === Array.isArray(b)) {
    const keys = Array.isArray(a)
      ? [...Array(Math.max(a.length, b.length)).keys()]
      : [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const at = Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`;
      // A member null on one side, missing (or undefined) on the other: JSON tells them apart.
      if (!Array.isArray(a) && (a[key] === undefined) !== (b[key] === undefined)) return { path: at, a: a[key], b: b[key] };
      const found = difference(a[key], b[key], at);
      if (found) return found;
    }
    // Every member the same: the order of the keys differs (JSON.stringify tells them apart).
    return { path: `${path} (order of the keys)`, a, b };
  }
  return { path, a, b };
}

/** The tallies and the failures of a run; a game's checks report through it. */
export class FrameCheck {
  pairs = 0;
  checked = 0;
  fails = 0;
  /** @type {Record<string, number>} how often each kind of event (or what a game counts) came */
  types = {};

  /** @param {(...what: unknown[]) => void} say where a failure is said (a test's own check: nowhere) */
  constructor(say = console.log) {
    this.say = say;
  }

  /** A failed check: counted, and said while there are few. */
  fail(/** @type {unknown[]} */ ...what) {
    this.fails += 1;
    if (this.fails <= 15) this.say(...what);
  }

  /** One more of `kind` in the summary's types (the Python side asks for the rare ones). */
  count(/** @type {string} */ kind) {
    this.types[kind] = (this.types[kind] || 0) + 1;
  }

  /** Whether two JSON values are the same (undefined as null; the order of keys counts). */
  same(/** @type {unknown} */ a, /** @type {unknown} */ b) {
    return same(a, b);
  }

  /**
   * A frame against the server's view: every key the same, or a failure naming the first
   * difference.
   * @param {View} frame
   * @param {View} server
   * @param {string[]} keys
   * @param {string} where
   */
  compare(frame, server, keys, where) {
    this.checked += 1;
    for (const key of keys) {
      const found = difference(frame[key], server[key]);
      if (found) this.fail("mismatch", where, `${key}${found.path}`, shown(found.a), "server:", shown(found.b));
    }
  }

  /**
   * Whether `text` reads: a string with no hole in it (a missing value, a placeholder left
   * unfilled), and not empty unless `empty`; a failure naming `what` otherwise.
   * @param {unknown} text
   * @param {{ empty?: boolean }} allowed
   * @param {unknown[]} what
   */
  reads(text, { empty = false }, ...what) {
    if (typeof text !== "string" || (!empty && !text) || text.includes("undefined") || text.includes("%(")) {
      this.fail(...what, JSON.stringify(text));
      return false;
    }
    return true;
  }

  /** Each [got, wanted] pair the same string (the words said word for word). */
  expect(/** @type {[unknown, string][]} */ pairs) {
    for (const [got, want] of pairs) if (got !== want) this.fail("words:", JSON.stringify(got), "wanted:", JSON.stringify(want));
  }

  /** Prints the summary line (with `extra` fields) and ends the run, failed when a check failed. */
  finish(extra = {}) {
    console.log(JSON.stringify({ pairs: this.pairs, checked: this.checked, fails: this.fails, types: this.types, ...extra }));
    process.exit(this.fails ? 1 : 0);
  }
}

/**
 * The events the client takes from the server's view: the events between the views, and
 * none (a redraw) where they cannot be trusted to join the two.
 * @param {FrameCheck} check
 * @param {View[]} views
 */
function checkEventsBetween(check, views) {
  if (views.length < 4) return;
  const [a, b] = [views[0], views[3]];
  if (between(a, { ...b, events: [], events_since: null }) !== null) check.fail("null since must resync");
  if (between(a, { ...b, events: [], events_since: 2 }) !== null) check.fail("a gap must resync");
  if (!same(between(a, { ...b, events: [{ v: 0 }, { v: 1 }], events_since: 0 }), [{ v: 1 }])) {
    check.fail("events up to prev.version are not animated again");
  }
}

/**
 * Runs the frames of every pair of every game of the fixture through the checks; returns
 * the tallies for the game's own further checks (its words), which end with check.finish().
 * @param {Options} options
 */
export function checkFrames({ frames, keys, kindOf = (event) => event.type, project = (view) => view, game = () => ({}), file = process.argv[2] }) {
  const check = new FrameCheck();
  /** @type {Game[]} */
  const games = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const fixture of games) {
    const { seat, views } = fixture;
    const own = game(fixture, check);
    for (const pair of fixture.pairs) {
      check.pairs += 1;
      const prev = views[pair.prev];
      const next = { ...views[pair.next], events: pair.events, events_since: pair.prev };
      const events = between(prev, next);
      if (!same(events, pair.events)) check.fail("eventsBetween", pair.prev, pair.next);
      const list = frames(prev, next, events);
      let before = prev;
      list.forEach(({ event, view }, i) => {
        const kind = kindOf(event);
        check.count(kind);
        const following = list[i + 1];
        const step = {
          event, kind, view, before, following, boundary: !following || following.event.v !== event.v,
          server: views[event.v], pair, seat, views,
        };
        // The last event of a version: the frame is the table at that version.
        if (step.boundary) {
          check.compare(project(view, step.server, step), project(step.server, step.server, step), keys,
            `${pair.prev}->${pair.next} @${event.v} ${kind}`);
        }
        // A frame is shown, never acted on: the person acts on the newest view only.
        if (view.seat !== seat || view.legal_actions.length) check.fail("frame may be acted on", event.v);
        if (own.frame) own.frame(step);
        before = view;
      });
    }
    checkEventsBetween(check, views);
    if (own.after) own.after();
  }
  return check;
}
