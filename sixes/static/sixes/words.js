// What the Sixes table says: the status line, the sentence for each event (shown in the
// announcer line and said to screen readers), each card's name with what is known of it, and
// the table's fixed words. Pure (no DOM), so node can test it.
//
// Every sentence is marked whole, with named placeholders, and a sentence about the person
// ("You draw the seven of hearts") is a different string from the same sentence about
// another player ("%(name)s draws a card"): other languages inflect the verb, by the
// player's gender too (a woman's and a man's form, static/tables/seats.js). Strings are
// looked up at each call, so that they come in the page's language.

import { cardLabel, cardName } from "../cards/cards.js";
import { SeatWords } from "../tables/seats.js";
import { labelList, withCommon } from "../tables/words.js";
import {
  gameIsOver, gameOfMatch, gettext, interpolate, listWords, ngettext, npgettext, ordinal, pgettext,
  touchPointer,
} from "../tables/ui.js";
import { betweenGames, isDouble, isMatch, kindOf, legalOf, matchOf, packetsOf } from "./model.js";

export { labelList, stockLabel } from "../tables/words.js";

// The table's fixed words: buttons, marks and labels. Getters, so that each is looked up in
// the catalogue when it is used.
export const TEXT = withCommon({
  get knockedMark() { return pgettext("seat mark", "knocked"); },
  get lastTurnMark() { return pgettext("seat mark", "last turn"); },
  get goUp() { return pgettext("Sixes: swap the top row from now on", "Go up"); },
  get upLeft() { return pgettext("Sixes: the left packet goes up", "Up left"); },
  get upRight() { return pgettext("Sixes: the right packet goes up", "Up right"); },
  get knock() { return pgettext("Sixes: end the game after one more round", "Knock"); },
  get doneLeft() { return pgettext("Double Sixes: declare the left packet done", "Done left"); },
  get doneRight() { return pgettext("Double Sixes: declare the right packet done", "Done right"); },
  get passTurn() { return pgettext("Sixes: a last turn passed up", "Pass"); },
  get stock() { return pgettext("Sixes: the face-down pile to draw from", "Stock"); },
  get openPile() { return pgettext("Sixes: the face-up discard pile", "Open pile"); },
  get yourCards() { return pgettext("Sixes", "Your cards"); },
  get wentUp() { return pgettext("Sixes packet mark", "up"); },
  get done() { return pgettext("Sixes packet mark", "done"); },
  get onlyYou() { return pgettext("Sixes card tag: only you know this card", "you"); },
  get everyone() { return pgettext("Sixes card tag: every player knows this card", "all"); },
  get zero() { return pgettext("Sixes card tag: counts 0 (a match)", "0"); },
  get peeking() { return gettext("Look at your bottom row: you may see it only now"); },
  get lastRound() { return gettext("Last round"); },
  get thisGame() { return pgettext("Sixes summary column: a player's score in the game just over", "This game"); },
  get place() { return pgettext("a column of a match's standings: the place by the totals", "Place"); },
  get matchTable() { return gettext("Each game's scores and the totals"); },
});

export { gameIsOver, gameOfMatch };

/** A seat's match total on its badge, as short as it gets: "Σ 12". */
export const totalBadge = (total) => interpolate(
  pgettext("a player's match total on the table, very short: the sum of the points", "Σ %(total)s"), { total }, true);

/** The person's total of the match's finished games, beside the middle: "Your total: 12". */
export const yourTotal = (total) => interpolate(
  pgettext("Sixes match: the person's total of the finished games", "Your total: %(total)s"), { total }, true);

/** "left" / "right" packet words (D1), or "" in Sixes. */
export function packetName(view, packet) {
  if (!isDouble(view)) return "";
  return packet === 0 ? pgettext("Double Sixes packet", "left packet") : pgettext("Double Sixes packet", "right packet");
}


export function openPileLabel(pile) {
  const count = pile.length;
  if (!count) return gettext("Open pile: empty");
  return interpolate(ngettext("Open pile: %(count)s card, the %(card)s on top",
    "Open pile: %(count)s cards, the %(card)s on top", count), { count, card: cardLabel(pile[count - 1]) }, true);
}

/** A position in words: "top row, left", "bottom row, middle". */
export function positionName(position) {
  const column = position % 3;
  const top = position < 3;
  if (top) {
    return [pgettext("Sixes grid position", "top left"), pgettext("Sixes grid position", "top middle"),
      pgettext("Sixes grid position", "top right")][column];
  }
  return [pgettext("Sixes grid position", "bottom left"), pgettext("Sixes grid position", "bottom middle"),
    pgettext("Sixes grid position", "bottom right")][column];
}

/**
 * A card in the grid as a screen reader hears it: "queen of clubs, known to you",
 * "face-down card, known to its owner". mine: the viewer's own grid.
 */
export function gridCardLabel(code, mark, mine) {
  // What the card shows comes first ("10 of hearts"): the name contains the visible text.
  const name = code ? cardLabel(code) : pgettext("card name", "face-down card");
  switch (mark) {
    case "face_up": return interpolate(gettext("%(card)s, face up"), { card: name }, true);
    case "public": return code ? interpolate(gettext("%(card)s, known to everyone"), { card: name }, true)
      : gettext("face-down card, known to everyone, not remembered");
    case "known": return code ? interpolate(gettext("%(card)s, known to you"), { card: name }, true)
      : gettext("face-down card you have seen, not remembered");
    case "owner": return mine ? gettext("face-down card, known to you")
      : gettext("face-down card, known to its owner");
    default: return gettext("face-down card, nobody knows it");
  }
}

/** A grid card with its place: "queen of clubs, known to you, bottom left". */
export const gridCardPlace = (code, mark, position, mine) => interpolate(
  pgettext("a card in a grid: card, position", "%(card)s, %(position)s"),
  { position: positionName(position), card: gridCardLabel(code, mark, mine) }, true);

/** The name of one of the person's own packets: "Your cards"; "Your left packet" (D1). */
export function myPacketName(view, packet) {
  if (!isDouble(view)) return TEXT.yourCards;
  return packet === 0 ? pgettext("Double Sixes: the person's own packet", "Your left packet")
    : pgettext("Double Sixes: the person's own packet", "Your right packet");
}

/**
 * What another seat's packet shows and who knows its cards, in few words: the cards face up
 * and those everyone knows by name, the others counted ("2 face up: king of hearts and 7 of
 * clubs, 4 nobody knows"). Each card with its place is in the grid's own list.
 */
export function packetSummary(packet) {
  const faceUp = [];
  const everyone = [];
  let forgotten = 0; // known to everyone, but the person plays from memory (X6)
  let owner = 0;
  let nobody = 0;
  packet.cards.forEach((code, i) => {
    const mark = packet.marks[i];
    if (mark === "face_up" && code) faceUp.push(cardLabel(code));
    else if (mark === "public" && code) everyone.push(cardLabel(code));
    else if (mark === "public") forgotten += 1;
    else if (mark === "owner") owner += 1;
    else nobody += 1;
  });
  return labelList([
    faceUp.length ? interpolate(ngettext("%(count)s face up: %(cards)s", "%(count)s face up: %(cards)s", faceUp.length),
      { count: faceUp.length, cards: listWords(faceUp) }, true) : "",
    everyone.length ? interpolate(ngettext("%(count)s known to everyone: %(cards)s", "%(count)s known to everyone: %(cards)s",
      everyone.length), { count: everyone.length, cards: listWords(everyone) }, true) : "",
    forgotten ? interpolate(ngettext("%(count)s known to everyone, not remembered",
      "%(count)s known to everyone, not remembered", forgotten), { count: forgotten }, true) : "",
    owner ? interpolate(ngettext("%(count)s known to the owner", "%(count)s known to the owner", owner),
      { count: owner }, true) : "",
    nobody ? interpolate(ngettext("%(count)s nobody knows", "%(count)s nobody knows", nobody), { count: nobody }, true) : "",
  ]);
}

/** A packet's state: "gone up", "done", as a short list for its label. */
export function packetState(packet) {
  return labelList([packet.up ? pgettext("Sixes packet state", "gone up") : "",
    packet.done ? pgettext("Sixes packet state", "done, face up") : ""]);
}

export class Words extends SeatWords {
  /** Where a card went: "top right", "top right of the left packet". */
  where(view, packet, position) {
    const place = positionName(position);
    if (!isDouble(view)) return place;
    return interpolate(pgettext("a place in Double Sixes: position, packet", "%(position)s of the %(packet)s"),
      { position: place, packet: packetName(view, packet) }, true);
  }

  /** The sentence for one event; `before` and `after` are the frames around it. */
  event(event, before, after) {
    const seat = event.seat;
    switch (kindOf(event)) {
      case "peek": return this.say(seat, gettext("You look at your bottom row."),
        { f: pgettext("a woman", "%(name)s looks at the bottom row."),
          m: pgettext("a man", "%(name)s looks at the bottom row.") });
      case "draw":
        if (this.isMe(seat) && event.card) {
          return interpolate(gettext("You draw the %(card)s."), { card: cardName(event.card) }, true);
        }
        return this.say(seat, gettext("You draw a card."),
          { f: pgettext("a woman", "%(name)s draws a card."), m: pgettext("a man", "%(name)s draws a card.") });
      case "take": return this.say(seat, gettext("You take the %(card)s from the open pile."),
        { f: pgettext("a woman", "%(name)s takes the %(card)s from the open pile."),
          m: pgettext("a man", "%(name)s takes the %(card)s from the open pile.") }, { card: cardName(event.card) });
      case "swap": {
        const values = { where: this.where(before, event.packet, event.position), out: cardName(event.out) };
        if (event.card) {
          return this.say(seat, gettext("You put the %(card)s at %(where)s and give away the %(out)s."),
            { f: pgettext("a woman", "%(name)s puts the %(card)s at %(where)s and gives away the %(out)s."),
              m: pgettext("a man", "%(name)s puts the %(card)s at %(where)s and gives away the %(out)s.") },
            { ...values, card: cardName(event.card) });
        }
        return this.say(seat, gettext("You swap at %(where)s and give away the %(out)s."),
          { f: pgettext("a woman", "%(name)s swaps at %(where)s and gives away the %(out)s."),
            m: pgettext("a man", "%(name)s swaps at %(where)s and gives away the %(out)s.") }, values);
      }
      case "discard": return this.say(seat, gettext("You put the %(card)s on the open pile."),
        { f: pgettext("a woman", "%(name)s puts the %(card)s on the open pile."),
          m: pgettext("a man", "%(name)s puts the %(card)s on the open pile.") }, { card: cardName(event.card) });
      case "up":
        if (isDouble(after)) {
          return event.packet === 0
            ? this.say(seat, gettext("You go up on your left packet."),
              { f: pgettext("a woman", "%(name)s goes up on the left packet."),
                m: pgettext("a man", "%(name)s goes up on the left packet.") })
            : this.say(seat, gettext("You go up on your right packet."),
              { f: pgettext("a woman", "%(name)s goes up on the right packet."),
                m: pgettext("a man", "%(name)s goes up on the right packet.") });
        }
        return this.say(seat, gettext("You go up: from now on you swap your top row."),
          { f: pgettext("a woman", "%(name)s goes up: from now on the top row."),
            m: pgettext("a man", "%(name)s goes up: from now on the top row.") });
      case "knock": return this.knock(event, after);
      case "end": return this.endsTurn(seat);
      case "pass": return this.say(seat, gettext("You pass your last turn."),
        { f: pgettext("a woman", "%(name)s passes the last turn."), m: pgettext("a man", "%(name)s passes the last turn.") });
      case "reveal": return this.say(seat, gettext("You turn your cards face up."),
        { f: pgettext("a woman", "%(name)s turns all cards face up."),
          m: pgettext("a man", "%(name)s turns all cards face up.") });
      case "stock_out": return gettext("The stock has run out.");
      case "over": return this.over(event);
      case "deal": return this.say(event.starter,
        gettext("Game %(game)s of %(games)s is dealt: you start."),
        { f: pgettext("a woman", "Game %(game)s of %(games)s is dealt: %(name)s starts."),
          m: pgettext("a man", "Game %(game)s of %(games)s is dealt: %(name)s starts.") }, { game: event.game, games: event.games });
      default: return "";
    }
  }

  knock(event, after) {
    const seat = event.seat;
    if (!isDouble(after)) {
      return this.say(seat, gettext("You knock: everyone else has one more turn."),
        { f: pgettext("a woman", "%(name)s knocks: everyone else has one more turn."),
          m: pgettext("a man", "%(name)s knocks: everyone else has one more turn.") });
    }
    if (event.final) {
      return event.packet === 0
        ? this.say(seat, gettext("You declare your left packet done and knock: everyone else has one more turn."),
          { f: pgettext("a woman", "%(name)s declares the left packet done and knocks: everyone else has one more turn."),
            m: pgettext("a man", "%(name)s declares the left packet done and knocks: everyone else has one more turn.") })
        : this.say(seat, gettext("You declare your right packet done and knock: everyone else has one more turn."),
          { f: pgettext("a woman", "%(name)s declares the right packet done and knocks: everyone else has one more turn."),
            m: pgettext("a man", "%(name)s declares the right packet done and knocks: everyone else has one more turn.") });
    }
    return event.packet === 0
      ? this.say(seat, gettext("You declare your left packet done."),
        { f: pgettext("a woman", "%(name)s declares the left packet done."),
          m: pgettext("a man", "%(name)s declares the left packet done.") })
      : this.say(seat, gettext("You declare your right packet done."),
        { f: pgettext("a woman", "%(name)s declares the right packet done."),
          m: pgettext("a man", "%(name)s declares the right packet done.") });
  }

  over(event) {
    if (event.reason === "stock") return gettext("The stock has run out: all cards are turned up.");
    if (event.reason === "turn_limit") return gettext("The turns are used up: all cards are turned up.");
    return gettext("The last round is over: all cards are turned up.");
  }

  /** The game's end in one sentence (a match's: by the totals). */
  theEnd(view, result) {
    if (isMatch(view)) return this.matchOver(view);
    const me = view.seat;
    const score = (result.scores || [])[me];
    if ((result.winners || []).includes(me)) {
      return (result.winners.length > 1
        ? interpolate(gettext("Game over: you share the win with %(score)s."), { score }, true)
        : interpolate(gettext("Game over: you win with %(score)s."), { score }, true));
    }
    const place = (result.places || [])[me];
    return interpolate(gettext("Game over: you finish %(place)s with %(score)s."), { place: ordinal(place), score }, true);
  }

  /** The match's end in one sentence: by the totals of its games. */
  matchOver(view) {
    const result = view.result;
    const me = view.seat;
    const score = (result.totals || result.scores || [])[me];
    if ((result.winners || []).includes(me)) {
      return (result.winners.length > 1
        ? interpolate(gettext("Match over: you share the win with %(score)s."), { score }, true)
        : interpolate(gettext("Match over: you win with %(score)s."), { score }, true));
    }
    const place = (result.places || [])[me];
    return interpolate(gettext("Match over: you finish %(place)s with %(score)s."), { place: ordinal(place), score }, true);
  }

  /**
   * A game of a match is over, the next to come (the frame between them): "Game 1 of 3 is
   * over: you scored 12, your total is 20." `view` is that frame.
   */
  gameEnd(view) {
    const match = matchOf(view);
    const me = view.seat;
    const score = ((view.result || {}).scores || [])[me] ?? 0;
    return interpolate(gettext("Game %(game)s of %(games)s is over: you scored %(score)s, your total is %(total)s."),
      { game: match.number, games: match.games, score, total: match.totals[me] ?? 0 }, true);
  }

  /** Who starts the next game of the match (X7). */
  nextGame(starter) {
    return this.say(starter, gettext("You start the next game."),
      { f: pgettext("a woman", "%(name)s starts the next game."), m: pgettext("a man", "%(name)s starts the next game.") });
  }

  /** Why the game ended, for the summary: who knocked, or what ran out. */
  explain(view, knocked = view.knocked) {
    const result = view.result || {};
    const matched = gettext("A card marked 0 is matched in its packet.");
    if (result.reason === "stock") return `${gettext("The stock ran out.")} ${matched}`;
    if (result.reason === "turn_limit") return `${gettext("The turns ran out.")} ${matched}`;
    if (typeof knocked === "number") {
      const who = this.say(knocked, gettext("You knocked."),
        { f: pgettext("a woman", "%(name)s knocked."), m: pgettext("a man", "%(name)s knocked.") });
      return `${who} ${matched}`;
    }
    return matched;
  }

  /** The final-round banner's words, or "" when no final round runs. */
  lastRound(view) {
    if (typeof view.knocked !== "number" || view.status === "finished" || view.phase === "over") return "";
    const left = (view.final_turns || []).length;
    return this.say(view.knocked,
      ngettext("You knocked: %(count)s turn left", "You knocked: %(count)s turns left", left),
      {
        f: npgettext("a woman", "Last round: %(name)s knocked, %(count)s turn left",
          "Last round: %(name)s knocked, %(count)s turns left", left),
        m: npgettext("a man", "Last round: %(name)s knocked, %(count)s turn left",
          "Last round: %(name)s knocked, %(count)s turns left", left),
      },
      { count: left });
  }

  /**
   * The status line. interactive: the person may act now; thinking: a seat whose computer
   * is slow.
   */
  status(view, { interactive = false, thinking = null } = {}) {
    if (betweenGames(view)) return gameIsOver(matchOf(view).number, matchOf(view).games);
    if (view.status === "finished" || view.phase === "over") return this.gameOver(view);
    const turn = view.turn;
    if (typeof turn !== "number") return "";
    if (turn !== view.seat) {
      const holds = { f: pgettext("a woman", "%(name)s holds a card"), m: pgettext("a man", "%(name)s holds a card") };
      return this.turnOf(turn, thinking, view.phase === "holding" ? holds : undefined);
    }
    if (!interactive) return gettext("Your turn");
    const double = isDouble(view);
    if (view.phase === "move") {
      if (legalOf(view, "pass")) { // X11: the last turn, which may be passed up
        if (legalOf(view, "take")) return gettext("Your last turn: draw, take the open pile's top card, or pass");
        return gettext("Your last turn: draw from the stock, or pass");
      }
      if (legalOf(view, "take")) return gettext("Your turn: draw from the stock, or take the open pile's top card");
      return gettext("Your turn: draw from the stock");
    }
    if (view.phase === "holding") {
      const holding = view.holding || {};
      const upNow = packetsOf(view, view.seat).map((p) => p.up);
      const row = double ? gettext("an allowed card of either packet")
        : upNow[0] ? gettext("a card of your top row") : gettext("a card of your bottom row");
      const touch = touchPointer(); // tap with a finger, click with a mouse
      if (holding.from === "stock") {
        return interpolate(touch ? gettext("Tap %(row)s to swap, or the open pile to throw the card away")
          : gettext("Click %(row)s to swap, or the open pile to throw the card away"), { row }, true);
      }
      return interpolate(touch ? gettext("Tap %(row)s to swap the card in")
        : gettext("Click %(row)s to swap the card in"), { row }, true);
    }
    if (view.phase === "after") {
      if (double) return gettext("Declare a packet done, or end your turn");
      return gettext("Knock, or end your turn");
    }
    return "";
  }

  /** The card in hand, as its label says it: "You hold the seven of hearts (drawn)". */
  holdingLabel(view) {
    const holding = view.holding;
    if (!holding) return "";
    if (holding.card) {
      return holding.from === "open"
        ? this.say(holding.seat, gettext("You hold the %(card)s, taken from the open pile"),
          gettext("%(name)s holds the %(card)s, taken from the open pile"), { card: cardName(holding.card) })
        : this.say(holding.seat, gettext("You hold the %(card)s, drawn from the stock"),
          gettext("%(name)s holds the %(card)s, drawn from the stock"), { card: cardName(holding.card) });
    }
    return this.say(holding.seat, gettext("You hold a card"), gettext("%(name)s holds a card drawn from the stock"));
  }

  /**
   * A seat's spoken summary, short: its name, what each packet shows and who knows its cards
   * (packetSummary), whether it went up or is done, the seat's marks and score. Each card
   * with its place is in the seat's lists of cards, not here: a seat passed by is not read
   * card by card.
   */
  seatLabel(view, seat) {
    const packets = packetsOf(view, seat);
    const parts = [this.name(seat)];
    packets.forEach((packet, i) => {
      // One packet: a knock turned it up, and the seat's "knocked" says so.
      const what = labelList([packet.up ? pgettext("Sixes packet state", "gone up") : "",
        packet.done && packets.length > 1 ? TEXT.done : "", packetSummary(packet)]);
      parts.push(packets.length > 1 ? interpolate(pgettext("Double Sixes: a packet, then what it shows", "%(packet)s: %(what)s"),
        { packet: packetName(view, i), what }, true) : what);
    });
    if (view.knocked === seat) parts.push(TEXT.knockedMark);
    const over = view.status === "finished" || view.phase === "over";
    if (!over && (view.final_turns || []).includes(seat)) parts.push(TEXT.lastTurnMark);
    const score = view.result && view.result.scores ? view.result.scores[seat] : null;
    if (score !== null && score !== undefined) {
      parts.push(interpolate(pgettext("Sixes", "score %(score)s"), { score }, true));
    } else if (isMatch(view) && view.status !== "finished") {
      parts.push(interpolate(gettext("match total %(total)s"), { total: matchOf(view).totals[seat] ?? 0 }, true));
    }
    return labelList(parts);
  }
}
