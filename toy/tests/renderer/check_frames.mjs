// @ts-check
// The toy's frames against the server's views, with the shared harness
// (tests/js/frames_harness.mjs): also what the hand offers against the legal actions, and the
// words of every event and status line. Usage: node check_frames.mjs GAMES.json (written by
// test_renderer_frames.py). Prints failures, then one JSON summary line.
import { checkFrames } from "../../../tests/js/frames_harness.mjs";
import { cardActions, deckOrder, frames, waitingFor } from "../../static/toy/model.js";
import { Words } from "../../static/toy/words.js";

/** The fixture's JSON as the table's types (a view, an event). @type {(value: unknown) => any} */
const table = (value) => value;

const check = checkFrames({
  frames,
  keys: ["phase", "status", "round", "leader", "turn", "to_act", "hand", "hand_sizes", "chosen", "my_pass",
    "received", "declared", "trick", "tricks", "scores", "totals"],
  game: ({ seat, views }, check) => {
    const say = new Words(() => table(views[0]));
    return {
      frame: ({ event, kind, view, before }) => {
        if (kind === "passed" && event.seat === seat) check.count("passed:mine");
        if (kind === "passed" && event.to === seat) check.count("passed:to-me");
        if (kind === "declare" && event.seat === seat) check.count("declare:mine");
        check.reads(say.event(table(event), table(before), table(view)), { empty: true }, "words", kind);
        check.reads(say.status(table(view), {}), { empty: true }, "status", kind);
      },
      after: () => {
        for (const view of views.map(table)) {
          // The hand offers exactly the legal passes and plays, in the engine's order.
          const offered = [...cardActions(view).keys()].sort();
          const legal = view.legal_actions.filter((a) => a.card).map((a) => a.card).sort();
          if (!check.same(offered, legal)) check.fail("offers", view.version, offered, legal);
          if (!check.same([...view.hand].sort(deckOrder), view.hand)) check.fail("hand order", view.version);
          if (!check.same(waitingFor(view), view.to_act)) check.fail("waiting for", view.version);
          check.reads(say.status(view, { live: true }), { empty: true }, "status of view", view.version);
          if (view.phase === "pass" && view.legal_actions.some((a) => a.type === "pass")) {
            check.reads(say.status(view, { live: true, picked: view.hand[0] }), {}, "picked", view.version);
          }
          if (view.status !== "finished") check.reads(say.info(view), {}, "info", view.version);
        }
      },
    };
  },
});
check.finish();
