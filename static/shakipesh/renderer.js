// Shakipesh table renderer (two to four players). Loaded by static/tables/client.js.
//
// The server sends whole views (shakipesh/engine views plus table fields, docs/shakipesh.md)
// with the public events since the view before. This module builds the table and animates
// each event at the chosen speed, one by one, each with its sentence in the announcer line:
// every computer's lay, combination, new pile and shakipesh is seen as it happens. Its parts
// are methods mixed in from felt.js (seats, stock, piles), decisions.js (the hand, the taps,
// the decision buttons), dialogs.js (the round's summary, the score sheet, game over) and
// keys.js (shortcuts, focusNext). model.js turns the events into the views to draw, words.js
// says everything the table says, and static/tables/ui.js owns the dialog, the game-over
// panel, the settings and the announcements every game shares.

import { cardShort } from "../cards/cards.js";
import { Hand } from "../cards/hand.js";
import { Coach } from "../tables/coach.js";
import { centreOf, h, interpolate, pgettext } from "../tables/ui.js";
import { decisionMethods } from "./decisions.js";
import { dialogMethods } from "./dialogs.js";
import { feltMethods } from "./felt.js";
import { KEYS, keyMethods } from "./keys.js";
import { frames, pileById, topOf } from "./model.js";
import { TEXT, Words } from "./words.js";

/** How the coach words an action, as it reads after "You chose to …". */
function actionWords(action, view) {
  const say = (format, values) => interpolate(format, values, true);
  const top = (id) => {
    const pile = view ? pileById(view, id) : null;
    return pile ? cardShort(topOf(pile)) : "";
  };
  switch (action.type) {
    case "lay": return say(pgettext("coach's choice", "lay %(card)s on %(top)s"), { card: cardShort(action.card), top: top(action.pile) });
    case "combine": return say(pgettext("coach's choice", "put the pile under %(top)s on %(onto)s"),
      { top: top(action.pile), onto: top(action.onto) });
    case "new_pile": return say(pgettext("coach's choice", "lay %(card)s as a new pile"), { card: cardShort(action.card) });
    case "end": return pgettext("coach's choice", "end your turn");
    case "shakipesh": return pgettext("coach's choice", "shakipesh");
    case "pass": return pgettext("coach's choice", "pass");
    default: return action.type;
  }
}

export function createRenderer(root, api) {
  return new ShakipeshTable(root, api);
}

/**
 * The table as its methods see it: this class with the parts Object.assign mixes in at the end
 * of this file, and the elements those parts build that its methods read.
 * @typedef {ShakipeshTable & Mixin<typeof feltMethods> & Mixin<typeof decisionMethods>
 *   & Mixin<typeof dialogMethods> & Mixin<typeof keyMethods> & {
 *   felt: HTMLElement, stock: HTMLElement, others: HTMLElement[], newSlot: HTMLButtonElement,
 *   pileNodes: Map<number | string, HTMLButtonElement> }} Table
 */

class ShakipeshTable {
  /** @param {HTMLElement} root @param {import("../tables/client.js").TableApi} api */
  constructor(root, api) {
    this.root = root;
    this.api = api;
    this.ui = api.ui;
    this.view = null; // the server's newest view that is drawn
    this.shown = null; // the view currently drawn (may be between two server views)
    this.picked = null; // the person's choice: {card} from the hand or {pile} on the table
    this.thinking = null;
    this.waitingFor = null; // a round's summary the animation waits for
    this.announcedTurn = null;
    this.words = new Words(() => this.view || this.shown);
    /** @type {Table} */ (/** @type {ShakipeshTable} */ (this)).build();
    this.ui.setKeys(KEYS);
    document.addEventListener("keydown",
      (event) => /** @type {Table} */ (/** @type {ShakipeshTable} */ (this)).onKey(event));
    // Shortcut letters on buttons are for keyboards: hidden on touch screens (CSS) until a
    // key is pressed there.
    document.addEventListener("keydown", () => this.table.classList.add("uses-keys"), { once: true, capture: true });
  }

  // ------------------------------------------------------------ the page

  /** @this {Table} */
  build() {
    this.buildFelt();
    this.status = h("p", { class: "shk-status", "data-testid": "status" });
    this.hintLine = h("p", {
      class: "tbl-hint-line shk-hint-line", "data-testid": "hint", role: "status", "aria-live": "polite", hidden: true,
    });
    this.decisions = h("div", { class: "shk-decisions is-empty", role: "group", "aria-label": TEXT.yourDecision });
    this.hand = h("div", { class: "shk-hand", role: "group", "aria-label": TEXT.yourHand, "data-testid": "hand" });
    // A hand grows by two with every shakipesh: it may wrap to three rows.
    this.cards = new Hand(this.hand, { onPick: (card) => this.onHandCard(card), cardClass: "shk-card shk-hand-card", rows: 3 });
    this.gameOver = this.ui.gameOverPanel();
    this.sheet = this.ui.scoreSheet({ label: TEXT.round });
    this.announcerSlot = h("div", { class: "shk-announcer-slot" });
    this.main = h("div", { class: "shk-main" },
      this.gameOver.element,
      this.felt,
      h("div", { class: "shk-statusbar" }, this.status),
      this.hintLine,
      this.announcerSlot,
      this.decisions,
      this.hand);
    this.table = h("div", { class: "shk" }, this.main);
    this.coach = new Coach(this.api, {
      line: this.hintLine, round: pgettext("coach's round", "round"),
      describe: (action) => actionWords(action, this.view),
      mark: (action) => this.hintTargets(action),
    });
    this.root.append(this.table);
    if (this.ui.announcer) this.announcerSlot.append(this.ui.announcer);
    requestAnimationFrame(() => this.fitHeight());
  }

  // ------------------------------------------------------------ client interface

  /** @this {Table} */
  render(view) {
    this.view = view;
    this.draw(view, { final: true });
    if (view.status === "finished") this.drawGameOver(view);
    this.fitHeight();
  }

  /** @this {Table} */
  restore(view) {
    this.picked = null;
    this.render(view);
  }

  /** @this {Table} */
  idle(view, thinking) {
    if (!view) return;
    this.thinking = thinking;
    if (view === this.view && this.shown && this.shown.version === view.version && !this.waitingFor) {
      this.drawSeats(view);
      this.status.textContent = this.statusText(view, this.interactive(view, true));
    }
  }

  /** Animate each event from prev to next, then draw next.
   * @this {Table}
   */
  async update(prev, next, events) {
    try {
      const sameTable = prev.game === next.game && prev.table === next.table && prev.seat === next.seat;
      if (!sameTable) return;
      const list = frames(prev, next, events);
      let before = prev;
      for (const { event, view } of list) {
        if (await this.showEvent(event, view, before, next)) return;
        before = view;
      }
    } finally {
      this.render(next);
    }
  }

  /** Draw one event's frame at the chosen pace; true once the match is over (next is drawn).
   * @this {Table}
   */
  async showEvent(event, view, before, next) {
    const pace = this.api.pace;
    const own = event.seat === view.seat;
    const words = this.words.event(event, before, view);
    if (!own && ["lay", "combine", "new_pile", "shakipesh", "pass"].includes(event.kind)) await pace.wait(pace.ms("play"));
    switch (event.kind) {
      case "deal":
        this.picked = null;
        this.draw(view);
        this.mark([...this.pileNodes.values()], "is-new");
        this.api.announce(words);
        await pace.wait(pace.ms("pause"));
        return false;
      case "lay": {
        const from = own ? this.handPoint(event.card) : this.seatPoint(event.seat);
        this.draw(view);
        this.fly(this.topNode(event.pile), from);
        this.mark([this.pileNode(event.pile)], "is-new");
        this.api.announce(words);
        await pace.wait(pace.ms("fly"));
        return false;
      }
      case "combine": {
        const moved = this.pileNode(event.pile);
        const from = moved ? centreOf(moved) : null;
        this.draw(view);
        this.fly(this.topNode(event.onto), from);
        this.mark([this.pileNode(event.onto)], "is-new");
        this.api.announce(words);
        await pace.wait(pace.ms(own ? "fly" : "pause"));
        return false;
      }
      case "complete":
        this.draw(view);
        this.mark([this.pileNode(event.pile)], "is-complete", 2000);
        this.api.announce(words);
        await pace.wait(pace.ms("pause"));
        return false;
      case "new_pile": {
        const from = own ? this.handPoint(event.card) : this.seatPoint(event.seat);
        this.draw(view);
        this.fly(this.topNode(event.pile), from);
        this.mark([this.pileNode(event.pile)], "is-new");
        this.api.announce(words);
        await pace.wait(pace.ms("fly"));
        return false;
      }
      case "shakipesh": {
        const stock = centreOf(this.stock);
        this.draw(view);
        this.fly(this.topNode(event.pile), stock);
        if (own) for (const card of (event.drawn || []).filter(Boolean)) this.fly(this.cards.node(card), stock);
        else this.mark([this.badge(event.seat)], "is-drawing");
        this.mark([this.pileNode(event.pile)], "is-new");
        this.api.announce(words);
        await pace.wait(pace.ms(own ? "fly" : "hold"));
        return false;
      }
      case "round_over": {
        this.picked = null;
        this.draw(view);
        this.api.announce(words);
        await pace.wait(pace.ms("pause"));
        const info = view.rounds[view.rounds.length - 1];
        // The match goes on: the summary waits for Continue, then the next deal is shown.
        if (next.status !== "finished") await this.showRoundSummary(info, view, view.totals, true);
        return false;
      }
      case "match_over":
        this.render(next);
        this.api.announce(this.words.gameOver(next), { visual: false });
        return true;
      default: // end, pass
        this.draw(view);
        if (words) this.api.announce(words, { visual: event.kind !== "end" || !own });
        return false;
    }
  }

  /** @this {Table} */
  name(seat) {
    return this.words.name(seat);
  }

  /** @this {Table} */
  badge(seat) {
    const view = this.shown || this.view;
    return this.others[(seat - view.seat + view.seats) % view.seats] || null;
  }

  /** Where a card of the person's hand is (before it goes), or the hand.
   * @this {Table}
   */
  handPoint(card) {
    const node = this.cards.node(card);
    return node ? centreOf(node) : centreOf(this.hand, { upper: true });
  }

  // ------------------------------------------------------------ drawing

  /** Whether the person may act on `view` now: the newest view, nothing pending or queued.
   * @this {Table}
   */
  interactive(view, final) {
    return final && !this.api.busy() && !this.waitingFor && view.status !== "finished" && view === this.view;
  }

  /** Draw a view. final: it is the server's newest view (the person may act).
   * @this {Table}
   */
  draw(view, { final = false } = {}) {
    this.shown = view;
    if (!this.view) this.view = view;
    const interactive = this.interactive(view, final);
    this.prune(view, interactive);
    const over = view.status === "finished";
    const wasOver = this.table.classList.contains("is-over");
    this.table.classList.toggle("is-over", over);
    this.table.classList.toggle("is-my-turn", interactive && (view.legal_actions || []).length > 0);
    this.table.dataset.seats = String(view.seats);
    if (this.coach.version !== null && this.coach.version !== view.version) this.coach.clear(this.root);
    this.drawSeats(view);
    this.drawPiles(view, this.pileTargets(view, interactive));
    this.drawHand(view, interactive);
    this.drawDecisions(view, interactive);
    this.status.textContent = this.statusText(view, interactive);
    if (!over) this.gameOver.hide();
    if (wasOver !== over) this.fitHeight();
    // The person's turn is said (and his cards take the focus) once per version.
    const turn = `${view.table}:${view.version}`;
    if (interactive && (view.legal_actions || []).length && this.announcedTurn !== turn) {
      this.announcedTurn = turn;
      this.api.announce(interpolate(pgettext("a status line said as a sentence", "%(status)s."),
        { status: this.statusText(view, true) }, true), { visual: false, once: true }); // the status line shows it
      this.focusTurn();
    }
  }

  /** @this {Table} */
  statusText(view, interactive) {
    return this.words.status(view, { interactive, picked: this.picked, thinking: this.thinking });
  }

  // ------------------------------------------------------------ the coach (static/tables/coach.js)

  /** @this {Table} */
  askHint() {
    this.coach.hint(this.view.version);
  }

  /** What a hint marks: the card and the pile, the two piles, or the button.
   * @this {Table}
   */
  hintTargets(action) {
    switch (action.type) {
      case "lay": return [this.cards.node(action.card), this.pileNode(action.pile)];
      case "combine": return [this.pileNode(action.pile), this.pileNode(action.onto)];
      case "new_pile": return [this.cards.node(action.card), this.newSlot];
      default: return [this.decisions.querySelector(`[data-action="${action.type}"]`)];
    }
  }
}

// The table's parts, each in its own module, share the renderer's state as its methods.
Object.assign(ShakipeshTable.prototype, feltMethods, decisionMethods, dialogMethods, keyMethods);
