"""The coach: what Hard would do in the person's place, why in a sentence of card-game words,
and what each of the person's own choices was worth.

It runs Hard's search (:func:`.hard.playouts_of`: worlds sampled from the seat's view, each
option played to the end with Normal's rules in every seat) on every legal action rather than
Hard's short list alone: Hard's own candidates (:func:`.hard.candidates`) and one way to
play each other action; going up (X10) is played with each move it allows next (in the
holding phase, the swaps into that packet's top row among them), and valued by the best. The
options share the same worlds, more of them than one of Hard's decisions plays, so that the
coach's values are steadier than Hard's choice. An option's value is Hard's utility in
points, lower is better as Sixes counts (``tables.coaching.gain_over`` knows the direction):
the seat's score less the others' mean, a win counting 20 points (Hard weighs a point of
margin at ``MARGIN_WEIGHT`` of a win). The input is the person's view, never more. The words
live in :mod:`.coach_words`; a reason is a :class:`cards.Phrase` of them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cards import Card, Phrase
from cards.phrase import the_card, the_cards
from sixes.players import coach_words as W
from sixes.players import policy
from sixes.players.hard import MARGIN_WEIGHT, candidates, playouts_of, utility
from sixes.players.knowledge import Seen, by_code, read
from sixes.players.model import (
    AFTER,
    BOTTOM,
    DISCARD,
    DRAW,
    END,
    HOLDING,
    KNOCK,
    MOVE,
    PACKET,
    PASS,
    SWAP,
    TAKE,
    TOP,
    UP,
    VALUES,
    Stats,
)

WORLDS = 200  # worlds every option is played out on (one of Hard's decisions: 240 playouts
# shared by its candidates)

# The least gain a review names (``GameSpec.review_min_gain``): on WORLDS worlds two runs'
# values of the difference between two options differ by 0.9 points (one standard deviation,
# measured on 37 positions), so a smaller gain may be the search's noise.
REVIEW_MIN_GAIN = 2.0

Plan = tuple[int, ...]  # an option's first steps, as the model's ints


@dataclass(frozen=True, slots=True)
class Option:
    action: Any  # one of the legal actions given
    value: float  # the score less the others' mean, a win counting -20 (lower is better)
    wins: float  # the share of the played-out games the seat wins (ties win, X3)
    plan: Plan  # the steps played out for it: the action, then what follows going up


@dataclass(frozen=True, slots=True)
class Advice:
    options: tuple[Option, ...]  # best first
    reason: Phrase  # one sentence, translated for the reader (``str`` is the English)

    @property
    def best(self) -> Any:
        return self.options[0].action

    def value_of(self, action: Any) -> float | None:
        return next((o.value for o in self.options if o.action == action), None)


def plans(seen: Seen, codes: Mapping[int, int]) -> dict[int, list[Plan]]:
    """Per legal action (as its int), the plans played out for it: Hard's candidates first,
    then one for every action Hard leaves out, going up with each move it allows next."""
    found: dict[int, list[Plan]] = {code: [] for code in codes}
    for plan in candidates(seen, codes):
        found[plan[0]].append(plan)
    for code, listed in found.items():
        if UP <= code < KNOCK:
            listed += [(code, then) for then in _after_up(seen, codes, code - UP)
                       if (code, then) not in listed]
        elif not listed:
            listed.append((code,))
    return found


def _after_up(seen: Seen, codes: Mapping[int, int], packet: int) -> list[int]:
    """The moves open once ``packet`` went up: the same, but a swap into that packet goes
    into its top row (X9)."""
    rest = [c for c in codes if not UP <= c < KNOCK]
    if seen.phase != HOLDING:
        return rest
    base = SWAP + PACKET * packet
    moved = [c for c in rest if not base <= c < base + PACKET]
    return [base + i for i in TOP] + moved


def evaluate(view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random,
             worlds: int = WORLDS) -> tuple[Option, ...]:
    """Every legal action with its value, best first (ties: Hard's candidates first, then
    the legal order)."""
    seen = read(view)
    if not legal:
        raise ValueError("no legal action to advise on")
    if not seen.on_turn or seen.phase not in (MOVE, HOLDING, AFTER):
        raise ValueError("the coach advises the seat on turn")
    codes = by_code(legal)
    if -1 in codes:
        raise ValueError("not a Sixes action")
    per_action = plans(seen, codes)
    flat = [plan for listed in per_action.values() for plan in listed]
    utilities = [0.0] * len(flat)
    wins = [0.0] * len(flat)
    seat = seen.seat
    for finals in playouts_of(seen, flat, rng, worlds):
        for j, final in enumerate(finals):
            utilities[j] += utility(final, seat)
            wins[j] += final[seat] <= min(final)
    order = {plan: j for j, plan in enumerate(flat)}
    options = []
    for code, listed in per_action.items():
        best = max(listed, key=lambda p: (utilities[order[p]], -order[p]))
        j = order[best]
        options.append((-utilities[j] / worlds / MARGIN_WEIGHT, j,
                        Option(legal[codes[code]], -utilities[j] / worlds / MARGIN_WEIGHT,
                               wins[j] / worlds, best)))
    options.sort(key=lambda item: (item[0], item[1]))
    return tuple(option for _, _, option in options)


def advise(view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random,
           also: Any = None, worlds: int = WORLDS) -> Advice:
    """The options (every legal action, ``also`` among them), best first, and why."""
    if also is not None and also not in legal:
        raise ValueError(f"{also} is not a legal action here")
    options = evaluate(view, legal, rng, worlds)
    return Advice(options, explain(view, options))


# ---------------------------------------------------------------- the reason in words

Words = str | Phrase


def say(msgid: str, **params: Words | int) -> Phrase:
    """One of the coach's texts (``coach_words``) with its placeholders filled."""
    return Phrase(msgid, params)


def card_phrase(code: str) -> Phrase:
    """``the Q♣``: a card by its glyph, as the table draws it."""
    return the_card(Card.parse(code).symbol)


def cards_phrase(codes: Sequence[str]) -> Words:
    """``the 5♥``, ``the 5♥ and the K♠``, ``the 5♥, the K♠ and the 2♦``."""
    return the_cards([Card.parse(c).symbol for c in codes])


def decimal(number: float) -> Phrase:
    """``6.1``, with the reader's decimal mark."""
    tenths = round(number * 10)
    return say(W.DECIMAL, whole=tenths // 10, tenth=tenths % 10)


def percent(share: float) -> Phrase:
    return say(W.PERCENT, share=round(100 * share))


class _Facts:
    """What the reasons name, read once from the seat's view."""

    def __init__(self, view: Mapping[str, Any], seen: Seen) -> None:
        self.view, self.seen = view, seen
        self.t, self.seat = seen.table, seen.seat
        self.stats = Stats.of_pool(seen.pool, policy.OWNER_DISCOUNT)
        self.mean = decimal(self.stats.mean)
        self.double = self.t.packets > 1
        packets = (view.get("packets") or [])[self.seat] if view.get("packets") else []
        self.codes = [code for packet in packets for code in packet.get("cards") or []]
        pile = view.get("open_pile") or []
        self.top = pile[-1] if pile else None
        holding = view.get("holding")
        self.held = holding.get("card") if isinstance(holding, Mapping) else None

    def code(self, at: int) -> str | None:
        code = self.codes[at] if at < len(self.codes) else None
        return code if isinstance(code, str) else None

    def place(self, at: int) -> Words:
        place = say(W.PLACES[at % PACKET])
        if not self.double:
            return place
        return say(W.IN_LEFT if at < PACKET else W.IN_RIGHT, place=place)

    def swap_why(self, rank: int, code: str, at: int) -> Phrase | None:
        """Why ``code`` (of ``rank``) goes in at flat position ``at``, if a simple fact
        says it."""
        packet = at // PACKET
        ranks = policy.known_ranks(self.t, self.seat, packet)
        i = at % PACKET
        old = ranks[i]
        for j, other in enumerate(ranks):
            if j != i and other == rank and self.code(PACKET * packet + j):
                return say(W.PAIRS, other=card_phrase(str(self.code(PACKET * packet + j))))
        value = VALUES[rank]
        if old < 0:
            if value < self.stats.mean:
                return say(W.UNKNOWN, mean=self.mean, card=card_phrase(code), value=value)
            return None
        old_code = self.code(at)
        if ranks.count(old) == 1 and VALUES[old] > value and old_code:
            return say(W.LOWER, old=card_phrase(old_code), old_value=VALUES[old],
                       card=card_phrase(code), value=value)
        return None

    def best_place(self, rank: int) -> int:
        return policy.best_swap(self.t, self.seat, rank, self.stats.mean)[1]

    def expect(self) -> Phrase:
        """What the seat's cards are expected to count."""
        total, unknown = policy.own_estimate(self.t, self.seat, self.stats)
        if not unknown:
            return say(W.EXPECT_KNOWN, total=round(total))
        known = sum(round(policy.estimate(policy.known_ranks(self.t, self.seat, q), 0.0))
                    for q in range(self.t.packets))
        return say(W.EXPECT, total=round(total), known=known, mean=self.mean)


def explain(view: Mapping[str, Any], options: Sequence[Option]) -> Phrase:
    """Why the best option, in card-game words (see ``coach_words``)."""
    seen = read(view)
    facts = _Facts(view, seen)
    best = options[0]
    plan = best.plan
    code = plan[0]
    decision, why = _words(facts, code, plan, best, options[1:])
    if why is None:  # the search's figures: how often it wins, else the score it leaves
        why = (say(W.PLAYED, share=percent(best.wins)) if best.wins >= 0.01
               else say(W.PLAYED_SCORE))
    return say(W.DECIDE, decision=decision, why=why)


def _words(facts: _Facts, code: int, plan: Plan, best: Option, others: Sequence[Option]
           ) -> tuple[Phrase, Phrase | None]:
    """The decision in words and, where a simple fact says it, why."""
    seen, t, seat = facts.seen, facts.t, facts.seat
    if code == DRAW:
        return say(W.DRAW), _draw_why(facts)
    if code == TAKE and facts.top:
        rank = t.top
        at = facts.best_place(rank)
        if at < 0:
            return say(W.TAKE, card=card_phrase(facts.top)), None
        return (say(W.TAKE_SWAP, card=card_phrase(facts.top), place=facts.place(at)),
                facts.swap_why(rank, facts.top, at))
    if code == PASS:
        useless = policy.draw_gain(t, seat, facts.stats) <= 0 and (
            t.top < 0 or policy.best_swap(t, seat, t.top, facts.stats.mean)[0] <= 0)
        return say(W.PASS), say(W.PASS_NOTHING) if useless else None
    held = facts.held if isinstance(facts.held, str) else None
    if SWAP <= code < UP and held:
        at = code - SWAP
        return (say(W.SWAP, card=card_phrase(held), place=facts.place(at)),
                facts.swap_why(seen.holding, held, at))
    if code == DISCARD and held:
        gain = policy.best_swap(t, seat, seen.holding, facts.stats.mean)[0]
        why = say(W.DISCARD_HIGH, value=VALUES[seen.holding], mean=facts.mean)
        return say(W.DISCARD, card=card_phrase(held)), why if gain <= 0 else None
    if UP <= code < KNOCK:
        return _up_words(facts, code - UP, plan)
    if code >= KNOCK:
        return _knock_words(facts, code - KNOCK, best, others)
    if code == END:
        return say(W.END), _end_why(facts, best, others)
    return say(W.DRAW), None  # pragma: no cover - every legal action is worded above


def _draw_why(facts: _Facts) -> Phrase | None:
    t, seat, stats = facts.t, facts.seat, facts.stats
    if facts.top is None:
        return say(W.EMPTY_PILE)
    draw = policy.draw_gain(t, seat, stats)
    if t.knocked >= 0:
        return say(W.LAST_DRAW, mean=facts.mean) if draw > 0 else None
    take = policy.best_swap(t, seat, t.top, stats.mean)[0]
    if take <= 0:
        return say(W.TOP_USELESS, top=card_phrase(facts.top), mean=facts.mean)
    if take <= draw:
        return say(W.TOP_LESS, top=card_phrase(facts.top))
    return None


def _up_words(facts: _Facts, packet: int, plan: Plan) -> tuple[Phrase, Phrase | None]:
    then = plan[1] if len(plan) > 1 else -1
    held = facts.held if isinstance(facts.held, str) else None
    if facts.seen.phase == HOLDING and held and SWAP <= then < UP:
        decision = say(W.GO_UP_SWAP, card=card_phrase(held), place=facts.place(then - SWAP))
    elif facts.double:
        decision = say(W.GO_UP_LEFT if packet == 0 else W.GO_UP_RIGHT)
    else:
        decision = say(W.GO_UP)
    bottom = [facts.code(PACKET * packet + i) for i in BOTTOM]
    known = [code for code in bottom if code]
    if len(known) < len(bottom):
        return decision, None
    row = say(W.ROW if not facts.double else W.ROW_LEFT if packet == 0 else W.ROW_RIGHT)
    return decision, say(W.UP_WHY, row=row, cards=cards_phrase(known), mean=facts.mean)


def _end_of(others: Sequence[Option], kinds: range | tuple[int, ...]) -> Option | None:
    return next((o for o in others if o.plan[0] in kinds), None)


def _knock_words(facts: _Facts, packet: int, best: Option, others: Sequence[Option]
                 ) -> tuple[Phrase, Phrase | None]:
    t, seat = facts.t, facts.seat
    end = _end_of(others, (END,))
    first = facts.double and not t.done[seat]  # D4's first stage
    decision = say(W.KNOCK if not facts.double else W.DONE_LEFT if packet == 0
                   else W.DONE_RIGHT)
    if end is None:
        return decision, None
    now, later = percent(best.wins), percent(end.wins)
    if first:
        ranks = policy.known_ranks(t, seat, packet)
        if -1 in ranks:
            return decision, None
        total = round(policy.estimate(ranks, 0.0))
        return decision, say(W.DONE_FIRST_WHY, total=total, now=now, later=later)
    return decision, say(W.KNOCK_WHY, expect=facts.expect(), now=now, later=later)


def _end_why(facts: _Facts, best: Option, others: Sequence[Option]) -> Phrase | None:
    t, seat = facts.t, facts.seat
    # End turn is offered only after a move outside a final round, always beside a knock
    # (X11, D4): a knock to compare with is there.
    knock = _end_of(others, range(KNOCK, KNOCK + 2))
    if knock is None:
        return None
    now, later = percent(knock.wins), percent(best.wins)
    if facts.double and not t.done[seat]:
        return say(W.END_FIRST_WHY, now=now, later=later)
    return say(W.END_WHY, expect=facts.expect(), now=now, later=later)


__all__ = ["REVIEW_MIN_GAIN", "WORLDS", "Advice", "Option", "advise", "evaluate", "explain",
           "plans"]
