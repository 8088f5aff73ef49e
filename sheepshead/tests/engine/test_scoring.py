"""Scoring one deal: rules S16 (the picker's side), S17 (the base), S18 (payments), S19 (leaster).

First the pure functions of ``rules.py`` row by row, then complete hand-built deals in which
every card is chosen (or the outcome is forced). Each trick is written as one row giving the
cards of seats 0–4 in seat order; the engine decides who leads, so the rows also check S13/S14.
The dealer is seat 4: seat 0 decides and leads first.
"""

from __future__ import annotations

import pytest

from sheepshead.engine import GameState, apply, legal_actions, rules, view
from sheepshead.engine.state import DealResult
from sheepshead.tests.engine.positions import STRONG_SEAT_0, act, game_with, play_rows


def deal_from_rows(rows: list[str]) -> GameState:
    """A deal whose hands are the rows' columns; the blind is the two cards not in a row."""
    columns = zip(*(row.split() for row in rows), strict=True)
    return game_with([" ".join(column) for column in columns])


def finish(state: GameState, rows: list[str]) -> DealResult:
    state = play_rows(state, rows)
    assert state.finished
    result = state.deal.result
    assert result is not None
    assert state.history[-1].result == result
    assert sum(result.scores) == 0
    return result


# ---------------------------------------------------------------- S17: the base, pure


@pytest.mark.parametrize(
    ("side_points", "side_tricks", "base"),
    [
        (61, 2, 1),  # the least win
        (75, 3, 1),
        (90, 4, 1),  # defenders 30: no schneider
        (91, 4, 2),  # defenders 29: schneider
        (100, 5, 2),
        (120, 5, 2),  # all the points, but the defenders took a (blank) trick
        (120, 6, 3),  # schwarz: the defenders took no trick
        (60, 3, -2),  # 60-60 is a loss
        (31, 2, -2),
        (30, 2, -4),  # the picker's side took 30 or fewer
        (4, 1, -4),
        (0, 1, -4),  # a blank trick is still a trick
        (4, 0, -6),  # no trick; the bury's points do not help
        (0, 0, -6),
        (40, 0, -6),  # a rich bury, still no trick
    ],
)
def test_s17_picker_base(side_points: int, side_tricks: int, base: int) -> None:
    assert rules.picker_base(side_points, side_tricks) == base


# ---------------------------------------------------------------- S18: payments, pure


@pytest.mark.parametrize("base", [1, 2, 3, -2, -4, -6])
def test_s18_payments_with_a_partner(base: int) -> None:
    scores = rules.payments(1, 3, base)
    assert scores == (-base, 2 * base, -base, base, -base)
    assert sum(scores) == 0


@pytest.mark.parametrize("base", [1, 2, 3, -2, -4, -6])
def test_s18_payments_alone(base: int) -> None:
    scores = rules.payments(4, -1, base)
    assert scores == (-base, -base, -base, -base, 4 * base)
    assert sum(scores) == 0


def test_s18_payment_table_examples() -> None:
    assert rules.payments(0, 2, 1) == (2, -1, 1, -1, -1)
    assert rules.payments(0, 2, -6) == (-12, 6, -6, 6, 6)
    assert rules.payments(2, -1, 3) == (-3, -3, 12, -3, -3)
    assert rules.payments(2, -1, -4) == (4, 4, -16, 4, 4)


# ---------------------------------------------------------------- S19: leaster, pure


@pytest.mark.parametrize(
    ("points", "tricks", "scores", "winner"),
    [
        ((30, 0, 40, 50, 0), (2, 0, 1, 3, 0), (4, -1, -1, -1, -1), 0),
        # Seats 1 and 4 have 0 points but no trick: they cannot win (S19).
        ((59, 0, 36, 0, 4), (4, 0, 1, 0, 1), (-1, -1, -1, -1, 4), 4),
        # A trick worth 0 points wins.
        ((0, 60, 39, 0, 0), (1, 2, 3, 0, 0), (4, -1, -1, -1, -1), 0),
        ((20, 30, 20, 29, 0), (1, 1, 1, 3, 0), (0, 0, 0, 0, 0), -1),  # tie for fewest
        ((91, 4, 0, 0, 4), (4, 1, 0, 0, 1), (0, 0, 0, 0, 0), -1),
        ((0, 0, 0, 99, 0), (1, 1, 1, 2, 1), (0, 0, 0, 0, 0), -1),
    ],
)
def test_s19_leaster_scores(
    points: tuple[int, ...], tricks: tuple[int, ...], scores: tuple[int, ...], winner: int
) -> None:
    assert rules.leaster_scores(points, tricks) == (scores, winner)
    assert sum(scores) == 0


# ---------------------------------------------------------------- complete deals with a picker

# Seat 0 picks, buries the blind KS 8S (4 points), calls AH: seat 2 is the partner.
WIN_ROWS = [
    "QC 8D 10D 9D 7D",  # seat 0 leads trump: 13 to seat 0
    "QH QD JS JH KD",  # 14 to seat 0
    "7H KH AH KC 8H",  # the picker leads his hold card: 19 to the partner (seat 2)
    "9S AC 7C 9C 8C",  # 11 to seat 1
    "AD 9H 10H 10S JD",  # 33 to seat 4
    "JC 10C QS AS 7S",  # 26 to seat 2
]
SCHNEIDER_ROWS = [
    *WIN_ROWS[:4],
    "JC 9H 10H 10S JD",  # the picker overtrumps: 24 to seat 0
    "AD 10C QS AS 7S",  # 35 to seat 2
]
SIXTY_ROWS = [
    "JC QD JS JH KD",  # 13 to seat 1
    "7H KH AH 9D 8H",  # seat 1 leads hearts, seat 3 trumps: 15 to seat 3
    "9S AC 10H AS 7S",  # 32 to seat 3
    "AD 10C 7C 9C 8C",  # 21 to seat 0
    "QH 8D QS KC JD",  # 12 to seat 2
    "QC 9H 10D 10S 7D",  # 23 to seat 0
]
THIRTY_ROWS = [
    "QH 8D QS JH KD",  # 12 to seat 2
    "JC QD JS 9D 7D",  # 7 to seat 1
    "QC AC 7C 9C 8C",  # 14 to seat 0
    "AD KH 10D 10S JD",  # 37 to seat 4
    "9S 9H 10H AS 7S",  # 21 to seat 3
    "7H 10C AH KC 8H",  # the last trick: 25 to seat 1
]


def called_deal(rows: list[str]) -> GameState:
    state = deal_from_rows(rows)
    assert state.deal.hands == deal_from_rows(WIN_ROWS).deal.hands  # the same cards each time
    state = act(state, "pick", "bury KS 8S", "call AH")
    assert state.deal.partner == 2
    return state


def test_s16_s17_s18_win_b1_with_a_partner() -> None:
    result = finish(called_deal(WIN_ROWS), WIN_ROWS)
    assert result.tricks == (2, 1, 2, 0, 1)
    assert result.points == (27, 11, 45, 0, 33)
    assert result.side_points == 27 + 45 + 4  # tricks of picker and partner + the bury
    assert result.base == 1
    assert result.scores == (2, -1, 1, -1, -1)
    assert not result.leaster


def test_s17_schneider_b2_defenders_29_or_fewer() -> None:
    result = finish(called_deal(SCHNEIDER_ROWS), SCHNEIDER_ROWS)
    assert result.tricks == (3, 1, 2, 0, 0)
    assert result.points == (51, 11, 54, 0, 0)
    assert result.side_points == 109
    assert result.base == 2
    assert result.scores == (4, -2, 2, -2, -2)


def test_s16_s17_sixty_sixty_is_a_loss_counting_the_bury() -> None:
    result = finish(called_deal(SIXTY_ROWS), SIXTY_ROWS)
    assert result.tricks == (2, 1, 1, 2, 0)
    assert result.points == (44, 13, 12, 47, 0)
    assert result.side_points == 60
    assert result.base == -2
    assert result.scores == (-4, 2, -2, 2, 2)


def test_s17_loss_schneidered_b_minus_4() -> None:
    result = finish(called_deal(THIRTY_ROWS), THIRTY_ROWS)
    assert result.tricks == (1, 2, 1, 1, 1)
    assert result.points == (14, 32, 12, 21, 37)
    assert result.side_points == 30
    assert result.base == -4
    assert result.scores == (-8, 4, -4, 4, 4)


def test_s16_s18_alone_loss_the_bury_lifts_the_side_above_30() -> None:
    """Alone with the same cards: seat 0's 27 trick points + the 4 of the bury = 31."""
    state = act(deal_from_rows(WIN_ROWS), "pick", "bury KS 8S", "alone")
    result = finish(state, WIN_ROWS)
    assert result.tricks == (2, 1, 2, 0, 1)
    assert result.side_points == 31
    assert result.base == -2  # without the bury it would be -4
    assert result.scores == (-8, 2, 2, 2, 2)



def play_forced(state: GameState) -> DealResult:
    """Play on with each seat's first legal card: for deals whose outcome is forced."""
    while not state.finished:
        seat = state.deal.turn
        state = apply(state, seat, legal_actions(state, seat)[0])
    assert state.deal.result is not None
    return state.deal.result


def test_s17_s18_alone_schwarz_b3() -> None:
    state = act(game_with(STRONG_SEAT_0), "pick", "bury KH 7H", "alone")
    result = play_forced(state)
    assert result.tricks == (6, 0, 0, 0, 0)
    assert result.points == (116, 0, 0, 0, 0)
    assert result.side_points == 120
    assert result.base == 3
    assert result.scores == (12, -3, -3, -3, -3)


def test_s17_s18_alone_without_a_trick_b_minus_6() -> None:
    state = act(game_with(STRONG_SEAT_0), "pass", "pick", "bury KH 7H", "alone")
    result = play_forced(state)
    assert result.side_points == 4
    assert result.base == -6
    assert result.scores == (6, -24, 6, 6, 6)


def test_s16_s18_deal_result_is_public_once_the_deal_is_over() -> None:
    state = play_rows(called_deal(WIN_ROWS), WIN_ROWS)
    for seat in range(5):
        data = view(state, seat)
        assert data["deal_result"]["scores"] == [2, -1, 1, -1, -1]
        assert data["deal_result"]["side_points"] == 76
        assert data["deal_result"]["defender_points"] == 44
        assert data["totals"] == [2, -1, 1, -1, -1]


# ---------------------------------------------------------------- complete leasters (S19)

LEASTER_WIN_ROWS = [
    "QC JD 7D 10C KH",  # 19 to seat 0
    "QS JH 8D AS 9H",  # 16 to seat 0
    "QH JS 9D 10S 9S",  # 15 to seat 0
    "QD JC KD 7C 8S",  # 9 to seat 0
    "7H 9C 8C KC 8H",  # seat 4's 8H takes it: 4 to seat 4
    "AC AD 10D KS 7S",  # seat 4 leads 7S, AD takes it: 36 to seat 1
]  # blind: AH 10H (21 points, nobody's)
LEASTER_TIE_ROWS = [
    "QC JD AD AC KH",  # 31 to seat 0
    "QS JH 10D 10C 9H",  # 25 to seat 0
    "QH JS KD AS 9S",  # 20 to seat 0
    "QD JC 9D 10S 8S",  # 15 to seat 0
    "7H 9C 8C KC 8H",  # 4 to seat 4
    "7C 8D 7D KS 7S",  # 8D takes it: 4 to seat 1
]  # blind: AH 10H


def leaster(rows: list[str]) -> GameState:
    return act(deal_from_rows(rows), *["pass"] * 5)


def test_s19_leaster_fewest_points_among_trick_takers_wins() -> None:
    result = finish(leaster(LEASTER_WIN_ROWS), LEASTER_WIN_ROWS)
    assert result.leaster
    assert result.tricks == (4, 1, 0, 0, 1)
    assert result.points == (59, 36, 0, 0, 4)  # the blind's 21 belong to nobody
    # Seats 2 and 3 have 0 points but took no trick: seat 4 wins with 4.
    assert result.winner == 4
    assert result.scores == (-1, -1, -1, -1, 4)


def test_s19_leaster_tie_for_fewest_nobody_scores() -> None:
    result = finish(leaster(LEASTER_TIE_ROWS), LEASTER_TIE_ROWS)
    assert result.tricks == (4, 1, 0, 0, 1)
    assert result.points == (91, 4, 0, 0, 4)
    assert result.winner == -1
    assert result.scores == (0, 0, 0, 0, 0)
