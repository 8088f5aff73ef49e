"""Random playouts through the State API, checking invariants (after OpenSpiel's tests).

Twenty shards of 100 ten-deal games: 20,000 random deals on every run of the suite.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable

import pytest

from sheepshead.engine import (
    Action,
    GameState,
    apply,
    legal_actions,
    new_game,
    replay,
    state_from_json,
    state_to_json,
    to_act,
    view,
)
from sheepshead.engine.deck import ALL_CARDS, BIT, POINTS
from sheepshead.engine.state import Deal, Phase
from sheepshead.tests.oracle import actions_taken, check_view

SHARDS = 20
GAMES_PER_SHARD = 100  # ten deals each
FULL_VIEW_GAMES = 50  # games in which every seat's view is checked after every action;
# elsewhere one random seat's view is checked after 2% of actions and after every deal


@pytest.mark.parametrize("shard", range(SHARDS))
def test_random_games_keep_every_invariant(shard: int) -> None:
    rng = random.Random(f"simulation/{shard}")
    for game_no in range(GAMES_PER_SHARD):
        every_view = shard == 0 and game_no < FULL_VIEW_GAMES
        play_and_check(f"sim-{shard}-{game_no}", rng, every_view)


def play_and_check(seed: str, rng: random.Random, every_view: bool) -> None:
    state = new_game(seed)
    wire: list[tuple[int, str]] = []
    deal_start = 0  # the version at which ``state.deal`` began
    while to_act(state):
        (seat,) = to_act(state)
        legal = legal_actions(state, seat)
        assert legal, f"seat {seat} to act has no legal action"
        assert all(not legal_actions(state, s) for s in range(5) if s != seat)
        action = rng.choice(legal)
        text = json.dumps(action.to_json())
        assert Action.from_json(json.loads(text)) == action
        deals_before = len(state.history)
        state = apply(state, seat, action)
        wire.append((seat, text))
        check_cards_conserved(state.deal)
        if rng.random() < 0.05:  # snapshots mid-deal too
            assert state_from_json(json.loads(json.dumps(state_to_json(state)))) == state
        if len(state.history) > deals_before:
            deal_start = deal_start if state.finished else len(wire)
            check_finished_deal(state.history[-1])
            # The whole event log, every deal of it, as well as the views.
            check_views(state, range(5) if every_view else [rng.randrange(5)], 0, True)
        elif every_view:  # the new events, at the moment they happen
            check_views(state, range(5), len(wire) - 1)
        elif rng.random() < 0.02:
            check_views(state, [rng.randrange(5)], deal_start)
        # The oracle places events in deals by counting actions: its count must be right.
        assert actions_taken(state.deal) == len(wire) - deal_start
    assert state.finished and len(state.history) == 10
    assert sum(state.totals) == 0
    decoded = [(seat, Action.from_json(json.loads(text))) for seat, text in wire]
    assert replay(seed, None, decoded) == state
    assert state_from_json(json.loads(json.dumps(state_to_json(state)))) == state


def check_cards_conserved(deal: Deal) -> None:
    """Every card is in exactly one place: a hand, a trick, the bury, the blind, the unknown."""
    places = [*deal.hands, deal.bury]
    if deal.picker < 0:
        places.append(deal.blind)
    played = [c for t in (*deal.tricks, *([deal.trick] if deal.trick else [])) for c in t.cards]
    unknown_in_trick = deal.unknown >= 0 and deal.unknown in played
    if deal.unknown >= 0 and not unknown_in_trick:
        places.append(BIT[deal.unknown])
    places.extend(BIT[c] for c in played)
    total = 0
    for mask in places:
        assert not total & mask, "a card is in two places"
        total |= mask
    assert total == ALL_CARDS


def check_finished_deal(deal: Deal) -> None:
    result = deal.result
    assert result is not None and deal.phase is Phase.DONE
    assert sum(result.scores) == 0
    assert sum(result.tricks) == 6
    set_aside = deal.blind if result.leaster else deal.bury
    assert sum(result.points) + sum(POINTS[c] for c in range(32) if set_aside >> c & 1) == 120
    if not result.leaster:
        side = {deal.picker, deal.partner} - {-1}
        bury_points = sum(POINTS[c] for c in range(32) if deal.bury >> c & 1)
        assert result.side_points == sum(result.points[s] for s in side) + bury_points


def check_views(state: GameState, seats: Iterable[int], since: int,
                with_history: bool = False) -> None:
    """Check the seats' views with the events after ``since``; finished deals only when asked
    (they change once a deal, and a whole game's events are long)."""
    for seat in seats:
        check_view(state, seat, view(state, seat, since), with_history)
