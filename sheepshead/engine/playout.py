"""Fast random playouts of one deal, for benchmarks and for search players.

The immutable engine builds a new state per action; a search player needs thousands of
deals per decision. This runs a deal from any position to its scores on plain ints, with
uniformly random legal actions. It calls the rule primitives of ``rules.py`` for calls, the
S15 duties and scoring; only following suit and the trick winner (S13, S14) are inlined in
the hot loop. ``sheepshead/tests/engine/test_playout.py`` replays recorded playouts through
``game.apply_to_deal`` to prove both paths agree.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from sheepshead.engine import rules
from sheepshead.engine.actions import ALONE, BURY, CALL, PASS, PICK, PLAY, UNKNOWN, Action
from sheepshead.engine.deck import BIT, CAN_WIN, N_CARDS, POINTS, SUIT_MASK, SUIT_OF, indices
from sheepshead.engine.state import Deal, Phase

Record = list[tuple[int, Action]]

_PLAY = rules.play_mask
_WINNER = rules.trick_winner
_NO_DUTY, _PICKER_HOLD, _PARTNER_HOLD = rules.NO_DUTY, rules.PICKER_HOLD, rules.PARTNER_HOLD
_NO_CARD = 1 << N_CARDS  # a bit weaker than every card's
_BIT_POINTS = {1 << card: points for card, points in enumerate(POINTS)}
_ORDER = tuple(tuple((leader + i) % 5 for i in range(5)) for leader in range(5))


def random_bit(mask: int, rand: Callable[[], float]) -> int:
    """A uniformly chosen set bit of a non-empty ``mask``."""
    k = int(rand() * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return mask & -mask


def _holder(hands: list[int], bit: int) -> int:
    seat = 0
    while not hands[seat] & bit:
        seat += 1
    return seat


def random_playout(deal: Deal, rng: random.Random, record: Record | None = None) -> tuple[int, ...]:
    """Play ``deal`` to the end with uniformly random legal actions; return the deal scores.

    With ``record``, every action is appended as ``(seat, Action)``.
    """
    rand = rng.random
    hands = list(deal.hands)
    phase, turn, picker, bury = deal.phase, deal.turn, deal.picker, deal.bury
    called, partner, unknown = deal.called, deal.partner, deal.unknown
    leader = (deal.dealer + 1) % 5

    if phase is Phase.PICK:
        while True:
            if rand() < 0.5:
                picker, phase = turn, Phase.BURY
                hands[turn] |= deal.blind
                if record is not None:
                    record.append((turn, Action(PICK)))
                break
            if record is not None:
                record.append((turn, Action(PASS)))
            turn = (turn + 1) % 5
            if turn == leader:
                phase = Phase.PLAY
                break
    if phase is Phase.BURY:
        hand = hands[picker]
        first = random_bit(hand, rand)
        bury = first | random_bit(hand & ~first, rand)
        hands[picker] = hand & ~bury
        phase = Phase.CALL
        if record is not None:
            record.append((picker, Action.make(BURY, *indices(bury))))
    if phase is Phase.CALL:
        options = rules.call_options(hands[picker], bury)
        k = int(rand() * (len(options) + 1))
        if k == len(options):
            phase = Phase.PLAY
            if record is not None:
                record.append((picker, Action(ALONE)))
        else:
            called, needs_unknown = options[k]
            partner = _holder(hands, BIT[called])
            phase = Phase.UNKNOWN if needs_unknown else Phase.PLAY
            if record is not None:
                record.append((picker, Action(CALL, (called,))))
    if phase is Phase.UNKNOWN:
        bit = random_bit(hands[picker], rand)
        hands[picker] &= ~bit
        unknown = bit.bit_length() - 1
        if record is not None:
            record.append((picker, Action(UNKNOWN, (unknown,))))

    # Play (S13–S15), resuming a trick in progress if there is one.
    taken, won = [0] * 5, [0] * 5
    unknown_seat = picker if unknown >= 0 else -1  # while the unknown is still to be played
    for trick in deal.tricks:
        taken[trick.winner] += sum(POINTS[c] for c in trick.cards)
        won[trick.winner] += 1
        if trick.unknown_at >= 0:
            unknown_seat = -1
    trick_no = len(deal.tricks)
    called_trick = deal.called_trick
    suit = SUIT_OF[called] if called >= 0 else -1
    called_bit = BIT[called] if called >= 0 else 0
    # S15 duties by seat, in force until the trick in which the called suit is first led ends.
    duties = [_NO_DUTY] * 5
    if called >= 0 and (called_trick < 0 or called_trick == trick_no):
        duties[partner] = _PARTNER_HOLD
        if unknown < 0:
            duties[picker] = _PICKER_HOLD
    # A trick in progress is resumed at its next position. The loop below inlines following
    # suit and the trick winner (S13, S14) on bits: a lower bit is a stronger card.
    current = deal.trick
    trick_leader = current.leader if current is not None else leader
    unknown_bit = BIT[unknown] if unknown >= 0 else 0
    while trick_no < 6:
        seats = _ORDER[trick_leader]
        start, led, best, best_seat, trick_points = 0, -1, _NO_CARD, -1, 0
        if current is not None and current.cards:  # resuming
            start, unknown_at = len(current.cards), current.unknown_at
            if unknown_at >= 0:
                unknown_seat = -1
            led = rules.led_suit(current.cards, unknown_at, suit)
            win_at = _WINNER(current.cards, led, unknown_at)
            if win_at >= 0:
                best, best_seat = BIT[current.cards[win_at]], seats[win_at]
            trick_points = sum(POINTS[c] for c in current.cards)
        current = None
        follow = SUIT_MASK[led] if led >= 0 else 0
        can_win = CAN_WIN[led] if led >= 0 else 0
        for seat in seats[start:]:
            hand = hands[seat]
            if seat == unknown_seat and (
                not hand or (led == suit and called_trick == trick_no)
            ):
                bit = unknown_bit  # face down: counts as the called suit, never wins (S10)
                unknown_seat = -1
                if led < 0:
                    led, follow, can_win = suit, SUIT_MASK[suit], CAN_WIN[suit]
                    if called_trick < 0:
                        called_trick = trick_no
            else:
                duty = duties[seat]
                if duty:
                    legal = _PLAY(hand, led, duty, suit, called_bit)
                elif led < 0:
                    legal = hand
                else:
                    legal = hand & follow or hand
                if legal & (legal - 1):
                    k = int(rand() * legal.bit_count())
                    while k:
                        legal &= legal - 1
                        k -= 1
                bit = legal & -legal
                hands[seat] = hand ^ bit
                if led < 0:
                    led = SUIT_OF[bit.bit_length() - 1]
                    follow, can_win = SUIT_MASK[led], CAN_WIN[led]
                    if called_trick < 0 and led == suit:
                        called_trick = trick_no
                if bit < best and bit & can_win:
                    best, best_seat = bit, seat
            trick_points += _BIT_POINTS[bit]
            if record is not None:
                record.append((seat, Action(PLAY, (bit.bit_length() - 1,))))
        taken[best_seat] += trick_points
        won[best_seat] += 1
        if called_trick == trick_no:
            duties = [_NO_DUTY] * 5
        trick_no += 1
        trick_leader = best_seat

    if picker < 0:
        return rules.leaster_scores(taken, won)[0]
    if called < 0:
        partner = -1
    side_points = taken[picker] + (taken[partner] if partner >= 0 else 0)
    side_points += sum(POINTS[c] for c in indices(bury))
    side_tricks = won[picker] + (won[partner] if partner >= 0 else 0)
    return rules.payments(picker, partner, rules.picker_base(side_points, side_tricks))


__all__ = ["random_bit", "random_playout"]
