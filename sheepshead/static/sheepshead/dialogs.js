// The Sheepshead table's dialogs and summaries: the last trick again, the end-of-deal
// summary, the score sheet (a sidebar on wide screens, a modal dialog on phones) and the
// game-over panel's last deal. The game (renderer.js) makes it with the shell and itself; the
// dialog itself is static/tables/ui.js's.

import { cardShort } from "../cards/cards.js";
import { gettext, h, interpolate, ngettext, npgettext, pgettext, signed } from "../tables/ui.js";
import { Part, headRow } from "../tables/table_parts.js";
import { glyph } from "./decisions.js";
import { playedCard } from "./felt.js";
import { cardPoints } from "./model.js";
import { TEXT, cardLabel, fillParts, playerLabel } from "./words.js";

/** The deal whose summary "Last deal" shows: the finished current deal, else the one before. */
export function lastFinishedDeal(view) {
  if (!view) return null;
  if (view.deal_result && view.phase === "done") return view;
  return view.previous_deal || null;
}

/** @extends {Part<import("./renderer.js").Sheepshead>} */
export class Dialogs extends Part {
  constructor(game) {
    super(game);
    this.ui = this.table.ui;
    this.scoresOpen = false; // the score sheet's dialog (narrow screens)
    this.lastDealButton = h("button", {
      type: "button", class: "button ss-last-deal-button", "data-action": "last-deal",
      onclick: () => this.showDealSummary(lastFinishedDeal(this.table.view), this.table.view, false),
    }, TEXT.lastDeal);
    this.sheet = this.table.ui.scoreSheet({
      label: pgettext("one deal", "Deal"), note: TEXT.picker, tools: [this.lastDealButton],
    });
    this.side = h("aside", { class: "ss-side" }, this.sheet.element);
  }

  openDialog(title, body, buttons, { testid = null, className = "ss-dialog", onclose = null, returnTo = null } = {}) {
    return this.ui.openDialog({ title, body, buttons, testid, className, onclose, returnTo });
  }

  lastTrick() {
    const view = this.table.shown || this.table.view;
    if (!view) return null;
    if ((view.tricks || []).length) return { trick: view.tricks[view.tricks.length - 1], deal: view };
    const previous = view.previous_deal;
    if (previous && (previous.tricks || []).length) {
      return { trick: previous.tricks[previous.tricks.length - 1], deal: previous, previous: true };
    }
    return null;
  }

  showLastTrick() {
    const found = this.lastTrick();
    if (!found) return;
    const { trick, deal } = found;
    const me = this.table.view.seat;
    const area = h("div", { class: "ss-trick is-complete" });
    trick.cards.forEach((play, i) => {
      area.append(playedCard(play, {
        pos: (play.seat - me + 5) % 5,
        name: this.table.name(play.seat),
        marks: { led: i === 0, took: trick.winner === play.seat },
      }));
    });
    const order = trick.cards.map((play) => {
      const what = play.card ? cardLabel(play.card) : TEXT.unknownFaceDown;
      return h("li", {}, playerLabel(this.table.name(play.seat), what));
    });
    const where = found.previous
      ? interpolate(gettext("Deal %(deal)s, trick 6."), { deal: deal.deal }, true)
      : interpolate(gettext("Trick %(number)s."), { number: (deal.tricks || []).length }, true);
    const body = h("div", { class: "ss-last-trick" },
      h("p", {}, where, " ", h("strong", { text: this.tookIt(trick) })),
      h("div", { class: "ss-replay-felt" }, area),
      h("ol", { class: "ss-play-order", "aria-label": gettext("In play order") }, order));
    this.openDialog(TEXT.lastTrick, body, [this.ui.closeButton()], { testid: "last-trick" });
  }

  /** "Ada took it (21 points).": who took the trick shown again. */
  tookIt(trick) {
    const count = trick.points;
    if (typeof count !== "number") {
      return this.game.words.say(trick.winner, gettext("You took it."),
        { f: pgettext("a woman", "%(name)s took it."), m: pgettext("a man", "%(name)s took it.") });
    }
    return this.game.words.say(trick.winner,
      ngettext("You took it (%(count)s point).", "You took it (%(count)s points).", count),
      {
        f: npgettext("a woman", "%(name)s took it (%(count)s point).", "%(name)s took it (%(count)s points).", count),
        m: npgettext("a man", "%(name)s took it (%(count)s point).", "%(name)s took it (%(count)s points).", count),
      },
      { count });
  }

  /** The facts of a finished deal: who picked and called, the blind and bury when shown, the
   * points, or when they are hidden (the unknown, S10) the tricks and the band. */
  dealFacts(d) {
    const result = d.deal_result || {};
    const names = (seat) => this.table.name(seat);
    const rows = [];
    const add = (term, ...desc) => rows.push(h("dt", { text: term }), h("dd", {}, ...desc));
    const glyphs = (cards) => h("span", { class: "ss-glyphs" }, cards.map(glyph));
    if (result.leaster) {
      add(TEXT.picker, gettext("Nobody: everyone passed, so it was a leaster."));
      if (d.blind) add(TEXT.blind, fillParts(gettext("%(cards)s (set aside)"), { cards: glyphs(d.blind) }));
      return rows;
    }
    add(TEXT.picker, names(d.picker));
    const call = pgettext("deal fact", "Call");
    if (d.alone) add(call, gettext("Played alone"));
    else if (d.called && d.with_unknown) add(call, fillParts(gettext("%(card)s with an unknown card"), { card: glyph(d.called) }));
    else if (d.called) add(call, glyph(d.called));
    const partner = d.partner;
    add(TEXT.partner, d.alone || partner === null || partner === undefined
      ? pgettext("no partner", "None") : partner === d.picker
        ? interpolate(gettext("%(name)s (held the called card)"), { name: names(partner) }, true) : names(partner));
    if (d.blind) add(TEXT.blind, glyphs(d.blind));
    if (d.bury) {
      const count = d.bury.reduce((sum, c) => sum + cardPoints(c), 0);
      add(pgettext("deal fact", "Bury"), fillParts(ngettext("%(cards)s (%(count)s point)", "%(cards)s (%(count)s points)", count),
        { cards: glyphs(d.bury), count }));
    }
    if (typeof result.side_points === "number") {
      add(gettext("Points"), interpolate(gettext("Picker's side %(side)s · Defenders %(defenders)s"),
        { side: result.side_points, defenders: result.defender_points ?? 120 - result.side_points }, true));
    } else {
      // The points stay hidden (S10); the explanation above names the band and says why.
      const tricks = this.game.words.sideTricks(d);
      if (tricks) add(gettext("Tricks"), tricks);
    }
    return rows;
  }

  dealSummaryBody(d, top) {
    const result = d.deal_result || {};
    const names = (seat) => this.table.name(seat);
    const scores = result.scores || [];
    const tricks = result.tricks || d.tricks_won || [];
    const totals = top.totals || [];
    const me = top.seat;
    const table = h("table", { class: "ss-deal-scores" },
      headRow([gettext("Player"), gettext("Tricks"), pgettext("one deal", "Deal"), gettext("Total")]),
      h("tbody", {}, [0, 1, 2, 3, 4].map((seat) => {
        const name = { name: names(seat) };
        // "Partner" agrees with the player (שותף, שותפה); "picker" is the role's own name.
        const partner = { f: pgettext("a woman", "%(name)s (partner)"), m: pgettext("a man", "%(name)s (partner)") };
        const row = seat === d.picker ? interpolate(gettext("%(name)s (picker)"), name, true)
          : seat === d.partner && !d.alone ? interpolate(this.game.words.form(seat, partner), name, true) : name.name;
        return h("tr", { class: seat === me ? "is-me" : "" },
          h("th", { scope: "row", text: row }),
          h("td", { text: tricks[seat] ?? "" }),
          h("td", { class: "num", text: scores[seat] === undefined ? "" : signed(scores[seat]) }),
          h("td", { class: "num", text: totals[seat] === undefined ? "" : signed(totals[seat]) }));
      })));
    return h("div", { class: "ss-summary" },
      h("p", { class: "ss-explanation", text: this.game.words.explain(d) }),
      h("dl", { class: "ss-facts" }, this.dealFacts(d)),
      table);
  }

  /** The end-of-deal summary. When `wait`, resolves only when the person closes it. */
  showDealSummary(d, top, wait = false) {
    if (!d) return Promise.resolve();
    const body = this.dealSummaryBody(d, top);
    const more = top.status !== "finished" && top.deal
      ? interpolate(gettext("Next: deal %(deal)s of %(deals)s"), { deal: top.deal, deals: top.deals }, true) : null;
    if (more) body.append(h("p", { class: "ss-small", text: more }));
    const buttons = [this.table.closeButton(wait)];
    if (top.mode === "practice") {
      const { slot, button } = this.table.coach.reviewControls(d.deal - 1);
      body.append(slot);
      buttons.push(button);
    }
    const title = interpolate(gettext("Deal %(deal)s result"), { deal: d.deal }, true);
    // While the person reads the summary the animation waits for, the table stays still.
    return this.table.summary({ title, body, buttons, testid: "deal-summary", className: "ss-dialog" }, wait);
  }

  /**
   * The score sheet on a narrow screen: a modal dialog (ui.js's: role dialog, focus kept
   * inside, Escape closes, the page behind inert, focus back on the Scores button). The sheet
   * element moves into the dialog and back into the sidebar when it closes.
   */
  toggleScores(force) {
    const open = this.scoresOpen;
    const show = force ?? !open;
    if (show === open) return;
    if (!show) {
      this.ui.closeDialog();
      return;
    }
    this.scoresOpen = true;
    this.game.felt.scoresButton.setAttribute("aria-expanded", "true");
    const body = h("div", { class: "ss-scores-body" }, this.sheet.element);
    this.openDialog(TEXT.scoreSheet, body, [this.ui.closeButton()], {
      testid: "scores", className: "ss-dialog ss-scores-dialog", returnTo: this.game.felt.scoresButton,
      onclose: () => {
        this.scoresOpen = false;
        this.game.felt.scoresButton.setAttribute("aria-expanded", "false");
        this.side.append(this.sheet.element);
      },
    });
  }

  // ------------------------------------------------------------ score sheet, game over

  /** Who picked each finished deal and what he called: the sheet's note column. */
  pickerNote(info) {
    if (info.picker === null || info.picker === undefined) return pgettext("score sheet note", "Leaster");
    const call = info.alone ? pgettext("score sheet note", "alone") : info.called ? cardShort(info.called) : "";
    return [this.table.name(info.picker).slice(0, 8), call].join(" ");
  }

  drawSheet(view) {
    this.sheet.update({
      names: this.table.names(view),
      me: view.seat,
      rounds: view.deals || 10,
      scores: view.scores || [],
      notes: (view.history || []).map((info) => this.pickerNote(info)),
      current: view.status === "finished" ? null : view.deal,
      totals: view.totals || null,
    });
  }

  drawGameOver(view, result) {
    if (this.scoresOpen) this.toggleScores(false); // the sheet shows under the standings now
    const last = view.deal_result ? view : view.previous_deal;
    const lastDeal = last && last.deal_result
      ? h("details", { class: "ss-last-deal" },
        h("summary", { text: interpolate(gettext("Last deal (%(deal)s)"), { deal: last.deal }, true) }),
        this.dealSummaryBody(last, view))
      : null;
    this.table.showOver(view, {
      totals: result.totals, winners: result.winners,
      extra: lastDeal,
    });
  }
}
