// What the Sheepshead table says: the status line, the aria-live announcements of each event,
// and the deal's explanation with names. Pure (no DOM), so node can test it.

import { cardLabel as shownName, cardName } from "../cards/cards.js";
import { listWords, ordinal, signed } from "../tables/ui.js";
import { gameSuit, isTrump, trickSuit } from "./model.js";

const SUIT_WORD = { T: "trump", C: "clubs", S: "spades", H: "hearts" };

/** A card's accessible name: what it shows first ("10 of diamonds"), then ", trump". */
export const cardLabel = (code) => shownName(code) + (isTrump(code) ? ", trump" : "");

// Seat positions around the table, counted clockwise from the person at the bottom (UX.md).
export const POSITION_NAMES = ["bottom", "left", "upper left", "upper right", "right"];

// The table's fixed words: buttons, tags, marks and dialog labels.
export const TEXT = {
  you: "You",
  dealer: "Dealer",
  dealerShort: "D",
  picker: "Picker",
  partner: "Partner",
  passed: "Passed",
  thinking: "thinking…",
  blind: "Blind",
  blindLabel: "The blind: two cards face down",
  yourLead: "Your lead",
  led: "led",
  ledShort: "led",
  winningSoFar: "winning so far",
  winningShort: "winning",
  tookIt: "takes the trick",
  tookShort: "takes it",
  theUnknown: "the unknown",
  unknownFaceDown: "the unknown card, face down",
  unknownTag: "unknown",
  blindTag: "blind",
  cardsOnTable: "Cards on the table",
  yourDecision: "Your decision",
  yourHand: "Your hand",
  lastTrick: "Last trick",
  lastDeal: "Last deal",
  hint: "Hint",
  scores: "Scores",
  scoreSheet: "Score sheet",
  close: "Close",
  continue: "Continue",
  pick: "Pick",
  pass: "Pass",
  bury: "Bury",
  buryTheseTwo: "Bury these two",
  buryChooseFirst: "Bury these two (choose two cards first)",
  call: "Call",
  alone: "Play alone",
  chooseUnknown: "Tap a card: it goes face down and is played the first time the called suit is led.",
  inHandUnknown: ", your unknown card, set aside",
  fromBlind: ", from the blind",
};

/**
 * S10 in plain words, beside call buttons that need an unknown: `suits` are the called
 * cards' suit letters ("C", "S", "H").
 */
export function callUnknownNote(suits) {
  const none = suits.length > 2 ? "none of these suits"
    : `no ${listWords(suits.map((suit) => SUIT_WORD[suit])).replace(" and ", " or ")}`;
  return `You hold ${none}: one of your cards goes face down (the unknown) and is played`
    + " when that suit is first led. It cannot win that trick.";
}

/**
 * What a seat badge says: shown (short lines) and spoken ("5 cards, 2 tricks"). cards null:
 * left out (the person's own line); points: card points taken, in a leaster.
 */
export function seatStats(cards, tricks, points = null) {
  const parts = [];
  if (cards !== null) parts.push(`${cards} card${cards === 1 ? "" : "s"}`);
  parts.push(`${tricks} trick${tricks === 1 ? "" : "s"}`);
  if (points !== null) parts.push(`${points} point${points === 1 ? "" : "s"}`);
  return { shown: parts, spoken: parts.join(", ") };
}

/** The cards the person may play now. */
export function legalCards(view) {
  return (view.legal_actions || []).filter((a) => a.type === "play").map((a) => a.card);
}

/** The game suit led in the trick ("T" for trump), or null before the lead. */
export function ledSuit(view) {
  return trickSuit(view.trick, view.called);
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

  /** "Your lead" is said by the caller; this is "Ada leads". */
  leads(seat) {
    return `${this.name(seat)} leads`;
  }

  /** "Picker's side 3 tricks · Defenders 3 tricks" from a result's tricks per seat. */
  sideTricks(deal) {
    const tricks = (deal.deal_result && deal.deal_result.tricks) || deal.tricks_won || [];
    if (!tricks.length || deal.picker === null || deal.picker === undefined) return "";
    const side = new Set([deal.picker]);
    if (!deal.alone && typeof deal.partner === "number") side.add(deal.partner);
    let ours = 0;
    let theirs = 0;
    tricks.forEach((n, seat) => { if (side.has(seat)) ours += n; else theirs += n; });
    const count = (n) => `${n} trick${n === 1 ? "" : "s"}`;
    const who = deal.alone || side.size === 1 ? "Picker" : "Picker's side";
    return `${who} ${count(ours)} · Defenders ${count(theirs)}`;
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
        return n === 2 ? "Bury these two?" : `Choose two cards to bury (${n} of 2)`;
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
