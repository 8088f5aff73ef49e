// Sheepshead table renderer (five-handed, called ace). Loaded by static/tables/client.js.
//
// The server sends whole views (sheepshead/engine/views.py plus table fields) with the public
// events since the view before. This module builds the table and animates each event at the
// chosen speed; its parts are methods mixed in from felt.js (seats, the trick, the person's
// line), decisions.js (decision buttons, the hand, the person's actions), dialogs.js (last
// trick, deal summary, score sheet, game over) and keys.js (shortcuts, focusNext). model.js
// turns the events into the views to draw, words.js says everything the table says, and
// static/tables/ui.js owns the dialog, score sheet, game-over panel, settings and
// announcements every game shares.

import { cardShort, cardSVG } from "../cards/cards.js";
import { Hand } from "../cards/hand.js";
import { Coach, hintWithheld, noHintNote } from "../tables/coach.js";
import { gettext, h, hidden, interpolate, kbd, ngettext, pgettext } from "../tables/ui.js";
import { decisionMethods, glyph } from "./decisions.js";
import { dialogMethods, lastFinishedDeal } from "./dialogs.js";
import { feltMethods } from "./felt.js";
import { KEYS, keyMethods } from "./keys.js";
import { frames, isTrump } from "./model.js";
import { TEXT, Words, fillParts } from "./words.js";

/**
 * How the coach words an action: "play 8♦", "bury 7♣ and 8♣". The coach places it in its
 * own sentences ("You chose to %(choice)s.", "Better: %(choice)s (about …)."), so it reads as what
 * follows "to".
 */
function actionWords(action) {
  const say = (format, values) => interpolate(format, values, true);
  switch (action.type) {
    case "play": return say(pgettext("coach's choice", "play %(card)s"), { card: cardShort(action.card) });
    case "bury": return say(pgettext("coach's choice", "bury %(first)s and %(second)s"),
      { first: cardShort(action.cards[0]), second: cardShort(action.cards[1]) });
    case "call": return say(pgettext("coach's choice", "call %(card)s"), { card: cardShort(action.card) });
    case "alone": return pgettext("coach's choice", "play alone");
    case "unknown": return say(pgettext("coach's choice", "set aside %(card)s"), { card: cardShort(action.card) });
    default: return action.type;
  }
}

export function createRenderer(root, api) {
  return new SheepsheadTable(root, api);
}

/**
 * The table as its methods see it: this class with the parts Object.assign mixes in at the end
 * of this file.
 * @typedef {SheepsheadTable & Mixin<typeof feltMethods> & Mixin<typeof decisionMethods>
 *   & Mixin<typeof dialogMethods> & Mixin<typeof keyMethods>} Table
 */

class SheepsheadTable {
  /** @param {HTMLElement} root @param {import("../tables/client.js").TableApi} api */
  constructor(root, api) {
    this.root = root;
    this.api = api;
    this.ui = api.ui;
    this.view = null; // the server's newest view that is drawn
    this.shown = null; // the view currently drawn (may be between two server views)
    this.selected = []; // cards chosen to bury
    this.thinking = null;
    this.optimistic = null; // a card the person played that the server has not confirmed yet
    this.announcedTurn = null;
    this.waitingFor = null; // a deal summary the animation waits for
    this.holding = false; // a finished trick is on show: nobody's turn is marked
    this.scoresOpen = false; // the score sheet's dialog (narrow screens)
    this.words = new Words(() => this.view || this.shown);
    /** @type {Table} */ (/** @type {SheepsheadTable} */ (this)).build();
    this.ui.setKeys(KEYS);
    document.addEventListener("keydown",
      (event) => /** @type {Table} */ (/** @type {SheepsheadTable} */ (this)).onKey(event));
    // Shortcut letters on buttons are for keyboards: hidden on touch screens (CSS) until a
    // key is pressed there.
    document.addEventListener("keydown", () => this.table.classList.add("uses-keys"), { once: true, capture: true });
  }

  // ------------------------------------------------------------ the page

  /** @this {Table} */
  build() {
    this.info = h("p", { class: "ss-deal-info" });
    this.note = h("p", { class: "ss-note", "data-testid": "deal-note" });
    this.seats = [];
    this.felt = h("div", { class: "ss-felt" });
    for (let pos = 1; pos < 5; pos += 1) {
      const badge = h("div", { class: "ss-seat", "data-pos": pos, role: "group" });
      this.seats[pos] = badge;
      this.felt.append(badge);
    }
    this.trickArea = h("div", { class: "ss-trick", role: "group", "aria-label": TEXT.cardsOnTable });
    this.felt.append(this.trickArea);

    this.status = h("p", { class: "ss-status", "data-testid": "status" });
    this.decisions = h("div", { class: "ss-decisions", role: "group", "aria-label": TEXT.yourDecision });
    this.me = h("div", { class: "ss-me" });
    this.hand = h("div", { class: "ss-hand", role: "group", "aria-label": TEXT.yourHand });
    this.cards = new Hand(this.hand, {
      onPick: (card) => this.onCard(card),
      cardClass: "ss-card ss-hand-card",
      face: (card) => cardSVG(card, { trump: isTrump(card) }),
    });

    this.lastTrickButton = h("button", {
      type: "button", class: "button tbl-felt-tool ss-tool", "data-action": "last-trick",
      "aria-keyshortcuts": "L", onclick: () => this.showLastTrick(),
    }, `${TEXT.lastTrick} `, kbd("L"));
    this.lastDealButton = h("button", {
      type: "button", class: "button ss-last-deal-button", "data-action": "last-deal",
      onclick: () => this.showDealSummary(lastFinishedDeal(this.view), this.view, false),
    }, TEXT.lastDeal);
    this.hintButton = h("button", {
      type: "button", class: "button tbl-felt-tool ss-tool", "data-action": "hint", hidden: true,
      "aria-keyshortcuts": "H", onclick: () => this.askHint(),
    }, `${TEXT.hint} `, kbd("H"));
    this.hintLine = h("p", {
      class: "tbl-hint-line ss-hint-line", "data-testid": "hint", role: "status", "aria-live": "polite",
      hidden: true,
    });
    this.scoresButton = h("button", {
      type: "button", class: "button tbl-felt-tool ss-tool ss-scores-toggle", "data-action": "scores",
      "aria-haspopup": "dialog", "aria-expanded": "false", onclick: () => this.toggleScores(),
    }, TEXT.scores);
    this.noHint = noHintNote();
    this.felt.append(
      h("div", { class: "ss-felt-tools ss-felt-tools-left" }, this.lastTrickButton),
      h("div", { class: "ss-felt-tools ss-felt-tools-right" }, this.hintButton, this.noHint,
        this.scoresButton));

    this.gameOver = this.ui.gameOverPanel();
    this.sheet = this.ui.scoreSheet({
      label: pgettext("one deal", "Deal"), note: TEXT.picker, tools: [this.lastDealButton],
    });
    this.side = h("aside", { class: "ss-side" }, this.sheet.element);

    this.announcerSlot = h("div", { class: "ss-announcer-slot" });
    this.main = h("div", { class: "ss-main" },
      h("div", { class: "ss-infobar" }, this.info, this.note),
      this.gameOver.element,
      this.felt,
      h("div", { class: "ss-statusbar" }, this.status),
      this.hintLine,
      this.announcerSlot,
      this.decisions,
      this.me,
      this.hand);
    this.table = h("div", { class: "ss" }, this.main, this.side);
    this.coach = new Coach(this.api, {
      // What "this" round is called in the coach's sentences ("in this deal").
      line: this.hintLine, round: pgettext("coach's round", "deal"),
      describe: (action) => actionWords(action),
      mark: (action) => this.hintTargets(action),
      // The sentence the review's line begins with.
      played: (item) => (item.played.type === "play"
        ? interpolate(gettext("Trick %(trick)s: you played %(card)s."),
          { trick: item.trick, card: cardShort(item.played.card) }, true)
        : interpolate(gettext("You chose to %(choice)s."), { choice: actionWords(item.played) }, true)),
    });
    this.root.append(this.table);
    if (this.ui.announcer) this.announcerSlot.append(this.ui.announcer);
  }

  // ------------------------------------------------------------ client interface

  /** @this {Table} */
  render(view) {
    this.view = view;
    this.optimistic = null;
    this.draw(view, { final: true });
    if (view.status === "finished") this.drawGameOver(view);
  }

  /** @this {Table} */
  restore(view) {
    this.optimistic = null;
    this.render(view);
  }

  /** @this {Table} */
  idle(view, thinking) {
    if (!view) return;
    this.thinking = thinking;
    if (view === this.view && this.shown && this.shown.version === view.version && !this.waitingFor) {
      this.draw(view, { final: true });
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
      for (let i = 0; i < list.length; i += 1) {
        const later = list.slice(i + 1).map((frame) => frame.event);
        if (await this.showEvent(list[i].event, list[i].view, next, later)) return;
      }
    } finally {
      this.optimistic = null;
      this.render(next);
    }
  }

  /** Draw one event's frame at the chosen pace; true once the game is over (next is drawn).
   * @this {Table}
   */
  async showEvent(event, view, next, later) {
    const pace = this.api.pace;
    const own = event.seat === view.seat;
    switch (event.type) {
      case "deal":
        this.selected = [];
        this.api.announce(this.words.deal(event, view.deals));
        this.draw(view);
        return false;
      case "play":
        await this.showPlay(event, view, own);
        return false;
      case "trick":
        await this.finishTrick(view, view.tricks[view.tricks.length - 1]);
        return false;
      case "partner":
        this.draw(view);
        this.api.announce(this.words.event(event), { visual: false });
        return false;
      case "deal_over":
        // The last deal's result is in the game-over panel, not in a dialog.
        if (later.some((e) => e.type === "game_over")) return false;
        this.draw(view);
        this.api.announce(this.words.explain(view));
        await pace.wait(pace.ms("pause"));
        await this.showDealSummary(view, { ...view, deal: event.deal + 1 }, true);
        return false;
      case "game_over":
        await pace.wait(pace.ms("pause"));
        this.render(next);
        this.api.announce(this.words.gameOver(next), { visual: false });
        return true;
      default: // pass, pick, bury, call, alone, unknown, leaster
        if (!own && event.seat !== undefined) await pace.wait(pace.ms("play"));
        this.draw(view);
        this.api.announce(this.words.event(event));
        return false;
    }
  }

  /** @this {Table} */
  async showPlay(event, view, own) {
    const pace = this.api.pace;
    // The person's own card is already in the middle (showOwnPlay): no second flight.
    const shown = own && this.optimistic && (event.card === this.optimistic || event.unknown);
    if (shown) this.optimistic = null;
    if (!own) await pace.wait(pace.ms("play"));
    this.flying = !shown;
    this.draw(view, { fly: shown ? null : event });
    if (!shown) this.api.announce(this.words.play(event, view));
  }

  /** A complete trick: its winner highlighted for a moment, then the cards slide to him.
   * @this {Table}
   */
  async finishTrick(view, trick) {
    if (!trick || typeof trick.winner !== "number") return;
    const pace = this.api.pace;
    if (this.flying) await pace.wait(pace.ms("fly")); // let the last card land first
    // While the trick is on show nobody's turn is marked: its winner is marked on his card.
    this.holding = true;
    try {
      this.draw(view);
      this.drawTrick(view, { override: trick });
      this.api.announce(this.words.trick(trick), { visual: false });
      await pace.wait(pace.ms("hold"));
      await this.slideTrick(trick.winner);
    } finally {
      this.holding = false;
    }
    this.draw(view);
  }

  // ------------------------------------------------------------ words (words.js)

  /** @this {Table} */
  name(seat) {
    return this.words.name(seat);
  }

  // ------------------------------------------------------------ drawing

  /**
   * Draw a view. final: it is the server's newest view (the person may act). fly: a play event
   * whose card should move in from its seat.
   * @this {Table}
   */
  draw(view, { final = false, fly = null } = {}) {
    this.shown = view;
    if (!this.view) this.view = view;
    const interactive = final && !this.api.busy() && !this.waitingFor && view.status !== "finished";
    if (view.phase !== "bury" || !(view.legal_actions || []).length) this.selected = [];
    this.table.classList.toggle("is-over", view.status === "finished");
    this.table.dataset.phase = view.phase || "";
    if (this.coach.version !== null && this.coach.version !== view.version) this.coach.clear(this.root);
    const coached = view.mode === "practice" && view.status !== "finished";
    this.hintButton.hidden = !coached;
    this.hintButton.disabled = !(interactive && coached && (view.legal_actions || []).length > 1);
    this.noHint.hidden = !hintWithheld(view);
    this.drawInfo(view);
    this.drawSeats(view);
    this.drawTrick(view, { fly });
    this.drawMe(view);
    this.drawHand(view, interactive);
    this.drawDecisions(view, interactive);
    this.status.textContent = this.statusText(view, interactive);
    this.drawSheet(view);
    const hasLast = (view.tricks || []).length > 0 || Boolean(view.previous_deal);
    this.lastTrickButton.disabled = !hasLast;
    this.lastDealButton.hidden = !lastFinishedDeal(view);
    if (view.status !== "finished") this.gameOver.hide();
    if (interactive && (view.legal_actions || []).length && this.announcedTurn !== view.version) {
      this.announcedTurn = view.version;
      this.api.announce(interpolate(pgettext("a status line said as a sentence", "%(status)s."),
        { status: this.statusText(view, true) }, true), { visual: false, once: true }); // the status line shows it
      this.focusTurn(view);
    }
  }

  /** @this {Table} */
  statusText(view, interactive) {
    return this.words.status(view, { interactive, selected: this.selected, thinking: this.thinking });
  }

  /** @this {Table} */
  drawInfo(view) {
    this.info.textContent = view.status === "finished"
      ? interpolate(ngettext("Game over after %(count)s deal", "Game over after %(count)s deals", view.deals),
        { count: view.deals }, true)
      : interpolate(gettext("Deal %(deal)s of %(deals)s"), { deal: view.deal, deals: view.deals }, true);
    this.note.replaceChildren(...this.noteParts(view));
  }

  /** @this {Table} */
  noteParts(view) {
    const me = view.seat;
    const parts = [];
    // The dot is drawn, a comma heard: with the dot hidden alone, a screen reader ran the
    // parts together ("Otto dealtpassed: Lena").
    const sep = () => h("span", { class: "ss-sep" }, h("span", { "aria-hidden": "true", text: " · " }),
      hidden(pgettext("list separator", ", ")));
    const words = this.words;
    if (view.phase === "pick") {
      parts.push(words.say(view.dealer, gettext("You dealt"),
        { f: pgettext("a woman", "%(name)s dealt"), m: pgettext("a man", "%(name)s dealt") }));
      if ((view.passed || []).length) {
        const names = view.passed.map((seat) => this.name(seat)).join(pgettext("list separator", ", "));
        parts.push(sep(), interpolate(gettext("passed: %(names)s"), { names }, true));
      }
      return parts;
    }
    if (view.leaster || (view.picker === null && view.phase !== "pick")) {
      return [gettext("Leaster: everyone passed. Fewest points (with at least one trick) wins.")];
    }
    if (view.picker === null || view.picker === undefined) return parts;
    parts.push(words.say(view.picker, gettext("You picked"),
      { f: pgettext("a woman", "%(name)s picked"), m: pgettext("a man", "%(name)s picked") }));
    if (view.alone) {
      parts.push(sep(), pgettext("the picker plays", "alone"));
    } else if (view.called) {
      parts.push(sep(), ...fillParts(view.with_unknown ? gettext("called %(card)s with an unknown")
        : gettext("called %(card)s"), { card: glyph(view.called) }));
      parts.push(sep());
      if (view.partner === null || view.partner === undefined) {
        parts.push(gettext("partner not yet known"));
      } else if (view.partner === me) {
        const known = view.phase === "done" || (view.trick && this.calledSeen(view));
        parts.push(known ? gettext("you are the partner") : h("strong", { text: gettext("you are the secret partner") }));
      } else if (view.partner === view.picker) {
        parts.push(gettext("the picker holds it: alone"));
      } else {
        parts.push(words.about(view.partner,
          { f: pgettext("a woman", "partner: %(name)s"), m: pgettext("a man", "partner: %(name)s") }));
      }
    } else if (view.phase === "bury") {
      parts.push(sep(), gettext("burying"));
    } else if (view.phase === "call") {
      parts.push(sep(), gettext("calling"));
    }
    return parts;
  }

  // ------------------------------------------------------------ the coach (static/tables/coach.js)

  /** @this {Table} */
  askHint() {
    this.coach.hint(this.view.version);
  }

  /** What a hint marks: the suggested cards, or the decision button.
   * @this {Table}
   */
  hintTargets(action) {
    if (action.type === "play" || action.type === "unknown" || action.type === "bury") {
      return (action.cards || [action.card]).map((card) => this.cards.node(card));
    }
    if (action.type === "call") return [this.decisions.querySelector(`[data-call="${action.card}"]`)];
    return [this.decisions.querySelector(`[data-action="${action.type}"]`)];
  }
}

// The table's parts, each in its own module, share the renderer's state as its methods.
Object.assign(SheepsheadTable.prototype, feltMethods, decisionMethods, dialogMethods, keyMethods);
