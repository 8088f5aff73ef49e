// Shakipesh table renderer (two to four players). Loaded by static/tables/client.js.
//
// The server sends whole views (shakipesh/engine views plus table fields, docs/shakipesh.md)
// with the public events since the view before. The table shell (static/tables/table.js)
// owns the lifecycle, the layout, the keys, the coach and the game-over panel; this module is
// the game's part of it (static/tables/game.js's Game): each event shown at the chosen pace,
// one by one, with its sentence in the announcer line (every computer's lay, combination,
// new pile and shakipesh is seen as it happens). Its parts: felt.js (seats, stock, piles),
// decisions.js (the person's choices and the decision buttons), dialogs.js (the round's
// summary, the score sheet, game over) and keys.js (shortcuts, where focus goes). model.js
// turns the events into the views to draw and words.js says everything the table says.

import { cardShort } from "../cards/cards.js";
import { GameTable } from "../tables/table.js";
import { centreOf, named, pgettext } from "../tables/ui.js";
import { Choices } from "./decisions.js";
import { Dialogs } from "./dialogs.js";
import { Felt } from "./felt.js";
import { KEYS, escapeKey } from "./keys.js";
import { frames, pileById, topOf } from "./model.js";
import { Words } from "./words.js";

/** @typedef {import("../tables/game.js").Frame} Frame */
/** @typedef {import("../tables/game.js").Step} Step */
/** @typedef {import("../tables/game.js").Game} Game */
/** @typedef {import("../tables/client.js").TableView} TableView */

/** How the coach words an action, as it reads after "You chose to …". */
function actionWords(action, view) {
  const top = (id) => {
    const pile = view ? pileById(view, id) : null;
    return pile ? cardShort(topOf(pile)) : "";
  };
  switch (action.type) {
    case "lay": return named(pgettext("coach's choice", "lay %(card)s on %(top)s"), { card: cardShort(action.card), top: top(action.pile) });
    case "combine": return named(pgettext("coach's choice", "put the pile under %(top)s on %(onto)s"),
      { top: top(action.pile), onto: top(action.onto) });
    case "new_pile": return named(pgettext("coach's choice", "lay %(card)s as a new pile"), { card: cardShort(action.card) });
    case "end": return pgettext("coach's choice", "end your turn");
    case "shakipesh": return pgettext("coach's choice", "shakipesh");
    case "pass": return pgettext("coach's choice", "pass");
    default: return action.type;
  }
}

export function createRenderer(root, api) {
  return new GameTable(root, api, { prefix: "shk", hand: { rows: 3 }, steadyLines: true, compactOver: true, game: (table) => new Shakipesh(table, new Words(table.current)) });
}

/** The Shakipesh table, as the shell asks it. @implements {Game} */
export class Shakipesh {
  /** @param {GameTable} table @param {Words} words */
  constructor(table, words) {
    this.table = table;
    this.words = words;
    this.keys = KEYS;
    this.frames = frames;
    this.felt = new Felt(this);
    this.choices = new Choices(this);
    this.dialogs = new Dialogs(this);
    this.layout = { felt: this.felt.element };
    this.arrowHomes = [table.hand, this.felt.pileArea];
    this.coach = {
      round: pgettext("coach's round", "round"),
      describe: (action) => actionWords(action, table.view),
      mark: (action) => this.choices.hintTargets(action),
    };
    this.wasOver = false;
    requestAnimationFrame(() => this.felt.fitHeight());
  }

  // ------------------------------------------------------------ the shell's hooks

  rendered() {
    this.felt.fitHeight();
  }

  restore() {
    this.choices.picked = null;
  }

  sent() {
    this.choices.picked = null;
  }

  onHandCard(card) {
    this.choices.onHandCard(card);
  }

  prune(view, interactive) {
    this.choices.prune(view, interactive);
  }

  idle(view) {
    this.felt.drawSeats(view);
  }

  onKey(event) {
    return escapeKey(this.table, this, event);
  }

  firstChoice() {
    return this.choices.firstChoice();
  }

  focusOrder() {
    return this.choices.focusOrder();
  }

  gameOver(view, result) {
    this.dialogs.drawGameOver(view, result);
  }

  /** Draw a view's felt, hand and buttons. @param {TableView} view @param {boolean} interactive */
  draw(view, interactive) {
    const over = view.status === "finished";
    this.table.table.classList.toggle("is-my-turn", interactive && (view.legal_actions || []).length > 0);
    this.felt.drawSeats(view);
    this.felt.drawPiles(view, this.choices.pileTargets(view, interactive));
    this.choices.drawHand(view, interactive);
    this.choices.drawDecisions(view, interactive);
    if (this.wasOver !== over) {
      this.wasOver = over;
      this.felt.fitHeight();
    }
  }

  statusText(view, interactive) {
    return this.words.status(view, { interactive, picked: this.choices.picked, thinking: this.table.thinking });
  }

  // ------------------------------------------------------------ the events

  /** Show one event's frame at the chosen pace; true once the match is over (next is drawn).
   * @param {Step} frame @param {TableView} before @param {TableView} next
   */
  async showEvent({ event, view, own }, before, next) {
    const { table, felt } = this;
    const words = this.words.event(event, before, view);
    const glow = (id) => table.mark([felt.pileNode(id)], "is-new");
    if (["lay", "combine", "new_pile", "shakipesh", "pass"].includes(event.kind)) await table.beat(own);
    switch (event.kind) {
      case "deal":
        this.choices.picked = null;
        return table.step(view, words, "pause", () => table.mark([...felt.pileNodes.values()], "is-new"));
      case "lay":
      case "new_pile": {
        const from = own ? this.choices.handPoint(event.card) : felt.seatPoint(event.seat);
        return table.step(view, words, "fly", () => { table.fly(felt.topNode(event.pile), from); glow(event.pile); });
      }
      case "combine": {
        const moved = felt.pileNode(event.pile);
        const from = moved ? centreOf(moved) : null;
        return table.step(view, words, own ? "fly" : "pause", () => { table.fly(felt.topNode(event.onto), from); glow(event.onto); });
      }
      case "complete":
        return table.step(view, words, "pause", () => table.mark([felt.pileNode(event.pile)], "is-complete", 2000));
      case "shakipesh": {
        const stock = centreOf(felt.stock);
        return table.step(view, words, own ? "fly" : "hold", () => {
          table.fly(felt.topNode(event.pile), stock);
          if (own) for (const card of (event.drawn || []).filter(Boolean)) table.fly(table.cards.node(card), stock);
          else table.mark([felt.badge(event.seat)], "is-drawing");
          glow(event.pile);
        });
      }
      case "round_over": {
        this.choices.picked = null;
        await table.step(view, words, "pause");
        // The match goes on: the summary waits for Continue, then the next deal is shown.
        const info = view.rounds[view.rounds.length - 1];
        if (next.status !== "finished") await this.dialogs.showRoundSummary(info, view, view.totals, true);
        return false;
      }
      case "match_over":
        return table.finish(next);
      default: // end, pass
        table.draw(view);
        if (words) table.announce(words, { visual: event.kind !== "end" || !own });
        return false;
    }
  }
}
