// A match of several Sixes games at one table (the view's `match`): the game and the person's
// total beside the middle during play (the others' totals are on their badges); the summary
// between two games (how the game ended, each player's score in it and his match total, who
// starts the next game), which waits for the person's Continue before the next deal is
// drawn; and the game-over panel's table of every game's scores and the totals. The game
// (renderer.js) makes it with the shell and itself; the dialog and the panel themselves are
// static/tables/ui.js's.

import { h, interpolate, ngettext, ordinal } from "../tables/ui.js";
import { Part, headRow } from "../tables/table_parts.js";
import { isMatch, matchOf } from "./model.js";
import { TEXT, gameIsOver, gameOfMatch, yourTotal } from "./words.js";

/** "12 points": a score or a total in words. */
const points = (count) => interpolate(ngettext("%(count)s point", "%(count)s points", count), { count }, true);

/** @extends {Part<import("./renderer.js").Sixes>} */
export class Match extends Part {
  /** Beside the middle: the game of the match and the person's total; nothing for a game
   * alone, nor once the match is over (the panel says it all). */
  drawMatch(view) {
    const shown = isMatch(view) && view.status !== "finished";
    this.game.felt.matchBox.hidden = !shown;
    if (!shown) return;
    const match = matchOf(view);
    const key = `${match.number}/${match.games}/${match.totals[view.seat] ?? 0}`;
    if (this.game.felt.matchBox.dataset.key === key) return;
    this.game.felt.matchBox.dataset.key = key;
    this.game.felt.matchBox.replaceChildren(
      h("span", { class: "sx-match-game", "data-testid": "match", text: gameOfMatch(match.number, match.games) }),
      h("span", { class: "sx-match-total", "data-testid": "my-total", text: yourTotal(match.totals[view.seat] ?? 0) }));
  }

  /** Each player's score in the game just over and his match total so far. */
  gameTable(view) {
    const match = matchOf(view);
    const scores = (view.result || {}).scores || [];
    return h("table", { class: "sx-table", "data-testid": "game-table" },
      headRow([TEXT.player, { text: TEXT.thisGame, num: true }, { text: TEXT.total, num: true }]),
      h("tbody", {}, scores.map((score, seat) => h("tr", { class: seat === view.seat ? "is-me" : "", "data-seat": seat },
        h("th", { scope: "row", text: this.table.name(seat) }),
        h("td", { class: "num", text: String(score) }),
        h("td", { class: "num", text: String(match.totals[seat] ?? 0) })))));
  }

  /**
   * The summary of a game of the match that is over, in the dialog; the animation waits until
   * the person closes it (Continue, which has the focus), as the next game's deal follows.
   * `view`: the frame of the game's end; `starter`: who starts the next game (its deal's), or
   * null when the deal did not come with this update.
   */
  showGameSummary(view, starter) {
    const match = matchOf(view);
    const body = h("div", { class: "sx-summary" },
      h("p", { class: "sx-explanation", "data-testid": "explanation", text: this.game.words.explain(view) }),
      this.gameTable(view),
      typeof starter === "number"
        ? h("p", { class: "sx-next", "data-testid": "next-starter", text: this.game.words.nextGame(starter) }) : null,
      this.game.reviewPart(view)); // the game's review (coach.js), in practice
    const closed = this.table.summary({
      title: gameIsOver(match.number, match.games), body, testid: "game-summary", className: "sx-dialog",
      buttons: [this.table.closeButton()],
    });
    this.table.setStatus(this.game.statusText(view, false));
    return closed;
  }

  /**
   * The end of a match in the game-over panel: the headline by the totals, and one table of
   * the standings with every game's score (a narrow screen scrolls it sideways), which
   * stands in for the panel's own list of standings.
   */
  drawMatchOver(view, result) {
    const match = matchOf(view);
    const totals = result.totals || match.totals;
    const games = result.games || match.scores;
    const extra = h("div", { class: "sx-match-over" },
      h("div", { class: "sx-table-scroll", tabindex: "0", role: "region", "aria-label": TEXT.matchTable },
        this.matchTable(view, games, totals, result.places || [])),
      h("p", { class: "sx-explanation", "data-testid": "explanation", text: this.game.words.explain(view) }),
      this.game.reviewPart(view)); // the last game's review (coach.js), in practice
    this.table.showOver(view, {
      totals,
      winners: result.winners || [],
      better: "lower",
      places: result.places || null,
      figure: (seat) => points(totals[seat] ?? 0),
      total: false,
      extra,
    });
  }

  /** Every player, by place: each game's score, then the total. */
  matchTable(view, games, totals, places) {
    const order = totals.map((_, seat) => seat).sort((a, b) => (places[a] ?? 0) - (places[b] ?? 0) || a - b);
    return h("table", { class: "sx-table sx-match-table", "data-testid": "match-table" },
      h("caption", { class: "visually-hidden", text: TEXT.matchTable }),
      headRow([{ text: TEXT.place, cls: "sx-place" }, TEXT.player,
        ...games.map((_, g) => ({ text: String(g + 1), num: true, label: gameOfMatch(g + 1, games.length) })),
        { text: TEXT.total, num: true }]),
      h("tbody", {}, order.map((seat) => h("tr", { class: seat === view.seat ? "is-me" : "", "data-seat": seat },
        h("td", { class: "sx-place", text: ordinal(places[seat] ?? 0) }),
        h("th", { scope: "row", text: this.table.name(seat) }),
        games.map((scores) => h("td", { class: "num", text: String(scores[seat] ?? 0) })),
        h("td", { class: "num sx-total", text: String(totals[seat] ?? 0) })))));
  }
}
