// What the person does at the Sixes table, all by taps: the stock (draw), the open pile
// (take its top card, or throw a drawn card away), an allowed grid card (swap the card in
// hand in), and the decision buttons: Go up (at any moment, also while the computers move),
// Knock and End turn after a move (Done left / Done right in Double Sixes), Pass instead of
// a last turn's move (X11). The game (renderer.js) makes it with the shell and itself.

import { Part } from "../tables/table_parts.js";
import { isDouble, legalOf, mayGoUp, packetsOf } from "./model.js";
import { TEXT } from "./words.js";

/** @extends {Part<import("./renderer.js").Sixes>} */
export class Choices extends Part {
  constructor(game) {
    super(game);
    /** @type {number[]} packets the person said "up" for that no view shows up yet */
    this.upSent = [];
  }

  /**
   * The decision buttons. Go up is drawn in every frame (the person may go up while the
   * computers move: the client sends it at the newest version); Knock and End turn only on
   * the person's own "after".
   */
  drawDecisions(view, interactive) {
    const table = this.table;
    const legal = table.legal(view, interactive);
    const packets = packetsOf(view, view.seat);
    const double = isDouble(view);
    const ups = packets.map((_, p) => mayGoUp(interactive ? view : { ...view, legal_actions: [] }, p)
      && !this.upSent.includes(p));
    const after = view.phase === "after" && legal.length > 0;
    const pass = legalOf({ legal_actions: legal }, "pass");
    const key = JSON.stringify([ups, after, Boolean(pass), legal.filter((a) => a.type === "knock" || a.type === "end"), view.status, view.phase === "over", double,
      packets.map((p) => [p.up, p.done])]);
    table.setDecisions(key, () => {
      const items = [];
      if (view.status !== "finished" && view.phase !== "over") { // not between two games either
        if (double) {
          packets.forEach((packet, p) => {
            if (packet.up || packet.done) return;
            items.push(table.decisionButton(`up-${p}`, p === 0 ? TEXT.upLeft : TEXT.upRight, p === 0 ? "U" : "I", {
              disabled: !ups[p], extra: { onclick: () => this.goUp(p) },
            }));
          });
        } else if (packets[0] && !packets[0].up && !packets[0].done) {
          items.push(table.decisionButton("up-0", TEXT.goUp, "U", { disabled: !ups[0], extra: { onclick: () => this.goUp(0) } }));
        }
      }
      if (pass) {
        items.push(table.decisionButton("pass", TEXT.passTurn, "P", { extra: { onclick: () => table.send(pass) } }));
      }
      if (after) {
        packets.forEach((packet, p) => {
          const knock = legalOf({ legal_actions: legal }, "knock", p);
          if (!knock) return;
          const label = double ? (p === 0 ? TEXT.doneLeft : TEXT.doneRight) : TEXT.knock;
          items.push(table.decisionButton(`knock-${p}`, label, p === 0 ? "K" : "L", {
            extra: { onclick: () => table.send(knock) },
          }));
        });
        const end = legalOf({ legal_actions: legal }, "end");
        if (end) {
          items.push(table.decisionButton("end", TEXT.endTurn, "E", { primary: true, extra: { onclick: () => table.send(end) } }));
        }
      }
      return items;
    });
  }

  /** Go up on a packet (X10): at any moment, the newest version's. */
  goUp(packet) {
    const table = this.table;
    if (!table.api.send({ type: "up", packet })) return;
    this.upSent = [...this.upSent, packet];
    table.decisionsKey = null;
    const view = table.shown || table.view;
    this.drawDecisions(view, table.interactive(view, table.shown === table.view));
  }

  onStock() {
    if (this.table.tappable()) this.table.send(legalOf(this.table.view, "draw"));
  }

  onOpenPile() {
    if (this.table.tappable()) this.table.send(legalOf(this.table.view, "discard") || legalOf(this.table.view, "take"));
  }

  onGridCard(packet, position) {
    if (!this.table.tappable()) return;
    this.table.send((this.table.view.legal_actions || [])
      .find((a) => a.type === "swap" && a.packet === packet && a.position === position));
  }
}
