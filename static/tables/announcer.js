// What the table says: the aria-live line (every play, for screen readers), toasts, the
// connection line and a notice that stays (the table can no longer be reached).
//
// Screen readers miss a line that is added and removed in the same task, and the table may
// announce a whole trick in one task (instant speed, or catching up after a reconnect). So
// everything said in one task goes out as one line at the next task, and old lines are removed
// only once they have stood for a while, keeping the region small.
//
// Words that stand elsewhere on the page (the status line's instruction, said when a turn
// begins) are said the same way, then taken out of the region once read: a screen reader
// browsing the page meets them once, in the status line.

import { h } from "./dom.js";

const KEEP_LINES = 6; // lines kept for screen readers once they have settled
const SETTLE_MS = 1000; // how long a line stands before it may be trimmed (read long before)
const TOAST_MS = 6000;

export class Announcer {
  /** node: the aria-live element (the renderer may move it where it fits its layout).
   * @param {HTMLElement | null} node
   */
  constructor(node) {
    this.node = node;
    /** @type {{ text: string, once: boolean }[]} said since the last flush */
    this.pending = [];
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.flushTimer = null;
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.trimTimer = null;
    /** @type {HTMLSpanElement | null} */
    this.shown = null;
    if (!node) return;
    // What sighted people see: the newest visual announcement; hidden from screen readers,
    // who get every line below it.
    this.shown = h("span", { class: "announcer-shown", "aria-hidden": "true" });
    node.replaceChildren(this.shown);
  }

  /**
   * Say something; visual: false keeps it for screen readers only; once: the words stand
   * elsewhere on the page, so they leave the region once read.
   * @param {string} text
   * @param {{ visual?: boolean, once?: boolean }} [options]
   */
  say(text, { visual = true, once = false } = {}) {
    if (!this.node || !text) return;
    if (visual && this.shown) this.shown.textContent = text;
    this.pending.push({ text, once });
    if (this.flushTimer === null) this.flushTimer = setTimeout(() => this.flush(), 0);
  }

  /** Clear what sighted people see (the game is over); screen readers keep their lines. */
  clearShown() {
    if (this.shown) this.shown.textContent = "";
  }

  /** The lines said since the last flush, as one line (its `once` words in their own span). */
  flush() {
    this.flushTimer = null;
    if (!this.node || !this.pending.length) return;
    const line = h("span", { class: "announcer-line" }, this.pending.map(({ text, once }, i) => {
      const words = i ? ` ${text}` : text;
      return once ? h("span", { class: "announcer-once", text: words }) : words;
    }));
    line.dataset.at = String(Date.now());
    this.pending = [];
    this.node.append(line);
    this.scheduleTrim();
  }

  scheduleTrim() {
    if (this.trimTimer !== null) return;
    this.trimTimer = setTimeout(() => {
      this.trimTimer = null;
      this.trim();
    }, SETTLE_MS);
  }

  /**
   * Take the `once` words out of the lines that have stood for SETTLE_MS (a line left empty
   * goes), then remove the oldest lines beyond KEEP_LINES that have stood as long.
   */
  trim() {
    if (!this.node) return;
    const now = Date.now();
    /** @param {HTMLElement} line */
    const settled = (line) => now - Number(line.dataset.at) >= SETTLE_MS;
    for (const line of /** @type {NodeListOf<HTMLElement>} */ (this.node.querySelectorAll(".announcer-line"))) {
      if (!settled(line) || !line.querySelector(".announcer-once")) continue;
      // Removed, never rewritten: new text in a live region would be said again.
      line.querySelectorAll(".announcer-once").forEach((words) => words.remove());
      if (!line.textContent.trim()) line.remove();
    }
    const lines = [.../** @type {NodeListOf<HTMLElement>} */ (this.node.querySelectorAll(".announcer-line"))];
    let excess = lines.length - KEEP_LINES;
    for (const line of lines) {
      if (excess <= 0) break;
      if (!settled(line)) break;
      line.remove();
      excess -= 1;
    }
    if (excess > 0 || this.node.querySelector(".announcer-once")) this.scheduleTrim();
  }
}

/** Toasts (short alerts that go away), the connection line, and the notice that stays. */
export class Messages {
  /**
   * @param {{ toasts: Element | null, connection: Element | null, notice: Element | null }} parts
   * where each kind of message goes (a page without one says none of that kind)
   */
  constructor({ toasts, connection, notice }) {
    this.toasts = toasts;
    this.connection = connection;
    this.notice = notice;
  }

  /** @param {string} text */
  toast(text) {
    if (!this.toasts || !text) return;
    // The same words twice in a row say nothing new: keep the first.
    if ([...this.toasts.children].some((item) => item.textContent === text)) return;
    const item = h("p", { class: "toast", text });
    this.toasts.appendChild(item);
    setTimeout(() => item.remove(), TOAST_MS);
  }

  /** The quiet connection line ("Reconnecting…"); written only when it changes, so that a
   * screen reader hears it once.
   * @param {string} text
   */
  setConnection(text) {
    if (this.connection && this.connection.textContent !== text) this.connection.textContent = text;
  }

  /**
   * A notice that stays: text, then links [{text, href}]. The notice element is an empty
   * role="alert" region from the start (a region that appears with its words may not be
   * read), so the words are said once, when they go in. A second call changes nothing.
   * @param {string} text
   * @param {{ text: string, href: string }[]} [links]
   * @returns {boolean} whether it was shown (false: a notice stands already, or no place)
   */
  showNotice(text, links = []) {
    if (!this.notice || this.notice.childElementCount) return false;
    this.notice.append(h("div", { class: "table-notice-box", "data-testid": "notice" },
      h("p", { class: "table-notice-text", text }),
      links.length ? h("p", { class: "table-notice-links" },
        links.map((link, i) => h("a", { class: `button${i ? "" : " button-primary"}`, href: link.href }, link.text)))
        : null));
    return true;
  }
}
