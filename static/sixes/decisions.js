// What the person does at the Sixes table, all by taps: the stock (draw), the open pile
// (take its top card, or throw a drawn card away), an allowed grid card (swap the card in
// hand in), and the decision buttons: Go up (at any moment, also while the computers move),
// Knock and End turn after a move (Done left / Done right in Double Sixes), Pass instead of
// a last turn's move (X11). Methods of the
// renderer (renderer.js mixes them in).

import { decisionButton } from "../tables/keys.js";
import { isDouble, legalOf, mayGoUp, packetsOf } from "./model.js";
import { TEXT } from "./words.js";

export const decisionMethods = {
  decisionButton(action, label, key, options = {}) {
    return decisionButton("sx-decision", action, label, key, options);
  },

  /**
   * The decision buttons. Go up is drawn in every frame (the person may go up while the
   * computers move: the client sends it at the newest version); Knock and End turn only on
   * the person's own "after".
   */
  drawDecisions(view, interactive) {
    const legal = interactive ? view.legal_actions || [] : [];
    const me = view.seat;
    const packets = packetsOf(view, me);
    const double = isDouble(view);
    const ups = packets.map((_, p) => mayGoUp(interactive ? view : { ...view, legal_actions: [] }, p)
      && !(this.upSent || []).includes(p));
    const after = view.phase === "after" && legal.length > 0;
    const pass = legalOf({ legal_actions: legal }, "pass");
    const key = JSON.stringify([ups, after, Boolean(pass), legal.filter((a) => a.type === "knock" || a.type === "end"), view.status, view.phase === "over", double,
      packets.map((p) => [p.up, p.done])]);
    if (key === this.decisionsKey) return;
    this.decisionsKey = key;
    const hadFocus = this.decisions.contains(document.activeElement);
    const items = [];
    if (view.status !== "finished" && view.phase !== "over") { // not between two games either
      if (double) {
        packets.forEach((packet, p) => {
          if (packet.up || packet.done) return;
          items.push(this.decisionButton(`up-${p}`, p === 0 ? TEXT.upLeft : TEXT.upRight, p === 0 ? "U" : "I", {
            disabled: !ups[p], extra: { onclick: () => this.goUp(p) },
          }));
        });
      } else if (packets[0] && !packets[0].up && !packets[0].done) {
        items.push(this.decisionButton("up-0", TEXT.goUp, "U", { disabled: !ups[0], extra: { onclick: () => this.goUp(0) } }));
      }
    }
    if (pass) {
      items.push(this.decisionButton("pass", TEXT.passTurn, "P", { extra: { onclick: () => this.send(pass) } }));
    }
    if (after) {
      packets.forEach((packet, p) => {
        const knock = legalOf({ legal_actions: legal }, "knock", p);
        if (!knock) return;
        const label = double ? (p === 0 ? TEXT.doneLeft : TEXT.doneRight) : TEXT.knock;
        items.push(this.decisionButton(`knock-${p}`, label, p === 0 ? "K" : "L", {
          extra: { onclick: () => this.send(knock) },
        }));
      });
      const end = legalOf({ legal_actions: legal }, "end");
      if (end) {
        items.push(this.decisionButton("end", TEXT.endTurn, "E", { primary: true, extra: { onclick: () => this.send(end) } }));
      }
    }
    this.decisions.replaceChildren(...items);
    this.decisions.classList.toggle("is-empty", items.length === 0);
    if (hadFocus && !this.decisions.contains(document.activeElement)) this.focusNext();
  },

  /** Go up on a packet (X10): at any moment, the newest version's. */
  goUp(packet) {
    const action = { type: "up", packet };
    if (!this.api.send(action)) return;
    this.upSent = [...(this.upSent || []), packet];
    this.decisionsKey = null;
    this.drawDecisions(this.shown || this.view, this.interactive(this.shown || this.view, this.shown === this.view));
  },

  /** The person may tap now: the newest view is drawn and nothing is pending. */
  tappable() {
    const view = this.view;
    return Boolean(view) && this.shown === view && !this.api.busy();
  },

  onStock() {
    if (!this.tappable()) return;
    const action = legalOf(this.view, "draw");
    if (action) this.send(action);
  },

  onOpenPile() {
    if (!this.tappable()) return;
    const action = legalOf(this.view, "discard") || legalOf(this.view, "take");
    if (action) this.send(action);
  },

  onGridCard(packet, position) {
    if (!this.tappable()) return;
    const action = (this.view.legal_actions || [])
      .find((a) => a.type === "swap" && a.packet === packet && a.position === position);
    if (action) this.send(action);
  },

  send(action) {
    if (!this.api.send(action)) return;
    this.sent = action;
    this.draw(this.view, { final: true });
    this.status.textContent = "…";
  },
};
