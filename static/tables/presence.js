// Who is at a friends' table (tables/presence.py): a person whose connection dropped is
// "away", and after a grace period a computer plays for them until they come back. The
// shell marks each seat's badge and says each change once, in the announcer's line.

import { h } from "./dom.js";
import { gettext, pgettext } from "./i18n.js";

/** @typedef {import("./seats.js").Player} Player */
/** @typedef {import("./seats.js").SeatWords} SeatWords */

/** A player's presence in one word: "here", "away" or "standin" (a computer plays).
 * @param {Player | null | undefined} player */
export function presenceOf(player) {
  if (!player || player.kind !== "person") return "here";
  return player.standin ? "standin" : player.away ? "away" : "here";
}

/**
 * Mark `badge` (a seat's, drawn by its game) with its player's presence: a class and a
 * word under the name, none while the person is here.
 * @param {HTMLElement} badge
 * @param {Player | null | undefined} player
 */
export function markPresence(badge, player) {
  const presence = presenceOf(player);
  badge.classList.toggle("is-away", presence !== "here");
  let mark = /** @type {HTMLElement | null} */ (badge.querySelector(":scope > .tbl-presence"));
  if (presence === "here") {
    mark?.remove();
    return;
  }
  if (!mark) {
    // Read with the badge, unlike the game's marks: its name does not say it.
    mark = h("span", { class: "tbl-seat-mark tbl-presence" });
    badge.append(mark);
  }
  mark.textContent = presence === "standin" ? pgettext("seat mark", "away: a computer plays")
    : pgettext("seat mark", "away");
}

/**
 * What changed in who is at the table from `prev`'s players to `next`'s, as sentences
 * ("Ada is away.", "A computer plays for Ada.", "Ada is back."); the person's own seat
 * is left out.
 * @param {{ seat?: number | null, players?: Player[] } | null} prev
 * @param {{ seat?: number | null, players?: Player[] }} next
 * @param {Pick<SeatWords, "about">} words
 * @returns {string[]}
 */
export function presenceNews(prev, next, words) {
  if (!prev || !prev.players || !next.players || prev.players.length !== next.players.length) return [];
  /** @type {string[]} */
  const news = [];
  next.players.forEach((player, seat) => {
    const before = presenceOf(prev.players?.[seat]);
    const now = presenceOf(player);
    if (seat === next.seat || before === now || prev.players?.[seat]?.name !== player.name) return;
    if (now === "away") news.push(words.about(seat, { f: pgettext("a woman", "%(name)s is away."), m: pgettext("a man", "%(name)s is away.") }));
    else if (now === "standin") news.push(words.about(seat, { f: pgettext("a woman", "A computer plays for %(name)s."), m: pgettext("a man", "A computer plays for %(name)s.") }));
    else news.push(words.about(seat, { f: pgettext("a woman", "%(name)s is back."), m: pgettext("a man", "%(name)s is back.") }));
  });
  return news;
}

/** The status line of a table closed because nobody was at it any more. */
export const closedText = () => gettext("This table was closed: nobody was at it any more.");
