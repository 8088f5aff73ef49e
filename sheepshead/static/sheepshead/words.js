// What the Sheepshead table says: the status line, the aria-live announcements of each event,
// the table's fixed words and the deal's result (result_words.js). Pure (no DOM), so node can
// test it.
//
// Every sentence is marked whole, with named placeholders, and a sentence about the person
// ("You take the trick") is a different string from the same sentence about another player
// ("%(name)s takes the trick"): other languages inflect the verb, by the player's gender too
// (a woman's and a man's form, static/tables/seats.js), and the translator must see them
// all. Strings are looked up at each call, so that they come in the page's language.

import { cardLabel as shownName, cardName, trumpName } from "../cards/cards.js";
import { SeatWords } from "../tables/seats.js";
import { fillParts, labelList, withCommon } from "../tables/words.js";
import {
  gettext, interpolate, listWords, ngettext, npgettext, ordinal, pgettext, signed, touchPointer,
} from "../tables/ui.js";
import { explainResult } from "./result_words.js";
import { gameSuit, isTrump, trickSuit } from "./model.js";

/** A card's accessible name: what it shows first ("10 of diamonds"), then ", trump". */
export const cardLabel = (code) => (isTrump(code) ? trumpName(shownName(code)) : shownName(code));

/** A card in the person's hand: its name, and where it came from (the unknown, the blind). */
export function handCardLabel(code, { unknown = false, blind = false } = {}) {
  const card = cardLabel(code);
  if (unknown) return interpolate(gettext("%(card)s, your unknown card, set aside"), { card }, true);
  if (blind) return interpolate(gettext("%(card)s, from the blind"), { card }, true);
  return card;
}

/** A seat's position around the table, counted clockwise from the person at the bottom (UX.md). */
export function positionName(pos) {
  switch (pos) {
    case 0: return pgettext("seat position", "bottom");
    case 1: return pgettext("seat position", "left");
    case 2: return pgettext("seat position", "upper left");
    case 3: return pgettext("seat position", "upper right");
    default: return pgettext("seat position", "right");
  }
}

export { fillParts, labelList } from "../tables/words.js";

/** "Ada: queen of clubs, led": who played a card, and what it is. */
export const playerLabel = (name, card) => interpolate(gettext("%(name)s: %(card)s"), { name, card }, true);


// The table's fixed words: buttons, tags, marks and dialog labels. Getters, so that each is
// looked up in the catalogue when it is used.
export const TEXT = withCommon({
  get dealer() { return gettext("Dealer"); },
  get dealerShort() { return pgettext("short for dealer", "D"); },
  get picker() { return gettext("Picker"); },
  get partner() { return gettext("Partner"); },
  get passed() { return pgettext("seat mark", "Passed"); },
  get blind() { return gettext("Blind"); },
  get blindLabel() { return gettext("The blind: two cards face down"); },
  get yourLead() { return gettext("Your lead"); },
  get led() { return pgettext("played card, spoken", "led"); },
  get ledShort() { return pgettext("played card, shown", "led"); },
  get winningSoFar() { return pgettext("played card, spoken", "winning so far"); },
  get winningShort() { return pgettext("played card, shown", "winning"); },
  get tookIt() { return pgettext("played card, spoken", "takes the trick"); },
  get tookShort() { return pgettext("played card, shown", "takes it"); },
  get theUnknown() { return pgettext("played card, spoken", "the unknown"); },
  get unknownFaceDown() { return gettext("the unknown card, face down"); },
  get unknownTag() { return pgettext("card tag", "unknown"); },
  get blindTag() { return pgettext("card tag", "blind"); },
  get cardsOnTable() { return gettext("Cards on the table"); },
  get lastTrick() { return gettext("Last trick"); },
  get lastDeal() { return gettext("Last deal"); },
  get pick() { return pgettext("take the blind", "Pick"); },
  get pass() { return pgettext("decline the blind", "Pass"); },
  get buryTheseTwo() { return gettext("Bury these two"); },
  get buryChooseFirst() { return gettext("Bury these two (choose two cards first)"); },
  get alone() { return gettext("Play alone"); },
  get chooseUnknown() {
    return touchPointer()
      ? gettext("Tap a card: it goes face down and is played the first time the called suit is led.")
      : gettext("Click a card: it goes face down and is played the first time the called suit is led.");
  },
});

/** The Bury button once two cards are chosen: the glyphs are elements placed in the label. */
export const buryLabel = (first, second) => fillParts(gettext("Bury %(first)s %(second)s"), { first, second });

/** A Call button: "Call" and the called card's glyph. */
export const callLabel = (card) => fillParts(gettext("Call %(card)s"), { card });

// S10 in plain words, by the called cards' suits (a whole sentence per case).
const NO_SUIT = {
  C: () => gettext("You hold no clubs."),
  S: () => gettext("You hold no spades."),
  H: () => gettext("You hold no hearts."),
  CS: () => gettext("You hold no clubs or spades."),
  CH: () => gettext("You hold no clubs or hearts."),
  HS: () => gettext("You hold no spades or hearts."),
};

/**
 * S10 in plain words, beside call buttons that need an unknown: `suits` are the called
 * cards' suit letters ("C", "S", "H").
 */
export function callUnknownNote(suits) {
  const key = [...new Set(suits)].sort().join("");
  const none = suits.length > 2 || !NO_SUIT[key] ? gettext("You hold none of these suits.") : NO_SUIT[key]();
  return `${none} ${gettext("One of your cards goes face down (the unknown) and is played when that "
    + "suit is first led. It cannot win that trick.")}`;
}

/**
 * What a seat badge says: shown (short lines) and spoken ("5 cards, 2 tricks"). cards null:
 * left out (the person's own line); points: card points taken, in a leaster.
 */
export function seatStats(cards, tricks, points = null) {
  const parts = [];
  if (cards !== null) parts.push(interpolate(ngettext("%(count)s card", "%(count)s cards", cards), { count: cards }, true));
  parts.push(interpolate(ngettext("%(count)s trick", "%(count)s tricks", tricks), { count: tricks }, true));
  if (points !== null) {
    parts.push(interpolate(ngettext("%(count)s point", "%(count)s points", points), { count: points }, true));
  }
  return { shown: parts, spoken: labelList(parts) };
}

/** The cards the person may play now. */
export function legalCards(view) {
  return (view.legal_actions || []).filter((a) => a.type === "play").map((a) => a.card);
}

/** The game suit led in the trick ("T" for trump), or null before the lead. */
export function ledSuit(view) {
  return trickSuit(view.trick, view.called);
}

/** "Follow clubs": the person holds the led suit. */
function followSuit(suit) {
  switch (suit) {
    case "T": return gettext("Follow trump");
    case "C": return gettext("Follow clubs");
    case "S": return gettext("Follow spades");
    default: return gettext("Follow hearts");
  }
}

/** "No clubs: play any other card": void in the led suit, a card kept back by S15. */
function voidKeeping(suit) {
  switch (suit) {
    case "T": return gettext("No trump: play any other card");
    case "C": return gettext("No clubs: play any other card");
    case "S": return gettext("No spades: play any other card");
    default: return gettext("No hearts: play any other card");
  }
}

/** "No clubs: play any card": the person is void in the led suit. */
function voidInSuit(suit) {
  switch (suit) {
    case "T": return gettext("No trump: play any card");
    case "C": return gettext("No clubs: play any card");
    case "S": return gettext("No spades: play any card");
    default: return gettext("No hearts: play any card");
  }
}

export class Words extends SeatWords {
  /** "Your lead" is said by the caller; this is "Ada leads". */
  leads(seat) {
    return this.about(seat, gettext("%(name)s leads"));
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
    const picker = deal.alone || side.size === 1
      ? ngettext("Picker %(count)s trick", "Picker %(count)s tricks", ours)
      : ngettext("Picker's side %(count)s trick", "Picker's side %(count)s tricks", ours);
    const defenders = ngettext("Defenders %(count)s trick", "Defenders %(count)s tricks", theirs);
    return `${interpolate(picker, { count: ours }, true)} · ${interpolate(defenders, { count: theirs }, true)}`;
  }

  play(event, view) {
    const seat = event.seat;
    if (event.unknown && !event.card) {
      return this.say(seat, gettext("You play the unknown card, face down."),
        { f: pgettext("a woman", "%(name)s plays the unknown card, face down."),
          m: pgettext("a man", "%(name)s plays the unknown card, face down.") });
    }
    const card = { card: cardName(event.card) };
    if (event.unknown) {
      return this.say(seat, gettext("You play the %(card)s (the unknown)."),
        { f: pgettext("a woman", "%(name)s plays the %(card)s (the unknown)."),
          m: pgettext("a man", "%(name)s plays the %(card)s (the unknown).") }, card);
    }
    if (event.card === view.called) {
      return this.say(seat, gettext("You play the %(card)s, the called card."),
        { f: pgettext("a woman", "%(name)s plays the %(card)s, the called card."),
          m: pgettext("a man", "%(name)s plays the %(card)s, the called card.") }, card);
    }
    return this.say(seat, gettext("You play the %(card)s."),
      { f: pgettext("a woman", "%(name)s plays the %(card)s."), m: pgettext("a man", "%(name)s plays the %(card)s.") }, card);
  }

  trick(trick) {
    const seat = trick.winner;
    const count = trick.points;
    if (typeof count !== "number") {
      return this.say(seat, gettext("You take the trick."),
        { f: pgettext("a woman", "%(name)s takes the trick."), m: pgettext("a man", "%(name)s takes the trick.") });
    }
    return this.say(seat,
      ngettext("You take the trick, %(count)s point.", "You take the trick, %(count)s points.", count),
      {
        f: npgettext("a woman", "%(name)s takes the trick, %(count)s point.",
          "%(name)s takes the trick, %(count)s points.", count),
        m: npgettext("a man", "%(name)s takes the trick, %(count)s point.",
          "%(name)s takes the trick, %(count)s points.", count),
      },
      { count });
  }

  event(event) {
    const seat = event.seat;
    switch (event.type) {
      case "pass": return this.say(seat, gettext("You pass."),
        { f: pgettext("a woman", "%(name)s passes."), m: pgettext("a man", "%(name)s passes.") });
      case "pick": return this.say(seat, gettext("You pick up the blind."),
        { f: pgettext("a woman", "%(name)s picks up the blind."), m: pgettext("a man", "%(name)s picks up the blind.") });
      case "bury": return this.say(seat, gettext("You bury two cards."),
        { f: pgettext("a woman", "%(name)s buries two cards."), m: pgettext("a man", "%(name)s buries two cards.") });
      case "call": return this.say(seat, gettext("You call the %(card)s."),
        { f: pgettext("a woman", "%(name)s calls the %(card)s."), m: pgettext("a man", "%(name)s calls the %(card)s.") },
        { card: cardName(event.card) });
      case "alone": return this.say(seat, gettext("You play alone."),
        { f: pgettext("a woman", "%(name)s plays alone."), m: pgettext("a man", "%(name)s plays alone.") });
      case "unknown": return this.say(seat, gettext("You set a card aside face down as the unknown."),
        { f: pgettext("a woman", "%(name)s sets a card aside face down as the unknown."),
          m: pgettext("a man", "%(name)s sets a card aside face down as the unknown.") });
      case "partner": return this.say(seat, gettext("You are the partner."),
        { f: pgettext("a woman", "%(name)s is the partner."), m: pgettext("a man", "%(name)s is the partner.") });
      default: return "";
    }
  }

  /** "Deal 3 of 10. Ada deals." */
  deal(event, deals) {
    return this.say(event.dealer, gettext("Deal %(deal)s of %(deals)s. You deal."),
      { f: pgettext("a woman", "Deal %(deal)s of %(deals)s. %(name)s deals."),
        m: pgettext("a man", "Deal %(deal)s of %(deals)s. %(name)s deals.") }, { deal: event.deal, deals });
  }

  /** The deal's score in sentences, the winner of a leaster named (result_words.js). */
  explain(deal) {
    return deal && deal.deal_result ? explainResult(deal.deal_result, this) : "";
  }

  theEnd(view, result) {
    const place = interpolate(gettext("Game over. You finish %(place)s with %(total)s."),
      { place: ordinal(result.your_place), total: signed(result.your_total) }, true);
    return `${place} ${this.winners(result.winners)}`;
  }

  /** Who won the game, the person first when he shares it. */
  winners(seats) {
    const others = listWords(seats.filter((seat) => !this.isMe(seat)).map((seat) => this.other(seat)));
    if (seats.length === 1) {
      return this.say(seats[0], gettext("You win."),
        { f: pgettext("a woman", "%(name)s wins."), m: pgettext("a man", "%(name)s wins.") });
    }
    if (seats.some((seat) => this.isMe(seat))) {
      return interpolate(gettext("You share first place with %(names)s."), { names: others }, true);
    }
    return interpolate(gettext("%(names)s win."), { names: others }, true);
  }

  /**
   * The status line. interactive: the person may act now; selected: cards chosen to bury;
   * thinking: a seat whose computer is slow.
   */
  status(view, { interactive = false, selected = [], thinking = null } = {}) {
    if (view.status === "finished") return this.gameOver(view);
    if (view.phase === "done") return gettext("The deal is over.");
    if ((view.legal_actions || []).length) return interactive ? this.prompt(view, selected) : gettext("Your turn…");
    const actor = (view.to_act || [])[0];
    if (actor === undefined || actor === view.seat) return "";
    const line = (forms) => this.about(actor, forms);
    if (thinking === actor) {
      return this.thinkingOf(actor);
    }
    switch (view.phase) {
      case "pick": return line(gettext("%(name)s to pick or pass"));
      case "bury": return line(
        { f: pgettext("a woman", "%(name)s is burying two cards"), m: pgettext("a man", "%(name)s is burying two cards") });
      case "call": return line(
        { f: pgettext("a woman", "%(name)s is choosing a partner"), m: pgettext("a man", "%(name)s is choosing a partner") });
      case "unknown": return line(
        { f: pgettext("a woman", "%(name)s is setting aside the unknown"),
          m: pgettext("a man", "%(name)s is setting aside the unknown") });
      case "play": return line(view.trick && view.trick.cards.length ? gettext("%(name)s to play") : gettext("%(name)s to lead"));
      default: return "";
    }
  }

  /** What is asked of the person on his turn. */
  prompt(view, selected) {
    switch (view.phase) {
      case "pick": return gettext("Your turn: pick up the blind, or pass");
      case "bury": {
        const count = selected.length;
        return count === 2 ? gettext("Bury these two?")
          : interpolate(gettext("Choose two cards to bury (%(count)s of 2)"), { count }, true);
      }
      case "call": return gettext("Call a partner, or play alone");
      case "unknown": return gettext("Choose a card to set aside face down as the unknown");
      case "play": return this.playPrompt(view);
      default: return gettext("Your turn");
    }
  }

  playPrompt(view) {
    const legal = legalCards(view);
    if (!view.trick || !view.trick.cards.length) {
      // S15: the partner leads the called suit only with the called card.
      const partner = (view.hand || []).includes(view.called);
      const held = (view.hand || []).filter((card) => !legal.includes(card));
      const kept = partner && held.length && held.every((card) => gameSuit(card) === gameSuit(view.called));
      return kept ? `${TEXT.yourLead}. ${gettext("You may lead the called suit only with the called card.")}` : TEXT.yourLead;
    }
    if (view.unknown && legal.length === 1 && legal[0] === view.unknown && view.unknown_in_hand) {
      return gettext("Play your unknown card (face down)");
    }
    if (legal.length === 1 && legal[0] === view.called) return gettext("Play the called card");
    const led = ledSuit(view);
    if (!led) return gettext("Your turn");
    if (legal.every((card) => gameSuit(card) === led)) return followSuit(led);
    const kept = this.keptBack(view, legal);
    return kept ? `${voidKeeping(led)}. ${kept}` : voidInSuit(led);
  }

  /**
   * S15: why a card in the person's hand is greyed though he may play any card (void in the
   * led suit): until the called suit is led, the partner keeps the called card and the
   * picker his last card of that suit. "" when no card is held back so.
   */
  keptBack(view, legal) {
    const held = (view.hand || []).filter((card) => !legal.includes(card));
    if (held.length !== 1 || !view.called) return "";
    const card = cardName(held[0]);
    if (held[0] === view.called) {
      return interpolate(gettext("The %(card)s, the called card, stays in your hand until its suit is led."), { card }, true);
    }
    if (view.picker !== view.seat || gameSuit(held[0]) !== gameSuit(view.called)) return "";
    return interpolate(gettext("The %(card)s stays in your hand until the called suit is led."), { card }, true);
  }
}
