// The toy's table (two to six players), on the table shell every game shares
// (static/tables/table.js; static/tables/game.js declares what a game gives it). Loaded by
// static/tables/client.js as the spec's renderer.
//
// The felt holds the computers' badges, a line with the round and the totals, and the trick
// being played (or the last one taken, with who took it). Under the shell's status line the
// decisions are Pass (the chosen card goes to the next seat, or the one before) and Declare
// ("I take no trick this round", at any moment, once a round); the hand is the shell's. A
// card of the hand is chosen with a tap in the passing, and played with a tap on the
// person's turn. Each event is drawn as its frame (model.js) and said in the announcer's
// line (words.js); a round's end waits in a summary for Continue; the match's end is the
// shell's game-over panel with the places (lowest total first).

import { cardLabel, cardNode } from "../cards/cards.js";
import { h } from "../tables/dom.js";
import { interpolate, pgettext } from "../tables/i18n.js";
import { key } from "../tables/keys.js";
import { GameTable } from "../tables/table.js";
import { Part, headRow, seatBadges } from "../tables/table_parts.js";
import { actionsOf, cardActions, frames, isOver } from "./model.js";
import { TEXT, Words, cardsOf, pointsOf } from "./words.js";

/** @typedef {import("../tables/client.js").TableView} TableView */
/** @typedef {import("../tables/game.js").Step} Step */
/** @typedef {import("../tables/game.js").Game} Game */

const MOST_OTHERS = 5; // six seats: the person and five computers

export const KEYS = [
  key(["\u2190", "\u2192"], () => pgettext("toy keyboard help", "Move between the cards of your hand")),
  key(["Enter"], () => pgettext("toy keyboard help", "Choose the card to pass, or play the card")),
  key(["P"], () => pgettext("toy keyboard help", "Pass the chosen card"), '.toy-decisions [data-action="pass"]'),
  key(["D"], () => pgettext("toy keyboard help", "Declare that you will take no trick this round"),
    '.toy-decisions [data-action="declare"]'),
];

/** @param {HTMLElement} root @param {import("../tables/client.js").TableApi} api */
export function createRenderer(root, api) {
  return new GameTable(root, api, { prefix: "toy", hand: { rows: 1 }, steadyLines: true, game: (table) => new Toy(table) });
}

/** The felt: the computers' badges, the info line and the trick. @extends {Part<Toy>} */
class Felt extends Part {
  /** @param {Toy} game */
  constructor(game) {
    super(game);
    this.badges = seatBadges("toy", MOST_OTHERS);
    this.info = h("p", { class: "toy-info", "data-testid": "info" });
    this.received = h("p", { class: "toy-received", "data-testid": "received" });
    this.caption = h("p", { class: "toy-caption", "data-testid": "trick-caption" });
    this.trick = h("div", { class: "toy-trick", role: "list", "aria-label": TEXT.trick, "data-testid": "trick" });
    this.element = h("div", { class: "toy-felt" },
      h("div", { class: "toy-seats" }, this.badges.slice(1)), this.info, this.trick, this.caption, this.received);
  }

  /** @param {TableView} view */
  drawBadges(view) {
    const actor = !isOver(view) && typeof view.turn === "number" ? view.turn : null;
    this.table.drawSeats(view, this.badges, actor, (badge, seat, marks) => {
      const { words } = this.game;
      badge.setAttribute("aria-label", words.seatLabel(view, seat, marks));
      const flags = [(view.declared || [])[seat] ? TEXT.declared : "",
        view.phase === "pass" && (view.chosen || []).includes(seat) ? TEXT.passedMark : ""].filter(Boolean);
      badge.replaceChildren(
        h("span", { class: "toy-seat-name", "aria-hidden": "true", text: words.name(seat) }),
        h("span", { class: "toy-seat-figures", "aria-hidden": "true",
          text: `${cardsOf((view.hand_sizes || [])[seat] || 0)} · ${pointsOf((view.totals || [])[seat] || 0)}` }),
        h("span", { class: "toy-seat-flags", "aria-hidden": "true", text: flags.join(" · ") }),
        h("span", { class: "toy-seat-thinking", "aria-hidden": "true", text: marks.thinking ? TEXT.thinking : "" }));
    });
  }

  /** The trick being played; between two, the last one taken. @param {TableView} view */
  drawTrick(view) {
    const words = this.game.words;
    const playing = view.trick || [];
    const last = (view.tricks || [])[(view.tricks || []).length - 1];
    const shown = playing.length || !last ? { leader: view.leader, cards: playing } : last;
    this.trick.classList.toggle("is-taken", !playing.length && Boolean(last));
    this.trick.replaceChildren(...shown.cards.map((/** @type {string} */ card, /** @type {number} */ i) => {
      const seat = (shown.leader + i) % view.seats;
      const node = cardNode(card, { label: words.playedLabel(seat, card) });
      return h("div", { role: "listitem", class: "toy-played", "data-seat": seat },
        node, h("span", { class: "toy-played-by", "aria-hidden": "true", text: words.name(seat) }));
    }));
    this.caption.textContent = !playing.length && last ? words.takenBy(last.winner) : "";
    this.info.textContent = view.round ? words.info(view) : "";
    this.received.textContent = words.receivedLine(view);
  }
}

/** The toy's table, as the shell asks it. @implements {Game} */
export class Toy {
  /** @param {GameTable} table */
  constructor(table) {
    this.table = table;
    this.words = new Words(table.current);
    this.keys = KEYS;
    this.frames = frames;
    this.coach = null;
    const felt = new Felt(this);
    this.felt = felt;
    this.layout = { felt: felt.element };
    this.arrowHomes = table.hand ? [table.hand] : [];
    /** @type {string | null} the card the person chose to pass, not sent yet */
    this.picked = null;
  }

  // ------------------------------------------------------------ the shell's hooks

  /** @param {string} card */
  onHandCard(card) {
    const newest = this.table.view;
    if (!newest || !this.table.tappable()) return;
    const action = cardActions(newest).get(card);
    if (!action) return;
    if (action.type === "play") {
      this.table.send(action);
      return;
    }
    this.picked = this.picked === card ? null : card;
    this.table.redraw();
  }

  /** live: the person may act on the view now. @param {TableView} view @param {boolean} live */
  prune(view, live) {
    // A chosen card lasts while the passing does and, on the newest view, while it may go.
    if (view.phase !== "pass" || (live && !cardActions(view).has(this.picked || ""))) this.picked = null;
  }

  sent() {
    this.picked = null;
  }

  restore() {
    this.picked = null;
  }

  /** @param {TableView} view */
  idle(view) {
    this.felt.drawBadges(view);
  }

  firstChoice() {
    return this.table.cards ? this.table.cards.first() : null;
  }

  focusOrder() {
    const hand = this.table.cards ? this.table.cards.first() : null;
    const pass = this.table.decisions.querySelector('[data-action="pass"]');
    return this.picked ? [pass, hand] : [hand, pass];
  }

  /** @param {TableView} view @param {boolean} live */
  statusText(view, live) {
    return this.words.status(view, { live, picked: this.picked, thinking: this.table.thinking });
  }

  /** @param {TableView} view @param {boolean} live */
  draw(view, live) {
    this.felt.drawBadges(view);
    this.felt.drawTrick(view);
    this.handFor(view, live);
    this.buttonsFor(view, live);
  }

  /** The hand: the cards the person may pass or play now lifted, the chosen pass marked.
   * @param {TableView} view @param {boolean} live */
  handFor(view, live) {
    const choices = cardActions({ ...view, legal_actions: this.table.legal(view, live) });
    const acting = choices.size > 0;
    this.table.drawHand((view.hand || []).map((/** @type {string} */ card) => {
      const action = choices.get(card);
      return {
        card,
        enabled: Boolean(action),
        label: cardLabel(card),
        pressed: action && action.type === "pass" ? this.picked === card : null,
        flags: { "is-legal": Boolean(action), "is-dim": acting && !action, "is-selected": this.picked === card },
      };
    }), { turn: acting });
  }

  /** Pass (in the passing, until the person's card is chosen) and Declare (while he may).
   * @param {TableView} view @param {boolean} live */
  buttonsFor(view, live) {
    const legal = this.table.legal(view, live);
    const passing = view.phase === "pass" && !(view.chosen || []).includes(Number(view.seat));
    const declare = legal.find((a) => a.type === "declare") || null;
    const pass = this.picked ? actionsOf({ ...view, legal_actions: legal }, "pass").find((a) => a.card === this.picked) : null;
    this.table.setDecisions(`${passing}:${pass ? pass.card : ""}:${Boolean(declare)}`, () => [
      passing ? this.table.decisionButton("pass", TEXT.passCard, "P", {
        primary: true, disabled: !pass, extra: { onclick: () => this.table.send(pass) },
      }) : null,
      declare ? this.table.decisionButton("declare", TEXT.declare, "D", {
        extra: { onclick: () => this.table.send(declare), "aria-describedby": "toy-declare-note" },
      }) : null,
      declare ? h("span", { id: "toy-declare-note", class: "toy-note", text: pgettext("toy", "no trick this round") }) : null,
    ].filter((node) => node !== null));
  }

  // ------------------------------------------------------------ the events

  /** Show one frame at the chosen pace; true once the match is over (next is drawn).
   * @param {Step} frame @param {TableView} before @param {TableView} next */
  async showEvent({ event, view, own }, before, next) {
    const { table } = this;
    const said = this.words.event(event, before, view);
    switch (event.type) {
      case "play":
        await table.beat(own);
        return table.step(view, said, "fly");
      case "trick":
        return table.step(view, said, "hold");
      case "round":
        await table.step(view, said, "pause");
        if (next.status !== "finished") await this.roundSummary(view, true);
        return false;
      case "end": // the shell draws the end and says it
        return this.table.finish(next);
      default: // hand, chose, passed, declare
        return table.step(view, said);
    }
  }

  // ------------------------------------------------------------ the ends

  /** A round's table: every seat's tricks, its points this round and its total.
   * @param {TableView} view */
  roundTable(view) {
    const scores = (view.scores || [])[(view.scores || []).length - 1] || [];
    const tricks = view.tricks || [];
    const names = this.table.names(view);
    return h("table", { class: "toy-round-table", "data-testid": "round-table" },
      headRow([TEXT.player, { text: TEXT.tricksColumn, num: true }, { text: TEXT.roundColumn, num: true },
        { text: TEXT.total, num: true }]),
      h("tbody", {}, names.map((name, seat) => {
        const taken = tricks.filter((/** @type {{ winner: number }} */ t) => t.winner === seat).length;
        const note = (view.declared || [])[seat] ? this.words.declaration(taken === 0) : "";
        return h("tr", { class: seat === view.seat ? "is-me" : "", "data-seat": seat },
          h("th", { scope: "row" }, name, note ? h("span", { class: "toy-note", text: ` (${note})` }) : null),
          h("td", { class: "num", text: String(taken) }),
          h("td", { class: "num", text: String(scores[seat] || 0) }),
          h("td", { class: "num", text: String((view.totals || [])[seat] || 0) }));
      })));
  }

  /** The round's summary; wait: the animation waits for Continue (the next deal follows).
   * @param {TableView} view @param {boolean} wait */
  roundSummary(view, wait) {
    const title = interpolate(pgettext("toy", "Round %(round)s is over"), { round: view.round }, true);
    const dialog = {
      title, body: this.roundTable(view), buttons: [this.table.closeButton(wait)],
      testid: "round-summary", className: "toy-dialog",
    };
    return this.table.summary(dialog, wait);
  }

  /** @param {TableView} view @param {{ [field: string]: any }} result */
  gameOver(view, result) {
    const totals = result.totals || [];
    const places = result.places || [];
    const standings = {
      totals,
      winners: places.flatMap((/** @type {number} */ place, /** @type {number} */ seat) => (place === 1 ? [seat] : [])),
      better: /** @type {const} */ ("lower"),
      places,
      figure: (/** @type {number} */ seat) => pointsOf(totals[seat] || 0),
      total: false,
      extra: (view.scores || []).length ? h("div", { class: "toy-over-round" },
        h("h3", { text: interpolate(pgettext("toy", "Round %(round)s is over"), { round: view.round }, true) }),
        this.roundTable(view)) : null,
    };
    this.table.showOver(view, standings);
  }
}
