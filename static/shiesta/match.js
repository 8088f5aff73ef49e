// A match of several Shiesta games at one table: the summary between two games (how the game
// ended, each player's place in it and the match totals, who starts the next game), which
// waits for the person's Continue before the next deal is drawn, and the match's part of the
// game-over panel (the standings by the totals, with every game's places in a grid). The
// game (renderer.js) makes it with the shell and itself; the dialog and the panel themselves
// are static/tables/ui.js's.

import { gameIsOver, h, interpolate, ordinal, pgettext } from "../tables/ui.js";
import { matchOf } from "./model.js";
import { TEXT, placeByTotal } from "./words.js";

export class Match {
  /**
   * @param {import("../tables/table.js").GameTable} table
   * @param {import("./renderer.js").Shiesta} game
   */
  constructor(table, game) {
    this.table = table;
    this.game = game;
  }

  /** Each player's place in the game that ended and the match total so far. */
  matchTable(view, ended) {
    const me = view.seat;
    const totals = ended.totals || matchOf(view).totals;
    return h("table", { class: "sh-match-table", "data-testid": "match-table" },
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: TEXT.player }),
        h("th", { scope: "col", class: "num", text: TEXT.place }),
        h("th", { scope: "col", class: "num", text: TEXT.total }))),
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
      title, body, buttons: [this.table.ui.closeButton(TEXT.continue, "continue")], testid: "match-summary",
      className: "sh-dialog",
    });
    // Said once the dialog holds the focus: the place, the totals and who starts next.
    const words = this.game.words;
    this.table.api.announce([words.gameEnded(ended, view.seat), words.totalsSaid(ended.totals || []),
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
    const head = (game) => h("th", { scope: "col", class: "num", text: String(game),
      "aria-label": interpolate(pgettext("a column of the match's games", "Game %(game)s"), { game }, true) });
    return h("table", { class: "sh-match-grid", "data-testid": "match-grid" },
      h("caption", { class: "visually-hidden", text: TEXT.gameByGame }),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", class: "sh-grid-place", text: TEXT.standing }),
        h("th", { scope: "col", text: TEXT.player }),
        places.map((_, i) => head(i + 1)),
        h("th", { scope: "col", class: "num", text: TEXT.total }))),
      h("tbody", {}, order.map((seat) => h("tr", { class: seat === me ? "is-me" : "", "data-seat": seat },
        h("td", { class: "sh-grid-place", text: ordinal(placeByTotal(totals, seat)) }),
        h("th", { scope: "row", text: this.table.name(seat) }),
        places.map((game) => h("td", { class: "num", text: String(game[seat] ?? "") })),
        h("td", { class: "num sh-grid-total", text: String(totals[seat] ?? 0) })))));
  }
}
