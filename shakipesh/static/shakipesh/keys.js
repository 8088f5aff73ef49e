// The Shakipesh table with the keyboard: its shortcut keys (the shell, static/tables/table.js,
// presses their buttons and moves the arrows into the cards and piles) and Escape, which
// forgets the chosen card or pile.

import { hintKey, key } from "../tables/keys.js";
import { gettext, pgettext } from "../tables/ui.js";

export const KEYS = [
  key(["\u2190", "\u2192"], () => gettext("Move between the cards, or the piles, you may choose")),
  key(["Tab"], () => gettext("Go between your hand, the piles and the buttons")),
  key(["Enter"], () => gettext("Choose the card or pile; on a glowing pile, lay the card or put the piles together")),
  key(["Esc"], () => gettext("Forget the chosen card or pile")),
  key(["N"], () => pgettext("keyboard help", "Lay the chosen card as a new pile"), '[data-action="new-pile"]'),
  key(["S"], () => pgettext("keyboard help", "Shakipesh: draw two cards and turn up a third"), '.shk-decisions [data-action="shakipesh"]'),
  key(["E"], () => pgettext("keyboard help", "End your turn"), '.shk-decisions [data-action="end"]'),
  key(["P"], () => pgettext("keyboard help", "Pass (nothing fits and the stock is empty)"), '.shk-decisions [data-action="pass"]'),
  hintKey('.shk-decisions [data-action="hint"]'),
];
/**
 * Escape forgets the chosen card or pile (focus back on the card); true when it did.
 * @param {import("../tables/table.js").GameTable} table
 * @param {import("./renderer.js").Shakipesh} game
 * @param {KeyboardEvent} event
 */
export function escapeKey(table, game, event) {
  const choices = game.choices;
  if (event.key !== "Escape" || !choices.picked || !table.ui.shortcut(event) || !table.tappable()) return false;
  event.preventDefault();
  const card = choices.picked.card;
  choices.picked = null;
  table.redraw();
  const node = card ? table.cards.node(card) : null;
  if (node && !node.disabled) node.focus({ preventScroll: true });
  return true;
}
