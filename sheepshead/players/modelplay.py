"""A playout in which every seat plays Normal's rules from its own view of the sampled deal.

The open-handed policy of :mod:`.rollout` lets every seat see every hand; here each seat
decides as :class:`~sheepshead.players.heuristic.HeuristicPlayer` would from what it could
know in the sampled deal, so the rollouts model the book player's limited information (and
the search plays against Normal as Normal really plays). Normal's bidding is a function of
the cards alone, the same as the rollout policy's, whose cached bury and call are used here.

What every seat has seen of the card play is kept up to date play by play rather than read
again for each decision; a deal with a face-down unknown (S10), which not every seat sees,
reads each seat's knowledge afresh (:meth:`Knowledge.from_deal`).

Hard's search (:mod:`.search`) plays the first few plays of each card-play rollout so, its
own seat by the open-handed policy, and the rest by the policy: Normal's decisions cost
many times the policy's, and the nearest plays matter most. A :data:`Memo` keeps the
decisions already made in rollouts from the same position.
"""

from __future__ import annotations

from sheepshead.engine import game, rules
from sheepshead.engine.actions import ALONE, BURY, CALL, PLAY, Action
from sheepshead.engine.deck import BIT, POINTS, SUIT_OF, indices, points
from sheepshead.engine.playout import Record
from sheepshead.engine.state import Deal, Phase
from sheepshead.players import rollout
from sheepshead.players.heuristic import decide
from sheepshead.players.knowledge import Knowledge, Play, TrickSeen
from sheepshead.players.rollout import Outcome
from sheepshead.players.rollout import _best_call as best_call
from sheepshead.players.rollout import _plan_bury as plan_bury

_SEATS = 5
# Normal's decisions in the rollouts from one position: by the plays since that position,
# the deciding seat's hand, and the bury if the seat is the picker. Nothing else a seat sees
# differs between the deals sampled for one search, so the same key is the same decision.
Memo = dict[tuple[tuple[int, ...], int, int], Action]


def model_outcome(deal: Deal, record: Record | None = None, searcher: int = -1,
                  horizon: int = 99, memo: Memo | None = None) -> Outcome:
    """Play ``deal`` to its end with Normal's rules in every seat; with ``record``, every
    action is appended as ``(seat, Action)``.

    The search's rollouts give the ``searcher``, who plays the open-handed policy, and a
    ``horizon``: after that many plays of the card play the policy plays every seat. A
    ``memo`` must only be shared by rollouts of deals with the same card play so far.
    """
    legal_of, apply = game.deal_legal_actions, game.apply_to_deal
    while deal.phase is not Phase.PLAY and deal.phase is not Phase.DONE:
        legal = legal_of(deal)
        if len(legal) == 1:
            action = legal[0]
        elif deal.phase is Phase.BURY:
            bury, _ = plan_bury(deal.hands[deal.turn])
            action = Action(BURY, tuple(indices(bury)))
        elif deal.phase is Phase.CALL:
            call = best_call(deal.hands[deal.picker], deal.bury)[1]
            action = Action(CALL, (call,)) if call >= 0 else Action(ALONE)
        else:
            action = decide(Knowledge.from_deal(deal, deal.turn), legal)
        if record is not None:
            record.append((deal.turn, action))
        deal = apply(deal, action)
    if deal.phase is Phase.PLAY:
        if deal.unknown >= 0:
            deal = _play_reading(deal, record, horizon)
        else:
            deal = _play(deal, record, searcher, horizon, memo)
        if deal.phase is Phase.PLAY:
            return rollout.policy_outcome(deal, record)
    return _outcome(deal)


def _play_reading(deal: Deal, record: Record | None, horizon: int = 99) -> Deal:
    """The card play (its first ``horizon`` plays), each seat's knowledge read afresh for
    each of its decisions."""
    while deal.phase is Phase.PLAY and horizon > 0:
        horizon -= 1
        legal = game.deal_legal_actions(deal)
        action = legal[0] if len(legal) == 1 else decide(
            Knowledge.from_deal(deal, deal.turn), legal)
        if record is not None:
            record.append((deal.turn, action))
        deal = game.apply_to_deal(deal, action)
    return deal


def _open_handed(deal: Deal, legal: tuple[Action, ...], won: list[int]) -> Action:
    """The rollout policy's card for the seat to play, seeing every hand."""
    seat, trick = deal.turn, deal.trick
    mask = 0
    for action in legal:
        mask |= BIT[action.card]
    hands = list(deal.hands)
    leaster = deal.picker < 0
    side = [not leaster and s in (deal.picker, deal.partner) for s in range(_SEATS)]
    if trick is None or not trick.cards:
        if leaster:
            bit = rollout._leaster_card(mask, -1, rollout._NO_CARD, not won[seat], 0)
        else:
            suit = SUIT_OF[deal.called] if deal.called >= 0 else -1
            bit = rollout._lead(hands, seat, mask, side, suit, deal.called_trick < 0)
    else:
        led = SUIT_OF[trick.cards[0]]
        at = rules.trick_winner(trick.cards, led, -1)
        best, best_seat = BIT[trick.cards[at]], trick.seat_at(at)
        if leaster:
            points_in = sum(POINTS[c] for c in trick.cards)
            bit = rollout._leaster_card(mask, led, best, not won[seat], points_in)
        else:
            later = tuple((seat + i) % _SEATS for i in range(1, _SEATS - len(trick.cards)))
            bit = rollout._follow(hands, later, seat, mask, led, best, best_seat, side)
    return Action(PLAY, (bit.bit_length() - 1,))


def _play(deal: Deal, record: Record | None, searcher: int, horizon: int,
          memo: Memo | None) -> Deal:
    """The card play of a deal without an unknown: every seat sees the same cards played."""
    seen = Knowledge.from_deal(deal, deal.turn)  # the public part, brought up to date below
    tricks, trick, played = seen.tricks, seen.trick, seen.played
    voids, points_won, tricks_won = seen.voids, seen.points_won, seen.tricks_won
    called_led = seen.called_led
    picker, partner, called, bury = deal.picker, deal.partner, deal.called, deal.bury
    called_seen = called >= 0 and bool(BIT[called] & played)
    path: tuple[int, ...] = ()
    while deal.phase is Phase.PLAY and horizon > 0:
        horizon -= 1
        seat = deal.turn
        legal = game.deal_legal_actions(deal)
        if len(legal) == 1:
            action = legal[0]
        elif seat == searcher:
            action = _open_handed(deal, legal, tricks_won)
        else:
            key = (path, deal.hands[seat], bury if seat == picker else 0)
            found = memo.get(key) if memo is not None else None
            if found is None:
                know = Knowledge(
                    seat=seat, dealer=deal.dealer, phase=seen.phase, hand=deal.hands[seat],
                    leaster=seen.leaster, picker=picker, called=called,
                    called_suit=seen.called_suit, alone=deal.alone, with_unknown=False,
                    my_unknown=-1, partner=partner if called_seen or seat == partner else -1,
                    bury=bury if seat == picker else 0,
                    hand_sizes=tuple(hand.bit_count() for hand in deal.hands),
                    tricks=tricks, trick=trick, played=played, voids=voids.copy(),
                    called_led=called_led, points_won=points_won.copy(),
                    tricks_won=tricks_won.copy(),
                )
                found = decide(know, legal)
                if memo is not None:
                    memo[key] = found
            action = found
        if record is not None:
            record.append((seat, action))
        card = action.card
        path = (*path, card)
        deal = game.apply_to_deal(deal, action)
        play = Play(seat, card, False)
        if trick is None or not trick.plays:
            led = SUIT_OF[card]
            trick = TrickSeen(seat, (play,), -1)
            called_led = called_led or led == seen.called_suit
        else:
            led = SUIT_OF[trick.plays[0].card]
            trick = TrickSeen(trick.leader, (*trick.plays, play), -1)
        if SUIT_OF[card] != led:
            voids[seat] |= 1 << led
        played |= BIT[card]
        called_seen = called_seen or card == called
        if len(trick.plays) == _SEATS:
            winner = deal.tricks[-1].winner
            tricks = (*tricks, TrickSeen(trick.leader, trick.plays, winner))
            trick = TrickSeen(winner, (), -1) if deal.trick is not None else None
            points_won[winner] += sum(POINTS[p.card] for p in tricks[-1].plays)
            tricks_won[winner] += 1
    return deal


def _outcome(deal: Deal) -> Outcome:
    result = deal.result
    assert result is not None
    if result.leaster:
        return Outcome(result.scores, tuple(-p for p in result.points))
    side = {deal.picker, deal.partner} - {-1}
    side_points = sum(result.points[s] for s in side) + points(deal.bury)
    return Outcome(result.scores,
                   tuple(side_points if s in side else 120 - side_points for s in range(5)))
