"""Options: Double Sixes for two or three (D6), the starter (X7), memory mode (X6)."""

from __future__ import annotations

import pytest

from cards import InvalidOptions
from sixes.engine import ENGINE
from sixes.tests.engine.positions import act, position


def test_the_options_and_their_defaults() -> None:
    assert ENGINE.validate_options(4, {}) == {"variant": "sixes", "memory": False,
                                              "games": 1, "starter": 0, "game": 1,
                                              "turn_limit": 40}
    offered = {o.name for o in ENGINE.options if o.offered}
    assert offered == {"variant", "memory", "games"}
    assert (ENGINE.min_seats, ENGINE.default_seats, ENGINE.max_seats) == (2, 4, 6)


@pytest.mark.parametrize("seats", [4, 5, 6])
def test_d6_double_sixes_is_played_by_two_or_three_only(seats: int) -> None:
    with pytest.raises(InvalidOptions) as refused:
        ENGINE.validate_options(seats, {"variant": "double"})
    assert refused.value.option == "variant" and "two or three" in str(refused.value)
    with pytest.raises(InvalidOptions):
        ENGINE.new_game("d", seats, {"variant": "double"})


@pytest.mark.parametrize("seats", [2, 3])
def test_d6_double_sixes_for_two_and_three(seats: int) -> None:
    assert ENGINE.validate_options(seats, {"variant": "double"})["variant"] == "double"
    assert ENGINE.new_game("d", seats, {"variant": "double"}).n_packets == 2


def test_x7_the_starter_is_one_of_the_seats() -> None:
    assert ENGINE.validate_options(3, {"starter": 2})["starter"] == 2
    for seats, starter in ((2, 2), (3, 3), (5, 5)):
        with pytest.raises(InvalidOptions) as refused:
            ENGINE.validate_options(seats, {"starter": starter})
        assert refused.value.option == "starter"
    for bad in (-1, 6, True, "1"):
        with pytest.raises(InvalidOptions) as refused:
            ENGINE.validate_options(6, {"starter": bad})
        assert refused.value.option == "starter"


def _codes(data: dict[str, object], seat: int) -> list[object]:
    packets = data["packets"]
    assert isinstance(packets, list)
    return [c for packet in packets[seat] for c in packet["cards"]]


def test_x6_memory_mode_hides_seat_0s_face_down_codes_after_its_first_action() -> None:
    state = position("AC 2C 5C 6C 7C 8C", "AD 2D 5D 6D 7D 8D", stock="KH 3C 3D 3S",
                     pile="9H", memory=True)
    before = ENGINE.view(state, 0)
    assert before["peeking"] is True and before["memory"] is True
    assert _codes(before, 0) == [None] * 3 + ["6C", "7C", "8C"]  # the peek
    state = act(state, "take")
    during = ENGINE.view(state, 0)
    assert during["peeking"] is False
    assert _codes(during, 0) == [None] * 6
    assert during["packets"][0][0]["marks"] == ["unknown"] * 3 + ["known"] * 3
    assert during["holding"] == {"seat": 0, "card": "9H", "from": "open"}  # held: seen
    state = act(state, "swap 0 3")
    # The newest action's events show the card as it goes down (the renderer animates it)...
    assert [e.get("card") for e in ENGINE.view(state, 0, 1)["events"]] == ["9H"]
    state = act(state, "end")
    # Seat 1 keeps its own codes, and sees the public 9H; seat 0 sees neither code.
    other = ENGINE.view(state, 1)
    assert _codes(other, 1) == [None] * 3 + ["6D", "7D", "8D"] and other["peeking"] is False
    assert _codes(other, 0) == [None] * 3 + ["9H", None, None]
    mine = ENGINE.view(state, 0)
    assert mine["packets"][0][0]["marks"][3] == "public" and _codes(mine, 0)[3] is None
    assert mine["open_pile"] == ["6C"]  # face up: always shown
    # ...but asked again from an older version (a reconnect) they give no code back: the
    # person plays from memory. Seat 1 still gets both (it remembers, X6).
    events = ENGINE.view(state, 0, 0)["events"]
    assert [e.get("card") for e in events if e["kind"] in ("take", "swap")] == [None, None]
    events = ENGINE.view(state, 1, 0)["events"]
    assert [e.get("card") for e in events if e["kind"] in ("take", "swap")] == ["9H", "9H"]
    state = act(state, "draw", "discard", "knock 0")
    assert _codes(ENGINE.view(state, 0), 1) == ["AD", "2D", "5D", "6D", "7D", "8D"]  # face up
    state = act(state, "draw", "discard")
    assert state.finished and None not in _codes(ENGINE.view(state, 0), 0)


def test_x6_memory_mode_any_first_action_ends_the_peek_also_an_up_out_of_turn() -> None:
    state = ENGINE.new_game("memory", 3, {"memory": True, "starter": 1})
    assert ENGINE.view(state, 0)["peeking"] is True
    state = act(state, "draw", "discard", "end")
    assert ENGINE.view(state, 0)["peeking"] is True  # another seat's actions do not end it
    state = ENGINE.apply(state, 0, ENGINE.decode_action({"type": "up", "packet": 0}))
    assert ENGINE.view(state, 0)["peeking"] is False
    assert _codes(ENGINE.view(state, 0), 0) == [None] * 6
    assert None not in _codes(ENGINE.view(state, 1), 1)[3:]


def test_x6_without_memory_mode_seat_0_always_sees_what_it_knows() -> None:
    state = act(ENGINE.new_game("no memory", 2), "draw", "swap 0 4")
    data = ENGINE.view(state, 0)
    assert data["peeking"] is False and data["memory"] is False
    assert None not in _codes(data, 0)[3:]


def _finished(scores_low_seats: list[int], seats: int, *, starter: int = 0,
              game: int = 1) -> dict[str, object]:
    """The next options of a game over in which ``scores_low_seats`` share the lowest score."""
    from sixes.engine.game import next_starter

    state = ENGINE.new_game("next", seats, {"starter": starter, "game": game})
    # Kings score 0; Q J 10 9 8 7 of one suit (57) for everybody else.
    king, high = (44,) * 6, tuple(rank * 4 for rank in range(10, 4, -1))
    packets = tuple(king if s in scores_low_seats else high for s in range(seats))
    state = state._replace(packets=packets, phase="over", turn=-1)
    assert next_starter(state) == ENGINE.view(state, 0)["next_options"]["starter"]
    return ENGINE.view(state, 0)["next_options"]


def test_x7_the_winner_starts_the_next_game() -> None:
    nxt = _finished([2], 4)
    assert nxt == {"variant": "sixes", "memory": False, "starter": 2, "game": 2,
                   "turn_limit": 40, "games": 1}
    assert ENGINE.validate_options(4, nxt)["starter"] == 2


def test_x7_on_a_tie_the_winner_of_the_game_before_starts_failing_that_the_next_seat() -> None:
    assert _finished([1, 3], 4, starter=2, game=5)["starter"] == 2  # won game 4
    assert _finished([1, 3], 4, starter=0, game=1)["starter"] == 1  # first game: next seat


def test_a_running_game_names_no_next_options() -> None:
    assert ENGINE.view(ENGINE.new_game("running", 3), 0)["next_options"] is None
