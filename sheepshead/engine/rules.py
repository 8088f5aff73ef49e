"""Rule primitives on bitmasks, shared by the immutable engine and the fast playouts.

Every rule lives here once; ``game.py`` wraps them in immutable states and messages, and
``playout.py`` calls them in a tight loop. Rule ids refer to ``shared/rules/sheepshead.md``.
"""

from __future__ import annotations

from collections.abc import Sequence

from sheepshead.engine.deck import (
    ACE_OF,
    BIT,
    CAN_WIN,
    FAIL_ACES,
    FAIL_SUITS,
    SUIT_MASK,
    SUIT_OF,
    TEN_OF,
)

# What S15 asks of a seat in the current trick.
NO_DUTY = 0
PICKER_HOLD = 1  # the picker keeps a card of the called suit until it is first led
PARTNER_HOLD = 2  # the partner keeps the called card and must play it on the first lead
SEATS = 5
TRICKS = 6
WIN_POINTS = 61


def play_mask(hand: int, led: int, duty: int, called_suit: int, called_bit: int) -> int:
    """Cards of ``hand`` that may be played (S13, S15).

    ``led`` is the suit of the trick, or -1 when leading. ``called_suit`` and ``called_bit``
    matter only with a duty. When the S15 duty would leave nothing, the seat plays what it
    has (S15, last sentence).
    """
    if led < 0:
        if duty == PARTNER_HOLD:
            # The called suit may be led only with the called card itself.
            return hand & ~(SUIT_MASK[called_suit] & ~called_bit) or hand
        return hand
    follow = hand & SUIT_MASK[led]
    if follow:
        if duty == PARTNER_HOLD and led == called_suit and follow & called_bit:
            return called_bit
        return follow
    if duty == PARTNER_HOLD:
        return hand & ~called_bit or hand
    if duty == PICKER_HOLD:
        hold = hand & SUIT_MASK[called_suit]
        if hold and not hold & (hold - 1):  # his last card of the called suit
            return hand & ~hold or hand
    return hand


def call_options(hand: int, bury: int) -> tuple[tuple[int, bool], ...]:
    """The cards the picker may call after burying, each with whether it needs an unknown.

    S8: a fail ace he lacks, in a suit where he holds a card. S9: holding all three fail
    aces, a fail ten he lacks. S10: failing S8 while lacking a fail ace, the ace of a suit
    he holds no card of, with an unknown. S11: nothing in the bury can be called. Going
    alone is always possible besides these.
    """
    unavailable = hand | bury
    if hand & FAIL_ACES == FAIL_ACES:
        return tuple((ten, False) for ten in _FAIL_TENS if not unavailable & BIT[ten])
    normal, with_unknown = [], []
    for suit_mask, ace, ace_bit in _FAIL_ACE_TABLE:
        if not unavailable & ace_bit:
            if hand & suit_mask:
                normal.append((ace, False))
            else:
                with_unknown.append((ace, True))
    return tuple(normal or with_unknown)


_FAIL_TENS = tuple(TEN_OF[s] for s in FAIL_SUITS)
_FAIL_ACE_TABLE = tuple((SUIT_MASK[s], ACE_OF[s], BIT[ACE_OF[s]]) for s in FAIL_SUITS)


def led_suit(cards: Sequence[int], unknown_at: int, called_suit: int) -> int:
    """The suit of a trick; a led unknown counts as the called suit (S10)."""
    return called_suit if unknown_at == 0 else SUIT_OF[cards[0]]


def trick_winner(cards: Sequence[int], led: int, unknown_at: int = -1) -> int:
    """Position in ``cards`` of the card that takes the trick (S14; the unknown never does)."""
    can_win = CAN_WIN[led]
    best, best_at = 99, -1
    for at, card in enumerate(cards):
        if at != unknown_at and BIT[card] & can_win and card < best:
            best, best_at = card, at
    return best_at


def picker_base(side_points: int, side_tricks: int) -> int:
    """The base value b of a deal with a picker (S17)."""
    if side_points >= WIN_POINTS:
        if side_tricks == TRICKS:
            return 3
        return 2 if 120 - side_points <= 29 else 1
    if side_tricks == 0:
        return -6
    return -4 if side_points <= 30 else -2


def payments(picker: int, partner: int, base: int) -> tuple[int, ...]:
    """Deal scores from the base (S18): with a partner 2b/b/−b, alone 4b/−b; they sum to 0."""
    if partner < 0:
        return tuple(4 * base if seat == picker else -base for seat in range(SEATS))
    return tuple(
        2 * base if seat == picker else base if seat == partner else -base
        for seat in range(SEATS)
    )


def leaster_scores(points: Sequence[int], tricks: Sequence[int]) -> tuple[tuple[int, ...], int]:
    """Leaster scores (S19) and the winning seat, or -1 when the lowest is tied."""
    eligible = [seat for seat in range(SEATS) if tricks[seat] > 0]
    fewest = min(points[seat] for seat in eligible)
    lowest = [seat for seat in eligible if points[seat] == fewest]
    if len(lowest) > 1:
        return (0,) * SEATS, -1
    winner = lowest[0]
    return tuple(4 if seat == winner else -1 for seat in range(SEATS)), winner
