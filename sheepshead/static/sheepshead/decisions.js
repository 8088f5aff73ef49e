// What the person does at the Sheepshead table: the decision buttons (pick or pass, bury,
// call or play alone), the hand, and his own actions going out. The game (renderer.js) makes
// it with the shell and itself.

import { cardGlyph } from "../cards/cards.js";
import { centreOf, h } from "../tables/ui.js";
import { Part } from "../tables/table_parts.js";
import { isTrump } from "./model.js";
import { TEXT, buryLabel, callLabel, callUnknownNote, handCardLabel } from "./words.js";

export const glyph = (code) => cardGlyph(code, { trump: isTrump(code) });

function sameCards(a, b) {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/** Whether calling `card` needs an unknown (S10): the picker holds no card of its suit. */
export function needsUnknown(hand, card) {
  const suit = card.slice(-1);
  return !hand.some((c) => !isTrump(c) && c.slice(-1) === suit);
}

/** @extends {Part<import("./renderer.js").Sheepshead>} */
export class Choices extends Part {
  constructor(game) {
    super(game);
    /** @type {string[]} cards chosen to bury */
    this.selected = [];
  }

  drawDecisions(view, interactive) {
    const legal = this.table.legal(view, interactive);
    // Rebuild only when something changed, so that a focused button keeps its focus.
    const key = JSON.stringify([view.phase, legal.filter((a) => a.type !== "play" && a.type !== "bury"),
      legal.length, this.selected]);
    this.table.setDecisions(key, () => this.decisionItems(view, legal));
  }

  decisionItems(view, legal) {
    const table = this.table;
    const items = [];
    if (view.phase === "pick" && legal.length) {
      items.push(table.decisionButton("pick", TEXT.pick, "P", {
        primary: true, extra: { onclick: () => this.act(legal, "pick") },
      }));
      items.push(table.decisionButton("pass", TEXT.pass, "S", {
        extra: { onclick: () => this.act(legal, "pass") },
      }));
    } else if (view.phase === "bury" && legal.length) {
      const ready = this.selected.length === 2;
      // The name comes from the content: "Bury queen of spades, trump, queen of hearts…"
      // (the glyphs are named images), so that it contains what the button shows.
      const label = ready
        ? h("span", {}, buryLabel(glyph(this.selected[0]), glyph(this.selected[1])))
        : TEXT.buryTheseTwo;
      items.push(table.decisionButton("bury", label, "B", {
        primary: true, disabled: !ready,
        extra: { onclick: () => this.bury(legal), title: ready ? null : TEXT.buryChooseFirst },
      }));
    } else if (view.phase === "call" && legal.length) {
      items.push(...this.callButtons(view, legal));
    } else if (view.phase === "unknown" && legal.length) {
      items.push(h("p", { class: "ss-hint", text: TEXT.chooseUnknown }));
    }
    return items;
  }

  /** A Call button per callable card (the glyph in it), Play alone, and, when calling needs
   * an unknown (S10), one line saying what that means. */
  callButtons(view, legal) {
    const table = this.table;
    const hand = view.hand || [];
    const calls = legal.filter((a) => a.type === "call");
    const unknown = calls.some((a) => needsUnknown(hand, a.card));
    const items = [];
    if (unknown) {
      items.push(h("p", { class: "ss-call-note", id: "ss-call-note", "data-testid": "call-note",
        text: callUnknownNote(calls.map((a) => a.card.slice(-1))) }));
    }
    calls.forEach((action, i) => {
      items.push(table.decisionButton("call", h("span", {}, callLabel(glyph(action.card))), String(i + 1), {
        primary: i === 0,
        extra: {
          "data-call": action.card, "data-unknown": unknown ? "true" : null,
          "aria-describedby": unknown ? "ss-call-note" : null,
          onclick: () => table.send(action),
        },
      }));
    });
    const alone = legal.find((a) => a.type === "alone");
    if (alone) {
      items.push(table.decisionButton("alone", TEXT.alone, "A", { extra: { onclick: () => table.send(alone) } }));
    }
    return items;
  }

  act(legal, type) {
    this.table.send(legal.find((a) => a.type === type));
  }

  bury(legal) {
    if (this.selected.length !== 2) return;
    this.table.send(legal.find((a) => a.type === "bury" && sameCards(a.cards, this.selected)));
  }

  // ------------------------------------------------------------ the hand

  /** The hand's cards: the hand, then the unknown the picker set aside (still his to play). */
  handCards(view) {
    const items = (view.hand || []).map((card) => ({ card, unknown: false }));
    if (view.unknown && view.unknown_in_hand) items.push({ card: view.unknown, unknown: true });
    return items;
  }

  drawHand(view, interactive) {
    const legal = this.table.legal(view, interactive);
    const phase = view.phase;
    const playable = new Set(legal.filter((a) => a.type === "play" || a.type === "unknown").map((a) => a.card));
    const burying = phase === "bury" && legal.some((a) => a.type === "bury");
    const blind = new Set(phase === "bury" && view.blind ? view.blind : []);
    const myTurn = legal.length > 0;
    const choosing = myTurn && (phase === "play" || phase === "unknown");
    const items = this.handCards(view).map(({ card, unknown }) => {
      const enabled = burying || playable.has(card);
      const chosen = burying && this.selected.includes(card);
      const tags = [];
      if (unknown) tags.push({ class: "ss-unknown-tag", text: TEXT.unknownTag });
      if (blind.has(card)) tags.push({ class: "ss-blind-tag", text: TEXT.blindTag });
      return {
        card, enabled, tags,
        pressed: burying ? chosen : null,
        flags: { "is-legal": enabled && myTurn, "is-dim": choosing && !enabled, "is-selected": chosen,
          "is-unknown": unknown, "from-blind": blind.has(card) },
        label: handCardLabel(card, { unknown, blind: blind.has(card) }),
      };
    });
    this.table.drawHand(items, { turn: myTurn });
  }

  onCard(card) {
    const table = this.table;
    const view = table.view;
    if (!view || table.waitingFor) return;
    const legal = view.legal_actions || [];
    if (view.phase === "bury") {
      if (this.selected.includes(card)) this.selected = this.selected.filter((c) => c !== card);
      else this.selected = [...this.selected, card].slice(-2);
      table.draw(view, { final: true });
      const node = table.cards.node(card);
      if (node) node.focus({ preventScroll: true });
      return;
    }
    const action = legal.find((a) => (a.type === "play" || a.type === "unknown") && a.card === card);
    if (!action) return;
    if (!table.api.send(action)) return;
    if (action.type === "play") this.showOwnPlay(view, card);
    else table.draw(view, { final: true });
  }

  /** The person's card goes to the middle at once; the server's answer follows. */
  showOwnPlay(view, card) {
    const me = view.seat;
    const isUnknown = Boolean(view.unknown_in_hand && card === view.unknown);
    const trick = view.trick || { leader: me, cards: [] };
    const from = this.table.cards.node(card);
    const fromPoint = from ? centreOf(from) : null;
    const sizes = [...(view.hand_sizes || [])];
    sizes[me] = Math.max(0, (sizes[me] || 1) - 1);
    const shown = {
      ...view,
      hand: (view.hand || []).filter((c) => c !== card),
      unknown_in_hand: isUnknown ? false : view.unknown_in_hand,
      hand_sizes: sizes,
      trick: { ...trick, cards: [...trick.cards, { seat: me, card, unknown: isUnknown }] },
      legal_actions: [],
      to_act: trick.cards.length < 4 ? [(me + 1) % 5] : [],
    };
    this.game.optimistic = card;
    this.table.draw(shown, { final: false });
    this.table.announce(this.game.words.play({ seat: me, card, unknown: isUnknown }, view));
    const node = this.game.felt.trickArea.querySelector(`[data-seat="${me}"]`);
    if (node) this.table.flyOwn(node, fromPoint);
  }
}
