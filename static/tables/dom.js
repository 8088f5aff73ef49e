// Small DOM helpers for the table shell and every game's renderer (ui.js re-exports them):
// elements, SVG, hidden text, key caps, numbers and lists in words, focus and settings.

import { gettext, interpolate, pgettext } from "./i18n.js";

/**
 * What h() takes after its attributes: nodes, text, numbers; null, undefined and false are
 * skipped; arrays are flattened.
 * @typedef {Node | string | number | boolean | null | undefined | Child[]} Child
 */
/** Attributes for h() and svg(): names to values (see h). @typedef {Record<string, any>} Attrs */

/**
 * An HTML element: attrs (class, text, on<event>, style as an object, booleans), then
 * children (nulls skipped).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "style") setStyle(node, value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of /** @type {unknown[]} */ (children).flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * An SVG element (style as an object, as for h), appended to parent when given.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {Element | null} [parent]
 * @returns {SVGElementTagNameMap[K]}
 */
export function svg(tag, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "style") setStyle(node, value);
    else node.setAttribute(key, String(value));
  }
  if (parent) parent.appendChild(node);
  return node;
}

/**
 * Style properties through the CSSOM ({ "--i": 2, fill: "red" }): the site's
 * Content-Security-Policy refuses style attributes (style-src has no 'unsafe-inline'), not
 * properties set on element.style.
 * @param {HTMLElement | SVGElement} node
 * @param {Record<string, string | number>} properties
 */
function setStyle(node, properties) {
  if (typeof properties !== "object") {
    throw new TypeError("style: give an object of properties, not a style attribute");
  }
  for (const [name, value] of Object.entries(properties)) {
    node.style.setProperty(name, String(value));
  }
}

/** Text for screen readers only. @param {string} text */
export function hidden(text) {
  return h("span", { class: "visually-hidden", text });
}

/** A visible shortcut on a button (the button itself carries aria-keyshortcuts).
 * @param {string} key */
export function kbd(key) {
  return h("kbd", { class: "shortcut", "aria-hidden": "true", text: key });
}

/** "+3", "−2" (a true minus sign), "0" @param {number} n @returns {string} */
export function signed(n) {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${-n}`;
  return "0";
}

// A function, not a table made at import: the catalogue answers in the page's language.
function places() {
  return [pgettext("place", "1st"), pgettext("place", "2nd"), pgettext("place", "3rd"),
    pgettext("place", "4th"), pgettext("place", "5th"), pgettext("place", "6th"),
    pgettext("place", "7th"), pgettext("place", "8th")];
}

/** A place in words: "1st", "2nd", … @param {number} n @returns {string} */
export function ordinal(n) {
  return places()[n - 1] || interpolate(pgettext("place", "%(n)sth"), { n }, true);
}

/** "A", "A and B", "A, B and C" @param {string[]} words @returns {string} */
export function listWords(words) {
  if (words.length < 2) return words.join("");
  return interpolate(gettext("%(items)s and %(last)s"), {
    items: words.slice(0, -1).join(pgettext("list separator", ", ")), last: words[words.length - 1],
  }, true);
}

/** "that move is not allowed" → "That move is not allowed." @param {string} text @returns {string} */
export function sentence(text) {
  return text ? text[0].toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".") : text;
}

/**
 * Whether the person points with a finger (a coarse pointer, by the media query, never the
 * user agent): the table's instructions then say "tap", else "click". Under Node (the
 * tests' words) there is no pointer: "click".
 */
export function touchPointer() {
  return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
}

/** Whether keys typed at `target` are text (a form field), not commands.
 * @param {EventTarget | null} target a key event's: an element, or the document
 * @returns {boolean}
 */
export function typing(target) {
  const node = /** @type {HTMLElement | null} */ (target);
  return Boolean(node && (node.isContentEditable
    || ["INPUT", "SELECT", "TEXTAREA"].includes(node.tagName)));
}

/** What Tab can reach (the dialog's trap and its first focus). */
export const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), "
  + "textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/** Whether `node` can take focus now: in the page, shown, not disabled.
 * @param {(Element & { disabled?: boolean }) | null | undefined} node
 * @returns {node is HTMLElement | SVGElement}
 */
export function canFocus(node) {
  return Boolean(node && node.isConnected && !node.disabled && !node.closest("[hidden], [inert]")
    && node.getClientRects().length);
}

/** A remembered setting (localStorage, which may be blocked: then the default).
 * @param {string} key
 * @param {string} fallback
 * @returns {string}
 */
export function loadSetting(key, fallback) {
  try {
    const saved = localStorage.getItem(key);
    return saved === null ? fallback : saved;
  } catch {
    return fallback;
  }
}

/** @param {string} key @param {string} value */
export function saveSetting(key, value) {
  try { localStorage.setItem(key, value); } catch { /* storage blocked: this page only */ }
}

/** A menu in the page header (the settings, the phrases at a friends' table): a disclosure.
 * The button says whether its panel is open (aria-expanded), the panel floats over the page,
 * Escape, focus moving on past the menu or a tap elsewhere closes it, and focus goes back to
 * the button when it closes from inside (where it went when it moved on). */
export class HeaderMenu {
  /**
   * @param {HTMLElement} root the menu's slot, holding its button and panel
   * @param {HTMLButtonElement} button
   * @param {HTMLElement} panel
   * @param {string} first what opening focuses: the panel's first match of this selector
   */
  constructor(root, button, panel, first) {
    this.root = root;
    this.button = button;
    this.panel = panel;
    this.first = first;
    button.addEventListener("click", () => (this.isOpen ? this.close() : this.open()));
    root.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && this.isOpen) {
        event.preventDefault();
        event.stopPropagation();
        this.close();
      }
    });
    root.addEventListener("focusout", (event) => {
      if (this.isOpen && event.relatedTarget && !root.contains(/** @type {Node} */ (event.relatedTarget))) {
        this.close({ focus: false });
      }
    });
    document.addEventListener("pointerdown", (event) => {
      if (this.isOpen && !root.contains(/** @type {Node | null} */ (event.target))) this.close({ focus: false });
    }, true);
  }

  get isOpen() {
    return !this.panel.hidden;
  }

  open() {
    this.panel.hidden = false;
    this.button.setAttribute("aria-expanded", "true");
    const first = /** @type {HTMLElement | null} */ (this.panel.querySelector(this.first));
    if (first) first.focus();
  }

  /** Close; focus: back to the button when it was inside the menu.
   * @param {{ focus?: boolean }} [options]
   */
  close({ focus = true } = {}) {
    if (!this.isOpen) return;
    const inside = this.root.contains(document.activeElement);
    this.panel.hidden = true;
    this.button.setAttribute("aria-expanded", "false");
    if (focus && inside) this.button.focus();
  }
}
