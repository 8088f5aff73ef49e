"""A fast rule-of-thumb playout of one complete deal, for the search player's rollouts.

Same loop as ``engine/playout.py`` (plain ints, the S15 duties from ``rules.play_mask``), but
every seat plays a simple open-handed policy instead of random cards: in a sampled deal all
hands are known, so "can a foe still beat this card?" is a few bit operations. The policy:
pick and bury like the heuristic player; the picker's side leads trump, defenders lead the
called suit, then fail; take a trick with the cheapest card no foe can beat; schmier points
on a friend's sure trick; otherwise throw the cheapest card. In a leaster, duck and shed.
It is deterministic: the search's randomness is all in the sampled deals.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from sheepshead.engine import rules
from sheepshead.engine.actions import ALONE, BURY, CALL, PASS, PICK, PLAY, UNKNOWN, Action
from sheepshead.engine.deck import (
    BIT,
    CAN_WIN,
    N_CARDS,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    TRUMP,
    indices,
)
from sheepshead.engine.playout import Record
from sheepshead.engine.state import Deal, Phase
from sheepshead.players import bidding

_NO_CARD = 1 << N_CARDS  # weaker than every card
_TRUMPS = SUIT_MASK[TRUMP]
_ORDER = tuple(tuple((leader + i) % 5 for i in range(5)) for leader in range(5))
_BIT_POINTS = {1 << c: p for c, p in enumerate(POINTS)}
# What a card is worth kept, in points: trumps by power (QC 9 … 7D 2.5), fail cards nothing.
_KEEP = {1 << c: (2.0 + 0.5 * (14 - c) if c < 14 else 0.0) for c in range(N_CARDS)}
LEASTER_CHEAP = 4  # a trick with at most this many points is cheap enough to take
_THRESHOLD = tuple(bidding.pick_threshold(p) for p in range(5))
# The heuristic bury and call are pure functions of the cards, and the search asks for the
# same hands again and again (its own hand with each possible blind): remember them.
_plan_bury = lru_cache(maxsize=1 << 16)(bidding.plan_bury)
_best_call = lru_cache(maxsize=1 << 16)(bidding.best_call)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def policy_playout(deal: Deal, record: Record | None = None) -> tuple[int, ...]:
    """Play ``deal`` to the end with the rollout policy; return the deal scores.

    With ``record``, every action is appended as ``(seat, Action)`` (for tests).
    """
    return policy_outcome(deal, record).scores


class Outcome(NamedTuple):
    """How a playout ended: more is better for a seat in both ``scores`` and ``points``."""

    scores: tuple[int, ...]  # the deal scores (S18, S19)
    points: tuple[int, ...]  # per seat, the card points its side ended with (the bury
    # counts for the picker's side); in a leaster, minus the seat's own


def policy_outcome(deal: Deal, record: Record | None = None) -> Outcome:
    """:func:`policy_playout`, with the card points each side ended with."""
    hands = list(deal.hands)
    phase, turn, picker, bury = deal.phase, deal.turn, deal.picker, deal.bury
    called, partner, unknown = deal.called, deal.partner, deal.unknown
    dealer = deal.dealer
    leader = (dealer + 1) % 5
    call = -2  # the planned call, once the bury is made here

    if phase is Phase.PICK:
        seat = turn
        while True:
            if bidding.pick_strength(hands[seat]) >= _THRESHOLD[(seat - dealer - 1) % 5]:
                picker, phase = seat, Phase.BURY
                hands[seat] |= deal.blind
                if record is not None:
                    record.append((seat, Action(PICK)))
                break
            if record is not None:
                record.append((seat, Action(PASS)))
            seat = (seat + 1) % 5
            if seat == leader:
                phase = Phase.PLAY
                break
    if phase is Phase.BURY:
        bury, call = _plan_bury(hands[picker])
        hands[picker] &= ~bury
        phase = Phase.CALL
        if record is not None:
            record.append((picker, Action.make(BURY, *indices(bury))))
    if phase is Phase.CALL:
        if call == -2:
            call = _best_call(hands[picker], bury)[1]
        phase = Phase.PLAY
        if record is not None:
            record.append((picker, Action(CALL, (call,)) if call >= 0 else Action(ALONE)))
        if call >= 0:
            called = call
            partner = next(s for s in range(5) if hands[s] & BIT[call])
            if dict(rules.call_options(hands[picker], bury))[call]:
                phase = Phase.UNKNOWN
    if phase is Phase.UNKNOWN:
        unknown = bidding.unknown_card(hands[picker])
        hands[picker] &= ~BIT[unknown]
        if record is not None:
            record.append((picker, Action(UNKNOWN, (unknown,))))
    return _play(deal, hands, picker, bury, called, partner, unknown, record)


def _play(
    deal: Deal, hands: list[int], picker: int, bury: int, called: int, partner: int,
    unknown: int, record: Record | None,
) -> Outcome:
    """The card play (S13–S15), resuming a trick in progress: see :func:`policy_outcome`."""
    leader = (deal.dealer + 1) % 5
    taken, won = [0] * 5, [0] * 5
    unknown_seat = picker if unknown >= 0 else -1
    for trick in deal.tricks:
        taken[trick.winner] += sum(POINTS[c] for c in trick.cards)
        won[trick.winner] += 1
        if trick.unknown_at >= 0:
            unknown_seat = -1
    trick_no = len(deal.tricks)
    called_trick = deal.called_trick
    suit = SUIT_OF[called] if called >= 0 else -1
    called_bit = BIT[called] if called >= 0 else 0
    duties = [rules.NO_DUTY] * 5
    if called >= 0 and (called_trick < 0 or called_trick == trick_no):
        duties[partner] = rules.PARTNER_HOLD
        if unknown < 0:
            duties[picker] = rules.PICKER_HOLD
    leaster = picker < 0
    side = [False] * 5
    if not leaster:
        side[picker] = True
        if called >= 0:
            side[partner] = True
    current = deal.trick
    trick_leader = current.leader if current is not None else leader
    unknown_bit = BIT[unknown] if unknown >= 0 else 0
    while trick_no < 6:
        seats = _ORDER[trick_leader]
        start, led, best, best_seat, trick_points = 0, -1, _NO_CARD, -1, 0
        if current is not None and current.cards:
            start, unknown_at = len(current.cards), current.unknown_at
            if unknown_at >= 0:
                unknown_seat = -1
            led = rules.led_suit(current.cards, unknown_at, suit)
            win_at = rules.trick_winner(current.cards, led, unknown_at)
            if win_at >= 0:
                best, best_seat = BIT[current.cards[win_at]], seats[win_at]
            trick_points = sum(POINTS[c] for c in current.cards)
        current = None
        for i in range(start, 5):
            seat = seats[i]
            hand = hands[seat]
            if seat == unknown_seat and (not hand or (led == suit and called_trick == trick_no)):
                bit = unknown_bit  # face down: counts as the called suit, never wins (S10)
                unknown_seat = -1
                if led < 0:
                    led = suit
                    if called_trick < 0:
                        called_trick = trick_no
            else:
                duty = duties[seat]
                if duty:
                    legal = rules.play_mask(hand, led, duty, suit, called_bit)
                elif led < 0:
                    legal = hand
                else:
                    legal = hand & SUIT_MASK[led] or hand
                if not legal & (legal - 1):
                    bit = legal
                elif leaster:
                    bit = _leaster_card(legal, led, best, not won[seat], trick_points)
                elif led < 0:
                    bit = _lead(hands, seat, legal, side, suit, called_trick < 0)
                else:
                    bit = _follow(hands, seats[i + 1 :], seat, legal, led, best, best_seat, side)
                hands[seat] = hand ^ bit
                if led < 0:
                    led = SUIT_OF[bit.bit_length() - 1]
                    if called_trick < 0 and led == suit:
                        called_trick = trick_no
                if bit < best and bit & CAN_WIN[led]:
                    best, best_seat = bit, seat
            trick_points += _BIT_POINTS[bit]
            if record is not None:
                record.append((seat, Action(PLAY, (bit.bit_length() - 1,))))
        taken[best_seat] += trick_points
        won[best_seat] += 1
        if called_trick == trick_no:
            duties = [rules.NO_DUTY] * 5
        trick_no += 1
        trick_leader = best_seat

    if leaster:
        return Outcome(rules.leaster_scores(taken, won)[0], tuple(-p for p in taken))
    if called < 0:
        partner = -1
    side_points = taken[picker] + (taken[partner] if partner >= 0 else 0)
    side_points += sum(_BIT_POINTS[b] for b in _bits(bury))
    side_tricks = won[picker] + (won[partner] if partner >= 0 else 0)
    scores = rules.payments(picker, partner, rules.picker_base(side_points, side_tricks))
    points = tuple(side_points if side[s] else 120 - side_points for s in range(5))
    return Outcome(scores, points)


def _lead(
    hands: list[int], seat: int, legal: int, side: list[bool], called_suit: int,
    called_unled: bool,
) -> int:
    """A lead: the picker's side pulls trump, defenders lead the called suit, then fail."""
    mine = side[seat]
    foes = [hands[s] for s in range(5) if side[s] != mine and hands[s]]
    trumps = legal & _TRUMPS
    fails = legal & ~_TRUMPS
    if mine:
        foe_trumps = 0
        for hand in foes:
            foe_trumps |= hand & _TRUMPS
        if trumps and foe_trumps:
            top = trumps & -trumps
            if top < foe_trumps & -foe_trumps:
                return top  # the boss trump
            return 1 << (trumps.bit_length() - 1)  # a low trump to draw theirs
        if fails:
            return _richest_safe_fail(fails, foes) or _cheapest(fails)
        return trumps & -trumps
    if called_unled and called_suit >= 0 and fails & SUIT_MASK[called_suit]:
        return _cheapest(fails & SUIT_MASK[called_suit])
    if fails:
        return _richest_safe_fail(fails, foes) or _cheapest(fails)
    return 1 << (trumps.bit_length() - 1)


def _richest_safe_fail(fails: int, foes: list[int]) -> int:
    """A fail card no foe can beat or trump (0 if none), the one with the most points."""
    best, best_points = 0, -1
    for bit in _bits(fails):
        mask = SUIT_MASK[SUIT_OF[bit.bit_length() - 1]]
        for hand in foes:
            follow = hand & mask
            if follow & (bit - 1) or (not follow and hand & _TRUMPS):
                break  # this foe beats it, or trumps it
        else:
            if _BIT_POINTS[bit] > best_points:
                best, best_points = bit, _BIT_POINTS[bit]
    return best


def _cheapest(legal: int) -> int:
    """The card cheapest to give away: fewest points plus worth kept."""
    best, value = 0, 1e9
    for bit in _bits(legal):
        v = _BIT_POINTS[bit] + _KEEP[bit]
        if v < value:
            best, value = bit, v
    return best


def _follow(
    hands: list[int], later: tuple[int, ...], seat: int, legal: int, led: int, best: int,
    best_seat: int, side: list[bool],
) -> int:
    mine = side[seat]
    can_win = CAN_WIN[led]
    follow = SUIT_MASK[led]

    def beatable(bit: int) -> bool:
        for s in later:
            if side[s] != mine:
                h = hands[s]
                if (h & follow or h) & can_win & (bit - 1):
                    return True
        return False

    if best_seat >= 0 and side[best_seat] == mine and not beatable(best):
        # Schmier: a friend has the trick for sure.
        choice, value = 0, -1e9
        for bit in _bits(legal):
            v = _BIT_POINTS[bit] - _KEEP[bit]
            if v > value:
                choice, value = bit, v
        return choice
    beaters = legal & can_win & (best - 1)
    if beaters:
        for bit in reversed(_bits(beaters)):  # weakest first
            if not beatable(bit):
                return bit
    return _cheapest(legal)


def _leaster_card(legal: int, led: int, best: int, need: bool, trick_points: int) -> int:
    """Leaster (S19): lead the weakest card; duck and shed the most points; but a seat
    without a trick takes a cheap one (it must take one to win), with its cheapest winner."""
    if led < 0:
        return 1 << (legal.bit_length() - 1)
    beaters = legal & CAN_WIN[led] & (best - 1)
    losers = legal & ~beaters
    if need and beaters and trick_points <= LEASTER_CHEAP:
        return _fewest_points(beaters)
    if losers:
        choice, value = 0, -1.0
        for bit in _bits(losers):
            if _BIT_POINTS[bit] > value:
                choice, value = bit, _BIT_POINTS[bit]
        return choice
    return _fewest_points(legal)


def _fewest_points(legal: int) -> int:
    choice, value = 0, 1e9
    for bit in _bits(legal):
        if _BIT_POINTS[bit] < value:
            choice, value = bit, _BIT_POINTS[bit]
    return choice


__all__ = ["Outcome", "policy_outcome", "policy_playout"]
