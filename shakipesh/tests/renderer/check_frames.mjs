// @ts-check
// The Shakipesh renderer's frames against the server's views, with the shared harness
// (tests/js/frames_harness.mjs): also what the taps offer against the legal actions, and the
// words of every event, status line and pile. Usage: node check_frames.mjs GAMES.json
// (written by test_renderer_frames.py). Prints failures, then one JSON summary line.
import { checkFrames } from "../../../tests/js/frames_harness.mjs";
import {
  byEngine, byHand, combinable, combineOf, combinePartners, follows, frames, layTargets, movableCards, newPileOf,
} from "../../static/shakipesh/model.js";
import { Words, newPileLabel, pileLabel } from "../../static/shakipesh/words.js";

/** @typedef {import("../../../tests/js/frames_harness.mjs").FrameCheck} FrameCheck */

const sorted = (/** @type {Iterable<number>} */ set) => [...set].sort((a, b) => a - b);

/**
 * What the taps offer agrees with the view's legal actions (K7, K8, K10).
 * @param {FrameCheck} check
 * @param {Record<string, any>} view
 */
function checkOffers(check, view) {
  const legal = view.legal_actions;
  for (const card of view.hand) {
    const piles = legal.filter((a) => a.type === "lay" && a.card === card).map((a) => a.pile);
    if (!check.same(sorted(layTargets(view, card)), piles.sort((a, b) => a - b))) check.fail("lay targets", view.version, card);
    // On the person's turn a lay target is a pile whose top the card follows (K2): the
    // table's own rule agrees.
    if (!legal.length) continue;
    for (const pile of view.piles) {
      if (follows(card, pile.cards[pile.cards.length - 1]) !== piles.includes(pile.id)) check.fail("follows", view.version, card, pile.id);
    }
    if (Boolean(newPileOf(view, card)) !== legal.some((a) => a.type === "new_pile" && a.card === card)) check.fail("new pile", view.version, card);
  }
  const movable = movableCards(view);
  for (const a of legal) {
    if ((a.type === "lay" || a.type === "new_pile") && !movable.has(a.card)) check.fail("movable", view.version, a.card);
    if (a.type === "combine") {
      if (!combinable(view).has(a.pile) || !combinePartners(view, a.pile).has(a.onto)) check.fail("combinable", view.version);
      // Tapping the two piles either way round makes that combination (or the reverse one
      // when both fit).
      const chosen = combineOf(view, a.pile, a.onto);
      if (!chosen || chosen.type !== "combine") check.fail("combine of", view.version, a.pile, a.onto);
    }
  }
  if (!check.same([...view.hand].sort(byEngine), view.hand)) check.fail("hand order", view.version);
  if ([...view.hand].sort(byHand).length !== view.hand.length) check.fail("shown hand", view.version);
}

const check = checkFrames({
  frames,
  keys: ["phase", "status", "round", "dealer", "turn", "to_act", "may_act", "hand", "hand_sizes",
    "stock", "piles", "turn_state", "passes", "totals", "turns", "rounds", "result"],
  kindOf: (event) => event.kind,
  game: ({ seat, views }, check) => {
    const say = new Words(() => views[0]);
    return {
      frame: ({ event, kind, view, before }) => {
        if (kind === "round_over") check.count(`round_over:${event.reason}`);
        if (kind === "shakipesh" && event.seat === seat) check.count("shakipesh:mine");
        if (kind === "deal" && event.round > 1) check.count("deal:later");
        check.reads(say.event(event, before, view), {}, "words", kind);
        check.reads(say.status(view, {}), { empty: true }, "status", kind);
      },
      after: () => {
        for (const view of views) {
          checkOffers(check, view);
          check.reads(say.status(view, { interactive: true }), {}, "status of view", view.version);
          // Every card the person may move, chosen, says where it may go.
          for (const card of movableCards(view)) {
            const chosen = say.status(view, { interactive: true, picked: { card } });
            if (check.reads(chosen, {}, "chosen card", view.version, card) && chosen.includes("follows no pile")) {
              check.fail("chosen card", view.version, card, chosen);
            }
          }
          for (const pile of view.piles) check.reads(pileLabel(pile), {}, "pile label");
          if (view.status !== "finished" && view.limit > 1 && !say.info(view).includes(String(view.limit))) check.fail("info", say.info(view));
        }
      },
    };
  },
});

// The words for a few events and piles, as the aria-live line and the labels say them.
const table = { seat: 0, seats: 3, dealer: 2, limit: 25, round: 2, totals: [4, 0, 9], players: ["Me", "Ada", "Bert"].map((name) => ({ name })) };
const piles = { ...table, piles: [{ id: 0, cards: ["10H"] }, { id: 3, cards: ["8S", "7S", "6S"] }, { id: 5, cards: ["5S", "4S"] }] };
const say = new Words(() => table);
check.expect([
  [say.event({ kind: "lay", seat: 0, card: "9H", pile: 0 }, piles, piles), "You lay the nine of hearts on the ten of hearts."],
  [say.event({ kind: "lay", seat: 1, card: "5S", pile: 3 }, piles, piles), "Ada lays the five of spades on the six of spades."],
  [say.event({ kind: "combine", seat: 2, pile: 5, onto: 3, rights: 1 }, piles, piles),
    "Bert puts the pile from the five of spades on the six of spades and may lay 1 new pile."],
  [say.event({ kind: "combine", seat: 0, pile: 5, onto: 3, rights: 2 }, piles, piles),
    "You put the pile from the five of spades on the six of spades: lay 2 cards as new piles."],
  [say.event({ kind: "new_pile", seat: 1, card: "KD", pile: 6 }, piles, piles), "Ada lays the king of diamonds as a new pile."],
  [say.event({ kind: "shakipesh", seat: 0, drawn: ["2C", "QD"], card: "7H", pile: 7 }, piles, piles),
    "Shakipesh! You draw the two of clubs and the queen of diamonds and turn up the seven of hearts."],
  [say.event({ kind: "shakipesh", seat: 2, drawn: [null, null], card: "7H", pile: 7 }, piles, piles),
    "Shakipesh! Bert draws two cards and turns up the seven of hearts."],
  [say.event({ kind: "deal", round: 3, dealer: 2 }, table, table), "Round 3 is dealt: you begin."],
  [say.event({ kind: "round_over", round: 2, reason: "out", winner: 1 }, table, table), "Ada is out of cards and wins round 2."],
  [say.status({ ...piles, turn: 0, turn_state: { started: true, laid: 0, rights: 1 }, legal_actions: [{ type: "new_pile", card: "KD" }] },
    { interactive: true }), "Lay any card as a new pile"],
  [say.status({ ...piles, turn: 1, legal_actions: [] }, { thinking: 1 }), "Ada is thinking…"],
  [pileLabel(piles.piles[1]), "6 of spades on top, 8 of spades at the bottom: a pile of 3 cards"],
  [pileLabel(piles.piles[0]), "10 of hearts: a pile of one card"],
  [pileLabel(piles.piles[0], "9H"), "10 of hearts: a pile of one card, click to lay the nine of hearts here"],
  [newPileLabel(1, "KD"), "New pile: click to lay the king of diamonds here as a new pile"],
  [newPileLabel(2), "New pile: lay any card here (2 to lay)"],
  [say.info(table), "Round 2 · game to 25 points · your total 4"],
  [["AH", "KH", "2H", "3C", "QS", "10D"].sort(byHand).join(" "), "QS KH 2H AH 3C 10D"],
  [String(follows("AH", "2H") && follows("KH", "AH") && !follows("2H", "AH") && !follows("9D", "10H")), "true"],
]);
check.finish();
