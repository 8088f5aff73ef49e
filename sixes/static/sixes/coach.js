// The coach at the Sixes table (practice games): the Hint button beside the middle's piles
// (key H), the hint's line under the status with the suggested pile, grid card or button
// marked, and "Review my play" after a game. static/tables/coach.js asks the server and
// writes the hint and the review; this module says how Sixes' choices read and what a hint
// marks. The game (renderer.js) makes it with the shell and itself.

import { cardShort } from "../cards/cards.js";
import { formatNumber, gettext, interpolate, named, pgettext } from "../tables/ui.js";
import { Part } from "../tables/table_parts.js";
import { isDouble, matchOf } from "./model.js";

/**
 * How the coach words an action, as it reads after "to" ("You chose to …", "Better: …").
 * `item`: a reviewed decision, whose `card` (the card in hand) and `top` (the open pile's
 * top) name the cards when the person saw them.
 */
export function actionWords(action, view, words, item = {}) {
  const double = isDouble(view);
  const left = action.packet === 0;
  const card = item.card ? cardShort(item.card) : null;
  switch (action.type) {
    case "draw": return pgettext("coach's choice", "draw from the stock");
    case "take": return item.top
      ? named(pgettext("coach's choice", "take the %(card)s from the open pile"), { card: cardShort(item.top) })
      : pgettext("coach's choice", "take the open pile's top card");
    case "swap": {
      const place = words.where(view, action.packet, action.position);
      return card
        ? named(pgettext("coach's choice", "swap the %(card)s into your grid at %(place)s"), { card, place })
        : named(pgettext("coach's choice", "swap the card in hand into your grid at %(place)s"), { place });
    }
    case "discard": return card
      ? named(pgettext("coach's choice", "throw the %(card)s onto the open pile"), { card })
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

/** @extends {Part<import("./renderer.js").Sixes>} */
export class Hints extends Part {
  constructor(game) {
    super(game);
    /** @type {import("../tables/game.js").Action | null} the action the shown hint marks */
    this.hinted = null;
    /** @type {import("../tables/game.js").CoachParts} */
    this.parts = {
      // What "this" round is called in the coach's sentences ("in this game").
      round: pgettext("coach's round", "game"),
      describe: (action) => actionWords(action, this.table.view, this.game.words),
      mark: (action) => { this.hinted = action; return this.hintTargets(action); },
      played: (item) => interpolate(gettext("Turn %(turn)s: you chose to %(choice)s."),
        { turn: item.turn, choice: actionWords(item.played, this.table.view, this.game.words, item) }, true),
      better: (item) => interpolate(
        gettext("Better: %(choice)s (about %(points)s points better, a win counting as 20 points)."),
        { choice: actionWords(item.suggested, this.table.view, this.game.words, item), points: formatNumber(item.gain, 1) }, true),
    };
  }

  /** The hint shown stays marked however often its view is drawn (the grid's classes are
   * drawn anew); one for an older view is forgotten (the shell cleared its marks). */
  drawCoach(view) {
    if (this.table.coach.version !== view.version) this.hinted = null;
    if (this.hinted) {
      for (const node of this.hintTargets(this.hinted)) if (node) node.classList.add("is-hinted");
    }
  }

  /** What a hint marks: the stock, the open pile, a grid card, or the decision button. */
  hintTargets(action) {
    const felt = this.game.felt;
    const decisions = this.table.decisions;
    switch (action.type) {
      case "draw": return [felt.stockButton];
      case "take":
      case "discard": return [felt.openButton];
      case "swap": return [(felt.gridButtons[action.packet] || [])[action.position]];
      case "up":
      case "knock": return [decisions.querySelector(`[data-action="${action.type}-${action.packet}"]`)];
      default: return [decisions.querySelector(`[data-action="${action.type}"]`)];
    }
  }

  /** "Review my play" and the slot its answer goes to, for the game just over in `view`
   * (a match's games are rounds 0, 1, …); nothing where there is no coach. */
  reviewPart(view) {
    if (!view.coach) return [];
    const games = (view.result && view.result.games) || matchOf(view).scores;
    return this.table.reviewPart(games.length - 1);
  }
}
