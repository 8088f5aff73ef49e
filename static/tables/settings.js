// The table's settings, behind one button in the page header: speed, the four-colour deck
// and single-key shortcuts on or off (each remembered in localStorage), and the keyboard help.
//
// The menu is a header menu (dom.js HeaderMenu): it floats over the page and takes no room
// from the table.

import { applyFourColour, fourColour, setFourColour } from "../cards/cards.js";
import { HeaderMenu, h, loadSetting, saveSetting } from "./dom.js";
import { gettext } from "./i18n.js";

const SHORTCUTS_KEY = "tables.shortcuts";

// Every word the keyboard help says (the menu's own words are in templates/tables/table.html).
// Made at import: the page's catalogue (jsi18n/<lang>/djangojs.js) runs before any module.
const TEXT = {
  title: gettext("Keyboard"),
  escape: gettext("Close a dialog or the settings"),
  help: gettext("Show these keys"),
  on: gettext("Single-key shortcuts work while the focus is on the table (not in the header, the "
    + "settings or a dialog). You can turn them off in Settings, under \u201cKeyboard shortcuts\u201d."),
  off: gettext("Single-key shortcuts are off: letter and number keys do nothing on the table. You "
    + "can turn them on again in Settings, under \u201cKeyboard shortcuts\u201d."),
};

/** Whether single-key shortcuts are on (the default). */
export function shortcutsOn() {
  return loadSetting(SHORTCUTS_KEY, "1") !== "0";
}

export class SettingsMenu {
  /** root: the [data-table-settings] element; pace: the Pace; onHelp(): show the keys.
   * @param {HTMLElement | null} root
   * @param {{ pace: import("./pace.js").Pace, onHelp: (opener: HTMLElement | null) => void }} options
   */
  constructor(root, { pace, onHelp }) {
    this.root = root;
    this.pace = pace;
    this.onHelp = onHelp;
    this.shortcuts = shortcutsOn();
    /** @type {HTMLButtonElement | null} */
    this.button = root ? root.querySelector("[data-action=settings]") : null;
    /** @type {HTMLElement | null} */
    this.panel = root ? root.querySelector("[data-settings-panel]") : null;
    /** @type {HTMLButtonElement | null} */
    this.helpButton = root ? root.querySelector("[data-action=keys]") : null;
    /** @type {HeaderMenu | null} */
    this.menu = null;
    applyFourColour();
    if (!root || !this.button || !this.panel) return;
    this.button.hidden = false;
    this.menu = new HeaderMenu(root, this.button, this.panel, "select, input, button");
    this.wire();
  }

  /** The panel's controls (the constructor calls it once it found the panel). */
  wire() {
    const panel = /** @type {HTMLElement} */ (this.panel);
    const speed = /** @type {HTMLSelectElement | null} */ (panel.querySelector("[data-setting=speed]"));
    if (speed) {
      speed.value = this.pace.speed;
      speed.addEventListener("change", () => this.pace.setSpeed(speed.value));
    }
    const colours = /** @type {HTMLInputElement | null} */ (panel.querySelector("[data-setting=four-colour]"));
    if (colours) {
      colours.checked = fourColour();
      colours.addEventListener("change", () => setFourColour(colours.checked));
    }
    const shortcuts = /** @type {HTMLInputElement | null} */ (panel.querySelector("[data-setting=shortcuts]"));
    if (shortcuts) {
      shortcuts.checked = this.shortcuts;
      shortcuts.addEventListener("change", () => {
        this.shortcuts = shortcuts.checked;
        saveSetting(SHORTCUTS_KEY, shortcuts.checked ? "1" : "0");
      });
    }
    if (this.helpButton) {
      this.helpButton.addEventListener("click", () => {
        this.close();
        this.onHelp(this.button);
      });
    }
  }

  get isOpen() {
    return Boolean(this.menu && this.menu.isOpen);
  }

  /** Whether `node` is part of the menu (its button or panel). @param {Node | null} node */
  contains(node) {
    return Boolean(this.root && node && this.root.contains(node));
  }

  open() {
    if (this.menu) this.menu.open();
  }

  /** Close; focus: back to the button when it was inside the menu.
   * @param {{ focus?: boolean }} [options]
   */
  close(options) {
    if (this.menu) this.menu.close(options);
  }

  /** Show or hide the keyboard help's button: only a renderer with keys has any to show. */
  /** @param {boolean} has */
  setHasKeys(has) {
    if (this.helpButton) this.helpButton.hidden = !has;
  }
}

/** The keyboard help's body: the renderer's keys, Esc and ?, and what the setting does.
 * @param {import("./keys.js").KeyEntry[]} keys
 * @param {boolean} shortcuts whether single-key shortcuts are on
 * @returns {{ title: string, body: HTMLElement }}
 */
export function keysHelp(keys, shortcuts) {
  // "?" is a single-key shortcut too: listed only while those work.
  const rows = keys.concat([{ keys: ["Esc"], does: TEXT.escape }], shortcuts ? [{ keys: ["?"], does: TEXT.help }] : []);
  return {
    title: TEXT.title,
    body: h("div", { class: "tbl-keys-help" },
      h("dl", { class: "tbl-keys" }, rows.map((row) => [
        h("dt", {}, row.keys.map((key, i) => [i ? " " : null, h("kbd", { text: key })])),
        h("dd", { text: row.does }),
      ])),
      h("p", { class: "tbl-keys-note", "data-testid": "shortcuts-note", text: shortcuts ? TEXT.on : TEXT.off })),
  };
}
