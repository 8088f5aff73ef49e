// @ts-check
// The Sheepshead renderer's frames against the server's views, with the shared harness
// (tests/js/frames_harness.mjs), and the words the table says. Usage: node check_frames.mjs
// GAMES.json (written by test_renderer_frames.py). Prints failures, then one JSON summary line.
import { checkFrames } from "../../../tests/js/frames_harness.mjs";
import { frames } from "../../static/sheepshead/model.js";
import { Words, ledSuit } from "../../static/sheepshead/words.js";

/**
 * What the table draws of a view: the fields below, how many deals are done, which was the
 * previous, and the finished deal's result (only once the server's deal is done).
 * @param {Record<string, any>} view
 * @param {Record<string, any>} server
 */
const drawn = (view, server) => ({
  ...view,
  history: (view.history || []).length,
  previous_deal: view.previous_deal && view.previous_deal.deal,
  deal_result: server.phase === "done" ? view.deal_result : null,
});

const check = checkFrames({
  frames,
  keys: ["deal", "dealer", "phase", "hand", "hand_sizes", "passed", "picker", "leaster",
    "blind", "bury", "called", "alone", "with_unknown", "unknown", "unknown_in_hand", "partner",
    "trick", "tricks", "tricks_won", "scores", "totals", "status", "to_act",
    "history", "previous_deal", "deal_result"],
  project: drawn,
  game: ({ views }, check) => {
    const say = new Words(() => views[0]);
    return {
      // Every frame can be put in words.
      frame: ({ event, view }) => {
        const text = event.type === "play" ? say.play(event, view) : say.event(event);
        check.reads(text, { empty: true }, "words", event.type);
        check.reads(say.status(view, {}), { empty: true }, "status", event.type);
        ledSuit(view);
      },
    };
  },
});

// The words for a few events, as the aria-live line says them.
const table = { seat: 0, called: "AH", players: ["Me", "Ada", "Bert", "Clara", "Dora"].map((name) => ({ name })) };
const say = new Words(() => table);
check.expect([
  [say.play({ seat: 1, card: "QC" }, table), "Ada plays the queen of clubs."],
  [say.play({ seat: 0, card: "AH" }, table), "You play the ace of hearts, the called card."],
  [say.play({ seat: 2, card: null, unknown: true }, table), "Bert plays the unknown card, face down."],
  [say.trick({ winner: 3, points: 21 }), "Clara takes the trick, 21 points."],
  [say.event({ type: "pass", seat: 4 }), "Dora passes."],
  [say.event({ type: "partner", seat: 0 }), "You are the partner."],
  [say.event({ type: "call", seat: 2, card: "AS" }), "Bert calls the ace of spades."],
]);
check.finish();
