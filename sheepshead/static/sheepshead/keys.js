// The Sheepshead table's shortcut keys: the shell (static/tables/table.js) presses their
// buttons, 1–3 the call buttons (the game's keyTarget), and moves the arrows into the hand.

import { gettext, pgettext } from "../tables/ui.js";
import { hintKey, key } from "../tables/keys.js";

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
  hintKey(),
];
