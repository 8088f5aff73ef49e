"""The coach: what Hard would do in the person's place, why in a sentence of card-game words,
and what each of the person's own choices was worth.

It uses Hard's search (:func:`.search.evaluate`: worlds sampled from the seat's view, every
kind of action played out on the same worlds) and keeps each option's mean place (lower is
better, as the game counts: ``tables.coaching.gain_over`` knows the direction), so a hint can
say why and a review can say how much a different choice would have gained. Every legal
action gets an option: actions that differ only in suits (H1) share their kind's value, and
so do the face-down positions (H13). In the swap (H4) Hard follows the table of
:mod:`.swap`: the coach values Ready by search and each exchange as Ready's value plus what
the table says the exchange changes. The input is the person's view, never more. The words
live in :mod:`.coach_words`; a reason is a :class:`cards.Phrase` of them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cards import Phrase
from cards.phrase import the_card, the_cards
from shiesta.engine.actions import FACE_DOWN, PICKUP, PLAY, READY, SWAP, Action
from shiesta.engine.deck import (
    RANK_MASK,
    RANK_OF,
    SEVEN,
    SPECIAL_MASK,
    TEN,
    THREE,
    TWO,
    indices,
)
from shiesta.engine.deck import symbol as card_text
from shiesta.players import coach_words as W
from shiesta.players import search, swap
from shiesta.players.knowledge import Knowledge, blocks_with_seven
from shiesta.players.normal import DANGER
from shiesta.players.sampler import Belief


@dataclass(frozen=True, slots=True)
class Option:
    action: Action
    value: float  # the seat's mean place over the sampled worlds (lower is better)


@dataclass(frozen=True, slots=True)
class Advice:
    options: tuple[Option, ...]  # best first
    reason: Phrase  # one sentence, translated for the reader (``str`` is the English)

    @property
    def best(self) -> Action:
        return self.options[0].action

    def value_of(self, action: Action) -> float | None:
        return next((o.value for o in self.options if o.action == action), None)


def evaluate(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
             rollouts: int = search.ROLLOUTS) -> tuple[Option, ...]:
    """Every legal action with its mean place, best first (ties: the search's order, then
    the legal order)."""
    if not legal:
        raise ValueError("no legal action to advise on")
    classes = search.classes(view, legal)
    if legal[-1].type == READY:
        scored = _swap_values(view, legal, rng, rollouts)
    else:
        scored = search.evaluate(view, legal, rng, rollouts)
        if len(scored) == 1:  # one kind of action: still say what it is worth
            seat = int(view["seat"])
            scored = [(scored[0][0], _mean_place(view, scored[0][0], seat, rng, rollouts))]
    # ``scored`` is best first; each kind's actions follow in the legal order.
    return tuple(Option(action, value) for rep, value in scored for action in classes[rep])


def _mean_place(view: Mapping[str, Any], action: Action, seat: int, rng: random.Random,
                rollouts: int) -> float:
    belief = Belief.from_view(view)
    count = search.samples_for(1, rollouts)
    total = 0
    for _ in range(count):
        total += search.rollout(belief.sample(rng), seat, action)[seat]
    return total / count


def _swap_values(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
                 rollouts: int) -> list[tuple[Action, float]]:
    """Ready by search; each kind of exchange as Ready's value plus the table's change
    (the table is far surer of a swap than a search of one decision could be)."""
    know = Knowledge.from_view(view)
    hand, up = know.hand, know.face_up[know.seat]
    ready = next(a for a in legal if a.type == READY)
    base = _mean_place(view, ready, know.seat, rng, rollouts)
    scored = [(rep, base + swap.change(up, *rep.cards) if rep.type == SWAP else base)
              for rep in search.classes(view, legal)]
    first = swap.next_swap(hand, up) or ready
    kinds = {search.kind_of(first)}
    return sorted(scored, key=lambda s: (s[1], search.kind_of(s[0]) not in kinds))


def advise(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
           also: Action | None = None, rollouts: int = search.ROLLOUTS) -> Advice:
    """The options (every legal action, ``also`` among them), best first, and why."""
    if also is not None and also not in legal:
        raise ValueError(f"{also} is not a legal action here")
    options = evaluate(view, legal, rng, rollouts)
    return Advice(options, explain(view, options))


# ---------------------------------------------------------------- the reason in words

Words = str | Phrase


def say(msgid: str, **params: Words | int) -> Phrase:
    """One of the coach's texts (``coach_words``) with its placeholders filled."""
    return Phrase(msgid, params)


def cards_phrase(cards: Sequence[int]) -> Words:
    """``the 5♥``, ``the 5♥ and the 5♠``, ``the 5♥, the 5♠ and the 5♦``."""
    return the_cards([card_text(c) for c in cards])


def explain(view: Mapping[str, Any], options: Sequence[Option]) -> Phrase:
    """Why the best option, in card-game words (see ``coach_words``)."""
    action = options[0].action
    know = Knowledge.from_view(view)
    top = the_card(card_text(know.pile[-1])) if know.pile else ""
    if action.type == SWAP:
        h, u = action.cards
        words = W.SWAP_SPECIAL if RANK_OF[h] in (TWO, THREE, TEN) else W.SWAP
        return say(words, up=the_card(card_text(h)),
                   down=the_card(card_text(u)))
    if action.type == READY:
        return say(W.READY)
    if action.type == FACE_DOWN:
        return say(W.FACE_DOWN)
    if action.type == PICKUP:
        # H10: a pick-up is never a choice; after a 3 (H7) it is forced, else nothing goes.
        if view.get("must_pick_up"):
            return say(W.PICK_UP_FORCED)
        return say(W.PICK_UP_STUCK, top=top)
    if action.type == PLAY:
        return _play_reason(view, know, action, [o.action for o in options], top)
    return Phrase(str(action))  # pragma: no cover - every kind of action is worded above


def _play_reason(view: Mapping[str, Any], know: Knowledge, action: Action,
                 others: Sequence[Action], top: Words) -> Phrase:
    cards = cards_phrase(action.cards)
    rank = RANK_OF[action.cards[0]]
    source = know.hand or know.face_up[know.seat]
    playable = 0
    for other in others:
        if other.type == PLAY:
            for card in other.cards:
                playable |= 1 << card
    normal = playable & ~SPECIAL_MASK
    nxt = know.next_seat
    danger = know.held(nxt) <= DANGER
    ranks = {RANK_OF[card] for a in (action, *others) if a.type == PLAY for card in a.cards}
    if view.get("opening") and len(ranks) == 1:  # H5 binds; when nobody could open, it is free
        return say(W.OPEN, cards=cards)
    if rank == THREE:
        return say(W.THREE_BLOCK if danger and know.pile else W.THREE, cards=cards)
    if rank == TEN:
        if not know.pile or normal:
            return say(W.BURN, cards=cards) if know.pile else say(W.SPECIAL_ANY, cards=cards)
        return say(W.BURN_STUCK, cards=cards, top=top)
    if rank == TWO:
        if normal:
            return say(W.TWO_KEEP, cards=cards)
        return say(W.TWO, cards=cards, top=top) if know.pile else say(W.TWO_KEEP, cards=cards)
    if rank == SEVEN:
        after = (know.seat - know.direction) % know.seats  # the 7 turns play around (H8)
        if know.held(after) <= DANGER and blocks_with_seven(know.known_hands[after]
                                                            & ~know.out):
            return say(W.SEVEN_BLOCK, cards=cards)
        return say(W.SEVEN, cards=cards)
    same = source & RANK_MASK[rank]
    if len(action.cards) < same.bit_count():
        kept = same & ~sum(1 << c for c in action.cards)
        return say(W.SPLIT, cards=cards, kept=cards_phrase(indices(kept)))
    highest = RANK_OF[normal.bit_length() - 1] if normal else -1
    lowest = RANK_OF[(normal & -normal).bit_length() - 1] if normal else -1
    if danger and rank == highest and rank != lowest:
        return say(W.HIGH_BLOCK, cards=cards)
    if len(action.cards) >= 2:
        return say(W.SET, cards=cards)
    if rank == lowest:
        specials = source & SPECIAL_MASK
        if specials:
            return say(W.LOW_KEEP, cards=cards, specials=cards_phrase(indices(specials)))
        return say(W.LOW, cards=cards)
    return say(W.ANY, cards=cards)


__all__ = ["Advice", "Option", "advise", "cards_phrase", "evaluate", "explain", "say"]
