// The table UI every game shares, so that a renderer draws only its own game: modal dialogs,
// the score sheet with its chart, the game-over panel, the speed and four-colour settings,
// keyboard help, the aria-live announcements and toasts.
//
// client.js makes one TableUI per page and hands it to the renderer as api.ui. The small DOM
// helpers (h, svg, kbd, signed, …) are exported for renderers too.

import { applyFourColour, fourColour, setFourColour } from "../cards/cards.js";

// ---------------------------------------------------------------- small DOM helpers

/** An HTML element: attrs (class, text, on<event>, booleans), then children (nulls skipped). */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element, appended to parent when given. */
export function svg(tag, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

/** Text for screen readers only. */
export function hidden(text) {
  return h("span", { class: "visually-hidden", text });
}

/** A visible shortcut on a button (the button itself carries aria-keyshortcuts). */
export function kbd(key) {
  return h("kbd", { class: "shortcut", "aria-hidden": "true", text: key });
}

/** "+3", "−2" (a true minus sign), "0" */
export function signed(n) {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${-n}`;
  return "0";
}

const PLACES = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"];

export function ordinal(n) {
  return PLACES[n - 1] || `${n}th`;
}

/** "A", "A and B", "A, B and C" */
export function listWords(words) {
  if (words.length < 2) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "that move is not allowed" → "That move is not allowed." */
export function sentence(text) {
  return text ? text[0].toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".") : text;
}

function typing(target) {
  return Boolean(target && (target.isContentEditable
    || ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName)));
}

// ---------------------------------------------------------------- pace (the speed setting)

const SPEED_KEY = "tables.speed";
export const SPEEDS = {
  // play: before a computer's card or decision; hold: a finished trick stays; slide: the trick
  // slides to its winner; fly: a card moves to the middle; pause: between deals and notices.
  slow: { play: 1000, hold: 1700, slide: 500, fly: 320, pause: 900 },
  normal: { play: 550, hold: 1000, slide: 380, fly: 240, pause: 550 },
  fast: { play: 260, hold: 550, slide: 240, fly: 160, pause: 250 },
  instant: { play: 0, hold: 0, slide: 0, fly: 0, pause: 0 },
};

function readSpeed() {
  try {
    const saved = localStorage.getItem(SPEED_KEY);
    if (saved && saved in SPEEDS) return saved;
  } catch { /* storage blocked */ }
  return "normal";
}

/** How long animations take: the chosen speed, reduced motion, and catching up on a backlog. */
export class Pace {
  constructor(backlog = () => 0) {
    this.backlog = backlog;
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
    if (document.hidden || this.backlog() > 6) return 0;
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
    return new Promise((resolve) => { setTimeout(resolve, ms); });
  }
}

// ---------------------------------------------------------------- cards in motion

/** The centre of an element on the page, or of its upper third (where a hand's cards are). */
export function centreOf(element, { upper = false } = {}) {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / (upper ? 3 : 2) };
}

/** Move `node` in from point `from` to where it is drawn (a card played from a seat). */
export function flyIn(node, from, ms, { scale = 0.6, opacity = 0.4, easing = "cubic-bezier(.2,.7,.3,1)" } = {}) {
  if (!node.animate) return null;
  const to = centreOf(node);
  return node.animate([
    { transform: `translate(${from.x - to.x}px, ${from.y - to.y}px) scale(${scale})`, opacity },
    { transform: "none", opacity: 1 },
  ], { duration: ms || 1, easing, composite: "add" });
}

/** Slide `nodes` to point `to` and fade them (a trick going to its winner); resolves at the end. */
export async function slideAway(nodes, to, ms) {
  const moves = [];
  for (const node of nodes) {
    if (!node.animate) continue;
    const from = centreOf(node);
    moves.push(node.animate([
      { transform: "none", opacity: 1 },
      { transform: `translate(${to.x - from.x}px, ${to.y - from.y}px) scale(0.45)`, opacity: 0 },
    ], { duration: ms, easing: "ease-in", fill: "forwards", composite: "add" }).finished);
  }
  await Promise.all(moves).catch(() => {});
}

// ---------------------------------------------------------------- the modal dialog

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), "
  + "textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/**
 * One modal dialog for the page (a new one replaces the open one): focus moves to its first
 * button and back where it was on close, Escape closes, Tab cycles inside.
 */
class Dialog {
  constructor(host) {
    this.node = h("dialog", {
      class: "tbl-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "tbl-dialog-title",
    });
    this.done = null;
    this.returnTo = null;
    // Our own Escape: the native one may skip a second press without user activation.
    this.node.addEventListener("cancel", (event) => { event.preventDefault(); this.close(); });
    this.node.addEventListener("keydown", (event) => this.onKey(event));
    // Closed some other way (a form, the browser): still finish.
    this.node.addEventListener("close", () => { if (!this.node.open) this.finish(); });
    host.append(this.node);
  }

  get isOpen() {
    return this.node.open || this.node.hasAttribute("open");
  }

  /** Show title, body and buttons; onclose runs once, when it is closed or replaced. */
  open({ title, body, buttons = [], testid = null, onclose = null, className = "" }) {
    this.node.replaceChildren(
      h("h2", { id: "tbl-dialog-title", text: title }),
      body,
      h("div", { class: "tbl-dialog-actions" }, buttons),
    );
    this.node.className = `tbl-dialog${className ? ` ${className}` : ""}`;
    if (testid) this.node.setAttribute("data-testid", testid);
    else this.node.removeAttribute("data-testid");
    if (this.isOpen) {
      this.finish(); // the replaced dialog's onclose; focus still returns to the first opener
    } else {
      const active = document.activeElement;
      this.returnTo = active && active !== document.body ? active : null;
      if (this.node.showModal) this.node.showModal();
      else this.node.setAttribute("open", "");
    }
    this.done = onclose;
    const first = this.node.querySelector(".tbl-dialog-actions button") || this.node.querySelector(FOCUSABLE);
    if (first) first.focus();
  }

  close() {
    if (!this.isOpen) return;
    if (this.node.open && this.node.close) this.node.close();
    this.node.removeAttribute("open");
    const back = this.returnTo;
    this.returnTo = null;
    if (back && back.isConnected && !back.disabled) back.focus({ preventScroll: true });
    this.finish();
  }

  finish() {
    const done = this.done;
    this.done = null;
    if (done) done();
  }

  onKey(event) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      this.close();
    } else if (event.key === "Tab") {
      const items = [...this.node.querySelectorAll(FOCUSABLE)].filter((n) => n.getClientRects().length);
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = this.node.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
  }
}

// ---------------------------------------------------------------- the score sheet

const LINE_COLOURS = [0, 1, 2, 3, 4, 5].map((i) => `var(--tbl-line-${i})`);
const LINE_DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 0", "4 2"];

/**
 * The score sheet: one row per round (label "Deal", "Round", …), one column per player with
 * the round's score and the running total under it, the person's column highlighted, a total
 * row and a small line chart of the running totals. An optional note column (Sheepshead: who
 * picked) comes from the renderer.
 */
export class ScoreSheet {
  constructor({ label = "Round", note = null, tools = [], onClose = null } = {}) {
    this.label = label;
    this.note = note;
    this.tools = tools;
    this.onClose = onClose;
    this.key = null;
    this.element = h("section", {
      class: "tbl-sheet", "data-testid": "score-sheet", "aria-labelledby": "tbl-sheet-title",
    });
  }

  /**
   * names: per seat; me: the person's seat; rounds: how many rows; scores: per finished round,
   * one score per seat; notes: per round, the note column's text; current: the round being
   * played (1-based) or null; totals: per seat (default: the sum).
   */
  update({ names, me, rounds, scores = [], notes = [], current = null, totals = null }) {
    const key = JSON.stringify([names, me, rounds, scores, notes, current, totals]);
    if (this.key === key) return;
    this.key = key;
    const seats = names.map((_, seat) => seat);
    const running = [];
    let sum = seats.map(() => 0);
    for (const row of scores) {
      sum = sum.map((total, seat) => total + (row[seat] || 0));
      running.push(sum);
    }
    const table = h("table", { class: "tbl-sheet-table" },
      h("caption", { class: "visually-hidden",
        text: `Score of each ${this.label.toLowerCase()} with the running total under it` }),
      h("thead", {}, this.headRow(names, me)),
      h("tbody", {}, this.bodyRows({ seats, me, rounds, scores, notes, current, running })),
      h("tfoot", {}, this.footRow(seats, me, totals || sum)));
    const close = this.onClose
      ? h("button", { type: "button", class: "button tbl-sheet-close", onclick: () => this.onClose() }, "Close")
      : null;
    this.element.replaceChildren(
      h("div", { class: "tbl-sheet-head" },
        h("h2", { id: "tbl-sheet-title", text: "Score sheet" }), this.tools, close),
      h("div", { class: "tbl-sheet-scroll" }, table),
      this.chart(names, me, rounds, running));
  }

  headRow(names, me) {
    return h("tr", {},
      h("th", { scope: "col", text: this.label }),
      this.note ? h("th", { scope: "col", class: "tbl-col-note", text: this.note }) : null,
      names.map((name, seat) => h("th", { scope: "col", class: seat === me ? "is-me" : "" },
        h("span", { class: "tbl-swatch", style: `--c: ${LINE_COLOURS[seat % 6]}`, "aria-hidden": "true" }),
        name)));
  }

  bodyRows({ seats, me, rounds, scores, notes, current, running }) {
    const rows = [];
    for (let i = 0; i < rounds; i += 1) {
      const row = scores[i];
      const playing = !row && current === i + 1;
      rows.push(h("tr", { class: playing ? "is-current" : "" },
        h("th", { scope: "row", text: i + 1 }),
        this.note ? h("td", { class: "tbl-col-note", text: notes[i] || (playing ? "playing" : "") }) : null,
        seats.map((seat) => h("td", { class: `num${seat === me ? " is-me" : ""}` },
          row ? h("span", { class: "tbl-round-score", text: signed(row[seat]) }) : "",
          row ? h("span", { class: "tbl-running", text: signed(running[i][seat]) }) : ""))));
    }
    return rows;
  }

  footRow(seats, me, totals) {
    return h("tr", {},
      h("th", { scope: "row", text: "Total" }),
      this.note ? h("td", { class: "tbl-col-note" }) : null,
      seats.map((seat) => h("td", { class: `num${seat === me ? " is-me" : ""}`, text: signed(totals[seat] || 0) })));
  }

  chart(names, me, rounds, running) {
    const W = 320;
    const H = 150;
    const pad = { l: 30, r: 10, t: 10, b: 22 };
    const seats = names.map((_, seat) => seat);
    const points = [seats.map(() => 0), ...running];
    const values = points.flat();
    let lo = Math.min(0, ...values);
    let hi = Math.max(0, ...values);
    if (hi - lo < 4) { hi += 2; lo -= 2; }
    const x = (i) => pad.l + (i / rounds) * (W - pad.l - pad.r);
    const y = (v) => pad.t + ((hi - v) / (hi - lo)) * (H - pad.t - pad.b);
    const latest = points[points.length - 1];
    const summary = seats.map((seat) => `${names[seat]} ${signed(latest[seat])}`).join(", ");
    const word = this.label.toLowerCase();
    const chart = svg("svg", {
      viewBox: `0 0 ${W} ${H}`, class: "tbl-chart", role: "img",
      "aria-label": `Running totals after ${running.length} ${word}${running.length === 1 ? "" : "s"}: ${summary}`,
    });
    svg("line", { x1: pad.l, x2: W - pad.r, y1: y(0), y2: y(0), class: "tbl-chart-zero" }, chart);
    for (const [v, text] of [[hi, signed(Math.round(hi))], [lo, signed(Math.round(lo))], [0, "0"]]) {
      const label = svg("text", { x: pad.l - 6, y: y(v) + 4, class: "tbl-chart-label", "text-anchor": "end" }, chart);
      label.textContent = text;
    }
    for (let i = 0; i <= rounds; i += 1) {
      svg("line", { x1: x(i), x2: x(i), y1: H - pad.b, y2: H - pad.b + 4, class: "tbl-chart-tick" }, chart);
      if (i % 2 === 0 || rounds <= 10) {
        const tick = svg("text", { x: x(i), y: H - 6, class: "tbl-chart-label", "text-anchor": "middle" }, chart);
        tick.textContent = String(i);
      }
    }
    // The person's line last, so that it is drawn on top.
    for (const seat of seats.filter((s) => s !== me).concat([me])) {
      // A small vertical offset per player keeps equal totals from hiding each other.
      const nudge = (seat - (seats.length - 1) / 2) * 1.6;
      const line = points.map((row, i) => `${x(i).toFixed(1)},${(y(row[seat]) + nudge).toFixed(1)}`).join(" ");
      svg("polyline", {
        points: line, class: `tbl-chart-line${seat === me ? " is-me" : ""}`,
        style: `stroke: ${LINE_COLOURS[seat % 6]}`, "stroke-dasharray": LINE_DASHES[seat % 6],
      }, chart);
      svg("circle", { cx: x(points.length - 1), cy: y(latest[seat]) + nudge, r: seat === me ? 4 : 3,
        style: `fill: ${LINE_COLOURS[seat % 6]}` }, chart);
    }
    const legend = h("ul", { class: "tbl-legend", "aria-hidden": "true" },
      seats.map((seat) => h("li", { class: seat === me ? "is-me" : "" },
        h("span", { class: "tbl-swatch", style: `--c: ${LINE_COLOURS[seat % 6]}` }), names[seat])));
    return h("figure", { class: "tbl-chart-box" }, chart, legend,
      h("figcaption", { class: "visually-hidden", text: `Running totals by ${word}` }));
  }
}

// ---------------------------------------------------------------- the end of the game

/** The game-over panel: places, totals, the renderer's extra (a last deal), and the ways on. */
export class GameOverPanel {
  constructor(ui) {
    this.ui = ui;
    this.element = h("section", {
      class: "tbl-game-over", "data-testid": "game-over", "aria-labelledby": "tbl-over-title",
      hidden: true,
    });
  }

  /**
   * names and totals per seat; me; winners: seats; better: "higher" or "lower" totals win;
   * extra: an element shown under the standings.
   */
  show({ names, me, totals, winners, better = "higher", extra = null }) {
    const ahead = (a, b) => (better === "lower" ? a < b : a > b);
    const order = names.map((_, seat) => seat)
      .sort((a, b) => (better === "lower" ? totals[a] - totals[b] : totals[b] - totals[a]));
    const placeOf = (seat) => 1 + totals.filter((t) => ahead(t, totals[seat])).length;
    const standings = h("ol", { class: "tbl-standings" }, order.map((seat) => h("li", { class: seat === me ? "is-me" : "" },
      h("span", { class: "tbl-place", text: ordinal(placeOf(seat)) }),
      h("span", { class: "tbl-standing-name", text: names[seat] }),
      h("span", { class: "num", text: signed(totals[seat]) }))));
    const won = winners.includes(me);
    const headline = won
      ? (winners.length > 1 ? "You share first place!" : "You win!")
      : `You finish ${ordinal(placeOf(me))}.`;
    this.element.replaceChildren(...[
      h("h2", { id: "tbl-over-title", tabindex: "-1", text: "Game over" }),
      h("p", { class: "tbl-headline" }, h("strong", { text: headline }), ` Your total: ${signed(totals[me])}.`),
      standings,
      extra,
      this.actions(),
    ].filter(Boolean));
    const wasHidden = this.element.hidden;
    this.element.hidden = false;
    if (wasHidden && !this.ui.dialogOpen) {
      const heading = this.element.querySelector("h2");
      if (heading) heading.focus({ preventScroll: false });
    }
  }

  actions() {
    const { resultUrl, lobbyUrl, rulesUrl } = this.ui.links;
    // A daily's result goes to the board: that link leads, New game follows.
    const board = resultUrl
      ? h("a", { class: "button button-primary", href: resultUrl, "data-action": "leaderboard" }, "See the leaderboard")
      : null;
    return h("div", { class: "tbl-over-actions" },
      board,
      h("button", {
        type: "button", class: board ? "button" : "button button-primary",
        "data-action": "new-game", onclick: () => this.ui.newGame(),
      }, "New game"),
      h("a", { class: "button", href: lobbyUrl || "/" }, "Lobby"),
      rulesUrl ? h("a", { class: "button", href: rulesUrl }, "Rules") : null);
  }

  hide() {
    this.element.hidden = true;
  }
}

// ---------------------------------------------------------------- the page's table UI

export class TableUI {
  /**
   * host: the table page element (holds the announcer, toasts, toolbar); pace: the Pace;
   * links: {lobbyUrl, rulesUrl, resultUrl}; newGame: starts the same game again.
   */
  constructor(host, { pace, links = {}, newGame = () => {} } = {}) {
    this.host = host;
    this.pace = pace;
    this.links = links;
    this.newGame = newGame;
    this.announcer = host.querySelector("[data-testid=announcer]");
    this.toasts = host.querySelector("[data-toasts]");
    this.connection = host.querySelector("[data-connection]");
    this.tools = host.querySelector("[data-table-tools]");
    this.dialog = new Dialog(host);
    this.keys = [];
    document.addEventListener("keydown", (event) => this.onKey(event));
    // Whether the person uses the keyboard: only then does a renderer move focus to his
    // cards or buttons when it is his turn (a tap must not scroll the page).
    this.keyboardUser = false;
    document.addEventListener("keydown", (event) => {
      if (!["Shift", "Control", "Alt", "Meta"].includes(event.key)) this.keyboardUser = true;
    }, true);
    document.addEventListener("pointerdown", () => { this.keyboardUser = false; }, true);
  }

  /** Whether a keydown may be a table shortcut: no modifier, not typing, no dialog open. */
  shortcut(event) {
    return !event.defaultPrevented && !event.ctrlKey && !event.metaKey && !event.altKey
      && !typing(event.target) && !this.dialogOpen;
  }

  get dialogOpen() {
    return this.dialog.isOpen;
  }

  // ------------------------------------------------------------ messages to the person

  /** Say something in the aria-live line; visual: false keeps it for screen readers only. */
  announce(text, { visual = true } = {}) {
    if (!this.announcer || !text) return;
    const line = h("span", { class: "announcer-line", text });
    if (visual) {
      for (const old of this.announcer.querySelectorAll(".is-visible")) old.classList.remove("is-visible");
      line.classList.add("is-visible");
    }
    this.announcer.appendChild(line);
    while (this.announcer.childElementCount > 6) this.announcer.firstElementChild.remove();
  }

  toast(text) {
    if (!this.toasts || !text) return;
    const item = h("p", { class: "toast", text });
    this.toasts.appendChild(item);
    setTimeout(() => item.remove(), 6000);
  }

  setConnection(text) {
    if (this.connection) this.connection.textContent = text;
  }

  // ------------------------------------------------------------ dialogs

  /** Open the dialog ({title, body, buttons, testid, onclose, className}); resolves when it
   * is closed or replaced. */
  openDialog(options) {
    return new Promise((resolve) => {
      this.dialog.open({
        ...options,
        onclose: () => {
          if (options.onclose) options.onclose();
          resolve();
        },
      });
    });
  }

  closeDialog() {
    this.dialog.close();
  }

  /** A button that closes the dialog; data-action names it for tests and keys. */
  closeButton(text = "Close", action = "close") {
    return h("button", {
      type: "button", class: "button button-primary", "data-action": action,
      onclick: () => this.dialog.close(),
    }, text);
  }

  // ------------------------------------------------------------ parts renderers place

  scoreSheet(options) {
    return new ScoreSheet(options);
  }

  gameOverPanel() {
    return new GameOverPanel(this);
  }

  // ------------------------------------------------------------ settings

  /** Wire the toolbar's speed select and four-colour box, and add the keyboard help button. */
  setupSettings() {
    const tools = this.tools;
    if (!tools) return;
    const speed = tools.querySelector("[data-setting=speed]");
    if (speed) {
      speed.value = this.pace.speed;
      speed.addEventListener("change", () => this.pace.setSpeed(speed.value));
    }
    const colours = tools.querySelector("[data-setting=four-colour]");
    applyFourColour();
    if (colours) {
      colours.checked = fourColour();
      colours.addEventListener("change", () => setFourColour(colours.checked));
    }
    this.keysButton = tools.querySelector("[data-action=keys]");
    if (this.keysButton) {
      this.keysButton.hidden = !this.keys.length;
      this.keysButton.addEventListener("click", () => this.showKeys());
    }
  }

  // ------------------------------------------------------------ keyboard help

  /** The renderer's keys: [{keys: ["P"], does: "Pick up the blind"}, …]; "?" shows them. */
  setKeys(keys) {
    this.keys = keys;
    if (this.keysButton) this.keysButton.hidden = !keys.length;
  }

  showKeys() {
    if (!this.keys.length) return;
    const rows = this.keys.concat([
      { keys: ["Esc"], does: "Close a dialog" },
      { keys: ["?"], does: "Show these keys" },
    ]);
    const list = h("dl", { class: "tbl-keys" }, rows.map((row) => [
      h("dt", {}, row.keys.map((key, i) => [i ? " " : null, h("kbd", { text: key })])),
      h("dd", { text: row.does }),
    ]));
    this.openDialog({ title: "Keyboard", body: list, buttons: [this.closeButton()], testid: "keys" });
  }

  onKey(event) {
    if (event.key !== "?" || event.ctrlKey || event.metaKey || event.altKey) return;
    if (typing(event.target) || this.dialogOpen || !this.keys.length) return;
    event.preventDefault();
    this.showKeys();
  }
}
