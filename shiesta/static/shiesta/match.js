// A match of several Shiesta games at one table: the summary between two games (how the game
// ended, each player's place in it and the match totals, who starts the next game), which
// waits for the person's Continue before the next deal is drawn, and the match's part of the
// game-over panel (the standings by the totals, with every game's places in a grid). The
// game (renderer.js) makes it with the shell and itself; the dialog and the panel themselves
// are static/tables/ui.js's.

import { gameIsOver, h, interpolate, ordinal, pgettext } from "../tables/ui.js";
import { Part, headRow } from "../tables/table_parts.js";
import { matchOf } from "./model.js";
import { TEXT, placeByTotal } from "./words.js";

/** @extends {Part<import("./renderer.js").Shiesta>} */
export class Match extends Part {
  /** Each player's place in the game that ended and the match total so far. */
  matchTable(view, ended) {
    const me = view.seat;
    const totals = ended.totals || matchOf(view).totals;
    return h("table", { class: "sh-match-table", "data-testid": "match-table" },
      headRow([TEXT.player, { text: TEXT.place, num: true }, { text: TEXT.total, num: true }]),
      h("tbody", {}, this.table.names(view).map((name, seat) => h("tr", { class: seat === me ? "is-me" : "", "data-seat": seat },
        h("th", { scope: "row", text: name }),
        h("td", { class: "num", text: ordinal((ended.places || [])[seat] ?? 0) }),
        h("td", { class: "num", text: String(totals[seat] ?? 0) })))));
  }

  /**
   * The summary of a game of the match that is over, in the dialog; the animation waits
   * until the person closes it (Continue, which has the focus), as the next game's deal
   * follows. `deal`: that deal's event (its starter), if it came with this update.
   */
  showMatchSummary(view, deal) {
    const ended = view.ended;
    if (!ended) return Promise.resolve();
    const starter = deal ? deal.starter : (view.starter + 1) % view.seats;
    const next = deal ? deal.game : ended.game + 1;
    const explanation = this.game.words.explain({ ...view, result: { winner: ended.winner } });
    const body = h("div", { class: "sh-summary" },
      h("p", { class: "sh-explanation", "data-testid": "explanation", text: explanation }),
      this.matchTable(view, ended),
      h("p", { class: "sh-small", "data-testid": "match-rule", text: this.game.words.matchRule(ended.games) }),
      h("p", { class: "sh-small", "data-testid": "next-starter", text: this.game.words.nextStarter(starter, next) }));
    const title = gameIsOver(ended.game, ended.games);
    const closed = this.table.summary({
      title, body, buttons: [this.table.closeButton(true, TEXT.continue)], testid: "match-summary",
      className: "sh-dialog",
    });
    // Said once the dialog holds the focus: the place, the totals and who starts next.
    const words = this.game.words;
    this.table.announce([words.gameEnded(ended, view.seat), words.totalsSaid(ended.totals || []),
      words.nextStarter(starter, next)].join(" "), { visual: false });
    return closed;
  }

  /**
   * A match's final standings in the game-over panel, in place of the panel's own list: a
   * row a player, best total first, with the place by the totals (equal totals share it),
   * each game's place as a plain number (a narrow column a game: ten fit a phone) and the
   * total, the sum of the places.
   */
  matchGrid(view) {
    const { places, totals } = matchOf(view);
    const me = view.seat;
    const order = totals.map((_, seat) => seat).sort((a, b) => totals[a] - totals[b] || a - b);
    const head = (game) => ({ text: String(game), num: true,
      label: interpolate(pgettext("a column of the match's games", "Game %(game)s"), { game }, true) });
    return h("table", { class: "sh-match-grid", "data-testid": "match-grid" },
      h("caption", { class: "visually-hidden", text: TEXT.gameByGame }),
      headRow([{ text: TEXT.standing, cls: "sh-grid-place" }, TEXT.player, ...places.map((_, i) => head(i + 1)),
        { text: TEXT.total, num: true }]),
      h("tbody", {}, order.map((seat) => h("tr", { class: seat === me ? "is-me" : "", "data-seat": seat },
        h("td", { class: "sh-grid-place", text: ordinal(placeByTotal(totals, seat)) }),
        h("th", { scope: "row", text: this.table.name(seat) }),
        places.map((game) => h("td", { class: "num", text: String(game[seat] ?? "") })),
        h("td", { class: "num sh-grid-total", text: String(totals[seat] ?? 0) })))));
  }
}
