"""Complete games consistent with one seat's view, for the search player (determinization).

:class:`Belief` reads the view once: the cards this seat has not seen (every card but its
hand, the face-up rows, the pile, the cards it saw go out of the game and those it knows to
be in another hand: the view's ``memory``), and the places they may be in: the unknown part
of each other hand (its size from ``hand_sizes``), the draw pile (``draw_pile`` cards, in an
order nobody knows), every face-down card still lying (the seat's own included: nobody has
seen them, H3, H13) and, in hand-built games only, cards out of the game the seat never saw.
:meth:`Belief.sample` deals those cards at random into those places.

One more fact limits the deal: until the opening play (H5) the seat to play is the first
from the starter, clockwise, who holds a normal card other than a 7, so the seats before it
hold none (and if the seat to play is this one and it holds none, nobody does).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from shiesta.engine import rules
from shiesta.engine.deck import ALL_CARDS, BIT, RANK_MASK, THREE, indices
from shiesta.engine.state import GameState, Phase
from shiesta.players.knowledge import Knowledge

_THREES = RANK_MASK[THREE]


@dataclass(slots=True)
class Belief:
    """What one seat knows about the game, ready for sampling."""

    seat: int
    template: GameState  # every public fact; unknown cards still to be dealt
    pool: list[int]  # the unseen cards, lowest first
    hand_room: list[int]  # unknown cards each hand still takes (0 for this seat)
    positions: list[tuple[int, int]]  # (seat, position) of each face-down card
    draw_size: int
    out_unknown: int  # cards out of the game this seat never saw (hand-built games)
    no_openers: list[bool]  # seats that hold no normal card other than a 7 (H5)
    needs_opener: int  # a seat that must hold such a card (H5), or -1

    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> Belief:
        know = Knowledge.from_view(view)
        seat, seats = know.seat, know.seats
        known = [h & ~know.out for h in know.known_hands]
        known[seat] = know.hand
        seen = know.out
        for s in range(seats):
            seen |= known[s] | know.face_up[s]
        for card in know.pile:
            seen |= BIT[card]
        hand_room = [0 if s == seat else know.hand_sizes[s] - known[s].bit_count()
                     for s in range(seats)]
        rows = view.get("face_down") or [[]] * seats
        positions = [(s, p) for s in range(seats) for p, lies in enumerate(rows[s]) if lies]
        out_count = int(view.get("burned", 0)) + int(view.get("removed", 0))
        pool = indices(ALL_CARDS & ~seen)
        out_unknown = out_count - know.out.bit_count()
        if min(hand_room) < 0 or out_unknown < 0 or len(pool) != (
                sum(hand_room) + len(positions) + know.draw_pile + out_unknown):
            raise ValueError("the view does not add up to a pack of 52 cards")

        phase = Phase(view.get("phase", "play"))
        playing = phase is Phase.PLAY
        starter = int(view.get("starter", 0))
        turn = int(view["turn"]) if playing and view.get("turn") is not None else -1
        opening = playing and bool(view.get("opening"))
        no_openers, needs_opener = [False] * seats, -1
        if opening:
            s = starter
            while s != turn:  # H5: the opener is the first seat from the starter with one
                no_openers[s] = True
                s = (s + 1) % seats
            if turn == seat and not know.hand & rules.OPENERS:
                no_openers = [True] * seats  # not bound: nobody holds one
            elif turn != starter:
                needs_opener = turn
        template = GameState(
            seed="sampled", seats=seats, game=starter + 1, phase=phase,
            hands=tuple(known), face_up=know.face_up,
            face_down=tuple(tuple(-1 for _ in row) for row in rows),
            draw=(), pile=know.pile, burned=know.out & ~_THREES, removed=know.out & _THREES,
            ready=tuple(bool(r) for r in view.get("ready") or [True] * seats),
            turn=turn, direction=know.direction, forced=bool(view.get("must_pick_up")),
            opened=playing and not opening,
            turns=tuple(int(t) for t in view.get("turns") or [0] * seats),
            turn_limit=int(view.get("turn_limit", rules.TURN_LIMIT)))
        return cls(seat, template, pool, hand_room, positions, know.draw_pile, out_unknown,
                   no_openers, needs_opener)

    def sample(self, rng: random.Random) -> GameState:
        """One complete game consistent with the view, every such game about equally likely."""
        cards = list(self.pool)
        rng.shuffle(cards)
        hands = list(self.template.hands)
        if any(self.no_openers) or self.needs_opener >= 0:
            cards = self._deal_openers(cards, hands, rng)
        at = 0
        for s, room in enumerate(self.hand_room):
            take = room - (hands[s] & ~self.template.hands[s]).bit_count()
            for card in cards[at:at + take]:
                hands[s] |= BIT[card]
            at += take
        rows = [list(row) for row in self.template.face_down]
        for s, p in self.positions:
            rows[s][p] = cards[at]
            at += 1
        draw = tuple(cards[at:at + self.draw_size])
        at += self.draw_size
        burned = self.template.burned
        for card in cards[at:]:
            burned |= BIT[card]
        return self.template._replace(hands=tuple(hands), face_down=tuple(map(tuple, rows)),
                                      draw=draw, burned=burned)

    def _deal_openers(self, cards: list[int], hands: list[int], rng: random.Random
                      ) -> list[int]:
        """Put the cards H5 constrains first: one opening card in the hand that must hold
        one, and no opening card in the hands that hold none. Returns the cards left for
        ``sample`` to deal in its shuffled order."""
        openers = [c for c in cards if BIT[c] & rules.OPENERS]
        others = [c for c in cards if not BIT[c] & rules.OPENERS]
        s = self.needs_opener
        if s >= 0 and self.hand_room[s] and openers and not hands[s] & rules.OPENERS:
            card = openers.pop(rng.randrange(len(openers)))
            hands[s] |= BIT[card]
        # The hands without openers take their cards from the others first.
        for s, room in enumerate(self.hand_room):
            if self.no_openers[s] and room:
                take, others = others[:room], others[room:]
                for card in take:
                    hands[s] |= BIT[card]
        rest = openers + others
        rng.shuffle(rest)
        return rest


__all__ = ["Belief"]
