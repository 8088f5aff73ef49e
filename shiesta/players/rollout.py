"""A fast rule-of-thumb playout of a Shiesta game to its end, for the search player.

Same loop as ``engine/playout.py`` (plain ints, the rule primitives of ``rules.py``), but
every seat plays Normal's game instead of random cards (see ``normal.py``): in the swap the
strongest cards go face up (H4); in play the lowest normal rank, every card of it (H6, H9);
2s, 3s and 10s only when nothing else goes, a 3 on a big pile, and when the next player is
about to go out his highest card or a 7 he cannot answer (H8). In a sampled world every hand
is known, so "can he answer a 7?" is a bit operation on his cards rather than a memory.
Face-down cards are turned from the left (H13): the sampled world already dealt them at
random. It is deterministic: the search's randomness is all in the sampled worlds.
"""

from __future__ import annotations

from shiesta.engine import rules
from shiesta.engine.actions import FACE_DOWN, PICKUP_ACTION, PLAY, READY_ACTION, SWAP, Action
from shiesta.engine.deck import (
    FIVE,
    FOUR,
    RANK_MASK,
    RANK_OF,
    SEVEN,
    SIX,
    SPECIAL_MASK,
    TEN,
    THREE,
    TWO,
    indices,
)
from shiesta.engine.playout import Record
from shiesta.engine.state import GameState, Phase
from shiesta.players.normal import BIG_PILE, BURN_PILE, DANGER, strength

_PLAYABLE = rules.PLAYABLE
_EMPTY = rules.EMPTY
_THREES, _TENS, _TWOS, _SEVENS = (RANK_MASK[r] for r in (THREE, TEN, TWO, SEVEN))
_NORMAL = ((1 << 52) - 1) & ~SPECIAL_MASK
# What may follow a 7 (H8): a 4, 5, 6, 7 or a special card.
_ON_SEVEN = RANK_MASK[FOUR] | RANK_MASK[FIVE] | RANK_MASK[SIX] | _SEVENS | SPECIAL_MASK
_LOW_SPECIALS = (_TWOS, _THREES, _TENS)  # spent on a small pile: the 2 first
_HIGH_SPECIALS = (_THREES, _TENS, _TWOS)  # on a pile worth giving away or burning


def choose_play(legal: int, pile_size: int, danger: bool, blocked: bool) -> int:
    """The cards Normal plays from ``legal`` (the playable cards of its hand or face-up row,
    not empty): ``danger`` when the next player holds ``DANGER`` cards or fewer, ``blocked``
    when he holds nothing that may follow a 7."""
    normal = legal & _NORMAL
    if legal & _THREES and (pile_size >= BIG_PILE or (danger and normal)):
        threes = legal & _THREES
        return threes & -threes
    if normal:
        if danger:
            if legal & _SEVENS and blocked:
                return legal & _SEVENS
            rank = RANK_OF[normal.bit_length() - 1]  # his highest
        else:
            rank = RANK_OF[(normal & -normal).bit_length() - 1]  # his lowest
        return legal & RANK_MASK[rank]
    for mask in _HIGH_SPECIALS if pile_size >= BURN_PILE else _LOW_SPECIALS:
        if legal & mask:
            found = legal & mask
            return found & -found
    return legal & -legal  # pragma: no cover - a legal card is normal or special


def arrange(hand: int, up: int) -> tuple[int, int]:
    """Normal's swap (H4): the hand and face-up row with the strongest cards face up."""
    cards = sorted(indices(hand | up), key=strength, reverse=True)
    new_up = 0
    for card in cards[:up.bit_count()]:
        new_up |= 1 << card
    return (hand | up) & ~new_up, new_up


def policy_playout(state: GameState, record: Record | None = None,
                   first: Action | None = None) -> tuple[int, ...]:
    """Play ``state`` to the end with the rollout policy; return the seats' places (H14,
    H15). ``first``, a legal play or face-down card of the seat to play, is taken instead of
    the policy's first choice: the search's candidate, without building a state for it. With
    ``record``, every action is appended as ``(seat, Action)`` (for tests)."""
    if state.phase is Phase.OVER:
        return rules.places([state.held(s) for s in range(state.seats)])
    first_cards, first_position = 0, -1
    if first is not None:
        if first.type == PLAY:
            for card in first.cards:
                first_cards |= 1 << card
        elif first.type == FACE_DOWN:
            first_position = first.position
    seats = state.seats
    hands, up = list(state.hands), list(state.face_up)
    down = [list(row) for row in state.face_down]
    down_left = [sum(1 for c in row if c >= 0) for row in down]
    draw, drawn = state.draw, 0
    size = rules.hand_size(seats)
    pile = 0
    for card in state.pile:
        pile |= 1 << card
    pile_size = len(state.pile)
    top = RANK_OF[state.pile[-1]] if state.pile else _EMPTY
    turns, limit = sum(state.turns), state.turn_limit
    direction, forced = state.direction, state.forced
    seat = state.turn
    opening = -1  # the rank H5 asks of the opening, -1 when it asks none
    if state.phase is Phase.SWAP:
        for s in range(seats):
            if not state.ready[s]:
                _swap(s, hands, up, record)
        seat, binds = rules.opener(hands, state.starter)
        if binds:
            opening = rules.opening_rank(hands[seat])
    elif not state.opened and rules.opener(hands, state.starter)[1]:
        opening = rules.opening_rank(hands[seat])

    while True:
        hand = hands[seat]
        mask = 0  # the cards played this turn
        if forced:  # H7: the pick-up a 3 forces is this turn
            hands[seat] = hand | pile
            pile, pile_size, top, forced = 0, 0, _EMPTY, False
            if record is not None:
                record.append((seat, PICKUP_ACTION))
        elif hand or up[seat]:
            source = hand or up[seat]
            if opening >= 0:
                legal = source & RANK_MASK[opening]
                opening = -1
            else:
                legal = source & _PLAYABLE[top + 1]
            if not legal:  # H10, H12
                hands[seat] = hand | pile
                pile, pile_size, top = 0, 0, _EMPTY
                if record is not None:
                    record.append((seat, PICKUP_ACTION))
            elif first_cards:
                mask, first_cards = first_cards, 0
            elif not legal & (legal - 1):
                mask = legal  # one card goes: whatever the policy, it is played
            else:
                nxt = (seat + direction) % seats
                held = hands[nxt].bit_count() + up[nxt].bit_count() + down_left[nxt]
                danger = held <= DANGER
                blocked = False
                if danger and legal & _SEVENS:
                    answer = hands[nxt] or up[nxt]
                    blocked = bool(answer) and not answer & _ON_SEVEN
                mask = choose_play(legal, pile_size, danger, blocked)
            if mask:
                rank = RANK_OF[mask.bit_length() - 1]
                if hand:
                    hand ^= mask
                    need = size - hand.bit_count()  # H11
                    while need > 0 and drawn < len(draw):
                        hand |= 1 << draw[drawn]
                        drawn += 1
                        need -= 1
                    hands[seat] = hand
                else:
                    up[seat] ^= mask
                if record is not None:
                    record.append((seat, Action(PLAY, tuple(indices(mask)))))
        else:  # H13: the leftmost face-down card
            row = down[seat]
            position = 0
            if first_position >= 0:
                position, first_position = first_position, -1
            while row[position] < 0:
                position += 1
            card = row[position]
            row[position] = -1
            down_left[seat] -= 1
            if record is not None:
                record.append((seat, Action(FACE_DOWN, position=position)))
            bit = 1 << card
            if _PLAYABLE[top + 1] & bit:
                mask, rank = bit, RANK_OF[card]
            else:  # turned, and not playable: into the hand with the pile
                hands[seat] = hand | pile | bit
                pile, pile_size, top = 0, 0, _EMPTY
        if mask:  # the play's effect, once for the set (H7–H9)
            if rank == THREE:
                forced = True
            elif rank == TEN:
                pile, pile_size, top = 0, 0, _EMPTY
            else:
                pile |= mask
                pile_size += mask.bit_count()
                top = rank
                if rank == SEVEN:
                    direction = -direction
        turns += 1
        if mask and not hands[seat] and not up[seat] and not down_left[seat]:
            break
        if turns >= limit:  # H15
            break
        seat = (seat + direction) % seats
    return rules.places([hands[s].bit_count() + up[s].bit_count() + down_left[s]
                         for s in range(seats)])


def _swap(seat: int, hands: list[int], up: list[int], record: Record | None) -> None:
    """Normal's swap for a seat not yet ready: its strongest cards face up, then Ready."""
    hand, row = hands[seat], up[seat]
    new_hand, new_up = arrange(hand, row)
    if record is not None:
        going = sorted(indices(hand & new_up), key=strength, reverse=True)
        coming = sorted(indices(row & new_hand), key=strength)
        for h, u in zip(going, coming, strict=True):
            record.append((seat, Action(SWAP, (h, u))))
        record.append((seat, READY_ACTION))
    hands[seat], up[seat] = new_hand, new_up


__all__ = ["arrange", "choose_play", "policy_playout"]
