// The person's hand, for any game: card buttons kept by code (so that a focused card keeps
// its focus across redraws), laid out as a fan that wraps to two rows before a card gets
// narrower than a finger, with one roving tab stop and arrow keys between enabled cards.

import { cardSVG } from "./cards.js";

const MIN_STEP = 44; // px of each card left visible: a tap target (UX.md)
const GAP = 6;
const LIFT = 14; // px a playable card rises (CSS reads --lift)
const MIN_SCALE = 0.75; // with fitPage, the smallest cards: of the width the CSS gives them

/**
 * A card as update() draws it: see there.
 * @typedef {{ card: string, enabled: boolean, label: string, flags?: Record<string, unknown>,
 *   pressed?: boolean | null, tags?: { class: string, text: string }[] }} HandItem
 */

export class Hand {
  /**
   * element: the hand's container (CSS gives it --hand-w, the card width); onPick(card) runs
   * when a card is clicked or chosen with Enter; cardClass: the buttons' classes; face(card):
   * the svg to draw (default cardSVG); rows: how many rows the fan may wrap to before its
   * cards get narrower than a finger (a game whose hands grow large may allow three);
   * fitPage: the hand is the last thing on a page that must not scroll, so its cards get
   * smaller (down to MIN_SCALE) rather than push the page past the screen.
   * @param {HTMLElement} element
   * @param {{ onPick?: (card: string) => void, cardClass?: string, face?: (card: string) => Element,
   *   rows?: number, fitPage?: boolean }} [options]
   */
  constructor(element, { onPick, cardClass = "card-node", face = (card) => cardSVG(card), rows = 2, fitPage = false } = {}) {
    this.element = element;
    this.onPick = onPick;
    this.cardClass = cardClass;
    this.face = face;
    this.maxRows = Math.max(1, rows);
    this.fitPage = fitPage;
    element.addEventListener("keydown", (event) => this.onKey(event));
    window.addEventListener("load", () => this.layout());
    if ("ResizeObserver" in window) {
      const observer = new ResizeObserver(() => this.layout());
      observer.observe(element);
      // What sits above the hand (a hint line, say) changes the room left for it.
      if (fitPage) observer.observe(document.body);
    } else /** @type {Window} */ (window).addEventListener("resize", () => this.layout());
  }

  /** The height the hand may take without the page scrolling (for fitPage). */
  room() {
    const box = this.element.getBoundingClientRect();
    const main = this.element.closest("main");
    const below = main ? main.getBoundingClientRect().bottom - box.bottom : 0;
    return window.innerHeight - (box.top + window.scrollY) - below;
  }

  /** The card buttons, in order. @returns {HTMLButtonElement[]} */
  get nodes() {
    return [.../** @type {HTMLCollectionOf<HTMLButtonElement>} */ (this.element.children)];
  }

  /** @param {string} card @returns {HTMLButtonElement | null} */
  node(card) {
    return this.nodes.find((node) => node.dataset.card === card) || null;
  }

  /** The first card that may be chosen now, or null. */
  first() {
    return this.nodes.find((node) => !node.disabled) || null;
  }

  /**
   * Draw `items` in order: {card, enabled, label, flags: {class: on}, pressed (true/false, or
   * null for no aria-pressed), tags: [{class, text}] (small labels on the card)}. `label` is
   * the hand's accessible name.
   * @param {HandItem[]} items
   * @param {{ label?: string }} [options]
   * @returns {number} how many cards may be chosen
   */
  update(items, { label } = {}) {
    const existing = new Map(this.nodes.map((node) => [node.dataset.card || "", node]));
    const nodes = items.map((item) => this.drawCard(existing.get(item.card) || this.newCard(item.card), item));
    // Compared with the hand's buttons (blurred only when it is one of them).
    const focused = /** @type {HTMLButtonElement | null} */ (document.activeElement);
    const keep = new Set(items.map((item) => item.card));
    for (const [card, node] of existing) if (!keep.has(card)) node.remove();
    nodes.forEach((node, i) => {
      if (this.element.children[i] !== node) this.element.insertBefore(node, this.element.children[i] || null);
    });
    // Roving tab stop: one enabled card is in the tab order, arrows move between them.
    const enabled = nodes.filter((node) => !node.disabled);
    const current = focused && enabled.includes(focused) ? focused : enabled[0];
    for (const node of nodes) node.tabIndex = node === current ? 0 : -1;
    if (focused && nodes.includes(focused) && focused.disabled) focused.blur();
    if (label) this.element.setAttribute("aria-label", label);
    this.layout();
    return enabled.length;
  }

  /** @param {string} card */
  newCard(card) {
    const node = document.createElement("button");
    node.type = "button";
    node.className = `hand-card ${this.cardClass}`; // hand-card: the glide (cards.css)
    node.dataset.card = card;
    node.append(this.face(card));
    node.addEventListener("click", () => this.onPick && this.onPick(card));
    return node;
  }

  /** @param {HTMLButtonElement} node @param {HandItem} item */
  drawCard(node, item) {
    node.disabled = !item.enabled;
    for (const [name, on] of Object.entries(item.flags || {})) node.classList.toggle(name, Boolean(on));
    if (item.pressed === true || item.pressed === false) node.setAttribute("aria-pressed", String(item.pressed));
    else node.removeAttribute("aria-pressed");
    node.setAttribute("aria-label", item.label);
    const tags = item.tags || [];
    for (const old of /** @type {NodeListOf<HTMLElement>} */ (node.querySelectorAll("[data-tag]"))) {
      if (!tags.some((tag) => tag.class === old.dataset.tag)) old.remove();
    }
    for (const tag of tags) {
      if (node.querySelector(`[data-tag="${tag.class}"]`)) continue;
      const span = document.createElement("span");
      span.className = `hand-tag ${tag.class}`;
      span.dataset.tag = tag.class;
      span.dataset.text = tag.text; // drawn by CSS (cards.css .hand-tag): the label says it
      span.setAttribute("aria-hidden", "true");
      node.append(span);
    }
    return node;
  }

  /** Place the cards: a fan with at least MIN_STEP px of each showing, else more rows (two,
   * or up to `rows`), the last of them as tight as it must be; with fitPage, smaller cards
   * (down to MIN_SCALE of the CSS width) while the hand would push the page past the screen. */
  layout() {
    const nodes = this.nodes;
    const n = nodes.length;
    const width = this.element.clientWidth;
    if (!width) return;
    if (this.fitPage) this.element.style.removeProperty("--hand-w");
    const base = parseFloat(getComputedStyle(this.element).getPropertyValue("--hand-w")) || 72;
    let fan = this.fan(n, width, base);
    if (this.fitPage) {
      const room = this.room();
      while (fan.height > room && fan.cardWidth > base * MIN_SCALE) {
        fan = this.fan(n, width, Math.max(base * MIN_SCALE, fan.cardWidth - 2));
      }
      if (fan.cardWidth < base) this.element.style.setProperty("--hand-w", `${fan.cardWidth}px`);
    }
    const { cardWidth, perRow, step, rows, rowOffset } = fan;
    nodes.forEach((node, i) => {
      const row = Math.floor(i / perRow);
      const inRow = row === rows - 1 ? n - row * perRow : perRow;
      const used = cardWidth + step * (inRow - 1);
      node.style.left = `${(width - used) / 2 + (i - row * perRow) * step}px`;
      node.style.top = `${LIFT + row * rowOffset}px`;
      node.style.zIndex = String(1 + i);
    });
    this.element.style.height = `${fan.height}px`;
    this.element.style.setProperty("--lift", `${LIFT}px`);
  }

  /** How `n` cards of `cardWidth` px lie in a hand `width` px wide, and its height.
   * @param {number} n @param {number} width @param {number} cardWidth
   */
  fan(n, width, cardWidth) {
    const cardHeight = cardWidth * 1.4;
    const stepFor = (/** @type {number} */ perRow) => (perRow > 1 ? Math.min(cardWidth + GAP, (width - cardWidth) / (perRow - 1)) : 0);
    let perRow = n;
    let step = stepFor(n);
    for (let wrap = 2; n > 1 && step < MIN_STEP && wrap <= this.maxRows; wrap += 1) {
      perRow = Math.ceil(n / wrap);
      step = stepFor(perRow);
    }
    const rows = Math.ceil(n / Math.max(1, perRow));
    const rowOffset = cardHeight * 0.58;
    return { cardWidth, perRow, step, rows, rowOffset, height: cardHeight + (rows - 1) * rowOffset + LIFT };
  }

  /** @param {KeyboardEvent} event */
  onKey(event) {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key)) return;
    const nodes = this.nodes.filter((node) => !node.disabled);
    if (!nodes.length) return;
    event.preventDefault();
    let i = nodes.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    if (event.key === "Home") i = 0;
    else if (event.key === "End") i = nodes.length - 1;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") i = i <= 0 ? nodes.length - 1 : i - 1;
    else i = i < 0 || i >= nodes.length - 1 ? 0 : i + 1;
    for (const node of nodes) node.tabIndex = -1;
    nodes[i].tabIndex = 0;
    nodes[i].focus();
  }
}
