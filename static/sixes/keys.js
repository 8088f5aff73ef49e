// The Sixes table with the keyboard: its shortcut keys, the arrows in the grids, and where
// focus goes next (focusNext, the seam static/tables/ui.js calls when focus would fall to the
// page). Methods of the renderer (renderer.js mixes them in).

import { OWN_ARROWS, key, pressesOf, usable } from "../tables/keys.js";
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
  key(["H"], () => gettext("Ask the coach for a hint (practice games)"), '[data-action="hint"]'),
];
const PRESS = pressesOf(KEYS);
const isUp = (node) => (node.dataset.action || "").startsWith("up-");

export const keyMethods = {
  onKey(event) {
    if (!this.ui.shortcut(event)) return;
    const { target } = event;
    const key = event.key.toLowerCase();
    const arrow = event.key.startsWith("Arrow");
    let button = null;
    if (Object.hasOwn(PRESS, key)) button = this.root.querySelector(PRESS[key]);
    else if (/^[1-6]$/.test(key)) button = this.gridEnabled()[Number(key) - 1] || null;
    else if (arrow && !this.mine.contains(target) && !(target.closest && target.closest(OWN_ARROWS))) {
      button = this.gridEnabled()[0] || null;
    }
    if (!usable(button)) return;
    event.preventDefault();
    if (arrow) button.focus();
    else button.click();
  },

  /**
   * Arrows in the grids: left and right along a row (on into the other packet), up and
   * down between the rows, to the nearest card that may be tapped; Home and End.
   */
  onGridKey(event) {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key)) return;
    const nodes = this.gridEnabled();
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

  /**
   * The person's turn began (with the keyboard): the first thing he may do. A decision
   * button he is on keeps the focus, except Go up: focus never rests where one more Enter
   * does what cannot be undone (X10).
   */
  focusTurn() {
    if (!this.ui.keyboardUser) return;
    const active = document.activeElement;
    const free = !active || active === document.body || this.root.contains(active);
    if (!free || (active && active.closest && active.closest(".sx-decisions") && usable(active)
      && !isUp(active))) return;
    this.focusNext();
  },

  /**
   * Focus the next thing to do: a grid card to swap into, the stock to draw, End turn, the
   * open pile, another decision (never Go up, which cannot be undone); else the grids
   * themselves. True when something took the focus.
   */
  focusNext() {
    const candidates = [
      this.gridEnabled()[0],
      this.stockButton,
      this.decisions.querySelector('[data-action="end"]'),
      this.openButton,
      [...this.decisions.querySelectorAll("button:not([disabled])")].find((b) => !isUp(b)),
    ];
    let next = candidates.find(usable);
    if (!next) {
      next = usable(this.mine) ? this.mine : this.root;
      if (!next.hasAttribute("tabindex")) next.setAttribute("tabindex", "-1");
    }
    next.focus({ preventScroll: true });
    return document.activeElement === next;
  },
};
