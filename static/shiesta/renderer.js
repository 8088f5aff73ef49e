// Shiesta table renderer (three to five players). Loaded by static/tables/client.js.
//
// The server sends whole views (shiesta/engine/views.py plus table fields) with the public
// events since the view before. This module builds the table and animates each event at the
// chosen speed, one by one, each with its sentence in the announcer line; its parts are
// methods mixed in from felt.js (seats, the middle, the person's table cards), decisions.js
// (the hand, the decision buttons, the person's actions), keys.js (shortcuts, focusNext) and
// match.js (a match of several games: the summary between games, the final standings).
// model.js turns the events into the views to draw, words.js says everything the table
// says, and static/tables/ui.js owns the dialog, the game-over panel, the settings and the
// announcements every game shares.

import { cardShort } from "../cards/cards.js";
import { Hand } from "../cards/hand.js";
import { Coach, hintWithheld, noHintNote } from "../tables/coach.js";
import { centreOf, formatNumber, gettext, h, interpolate, kbd, listWords, ngettext, pgettext } from "../tables/ui.js";
import { decisionMethods } from "./decisions.js";
import { feltMethods } from "./felt.js";
import { KEYS, keyMethods } from "./keys.js";
import { matchMethods } from "./match.js";
import { endsTable, frames, isMatch, matchOf, rankOf } from "./model.js";
import { TEXT, Words, gameOfMatch } from "./words.js";

/**
 * How the coach words an action: "play 8♦ and 8♣", "pick up the pile". The coach places it
 * in its own sentences ("You chose to %(choice)s.", "Better: %(choice)s …"), so it reads as
 * what follows "to".
 */
function actionWords(action) {
  const say = (format, values) => interpolate(format, values, true);
  switch (action.type) {
    case "swap": return say(pgettext("coach's choice", "swap %(hand)s from your hand for %(up)s"),
      { hand: cardShort(action.hand), up: cardShort(action.up) });
    case "ready": return pgettext("coach's choice", "say you are ready");
    case "play": return say(pgettext("coach's choice", "play %(cards)s"), { cards: listWords(action.cards.map(cardShort)) });
    case "face_down": return say(pgettext("coach's choice", "turn up face-down card %(position)s"), { position: action.position + 1 });
    case "pickup": return pgettext("coach's choice", "pick up the pile");
    default: return action.type;
  }
}

export function createRenderer(root, api) {
  return new ShiestaTable(root, api);
}

/**
 * The table as its methods see it: this class with the parts Object.assign mixes in at the end
 * of this file, and the elements those parts build that its methods read.
 * @typedef {ShiestaTable & Mixin<typeof feltMethods> & Mixin<typeof decisionMethods>
 *   & Mixin<typeof keyMethods> & Mixin<typeof matchMethods> & {
 *   felt: HTMLElement, pile: HTMLElement, burned: HTMLElement, removed: HTMLElement,
 *   direction: HTMLElement, downButtons: HTMLButtonElement[],
 *   upButtons: Map<string, HTMLButtonElement> }} Table
 */

class ShiestaTable {
  /** @param {HTMLElement} root @param {import("../tables/client.js").TableApi} api */
  constructor(root, api) {
    this.root = root;
    this.api = api;
    this.ui = api.ui;
    this.view = null; // the server's newest view that is drawn
    this.shown = null; // the view currently drawn (may be between two server views)
    this.selected = []; // cards chosen for one play (H6: one rank)
    this.pick = null; // a card chosen to swap: {card, from: "hand" | "up"}
    this.thinking = null;
    this.optimistic = null; // cards the person played that the server has not confirmed yet
    this.flying = false; // cards are moving to the pile: an effect waits for them to land
    this.waitingFor = null; // the summary between two games of a match the animation waits for
    this.announcedTurn = null;
    this.words = new Words(() => this.view || this.shown);
    /** @type {Table} */ (/** @type {ShiestaTable} */ (this)).build();
    this.ui.setKeys(KEYS);
    document.addEventListener("keydown",
      (event) => /** @type {Table} */ (/** @type {ShiestaTable} */ (this)).onKey(event));
    // Shortcut letters on buttons are for keyboards: hidden on touch screens (CSS) until a
    // key is pressed there.
    document.addEventListener("keydown", () => this.table.classList.add("uses-keys"), { once: true, capture: true });
  }

  // ------------------------------------------------------------ the page

  /** @this {Table} */
  build() {
    this.buildFelt();
    this.hintButton = h("button", {
      type: "button", class: "button tbl-felt-tool sh-tool", "data-action": "hint", hidden: true,
      "aria-keyshortcuts": "H", onclick: () => this.askHint(),
    }, `${TEXT.hint} `, kbd("H"));
    this.noHint = noHintNote();
    this.felt.append(h("div", { class: "sh-felt-tools" }, this.hintButton, this.noHint));
    this.status = h("p", { class: "sh-status", "data-testid": "status" });
    this.hintLine = h("p", {
      class: "tbl-hint-line sh-hint-line", "data-testid": "hint", role: "status", "aria-live": "polite", hidden: true,
    });
    this.decisions = h("div", { class: "sh-decisions is-empty", role: "group", "aria-label": TEXT.yourDecision });
    this.hand = h("div", { class: "sh-hand", role: "group", "aria-label": TEXT.yourHand, "data-testid": "hand" });
    // A hand grows with every pick-up (H7, H10): it may wrap to three rows, of smaller cards
    // as far as the screen asks (a hint's lines above it, say).
    this.cards = new Hand(this.hand, {
      onPick: (card) => this.onHandCard(card), cardClass: "sh-card sh-hand-card", rows: 3, fitPage: true,
    });
    this.gameOver = this.ui.gameOverPanel();
    this.announcerSlot = h("div", { class: "sh-announcer-slot" });
    this.main = h("div", { class: "sh-main" },
      this.gameOver.element,
      this.felt,
      h("div", { class: "sh-statusbar" }, this.status),
      this.hintLine,
      this.announcerSlot,
      this.decisions,
      this.hand);
    this.table = h("div", { class: "sh" }, this.main);
    this.coach = new Coach(this.api, {
      // What "this" round is called in the coach's sentences ("in this game").
      line: this.hintLine, round: pgettext("coach's round", "game"),
      describe: (action) => actionWords(action),
      mark: (action) => this.hintTargets(action),
      played: (item) => (item.turn
        ? interpolate(gettext("Turn %(turn)s: you chose to %(choice)s."), { turn: item.turn, choice: actionWords(item.played) }, true)
        : interpolate(gettext("Before play: you chose to %(choice)s."), { choice: actionWords(item.played) }, true)),
      better: (item) => interpolate(gettext("Better: %(choice)s (a place about %(gain)s better on average)."),
        { choice: actionWords(item.suggested), gain: formatNumber(item.gain, 1) }, true),
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
    this.selected = [];
    this.pick = null;
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
      for (let i = 0; i < list.length; i += 1) {
        const { event, view } = list[i];
        const later = list.slice(i + 1).map((frame) => frame.event);
        if (await this.showEvent(event, view, before, next, later)) return;
        before = view;
      }
    } finally {
      this.optimistic = null;
      this.render(next);
    }
  }

  /** Draw one event's frame at the chosen pace; true once the game is over (next is drawn).
   * @this {Table}
   */
  async showEvent(event, view, before, next, later) {
    const pace = this.api.pace;
    const own = event.seat === view.seat;
    const words = this.words.event(event, before, view);
    const landed = async () => { if (this.flying) await pace.wait(pace.ms("fly")); this.flying = false; };
    switch (event.type) {
      case "swap":
      case "ready":
        // The swap is everybody's at once: the person's own cards stay his to tap meanwhile,
        // so only the seats change here (the newest view draws the rest).
        this.drawSeats(view);
        this.api.announce(words, { visual: own && event.type === "ready" });
        return false;
      case "open":
      case "deal": // a match's next game: its swap begins
        this.selected = [];
        this.pick = null;
        this.draw(view);
        this.api.announce(words);
        await pace.wait(pace.ms("pause"));
        return false;
      case "play":
        await this.showPlay(event, view, own, words);
        return false;
      case "reverse":
        await landed();
        this.draw(view);
        this.turnDirection();
        this.api.announce(words);
        await pace.wait(pace.ms("pause"));
        return false;
      case "remove":
        await landed();
        this.status.textContent = this.statusText(view, false);
        this.markPile("is-leaving", event.count);
        this.api.announce(words);
        await pace.wait(pace.ms("pause"));
        await this.slidePile(centreOf(this.removed), event.count);
        this.draw(view);
        return false;
      case "burn":
        await landed();
        this.status.textContent = this.statusText(view, false);
        this.markPile("is-burning");
        this.api.announce(words);
        await pace.wait(pace.ms("pause"));
        await this.slidePile(centreOf(this.burned));
        this.draw(view);
        return false;
      case "draw":
        this.draw(view);
        this.api.announce(words, { visual: false });
        return false;
      case "fail":
        if (!own) await pace.wait(pace.ms("play"));
        this.flying = true;
        this.draw(view, { fly: { seat: event.seat, cards: [event.card], from: "face_down", position: event.position }, failed: true });
        this.api.announce(words);
        await landed();
        await pace.wait(pace.ms("hold"));
        return false;
      case "pickup":
        if (!own && event.reason !== "face_down") await pace.wait(pace.ms("play"));
        this.markPile("is-taken");
        this.api.announce(words);
        if ((before.pile || []).length) {
          await pace.wait(pace.ms("pause"));
          await this.slidePile(this.seatPoint(event.seat));
        }
        this.draw(view);
        return false;
      case "game_over":
        await landed();
        this.selected = [];
        this.pick = null;
        this.draw(view);
        this.api.announce(words);
        await pace.wait(pace.ms("hold"));
        if (!endsTable(event)) {
          // A game of a match: its summary waits for Continue, then the next deal is drawn.
          await this.showMatchSummary(view, later.find((e) => e.type === "deal"));
          return false;
        }
        this.render(next);
        this.api.announce(this.words.gameOver(next), { visual: false });
        return true;
      default:
        this.draw(view);
        return false;
    }
  }

  /** @this {Table} */
  async showPlay(event, view, own, words) {
    const pace = this.api.pace;
    // The person's own cards are already on the pile (showOwnPlay): no second flight.
    const shown = own && this.optimistic && event.from !== "face_down"
      && this.optimistic.length === event.cards.length && event.cards.every((c) => this.optimistic.includes(c));
    if (shown) this.optimistic = null;
    if (!own) await pace.wait(pace.ms("play"));
    this.flying = !shown;
    this.draw(view, { fly: shown ? null : event });
    if (!shown) this.api.announce(words);
  }

  /** Mark the pile's top `count` cards (all when null) for a moment: burning, leaving, taken.
   * @this {Table}
   */
  markPile(kind, count = null) {
    const cards = [...this.pile.children];
    for (const node of count === null ? cards : cards.slice(-count)) node.classList.add(kind);
  }

  /** The direction of play turns (H8): its sign spins once.
   * @this {Table}
   */
  turnDirection() {
    if (!this.api.pace.motion) return;
    const icon = this.direction.querySelector(".sh-direction-icon");
    if (icon && icon.animate) {
      icon.animate([{ transform: "scaleX(-1) rotate(0deg)" }, { transform: "rotate(360deg)" }],
        { duration: Math.max(200, this.api.pace.ms("hold") / 2), easing: "ease-out" });
    }
    this.direction.classList.add("is-new");
    setTimeout(() => this.direction.classList.remove("is-new"), 1200);
  }

  /** @this {Table} */
  name(seat) {
    return this.words.name(seat);
  }

  // ------------------------------------------------------------ drawing

  /** Whether the person may act on `view` now: the newest view, nothing pending or queued.
   * @this {Table}
   */
  interactive(view, final) {
    return final && !this.api.busy() && !this.waitingFor && view.status !== "finished" && view === this.view;
  }

  /**
   * Draw a view. final: it is the server's newest view (the person may act). fly: a play
   * whose cards should move in from their seat; failed: the pile's top card is a turned
   * face-down card that cannot be played.
   * @this {Table}
   */
  draw(view, { final = false, fly = null, failed = false } = {}) {
    this.shown = view;
    if (!this.view) this.view = view;
    const interactive = this.interactive(view, final);
    this.prune(view, interactive);
    this.table.classList.toggle("is-over", view.status === "finished");
    this.table.dataset.phase = view.phase || "";
    this.table.dataset.seats = String(view.seats);
    if (this.coach.version !== null && this.coach.version !== view.version) this.coach.clear(this.root);
    const coached = Boolean(view.coach) && view.status !== "finished";
    this.hintButton.hidden = !coached;
    this.hintButton.disabled = !(interactive && coached && (view.legal_actions || []).length > 1);
    this.noHint.hidden = !hintWithheld(view);
    this.drawSeats(view);
    this.drawCentre(view, { fly, failed });
    this.drawMine(view, interactive);
    this.drawHand(view, interactive);
    this.drawDecisions(view, interactive);
    this.status.textContent = this.statusText(view, interactive);
    if (view.status !== "finished") this.gameOver.hide();
    // The person's turn is said (and his cards take the focus) once: once for the whole
    // swap (of each game of a match), which the computers' swaps do not interrupt, and once
    // per turn in play.
    const turn = view.phase === "swap" ? `swap ${matchOf(view).number}` : view.version;
    if (interactive && (view.legal_actions || []).length && this.announcedTurn !== turn) {
      this.announcedTurn = turn;
      this.api.announce(interpolate(pgettext("a status line said as a sentence", "%(status)s."),
        { status: this.statusText(view, true) }, true), { visual: false, once: true }); // the status line shows it
      this.focusTurn();
    }
  }

  /** Forget chosen cards the view no longer offers.
   * @this {Table}
   */
  prune(view, interactive) {
    if (!interactive) return;
    const legal = view.legal_actions || [];
    if (view.phase !== "swap" || !legal.length) this.pick = null;
    else if (this.pick) {
      const place = this.pick.from === "hand" ? view.hand || [] : (view.face_up || [])[view.seat] || [];
      if (!place.includes(this.pick.card)) this.pick = null;
    }
    const playable = this.playable(view, legal);
    this.selected = this.selected.filter((card) => playable.has(card));
    if (this.selected.length && this.selected.some((card) => rankOf(card) !== rankOf(this.selected[0]))) this.selected = [];
  }

  /** @this {Table} */
  statusText(view, interactive) {
    return this.words.status(view, { interactive, selected: this.selected, pick: this.pick, thinking: this.thinking });
  }

  // ------------------------------------------------------------ the end of the game

  /** @this {Table} */
  drawGameOver(view) {
    const result = view.result;
    if (!result) return;
    const places = result.places || [];
    const turns = view.turns || [];
    const left = result.cards_left || [];
    const figure = (seat) => {
      const turn = interpolate(ngettext("%(count)s turn", "%(count)s turns", turns[seat] ?? 0), { count: turns[seat] ?? 0 }, true);
      const cards = result.winner === seat ? pgettext("a player's result", "went out")
        : interpolate(ngettext("%(count)s card left", "%(count)s cards left", left[seat] ?? 0), { count: left[seat] ?? 0 }, true);
      // Translators: a standing at the end: "2 cards left · 13 turns" (the order is yours).
      return interpolate(pgettext("a player's result: cards, then turns", "%(cards)s · %(turns)s"),
        { cards, turns: turn }, true);
    };
    const match = isMatch(view) ? matchOf(view) : null;
    const extra = h("div", { class: "sh-over-extra" },
      // A match: every game's places, then how its last game ended, under that game's
      // number (the standings above give the totals).
      match ? this.matchGrid(view) : null,
      h("p", { class: "sh-explanation", "data-testid": "explanation" },
        match ? [h("strong", { text: gameOfMatch(match.number, match.games) }), " "] : null,
        this.words.explain(view)));
    if (view.coach) {
      // The review of the table's last game (a match's games are rounds 0, 1, …).
      const last = match ? match.places.length - 1 : 0;
      const { slot, button } = this.coach.reviewControls(Math.max(0, last));
      extra.append(h("div", { class: "sh-review" }, button), slot);
    }
    // A match: the headline by the totals (the sum of each player's places); the grid of
    // every game's places stands in for the panel's list of standings (CSS hides it).
    const totals = match ? match.totals : places;
    const best = Math.min(...totals);
    this.gameOver.show({
      names: totals.map((_, seat) => this.name(seat)),
      me: view.seat,
      totals,
      winners: totals.map((total, seat) => (total === best ? seat : null)).filter((seat) => seat !== null),
      better: "lower",
      figure,
      total: false,
      extra,
    });
    this.gameOver.element.classList.toggle("sh-is-match", Boolean(match));
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
    this.cards.layout(); // the hint's lines, just shown above the hand, leave it less room
    const card = (code) => this.cards.node(code) || this.upButtons.get(code) || null;
    switch (action.type) {
      case "play": return action.cards.map(card);
      case "swap": return [card(action.hand), card(action.up)];
      case "face_down": return [this.downButtons[action.position]];
      default: return [this.decisions.querySelector(`[data-action="${action.type}"]`)];
    }
  }
}

// The table's parts, each in its own module, share the renderer's state as its methods.
Object.assign(ShiestaTable.prototype, feltMethods, decisionMethods, keyMethods, matchMethods);
