// Sheepshead table renderer (five-handed, called ace). Loaded by static/tables/client.js.
//
// The server sends whole views (sheepshead/engine/views.py plus table fields). Between two
// views this module works out what happened — passes, the pick, the bury, the call, each card
// played — as a list of events, and replays them one by one at the chosen speed. Anything it
// cannot explain it does not animate: it just draws the newest view.

import {
  cardBackSVG, cardGlyph, cardName, cardSVG, parseCard, SUIT_SYMBOLS,
} from "../cards/cards.js";

// ---------------------------------------------------------------- the pack (S2–S4)

const ORDER = [
  "QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D", "KD", "9D", "8D", "7D",
  "AC", "10C", "KC", "9C", "8C", "7C",
  "AS", "10S", "KS", "9S", "8S", "7S",
  "AH", "10H", "KH", "9H", "8H", "7H",
];
const POWER = Object.fromEntries(ORDER.map((code, i) => [code, i]));
const POINTS = { A: 11, 10: 10, K: 4, Q: 3, J: 2 };
const SUIT_WORD = { T: "trump", C: "clubs", S: "spades", H: "hearts" };

export const isTrump = (code) => code in POWER && POWER[code] < 14;
export const gameSuit = (code) => (isTrump(code) ? "T" : code.slice(-1));
const cardPoints = (code) => POINTS[parseCard(code).rank] || 0;
const byPower = (a, b) => (POWER[a] ?? 99) - (POWER[b] ?? 99);
export const cardLabel = (code) => cardName(code) + (isTrump(code) ? ", trump" : "");
const glyph = (code) => cardGlyph(code, { trump: isTrump(code) });

// Seat positions around the table, counted clockwise from the person at the bottom (UX.md).
const POSITION_NAMES = ["bottom", "left", "upper left", "upper right", "right"];

// Fields of a view that describe the deal in progress (views.deal_view); the rest is the game.
const DEAL_KEYS = [
  "deal", "dealer", "phase", "hand", "hand_sizes", "passed", "picker", "leaster", "blind",
  "bury", "called", "alone", "with_unknown", "unknown", "unknown_in_hand", "partner", "trick",
  "tricks", "tricks_won", "deal_result",
];

const PLACE = ["1st", "2nd", "3rd", "4th", "5th"];
const CHART_COLOURS = ["var(--ss-line-0)", "var(--ss-line-1)", "var(--ss-line-2)",
  "var(--ss-line-3)", "var(--ss-line-4)"];
const CHART_DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 0"];

// ---------------------------------------------------------------- small DOM helpers

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";
function s(tag, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

function hidden(text) {
  return h("span", { class: "visually-hidden", text });
}

function kbd(key) {
  return h("kbd", { class: "shortcut", "aria-hidden": "true", text: key });
}

function signed(n) {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${-n}`;
  return "0";
}

function ordinal(n) {
  return PLACE[n - 1] || `${n}th`;
}

function sameCards(a, b) {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

// ---------------------------------------------------------------- events between two views

/** Everything that has happened in a deal, in order, as far as the view shows it. */
export function dealEvents(d) {
  const events = [];
  for (const seat of d.passed || []) events.push({ type: "pass", seat });
  if (d.picker !== null && d.picker !== undefined) {
    events.push({ type: "pick", seat: d.picker });
    if (d.phase !== "bury") events.push({ type: "bury", seat: d.picker });
    if (d.phase !== "bury" && d.phase !== "call") {
      events.push(d.alone
        ? { type: "alone", seat: d.picker }
        : { type: "call", seat: d.picker, card: d.called });
    }
    if (d.with_unknown) events.push({ type: "unknown", seat: d.picker });
  }
  allTricks(d).forEach((trick, index) => {
    trick.cards.forEach((play, pos) => {
      events.push({
        type: "play", seat: play.seat, card: play.card, unknown: Boolean(play.unknown),
        trick: index, pos,
      });
    });
  });
  return events;
}

function allTricks(d) {
  const tricks = [...(d.tricks || [])];
  if (d.trick) tricks.push(d.trick);
  return tricks;
}

function sameEvent(a, b) {
  if (!a || !b || a.type !== b.type || a.seat !== b.seat) return false;
  if (a.type === "play") {
    return a.trick === b.trick && a.pos === b.pos
      && (a.card === null || b.card === null || a.card === b.card);
  }
  if (a.type === "call") return a.card === b.card;
  return true;
}

function isPrefix(short, long) {
  return short.length <= long.length && short.every((event, i) => sameEvent(event, long[i]));
}

/** A view made of the game fields of `top` and the deal fields of `deal`. */
function compose(top, deal, moment = null) {
  const view = { ...top };
  for (const key of DEAL_KEYS) {
    if (key in deal) view[key] = deal[key];
    else delete view[key];
  }
  if (moment) Object.assign(view, moment);
  return view;
}

/**
 * The deal `d` (whose events are `events`) as it stood after the first `k` events, seen by
 * `me`. The last k gives `d` itself.
 */
function dealAt(d, events, k, me) {
  if (k >= events.length) return d;
  const done = events.slice(0, k);
  const later = events.slice(k);
  const next = events[k];
  const has = (type) => done.some((e) => e.type === type);
  const inAll = (type) => events.some((e) => e.type === type);
  const phase = {
    pass: "pick", pick: "pick", bury: "bury", call: "call", alone: "call",
    unknown: "unknown", play: "play",
  }[next.type];
  const plays = done.filter((e) => e.type === "play");
  const every = allTricks(d);
  const tricks = [];
  let trick = null;
  for (let i = 0; i < every.length; i += 1) {
    const count = plays.filter((e) => e.trick === i).length;
    if (count === 5 && every[i].winner !== undefined) {
      tricks.push(every[i]);
    } else if (count > 0) {
      trick = { leader: every[i].leader, cards: every[i].cards.slice(0, count) };
      break;
    } else {
      break;
    }
  }
  if (!trick && phase === "play") {
    const leader = tricks.length ? tricks[tricks.length - 1].winner
      : every.length ? every[0].leader : (d.dealer + 1) % 5;
    trick = { leader, cards: [] };
  }
  const picker = has("pick") ? d.picker : null;
  const pickDelta = (pick, bury) => (pick ? 2 : 0) - (bury ? 2 : 0);
  const delta = pickDelta(has("pick"), has("bury")) - pickDelta(inAll("pick"), inAll("bury"));
  const handSizes = (d.hand_sizes || [6, 6, 6, 6, 6]).map((size, seat) => {
    const laterPlays = later.filter((e) => e.type === "play" && e.seat === seat).length;
    return size + laterPlays + (seat === d.picker ? delta : 0);
  });
  const ownLater = later
    .filter((e) => e.type === "play" && e.seat === me && e.card && !e.unknown)
    .map((e) => e.card);
  const hand = [...(d.hand || []), ...ownLater].sort(byPower);
  const unknownPlayed = plays.some((e) => e.unknown);
  const calledPlayed = d.called && plays.some((e) => e.card === d.called);
  const tricksWon = [0, 0, 0, 0, 0];
  for (const t of tricks) if (typeof t.winner === "number") tricksWon[t.winner] += 1;
  return {
    ...d,
    phase,
    passed: done.filter((e) => e.type === "pass").map((e) => e.seat),
    picker,
    leaster: phase === "play" && picker === null,
    called: has("call") ? d.called : null,
    alone: has("alone") ? d.alone : false,
    with_unknown: has("unknown"),
    unknown: has("unknown") ? d.unknown : null,
    unknown_in_hand: Boolean(has("unknown") && me === d.picker && !unknownPlayed),
    partner: has("call") && (d.partner === me || calledPlayed) ? d.partner : null,
    hand,
    hand_sizes: handSizes,
    trick,
    tricks,
    tricks_won: tricksWon,
    deal_result: undefined,
  };
}

/** For tests of the event derivation. */
export const __test = { isPrefix, dealAt, compose };

// ---------------------------------------------------------------- the renderer

export function createRenderer(root, api) {
  return new SheepsheadTable(root, api);
}

class SheepsheadTable {
  constructor(root, api) {
    this.root = root;
    this.api = api;
    this.view = null;
    this.shown = null; // the view currently drawn (may be between two server views)
    this.selected = []; // cards chosen to bury
    this.thinking = null;
    this.optimistic = null; // a card the person played that the server has not confirmed yet
    this.announcedTurn = null;
    this.summaryOpen = false;
    this.build();
    document.addEventListener("keydown", (event) => this.onKey(event));
    // Move focus to the person's cards on his turn only for people who use the keyboard.
    this.keyboardUser = false;
    document.addEventListener("keydown", (event) => {
      if (!["Shift", "Control", "Alt", "Meta"].includes(event.key)) this.keyboardUser = true;
    }, true);
    document.addEventListener("pointerdown", () => { this.keyboardUser = false; }, true);
    window.addEventListener("load", () => this.layoutHand());
    if ("ResizeObserver" in window) {
      new ResizeObserver(() => this.layoutHand()).observe(this.hand);
    } else {
      window.addEventListener("resize", () => this.layoutHand());
    }
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
    this.hand.addEventListener("keydown", (event) => this.onHandKey(event));

    this.lastTrickButton = h("button", {
      type: "button", class: "button ss-tool", "data-action": "last-trick",
      "aria-keyshortcuts": "L", onclick: () => this.showLastTrick(),
    }, "Last trick ", kbd("L"));
    this.lastDealButton = h("button", {
      type: "button", class: "button ss-tool", "data-action": "last-deal",
      onclick: () => this.showDealSummary(lastFinishedDeal(this.view), this.view, false),
    }, "Last deal");
    this.lastDealButton.classList.remove("ss-tool");
    this.lastDealButton.classList.add("ss-last-deal-button");
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

    this.gameOver = h("section", {
      class: "ss-game-over", "data-testid": "game-over", "aria-labelledby": "ss-over-title",
      hidden: true,
    });

    this.sheet = h("section", {
      class: "ss-sheet", "data-testid": "score-sheet", "aria-labelledby": "ss-sheet-title",
    });
    this.side = h("aside", { class: "ss-side" }, this.sheet);

    this.announcerSlot = h("div", { class: "ss-announcer-slot" });
    this.main = h("div", { class: "ss-main" },
      h("div", { class: "ss-infobar" }, this.info, this.note),
      this.gameOver,
      this.felt,
      h("div", { class: "ss-statusbar" }, this.status),
      this.hintLine,
      this.announcerSlot,
      this.decisions,
      this.me,
      this.hand);
    this.table = h("div", { class: "ss" }, this.main, this.side);

    this.dialog = h("dialog", { class: "ss-dialog", "aria-labelledby": "ss-dialog-title" });
    this.dialog.addEventListener("close", () => {
      // A dialog replaced by another fires its close event after the new one opened.
      if (this.dialog.open) return;
      const done = this.dialogDone;
      this.dialogDone = null;
      if (done) done();
    });
    this.root.append(this.table, this.dialog);
    if (this.api.announcer) this.announcerSlot.append(this.api.announcer);
    if (this.api.tools) this.main.append(this.api.tools);
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
    if (view === this.view && this.shown && this.shown.version === view.version && !this.summaryOpen) {
      this.draw(view, { final: true });
    }
  }

  async update(prev, next) {
    const optimistic = this.optimistic;
    try {
      await this.animate(prev, next, optimistic);
    } finally {
      this.optimistic = null;
    }
  }

  async animate(prev, next, optimistic) {
    const me = next.seat;
    const hp = (prev.history || []).length;
    const hn = (next.history || []).length;
    const sameGame = prev.game === next.game && prev.table === next.table && prev.seat === me;
    if (!sameGame) return this.render(next);

    if (hn === hp && prev.deal === next.deal) {
      const before = dealEvents(prev);
      const after = dealEvents(next);
      if (!isPrefix(before, after)) return this.render(next);
      await this.replay(next, next, after, before.length, optimistic);
      return this.render(next);
    }

    if (hn === hp + 1) {
      const finishedHere = next.deal === prev.deal && next.phase === "done";
      const finished = finishedHere ? next : next.previous_deal;
      if (finished && finished.deal === prev.deal) {
        const before = dealEvents(prev);
        const after = dealEvents(finished);
        if (isPrefix(before, after)) {
          await this.replay(prev, finished, after, before.length, optimistic);
        }
      }
      if (next.status === "finished") {
        await this.api.pace.wait(this.api.pace.ms("pause"));
        this.render(next);
        this.api.announce(this.gameOverText(next), { visual: false });
        return undefined;
      }
      this.view = next;
      if (finished) {
        this.draw(compose(next, finished, { to_act: [], legal_actions: [] }), { final: false });
        this.api.announce(this.explain(finished));
        await this.api.pace.wait(this.api.pace.ms("pause"));
        await this.showDealSummary(finished, next, true);
      }
      this.selected = [];
      this.api.announce(`Deal ${next.deal} of ${next.deals}. ${this.name(next.dealer)} deal${
        next.dealer === me ? "" : "s"}.`);
      const events = dealEvents(next);
      await this.replay(next, next, events, 0, null);
      return this.render(next);
    }
    return this.render(next);
  }

  /** Show events[start:] of deal `d` one by one; the game fields come from `top`. */
  async replay(top, d, events, start, optimistic) {
    const me = top.seat;
    const pace = this.api.pace;
    for (let k = start + 1; k <= events.length; k += 1) {
      const event = events[k - 1];
      const own = event.seat === me;
      const alreadyShown = own && optimistic && event.type === "play"
        && (event.card === optimistic || event.unknown);
      if (!own) await pace.wait(pace.ms("play"));
      const last = k === events.length;
      const deal = dealAt(d, events, k, me);
      const moment = last && d === top ? null : { to_act: this.nextActor(events, k, d), legal_actions: [] };
      const view = compose(top, deal, moment);
      if (event.type === "play") {
        this.draw(view, { final: false, fly: alreadyShown ? null : event });
        if (!alreadyShown) this.api.announce(this.playText(event, d));
        if (event.pos === 4) await this.finishTrick(view, allTricks(d)[event.trick]);
      } else {
        this.draw(view, { final: false });
        this.api.announce(this.eventText(event, d));
      }
    }
  }

  nextActor(events, k, d) {
    if (k < events.length) return [events[k].seat];
    return d.to_act || [];
  }

  async finishTrick(view, trick) {
    if (!trick || typeof trick.winner !== "number") return;
    const pace = this.api.pace;
    this.drawTrick(view, { override: trick });
    this.api.announce(this.trickText(trick), { visual: false });
    await pace.wait(pace.ms("hold"));
    await this.slideTrick(trick.winner);
    this.drawTrick(view, {});
  }

  // ------------------------------------------------------------ words

  name(seat) {
    const view = this.view || this.shown;
    if (view && seat === view.seat) return "You";
    const player = view && view.players && view.players[seat];
    return player ? player.name : `Seat ${seat}`;
  }

  /** "You play" / "Ada plays" */
  does(seat, verb, verbs = `${verb}s`) {
    return `${this.name(seat)} ${seat === this.view.seat ? verb : verbs}`;
  }

  playText(event, d) {
    if (event.unknown && !event.card) {
      return `${this.does(event.seat, "play")} the unknown card, face down.`;
    }
    const what = `the ${cardName(event.card)}`;
    const extra = event.card === d.called ? ", the called card" : "";
    return `${this.does(event.seat, "play")} ${what}${event.unknown ? " (the unknown)" : ""}${extra}.`;
  }

  trickText(trick) {
    const points = typeof trick.points === "number" ? `, ${trick.points} points` : "";
    return `${this.does(trick.winner, "take")} the trick${points}.`;
  }

  eventText(event, d) {
    switch (event.type) {
      case "pass": return `${this.does(event.seat, "pass", "passes")}.`;
      case "pick": return `${this.does(event.seat, "pick")} up the blind.`;
      case "bury": return `${this.does(event.seat, "bury", "buries")} two cards.`;
      case "call": return `${this.does(event.seat, "call")} the ${cardName(event.card)}.`;
      case "alone": return `${this.does(event.seat, "play")} alone.`;
      case "unknown": return `${this.does(event.seat, "set")} a card aside face down as the unknown.`;
      default: return "";
    }
  }

  explain(d) {
    const result = d.deal_result;
    if (!result) return "";
    const me = this.view ? this.view.seat : 0;
    return (result.explanation || "").replace(/\bseat (\d)\b/gi,
      (_, seat) => (Number(seat) === me ? "you" : this.name(Number(seat))));
  }

  gameOverText(view) {
    const result = view.result;
    if (!result) return "Game over.";
    const winners = listWords(result.winners.map((seat) => this.name(seat)));
    return `Game over. You finish ${ordinal(result.your_place)} with ${signed(result.your_total)}.`
      + ` ${winners} win${result.winners.length > 1 || result.winners[0] === view.seat ? "" : "s"}.`;
  }

  ledSuit(view) {
    const trick = view.trick;
    if (!trick || !trick.cards.length) return null;
    const first = trick.cards[0];
    if (first.unknown || !first.card) return view.called ? gameSuit(view.called) : null;
    return gameSuit(first.card);
  }

  statusText(view, interactive) {
    const me = view.seat;
    if (view.status === "finished") return this.gameOverText(view);
    if (view.phase === "done") return "The deal is over.";
    const myTurn = (view.legal_actions || []).length > 0;
    if (myTurn) {
      if (!interactive) return "Your turn…";
      switch (view.phase) {
        case "pick": return "Your turn: pick up the blind, or pass";
        case "bury": {
          const n = this.selected.length;
          return n === 2 ? "Bury these two? Press Bury" : `Choose two cards to bury (${n} of 2)`;
        }
        case "call": return "Call a partner, or play alone";
        case "unknown": return "Choose a card to set aside face down as the unknown";
        case "play": return this.playPrompt(view);
        default: return "Your turn";
      }
    }
    const actor = (view.to_act || [])[0];
    if (actor === undefined || actor === me) return "";
    const who = this.name(actor);
    if (this.thinking === actor) return `${who} is thinking…`;
    switch (view.phase) {
      case "pick": return `${who} to pick or pass`;
      case "bury": return `${who} is burying two cards`;
      case "call": return `${who} is choosing a partner`;
      case "unknown": return `${who} is setting aside the unknown`;
      case "play": return view.trick && view.trick.cards.length ? `${who} to play` : `${who} to lead`;
      default: return "";
    }
  }

  playPrompt(view) {
    const legal = this.legalCards(view);
    if (!view.trick || !view.trick.cards.length) return "Your lead";
    if (view.unknown && legal.length === 1 && legal[0] === view.unknown && view.unknown_in_hand) {
      return "Play your unknown card (face down)";
    }
    if (legal.length === 1 && legal[0] === view.called) return "Play the called card";
    const led = this.ledSuit(view);
    if (!led) return "Your turn";
    if (legal.every((card) => gameSuit(card) === led)) return `Follow ${SUIT_WORD[led]}`;
    return `No ${SUIT_WORD[led]}: play any card`;
  }

  legalCards(view) {
    return (view.legal_actions || []).filter((a) => a.type === "play").map((a) => a.card);
  }

  // ------------------------------------------------------------ drawing

  /**
   * Draw a view. final: it is the server's newest view (the person may act). fly: a play event
   * whose card should move in from its seat.
   */
  draw(view, { final = false, fly = null } = {}) {
    this.shown = view;
    if (!this.view) this.view = view;
    const interactive = final && !this.api.busy() && !this.summaryOpen && view.status !== "finished";
    if (view.phase !== "bury" || !(view.legal_actions || []).length) this.selected = [];
    this.table.classList.toggle("is-over", view.status === "finished");
    this.table.dataset.phase = view.phase || "";
    if (this.hint && this.hint.version !== view.version) this.clearHint();
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
    if (view.status !== "finished") this.gameOver.hidden = true;
    if (interactive && (view.legal_actions || []).length && this.announcedTurn !== view.version) {
      this.announcedTurn = view.version;
      this.api.announce(this.statusText(view, true) + ".", { visual: false });
      this.focusTurn(view);
    }
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
      const marks = this.roles(view, seat).map(([kind, short, long]) => h("span", {
        class: `ss-mark ss-mark-${kind}`, title: long,
      }, h("span", { "aria-hidden": "true", text: short }), hidden(long === short ? "" : long)));
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
      if (fly && fly.seat === play.seat && this.api.pace.motion) this.flyIn(node, play.seat, me);
    }
    for (const badge of this.seats.slice(1)) {
      badge.classList.toggle("is-winner", Boolean(override) && Number(badge.dataset.seat) === override.winner);
    }
    this.me.classList.toggle("is-winner", Boolean(override) && override.winner === me);
    if (override && typeof override.winner === "number") {
      const points = typeof override.points === "number" ? `, ${override.points} points` : "";
      this.status.textContent = `${this.does(override.winner, "take")} the trick${points}`;
    } else if (!trick.cards.length && view.phase === "play") {
      const leader = trick.leader;
      area.append(h("p", { class: "ss-trick-hint", "aria-hidden": "true",
        text: leader === me ? "Your lead" : `${this.name(leader)} leads` }));
    }
  }

  sourceRect(seat, me) {
    if (seat === me) {
      const rect = this.hand.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 3 };
    }
    const badge = this.seats[(seat - me + 5) % 5];
    const rect = badge.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }

  flyIn(node, seat, me) {
    const from = this.sourceRect(seat, me);
    const rect = node.getBoundingClientRect();
    const dx = from.x - (rect.left + rect.width / 2);
    const dy = from.y - (rect.top + rect.height / 2);
    if (!node.animate) return;
    node.animate([
      { transform: `translate(${dx}px, ${dy}px) scale(0.6)`, opacity: 0.4 },
      { transform: "none", opacity: 1 },
    ], { duration: this.api.pace.ms("fly") || 1, easing: "cubic-bezier(.2,.7,.3,1)", composite: "add" });
  }

  async slideTrick(winner) {
    const pace = this.api.pace;
    const ms = pace.ms("slide");
    if (!ms || !pace.motion) return;
    const me = this.view.seat;
    const target = this.sourceRect(winner, me);
    const animations = [];
    for (const node of this.trickArea.querySelectorAll(".ss-played")) {
      const rect = node.getBoundingClientRect();
      const dx = target.x - (rect.left + rect.width / 2);
      const dy = target.y - (rect.top + rect.height / 2);
      if (!node.animate) continue;
      animations.push(node.animate([
        { transform: "none", opacity: 1 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.45)`, opacity: 0 },
      ], { duration: ms, easing: "ease-in", fill: "forwards", composite: "add" }).finished);
    }
    await Promise.all(animations).catch(() => {});
  }

  drawMe(view) {
    const me = view.seat;
    const marks = this.roles(view, me).map(([kind, short, long]) => h("span", {
      class: `ss-mark ss-mark-${kind}`, title: long,
    }, h("span", { "aria-hidden": "true", text: short }), hidden(long === short ? "" : long)));
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

  handCards(view) {
    const cards = [...(view.hand || [])];
    const items = cards.map((card) => ({ card, unknown: false }));
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
    const items = this.handCards(view);
    const existing = new Map([...this.hand.children].map((node) => [node.dataset.card, node]));
    const keep = new Set();
    const nodes = [];
    for (const item of items) {
      let node = existing.get(item.card);
      if (!node) {
        node = h("button", { type: "button", class: "ss-card ss-hand-card", "data-card": item.card });
        node.append(cardSVG(item.card, { trump: isTrump(item.card) }));
        node.addEventListener("click", () => this.onCard(node.dataset.card));
      }
      keep.add(item.card);
      const enabled = burying || playable.has(item.card);
      const chosen = burying && this.selected.includes(item.card);
      node.disabled = !enabled;
      node.classList.toggle("is-legal", enabled && myTurn);
      node.classList.toggle("is-dim", choosing && !enabled);
      node.classList.toggle("is-selected", chosen);
      node.classList.toggle("is-unknown", item.unknown);
      node.classList.toggle("from-blind", blind.has(item.card));
      if (burying) node.setAttribute("aria-pressed", chosen ? "true" : "false");
      else node.removeAttribute("aria-pressed");
      let label = cardLabel(item.card);
      if (item.unknown) label += ", your unknown card, set aside";
      if (blind.has(item.card)) label += ", from the blind";
      node.setAttribute("aria-label", label);
      if (item.unknown && !node.querySelector(".ss-unknown-tag")) {
        node.append(h("span", { class: "ss-unknown-tag", "aria-hidden": "true", text: "unknown" }));
      }
      if (!item.unknown) node.querySelector(".ss-unknown-tag")?.remove();
      if (blind.has(item.card) && !node.querySelector(".ss-blind-tag")) {
        node.append(h("span", { class: "ss-blind-tag", "aria-hidden": "true", text: "blind" }));
      }
      if (!blind.has(item.card)) node.querySelector(".ss-blind-tag")?.remove();
      nodes.push(node);
    }
    const focused = document.activeElement;
    for (const [card, node] of existing) if (!keep.has(card)) node.remove();
    nodes.forEach((node, i) => {
      if (this.hand.children[i] !== node) this.hand.insertBefore(node, this.hand.children[i] || null);
    });
    // Roving tab stop: one legal card is in the tab order, arrows move between legal cards.
    const enabledNodes = nodes.filter((node) => !node.disabled);
    const current = enabledNodes.includes(focused) ? focused : enabledNodes[0];
    for (const node of nodes) node.tabIndex = node === current ? 0 : -1;
    if (focused && nodes.includes(focused) && focused.disabled) focused.blur();
    this.hand.classList.toggle("is-my-turn", myTurn);
    this.hand.setAttribute("aria-label", myTurn
      ? `Your hand, ${items.length} cards, ${enabledNodes.length} playable`
      : `Your hand, ${items.length} cards`);
    this.layoutHand();
  }

  layoutHand() {
    const nodes = [...this.hand.children];
    const n = nodes.length;
    const width = this.hand.clientWidth;
    if (!width) return;
    const style = getComputedStyle(this.hand);
    const cardWidth = parseFloat(style.getPropertyValue("--hand-w")) || 72;
    const cardHeight = cardWidth * 1.4;
    const minStep = 44;
    const gap = 6;
    let perRow = n;
    let step = n > 1 ? Math.min(cardWidth + gap, (width - cardWidth) / (n - 1)) : 0;
    if (n > 1 && step < minStep) {
      perRow = Math.ceil(n / 2);
      step = Math.min(cardWidth + gap, (width - cardWidth) / Math.max(1, perRow - 1));
    }
    const rows = Math.ceil(n / Math.max(1, perRow));
    const rowOffset = cardHeight * 0.58;
    const lift = 14;
    nodes.forEach((node, i) => {
      const row = Math.floor(i / perRow);
      const inRow = row === rows - 1 ? n - row * perRow : perRow;
      const col = i - row * perRow;
      const used = cardWidth + step * (inRow - 1);
      const left = (width - used) / 2 + col * step;
      node.style.left = `${left}px`;
      node.style.top = `${lift + row * rowOffset}px`;
      node.style.zIndex = String(1 + i);
    });
    this.hand.style.height = `${cardHeight + (rows - 1) * rowOffset + lift}px`;
    this.hand.style.setProperty("--lift", `${lift}px`);
  }

  onCard(card) {
    const view = this.view;
    if (!view || this.summaryOpen) return;
    const legal = view.legal_actions || [];
    if (view.phase === "bury") {
      if (this.selected.includes(card)) this.selected = this.selected.filter((c) => c !== card);
      else this.selected = [...this.selected, card].slice(-2);
      this.draw(view, { final: true });
      const node = this.hand.querySelector(`[data-card="${card}"]`);
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
    const from = this.hand.querySelector(`[data-card="${card}"]`);
    const fromRect = from ? from.getBoundingClientRect() : null;
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
    if (node && fromRect && this.api.pace.motion && node.animate) {
      const rect = node.getBoundingClientRect();
      const dx = fromRect.left + fromRect.width / 2 - (rect.left + rect.width / 2);
      const dy = fromRect.top + fromRect.height / 2 - (rect.top + rect.height / 2);
      node.animate([
        { transform: `translate(${dx}px, ${dy}px)` },
        { transform: "none" },
      ], { duration: 180, easing: "ease-out", composite: "add" });
    }
  }

  onHandKey(event) {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key)) return;
    const nodes = [...this.hand.children].filter((node) => !node.disabled);
    if (!nodes.length) return;
    event.preventDefault();
    let i = nodes.indexOf(document.activeElement);
    if (event.key === "Home") i = 0;
    else if (event.key === "End") i = nodes.length - 1;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") i = i <= 0 ? nodes.length - 1 : i - 1;
    else i = i < 0 || i >= nodes.length - 1 ? 0 : i + 1;
    for (const node of nodes) node.tabIndex = -1;
    nodes[i].tabIndex = 0;
    nodes[i].focus();
  }

  focusTurn(view) {
    if (!this.keyboardUser) return;
    const active = document.activeElement;
    const free = !active || active === document.body || this.table.contains(active);
    if (!free) return;
    if (view.phase === "play" || view.phase === "unknown" || view.phase === "bury") {
      const first = [...this.hand.children].find((node) => !node.disabled);
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
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target && (target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName))) return;
    if (this.dialog.open) return;
    const key = event.key.toLowerCase();
    const click = (selector) => {
      const button = this.root.querySelector(selector);
      if (button && !button.disabled && !button.hidden) {
        event.preventDefault();
        button.click();
        return true;
      }
      return false;
    };
    if (key === "p") click('.ss-decisions [data-action="pick"]');
    else if (key === "s") click('.ss-decisions [data-action="pass"]');
    else if (key === "b") click('.ss-decisions [data-action="bury"]');
    else if (key === "a") click('.ss-decisions [data-action="alone"]');
    else if (["1", "2", "3"].includes(key)) {
      const calls = this.decisions.querySelectorAll('[data-action="call"]');
      const button = calls[Number(key) - 1];
      if (button) { event.preventDefault(); button.click(); }
    } else if (key === "l") click('[data-action="last-trick"]');
    else if (key === "h") click('[data-action="hint"]');
    else if (event.key.startsWith("Arrow") && !this.hand.contains(target)) {
      const first = [...this.hand.children].find((node) => !node.disabled);
      if (first && (target === document.body || this.table.contains(target))) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  // ------------------------------------------------------------ the coach

  async askHint() {
    const version = this.view.version;
    this.hint = { version };
    this.showHint("Thinking…");
    const answer = await this.api.coach(`hint/?version=${version}`);
    if (!this.hint || this.hint.version !== version) return; // the table has moved on
    if (!answer.ok) {
      this.showHint(answer.message);
      return;
    }
    const { action, text } = answer.body.hint;
    this.hint = { version, action };
    this.showHint(`Hint: ${text}.`);
    this.markHint(action);
  }

  showHint(text) {
    this.hintLine.hidden = false;
    this.hintLine.textContent = text;
  }

  markHint(action) {
    const cards = action.cards || (action.card ? [action.card] : []);
    const marks = [];
    if (action.type === "play" || action.type === "unknown" || action.type === "bury") {
      for (const card of cards) marks.push(this.hand.querySelector(`[data-card="${card}"]`));
    } else if (action.type === "call") {
      marks.push(this.decisions.querySelector(`[data-call="${action.card}"]`));
    } else {
      marks.push(this.decisions.querySelector(`[data-action="${action.type}"]`));
    }
    for (const node of marks) if (node) node.classList.add("is-hinted");
  }

  clearHint() {
    this.hint = null;
    this.hintLine.hidden = true;
    this.hintLine.textContent = "";
    for (const node of this.root.querySelectorAll(".is-hinted")) node.classList.remove("is-hinted");
  }

  actionWords(action) {
    const card = (code) => cardShortText(code);
    switch (action.type) {
      case "play": return `play ${card(action.card)}`;
      case "bury": return `bury ${action.cards.map(card).join(" and ")}`;
      case "call": return `call ${card(action.card)}`;
      case "alone": return "play alone";
      case "unknown": return `set aside ${card(action.card)}`;
      default: return action.type;
    }
  }

  /** The coach's review of the person's choices in finished deal `d`, into `slot`. */
  async review(d, slot, button) {
    button.disabled = true;
    slot.replaceChildren(h("p", { text: "Reviewing your choices…" }));
    const answer = await this.api.coach(`review/?deal=${d.deal - 1}`);
    if (!answer.ok) {
      slot.replaceChildren(h("p", { text: answer.message }));
      button.disabled = false;
      return;
    }
    const { items, decisions } = answer.body.review;
    if (!items.length) {
      slot.replaceChildren(h("p", {
        text: `The coach agrees with your ${decisions === 1 ? "choice" : `${decisions} choices`} in this deal.`,
      }));
      return;
    }
    slot.replaceChildren(
      h("p", { text: `${items.length} of your ${decisions} choices could have done better:` }),
      h("ol", { class: "ss-review" }, items.map((item) => h("li", {},
        item.played.type === "play"
          ? `Trick ${item.trick}: you played ${cardShortText(item.played.card)}. `
          : `You chose to ${this.actionWords(item.played)}. `,
        h("strong", { text: `Better: ${this.actionWords(item.suggested)}` }),
        ` (about ${item.gain.toFixed(1)} points more): ${item.text}.`))));
  }

  // ------------------------------------------------------------ dialogs

  openDialog(title, body, buttons, { testid = null, onclose = null } = {}) {
    this.dialog.replaceChildren(
      h("h2", { id: "ss-dialog-title", text: title }),
      body,
      h("div", { class: "ss-dialog-actions" }, buttons),
    );
    if (testid) this.dialog.setAttribute("data-testid", testid);
    else this.dialog.removeAttribute("data-testid");
    if (this.dialog.open) {
      const previous = this.dialogDone;
      this.dialogDone = null;
      this.dialog.close();
      if (previous) previous();
    }
    this.dialogDone = onclose;
    if (this.dialog.showModal) this.dialog.showModal();
    else this.dialog.setAttribute("open", "");
    const first = this.dialog.querySelector(".ss-dialog-actions button");
    if (first) first.focus();
  }

  closeButton(text = "Close", action = "close") {
    return h("button", {
      type: "button", class: "button button-primary", "data-action": action,
      onclick: () => this.dialog.close(),
    }, text);
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
    this.openDialog("Last trick", body, [this.closeButton()], { testid: "last-trick" });
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
      h("p", { class: "ss-explanation", text: this.explain(d) }),
      h("dl", { class: "ss-facts" }, rows),
      table);
  }

  /** The end-of-deal summary. When `wait`, resolves only when the person closes it. */
  showDealSummary(d, top, wait = false) {
    if (!d) return Promise.resolve();
    const body = this.dealSummaryBody(d, top);
    const more = top.status !== "finished" && top.deal ? `Next: deal ${top.deal} of ${top.deals}` : null;
    if (more) body.append(h("p", { class: "ss-small", text: more }));
    return new Promise((resolve) => {
      this.summaryOpen = wait;
      const done = () => {
        this.summaryOpen = false;
        resolve();
      };
      const buttons = [this.closeButton(wait ? "Continue" : "Close", wait ? "continue" : "close")];
      if (top.mode === "practice") {
        const slot = h("section", { class: "ss-review-slot", "data-testid": "review",
          "aria-live": "polite" });
        body.append(slot);
        const button = h("button", { type: "button", class: "button", "data-action": "review" },
          "Review my play");
        button.addEventListener("click", () => this.review(d, slot, button));
        buttons.push(button);
      }
      this.openDialog(`Deal ${d.deal} result`, body, buttons,
        { testid: "deal-summary", onclose: done });
    });
  }

  toggleScores(force) {
    const show = force ?? !this.table.classList.contains("show-scores");
    this.table.classList.toggle("show-scores", show);
    this.scoresButton.setAttribute("aria-expanded", show ? "true" : "false");
    if (show) {
      const close = this.sheet.querySelector(".ss-sheet-close");
      if (close) close.focus();
    } else {
      this.scoresButton.focus();
    }
  }

  // ------------------------------------------------------------ score sheet and chart

  drawSheet(view) {
    const key = JSON.stringify([view.scores, view.deals, view.deal, view.status, view.seat,
      (view.players || []).map((p) => p.name)]);
    if (this.sheetKey === key) return;
    this.sheetKey = key;
    const me = view.seat;
    const deals = view.deals || 10;
    const scores = view.scores || [];
    const history = view.history || [];
    const running = [];
    let sum = [0, 0, 0, 0, 0];
    for (const row of scores) {
      sum = sum.map((total, seat) => total + (row[seat] || 0));
      running.push(sum);
    }
    const seats = [0, 1, 2, 3, 4];
    const head = h("tr", {},
      h("th", { scope: "col", text: "Deal" }),
      h("th", { scope: "col", class: "ss-col-call", text: "Picker" }),
      seats.map((seat) => h("th", { scope: "col", class: seat === me ? "is-me" : "" },
        h("span", { class: "ss-swatch", style: `--c: ${CHART_COLOURS[seat]}`, "aria-hidden": "true" }),
        this.name(seat))));
    const body = [];
    for (let i = 0; i < deals; i += 1) {
      const row = scores[i];
      const info = history[i];
      const current = !row && view.status !== "finished" && view.deal === i + 1;
      let call = "";
      if (info) {
        if (info.picker === null || info.picker === undefined) call = "Leaster";
        else call = [this.name(info.picker).slice(0, 8), info.alone ? "alone" : info.called ? cardShortText(info.called) : ""].join(" ");
      } else if (current) call = "playing";
      body.push(h("tr", { class: current ? "is-current" : "" },
        h("th", { scope: "row", text: i + 1 }),
        h("td", { class: "ss-col-call", text: call }),
        seats.map((seat) => h("td", { class: `num${seat === me ? " is-me" : ""}` },
          row ? h("span", { class: "ss-deal-score", text: signed(row[seat]) }) : "",
          row ? h("span", { class: "ss-running", text: signed(running[i][seat]) }) : ""))));
    }
    const totals = view.totals || sum;
    const foot = h("tr", {},
      h("th", { scope: "row", text: "Total" }),
      h("td", { class: "ss-col-call" }),
      seats.map((seat) => h("td", { class: `num${seat === me ? " is-me" : ""}`, text: signed(totals[seat] || 0) })));
    const table = h("table", { class: "ss-sheet-table" },
      h("caption", { class: "visually-hidden", text: "Score of each deal with the running total under it" }),
      h("thead", {}, head), h("tbody", {}, body), h("tfoot", {}, foot));
    this.sheet.replaceChildren(
      h("div", { class: "ss-sheet-head" },
        h("h2", { id: "ss-sheet-title", text: "Score sheet" }),
        this.lastDealButton,
        h("button", { type: "button", class: "button ss-sheet-close", onclick: () => this.toggleScores(false) }, "Close")),
      h("div", { class: "ss-sheet-scroll" }, table),
      this.chart(view, running));
  }

  chart(view, running) {
    const me = view.seat;
    const deals = view.deals || 10;
    const W = 320;
    const H = 150;
    const pad = { l: 30, r: 10, t: 10, b: 22 };
    const points = [[0, 0, 0, 0, 0], ...running];
    const values = points.flat();
    let lo = Math.min(0, ...values);
    let hi = Math.max(0, ...values);
    if (hi - lo < 4) { hi += 2; lo -= 2; }
    const x = (i) => pad.l + (i / deals) * (W - pad.l - pad.r);
    const y = (v) => pad.t + ((hi - v) / (hi - lo)) * (H - pad.t - pad.b);
    const summary = [0, 1, 2, 3, 4].map((seat) => `${this.name(seat)} ${signed(points[points.length - 1][seat])}`).join(", ");
    const svg = s("svg", {
      viewBox: `0 0 ${W} ${H}`, class: "ss-chart", role: "img",
      "aria-label": `Running totals after ${running.length} deal${running.length === 1 ? "" : "s"}: ${summary}`,
    });
    s("line", { x1: pad.l, x2: W - pad.r, y1: y(0), y2: y(0), class: "ss-chart-zero" }, svg);
    for (const v of [hi, lo]) {
      const label = s("text", { x: pad.l - 6, y: y(v) + 4, class: "ss-chart-label", "text-anchor": "end" }, svg);
      label.textContent = signed(Math.round(v));
    }
    const zero = s("text", { x: pad.l - 6, y: y(0) + 4, class: "ss-chart-label", "text-anchor": "end" }, svg);
    zero.textContent = "0";
    for (let i = 0; i <= deals; i += 1) {
      s("line", { x1: x(i), x2: x(i), y1: H - pad.b, y2: H - pad.b + 4, class: "ss-chart-tick" }, svg);
      if (i % 2 === 0 || deals <= 10) {
        const t = s("text", { x: x(i), y: H - 6, class: "ss-chart-label", "text-anchor": "middle" }, svg);
        t.textContent = String(i);
      }
    }
    const order = [0, 1, 2, 3, 4].filter((seat) => seat !== me).concat([me]);
    for (const seat of order) {
      // A small vertical offset per player keeps equal totals from hiding each other.
      const nudge = (seat - 2) * 1.6;
      const pts = points.map((row, i) => `${x(i).toFixed(1)},${(y(row[seat]) + nudge).toFixed(1)}`).join(" ");
      s("polyline", {
        points: pts, class: `ss-chart-line${seat === me ? " is-me" : ""}`,
        style: `stroke: ${CHART_COLOURS[seat]}`, "stroke-dasharray": CHART_DASHES[seat],
      }, svg);
      const lastRow = points[points.length - 1];
      s("circle", { cx: x(points.length - 1), cy: y(lastRow[seat]) + nudge, r: seat === me ? 4 : 3,
        style: `fill: ${CHART_COLOURS[seat]}` }, svg);
    }
    const legend = h("ul", { class: "ss-legend", "aria-hidden": "true" },
      [0, 1, 2, 3, 4].map((seat) => h("li", { class: seat === me ? "is-me" : "" },
        h("span", { class: "ss-swatch", style: `--c: ${CHART_COLOURS[seat]}` }), this.name(seat))));
    return h("figure", { class: "ss-chart-box" },
      svg, legend,
      h("figcaption", { class: "visually-hidden", text: "Running totals by deal" }));
  }

  // ------------------------------------------------------------ the end of the game

  drawGameOver(view) {
    const result = view.result;
    if (!result) return;
    const me = view.seat;
    const order = [0, 1, 2, 3, 4].sort((a, b) => result.totals[b] - result.totals[a]);
    const standings = h("ol", { class: "ss-standings" }, order.map((seat) => {
      const place = 1 + result.totals.filter((t) => t > result.totals[seat]).length;
      return h("li", { class: seat === me ? "is-me" : "" },
        h("span", { class: "ss-place", text: ordinal(place) }),
        h("span", { class: "ss-standing-name", text: this.name(seat) }),
        h("span", { class: "num", text: signed(result.totals[seat]) }));
    }));
    const won = result.winners.includes(me);
    const headline = won
      ? (result.winners.length > 1 ? "You share first place!" : "You win!")
      : `You finish ${ordinal(result.your_place)}.`;
    const last = view.deal_result ? view : view.previous_deal;
    // A daily's result goes to the board: that link leads, New game follows.
    const board = this.api.resultUrl
      ? h("a", { class: "button button-primary", href: this.api.resultUrl,
        "data-action": "leaderboard" }, "See the leaderboard")
      : null;
    const newGame = h("button", {
      type: "button", class: board ? "button" : "button button-primary",
      "data-action": "new-game", onclick: () => this.api.newGame(),
    }, "New game");
    const lastDeal = last && last.deal_result
      ? h("details", { class: "ss-last-deal" },
        h("summary", { text: `Last deal (${last.deal})` }),
        this.dealSummaryBody(last, view))
      : null;
    this.gameOver.replaceChildren(...[
      h("h2", { id: "ss-over-title", tabindex: "-1", text: "Game over" }),
      h("p", { class: "ss-headline" }, h("strong", { text: headline }),
        ` Your total: ${signed(result.your_total)}.`),
      standings,
      lastDeal,
      h("div", { class: "ss-over-actions" },
        board,
        newGame,
        h("a", { class: "button", href: this.api.lobbyUrl || "/" }, "Lobby"),
        this.api.rulesUrl ? h("a", { class: "button", href: this.api.rulesUrl }, "Rules") : null),
    ].filter(Boolean));
    const wasHidden = this.gameOver.hidden;
    this.gameOver.hidden = false;
    if (wasHidden) {
      const heading = this.gameOver.querySelector("h2");
      if (heading && !this.dialog.open) heading.focus({ preventScroll: false });
    }
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

/** "A", "A and B", "A, B and C" */
function listWords(words) {
  if (words.length < 2) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function cardShortText(code) {
  const { rank, suit } = parseCard(code);
  return `${rank}${SUIT_SYMBOLS[suit]}`;
}
