// What the Shakipesh table says: the status line, the sentence for each event (shown in the
// announcer line and said to screen readers), the piles' and seats' names, the round's
// summary and the table's fixed words. Pure (no DOM), so node can test it.
//
// Every sentence is marked whole, with named placeholders, and a sentence about the person
// ("You lay the nine of hearts on the ten of hearts") is a different string from the same
// sentence about another player ("%(name)s lays …"): other languages inflect the verb, by
// the player's gender too (a woman's and a man's form, static/tables/seats.js). Strings are
// looked up at each call, so that they come in the page's language.

import { cardLabel, cardName } from "../cards/cards.js";
import { SeatWords } from "../tables/seats.js";
import { labelList, withCommon } from "../tables/words.js";
import {
  gettext, interpolate, listWords, ngettext, npgettext, ordinal, pgettext, touchPointer,
} from "../tables/ui.js";
import { bottomOf, combinable, layTargets, legalOf, movableCards, newPileOf, pileById, rightsOf, topOf } from "./model.js";

export { labelList, stockLabel } from "../tables/words.js";

// The table's fixed words: buttons, marks and labels. Getters, so that each is looked up in
// the catalogue when it is used.
export const TEXT = withCommon({
  get shakipesh() { return pgettext("Shakipesh: draw two, turn up a third", "Shakipesh"); },
  get pass() { return pgettext("Shakipesh: nothing to do", "Pass"); },
  get newPile() { return pgettext("Shakipesh: a slot on the table", "New pile"); },
  get stock() { return pgettext("Shakipesh: the face-down pile to draw from", "Stock"); },
  get piles() { return pgettext("Shakipesh", "The piles on the table"); },
  get cardsLeft() { return pgettext("Shakipesh summary column", "Cards left"); },
  get roundScore() { return pgettext("Shakipesh summary column: the round's points", "Round"); },
  get wentOut() { return pgettext("Shakipesh: a player's hand at the end", "went out"); },
  get round() { return pgettext("a round of cards", "Round"); },
  get chooseFirst() {
    return touchPointer() ? gettext("Choose a card of your hand first, then tap New pile")
      : gettext("Choose a card of your hand first, then click New pile");
  },
});

export const handCount = (count) => interpolate(
  ngettext("%(count)s card", "%(count)s cards", count), { count }, true);

export const pointsShort = (count) => interpolate(
  // Translators: a player's match total on his badge, short: "12 pts".
  ngettext("%(count)s pt", "%(count)s pts", count), { count }, true);

export const points = (count) => interpolate(
  ngettext("%(count)s point", "%(count)s points", count), { count }, true);


/**
 * A pile as a screen reader hears it: "6 of spades on top, 8 of spades at the bottom: a pile
 * of 3 cards"; what may be done with it follows. It begins with what the pile shows, its cards
 * as their corners show them (the top card first: cards are laid on it), then its count
 * (WCAG 2.5.3: the name holds the visible text).
 */
export function pileLabel(pile, target = null) {
  const count = pile.cards.length;
  const name = count === 1 ? interpolate(gettext("%(card)s: a pile of one card"), { card: cardLabel(topOf(pile)) }, true)
    : interpolate(ngettext("%(top)s on top, %(bottom)s at the bottom: a pile of %(count)s card",
      "%(top)s on top, %(bottom)s at the bottom: a pile of %(count)s cards", count),
    { count, bottom: cardLabel(bottomOf(pile)), top: cardLabel(topOf(pile)) }, true);
  // What a tap does on a glowing pile: lay the chosen card ("pile": a chosen pile goes on it).
  if (!target) return name;
  const touch = touchPointer(); // tap with a finger, click with a mouse
  if (target === "pile") {
    return labelList([name, touch ? gettext("tap to put the chosen pile together with it")
      : gettext("click to put the chosen pile together with it")]);
  }
  return labelList([name, interpolate(touch ? gettext("tap to lay the %(card)s here")
    : gettext("click to lay the %(card)s here"), { card: cardName(target) }, true)]);
}

/** The new-pile slot's name: its visible words first; `card`: the chosen card it takes. */
export function newPileLabel(rights, card = null) {
  if (!rights) return interpolate(gettext("%(slot)s: a combination gives the right to lay one"), { slot: TEXT.newPile }, true);
  if (card) {
    return interpolate(touchPointer() ? gettext("%(slot)s: tap to lay the %(card)s here as a new pile")
      : gettext("%(slot)s: click to lay the %(card)s here as a new pile"), { slot: TEXT.newPile, card: cardName(card) }, true);
  }
  return interpolate(ngettext("%(slot)s: lay any card here (%(count)s to lay)",
    "%(slot)s: lay any card here (%(count)s to lay)", rights), { slot: TEXT.newPile, count: rights }, true);
}

export class Words extends SeatWords {
  /** The sentence for one event; `before` and `after` are the frames around it. */
  event(event, before, after) {
    const seat = event.seat;
    switch (event.kind) {
      case "deal": {
        const first = (event.dealer + 1) % after.seats;
        return this.say(first, gettext("Round %(round)s is dealt: you begin."),
          { f: pgettext("a woman", "Round %(round)s is dealt: %(name)s begins."),
            m: pgettext("a man", "Round %(round)s is dealt: %(name)s begins.") }, { round: event.round });
      }
      case "lay": {
        const pile = pileById(before, event.pile);
        const values = { card: cardName(event.card), top: pile ? cardName(topOf(pile)) : "" };
        return this.say(seat, gettext("You lay the %(card)s on the %(top)s."),
          { f: pgettext("a woman", "%(name)s lays the %(card)s on the %(top)s."),
            m: pgettext("a man", "%(name)s lays the %(card)s on the %(top)s.") }, values);
      }
      case "combine": {
        const moved = pileById(before, event.pile);
        const onto = pileById(before, event.onto);
        const values = {
          bottom: moved ? cardName(bottomOf(moved)) : "", top: onto ? cardName(topOf(onto)) : "", count: event.rights,
        };
        return this.say(seat,
          ngettext("You put the pile from the %(bottom)s on the %(top)s: lay %(count)s card as a new pile.",
            "You put the pile from the %(bottom)s on the %(top)s: lay %(count)s cards as new piles.", event.rights),
          {
            f: npgettext("a woman", "%(name)s puts the pile from the %(bottom)s on the %(top)s and may lay %(count)s new pile.",
              "%(name)s puts the pile from the %(bottom)s on the %(top)s and may lay %(count)s new piles.", event.rights),
            m: npgettext("a man", "%(name)s puts the pile from the %(bottom)s on the %(top)s and may lay %(count)s new pile.",
              "%(name)s puts the pile from the %(bottom)s on the %(top)s and may lay %(count)s new piles.", event.rights),
          },
          values);
      }
      case "complete":
        return this.say(seat, gettext("A whole suit in one pile: you may lay one more new pile."),
          { f: pgettext("a woman", "A whole suit in one pile: %(name)s may lay one more new pile."),
            m: pgettext("a man", "A whole suit in one pile: %(name)s may lay one more new pile.") });
      case "new_pile":
        return this.say(seat, gettext("You lay the %(card)s as a new pile."),
          { f: pgettext("a woman", "%(name)s lays the %(card)s as a new pile."),
            m: pgettext("a man", "%(name)s lays the %(card)s as a new pile.") }, { card: cardName(event.card) });
      case "end":
        return this.endsTurn(seat);
      case "pass":
        return this.say(seat, gettext("You cannot lay a card and pass."),
          { f: pgettext("a woman", "%(name)s cannot lay a card and passes."),
            m: pgettext("a man", "%(name)s cannot lay a card and passes.") });
      case "shakipesh": {
        const drawn = (event.drawn || []).filter(Boolean);
        if (this.isMe(seat) && drawn.length === 2) {
          return interpolate(gettext("Shakipesh! You draw the %(first)s and the %(second)s and turn up the %(card)s."),
            { first: cardName(drawn[0]), second: cardName(drawn[1]), card: cardName(event.card) }, true);
        }
        return this.say(seat, gettext("Shakipesh! You draw two cards and turn up the %(card)s."),
          { f: pgettext("a woman", "Shakipesh! %(name)s draws two cards and turns up the %(card)s."),
            m: pgettext("a man", "Shakipesh! %(name)s draws two cards and turns up the %(card)s.") }, { card: cardName(event.card) });
      }
      case "round_over": return this.roundOver(event);
      case "match_over": return this.gameOver(after);
      default: return "";
    }
  }

  roundOver(event) {
    if (event.reason === "blocked" || event.winner === null || event.winner === undefined) {
      return interpolate(gettext("Round %(round)s is blocked: nobody can lay a card, and everyone scores the cards in hand."),
        { round: event.round }, true);
    }
    return this.say(event.winner, gettext("You are out of cards and win round %(round)s!"),
      { f: pgettext("a woman", "%(name)s is out of cards and wins round %(round)s."),
        m: pgettext("a man", "%(name)s is out of cards and wins round %(round)s.") }, { round: event.round });
  }

  /** The match's end in one sentence: the status line once it is over. */
  theEnd(view, result) {
    const me = view.seat;
    const total = (result.totals || view.totals || [])[me] ?? 0;
    if ((result.winners || []).includes(me)) {
      return result.winners.length > 1
        ? interpolate(ngettext("Game over: you share the win with %(count)s point.",
          "Game over: you share the win with %(count)s points.", total), { count: total }, true)
        : interpolate(ngettext("Game over: you win with %(count)s point.",
          "Game over: you win with %(count)s points.", total), { count: total }, true);
    }
    const place = (result.places || [])[me];
    if (!place) return gettext("Game over.");
    return interpolate(ngettext("Game over: you finish %(place)s with %(count)s point.",
      "Game over: you finish %(place)s with %(count)s points.", total), { place: ordinal(place), count: total }, true);
  }

  /** The line over the piles: the round, the match's limit, the person's total. */
  info(view) {
    const me = view.seat;
    const total = (view.totals || [])[me] ?? 0;
    // With the limit 1 the match is one round (the daily): no totals to follow.
    if (view.limit === 1) return gettext("One round: the fewest cards left at its end wins");
    return interpolate(ngettext("Round %(round)s · game to %(limit)s point · your total %(total)s",
      "Round %(round)s · game to %(limit)s points · your total %(total)s", view.limit),
    { round: view.round, limit: view.limit, total }, true);
  }

  /** A seat's badge as a screen reader hears it. */
  seatLabel(view, seat, { turn = false, thinking = false } = {}) {
    const count = (view.hand_sizes || [])[seat] ?? 0;
    return labelList([
      this.name(seat),
      handCount(count),
      points((view.totals || [])[seat] ?? 0),
      seat === view.dealer ? pgettext("seat mark", "dealer") : "",
      turn ? pgettext("seat mark", "on turn") : "",
      thinking ? TEXT.thinking : "",
    ]);
  }

  /**
   * The status line. interactive: the person may act now; picked: the card or pile chosen
   * ({card} or {pile}); thinking: a seat whose computer is slow.
   */
  status(view, { interactive = false, picked = null, thinking = null } = {}) {
    if (view.status === "finished" || view.phase === "over") return this.gameOver(view);
    const turn = view.turn;
    if (typeof turn !== "number") return "";
    if (turn !== view.seat) return this.turnOf(turn, thinking);
    if (!interactive || !(view.legal_actions || []).length) return gettext("Your turn…");
    return this.prompt(view, picked);
  }

  /** What is asked of the person on his turn. */
  prompt(view, picked) {
    const rights = rightsOf(view);
    if (picked && picked.card) {
      const card = { card: cardName(picked.card) };
      const lays = layTargets(view, picked.card).size;
      const fresh = Boolean(newPileOf(view, picked.card));
      const touch = touchPointer(); // tap with a finger, click with a mouse
      if (lays && fresh) {
        return interpolate(touch ? gettext("Tap a glowing pile for the %(card)s, or New pile")
          : gettext("Click a glowing pile for the %(card)s, or New pile"), card, true);
      }
      if (fresh) {
        return interpolate(touch ? gettext("Tap New pile to lay the %(card)s as a new pile")
          : gettext("Click New pile to lay the %(card)s as a new pile"), card, true);
      }
      if (lays) {
        return interpolate(touch ? gettext("Tap a glowing pile to lay the %(card)s on it")
          : gettext("Click a glowing pile to lay the %(card)s on it"), card, true);
      }
      return interpolate(gettext("The %(card)s follows no pile's top card"), card, true);
    }
    if (picked && typeof picked.pile === "number") {
      return touchPointer() ? gettext("Tap a glowing pile to put the two piles together")
        : gettext("Click a glowing pile to put the two piles together");
    }
    if (rights) {
      return interpolate(ngettext("Lay any card as a new pile", "Lay any card as a new pile (%(count)s to lay)", rights),
        { count: rights }, true);
    }
    const canLay = movableCards(view).size > 0;
    const canCombine = combinable(view).size > 0;
    const started = Boolean((view.turn_state || {}).started);
    if (!started) {
      if (legalOf(view, "pass")) return gettext("Nothing fits and the stock is empty: pass");
      if (!canLay && !canCombine) return gettext("No card follows a pile's top card: shakipesh");
      const touch = touchPointer(); // tap with a finger, click with a mouse
      if (canCombine && !canLay) {
        return touch ? gettext("Tap a ringed pile, then the pile it fits — or shakipesh")
          : gettext("Click a ringed pile, then the pile it fits — or shakipesh");
      }
      if (canCombine) {
        return touch ? gettext("Tap a card, then the pile it follows; or a ringed pile, then the pile it fits")
          : gettext("Click a card, then the pile it follows; or a ringed pile, then the pile it fits");
      }
      if (legalOf(view, "shakipesh")) {
        return touch ? gettext("Tap a card, then the pile it follows — or shakipesh")
          : gettext("Click a card, then the pile it follows — or shakipesh");
      }
      return touch ? gettext("Tap a card, then the pile it follows") : gettext("Click a card, then the pile it follows");
    }
    if (!legalOf(view, "end")) return gettext("Lay a card before you end your turn");
    if (canLay && canCombine) return gettext("Lay more cards, put piles together, or end your turn");
    if (canLay) return gettext("Lay more cards, or end your turn");
    if (canCombine) return gettext("Put piles together, or end your turn");
    return gettext("Nothing more fits: end your turn");
  }

  /** Round `info`'s explanation for its summary: who went out, or that it was blocked. */
  explain(info) {
    return this.roundOver(info);
  }

  /** "Next: round 3. The game ends when a total reaches 25; the lowest total wins." */
  nextRound(view) {
    return interpolate(gettext("The game ends when somebody's total reaches %(limit)s; the lowest total wins."),
      { limit: view.limit }, true);
  }

  /** The winners' names, for the game-over panel. */
  winners(view) {
    const winners = (view.result && view.result.winners) || [];
    return listWords(winners.map((seat) => this.name(seat)));
  }
}
