// Who a table's sentences are about: "You" for the person reading, else a player's name,
// and the sentence chosen by which of the two it is. Every game's words.js extends
// SeatWords. Pure (no DOM needed), so node can test the words.

import { gettext, interpolate } from "./ui.js";

/** Whether the page reads right to left (never under Node, where tests run the words). */
const isolated = () => typeof document === "object" && document.documentElement.dir === "rtl";

export class SeatWords {
  /** viewOf(): the view whose players and seat name people ("You" for the person). */
  constructor(viewOf) {
    this.viewOf = viewOf;
  }

  /** Whether `seat` is the person reading. */
  isMe(seat) {
    const view = this.viewOf();
    return Boolean(view) && seat === view.seat;
  }

  /** A player's name, never "You": the name in a sentence about another player. */
  other(seat) {
    const view = this.viewOf();
    const player = view && view.players && view.players[seat];
    if (!player) return interpolate(gettext("Seat %(seat)s"), { seat }, true);
    // In a right-to-left sentence a Latin name ending in digits ("Otter42") would take the
    // punctuation after it along: isolated (U+2068…U+2069), it reads as one word.
    return isolated() ? `\u2068${player.name}\u2069` : player.name;
  }

  /** A seat as a label shows it: "You" for the person, else the player's name. */
  name(seat) {
    return this.isMe(seat) ? gettext("You") : this.other(seat);
  }

  /** `mine` when `seat` is the person, else `theirs` with %(name)s: both whole sentences. */
  say(seat, mine, theirs, values = {}) {
    return interpolate(this.isMe(seat) ? mine : theirs, { ...values, name: this.other(seat) }, true);
  }
}
