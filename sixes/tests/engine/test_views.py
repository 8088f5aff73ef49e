"""The views: marks, the held card, ``unseen``, the events as each seat saw them; and the
oracle's independent check over random games from hand-built positions."""

from __future__ import annotations

import random

import pytest

from sixes.engine import ENGINE, GameState
from sixes.tests import oracle
from sixes.tests.engine.positions import act, position

SEATS = ("AC 2C 5C 6C 7C 8C", "AD 2D 5D 6D 7D 8D", "AH 2H 5H 6H 7H 8H")


def test_a_drawn_card_is_the_drawers_alone_a_taken_card_everyones() -> None:
    state = act(position(*SEATS, stock="KH 3C 3D", pile="9S"), "draw")
    assert ENGINE.view(state, 0)["holding"] == {"seat": 0, "card": "KH", "from": "stock"}
    assert ENGINE.view(state, 1)["holding"] == {"seat": 0, "card": None, "from": "stock"}
    assert ENGINE.view(state, 1, state.version - 1)["events"] == [
        {"v": 1, "kind": "draw", "seat": 0, "card": None}]
    assert ENGINE.view(state, 0, state.version - 1)["events"][0]["card"] == "KH"
    # The stock, the card seat 0 holds, seat 0's six and seat 2's six, seat 1's top row.
    assert ENGINE.view(state, 1)["unseen"] == 2 + 1 + 6 + 6 + 3
    assert ENGINE.view(state, 0)["unseen"] == 2 + 3 + 6 + 6
    state = act(state, "swap 0 3", "end")
    swap = ENGINE.view(state, 2, 1)["events"][0]
    assert swap == {"v": 2, "kind": "swap", "seat": 0, "packet": 0, "position": 3,
                    "card": None, "out": "6C"}
    assert ENGINE.view(state, 0, 1)["events"][0]["card"] == "KH"
    state = act(state, "take")
    assert ENGINE.view(state, 2)["holding"] == {"seat": 1, "card": "6C", "from": "open"}
    state = act(state, "swap 0 5")
    assert ENGINE.view(state, 2, state.version - 1)["events"][0]["card"] == "6C"


def test_marks_public_known_owner_unknown_and_face_up() -> None:
    state = act(position(*SEATS, stock="KH 3C 3D", pile="9S"),
                "take", "swap 0 3", "end", "draw", "swap 0 4", "knock 0")
    data = ENGINE.view(state, 0)
    mine, seat1, seat2 = data["packets"][0][0], data["packets"][1][0], data["packets"][2][0]
    assert mine["marks"] == ["unknown"] * 3 + ["public", "known", "known"]
    assert mine["cards"] == [None] * 3 + ["9S", "7C", "8C"]
    assert seat1["marks"] == ["face_up"] * 6 and seat1["done"] is True
    assert seat2["marks"] == ["unknown"] * 3 + ["owner"] * 3 and seat2["cards"] == [None] * 6
    other = ENGINE.view(state, 2)["packets"][0][0]
    assert other["marks"] == ["unknown"] * 3 + ["public", "owner", "owner"]
    assert other["cards"] == [None] * 3 + ["9S", None, None]
    # Seat 0's top row and seat 2's six: seat 1's packet is face up.
    assert data["unseen"] == len(state.stock) + 3 + 0 + 6
    assert data["knocked"] == 1 and data["final_turns"] == [2, 0] and data["turn"] == 2


def test_a_card_swapped_in_from_the_stock_over_a_public_one_is_no_longer_public() -> None:
    state = act(position(*SEATS[:2], stock="KH 3C 3D", pile="9S"),
                "take", "swap 0 3", "end", "draw", "discard", "end", "draw", "swap 0 3")
    assert ENGINE.view(state, 1)["packets"][0][0]["marks"][3] == "owner"
    assert ENGINE.view(state, 0)["packets"][0][0]["marks"][3] == "known"


def test_the_view_lists_who_must_and_who_may_act_and_the_viewers_legal_actions() -> None:
    state = act(position(*SEATS), "up 0")
    data = ENGINE.view(state, 1)
    assert data["to_act"] == [0] and data["may_act"] == [0, 1, 2] and data["turn"] == 0
    assert data["legal_actions"] == [{"type": "up", "packet": 0}]
    assert data["phase"] == "move" and data["game"] == "sixes" and data["variant"] == "sixes"
    assert data["turns"] == [0, 0, 0] and data["stock"] == 8 and data["open_pile"] == []


def _random_states(start: GameState, rng: random.Random) -> list[GameState]:
    states, state = [start], start
    while not state.finished:
        seat = rng.choice(ENGINE.may_act(state))
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        states.append(state)
    return states


@pytest.mark.parametrize("options", [{}, {"memory": True}, {"variant": "double"},
                                     {"variant": "double", "memory": True},
                                     {"games": 3}, {"memory": True, "games": 2},
                                     {"variant": "double", "memory": True, "games": 2}])
def test_the_oracle_agrees_with_every_view_of_random_games(options: dict[str, object]) -> None:
    """Every seat's view of every state, its events from the start included: single games
    and matches, whose game ends turn one game's cards up and deal the next."""
    rng = random.Random(f"views/{options}")
    for number in range(8):
        seats = 2 + number % 2
        start = ENGINE.new_game(f"views-{number}", seats, {**options, "turn_limit": 6})
        for state in _random_states(start, rng):
            for seat in range(seats):
                oracle.check_view(state, seat, ENGINE.view(state, seat, -1))
                assert oracle.seen(ENGINE.view(state, seat, -1)["events"]) <= oracle.known(
                    state, seat)


def test_the_oracle_agrees_on_hand_built_positions() -> None:
    rng = random.Random(3)
    for memory in (False, True):
        start = position(*SEATS, stock="KH KS 3C 3D 3H 3S", pile="9S", memory=memory)
        for state in _random_states(start, rng):
            for seat in range(3):
                oracle.check_view(state, seat, ENGINE.view(state, seat, -1))
