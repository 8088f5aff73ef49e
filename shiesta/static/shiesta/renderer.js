// Shiesta table renderer (three to five players). Loaded by static/tables/client.js.
//
// The server sends whole views (shiesta/engine/views.py plus table fields) with the public
// events since the view before. The table shell (static/tables/table.js) owns the lifecycle,
// the layout, the keys, the coach and the game-over panel; this module is the game's part of
// it (static/tables/game.js's Game): each event shown at the chosen speed, one by one, with
// its sentence in the announcer line. Its parts: felt.js (seats, the middle, the person's
// table cards), decisions.js (the hand, the decision buttons, the person's actions), keys.js
// (shortcuts) and match.js (a match of several games: the summary between games, the final
// standings). model.js turns the events into the views to draw, words.js says everything
// the table says.

import { cardShort } from "../cards/cards.js";
import { usable } from "../tables/keys.js";
import { GameTable } from "../tables/table.js";
import { centreOf, formatNumber, gettext, h, interpolate, listWords, named, ngettext, pgettext } from "../tables/ui.js";
import { Choices } from "./decisions.js";
import { Felt } from "./felt.js";
import { KEYS } from "./keys.js";
import { Match } from "./match.js";
import { endsTable, frames, isMatch, matchOf } from "./model.js";
import { Words, gameOfMatch } from "./words.js";

/** @typedef {import("../tables/game.js").Game} Game */
/** @typedef {import("../tables/game.js").Frame} Frame */
/** @typedef {import("../tables/game.js").Step} Step */
/** @typedef {import("../tables/client.js").TableView} TableView */

/**
 * How the coach words an action: "play 8♦ and 8♣", "pick up the pile". The coach places it
 * in its own sentences ("You chose to %(choice)s.", "Better: %(choice)s …"), so it reads as
 * what follows "to".
 */
function actionWords(action) {
  switch (action.type) {
    case "swap": return named(pgettext("coach's choice", "swap %(hand)s from your hand for %(up)s"),
      { hand: cardShort(action.hand), up: cardShort(action.up) });
    case "ready": return pgettext("coach's choice", "say you are ready");
    case "play": return named(pgettext("coach's choice", "play %(cards)s"), { cards: listWords(action.cards.map(cardShort)) });
    case "face_down": return named(pgettext("coach's choice", "turn up face-down card %(position)s"), { position: action.position + 1 });
    case "pickup": return pgettext("coach's choice", "pick up the pile");
    default: return action.type;
  }
}

export function createRenderer(root, api) {
  return new GameTable(root, api, {
    // A hand grows with every pick-up (H7, H10): it may wrap to three rows, of smaller cards
    // as far as the screen asks (a hint's lines above it, say).
    prefix: "sh", hand: { rows: 3, fitPage: true }, hintButton: true, steadyLines: true, game: (table) => new Shiesta(table, new Words(table.current)),
  });
}

/** The Shiesta table, as the shell asks it. @implements {Game} */
export class Shiesta {
  /** @param {GameTable} table @param {Words} words */
  constructor(table, words) {
    this.table = table;
    this.words = words;
    this.keys = KEYS;
    this.frames = frames;
    /** @type {string[] | null} cards the person played that the server has not confirmed yet */
    this.optimistic = null;
    this.flying = false; // cards are moving to the pile: an effect waits for them to land
    this.felt = new Felt(this);
    this.choices = new Choices(this);
    this.match = new Match(this);
    this.layout = { felt: this.felt.element };
    this.arrowHomes = [table.hand, this.felt.mine];
    this.coach = {
      // What "this" round is called in the coach's sentences ("in this game").
      round: pgettext("coach's round", "game"),
      describe: (action) => actionWords(action),
      mark: (action) => this.hintTargets(action),
      played: (item) => (item.turn
        ? interpolate(gettext("Turn %(turn)s: you chose to %(choice)s."), { turn: item.turn, choice: actionWords(item.played) }, true)
        : interpolate(gettext("Before play: you chose to %(choice)s."), { choice: actionWords(item.played) }, true)),
      better: (item) => interpolate(gettext("Better: %(choice)s (a place about %(gain)s better on average)."),
        { choice: actionWords(item.suggested), gain: formatNumber(item.gain, 1) }, true),
    };
  }

  // ------------------------------------------------------------ the shell's hooks

  rendering() {
    this.optimistic = null;
  }

  restore() {
    this.choices.forget();
  }

  sent() {
    this.choices.forget();
  }

  onHandCard(card) {
    this.choices.onCard(card, "hand");
  }

  prune(view, interactive) {
    this.choices.prune(view, interactive);
  }

  idle(view) {
    this.felt.drawSeats(view);
  }

  /** The turn is said once for the whole swap (of each game of a match), which the
   * computers' swaps do not interrupt, and once per turn in play. */
  turnKey(view) {
    return view.phase === "swap" ? `swap ${matchOf(view).number}` : String(view.version);
  }

  /** The first card the person may choose now: in his hand, else on the table. */
  firstChoice() {
    const inHand = this.table.hand.classList.contains("is-my-turn") ? this.table.cards.first() : null;
    return inHand || this.felt.rowButtons()[0] || null;
  }

  firstDecision() {
    return this.table.decisions.querySelector("button:not([disabled])");
  }

  /** The person's turn began (with the keyboard): his cards, or the first decision. */
  turnFocus() {
    return [this.firstChoice(), this.firstDecision()].find(usable) || null;
  }

  /** Where focus goes next: the first decision button that may be pressed (Ready, Pick up,
   * Play), else the first card the person may choose. */
  focusOrder() {
    return [this.firstDecision(), this.firstChoice()];
  }

  /** Show one event's frame at the chosen pace; true once the game is over (next is drawn).
   * @param {Step} frame @param {TableView} before @param {TableView} next @param {Frame[]} later
   */
  async showEvent({ event, view, own }, before, next, later) {
    const { table, felt } = this;
    const words = this.words.event(event, before, view);
    const landed = async () => { if (this.flying) await table.say(null, "fly"); this.flying = false; };
    switch (event.type) {
      case "swap":
      case "ready":
        // The swap is everybody's at once: the person's own cards stay his to tap meanwhile,
        // so only the seats change here (the newest view draws the rest).
        felt.drawSeats(view);
        table.announce(words, { visual: own && event.type === "ready" });
        return false;
      case "open":
      case "deal": // a match's next game: its swap begins
        this.choices.forget();
        return table.step(view, words, "pause");
      case "play":
        await this.showPlay(event, view, own, words);
        return false;
      case "reverse":
        await landed();
        return table.step(view, words, "pause", () => this.turnDirection());
      case "remove":
      case "burn": {
        await landed();
        table.setStatus(this.statusText(view, false));
        const burn = event.type === "burn";
        this.markPile(burn ? "is-burning" : "is-leaving", burn ? null : event.count);
        await table.say(words, "pause");
        await felt.slidePile(centreOf(burn ? felt.burned : felt.removed), burn ? null : event.count);
        table.draw(view);
        return false;
      }
      case "draw":
        table.draw(view);
        table.announce(words, { visual: false });
        return false;
      case "fail":
        await table.beat(own);
        this.flying = true;
        table.draw(view, { fly: { seat: event.seat, cards: [event.card], from: "face_down", position: event.position }, failed: true });
        table.announce(words);
        await landed();
        await table.say(null, "hold");
        return false;
      case "pickup":
        await table.beat(own || event.reason === "face_down");
        this.markPile("is-taken");
        table.announce(words);
        if ((before.pile || []).length) {
          await table.say(null, "pause");
          await felt.slidePile(felt.seatPoint(event.seat));
        }
        table.draw(view);
        return false;
      case "game_over":
        await landed();
        this.choices.forget();
        await table.step(view, words, "hold");
        if (!endsTable(event)) {
          // A game of a match: its summary waits for Continue, then the next deal is drawn.
          await this.match.showMatchSummary(view, later.map((frame) => frame.event).find((e) => e.type === "deal"));
          return false;
        }
        return table.finish(next);
      default:
        table.draw(view);
        return false;
    }
  }

  async showPlay(event, view, own, words) {
    // The person's own cards are already on the pile (showOwnPlay): no second flight.
    const shown = own && this.optimistic && event.from !== "face_down"
      && this.optimistic.length === event.cards.length && event.cards.every((c) => this.optimistic.includes(c));
    if (shown) this.optimistic = null;
    await this.table.beat(own);
    this.flying = !shown;
    this.table.draw(view, { fly: shown ? null : event });
    if (!shown) this.table.announce(words);
  }

  /** Mark the pile's top `count` cards (all when null) for a moment: burning, leaving, taken. */
  markPile(kind, count = null) {
    const cards = [...this.felt.pile.children];
    for (const node of count === null ? cards : cards.slice(-count)) node.classList.add(kind);
  }

  /** The direction of play turns (H8): its sign spins once. */
  turnDirection() {
    const pace = this.table.pace;
    const direction = this.felt.direction;
    if (!pace.motion) return;
    const icon = direction.querySelector(".sh-direction-icon");
    if (icon && icon.animate) {
      icon.animate([{ transform: "scaleX(-1) rotate(0deg)" }, { transform: "rotate(360deg)" }],
        { duration: Math.max(200, pace.ms("hold") / 2), easing: "ease-out" });
    }
    direction.classList.add("is-new");
    setTimeout(() => direction.classList.remove("is-new"), 1200);
  }

  // ------------------------------------------------------------ drawing

  /**
   * Draw a view's felt, hand and buttons. fly: a play whose cards should move in from their
   * seat; failed: the pile's top card is a turned face-down card that cannot be played.
   * @param {TableView} view @param {boolean} interactive
   */
  draw(view, interactive, { fly = null, failed = false }) {
    this.felt.drawSeats(view);
    this.felt.drawCentre(view, { fly, failed });
    this.felt.drawMine(view, interactive);
    this.choices.drawHand(view, interactive);
    this.choices.drawDecisions(view, interactive);
  }

  statusText(view, interactive) {
    const { selected, pick } = this.choices;
    return this.words.status(view, { interactive, selected, pick, thinking: this.table.thinking });
  }

  // ------------------------------------------------------------ the end of the game

  gameOver(view, result) {
    const places = result.places || [];
    const turns = view.turns || [];
    const left = result.cards_left || [];
    const figure = (seat) => {
      const turn = interpolate(ngettext("%(count)s turn", "%(count)s turns", turns[seat] ?? 0), { count: turns[seat] ?? 0 }, true);
      const cards = result.winner === seat ? pgettext("a player's result", "went out")
        : interpolate(ngettext("%(count)s card left", "%(count)s cards left", left[seat] ?? 0), { count: left[seat] ?? 0 }, true);
      // Translators: a standing at the end: "2 cards left · 13 turns" (the order is yours).
      return interpolate(pgettext("a player's result: cards, then turns", "%(cards)s · %(turns)s"),
        { cards, turns: turn }, true);
    };
    const match = isMatch(view) ? matchOf(view) : null;
    const extra = h("div", { class: "sh-over-extra" },
      // A match: every game's places, then how its last game ended, under that game's
      // number (the standings above give the totals).
      match ? this.match.matchGrid(view) : null,
      h("p", { class: "sh-explanation", "data-testid": "explanation" },
        match ? [h("strong", { text: gameOfMatch(match.number, match.games) }), " "] : null,
        this.words.explain(view)));
    // The review of the table's last game (a match's games are rounds 0, 1, …).
    if (view.coach) extra.append(...this.table.reviewPart(match ? match.places.length - 1 : 0));
    // A match: the headline by the totals (the sum of each player's places); the grid of
    // every game's places stands in for the panel's list of standings (CSS hides it).
    const totals = match ? match.totals : places;
    const best = Math.min(...totals);
    this.table.showOver(view, {
      totals,
      winners: totals.map((total, seat) => (total === best ? seat : null)).filter((seat) => seat !== null),
      better: "lower",
      figure,
      total: false,
      extra,
    });
    this.table.gameOver.element.classList.toggle("sh-is-match", Boolean(match));
  }

  // ------------------------------------------------------------ the coach (static/tables/coach.js)

  /** What a hint marks: the suggested cards, or the decision button. */
  hintTargets(action) {
    const cards = this.table.cards;
    cards.layout(); // the hint's lines, just shown above the hand, leave it less room
    const card = (code) => cards.node(code) || this.felt.upButtons.get(code) || null;
    switch (action.type) {
      case "play": return action.cards.map(card);
      case "swap": return [card(action.hand), card(action.up)];
      case "face_down": return [this.felt.downButtons[action.position]];
      default: return [this.table.decisions.querySelector(`[data-action="${action.type}"]`)];
    }
  }
}
