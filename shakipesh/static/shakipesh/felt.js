// The felt of the Shakipesh table: the computer seats and the stock across its top, a line
// with the round and the totals, and the piles, each a button showing its bottom card, its
// size and its top card, ordered by id, with the new-pile slot after them. The piles take
// whatever height the rest of the table leaves and their cards are sized to fill it
// (layoutPiles), so that a phone never scrolls however many piles there are. The game
// (renderer.js) makes it with the shell and itself.
//
// The seats stay physical in every language: play goes clockwise (seat numbers up) from the
// person at the bottom, left to right across the top. A pile's cards lie left to right too,
// as cards are held; the piles themselves flow with the page.

import { cardBackSVG, cardSVG, isJoker, parseCard } from "../cards/cards.js";
import { drawn, oneTabStop, Part, rove, seatBadges, thinkingMark } from "../tables/table_parts.js";
import { h } from "../tables/ui.js";
import { bottomOf, toAct, topOf } from "./model.js";
import { TEXT, handCount, newPileLabel, pileLabel, pointsShort, stockLabel } from "./words.js";

const STEP = 0.44; // how much of a pile's bottom card shows beside its top card (a card's width)
const CARD_H = 1.4; // a card's height over its width
const GAP = 6;


/** @extends {Part<import("./renderer.js").Shakipesh>} */
export class Felt extends Part {
  constructor(game) {
    super(game);
    this.others = seatBadges("shk", 3);
    this.seatsRow = h("div", { class: "shk-seats" }, this.others);
    this.stock = h("div", { class: "shk-stock", role: "img", "data-testid": "stock" });
    this.info = h("p", { class: "shk-info", "data-testid": "info" });
    this.scoresButton = h("button", {
      type: "button", class: "button tbl-felt-tool shk-tool", "data-action": "scores", "aria-haspopup": "dialog",
      onclick: () => this.game.dialogs.showScores(),
    }, TEXT.scores);
    this.pileArea = h("div", { class: "shk-piles", role: "group", "aria-label": TEXT.piles, "data-testid": "piles" });
    rove(this.pileArea, () => this.pilesEnabled());
    /** @type {Map<number, HTMLButtonElement>} pile id → its button, kept while the pile lasts */
    this.pileNodes = new Map();
    this.newSlot = h("button", {
      type: "button", class: "tbl-card-button shk-pile shk-new", "data-action": "new-pile", "aria-keyshortcuts": "N",
      onclick: () => this.game.choices.onNewPile(),
    }, h("span", { class: "shk-new-card" }, h("span", { class: "shk-new-words", text: TEXT.newPile })),
    drawn("shk-new-count", ""));
    this.pileArea.append(this.newSlot);
    this.element = h("div", { class: "shk-felt" },
      h("div", { class: "shk-top" }, this.seatsRow, this.stock),
      h("div", { class: "shk-infobar" }, this.info, this.scoresButton),
      this.pileArea);
    if ("ResizeObserver" in window) new ResizeObserver(() => this.layoutPiles()).observe(this.pileArea);
    window.addEventListener("resize", () => this.fitHeight());
  }

  /** The seat the game waits for now, or null. */
  actor(view) {
    return toAct(view)[0] ?? null;
  }

  drawSeats(view) {
    this.seatsRow.dataset.count = String(view.seats - 1);
    this.table.drawSeats(view, this.others, this.actor(view), (badge, seat, { turn, thinking }) => {
      badge.setAttribute("aria-label", this.game.words.seatLabel(view, seat, { turn, thinking }));
      const count = (view.hand_sizes || [])[seat] ?? 0;
      badge.replaceChildren(
        h("span", { class: "shk-seat-name", "aria-hidden": "true", text: this.table.name(seat) }),
        h("span", { class: "shk-seat-line", "aria-hidden": "true" },
          h("span", { class: "shk-seat-cards", title: handCount(count) }, cardBackSVG(), h("span", { text: String(count) })),
          h("span", { class: "tbl-total shk-seat-total", text: pointsShort((view.totals || [])[seat] ?? 0) })),
        thinkingMark("shk"));
    });
    const stock = view.stock || 0;
    this.stock.setAttribute("aria-label", stockLabel(stock));
    this.stock.classList.toggle("is-empty", !stock);
    this.stock.replaceChildren(
      h("span", { class: "shk-stock-card" }, stock ? cardBackSVG() : h("span", { class: "tbl-empty shk-empty" }),
        drawn("tbl-count tbl-count-mid shk-stock-count", String(stock))),
      drawn("shk-stock-name", TEXT.stock));
    this.info.textContent = view.round ? this.game.words.info(view) : "";
    this.scoresButton.hidden = !(view.rounds || []).length;
  }

  /**
   * The piles by id, each button kept while its pile lasts, and the new-pile slot after
   * them. `targets`: {enabled: Set of ids, glow: Set, picked: id or null, combinable: Set,
   * slot: {enabled, glow, pending}} from decisions.js.
   */
  drawPiles(view, targets) {
    const before = this.pileRects();
    const piles = view.piles || [];
    const keep = new Set(piles.map((p) => p.id));
    for (const [id, node] of this.pileNodes) {
      if (!keep.has(id)) {
        node.remove();
        this.pileNodes.delete(id);
      }
    }
    piles.forEach((pile, i) => {
      let node = this.pileNodes.get(pile.id);
      if (!node) {
        node = h("button", { type: "button", class: "tbl-card-button shk-pile", "data-pile": pile.id, onclick: () => this.game.choices.onPile(pile.id) });
        this.pileNodes.set(pile.id, node);
      }
      const key = pile.cards.join(" ");
      if (node.dataset.key !== key) {
        node.dataset.key = key;
        node.replaceChildren(...pileFace(pile));
      }
      node.dataset.top = topOf(pile);
      node.dataset.bottom = bottomOf(pile);
      node.dataset.count = String(pile.cards.length);
      const enabled = targets.enabled.has(pile.id);
      node.disabled = !enabled;
      node.classList.toggle("is-target", targets.glow.has(pile.id));
      node.classList.toggle("is-picked", targets.picked === pile.id);
      node.classList.toggle("is-combinable", targets.combinable.has(pile.id));
      node.classList.toggle("is-dim", targets.dim && !enabled);
      node.setAttribute("aria-label", pileLabel(pile, targets.glow.has(pile.id) ? targets.card || "pile" : null));
      if (targets.picked !== null) node.setAttribute("aria-pressed", String(targets.picked === pile.id));
      else node.removeAttribute("aria-pressed");
      if (this.pileArea.children[i] !== node) this.pileArea.insertBefore(node, this.pileArea.children[i] || this.newSlot);
    });
    const slot = targets.slot;
    this.newSlot.hidden = view.status === "finished";
    this.newSlot.disabled = !slot.enabled;
    this.newSlot.classList.toggle("is-target", slot.glow);
    this.newSlot.classList.toggle("is-pending", slot.pending > 0);
    this.newSlot.classList.toggle("is-dim", targets.dim && !slot.enabled);
    /** @type {HTMLElement} */ (this.newSlot.lastChild).dataset.text = slot.pending > 1 ? `\u00d7${slot.pending}` : "";
    this.newSlot.setAttribute("aria-label", newPileLabel(slot.pending, slot.glow ? targets.card : null));
    this.pileArea.dataset.piles = String(piles.length);
    // One tab stop among the piles (arrows move between those that may be tapped).
    oneTabStop([...this.pileNodes.values(), this.newSlot], this.pilesEnabled());
    this.layoutPiles();
    this.slidePiles(before);
  }

  /** The piles (and the slot) the person may tap now, in the order they are shown.
   * @returns {HTMLButtonElement[]} */
  pilesEnabled() {
    return /** @type {HTMLButtonElement[]} */ ([...this.pileArea.children]).filter((node) => !node.disabled && !node.hidden);
  }

  pileNode(id) {
    return this.pileNodes.get(id) || null;
  }

  /** A pile's top card on the felt (where a laid card lands), or the pile itself. */
  topNode(id) {
    const node = this.pileNode(id);
    return node ? node.querySelector(".shk-pile-card.is-top") || node : null;
  }

  /** A computer's badge. @param {number} seat */
  badge(seat) {
    return this.others[this.table.placeOf(seat)] || null;
  }

  /** Where a seat's cards come from: its badge, or the person's hand. @param {number} seat */
  seatPoint(seat) {
    return this.table.seatPoint(seat, this.others, { fallback: this.seatsRow });
  }

  // ------------------------------------------------------------ sizes

  /**
   * The table fills the screen below the page's header, no more: the piles take the height
   * the seats, the status, the buttons and the hand leave them.
   */
  fitHeight() {
    const table = this.table.table;
    if (!table || !table.isConnected) return;
    const over = table.classList.contains("is-over");
    if (over) {
      table.style.height = "";
      return;
    }
    const top = table.getBoundingClientRect().top + window.scrollY;
    const main = table.closest("main");
    const below = main ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
    table.style.height = `${Math.max(380, Math.floor(window.innerHeight - top - below))}px`;
    this.layoutPiles();
  }

  /**
   * Size the piles' cards to the room they have: the number of columns whose rows fill the
   * piles' area best, the cards as wide as that allows (never wider than a hand's card).
   */
  layoutPiles() {
    const area = this.pileArea;
    const n = [...area.children].filter((node) => !/** @type {HTMLElement} */ (node).hidden).length;
    const width = area.clientWidth;
    const height = area.clientHeight;
    if (!n || !width || !height) return;
    const largest = parseFloat(getComputedStyle(area).getPropertyValue("--pile-max")) || 72;
    let best = { w: 0, cols: 1 };
    for (let cols = 1; cols <= n; cols += 1) {
      const rows = Math.ceil(n / cols);
      const w = Math.min((width - (cols - 1) * GAP) / (cols * (1 + STEP)),
        (height - (rows - 1) * GAP) / (rows * CARD_H));
      if (w > best.w + 0.5) best = { w, cols };
    }
    const w = Math.max(22, Math.min(largest, Math.floor(best.w)));
    area.style.setProperty("--pw", `${w}px`);
    area.style.setProperty("--cols", String(best.cols));
  }

  // ------------------------------------------------------------ motion

  pileRects() {
    const rects = new Map();
    if (!this.table.pace.motion) return rects;
    for (const [id, node] of this.pileNodes) rects.set(id, node.getBoundingClientRect());
    return rects;
  }

  /** Piles that moved (one before them went, a new one came) slide to their new place. */
  slidePiles(before) {
    const pace = this.table.pace;
    if (!pace.motion || !before.size) return;
    for (const [id, node] of this.pileNodes) {
      const old = before.get(id);
      if (!old || !node.animate) continue;
      const now = node.getBoundingClientRect();
      const dx = old.left - now.left;
      const dy = old.top - now.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      node.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
        { duration: Math.max(120, pace.ms("fly")), easing: "ease-out" });
    }
  }
}

/** A pile's face: its bottom card (when it has two or more), its top card, its size. */
function pileFace(pile) {
  const count = pile.cards.length;
  const cards = h("span", { class: `shk-pile-cards${count === 1 ? " is-single" : ""}`, "aria-hidden": "true" },
    count > 1 ? bottomCard(bottomOf(pile)) : null,
    h("span", { class: "shk-pile-card is-top" }, cardSVG(topOf(pile))));
  return [cards, count > 1 ? drawn("tbl-count shk-pile-count", String(count)) : null].filter(Boolean);
}

/**
 * A pile's bottom card, its corner's rank drawn by CSS over the card (the svg's own is
 * hidden): the button's visible text is then the top card's rank alone, which its name
 * holds. Two ranks as text read "43" or "KQ" to a checker of label in name (axe's
 * label-content-name-mismatch), which no name made of card names can hold.
 */
function bottomCard(code) {
  const { rank, suit } = parseCard(code);
  const face = cardSVG(code);
  if (isJoker(code)) return h("span", { class: "shk-pile-card is-bottom" }, face);
  return h("span", { class: "shk-pile-card is-bottom has-drawn-rank" }, face,
    drawn(`shk-pile-rank suit-${suit}${rank === "10" ? " is-ten" : ""}`, rank));
}
