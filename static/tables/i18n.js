// The translation functions every script imports, so that a module runs with or without the
// page's catalogue: base.html loads Django's JavaScript catalogue (the language's static
// jsi18n/<lang>/djangojs.js, web/catalogues.py) before the page's scripts run, which defines
// the globals gettext, ngettext, pgettext and interpolate; under Node
// (the tests) there is none, and these fall back to the English text.
//
// makemessages finds strings by the call's name, so call them exactly so:
//   gettext("Close"), ngettext("%(count)s card", "%(count)s cards", n),
//   pgettext("place", "1st"), npgettext("a woman", "%(name)s draws %(count)s card",
//   "%(name)s draws %(count)s cards", n), interpolate(gettext("Seat %(seat)s"), { seat }, true).
// The globals are looked up at each call, not at import, so that a catalogue loaded late
// still counts.

const catalogue = globalThis;

/** @param {string} msgid @returns {string} */
export function gettext(msgid) {
  return typeof catalogue.gettext === "function" ? catalogue.gettext(msgid) : msgid;
}

/** @param {string} singular @param {string} plural @param {number} count @returns {string} */
export function ngettext(singular, plural, count) {
  if (typeof catalogue.ngettext === "function") return catalogue.ngettext(singular, plural, count);
  return count === 1 ? singular : plural;
}

/** @param {string} context @param {string} msgid @returns {string} */
export function pgettext(context, msgid) {
  return typeof catalogue.pgettext === "function" ? catalogue.pgettext(context, msgid) : msgid;
}

/**
 * @param {string} context @param {string} singular @param {string} plural @param {number} count
 * @returns {string}
 */
export function npgettext(context, singular, plural, count) {
  if (typeof catalogue.npgettext === "function") return catalogue.npgettext(context, singular, plural, count);
  return count === 1 ? singular : plural;
}

/**
 * Django's interpolate: named (true) fills %(name)s from an object, else %s in turn.
 * @param {string} format @param {Record<string, unknown> | unknown[]} values
 * @param {boolean} [named]
 * @returns {string}
 */
export function interpolate(format, values, named = false) {
  if (typeof catalogue.interpolate === "function") return catalogue.interpolate(format, values, named);
  if (named) {
    const byName = /** @type {Record<string, unknown>} */ (values);
    return format.replace(/%\(\w+\)s/g, (match) => String(byName[match.slice(2, -2)]));
  }
  const queue = [.../** @type {unknown[]} */ (values)];
  return format.replace(/%s/g, () => String(queue.shift()));
}

/** A sentence with its %(name)s placeholders filled from `values`.
 * @param {string} format @param {Record<string, unknown>} values */
export const named = (format, values) => interpolate(format, values, true);

/** The page's language, for Intl (undefined under Node: the runtime's default).
 * @returns {string | undefined} */
export function pageLanguage() {
  return (typeof document === "object" && document.documentElement.lang) || undefined;
}

/** Whether the page reads right to left (never under Node, where tests run the words). */
export function rightToLeft() {
  return typeof document === "object" && document.documentElement.dir === "rtl";
}

/**
 * Text that reads left to right in every language, a card code ("10♦", "Q♣"), as plain text
 * says it: on a right-to-left page isolated (U+2066…U+2069), or the bidi algorithm would
 * show "♦10" in a Hebrew sentence; as it is elsewhere. (HTML says it with <bdi> or the
 * card glyph's own isolation, static/cards/cards.css.) The server's sentences do the same
 * (cards/bidi.py).
 * @param {string} text
 * @returns {string}
 */
export function leftToRight(text) {
  return rightToLeft() ? `\u2066${text}\u2069` : text;
}

/** A number with ``digits`` decimals as the page's language writes it ("2,5" in Norwegian).
 * @param {number} n @param {number} [digits] @returns {string} */
export function formatNumber(n, digits = 0) {
  return new Intl.NumberFormat(pageLanguage(),
    { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}
