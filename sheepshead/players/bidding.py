"""Picking, burying, calling and the unknown (S6–S11).

The picker plans the bury and the call together: every pair of cards he could bury is scored
with the best call it leaves possible (``rules.call_options``), so the bury never gives away
the hold card of the suit he means to call. At the call he re-scores the calls for the bury
actually made, which picks the same call as planned.
"""

from __future__ import annotations

from collections.abc import Sequence

from sheepshead.engine import rules
from sheepshead.engine.actions import ALONE, CALL, PASS, PICK, Action
from sheepshead.engine.deck import (
    ACE_OF,
    BIT,
    FAIL_SUITS,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    TEN_OF,
    TRUMP,
)
from sheepshead.players.knowledge import TRUMPS, Knowledge, cards_of, mask_points

# ---------------------------------------------------------------- picking

# How much each trump adds to a hand's strength, strongest first (QC … 7D).
PICK_TRUMP = (3.0, 2.8, 2.6, 2.4, 2.2, 2.0, 1.9, 1.8, 1.6, 1.5, 1.4, 1.3, 1.3, 1.3)
PICK_ACE = 1.0
PICK_VOID = 0.6
PICK_BARE_TEN = -0.2  # a fail ten without its ace is likely lost to the defenders
PICK_THRESHOLD = 8.6  # first seat after the dealer
PICK_STEP = 0.3  # each later seat needs this much less
PICK_DEALER = 0.3  # and the dealer a little less again

TOP_TRUMPS = (1 << 6) - 1  # QC QS QH QD JC JS
QUEENS = (1 << 4) - 1


def pick_strength(hand: int) -> float:
    """A picking score for a six-card hand: trumps by power, fail aces, voids."""
    score = sum(PICK_TRUMP[c] for c in cards_of(hand & TRUMPS))
    trumps = (hand & TRUMPS).bit_count()
    for suit in FAIL_SUITS:
        cards = hand & SUIT_MASK[suit]
        if not cards:
            score += PICK_VOID if trumps >= 2 else 0.0
        elif cards & BIT[ACE_OF[suit]]:
            score += PICK_ACE
        elif cards & BIT[TEN_OF[suit]]:
            score += PICK_BARE_TEN
    return score


def pick_threshold(position: int) -> float:
    """``position`` 0 is the seat left of the dealer (first to decide), 4 the dealer."""
    threshold = PICK_THRESHOLD - PICK_STEP * position
    if position == 4:
        threshold -= PICK_DEALER
    return threshold


def choose_pick(know: Knowledge, legal: Sequence[Action]) -> Action:
    position = (know.seat - know.dealer - 1) % 5
    wanted = PICK if pick_strength(know.hand) >= pick_threshold(position) else PASS
    return next((a for a in legal if a.type == wanted), legal[0])


# ---------------------------------------------------------------- burying and calling

# What keeping a trump is worth to the picker, in card points (QC … 7D), its points aside.
KEEP_TRUMP = (14.0, 13.0, 12.0, 11.5, 10.5, 10.0, 9.5, 9.0, 9.0, 8.5, 7.5, 7.0, 7.0, 7.0)
KEEP_TRUMP_POINTS = 0.8  # a trump's own points mostly stay on the picker's side
KEEP_ACE = 10.0  # a fail ace usually takes a trick when its suit is first led
KEEP_GUARDED_TEN = 2.0
BARE_TEN = -3.0  # a fail ten without its ace is usually lost
BARE_KING = -1.0
LOSER = -1.5  # any other fail card
VOID = 4.0  # a void in a fail suit lets the picker trump it
CALL_PARTNER = 12.0
CALL_EXTRA_HOLD = -1.5  # each hold card beyond the first
CALL_HOLD_POINTS = -0.15  # per point in the hold cards: a low single card is ideal
CALL_TEN = 10.0
CALL_UNKNOWN = 8.0
ALONE_BONUS = 30.0


def hand_value(hand: int, called_suit: int = -1) -> float:
    """The worth of the six cards the picker plays with, in rough card points."""
    value = sum(KEEP_TRUMP[c] + KEEP_TRUMP_POINTS * POINTS[c] for c in cards_of(hand & TRUMPS))
    for suit in FAIL_SUITS:
        cards = hand & SUIT_MASK[suit]
        if not cards:
            value += VOID if suit != called_suit else 0.0
            continue
        ace = cards & BIT[ACE_OF[suit]]
        for card in cards_of(cards):
            if card == ACE_OF[suit]:
                value += KEEP_ACE
            elif card == TEN_OF[suit]:
                value += KEEP_GUARDED_TEN if ace else BARE_TEN
            elif POINTS[card] == 4 and not ace:
                value += BARE_KING
            else:
                value += LOSER
    return value


def strong_enough_alone(hand: int) -> bool:
    """Only a very strong hand plays alone: six trumps with two queens and three of the top
    six (QC QS QH QD JC JS), or five trumps with three queens, four of the top six and a fail
    ace. (Measured in self-play: weaker alone hands score less than calling a partner.)"""
    trumps = (hand & TRUMPS).bit_count()
    top = (hand & TOP_TRUMPS).bit_count()
    queens = (hand & QUEENS).bit_count()
    if trumps >= 6:
        return queens >= 2 and top >= 3
    return trumps == 5 and top >= 4 and queens >= 3 and bool(hand & ~TRUMPS & _ACES)


_ACES = sum(BIT[a] for a in ACE_OF.values())


def unknown_card(hand: int) -> int:
    """The card to set aside as the unknown (S10): fewest points, then the least useful."""
    return min(cards_of(hand), key=lambda c: (POINTS[c], SUIT_OF[c] == TRUMP, -c))


def call_value(hand: int, call: int, needs_unknown: bool) -> float:
    """The worth of the six-card ``hand`` with ``call`` (-1: alone)."""
    if call < 0:
        return hand_value(hand) + (ALONE_BONUS if strong_enough_alone(hand) else -1000.0)
    suit = SUIT_OF[call]
    if needs_unknown:
        card = unknown_card(hand)
        return hand_value(hand & ~BIT[card], suit) + CALL_UNKNOWN - POINTS[card] * 0.5
    if call == TEN_OF[suit]:  # S9: the ace of the suit is the hold card
        extra = (hand & SUIT_MASK[suit]).bit_count() - 1
        return hand_value(hand, suit) + CALL_TEN + CALL_EXTRA_HOLD * extra
    hold = hand & SUIT_MASK[suit]
    return (
        hand_value(hand, suit)
        + CALL_PARTNER
        + CALL_EXTRA_HOLD * (hold.bit_count() - 1)
        + CALL_HOLD_POINTS * mask_points(hold)
    )


def best_call(hand: int, bury: int) -> tuple[float, int]:
    """The best call (card index, or -1 to go alone) and its value."""
    best = (call_value(hand, -1, False), -1)
    for card, needs_unknown in rules.call_options(hand, bury):
        value = call_value(hand, card, needs_unknown)
        if value > best[0]:
            best = (value, card)
    return best


def plan_bury(hand: int) -> tuple[int, int]:
    """The two cards to bury from the picker's eight, and the call they lead to."""
    best: tuple[float, int, int] | None = None
    cards = cards_of(hand)
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            bury = BIT[a] | BIT[b]
            value, call = best_call(hand & ~bury, bury)
            value += POINTS[a] + POINTS[b]
            if best is None or value > best[0]:
                best = (value, bury, call)
    assert best is not None
    return best[1], best[2]


def choose_bury(know: Knowledge, legal: Sequence[Action]) -> Action:
    bury, _ = plan_bury(know.hand)
    wanted = tuple(cards_of(bury))
    return next((a for a in legal if a.cards == wanted), legal[0])


def choose_call(know: Knowledge, legal: Sequence[Action]) -> Action:
    _, call = best_call(know.hand, know.bury)
    for action in legal:
        if (call < 0 and action.type == ALONE) or (
            action.type == CALL and action.cards == (call,)
        ):
            return action
    # Should not happen; prefer a call to going alone.
    return next((a for a in legal if a.type == CALL), legal[-1])


def choose_unknown(know: Knowledge, legal: Sequence[Action]) -> Action:
    card = unknown_card(know.hand)
    return next((a for a in legal if a.cards == (card,)), legal[0])
