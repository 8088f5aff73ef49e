"""Shiesta's Hard player: legal actions only through whole games (the swap included), the
same choice for the same seed, no search when there is nothing to choose, its swap by the
table, and a search that finds the move that wins in a hand-built position."""

from __future__ import annotations

import random
import time

import pytest

from shiesta.engine import Action, apply, legal_actions, new_game, view
from shiesta.engine.actions import FACE_DOWN, PICKUP, PLAY, READY, SWAP
from shiesta.engine.deck import indices, mask_of
from shiesta.players import PLAYERS, HardPlayer, NormalPlayer, search, swap
from shiesta.tests.engine.positions import position
from shiesta.tests.players.games import decisions, quick_hard


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_hard_only_returns_legal_actions_through_whole_games(seats: int) -> None:
    kinds: set[str] = set()
    choices = 0
    for game in range(4):
        levels = ["hard"] * seats if game % 2 else ["hard", *(["normal"] * (seats - 1))]
        for _state, _seat, legal, action in decisions(levels, f"hard-{seats}-{game}", game + 1):
            assert action in legal, f"Hard chose {action}, not one of {legal}"
            kinds.add(action.type)
            choices += len(legal) > 1
    assert choices > 40
    assert {READY, PLAY, PICKUP} <= kinds


def test_hard_swaps_and_turns_face_down_cards_over_some_games() -> None:
    kinds: set[str] = set()
    for game in range(6):
        for _state, _seat, legal, action in decisions(["hard"] * 3, f"hard-kinds-{game}"):
            assert action in legal
            kinds.add(action.type)
    assert {SWAP, FACE_DOWN} <= kinds


def test_the_same_seed_decides_the_same() -> None:
    for state, seat, legal, action in decisions(["hard", "normal", "hard", "easy"], "same"):
        rng = random.Random(f"same/{state.version}/{seat}")
        if seat in (0, 2):
            assert quick_hard().choose(view(state, seat), legal, rng) == action


def test_the_full_budget_is_a_count_not_a_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(["4C 6C 6D 9H KS 2C 10D", "5H 5S 8C", "7D JC QH AD"], pile="5D")
    legal = legal_actions(state, 0)
    seen = view(state, 0)

    def no_clock() -> float:
        raise AssertionError("the search read a clock")

    for name in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, name, no_clock)
    first = PLAYERS["hard"]().choose(seen, legal, random.Random("budget"))
    assert PLAYERS["hard"]().choose(seen, legal, random.Random("budget")) == first
    assert first in legal


def test_a_single_legal_action_is_taken_without_search(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: object, **kwargs: object) -> Action:
        raise AssertionError("searched a forced move")

    monkeypatch.setattr(search, "search", no_search)
    state = position(["4C 5C", "9H", "KS"], pile="AH")
    legal = legal_actions(state, 0)
    assert legal == (Action(PICKUP),)
    assert HardPlayer().choose(view(state, 0), legal, random.Random(0)) == Action(PICKUP)


def test_face_down_cards_are_turned_without_search(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: object, **kwargs: object) -> Action:
        raise AssertionError("searched a blind choice")

    monkeypatch.setattr(search, "search", no_search)
    state = position(["", "9H", "KS"], down=["4C 5C 6C", "- - -", "- - -"], pile="AH")
    legal = legal_actions(state, 0)
    assert HardPlayer().choose(view(state, 0), legal, random.Random(0)) in legal


def test_the_swap_follows_the_table_to_ready() -> None:
    """Hard's exchanges each lower the table's value of its face-up row, and it says it is
    ready once no exchange would; every seat, several deals."""
    player = HardPlayer()
    for number in range(20):
        state = new_game(f"swap-{number}", 4)
        for seat in range(4):
            steps = 0
            while True:
                legal = legal_actions(state, seat)
                action = player.choose(view(state, seat), legal, random.Random(0))
                if action.type == READY:
                    break
                assert action.type == SWAP and action in legal
                before = swap.row_value(state.face_up[seat])
                state = apply(state, seat, action)
                assert swap.row_value(state.face_up[seat]) < before
                steps += 1
                assert steps <= 5
            hand, up = state.hands[seat], state.face_up[seat]
            assert swap.next_swap(hand, up) is None
            state = apply(state, seat, action)


def test_the_swap_shows_a_ten_rather_than_a_seven() -> None:
    """The table (built from simulation) puts a 10 face up before anything, and a 7 is the
    card it least likes to show."""
    best = min(range(13), key=lambda r: swap.UP_VALUE[r])
    assert best == 8  # the 10
    hand, up = mask_of("10C 4D 5D 6D 8D"), mask_of("7C 9H JS")
    action = swap.next_swap(hand, up)
    assert action == Action(SWAP, (indices(mask_of("10C"))[0], indices(mask_of("7C"))[0]))


def test_the_search_plays_the_three_that_wins() -> None:
    """Seat 1 holds one card (seat 0 does not know which) and goes out on anything after a
    2. Seat 0 can play its 2 (Normal does: the pile is small) or its 3, which makes seat 1
    pick up the pile (H7); then seat 2 plays from its face-up row and seat 0 goes out with
    its 2."""
    state = position(["2C 3C", "AH", ""], up=["", "", "4D 5D 6D"], pile="5S")
    legal = legal_actions(state, 0)
    two, three = (Action(PLAY, (c,)) for c in indices(mask_of("2C 3C")))
    assert set(legal) == {two, three}
    assert NormalPlayer().choose(view(state, 0), legal, random.Random(0)) == two
    scored = dict(search.evaluate(view(state, 0), legal, random.Random(1), samples=40))
    assert scored[three] == 1.0 and scored[two] == 2.0
    assert HardPlayer(samples=40).choose(view(state, 0), legal, random.Random(1)) == three
