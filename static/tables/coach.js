// The coach on a practice table, for any game whose spec has one (tables/coaching.py): a hint
// for the view's version, shown in one line with the suggested card or button marked, and
// the review of a finished round. The renderer says how an action reads and what to mark.

import { formatNumber, gettext, h, interpolate, ngettext } from "./ui.js";

/** A game's action, as the server's legal actions write it. @typedef {{ type: string, [field: string]: any }} Action */
/**
 * One choice of the person the coach would have made otherwise (the server's review).
 * (A game's review may add its own fields: Sixes the turn.)
 * @typedef {{ played: Action, suggested: Action, gain: number, text: string, [field: string]: any }} ReviewItem
 */

/** Whether a game's Hint is withheld from `view` because it is a daily's table: the coach is
 * for practice, and a daily is the person's own play. */
/** @param {{ mode?: string, status?: string }} view @returns {boolean} */
export function hintWithheld(view) {
  return view.mode === "daily" && view.status !== "finished";
}

/** What a game shows where its Hint would be on a daily table: why there is none. */
export function noHintNote() {
  return h("span", { class: "tbl-no-hint", "data-testid": "no-hint", hidden: true },
    // Translators: shown on a ranked daily table where a practice table has its Hint
    // button: no help in a ranked game. Keep it short (a phone's corner of the felt).
    gettext("Ranked: no hints"));
}

export class Coach {
  /**
   * api: the client's api (coach(path) asks the server); line: the hint's aria-live line;
   * describe(action): "play 8♦"; mark(action): the elements to mark; played(item): the
   * sentence a reviewed choice begins with (default "You chose to …."); better(item): the
   * sentence naming the better choice and its gain (default "Better: … (about n points
   * more)."); round: what a round is called, as it reads after "this" ("deal"), already in
   * the page's language.
   * @param {{ coach: (path: string) => Promise<import("./client.js").CoachAnswer> }} api
   * @param {{ line: HTMLElement, describe: (action: Action) => string,
   *   mark: (action: Action) => (Element | null | undefined)[],
   *   played?: ((item: ReviewItem) => string) | null, better?: ((item: ReviewItem) => string) | null,
   *   round?: string }} parts
   */
  constructor(api, { line, describe, mark, played = null, better = null, round = "round" }) {
    this.api = api;
    this.round = round;
    this.line = line;
    this.describe = describe;
    this.mark = mark;
    this.played = played
      || ((item) => interpolate(gettext("You chose to %(choice)s."), { choice: describe(item.played) }, true));
    this.better = better
      || ((item) => interpolate(gettext("Better: %(choice)s (about %(points)s points more)."),
        { choice: describe(item.suggested), points: formatNumber(item.gain, 1) }, true));
    /** @type {number | null} the version the shown hint is for */
    this.version = null;
  }

  /** Ask for a hint for the view at `version` and show it. @param {number} version */
  async hint(version) {
    this.version = version;
    this.show(gettext("Thinking…"));
    const answer = await this.api.coach(`hint/?version=${version}`);
    if (this.version !== version) return; // the table has moved on
    if (!answer.ok) {
      this.show(answer.message);
      return;
    }
    const { action, text } = answer.body.hint;
    // The server's hint is a sentence without its full stop.
    this.show(interpolate(gettext("%(hint)s."), { hint: text }, true));
    for (const node of this.mark(action)) if (node) node.classList.add("is-hinted");
  }

  /** @param {string} text */
  show(text) {
    this.line.hidden = false;
    this.line.textContent = text;
  }

  /** Forget the hint (the view it was for is gone). @param {ParentNode} root where marks may stand */
  clear(root) {
    this.version = null;
    this.line.hidden = true;
    this.line.textContent = "";
    for (const node of root.querySelectorAll(".is-hinted")) node.classList.remove("is-hinted");
  }

  /** A "Review my play" button and the slot its answer goes to, for round `index` (from 0).
   * @param {number} index
   */
  reviewControls(index) {
    const slot = h("section", { class: "tbl-review-slot", "data-testid": "review", "aria-live": "polite" });
    const button = h("button", { type: "button", class: "button", "data-action": "review" }, gettext("Review my play"));
    button.addEventListener("click", () => this.review(index, slot, button));
    return { slot, button };
  }

  /** The review of finished round `index` (from 0) into `slot`; `button` asked for it.
   * @param {number} index
   * @param {HTMLElement} slot
   * @param {HTMLButtonElement} button
   */
  async review(index, slot, button) {
    slot.replaceChildren(h("p", { text: gettext("Reviewing your choices…") }));
    // Focus moves to the answer first: a disabled button would drop it to the page.
    if (document.activeElement === button) {
      slot.setAttribute("tabindex", "-1");
      slot.focus({ preventScroll: true });
    }
    button.disabled = true;
    const answer = await this.api.coach(`review/?round=${index}`);
    if (!answer.ok) {
      slot.replaceChildren(h("p", { text: answer.message }));
      button.disabled = false;
      return;
    }
    /** @type {{ items: ReviewItem[], decisions: number }} */
    const { items, decisions } = answer.body.review;
    if (!items.length) {
      slot.replaceChildren(h("p", {
        text: interpolate(ngettext("The coach agrees with your choice in this %(round)s.",
          "The coach agrees with your %(count)s choices in this %(round)s.", decisions),
        { count: decisions, round: this.round }, true),
      }));
      return;
    }
    slot.replaceChildren(
      h("p", { text: interpolate(ngettext("%(count)s of your %(decisions)s choices could have done better:",
        "%(count)s of your %(decisions)s choices could have done better:", items.length),
      { count: items.length, decisions }, true) }),
      // Three whole sentences: the choice, the better one with its gain, and the server's
      // reason (which comes without its full stop).
      h("ol", { class: "tbl-review" }, items.map((item) => h("li", {},
        this.played(item), " ",
        h("strong", { text: this.better(item) }),
        " ", `${item.text}.`))));
  }
}
