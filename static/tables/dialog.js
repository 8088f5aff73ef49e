// The table's modal dialog, for the shell (keyboard help) and every renderer (a round's
// summary, the last trick, a phone's score overlay): ui.openDialog() opens it.
//
// A proper modal: role="dialog" with aria-modal, named by its title; the rest of the page is
// inert while it is open (showModal does that, or `inert` on everything else where showModal
// is missing); Tab and Shift+Tab stay inside; Escape closes; focus goes back to the element
// that opened it, or, when that one is gone, to whatever the table asks for next (onLost).

import { FOCUSABLE, canFocus, h } from "./dom.js";

let dialogs = 0; // each dialog's ids are its own

/**
 * What the dialog shows, and how it behaves (see Dialog.open).
 * @typedef {object} DialogOptions
 * @property {string} title
 * @property {Node | string | null} [body]
 * @property {import("./dom.js").Child[]} [buttons]
 * @property {string | null} [testid]
 * @property {(() => void) | null} [onclose]
 * @property {string} [className]
 * @property {HTMLElement | null} [focus]
 * @property {Element | null} [returnTo]
 */

export class Dialog {
  /**
   * host: where the <dialog> lives; onLost(): called after closing when the element focus
   * should return to is gone (the shell then asks the renderer for the next thing to do).
   * @param {Element} host
   * @param {{ onLost?: () => void }} [options]
   */
  constructor(host, { onLost = () => {} } = {}) {
    dialogs += 1;
    this.titleId = `tbl-dialog-title-${dialogs}`;
    this.node = h("dialog", {
      class: "tbl-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": this.titleId,
    });
    this.onLost = onLost;
    /** @type {(() => void) | null} the open dialog's onclose */
    this.done = null;
    /** @type {Element | null} */
    this.returnTo = null;
    /** @type {HTMLElement[]} what openWithoutShowModal made inert */
    this.inerted = [];
    // Our own Escape: the native one may skip a second press without user activation.
    this.node.addEventListener("cancel", (event) => { event.preventDefault(); this.close(); });
    this.node.addEventListener("keydown", (event) => this.onKey(event));
    // Closed some other way (a form, the browser): still finish.
    this.node.addEventListener("close", () => { if (!this.node.hasAttribute("open")) this.finish(); });
    host.append(this.node);
  }

  get isOpen() {
    return this.node.open || this.node.hasAttribute("open");
  }

  /**
   * Show title, body and buttons; onclose runs once, when it is closed or replaced. focus: the
   * element to focus first (default: the first button, else the first control, else the
   * title); returnTo: where focus goes on close (default: the element focused before).
   * @param {DialogOptions} options
   */
  open({ title, body, buttons = [], testid = null, onclose = null, className = "", focus = null,
    returnTo = null }) {
    const heading = h("h2", { id: this.titleId, class: "tbl-dialog-title", tabindex: "-1", text: title });
    this.node.replaceChildren(heading, body || "", h("div", { class: "tbl-dialog-actions" }, buttons));
    this.node.className = `tbl-dialog${className ? ` ${className}` : ""}`;
    if (testid) this.node.setAttribute("data-testid", testid);
    else this.node.removeAttribute("data-testid");
    if (this.isOpen) {
      this.finish(); // the replaced dialog's onclose; focus still returns to the first opener
      if (returnTo) this.returnTo = returnTo;
    } else {
      const active = document.activeElement;
      this.returnTo = returnTo || (active && active !== document.body ? active : null);
      if (this.node.showModal) this.node.showModal();
      else this.openWithoutShowModal();
    }
    this.done = onclose;
    const first = (focus && canFocus(focus) ? focus : null)
      || [...this.node.querySelectorAll(".tbl-dialog-actions button")].find(canFocus)
      || [...this.node.querySelectorAll(FOCUSABLE)].find(canFocus)
      || heading;
    first.focus();
  }

  /** Older browsers: an open attribute, and the rest of the page made inert by hand. */
  openWithoutShowModal() {
    this.node.setAttribute("open", "");
    for (let node = /** @type {HTMLElement | null} */ (this.node); node && node !== document.body;
      node = node.parentElement) {
      const siblings = /** @type {HTMLCollectionOf<HTMLElement> | []} */ (
        node.parentElement ? node.parentElement.children : []);
      for (const sibling of siblings) {
        if (sibling !== node && !sibling.inert) {
          sibling.inert = true;
          this.inerted.push(sibling);
        }
      }
    }
  }

  close() {
    if (!this.isOpen) return;
    if (this.node.open && this.node.close) this.node.close();
    this.node.removeAttribute("open");
    for (const node of this.inerted) node.inert = false;
    this.inerted = [];
    const back = this.returnTo;
    this.returnTo = null;
    this.finish();
    // onclose may have opened another dialog, which now owns the focus.
    if (this.isOpen) return;
    if (canFocus(back)) back.focus({ preventScroll: true });
    else this.onLost();
  }

  finish() {
    const done = this.done;
    this.done = null;
    if (done) done();
  }

  /** @param {KeyboardEvent} event */
  onKey(event) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      this.close();
    } else if (event.key === "Tab") {
      const items = [...this.node.querySelectorAll(FOCUSABLE)].filter(canFocus);
      if (!items.length) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = this.node.contains(active) && items.includes(/** @type {HTMLElement} */ (active));
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
  }
}
