// @ts-check
// The Shiesta renderer's frames against the server's views, with the shared harness
// (tests/js/frames_harness.mjs): also the frames between two games of a match, and the words
// of every event and status line. Usage: node check_frames.mjs GAMES.json (written by
// test_renderer_frames.py). Prints failures, then one JSON summary line.
import { checkFrames } from "../../../tests/js/frames_harness.mjs";
import { endsTable, frames } from "../../static/shiesta/model.js";
import { Words } from "../../static/shiesta/words.js";

/** @typedef {import("../../../tests/js/frames_harness.mjs").FrameCheck} FrameCheck */
/** @typedef {import("../../../tests/js/frames_harness.mjs").Step} Step */

/**
 * A game of a match is over and the next is dealt in the same version: the frame between
 * shows how the game ended (the summary's `ended`: places, totals), nobody may act; then
 * the deal's frame is the new game's swap, its starter the next seat (H5).
 * @param {FrameCheck} check
 * @param {Step} step
 * @param {Words} say
 */
function checkTransition(check, { event, view, following, before }, say) {
  check.count("transition");
  const where = `transition @${event.v}`;
  if (view.phase !== "over" || view.status !== "active" || view.to_act.length) check.fail(where, "the game's end frame", view.phase, view.status);
  const ended = view.ended || {};
  if (!check.same(ended.places, event.places) || ended.game !== event.game || ended.games !== event.games) {
    check.fail(where, "ended", JSON.stringify(ended));
  }
  if (!check.same(view.match.places[view.match.places.length - 1], event.places) || !check.same(view.match.totals, event.totals)) {
    check.fail(where, "match after the game", JSON.stringify(view.match));
  }
  const sum = before.match.totals.map((/** @type {number} */ total, /** @type {number} */ seat) => total + event.places[seat]);
  if (!check.same(sum, event.totals)) check.fail(where, "totals are not the sums of the places", JSON.stringify(event.totals));
  const status = say.status(view, {});
  if (!status.startsWith(`Game ${event.game} of ${event.games} is over: you finish`)) check.fail(where, "status", status);
  if (!following || following.event.type !== "deal" || following.event.v !== event.v) {
    check.fail(where, "no deal follows the game's end");
    return;
  }
  const deal = following.view;
  if (deal.phase !== "swap" || deal.match.number !== event.game + 1 || deal.ended !== undefined) check.fail(where, "deal frame", deal.phase);
  if (deal.starter !== (before.starter + 1) % before.seats) check.fail(where, "starter", deal.starter, before.starter);
  if (!deal.to_act.length || deal.pile.length || deal.turns.some(Boolean)) check.fail(where, "the new game starts afresh");
  const words = say.event(following.event, view, deal);
  if (!/^Game \d+ of \d+ is dealt: (you start|\S+ starts)\. Swap your cards, then say you are ready\.$/.test(words)) {
    check.fail(where, "deal words", words);
  }
}

const check = checkFrames({
  frames,
  keys: ["phase", "status", "hand", "hand_sizes", "face_up", "face_down", "zones",
    "draw_pile", "pile", "burned", "removed", "direction", "turn", "to_act", "ready",
    "must_pick_up", "wild", "low_only", "opening", "turns", "turns_played", "result", "match",
    "starter"],
  game: ({ views }, check) => {
    const say = new Words(() => views[0]);
    return {
      frame: (step) => {
        const { event, kind, view, before } = step;
        if (kind === "pickup") check.count(`pickup:${event.reason}`);
        if (kind === "play") check.count(`play:${event.from}`);
        // Every event and every frame can be put in words.
        check.reads(say.event(event, before, view), {}, "words", kind);
        check.reads(say.status(view, {}), { empty: true }, "status", kind);
        if (kind === "game_over" && !endsTable(event)) checkTransition(check, step, say);
      },
      // Every server view's status line, the person's turn included, reads.
      after: () => {
        for (const view of views) {
          check.reads(say.status(view, { interactive: true }), { empty: !view.legal_actions.length }, "status of view", view.version);
        }
      },
    };
  },
});

// The words for a few events, as the aria-live line says them.
const table = { seat: 0, seats: 4, direction: 1, pile: ["KH"], players: ["Me", "Ada", "Bert", "Clara"].map((name) => ({ name })) };
const say = new Words(() => table);
const after = { ...table, direction: -1 };
const expect = /** @type {[unknown, string][]} */ ([
  [say.event({ type: "play", seat: 1, cards: ["QC"], from: "hand" }, table, table), "Ada plays the queen of clubs."],
  [say.event({ type: "play", seat: 0, cards: ["5C", "5H"], from: "hand" }, table, table),
    "You play 2 cards: five of clubs and five of hearts."],
  [say.event({ type: "burn", seat: 2, count: 6 }, table, table), "The 10 burns the pile: 6 cards leave the game."],
  [say.event({ type: "reverse", seat: 2, direction: -1 }, table, after), "The 7 turns play around: now anticlockwise."],
  [say.event({ type: "remove", seat: 3, count: 1 }, table, table), "The 3 leaves the game: you must pick up the pile."],
  [say.event({ type: "pickup", seat: 1, count: 4, reason: "stuck", cards: [] }, table, table),
    "Ada cannot play and picks up the pile (4 cards)."],
  [say.event({ type: "fail", seat: 2, card: "4D", position: 1 }, table, table),
    "Bert turns up the four of diamonds: it cannot go on the king of hearts."],
]);
// A match's words: a game's end while the match goes on, the next deal, the last game's end.
const inMatch = { ...table, match: { games: 3, number: 1, places: [], totals: [0, 0, 0, 0] } };
const sayMatch = new Words(() => inMatch);
expect.push(
  [sayMatch.event({ type: "game_over", winner: 2, reason: "out", places: [3, 2, 1, 4], game: 1, games: 3, totals: [3, 2, 1, 4] }, inMatch, inMatch),
    "Bert is out of cards and wins game 1 of 3."],
  [sayMatch.event({ type: "game_over", winner: 0, reason: "out", places: [1, 2, 3, 4], game: 2, games: 3, totals: [4, 4, 4, 8] }, inMatch, inMatch),
    "You are out of cards: you win game 2 of 3!"],
  [sayMatch.event({ type: "game_over", winner: null, reason: "turn_limit", places: [1, 2, 3, 4], game: 1, games: 3 }, inMatch, inMatch),
    "Nobody went out in time: game 1 of 3 goes by the cards still held."],
  [sayMatch.event({ type: "game_over", winner: 1, reason: "out", places: [2, 1, 3, 4], game: 3, games: 3 }, inMatch, inMatch),
    "Ada is out of cards and wins game 3 of 3."],
  [sayMatch.event({ type: "game_over", winner: 1, reason: "out", places: [2, 1, 3, 4], game: 1, games: 1 }, table, table),
    "Ada is out of cards and wins."],
  [sayMatch.event({ type: "deal", seat: 1, starter: 1, game: 2, games: 3 }, inMatch, inMatch),
    "Game 2 of 3 is dealt: Ada starts. Swap your cards, then say you are ready."],
  [sayMatch.status({ ...inMatch, phase: "over", status: "active", ended: { game: 1, games: 3, places: [2, 1, 3, 4] } }),
    "Game 1 of 3 is over: you finish 2nd."],
  [sayMatch.gameOver({ ...inMatch, status: "finished", match: { games: 3, number: 3, places: [], totals: [6, 5, 9, 10] },
    result: { your_place: 1, totals: [6, 5, 9, 10] } }), "The match is over: you finish 2nd."],
  [sayMatch.totalsSaid([3, 2, 1, 4]), "Match totals, lower is better: You 3, Ada 2, Bert 1, Clara 4."],
  [sayMatch.nextStarter(0, 2), "You start game 2."],
);
check.expect(expect);
check.finish();
