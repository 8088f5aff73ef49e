// The Shiesta table with the keyboard: its shortcut keys, the arrows into the cards, and
// where focus goes next (focusNext, the seam static/tables/ui.js calls when focus would fall
// to the page). Methods of the renderer (renderer.js mixes them in).

import { gettext, pgettext } from "../tables/ui.js";
import { OWN_ARROWS, key, pressesOf, usable } from "../tables/keys.js";

// The keys: the keyboard help lists them (ui.js adds Esc and ?); a key with `press` clicks
// that button. `does` is a getter, looked up when the help is drawn.
export const KEYS = [
  key(["\u2190", "\u2192"], () => gettext("Move between the cards you may choose")),
  key(["Tab"], () => gettext("Go between your hand and your cards on the table")),
  key(["Enter"], () => gettext("Choose the card: play it, add it to the cards to play, or swap it")),
  key(["P"], () => gettext("Play the chosen cards"), '.sh-decisions [data-action="play"]'),
  // Its own msgid: the button's word may be short ("Ta opp"), the help's says it whole.
  key(["U"], () => pgettext("keyboard help", "Pick up the pile"), '.sh-decisions [data-action="pickup"]'),
  key(["R"], () => gettext("Ready: end the swap"), '.sh-decisions [data-action="ready"]'),
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
    else if (arrow && !this.hand.contains(target) && !this.mine.contains(target)
      && !(target.closest && target.closest(OWN_ARROWS))) {
      button = this.firstCard();
    }
    if (!usable(button)) return;
    event.preventDefault();
    if (arrow) button.focus();
    else button.click();
  },

  /** The first card the person may choose now: in his hand, else on the table. */
  firstCard() {
    const inHand = this.hand.classList.contains("is-my-turn") ? this.cards.first() : null;
    return inHand || this.rowButtons()[0] || null;
  },

  /** The person's turn began (with the keyboard): his cards, or the first decision. */
  focusTurn() {
    if (!this.ui.keyboardUser) return;
    const active = document.activeElement;
    const free = !active || active === document.body || this.root.contains(active);
    if (!free) return;
    const next = [this.firstCard(), this.decisions.querySelector("button:not([disabled])")].find(usable);
    if (next) next.focus({ preventScroll: true });
  },

  /**
   * Focus the next thing to do: the first decision button that may be pressed (Ready, Pick
   * up, Play), else the first card the person may choose, else the hand (or the table)
   * itself. True when something took the focus.
   */
  focusNext() {
    const candidates = [
      this.decisions.querySelector("button:not([disabled])"),
      this.firstCard(),
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
