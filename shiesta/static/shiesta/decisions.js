// What the person does at the Shiesta table: the swap (a hand card, then a face-up card, or
// the other way round), plays of one card or several of one rank (chosen by tapping, then
// Play; one tap plays a card that has no partner of its rank), face-down cards by position,
// picking up the pile, Ready, and his own actions going out. The game (renderer.js) makes it
// with the shell and itself.

import { cardGlyph, cardLabel } from "../cards/cards.js";
import { centreOf, h, ngettext } from "../tables/ui.js";
import { Part } from "../tables/table_parts.js";
import { byPlayOrder, legalOf, playActions, playOf, playableCards, rankOf, swapOf } from "./model.js";
import { TEXT, fillParts } from "./words.js";

/** @extends {Part<import("./renderer.js").Shiesta>} */
export class Choices extends Part {
  constructor(game) {
    super(game);
    /** @type {string[]} cards chosen for one play (H6: one rank) */
    this.selected = [];
    /** @type {{ card: string, from: "hand" | "up" } | null} a card chosen to swap */
    this.pick = null;
  }

  /** Forget chosen cards the view no longer offers. */
  prune(view, interactive) {
    if (!interactive) return;
    const legal = view.legal_actions || [];
    if (view.phase !== "swap" || !legal.length) this.pick = null;
    else if (this.pick) {
      const place = this.pick.from === "hand" ? view.hand || [] : (view.face_up || [])[view.seat] || [];
      if (!place.includes(this.pick.card)) this.pick = null;
    }
    const playable = this.playable(view, legal);
    this.selected = this.selected.filter((card) => playable.has(card));
    if (this.selected.length && this.selected.some((card) => rankOf(card) !== rankOf(this.selected[0]))) this.selected = [];
  }

  /** Forget every choice (a new game, an action sent). */
  forget() {
    this.selected = [];
    this.pick = null;
  }

  /** Whether `card` of the hand or the row is chosen (to swap, or to play). */
  chosen(card, from) {
    return (this.pick && this.pick.from === from && this.pick.card === card) || this.selected.includes(card);
  }

  /** The cards the person may play now (from his hand or his face-up row). */
  playable(view, legal) {
    return legal.length ? playableCards({ legal_actions: legal }) : new Set();
  }

  drawDecisions(view, interactive) {
    const table = this.table;
    const legal = table.legal(view, interactive);
    // Rebuild only when something changed, so that a focused button keeps its focus.
    const key = JSON.stringify([view.phase, legal.filter((a) => a.type !== "play" && a.type !== "swap"),
      playActions({ legal_actions: legal }).length > 0, this.selected]);
    table.setDecisions(key, () => {
      const items = [];
      const ready = legalOf({ legal_actions: legal }, "ready");
      const pickup = legalOf({ legal_actions: legal }, "pickup");
      if (ready) {
        items.push(table.decisionButton("ready", TEXT.readyButton, "R", {
          primary: true, extra: { onclick: () => table.send(ready) },
        }));
      }
      if (pickup) {
        items.push(table.decisionButton("pickup", TEXT.pickUp, "U", {
          primary: true, extra: { onclick: () => table.send(pickup) },
        }));
      }
      if (view.phase === "play" && playActions({ legal_actions: legal }).length) {
        const chosen = [...this.selected].sort(byPlayOrder);
        // The name comes from the content: "Play five of clubs, five of hearts" (the glyphs
        // are named images), so that it contains what the button shows.
        const label = chosen.length
          ? h("span", {}, fillParts(ngettext("Play %(cards)s", "Play %(cards)s", chosen.length),
            { cards: h("span", { class: "sh-glyphs" }, chosen.map((card) => cardGlyph(card))) }))
          : TEXT.play;
        items.push(table.decisionButton("play", label, "P", {
          primary: true, disabled: !chosen.length,
          extra: { onclick: () => this.playSelected(), title: chosen.length ? null : TEXT.playChooseFirst },
        }));
      }
      return items;
    });
  }

  // ------------------------------------------------------------ the hand

  drawHand(view, interactive) {
    const legal = this.table.legal(view, interactive);
    const me = view.seat;
    const swapping = view.phase === "swap" && legal.length > 0;
    const playable = this.playable(view, legal);
    const fromHand = view.phase === "play" && (view.zones || [])[me] === "hand";
    const choosing = fromHand && playActions({ legal_actions: legal }).length > 0;
    // His turn with nothing to play from the hand (he must pick up): every card dimmed.
    const stuck = fromHand && legal.length > 0 && !choosing;
    const cards = [...(view.hand || [])].sort(byPlayOrder);
    const items = cards.map((card) => {
      const enabled = swapping || (choosing && playable.has(card));
      const chosen = this.chosen(card, "hand");
      return {
        card, enabled,
        pressed: swapping || choosing ? chosen : null,
        flags: { "is-legal": enabled && choosing, "is-dim": (choosing || stuck) && !enabled, "is-selected": chosen },
        label: cardLabel(card),
      };
    });
    // Smaller cards as the hand grows (one row, then two, then three: hand.js), so that
    // the table still fits a phone without scrolling.
    const n = cards.length;
    this.table.drawHand(items, {
      turn: swapping || choosing, playable: choosing, size: n > 21 ? "huge" : n > 14 ? "big" : n > 7 ? "large" : "",
    });
  }

  /** A card of the hand (`from` "hand") or of the face-up row ("up") was tapped. */
  onCard(card, from) {
    const view = this.table.view;
    if (!view || this.table.shown !== view) return;
    const legal = view.legal_actions || [];
    if (!legal.length) return;
    if (view.phase === "swap") {
      this.swapTap(view, card, from);
      return;
    }
    const playable = this.playable(view, legal);
    if (!playable.has(card)) return;
    if (this.selected.includes(card)) {
      this.selected = this.selected.filter((c) => c !== card);
    } else if (this.selected.length && rankOf(this.selected[0]) === rankOf(card)) {
      this.selected = [...this.selected, card];
    } else {
      const partners = [...playable].filter((c) => rankOf(c) === rankOf(card));
      if (partners.length === 1) {
        // No other card of its rank to add: one tap plays it (H6).
        this.selected = [];
        this.sendPlay(view, [card], from);
        return;
      }
      this.selected = [card];
    }
    this.table.redraw();
    this.refocus(card, from);
  }

  /** The swap (H4): a card of one place, then a card of the other exchanges them. */
  swapTap(view, card, from) {
    const pick = this.pick;
    if (pick && pick.card === card) {
      this.pick = null;
    } else if (pick && pick.from !== from) {
      const hand = from === "hand" ? card : pick.card;
      const up = from === "up" ? card : pick.card;
      const action = swapOf(view, hand, up);
      this.pick = null;
      if (action) {
        this.table.send(action);
        return;
      }
    } else {
      this.pick = { card, from };
    }
    this.table.redraw();
    // With the keyboard, the other place takes the focus: that is where the next card is.
    if (this.pick && this.table.ui.keyboardUser) {
      const next = from === "hand" ? this.game.felt.rowButtons()[0] : this.table.cards.first();
      if (next) {
        next.focus({ preventScroll: true });
        return;
      }
    }
    this.refocus(card, from);
  }

  /** The node of a card of the hand or the row. */
  cardNode(card, from) {
    return from === "hand" ? this.table.cards.node(card) : this.game.felt.upButtons.get(card);
  }

  refocus(card, from) {
    const node = this.cardNode(card, from);
    if (node && !node.disabled && this.table.ui.keyboardUser) node.focus({ preventScroll: true });
  }

  onDownCard(position) {
    const view = this.table.view;
    if (!view || this.table.shown !== view) return;
    this.table.send((view.legal_actions || []).find((a) => a.type === "face_down" && a.position === position));
  }

  playSelected() {
    const view = this.table.view;
    if (!view || !this.selected.length) return;
    const from = (view.zones || [])[view.seat] === "face_up" ? "up" : "hand";
    this.sendPlay(view, this.selected, from);
  }

  sendPlay(view, cards, from) {
    const action = playOf(view, cards);
    if (!action || !this.table.api.send(action)) return;
    this.selected = [];
    this.showOwnPlay(view, action.cards, from);
  }

  /** The person's cards go to the pile at once; the server's answer follows. */
  showOwnPlay(view, cards, from) {
    const me = view.seat;
    const points = cards.map((card) => {
      const node = this.cardNode(card, from);
      return node ? centreOf(node) : null;
    });
    const shown = {
      ...view,
      pile: [...(view.pile || []), ...cards],
      legal_actions: [],
      to_act: [],
    };
    if (from === "hand") {
      shown.hand = (view.hand || []).filter((c) => !cards.includes(c));
      shown.hand_sizes = view.hand_sizes.map((n, seat) => (seat === me ? n - cards.length : n));
    } else {
      shown.face_up = view.face_up.map((row, seat) => (seat === me ? row.filter((c) => !cards.includes(c)) : row));
    }
    this.game.optimistic = cards;
    this.table.draw(shown, { final: false });
    this.table.announce(this.game.words.play({ seat: me, cards, from: from === "hand" ? "hand" : "face_up" }));
    const nodes = [...this.game.felt.pile.children].slice(-cards.length);
    nodes.forEach((node, i) => this.table.flyOwn(node, points[i]));
  }
}
