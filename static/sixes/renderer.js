// Sixes / Double Sixes table renderer (two to six players). Loaded by static/tables/client.js.
//
// The server sends whole views (sixes/engine views plus table fields) with the public events
// since the view before. This module builds the table and animates each event at the chosen
// speed, one by one, each with its sentence in the announcer line; its parts are methods
// mixed in from felt.js (seats, the middle, the person's grids), decisions.js (the taps, the
// decision buttons, the person's actions), keys.js (shortcuts, focusNext), match.js (a
// match of several games: the summary between games, the table of the games at its end) and
// coach.js (Hint and the review of practice games).
// model.js turns the events into the views to draw, words.js says everything the table says,
// and static/tables/ui.js owns the dialog, the game-over panel, the settings and the
// announcements every game shares.

import { centreOf, h, interpolate, ngettext, pgettext } from "../tables/ui.js";
import { coachMethods } from "./coach.js";
import { decisionMethods } from "./decisions.js";
import { feltMethods } from "./felt.js";
import { KEYS, keyMethods } from "./keys.js";
import { matchMethods } from "./match.js";
import { BOTTOM, betweenGames, frames, isMatch, kindOf, matchOf, packetsOf } from "./model.js";
import { TEXT, Words } from "./words.js";

export function createRenderer(root, api) {
  return new SixesTable(root, api);
}

/**
 * The table as its methods see it: this class with the parts Object.assign mixes in at the end
 * of this file, and the elements those parts build (buildFelt, buildCoach) that it reads.
 * @typedef {SixesTable & Mixin<typeof feltMethods> & Mixin<typeof decisionMethods>
 *   & Mixin<typeof keyMethods> & Mixin<typeof matchMethods> & Mixin<typeof coachMethods> & {
 *   felt: HTMLElement, banner: HTMLElement, hintLine: HTMLElement, heldSlot: HTMLElement,
 *   stockButton: HTMLButtonElement, openButton: HTMLButtonElement, others: HTMLElement[],
 *   myPackets: { packet: HTMLElement, head: HTMLElement, grid: HTMLElement }[],
 *   gridButtons: HTMLButtonElement[][] }} Table
 */

class SixesTable {
  /** @param {HTMLElement} root @param {import("../tables/client.js").TableApi} api */
  constructor(root, api) {
    this.root = root;
    this.api = api;
    this.ui = api.ui;
    this.view = null; // the server's newest view that is drawn
    this.shown = null; // the view currently drawn (may be between two server views)
    this.thinking = null;
    this.upSent = []; // packets the person said "up" for that no view shows up yet
    this.announcedTurn = null;
    this.peeked = null; // the table (and game of its match) whose start was shown as a look
    this.waitingFor = null; // the summary between two games of a match, until Continue
    this.looking = false; // the person's bottom cards are being turned up (X5): no move yet
    this.words = new Words(() => this.view || this.shown);
    /** @type {Table} */ (/** @type {SixesTable} */ (this)).build();
    this.ui.setKeys(KEYS);
    document.addEventListener("keydown",
      (event) => /** @type {Table} */ (/** @type {SixesTable} */ (this)).onKey(event));
    // Shortcut letters on buttons are for keyboards: hidden on touch screens (CSS) until a
    // key is pressed there.
    document.addEventListener("keydown", () => this.table.classList.add("uses-keys"), { once: true, capture: true });
  }

  // ------------------------------------------------------------ the page

  /** @this {Table} */
  build() {
    this.buildFelt();
    this.buildCoach();
    this.status = h("p", { class: "sx-status", "data-testid": "status" });
    this.decisions = h("div", { class: "sx-decisions is-empty", role: "group", "aria-label": TEXT.yourDecision });
    this.gameOver = this.ui.gameOverPanel();
    this.announcerSlot = h("div", { class: "sx-announcer-slot" });
    this.main = h("div", { class: "sx-main" },
      this.felt,
      h("div", { class: "sx-statusbar" }, this.status),
      this.hintLine,
      this.announcerSlot,
      this.decisions,
      this.gameOver.element);
    this.table = h("div", { class: "sx" }, this.main);
    this.root.append(this.table);
    if (this.ui.announcer) this.announcerSlot.append(this.ui.announcer);
  }

  // ------------------------------------------------------------ client interface

  /** @this {Table} */
  render(view) {
    this.view = view;
    const mine = packetsOf(view, view.seat);
    this.upSent = this.upSent.filter((p) => mine[p] && !mine[p].up && this.api.busy());
    // The look comes first: no turn is offered (nor said) while the cards turn up (X5).
    const look = this.peekDue(view);
    if (look) this.looking = this.api.pace.motion;
    this.draw(view, { final: true });
    if (view.status === "finished") this.drawGameOver(view);
    if (look) this.showPeek(view);
  }

  /** @this {Table} */
  restore(view) {
    this.upSent = [];
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
      for (const [i, { event, view }] of list.entries()) {
        if (await this.showEvent(event, view, before, next, list[i + 1])) return;
        before = view;
      }
    } finally {
      this.render(next);
    }
  }

  /**
   * Draw one event's frame at the chosen pace; true once the table is over (next is drawn).
   * `following`: the next frame, if any (a game's end is followed by the next game's deal).
   * @this {Table}
   */
  async showEvent(event, view, before, next, following = null) {
    const pace = this.api.pace;
    const own = event.seat === view.seat;
    const words = this.words.event(event, before, view);
    const kind = kindOf(event);
    if (!own && ["draw", "take"].includes(kind)) await pace.wait(pace.ms("play"));
    switch (kind) {
      case "peek":
        // A new game of a match: the person looks at his new bottom row (X5).
        if (event.v > 0 && own) {
          this.draw(view);
          this.showPeek(view);
        }
        return false;
      case "deal":
        this.draw(view);
        this.api.announce(words);
        await pace.wait(pace.ms("pause"));
        return false;
      case "draw":
      case "take": {
        const from = centreOf(kind === "draw" ? this.stockButton : this.openButton);
        this.draw(view);
        this.fly(this.heldSlot.firstChild, from);
        this.api.announce(words);
        await pace.wait(pace.ms(own ? "fly" : "pause"));
        return false;
      }
      case "swap": {
        if (!own) await pace.wait(pace.ms("play"));
        const held = centreOf(this.heldSlot);
        const place = centreOf(this.gridNode(event.seat, event.packet, event.position));
        this.draw(view);
        this.fly(this.gridNode(event.seat, event.packet, event.position), held);
        this.fly(this.openButton.firstChild, place);
        this.api.announce(words);
        await pace.wait(pace.ms("fly"));
        return false;
      }
      case "discard": {
        if (!own) await pace.wait(pace.ms("play"));
        const held = centreOf(this.heldSlot);
        this.draw(view);
        this.fly(this.openButton.firstChild, held);
        this.api.announce(words);
        await pace.wait(pace.ms("fly"));
        return false;
      }
      case "up":
        this.draw(view);
        this.mark(this.packetNodes(event.seat, event.packet), "is-new-up");
        this.api.announce(words);
        if (!own) await pace.wait(pace.ms("pause"));
        return false;
      case "knock":
        if (!own) await pace.wait(pace.ms("play"));
        this.draw(view);
        this.flip(this.cardNodes(event.seat, event.packet));
        this.api.announce(words);
        await pace.wait(pace.ms("hold"));
        return false;
      case "over":
        this.draw(view);
        this.flip(packetsOf(view, 0).length ? this.allCardNodes(view) : []);
        this.api.announce(words);
        if (betweenGames(view)) this.api.announce(this.words.gameEnd(view), { visual: false });
        await pace.wait(pace.ms("hold"));
        if (betweenGames(view)) {
          // The match goes on: the summary waits for Continue, then the next deal is shown.
          // The lines said go out first (the next task): the modal makes the page inert.
          await new Promise((resolve) => { setTimeout(resolve, 0); });
          const deal = following && kindOf(following.event) === "deal" ? following.event : null;
          await this.showGameSummary(view, deal ? deal.starter : null);
          return false;
        }
        this.render(next);
        this.api.announce(this.words.gameOver(next), { visual: false });
        return true;
      default:
        this.draw(view);
        if (words) this.api.announce(words);
        return false;
    }
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
    return final && !this.api.busy() && !this.waitingFor && !this.looking && view.status !== "finished"
      && view === this.view;
  }

  /** Draw a view. final: it is the server's newest view (the person may act).
   * @this {Table}
   */
  draw(view, { final = false } = {}) {
    this.shown = view;
    if (!this.view) this.view = view;
    const interactive = this.interactive(view, final);
    this.table.classList.toggle("is-over", view.status === "finished");
    this.table.classList.toggle("is-match", isMatch(view));
    this.table.classList.toggle("is-peeking", Boolean(view.peeking));
    this.table.dataset.phase = view.phase || "";
    this.table.dataset.seats = String(view.seats);
    this.table.dataset.variant = view.variant || "sixes";
    this.drawSeats(view);
    this.drawBanner(view);
    this.drawCentre(view, interactive);
    this.drawMatch(view);
    this.drawMine(view, interactive);
    this.drawDecisions(view, interactive);
    this.drawCoach(view, interactive);
    this.status.textContent = this.statusText(view, interactive);
    if (view.status !== "finished") this.gameOver.hide();
    // The person's turn is said (and his cards take the focus) once per turn phase.
    const turn = `${view.version}`;
    if (interactive && (view.legal_actions || []).some((a) => a.type !== "up") && this.announcedTurn !== turn) {
      this.announcedTurn = turn;
      this.api.announce(interpolate(pgettext("a status line said as a sentence", "%(status)s."),
        { status: this.statusText(view, true) }, true), { visual: false, once: true }); // the status line shows it
      this.focusTurn();
    }
  }

  /** @this {Table} */
  drawBanner(view) {
    const text = this.words.lastRound(view);
    this.banner.hidden = !text;
    this.banner.textContent = text;
  }

  /** @this {Table} */
  statusText(view, interactive) {
    if (view.peeking && interactive) return TEXT.peeking;
    return this.words.status(view, { interactive, thinking: this.thinking });
  }

  /** The cards of one packet on the table (the person's buttons, or a badge's minis).
   * @this {Table}
   */
  cardNodes(seat, packet) {
    return Array.from({ length: 6 }, (_, i) => this.gridNode(seat, packet, i)).filter(Boolean);
  }

  /** @this {Table} */
  packetNodes(seat, packet) {
    const view = this.shown || this.view;
    if (seat === view.seat) return [this.myPackets[packet].packet];
    const pos = (seat - view.seat + view.seats) % view.seats;
    const node = this.others[pos] && this.others[pos].querySelector(`.sx-mini-packet[data-packet="${packet}"]`);
    return node ? [node] : [];
  }

  /** @this {Table} */
  allCardNodes(view) {
    const nodes = [];
    for (let seat = 0; seat < view.seats; seat += 1) {
      packetsOf(view, seat).forEach((_, p) => nodes.push(...this.cardNodes(seat, p)));
    }
    return nodes;
  }

  /** A class on nodes for a moment (CSS animates it).
   * @this {Table}
   */
  mark(nodes, name) {
    for (const node of nodes) {
      node.classList.add(name);
      setTimeout(() => node.classList.remove(name), 1400);
    }
  }

  /**
   * X5: at the start every player looks at his bottom row. Whether the person's look is to
   * be shown now: the first time a table (or a game of its match) is drawn at its start; then
   * his bottom cards are turned up one by one and raised a moment (showPeek).
   * @this {Table}
   */
  peekDue(view) {
    const key = `${view.table}:${matchOf(view).number}`;
    if (this.peeked === key || view.status === "finished") return false;
    this.peeked = key;
    return view.version === 0 || view.peeking || (view.turns || []).every((n) => !n);
  }

  /** The look at the bottom row of a new game of the match, as its peek event is drawn.
   * @this {Table}
   */
  showPeek(view) {
    this.peeked = `${view.table}:${matchOf(view).number}`;
    this.api.announce(this.words.event({ kind: "peek", seat: view.seat }, view, view), { visual: true });
    this.peekMotion(view);
  }

  /**
   * The person's bottom cards turned up one by one and raised a moment. No move is offered
   * until every one of them is on the table (the person swaps knowing them, X5, X6): the
   * table is drawn again, interactive, when the last has turned.
   * @this {Table}
   */
  peekMotion(view) {
    const pace = this.api.pace;
    const step = Math.max(120, pace.ms("fly"));
    const motions = [];
    packetsOf(view, view.seat).forEach((_, p) => BOTTOM.forEach((i, k) => {
      const node = this.gridButtons[p][i];
      if (!pace.motion || !node.animate) return;
      motions.push(node.animate([
        { transform: "rotateY(90deg)", offset: 0 },
        { transform: "translateY(-10px) scale(1.08)", offset: 0.5 },
        { transform: "none", offset: 1 },
      ], { duration: step * 3, delay: (p * 3 + k) * step, easing: "ease-out", fill: "backwards" }).finished);
    }));
    const redraw = () => { if (this.shown) this.draw(this.shown, { final: this.shown === this.view }); };
    this.looking = motions.length > 0;
    redraw();
    if (this.looking) {
      Promise.allSettled(motions).then(() => {
        this.looking = false;
        redraw(); // the turn is offered, said and focused now
      });
    }
  }

  // ------------------------------------------------------------ the end of the game

  /** @this {Table} */
  drawGameOver(view) {
    const result = view.result;
    if (!result) return;
    if (isMatch(view)) {
      this.drawMatchOver(view);
      return;
    }
    const scores = result.scores || [];
    const packetScores = result.packet_scores || [];
    const double = packetScores.some((list) => (list || []).length > 1);
    const figure = (seat) => {
      const score = scores[seat] ?? 0;
      const points = interpolate(ngettext("%(count)s point", "%(count)s points", score), { count: score }, true);
      if (!double) return points;
      // Translators: a Double Sixes score and how it is made: "12 points (5 + 7)".
      return interpolate(pgettext("Double Sixes score: total, left, right", "%(points)s (%(left)s + %(right)s)"),
        { points, left: packetScores[seat][0], right: packetScores[seat][1] }, true);
    };
    const extra = h("div", { class: "sx-over-extra" },
      h("p", { class: "sx-explanation", "data-testid": "explanation", text: this.words.explain(view) }),
      this.reviewPart(view));
    this.gameOver.show({
      names: scores.map((_, seat) => this.name(seat)),
      me: view.seat,
      totals: scores,
      winners: result.winners || [],
      better: "lower",
      figure,
      total: false,
      extra,
    });
  }
}

// The table's parts, each in its own module, share the renderer's state as its methods.
Object.assign(SixesTable.prototype, feltMethods, decisionMethods, keyMethods, matchMethods, coachMethods);
