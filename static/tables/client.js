// The table client, the same for every game: it knows no game's rules.
//
// It keeps the newest view the server sent, queues further views in version order and hands
// each one to the game's renderer with the public events since the view before it, so that
// the renderer can animate them one by one. It talks to the server over a WebSocket
// (reconnecting with backoff and jitter, asking for the events it missed with ?since=) and
// falls back to the HTTP API (actions by POST, polling by GET ?since=) while the socket is
// down. When the server says the table is not this session's (close code 4403: the session's
// player is gone or another one; 4404: no such table) it stops and says once what to do.
//
// The renderer module (data-renderer) exports createRenderer(root, api) returning
//   render(view)                 draw a view at once, without animation
//   update(prev, next, events)   animate events (those with v > prev.version, in order) and
//                                end drawn as next; resolves when done
//   idle(view, thinking)         the queue is empty; thinking is a seat whose computer is slow,
//                                or null
//   restore(view)                an action of the person failed: undo anything drawn ahead
//   focusNext()                  optional: focus the next thing the person can do and return
//                                true, or false when there is none (focus then rests on the
//                                table region). Asked by ui.keepFocus() whenever focus was
//                                lost: after each queued view is drawn, when the queue goes
//                                idle, after a dialog closes whose opener is gone, and when a
//                                redraw removed the focused element.
// When events were missed (next.events_since is null or after prev.version) the client calls
// render(next) instead: a silent resync. api.ui is the shared table UI (static/tables/ui.js).

import { postJSON, startNewGame } from "./api.js";
import { gettext } from "./i18n.js";
import { Talk } from "./talk.js";
import { Pace, TableUI, sentence } from "./ui.js";

const THINKING_AFTER_MS = 300;
const POLL_MS = 2500;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000, 30000];
const ACTION_TIMEOUT_MS = 20000;
const QUIET_ATTEMPTS = 2; // reconnects tried before the connection line says so
// The socket's close codes for a table this session may not reach (tables/consumers.py
// closes with 4000 + the refusal's HTTP status): reconnecting cannot help.
/** @type {Record<number, string>} */
const CLOSED_FOR_GOOD = { 4403: "forbidden", 4404: "not_found" };

/** @type {Record<string, string>} what the person reads when an action fails, by the error's code */
const ERROR_TEXT = {
  invalid: gettext("That action was not understood."),
  illegal: gettext("That move is not allowed."),
  forbidden: gettext("You are not seated at this table."),
  not_found: gettext("This table was not found."),
  network: gettext("Connection problem. Retrying…"),
  reconnecting: gettext("Reconnecting…"),
};

// Said once when the table can no longer be reached. A table belongs to the player the
// session holds (accounts/guests.py); the server refuses it (403) once the session holds no
// player or another one: after logging out, logging in to another account, or clearing the
// cookies. A signed-in player gets his tables back by logging in again; a guest's are gone.
const ENDED_TEXT = {
  account: gettext("This table belongs to a signed-in session that has ended: you logged out or "
    + "changed accounts in this browser. Log in again with the account that started this game to go on playing."),
  guest: gettext("This table belongs to a guest session that has ended in this browser (after logging out, "
    + "logging in to another account, or clearing cookies), so this game cannot go on here. "
    + "Start a new game from the lobby."),
  not_found: gettext("This table no longer exists. Start a new game from the lobby."),
  logIn: gettext("Log in"),
  lobby: gettext("Back to the lobby"),
};

/**
 * One public event: the version it made (v), its type, and the game's fields.
 * @typedef {{ v: number, type: string, [field: string]: any }} TableEvent
 */
/**
 * The server's view of a table as the shell reads it; each game's renderer reads the rest.
 * events_since: the version the events follow (null: the view carries none).
 * @typedef {{
 *   version: number, events_since?: number | null, events?: TableEvent[],
 *   legal_actions?: import("./coach.js").Action[], thinking?: number | null, status?: string, mode?: string,
 *   seat?: number | null, players?: import("./seats.js").Player[], options?: object,
 *   next_options?: object, seating?: number, [field: string]: any,
 * }} TableView
 */
/**
 * What a game's renderer module makes (createRenderer(root, api)); see the top of this file.
 * @typedef {object} Renderer
 * @property {(view: TableView) => void} render
 * @property {(prev: TableView, next: TableView, events: TableEvent[]) => Promise<void>} update
 * @property {(view: TableView | null, thinking: number | null) => void} idle
 * @property {(view: TableView | null) => void} restore
 * @property {() => boolean} [focusNext]
 */
/** What the client gives the renderer (TableClient.api()). @typedef {ReturnType<TableClient["api"]>} TableApi */
/**
 * An answer of the coach: its body, or why there is none.
 * @typedef {{ ok: true, body: any, message?: undefined } | { ok: false, message: string, body?: undefined }} CoachAnswer
 */

/**
 * The events to animate from prev to next: those after prev.version, or null when next
 * does not carry all of them (the client missed some and must redraw instead).
 * @param {TableView} prev
 * @param {TableView} next
 * @returns {TableEvent[] | null}
 */
export function eventsBetween(prev, next) {
  const since = next.events_since;
  if (typeof since !== "number" || since > prev.version) return null;
  return (next.events || []).filter((event) => event.v > prev.version);
}

export class TableClient {
  /** @param {HTMLElement} host the page's [data-table-client] element */
  constructor(host) {
    this.host = host;
    this.tableRoot = /** @type {HTMLElement} */ (host.querySelector("[data-table-root]"));
    const data = host.dataset;
    // The table page (templates/tables/table.html) always names its game and API.
    this.game = /** @type {string} */ (data.game);
    this.apiUrl = /** @type {string} */ (data.apiUrl);
    this.wsPath = data.wsPath;
    this.rulesUrl = data.rulesUrl;
    this.lobbyUrl = data.lobbyUrl || "/";
    this.resultUrl = data.resultUrl || "";
    this.newGameUrl = data.newGameUrl || "/api/tables/";
    this.loginUrl = data.loginUrl || "";
    this.signedIn = data.signedIn === "1";
    /** @type {string | null} why the table can no longer be reached, once it cannot */
    this.ended = null;
    /** @type {TableView | null} the view drawn (or being animated to) */
    this.current = null;
    /** @type {TableView[]} views received and not drawn yet, in version order */
    this.queue = [];
    this.pumping = false;
    /** @type {{ action: object, version: number, timer?: number } | null} the action sent and not answered yet */
    this.pending = null;
    /** @type {TableView | null} a reseated view (reseat) waiting for the animation under way */
    this.reseated = null;
    /** @type {WebSocket | null} */
    this.socket = null;
    this.attempt = 0;
    /** @type {number | undefined} */
    this.pollTimer = undefined;
    /** @type {number | undefined} */
    this.reconnectTimer = undefined;
    /** @type {number | undefined} */
    this.thinkingTimer = undefined;
    this.pace = new Pace(() => this.backlog());
    this.ui = new TableUI(host, {
      pace: this.pace,
      links: { lobbyUrl: this.lobbyUrl, rulesUrl: this.rulesUrl, resultUrl: this.resultUrl },
      newGame: () => this.newGame(),
    });
    // Phrases at a friends' table (talk.js): the header's "Say…", and the bubbles by the seats.
    this.talk = new Talk(document.querySelector("[data-table-talk]"), {
      place: host,
      say: (id) => this.say(id),
      announce: (text, options) => this.ui.announce(text, options),
      viewOf: () => this.current,
    });
  }

  /**
   * Draw the first view with the game's renderer module, then connect.
   * @param {string} renderUrl
   * @param {TableView} initial
   */
  async start(renderUrl, initial) {
    const module = await import(renderUrl);
    this.tableRoot.textContent = "";
    /** @type {Renderer} */
    this.renderer = module.createRenderer(this.tableRoot, this.api());
    this.ui.attach(this.renderer);
    this.current = initial;
    this.renderer.render(initial);
    this.afterQueue();
    this.connect();
    document.addEventListener("visibilitychange", () => {
      if (!document.hidden && !this.socketOpen()) this.connect(true);
    });
  }

  api() {
    return {
      /** @param {object} action */
      send: (action) => this.send(action),
      ui: this.ui,
      pace: this.pace,
      /** @param {string} text @param {{ visual?: boolean, once?: boolean }} [options] */
      announce: (text, options) => this.ui.announce(text, options),
      /** @param {string} text */
      toast: (text) => this.ui.toast(text),
      newGame: () => this.newGame(),
      /** @param {string} path */
      coach: (path) => this.askCoach(path),
      busy: () => this.queue.length > 0 || this.pending !== null,
      backlog: () => this.backlog(),
    };
  }

  backlog() {
    return this.queue.length;
  }

  // ------------------------------------------------------------------ incoming views

  /** The newest view known: the last one queued, else the one drawn.
   * @returns {TableView | null}
   */
  latestView() {
    return this.queue.length ? this.queue[this.queue.length - 1] : this.current;
  }

  latestVersion() {
    const latest = this.latestView();
    return latest ? latest.version : -Infinity;
  }

  /**
   * A view from the server (socket, poll or an action's answer): queued unless it is not
   * newer than the newest known, then drawn in version order.
   * @param {TableView | null | undefined} view
   */
  receive(view) {
    if (!view || typeof view.version !== "number") return;
    if (this.pending && view.version > this.pending.version) this.clearPending();
    if (view.version <= this.latestVersion()) {
      this.reseat(view);
      return;
    }
    this.queue.push(view);
    this.queue.sort((a, b) => a.version - b.version);
    this.pump();
  }

  /**
   * A view of the newest version whose seats changed (a person away or back, a seat handed
   * over, a rematch made: no move, so no new version): it takes the place of the one
   * known, drawn at once or after the animation under way.
   * @param {TableView} view
   */
  reseat(view) {
    const latest = this.latestView();
    if (!latest || view.version !== latest.version || view.seating === undefined) return;
    // A finished friends' table's rematch made (tables/sheet.py) is news of the same kind.
    if (view.seating === latest.seating && (view.rematch || null) === (latest.rematch || null)) return;
    if (this.queue.length) this.queue[this.queue.length - 1] = view;
    else if (this.pumping) this.reseated = view;
    else {
      this.current = view;
      this.renderer.render(view);
      this.afterQueue();
    }
  }

  async pump() {
    if (this.pumping) return;
    this.pumping = true;
    clearTimeout(this.thinkingTimer);
    this.renderer.idle(this.current, null);
    try {
      while (this.queue.length) {
        const next = /** @type {TableView} */ (this.queue.shift());
        const prev = /** @type {TableView} */ (this.current); // drawn since start()
        if (next.version <= prev.version) continue;
        this.current = next;
        const events = eventsBetween(prev, next);
        try {
          if (events === null) this.renderer.render(next); // missed events: resync silently
          else await this.renderer.update(prev, next, events);
        } catch (error) {
          console.error("table: animation failed, drawing the newest view", error);
          this.renderer.render(next);
        }
        this.ui.keepFocus();
      }
    } finally {
      this.pumping = false;
    }
    const reseated = this.reseated;
    this.reseated = null;
    if (reseated && this.current && reseated.version === this.current.version) {
      this.current = reseated;
      this.renderer.render(reseated);
    }
    this.afterQueue();
  }

  afterQueue() {
    clearTimeout(this.thinkingTimer);
    const view = this.current;
    this.talk.update(view);
    const seat = view && typeof view.thinking === "number" ? view.thinking : null;
    this.renderer.idle(view, null);
    this.ui.keepFocus();
    if (seat !== null) {
      this.thinkingTimer = setTimeout(() => {
        if (!this.pumping && this.current === view) this.renderer.idle(view, seat);
      }, THINKING_AFTER_MS);
    }
  }

  // ------------------------------------------------------------------ actions

  /**
   * Send one of the person's actions. While views are still queued or animating only an
   * action the newest view allows is sent (one a person may take out of turn), at that
   * view's version: the server accepts it when only other seats acted since.
   * @param {object} action
   * @returns {boolean} whether it was sent
   */
  send(action) {
    if (this.pending || !action || this.ended) return false;
    const latest = /** @type {TableView} */ (this.latestView()); // a view is drawn: the person acts on it
    // While views are still being animated, only an action the newest view allows (an
    // optional one, out of turn) goes out, at that view's version: never one chosen from a
    // frame that is already out of date.
    const wanted = canonical(action);
    if ((this.queue.length || this.pumping)
        && !(latest.legal_actions || []).some((legal) => canonical(legal) === wanted)) {
      return false;
    }
    const { version } = latest;
    /** @type {NonNullable<TableClient["pending"]>} */
    const pending = { action, version };
    this.pending = pending;
    pending.timer = setTimeout(() => this.actionTimedOut(), ACTION_TIMEOUT_MS);
    if (this.socketOpen()) {
      /** @type {WebSocket} */ (this.socket).send(JSON.stringify({ type: "action", version, action }));
    } else {
      this.postAction(action, version);
    }
    return true;
  }

  /** Say phrase `id` to the table (talk.js): on the socket, whose echo shows it here too, or,
   * while it is down, by POST (shown here at once: no echo comes). A refusal is a toast.
   * @param {string} id
   */
  async say(id) {
    if (this.ended) return;
    if (this.socketOpen()) {
      /** @type {WebSocket} */ (this.socket).send(JSON.stringify({ type: "phrase", phrase: id }));
      return;
    }
    let result;
    try {
      result = await postJSON(`${this.apiUrl}phrase/`, { phrase: id });
    } catch {
      this.ui.toast(ERROR_TEXT.network);
      return;
    }
    const { ok, data } = result;
    if (ok && data) this.talk.heard(data.seat, id);
    else this.ui.toast(sentence((data && data.error && data.error.message) || ERROR_TEXT.invalid));
  }

  clearPending() {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = null;
  }

  /** @param {object} action @param {number} version */
  async postAction(action, version) {
    let result;
    try {
      result = await postJSON(`${this.apiUrl}actions/`, { version, action });
    } catch {
      this.failed("network", null);
      return;
    }
    const { ok, status, data } = result;
    if (ok && data && data.view) {
      this.clearPending();
      this.receive(data.view);
      return;
    }
    const error = (data && data.error) || {};
    const code = error.code || (status === 409 ? "stale" : status === 403 ? "forbidden" : "invalid");
    this.failed(code, error.message, data && data.view);
  }

  /** An action was refused (or lost): tell the person unless it was merely stale, resync.
   * @param {string} code the server's error code ("illegal", "stale", …) or "network"
   * @param {string | null | undefined} message the server's words, if any
   * @param {TableView | null} [view] the current view, when the answer carried it
   */
  failed(code, message, view = null) {
    this.clearPending();
    if (code === "forbidden" || code === "not_found") {
      this.renderer.restore(this.current);
      this.end(code);
      return;
    }
    if (code !== "stale") this.ui.toast(message ? sentence(message) : ERROR_TEXT[code] || ERROR_TEXT.invalid);
    this.renderer.restore(this.current);
    this.ui.keepFocus();
    if (view) this.receive(view);
    else this.refresh();
  }

  /** The table cannot be reached from this page any more: stop trying and say so once.
   * @param {string} code "forbidden" or "not_found"
   */
  end(code) {
    if (this.ended) return;
    this.ended = code;
    clearTimeout(this.reconnectTimer);
    this.stopPolling();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
    this.ui.setConnection("");
    const lobby = { text: ENDED_TEXT.lobby, href: this.lobbyUrl };
    if (code === "not_found") this.ui.showNotice(ENDED_TEXT.not_found, [lobby]);
    else if (this.signedIn && this.loginUrl) {
      this.ui.showNotice(ENDED_TEXT.account, [{ text: ENDED_TEXT.logIn, href: this.loginUrl }, lobby]);
    } else this.ui.showNotice(ENDED_TEXT.guest, [lobby]);
  }

  /** No answer to an action: ask for the current view; undo the person's move if it was lost. */
  async actionTimedOut() {
    if (!this.pending) return;
    const { version } = this.pending;
    this.pending = null;
    await this.refresh();
    this.restoreIfUnchanged(version);
  }

  /** @param {number} version the view's the lost action was sent at */
  restoreIfUnchanged(version) {
    if (/** @type {TableView} */ (this.current).version === version && !this.queue.length && !this.pumping) {
      this.renderer.restore(this.current);
    }
  }

  /** Ask for the current view, with the events since the newest one known. */
  async refresh() {
    if (this.ended) return;
    const since = this.latestVersion();
    const url = since >= 0 ? `${this.apiUrl}?since=${since}` : this.apiUrl;
    try {
      const response = await fetch(url, {
        credentials: "same-origin", headers: { Accept: "application/json" },
      });
      if (response.status === 403 || response.status === 404) {
        this.end(response.status === 403 ? "forbidden" : "not_found");
        return;
      }
      if (!response.ok) return;
      const data = await response.json();
      if (data && data.view) this.receive(data.view);
    } catch { /* offline: the next poll or reconnect will catch up */ }
  }

  /** Ask the coach (`hint/?version=n`, `review/?round=k`): the server answers 202 while the
   * search runs in a task, so ask again until the answer is there.
   * @param {string} path
   * @returns {Promise<CoachAnswer>}
   */
  async askCoach(path) {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      let response;
      try {
        response = await fetch(`${this.apiUrl}${path}`, {
          credentials: "same-origin", headers: { Accept: "application/json" },
        });
      } catch {
        return { ok: false, message: gettext("Could not reach the server.") };
      }
      let body = null;
      try { body = await response.json(); } catch { /* not JSON */ }
      if (response.status === 202) {
        await new Promise((resolve) => { setTimeout(resolve, 400); });
        continue;
      }
      if (response.ok && body) return { ok: true, body };
      const message = body && body.error && body.error.message;
      return { ok: false, message: message || gettext("The coach could not answer.") };
    }
    return { ok: false, message: gettext("The coach took too long. Try again.") };
  }

  /** The same game again: as many seats, the same options (or those a finished game names
   * for the game after it, ``next_options``: the next starter, say) and, in practice, the
   * same computer levels (a daily's computers are not the person's choice: the default). */
  async newGame() {
    const view = /** @type {Partial<TableView>} */ (this.current || {});
    const players = view.players || [];
    const levels = view.mode === "practice"
      ? players.filter((p) => p.kind === "computer").map((p) => p.level) : undefined;
    try {
      await startNewGame(this.game, {
        url: this.newGameUrl,
        seats: players.length || undefined,
        options: view.next_options || view.options || undefined,
        levels,
      });
    } catch (error) {
      this.ui.toast(/** @type {Error} */ (error).message);
    }
  }

  // ------------------------------------------------------------------ the socket

  socketOpen() {
    return this.socket !== null && this.socket.readyState === WebSocket.OPEN;
  }

  connect(now = false) {
    if (this.ended) return;
    if (!this.wsPath || !("WebSocket" in window)) {
      this.startPolling();
      return;
    }
    clearTimeout(this.reconnectTimer);
    if (now) this.attempt = 0;
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    // ?since=: the first view then carries the events after the newest one we know.
    const since = this.latestVersion();
    const query = since >= 0 ? `?since=${since}` : "";
    let socket;
    try {
      socket = new WebSocket(`${scheme}://${window.location.host}${this.wsPath}${query}`);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => this.stopPolling());
    socket.addEventListener("message", (event) => this.onMessage(event));
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (Object.hasOwn(CLOSED_FOR_GOOD, event.code)) {
        this.end(CLOSED_FOR_GOOD[event.code]);
        return;
      }
      if (this.pending) {
        // The action may or may not have arrived: ask for the truth.
        const { version } = this.pending;
        this.clearPending();
        this.refresh().then(() => this.restoreIfUnchanged(version));
      }
      this.startPolling();
      this.scheduleReconnect();
    });
  }

  /** Try again later: exponential backoff with jitter (so that many pages do not reconnect
   * in step after a restart); the connection line speaks only after a few quiet tries. */
  scheduleReconnect() {
    if (this.ended) return;
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    if (this.attempt > QUIET_ATTEMPTS) this.ui.setConnection(ERROR_TEXT.reconnecting);
    const delay = base / 2 + Math.random() * base / 2;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  /** @param {MessageEvent} event */
  onMessage(event) {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (!message || typeof message !== "object") return;
    if (message.type === "view") {
      // Only a socket that sends a view is healthy: one that opens and is refused at once
      // must not reset the backoff (it would retry twice a second).
      this.attempt = 0;
      this.ui.setConnection("");
      this.receive(message.view);
    } else if (message.type === "phrase") {
      this.talk.heard(message.seat, message.phrase);
    } else if (message.type === "error" && message.about === "phrase") {
      // A phrase refused (a flood, say): words for the person, nothing else to undo.
      this.ui.toast(sentence(message.message || ERROR_TEXT.invalid));
    } else if (message.type === "error") {
      // A refused connection says why before it closes (4403/4404): the close ends the table.
      const refused = message.code === "forbidden" || message.code === "not_found";
      if (refused && !this.pending) return;
      if (this.pending || message.code !== "stale") this.failed(message.code, message.message);
    }
  }

  startPolling() {
    if (this.pollTimer || this.ended) return;
    this.pollTimer = setInterval(() => {
      if (document.hidden || this.socketOpen()) return;
      if (this.current && (this.current.status === "finished" || this.current.status === "closed")) return;
      this.refresh();
    }, POLL_MS);
  }

  stopPolling() {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}

async function boot() {
  const host = /** @type {HTMLElement | null} */ (document.querySelector("[data-table-client]"));
  const script = document.getElementById("initial-view");
  if (!host || !script) return;
  const initial = JSON.parse(/** @type {string} */ (script.textContent));
  // Read once: the page keeps no stale copy of a view (cards a game later hides, say).
  script.remove();
  const client = new TableClient(host);
  window.tableClient = client; // for debugging and browser tests
  try {
    await client.start(/** @type {string} */ (host.dataset.renderer), initial);
  } catch (error) {
    console.error(error);
    const root = /** @type {HTMLElement} */ (host.querySelector("[data-table-root]"));
    root.textContent = gettext("The table could not be drawn. Reload the page to try again.");
  }
}

// Imported without a page (node tests of eventsBetween) there is nothing to boot.
if (typeof document !== "undefined") boot();

/** JSON with sorted keys: two actions are the same action whatever their key order.
 * @param {unknown} value
 * @returns {string}
 */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const fields = /** @type {Record<string, unknown>} */ (value);
    const keys = Object.keys(fields).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(fields[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
