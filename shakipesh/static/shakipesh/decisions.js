// What the person does at the Shakipesh table, all by taps: a card of his hand, then a
// glowing pile it follows (a lay, K7) or the new-pile slot while a right is pending (K10);
// a pile, then a glowing pile it fits (a combination, K8); and the decision buttons End
// turn, Shakipesh (Pass once the stock is empty) and Hint, each enabled only when the view's
// legal actions hold it. The game (renderer.js) makes it with the shell and itself.

import { cardLabel } from "../cards/cards.js";
import { hintWithheld, noHintNote } from "../tables/coach.js";
import { centreOf } from "../tables/ui.js";
import { Part } from "../tables/table_parts.js";
import {
  byHand, combinable, combineOf, combinePartners, layOf, layTargets, legalOf, movableCards, newPileOf, rightsOf,
} from "./model.js";
import { TEXT } from "./words.js";

/** @extends {Part<import("./renderer.js").Shakipesh>} */
export class Choices extends Part {
  constructor(game) {
    super(game);
    /** @type {{ card?: string, pile?: number } | null} the person's choice: a card of the hand or a pile */
    this.picked = null;
  }

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
  }

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
  }

  // ------------------------------------------------------------ the hand

  drawHand(view, interactive) {
    const legal = this.table.legal(view, interactive);
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
    // Smaller cards as the hand grows (shakipeshes add two each), so that the table still
    // fits a phone: hand.js wraps them to two rows, then three.
    const n = cards.length;
    this.table.drawHand(items, { turn: mine, size: n > 16 ? "huge" : n > 12 ? "big" : n > 9 ? "large" : "" });
  }

  /** Where a card of the person's hand is (before it goes), or the hand. */
  handPoint(card) {
    const node = this.table.cards.node(card);
    return node ? centreOf(node) : centreOf(this.table.hand, { upper: true });
  }

  /** Focus `node` when the person uses the keyboard. @param {HTMLElement | null | undefined} node */
  focusKeys(node) {
    if (node && !(/** @type {HTMLButtonElement} */ (node)).disabled && this.table.ui.keyboardUser) {
      node.focus({ preventScroll: true });
    }
  }

  onHandCard(card) {
    if (!this.table.tappable()) return;
    const view = this.table.view;
    if (!movableCards(view).has(card)) return;
    this.picked = this.picked && this.picked.card === card ? null : { card };
    this.table.redraw();
    // With the keyboard, the piles take the focus: that is where the card goes.
    const next = this.picked && this.table.ui.keyboardUser ? this.game.felt.pilesEnabled()[0] : null;
    this.focusKeys(next || this.table.cards.node(card));
  }

  // ------------------------------------------------------------ the piles

  onPile(id) {
    if (!this.table.tappable()) return;
    const view = this.table.view;
    const picked = this.picked;
    if (picked && picked.card) {
      const lay = layOf(view, picked.card, id);
      if (lay) {
        this.table.send(lay);
        return;
      }
      this.picked = null;
    } else if (picked && typeof picked.pile === "number") {
      if (picked.pile === id) {
        this.picked = null;
      } else {
        const combine = combineOf(view, picked.pile, id);
        if (combine) {
          this.table.send(combine);
          return;
        }
        this.picked = combinePartners(view, id).size ? { pile: id } : null;
      }
    } else if (combinePartners(view, id).size) {
      this.picked = { pile: id };
    }
    this.table.redraw();
    this.focusKeys(this.picked ? this.game.felt.pilesEnabled()[0] : this.game.felt.pileNode(id));
  }

  /** The new-pile slot: the chosen card goes there; without one, the status says to choose. */
  onNewPile() {
    if (!this.table.tappable()) return;
    const view = this.table.view;
    const card = this.picked && this.picked.card;
    const action = card ? newPileOf(view, card) : null;
    if (action) {
      this.table.send(action);
      return;
    }
    if (rightsOf(view) > 0) {
      this.picked = null;
      this.table.redraw();
      this.table.setStatus(TEXT.chooseFirst);
      this.focusKeys(this.table.cards.first());
    }
  }

  // ------------------------------------------------------------ the buttons

  /** End turn, Shakipesh (Pass once the stock is empty: they are never legal together) and
   * Hint; each enabled only when the view allows it. Rebuilt only when something changed,
   * so that a focused button keeps its focus. */
  drawDecisions(view, interactive) {
    const table = this.table;
    const legal = table.legal(view, interactive);
    const has = (type) => legalOf({ legal_actions: legal }, type);
    const over = view.status === "finished";
    const coached = Boolean(view.coach) && !over;
    const withheld = !coached && hintWithheld(view);
    const stock = view.stock || 0;
    const key = JSON.stringify([over, Boolean(has("end")), Boolean(has("shakipesh")), Boolean(has("pass")),
      stock > 0, coached, withheld, interactive && legal.length > 1,
      legal.some((a) => a.type === "lay" || a.type === "combine")]);
    const send = (type) => () => table.send(legalOf(table.view, type));
    table.setDecisions(key, () => {
      if (over) return [];
      const items = [];
      if (coached) {
        items.push(table.decisionButton("hint", TEXT.hint, "H", {
          disabled: !(interactive && legal.length > 1), extra: { onclick: () => table.askHint() },
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
        items.push(table.decisionButton("shakipesh", TEXT.shakipesh, "S", {
          primary: only, disabled: !shakipesh, extra: { onclick: send("shakipesh") },
        }));
      }
      if (!(stock > 0) && has("pass")) {
        items.push(table.decisionButton("pass", TEXT.pass, "P", { primary: true, extra: { onclick: send("pass") } }));
      }
      items.push(table.decisionButton("end", TEXT.endTurn, "E", {
        primary: Boolean(has("end")), disabled: !has("end"), extra: { onclick: send("end") },
      }));
      return items;
    });
  }

  // ------------------------------------------------------------ focus and the coach

  /** The first thing to choose: a glowing pile for the chosen card or pile, else a card. */
  firstChoice() {
    const piles = this.game.felt.pilesEnabled();
    if (this.picked) return piles[0] || null;
    return this.table.cards.first() || piles[0] || null;
  }

  /**
   * Where focus goes next: where the chosen card or pile may go, a card to lay, a pile to
   * put on another, End turn, Pass, Shakipesh, an open summary's Continue.
   */
  focusOrder() {
    const button = (action) => this.table.decisions.querySelector(`[data-action="${action}"]:not([disabled])`);
    return [this.firstChoice(), button("end"), button("pass"), button("shakipesh"),
      document.querySelector('dialog[open] [data-action="continue"]')];
  }

  /** What a hint marks: the card and the pile, the two piles, or the button. */
  hintTargets(action) {
    const felt = this.game.felt;
    switch (action.type) {
      case "lay": return [this.table.cards.node(action.card), felt.pileNode(action.pile)];
      case "combine": return [felt.pileNode(action.pile), felt.pileNode(action.onto)];
      case "new_pile": return [this.table.cards.node(action.card), felt.newSlot];
      default: return [this.table.decisions.querySelector(`[data-action="${action.type}"]`)];
    }
  }
}
