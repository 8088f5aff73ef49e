// Who a table's sentences are about: "You" for the person reading, else a player's name,
// and the sentence chosen by which of the two it is. Every game's words.js extends
// SeatWords. Pure (no DOM needed), so node can test the words.
//
// A sentence about another player comes in two forms, chosen by the player's grammatical
// gender (the server's player entry, tables/names.py): languages whose verbs agree with it
// (Hebrew: "%(name)s שיחק" / "%(name)s שיחקה") translate each, the others give both the
// same words. Mark both whole, with the contexts "a woman" and "a man", so makemessages
// finds them:
//   this.say(seat, gettext("You pass."), {
//     f: pgettext("a woman", "%(name)s passes."), m: pgettext("a man", "%(name)s passes.") });
// A sentence whose words agree with nobody ("%(name)s's turn") stays one string; the
// catalogue check (tools/messages_check.py, NEUTRAL) lists each with its reason.

import { gettext, interpolate, pageLanguage, pgettext, rightToLeft } from "./i18n.js";

/**
 * A seat's player, as a view names him (tables/names.py).
 * @typedef {object} Player
 * @property {string} name
 * @property {Record<string, string>} [names] his name in other languages, by language code
 * @property {string | null} [gender] "f", "m", or unknown
 * @property {string} [kind] "person" or "computer"
 * @property {string | null} [level] a computer's
 * @property {boolean} [away] a person whose connection dropped (tables/presence.py)
 * @property {boolean} [standin] an away person's seat, played by a computer meanwhile
 */
/** The part of a view the words read: the person's seat and the players.
 * @typedef {{ seat?: number | null, players?: Player[] }} SeatView */
/** A sentence about another player in its forms by gender, or one string for everybody.
 * @typedef {string | { f: string, m: string }} Forms */

export class SeatWords {
  /** viewOf(): the view whose players and seat name people ("You" for the person).
   * @param {() => SeatView | null | undefined} viewOf
   */
  constructor(viewOf) {
    this.viewOf = viewOf;
  }

  /** Whether `seat` is the person reading. @param {number | null | undefined} seat */
  isMe(seat) {
    const view = this.viewOf();
    return Boolean(view && seat === view.seat);
  }

  /** @param {number} seat @returns {Player | null} */
  player(seat) {
    const view = this.viewOf();
    return (view && view.players && view.players[seat]) || null;
  }

  /** A player's name, never "You": the name in a sentence about another player.
   * @param {number} seat
   * @returns {string}
   */
  other(seat) {
    const player = this.player(seat);
    if (!player) return interpolate(gettext("Seat %(seat)s"), { seat }, true);
    // The name as the page's language writes it ("שירה" on a Hebrew page), when the server
    // knows one; a person's nickname, and a stored table's name the site no longer knows,
    // as it is.
    const language = (pageLanguage() || "").split("-")[0];
    const name = (player.names && player.names[language]) || player.name;
    // In a right-to-left sentence a Latin name ending in digits ("Otter42") would take the
    // punctuation after it along: isolated (U+2068…U+2069), it reads as one word.
    return rightToLeft() ? `\u2068${name}\u2069` : name;
  }

  /** A seat as a label shows it: "You" for the person, else the player's name.
   * @param {number} seat
   * @returns {string}
   */
  name(seat) {
    return this.isMe(seat) ? gettext("You") : this.other(seat);
  }

  /**
   * Which of `forms` ({f, m}) fits the player in `seat`: f for a woman, m for a man and for a
   * player whose gender the site does not know (a person; an older table's seat): Hebrew,
   * like the other languages the site speaks, uses the masculine for somebody unknown. A
   * string is one form for everybody.
   * @param {number} seat
   * @param {Forms} forms
   * @returns {string}
   */
  form(seat, forms) {
    if (typeof forms === "string") return forms;
    const player = this.player(seat);
    return player && player.gender === "f" ? forms.f : forms.m;
  }

  /** A sentence about the player in `seat`: `forms` by gender, filled with `values` and
   * %(name)s.
   * @param {number} seat
   * @param {Forms} forms
   * @param {Record<string, unknown>} [values]
   * @returns {string}
   */
  about(seat, forms, values = {}) {
    return interpolate(this.form(seat, forms), { ...values, name: this.other(seat) }, true);
  }

  /** `mine` when `seat` is the person, else `theirs` with %(name)s: both whole sentences,
   * `theirs` a string or its forms by gender ({f, m}).
   * @param {number} seat
   * @param {string} mine
   * @param {Forms} theirs
   * @param {Record<string, unknown>} [values]
   * @returns {string}
   */
  say(seat, mine, theirs, values = {}) {
    if (this.isMe(seat)) return interpolate(mine, { ...values, name: this.other(seat) }, true);
    return this.about(seat, theirs, values);
  }

  /** "Ada is thinking…": a computer slow to move. @param {number} seat */
  thinkingOf(seat) {
    return this.about(seat, { f: pgettext("a woman", "%(name)s is thinking…"), m: pgettext("a man", "%(name)s is thinking…") });
  }

  /**
   * Another seat's turn in the status line: "Ada is thinking…" while her computer is slow to
   * move, else `forms` ("Ada's turn").
   * @param {number} seat
   * @param {number | null} thinking the seat whose computer is slow, if any
   * @param {Forms} [forms]
   */
  turnOf(seat, thinking, forms = gettext("%(name)s's turn")) {
    return thinking === seat ? this.thinkingOf(seat) : this.about(seat, forms);
  }

  /** "You end your turn.", "Ada ends the turn." @param {number} seat */
  endsTurn(seat) {
    return this.say(seat, gettext("You end your turn."),
      { f: pgettext("a woman", "%(name)s ends the turn."), m: pgettext("a man", "%(name)s ends the turn.") });
  }

  /** The sentence said when the table is over: the game's (theEnd) once there is a result.
   * @param {SeatView & { result?: object | null, [field: string]: any }} view */
  gameOver(view) {
    return view.result ? this.theEnd(view, view.result) : gettext("Game over.");
  }

  /** How the game ended for the person, in one sentence (each game's words say it).
   * @param {SeatView} view
   * @param {any} result
   * @returns {string}
   */
  // eslint-disable-next-line no-unused-vars
  theEnd(view, result) {
    return gettext("Game over.");
  }
}
