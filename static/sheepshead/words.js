// What the Sheepshead table says: the status line, the aria-live announcements of each event,
// and the deal's explanation with names. Pure (no DOM), so node can test it.

import { cardName } from "../cards/cards.js";
import { listWords, ordinal, signed } from "../tables/ui.js";
import { gameSuit } from "./model.js";

const SUIT_WORD = { T: "trump", C: "clubs", S: "spades", H: "hearts" };

/** The cards the person may play now. */
export function legalCards(view) {
  return (view.legal_actions || []).filter((a) => a.type === "play").map((a) => a.card);
}

/** The game suit led in the trick ("T" for trump), or null before the lead. */
export function ledSuit(view) {
  const trick = view.trick;
  if (!trick || !trick.cards.length) return null;
  const first = trick.cards[0];
  // The unknown stands for the called suit (S10).
  if (first.unknown || !first.card) return view.called ? gameSuit(view.called) : null;
  return gameSuit(first.card);
}

export class Words {
  /** viewOf(): the view whose players and seat name people ("You" for the person). */
  constructor(viewOf) {
    this.viewOf = viewOf;
  }

  name(seat) {
    const view = this.viewOf();
    if (view && seat === view.seat) return "You";
    const player = view && view.players && view.players[seat];
    return player ? player.name : `Seat ${seat}`;
  }

  /** "You play" / "Ada plays" */
  does(seat, verb, verbs = `${verb}s`) {
    const view = this.viewOf();
    return `${this.name(seat)} ${view && seat === view.seat ? verb : verbs}`;
  }

  play(event, view) {
    if (event.unknown && !event.card) {
      return `${this.does(event.seat, "play")} the unknown card, face down.`;
    }
    const extra = event.card === view.called ? ", the called card" : "";
    return `${this.does(event.seat, "play")} the ${cardName(event.card)}${event.unknown ? " (the unknown)" : ""}${extra}.`;
  }

  trick(trick) {
    const points = typeof trick.points === "number" ? `, ${trick.points} points` : "";
    return `${this.does(trick.winner, "take")} the trick${points}.`;
  }

  event(event) {
    switch (event.type) {
      case "pass": return `${this.does(event.seat, "pass", "passes")}.`;
      case "pick": return `${this.does(event.seat, "pick")} up the blind.`;
      case "bury": return `${this.does(event.seat, "bury", "buries")} two cards.`;
      case "call": return `${this.does(event.seat, "call")} the ${cardName(event.card)}.`;
      case "alone": return `${this.does(event.seat, "play")} alone.`;
      case "unknown": return `${this.does(event.seat, "set")} a card aside face down as the unknown.`;
      case "partner": return `${this.name(event.seat)} ${event.seat === this.me ? "are" : "is"} the partner.`;
      default: return "";
    }
  }

  get me() {
    const view = this.viewOf();
    return view ? view.seat : 0;
  }

  /** The deal's score in words, "seat 2" turned into names. */
  explain(deal) {
    const result = deal.deal_result;
    if (!result) return "";
    return (result.explanation || "").replace(/\bseat (\d)\b/gi,
      (_, seat) => (Number(seat) === this.me ? "you" : this.name(Number(seat))));
  }

  gameOver(view) {
    const result = view.result;
    if (!result) return "Game over.";
    const winners = listWords(result.winners.map((seat) => this.name(seat)));
    return `Game over. You finish ${ordinal(result.your_place)} with ${signed(result.your_total)}.`
      + ` ${winners} win${result.winners.length > 1 || result.winners[0] === view.seat ? "" : "s"}.`;
  }

  /**
   * The status line. interactive: the person may act now; selected: cards chosen to bury;
   * thinking: a seat whose computer is slow.
   */
  status(view, { interactive = false, selected = [], thinking = null } = {}) {
    if (view.status === "finished") return this.gameOver(view);
    if (view.phase === "done") return "The deal is over.";
    if ((view.legal_actions || []).length) return interactive ? this.prompt(view, selected) : "Your turn…";
    const actor = (view.to_act || [])[0];
    if (actor === undefined || actor === view.seat) return "";
    const who = this.name(actor);
    if (thinking === actor) return `${who} is thinking…`;
    switch (view.phase) {
      case "pick": return `${who} to pick or pass`;
      case "bury": return `${who} is burying two cards`;
      case "call": return `${who} is choosing a partner`;
      case "unknown": return `${who} is setting aside the unknown`;
      case "play": return view.trick && view.trick.cards.length ? `${who} to play` : `${who} to lead`;
      default: return "";
    }
  }

  /** What is asked of the person on his turn. */
  prompt(view, selected) {
    switch (view.phase) {
      case "pick": return "Your turn: pick up the blind, or pass";
      case "bury": {
        const n = selected.length;
        return n === 2 ? "Bury these two? Press Bury" : `Choose two cards to bury (${n} of 2)`;
      }
      case "call": return "Call a partner, or play alone";
      case "unknown": return "Choose a card to set aside face down as the unknown";
      case "play": return this.playPrompt(view);
      default: return "Your turn";
    }
  }

  playPrompt(view) {
    const legal = legalCards(view);
    if (!view.trick || !view.trick.cards.length) return "Your lead";
    if (view.unknown && legal.length === 1 && legal[0] === view.unknown && view.unknown_in_hand) {
      return "Play your unknown card (face down)";
    }
    if (legal.length === 1 && legal[0] === view.called) return "Play the called card";
    const led = ledSuit(view);
    if (!led) return "Your turn";
    if (legal.every((card) => gameSuit(card) === led)) return `Follow ${SUIT_WORD[led]}`;
    return `No ${SUIT_WORD[led]}: play any card`;
  }
}
