"""Complete deals consistent with one seat's view, for the search player (determinization).

:class:`Belief` reads the view once: the cards this seat has not seen, where they can be
(the other hands, the blind or bury, the picker's face-down unknown) and what play has proved
about each place: voids shown by not following suit (S13; all fourteen trumps are one suit),
and the S10/S11/S15 facts about the call (the called card is in a hand that is neither the
picker's nor in the bury; the picker keeps a card of the called suit until it is led; a ten
is called only by a picker holding the three fail aces; an unknown-caller holds no card of
the called suit). :meth:`Belief.sample` deals the unseen cards at random within those limits,
keeping a deal with the probability that the seats who passed would have passed (and the
picker picked) with the hands it gives them, so passers rarely get strong trump hands, and
that the cards others chose to play were a good player's choices with those hands
(:class:`PlaySeen`): a defender rarely leads trump while holding fail, the picker's side
rarely leads fail while holding trump, and nobody throws an ace or a ten on a foe's trick
while holding a cheaper card to follow with. A search that weighs the deals by the plays
itself (``reads_plays``: Hard's :mod:`.playreader`) leaves these three rules out, except
in a deal with an unknown (S10), which the reader does not read.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from sheepshead.engine import rules
from sheepshead.engine.deck import (
    ACE_OF,
    FAIL_ACES,
    FAIL_SUITS,
    INDEX,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    TEN_OF,
    TRUMP,
    indices,
)
from sheepshead.engine.state import Deal, Phase, Trick
from sheepshead.players.bidding import pick_strength, pick_threshold
from sheepshead.players.knowledge import TRUMPS, Knowledge, TrickSeen, beats

SEATS = 5
EXTRA = 5  # slot of the blind (pick phase, leaster) or of a bury this seat has not seen
FACE_DOWN = 6  # slot of the picker's unknown card when this seat has not seen it
SLOTS = 7
TRIES = 24  # weighted draws per sample before the likeliest one seen is taken
PASS_TEMPERATURE = 0.4  # how sharply a pass tells of a weak hand (pick-strength units)
PICK_MARGIN = 1.0  # a picker's kept six cards are about this much under the threshold at worst
SOLVE_NODES = 5_000  # a fixed budget per exhaustive search, so decisions stay quick
FLOOR = 0.03  # no deal consistent with the view is ever impossible
# How likely a good player makes each play the card-play inference looks for (else 1):
DEFENDER_TRUMP_LEAD = 0.4  # a defender leading trump while holding fail
SIDE_FAIL_LEAD = 0.6  # the picker or partner leading fail while holding trump
FOE_SCHMIER = 0.3  # an ace or ten thrown on a foe's trick with a cheaper card to follow


@dataclass(frozen=True, slots=True)
class PlaySeen:
    """A card another seat chose to play, with what the trick showed when it chose."""

    seat: int
    card: int
    led: int  # the suit led, or -1 for a lead
    winner: int  # the seat taking the trick so far, or -1
    winning: int  # its card, or -1
    held: int  # the seat's cards played from this trick on, this one included


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


@dataclass(slots=True)
class Belief:
    """What one seat knows about the current deal, ready for sampling."""

    seat: int
    deal: Deal  # this seat's cards and every public fact; other hands empty, to be filled
    pool: int  # unseen cards, to be dealt into the slots
    sizes: list[int]  # cards each slot takes
    forbidden: list[int]  # cards each slot is not dealt at random
    strict: list[int]  # cards each slot cannot hold (a subset of ``forbidden``)
    hold_suit: int  # the picker must hold a card of this suit (S15), or -1
    played_by: list[int]  # cards each seat has played face up
    passers: list[tuple[int, float]]  # seats that passed, with their pick threshold
    picker_threshold: float  # the picker's threshold, when he is another seat
    face_down_at: tuple[int, int]  # (trick, position) of an unseen played unknown, or (-1, -1)
    plays: list[PlaySeen] = field(default_factory=list)  # for the card-play inference
    groups: list[list[tuple[int, list[int]]]] = field(default_factory=list)  # see _groups

    @classmethod
    def from_view(cls, view: Mapping[str, Any], reads_plays: bool = False) -> Belief:
        """The belief of ``view``'s seat; ``reads_plays``: see the module."""
        know = Knowledge.from_view(view)
        seat, picker = know.seat, know.picker
        called, csuit = know.called, know.called_suit
        played_by = [0] * SEATS
        face_down_at = (-1, -1)
        unknown_played = False
        every = (*know.tricks, know.trick) if know.trick else know.tricks
        for t_no, trick in enumerate(every):
            for at, play in enumerate(trick.plays):
                if play.unknown:
                    unknown_played = True
                    if play.card < 0:
                        face_down_at = (t_no, at)
                elif play.card >= 0:
                    played_by[play.seat] |= 1 << play.card
        unseen = know.unseen
        sizes = [0] * SLOTS
        for s in range(SEATS):
            if s != seat:
                in_hand_unknown = s == picker and know.with_unknown and not unknown_played
                sizes[s] = know.hand_sizes[s] - (1 if in_hand_unknown else 0)
        picker_seen = seat == picker
        if know.phase == "pick" or know.leaster or (picker >= 0 and not picker_seen):
            sizes[EXTRA] = 2
        face_down_unseen = know.with_unknown and not picker_seen and (
            not unknown_played or face_down_at[0] >= 0
        )
        sizes[FACE_DOWN] = 1 if face_down_unseen else 0

        forbidden = [0] * SLOTS
        for s in range(SEATS):
            for suit in range(4):
                if know.voids[s] >> suit & 1:
                    forbidden[s] |= SUIT_MASK[suit]
        deal = _public_deal(view, know)
        hold_suit = -1
        narrow = [0] * SLOTS  # forbidden too while dealing at random, not when solving
        if called >= 0 and not picker_seen:
            called_bit = 1 << called
            # S8/S11: the called card is not the picker's and never in the bury.
            for slot in (picker, EXTRA, FACE_DOWN):
                forbidden[slot] |= called_bit
            if know.with_unknown:
                # S10: he called a suit he held no card of; the unknown came from that hand,
                # and he had no ace to call with a hold card: he held no card of a suit whose
                # ace someone else has (sample() checks the rest).
                forbidden[picker] |= SUIT_MASK[csuit]
                shown = played_by[picker] | (1 << deal.unknown if deal.unknown >= 0 else 0)
                for suit in FAIL_SUITS:
                    ace = 1 << ACE_OF[suit]
                    if shown & SUIT_MASK[suit] & ~ace:
                        # He held a low card of the suit, so its ace was his (hand or bury).
                        for slot in range(SLOTS):
                            if slot not in (picker, EXTRA):
                                forbidden[slot] |= ace
                    # The unknown was one of his cards at the call: the same limits apply.
                    if (know.hand | know.played) & ace and not played_by[picker] & ace:
                        forbidden[picker] |= SUIT_MASK[suit]
                        forbidden[FACE_DOWN] |= SUIT_MASK[suit]
                    elif not shown & SUIT_MASK[suit] & ~ace:
                        # Narrower than the rule (he might hold the ace and a low card of
                        # the suit), which keeps random dealing from failing too often.
                        narrow[picker] |= SUIT_MASK[suit] & ~ace
                        narrow[FACE_DOWN] |= SUIT_MASK[suit] & ~ace
                forbidden[FACE_DOWN] |= SUIT_MASK[csuit]
            elif called == TEN_OF[csuit]:
                # S9: a ten is called only by a picker holding all three fail aces.
                for slot in range(SLOTS):
                    if slot != picker:
                        forbidden[slot] |= FAIL_ACES
            elif not know.alone and _still_holds(know):
                hold_suit = csuit  # S15: he keeps a hold card until the suit is led
        if called >= 0:
            # S15: on the first lead of the called suit the partner plays the called card,
            # so no seat that has played in that trick without it is the partner.
            first = next((t for t in every if t.plays and know.led_of(t) == csuit), None)
            if first is not None:
                for play in first.plays:
                    forbidden[play.seat] |= 1 << called
        passers = []
        for s in view.get("passed") or ():
            if s != seat:
                passers.append((int(s), pick_threshold((int(s) - know.dealer - 1) % SEATS)))
        picker_threshold = 0.0
        if picker >= 0 and not picker_seen:
            picker_threshold = pick_threshold((picker - know.dealer - 1) % SEATS)

        narrowed = [f | n for f, n in zip(forbidden, narrow, strict=True)]
        rules_only = picker >= 0 and (know.with_unknown or not reads_plays)
        plays = _plays_seen(know, every) if rules_only else []
        return cls(seat, deal, unseen, sizes, narrowed, forbidden, hold_suit, played_by,
                   passers, picker_threshold, face_down_at, plays)

    # ------------------------------------------------------------ sampling

    def sample(self, rng: random.Random) -> Deal:
        """One complete deal consistent with the view, weighted by the bidding seen."""
        for _ in range(2):
            best = self._draw(rng)
            if best is not None:
                return self._complete(best)
            if self.forbidden is self.strict:
                break
            # The narrowed limits allow no deal here: drop them for the rest of the decision.
            self.forbidden, self.groups = self.strict, []
        slots = self._solve(rng)
        if slots is None:
            # Never seen in tests; should the view allow no deal at all, ignore what play
            # has shown (but keep the called card in a partner's hand) rather than not move.
            essential = [f & (1 << self.deal.called) if self.deal.called >= 0 else 0
                         for f in self.strict]
            slots = self._search(rng, essential, check=False)
        assert slots is not None
        return self._complete(slots)

    def _draw(self, rng: random.Random) -> list[int] | None:
        """Random deals kept with the probability of the bidding seen; after ``TRIES``, the
        likeliest one dealt, or None if random dealing never met the limits."""
        best: tuple[float, list[int]] | None = None
        for attempt in range(TRIES):
            # After a few failures, give the picker his hold card first (S15).
            slots = self._deal_cards(rng, force=attempt >= TRIES // 3)
            if slots is None:
                continue
            weight = self.likelihood(slots)
            if best is None or weight > best[0]:
                best = (weight, slots)
            if rng.random() < weight:
                return slots
        return best[1] if best is not None else None

    def likelihood(self, slots: list[int]) -> float:
        """How likely the seen passes (and pick) are with these hands, at most 1."""
        weight = 1.0
        for s, threshold in self.passers:
            strength = pick_strength(slots[s] | self.played_by[s])
            weight *= 1.0 - _sigmoid((strength - threshold) / PASS_TEMPERATURE)
        picker = self.deal.picker
        if picker >= 0 and picker != self.seat and not self.deal.alone:
            kept = slots[picker] | self.played_by[picker]
            if kept.bit_count() <= 6:
                strength = pick_strength(kept)
                weight *= _sigmoid((strength - self.picker_threshold + PICK_MARGIN)
                                   / PASS_TEMPERATURE)
        if self.plays:
            weight *= self._plays_weight(slots)
        return max(weight, FLOOR)

    def _plays_weight(self, slots: list[int]) -> float:
        """How likely the plays seen are with these hands, as a good player's choices."""
        deal = self.deal
        picker, partner = deal.picker, deal.partner
        if partner < 0 and deal.called >= 0 and not deal.alone:
            bit = 1 << deal.called
            holders = [s for s in range(SEATS) if (slots[s] | deal.hands[s]) & bit]
            partner = holders[0] if holders else -1
        weight = 1.0
        for play in self.plays:
            held = slots[play.seat] | play.held
            ours = play.seat in (picker, partner)
            suit = SUIT_OF[play.card]
            if play.led < 0:
                if suit == TRUMP and not ours and held & ~TRUMPS:
                    weight *= DEFENDER_TRUMP_LEAD
                elif suit != TRUMP and ours and held & TRUMPS:
                    weight *= SIDE_FAIL_LEAD
            elif (play.winner >= 0 and (play.winner in (picker, partner)) != ours
                  and POINTS[play.card] >= 10 and suit != TRUMP and play.card != deal.called
                  and not beats(play.card, play.winning, play.led)):
                follow = held & SUIT_MASK[play.led] or held
                if any(POINTS[c] < POINTS[play.card] for c in indices(follow)):
                    weight *= FOE_SCHMIER
        return weight

    def _forced(self, rng: random.Random, forbidden: list[int]) -> int:
        """A random card of the picker's hold suit that he may hold, or -1 (S15)."""
        picker = self.deal.picker
        if self.hold_suit < 0 or not self.sizes[picker]:
            return -1
        options = indices(self.pool & SUIT_MASK[self.hold_suit] & ~forbidden[picker])
        return options[rng.randrange(len(options))] if options else -1

    def _deal_cards(self, rng: random.Random, force: bool = False) -> list[int] | None:
        """Deal the pool at random into the slots, most constrained cards first.

        Each card goes to a slot it may be in, with probability proportional to the room
        left there: without limits that deals every split of the pool equally often.
        """
        slots = [0] * SLOTS
        room = list(self.sizes)
        forced = self._forced(rng, self.forbidden) if force else -1
        if forced >= 0:
            slots[self.deal.picker] |= 1 << forced
            room[self.deal.picker] -= 1
        rand = rng.random
        for group in self._groups():
            order = list(group)
            rng.shuffle(order)
            for card, allowed in order:
                if card == forced:
                    continue
                total = 0
                for s in allowed:
                    total += room[s]
                if not total:
                    return None
                pick = rand() * total
                chosen = -1
                for s in allowed:
                    r = room[s]
                    if r:
                        chosen = s
                        pick -= r
                        if pick < 0:
                            break
                slots[chosen] |= 1 << card
                room[chosen] -= 1
        if not self._holds(slots):
            return None
        return slots

    def _groups(self) -> list[list[tuple[int, list[int]]]]:
        """The pool's cards with the slots each may go to, grouped by how many, fewest first."""
        if not self.groups:
            by_count: dict[int, list[tuple[int, list[int]]]] = {}
            for card in indices(self.pool):
                allowed = [s for s in range(SLOTS)
                           if self.sizes[s] and not self.forbidden[s] >> card & 1]
                by_count.setdefault(len(allowed), []).append((card, allowed))
            self.groups = [by_count[k] for k in sorted(by_count)]
        return self.groups

    def _holds(self, slots: list[int]) -> bool:
        """The call facts that forbidden cards alone cannot express (S8–S10, S15)."""
        deal, picker = self.deal, self.deal.picker
        if deal.called < 0 or picker == self.seat:
            return True
        hold = SUIT_MASK[self.hold_suit] if self.hold_suit >= 0 else 0
        if hold and self.sizes[picker] and not slots[picker] & hold:
            return False
        # The call must have been one the picker could make with his hand and bury.
        at_call = slots[picker] | self.played_by[picker]
        if deal.unknown >= 0:
            at_call |= 1 << deal.unknown
        elif slots[FACE_DOWN]:
            at_call |= slots[FACE_DOWN]
        with_unknown = bool(self.sizes[FACE_DOWN]) or deal.unknown >= 0
        return (deal.called, with_unknown) in rules.call_options(at_call, slots[EXTRA])

    def _solve(self, rng: random.Random) -> list[int] | None:
        """Search for a consistent deal when random dealing keeps failing: first within the
        narrowed limits, then the strict ones; each search has a fixed node budget."""
        for forbidden in (self.forbidden, self.strict):
            slots = self._search(rng, forbidden)
            if slots is not None:
                return slots
        return None

    def _search(
        self, rng: random.Random, forbidden: list[int], check: bool = True
    ) -> list[int] | None:
        slots = [0] * SLOTS
        room = list(self.sizes)
        pool = self.pool
        card = self._forced(rng, forbidden)
        if card >= 0:
            slots[self.deal.picker] |= 1 << card
            room[self.deal.picker] -= 1
            pool &= ~(1 << card)
        cards = indices(pool)
        rng.shuffle(cards)
        cards.sort(key=lambda c: sum(1 for s in range(SLOTS) if self.sizes[s]
                                     and not forbidden[s] >> c & 1))
        nodes = [SOLVE_NODES]

        def place(i: int) -> bool:
            if i == len(cards):
                return not check or self._holds(slots)
            nodes[0] -= 1
            if nodes[0] < 0:
                return False
            card = cards[i]
            order = [s for s in range(SLOTS) if room[s] and not forbidden[s] >> card & 1]
            rng.shuffle(order)
            for s in order:
                slots[s] |= 1 << card
                room[s] -= 1
                if place(i + 1):
                    return True
                slots[s] &= ~(1 << card)
                room[s] += 1
            return False

        return slots if place(0) else None

    def _complete(self, slots: list[int]) -> Deal:
        """The public deal with the sampled cards filled in."""
        deal = self.deal
        hands = tuple(deal.hands[s] | slots[s] for s in range(SEATS))
        changes: dict[str, Any] = {"hands": hands}
        if deal.phase is Phase.PICK or deal.picker < 0:
            changes["blind"] = slots[EXTRA]
        elif deal.picker != self.seat:
            changes["bury"] = slots[EXTRA]
        if self.sizes[FACE_DOWN]:
            card = slots[FACE_DOWN].bit_length() - 1
            changes["unknown"] = card
            t_no, at = self.face_down_at
            if t_no >= 0:
                changes.update(_with_card(deal, t_no, at, card))
        if deal.called >= 0 and deal.partner < 0 and not deal.alone:
            bit = 1 << deal.called
            changes["partner"] = next(s for s in range(SEATS) if hands[s] & bit)
        return deal._replace(**changes)


def _plays_seen(know: Knowledge, every: tuple[TrickSeen, ...]) -> list[PlaySeen]:
    """Other seats' face-up plays, for the card-play inference (not the called card's
    forced play, S15, and not the face-down unknown's)."""
    plays: list[PlaySeen] = []
    later = [0] * SEATS  # each seat's cards played from the trick being read on
    for trick in reversed(every):
        for play in trick.plays:
            if play.card >= 0 and not play.unknown:
                later[play.seat] |= 1 << play.card
        led = know.led_of(trick)
        winner, winning = -1, -1
        for at, play in enumerate(trick.plays):
            if play.card < 0 or play.unknown:
                continue
            if play.seat != know.seat and play.card != know.called:
                plays.append(PlaySeen(play.seat, play.card, led if at else -1, winner,
                                      winning, later[play.seat]))
            if beats(play.card, winning, led):
                winner, winning = play.seat, play.card
    return plays


def _still_holds(know: Knowledge) -> bool:
    """Whether the picker must still hold a card of the called suit (S15): the suit has not
    been led, or is being led in the current trick and he has not played to it yet."""
    if any(know.led_of(t) == know.called_suit for t in know.tricks):
        return False
    trick = know.trick
    if trick is None or not trick.plays or know.led_of(trick) != know.called_suit:
        return True
    return all(play.seat != know.picker for play in trick.plays)


def _with_card(deal: Deal, t_no: int, at: int, card: int) -> dict[str, Any]:
    """Put ``card`` at position ``at`` of trick ``t_no`` (the current one if past the end)."""
    if t_no < len(deal.tricks):
        trick = deal.tricks[t_no]
        cards = trick.cards[:at] + (card,) + trick.cards[at + 1 :]
        tricks = (*deal.tricks[:t_no], replace(trick, cards=cards), *deal.tricks[t_no + 1 :])
        return {"tricks": tricks}
    current = deal.trick
    assert current is not None
    cards = current.cards[:at] + (card,) + current.cards[at + 1 :]
    return {"trick": replace(current, cards=cards)}


def _public_deal(view: Mapping[str, Any], know: Knowledge) -> Deal:
    """The deal with this seat's own cards and the public facts; hidden cards left out."""
    seat, picker = know.seat, know.picker
    hands = [0] * SEATS
    hands[seat] = know.hand
    phase = Phase(know.phase)
    called = know.called
    partner = know.partner
    # The card that sits face down until trick data names it: this seat's own unknown, or
    # -1 (the sampler fills in another picker's).
    unknown = -1
    if know.with_unknown and seat == picker and view.get("unknown"):
        unknown = INDEX[view["unknown"]]
    elif know.with_unknown:  # seen face up by the winner of its trick (S10)
        every = (*know.tricks, know.trick) if know.trick else know.tricks
        unknown = next((p.card for t in every for p in t.plays if p.unknown and p.card >= 0), -1)
    tricks = tuple(_trick(t, True, unknown) for t in view.get("tricks") or ())
    current = view.get("trick")
    trick = _trick(current, False, unknown) if current else None
    called_trick = -1
    if called >= 0:
        for t_no, t in enumerate((*tricks, trick) if trick else tricks):
            if t.cards and (t.unknown_at == 0 or SUIT_OF[t.cards[0]] == know.called_suit):
                called_trick = t_no
                break
    if know.alone or called < 0:
        partner = -1
    elif partner < 0 and seat != picker and not (know.hand >> called & 1):
        partner = -1  # filled in from the sampled hands
    turn = seat if phase is not Phase.DONE else -1
    blind = 0
    bury = know.bury
    if seat == picker and view.get("blind"):
        blind = sum(1 << INDEX[c] for c in view["blind"])
    return Deal(
        number=int(view.get("deal", 1)) - 1,
        dealer=know.dealer,
        hands=tuple(hands),
        blind=blind,
        phase=phase,
        turn=turn,
        picker=picker,
        bury=bury,
        called=called,
        alone=know.alone,
        unknown=unknown,
        partner=partner,
        called_trick=called_trick,
        tricks=tricks,
        trick=trick,
    )


def _trick(data: Mapping[str, Any], done: bool, unknown: int) -> Trick:
    cards = []
    unknown_at = -1
    for at, play in enumerate(data.get("cards") or ()):
        if play.get("unknown"):
            unknown_at = at
        code = play.get("card")
        # A face-down card this seat cannot see gets a placeholder, replaced when sampled.
        cards.append(INDEX[code] if code else max(unknown, 0))
    winner = int(data["winner"]) if done and data.get("winner") is not None else -1
    return Trick(int(data["leader"]), tuple(cards), unknown_at, winner)


__all__ = ["Belief"]
