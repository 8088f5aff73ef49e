"""Rule primitives on bitmasks, shared by the immutable engine and the fast playouts.

Every rule lives here once; ``game.py`` wraps them in immutable states and refusals, and
``playout.py`` calls them in a tight loop. Rule ids refer to ``shared/rules/shiesta.md``.
"""

from __future__ import annotations

from collections.abc import Sequence

from shiesta.engine.deck import (
    FIVE,
    FOUR,
    NORMAL_RANKS,
    RANK_MASK,
    SEVEN,
    SIX,
    SPECIAL_MASK,
    TEN,
    THREE,
    TWO,
)

MIN_SEATS, MAX_SEATS = 3, 5  # H1
ROW = 3  # face-down and face-up cards per player (H3)
TURN_LIMIT = 600  # H15
MAX_GAMES = 10  # the most games a match may have (the option ``games``) [reading]
EMPTY = -1  # the pile's "top rank" when there is no pile


def hand_size(seats: int) -> int:
    """Cards dealt to each hand, and the number H11 draws up to.

    H3 deals 3 + 3 + 5 = 11 cards a player, but five players would need 55 of the 52.
    [reading, H1/H3] With five players each hand is dealt four cards (two stay in the draw
    pile) and H11's "five" becomes four: a hand is refilled to the size it was dealt.
    """
    return 5 if seats < 5 else 4


def _playable(top: int) -> int:
    if top in (EMPTY, TWO):  # H6: anything on an empty pile; H7: anything after a 2
        return (1 << 52) - 1
    if top == SEVEN:  # H8: after a 7 only 4, 5, 6, 7 or a special card
        low = RANK_MASK[FOUR] | RANK_MASK[FIVE] | RANK_MASK[SIX] | RANK_MASK[SEVEN]
        return low | SPECIAL_MASK
    # H6: a normal card of equal or higher rank; the specials on anything (H7). The 7 goes
    # only on a 7 or lower (H8), which "equal or higher" already says on a normal card.
    mask = SPECIAL_MASK
    for rank in NORMAL_RANKS:
        if rank >= top:
            mask |= RANK_MASK[rank]
    return mask


# PLAYABLE[top + 1]: the cards that may go on a pile whose top card has rank ``top``. Only
# 2s and normal cards ever lie on the pile: 3s are removed at once, a 10 burns it (H7).
PLAYABLE: tuple[int, ...] = tuple(_playable(top) for top in range(EMPTY, 13))

# H5: the pile is opened with a normal card other than a 7.
OPENERS = sum(RANK_MASK[r] for r in NORMAL_RANKS if r != SEVEN)


def opening_rank(hand: int) -> int:
    """The rank the opener must play (H5): his lowest normal card other than a 7, or -1."""
    mask = hand & OPENERS
    if not mask:
        return -1
    return ((mask & -mask).bit_length() - 1) >> 2


def opener(hands: Sequence[int], starter: int) -> tuple[int, bool]:
    """Who opens, and whether H5's card rule binds him: the starter or, if he has no card to
    open with, the next player clockwise who has (H5).

    [reading, H5] If nobody holds a normal card other than a 7 (possible with three players:
    sixteen such cards against fifteen in hand) the starter opens with any card of his
    hand, as on any empty pile (H6).
    """
    seats = len(hands)
    for step in range(seats):
        seat = (starter + step) % seats
        if hands[seat] & OPENERS:
            return seat, True
    return starter, False


def sub_masks(mask: int) -> list[int]:
    """Every non-empty subset of ``mask``, smallest first (a play of several cards of one rank
    may use any of them, H6)."""
    out = []
    sub = mask
    while sub:
        out.append(sub)
        sub = (sub - 1) & mask
    out.reverse()
    return out


def effect(rank: int) -> str:
    """What a play of ``rank`` does besides lying on the pile (H7, H8); several cards of one
    rank act once (H9)."""
    if rank == THREE:
        return "remove"
    if rank == TEN:
        return "burn"
    if rank == SEVEN:
        return "reverse"
    return ""


def places(held: Sequence[int]) -> tuple[int, ...]:
    """H14, H15: a player's place is one more than the number of players holding fewer cards
    (the winner holds none); equal holdings share a place."""
    return tuple(1 + sum(1 for other in held if other < mine) for mine in held)
