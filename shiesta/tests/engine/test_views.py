"""What a seat sees: the view and its events hide the draw pile, every face-down card, the
other hands and the cards out of the game beyond their count."""

from __future__ import annotations

import json
import random

import pytest

from shiesta.engine import ENGINE, GameState
from shiesta.engine.actions import Action
from shiesta.engine.deck import CODES, codes, indices, mask_of
from shiesta.engine.game import custom_game
from shiesta.tests import oracle
from shiesta.tests.engine.positions import act, position


def random_game(seed: str, seats: int, rng: random.Random) -> list[GameState]:
    state = ENGINE.new_game(seed, seats)
    states = [state]
    while ENGINE.outcome(state) is None:
        seat = rng.choice(ENGINE.to_act(state))
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        states.append(state)
    return states


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_views_of_random_games_agree_with_the_oracle(seats: int) -> None:
    rng = random.Random(f"views/{seats}")
    for n in range(3):
        states = random_game(f"views-{seats}-{n}", seats, rng)
        for state in states[:: max(1, len(states) // 25)] + states[-1:]:
            for seat in range(seats):
                oracle.check_view(state, seat, ENGINE.view(state, seat, 0))


def test_the_owner_does_not_see_his_face_down_cards_either() -> None:
    state = ENGINE.new_game("down", 4)
    for seat in range(4):
        text = json.dumps(ENGINE.view(state, seat, 0))
        for card in state.face_down[seat]:
            assert f'"{CODES[card]}"' not in text
        assert ENGINE.view(state, seat)["face_down"][seat] == [True, True, True]


def test_other_hands_and_the_draw_pile_are_counts() -> None:
    state = ENGINE.new_game("counts", 3)
    data = ENGINE.view(state, 1)
    assert data["hand"] == codes(state.hands[1])
    assert data["hand_sizes"] == [5, 5, 5] and data["draw_pile"] == 52 - 33
    assert set(json.dumps(data).split('"')) & set(codes(state.hands[0])) == set()
    assert data["face_up"] == [codes(row) for row in state.face_up]


def test_a_draw_shows_its_cards_to_the_drawer_only() -> None:
    state = position(["4C 5D 6S 8C 9C", "KS", "QS"], draw="AC AD", pile="")
    state = act(state, "play 4C")
    mine = ENGINE.view(state, 0, 0)["events"]
    theirs = ENGINE.view(state, 1, 0)["events"]
    assert mine[-1] == {"v": 1, "type": "draw", "seat": 0, "count": 1, "cards": ["AC"]}
    assert theirs[-1] == {"v": 1, "type": "draw", "seat": 0, "count": 1}


def test_a_pick_up_shows_what_went_into_whose_hand() -> None:
    state = position(["4C", "KS", "QS"], pile="8H 9D")
    state = act(state, "pickup")
    for seat in range(3):
        event = ENGINE.view(state, seat, 0)["events"][-1]
        assert event == {"v": 1, "type": "pickup", "seat": 0, "cards": ["8H", "9D"],
                         "count": 2, "reason": "stuck"}


def test_events_are_versioned_and_appended() -> None:
    rng = random.Random("versions")
    states = random_game("versions", 4, rng)
    final = states[-1]
    events = ENGINE.view(final, 2, 0)["events"]
    assert [e["v"] for e in events] == sorted(e["v"] for e in events)
    assert events[-1]["type"] == "game_over"
    for version in (1, len(states) // 2, len(states) - 1):
        assert ENGINE.view(final, 2, version)["events"] == [
            e for e in events if e["v"] > version]


def test_the_same_seed_plays_the_same_game() -> None:
    a = random_game("same", 4, random.Random(1))
    b = random_game("same", 4, random.Random(1))
    assert a == b
    assert ENGINE.encode_state(a[-1]) == ENGINE.encode_state(b[-1])


def test_the_memory_keeps_what_went_out_and_into_whose_hand() -> None:
    state = custom_game([mask_of("5C"), mask_of("6H 10D"), mask_of("4S 10S")],
                        pile=indices(mask_of("QS")))
    state = ENGINE.apply(state, 0, Action.parse("pickup"))
    assert ENGINE.view(state, 2)["memory"] == {"out": [], "hands": [["QS"], [], []]}
    state = ENGINE.apply(state, 1, Action.parse("play 6H"))
    state = ENGINE.apply(state, 2, Action.parse("play 10S"))  # burns the 6 and itself (H7)
    state = ENGINE.apply(state, 0, Action.parse("play QS"))  # played: no longer in the hand
    for seat in range(3):
        data = ENGINE.view(state, seat, 0)
        assert data["memory"] == {"out": ["6H", "10S"], "hands": [[], [], []]}
        assert data["burned"] == 46 + 2  # the cards custom_game did not place, and these
        oracle.check_view(state, seat, data)


def test_h5_a_finished_game_names_the_next_game_whose_next_seat_starts() -> None:
    state = ENGINE.new_game("next game", 4, {"game": 3, "turn_limit": 1})
    rng = random.Random(5)
    while not state.finished:
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_actions(state, seat)
        state = ENGINE.apply(state, seat, legal[rng.randrange(len(legal))])
    following = ENGINE.view(state, 0)["next_options"]
    assert following == {"game": 4, "turn_limit": 1, "games": 1}
    assert ENGINE.new_game("after", 4, following).starter == 3  # game 4: seat 3 (H5)
    assert ENGINE.view(ENGINE.new_game("running", 4), 0)["next_options"] is None
