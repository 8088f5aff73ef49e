"""A finished deal's result as data (S16–S19), and what a seat that never saw the unknown is
sent (S10).

Every base with a partner and alone, and leasters with a winner and a tie, give the figures
the client words (static/sheepshead/result_words.js; its sentences are tested under Node in
renderer/test_result_words.py, from the deals built here). After an unknown,
a seat that did not see it gets the band, the tricks and no points, and its view of the deal
is the same whichever unseen card the unknown was (over many random deals).
"""

from __future__ import annotations

import random

import pytest

from sheepshead.engine import GameState, apply, legal_actions, rules
from sheepshead.engine.actions import BURY, CALL, PICK, Action
from sheepshead.engine.deck import BIT, indices
from sheepshead.engine.game import new_game, score
from sheepshead.engine.state import Deal, DealResult, Phase, Trick
from sheepshead.engine.views import deal_view, result_view, sees_unknown
from sheepshead.tests.engine.positions import act, game_with, play_rows
from sheepshead.tests.engine.test_scoring import (
    LEASTER_TIE_ROWS,
    LEASTER_WIN_ROWS,
    WIN_ROWS,
    called_deal,
    leaster,
)

PICKER, PARTNER, DEFENDER = 0, 2, 1


def finished(base: int, alone: bool, side_points: int, side_tricks: int) -> Deal:
    """A finished deal scored as the engine scores it: seat 0 picks, seat 2 is the partner
    unless alone; the side takes the first ``side_tricks`` tricks."""
    assert rules.picker_base(side_points, side_tricks) == base
    partner = -1 if alone else PARTNER
    scores = rules.payments(PICKER, partner, base)
    tricks = tuple(Trick(0, (), winner=PICKER if i < side_tricks else DEFENDER)
                   for i in range(6))
    won = tuple(sum(1 for t in tricks if t.winner == s) for s in range(5))
    result = DealResult(scores, (0,) * 5, won, False, side_points, base)
    return Deal(0, 4, (0,) * 5, 0, Phase.DONE, -1, picker=PICKER, alone=alone,
                called=-1 if alone else 26, partner=partner, tricks=tricks, result=result)


CASES = [  # base, alone, side points, side tricks
    (1, False, 74, 4),
    (2, False, 95, 5),
    (3, False, 120, 6),
    (-2, False, 45, 3),
    (-2, False, 60, 3),
    (-4, False, 25, 1),
    (-6, False, 4, 0),
    (1, True, 74, 4),
    (2, True, 95, 5),
    (3, True, 120, 6),
    (-2, True, 45, 3),
    (-4, True, 25, 1),
    (-6, True, 4, 0),
]


@pytest.mark.parametrize(("base", "alone", "side", "tricks"), CASES)
def test_s17_s18_every_base_alone_or_with_a_partner_as_data(
        base: int, alone: bool, side: int, tricks: int) -> None:
    deal = finished(base, alone, side, tricks)
    assert deal.result is not None
    for seat in range(5):
        assert result_view(deal, seat) == {
            "scores": list(deal.result.scores), "tricks": list(deal.result.tricks),
            "leaster": False, "side_points": side, "defender_points": 120 - side,
            "side_tricks": tricks, "points_hidden": False, "base": base, "alone": alone,
        }


def played_deal() -> Deal:
    deal = play_rows(called_deal(WIN_ROWS), WIN_ROWS).deal
    assert deal.result is not None and deal.result.scores == (2, -1, 1, -1, -1)
    return deal


def test_a_played_deal_is_sent_as_the_engine_scored_it() -> None:
    data = result_view(played_deal(), 3)
    assert (data["side_points"], data["base"], data["alone"]) == (76, 1, False)


def leaster_won() -> Deal:
    won = play_rows(leaster(LEASTER_WIN_ROWS), LEASTER_WIN_ROWS).deal
    assert won.result is not None and won.result.scores == (-1, -1, -1, -1, 4)
    return won


def leaster_tied() -> Deal:
    tie = play_rows(leaster(LEASTER_TIE_ROWS), LEASTER_TIE_ROWS).deal
    assert tie.result is not None and tie.result.scores == (0,) * 5
    return tie


def test_s19_leaster_winner_and_tie_as_data() -> None:
    won, tie = leaster_won(), leaster_tied()
    assert won.result is not None and tie.result is not None
    for seat in range(5):  # nothing of a leaster is hidden: every seat gets the same
        data = result_view(won, seat)
        assert data["winner"] == 4 and data["points"] == list(won.result.points)
        assert data["tricks"] == list(won.result.tricks)
        assert result_view(tie, seat)["winner"] is None
    # Seats 2 and 3 took 0 points but no trick, so they cannot win (S19).
    assert [won.result.points[s] for s in (2, 3)] == [0, 0]
    assert [won.result.tricks[s] for s in (2, 3)] == [0, 0]


# ---------------------------------------------------------------- after an unknown (S10)

# Seat 1 picks, buries 8S 7S, calls AH (partner seat 3) and sets QC aside; seat 2, a
# defender void in hearts, trumps the first heart lead and takes the unknown with it.
DEFENDER_TAKES_THE_UNKNOWN = [
    "9H QD 10D AS 9S KC",
    "QC QS QH JC JS AC",
    "9D 8D JH KD 10C 9C",
    "AH 7H JD AD 10S KS",
    "10H 8H 7D KH 8C 7C",
]


def defender_takes_the_unknown() -> GameState:
    state = act(game_with(DEFENDER_TAKES_THE_UNKNOWN), "pass", "pick", "bury 8S 7S",
                "call AH", "unknown QC", "play 9H", "play QC", "play JH", "play AH", "play 10H")
    assert state.deal.tricks[0].winner == 2
    while not state.finished:  # the rest is forced enough: each seat's first legal card
        state = apply(state, state.deal.turn, legal_actions(state, state.deal.turn)[0])
    return state


def test_s10_without_sight_of_the_unknown_the_band_and_the_tricks_only() -> None:
    deal = defender_takes_the_unknown().deal
    assert deal.result is not None
    assert (deal.result.side_points, deal.result.base) == (94, 2)
    for seat in (0, 3, 4):  # a defender, the partner, a defender: none saw the QC
        data = result_view(deal, seat)
        assert data["side_points"] is None and data["defender_points"] is None
        assert data["points_hidden"] is True and data["side_tricks"] == 5
        assert data["base"] == 2 and data["alone"] is False
    for seat in (1, 2):  # the picker, and the defender whose trick it fell in
        data = result_view(deal, seat)
        assert (data["side_points"], data["defender_points"]) == (94, 26)
        assert data["points_hidden"] is False


def swapped(deal: Deal, card: int) -> Deal:
    """``deal`` as it would have gone had the picker buried his unknown and set ``card`` (one
    of his buried cards) aside instead: every seen card, play and trick winner unchanged."""
    u = deal.unknown
    swap = BIT[u] | BIT[card]

    def exchange(mask: int) -> int:
        return mask ^ swap if mask & swap and (mask & swap) != swap else mask

    tricks = tuple(
        Trick(t.leader, tuple(card if at == t.unknown_at else c for at, c in enumerate(t.cards)),
              t.unknown_at, t.winner) for t in deal.tricks)
    other = deal._replace(unknown=card, bury=exchange(deal.bury), blind=exchange(deal.blind),
                          tricks=tricks)
    return other._replace(result=score(other))


def random_unknown_deal(rng: random.Random) -> Deal | None:
    """A random deal in which the first seat that can be forced into an unknown call (S10)
    picks and makes one; the rest is random legal play. None if no seat can."""
    state = new_game(f"unknown-{rng.random()}", {"deals": 1})
    while state.deal.phase is Phase.PICK:
        seat = state.deal.turn
        eight = state.deal.hands[seat] | state.deal.blind
        cards = indices(eight)
        buries = [BIT[a] | BIT[b] for i, a in enumerate(cards) for b in cards[i + 1:]]
        choice = "pick" if any(
            any(u for _, u in rules.call_options(eight & ~bury, bury)) for bury in buries
        ) else "pass"
        state = apply(state, seat, Action.parse(choice))
        if choice == PICK:
            break
    if state.deal.picker < 0:
        return None
    while not state.finished:
        seat = state.deal.turn
        legal = legal_actions(state, seat)
        phase = state.deal.phase
        if phase is Phase.BURY:
            hand = state.deal.hands[seat]
            legal = tuple(a for a in legal if a.type == BURY and any(
                u for _, u in rules.call_options(hand & ~mask(a), mask(a))))
        elif phase is Phase.CALL:
            legal = tuple(a for a in legal if a.type == CALL)
        state = apply(state, seat, rng.choice(legal))
    deal = state.history[-1]
    assert deal.unknown >= 0 and deal.result is not None
    return deal


def mask(action: Action) -> int:
    return sum(BIT[c] for c in action.cards)


def test_s10_a_seat_that_never_saw_the_unknown_cannot_tell_which_card_it_was() -> None:
    """Over random deals with an unknown: for every seat that did not see it, swapping the
    unknown for either buried card (every seen card the same) changes nothing in its view
    of the deal but what the scores themselves give away."""
    rng = random.Random(10)
    deals = compared = hidden = 0
    while deals < 150:
        deal = random_unknown_deal(rng)
        if deal is None:
            continue
        deals += 1
        assert deal.result is not None
        for seat in range(5):
            if sees_unknown(deal, seat):
                assert result_view(deal, seat)["side_points"] == deal.result.side_points
                continue
            mine = deal_view(deal, seat)
            hidden += mine["deal_result"]["points_hidden"]
            for card in indices(deal.bury):
                other = swapped(deal, card)
                assert other.result is not None and not sees_unknown(other, seat)
                if other.result.scores != deal.result.scores:
                    continue  # the public scores already tell these two apart
                compared += 1
                assert deal_view(other, seat) == mine
    assert compared > 200 and hidden > 50  # the test did look at many hidden cases
