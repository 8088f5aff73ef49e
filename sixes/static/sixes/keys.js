// The Sixes table with the keyboard: its shortcut keys (the shell, static/tables/table.js,
// presses their buttons, 1–6 the grid cards, and moves the arrows into the grids).

import { hintKey, key } from "../tables/keys.js";
import { gettext, pgettext } from "../tables/ui.js";

export const KEYS = [
  key(["\u2190", "\u2192", "\u2191", "\u2193"], () => gettext("Move between the grid cards you may swap")),
  key(["Enter"], () => gettext("Swap the card in hand for the chosen grid card")),
  key(["1", "2", "3", "4", "5", "6"], () => gettext("Swap the card in hand into the first, second… card you may swap, in reading order")),
  key(["D"], () => pgettext("keyboard help", "Draw from the stock"), '[data-action="draw"]'),
  key(["T"], () => pgettext("keyboard help", "Take the open pile's top card"), '[data-action="open-pile"][data-does="take"]'),
  key(["X"], () => pgettext("keyboard help", "Throw the drawn card onto the open pile"), '[data-action="open-pile"][data-does="discard"]'),
  key(["U"], () => pgettext("keyboard help", "Go up (Double Sixes: the left packet), at any moment"), '.sx-decisions [data-action="up-0"]'),
  key(["I"], () => pgettext("keyboard help", "Double Sixes: the right packet goes up"), '.sx-decisions [data-action="up-1"]'),
  key(["K"], () => pgettext("keyboard help", "Knock (Double Sixes: declare the left packet done)"), '.sx-decisions [data-action="knock-0"]'),
  key(["L"], () => pgettext("keyboard help", "Double Sixes: declare the right packet done"), '.sx-decisions [data-action="knock-1"]'),
  key(["E"], () => pgettext("keyboard help", "End your turn without knocking"), '.sx-decisions [data-action="end"]'),
  key(["P"], () => pgettext("keyboard help", "Pass your last turn, after a knock"), '.sx-decisions [data-action="pass"]'),
  hintKey(),
];
/** Whether a button is a Go up: focus never rests where one more Enter does what cannot be
 * undone (X10). @param {Element} node */
export const isUp = (node) => (/** @type {HTMLElement} */ (node).dataset.action || "").startsWith("up-");
