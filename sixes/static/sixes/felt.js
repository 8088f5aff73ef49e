// The felt of the Sixes table: the computer seats across its top (each with its 3×2 grid, two
// in Double Sixes), the middle (the stock, the card in hand, the open pile), the last-round
// banner and the person's own grids at its foot, each card a button. The game (renderer.js)
// makes it with the shell and itself.
//
// The seats stay physical in every language: play goes clockwise (seat numbers up) from the
// person at the bottom, left to right across the top. A grid is laid out left to right too
// (positions 0–2, 3–5 are the engine's): its words follow the page.

import { cardBackSVG, cardSVG } from "../cards/cards.js";
import { drawn, oneTabStop, Part, rove, seatBadges, seatMark, thinkingMark } from "../tables/table_parts.js";
import { h, hidden, interpolate, pgettext } from "../tables/ui.js";
import { GRID, betweenGames, isMatch, matchOf, packetScore, packetsOf, swapTargets } from "./model.js";
import {
  TEXT, gridCardPlace, labelList, myPacketName, openPileLabel, packetName, packetState, stockLabel, totalBadge,
} from "./words.js";

const TAGS = { known: () => TEXT.onlyYou, public: () => TEXT.everyone };


/** The face or back of a grid card, with its mark as a class and a small tag. */
function cardFace(code, mark, { zero = false, tags = true } = {}) {
  /** @type {Element[]} */
  const parts = [code ? cardSVG(code) : cardBackSVG()];
  const tag = tags && TAGS[mark] && mark !== "face_up" ? TAGS[mark]() : "";
  if (tag) parts.push(drawn(`sx-tag sx-tag-${mark}`, tag));
  if (zero) parts.push(drawn("sx-tag sx-tag-zero", TEXT.zero));
  return parts;
}

/** Classes of a grid card: what is known of it. */
const markClass = (code, mark) => `is-${mark || "unknown"}${code ? " has-face" : ""}`;

/** @extends {Part<import("./renderer.js").Sixes>} */
export class Felt extends Part {
  constructor(game) {
    super(game);
    this.others = seatBadges("sx", 5);
    this.othersRow = h("div", { class: "sx-others" }, this.others);
    this.banner = h("p", { class: "sx-banner", "data-testid": "last-round", hidden: true });
    this.stockButton = h("button", { type: "button", class: "tbl-card-button sx-pile sx-stock", "data-action": "draw",
      "aria-keyshortcuts": "D", onclick: () => this.game.choices.onStock() });
    this.heldSlot = h("div", { class: "sx-held", "data-testid": "held", role: "img" });
    this.openButton = h("button", { type: "button", class: "tbl-card-button sx-pile sx-open", "data-action": "open-pile",
      "aria-keyshortcuts": "T X", onclick: () => this.game.choices.onOpenPile() });
    // A match: the game and the person's total, beside the piles (match.js draws it).
    this.matchBox = h("p", { class: "sx-match", hidden: true });
    // The Hint button (or, on a daily's table, why there is none) at the end of the middle's
    // row, where no pile is.
    this.centre = h("div", { class: "sx-centre", role: "group", "aria-label": TEXT.middle },
      this.stockButton, this.heldSlot, this.openButton, this.matchBox,
      h("div", { class: "sx-tools" }, this.table.hintButton, this.table.noHint));
    this.mine = h("div", { class: "tbl-mine sx-mine", role: "group", "data-testid": "my-grid" });
    rove(this.mine, () => this.gridEnabled());
    /** @type {{ packet: HTMLElement, head: HTMLElement, grid: HTMLElement }[]} */
    this.myPackets = [];
    /** @type {HTMLButtonElement[][]} */
    this.gridButtons = [];
    for (let p = 0; p < 2; p += 1) {
      const buttons = [];
      const grid = h("div", { class: "sx-grid" });
      for (let i = 0; i < GRID; i += 1) {
        const button = h("button", { type: "button", class: "tbl-card-button sx-card", "data-packet": p, "data-position": i,
          onclick: () => this.game.choices.onGridCard(p, i) });
        buttons.push(button);
        grid.append(button);
      }
      const head = h("p", { class: "sx-packet-head", "aria-hidden": "true" });
      const packet = h("div", { class: "sx-packet", "data-packet": p }, head, grid);
      this.myPackets.push({ packet, head, grid });
      this.gridButtons.push(buttons);
      this.mine.append(packet);
    }
    this.element = h("div", { class: "sx-felt" }, this.othersRow, this.banner, this.centre, this.mine);
  }

  /** The seat the game waits for now, or null. */
  actor(view) {
    if (view.status === "finished") return null;
    return typeof view.turn === "number" ? view.turn : null;
  }

  /**
   * A seat's grids in miniature (the computers' badges). For screen readers each grid is a
   * list of its cards with their places, under the seat's short summary (its label).
   */
  miniPackets(view, seat) {
    const result = view.result;
    const single = packetsOf(view, seat).length === 1;
    return packetsOf(view, seat).map((packet, p) => {
      const zero = result && result.zero ? ((result.zero[seat] || [])[p] || []) : packetScore(packet.cards).zero.map(() => false);
      const cells = packet.cards.map((code, i) => h("div", {
        class: `sx-mini ${markClass(code, packet.marks[i])}${zero[i] ? " is-zero" : ""}`, "data-position": i, role: "listitem",
      }, hidden(gridCardPlace(code, packet.marks[i], i, false)),
      cardFace(code, packet.marks[i], { zero: Boolean(zero[i]), tags: false })));
      // A seat's total shows under its grids; a packet's own score only when it has two.
      const score = result && result.packet_scores && packetsOf(view, seat).length > 1
        ? ((result.packet_scores[seat] || [])[p]) : null;
      return h("div", { class: `sx-mini-packet${packet.up ? " is-up" : ""}${packet.done ? " is-done" : ""}`, "data-packet": p },
        h("div", { class: "sx-mini-grid", role: "list", "aria-label": packetName(view, p) || null }, cells),
        // One packet: a knock turned it up, and the seat's "knocked" mark says so.
        h("span", { class: "sx-mini-mark", "aria-hidden": "true" },
          packetMarks(single ? { ...packet, done: false } : packet, score)));
    });
  }

  drawSeats(view) {
    const actor = this.actor(view);
    this.othersRow.dataset.count = String(view.seats - 1);
    this.othersRow.dataset.variant = view.variant || "sixes";
    this.table.drawSeats(view, this.others, actor, (badge, seat) => {
      const name = this.table.name(seat);
      badge.setAttribute("aria-label", this.game.words.seatLabel(view, seat));
      badge.classList.toggle("is-knocked", view.knocked === seat);
      const last = (view.final_turns || []).includes(seat);
      const total = view.result && view.result.scores ? view.result.scores[seat] : null;
      // A match: the seat's total of the finished games beside its name while it is played;
      // between two games, the score of the game just over takes its place.
      const between = betweenGames(view) && total !== null;
      const sum = isMatch(view) && view.status !== "finished" && !between ? matchOf(view).totals[seat] ?? 0 : null;
      badge.replaceChildren(...[
        h("span", { class: "sx-seat-head", "aria-hidden": "true" },
          h("span", { class: "sx-seat-name", text: name }),
          sum !== null ? h("span", { class: "sx-seat-match", text: totalBadge(sum) }) : null,
          between ? h("span", { class: "tbl-total sx-seat-total", text: String(total) }) : null),
        h("div", { class: "sx-mini-packets" }, this.miniPackets(view, seat)),
        total !== null && !between ? h("span", { class: "tbl-total sx-seat-total", "aria-hidden": "true", text: String(total) }) : null,
        view.knocked === seat ? seatMark("sx-seat-mark sx-knocked", TEXT.knockedMark) : null,
        last && actor !== seat ? seatMark("sx-seat-mark sx-last", TEXT.lastTurnMark) : null,
        thinkingMark("sx"),
      ].filter(Boolean));
    });
  }

  /** The stock, the card being held, the open pile; which of them the person may tap. */
  drawCentre(view, interactive) {
    const legal = this.table.legal(view, interactive);
    const has = (type) => legal.some((a) => a.type === type);
    const stock = view.stock || 0;
    this.stockButton.disabled = !has("draw");
    this.stockButton.classList.toggle("is-legal", has("draw"));
    this.stockButton.setAttribute("aria-label", stockLabel(stock));
    this.stockButton.replaceChildren(
      stock ? cardBackSVG() : h("span", { class: "tbl-empty sx-empty" }),
      drawn("tbl-count sx-count", String(stock)),
      drawn("sx-pile-name", TEXT.stock));
    const pile = view.open_pile || [];
    const top = pile.length ? pile[pile.length - 1] : null;
    const openLegal = has("take") || has("discard");
    this.openButton.disabled = !openLegal;
    this.openButton.classList.toggle("is-legal", openLegal);
    this.openButton.dataset.does = has("discard") ? "discard" : has("take") ? "take" : "";
    const label = openPileLabel(pile);
    this.openButton.setAttribute("aria-label", has("discard")
      ? interpolate(gettextDiscard(), { pile: label }, true)
      : has("take") ? interpolate(gettextTake(), { pile: label }, true) : label);
    this.openButton.replaceChildren(
      top ? cardSVG(top) : h("span", { class: "tbl-empty sx-empty" }),
      drawn("tbl-count sx-count", String(pile.length)),
      drawn("sx-pile-name", TEXT.openPile));
    const holding = view.holding;
    this.heldSlot.classList.toggle("is-empty", !holding);
    this.heldSlot.classList.toggle("is-mine", Boolean(holding) && holding.seat === view.seat);
    if (!holding) {
      this.heldSlot.replaceChildren(h("span", { class: "tbl-empty sx-empty" }));
      this.heldSlot.setAttribute("aria-label", pgettext("Sixes: the card in hand", "No card in hand"));
    } else {
      this.heldSlot.replaceChildren(holding.card ? cardSVG(holding.card) : cardBackSVG(),
        drawn("sx-pile-name", this.table.name(holding.seat)));
      this.heldSlot.setAttribute("aria-label", this.game.words.holdingLabel(view));
    }
  }

  /** The person's grids. interactive: the view is his to act on. */
  drawMine(view, interactive) {
    const me = view.seat;
    const packets = packetsOf(view, me);
    const targets = interactive ? swapTargets(view) : new Set();
    const result = view.result;
    this.mine.classList.toggle("is-turn", this.actor(view) === me);
    this.mine.dataset.packets = String(packets.length);
    const double = packets.length > 1;
    // Double Sixes: "Your cards" holds the two packets, each named ("Your left packet, gone
    // up"); in Sixes the grids' group is the one packet ("Your cards, gone up"). Named
    // either way: focus rests on it when there is nothing else to do (keys.js).
    this.mine.setAttribute("aria-label", double ? TEXT.yourCards : "");
    this.myPackets.forEach(({ packet: node, head }, p) => {
      const packet = packets[p];
      node.hidden = !packet;
      if (!packet) return;
      const zero = result && result.zero ? ((result.zero[me] || [])[p] || []) : [];
      const score = result && result.packet_scores ? ((result.packet_scores[me] || [])[p]) : null;
      node.classList.toggle("is-up", packet.up);
      node.classList.toggle("is-done", packet.done);
      const label = labelList([myPacketName(view, p), packetState(packet),
        score !== null && score !== undefined ? interpolate(pgettext("Sixes", "score %(score)s"), { score }, true) : ""]);
      if (double) {
        node.setAttribute("role", "group");
        node.setAttribute("aria-label", label);
      } else {
        node.removeAttribute("role");
        node.removeAttribute("aria-label");
        this.mine.setAttribute("aria-label", label);
      }
      head.replaceChildren(...packetMarks(packet, score, packetHead(view, p)));
      this.gridButtons[p].forEach((button, i) => {
        const code = packet.cards[i];
        const mark = packet.marks[i];
        const key = `${code}|${mark}|${Boolean(zero[i])}|${view.peeking && i >= 3}`;
        if (button.dataset.key !== key) {
          button.dataset.key = key;
          button.replaceChildren(...cardFace(code, mark, { zero: Boolean(zero[i]) }));
        }
        button.className = `tbl-card-button sx-card ${markClass(code, mark)}${zero[i] ? " is-zero" : ""}`;
        if (code) button.dataset.card = code; else delete button.dataset.card;
        const legal = targets.has(`${p}:${i}`);
        button.disabled = !legal;
        button.classList.toggle("is-legal", legal);
        button.classList.toggle("is-row", (packet.up ? i < 3 : i >= 3) && !packet.done && view.status !== "finished");
        button.setAttribute("aria-label", gridCardPlace(code, mark, i, true));
      });
    });
    // One tab stop in the grids (arrows move between the cards that may be tapped).
    oneTabStop(this.gridButtons.flat(), this.gridEnabled());
  }

  /** The person's grid cards he may tap now, in reading order. Shown is told by the hidden
   * packet around a card (the one way a grid card goes), not by offsetParent, which forced
   * a layout in the middle of every draw: most of the table's first draw on a phone. */
  gridEnabled() {
    return this.gridButtons.flat().filter((b) => !b.disabled && !b.closest("[hidden]"));
  }

  gridNode(seat, packet, position) {
    if (seat === (this.table.shown || this.table.view).seat) return this.gridButtons[packet][position];
    const badge = this.others[this.table.placeOf(seat)];
    return (badge && badge.querySelector(`.sx-mini-packet[data-packet="${packet}"] [data-position="${position}"]`)) || badge;
  }
}

/** A packet's heading in Double Sixes: "Left", "Right". */
function packetHead(view, packet) {
  if (packetsOf(view, view.seat).length < 2) return "";
  return packet === 0 ? pgettext("Double Sixes packet heading", "Left") : pgettext("Double Sixes packet heading", "Right");
}

/** The marks over a packet: its name in Double Sixes, "up", "done", its score at the end. */
function packetMarks(packet, score, name = "") {
  return [
    name ? h("span", { class: "sx-packet-name", text: name }) : null,
    packet.up ? h("span", { class: "sx-mark sx-mark-up", text: TEXT.wentUp }) : null,
    packet.done ? h("span", { class: "sx-mark sx-mark-done", text: TEXT.done }) : null,
    score !== null && score !== undefined ? h("span", { class: "sx-mark sx-mark-score", text: String(score) }) : null,
  ].filter(Boolean);
}

// The open pile's name when tapping it does something.
function gettextDiscard() {
  return pgettext("Sixes: the open pile as a button", "%(pile)s. Tap to throw the drawn card away");
}

function gettextTake() {
  return pgettext("Sixes: the open pile as a button", "%(pile)s. Tap to take its top card");
}
