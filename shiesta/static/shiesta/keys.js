// The Shiesta table's shortcut keys: the shell (static/tables/table.js) presses their buttons
// and moves the arrows into the cards.

import { gettext, pgettext } from "../tables/ui.js";
import { hintKey, key } from "../tables/keys.js";

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
  hintKey(),
];
