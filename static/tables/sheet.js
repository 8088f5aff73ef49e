// The parts of a table every game shows at the end of rounds: the score sheet with its chart
// and the game-over panel. The renderer places them; ui.js makes them (ui.scoreSheet(),
// ui.gameOverPanel()).

import { goToRematch } from "./api.js";
import { h, hidden, ordinal, signed, svg } from "./dom.js";
import { formatNumber, gettext, interpolate, pgettext } from "./i18n.js";

const LINE_COLOURS = [0, 1, 2, 3, 4, 5].map((i) => `var(--tbl-line-${i})`);
const LINE_DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 0", "4 2"];

/**
 * The score sheet: one row per round (label "Deal", "Round", …), one column per player with
 * the round's score and the running total under it, the person's column highlighted, a total
 * row and a small line chart of the running totals. An optional note column (Sheepshead: who
 * picked) comes from the renderer. The label comes from the renderer in the page's language;
 * the sheet's sentences name it in lower case ("Score of each deal …").
 */
export class ScoreSheet {
  /**
   * label: what a row is ("Deal"); note: the note column's heading, if any; tools: what the
   * head shows beside the title; onClose: a Close button's action (none without).
   * @param {{ label?: string, note?: string | null, tools?: import("./dom.js").Child[],
   *   onClose?: (() => void) | null }} [options]
   */
  constructor({ label = gettext("Round"), note = null, tools = [], onClose = null } = {}) {
    this.label = label;
    this.note = note;
    this.tools = tools;
    this.onClose = onClose;
    /** @type {string | null} what the sheet shows now, to skip redrawing the same */
    this.key = null;
    this.element = h("section", {
      class: "tbl-sheet", "data-testid": "score-sheet", "aria-labelledby": "tbl-sheet-title",
    });
  }

  /**
   * names: per seat; me: the person's seat; rounds: how many rows; scores: per finished round,
   * one score per seat; notes: per round, the note column's text; current: the round being
   * played (1-based) or null; totals: per seat (default: the sum).
   * @param {{ names: string[], me: number, rounds: number, scores?: number[][], notes?: string[],
   *   current?: number | null, totals?: number[] | null }} sheet
   */
  update({ names, me, rounds, scores = [], notes = [], current = null, totals = null }) {
    const key = JSON.stringify([names, me, rounds, scores, notes, current, totals]);
    if (this.key === key) return;
    this.key = key;
    const seats = names.map((_, seat) => seat);
    const running = [];
    let sum = seats.map(() => 0);
    for (const row of scores) {
      sum = sum.map((total, seat) => total + (row[seat] || 0));
      running.push(sum);
    }
    const table = h("table", { class: "tbl-sheet-table" },
      h("caption", { class: "visually-hidden",
        text: gettext("Each row's scores, with the running totals under them") }),
      h("thead", {}, this.headRow(names, me)),
      h("tbody", {}, this.bodyRows({ seats, me, rounds, scores, notes, current, running })),
      h("tfoot", {}, this.footRow(seats, me, totals || sum)));
    const close = this.onClose
      ? h("button", { type: "button", class: "button tbl-sheet-close", onclick: () => this.onClose?.() }, gettext("Close"))
      : null;
    this.element.replaceChildren(
      h("div", { class: "tbl-sheet-head" },
        h("h2", { id: "tbl-sheet-title", text: gettext("Score sheet") }), this.tools, close),
      // Focusable and named: on a narrow phone the sheet scrolls sideways (axe scrollable-region-focusable).
      h("div", { class: "tbl-sheet-scroll", tabindex: "0", role: "region",
        "aria-label": gettext("Table of scores") },
      table),
      this.chart(names, me, rounds, running));
  }

  /** @param {string[]} names @param {number} me */
  headRow(names, me) {
    return h("tr", {},
      h("th", { scope: "col", text: this.label }),
      this.note ? h("th", { scope: "col", class: "tbl-col-note", text: this.note }) : null,
      names.map((name, seat) => h("th", { scope: "col", class: seat === me ? "is-me" : "" },
        h("span", { class: "tbl-swatch", style: { "--c": LINE_COLOURS[seat % 6] }, "aria-hidden": "true" }),
        name)));
  }

  /**
   * @param {{ seats: number[], me: number, rounds: number, scores: number[][], notes: string[],
   *   current: number | null, running: number[][] }} rows
   */
  bodyRows({ seats, me, rounds, scores, notes, current, running }) {
    const rows = [];
    for (let i = 0; i < rounds; i += 1) {
      const row = scores[i];
      const playing = !row && current === i + 1;
      rows.push(h("tr", { class: playing ? "is-current" : "" },
        h("th", { scope: "row", text: i + 1 }),
        this.note ? h("td", { class: "tbl-col-note", text: notes[i] || (playing ? gettext("playing") : "") }) : null,
        seats.map((seat) => h("td", { class: `num${seat === me ? " is-me" : ""}` },
          row ? h("span", { class: "tbl-round-score", text: signed(row[seat]) }) : "",
          row ? h("span", { class: "tbl-running", text: signed(running[i][seat]) }) : ""))));
    }
    return rows;
  }

  /** @param {number[]} seats @param {number} me @param {number[]} totals */
  footRow(seats, me, totals) {
    return h("tr", {},
      h("th", { scope: "row", text: gettext("Total") }),
      this.note ? h("td", { class: "tbl-col-note" }) : null,
      seats.map((seat) => h("td", { class: `num${seat === me ? " is-me" : ""}`, text: signed(totals[seat] || 0) })));
  }

  /** @param {string[]} names @param {number} me @param {number} rounds @param {number[][]} running */
  chart(names, me, rounds, running) {
    const W = 320;
    const H = 150;
    const pad = { l: 30, r: 10, t: 10, b: 22 };
    const seats = names.map((_, seat) => seat);
    const points = [seats.map(() => 0), ...running];
    const values = points.flat();
    let lo = Math.min(0, ...values);
    let hi = Math.max(0, ...values);
    if (hi - lo < 4) { hi += 2; lo -= 2; }
    /** @param {number} i */
    const x = (i) => pad.l + (i / rounds) * (W - pad.l - pad.r);
    /** @param {number} v */
    const y = (v) => pad.t + ((hi - v) / (hi - lo)) * (H - pad.t - pad.b);
    const latest = points[points.length - 1];
    const summary = seats.map((seat) => `${names[seat]} ${signed(latest[seat])}`).join(", ");
    const chart = svg("svg", {
      viewBox: `0 0 ${W} ${H}`, class: "tbl-chart", role: "img",
      // "after deal 3", the round named as its row is: no plural of the renderer's word needed.
      "aria-label": interpolate(gettext("Running totals after %(round)s %(count)s: %(summary)s"),
        { count: running.length, round: this.label.toLowerCase(), summary }, true),
    });
    svg("line", { x1: pad.l, x2: W - pad.r, y1: y(0), y2: y(0), class: "tbl-chart-zero" }, chart);
    /** @type {[number, string][]} the axis's labels: where, and what */
    const labels = [[hi, signed(Math.round(hi))], [lo, signed(Math.round(lo))], [0, "0"]];
    for (const [v, text] of labels) {
      const label = svg("text", { x: pad.l - 6, y: y(v) + 4, class: "tbl-chart-label", "text-anchor": "end" }, chart);
      label.textContent = text;
    }
    for (let i = 0; i <= rounds; i += 1) {
      svg("line", { x1: x(i), x2: x(i), y1: H - pad.b, y2: H - pad.b + 4, class: "tbl-chart-tick" }, chart);
      if (i % 2 === 0 || rounds <= 10) {
        const tick = svg("text", { x: x(i), y: H - 6, class: "tbl-chart-label", "text-anchor": "middle" }, chart);
        tick.textContent = String(i);
      }
    }
    // The person's line last, so that it is drawn on top.
    for (const seat of seats.filter((s) => s !== me).concat([me])) {
      // A small vertical offset per player keeps equal totals from hiding each other.
      const nudge = (seat - (seats.length - 1) / 2) * 1.6;
      const line = points.map((row, i) => `${x(i).toFixed(1)},${(y(row[seat]) + nudge).toFixed(1)}`).join(" ");
      svg("polyline", {
        points: line, class: `tbl-chart-line${seat === me ? " is-me" : ""}`,
        style: { stroke: LINE_COLOURS[seat % 6] }, "stroke-dasharray": LINE_DASHES[seat % 6],
      }, chart);
      svg("circle", { cx: x(points.length - 1), cy: y(latest[seat]) + nudge, r: seat === me ? 4 : 3,
        style: { fill: LINE_COLOURS[seat % 6] } }, chart);
    }
    const legend = h("ul", { class: "tbl-legend", "aria-hidden": "true" },
      seats.map((seat) => h("li", { class: seat === me ? "is-me" : "" },
        h("span", { class: "tbl-swatch", style: { "--c": LINE_COLOURS[seat % 6] } }), names[seat])));
    return h("figure", { class: "tbl-chart-box" }, chart, legend,
      h("figcaption", { class: "visually-hidden",
        text: gettext("Running totals") }));
  }
}

// ---------------------------------------------------------------- the end of the game

/**
 * A friends' table's games so far (the server's view.sheet, tables/sheet.py): a row per
 * finished game with each seat's total and place in it, the totals added up, and whether a
 * higher or a lower total wins.
 * @typedef {{ games: { scores: number[], places: number[] }[], totals: number[],
 *   better: "higher" | "lower" }} TableSheet
 */
/**
 * What a friends' table adds to the end of its game: its sheet, its rematch's id once
 * somebody asked for one (null before), and the table's id (to ask).
 * @typedef {{ sheet: TableSheet, rematch: string | null, table: string }} AfterGame
 */

/** The game-over panel: places, totals, the renderer's extra (a last deal), and the ways on. */
export class GameOverPanel {
  /** @param {import("./ui.js").TableUI} ui */
  constructor(ui) {
    this.ui = ui;
    this.element = h("section", {
      class: "tbl-game-over", "data-testid": "game-over", "aria-labelledby": "tbl-over-title",
      hidden: true,
    });
    /** @type {string | null} the rematch the panel shows, to say it once when it comes */
    this.rematch = null;
    this.asking = false;
  }

  /**
   * names and totals per seat; me; winners: seats; better: "higher" or "lower" totals win;
   * extra: an element shown under the standings; figure(seat): what a standing shows after
   * the name (default the signed total); total: whether the headline adds "Your total" (a
   * game whose total is the place itself says it in the headline already); places: the
   * engine's place per seat, where a tie of totals is broken (else the totals decide);
   * after: at a friends' table, its games' sheet and its rematch (the shell adds it).
   * @param {{ names: string[], me: number, totals: number[], winners: number[],
   *   better?: "higher" | "lower", extra?: Node | null, figure?: ((seat: number) => string) | null,
   *   total?: boolean, places?: number[] | null, after?: AfterGame | null }} result
   */
  show({ names, me, totals, winners, better = "higher", extra = null, figure = null, total = true,
    places = null, after = null }) {
    /** @type {(a: number, b: number) => boolean} */
    const ahead = (a, b) => (better === "lower" ? a < b : a > b);
    /** @type {(a: number, b: number) => number} */
    const byTotal = (a, b) => (better === "lower" ? totals[a] - totals[b] : totals[b] - totals[a]);
    /** @type {(seat: number) => number} */
    const placeOf = places
      ? (seat) => places[seat]
      : (seat) => 1 + totals.filter((t) => ahead(t, totals[seat])).length;
    const order = names.map((_, seat) => seat).sort((a, b) => placeOf(a) - placeOf(b) || byTotal(a, b));
    const standings = h("ol", { class: "tbl-standings" }, order.map((seat) => h("li", { class: seat === me ? "is-me" : "" },
      h("span", { class: "tbl-place", text: ordinal(placeOf(seat)) }),
      h("span", { class: "tbl-standing-name", text: names[seat] }),
      h("span", { class: "num", text: figure ? figure(seat) : signed(totals[seat]) }))));
    const won = winners.includes(me);
    const headline = won
      ? (winners.length > 1 ? gettext("You share first place!") : gettext("You win!"))
      : interpolate(gettext("You finish %(place)s."), { place: ordinal(placeOf(me)) }, true);
    const wasHidden = this.element.hidden;
    // Drawn again with a rematch made (by another person): focus on its way goes to it.
    const hadFocus = !wasHidden && this.element.contains(document.activeElement);
    const made = after && after.rematch && after.rematch !== this.rematch && !wasHidden;
    this.rematch = after ? after.rematch : null;
    this.element.replaceChildren(.../** @type {Node[]} */ ([
      h("h2", { id: "tbl-over-title", tabindex: "-1", text: gettext("Game over") }),
      h("p", { class: "tbl-headline" }, h("strong", { text: headline }),
        total ? interpolate(gettext(" Your total: %(total)s."), { total: signed(totals[me]) }, true) : null),
      standings,
      extra,
      after && after.sheet.games.length ? this.tableGames(names, me, after.sheet) : null,
      this.actions(after),
    ].filter(Boolean)));
    this.element.hidden = false;
    this.ui.clearCommentary(); // the last move's line would stand under "Game over"
    if (made) this.ui.announce(gettext("The rematch is ready: the same seats, a new deal."), { visual: false });
    if (wasHidden && !this.ui.dialogOpen) {
      const heading = this.heading();
      if (heading) heading.focus({ preventScroll: false });
    } else if (hadFocus && !this.element.contains(document.activeElement)) {
      const next = /** @type {HTMLElement | null} */ (this.element.querySelector(".tbl-over-actions .button-primary"));
      (next || this.heading())?.focus({ preventScroll: true });
    }
  }

  /**
   * A friends' table's games one after another: a row per game with each seat's total in it
   * (a star for the first place) and the running total under it from the second game on,
   * the totals at the foot. Numbers as the engine scores them: signed where a higher total
   * wins (the scores then go below zero), plain where a lower one does.
   * @param {string[]} names
   * @param {number} me
   * @param {TableSheet} sheet
   */
  tableGames(names, me, { games, totals, better }) {
    /** @param {number} n */
    const score = (n) => (better === "higher" ? signed(n) : formatNumber(n));
    const seats = names.map((_, seat) => seat);
    let sum = seats.map(() => 0);
    const rows = games.map((game, i) => {
      sum = sum.map((total, seat) => total + (game.scores[seat] || 0));
      const running = sum;
      return h("tr", {},
        h("th", { scope: "row", text: formatNumber(i + 1) }),
        seats.map((seat) => h("td", { class: `num${seat === me ? " is-me" : ""}` },
          game.places[seat] === 1
            ? h("span", { class: "tbl-round-score" },
              h("span", { "aria-hidden": "true" }, score(game.scores[seat]), h("span", { class: "tbl-won", text: " ★" })),
              hidden(interpolate(pgettext("a seat's score in a game of the score sheet, read aloud: it won",
                "%(score)s, first place"), { score: score(game.scores[seat]) }, true)))
            : h("span", { class: "tbl-round-score", text: score(game.scores[seat]) }),
          i > 0 ? h("span", { class: "tbl-running", text: score(running[seat]) }) : null)));
    });
    const table = h("table", { class: "tbl-sheet-table" },
      h("caption", { class: "visually-hidden",
        text: gettext("Each game's scores at this table, with the running totals under them") }),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: pgettext("a game at a friends' table, in its score sheet", "Game") }),
        names.map((name, seat) => h("th", { scope: "col", class: seat === me ? "is-me" : "", text: name })))),
      h("tbody", {}, rows),
      h("tfoot", {}, h("tr", {},
        h("th", { scope: "row", text: gettext("Total") }),
        seats.map((seat) => h("td", { class: `num${seat === me ? " is-me" : ""}`, text: score(totals[seat] || 0) })))));
    // A plain block under its heading: the scrolling region below is the one landmark, named by it.
    return h("div", { class: "tbl-games", "data-testid": "games-sheet" },
      h("h3", { id: "tbl-games-title", text: gettext("This table's games") }),
      better === "lower" ? h("p", { class: "tbl-games-note", text: gettext("The lower total is better.") }) : null,
      // Focusable and named: on a narrow phone the sheet scrolls sideways (axe scrollable-region-focusable).
      h("div", { class: "tbl-sheet-scroll", tabindex: "0", role: "region", "aria-labelledby": "tbl-games-title" },
        table));
  }

  /** The shown panel's heading ("Game over"), where focus goes at the end; else null. */
  heading() {
    return this.element.hidden || !this.element.isConnected ? null : this.element.querySelector("h2");
  }

  /** The ways on: a friends' table's rematch, else New game (a daily's board first). @param {AfterGame | null} [after] */
  actions(after = null) {
    const { resultUrl, lobbyUrl, rulesUrl } = this.ui.links;
    if (after) {
      const rematch = after.rematch
        ? h("a", { class: "button button-primary", href: `/tables/${after.rematch}/`, "data-action": "go-rematch" },
          gettext("Go to the rematch"))
        : h("button", { type: "button", class: "button button-primary", "data-action": "rematch",
          onclick: () => this.askRematch(after.table) }, gettext("Rematch"));
      return h("div", { class: "tbl-over-actions" },
        rematch,
        h("a", { class: "button", href: lobbyUrl || "/" }, gettext("Lobby")),
        rulesUrl ? h("a", { class: "button", href: rulesUrl }, gettext("Rules")) : null);
    }
    // A daily's result goes to the board: that link leads, New game follows.
    const board = resultUrl
      ? h("a", { class: "button button-primary", href: resultUrl, "data-action": "leaderboard" }, gettext("See the leaderboard"))
      : null;
    return h("div", { class: "tbl-over-actions" },
      board,
      h("button", {
        type: "button", class: board ? "button" : "button button-primary",
        "data-action": "new-game", onclick: () => this.ui.newGame(),
      }, gettext("New game")),
      h("a", { class: "button", href: lobbyUrl || "/" }, gettext("Lobby")),
      rulesUrl ? h("a", { class: "button", href: rulesUrl }, gettext("Rules")) : null);
  }

  /** Rematch: on to the next game of the table, the one someone else asked for if they did.
   * @param {string} table */
  async askRematch(table) {
    if (this.asking) return;
    this.asking = true;
    try {
      await goToRematch(table);
    } catch (error) {
      this.ui.toast(/** @type {Error} */ (error).message);
    } finally {
      this.asking = false;
    }
  }

  hide() {
    this.element.hidden = true;
  }
}

/** "Game 2 of 5": the game of a match being played (or just over), in every game's words.
 * @type {(game: number, games: number) => string} */
export const gameOfMatch = (game, games) => interpolate(gettext("Game %(game)s of %(games)s"), { game, games }, true);

/** "Game 2 of 5 is over": a match's summary title, and the status line between two games.
 * @type {(game: number, games: number) => string} */
export const gameIsOver = (game, games) => interpolate(gettext("Game %(game)s of %(games)s is over"), { game, games }, true);
