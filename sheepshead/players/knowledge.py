"""What one seat's view reveals about a deal, in the engine's card indices and bitmasks.

Everything here is computed from ``view(state, seat)`` alone: the seat's hand, the cards
played so far (a face-down unknown is counted as unseen), the voids each seat has shown by not
following suit, who is on which side as far as this seat can know, and rough probabilities of
what the other hands hold. Rule ids refer to ``shared/rules/sheepshead.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from math import comb
from typing import Any

from sheepshead.engine.deck import (
    ALL_CARDS,
    BIT,
    CAN_WIN,
    INDEX,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    TRUMP,
    indices,
    points,
)
from sheepshead.engine.state import Deal, Phase, Trick

SEATS = 5
TRICKS = 6
TRUMPS = SUIT_MASK[TRUMP]
NO_CARD = -1


# _P_NONE[size][wanted][held]: the chance that ``held`` cards dealt at random from ``size``
# miss all ``wanted`` of them (a table: the search's playouts ask for it constantly).
_P_NONE = tuple(
    tuple(tuple(comb(size - wanted, held) / comb(size, held) if held <= size - wanted else 0.0
                for held in range(size + 1)) for wanted in range(size + 1))
    for size in range(33)
)


def mask_of_codes(codes: Sequence[str] | None) -> int:
    mask = 0
    for code in codes or ():
        mask |= BIT[INDEX[code]]
    return mask


# Shared with the engine: card indices of a mask (strongest first) and their points.
cards_of = indices
mask_points = points


def beats(card: int, best: int, led: int) -> bool:
    """Whether ``card`` takes a trick of suit ``led`` from ``best`` (S14); ``best`` -1: none."""
    return bool(BIT[card] & CAN_WIN[led]) and (best < 0 or card < best)


@dataclass(frozen=True, slots=True)
class Play:
    """One card in a trick. ``card`` is -1 for a face-down unknown this seat cannot see."""

    seat: int
    card: int
    unknown: bool


@dataclass(frozen=True, slots=True)
class TrickSeen:
    leader: int
    plays: tuple[Play, ...]
    winner: int  # -1 while in progress


@dataclass(slots=True)
class Knowledge:
    """One seat's knowledge of the current deal."""

    seat: int
    dealer: int
    phase: str
    hand: int
    leaster: bool
    picker: int
    called: int
    called_suit: int
    alone: bool
    with_unknown: bool
    my_unknown: int  # the picker's own unknown while still to be played, else -1
    partner: int  # -1 while this seat cannot know it
    bury: int  # known to the picker only
    hand_sizes: tuple[int, ...]
    tricks: tuple[TrickSeen, ...]
    trick: TrickSeen | None
    # What the tricks show, filled in by _scan (or given, by a reader keeping them current):
    played: int = 0  # every card seen played (a face-down unknown is not seen)
    # per seat: bit s set when the seat has shown it holds no card of suit s
    voids: list[int] = field(default_factory=lambda: [0] * SEATS)
    called_led: bool = False  # the called suit has been led (S15 duties end after that trick)
    points_won: list[int] = field(default_factory=lambda: [0] * SEATS)  # seen taken, per seat
    tricks_won: list[int] = field(default_factory=lambda: [0] * SEATS)

    # ------------------------------------------------------------ building

    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> Knowledge:
        seat = int(view["seat"])
        picker = view.get("picker")
        called_code = view.get("called")
        called = INDEX[called_code] if called_code else -1
        called_suit = SUIT_OF[called] if called >= 0 else -1
        partner = view.get("partner")
        unknown_code = view.get("unknown")
        my_unknown = (
            INDEX[unknown_code] if unknown_code and view.get("unknown_in_hand") else -1
        )
        tricks = tuple(_trick(t) for t in view.get("tricks") or ())
        current = view.get("trick")
        trick = _trick(current) if current else None
        know = cls(
            seat=seat,
            dealer=int(view["dealer"]),
            phase=str(view["phase"]),
            hand=mask_of_codes(view.get("hand")),
            leaster=bool(view.get("leaster")),
            picker=int(picker) if picker is not None else -1,
            called=called,
            called_suit=called_suit,
            alone=bool(view.get("alone")),
            with_unknown=bool(view.get("with_unknown")),
            my_unknown=my_unknown,
            partner=int(partner) if partner is not None else -1,
            bury=mask_of_codes(view.get("bury")),
            hand_sizes=tuple(int(n) for n in view.get("hand_sizes") or (0,) * SEATS),
            tricks=tricks,
            trick=trick,
        )
        know._scan()
        return know

    @classmethod
    def from_deal(cls, deal: Deal, seat: int) -> Knowledge:
        """The same as ``from_view(deal_view(deal, seat))`` during a deal, read straight off
        the engine's deal (the search's playouts ask it for every decision they play)."""
        picker, unknown = deal.picker, deal.unknown
        in_hand = unknown >= 0 and not any(t.unknown_at >= 0 for t in deal.tricks) and not (
            deal.trick is not None and deal.trick.unknown_at >= 0)
        sizes = [hand.bit_count() for hand in deal.hands]
        if in_hand:
            sizes[picker] += 1
        every = (*deal.tricks, deal.trick) if deal.trick else deal.tricks
        partner = deal.partner
        if partner >= 0 and seat != partner and not any(deal.called in t.cards for t in every):
            partner = -1
        called = deal.called
        know = cls(
            seat=seat,
            dealer=deal.dealer,
            phase=deal.phase.value,
            hand=deal.hands[seat],
            leaster=deal.phase is not Phase.PICK and picker < 0,
            picker=picker,
            called=called,
            called_suit=SUIT_OF[called] if called >= 0 else -1,
            alone=deal.alone,
            with_unknown=unknown >= 0,
            my_unknown=unknown if in_hand and seat == picker else -1,
            partner=partner,
            bury=deal.bury if seat == picker else 0,
            hand_sizes=tuple(sizes),
            tricks=tuple(_trick_seen(t, seat, picker) for t in deal.tricks),
            trick=_trick_seen(deal.trick, seat, picker) if deal.trick else None,
        )
        know._scan()
        return know

    def _scan(self) -> None:
        every = (*self.tricks, self.trick) if self.trick else self.tricks
        for trick in every:
            if not trick.plays:
                continue
            led = self.led_of(trick)
            if led == self.called_suit and led >= 0:
                self.called_led = True
            points = 0
            for play in trick.plays:
                if play.card >= 0:
                    self.played |= BIT[play.card]
                    points += POINTS[play.card]
                if play.unknown or play.card < 0:
                    continue
                if SUIT_OF[play.card] != led:
                    self.voids[play.seat] |= 1 << led
            if trick.winner >= 0:
                self.points_won[trick.winner] += points
                self.tricks_won[trick.winner] += 1
        if self.with_unknown and self.picker >= 0 and self.called_suit >= 0:
            # The picker called a suit he held no card of (S10).
            self.voids[self.picker] |= 1 << self.called_suit

    def led_of(self, trick: TrickSeen) -> int:
        """The suit of a trick; a led unknown counts as the called suit (S10)."""
        if not trick.plays:
            return -1
        first = trick.plays[0]
        if first.unknown:
            return self.called_suit
        return SUIT_OF[first.card]

    # ------------------------------------------------------------ sides

    @property
    def on_picker_side(self) -> bool:
        return self.picker >= 0 and (self.seat == self.picker or self.seat == self.partner)

    @property
    def is_picker(self) -> bool:
        return self.seat == self.picker

    @property
    def is_partner(self) -> bool:
        return self.picker >= 0 and self.seat == self.partner and self.seat != self.picker

    def p_friend(self, other: int) -> float:
        """The chance, as this seat sees it, that ``other`` is on its side."""
        if other == self.seat:
            return 1.0
        if self.leaster or self.picker < 0:
            return 0.0
        if self.alone or self.called < 0:
            # Alone: the picker against four defenders.
            return 1.0 if (self.seat != self.picker and other != self.picker) else 0.0
        if self.partner >= 0:
            mine = self.seat in (self.picker, self.partner)
            theirs = other in (self.picker, self.partner)
            return 1.0 if mine == theirs else 0.0
        # The partner is hidden from this seat, so this seat is the picker or a defender.
        unknown = [s for s in range(SEATS) if s not in (self.seat, self.picker)]
        if self.seat == self.picker:
            return 1.0 / len(unknown)  # one of the four is the partner
        if other == self.picker:
            return 0.0
        return 1.0 - 1.0 / len(unknown)  # one of the three others is the partner

    # ------------------------------------------------------------ cards out

    @property
    def unseen(self) -> int:
        """Cards this seat has not seen: in other hands, in the blind/bury, or face down."""
        mine = self.hand | self.played | self.bury
        if self.my_unknown >= 0:
            mine |= BIT[self.my_unknown]
        return ALL_CARDS & ~mine

    @property
    def tricks_left(self) -> int:
        """Tricks still to be played after the current one."""
        return TRICKS - len(self.tricks) - 1

    def higher_unseen(self, card: int) -> int:
        """Unseen cards of the same game-suit that outrank ``card``."""
        return self.unseen & SUIT_MASK[SUIT_OF[card]] & (BIT[card] - 1)

    def is_boss(self, card: int) -> bool:
        return not self.higher_unseen(card)

    def holds_for_sure(self, seat: int, suit: int) -> bool:
        """Whether ``seat`` is known to hold a card of ``suit`` (only S15 tells us that)."""
        if self.called_led or self.called_suit < 0 or suit != self.called_suit:
            return False
        if seat == self.picker and not self.with_unknown:
            return True  # the picker keeps a hold card until the called suit is led
        return seat == self.partner and bool(self.unseen & BIT[self.called])

    def p_none(self, seat: int, cards: int, exclude_suit: int = -1) -> float:
        """The chance that ``seat`` holds none of ``cards`` (unseen cards, dealt at random).

        Cards of suits the seat has shown void in (and ``exclude_suit``) are taken out of the
        pool it could hold. The blind or bury and a face-down unknown stay in the pool, which
        makes every estimate a little optimistic, never impossible.
        """
        pool = self.unseen
        void = self.voids[seat]
        if exclude_suit >= 0:
            void |= 1 << exclude_suit
        for suit in range(4):
            if void >> suit & 1:
                pool &= ~SUIT_MASK[suit]
        wanted = (cards & pool).bit_count()
        if not wanted:
            return 1.0
        size = pool.bit_count()
        held = min(self.hand_sizes[seat], size)
        if size - wanted < held:
            return 0.0
        return _P_NONE[size][wanted][held]

    def p_void(self, seat: int, suit: int) -> float:
        if self.voids[seat] >> suit & 1:
            return 1.0
        if self.holds_for_sure(seat, suit):
            return 0.0
        return self.p_none(seat, self.unseen & SUIT_MASK[suit])

    def p_beats(self, seat: int, best: int, led: int) -> float:
        """The chance that ``seat``, still to play, can beat ``best`` in a trick led ``led``."""
        if not self.hand_sizes[seat]:
            return 0.0
        above = self.unseen & (BIT[best] - 1) if best >= 0 else self.unseen
        if led == TRUMP:
            if self.voids[seat] & 1:
                return 0.0
            return 1.0 - self.p_none(seat, above & TRUMPS)
        follow = above & SUIT_MASK[led] if SUIT_OF[best] == led else 0
        p_follow = 0.0 if self.voids[seat] >> led & 1 else 1.0 - self.p_none(seat, follow)
        trumps = above & TRUMPS
        if not trumps or self.voids[seat] & 1:
            return p_follow
        p_void = self.p_void(seat, led)
        p_trump = 1.0 - self.p_none(seat, trumps, exclude_suit=led)
        return min(1.0, p_follow + p_void * p_trump)

    # ------------------------------------------------------------ the trick in progress

    def later_seats(self) -> list[int]:
        """Seats still to play in the current trick after this seat."""
        trick = self.trick
        if trick is None:
            return []
        played = len(trick.plays)
        return [(trick.leader + i) % SEATS for i in range(played + 1, SEATS)]

    def trick_led(self) -> int:
        return self.led_of(self.trick) if self.trick else -1

    def trick_best(self) -> tuple[int, int]:
        """(card, seat) currently taking the trick in progress, or (-1, -1)."""
        trick = self.trick
        if trick is None or not trick.plays:
            return -1, -1
        led = self.led_of(trick)
        best, seat = -1, -1
        for play in trick.plays:
            if play.unknown or play.card < 0:
                continue
            if beats(play.card, best, led):
                best, seat = play.card, play.seat
        return best, seat

    def side_takes_for_sure(self) -> bool:
        """Whether this seat knows its side takes the trick in progress: a known friend is
        taking it and no seat still to play that may be a foe can beat the card."""
        best, seat = self.trick_best()
        if seat < 0 or self.p_friend(seat) < 1.0:
            return False
        led = self.trick_led()
        return all(self.p_friend(later) == 1.0 or self.p_beats(later, best, led) == 0.0
                   for later in self.later_seats())

    def trick_points(self) -> int:
        trick = self.trick
        if trick is None:
            return 0
        return sum(POINTS[p.card] for p in trick.plays if p.card >= 0)

    def suit_count(self, suit: int) -> int:
        return (self.hand & SUIT_MASK[suit]).bit_count()


def _trick_seen(trick: Trick, seat: int, picker: int) -> TrickSeen:
    """An engine trick as ``seat`` sees it: the unknown face down unless it is the picker's
    or the seat took the trick (S10)."""
    sees = seat == picker or (trick.winner >= 0 and seat == trick.winner)
    leader = trick.leader
    plays = tuple(
        Play((leader + at) % SEATS, NO_CARD if at == trick.unknown_at and not sees else card,
             at == trick.unknown_at)
        for at, card in enumerate(trick.cards)
    )
    return TrickSeen(leader, plays, trick.winner)


def _trick(data: Mapping[str, Any]) -> TrickSeen:
    plays = tuple(
        Play(int(p["seat"]), INDEX[p["card"]] if p.get("card") else NO_CARD, bool(p.get("unknown")))
        for p in data.get("cards") or ()
    )
    winner = data.get("winner")
    return TrickSeen(int(data["leader"]), plays, int(winner) if winner is not None else -1)
