// The table UI every game shares, so that a renderer draws only its own game. client.js makes
// one TableUI per page and hands it to the renderer as api.ui. It ties together
//   dialog.js     the modal dialog (ui.openDialog)
//   sheet.js      the score sheet with its chart, the game-over panel
//   settings.js   the header's settings menu (speed, four-colour deck, shortcuts) and key help
//   announcer.js  the aria-live line, toasts, the connection line, the notice that stays
// and keeps two promises to the person: focus never drops to the page after the table
// redraws (keepFocus), and single-key shortcuts act only on the table and only while the
// setting allows them (shortcut). The small helpers the renderers use are re-exported here.

import { Announcer, Messages } from "./announcer.js";
import { Dialog } from "./dialog.js";
import { canFocus, h, typing } from "./dom.js";
import { gettext } from "./i18n.js";
import { GameOverPanel, ScoreSheet } from "./sheet.js";
import { SettingsMenu, keysHelp } from "./settings.js";

export {
  canFocus, h, hidden, kbd, listWords, ordinal, sentence, signed, svg, touchPointer,
} from "./dom.js";
export {
  formatNumber, gettext, interpolate, leftToRight, named, ngettext, npgettext, pageLanguage, pgettext, rightToLeft,
} from "./i18n.js";
export { Pace, SPEEDS, centreOf, flyIn, slideAway } from "./pace.js";
export { GameOverPanel, ScoreSheet, gameIsOver, gameOfMatch } from "./sheet.js";

/** Where the end of a game leads. @typedef {{ lobbyUrl?: string, rulesUrl?: string, resultUrl?: string }} Links */

export class TableUI {
  /**
   * host: the table page element (holds the table region, announcer, toasts); pace: the Pace;
   * links: {lobbyUrl, rulesUrl, resultUrl}; newGame: starts the same game again.
   * @param {HTMLElement} host
   * @param {{ pace: import("./pace.js").Pace, links?: Links, newGame?: () => void }} options
   */
  constructor(host, { pace, links = {}, newGame = () => {} }) {
    this.host = host;
    this.pace = pace;
    this.links = links;
    this.newGame = newGame;
    /** @type {{ focusNext?: () => boolean } | null} attach(renderer): asked for the next thing to focus */
    this.renderer = null;
    /** @type {GameOverPanel | null} gameOverPanel(): at the end, focus rests on its heading */
    this.overPanel = null;
    // The table region: the renderer draws in it; shortcuts act only inside it; focus rests
    // on it (tabindex=-1, named by the page's heading) when there is nothing else to do.
    this.region = /** @type {HTMLElement | null} */ (host.querySelector("[data-table-root]"));
    this.main = document.getElementById("main");
    this.announcer = /** @type {HTMLElement | null} */ (host.querySelector("[data-testid=announcer]"));
    this.voice = new Announcer(this.announcer);
    this.messages = new Messages({
      toasts: host.querySelector("[data-toasts]"),
      connection: document.querySelector("[data-connection]"),
      notice: host.querySelector("[data-notice]"),
    });
    this.dialog = new Dialog(host, { onLost: () => this.keepFocus({ force: true }) });
    this.settings = new SettingsMenu(document.querySelector("[data-table-settings]"), {
      pace, onHelp: (opener) => this.showKeys(opener),
    });
    /** @type {import("./keys.js").KeyEntry[]} the renderer's (setKeys) */
    this.keys = [];
    this.settings.setHasKeys(false);
    document.addEventListener("keydown", (event) => this.onKey(event));
    // Whether the person uses the keyboard (a renderer moves focus to his cards or buttons
    // only then: a tap must not scroll the page), and whether focus was last on the table.
    this.keyboardUser = false;
    this.focusWasInTable = false;
    document.addEventListener("keydown", (event) => {
      if (!["Shift", "Control", "Alt", "Meta"].includes(event.key)) this.keyboardUser = true;
    }, true);
    document.addEventListener("pointerdown", (event) => {
      this.keyboardUser = false;
      this.focusWasInTable = this.inTable(event.target);
    }, true);
    document.addEventListener("focusin", (event) => {
      if (event.target !== this.region) this.focusWasInTable = this.inTable(event.target);
    });
    // A redraw that removes the focused element drops focus to the page: put it back at once,
    // mid-animation too (the client asks again when each view is drawn and when all are).
    this.focusCheck = false;
    if (this.region && typeof MutationObserver === "function") {
      new MutationObserver(() => {
        if (this.focusCheck) return;
        this.focusCheck = true;
        queueMicrotask(() => {
          this.focusCheck = false;
          if (this.focusLost()) this.keepFocus();
        });
      }).observe(this.region, {
        childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "hidden", "inert"],
      });
    }
  }

  /** The renderer the page drew: keepFocus asks it where focus belongs (focusNext).
   * @param {{ focusNext?: () => boolean }} renderer
   */
  attach(renderer) {
    this.renderer = renderer;
  }

  /** Whether `node` is in the table region. @param {EventTarget | null} node */
  inTable(node) {
    return Boolean(node && this.region && node instanceof Node && this.region.contains(node));
  }

  // ------------------------------------------------------------ focus

  /** Focus is nowhere useful: on the page itself, parked on the region, or on a node that
   * can no longer take it (removed, hidden, disabled, in a closed dialog). */
  focusLost() {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return true;
    return active === this.region || !canFocus(active);
  }

  /**
   * The seam after every redraw, dialog close and idle queue: when focus is lost (focusLost)
   * and the person uses the keyboard or was on the table (force: always, a dialog's opener is
   * gone), ask the renderer to focus the next thing to do (renderer.focusNext(), true when it
   * focused something); otherwise rest focus on the table region. Returns whether it moved.
   */
  keepFocus({ force = false } = {}) {
    if (this.dialogOpen || this.settings.isOpen || !this.focusLost()) return false;
    if (!force && !this.keyboardUser && !this.focusWasInTable) return false;
    // The game is over: its panel's heading, whatever the renderer would pick next.
    const over = this.overPanel && this.overPanel.heading();
    if (over) {
      over.focus({ preventScroll: true });
      return true;
    }
    const renderer = this.renderer;
    // A renderer without focusNext places focus itself and expects it on the page between
    // turns: resting it on the region would keep that renderer from finding it.
    if (!renderer || typeof renderer.focusNext !== "function") return false;
    try {
      if (renderer.focusNext() && !this.focusLost()) return true;
    } catch (error) {
      console.error("table: focusNext failed", error);
    }
    if (!this.region || document.activeElement === this.region) return false;
    this.region.focus({ preventScroll: true });
    return true;
  }

  // ------------------------------------------------------------ keys

  /**
   * Whether a keydown may act as a table shortcut: no modifier; focus on the table (or on
   * nothing in particular: the page or its main landmark), not in a form field, the header,
   * the settings or a dialog; and, for character keys (P, 1, ?), the "Keyboard shortcuts"
   * setting on (WCAG 2.1.4). Arrow keys and Enter are navigation, not shortcuts.
   */
  /** @param {KeyboardEvent} event @returns {boolean} */
  shortcut(event) {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
    if (this.dialogOpen || this.settings.isOpen) return false;
    const { target } = event;
    if (typing(target)) return false;
    const resting = target === document.body || target === document.documentElement
      || (this.main && target === this.main);
    if (!resting && !this.inTable(target)) return false;
    return event.key.length !== 1 || this.settings.shortcuts;
  }

  get dialogOpen() {
    return this.dialog.isOpen;
  }

  /** The renderer's keys: [{keys: ["P"], does: "Pick up the blind"}, …]; "?" shows them. */
  /** @param {import("./keys.js").KeyEntry[]} keys */
  setKeys(keys) {
    this.keys = keys;
    this.settings.setHasKeys(keys.length > 0);
  }

  /** The keyboard help; opener: where focus goes back (default: where it was).
   * @param {HTMLElement | null} [opener]
   */
  showKeys(opener = null) {
    if (!this.keys.length) return;
    const { title, body } = keysHelp(this.keys, this.settings.shortcuts);
    this.openDialog({ title, body, buttons: [this.closeButton()], testid: "keys", returnTo: opener });
  }

  /** @param {KeyboardEvent} event */
  onKey(event) {
    if (event.key !== "?" || !this.keys.length || !this.shortcut(event)) return;
    event.preventDefault();
    this.showKeys();
  }

  // ------------------------------------------------------------ messages to the person

  /** Say something in the aria-live line; visual: false keeps it for screen readers only.
   * @param {string} text
   * @param {{ visual?: boolean, once?: boolean }} [options] see Announcer.say
   */
  announce(text, options = {}) {
    // Under "Game over" the commentary stays clear: what is said then is for screen readers.
    const over = Boolean(this.overPanel && this.overPanel.heading());
    this.voice.say(text, over ? { ...options, visual: false } : options);
  }

  /** Clear the commentary's visible line (the game-over panel shows). */
  clearCommentary() {
    this.voice.clearShown();
  }

  /** @param {string} text */
  toast(text) {
    this.messages.toast(text);
  }

  /** @param {string} text */
  setConnection(text) {
    this.messages.setConnection(text);
  }

  /** A notice that stays and is said once (the table can no longer be reached).
   * @param {string} text
   * @param {{ text: string, href: string }[]} [links]
   */
  showNotice(text, links) {
    return this.messages.showNotice(text, links);
  }

  // ------------------------------------------------------------ dialogs

  /**
   * Open the modal dialog ({title, body, buttons, testid, onclose, className, focus,
   * returnTo}, see dialog.js); resolves when it is closed or replaced. An open settings menu
   * closes first, and focus then returns to its button.
   * @param {import("./dialog.js").DialogOptions} options
   * @returns {Promise<void>}
   */
  openDialog(options) {
    if (this.settings.isOpen) this.settings.close();
    return new Promise(/** @param {() => void} resolve */ (resolve) => {
      this.dialog.open({
        ...options,
        onclose: () => {
          if (options.onclose) options.onclose();
          resolve();
        },
      });
    });
  }

  closeDialog() {
    this.dialog.close();
  }

  /** A button that closes the dialog; data-action names it for tests and keys.
   * @param {string} [text]
   * @param {string} [action]
   */
  closeButton(text = gettext("Close"), action = "close") {
    return h("button", {
      type: "button", class: "button button-primary", "data-action": action,
      onclick: () => this.dialog.close(),
    }, text);
  }

  // ------------------------------------------------------------ parts renderers place

  /** @param {ConstructorParameters<typeof ScoreSheet>[0]} [options] */
  scoreSheet(options) {
    return new ScoreSheet(options);
  }

  gameOverPanel() {
    this.overPanel = new GameOverPanel(this);
    return this.overPanel;
  }
}
