// Sheepshead table renderer (five-handed, called ace). Loaded by static/tables/client.js.
//
// The server sends whole views (sheepshead/engine/views.py plus table fields) with the public
// events since the view before. The table shell (static/tables/table.js) owns the lifecycle,
// the layout, the keys, the coach and the game-over panel; this module is the game's part of
// it (static/tables/game.js's Game): each event shown at the chosen speed, the deal's line
// above the felt. Its parts: felt.js (seats, the trick, the person's line, the felt's
// tools), decisions.js (decision buttons, the hand, the person's actions), dialogs.js (last
// trick, deal summary, score sheet, game over) and keys.js (shortcuts). model.js turns the
// events into the views to draw, words.js says everything the table says.

import { cardShort, cardSVG } from "../cards/cards.js";
import { GameTable } from "../tables/table.js";
import { gettext, h, hidden, interpolate, named, ngettext, pgettext } from "../tables/ui.js";
import { Choices, glyph } from "./decisions.js";
import { Dialogs, lastFinishedDeal } from "./dialogs.js";
import { Felt } from "./felt.js";
import { KEYS } from "./keys.js";
import { frames, isTrump } from "./model.js";
import { Words, fillParts } from "./words.js";

/** @typedef {import("../tables/game.js").Game} Game */
/** @typedef {import("../tables/game.js").Frame} Frame */
/** @typedef {import("../tables/game.js").Step} Step */
/** @typedef {import("../tables/client.js").TableView} TableView */

/**
 * How the coach words an action: "play 8♦", "bury 7♣ and 8♣". The coach places it in its
 * own sentences ("You chose to %(choice)s.", "Better: %(choice)s (about …)."), so it reads as what
 * follows "to".
 */
function actionWords(action) {
  switch (action.type) {
    case "play": return named(pgettext("coach's choice", "play %(card)s"), { card: cardShort(action.card) });
    case "bury": return named(pgettext("coach's choice", "bury %(first)s and %(second)s"),
      { first: cardShort(action.cards[0]), second: cardShort(action.cards[1]) });
    case "call": return named(pgettext("coach's choice", "call %(card)s"), { card: cardShort(action.card) });
    case "alone": return pgettext("coach's choice", "play alone");
    case "unknown": return named(pgettext("coach's choice", "set aside %(card)s"), { card: cardShort(action.card) });
    default: return action.type;
  }
}

export function createRenderer(root, api) {
  return new GameTable(root, api, {
    prefix: "ss", hand: { face: (card) => cardSVG(card, { trump: isTrump(card) }) }, hintButton: true,
    game: (table) => new Sheepshead(table, new Words(table.current)),
  });
}

/** The Sheepshead table, as the shell asks it. @implements {Game} */
export class Sheepshead {
  /** @param {GameTable} table @param {Words} words */
  constructor(table, words) {
    this.table = table;
    this.words = words;
    this.keys = KEYS;
    this.frames = frames;
    /** @type {string | null} a card the person played that the server has not confirmed yet */
    this.optimistic = null;
    this.flying = false; // a card is moving to the trick: the trick's end waits for it to land
    this.holding = false; // a finished trick is on show: nobody's turn is marked
    this.felt = new Felt(this);
    this.choices = new Choices(this);
    this.dialogs = new Dialogs(this);
    this.info = h("p", { class: "ss-deal-info" });
    this.note = h("p", { class: "ss-note", "data-testid": "deal-note" });
    this.layout = {
      felt: this.felt.element,
      above: [h("div", { class: "ss-infobar" }, this.info, this.note)],
      aboveHand: [this.felt.me],
      aside: this.dialogs.side,
    };
    this.arrowHomes = [table.hand];
    this.coach = {
      // What "this" round is called in the coach's sentences ("in this deal").
      round: pgettext("coach's round", "deal"),
      describe: (action) => actionWords(action),
      mark: (action) => this.hintTargets(action),
      // The sentence the review's line begins with.
      played: (item) => (item.played.type === "play"
        ? interpolate(gettext("Trick %(trick)s: you played %(card)s."),
          { trick: item.trick, card: cardShort(item.played.card) }, true)
        : interpolate(gettext("You chose to %(choice)s."), { choice: actionWords(item.played) }, true)),
    };
  }

  // ------------------------------------------------------------ the shell's hooks

  rendering() {
    this.optimistic = null;
  }

  onHandCard(card) {
    this.choices.onCard(card);
  }

  prune(view) {
    if (view.phase !== "bury" || !(view.legal_actions || []).length) this.choices.selected = [];
  }

  idle(view) {
    this.table.draw(view, { final: true });
  }

  coached(view) {
    return view.mode === "practice" && view.status !== "finished";
  }

  firstChoice() {
    return this.table.cards.first();
  }

  /** 1–3: the call buttons. */
  keyTarget(key) {
    return ["1", "2", "3"].includes(key) ? this.table.decisions.querySelectorAll('[data-action="call"]')[Number(key) - 1] : null;
  }

  /** The person's turn began (with the keyboard): his cards, or the first decision. */
  turnFocus(view) {
    if (view.phase === "play" || view.phase === "unknown" || view.phase === "bury") return this.table.cards.first();
    return this.table.decisions.querySelector("button:not([disabled])");
  }

  /**
   * Where focus goes next: the first decision button that may be pressed, else the first
   * card the person may play or choose, else the Continue button of an open summary.
   */
  focusOrder() {
    const table = this.table;
    return [
      table.decisions.querySelector("button:not([disabled])"),
      table.hand.classList.contains("is-my-turn") ? table.cards.first() : null,
      document.querySelector('dialog[open] [data-action="continue"]'),
    ];
  }

  gameOver(view, result) {
    this.dialogs.drawGameOver(view, result);
  }

  // ------------------------------------------------------------ the events

  /** Show one event's frame at the chosen pace; true once the game is over (next is drawn).
   * @param {Step} frame @param {TableView} before @param {TableView} next @param {Frame[]} later
   */
  async showEvent({ event, view, own }, before, next, later) {
    const table = this.table;
    switch (event.type) {
      case "deal":
        this.choices.selected = [];
        table.announce(this.words.deal(event, view.deals));
        table.draw(view);
        return false;
      case "play":
        await this.showPlay(event, view, own);
        return false;
      case "trick":
        await this.finishTrick(view, view.tricks[view.tricks.length - 1]);
        return false;
      case "partner":
        table.draw(view);
        table.announce(this.words.event(event), { visual: false });
        return false;
      case "deal_over":
        // The last deal's result is in the game-over panel, not in a dialog.
        if (later.some((frame) => frame.event.type === "game_over")) return false;
        await table.step(view, this.words.explain(view), "pause");
        await this.dialogs.showDealSummary(view, { ...view, deal: event.deal + 1 }, true);
        return false;
      case "game_over":
        await table.say(null, "pause");
        return table.finish(next);
      default: // pass, pick, bury, call, alone, unknown, leaster
        await table.beat(own || event.seat === undefined);
        return table.step(view, this.words.event(event));
    }
  }

  async showPlay(event, view, own) {
    // The person's own card is already in the middle (showOwnPlay): no second flight.
    const shown = own && this.optimistic && (event.card === this.optimistic || event.unknown);
    if (shown) this.optimistic = null;
    await this.table.beat(own);
    this.flying = !shown;
    this.table.draw(view, { fly: shown ? null : event });
    if (!shown) this.table.announce(this.words.play(event, view));
  }

  /** A complete trick: its winner highlighted for a moment, then the cards slide to him. */
  async finishTrick(view, trick) {
    if (!trick || typeof trick.winner !== "number") return;
    const table = this.table;
    if (this.flying) await table.say(null, "fly"); // let the last card land first
    // While the trick is on show nobody's turn is marked: its winner is marked on his card.
    this.holding = true;
    try {
      table.draw(view);
      this.felt.drawTrick(view, { override: trick });
      table.announce(this.words.trick(trick), { visual: false });
      await table.say(null, "hold");
      await this.felt.slideTrick(trick.winner);
    } finally {
      this.holding = false;
    }
    table.draw(view);
  }

  // ------------------------------------------------------------ drawing

  /**
   * Draw a view's felt, hand, buttons and score sheet. fly: a play event whose card should
   * move in from its seat.
   * @param {TableView} view @param {boolean} interactive
   */
  draw(view, interactive, { fly = null }) {
    const felt = this.felt;
    this.drawInfo(view);
    felt.drawSeats(view);
    felt.drawTrick(view, { fly });
    felt.drawMe(view);
    this.choices.drawHand(view, interactive);
    this.choices.drawDecisions(view, interactive);
    this.dialogs.drawSheet(view);
    const hasLast = (view.tricks || []).length > 0 || Boolean(view.previous_deal);
    felt.lastTrickButton.disabled = !hasLast;
    this.dialogs.lastDealButton.hidden = !lastFinishedDeal(view);
  }

  statusText(view, interactive) {
    return this.words.status(view, { interactive, selected: this.choices.selected, thinking: this.table.thinking });
  }

  drawInfo(view) {
    this.info.textContent = view.status === "finished"
      ? interpolate(ngettext("Game over after %(count)s deal", "Game over after %(count)s deals", view.deals),
        { count: view.deals }, true)
      : interpolate(gettext("Deal %(deal)s of %(deals)s"), { deal: view.deal, deals: view.deals }, true);
    this.note.replaceChildren(...this.noteParts(view));
  }

  noteParts(view) {
    const me = view.seat;
    const parts = [];
    // The dot is drawn, a comma heard: with the dot hidden alone, a screen reader ran the
    // parts together ("Otto dealtpassed: Lena").
    const sep = () => h("span", { class: "ss-sep" }, h("span", { "aria-hidden": "true", text: " · " }),
      hidden(pgettext("list separator", ", ")));
    const words = this.words;
    if (view.phase === "pick") {
      parts.push(words.say(view.dealer, gettext("You dealt"),
        { f: pgettext("a woman", "%(name)s dealt"), m: pgettext("a man", "%(name)s dealt") }));
      if ((view.passed || []).length) {
        const names = view.passed.map((seat) => this.table.name(seat)).join(pgettext("list separator", ", "));
        parts.push(sep(), interpolate(gettext("passed: %(names)s"), { names }, true));
      }
      return parts;
    }
    if (view.leaster || (view.picker === null && view.phase !== "pick")) {
      return [gettext("Leaster: everyone passed. Fewest points (with at least one trick) wins.")];
    }
    if (view.picker === null || view.picker === undefined) return parts;
    parts.push(words.say(view.picker, gettext("You picked"),
      { f: pgettext("a woman", "%(name)s picked"), m: pgettext("a man", "%(name)s picked") }));
    if (view.alone) {
      parts.push(sep(), pgettext("the picker plays", "alone"));
    } else if (view.called) {
      parts.push(sep(), ...fillParts(view.with_unknown ? gettext("called %(card)s with an unknown")
        : gettext("called %(card)s"), { card: glyph(view.called) }));
      parts.push(sep());
      if (view.partner === null || view.partner === undefined) {
        parts.push(gettext("partner not yet known"));
      } else if (view.partner === me) {
        const known = view.phase === "done" || (view.trick && this.felt.calledSeen(view));
        parts.push(known ? gettext("you are the partner") : h("strong", { text: gettext("you are the secret partner") }));
      } else if (view.partner === view.picker) {
        parts.push(gettext("the picker holds it: alone"));
      } else {
        parts.push(words.about(view.partner,
          { f: pgettext("a woman", "partner: %(name)s"), m: pgettext("a man", "partner: %(name)s") }));
      }
    } else if (view.phase === "bury") {
      parts.push(sep(), gettext("burying"));
    } else if (view.phase === "call") {
      parts.push(sep(), gettext("calling"));
    }
    return parts;
  }

  // ------------------------------------------------------------ the coach (static/tables/coach.js)

  /** What a hint marks: the suggested cards, or the decision button. */
  hintTargets(action) {
    const table = this.table;
    if (action.type === "play" || action.type === "unknown" || action.type === "bury") {
      return (action.cards || [action.card]).map((card) => table.cards.node(card));
    }
    if (action.type === "call") return [table.decisions.querySelector(`[data-call="${action.card}"]`)];
    return [table.decisions.querySelector(`[data-action="${action.type}"]`)];
  }
}
