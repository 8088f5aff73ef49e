"""Options (K14's limit) and seats (K1)."""

from __future__ import annotations

import pytest

from cards import InvalidOptions
from shakipesh.engine import ENGINE


def test_the_limit_is_the_one_option_with_its_choices_and_labels() -> None:
    (limit,) = ENGINE.options
    assert (limit.name, limit.default, limit.choices, limit.offered) == (
        "limit", 25, (1, 10, 25, 50), True)
    assert limit.choice_labels == ("One round", "10 points", "25 points", "50 points")
    assert ENGINE.validate_options(2, {}) == {"limit": 25}
    assert (ENGINE.min_seats, ENGINE.default_seats, ENGINE.max_seats) == (2, 2, 4)
    assert ENGINE.better == "lower"


@pytest.mark.parametrize("value", [1, 10, 25, 50])
def test_each_limit_makes_a_match(value: int) -> None:
    state = ENGINE.new_game("limits", 3, {"limit": value})
    assert state.limit == value and state.round == 1


@pytest.mark.parametrize("value", [0, 5, 100, "25", True, None, 2.5])
def test_other_limits_are_refused(value: object) -> None:
    with pytest.raises(InvalidOptions) as refused:
        ENGINE.validate_options(2, {"limit": value})
    assert refused.value.option == "limit"


@pytest.mark.parametrize("seats", [1, 5, 0, "2", True])
def test_k1_two_to_four_players(seats: object) -> None:
    with pytest.raises(InvalidOptions) as refused:
        ENGINE.validate_options(seats, {})
    assert refused.value.option == "seats"
