// The felt of the Shiesta table: the computer seats around its upper part (each with its
// face-up row on its face-down cards, and its hand's size), the middle (the discard pile
// fanned, the draw pile, what left the game, the direction of play) and the person's own
// face-up and face-down cards at its foot. The game (renderer.js) makes it with the shell and
// itself.
//
// The seats stay physical in every language: play goes clockwise (seat numbers up) from the
// person at the bottom to the left, the top and the right; mirroring them would make play
// run the wrong way round the felt. Cards lie left to right as a hand is held.

import { cardBackSVG, cardLabel, cardSVG } from "../cards/cards.js";
import { oneTabStop, Part, rove, seatBadges, seatMark, thinkingMark } from "../tables/table_parts.js";
import { centreOf, flyIn, gettext, h, interpolate } from "../tables/ui.js";
import { byPlayOrder, isMatch, matchOf } from "./model.js";
import {
  TEXT, burnedText, directionLabel, downCount, drawPileLabel, faceDownLabel, gameOfMatch, handCount,
  labelList, pileCountText, pileLabel, pileRule, positionName, removedText, seatStats, totalBadge, totalSaid,
} from "./words.js";

const FAN = 5; // the pile's top cards drawn fanned
const ROW = 3; // face-down (and face-up) cards per player (H3)

/** An arrow round in a circle, its head where play goes next. */
function directionIcon() {
  const ns = "http://www.w3.org/2000/svg";
  const icon = document.createElementNS(ns, "svg");
  icon.setAttribute("viewBox", "0 0 24 24");
  icon.setAttribute("class", "sh-direction-icon");
  icon.setAttribute("aria-hidden", "true");
  icon.setAttribute("focusable", "false");
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", "M12 4a8 8 0 1 1-7.4 5 M4.2 3.6v5.6h5.6");
  path.setAttribute("fill", "none");
  path.setAttribute("stroke", "currentColor");
  path.setAttribute("stroke-width", "2.4");
  path.setAttribute("stroke-linecap", "round");
  path.setAttribute("stroke-linejoin", "round");
  icon.append(path);
  return icon;
}

/** A small card of a seat's row: a face, or a back. */
const mini = (code, extra = "") => h("div", { class: `sh-mini${extra}` }, code ? cardSVG(code) : cardBackSVG());

/** @extends {Part<import("./renderer.js").Shiesta>} */
export class Felt extends Part {
  constructor(game) {
    super(game);
    this.seats = seatBadges("sh", 4);
    this.element = h("div", { class: "sh-felt" }, this.seats);
    // Shown as a sign and a word; said as a whole phrase ("Direction of play: clockwise").
    this.directionText = h("span", { class: "sh-direction-text", "aria-hidden": "true" });
    this.directionSaid = h("span", { class: "visually-hidden" });
    this.direction = h("p", { class: "sh-direction", "data-testid": "direction" },
      directionIcon(), this.directionText, this.directionSaid);
    this.drawPile = h("div", { class: "sh-draw", role: "img", "data-testid": "draw-pile" });
    this.pile = h("div", { class: "sh-pile", role: "img", "data-testid": "pile" });
    this.pileCount = h("span", { class: "sh-pile-count", "aria-hidden": "true" });
    this.pileRule = h("span", { class: "sh-pile-rule", "data-testid": "pile-rule" });
    this.burned = h("span", { class: "sh-out sh-burned", "data-testid": "burned" });
    this.removed = h("span", { class: "sh-out sh-removed", "data-testid": "removed" });
    this.centre = h("div", { class: "sh-centre", role: "group", "aria-label": TEXT.middle },
      this.direction,
      h("div", { class: "sh-piles" }, this.drawPile, this.pile),
      h("p", { class: "sh-pile-info" }, this.pileCount, this.pileRule),
      h("p", { class: "sh-outs" }, this.burned, this.removed));
    this.mine = h("div", { class: "tbl-mine sh-mine", role: "group", "aria-label": TEXT.yourTable, "data-testid": "my-table" });
    rove(this.mine, () => this.rowButtons(), { flow: "ltr" });
    this.mineName = h("span", { class: "sh-mine-name", "aria-hidden": "true", text: TEXT.you });
    // A match: the person's total under his name, and the game's number in a corner of the
    // felt (the other seats' totals are on their badges).
    this.mineTotal = h("span", { class: "sh-total", "aria-hidden": "true", "data-testid": "my-total", hidden: true });
    this.mineLabel = h("span", { class: "sh-mine-label" }, this.mineName, this.mineTotal);
    this.matchChip = h("p", { class: "sh-match", "data-testid": "match", hidden: true });
    /** @type {HTMLElement[]} */
    this.slots = [];
    /** @type {HTMLButtonElement[]} */
    this.downButtons = [];
    /** @type {Map<string, HTMLButtonElement>} */
    this.upButtons = new Map();
    for (let i = 0; i < ROW; i += 1) {
      const down = h("button", { type: "button", class: "tbl-card-button sh-card sh-down", "data-position": i });
      down.append(cardBackSVG());
      down.addEventListener("click", () => this.game.choices.onDownCard(i));
      this.downButtons.push(down);
      const slot = h("div", { class: "sh-slot", "data-slot": i }, down);
      this.slots.push(slot);
    }
    this.mineRow = h("div", { class: "sh-mine-row" }, this.slots);
    this.mine.append(this.mineLabel, this.mineRow);
    this.element.append(this.centre, this.mine, this.matchChip,
      h("div", { class: "sh-felt-tools" }, this.table.hintButton, this.table.noHint));
  }

  /** The seat the game waits for now, or null (several in the swap: none is marked). */
  actor(view) {
    if (view.status === "finished" || view.phase !== "play") return null;
    const seat = (view.to_act || [])[0];
    return typeof seat === "number" ? seat : null;
  }

  drawSeats(view) {
    const seats = view.seats;
    const match = isMatch(view) ? matchOf(view) : null;
    this.element.dataset.seats = String(seats);
    this.drawMatch(view, match);
    this.table.drawSeats(view, this.seats, this.actor(view), (badge, seat, { pos, turn }) => {
      const name = this.table.name(seat);
      badge.setAttribute("aria-label", interpolate(gettext("%(name)s, %(position)s: %(stats)s"),
        { name, position: positionName(pos, seats), stats: seatStats(view, seat) }, true));
      // In the swap every computer not yet ready is thinking.
      const waiting = view.phase === "swap" && !(view.ready || [])[seat];
      badge.classList.toggle("is-thinking", this.table.thinking === seat && (turn || waiting));
      badge.classList.toggle("is-ready", view.phase === "swap" && Boolean((view.ready || [])[seat]));
      const up = [...((view.face_up || [])[seat] || [])].sort(byPlayOrder);
      const down = (view.face_down || [])[seat] || [];
      const slots = down.map((lies, i) => h("div", { class: "sh-mini-slot" },
        lies ? mini(null, " sh-mini-down") : h("div", { class: "sh-mini sh-mini-gone" }),
        up[i] ? mini(up[i], " sh-mini-up") : null));
      badge.replaceChildren(
        h("span", { class: "sh-seat-head", "aria-hidden": "true" },
          h("span", { class: "sh-seat-name", text: name }),
          match ? h("span", { class: "tbl-total sh-total", text: totalBadge(match.totals[seat] ?? 0) }) : null),
        h("div", { class: "sh-mini-row", "aria-hidden": "true" }, slots),
        h("span", { class: "sh-seat-count", "aria-hidden": "true", text: handCount((view.hand_sizes || [])[seat] ?? 0) }),
        seatMark("sh-seat-mark sh-ready-mark", TEXT.ready), thinkingMark("sh"));
    });
  }

  /** A match's game number on the felt and the person's total (the others' are on their
   * badges); nothing for a single game. */
  drawMatch(view, match) {
    this.matchChip.hidden = !match;
    this.mineTotal.hidden = !match;
    if (!match) return;
    this.matchChip.textContent = gameOfMatch(match.number, match.games);
    this.mineTotal.textContent = totalBadge(match.totals[view.seat] ?? 0);
  }

  /**
   * The middle of the table. fly: a play whose cards should move in from their seat;
   * failed: the pile's top card is a face-down card turned up that cannot be played (H13).
   */
  drawCentre(view, { fly = null, failed = false } = {}) {
    const direction = view.direction < 0 ? -1 : 1;
    this.direction.dataset.direction = String(direction);
    this.directionSaid.textContent = directionLabel(direction);
    this.directionText.textContent = direction < 0 ? TEXT.anticlockwise : TEXT.clockwise;
    const draw = view.draw_pile || 0;
    this.drawPile.setAttribute("aria-label", drawPileLabel(draw));
    this.drawPile.classList.toggle("is-empty", !draw);
    this.drawPile.replaceChildren(draw ? cardBackSVG() : h("span", { class: "tbl-empty sh-empty-slot" }),
      h("span", { class: "tbl-count tbl-count-mid sh-draw-count", "aria-hidden": "true", text: String(draw) }));
    const pile = view.pile || [];
    this.pile.setAttribute("aria-label", pileLabel(view));
    this.pile.classList.toggle("is-empty", !pile.length);
    const shown = pile.slice(-FAN);
    const fresh = fly ? fly.cards.length : 0;
    this.pile.replaceChildren(...shown.map((card, i) => {
      const top = i === shown.length - 1;
      const node = h("div", { class: `sh-card sh-pile-card${top && failed ? " is-failed" : ""}`,
        "data-card": card, style: { "--i": i } }, cardSVG(card),
      top && failed ? h("span", { class: "sh-failed-tag", "aria-hidden": "true", text: TEXT.turnedUp }) : null);
      return node;
    }));
    this.pile.style.setProperty("--n", String(Math.max(1, shown.length)));
    if (fly && fresh && this.table.pace.motion) {
      const from = this.playPoint(fly);
      const nodes = [...this.pile.children].slice(-Math.min(fresh, shown.length));
      for (const node of nodes) flyIn(node, from, this.table.pace.ms("fly"));
    }
    this.pileCount.textContent = pileCountText(pile.length);
    this.pileRule.textContent = pileRule(view);
    this.pileRule.hidden = !this.pileRule.textContent;
    this.burned.textContent = burnedText(view.burned || 0);
    this.removed.textContent = removedText(view.removed || 0);
  }

  /** The person's face-up cards on his face-down ones. interactive: the view is his to act on. */
  drawMine(view, interactive) {
    const me = view.seat;
    const legal = this.table.legal(view, interactive);
    const up = [...((view.face_up || [])[me] || [])].sort(byPlayOrder);
    const down = (view.face_down || [])[me] || [];
    const swapping = view.phase === "swap" && legal.length > 0;
    const playing = view.phase === "play" && legal.length > 0;
    const playable = this.game.choices.playable(view, legal);
    const downLegal = new Set(legal.filter((a) => a.type === "face_down").map((a) => a.position));
    this.mine.classList.toggle("is-turn", this.actor(view) === me);
    const keep = new Set(up);
    for (const [card, node] of this.upButtons) if (!keep.has(card)) { node.remove(); this.upButtons.delete(card); }
    for (let i = 0; i < ROW; i += 1) {
      const slot = this.slots[i];
      const button = this.downButtons[i];
      const lies = Boolean(down[i]);
      button.hidden = !lies;
      button.disabled = !downLegal.has(i);
      button.classList.toggle("is-legal", downLegal.has(i));
      button.setAttribute("aria-label", faceDownLabel(i));
      slot.classList.toggle("is-empty", !lies && !up[i]);
      const card = up[i];
      if (!card) continue;
      let node = this.upButtons.get(card);
      if (!node) {
        node = h("button", { type: "button", class: "tbl-card-button sh-card sh-up", "data-card": card });
        node.append(cardSVG(card));
        node.addEventListener("click", () => this.game.choices.onCard(card, "up"));
        this.upButtons.set(card, node);
      }
      if (node.parentNode !== slot) slot.append(node);
      const enabled = swapping || (playing && playable.has(card) && view.zones[me] === "face_up");
      const chosen = this.game.choices.chosen(card, "up");
      node.disabled = !enabled;
      node.classList.toggle("is-legal", enabled && playing);
      node.classList.toggle("is-dim", playing && view.zones[me] === "face_up" && !enabled);
      node.classList.toggle("is-selected", chosen);
      if (swapping || (playing && view.zones[me] === "face_up")) node.setAttribute("aria-pressed", String(chosen));
      else node.removeAttribute("aria-pressed");
      node.setAttribute("aria-label", cardLabel(card));
    }
    // One tab stop in the row (arrows move between its cards), as in the hand.
    oneTabStop([...this.downButtons, ...this.upButtons.values()], this.rowButtons());
    const downs = down.filter(Boolean).length;
    this.mine.setAttribute("aria-label", labelList([
      TEXT.yourTable,
      up.length ? interpolate(gettext("face up: %(cards)s"), { cards: labelList(up.map(cardLabel)) }, true)
        : gettext("no face-up cards"),
      downCount(downs),
      ...(isMatch(view) ? [totalSaid(matchOf(view).totals[me] ?? 0)] : []),
    ]));
  }

  /** The person's cards in the row he may press now, left to right. */
  rowButtons() {
    const nodes = [];
    for (const slot of this.slots) {
      for (const node of slot.querySelectorAll("button")) if (!node.disabled && !node.hidden) nodes.push(node);
    }
    return nodes;
  }

  /** Where a seat's cards come from and go to: its badge, or the person's hand. */
  seatPoint(seat) {
    return this.table.seatPoint(seat, this.seats);
  }

  /** Where a play's cards come from: the person's hand or row, or the seat's badge. */
  playPoint(play) {
    const view = this.table.shown || this.table.view;
    if (play.seat !== view.seat || play.from === "hand") return this.seatPoint(play.seat);
    if (play.from === "face_down") return centreOf(this.slots[play.position] || this.mine);
    const node = play.cards && this.upButtons.get(play.cards[0]);
    return centreOf(node && node.isConnected ? node : this.mine);
  }

  /** Slide the pile's top `count` cards (all when null) to `to`, fading. */
  async slidePile(to, count = null) {
    const cards = [...this.pile.children];
    await this.table.slide(count === null ? cards : cards.slice(-count), to);
  }
}
