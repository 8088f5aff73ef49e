"""The players work from their seat's view alone (S12: hidden cards stay hidden)."""

from __future__ import annotations

import copy
import inspect
import random
from types import MappingProxyType

import pytest

from sheepshead.engine import GameState, apply, legal_actions, new_game, to_act, view
from sheepshead.engine.deck import BIT, indices
from sheepshead.engine.state import Phase
from sheepshead.players import PLAYERS, HeuristicPlayer


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_choose_takes_only_the_view_the_legal_actions_and_an_rng(name: str) -> None:
    params = list(inspect.signature(PLAYERS[name].choose).parameters)
    assert params == ["self", "view", "legal", "rng"]


def test_the_view_is_only_read_never_changed() -> None:
    player = HeuristicPlayer()
    for number in range(20):
        state = new_game(f"players-readonly-{number}", {"deals": 1})
        while to_act(state):
            (seat,) = to_act(state)
            legal = legal_actions(state, seat)
            seen = view(state, seat)
            before = copy.deepcopy(seen)
            action = player.choose(MappingProxyType(seen), legal, random.Random(0))
            assert seen == before
            state = apply(state, seat, action)


def hidden_swap(state: GameState, seat: int, rng: random.Random) -> GameState | None:
    """The same state with one card swapped between two other seats' hands and the blind
    or bury reshuffled where ``seat`` cannot see them; None when nothing can be swapped."""
    deal = state.deal
    others = [s for s in range(5) if s != seat and deal.hands[s]]
    rng.shuffle(others)
    for a in others:
        for b in others:
            if a >= b:
                continue
            cards_a = [c for c in indices(deal.hands[a]) if c not in (deal.called, deal.unknown)]
            cards_b = [c for c in indices(deal.hands[b]) if c not in (deal.called, deal.unknown)]
            if not cards_a or not cards_b:
                continue
            x, y = rng.choice(cards_a), rng.choice(cards_b)
            hands = list(deal.hands)
            hands[a] = hands[a] & ~BIT[x] | BIT[y]
            hands[b] = hands[b] & ~BIT[y] | BIT[x]
            return GameState(
                state.seed, state.first_dealer, state.deals,
                deal._replace(hands=tuple(hands)), state.history,
            )
    return None


def test_states_that_look_the_same_to_a_seat_get_the_same_decision() -> None:
    player = HeuristicPlayer()
    rng = random.Random("players/hidden")
    compared = 0
    for number in range(300):
        state = new_game(f"players-hidden-{number}", {"deals": 1})
        while to_act(state):
            (seat,) = to_act(state)
            legal = legal_actions(state, seat)
            action = player.choose(view(state, seat), legal, random.Random(0))
            if state.deal.phase is Phase.PLAY and rng.random() < 0.3:
                twin = hidden_swap(state, seat, rng)
                if twin is not None and twin.deal.hands != state.deal.hands:
                    assert view(twin, seat) == view(state, seat)
                    assert legal_actions(twin, seat) == legal
                    assert player.choose(view(twin, seat), legal, random.Random(0)) == action
                    compared += 1
            state = apply(state, seat, action)
    assert compared > 500
