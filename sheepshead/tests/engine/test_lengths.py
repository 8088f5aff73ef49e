"""A game's length (issue 31): ten deals (S20, the daily's), or one or five for practice;
the game ends after its last deal with the result of the deals played, and no other length
is a table's."""

from __future__ import annotations

import random

import pytest

from cards import InvalidOptions
from sheepshead.engine import ENGINE, GameState


def played(seed: str, deals: int) -> GameState:
    """A game of ``deals`` deals, played to its end by random legal actions."""
    rng = random.Random(seed)
    state = ENGINE.new_game(seed, 5, {"deals": deals})
    while seats := ENGINE.to_act(state):
        state = ENGINE.apply(state, seats[0], rng.choice(ENGINE.legal_actions(state, seats[0])))
    return state


@pytest.mark.parametrize("deals", [1, 5, 10])
def test_a_game_ends_after_its_last_deal_with_its_result(deals: int) -> None:
    for n in range(3):
        state = played(f"length-{deals}-{n}", deals)
        assert state.finished and len(state.history) == deals
        outcome = ENGINE.outcome(state)
        assert outcome is not None and sum(outcome.scores) == 0
        for seat in range(5):
            scores = ENGINE.round_scores(state, seat)
            assert len(scores) == deals and sum(scores) == outcome.scores[seat]
        view = ENGINE.view(state, 0)
        assert view["status"] == "finished" and view["deals"] == deals
        assert view["result"]["totals"] == list(outcome.scores)
        assert len(view["scores"]) == len(view["history"]) == deals


def test_one_deal_is_a_whole_game() -> None:
    """The first deal's end is the game's: the view after it has the result, no next deal."""
    state = played("length-one", 1)
    view = ENGINE.view(state, 0)
    assert view["deal"] == 1 and not view["legal_actions"] and view["to_act"] == []
    assert view["result"]["totals"] == view["scores"][0]


@pytest.mark.parametrize("deals", [0, 2, 3, 4, 6, 9, 11, 20, 100])
def test_no_other_length_is_a_tables(deals: int) -> None:
    with pytest.raises(InvalidOptions) as refused:
        ENGINE.validate_options(5, {"deals": deals})
    assert refused.value.option == "deals"
    assert str(refused.value) == "deals must be one of 1, 5, 10"
