// The Sheepshead table with the keyboard: its shortcut keys, the arrows into the hand, and
// where focus goes next (focusNext, the seam static/tables/ui.js calls when focus would fall
// to the page). Methods of the renderer (renderer.js mixes them in).

import { gettext, pgettext } from "../tables/ui.js";
import { OWN_ARROWS, key, pressesOf, usable } from "../tables/keys.js";

// The keys: the keyboard help lists them (ui.js adds Esc and ?); a key with `press` clicks
// that button, 1–3 the call buttons. `does` is a getter, looked up when the help is drawn.
export const KEYS = [
  key(["\u2190", "\u2192"], () => gettext("Move between the cards you may play")),
  key(["Enter"], () => gettext("Play the card, or choose it to bury")),
  key(["P"], () => gettext("Pick up the blind"), '.ss-decisions [data-action="pick"]'),
  key(["S"], () => pgettext("decline the blind", "Pass"), '.ss-decisions [data-action="pass"]'),
  key(["B"], () => gettext("Bury the two chosen cards"), '.ss-decisions [data-action="bury"]'),
  key(["1", "2", "3"], () => gettext("Call a partner's card")),
  key(["A"], () => gettext("Play alone"), '.ss-decisions [data-action="alone"]'),
  key(["L"], () => gettext("Look at the last trick again"), '[data-action="last-trick"]'),
  key(["H"], () => gettext("Ask the coach for a hint (practice games)"), '[data-action="hint"]'),
];
const PRESS = pressesOf(KEYS);


export const keyMethods = {
  onKey(event) {
    if (!this.ui.shortcut(event)) return;
    const { target } = event;
    const key = event.key.toLowerCase();
    const arrow = event.key.startsWith("Arrow");
    let button = null;
    if (Object.hasOwn(PRESS, key)) button = this.root.querySelector(PRESS[key]);
    else if (["1", "2", "3"].includes(key)) button = this.decisions.querySelectorAll('[data-action="call"]')[Number(key) - 1];
    else if (arrow && !this.hand.contains(target) && !(target.closest && target.closest(OWN_ARROWS))) {
      button = this.cards.first();
    }
    if (!usable(button)) return;
    event.preventDefault();
    if (arrow) button.focus();
    else button.click();
  },

  /** The person's turn began (with the keyboard): his cards, or the first decision. */
  focusTurn(view) {
    if (!this.ui.keyboardUser) return;
    const active = document.activeElement;
    const free = !active || active === document.body || this.root.contains(active);
    if (!free) return;
    if (view.phase === "play" || view.phase === "unknown" || view.phase === "bury") {
      const first = this.cards.first();
      if (first) first.focus({ preventScroll: true });
    } else {
      const button = this.decisions.querySelector("button:not([disabled])");
      if (button) button.focus({ preventScroll: true });
    }
  },

  /**
   * Focus the next thing to do: the first decision button that may be pressed, else the
   * first card the person may play or choose, else the Continue button of an open summary,
   * else the hand (or the table) itself. True when something took the focus.
   */
  focusNext() {
    const candidates = [
      this.decisions.querySelector("button:not([disabled])"),
      this.hand.classList.contains("is-my-turn") ? this.cards.first() : null,
      document.querySelector('dialog[open] [data-action="continue"]'),
    ];
    let next = candidates.find(usable);
    if (!next) {
      // Nothing to press: rest on the hand (a named group), so that arrows and Tab go on
      // from the table rather than from the top of the page.
      next = usable(this.hand) ? this.hand : this.root;
      if (!next.hasAttribute("tabindex")) next.setAttribute("tabindex", "-1");
    }
    next.focus({ preventScroll: true });
    return document.activeElement === next;
  },
};
