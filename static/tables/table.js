// The table shell, the same for every game (issue 32): what client.js calls a renderer. A
// game's renderer module makes one with its class prefix and its game (static/tables/game.js
// declares what a game gives):
//
//   export function createRenderer(root, api) {
//     return new GameTable(root, api, { prefix: "shk", hand: { rows: 3 }, game: (table) => new Shakipesh(table) });
//   }
//
// The shell owns the lifecycle (render, update, idle, restore), the loop over an update's
// frames, the layout slots (status line, hint line, announcer, decisions, hand, game-over
// panel), the draw around the game's own (the table's classes, the status line, the turn said
// once per version and focused), the keys (shortcuts, arrows, focusNext), the coach's Hint and
// review, the summaries the animation waits for, and the motions every game uses. Its helpers
// for the games (seats, roving focus, the hand's words) are in table_parts.js.

import { Hand } from "../cards/hand.js";
import { Coach, hintWithheld, noHintNote } from "./coach.js";
import { h, kbd } from "./dom.js";
import { gettext, interpolate, pgettext } from "./i18n.js";
import { OWN_ARROWS, decisionButton, pressesOf, usable } from "./keys.js";
import { centreOf, flyIn, slideAway } from "./pace.js";
import { closedText, markPresence, presenceNews } from "./presence.js";
import { eachSeat, handLabel, placeOf } from "./table_parts.js";

/** @typedef {import("./client.js").TableView} TableView */
/** @typedef {import("./client.js").TableEvent} TableEvent */
/** @typedef {import("./game.js").Game} Game */
/** @typedef {import("./game.js").DrawOptions} DrawOptions */
/** @typedef {import("./pace.js").Point} Point */

export class GameTable {
  /**
   * @param {HTMLElement} root the page's table region
   * @param {import("./client.js").TableApi} api
   * @param {import("./game.js").TableOptions} options
   */
  constructor(root, api, { prefix, hand = null, hintButton = false, steadyLines = false, compactOver = false, game }) {
    this.prefix = prefix;
    this.root = root;
    this.api = api;
    this.ui = api.ui;
    /** @type {TableView | null} the server's newest view that is drawn */
    this.view = null;
    /** @type {TableView | null} the view drawn now (may be between two server views) */
    this.shown = null;
    /** @type {number | null} the seat whose computer is slow to move, if any */
    this.thinking = null;
    /** @type {Promise<void> | null} a summary the animation waits for (until Continue) */
    this.waitingFor = null;
    /** @type {string | null} the turn last said (turnKey) */
    this.announcedTurn = null;
    /** @type {string | null} what the decision buttons were drawn for (setDecisions) */
    this.decisionsKey = null;
    /** The view the game's words read (names, the person's seat): the newest, else the shown. */
    this.current = () => this.view || this.shown;

    this.status = h("p", { class: `tbl-status ${prefix}-status`, "data-testid": "status" });
    this.hintLine = h("p", {
      class: `tbl-hint-line ${prefix}-hint-line`, "data-testid": "hint", role: "status", "aria-live": "polite", hidden: true,
    });
    this.decisions = h("div", { class: `tbl-decisions ${prefix}-decisions is-empty`, role: "group", "aria-label": gettext("Your decision") });
    this.announcerSlot = h("div", { class: `tbl-announcer-slot ${prefix}-announcer-slot` });
    this.gameOver = this.ui.gameOverPanel();
    /** @type {HTMLElement | null} the person's hand (a game without one has none) */
    this.hand = null;
    /** @type {Hand | null} */
    this.cards = null;
    if (hand) {
      this.hand = h("div", { class: `tbl-hand ${prefix}-hand`, role: "group", "aria-label": gettext("Your hand"), "data-testid": "hand" });
      this.cards = new Hand(this.hand, {
        ...hand, cardClass: `tbl-card-button ${prefix}-card ${prefix}-hand-card`, onPick: (card) => this.game.onHandCard?.(card),
      });
    }
    /** @type {HTMLButtonElement | null} Hint on the felt (the game places it) */
    this.hintButton = null;
    /** @type {HTMLElement | null} why a daily's table has no Hint, where Hint would be */
    this.noHint = null;
    if (hintButton) {
      this.hintButton = h("button", {
        type: "button", class: `button tbl-felt-tool ${prefix}-tool`, "data-action": "hint", hidden: true,
        "aria-keyshortcuts": "H", onclick: () => this.askHint(),
      }, `${gettext("Hint")} `, kbd("H"));
      this.noHint = noHintNote();
    }

    /** @type {Game} */
    this.game = game(this);
    const layout = this.game.layout;
    this.main = h("div", { class: `tbl-main ${prefix}-main` },
      layout.above || [],
      layout.overLast ? null : this.gameOver.element,
      layout.felt,
      h("div", { class: `tbl-statusbar ${prefix}-statusbar` }, this.status),
      this.hintLine,
      this.announcerSlot,
      this.decisions,
      layout.aboveHand || [],
      this.hand,
      layout.overLast ? this.gameOver.element : null);
    // tbl-table and tbl-felt: the look every table shares (table.css); the prefix, the game's own.
    layout.felt.classList.add("tbl-felt");
    // tbl-steady-lines: on a phone the status and the announcer's line keep two lines each;
    // tbl-compact-over: the game-over panel kept small.
    this.table = h("div", {
      class: `tbl-table ${prefix}${steadyLines ? " tbl-steady-lines" : ""}${compactOver ? " tbl-compact-over" : ""}`,
    }, this.main, layout.aside || null);
    const coach = this.game.coach;
    /** @type {Coach | null} */
    this.coach = coach ? new Coach(api, { ...coach, line: this.hintLine }) : null;
    root.append(this.table);
    if (this.ui.announcer) this.announcerSlot.append(this.ui.announcer);

    this.presses = pressesOf(this.game.keys);
    this.ui.setKeys(this.game.keys);
    document.addEventListener("keydown", (event) => this.onKey(event));
    // Shortcut letters on buttons are for keyboards: hidden on touch screens (CSS) until a
    // key is pressed there.
    document.addEventListener("keydown", () => this.table.classList.add("uses-keys"), { once: true, capture: true });
  }

  get pace() {
    return this.api.pace;
  }

  /** Whether the game holds the turn back (Sixes' look at the cards): the browser tests wait. */
  get looking() {
    return Boolean(this.game.holds && this.game.holds());
  }

  // ------------------------------------------------------------ the client's interface

  /** Draw the server's newest view at once. @param {TableView} view */
  render(view) {
    for (const news of presenceNews(this.view, view, this.game.words)) this.api.announce(news);
    this.view = view;
    this.game.rendering?.(view);
    this.draw(view, { final: true });
    if (view.status === "finished" && view.result) this.game.gameOver(view, view.result);
    this.game.rendered?.(view);
  }

  /** An action of the person failed: forget what was drawn ahead of it.
   * @param {TableView | null} view
   */
  restore(view) {
    this.game.restore?.();
    if (view) this.render(view);
  }

  /** The queue is empty; `thinking`: a seat whose computer is slow to move, or null.
   * @param {TableView | null} view
   * @param {number | null} thinking
   */
  idle(view, thinking) {
    if (!view) return;
    this.thinking = thinking;
    if (view === this.view && this.shown && this.shown.version === view.version && !this.waitingFor) {
      this.game.idle(view);
      this.status.textContent = this.statusText(view, this.interactive(view, true));
    }
  }

  /**
   * Show each event from prev to next as its frame, one by one, then draw next.
   * @param {TableView} prev
   * @param {TableView} next
   * @param {TableEvent[]} events
   */
  async update(prev, next, events) {
    try {
      const sameTable = prev.game === next.game && prev.table === next.table && prev.seat === next.seat;
      if (!sameTable) return;
      const list = this.game.frames(prev, next, events);
      let before = prev;
      for (let i = 0; i < list.length; i += 1) {
        const { event, view } = list[i];
        if (await this.game.showEvent({ event, view, own: event.seat === view.seat }, before, next, list.slice(i + 1))) return;
        before = view;
      }
    } finally {
      this.render(next);
    }
  }

  /** The table is over: draw `next` and say how it ended. True, for showEvent to return.
   * @param {TableView} next
   */
  finish(next) {
    this.render(next);
    this.api.announce(this.game.words.gameOver(next), { visual: false });
    return true;
  }

  /**
   * Show a frame the plain way: draw it, then `effects` (flights, marks), say `words` (when
   * there are any), and wait a pause of kind `pause` (pace.js: "pause", "fly", "hold"; none:
   * no wait). Resolves false: the table goes on (showEvent's answer).
   * @param {TableView} view
   * @param {string | null | undefined} words
   * @param {import("./pace.js").PauseKind | null} [pause]
   * @param {(() => void) | null} [effects]
   * @returns {Promise<false>}
   */
  async step(view, words, pause = null, effects = null) {
    this.draw(view);
    if (effects) effects();
    await this.say(words, pause);
    return false;
  }

  /** Say `text` in the announcer's line (ui.js's announce: visual false keeps it for screen
   * readers).
   * @param {string} text
   * @param {{ visual?: boolean, once?: boolean }} [options]
   */
  announce(text, options) {
    this.api.announce(text, options);
  }

  /** Say `words` (when there are any), then wait a pause of kind `pause` (none: no wait).
   * @param {string | null | undefined} words
   * @param {import("./pace.js").PauseKind | null} [pause]
   */
  async say(words, pause = null) {
    if (words) this.announce(words);
    if (pause) await this.api.pace.wait(this.api.pace.ms(pause));
  }

  /** A computer's move waits a beat first (the person's own goes at once). @param {boolean} own */
  async beat(own) {
    if (!own) await this.api.pace.wait(this.api.pace.ms("play"));
  }

  // ------------------------------------------------------------ drawing

  /**
   * Whether the person may act on `view` now: the newest view, nothing pending or queued,
   * no summary open, the game not holding the turn back.
   * @param {TableView} view
   * @param {boolean | undefined} final
   */
  interactive(view, final) {
    return Boolean(final) && !this.api.busy() && !this.waitingFor && !(this.game.holds && this.game.holds())
      && view.status !== "finished" && view === this.view;
  }

  /** The actions the person may take on `view` as drawn: its legal actions when it is
   * interactive, else none.
   * @param {TableView} view
   * @param {boolean} interactive
   * @returns {import("./coach.js").Action[]}
   */
  legal(view, interactive) {
    return interactive ? view.legal_actions || [] : [];
  }

  /** The person may tap now: the newest view is drawn and nothing is pending. */
  tappable() {
    return Boolean(this.view) && this.shown === this.view && !this.api.busy() && !this.waitingFor;
  }

  /**
   * Draw a view: the table's classes, the game's parts, the status line; the person's turn
   * is said (the status line shows it) and focused once per turn.
   * @param {TableView} view
   * @param {DrawOptions} [options] final: the server's newest view (the person may act)
   */
  draw(view, options = {}) {
    this.shown = view;
    if (!this.view) this.view = view;
    const interactive = this.interactive(view, options.final);
    this.game.prune?.(view, interactive);
    this.table.classList.toggle("is-over", view.status === "finished" || view.status === "closed");
    this.table.dataset.phase = view.phase || "";
    if (typeof view.seats === "number") this.table.dataset.seats = String(view.seats);
    if (this.coach && this.coach.version !== null && this.coach.version !== view.version) this.coach.clear(this.root);
    this.drawHint(view, interactive);
    this.game.draw(view, interactive, options);
    this.status.textContent = this.statusText(view, interactive);
    if (view.status !== "finished") this.gameOver.hide();
    const turn = this.game.turnKey ? this.game.turnKey(view) : `${view.table}:${view.version}`;
    const mine = this.game.myTurn ? this.game.myTurn(view) : (view.legal_actions || []).length > 0;
    if (interactive && mine && this.announcedTurn !== turn) {
      this.announcedTurn = turn;
      this.api.announce(interpolate(pgettext("a status line said as a sentence", "%(status)s."),
        { status: this.game.statusText(view, true) }, true), { visual: false, once: true });
      this.focusTurn(view);
    }
  }

  /** The status line: the game's, or why a closed table is over.
   * @param {TableView} view
   * @param {boolean} interactive
   */
  statusText(view, interactive) {
    return view.status === "closed" ? closedText() : this.game.statusText(view, interactive);
  }

  /** Draw the newest view again, as the person may act on it (a choice changed). */
  redraw() {
    if (this.view) this.draw(this.view, { final: true });
  }

  /** @param {string} text */
  setStatus(text) {
    this.status.textContent = text;
  }

  // ------------------------------------------------------------ decisions

  /**
   * A decision button of this table (its class, data-action, key shown and named).
   * @param {string} action
   * @param {import("./dom.js").Child} label
   * @param {string | null | undefined} key
   * @param {Parameters<typeof decisionButton>[4]} [options]
   */
  decisionButton(action, label, key, options = {}) {
    return decisionButton(`tbl-decision ${this.prefix}-decision`, action, label, key, options);
  }

  /**
   * The decision buttons, rebuilt only when `key` (what they show) changed, so that a
   * focused button keeps its focus; one that went takes the next thing to do with it.
   * @param {string} key
   * @param {() => Node[]} build
   */
  setDecisions(key, build) {
    if (key === this.decisionsKey) return;
    this.decisionsKey = key;
    const hadFocus = this.decisions.contains(document.activeElement);
    const items = build();
    this.decisions.replaceChildren(...items);
    this.decisions.classList.toggle("is-empty", items.length === 0);
    if (hadFocus && !this.decisions.contains(document.activeElement)) this.focusNext();
  }

  /**
   * Send the person's action; the newest view is drawn again while it goes ("…").
   * @param {import("./coach.js").Action | null | undefined} action
   * @returns {boolean} whether it went
   */
  send(action) {
    if (!action || !this.api.send(action)) return false;
    this.game.sent?.(action);
    this.redraw();
    this.status.textContent = "…";
    return true;
  }

  // ------------------------------------------------------------ focus and keys

  /** @param {Element | null | undefined} node @param {string} [selector] */
  static focus(node, selector) {
    if (node && (!selector || node.matches(selector))) /** @type {HTMLElement} */ (node).focus({ preventScroll: true });
  }

  /**
   * The person's turn began (with the keyboard): the game's choice (turnFocus), else the
   * next thing to do, unless focus is on a decision button that keeps it.
   * @param {TableView} view
   */
  focusTurn(view) {
    if (!this.ui.keyboardUser) return;
    const active = document.activeElement;
    const free = !active || active === document.body || this.root.contains(active);
    if (!free) return;
    if (this.game.turnFocus) {
      GameTable.focus(this.game.turnFocus(view));
      return;
    }
    if (active && this.decisions.contains(active) && usable(active)
      && (!this.game.keepsFocus || this.game.keepsFocus(active))) return;
    this.focusNext();
  }

  /**
   * Focus the next thing to do (the first usable of the game's focusOrder), else rest on
   * the hand (a named group) or the table, so that arrows and Tab go on from the table
   * rather than from the top of the page. True when something took the focus (ui.js's
   * keepFocus asks whenever focus was lost).
   */
  focusNext() {
    let next = /** @type {HTMLElement | undefined} */ (this.game.focusOrder().find(usable));
    if (!next) {
      const rest = this.game.restOn === undefined ? this.hand : this.game.restOn;
      next = rest && usable(rest) ? rest : this.root;
      if (!next.hasAttribute("tabindex")) next.setAttribute("tabindex", "-1");
    }
    next.focus({ preventScroll: true });
    return document.activeElement === next;
  }

  /**
   * A shortcut key: the button its entry presses, the game's own (digits), or, for an
   * arrow pressed elsewhere on the table, the first thing to choose.
   * @param {KeyboardEvent} event
   */
  onKey(event) {
    if (this.game.onKey && this.game.onKey(event)) return;
    if (!this.ui.shortcut(event)) return;
    const { target } = event;
    const name = event.key.toLowerCase();
    const arrow = event.key.startsWith("Arrow");
    /** @type {Element | null | undefined} */
    let button = null;
    const press = Object.hasOwn(this.presses, name) ? this.presses[name] : undefined;
    if (press) button = this.root.querySelector(press);
    else if (arrow) {
      const home = target instanceof Node && this.game.arrowHomes.some((group) => group.contains(target));
      const own = target instanceof Element && target.closest(OWN_ARROWS);
      if (!home && !own) button = this.game.firstChoice();
    } else if (this.game.keyTarget) button = this.game.keyTarget(name);
    if (!button || !usable(button)) return;
    event.preventDefault();
    if (arrow) /** @type {HTMLElement} */ (button).focus();
    else /** @type {HTMLElement} */ (button).click();
  }

  // ------------------------------------------------------------ the coach (coach.js)

  /** @param {TableView} view @param {boolean} interactive */
  drawHint(view, interactive) {
    if (!this.hintButton || !this.noHint) return;
    const coached = this.game.coached ? this.game.coached(view) : Boolean(view.coach) && view.status !== "finished";
    const may = this.game.hintable ? this.game.hintable(view, interactive)
      : interactive && (view.legal_actions || []).length > 1;
    this.hintButton.hidden = !coached;
    this.hintButton.disabled = !(coached && may);
    this.noHint.hidden = !hintWithheld(view);
  }

  askHint() {
    if (this.coach && this.view) this.coach.hint(this.view.version);
  }

  /** "Review my play" and the slot its answer goes to, for round `index` (from 0).
   * @param {number} index
   * @returns {Node[]}
   */
  reviewPart(index) {
    if (!this.coach) return [];
    const { slot, button } = this.coach.reviewControls(Math.max(0, index));
    return [h("div", { class: `${this.prefix}-review` }, button), slot];
  }

  // ------------------------------------------------------------ summaries and the end

  /**
   * A summary in the dialog (a round's, a game's of a match); wait: the animation waits
   * until the person closes it (Continue), as the next deal follows. Resolves when closed.
   * @param {import("./dialog.js").DialogOptions} options
   * @param {boolean} [wait]
   */
  summary(options, wait = true) {
    const closed = this.ui.openDialog(options);
    if (wait) this.waitingFor = closed;
    return closed.then(() => { if (this.waitingFor === closed) this.waitingFor = null; });
  }

  /**
   * The game-over panel (sheet.js's GameOverPanel.show) for `view`, every seat named.
   * @param {TableView} view
   * @param {Omit<Parameters<import("./sheet.js").GameOverPanel["show"]>[0], "names" | "me">} result
   */
  showOver(view, result) {
    // A friends' table's sheet of its games and its rematch (tables/sheet.py), every game's.
    const after = view.sheet ? { sheet: view.sheet, rematch: view.rematch || null, table: String(view.table) } : null;
    this.gameOver.show({ names: this.names(view), me: Number(view.seat), ...result, after });
  }

  /** The button that closes a summary: Continue (`text`) when the animation waits for it,
   * else Close.
   * @param {boolean} [wait]
   * @param {string} [text]
   */
  closeButton(wait = true, text = gettext("Continue")) {
    return wait ? this.ui.closeButton(text, "continue") : this.ui.closeButton();
  }

  /** @param {number} seat */
  name(seat) {
    return this.game.words.name(seat);
  }

  /** Every seat's name, by seat. @param {TableView} view */
  names(view) {
    const count = typeof view.seats === "number" ? view.seats : (view.players || []).length;
    return Array.from({ length: count }, (_, seat) => this.name(seat));
  }

  // ------------------------------------------------------------ motion (pace.js)

  /** Fly `node` in from point `from` at the flying pace.
   * @param {Element | null | undefined} node
   * @param {Point | null | undefined} from
   * @param {{ scale?: number, opacity?: number, easing?: string }} [options]
   */
  fly(node, from, options = {}) {
    const pace = this.api.pace;
    if (!node || !from || !pace.motion) return;
    flyIn(node, from, pace.ms("fly"), { scale: 1, opacity: 0.7, ...options });
  }

  /** The person's own cards, sent, fly from where they were at once.
   * @param {Element} node
   * @param {Point | null} from
   */
  flyOwn(node, from) {
    if (from && this.api.pace.motion) flyIn(node, from, 180, { scale: 1, opacity: 1, easing: "ease-out" });
  }

  /** A class on nodes for a moment (CSS animates it).
   * @param {(Element | null | undefined)[]} nodes
   * @param {string} name
   * @param {number} [ms]
   */
  mark(nodes, name, ms = 1400) {
    for (const node of nodes) {
      if (!node) continue;
      node.classList.add(name);
      setTimeout(() => node.classList.remove(name), ms);
    }
  }

  /** Turn cards over (a knock, the reveal). @param {(Element | null | undefined)[]} nodes */
  flip(nodes) {
    const pace = this.api.pace;
    if (!pace.motion) return;
    for (const node of nodes) {
      if (node && node.animate) {
        node.animate([{ transform: "rotateY(90deg)" }, { transform: "none" }],
          { duration: Math.max(120, pace.ms("fly")), easing: "ease-out" });
      }
    }
  }

  /** Slide `nodes` to `to`, fading (a trick to its winner, a pile picked up); resolves at the end.
   * @param {Iterable<Element>} nodes
   * @param {Point} to
   */
  async slide(nodes, to) {
    const pace = this.api.pace;
    const ms = pace.ms("slide");
    if (!ms || !pace.motion) return;
    await slideAway(nodes, to, ms);
  }

  // ------------------------------------------------------------ the seats and the hand

  /**
   * Draw the computers' badges (table_parts.js's eachSeat): the seat the game waits for
   * (`actor`) is marked, and its computer while it is slow to move; draw(badge, seat, marks)
   * draws the rest.
   * @param {TableView} view
   * @param {HTMLElement[]} badges by place (seatBadges)
   * @param {number | null} actor
   * @param {(badge: HTMLElement, seat: number, marks: { pos: number, turn: boolean, thinking: boolean }) => void} draw
   * @param {number} [seats] the table's seats (default the view's)
   */
  drawSeats(view, badges, actor, draw, seats = view.seats) {
    eachSeat(view, badges, (badge, seat, pos) => {
      const turn = actor === seat;
      const thinking = turn && this.thinking === seat;
      badge.classList.toggle("is-turn", turn);
      badge.classList.toggle("is-thinking", thinking);
      draw(badge, seat, { pos, turn, thinking });
      markPresence(badge, view.players && view.players[seat]);
    }, seats);
  }

  /** The place round the table of `seat` from the person's (0 is his own).
   * @param {number} seat
   * @param {TableView | null} [view]
   */
  placeOf(seat, view = this.shown || this.view) {
    return view ? placeOf(seat, view) : 0;
  }

  /**
   * Draw the hand's cards (cards/hand.js's items) and name it; turn: the person's turn
   * (its cards lift); playable: his cards may be chosen now (the name counts them); size:
   * how large the hand has grown (CSS makes its cards smaller).
   * @param {import("../cards/hand.js").HandItem[]} items
   * @param {{ turn: boolean, playable?: boolean, size?: string }} options
   */
  drawHand(items, { turn, playable = turn, size }) {
    if (!this.hand || !this.cards) return;
    this.hand.classList.toggle("is-my-turn", turn);
    if (size !== undefined) this.hand.dataset.size = size;
    const count = this.cards.update(items);
    this.hand.setAttribute("aria-label", handLabel(items.length, playable ? count : null));
  }

  /** Where a seat's cards come from: its badge (`badges` by place from the person), or
   * `home` for the person's own (the hand's upper part by default).
   * @param {number} seat
   * @param {(HTMLElement | undefined)[]} badges
   * @param {{ home?: HTMLElement | null, upper?: boolean, fallback?: HTMLElement }} [options]
   * @returns {Point | null}
   */
  seatPoint(seat, badges, { home = this.hand, upper = true, fallback = this.root } = {}) {
    const view = this.shown || this.view;
    if (!view) return null;
    if (seat === view.seat) return home ? centreOf(home, { upper }) : null;
    return centreOf(badges[this.placeOf(seat, view)] || fallback);
  }
}
