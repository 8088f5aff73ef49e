// The felt of the Sheepshead table: the four computer seats around its upper half, the trick
// in the middle with each card toward the seat that played it, and the person's own line
// under it, and the tools in its corners (Last trick, Hint, Scores). The game (renderer.js)
// makes it with the shell and itself.
//
// Two marks never mix: the turn frame (is-turn) is on the one seat the game waits for, and
// only while it waits; a finished trick's winner is marked on the trick's card ("takes it"),
// for as long as the trick is held, never on a seat.

import { cardBackSVG, cardSVG } from "../cards/cards.js";
import { Part, seatBadges } from "../tables/table_parts.js";
import { centreOf, flyIn, gettext, h, hidden, interpolate, kbd } from "../tables/ui.js";
import { isTrump, winningSeat } from "./model.js";
import { TEXT, cardLabel, labelList, playerLabel, positionName, seatStats } from "./words.js";

/** Card points in the tricks `seat` has taken this deal, as far as the view shows them. */
export function takenPoints(view, seat) {
  return (view.tricks || []).filter((t) => t.winner === seat)
    .reduce((sum, t) => sum + (typeof t.points === "number" ? t.points : 0), 0);
}

function allTricks(d) {
  const tricks = [...(d.tricks || [])];
  if (d.trick) tricks.push(d.trick);
  return tricks;
}

/**
 * One played card: its face (or back), who played it in a small tag, and the trick's marks.
 * marks: {led, winning (so far), took (the finished trick's winner)}.
 * @param {{ seat: number, card: string | null, unknown?: boolean }} play
 * @param {{ pos: number | string, name: string, marks?: { led?: boolean, winning?: boolean, took?: boolean } }} where
 */
export function playedCard(play, { pos, name, marks = {} }) {
  const parts = [];
  let face;
  if (play.card) {
    parts.push(cardLabel(play.card));
    if (play.unknown) parts.push(TEXT.theUnknown);
    face = cardSVG(play.card, { trump: isTrump(play.card) });
  } else {
    parts.push(TEXT.unknownFaceDown);
    face = cardBackSVG();
  }
  const words = [];
  if (marks.led) words.push(TEXT.led);
  if (marks.took) words.push(TEXT.tookIt);
  else if (marks.winning) words.push(TEXT.winningSoFar);
  const label = playerLabel(name, labelList([...parts, ...words]));
  const classes = ["ss-card", "ss-played"];
  if (marks.led) classes.push("is-led");
  if (marks.winning && !marks.took) classes.push("is-best");
  if (marks.took) classes.push("is-taker");
  if (play.unknown) classes.push("is-unknown");
  const visible = [];
  if (marks.led) visible.push(TEXT.ledShort);
  if (marks.took) visible.push(TEXT.tookShort);
  else if (marks.winning) visible.push(TEXT.winningShort);
  return h("div", {
    class: classes.join(" "), "data-pos": pos, "data-seat": play.seat, role: "img",
    "aria-label": label, "data-played": play.card || "unknown",
    "data-led": marks.led ? "true" : null,
    "data-winning": marks.winning || marks.took ? "true" : null,
  }, face,
  play.unknown ? h("span", { class: "ss-unknown-tag", "aria-hidden": "true", text: TEXT.unknownTag }) : null,
  visible.length ? h("span", { class: "ss-played-mark", "aria-hidden": "true", text: visible.join(" · ") }) : null,
  h("span", { class: "ss-played-name", "aria-hidden": "true", text: name }));
}

/** @extends {Part<import("./renderer.js").Sheepshead>} */
export class Felt extends Part {
  constructor(game) {
    super(game);
    this.seats = seatBadges("ss", 4);
    this.trickArea = h("div", { class: "ss-trick", role: "group", "aria-label": TEXT.cardsOnTable });
    this.me = h("div", { class: "ss-me" });
    this.lastTrickButton = h("button", {
      type: "button", class: "button tbl-felt-tool ss-tool", "data-action": "last-trick",
      "aria-keyshortcuts": "L", onclick: () => this.game.dialogs.showLastTrick(),
    }, `${TEXT.lastTrick} `, kbd("L"));
    this.scoresButton = h("button", {
      type: "button", class: "button tbl-felt-tool ss-tool ss-scores-toggle", "data-action": "scores",
      "aria-haspopup": "dialog", "aria-expanded": "false", onclick: () => this.game.dialogs.toggleScores(),
    }, TEXT.scores);
    this.element = h("div", { class: "ss-felt" }, this.seats, this.trickArea,
      h("div", { class: "ss-felt-tools ss-felt-tools-left" }, this.lastTrickButton),
      h("div", { class: "ss-felt-tools ss-felt-tools-right" }, this.table.hintButton, this.table.noHint,
        this.scoresButton));
  }

  calledSeen(view) {
    return allTricks(view).some((t) => t.cards.some((p) => p.card === view.called));
  }

  roles(view, seat) {
    const marks = [];
    if (seat === view.dealer) marks.push(["dealer", TEXT.dealerShort, TEXT.dealer]);
    if (seat === view.picker) marks.push(["picker", TEXT.picker, TEXT.picker]);
    if (view.partner === seat && seat !== view.picker) marks.push(["partner", TEXT.partner, TEXT.partner]);
    if (view.phase === "pick" && (view.passed || []).includes(seat)) marks.push(["passed", TEXT.passed, TEXT.passed]);
    return marks;
  }

  marks(view, seat) {
    return this.roles(view, seat).map(([kind, short, long]) => h("span", {
      class: `ss-mark ss-mark-${kind}`, title: long,
    }, h("span", { "aria-hidden": "true", text: short }), hidden(long === short ? "" : long)));
  }

  /** The seat the game waits for now, or null: none while a finished trick is held. */
  actor(view) {
    if (view.status === "finished" || this.game.holding) return null;
    const seat = (view.to_act || [])[0];
    return typeof seat === "number" ? seat : null;
  }

  drawSeats(view) {
    this.table.drawSeats(view, this.seats, this.actor(view), (badge, seat, { pos }) => {
      const name = this.table.name(seat);
      const cards = (view.hand_sizes || [])[seat] ?? 0;
      const tricks = (view.tricks_won || [])[seat] ?? 0;
      const points = view.leaster ? takenPoints(view, seat) : null;
      const stats = seatStats(cards, tricks, points);
      badge.setAttribute("aria-label", interpolate(gettext("%(name)s, %(position)s: %(stats)s"),
        { name, position: positionName(pos), stats: stats.spoken }, true));
      const marks = this.marks(view, seat);
      badge.replaceChildren(...[
        h("span", { class: "ss-seat-name", text: name }),
        marks.length ? h("span", { class: "ss-seat-marks" }, marks) : null,
        h("span", { class: "ss-seat-stats", "aria-hidden": "true" },
          stats.shown.map((text) => h("span", { class: "ss-count", text }))),
        h("span", { class: "ss-thinking", "aria-hidden": "true", text: TEXT.thinking }),
      ].filter(Boolean));
    }, 5);
  }

  /**
   * The cards in the middle: the trick being played (the leader and the card winning so far
   * marked), a finished trick held for a moment (`override`, its winner's card marked), or the
   * blind while players decide.
   */
  drawTrick(view, { fly = null, override = null } = {}) {
    const me = view.seat;
    const area = this.trickArea;
    const trick = override || view.trick;
    area.replaceChildren();
    area.classList.toggle("is-complete", Boolean(override));
    if (view.phase === "pick" && !override) {
      area.append(h("div", { class: "ss-blind", role: "img", "aria-label": TEXT.blindLabel },
        h("div", { class: "ss-card ss-blind-card" }, cardBackSVG()),
        h("div", { class: "ss-card ss-blind-card" }, cardBackSVG()),
        h("span", { class: "ss-blind-label", "aria-hidden": "true", text: TEXT.blind })));
      return;
    }
    if (!trick) return;
    const best = override ? override.winner : winningSeat(trick, view.called);
    trick.cards.forEach((play, i) => {
      const node = playedCard(play, {
        pos: (play.seat - me + 5) % 5,
        name: this.table.name(play.seat),
        marks: { led: i === 0, winning: !override && best === play.seat, took: Boolean(override) && best === play.seat },
      });
      area.append(node);
      if (fly && fly.seat === play.seat && this.table.pace.motion) {
        flyIn(node, this.seatPoint(play.seat), this.table.pace.ms("fly"));
      }
    });
    if (override && typeof override.winner === "number") {
      this.table.setStatus(this.game.words.trick(override));
    } else if (!trick.cards.length && view.phase === "play") {
      const leader = trick.leader;
      area.append(h("p", { class: "ss-trick-hint", "aria-hidden": "true",
        text: leader === me ? TEXT.yourLead : this.game.words.leads(leader) }));
    }
  }

  /** Where a seat's cards come from and go to: its badge, or the person's hand. */
  seatPoint(seat) {
    const me = this.table.view.seat;
    if (seat === me) return centreOf(this.table.hand, { upper: true });
    return centreOf(this.seats[(seat - me + 5) % 5]);
  }

  async slideTrick(winner) {
    await this.table.slide(this.trickArea.querySelectorAll(".ss-played"), this.seatPoint(winner));
  }

  drawMe(view) {
    const me = view.seat;
    const tricks = (view.tricks_won || [])[me] ?? 0;
    const players = view.players || [];
    const nick = players[me] ? players[me].name : "";
    const stats = seatStats(null, tricks, view.leaster ? takenPoints(view, me) : null);
    this.me.classList.toggle("is-turn", this.actor(view) === me);
    this.me.replaceChildren(...[
      h("span", { class: "ss-me-name" }, TEXT.you,
        nick ? h("span", { class: "ss-me-nick", text: ` (${nick})` }) : null),
      h("span", { class: "ss-seat-marks" }, this.marks(view, me)),
      h("span", { class: "ss-seat-stats" }, stats.shown.map((text) => h("span", { class: "ss-count", text }))),
    ]);
  }
}
