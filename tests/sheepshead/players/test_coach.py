"""The coach: options best first with their values, the person's own choice always valued,
the same answer to the same question, and reasons that fit the situation."""

from __future__ import annotations

import random

from sheepshead.engine import Action, legal_actions, view
from sheepshead.players.coach import Option, advise, explain
from tests.sheepshead.engine.positions import STRONG_SEAT_0, act, game_with

ROLLOUTS = 200  # enough to order the options here; the site uses the full budget


def test_options_come_best_first_and_include_the_persons_choice() -> None:
    state = game_with(STRONG_SEAT_0)
    legal = legal_actions(state, 0)
    advice = advise(view(state, 0), legal, random.Random(1), rollouts=ROLLOUTS)
    values = [o.value for o in advice.options]
    assert values == sorted(values, reverse=True)
    assert advice.best == Action.parse("pick")  # the six top trumps
    assert advice.reason.startswith("pick: picking scores about +")
    state = act(state, "pick")
    legal = legal_actions(state, 0)
    worst = legal[-1]
    advice = advise(view(state, 0), legal, random.Random(1), worst, rollouts=ROLLOUTS)
    assert advice.value_of(worst) is not None and advice.best in legal


def test_the_same_question_gets_the_same_answer() -> None:
    state = act(game_with(STRONG_SEAT_0), "pick", "bury JC JS", "call AH")
    legal = legal_actions(state, 0)
    answers = {advise(view(state, 0), legal, random.Random(9), rollouts=ROLLOUTS)
               for _ in range(2)}
    assert len(answers) == 1


def test_leading_trump_counts_the_trumps_out() -> None:
    state = act(game_with(STRONG_SEAT_0), "pick", "bury JC JS", "call AH")
    advice = advise(view(state, 0), legal_actions(state, 0), random.Random(2), rollouts=ROLLOUTS)
    assert advice.best.type == "play"
    assert advice.reason.startswith("lead trump: you hold 4 of the 12 trumps still out")


# Seat 0 picks and calls the ace of hearts, which makes seat 3 (10D 7D AH…) the partner.
PARTNER_3 = [
    "QC QS QH QD JC JS",
    "JH JD AD AC 10C KC",
    "9D KD 8D AS 10S KS",
    "10D 7D AH 10H 8H 9C",
    "8C 7C 9S 8S 7S 9H",
]


def test_explain_names_a_schmier_to_a_sure_friend() -> None:
    state = act(game_with(PARTNER_3), "pick", "bury JC JS", "call AH",
                "play QC", "play JH", "play 8D")
    ten = Option(Action.parse("play 10D"), 0.0)
    assert explain(view(state, 3), [ten]).startswith(
        "schmier 10♦: your side is taking this trick")
    low = Option(Action.parse("play 7D"), 0.0)
    assert explain(view(state, 3), [low]).startswith("play 7♦: it gives away no points")
    # The same ten from a defender is no schmier: the picker is not his friend.
    state = act(game_with(PARTNER_3), "pick", "bury JC JS", "call AH", "play QC")
    assert not explain(view(state, 1), [Option(Action.parse("play AD"), 0.0)]).startswith(
        "schmier")


def test_a_bury_reason_counts_points_and_voids() -> None:
    state = act(game_with(STRONG_SEAT_0), "pick")
    bury = Option(Action.parse("bury KH 7H"), 0.0)
    assert explain(view(state, 0), [bury]) == (
        "bury K♥ and 7♥: 4 points safe in the bury and no hearts left to follow with")
