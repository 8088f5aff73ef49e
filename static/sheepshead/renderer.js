// Sheepshead table renderer (five-handed, called ace). Loaded by static/tables/client.js.
//
// The server sends whole views (sheepshead/engine/views.py plus table fields) with the public
// events since the view before. This module draws Sheepshead — seats, the trick, the hand, the
// bury and call decisions, the deal summary — and animates each event at the chosen speed;
// model.js turns the events into the views to draw, static/tables/ui.js owns the dialogs,
// score sheet, game-over panel, settings and announcements every game shares.

import { cardBackSVG, cardGlyph, cardName, cardShort, cardSVG } from "../cards/cards.js";
import { Hand } from "../cards/hand.js";
import { Coach } from "../tables/coach.js";
import { centreOf, flyIn, h, hidden, kbd, signed, slideAway } from "../tables/ui.js";
import { cardPoints, frames, isTrump } from "./model.js";
import { Words } from "./words.js";

export const cardLabel = (code) => cardName(code) + (isTrump(code) ? ", trump" : "");
const glyph = (code) => cardGlyph(code, { trump: isTrump(code) });

// Seat positions around the table, counted clockwise from the person at the bottom (UX.md).
const POSITION_NAMES = ["bottom", "left", "upper left", "upper right", "right"];

// The keys: the keyboard help lists them (ui.js adds Esc and ?); a key with `press` clicks
// that button, 1–3 the call buttons.
const KEYS = [
  { keys: ["\u2190", "\u2192"], does: "Move between the cards you may play" },
  { keys: ["Enter"], does: "Play the card, or choose it to bury" },
  { keys: ["P"], does: "Pick up the blind", press: '.ss-decisions [data-action="pick"]' },
  { keys: ["S"], does: "Pass", press: '.ss-decisions [data-action="pass"]' },
  { keys: ["B"], does: "Bury the two chosen cards", press: '.ss-decisions [data-action="bury"]' },
  { keys: ["1", "2", "3"], does: "Call a partner's card" },
  { keys: ["A"], does: "Play alone", press: '.ss-decisions [data-action="alone"]' },
  { keys: ["L"], does: "Look at the last trick again", press: '[data-action="last-trick"]' },
  { keys: ["H"], does: "Ask the coach for a hint (practice games)", press: '[data-action="hint"]' },
];
const PRESS = Object.fromEntries(KEYS.filter((k) => k.press).map((k) => [k.keys[0].toLowerCase(), k.press]));

/** How the coach words an action: "play 8♦", "bury 7♣ and 8♣". */
function actionWords(action) {
  switch (action.type) {
    case "play": return `play ${cardShort(action.card)}`;
    case "bury": return `bury ${action.cards.map(cardShort).join(" and ")}`;
    case "call": return `call ${cardShort(action.card)}`;
    case "alone": return "play alone";
    case "unknown": return `set aside ${cardShort(action.card)}`;
    default: return action.type;
  }
}

function sameCards(a, b) {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

export function createRenderer(root, api) {
  return new SheepsheadTable(root, api);
}

class SheepsheadTable {
  constructor(root, api) {
    this.root = root;
    this.api = api;
    this.ui = api.ui;
    this.view = null; // the server's newest view that is drawn
    this.shown = null; // the view currently drawn (may be between two server views)
    this.selected = []; // cards chosen to bury
    this.thinking = null;
    this.optimistic = null; // a card the person played that the server has not confirmed yet
    this.announcedTurn = null;
    this.waitingFor = null; // a deal summary the animation waits for
    this.words = new Words(() => this.view || this.shown);
    this.build();
    this.ui.setKeys(KEYS);
    document.addEventListener("keydown", (event) => this.onKey(event));
  }

  // ------------------------------------------------------------ the page

  build() {
    this.info = h("p", { class: "ss-deal-info" });
    this.note = h("p", { class: "ss-note", "data-testid": "deal-note" });
    this.seats = [];
    this.felt = h("div", { class: "ss-felt" });
    for (let pos = 1; pos < 5; pos += 1) {
      const badge = h("div", { class: "ss-seat", "data-pos": pos, role: "group" });
      this.seats[pos] = badge;
      this.felt.append(badge);
    }
    this.trickArea = h("div", { class: "ss-trick", role: "group", "aria-label": "Cards on the table" });
    this.felt.append(this.trickArea);

    this.status = h("p", { class: "ss-status", "data-testid": "status" });
    this.decisions = h("div", {
      class: "ss-decisions", role: "group", "aria-label": "Your decision",
    });
    this.me = h("div", { class: "ss-me" });
    this.hand = h("div", { class: "ss-hand", role: "group", "aria-label": "Your hand" });
    this.cards = new Hand(this.hand, {
      onPick: (card) => this.onCard(card),
      cardClass: "ss-card ss-hand-card",
      face: (card) => cardSVG(card, { trump: isTrump(card) }),
    });

    this.lastTrickButton = h("button", {
      type: "button", class: "button ss-tool", "data-action": "last-trick",
      "aria-keyshortcuts": "L", onclick: () => this.showLastTrick(),
    }, "Last trick ", kbd("L"));
    this.lastDealButton = h("button", {
      type: "button", class: "button ss-last-deal-button", "data-action": "last-deal",
      onclick: () => this.showDealSummary(lastFinishedDeal(this.view), this.view, false),
    }, "Last deal");
    this.hintButton = h("button", {
      type: "button", class: "button ss-tool", "data-action": "hint", hidden: true,
      "aria-keyshortcuts": "H", onclick: () => this.askHint(),
    }, "Hint ", kbd("H"));
    this.hintLine = h("p", {
      class: "ss-hint-line", "data-testid": "hint", role: "status", "aria-live": "polite",
      hidden: true,
    });
    this.scoresButton = h("button", {
      type: "button", class: "button ss-tool ss-scores-toggle", "data-action": "scores",
      "aria-expanded": "false", onclick: () => this.toggleScores(),
    }, "Scores");
    this.felt.append(h("div", { class: "ss-felt-tools" },
      this.lastTrickButton, this.hintButton, this.scoresButton));

    this.gameOver = this.ui.gameOverPanel();
    this.sheet = this.ui.scoreSheet({
      label: "Deal", note: "Picker", tools: [this.lastDealButton],
      onClose: () => this.toggleScores(false),
    });
    this.side = h("aside", { class: "ss-side" }, this.sheet.element);

    this.announcerSlot = h("div", { class: "ss-announcer-slot" });
    this.main = h("div", { class: "ss-main" },
      h("div", { class: "ss-infobar" }, this.info, this.note),
      this.gameOver.element,
      this.felt,
      h("div", { class: "ss-statusbar" }, this.status),
      this.hintLine,
      this.announcerSlot,
      this.decisions,
      this.me,
      this.hand);
    this.table = h("div", { class: "ss" }, this.main, this.side);
    this.coach = new Coach(this.api, {
      line: this.hintLine, round: "deal",
      describe: (action) => actionWords(action),
      mark: (action) => this.hintTargets(action),
      played: (item) => (item.played.type === "play"
        ? `Trick ${item.trick}: you played ${cardShort(item.played.card)}. `
        : `You chose to ${actionWords(item.played)}. `),
    });
    this.root.append(this.table);
    if (this.ui.announcer) this.announcerSlot.append(this.ui.announcer);
    if (this.ui.tools) this.main.append(this.ui.tools);
  }

  // ------------------------------------------------------------ client interface

  render(view) {
    this.view = view;
    this.optimistic = null;
    this.draw(view, { final: true });
    if (view.status === "finished") this.drawGameOver(view);
  }

  restore(view) {
    this.optimistic = null;
    this.render(view);
  }

  idle(view, thinking) {
    if (!view) return;
    this.thinking = thinking;
    if (view === this.view && this.shown && this.shown.version === view.version && !this.waitingFor) {
      this.draw(view, { final: true });
    }
  }

  /** Animate each event from prev to next, then draw next. */
  async update(prev, next, events) {
    try {
      const sameTable = prev.game === next.game && prev.table === next.table && prev.seat === next.seat;
      if (!sameTable) return;
      const list = frames(prev, next, events);
      for (let i = 0; i < list.length; i += 1) {
        const later = list.slice(i + 1).map((frame) => frame.event);
        if (await this.showEvent(list[i].event, list[i].view, next, later)) return;
      }
    } finally {
      this.optimistic = null;
      this.render(next);
    }
  }

  /** Draw one event's frame at the chosen pace; true once the game is over (next is drawn). */
  async showEvent(event, view, next, later) {
    const pace = this.api.pace;
    const own = event.seat === view.seat;
    switch (event.type) {
      case "deal":
        this.selected = [];
        this.api.announce(`Deal ${event.deal} of ${view.deals}. ${this.name(event.dealer)} deal${
          event.dealer === view.seat ? "" : "s"}.`);
        this.draw(view);
        return false;
      case "play":
        await this.showPlay(event, view, own);
        return false;
      case "trick":
        await this.finishTrick(view, view.tricks[view.tricks.length - 1]);
        return false;
      case "partner":
        this.draw(view);
        this.api.announce(this.words.event(event), { visual: false });
        return false;
      case "deal_over":
        // The last deal's result is in the game-over panel, not in a dialog.
        if (later.some((e) => e.type === "game_over")) return false;
        this.draw(view);
        this.api.announce(this.words.explain(view));
        await pace.wait(pace.ms("pause"));
        await this.showDealSummary(view, { ...view, deal: event.deal + 1 }, true);
        return false;
      case "game_over":
        await pace.wait(pace.ms("pause"));
        this.render(next);
        this.api.announce(this.words.gameOver(next), { visual: false });
        return true;
      default: // pass, pick, bury, call, alone, unknown, leaster
        if (!own && event.seat !== undefined) await pace.wait(pace.ms("play"));
        this.draw(view);
        this.api.announce(this.words.event(event));
        return false;
    }
  }

  async showPlay(event, view, own) {
    const pace = this.api.pace;
    // The person's own card is already in the middle (showOwnPlay): no second flight.
    const shown = own && this.optimistic && (event.card === this.optimistic || event.unknown);
    if (shown) this.optimistic = null;
    if (!own) await pace.wait(pace.ms("play"));
    this.flying = !shown;
    this.draw(view, { fly: shown ? null : event });
    if (!shown) this.api.announce(this.words.play(event, view));
  }

  /** A complete trick: its winner highlighted for a moment, then the cards slide to him. */
  async finishTrick(view, trick) {
    if (!trick || typeof trick.winner !== "number") return;
    const pace = this.api.pace;
    if (this.flying) await pace.wait(pace.ms("fly")); // let the last card land first
    this.draw(view);
    this.drawTrick(view, { override: trick });
    this.api.announce(this.words.trick(trick), { visual: false });
    await pace.wait(pace.ms("hold"));
    await this.slideTrick(trick.winner);
    this.drawTrick(view, {});
  }

  // ------------------------------------------------------------ words (words.js)

  name(seat) {
    return this.words.name(seat);
  }

  // ------------------------------------------------------------ drawing

  /**
   * Draw a view. final: it is the server's newest view (the person may act). fly: a play event
   * whose card should move in from its seat.
   */
  draw(view, { final = false, fly = null } = {}) {
    this.shown = view;
    if (!this.view) this.view = view;
    const interactive = final && !this.api.busy() && !this.waitingFor && view.status !== "finished";
    if (view.phase !== "bury" || !(view.legal_actions || []).length) this.selected = [];
    this.table.classList.toggle("is-over", view.status === "finished");
    this.table.dataset.phase = view.phase || "";
    if (this.coach.version !== null && this.coach.version !== view.version) this.coach.clear(this.root);
    const coached = view.mode === "practice" && view.status !== "finished";
    this.hintButton.hidden = !coached;
    this.hintButton.disabled = !(interactive && coached && (view.legal_actions || []).length > 1);
    this.drawInfo(view);
    this.drawSeats(view);
    this.drawTrick(view, { fly });
    this.drawMe(view);
    this.drawHand(view, interactive);
    this.drawDecisions(view, interactive);
    this.status.textContent = this.statusText(view, interactive);
    this.drawSheet(view);
    const hasLast = (view.tricks || []).length > 0 || Boolean(view.previous_deal);
    this.lastTrickButton.disabled = !hasLast;
    this.lastDealButton.hidden = !lastFinishedDeal(view);
    if (view.status !== "finished") this.gameOver.hide();
    if (interactive && (view.legal_actions || []).length && this.announcedTurn !== view.version) {
      this.announcedTurn = view.version;
      this.api.announce(this.statusText(view, true) + ".", { visual: false });
      this.focusTurn(view);
    }
  }

  statusText(view, interactive) {
    return this.words.status(view, { interactive, selected: this.selected, thinking: this.thinking });
  }

  drawInfo(view) {
    this.info.textContent = view.status === "finished"
      ? `Game over after ${view.deals} deals`
      : `Deal ${view.deal} of ${view.deals}`;
    this.note.replaceChildren(...this.noteParts(view));
  }

  noteParts(view) {
    const me = view.seat;
    const parts = [];
    const sep = () => h("span", { class: "ss-sep", "aria-hidden": "true", text: " · " });
    if (view.phase === "pick") {
      parts.push(`${this.name(view.dealer)} dealt`);
      if ((view.passed || []).length) {
        parts.push(sep(), `passed: ${view.passed.map((seat) => this.name(seat)).join(", ")}`);
      }
      return parts;
    }
    if (view.leaster || (view.picker === null && view.phase !== "pick")) {
      return ["Leaster: everyone passed. Fewest points (with at least one trick) wins."];
    }
    if (view.picker === null || view.picker === undefined) return parts;
    parts.push(view.picker === me ? "You picked" : `${this.name(view.picker)} picked`);
    if (view.alone) {
      parts.push(sep(), "alone");
    } else if (view.called) {
      parts.push(sep(), "called ", glyph(view.called));
      if (view.with_unknown) parts.push(" with an unknown");
      parts.push(sep());
      if (view.partner === null || view.partner === undefined) {
        parts.push("partner not yet known");
      } else if (view.partner === me) {
        const known = view.phase === "done" || (view.trick && this.calledSeen(view));
        parts.push(known ? "you are the partner" : h("strong", { text: "you are the secret partner" }));
      } else if (view.partner === view.picker) {
        parts.push("the picker holds it: alone");
      } else {
        parts.push(`partner: ${this.name(view.partner)}`);
      }
    } else if (view.phase === "bury") {
      parts.push(sep(), "burying");
    } else if (view.phase === "call") {
      parts.push(sep(), "calling");
    }
    return parts;
  }

  calledSeen(view) {
    return allTricks(view).some((t) => t.cards.some((p) => p.card === view.called));
  }

  roles(view, seat) {
    const marks = [];
    if (seat === view.dealer) marks.push(["dealer", "D", "Dealer"]);
    if (seat === view.picker) marks.push(["picker", "Picker", "Picker"]);
    if (view.partner === seat && seat !== view.picker) marks.push(["partner", "Partner", "Partner"]);
    if (view.phase === "pick" && (view.passed || []).includes(seat)) marks.push(["passed", "Passed", "Passed"]);
    return marks;
  }

  marks(view, seat) {
    return this.roles(view, seat).map(([kind, short, long]) => h("span", {
      class: `ss-mark ss-mark-${kind}`, title: long,
    }, h("span", { "aria-hidden": "true", text: short }), hidden(long === short ? "" : long)));
  }

  drawSeats(view) {
    const me = view.seat;
    const actor = (view.to_act || [])[0];
    for (let pos = 1; pos < 5; pos += 1) {
      const seat = (me + pos) % 5;
      const badge = this.seats[pos];
      badge.dataset.seat = seat;
      const name = this.name(seat);
      const cards = (view.hand_sizes || [])[seat] ?? 0;
      const tricks = (view.tricks_won || [])[seat] ?? 0;
      badge.setAttribute("aria-label", `${name}, ${POSITION_NAMES[pos]}`);
      badge.classList.toggle("is-turn", actor === seat && view.status !== "finished");
      badge.classList.toggle("is-thinking", this.thinking === seat && actor === seat);
      const marks = this.marks(view, seat);
      badge.replaceChildren(
        h("span", { class: "ss-seat-name", text: name }),
        h("span", { class: "ss-seat-marks" }, marks),
        h("span", { class: "ss-seat-stats" },
          h("span", { class: "ss-count ss-count-cards", title: "Cards in hand" },
            h("span", { class: "ss-icon-cards", "aria-hidden": "true" }),
            h("span", { "aria-hidden": "true", text: cards }),
            hidden(`${cards} card${cards === 1 ? "" : "s"}`)),
          h("span", { class: "ss-count ss-count-tricks", title: "Tricks taken" },
            h("span", { class: "ss-icon-tricks", "aria-hidden": "true" }),
            h("span", { "aria-hidden": "true", text: tricks }),
            hidden(`, ${tricks} trick${tricks === 1 ? "" : "s"}`)),
          view.leaster ? h("span", { class: "ss-count ss-count-points", title: "Card points taken" },
            h("span", { "aria-hidden": "true", text: `${takenPoints(view, seat)}pt` }),
            hidden(`, ${takenPoints(view, seat)} points`)) : null),
        h("span", { class: "ss-thinking", "aria-hidden": "true", text: "thinking…" }),
      );
    }
  }

  /** The cards in the middle: the trick being played, or the blind while players decide. */
  drawTrick(view, { fly = null, override = null } = {}) {
    const me = view.seat;
    const area = this.trickArea;
    const trick = override || view.trick;
    area.replaceChildren();
    area.classList.toggle("is-complete", Boolean(override));
    if (view.phase === "pick" && !override) {
      const blind = h("div", { class: "ss-blind", role: "img", "aria-label": "The blind: two cards face down" },
        h("div", { class: "ss-card ss-blind-card" }, cardBackSVG()),
        h("div", { class: "ss-card ss-blind-card" }, cardBackSVG()),
        h("span", { class: "ss-blind-label", "aria-hidden": "true", text: "Blind" }));
      area.append(blind);
      return;
    }
    if (!trick) return;
    for (const play of trick.cards) {
      const pos = (play.seat - me + 5) % 5;
      const name = this.name(play.seat);
      let label;
      let face;
      if (play.card) {
        label = `${name}: ${cardLabel(play.card)}${play.unknown ? " (the unknown)" : ""}`;
        face = cardSVG(play.card, { trump: isTrump(play.card) });
      } else {
        label = `${name}: the unknown card, face down`;
        face = cardBackSVG();
      }
      const isWinner = override && override.winner === play.seat;
      const node = h("div", {
        class: `ss-card ss-played${isWinner ? " is-winner" : ""}${play.unknown ? " is-unknown" : ""}`,
        "data-pos": pos, "data-seat": play.seat, "data-card": null, role: "img", "aria-label": label,
        "data-played": play.card || "unknown",
      }, face);
      if (play.unknown) node.append(h("span", { class: "ss-unknown-tag", "aria-hidden": "true", text: "unknown" }));
      area.append(node);
      if (fly && fly.seat === play.seat && this.api.pace.motion) {
        flyIn(node, this.seatPoint(play.seat), this.api.pace.ms("fly"));
      }
    }
    for (const badge of this.seats.slice(1)) {
      badge.classList.toggle("is-winner", Boolean(override) && Number(badge.dataset.seat) === override.winner);
    }
    this.me.classList.toggle("is-winner", Boolean(override) && override.winner === me);
    if (override && typeof override.winner === "number") {
      const points = typeof override.points === "number" ? `, ${override.points} points` : "";
      this.status.textContent = `${this.words.does(override.winner, "take")} the trick${points}`;
    } else if (!trick.cards.length && view.phase === "play") {
      const leader = trick.leader;
      area.append(h("p", { class: "ss-trick-hint", "aria-hidden": "true",
        text: leader === me ? "Your lead" : `${this.name(leader)} leads` }));
    }
  }

  /** Where a seat's cards come from and go to: its badge, or the person's hand. */
  seatPoint(seat) {
    const me = this.view.seat;
    if (seat === me) return centreOf(this.hand, { upper: true });
    return centreOf(this.seats[(seat - me + 5) % 5]);
  }

  async slideTrick(winner) {
    const pace = this.api.pace;
    const ms = pace.ms("slide");
    if (!ms || !pace.motion) return;
    await slideAway(this.trickArea.querySelectorAll(".ss-played"), this.seatPoint(winner), ms);
  }

  drawMe(view) {
    const me = view.seat;
    const marks = this.marks(view, me);
    const tricks = (view.tricks_won || [])[me] ?? 0;
    const players = view.players || [];
    const nick = players[me] ? players[me].name : "";
    this.me.classList.toggle("is-turn", ((view.to_act || [])[0] === me) && view.status !== "finished");
    this.me.replaceChildren(...[
      h("span", { class: "ss-me-name" }, "You", nick ? h("span", { class: "ss-me-nick", text: ` (${nick})` }) : null),
      h("span", { class: "ss-seat-marks" }, marks),
      h("span", { class: "ss-count ss-count-tricks", title: "Tricks taken" },
        h("span", { class: "ss-icon-tricks", "aria-hidden": "true" }),
        `${tricks} trick${tricks === 1 ? "" : "s"}`),
      view.leaster ? h("span", { class: "ss-count ss-count-points" }, `${takenPoints(view, me)} points`) : null,
    ].filter(Boolean));
  }

  // ------------------------------------------------------------ the hand

  /** The hand's cards: the hand, then the unknown the picker set aside (still his to play). */
  handCards(view) {
    const items = (view.hand || []).map((card) => ({ card, unknown: false }));
    if (view.unknown && view.unknown_in_hand) items.push({ card: view.unknown, unknown: true });
    return items;
  }

  drawHand(view, interactive) {
    const legal = interactive ? (view.legal_actions || []) : [];
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
      if (unknown) tags.push({ class: "ss-unknown-tag", text: "unknown" });
      if (blind.has(card)) tags.push({ class: "ss-blind-tag", text: "blind" });
      return {
        card, enabled, tags,
        pressed: burying ? chosen : null,
        flags: { "is-legal": enabled && myTurn, "is-dim": choosing && !enabled, "is-selected": chosen,
          "is-unknown": unknown, "from-blind": blind.has(card) },
        label: cardLabel(card) + (unknown ? ", your unknown card, set aside" : "")
          + (blind.has(card) ? ", from the blind" : ""),
      };
    });
    this.hand.classList.toggle("is-my-turn", myTurn);
    const count = this.cards.update(items);
    this.hand.setAttribute("aria-label", myTurn
      ? `Your hand, ${items.length} cards, ${count} playable`
      : `Your hand, ${items.length} cards`);
  }

  onCard(card) {
    const view = this.view;
    if (!view || this.waitingFor) return;
    const legal = view.legal_actions || [];
    if (view.phase === "bury") {
      if (this.selected.includes(card)) this.selected = this.selected.filter((c) => c !== card);
      else this.selected = [...this.selected, card].slice(-2);
      this.draw(view, { final: true });
      const node = this.cards.node(card);
      if (node) node.focus({ preventScroll: true });
      return;
    }
    const action = legal.find((a) => (a.type === "play" || a.type === "unknown") && a.card === card);
    if (!action) return;
    if (!this.api.send(action)) return;
    if (action.type === "play") this.showOwnPlay(view, card);
    else this.draw(view, { final: true });
  }

  /** The person's card goes to the middle at once; the server's answer follows. */
  showOwnPlay(view, card) {
    const me = view.seat;
    const isUnknown = Boolean(view.unknown_in_hand && card === view.unknown);
    const trick = view.trick || { leader: me, cards: [] };
    const from = this.cards.node(card);
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
    this.optimistic = card;
    this.draw(shown, { final: false });
    this.api.announce(`You play the ${cardName(card)}.`);
    const node = this.trickArea.querySelector(`[data-seat="${me}"]`);
    if (node && fromPoint && this.api.pace.motion) {
      flyIn(node, fromPoint, 180, { scale: 1, opacity: 1, easing: "ease-out" });
    }
  }

  focusTurn(view) {
    if (!this.ui.keyboardUser) return;
    const active = document.activeElement;
    const free = !active || active === document.body || this.table.contains(active);
    if (!free) return;
    if (view.phase === "play" || view.phase === "unknown" || view.phase === "bury") {
      const first = this.cards.first();
      if (first) first.focus({ preventScroll: true });
    } else {
      const button = this.decisions.querySelector("button:not([disabled])");
      if (button) button.focus({ preventScroll: true });
    }
  }

  // ------------------------------------------------------------ decisions

  decisionButton(action, label, key, { primary = false, disabled = false, extra = {} } = {}) {
    const button = h("button", {
      type: "button",
      class: `button ss-decision${primary ? " button-primary" : ""}`,
      "data-action": action,
      "aria-keyshortcuts": key,
      disabled,
      ...extra,
    }, label, key ? kbd(key) : null);
    return button;
  }

  drawDecisions(view, interactive) {
    const legal = interactive ? (view.legal_actions || []) : [];
    // Rebuild only when something changed, so that a focused button keeps its focus.
    const key = JSON.stringify([view.phase, legal.filter((a) => a.type !== "play" && a.type !== "bury"),
      legal.length, this.selected]);
    if (key === this.decisionsKey) return;
    this.decisionsKey = key;
    const buttons = [];
    if (view.phase === "pick" && legal.length) {
      buttons.push(this.decisionButton("pick", "Pick", "P", {
        primary: true, extra: { onclick: () => this.act(legal, "pick") },
      }));
      buttons.push(this.decisionButton("pass", "Pass", "S", {
        extra: { onclick: () => this.act(legal, "pass") },
      }));
    } else if (view.phase === "bury" && legal.length) {
      const ready = this.selected.length === 2;
      const label = ready
        ? h("span", {}, "Bury ", glyph(this.selected[0]), " ", glyph(this.selected[1]))
        : "Bury these two";
      buttons.push(this.decisionButton("bury", label, "B", {
        primary: true, disabled: !ready,
        extra: { onclick: () => this.bury(legal), "aria-label": ready
          ? `Bury the ${cardName(this.selected[0])} and the ${cardName(this.selected[1])}`
          : "Bury these two (choose two cards first)" },
      }));
    } else if (view.phase === "call" && legal.length) {
      const hand = view.hand || [];
      let n = 0;
      for (const action of legal) {
        if (action.type !== "call") continue;
        n += 1;
        const suit = action.card.slice(-1);
        const needsUnknown = !hand.some((c) => !isTrump(c) && c.slice(-1) === suit);
        const words = `Call the ${cardName(action.card)}${needsUnknown ? ", with an unknown card" : ""}`;
        buttons.push(this.decisionButton("call", h("span", {}, "Call ", glyph(action.card),
          needsUnknown ? h("span", { class: "ss-small", text: " + unknown" }) : null), String(n), {
          primary: n === 1,
          extra: { "data-call": action.card, "aria-label": words, onclick: () => this.send(action) },
        }));
      }
      const alone = legal.find((a) => a.type === "alone");
      if (alone) {
        buttons.push(this.decisionButton("alone", "Play alone", "A", {
          extra: { onclick: () => this.send(alone) },
        }));
      }
    } else if (view.phase === "unknown" && legal.length) {
      buttons.push(h("p", { class: "ss-hint",
        text: "Tap a card: it goes face down and is played the first time the called suit is led." }));
    }
    this.decisions.replaceChildren(...buttons);
    this.decisions.classList.toggle("is-empty", buttons.length === 0);
  }

  act(legal, type) {
    const action = legal.find((a) => a.type === type);
    if (action) this.send(action);
  }

  bury(legal) {
    if (this.selected.length !== 2) return;
    const action = legal.find((a) => a.type === "bury" && sameCards(a.cards, this.selected));
    if (action) this.send(action);
  }

  send(action) {
    if (!this.api.send(action)) return;
    this.draw(this.view, { final: true });
    this.status.textContent = "…";
  }

  onKey(event) {
    if (!this.ui.shortcut(event)) return;
    const { target } = event;
    const key = event.key.toLowerCase();
    let button = null;
    if (Object.hasOwn(PRESS, key)) button = this.root.querySelector(PRESS[key]);
    else if (["1", "2", "3"].includes(key)) button = this.decisions.querySelectorAll('[data-action="call"]')[Number(key) - 1];
    else if (event.key.startsWith("Arrow") && !this.hand.contains(target)
        && (target === document.body || this.table.contains(target))) button = this.cards.first();
    if (!button || button.disabled || button.hidden) return;
    event.preventDefault();
    if (event.key.startsWith("Arrow")) button.focus();
    else button.click();
  }

  // ------------------------------------------------------------ the coach (static/tables/coach.js)

  askHint() {
    this.coach.hint(this.view.version);
  }

  /** What a hint marks: the suggested cards, or the decision button. */
  hintTargets(action) {
    if (action.type === "play" || action.type === "unknown" || action.type === "bury") {
      return (action.cards || [action.card]).map((card) => this.cards.node(card));
    }
    if (action.type === "call") return [this.decisions.querySelector(`[data-call="${action.card}"]`)];
    return [this.decisions.querySelector(`[data-action="${action.type}"]`)];
  }

  // ------------------------------------------------------------ dialogs

  openDialog(title, body, buttons, { testid = null } = {}) {
    return this.ui.openDialog({ title, body, buttons, testid, className: "ss-dialog" });
  }

  lastTrick() {
    const view = this.shown || this.view;
    if (!view) return null;
    if ((view.tricks || []).length) return { trick: view.tricks[view.tricks.length - 1], deal: view };
    const previous = view.previous_deal;
    if (previous && (previous.tricks || []).length) {
      return { trick: previous.tricks[previous.tricks.length - 1], deal: previous, previous: true };
    }
    return null;
  }

  showLastTrick() {
    const found = this.lastTrick();
    if (!found) return;
    const { trick, deal } = found;
    const me = this.view.seat;
    const area = h("div", { class: "ss-trick is-complete" });
    for (const play of trick.cards) {
      const pos = (play.seat - me + 5) % 5;
      const label = play.card ? `${this.name(play.seat)}: ${cardLabel(play.card)}` : `${this.name(play.seat)}: the unknown, face down`;
      const node = h("div", {
        class: `ss-card ss-played${trick.winner === play.seat ? " is-winner" : ""}`,
        "data-pos": pos, role: "img", "aria-label": label,
      }, play.card ? cardSVG(play.card, { trump: isTrump(play.card) }) : cardBackSVG(),
      h("span", { class: "ss-played-name", "aria-hidden": "true", text: this.name(play.seat) }));
      area.append(node);
    }
    const order = trick.cards.map((play) => {
      const what = play.card ? cardLabel(play.card) : "the unknown, face down";
      return h("li", {}, `${this.name(play.seat)}: ${what}`);
    });
    const points = typeof trick.points === "number" ? ` (${trick.points} points)` : "";
    const where = found.previous ? `Deal ${deal.deal}, trick 6. ` : `Trick ${(deal.tricks || []).length}. `;
    const body = h("div", { class: "ss-last-trick" },
      h("p", {}, where, h("strong", { text: `${this.name(trick.winner)} took it${points}.` })),
      h("div", { class: "ss-replay-felt" }, area),
      h("ol", { class: "ss-play-order", "aria-label": "In play order" }, order));
    this.openDialog("Last trick", body, [this.ui.closeButton()], { testid: "last-trick" });
  }

  dealSummaryBody(d, top) {
    const result = d.deal_result || {};
    const names = (seat) => this.name(seat);
    const rows = [];
    const add = (term, ...desc) => rows.push(h("dt", { text: term }), h("dd", {}, ...desc));
    if (result.leaster) {
      add("Picker", "Nobody: everyone passed, so it was a leaster.");
      if (d.blind) add("Blind", h("span", { class: "ss-glyphs" }, d.blind.map(glyph)), " (set aside)");
    } else {
      add("Picker", names(d.picker));
      if (d.alone) add("Call", "Played alone");
      else if (d.called) {
        add("Call", glyph(d.called), d.with_unknown ? " with an unknown card" : "");
      }
      const partner = d.partner;
      add("Partner", d.alone || partner === null || partner === undefined
        ? "None" : partner === d.picker ? `${names(partner)} (held the called card)` : names(partner));
      if (d.blind) add("Blind", h("span", { class: "ss-glyphs" }, d.blind.map(glyph)));
      if (d.bury) add("Bury", h("span", { class: "ss-glyphs" }, d.bury.map(glyph)),
        ` (${d.bury.reduce((sum, c) => sum + cardPoints(c), 0)} points)`);
      if (typeof result.side_points === "number") {
        add("Points", `Picker's side ${result.side_points} · Defenders ${result.defender_points ?? 120 - result.side_points}`);
      }
    }
    const scores = result.scores || [];
    const tricks = result.tricks || d.tricks_won || [];
    const totals = top.totals || [];
    const me = top.seat;
    const table = h("table", { class: "ss-deal-scores" },
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: "Player" }),
        h("th", { scope: "col", text: "Tricks" }),
        h("th", { scope: "col", text: "Deal" }),
        h("th", { scope: "col", text: "Total" }))),
      h("tbody", {}, [0, 1, 2, 3, 4].map((seat) => {
        const role = seat === d.picker ? " (picker)" : seat === d.partner && !d.alone ? " (partner)" : "";
        return h("tr", { class: seat === me ? "is-me" : "" },
          h("th", { scope: "row", text: names(seat) + role }),
          h("td", { text: tricks[seat] ?? "" }),
          h("td", { class: "num", text: scores[seat] === undefined ? "" : signed(scores[seat]) }),
          h("td", { class: "num", text: totals[seat] === undefined ? "" : signed(totals[seat]) }));
      })));
    return h("div", { class: "ss-summary" },
      h("p", { class: "ss-explanation", text: this.words.explain(d) }),
      h("dl", { class: "ss-facts" }, rows),
      table);
  }

  /** The end-of-deal summary. When `wait`, resolves only when the person closes it. */
  showDealSummary(d, top, wait = false) {
    if (!d) return Promise.resolve();
    const body = this.dealSummaryBody(d, top);
    const more = top.status !== "finished" && top.deal ? `Next: deal ${top.deal} of ${top.deals}` : null;
    if (more) body.append(h("p", { class: "ss-small", text: more }));
    const buttons = [this.ui.closeButton(wait ? "Continue" : "Close", wait ? "continue" : "close")];
    if (top.mode === "practice") {
      const { slot, button } = this.coach.reviewControls(d.deal - 1);
      body.append(slot);
      buttons.push(button);
    }
    const closed = this.openDialog(`Deal ${d.deal} result`, body, buttons, { testid: "deal-summary" });
    // While the person reads the summary the animation waits for, the table stays still.
    if (wait) this.waitingFor = closed;
    return closed.then(() => { if (this.waitingFor === closed) this.waitingFor = null; });
  }

  toggleScores(force) {
    const show = force ?? !this.table.classList.contains("show-scores");
    this.table.classList.toggle("show-scores", show);
    this.scoresButton.setAttribute("aria-expanded", show ? "true" : "false");
    if (show) {
      const close = this.sheet.element.querySelector(".tbl-sheet-close");
      if (close) close.focus();
    } else {
      this.scoresButton.focus();
    }
  }

  // ------------------------------------------------------------ score sheet, game over

  names(view) {
    return (view.players || []).map((_, seat) => this.name(seat));
  }

  /** Who picked each finished deal and what he called: the sheet's note column. */
  pickerNote(info) {
    if (info.picker === null || info.picker === undefined) return "Leaster";
    const call = info.alone ? "alone" : info.called ? cardShort(info.called) : "";
    return [this.name(info.picker).slice(0, 8), call].join(" ");
  }

  drawSheet(view) {
    this.sheet.update({
      names: this.names(view),
      me: view.seat,
      rounds: view.deals || 10,
      scores: view.scores || [],
      notes: (view.history || []).map((info) => this.pickerNote(info)),
      current: view.status === "finished" ? null : view.deal,
      totals: view.totals || null,
    });
  }

  drawGameOver(view) {
    const result = view.result;
    if (!result) return;
    const last = view.deal_result ? view : view.previous_deal;
    const lastDeal = last && last.deal_result
      ? h("details", { class: "ss-last-deal" },
        h("summary", { text: `Last deal (${last.deal})` }),
        this.dealSummaryBody(last, view))
      : null;
    this.gameOver.show({
      names: this.names(view), me: view.seat, totals: result.totals, winners: result.winners,
      extra: lastDeal,
    });
  }
}

/** Card points in the tricks `seat` has taken this deal, as far as the view shows them. */
function takenPoints(view, seat) {
  return (view.tricks || []).filter((t) => t.winner === seat)
    .reduce((sum, t) => sum + (typeof t.points === "number" ? t.points : 0), 0);
}

/** The deal whose summary "Last deal" shows: the finished current deal, else the one before. */
function lastFinishedDeal(view) {
  if (!view) return null;
  if (view.deal_result && view.phase === "done") return view;
  return view.previous_deal || null;
}

function allTricks(d) {
  const tricks = [...(d.tricks || [])];
  if (d.trick) tricks.push(d.trick);
  return tricks;
}
