// What the person does at the Shakipesh table, all by taps: a card of his hand, then a
// glowing pile it follows (a lay, K7) or the new-pile slot while a right is pending (K10);
// a pile, then a glowing pile it fits (a combination, K8); and the decision buttons End
// turn, Shakipesh (Pass once the stock is empty) and Hint, each enabled only when the view's
// legal actions hold it. Methods of the renderer (renderer.js mixes them in).

import { cardLabel } from "../cards/cards.js";
import { hintWithheld, noHintNote } from "../tables/coach.js";
import { decisionButton } from "../tables/keys.js";
import { interpolate, ngettext } from "../tables/ui.js";
import {
  byHand, combinable, combineOf, combinePartners, layOf, layTargets, legalOf, movableCards, newPileOf, rightsOf,
} from "./model.js";
import { TEXT } from "./words.js";

export const decisionMethods = {
  decisionButton(action, label, key, options = {}) {
    return decisionButton("shk-decision", action, label, key, options);
  },

  /** Forget a chosen card or pile the view no longer offers. */
  prune(view, interactive) {
    const picked = this.picked;
    if (!picked) return;
    if (!interactive) {
      if (view.turn !== view.seat || view.status === "finished") this.picked = null;
      return;
    }
    if (picked.card && !movableCards(view).has(picked.card)) this.picked = null;
    else if (typeof picked.pile === "number" && !combinePartners(view, picked.pile).size) this.picked = null;
  },

  /** What the piles offer now: which may be tapped, which glow, the slot's state. */
  pileTargets(view, interactive) {
    const none = new Set();
    const rights = view.turn === view.seat ? rightsOf(view) : 0;
    const out = {
      enabled: none, glow: none, picked: null, combinable: none, dim: false,
      slot: { enabled: false, glow: false, pending: rights },
    };
    if (!interactive || !(view.legal_actions || []).length) return out;
    const picked = this.picked;
    if (picked && picked.card) {
      const lays = layTargets(view, picked.card);
      const fresh = Boolean(newPileOf(view, picked.card));
      return { ...out, enabled: lays, glow: lays, dim: true, card: picked.card, slot: { enabled: fresh, glow: fresh, pending: rights } };
    }
    if (picked && typeof picked.pile === "number") {
      const partners = combinePartners(view, picked.pile);
      return { ...out, enabled: new Set([...partners, picked.pile]), glow: partners, picked: picked.pile, dim: true };
    }
    const joinable = combinable(view);
    return { ...out, enabled: joinable, combinable: joinable, slot: { enabled: rights > 0, glow: false, pending: rights } };
  },

  // ------------------------------------------------------------ the hand

  drawHand(view, interactive) {
    const legal = interactive ? view.legal_actions || [] : [];
    const movable = legal.length ? movableCards(view) : new Set();
    const mine = legal.length > 0;
    const picked = this.picked && this.picked.card;
    const cards = [...(view.hand || [])].sort(byHand);
    const items = cards.map((card) => {
      const enabled = movable.has(card);
      return {
        card, enabled,
        pressed: mine ? picked === card : null,
        flags: { "is-legal": enabled, "is-dim": mine && !enabled, "is-selected": picked === card },
        label: cardLabel(card),
      };
    });
    this.hand.classList.toggle("is-my-turn", mine);
    // Smaller cards as the hand grows (shakipeshes add two each), so that the table still
    // fits a phone: hand.js wraps them to two rows, then three.
    const n = cards.length;
    this.hand.dataset.size = n > 16 ? "huge" : n > 12 ? "big" : n > 9 ? "large" : "";
    const count = this.cards.update(items);
    const hand = interpolate(ngettext("Your hand, %(count)s card", "Your hand, %(count)s cards", n), { count: n }, true);
    this.hand.setAttribute("aria-label", mine
      ? interpolate(ngettext("%(hand)s, %(count)s playable", "%(hand)s, %(count)s playable", count), { hand, count }, true)
      : hand);
  },

  onHandCard(card) {
    if (!this.tappable()) return;
    const view = this.view;
    if (!movableCards(view).has(card)) return;
    this.picked = this.picked && this.picked.card === card ? null : { card };
    this.draw(view, { final: true });
    // With the keyboard, the piles take the focus: that is where the card goes.
    if (this.picked && this.ui.keyboardUser) {
      const next = this.pilesEnabled()[0];
      if (next) {
        next.focus({ preventScroll: true });
        return;
      }
    }
    const node = this.cards.node(card);
    if (node && !node.disabled && this.ui.keyboardUser) node.focus({ preventScroll: true });
  },

  // ------------------------------------------------------------ the piles

  onPile(id) {
    if (!this.tappable()) return;
    const view = this.view;
    const picked = this.picked;
    if (picked && picked.card) {
      const lay = layOf(view, picked.card, id);
      if (lay) {
        this.send(lay);
        return;
      }
      this.picked = null;
    } else if (picked && typeof picked.pile === "number") {
      if (picked.pile === id) {
        this.picked = null;
      } else {
        const combine = combineOf(view, picked.pile, id);
        if (combine) {
          this.send(combine);
          return;
        }
        this.picked = combinePartners(view, id).size ? { pile: id } : null;
      }
    } else if (combinePartners(view, id).size) {
      this.picked = { pile: id };
    }
    this.draw(view, { final: true });
    const node = this.picked ? this.pilesEnabled()[0] : this.pileNode(id);
    if (node && !node.disabled && this.ui.keyboardUser) node.focus({ preventScroll: true });
  },

  /** The new-pile slot: the chosen card goes there; without one, the status says to choose. */
  onNewPile() {
    if (!this.tappable()) return;
    const view = this.view;
    const card = this.picked && this.picked.card;
    const action = card ? newPileOf(view, card) : null;
    if (action) {
      this.send(action);
      return;
    }
    if (rightsOf(view) > 0) {
      this.picked = null;
      this.draw(view, { final: true });
      this.status.textContent = TEXT.chooseFirst;
      const first = this.cards.first();
      if (first && this.ui.keyboardUser) first.focus({ preventScroll: true });
    }
  },

  // ------------------------------------------------------------ the buttons

  /** End turn, Shakipesh (Pass once the stock is empty: they are never legal together) and
   * Hint; each enabled only when the view allows it. Rebuilt only when something changed,
   * so that a focused button keeps its focus. */
  drawDecisions(view, interactive) {
    const legal = interactive ? view.legal_actions || [] : [];
    const has = (type) => legalOf({ legal_actions: legal }, type);
    const over = view.status === "finished";
    const coached = Boolean(view.coach) && !over;
    const withheld = !coached && hintWithheld(view);
    const stock = view.stock || 0;
    const key = JSON.stringify([over, Boolean(has("end")), Boolean(has("shakipesh")), Boolean(has("pass")),
      stock > 0, coached, withheld, interactive && legal.length > 1,
      legal.some((a) => a.type === "lay" || a.type === "combine")]);
    if (key === this.decisionsKey) return;
    this.decisionsKey = key;
    const hadFocus = this.decisions.contains(document.activeElement);
    const items = [];
    if (!over) {
      if (coached) {
        items.push(this.decisionButton("hint", TEXT.hint, "H", {
          disabled: !(interactive && legal.length > 1), extra: { onclick: () => this.askHint() },
        }));
      } else if (withheld) {
        const note = noHintNote();
        note.hidden = false;
        items.push(note);
      }
      if (stock > 0 || !has("pass")) {
        const shakipesh = has("shakipesh");
        // The only thing to do (no card follows a top, no piles fit): the leading button.
        const only = shakipesh && !legal.some((a) => a.type === "lay" || a.type === "combine");
        items.push(this.decisionButton("shakipesh", TEXT.shakipesh, "S", {
          primary: only, disabled: !shakipesh, extra: { onclick: () => this.send(legalOf(this.view, "shakipesh")) },
        }));
      }
      if (!(stock > 0) && has("pass")) {
        items.push(this.decisionButton("pass", TEXT.pass, "P", {
          primary: true, extra: { onclick: () => this.send(legalOf(this.view, "pass")) },
        }));
      }
      items.push(this.decisionButton("end", TEXT.endTurn, "E", {
        primary: Boolean(has("end")), disabled: !has("end"), extra: { onclick: () => this.send(legalOf(this.view, "end")) },
      }));
    }
    this.decisions.replaceChildren(...items);
    this.decisions.classList.toggle("is-empty", items.length === 0);
    if (hadFocus && !this.decisions.contains(document.activeElement)) this.focusNext();
  },

  /** The person may tap now: the newest view is drawn and nothing is pending. */
  tappable() {
    const view = this.view;
    return Boolean(view) && this.shown === view && !this.api.busy() && !this.waitingFor;
  },

  send(action) {
    if (!action || !this.api.send(action)) return;
    this.picked = null;
    this.sent = action;
    this.draw(this.view, { final: true });
    this.status.textContent = "…";
  },
};
