"""X4, X5, X7, D1: the deal, the peek, the starter."""

from __future__ import annotations

import pytest

from sixes.engine import ENGINE, new_game
from sixes.engine.game import deal_cards
from sixes.engine.rules import BOTTOM_ROW


@pytest.mark.parametrize(("variant", "seats"), [("sixes", 2), ("sixes", 6), ("double", 3)])
def test_x4_d1_each_seat_gets_six_cards_a_packet_the_rest_is_the_stock(variant: str,
                                                                       seats: int) -> None:
    state = ENGINE.new_game("deal", seats, {"variant": variant})
    size = 12 if variant == "double" else 6
    assert all(len(cards) == size for cards in state.packets)
    dealt = [c for cards in state.packets for c in cards] + list(state.stock)
    assert sorted(dealt) == list(range(54))  # X1: 52 cards and the two jokers
    assert len(state.stock) == 54 - seats * size and state.open_pile == ()
    assert (state.packets, state.stock) == deal_cards("deal", seats, variant)


def test_x4_the_deal_is_a_pure_function_of_seed_seats_and_variant() -> None:
    assert new_game("a", 4) == new_game("a", 4)
    assert new_game("a", 4).packets != new_game("b", 4).packets
    assert new_game("a", 2).packets != new_game("a", 3).packets[:2]


def test_x5_every_seat_peeks_at_its_bottom_row_nobody_knows_a_top_row() -> None:
    state = new_game("peek", 3)
    assert state.known == (BOTTOM_ROW,) * 3 and state.public == (0, 0, 0)
    assert [(e.v, e.kind, e.seat) for e in state.events] == [(0, "peek", s) for s in range(3)]
    data = ENGINE.view(state, 1, -1)
    assert [e["kind"] for e in data["events"]] == ["peek"] * 3
    mine, other = data["packets"][1][0], data["packets"][0][0]
    assert mine["marks"] == ["unknown"] * 3 + ["known"] * 3
    assert mine["cards"][:3] == [None] * 3 and None not in mine["cards"][3:]
    assert other["marks"] == ["unknown"] * 3 + ["owner"] * 3 and other["cards"] == [None] * 6
    assert data["unseen"] == 54 - 3


def test_d1_double_sixes_peeks_at_both_bottom_rows() -> None:
    state = new_game("peek", 2, "double")
    data = ENGINE.view(state, 0)
    for packet in data["packets"][0]:
        assert packet["marks"] == ["unknown"] * 3 + ["known"] * 3
    assert len(data["packets"][1]) == 2 and data["unseen"] == 54 - 6


def test_x7_seat_0_starts_by_default_and_the_starter_option_names_another() -> None:
    assert ENGINE.new_game("s", 4).turn == 0 and ENGINE.to_act(ENGINE.new_game("s", 4)) == (0,)
    state = ENGINE.new_game("s", 4, {"starter": 2})
    assert state.turn == 2 and ENGINE.view(state, 0)["starter"] == 2
    state = ENGINE.apply(state, 2, ENGINE.decode_action({"type": "draw"}))
    state = ENGINE.apply(state, 2, ENGINE.decode_action({"type": "discard"}))
    state = ENGINE.apply(state, 2, ENGINE.decode_action({"type": "end"}))
    assert state.turn == 3  # clockwise: seat numbers up
    for _ in range(2):
        state = ENGINE.apply(state, state.turn, ENGINE.decode_action({"type": "draw"}))
        state = ENGINE.apply(state, state.turn, ENGINE.decode_action({"type": "discard"}))
        state = ENGINE.apply(state, state.turn, ENGINE.decode_action({"type": "end"}))
    assert state.turn == 1 and state.turns == (1, 0, 1, 1)
