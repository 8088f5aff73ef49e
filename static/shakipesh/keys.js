// The Shakipesh table with the keyboard: its shortcut keys, the arrows in the hand and among
// the piles, and where focus goes next (focusNext, the seam static/tables/ui.js calls when
// focus would fall to the page). Methods of the renderer (renderer.js mixes them in).

import { OWN_ARROWS, key, pressesOf, usable } from "../tables/keys.js";
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
  key(["H"], () => gettext("Ask the coach for a hint (practice games)"), '.shk-decisions [data-action="hint"]'),
];
const PRESS = pressesOf(KEYS);

export const keyMethods = {
  onKey(event) {
    if (event.key === "Escape" && this.picked && this.ui.shortcut(event) && this.tappable()) {
      event.preventDefault();
      const card = this.picked.card;
      this.picked = null;
      this.draw(this.view, { final: true });
      const node = card ? this.cards.node(card) : null;
      if (node && !node.disabled) node.focus({ preventScroll: true });
      return;
    }
    if (!this.ui.shortcut(event)) return;
    const { target } = event;
    const name = event.key.toLowerCase();
    const arrow = event.key.startsWith("Arrow");
    let button = null;
    if (Object.hasOwn(PRESS, name)) button = this.root.querySelector(PRESS[name]);
    else if (arrow && !this.hand.contains(target) && !this.pileArea.contains(target)
      && !(target.closest && target.closest(OWN_ARROWS))) {
      button = this.firstChoice();
    }
    if (!usable(button)) return;
    event.preventDefault();
    if (arrow) button.focus();
    else button.click();
  },

  /** Arrows among the piles the person may tap: left and right (as the page reads), up
   * and down, Home and End. */
  onPileKey(event) {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key)) return;
    const nodes = this.pilesEnabled();
    if (!nodes.length) return;
    event.preventDefault();
    let i = nodes.indexOf(document.activeElement);
    const rtl = document.documentElement.dir === "rtl";
    const back = event.key === (rtl ? "ArrowRight" : "ArrowLeft") || event.key === "ArrowUp";
    if (event.key === "Home") i = 0;
    else if (event.key === "End") i = nodes.length - 1;
    else if (back) i = i <= 0 ? nodes.length - 1 : i - 1;
    else i = i < 0 || i >= nodes.length - 1 ? 0 : i + 1;
    for (const node of nodes) node.tabIndex = -1;
    nodes[i].tabIndex = 0;
    nodes[i].focus();
  },

  /** The first thing to choose: a glowing pile for the chosen card or pile, else a card. */
  firstChoice() {
    if (this.picked) return this.pilesEnabled()[0] || null;
    return this.cards.first() || this.pilesEnabled()[0] || null;
  },

  /** The person's turn began (with the keyboard): his cards, or the first decision. */
  focusTurn() {
    if (!this.ui.keyboardUser) return;
    const active = document.activeElement;
    const free = !active || active === document.body || this.root.contains(active);
    if (!free || (active && active.closest && active.closest(".shk-decisions") && usable(active))) return;
    this.focusNext();
  },

  /**
   * Focus the next thing to do: where the chosen card or pile may go, a card to lay, a pile
   * to put on another, End turn, Shakipesh or Pass; else the hand itself. True when
   * something took the focus.
   */
  focusNext() {
    const candidates = [
      this.firstChoice(),
      this.decisions.querySelector('[data-action="end"]:not([disabled])'),
      this.decisions.querySelector('[data-action="pass"]:not([disabled])'),
      this.decisions.querySelector('[data-action="shakipesh"]:not([disabled])'),
      document.querySelector('dialog[open] [data-action="continue"]'),
    ];
    let next = candidates.find(usable);
    if (!next) {
      next = usable(this.hand) ? this.hand : this.root;
      if (!next.hasAttribute("tabindex")) next.setAttribute("tabindex", "-1");
    }
    next.focus({ preventScroll: true });
    return document.activeElement === next;
  },
};
