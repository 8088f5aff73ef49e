// What the Shiesta table says: the status line, the sentence for each event (shown in the
// announcer line and said to screen readers), the table's fixed words and labels. Pure (no
// DOM), so node can test it.
//
// Every sentence is marked whole, with named placeholders, and a sentence about the person
// ("You pick up the pile") is a different string from the same sentence about another player
// ("%(name)s picks up the pile"): other languages inflect the verb, by the player's gender
// too (a woman's and a man's form, static/tables/seats.js), and the translator must see
// them all. Cards are named with the shared pattern of static/cards/cards.js ("queen of
// clubs"). Strings are looked up at each call, so that they come in the page's language.

import { cardLabel, cardName } from "../cards/cards.js";
import { SeatWords } from "../tables/seats.js";
import { labelList, withCommon } from "../tables/words.js";
import {
  gameOfMatch, gettext, interpolate, listWords, ngettext, npgettext, ordinal, pgettext, touchPointer,
} from "../tables/ui.js";
import { isMatch, matchOf, nextSeat, playableCards, rankOf, topCard } from "./model.js";

export { fillParts, labelList } from "../tables/words.js";

/** "five of clubs and five of hearts": cards named in a sentence. */
export const cardNames = (cards) => listWords(cards.map((card) => cardName(card)));


// The table's fixed words: buttons, marks and labels. Getters, so that each is looked up in
// the catalogue when it is used.
export const TEXT = withCommon({
  get ready() { return pgettext("seat mark", "Ready"); },
  get swapping() { return pgettext("seat mark", "Swapping"); },
  get readyButton() { return pgettext("the swap is done", "Ready"); },
  get play() { return pgettext("put cards on the pile", "Play"); },
  get playChooseFirst() { return gettext("Play (choose cards first)"); },
  get pickUp() { return gettext("Pick up the pile"); },
  get yourTable() { return gettext("Your cards on the table"); },
  get yourFaceUp() { return gettext("Your face-up cards"); },
  get yourFaceDown() { return gettext("Your face-down cards"); },
  get clockwise() { return pgettext("direction of play", "Clockwise"); },
  get anticlockwise() { return pgettext("direction of play", "Anticlockwise"); },
  get drawPile() { return gettext("Draw pile"); },
  get anyCard() { return pgettext("pile rule", "Any card"); },
  get sevenOrLower() { return pgettext("pile rule", "7 or lower"); },
  get turnedUp() { return pgettext("card tag", "turned up"); },
  get chosen() { return pgettext("card tag", "chosen"); },
  get continue() { return pgettext("go on to the match's next game", "Continue"); },
  get player() { return pgettext("a column of the match's summary", "Player"); },
  get place() { return pgettext("a column of the match's summary: the place in this game", "Place"); },
  get total() { return pgettext("a column of the match's summary: the sum of the places", "Total"); },
  get gameByGame() { return gettext("The match: places game by game and totals"); },
  get standing() { return pgettext("a column of the match's final standings: the player's place", "Place"); },
});

export { gameOfMatch };

/** A seat's match total on its badge, as short as it gets: "Σ 5". */
export const totalBadge = (total) => interpolate(
  // Translators: on a player's badge during a match, next to the name: the sum of his places
  // so far. Keep it as short: a symbol or an abbreviation.
  pgettext("a player's match total on the table, very short: the sum of the places", "Σ %(total)s"), { total }, true);

/** The spoken form of a seat's match total: "match total 5". */
export const totalSaid = (total) => interpolate(gettext("match total %(total)s"), { total }, true);

/** A seat's place among match totals (lower is better; equal totals share a place). */
export const placeByTotal = (totals, seat) => 1 + totals.filter((total) => total < totals[seat]).length;

/** "Direction of play: clockwise". */
export const directionLabel = (direction) => (direction < 0
  ? gettext("Direction of play: anticlockwise") : gettext("Direction of play: clockwise"));

/** What may go on the pile, as the chip under it says: "8 or higher", "Any card". */
export function pileRule(view) {
  const top = topCard(view);
  // A 10 or a 3 lies on the pile only for the moment before it burns the pile or leaves
  // the game (H7): it sets no rule.
  if (top && ["10", "3"].includes(rankOf(top))) return "";
  if (!top || view.wild) return TEXT.anyCard;
  if (view.low_only) return TEXT.sevenOrLower;
  return interpolate(pgettext("pile rule", "%(rank)s or higher"), { rank: rankOf(top) }, true);
}

/** The discard pile's accessible name: its size and its top card. */
export function pileLabel(view) {
  const count = (view.pile || []).length;
  const top = topCard(view);
  if (!count) return gettext("Discard pile: empty");
  return interpolate(ngettext("Discard pile: %(count)s card, the %(card)s on top",
    "Discard pile: %(count)s cards, the %(card)s on top", count), { count, card: cardName(top) }, true);
}

export const pileCountText = (count) => interpolate(
  ngettext("%(count)s in the pile", "%(count)s in the pile", count), { count }, true);
export const drawPileLabel = (count) => interpolate(
  ngettext("Draw pile: %(count)s card", "Draw pile: %(count)s cards", count), { count }, true);
export const burnedText = (count) => interpolate(
  ngettext("%(count)s burned", "%(count)s burned", count), { count }, true);
export const removedText = (count) => interpolate(
  ngettext("%(count)s three out", "%(count)s threes out", count), { count }, true);
export const handCount = (count) => interpolate(
  ngettext("%(count)s in hand", "%(count)s in hand", count), { count }, true);
export const downCount = (count) => interpolate(
  ngettext("%(count)s face down", "%(count)s face down", count), { count }, true);
export const faceDownLabel = (position) => interpolate(
  gettext("Face-down card %(position)s of 3"), { position: position + 1 }, true);

/** A seat's position around the table, counted clockwise from the person at the bottom. */
export function positionName(pos, seats) {
  if (pos === 0) return pgettext("seat position", "bottom");
  if (pos === 1) return pgettext("seat position", "left");
  if (pos === seats - 1) return pgettext("seat position", "right");
  if (seats === 4) return pgettext("seat position", "top");
  return pos === 2 ? pgettext("seat position", "upper left") : pgettext("seat position", "upper right");
}

/** The seat badge's spoken stats: "5 in hand, face up: …, 3 face down, ready" (and in a
 * match its total). */
export function seatStats(view, seat) {
  const up = (view.face_up || [])[seat] || [];
  const down = ((view.face_down || [])[seat] || []).filter(Boolean).length;
  const parts = [handCount((view.hand_sizes || [])[seat] ?? 0)];
  parts.push(up.length ? interpolate(gettext("face up: %(cards)s"), { cards: labelList(up.map(cardLabel)) }, true)
    : gettext("no face-up cards"));
  parts.push(downCount(down));
  if (view.phase === "swap") parts.push((view.ready || [])[seat] ? TEXT.ready : TEXT.swapping);
  if (isMatch(view)) parts.push(totalSaid(matchOf(view).totals[seat] ?? 0));
  return labelList(parts);
}

export class Words extends SeatWords {
  /** The sentence for one event; `before` and `after` are the frames around it. */
  event(event, before, after) {
    const seat = event.seat;
    switch (event.type) {
      case "swap": return this.say(seat, gettext("You put the %(hand)s face up and take the %(up)s."),
        { f: pgettext("a woman", "%(name)s puts the %(hand)s face up and takes the %(up)s."),
          m: pgettext("a man", "%(name)s puts the %(hand)s face up and takes the %(up)s.") },
        { hand: cardName(event.hand), up: cardName(event.up) });
      case "ready": return this.say(seat, gettext("You are ready."),
        { f: pgettext("a woman", "%(name)s is ready."), m: pgettext("a man", "%(name)s is ready.") });
      case "open": return this.say(seat, gettext("Everyone is ready: you open."),
        { f: pgettext("a woman", "Everyone is ready: %(name)s opens."),
          m: pgettext("a man", "Everyone is ready: %(name)s opens.") });
      case "play": return this.play(event);
      case "fail": {
        const top = topCard(before);
        if (!top) return this.say(seat, gettext("You turn up the %(card)s: it cannot be played."),
          { f: pgettext("a woman", "%(name)s turns up the %(card)s: it cannot be played."),
            m: pgettext("a man", "%(name)s turns up the %(card)s: it cannot be played.") }, { card: cardName(event.card) });
        return this.say(seat, gettext("You turn up the %(card)s: it cannot go on the %(top)s."),
          { f: pgettext("a woman", "%(name)s turns up the %(card)s: it cannot go on the %(top)s."),
            m: pgettext("a man", "%(name)s turns up the %(card)s: it cannot go on the %(top)s.") },
          { card: cardName(event.card), top: cardName(top) });
      }
      case "reverse": return event.direction < 0 ? gettext("The 7 turns play around: now anticlockwise.")
        : gettext("The 7 turns play around: now clockwise.");
      case "remove": {
        const next = nextSeat(after, seat);
        const count = event.count;
        return this.say(next,
          ngettext("The 3 leaves the game: you must pick up the pile.", "The 3s leave the game: you must pick up the pile.", count),
          {
            f: npgettext("a woman", "The 3 leaves the game: %(name)s must pick up the pile.",
              "The 3s leave the game: %(name)s must pick up the pile.", count),
            m: npgettext("a man", "The 3 leaves the game: %(name)s must pick up the pile.",
              "The 3s leave the game: %(name)s must pick up the pile.", count),
          },
          { count });
      }
      case "burn": return interpolate(ngettext("The 10 burns the pile: %(count)s card leaves the game.",
        "The 10 burns the pile: %(count)s cards leave the game.", event.count), { count: event.count }, true);
      case "draw": return this.draw(event);
      case "pickup": return this.pickup(event);
      case "game_over": return this.over(event);
      case "deal": return this.deal(event);
      default: return "";
    }
  }

  play({ seat, cards, from }) {
    if (from === "face_down") {
      return this.say(seat, gettext("You turn up the %(card)s and play it."),
        { f: pgettext("a woman", "%(name)s turns up the %(card)s and plays it."),
          m: pgettext("a man", "%(name)s turns up the %(card)s and plays it.") }, { card: cardName(cards[0]) });
    }
    const up = from === "face_up";
    if (cards.length === 1) {
      const card = { card: cardName(cards[0]) };
      return up ? this.say(seat, gettext("You play the %(card)s from your face-up cards."),
        { f: pgettext("a woman", "%(name)s plays the %(card)s from the face-up cards."),
          m: pgettext("a man", "%(name)s plays the %(card)s from the face-up cards.") }, card)
        : this.say(seat, gettext("You play the %(card)s."),
          { f: pgettext("a woman", "%(name)s plays the %(card)s."), m: pgettext("a man", "%(name)s plays the %(card)s.") }, card);
    }
    const values = { count: cards.length, cards: cardNames(cards) };
    return up ? this.say(seat,
      ngettext("You play %(count)s card from your face-up cards: %(cards)s.", "You play %(count)s cards from your face-up cards: %(cards)s.", cards.length),
      {
        f: npgettext("a woman", "%(name)s plays %(count)s card from the face-up cards: %(cards)s.",
          "%(name)s plays %(count)s cards from the face-up cards: %(cards)s.", cards.length),
        m: npgettext("a man", "%(name)s plays %(count)s card from the face-up cards: %(cards)s.",
          "%(name)s plays %(count)s cards from the face-up cards: %(cards)s.", cards.length),
      },
      values)
      : this.say(seat, ngettext("You play %(count)s card: %(cards)s.", "You play %(count)s cards: %(cards)s.", cards.length),
        {
          f: npgettext("a woman", "%(name)s plays %(count)s card: %(cards)s.",
            "%(name)s plays %(count)s cards: %(cards)s.", cards.length),
          m: npgettext("a man", "%(name)s plays %(count)s card: %(cards)s.",
            "%(name)s plays %(count)s cards: %(cards)s.", cards.length),
        },
        values);
  }

  draw({ seat, count, cards }) {
    if (this.isMe(seat) && cards && cards.length) {
      return interpolate(ngettext("You draw the %(cards)s.", "You draw %(count)s cards: %(cards)s.", cards.length),
        { count: cards.length, cards: cardNames(cards) }, true);
    }
    return this.say(seat, ngettext("You draw %(count)s card.", "You draw %(count)s cards.", count),
      {
        f: npgettext("a woman", "%(name)s draws %(count)s card.",
          "%(name)s draws %(count)s cards.", count),
        m: npgettext("a man", "%(name)s draws %(count)s card.",
          "%(name)s draws %(count)s cards.", count),
      }, { count });
  }

  pickup({ seat, count, reason }) {
    const values = { count };
    if (reason === "three" && !count) {
      return this.say(seat, gettext("A 3 on an empty pile: you pick up nothing, and your turn is over."),
        { f: pgettext("a woman", "A 3 on an empty pile: %(name)s picks up nothing, and the turn is over."),
          m: pgettext("a man", "A 3 on an empty pile: %(name)s picks up nothing, and the turn is over.") });
    }
    if (reason === "three") {
      return this.say(seat,
        ngettext("You pick up the pile (%(count)s card): a 3 was played.", "You pick up the pile (%(count)s cards): a 3 was played.", count),
        {
          f: npgettext("a woman", "%(name)s picks up the pile (%(count)s card): a 3 was played.",
            "%(name)s picks up the pile (%(count)s cards): a 3 was played.", count),
          m: npgettext("a man", "%(name)s picks up the pile (%(count)s card): a 3 was played.",
            "%(name)s picks up the pile (%(count)s cards): a 3 was played.", count),
        },
        values);
    }
    if (reason === "face_down") {
      return this.say(seat,
        ngettext("You pick up the pile with the turned card (%(count)s card).", "You pick up the pile with the turned card (%(count)s cards).", count),
        {
          f: npgettext("a woman", "%(name)s picks up the pile with the turned card (%(count)s card).",
            "%(name)s picks up the pile with the turned card (%(count)s cards).", count),
          m: npgettext("a man", "%(name)s picks up the pile with the turned card (%(count)s card).",
            "%(name)s picks up the pile with the turned card (%(count)s cards).", count),
        },
        values);
    }
    return this.say(seat,
      ngettext("You cannot play and pick up the pile (%(count)s card).", "You cannot play and pick up the pile (%(count)s cards).", count),
      {
        f: npgettext("a woman", "%(name)s cannot play and picks up the pile (%(count)s card).",
          "%(name)s cannot play and picks up the pile (%(count)s cards).", count),
        m: npgettext("a man", "%(name)s cannot play and picks up the pile (%(count)s card).",
          "%(name)s cannot play and picks up the pile (%(count)s cards).", count),
      },
      values);
  }

  over(event) {
    const nobody = event.reason === "turn_limit" || event.winner === null || event.winner === undefined;
    if (event.games > 1) {
      // A game of a match (the last one too: winning it is not winning the match).
      const values = { game: event.game, games: event.games };
      if (nobody) {
        return interpolate(gettext("Nobody went out in time: game %(game)s of %(games)s goes by the cards still held."),
          values, true);
      }
      return this.say(event.winner, gettext("You are out of cards: you win game %(game)s of %(games)s!"),
        { f: pgettext("a woman", "%(name)s is out of cards and wins game %(game)s of %(games)s."),
          m: pgettext("a man", "%(name)s is out of cards and wins game %(game)s of %(games)s.") }, values);
    }
    if (nobody) return gettext("Nobody went out in time: the places go by the cards still held.");
    return this.say(event.winner, gettext("You are out of cards: you win!"),
      { f: pgettext("a woman", "%(name)s is out of cards and wins."),
        m: pgettext("a man", "%(name)s is out of cards and wins.") });
  }

  /** The match's next game is dealt (H3); its swap begins, its starter named (H5). */
  deal(event) {
    return this.say(event.starter, gettext("Game %(game)s of %(games)s is dealt: you start. Swap your cards, then say you are ready."),
      { f: pgettext("a woman", "Game %(game)s of %(games)s is dealt: %(name)s starts. Swap your cards, then say you are ready."),
        m: pgettext("a man", "Game %(game)s of %(games)s is dealt: %(name)s starts. Swap your cards, then say you are ready.") },
      { game: event.game, games: event.games });
  }

  /** A game of a match is over, the next to come: the status line under the summary, and
   * the first sentence said with it ("Game 1 of 3 is over: you finish 2nd."). */
  gameEnded(ended, seat) {
    const place = (ended.places || [])[seat];
    const values = { game: ended.game, games: ended.games, place: ordinal(place ?? 0) };
    if (place === 1) return interpolate(gettext("Game %(game)s of %(games)s is over: you finish first."), values, true);
    return interpolate(gettext("Game %(game)s of %(games)s is over: you finish %(place)s."), values, true);
  }

  /** How a match is scored, in the summary between its games. */
  matchRule(games) {
    return interpolate(ngettext("A match of %(count)s game: each player's total is the sum of their places; the lowest wins.",
      "A match of %(count)s games: each player's total is the sum of their places; the lowest wins.", games),
    { count: games }, true);
  }

  /** Who starts the match's next game (H5): the summary's last sentence. */
  nextStarter(starter, game) {
    return this.say(starter, gettext("You start game %(game)s."),
      { f: pgettext("a woman", "%(name)s starts game %(game)s."),
        m: pgettext("a man", "%(name)s starts game %(game)s.") }, { game });
  }

  /** The match totals in one sentence, for screen readers: "Totals: you 3, Ada 5, …". */
  totalsSaid(totals) {
    // Translators: one item of the list said to screen readers: "Ada 5" (a name, a match total).
    const items = totals.map((total, seat) => interpolate(pgettext("a player and his match total", "%(name)s %(total)s"),
      { name: this.name(seat), total }, true));
    return interpolate(gettext("Match totals, lower is better: %(totals)s."), { totals: labelList(items) }, true);
  }

  /** The game's (or the match's) end in one sentence: the status line once it is over. */
  theEnd(view, result) {
    if (isMatch(view) && result.totals) {
      const place = placeByTotal(result.totals, view.seat);
      if (place === 1) return gettext("The match is over: you win!");
      return interpolate(gettext("The match is over: you finish %(place)s."), { place: ordinal(place) }, true);
    }
    if (result.your_place === 1) return gettext("Game over: you win!");
    return interpolate(gettext("Game over: you finish %(place)s."), { place: ordinal(result.your_place) }, true);
  }

  /** How the game ended, for the summary: who went out after how many turns. */
  explain(view) {
    const result = view.result || {};
    const turns = view.turns_played ?? 0;
    if (result.winner === null || result.winner === undefined) {
      return interpolate(ngettext("Nobody went out in %(count)s turn: the places go by the cards still held.",
        "Nobody went out in %(count)s turns: the places go by the cards still held.", turns), { count: turns }, true);
    }
    return this.say(result.winner,
      ngettext("You went out after %(count)s turn in all; the others are placed by the cards they still held.",
        "You went out after %(count)s turns in all; the others are placed by the cards they still held.", turns),
      {
        f: npgettext("a woman", "%(name)s went out after %(count)s turn in all; the others are placed by the cards they still held.",
          "%(name)s went out after %(count)s turns in all; the others are placed by the cards they still held.", turns),
        m: npgettext("a man", "%(name)s went out after %(count)s turn in all; the others are placed by the cards they still held.",
          "%(name)s went out after %(count)s turns in all; the others are placed by the cards they still held.", turns),
      },
      { count: turns });
  }

  /**
   * The status line. interactive: the person may act now; selected: cards chosen to play;
   * pick: a card chosen to swap ({card, from}); thinking: a seat whose computer is slow.
   */
  status(view, { interactive = false, selected = [], pick = null, thinking = null } = {}) {
    if (view.status === "finished") return this.gameOver(view);
    if (view.phase === "over" && view.ended) return this.gameEnded(view.ended, view.seat);
    const legal = view.legal_actions || [];
    if (legal.length) return interactive ? this.prompt(view, selected, pick) : gettext("Your turn…");
    if (view.phase === "swap") {
      const waiting = (view.to_act || []).filter((seat) => !this.isMe(seat));
      if (!waiting.length) return "";
      return interpolate(gettext("Waiting for %(names)s to get ready"),
        { names: listWords(waiting.map((seat) => this.other(seat))) }, true);
    }
    const actor = (view.to_act || [])[0];
    if (actor === undefined || actor === null) return "";
    if (this.isMe(actor)) return gettext("Your turn…");
    if (thinking === actor) return this.thinkingOf(actor);
    if (view.must_pick_up) {
      return this.about(actor,
        { f: pgettext("a woman", "%(name)s must pick up the pile"), m: pgettext("a man", "%(name)s must pick up the pile") });
    }
    return this.about(actor, gettext("%(name)s to play"));
  }

  /** What is asked of the person on his turn. */
  prompt(view, selected = [], pick = null) {
    const legal = view.legal_actions || [];
    if (view.phase === "swap") {
      // Tap with a finger, click with a mouse (touchPointer).
      const touch = touchPointer();
      const card = { card: cardName(pick ? pick.card : null) };
      if (pick && pick.from === "hand") {
        return interpolate(touch ? gettext("Now tap a face-up card to swap it for the %(card)s")
          : gettext("Now click a face-up card to swap it for the %(card)s"), card, true);
      }
      if (pick) {
        return interpolate(touch ? gettext("Now tap a card in your hand to swap it for the %(card)s")
          : gettext("Now click a card in your hand to swap it for the %(card)s"), card, true);
      }
      return touch ? gettext("Swap a hand card with a face-up card, or tap Ready")
        : gettext("Swap a hand card with a face-up card, or click Ready");
    }
    if (legal.every((a) => a.type === "pickup")) {
      if (view.must_pick_up) return gettext("A 3 was played: you must pick up the pile");
      const top = topCard(view);
      return interpolate(gettext("You cannot play on the %(rank)s: pick up the pile"), { rank: top ? rankOf(top) : "" }, true);
    }
    if (legal.some((a) => a.type === "face_down")) return gettext("Your turn: choose one of your face-down cards");
    if (selected.length) {
      const rank = rankOf(selected[0]);
      const more = [...playableCards(view)].some((card) => rankOf(card) === rank && !selected.includes(card));
      const values = { count: selected.length };
      if (!more) return interpolate(ngettext("%(count)s card chosen: tap Play", "%(count)s cards chosen: tap Play", selected.length), values, true);
      return interpolate(ngettext("%(count)s card chosen: tap Play, or add another card of its rank",
        "%(count)s cards chosen: tap Play, or add another card of their rank", selected.length), values, true);
    }
    const play = legal.find((a) => a.type === "play");
    if (view.opening && play) {
      return interpolate(gettext("You open: play your %(rank)s, the lowest card that may open"),
        { rank: rankOf(play.cards[0]) }, true);
    }
    return this.rulePrompt(view, view.zones && view.zones[view.seat] === "face_up");
  }

  /** "Your turn: play 8 or higher, or a 2, 3 or 10": what the pile takes (H6–H8). */
  rulePrompt(view, fromFaceUp) {
    const top = topCard(view);
    if (!top) {
      return fromFaceUp ? gettext("From your face-up cards: the pile is empty, play any card")
        : gettext("Your turn: the pile is empty, play any card");
    }
    if (view.wild) {
      return fromFaceUp ? gettext("From your face-up cards: after a 2 any card may be played")
        : gettext("Your turn: after a 2 any card may be played");
    }
    if (view.low_only) {
      return fromFaceUp ? gettext("From your face-up cards: after a 7, a 4 to 7 or a 2, 3 or 10")
        : gettext("Your turn: after a 7, a 4 to 7 or a 2, 3 or 10");
    }
    const rank = { rank: rankOf(top) };
    return interpolate(fromFaceUp ? gettext("From your face-up cards: %(rank)s or higher, or a 2, 3 or 10")
      : gettext("Your turn: %(rank)s or higher, or a 2, 3 or 10"), rank, true);
  }
}
