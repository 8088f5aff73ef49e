// @ts-check
// The table client's queue of views (static/tables/client.js), under Node with a stand-in
// renderer: each view newer than the newest known is queued and drawn in turn, animated with
// the events since the one drawn before it; a view that is not newer than the newest known
// (a repeat, or one that arrives after a newer one) is dropped; a view that does not carry
// every event since the drawn one is redrawn at once (a silent resync); while views are still
// queued only an action the newest one allows is sent.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { TableClient, eventsBetween } from "../../static/tables/client.js";

/**
 * A view at `version` carrying the events since `since` (one per version), as the server
 * sends it; `since` null: a view without events (the first one, or a redraw's).
 * @param {number} version
 * @param {number | null} [since]
 * @param {object} [more]
 * @returns {import("../../static/tables/client.js").TableView}
 */
function view(version, since = version - 1, more = {}) {
  const events = since === null ? [] : Array.from({ length: version - since }, (_, i) => ({ v: since + 1 + i, type: "play" }));
  return { version, events_since: since, events, legal_actions: [], thinking: null, ...more };
}

/**
 * A client whose first view, `first`, is drawn, with a renderer that records what it is asked
 * to draw. The constructor wires a page (the shared UI, the socket's address): the queue's
 * state is set here as the constructor and start() leave it, without one.
 * @param {import("../../static/tables/client.js").TableView} first
 * @param {{ update?: (prev: any, next: any, events: any[]) => Promise<void> }} [options]
 */
function drawnClient(first, { update = async () => {} } = {}) {
  /** @type {any[][]} */
  const drawn = [];
  /** @type {any[][]} */
  const idle = [];
  const renderer = {
    render: (/** @type {any} */ next) => { drawn.push(["render", next.version]); },
    update: async (/** @type {any} */ prev, /** @type {any} */ next, /** @type {any[]} */ events) => {
      drawn.push(["update", prev.version, next.version, events.map((event) => event.v)]);
      await update(prev, next, events);
    },
    idle: (/** @type {any} */ shown, /** @type {number | null} */ thinking) => { idle.push([shown && shown.version, thinking]); },
    restore: () => {},
  };
  /** @type {TableClient} */
  const client = Object.assign(Object.create(TableClient.prototype), {
    current: first, queue: [], pumping: false, pending: null, ended: null, socket: null,
    thinkingTimer: undefined, renderer, ui: { keepFocus: () => false }, talk: { update: () => {} },
  });
  return { client, drawn, idle };
}

/** Until the client has drawn every queued view (its pump runs on promises and timers). */
async function settled(/** @type {TableClient} */ client) {
  for (let i = 0; i < 100 && (client.pumping || client.queue.length); i += 1) {
    await new Promise((resolve) => { setImmediate(resolve); });
  }
  assert.equal(client.pumping, false, "the queue never emptied");
}

describe("eventsBetween", () => {
  it("gives the events after the drawn view's version", () => {
    assert.deepEqual(eventsBetween(view(2), view(4, 2)).map((event) => event.v), [3, 4]);
  });

  it("drops the events the drawn view already shows", () => {
    assert.deepEqual(eventsBetween(view(3), view(4, 1)).map((event) => event.v), [4]);
  });

  it("gives null (redraw) when events are missing: a gap, or a view without events", () => {
    assert.equal(eventsBetween(view(2), view(5, 3)), null);
    assert.equal(eventsBetween(view(2), view(5, null)), null);
  });
});

describe("The table client's queue", () => {
  it("animates each new view with the events since the one drawn", async () => {
    const { client, drawn } = drawnClient(view(1, null));
    client.receive(view(2));
    await settled(client);
    client.receive(view(4, 2));
    await settled(client);
    assert.deepEqual(drawn, [["update", 1, 2, [2]], ["update", 2, 4, [3, 4]]]);
    assert.equal(client.current && client.current.version, 4);
  });

  it("draws a view of the same version whose seats changed, and drops a plain repeat", async () => {
    const { client, drawn } = drawnClient(view(3, null, { seating: 1 }));
    client.receive(view(3, 2, { seating: 1 })); // a repeat
    client.receive(view(3, 2, { seating: 2 })); // somebody went away: no move, no version
    await settled(client);
    assert.deepEqual(drawn, [["render", 3]]);
    assert.equal(client.current && client.current.seating, 2);
    client.receive(view(2, 1, { seating: 3 })); // an older version is never drawn
    assert.deepEqual(drawn, [["render", 3]]);
  });

  it("draws a reseated view after the animation under way", async () => {
    /** @type {() => void} */
    let finish = () => {};
    const first = new Promise((resolve) => { finish = () => resolve(undefined); });
    const { client, drawn } = drawnClient(view(1, null, { seating: 1 }), { update: async () => { await first; } });
    client.receive(view(2, 1, { seating: 1 }));
    client.receive(view(2, 1, { seating: 2 })); // while 2 is animating
    finish();
    await settled(client);
    assert.deepEqual(drawn, [["update", 1, 2, [2]], ["render", 2]]);
    assert.equal(client.current && client.current.seating, 2);
  });

  it("drops a view that arrives after a newer one, which animates every event it carries", async () => {
    /** @type {() => void} */
    let finish = () => {};
    const first = new Promise((resolve) => { finish = () => resolve(undefined); });
    let calls = 0;
    const { client, drawn } = drawnClient(view(1, null), {
      update: async () => { calls += 1; if (calls === 1) await first; },
    });
    client.receive(view(2));
    client.receive(view(4, 2)); // while 2 is animating
    client.receive(view(3)); // late: 4 shows its events too
    assert.deepEqual(client.queue.map((queued) => queued.version), [4]);
    finish();
    await settled(client);
    assert.deepEqual(drawn, [["update", 1, 2, [2]], ["update", 2, 4, [3, 4]]]);
  });

  it("redraws a newer view that arrived first without the events of the late one", async () => {
    /** @type {() => void} */
    let finish = () => {};
    const first = new Promise((resolve) => { finish = () => resolve(undefined); });
    const { client, drawn } = drawnClient(view(1, null), { update: async () => { await first; } });
    client.receive(view(2));
    client.receive(view(4)); // carries the events of version 4 only
    client.receive(view(3));
    finish();
    await settled(client);
    assert.deepEqual(drawn, [["update", 1, 2, [2]], ["render", 4]]);
  });

  it("drops a view that is not newer than the newest known", async () => {
    const { client, drawn } = drawnClient(view(3, null));
    client.receive(view(3));
    client.receive(view(2));
    await settled(client);
    assert.deepEqual(drawn, []);
    client.receive(view(4));
    client.receive(view(4));
    await settled(client);
    assert.deepEqual(drawn, [["update", 3, 4, [4]]]);
  });

  it("redraws at once, without animating, when events were missed", async () => {
    const { client, drawn } = drawnClient(view(1, null));
    client.receive(view(4, 2)); // the events of version 2 are not in it
    await settled(client);
    client.receive(view(6, null));
    await settled(client);
    assert.deepEqual(drawn, [["render", 4], ["render", 6]]);
  });

  it("draws the view at once when its animation fails, and goes on with the next", async (t) => {
    const error = t.mock.method(console, "error", () => {});
    const { client, drawn } = drawnClient(view(1, null), {
      update: async (prev) => { if (prev.version === 1) throw new Error("no such card"); },
    });
    client.receive(view(2));
    client.receive(view(3));
    await settled(client);
    assert.deepEqual(drawn, [["update", 1, 2, [2]], ["render", 2], ["update", 2, 3, [3]]]);
    assert.equal(error.mock.callCount(), 1);
  });

  it("forgets the person's action once a newer view answers it", async () => {
    const { client } = drawnClient(view(1, null));
    client.pending = { action: { type: "pass" }, version: 1 };
    client.receive(view(1));
    assert.notEqual(client.pending, null);
    client.receive(view(2));
    assert.equal(client.pending, null);
    await settled(client);
  });

  it("says a computer is thinking only once the queue has been idle a while", async (t) => {
    t.mock.timers.enable({ apis: ["setTimeout"] });
    const { client, idle } = drawnClient(view(1, null));
    client.receive(view(2, 1, { thinking: 3 }));
    await settled(client);
    assert.deepEqual(idle.at(-1), [2, null]);
    t.mock.timers.tick(299);
    assert.deepEqual(idle.at(-1), [2, null]);
    t.mock.timers.tick(1);
    assert.deepEqual(idle.at(-1), [2, 3]);
  });
});

describe("The table client's actions", () => {
  it("sends, while views are still queued, only an action the newest view allows, at its version", () => {
    if (!("WebSocket" in globalThis)) Object.assign(globalThis, { WebSocket: { OPEN: 1 } });
    /** @type {any[]} */
    const sent = [];
    const { client } = drawnClient(view(1, null, { legal_actions: [{ type: "play", card: "QC" }] }));
    client.queue = [view(2, 1, { legal_actions: [{ type: "play", card: "QC" }, { type: "pass" }] }), view(3, 2, {
      legal_actions: [{ type: "pass" }, { card: "JD", type: "play" }],
    })];
    client.socket = /** @type {any} */ ({ readyState: WebSocket.OPEN, send: (/** @type {string} */ data) => sent.push(JSON.parse(data)) });
    assert.equal(client.send({ type: "play", card: "QC" }), false); // chosen from a frame that is out of date
    assert.equal(client.send({ type: "play", card: "JD" }), true); // the same action whatever its key order
    assert.equal(client.send({ type: "pass" }), false); // one action at a time
    assert.deepEqual(sent, [{ type: "action", version: 3, action: { type: "play", card: "JD" } }]);
    client.clearPending();
  });
});
