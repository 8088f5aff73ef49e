// What the person does at the Shiesta table: the swap (a hand card, then a face-up card, or
// the other way round), plays of one card or several of one rank (chosen by tapping, then
// Play; one tap plays a card that has no partner of its rank), face-down cards by position,
// picking up the pile, Ready, and his own actions going out. Methods of the renderer
// (renderer.js mixes them in).

import { cardGlyph, cardLabel } from "../cards/cards.js";
import { decisionButton } from "../tables/keys.js";
import { centreOf, flyIn, h, interpolate, ngettext } from "../tables/ui.js";
import { byPlayOrder, legalOf, playActions, playOf, playableCards, rankOf, swapOf } from "./model.js";
import { TEXT, fillParts } from "./words.js";

export const decisionMethods = {
  /** The cards the person may play now (from his hand or his face-up row). */
  playable(view, legal) {
    return legal.length ? playableCards({ legal_actions: legal }) : new Set();
  },

  decisionButton(action, label, key, options = {}) {
    return decisionButton("sh-decision", action, label, key, options);
  },

  drawDecisions(view, interactive) {
    const legal = interactive ? (view.legal_actions || []) : [];
    // Rebuild only when something changed, so that a focused button keeps its focus.
    const key = JSON.stringify([view.phase, legal.filter((a) => a.type !== "play" && a.type !== "swap"),
      playActions({ legal_actions: legal }).length > 0, this.selected]);
    if (key === this.decisionsKey) return;
    this.decisionsKey = key;
    const hadFocus = this.decisions.contains(document.activeElement);
    const items = [];
    const ready = legalOf({ legal_actions: legal }, "ready");
    const pickup = legalOf({ legal_actions: legal }, "pickup");
    if (ready) {
      items.push(this.decisionButton("ready", TEXT.readyButton, "R", {
        primary: true, extra: { onclick: () => this.send(ready) },
      }));
    }
    if (pickup) {
      items.push(this.decisionButton("pickup", TEXT.pickUp, "U", {
        primary: true, extra: { onclick: () => this.send(pickup) },
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
      items.push(this.decisionButton("play", label, "P", {
        primary: true, disabled: !chosen.length,
        extra: { onclick: () => this.playSelected(), title: chosen.length ? null : TEXT.playChooseFirst },
      }));
    }
    this.decisions.replaceChildren(...items);
    this.decisions.classList.toggle("is-empty", items.length === 0);
    // The focused button was replaced (by its next state, or by the next decision): the next
    // thing to do takes the focus rather than the page.
    if (hadFocus && !this.decisions.contains(document.activeElement)) this.focusNext();
  },

  // ------------------------------------------------------------ the hand

  drawHand(view, interactive) {
    const legal = interactive ? (view.legal_actions || []) : [];
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
      const chosen = (this.pick && this.pick.from === "hand" && this.pick.card === card) || this.selected.includes(card);
      return {
        card, enabled,
        pressed: swapping || choosing ? chosen : null,
        flags: { "is-legal": enabled && choosing, "is-dim": (choosing || stuck) && !enabled, "is-selected": chosen },
        label: cardLabel(card),
      };
    });
    this.hand.classList.toggle("is-my-turn", swapping || choosing);
    // Smaller cards as the hand grows (one row, then two, then three: hand.js), so that
    // the table still fits a phone without scrolling.
    const n = cards.length;
    this.hand.dataset.size = n > 21 ? "huge" : n > 14 ? "big" : n > 7 ? "large" : "";
    const count = this.cards.update(items);
    const hand = interpolate(ngettext("Your hand, %(count)s card", "Your hand, %(count)s cards", items.length),
      { count: items.length }, true);
    this.hand.setAttribute("aria-label", choosing
      ? interpolate(ngettext("%(hand)s, %(count)s playable", "%(hand)s, %(count)s playable", count), { hand, count }, true)
      : hand);
  },

  onHandCard(card) {
    this.onCard(card, "hand");
  },

  onUpCard(card) {
    this.onCard(card, "up");
  },

  /** A card of the hand (`from` "hand") or of the face-up row ("up") was tapped. */
  onCard(card, from) {
    const view = this.view;
    if (!view || this.shown !== view) return;
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
    this.draw(view, { final: true });
    this.refocus(card, from);
  },

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
        this.send(action);
        return;
      }
    } else {
      this.pick = { card, from };
    }
    this.draw(view, { final: true });
    // With the keyboard, the other place takes the focus: that is where the next card is.
    if (this.pick && this.ui.keyboardUser) {
      const next = from === "hand" ? this.rowButtons()[0] : this.cards.first();
      if (next) {
        next.focus({ preventScroll: true });
        return;
      }
    }
    this.refocus(card, from);
  },

  refocus(card, from) {
    const node = from === "hand" ? this.cards.node(card) : this.upButtons.get(card);
    if (node && !node.disabled && this.ui.keyboardUser) node.focus({ preventScroll: true });
  },

  onDownCard(position) {
    const view = this.view;
    if (!view || this.shown !== view) return;
    const action = (view.legal_actions || []).find((a) => a.type === "face_down" && a.position === position);
    if (action) this.send(action);
  },

  playSelected() {
    const view = this.view;
    if (!view || !this.selected.length) return;
    const from = (view.zones || [])[view.seat] === "face_up" ? "up" : "hand";
    this.sendPlay(view, this.selected, from);
  },

  sendPlay(view, cards, from) {
    const action = playOf(view, cards);
    if (!action || !this.api.send(action)) return;
    this.selected = [];
    this.showOwnPlay(view, action.cards, from);
  },

  send(action) {
    if (!this.api.send(action)) return;
    this.selected = [];
    this.pick = null;
    this.draw(this.view, { final: true });
    this.status.textContent = "…";
  },

  /** The person's cards go to the pile at once; the server's answer follows. */
  showOwnPlay(view, cards, from) {
    const me = view.seat;
    const points = cards.map((card) => {
      const node = from === "hand" ? this.cards.node(card) : this.upButtons.get(card);
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
    this.optimistic = cards;
    this.draw(shown, { final: false });
    this.api.announce(this.words.play({ seat: me, cards, from: from === "hand" ? "hand" : "face_up" }));
    if (!this.api.pace.motion) return;
    const nodes = [...this.pile.children].slice(-cards.length);
    nodes.forEach((node, i) => {
      if (points[i]) flyIn(node, points[i], 180, { scale: 1, opacity: 1, easing: "ease-out" });
    });
  },
};
