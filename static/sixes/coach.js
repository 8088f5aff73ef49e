// The coach at the Sixes table (practice games): the Hint button beside the middle's piles
// (key H), the hint's line under the status with the suggested pile, grid card or button
// marked, and "Review my play" after a game. static/tables/coach.js asks the server and
// writes the hint and the review; this module says how Sixes' choices read and what a hint
// marks. Methods of the renderer (renderer.js mixes them in).

import { cardShort } from "../cards/cards.js";
import { Coach, hintWithheld, noHintNote } from "../tables/coach.js";
import { formatNumber, gettext, h, interpolate, kbd, pgettext } from "../tables/ui.js";
import { isDouble, matchOf } from "./model.js";

/**
 * How the coach words an action, as it reads after "to" ("You chose to …", "Better: …").
 * `item`: a reviewed decision, whose `card` (the card in hand) and `top` (the open pile's
 * top) name the cards when the person saw them.
 */
export function actionWords(action, view, words, item = {}) {
  const say = (format, values) => interpolate(format, values, true);
  const double = isDouble(view);
  const left = action.packet === 0;
  const card = item.card ? cardShort(item.card) : null;
  switch (action.type) {
    case "draw": return pgettext("coach's choice", "draw from the stock");
    case "take": return item.top
      ? say(pgettext("coach's choice", "take the %(card)s from the open pile"), { card: cardShort(item.top) })
      : pgettext("coach's choice", "take the open pile's top card");
    case "swap": {
      const place = words.where(view, action.packet, action.position);
      return card
        ? say(pgettext("coach's choice", "swap the %(card)s into your grid at %(place)s"), { card, place })
        : say(pgettext("coach's choice", "swap the card in hand into your grid at %(place)s"), { place });
    }
    case "discard": return card
      ? say(pgettext("coach's choice", "throw the %(card)s onto the open pile"), { card })
      : pgettext("coach's choice", "throw the card in hand onto the open pile");
    case "up":
      if (!double) return pgettext("coach's choice", "go up");
      return left ? pgettext("coach's choice", "go up with the left packet") : pgettext("coach's choice", "go up with the right packet");
    case "knock":
      if (!double) return pgettext("coach's choice", "knock");
      return left ? pgettext("coach's choice", "declare the left packet done") : pgettext("coach's choice", "declare the right packet done");
    case "end": return pgettext("coach's choice", "end your turn");
    case "pass": return pgettext("coach's choice", "pass your last turn");
    default: return action.type;
  }
}

export const coachMethods = {
  /** The Hint button (or, on a daily's table, why there is none), the hint's line and the
   * coach; the button sits at the end of the middle's row, where no pile is. */
  buildCoach() {
    this.hintButton = h("button", {
      type: "button", class: "button tbl-felt-tool sx-tool", "data-action": "hint", hidden: true,
      "aria-keyshortcuts": "H", onclick: () => this.askHint(),
    }, `${gettext("Hint")} `, kbd("H"));
    this.noHint = noHintNote();
    this.centre.append(h("div", { class: "sx-tools" }, this.hintButton, this.noHint));
    this.hintLine = h("p", {
      class: "tbl-hint-line sx-hint-line", "data-testid": "hint", role: "status", "aria-live": "polite", hidden: true,
    });
    this.hinted = null; // the action the shown hint marks
    this.coach = new Coach(this.api, {
      // What "this" round is called in the coach's sentences ("in this game").
      line: this.hintLine, round: pgettext("coach's round", "game"),
      describe: (action) => actionWords(action, this.view, this.words),
      mark: (action) => { this.hinted = action; return this.hintTargets(action); },
      played: (item) => interpolate(gettext("Turn %(turn)s: you chose to %(choice)s."),
        { turn: item.turn, choice: actionWords(item.played, this.view, this.words, item) }, true),
      better: (item) => interpolate(
        gettext("Better: %(choice)s (about %(points)s points better, a win counting as 20 points)."),
        { choice: actionWords(item.suggested, this.view, this.words, item), points: formatNumber(item.gain, 1) }, true),
    });
  },

  /** Hint is offered on the person's own turn in a practice game; a hint for an older view
   * is forgotten, and the one shown stays marked however often the view is drawn. */
  drawCoach(view, interactive) {
    if (this.coach.version !== null && this.coach.version !== view.version) {
      this.coach.clear(this.root);
      this.hinted = null;
    }
    const coached = Boolean(view.coach) && view.status !== "finished";
    const legal = view.legal_actions || [];
    this.hintButton.hidden = !coached;
    this.hintButton.disabled = !(interactive && coached && view.turn === view.seat && legal.length > 1);
    this.noHint.hidden = !hintWithheld(view);
    if (this.hinted && this.coach.version === view.version) {
      for (const node of this.hintTargets(this.hinted)) if (node) node.classList.add("is-hinted");
    }
  },

  askHint() {
    this.coach.hint(this.view.version);
  },

  /** What a hint marks: the stock, the open pile, a grid card, or the decision button. */
  hintTargets(action) {
    switch (action.type) {
      case "draw": return [this.stockButton];
      case "take":
      case "discard": return [this.openButton];
      case "swap": return [(this.gridButtons[action.packet] || [])[action.position]];
      case "up":
      case "knock": return [this.decisions.querySelector(`[data-action="${action.type}-${action.packet}"]`)];
      default: return [this.decisions.querySelector(`[data-action="${action.type}"]`)];
    }
  },

  /** "Review my play" and the slot its answer goes to, for the game just over in `view`
   * (a match's games are rounds 0, 1, …); nothing where there is no coach. */
  reviewPart(view) {
    if (!view.coach) return [];
    const games = (view.result && view.result.games) || matchOf(view).scores;
    const { slot, button } = this.coach.reviewControls(Math.max(0, games.length - 1));
    return [h("div", { class: "sx-review" }, button), slot];
  },
};
