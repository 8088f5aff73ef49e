// Sixes / Double Sixes table renderer (two to six players). Loaded by static/tables/client.js.
//
// The server sends whole views (sixes/engine views plus table fields) with the public events
// since the view before. The table shell (static/tables/table.js) owns the lifecycle, the
// layout, the keys, the coach and the game-over panel; this module is the game's part of it
// (static/tables/game.js's Game): each event shown at the chosen speed, one by one, with its
// sentence in the announcer line, and the look at the bottom row (X5). Its parts: felt.js
// (seats, the middle, the person's grids), decisions.js (the taps, the decision buttons),
// keys.js (shortcuts), match.js (a match of several games: the summary between games, the
// table of the games at its end) and coach.js (what Hint marks, the review of practice
// games). model.js turns the events into the views to draw, words.js says everything the
// table says.

import { GameTable } from "../tables/table.js";
import { centreOf, h, interpolate, ngettext, pgettext } from "../tables/ui.js";
import { Hints } from "./coach.js";
import { Choices } from "./decisions.js";
import { Felt } from "./felt.js";
import { KEYS, isUp } from "./keys.js";
import { Match } from "./match.js";
import { BOTTOM, betweenGames, frames, isMatch, kindOf, matchOf, packetsOf } from "./model.js";
import { TEXT, Words } from "./words.js";

/** @typedef {import("../tables/game.js").Game} Game */
/** @typedef {import("../tables/game.js").Frame} Frame */
/** @typedef {import("../tables/game.js").Step} Step */
/** @typedef {import("../tables/client.js").TableView} TableView */

export function createRenderer(root, api) {
  return new GameTable(root, api, { prefix: "sx", hintButton: true, steadyLines: true, compactOver: true, game: (table) => new Sixes(table, new Words(table.current)) });
}

/** The Sixes table, as the shell asks it. @implements {Game} */
export class Sixes {
  /** @param {GameTable} table @param {Words} words */
  constructor(table, words) {
    this.table = table;
    this.words = words;
    this.keys = KEYS;
    this.frames = frames;
    /** @type {string | null} the table (and game of its match) whose start was shown as a look */
    this.peeked = null;
    this.lookDue = false; // the newest view's look is to be shown once it is drawn
    this.looking = false; // the person's bottom cards are being turned up (X5): no move yet
    this.hints = new Hints(this);
    this.coach = this.hints.parts;
    this.felt = new Felt(this);
    this.choices = new Choices(this);
    this.match = new Match(this);
    this.layout = { felt: this.felt.element, overLast: true };
    this.arrowHomes = [this.felt.mine];
    this.restOn = this.felt.mine;
  }

  // ------------------------------------------------------------ the shell's hooks

  rendering(view) {
    const mine = packetsOf(view, view.seat);
    this.choices.upSent = this.choices.upSent.filter((p) => mine[p] && !mine[p].up && this.table.api.busy());
    // The look comes first: no turn is offered (nor said) while the cards turn up (X5).
    this.lookDue = this.peekDue(view);
    if (this.lookDue) this.looking = this.table.pace.motion;
  }

  rendered(view) {
    if (this.lookDue) this.showPeek(view);
  }

  restore() {
    this.choices.upSent = [];
  }

  holds() {
    return this.looking;
  }

  idle(view) {
    this.felt.drawSeats(view);
  }

  /** Whether the view's turn is said: Go up alone (open at any moment) is no turn. */
  myTurn(view) {
    return (view.legal_actions || []).some((a) => a.type !== "up");
  }

  hintable(view, interactive) {
    return interactive && view.turn === view.seat && (view.legal_actions || []).length > 1;
  }

  /** A decision button he is on keeps the focus, except Go up (X10). */
  keepsFocus(node) {
    return !isUp(node);
  }

  firstChoice() {
    return this.felt.gridEnabled()[0] || null;
  }

  /** 1–6: the first, second… grid card the card in hand may be swapped into. */
  keyTarget(key) {
    return /^[1-6]$/.test(key) ? this.felt.gridEnabled()[Number(key) - 1] || null : null;
  }

  /**
   * Where focus goes next: a grid card to swap into, the stock to draw, End turn, the open
   * pile, another decision (never Go up, which cannot be undone).
   */
  focusOrder() {
    const decisions = this.table.decisions;
    return [this.felt.gridEnabled()[0], this.felt.stockButton, decisions.querySelector('[data-action="end"]'),
      this.felt.openButton, [...decisions.querySelectorAll("button:not([disabled])")].find((b) => !isUp(b))];
  }

  reviewPart(view) {
    return this.hints.reviewPart(view);
  }

  /**
   * Show one event's frame at the chosen pace; true once the table is over (next is drawn).
   * `later`: the frames still to come (a game's end is followed by the next game's deal).
   * @param {Step} frame @param {TableView} before @param {TableView} next @param {Frame[]} later
   */
  async showEvent({ event, view, own }, before, next, later) {
    const { table, felt } = this;
    const words = this.words.event(event, before, view);
    const kind = kindOf(event);
    const held = () => centreOf(felt.heldSlot);
    if (["draw", "take", "swap", "discard", "knock"].includes(kind)) await table.beat(own);
    switch (kind) {
      case "peek":
        // A new game of a match: the person looks at his new bottom row (X5).
        if (event.v > 0 && own) {
          table.draw(view);
          this.showPeek(view);
        }
        return false;
      case "deal":
        return table.step(view, words, "pause");
      case "draw":
      case "take": {
        const from = centreOf(kind === "draw" ? felt.stockButton : felt.openButton);
        return table.step(view, words, own ? "fly" : "pause", () => table.fly(felt.heldSlot.firstElementChild, from));
      }
      case "swap": {
        const from = held();
        const place = centreOf(felt.gridNode(event.seat, event.packet, event.position));
        return table.step(view, words, "fly", () => {
          table.fly(felt.gridNode(event.seat, event.packet, event.position), from);
          table.fly(felt.openButton.firstElementChild, place);
        });
      }
      case "discard": {
        const from = held();
        return table.step(view, words, "fly", () => table.fly(felt.openButton.firstElementChild, from));
      }
      case "up":
        return table.step(view, words, own ? null : "pause",
          () => table.mark(this.packetNodes(event.seat, event.packet), "is-new-up"));
      case "knock":
        return table.step(view, words, "hold", () => table.flip(this.cardNodes(event.seat, event.packet)));
      case "over":
        table.draw(view);
        table.flip(packetsOf(view, 0).length ? this.allCardNodes(view) : []);
        table.announce(words);
        if (betweenGames(view)) table.announce(this.words.gameEnd(view), { visual: false });
        await table.say(null, "hold");
        if (betweenGames(view)) {
          // The match goes on: the summary waits for Continue, then the next deal is shown.
          // The lines said go out first (the next task): the modal makes the page inert.
          await new Promise((resolve) => { setTimeout(resolve, 0); });
          const following = later[0];
          const deal = following && kindOf(following.event) === "deal" ? following.event : null;
          await this.match.showGameSummary(view, deal ? deal.starter : null);
          return false;
        }
        return table.finish(next);
      default:
        return table.step(view, words);
    }
  }

  // ------------------------------------------------------------ drawing

  /** Draw a view's felt and buttons. @param {TableView} view @param {boolean} interactive */
  draw(view, interactive) {
    const root = this.table.table;
    root.classList.toggle("is-match", isMatch(view));
    root.classList.toggle("is-peeking", Boolean(view.peeking));
    root.dataset.variant = view.variant || "sixes";
    this.felt.drawSeats(view);
    this.drawBanner(view);
    this.felt.drawCentre(view, interactive);
    this.match.drawMatch(view);
    this.felt.drawMine(view, interactive);
    this.choices.drawDecisions(view, interactive);
    this.hints.drawCoach(view);
  }

  drawBanner(view) {
    const text = this.words.lastRound(view);
    this.felt.banner.hidden = !text;
    this.felt.banner.textContent = text;
  }

  statusText(view, interactive) {
    if (view.peeking && interactive) return TEXT.peeking;
    return this.words.status(view, { interactive, thinking: this.table.thinking });
  }

  /** The cards of one packet on the table (the person's buttons, or a badge's minis). */
  cardNodes(seat, packet) {
    return Array.from({ length: 6 }, (_, i) => this.felt.gridNode(seat, packet, i)).filter(Boolean);
  }

  packetNodes(seat, packet) {
    const view = this.table.shown || this.table.view;
    if (seat === view.seat) return [this.felt.myPackets[packet].packet];
    const badge = this.felt.others[this.table.placeOf(seat)];
    const node = badge && badge.querySelector(`.sx-mini-packet[data-packet="${packet}"]`);
    return node ? [node] : [];
  }

  allCardNodes(view) {
    const nodes = [];
    for (let seat = 0; seat < view.seats; seat += 1) {
      packetsOf(view, seat).forEach((_, p) => nodes.push(...this.cardNodes(seat, p)));
    }
    return nodes;
  }

  // ------------------------------------------------------------ the look (X5)

  /**
   * X5: at the start every player looks at his bottom row. Whether the person's look is to
   * be shown now: the first time a table (or a game of its match) is drawn at its start; then
   * his bottom cards are turned up one by one and raised a moment (showPeek).
   */
  peekDue(view) {
    const key = `${view.table}:${matchOf(view).number}`;
    if (this.peeked === key || view.status === "finished") return false;
    this.peeked = key;
    return view.version === 0 || view.peeking || (view.turns || []).every((n) => !n);
  }

  /** The look at the bottom row of a new game of the match, as its peek event is drawn. */
  showPeek(view) {
    this.peeked = `${view.table}:${matchOf(view).number}`;
    this.table.announce(this.words.event({ kind: "peek", seat: view.seat }, view, view), { visual: true });
    this.peekMotion(view);
  }

  /**
   * The person's bottom cards turned up one by one and raised a moment. No move is offered
   * until every one of them is on the table (the person swaps knowing them, X5, X6): the
   * table is drawn again, interactive, when the last has turned.
   */
  peekMotion(view) {
    const table = this.table;
    const pace = table.pace;
    const step = Math.max(120, pace.ms("fly"));
    const motions = [];
    packetsOf(view, view.seat).forEach((_, p) => BOTTOM.forEach((i, k) => {
      const node = this.felt.gridButtons[p][i];
      if (!pace.motion || !node.animate) return;
      motions.push(node.animate([
        { transform: "rotateY(90deg)", offset: 0 },
        { transform: "translateY(-10px) scale(1.08)", offset: 0.5 },
        { transform: "none", offset: 1 },
      ], { duration: step * 3, delay: (p * 3 + k) * step, easing: "ease-out", fill: "backwards" }).finished);
    }));
    const redraw = () => { if (table.shown) table.draw(table.shown, { final: table.shown === table.view }); };
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

  gameOver(view, result) {
    if (isMatch(view)) {
      this.match.drawMatchOver(view, result);
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
    this.table.showOver(view, {
      totals: scores,
      winners: result.winners || [],
      better: "lower",
      figure,
      total: false,
      extra,
    });
  }
}
