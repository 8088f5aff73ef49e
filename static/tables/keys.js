// What every table's keyboard shares, whatever the game: the shortcut list's entries, the
// map from a key to the button it presses, the controls that keep their own arrow keys,
// whether a node can take a press or focus now, and a decision button showing its key.

import { h, kbd } from "./dom.js";
import { gettext } from "./i18n.js";

// One entry of a game's key list: the keyboard help lists them (ui.js adds Esc and ?); a key
// with `press` clicks that button. `does` is a getter, looked up when the help is drawn (in
// the page's language at that moment).
/**
 * @typedef {object} KeyEntry
 * @property {string[]} keys the keys, as the help shows them ("P", "←")
 * @property {string} does what they do, in the page's language
 * @property {string} [press] the selector of the button the first key presses
 */
/** @type {(keys: string[], does: () => string, press?: string) => KeyEntry} */
export const key = (keys, does, press = undefined) => ({ keys, get does() { return does(); }, ...(press ? { press } : {}) });

/** H, the coach's hint (practice games), pressing the Hint button (`press`).
 * @param {string} [press] */
export const hintKey = (press = '[data-action="hint"]') => key(["H"], () => gettext("Ask the coach for a hint (practice games)"), press);

/** The buttons a game's keys press: lower-case key → selector.
 * @type {(keys: KeyEntry[]) => Record<string, string | undefined>} */
export const pressesOf = (keys) => Object.fromEntries(keys.filter((k) => k.press).map((k) => [k.keys[0].toLowerCase(), k.press]));

// Controls whose own arrow keys must keep working: the arrows move into the cards from
// anywhere else on the table.
export const OWN_ARROWS = "select, input, textarea, [contenteditable], [role=menu], [role=menuitem], "
  + "[role=listbox], [role=option], [role=slider], [role=radiogroup], [role=radio], [role=tablist], "
  + "[role=tab], [role=spinbutton], details > summary";

/** Whether `node` can take a press or focus now: in the page, shown, enabled.
 * @type {(node: (Element & { disabled?: boolean, hidden?: boolean | string }) | null | undefined) => boolean} */
export const usable = (node) => Boolean(node && node.isConnected && !node.disabled && !node.hidden
  && node.getClientRects().length);

/**
 * A decision button (Pick, Knock, Ready…) of class `className`, its `data-action` and its
 * shortcut `key` (shown, and named to assistive technology); `extra`: more attributes.
 * @param {string} className
 * @param {string} action
 * @param {import("./dom.js").Child} label
 * @param {string | null | undefined} key
 * @param {{ primary?: boolean, disabled?: boolean, extra?: import("./dom.js").Attrs }} [options]
 */
export function decisionButton(className, action, label, key, { primary = false, disabled = false, extra = {} } = {}) {
  return h("button", {
    type: "button",
    class: `button ${className}${primary ? " button-primary" : ""}`,
    "data-action": action,
    "aria-keyshortcuts": key,
    disabled,
    ...extra,
  }, label, key ? kbd(key) : null);
}
