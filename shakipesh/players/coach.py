"""The coach: what Hard would do in the person's place, why in a sentence of card-game words,
and what each of the person's own choices was worth.

It makes Hard's plan for the rest of the turn (:func:`.search.plan`: every way to play the
turn searched, the best endings and the shakipesh played out on worlds sampled from the
person's view) and advises its next step. Every legal action gets an option valued like
the game counts (lower is better: ``tables.coaching.gain_over`` knows the direction): the
cards the seat is expected to hold at the round's end less the others' mean (K12). An action
that begins one of the plan's candidates takes the best such candidate's value; any other
is valued by the best ending it leads to, played out on the first of the same worlds. The
plan's own step comes first, and no other option is valued above it (the difference would
be within the search's noise). The input is the person's view, never more. The words live
in :mod:`.coach_words`; a reason is a :class:`cards.Phrase` of them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cards import Phrase
from cards.phrase import the_card, the_cards
from shakipesh.engine.actions import COMBINE, END, LAY, NEW_PILE, PASS, SHAKIPESH, Action
from shakipesh.engine.deck import hand_order, symbol
from shakipesh.players import coach_words as W
from shakipesh.players import policy, search
from shakipesh.players.knowledge import Seen, read
from shakipesh.players.model import Ending, Position, down, endings, low, to_move, tops_of, up
from shakipesh.players.normal import as_action
from shakipesh.players.rollout import play_out

OTHER_WORLDS = 32  # worlds an action outside the plan's candidates is played out on
OTHER_BUDGET = 600  # positions searched after such an action
OTHER_ENDINGS = 2  # its endings played out, best by static value first


@dataclass(frozen=True, slots=True)
class Option:
    action: Action
    value: float  # cards expected at the round's end less the others' mean (lower is better)


@dataclass(frozen=True, slots=True)
class Advice:
    options: tuple[Option, ...]  # best first
    reason: Phrase  # one sentence, translated for the reader (``str`` is the English)

    @property
    def best(self) -> Action:
        return self.options[0].action

    def value_of(self, action: Action) -> float | None:
        return next((o.value for o in self.options if o.action == action), None)


def first_action(choice: search.Choice, seen: Seen) -> Action:
    return as_action(choice.moves[0] if choice.moves else policy.END, seen)


def evaluate(seen: Seen, legal: Sequence[Action], choices: list[search.Choice]
             ) -> tuple[Option, ...]:
    """Every legal action with its value, the plan's step first, then best first (ties:
    the legal order)."""
    values: dict[Action, float] = {}
    for choice in choices:
        if choice.worlds or not choice.position.hand:  # played out, or out (K12)
            values.setdefault(first_action(choice, seen), -choice.value)
    best = first_action(choices[0], seen)
    worlds = search.Worlds(seen)
    for action in legal:
        if action not in values:
            values[action] = -_other_value(seen, action, worlds)
    floor = values.get(best, 0.0)
    rest = sorted((a for a in legal if a != best), key=lambda a: (values[a], legal.index(a)))
    return (Option(best, floor), *(Option(a, max(values[a], floor)) for a in rest))


def _other_value(seen: Seen, action: Action, worlds: search.Worlds) -> float:
    """The mean utility of the best ending after ``action``, on the first worlds."""
    start = Position.of(seen)
    sample = worlds.first(OTHER_WORLDS)
    if action.type == PASS:
        nxt = (seen.seat + 1) % seen.seats
        total = sum(search.utility(play_out(w, nxt, seen.passes + 1), seen.seat)
                    for w in sample)
        return total / len(sample)
    if action.type == SHAKIPESH:
        options = [Ending(search.SHAKE_MOVES, start)]
    elif action.type == END:
        options = [Ending((), start)]
    else:
        move = to_move(action, seen)
        child = start.play(move)
        if not child.hand:
            return search.utility(search.scores_out(seen), seen.seat)
        found = endings(child, OTHER_BUDGET)
        if len(found) == 1 and not found[0].position.hand:
            return search.utility(search.scores_out(seen), seen.seat)
        options = [Ending((move, *e.moves), e.position) for e in
                   search.candidates_of(seen, child, found, OTHER_ENDINGS, shake=False)]
    return max(search.value_on(seen, o, sample) for o in options) / len(sample)


def advise(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
           also: Action | None = None, playouts: int = search.PLAYOUTS) -> Advice:
    """The options (every legal action, ``also`` among them), best first, and why. The
    answer depends on the view alone (the worlds are seeded by the turn), not on ``rng``."""
    if not legal:
        raise ValueError("no legal action to advise on")
    if also is not None and also not in legal:
        raise ValueError(f"{also} is not a legal action here")
    seen = read(view)
    choices = search.plan(seen, playouts=playouts)
    options = evaluate(seen, legal, choices)
    return Advice(options, explain(seen, choices[0], options[0].action))


# ---------------------------------------------------------------- the reason in words

Words = str | Phrase


def say(msgid: str, **params: Words) -> Phrase:
    """One of the coach's texts (``coach_words``) with its placeholders filled."""
    return Phrase(msgid, params)


def card_phrase(card: int) -> Phrase:
    return the_card(symbol(card))


def cards_phrase(cards: Sequence[int]) -> Words:
    """``the 5♥``, ``the 5♥ and the 9♠``, ``the 5♥, the 9♠ and the J♦``."""
    return the_cards([symbol(c) for c in cards])


def _card(mask: int) -> int:
    return mask.bit_length() - 1


def explain(seen: Seen, plan: search.Choice, action: Action) -> Phrase:
    """Why ``action``, the first step of ``plan``, in card-game words (``coach_words``)."""
    start = Position.of(seen)
    hand, bottoms = start.hand, start.bottoms
    tops = tops_of(start.table, bottoms)
    out = not plan.position.hand
    if action.type == LAY:
        bit = 1 << action.card
        card, top = card_phrase(action.card), card_phrase(_card(up(bit)))
        follower = down(bit)
        if out:
            return say(W.LAY_OUT, card=card, top=top)
        if follower & bottoms:
            return say(W.LAY_COMBINE, card=card, top=top, bottom=card_phrase(_card(follower)))
        if follower & hand:
            return say(W.LAY_RUN, card=card, top=top, next=card_phrase(_card(follower)))
        return say(W.LAY, card=card, top=top)
    if action.type == COMBINE:
        moved = next(p for p in seen.piles if p.id == action.pile)
        bottom, top = card_phrase(moved.bottom), card_phrase(_card(up(1 << moved.bottom)))
        return say(W.COMBINE_OUT if out else W.COMBINE, bottom=bottom, top=top)
    if action.type == NEW_PILE:
        card = card_phrase(action.card)
        follower = down(1 << action.card)
        if out:
            return say(W.NEW_OUT, card=card)
        if follower & bottoms:
            return say(W.NEW_JOIN, card=card, bottom=card_phrase(_card(follower)))
        return say(W.NEW_LEAST, card=card)
    if action.type == END:
        kept = hand & down(tops)
        if kept:
            return say(W.END_KEEP, cards=cards_phrase(sorted(low(kept), key=hand_order)))
        return say(W.END_DONE)
    if action.type == SHAKIPESH:
        if not (hand & down(tops)):
            return say(W.SHAKE_STUCK)
        if policy.context_of(seen).early:
            return say(W.SHAKE_EARLY)
        return say(W.SHAKE)
    return say(W.PASS)


__all__ = ["Advice", "Option", "advise", "cards_phrase", "evaluate", "explain", "say"]
