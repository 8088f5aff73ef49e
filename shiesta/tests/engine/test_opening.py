"""H5: who opens, and with what."""

from __future__ import annotations

import pytest

from cards import IllegalAction
from shiesta.engine import Action, apply
from shiesta.tests.engine.positions import act, hand, legal, opening, pile

HANDS = ["9C 5D 5H KS 2C", "4C 4D 8S QH AH", "6C 6D 7S 10H JD"]


def test_h5_the_first_game_is_opened_by_seat_0_with_its_lowest_normal_card() -> None:
    state = opening(HANDS)
    assert state.turn == 0
    # The lowest normal card is the 5; he may add the other 5 (H5), nothing else.
    assert legal(state) == {"play 5D", "play 5H", "play 5D 5H"}
    state = act(state, "play 5D 5H")
    assert pile(state) == ["5D", "5H"] and state.turn == 1


def test_h5_later_games_are_started_by_the_next_seat_clockwise() -> None:
    assert opening(HANDS, game=2).turn == 1
    assert opening(HANDS, game=3).turn == 2
    assert opening(HANDS, game=4).turn == 0


def test_h5_a_higher_card_or_a_special_card_may_not_open() -> None:
    state = opening(HANDS)
    for cards in ("9C", "KS", "5D 9C"):
        with pytest.raises(IllegalAction):
            act(state, f"play {cards}")
    for cards in ("9C", "KS"):
        with pytest.raises(IllegalAction) as refused:
            act(state, f"play {cards}")
        assert refused.value.rule == "H5"
    with pytest.raises(IllegalAction) as refused:
        act(state, "play 2C")
    assert refused.value.rule == "H5" and "5♦" in str(refused.value)


def test_h5_the_7_is_not_the_lowest_normal_card() -> None:
    state = opening(["7C 7D 9H 2S 10C", "4C 4D 8S QH AH", "6C 6D 7S 10H JD"])
    assert legal(state) == {"play 9H"}
    with pytest.raises(IllegalAction) as refused:
        act(state, "play 7C")
    assert refused.value.rule == "H5"


def test_h5_fallback_the_next_player_who_has_a_card_to_open_with_opens() -> None:
    hands = ["2C 3D 7H 10S 10C", "2D 3C 7C 7D 10H", "6C 6D 7S 10D JD"]
    state = opening(hands)
    assert state.turn == 2 and legal(state) == {"play 6C", "play 6D", "play 6C 6D"}
    assert state.events[-1].kind == "open" and state.events[-1].seat == 2
    state = act(state, "play 6C")
    assert state.turn == 0  # play goes on clockwise from the opener


def test_h5_fallback_nobody_has_a_card_to_open_with() -> None:
    """[reading] Then the starter opens with any card of his hand, as on any empty pile."""
    hands = ["2C 3D 7H 10S 10C", "2D 3C 7C 7D 10H", "2H 2S 3H 3S 7S"]
    state = opening(hands, game=2)
    assert state.turn == 1
    assert legal(state) == {"play 2D", "play 3C", "play 7C", "play 7D", "play 7C 7D",
                            "play 10H"}


def test_h5_binds_the_opening_only() -> None:
    state = opening(HANDS, draw="3C 3H 8C 8D 9D 9S")
    state = act(state, "play 5D 5H", "play 8S")
    # Seat 2's turn: any card that may go on an 8, the 10 included (H7).
    assert "play 10H" in legal(state) and "play JD" in legal(state)
    state = act(state, "play 10H")
    # A new pile after the burn: any card opens it (H6), a special one too.
    assert "play 2C" in legal(state) and "play 9C" in legal(state)


def test_h5_the_opener_is_public() -> None:
    state = opening(HANDS, game=2)
    assert [(e.kind, e.seat, e.number) for e in state.events[-1:]] == [("open", 1, 1)]
    assert hand(state, 1) == set(HANDS[1].split())
    with pytest.raises(IllegalAction) as refused:
        apply(state, 0, Action.parse("play 5D"))
    assert refused.value.rule == "H6"  # out of turn
