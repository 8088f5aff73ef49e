"""Normal and Hard: legal actions only through whole rounds at two to four seats, nothing read
but the view, the same choice for the same view and rng; Normal's rules of thumb in
hand-built positions (its rights on a card next to a pile's bottom first, the last on the
card least useful to keep; its own runs' last card kept; the early shakipesh); Hard goes
out whenever some sequence of its turn empties its hand, combining for a new pile when that
is the way, and plays its plan through the turn."""

from __future__ import annotations

import json
import random

import pytest

from shakipesh.engine import ENGINE, Action, GameState
from shakipesh.players import PLAYERS, HardPlayer, NormalPlayer
from shakipesh.tests.engine.positions import position

SMALL = {"budget": 400, "playouts": 48}  # enough to play; the benchmarks measure strength


def make(level: str) -> NormalPlayer | HardPlayer:
    return HardPlayer(**SMALL) if level == "hard" else NormalPlayer()


def play_turn(state: GameState, player: NormalPlayer | HardPlayer) -> tuple[GameState,
                                                                          list[str]]:
    """The seat on turn's whole turn as ``player`` plays it, its actions in short form."""
    seat, steps = state.turn, []
    while state.turn == seat and not state.finished:
        action = player.choose(ENGINE.view(state, seat), ENGINE.legal_actions(state, seat),
                               random.Random(len(steps)))
        assert action is not None
        steps.append(str(action))
        state = ENGINE.apply(state, seat, action)
    return state, steps


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_only_legal_actions_through_whole_rounds(level: str, seats: int) -> None:
    kinds: set[str] = set()
    for number in range(3 if level == "hard" else 8):
        state = ENGINE.new_game(f"{level}-{seats}-{number}", seats, {"limit": 1})
        players = [make(level) for _ in range(seats)]
        while not state.finished:
            seat = state.turn
            legal = ENGINE.legal_actions(state, seat)
            action = players[seat].choose(ENGINE.view(state, seat), legal,
                                          random.Random(state.version))
            assert action in legal
            kinds.add(action.type)
            state = ENGINE.apply(state, seat, action)
    assert {"lay", "end"} <= kinds


def test_a_new_hard_player_at_every_step_chooses_legally_and_alike() -> None:
    """The tables layer may make a new player for every action: its plan is made again from
    the view, on the same worlds, and the same view gets the same action."""
    state = ENGINE.new_game("fresh", 2, {"limit": 1})
    for _ in range(60):
        if state.finished:
            break
        seat = state.turn
        view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
        first = HardPlayer(**SMALL).choose(view, legal, random.Random(1))
        plain = json.loads(json.dumps(view))
        assert HardPlayer(**SMALL).choose(plain, legal, random.Random(2)) == first
        assert first in legal
        state = ENGINE.apply(state, seat, first)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_out_of_turn_it_declines(level: str) -> None:
    state = position("9H 2C", "7D", piles=("10H",))
    assert PLAYERS[level]().choose(ENGINE.view(state, 1), (), random.Random(1)) is None


def test_normal_uses_its_rights_on_a_card_next_to_a_bottom_then_on_the_least_useful() -> None:
    """The 6H's pile goes on the 7H (a right). The 5C's pile follows the 6C: the 6C as a new
    pile gives the right straight back. The last right goes on the K♠, not on the 8♦ that
    only Normal can lay on the 9♦ later."""
    state = position("6C 8D KS", "2D 7D 4S 3H JC QC", piles=("7H", "6H", "5C", "9D"),
                     stock="3C 4D 2H 8C 9C 10C AD QD JD")
    _, steps = play_turn(state, NormalPlayer())
    assert steps[:5] == ["combine 1 0", "new 6C", "combine 2 4", "new KS", "lay 8D 3"]


def test_normal_keeps_the_last_card_of_its_own_run_while_it_has_other_moves() -> None:
    state = position("9H 8H 4S 2C", "2D 7D 5D 3H JC QC", piles=("10H", "5S"),
                     stock="3C 4D 2H 8C 9C 10C AD QD JD")
    _, steps = play_turn(state, NormalPlayer())
    assert "lay 9H 0" in steps and "lay 8H 0" not in steps and steps[-1] == "end"


def test_normal_makes_an_early_shakipesh_rather_than_open_chances() -> None:
    """Its only lay, the 4♠, lets the others follow; early in the round it shakipeshes."""
    stock = "3C 4D 2H 8C 9C 10C AD QD JD 2S KH QH JH 10H 9H 8H 7H 6H 5H 4H AH AS KS QS 8D 7C 6D"
    early = position("4S 9D 2C", "2D 7D 5D 3H JC QC", piles=("5S", "JS", "6C"), stock=stock)
    assert str(NormalPlayer().choose(ENGINE.view(early, 0), ENGINE.legal_actions(early, 0),
                                     random.Random(1))) == "shakipesh"
    late = position("4S 9D 2C", "2D 7D 5D 3H JC QC", piles=("5S", "JS", "6C"),
                    stock=" ".join(stock.split()[:3]))
    assert str(NormalPlayer().choose(ENGINE.view(late, 0), ENGINE.legal_actions(late, 0),
                                     random.Random(1))) == "lay 4S 0"


def test_hard_goes_out_when_a_sequence_empties_its_hand() -> None:
    # 9H on the 10H, the 8H's pile on it and the 7H's on that (two rights), the 4C and the
    # K♠ as new piles: out (K12).
    state = position("9H 4C KS", "2D 7D", piles=("10H", "8H", "7H", "QD"), stock="3C 4D 3H")
    after, steps = play_turn(state, HardPlayer(**SMALL))
    assert after.history[-1].winner == 0 and "lay 9H 0" in steps
    assert sum(step.startswith("combine") for step in steps) == 2


def test_hard_combines_for_a_new_pile_when_that_wins() -> None:
    state = position("5C", "2D 7D", piles=("10H", "9H", "QD"), stock="3C 4D 3H")
    after, steps = play_turn(state, HardPlayer(**SMALL))
    assert steps == ["combine 1 0", "new 5C"] and after.history[-1].winner == 0


def test_hard_plays_its_whole_plan() -> None:
    """One player through a turn: every step after the first comes from the plan it made."""
    from shakipesh.players import search

    made: list[int] = []
    plan = search.plan

    def counting(*args: object, **kwargs: object) -> list[search.Choice]:
        made.append(1)
        return plan(*args, **kwargs)  # type: ignore[arg-type]

    state = position("9H 8H 5C KS 3D 7S", "2D 7D 4S 3H JC QC",
                     piles=("10H", "7H", "4C", "QD", "8S"), stock="3C 4D 2H 8C 9C 10C")
    player = HardPlayer(**SMALL)
    try:
        search.plan = counting  # type: ignore[assignment]
        _, steps = play_turn(state, player)
    finally:
        search.plan = plan  # type: ignore[assignment]
    assert len(steps) > 2 and made == [1]


def test_the_levels_are_registered() -> None:
    assert PLAYERS["normal"] is NormalPlayer and PLAYERS["hard"] is HardPlayer
    assert all(isinstance(a, Action) for a in ENGINE.legal_actions(
        ENGINE.new_game("x", 2, {}), 0))
