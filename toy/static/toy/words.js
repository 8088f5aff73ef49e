// What the toy's table says: its fixed words, the status line, a sentence for every event
// (the announcer's line, and screen readers), the seats' names and the end. Pure (no DOM),
// so Node tests read it (toy/tests/js/words.test.mjs).
//
// Each sentence is marked whole. One about the person ("You play the seven of hearts") is
// another string than the same about a player named in it ("%(name)s plays …"), and that
// one comes as a woman's and a man's form (static/tables/seats.js): Hebrew's verbs agree
// with the player. A player named only as the one a card goes to is %(to)s: nothing in the
// sentence agrees with him. Strings are looked up at each call, in the page's language.

import { cardLabel, cardName } from "../cards/cards.js";
import { SeatWords } from "../tables/seats.js";
import { labelList, withCommon } from "../tables/words.js";
import { ordinal } from "../tables/dom.js";
import { gettext, interpolate, ngettext, npgettext, pgettext } from "../tables/i18n.js";
import { isOver, mustFollow, passSource, passTarget } from "./model.js";

/** @typedef {import("../tables/client.js").TableView} TableView */
/** @typedef {import("../tables/client.js").TableEvent} TableEvent */

// The table's own fixed words (the common ones join them: withCommon). Getters, so that each
// is looked up when it is used.
export const TEXT = withCommon(/** @type {const} */ ({
  get passCard() { return pgettext("toy: give the chosen card away", "Pass"); },
  get declare() { return pgettext("toy: announce no tricks this round", "Declare"); },
  get trick() { return pgettext("toy: the cards on the table", "The trick"); },
  get declared() { return pgettext("toy seat mark", "declared"); },
  get passedMark() { return pgettext("toy seat mark", "card chosen"); },
  get roundColumn() { return pgettext("toy summary column: this round's points", "Round"); },
  get tricksColumn() { return pgettext("toy summary column", "Tricks"); },
}));

/** "3 points", said of a seat's total. @param {number} count */
export const pointsOf = (count) => interpolate(
  npgettext("toy", "%(count)s point", "%(count)s points", count), { count }, true);

/** "3 cards", a seat's hand. @param {number} count */
export const cardsOf = (count) => interpolate(
  npgettext("toy", "%(count)s card", "%(count)s cards", count), { count }, true);

/** The toy's words, about the seats of the view the shell reads (SeatWords). */
export class Words extends SeatWords {
  /** The sentence for one event; `before` and `after`: the frames around it.
   * @param {TableEvent} event @param {TableView} before @param {TableView} after */
  event(event, before, after) {
    const seat = event.seat;
    const card = (event.cards || [])[0];
    switch (event.type) {
      case "hand":
        return this.isMe(seat) ? interpolate(gettext("Round %(round)s: new cards for everybody."),
          { round: after.round }, true) : "";
      case "chose":
        return this.say(seat, interpolate(gettext("You choose the %(card)s to pass on."), { card: cardName(card) }, true),
          { f: pgettext("a woman", "%(name)s has chosen a card to pass on."),
            m: pgettext("a man", "%(name)s has chosen a card to pass on.") });
      case "passed":
        return this.passed(event, after);
      case "declare":
        return this.say(seat, gettext("You declare: no trick for you this round."),
          { f: pgettext("a woman", "%(name)s declares: no trick this round."),
            m: pgettext("a man", "%(name)s declares: no trick this round.") });
      case "play":
        return this.say(seat, gettext("You play the %(card)s."),
          { f: pgettext("a woman", "%(name)s plays the %(card)s."),
            m: pgettext("a man", "%(name)s plays the %(card)s.") }, { card: cardName(card) });
      case "trick": {
        const count = event.points || 0;
        return this.say(seat,
          ngettext("You take the trick, %(count)s point.", "You take the trick, %(count)s points.", count),
          { f: npgettext("a woman", "%(name)s takes the trick, %(count)s point.", "%(name)s takes the trick, %(count)s points.", count),
            m: npgettext("a man", "%(name)s takes the trick, %(count)s point.", "%(name)s takes the trick, %(count)s points.", count) },
          { count });
      }
      case "round": {
        const mineNow = (event.scores || [])[Number(after.seat)] || 0;
        return interpolate(ngettext("Round %(round)s is over: %(count)s point for you.",
          "Round %(round)s is over: %(count)s points for you.", mineNow), { round: before.round, count: mineNow }, true);
      }
      case "end":
        return this.gameOver(after);
      default:
        return "";
    }
  }

  /** A pass said to the person: his own, and the one he gets; the others' are not his
   * business. @param {TableEvent} event @param {TableView} after */
  passed(event, after) {
    const card = (event.cards || [])[0];
    if (this.isMe(event.seat)) {
      return interpolate(gettext("Your %(card)s goes to %(to)s."), { card: cardName(card), to: this.other(event.to) }, true);
    }
    if (event.to === after.seat && card) {
      return this.about(event.seat, { f: pgettext("a woman", "%(name)s gives you the %(card)s."),
        m: pgettext("a man", "%(name)s gives you the %(card)s.") }, { card: cardName(card) });
    }
    return "";
  }

  /**
   * The status line. live: the person may act now; picked: the card he chose to pass;
   * thinking: a computer slow to move.
   * @param {TableView} view
   * @param {{ live?: boolean, picked?: string | null, thinking?: number | null }} [state]
   */
  status(view, { live = false, picked = null, thinking = null } = {}) {
    if (isOver(view)) return this.gameOver(view);
    const me = Number(view.seat);
    if (view.phase === "pass") {
      if ((view.chosen || []).includes(me)) return gettext("Waiting for the others to choose their cards…");
      if (!live) return gettext("Your turn…");
      const to = this.other(passTarget(view, me));
      return picked ? interpolate(gettext("Pass the %(card)s to %(to)s, or choose another card"),
        { card: cardName(picked), to }, true)
        : interpolate(gettext("Choose a card to pass to %(to)s"), { to }, true);
    }
    if (typeof view.turn !== "number") return "";
    if (view.turn !== me) return this.turnOf(view.turn, thinking);
    if (!live) return gettext("Your turn…");
    if (!(view.trick || []).length) return gettext("Your lead: play any card");
    return mustFollow(view) ? gettext("Your turn: follow the suit led") : gettext("Your turn: you cannot follow, play any card");
  }

  /** The line over the trick: the round, the match's length, the person's total. @param {TableView} view */
  info(view) {
    const total = (view.totals || [])[Number(view.seat)] || 0;
    return interpolate(ngettext("Round %(round)s · the match ends at %(target)s point · you have %(total)s",
      "Round %(round)s · the match ends at %(target)s points · you have %(total)s", view.target),
    { round: view.round, target: view.target, total }, true);
  }

  /** Where the person's pass came from, once the passes are exchanged. @param {TableView} view */
  receivedLine(view) {
    if (!view.received || view.phase !== "play") return "";
    return interpolate(gettext("You got the %(card)s from %(to)s"),
      { card: cardName(view.received), to: this.other(passSource(view, Number(view.seat))) }, true);
  }

  /** A computer's badge as a screen reader hears it.
   * @param {TableView} view @param {number} seat @param {{ turn?: boolean, thinking?: boolean }} marks */
  seatLabel(view, seat, marks) {
    return labelList([
      this.name(seat),
      cardsOf((view.hand_sizes || [])[seat] || 0),
      pointsOf((view.totals || [])[seat] || 0),
      (view.declared || [])[seat] ? TEXT.declared : "",
      view.phase === "pass" && (view.chosen || []).includes(seat) ? TEXT.passedMark : "",
      marks.turn ? pgettext("seat mark", "on turn") : "",
      marks.thinking ? TEXT.thinking : "",
    ]);
  }

  /** A card on the table, named with who played it. @param {number} seat @param {string} card */
  playedLabel(seat, card) {
    return interpolate(gettext("%(name)s: %(card)s"), { name: this.name(seat), card: cardLabel(card) }, true);
  }

  /** The last trick's caption, once it is taken. @param {number} seat */
  takenBy(seat) {
    return this.say(seat, gettext("You took the last trick"),
      { f: pgettext("a woman", "%(name)s took the last trick"), m: pgettext("a man", "%(name)s took the last trick") });
  }

  /** How a declaration ended, in the round's summary. @param {boolean} made */
  declaration(made) {
    return made ? pgettext("toy: a declaration", "declared, no trick taken")
      : pgettext("toy: a declaration", "declared, but took a trick");
  }

  /** The match's end for the person, in one sentence (the status line once it is over).
   * @param {TableView} view @param {any} result */
  theEnd(view, result) {
    const me = Number(view.seat);
    const count = (result.totals || [])[me] || 0;
    const places = result.places || [];
    const place = places[me];
    const first = places.filter((/** @type {number} */ p) => p === 1).length;
    if (place === 1 && first > 1) {
      return interpolate(ngettext("The match is over: you share first place with %(count)s point.",
        "The match is over: you share first place with %(count)s points.", count), { count }, true);
    }
    if (place === 1) {
      return interpolate(ngettext("The match is over: you win with %(count)s point.",
        "The match is over: you win with %(count)s points.", count), { count }, true);
    }
    if (!place) return super.theEnd(view, result);
    return interpolate(ngettext("The match is over: you come %(place)s with %(count)s point.",
      "The match is over: you come %(place)s with %(count)s points.", count), { place: ordinal(place), count }, true);
  }
}
