// The ends of rounds and of the match at the Shakipesh table: the round's summary (who went
// out or that it was blocked, every hand revealed, the round's points and the running totals
// toward the limit) with Continue to the next round, the score sheet, and the game-over
// panel with the places. The game (renderer.js) makes it with the shell and itself; the
// dialog, the sheet and the panel themselves are static/tables/ui.js's.

import { cardGlyph } from "../cards/cards.js";
import { gettext, h, interpolate } from "../tables/ui.js";
import { Part, headRow } from "../tables/table_parts.js";
import { byHand } from "./model.js";
import { TEXT, handCount, points } from "./words.js";

/** @extends {Part<import("./renderer.js").Shakipesh>} */
export class Dialogs extends Part {
  constructor(game) {
    super(game);
    this.ui = this.table.ui;
    this.sheet = this.table.ui.scoreSheet({ label: TEXT.round });
  }

  /** The table of a finished round: each seat, its cards left (shown), the round's points,
   * the total so far. `totals`: the totals after that round. */
  roundTable(info, view, totals) {
    const me = view.seat;
    return h("table", { class: "shk-round-table", "data-testid": "round-table" },
      headRow([TEXT.player, TEXT.cardsLeft, { text: TEXT.roundScore, num: true }, { text: TEXT.total, num: true }]),
      h("tbody", {}, this.table.names(view).map((name, seat) => {
        const hand = [...((info.hands || [])[seat] || [])].sort(byHand);
        return h("tr", { class: seat === me ? "is-me" : "", "data-seat": seat },
          h("th", { scope: "row", text: name }),
          h("td", { class: "shk-left" }, hand.length
            ? h("span", { class: "shk-glyphs", role: "list", "aria-label": handCount(hand.length) },
              hand.map((card) => h("span", { role: "listitem" }, cardGlyph(card))))
            : h("span", { class: "shk-out", text: TEXT.wentOut })),
          h("td", { class: "num", text: String((info.scores || [])[seat] ?? 0) }),
          h("td", { class: "num", text: String((totals || [])[seat] ?? 0) }));
      })));
  }

  roundBody(info, view, totals) {
    return h("div", { class: "shk-summary" },
      h("p", { class: "shk-explanation", "data-testid": "explanation", text: this.game.words.explain(info) }),
      this.roundTable(info, view, totals),
      h("p", { class: "shk-small", text: this.game.words.nextRound(view) }));
  }

  /**
   * A round's summary in the dialog. `wait`: the animation waits until the person closes it
   * (Continue), as the next round's deal follows at once.
   */
  showRoundSummary(info, view, totals, wait = false) {
    if (!info) return Promise.resolve();
    const title = interpolate(gettext("Round %(round)s result"), { round: info.round }, true);
    const buttons = [this.table.closeButton(wait)];
    return this.table.summary({
      title, body: this.roundBody(info, view, totals), buttons, testid: "round-summary", className: "shk-dialog",
    }, wait);
  }

  /** The score sheet: every finished round's points and the running totals. */
  sheetFor(view) {
    const rounds = view.rounds || [];
    const playing = view.status !== "finished";
    this.sheet.update({
      names: this.table.names(view),
      me: view.seat,
      rounds: rounds.length + (playing ? 1 : 0),
      scores: rounds.map((r) => r.scores),
      current: playing ? view.round : null,
      totals: view.totals,
    });
    return this.sheet.element;
  }

  showScores() {
    const view = this.table.view;
    if (!view) return;
    const body = h("div", { class: "shk-scores" }, this.sheetFor(view));
    const last = (view.rounds || [])[(view.rounds || []).length - 1];
    const buttons = [this.ui.closeButton()];
    if (last) {
      buttons.unshift(h("button", {
        type: "button", class: "button", "data-action": "last-round",
        onclick: () => this.showRoundSummary(last, view, view.totals),
      }, interpolate(gettext("Round %(round)s result"), { round: last.round }, true)));
    }
    this.ui.openDialog({ title: TEXT.scoreSheet, body, buttons, testid: "scores", className: "shk-dialog",
      returnTo: this.game.felt.scoresButton });
  }

  drawGameOver(view, result) {
    const totals = result.totals || view.totals || [];
    const last = (view.rounds || [])[(view.rounds || []).length - 1];
    const extra = h("div", { class: "shk-over-extra" },
      last ? h("p", { class: "shk-explanation", "data-testid": "explanation", text: this.game.words.explain(last) }) : null,
      last ? this.roundTable(last, view, totals) : null);
    this.table.showOver(view, {
      totals,
      winners: result.winners || [],
      better: "lower",
      places: result.places || null, // one round: fewer turns break a tie of cards left
      figure: (seat) => points(totals[seat] ?? 0),
      total: false,
      extra,
    });
    // The score sheet joins the ways on (New game, Lobby, Rules): one row of buttons.
    const actions = this.table.gameOver.element.querySelector(".tbl-over-actions");
    if (actions && !actions.querySelector('[data-action="scores"]')) {
      actions.append(h("button", {
        type: "button", class: "button", "data-action": "scores", "aria-haspopup": "dialog",
        onclick: () => this.showScores(),
      }, TEXT.scores));
    }
  }
}
