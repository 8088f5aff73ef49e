"""A finished deal in words (S16–S19) and what a seat that never saw the unknown may read (S10).

Every base with a partner and alone is worded and its payments checked against the engine's
scores; leasters with a winner and a tie; after an unknown, a seat that did not see it reads
the band, the tricks and why the points are hidden, and its view of the deal is the same
whichever unseen card the unknown was (over many random deals).
"""

from __future__ import annotations

import random
import re

import pytest

from sheepshead.engine import GameState, apply, legal_actions, rules
from sheepshead.engine.actions import BURY, CALL, PICK, Action
from sheepshead.engine.deck import BIT, indices
from sheepshead.engine.game import new_game, score
from sheepshead.engine.state import Deal, DealResult, Phase, Trick
from sheepshead.engine.views import deal_view, result_view, sees_unknown
from tests.sheepshead.engine.positions import act, game_with, play_rows
from tests.sheepshead.engine.test_scoring import (
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


CASES = [  # base, alone, side points, side tricks, the words
    (1, False, 74, 4, "The picker's side took 74 points and won. Each defender pays 1; the "
     "picker gets 2 and the partner 1."),
    (2, False, 95, 5, "The picker's side took 95 points and won with schneider: the defenders "
     "took only 25 (29 or fewer). Each defender pays 2; the picker gets 4 and the partner 2."),
    (3, False, 120, 6, "The picker's side took every trick, all 120 points, and won with "
     "schwarz. Each defender pays 3; the picker gets 6 and the partner 3."),
    (-2, False, 45, 3, "The picker's side took 45 points and lost: it needed 61. The picker "
     "pays 4 and the partner 2; each defender gets 2."),
    (-2, False, 60, 3, "The picker's side took 60 points and lost: 60 to 60 is a loss. The "
     "picker pays 4 and the partner 2; each defender gets 2."),
    (-4, False, 25, 1, "The picker's side took only 25 points and lost with schneider (30 or "
     "fewer). The picker pays 8 and the partner 4; each defender gets 4."),
    (-6, False, 4, 0, "The picker's side took no trick and lost with schwarz. The picker pays "
     "12 and the partner 6; each defender gets 6."),
    (1, True, 74, 4, "The picker played alone, took 74 points and won. Each of the four "
     "defenders pays 1, so the picker gets 4."),
    (2, True, 95, 5, "The picker played alone, took 95 points and won with schneider: the "
     "defenders took only 25 (29 or fewer). Each of the four defenders pays 2, so the picker "
     "gets 8."),
    (3, True, 120, 6, "The picker played alone, took every trick, all 120 points, and won with "
     "schwarz. Each of the four defenders pays 3, so the picker gets 12."),
    (-2, True, 45, 3, "The picker played alone, took 45 points and lost: 61 were needed. The "
     "picker pays 2 to each of the four defenders, 8 in all."),
    (-4, True, 25, 1, "The picker played alone, took only 25 points and lost with schneider "
     "(30 or fewer). The picker pays 4 to each of the four defenders, 16 in all."),
    (-6, True, 4, 0, "The picker played alone, took no trick and lost with schwarz. The picker "
     "pays 6 to each of the four defenders, 24 in all."),
]


@pytest.mark.parametrize(("base", "alone", "side", "tricks", "words"), CASES)
def test_s17_s18_every_base_alone_or_with_a_partner_in_words(
        base: int, alone: bool, side: int, tricks: int, words: str) -> None:
    deal = finished(base, alone, side, tricks)
    for seat in range(5):
        data = result_view(deal, seat)
        assert data["explanation"] == words
        assert (data["side_points"], data["defender_points"]) == (side, 120 - side)
        assert data["side_tricks"] == tricks and data["points_hidden"] is False
    payments_agree(deal, words)


def payments_agree(deal: Deal, words: str) -> None:
    """The payment sentence says exactly what the engine's scores are (S18)."""
    result = deal.result
    assert result is not None
    scores, picker = result.scores, deal.picker
    defender = next(s for s in range(5) if s not in (picker, deal.partner))
    if deal.partner < 0:
        found = re.search(r"Each of the four defenders pays (\d+), so the picker gets (\d+)\.",
                          words)
        if found:
            assert (-scores[defender], scores[picker]) == tuple(map(int, found.groups()))
        else:
            lost = re.search(r"The picker pays (\d+) to each of the four defenders, (\d+) in "
                             r"all\.", words)
            assert lost is not None
            assert (scores[defender], -scores[picker]) == tuple(map(int, lost.groups()))
        return
    partner = deal.partner
    found = re.search(r"Each defender pays (\d+); the picker gets (\d+) and the partner (\d+)\.",
                      words)
    if found:
        assert (-scores[defender], scores[picker], scores[partner]) == tuple(
            map(int, found.groups()))
    else:
        lost = re.search(r"The picker pays (\d+) and the partner (\d+); each defender gets "
                         r"(\d+)\.", words)
        assert lost is not None
        assert (-scores[picker], -scores[partner], scores[defender]) == tuple(
            map(int, lost.groups()))


def test_a_played_deal_reads_as_the_engine_scored_it() -> None:
    deal = play_rows(called_deal(WIN_ROWS), WIN_ROWS).deal
    assert deal.result is not None and deal.result.scores == (2, -1, 1, -1, -1)
    assert result_view(deal, 3)["explanation"] == (
        "The picker's side took 76 points and won. Each defender pays 1; the picker gets 2 "
        "and the partner 1.")


def test_s19_leaster_winner_and_tie_in_words() -> None:
    won = play_rows(leaster(LEASTER_WIN_ROWS), LEASTER_WIN_ROWS).deal
    assert won.result is not None and won.result.scores == (-1, -1, -1, -1, 4)
    # Seats 2 and 3 took 0 points but no trick, so they cannot win (S19).
    assert result_view(won, 0)["explanation"] == (
        "Leaster: seat 4 took the fewest points, 4, among the players who took a trick. "
        "Each other player pays 1 to seat 4, 4 in all.")
    tie = play_rows(leaster(LEASTER_TIE_ROWS), LEASTER_TIE_ROWS).deal
    assert tie.result is not None and tie.result.scores == (0,) * 5
    assert result_view(tie, 2)["explanation"] == (
        "Leaster: seat 1 and seat 4 tied for the fewest points, 4, among the players who took "
        "a trick, so nobody scores.")


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


def test_s10_without_sight_of_the_unknown_the_band_the_tricks_and_why() -> None:
    deal = defender_takes_the_unknown().deal
    assert deal.result is not None
    assert (deal.result.side_points, deal.result.base) == (94, 2)
    for seat in (0, 3, 4):  # a defender, the partner, a defender: none saw the QC
        data = result_view(deal, seat)
        assert data["side_points"] is None and data["defender_points"] is None
        assert data["points_hidden"] is True and data["side_tricks"] == 5
        assert data["explanation"] == (
            "The picker's side took 5 of the six tricks and won with schneider: the defenders "
            "took 29 points or fewer. Each defender pays 2; the picker gets 4 and the partner "
            "2. The exact points stay hidden: you never saw the unknown card, and they would "
            "give away its value.")
    for seat in (1, 2):  # the picker, and the defender whose trick it fell in
        data = result_view(deal, seat)
        assert (data["side_points"], data["defender_points"]) == (94, 26)
        assert data["points_hidden"] is False
        assert data["explanation"] == (
            "The picker's side took 94 points and won with schneider: the defenders took only "
            "26 (29 or fewer). Each defender pays 2; the picker gets 4 and the partner 2.")


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
        payments_agree(deal, result_view(deal, deal.picker)["explanation"])
    assert compared > 200 and hidden > 50  # the test did look at many hidden cases
