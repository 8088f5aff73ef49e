// The words several games' tables say alike (issue 32): the fixed words of their buttons,
// marks and columns, a spoken list, a sentence with elements in it, the stock's name. A
// game's words.js adds its own to them (withCommon); a word a game says its own way (in its
// own context) stays its own.

import { gettext, interpolate, ngettext, pgettext } from "./i18n.js";

// Getters, so that each is looked up in the catalogue when it is used (in the page's
// language at that moment).
export const COMMON_TEXT = {
  get you() { return gettext("You"); },
  get thinking() { return pgettext("seat mark", "thinking…"); },
  get hint() { return gettext("Hint"); },
  get scores() { return gettext("Scores"); },
  get scoreSheet() { return gettext("Score sheet"); },
  get continue() { return gettext("Continue"); },
  get close() { return gettext("Close"); },
  get endTurn() { return gettext("End turn"); },
  get yourHand() { return gettext("Your hand"); },
  get yourDecision() { return gettext("Your decision"); },
  get middle() { return gettext("The middle of the table"); },
  get player() { return gettext("Player"); },
  get total() { return gettext("Total"); },
};

/**
 * A game's fixed words (its TEXT) with the common ones it does not say its own way, each
 * still a getter of its own (so that a check of every word finds them all).
 * @template {object} T
 * @param {T} own
 * @returns {T & typeof COMMON_TEXT}
 */
export function withCommon(own) {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(COMMON_TEXT))) {
    if (!Object.hasOwn(own, key)) Object.defineProperty(own, key, descriptor);
  }
  return /** @type {T & typeof COMMON_TEXT} */ (own);
}

/** The items of a spoken label: not a sentence, a list (empty items left out).
 * @param {(string | null | undefined | false)[]} items */
export const labelList = (items) => items.filter(Boolean).join(pgettext("list separator", ", "));

/**
 * A sentence with elements in it: `format`'s %(name)s placeholders replaced by `values`
 * (strings or DOM nodes), as a list of children for h(). Translators then place a card
 * glyph in a whole sentence ("called %(card)s") as they place a word.
 * @param {string} format
 * @param {Record<string, Node | string>} values
 * @returns {(Node | string)[]}
 */
export function fillParts(format, values) {
  return format.split(/%\((\w+)\)s/).map((part, i) => (i % 2 ? values[part] : part))
    .filter((part) => part !== "");
}

/** "Stock: 12 cards": the stock's name with its size. @param {number} count */
export const stockLabel = (count) => interpolate(
  ngettext("Stock: %(count)s card", "Stock: %(count)s cards", count), { count }, true);
