// Talk at a friends' table (issue 33): a small fixed set of phrases and reactions, never free
// text. The header's "Say…" button (shown only while more than one person sits at the table)
// opens a menu of them; a phrase goes to the server as its id (tables/talk.py, which keeps
// the same list) and comes back to every seat's page the same way, so that each reader's
// page words it in their own language. What a seat said shows for a few seconds as a bubble
// by that seat and is said to screen readers ("Ada: Good game").
//
// The menu is a header menu, as the settings are (dom.js HeaderMenu).

import { HeaderMenu, h, svg } from "./dom.js";
import { gettext, interpolate, pgettext } from "./i18n.js";
import { SeatWords } from "./seats.js";

const BUBBLE_MS = 4500; // how long a bubble stands: read at a glance, gone before the next trick

/**
 * A phrase: its id (what crosses the wire), its words in the page's language, and for a
 * reaction the sign shown with them (text, so that every font has it).
 * @typedef {{ id: string, words: () => string, sign?: string }} Phrase
 */

/** The phrases in the menu's order: the ids tables/talk.py takes (a test compares them).
 * @type {Phrase[]} */
export const PHRASES = [
  { id: "hello", words: () => pgettext("said at the table", "Hello") },
  { id: "good_luck", words: () => pgettext("said at the table", "Good luck") },
  { id: "nice_play", words: () => pgettext("said at the table", "Nice play") },
  { id: "well_played", words: () => pgettext("said at the table", "Well played") },
  { id: "thanks_partner", words: () => pgettext("said at the table", "Thanks, partner") },
  { id: "oops", words: () => pgettext("said at the table", "Oops") },
  { id: "good_game", words: () => pgettext("said at the table", "Good game") },
  { id: "rematch", words: () => pgettext("said at the table", "Rematch?") },
  { id: "smile", words: () => pgettext("said at the table", "Smile"), sign: "\u263A" },
  { id: "heart", words: () => pgettext("said at the table", "Heart"), sign: "\u2665" },
];

/** @param {unknown} id @returns {Phrase | null} */
export function phraseOf(id) {
  return PHRASES.find((phrase) => phrase.id === id) || null;
}

/** @typedef {import("./client.js").TableView} TableView */

/** Whether the person may talk at the table `view` shows: a friends' table, seated, with
 * somebody else seated too (the server refuses the rest).
 * @param {TableView | null | undefined} view */
export function canTalk(view) {
  if (!view || view.mode !== "friends" || typeof view.seat !== "number") return false;
  return (view.players || []).filter((player) => player.kind === "person").length > 1;
}

/** "Ada: Good game", "You: Oops": what a screen reader hears.
 * @param {SeatWords} words
 * @param {number} seat
 * @param {Phrase} phrase
 */
export function spoken(words, seat, phrase) {
  return interpolate(gettext("%(name)s: %(phrase)s"), { name: words.name(seat), phrase: phrase.words() }, true);
}

export class Talk {
  /**
   * root: the header's [data-table-talk] slot (no slot: no talk); place: the table page,
   * where the seats are found; say(id): send a phrase; announce(text, options): the
   * announcer's line; viewOf(): the view drawn.
   * @param {HTMLElement | null} root
   * @param {{ place: HTMLElement, say: (id: string) => void,
   *   announce: (text: string, options?: { visual?: boolean }) => void,
   *   viewOf: () => TableView | null }} options
   */
  constructor(root, { place, say, announce, viewOf }) {
    this.root = root;
    this.place = place;
    this.say = say;
    this.announce = announce;
    this.viewOf = viewOf;
    this.words = new SeatWords(viewOf);
    /** @type {Map<number, { node: HTMLElement, timer: ReturnType<typeof setTimeout> }>} each seat's bubble */
    this.bubbles = new Map();
    /** @type {HTMLButtonElement | null} */
    this.button = null;
    /** @type {HTMLElement | null} */
    this.panel = null;
    /** @type {HeaderMenu | null} */
    this.menu = null;
    if (typeof window !== "undefined") window.addEventListener("resize", () => this.clearBubbles());
    if (!root) return;
    const icon = svg("svg", { class: "tool-icon", viewBox: "0 0 24 24", width: 20, height: 20, "aria-hidden": "true", focusable: "false" });
    svg("path", { fill: "currentColor", d: "M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" }, icon);
    this.button = h("button", {
      type: "button", class: "header-tool", "data-action": "talk", "aria-expanded": "false", "aria-controls": "table-talk-panel",
    }, icon, h("span", { class: "tool-label", text: gettext("Say…") }));
    this.panel = h("div", {
      class: "talk-panel", id: "table-talk-panel", role: "group", "aria-labelledby": "table-talk-title", "data-testid": "talk", hidden: true,
    },
    h("h2", { class: "talk-title", id: "table-talk-title", text: gettext("Say to the table") }),
    h("div", { class: "talk-phrases" }, PHRASES.map((phrase) => h("button", {
      type: "button", class: "button talk-phrase", "data-phrase": phrase.id, onclick: () => this.choose(phrase.id),
    }, phrase.sign ? h("span", { class: "talk-sign", "aria-hidden": "true", text: phrase.sign }) : null, phrase.words()))));
    root.replaceChildren(this.button, this.panel);
    this.menu = new HeaderMenu(root, this.button, this.panel, "button");
  }

  get isOpen() {
    return Boolean(this.menu && this.menu.isOpen);
  }

  /** Show the button only where the person may talk (closing the menu where not).
   * @param {TableView | null} view */
  update(view) {
    if (!this.root) return;
    const may = canTalk(view);
    if (!may) this.close({ focus: false });
    this.root.hidden = !may;
  }

  open() {
    if (this.menu) this.menu.open();
  }

  /** Close; focus: back to the button when it was inside the menu.
   * @param {{ focus?: boolean }} [options]
   */
  close(options) {
    if (this.menu) this.menu.close(options);
  }

  /** @param {string} id */
  choose(id) {
    this.close();
    this.say(id);
  }

  /**
   * `seat` said phrase `id`: a bubble by the seat, and the words for screen readers. An id
   * this page does not know (a newer server) is passed over.
   * @param {unknown} seat
   * @param {unknown} id
   */
  heard(seat, id) {
    const phrase = phraseOf(id);
    const view = this.viewOf();
    if (!phrase || !view || typeof seat !== "number" || !(view.players || [])[seat]) return;
    // Said to screen readers only: the bubble is what the eyes get.
    this.announce(spoken(this.words, seat, phrase), { visual: false });
    this.bubble(seat, phrase);
  }

  /** Where a seat's bubble goes: by its badge, by the person's own place for their own, or,
   * where the game draws no place for it, by the status line (the bubble then names it).
   * @param {number} seat
   * @returns {{ anchor: HTMLElement | null, named: boolean }}
   */
  anchorOf(seat) {
    const view = this.viewOf();
    /** @param {string} selector */
    const shown = (selector) => [.../** @type {NodeListOf<HTMLElement>} */ (this.place.querySelectorAll(selector))]
      .find((node) => !node.closest("[hidden]") && node.getClientRects().length) || null;
    const own = view && seat === view.seat
      ? shown(".tbl-mine") || shown("[data-testid=hand]") : shown(`.tbl-seat[data-seat="${seat}"]`);
    if (own) return { anchor: own, named: false };
    return { anchor: shown(".tbl-statusbar"), named: true };
  }

  /** @param {number} seat @param {Phrase} phrase */
  bubble(seat, phrase) {
    this.drop(seat);
    const { anchor, named } = this.anchorOf(seat);
    if (!anchor) return;
    const node = h("div", { class: "tbl-bubble", "aria-hidden": "true", "data-testid": "bubble", "data-seat": seat },
      phrase.sign ? h("span", { class: "talk-sign", text: phrase.sign }) : null,
      named ? spoken(this.words, seat, phrase) : phrase.words());
    document.body.append(node);
    // Under the seat's badge (above the person's own place, at the foot of the screen), kept
    // on the screen's width.
    const box = anchor.getBoundingClientRect();
    const width = node.offsetWidth;
    const height = node.offsetHeight;
    const view = this.viewOf();
    const below = !(view && seat === view.seat) && box.bottom + height < window.innerHeight;
    const left = Math.min(Math.max(4, box.left + box.width / 2 - width / 2), window.innerWidth - width - 4);
    const top = below ? box.bottom - 6 : box.top - height + 6;
    node.style.left = `${Math.round(left + window.scrollX)}px`;
    node.style.top = `${Math.round(Math.max(0, top) + window.scrollY)}px`;
    node.classList.add(below ? "is-below" : "is-above");
    this.bubbles.set(seat, { node, timer: setTimeout(() => this.drop(seat), BUBBLE_MS) });
  }

  /** Take a seat's bubble away. @param {number} seat */
  drop(seat) {
    const shown = this.bubbles.get(seat);
    if (!shown) return;
    clearTimeout(shown.timer);
    shown.node.remove();
    this.bubbles.delete(seat);
  }

  /** The layout moved (a turned phone): the bubbles would point at old places. */
  clearBubbles() {
    for (const seat of [...this.bubbles.keys()]) this.drop(seat);
  }
}
