// The table client, the same for every game.
//
// It keeps the newest view the server sent, queues further views in version order and hands
// each one, with the view before it, to the game's renderer, which animates what happened in
// between. It talks to the server over a WebSocket (reconnecting with backoff) and falls back
// to the HTTP API (actions by POST, polling by GET) while the socket is down.
//
// The renderer module (data-renderer) exports createRenderer(root, api) returning
//   render(view)            draw a view at once, without animation
//   update(prev, next)      animate from prev to next; resolves when done (ends drawn as next)
//   idle(view, thinking)    the queue is empty; thinking is a seat whose computer is slow, or null
//   restore(view)           an action of the person failed: undo anything drawn ahead of view

import { applyFourColour, fourColour, setFourColour } from "../cards/cards.js";
import { postJSON, startNewGame } from "./api.js";

const SPEED_KEY = "tables.speed";
const SPEEDS = {
  // play: before a computer's card or decision; hold: a finished trick stays; slide: the trick
  // slides to its winner; fly: a card moves to the middle; pause: between deals and notices.
  slow: { play: 1000, hold: 1700, slide: 500, fly: 320, pause: 900 },
  normal: { play: 550, hold: 1000, slide: 380, fly: 240, pause: 550 },
  fast: { play: 260, hold: 550, slide: 240, fly: 160, pause: 250 },
  instant: { play: 0, hold: 0, slide: 0, fly: 0, pause: 0 },
};
const THINKING_AFTER_MS = 300;
const POLL_MS = 2500;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000];
const ACTION_TIMEOUT_MS = 20000;

const ERROR_TEXT = {
  invalid: "That action was not understood.",
  illegal: "That move is not allowed.",
  forbidden: "You are not seated at this table.",
  not_found: "This table was not found.",
  network: "Connection problem. Retrying…",
};

function readSpeed() {
  try {
    const saved = localStorage.getItem(SPEED_KEY);
    if (saved && saved in SPEEDS) return saved;
  } catch { /* storage blocked */ }
  return "normal";
}

class Pace {
  constructor(client) {
    this.client = client;
    this.speed = readSpeed();
    const query = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
    this.reducedMotion = Boolean(query && query.matches);
    if (query && query.addEventListener) {
      query.addEventListener("change", (event) => { this.reducedMotion = event.matches; });
    }
  }

  setSpeed(speed) {
    if (!(speed in SPEEDS)) return;
    this.speed = speed;
    try { localStorage.setItem(SPEED_KEY, speed); } catch { /* storage blocked */ }
  }

  /** Milliseconds for a kind of pause at the current speed (0 while catching up). */
  ms(kind) {
    if (document.hidden || this.client.backlog() > 6) return 0;
    const table = SPEEDS[this.speed] || SPEEDS.normal;
    if ((kind === "slide" || kind === "fly") && this.reducedMotion) return 0;
    return table[kind] ?? 0;
  }

  /** Whether cards should move (false for instant speed and reduced motion). */
  get motion() {
    return !this.reducedMotion && this.speed !== "instant" && !document.hidden;
  }

  wait(ms) {
    if (!ms) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}

class TableClient {
  constructor(host) {
    this.host = host;
    this.tableRoot = host.querySelector("[data-table-root]");
    this.announcer = host.querySelector("[data-testid=announcer]");
    this.toasts = host.querySelector("[data-toasts]");
    this.connection = host.querySelector("[data-connection]");
    this.tools = host.querySelector("[data-table-tools]");
    const data = host.dataset;
    this.game = data.game;
    this.apiUrl = data.apiUrl;
    this.wsPath = data.wsPath;
    this.rulesUrl = data.rulesUrl;
    this.lobbyUrl = data.lobbyUrl || "/";
    this.resultUrl = data.resultUrl || "";
    this.newGameUrl = data.newGameUrl || "/api/tables/";
    this.current = null;
    this.queue = [];
    this.pumping = false;
    this.pending = null;
    this.socket = null;
    this.attempt = 0;
    this.pollTimer = null;
    this.reconnectTimer = null;
    this.thinkingTimer = null;
    this.pace = new Pace(this);
  }

  async start(renderUrl, initial) {
    const module = await import(renderUrl);
    this.tableRoot.textContent = "";
    this.renderer = module.createRenderer(this.tableRoot, this.api());
    this.current = initial;
    this.renderer.render(initial);
    this.afterQueue();
    this.setupTools();
    this.connect();
    document.addEventListener("visibilitychange", () => {
      if (!document.hidden && !this.socketOpen()) this.connect(true);
    });
  }

  api() {
    return {
      send: (action) => this.send(action),
      pace: this.pace,
      announce: (text, options) => this.announce(text, options),
      toast: (text) => this.toast(text),
      newGame: () => this.newGame(),
      coach: (path) => this.askCoach(path),
      busy: () => this.queue.length > 0 || this.pending !== null,
      backlog: () => this.backlog(),
      rulesUrl: this.rulesUrl,
      lobbyUrl: this.lobbyUrl,
      resultUrl: this.resultUrl,
      tools: this.tools,
      announcer: this.announcer,
    };
  }

  backlog() {
    return this.queue.length;
  }

  // ------------------------------------------------------------------ settings

  setupTools() {
    const speed = this.tools.querySelector("[data-setting=speed]");
    if (speed) {
      speed.value = this.pace.speed;
      speed.addEventListener("change", () => this.pace.setSpeed(speed.value));
    }
    const colours = this.tools.querySelector("[data-setting=four-colour]");
    applyFourColour();
    if (colours) {
      colours.checked = fourColour();
      colours.addEventListener("change", () => setFourColour(colours.checked));
    }
  }

  // ------------------------------------------------------------------ messages to the person

  /** Say something in the aria-live line; visual: false keeps it for screen readers only. */
  announce(text, { visual = true } = {}) {
    if (!this.announcer || !text) return;
    const line = document.createElement("span");
    line.className = "announcer-line";
    line.textContent = text;
    if (visual) {
      for (const old of this.announcer.querySelectorAll(".is-visible")) old.classList.remove("is-visible");
      line.classList.add("is-visible");
    }
    this.announcer.appendChild(line);
    while (this.announcer.childElementCount > 6) this.announcer.firstElementChild.remove();
  }

  toast(text) {
    if (!this.toasts || !text) return;
    const item = document.createElement("p");
    item.className = "toast";
    item.textContent = text;
    this.toasts.appendChild(item);
    setTimeout(() => item.remove(), 6000);
  }

  setConnection(text) {
    if (this.connection) this.connection.textContent = text;
  }

  // ------------------------------------------------------------------ incoming views

  latestVersion() {
    const queued = this.queue.length ? this.queue[this.queue.length - 1].version : -Infinity;
    return Math.max(this.current ? this.current.version : -Infinity, queued);
  }

  receive(view) {
    if (!view || typeof view.version !== "number") return;
    if (this.pending && view.version > this.pending.version) this.clearPending();
    if (view.version <= this.latestVersion()) return;
    this.queue.push(view);
    this.queue.sort((a, b) => a.version - b.version);
    this.pump();
  }

  async pump() {
    if (this.pumping) return;
    this.pumping = true;
    clearTimeout(this.thinkingTimer);
    this.renderer.idle(this.current, null);
    try {
      while (this.queue.length) {
        const next = this.queue.shift();
        if (next.version <= this.current.version) continue;
        const prev = this.current;
        this.current = next;
        try {
          await this.renderer.update(prev, next);
        } catch (error) {
          console.error("table: animation failed, drawing the newest view", error);
          this.renderer.render(next);
        }
      }
    } finally {
      this.pumping = false;
    }
    this.afterQueue();
  }

  afterQueue() {
    clearTimeout(this.thinkingTimer);
    const view = this.current;
    const seat = view && typeof view.thinking === "number" ? view.thinking : null;
    this.renderer.idle(view, null);
    if (seat !== null) {
      this.thinkingTimer = setTimeout(() => {
        if (!this.pumping && this.current === view) this.renderer.idle(view, seat);
      }, THINKING_AFTER_MS);
    }
  }

  // ------------------------------------------------------------------ actions

  send(action) {
    if (this.pending || this.queue.length || this.pumping) return false;
    const version = this.current.version;
    this.pending = { action, version };
    this.pending.timer = setTimeout(() => this.actionTimedOut(), ACTION_TIMEOUT_MS);
    if (this.socketOpen()) {
      this.socket.send(JSON.stringify({ type: "action", version, action }));
    } else {
      this.postAction(action, version);
    }
    return true;
  }

  clearPending() {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = null;
  }

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

  /** An action was refused (or lost): tell the person unless it was merely stale, resync. */
  failed(code, message, view = null) {
    this.clearPending();
    if (code !== "stale") this.toast(message ? capitalise(message) : ERROR_TEXT[code] || ERROR_TEXT.invalid);
    this.renderer.restore(this.current);
    if (view) this.receive(view);
    else this.refresh();
  }

  /** No answer to an action: ask for the current view; undo the person's move if it was lost. */
  async actionTimedOut() {
    if (!this.pending) return;
    const { version } = this.pending;
    this.pending = null;
    await this.refresh();
    this.restoreIfUnchanged(version);
  }

  restoreIfUnchanged(version) {
    if (this.current.version === version && !this.queue.length && !this.pumping) {
      this.renderer.restore(this.current);
    }
  }

  async refresh() {
    try {
      const response = await fetch(this.apiUrl, {
        credentials: "same-origin", headers: { Accept: "application/json" },
      });
      if (!response.ok) return;
      const data = await response.json();
      if (data && data.view) this.receive(data.view);
    } catch { /* offline: the next poll or reconnect will catch up */ }
  }

  /** Ask the coach (`hint/?version=n`, `review/?deal=k`): the server answers 202 while the
   * search runs in a task, so ask again until the answer is there. */
  async askCoach(path) {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      let response;
      try {
        response = await fetch(`${this.apiUrl}${path}`, {
          credentials: "same-origin", headers: { Accept: "application/json" },
        });
      } catch {
        return { ok: false, message: "Could not reach the server." };
      }
      let body = null;
      try { body = await response.json(); } catch { /* not JSON */ }
      if (response.status === 202) {
        await new Promise((resolve) => { setTimeout(resolve, 400); });
        continue;
      }
      if (response.ok && body) return { ok: true, body };
      const message = body && body.error && body.error.message;
      return { ok: false, message: message || "The coach could not answer." };
    }
    return { ok: false, message: "The coach took too long. Try again." };
  }

  async newGame() {
    try {
      // The same computer players again (a daily's level is not offered: then the default).
      const computer = ((this.current && this.current.players) || [])
        .find((p) => p.kind === "computer");
      const level = this.current && this.current.mode === "practice" && computer
        ? computer.level : undefined;
      await startNewGame(this.game, { url: this.newGameUrl, level });
    } catch (error) {
      this.toast(error.message);
    }
  }

  // ------------------------------------------------------------------ the socket

  socketOpen() {
    return this.socket !== null && this.socket.readyState === WebSocket.OPEN;
  }

  connect(now = false) {
    if (!this.wsPath || !("WebSocket" in window)) {
      this.startPolling();
      return;
    }
    clearTimeout(this.reconnectTimer);
    if (now) this.attempt = 0;
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    let socket;
    try {
      socket = new WebSocket(`${scheme}://${window.location.host}${this.wsPath}`);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.attempt = 0;
      this.stopPolling();
      this.setConnection("");
    });
    socket.addEventListener("message", (event) => this.onMessage(event));
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
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

  scheduleReconnect() {
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    if (this.attempt > 2) this.setConnection("Reconnecting…");
    const delay = base * (0.75 + Math.random() * 0.5);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  onMessage(event) {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (!message || typeof message !== "object") return;
    if (message.type === "view") {
      this.receive(message.view);
    } else if (message.type === "error") {
      if (this.pending || message.code !== "stale") this.failed(message.code, message.message);
    }
  }

  startPolling() {
    if (this.pollTimer) return;
    this.pollTimer = setInterval(() => {
      if (document.hidden || this.socketOpen()) return;
      if (this.current && this.current.status === "finished") return;
      this.refresh();
    }, POLL_MS);
  }

  stopPolling() {
    clearInterval(this.pollTimer);
    this.pollTimer = null;
  }
}

function capitalise(text) {
  return text ? text[0].toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".") : text;
}

async function boot() {
  const host = document.querySelector("[data-table-client]");
  const script = document.getElementById("initial-view");
  if (!host || !script) return;
  const initial = JSON.parse(script.textContent);
  const client = new TableClient(host);
  window.tableClient = client; // for debugging and browser tests
  try {
    await client.start(host.dataset.renderer, initial);
  } catch (error) {
    console.error(error);
    const root = host.querySelector("[data-table-root]");
    root.textContent = "The table could not be drawn. Reload the page to try again.";
  }
}

boot();
