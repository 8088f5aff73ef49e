"""The model playout plays every seat exactly as Normal would from that seat's view; the
search's rollouts do so for a few plays, and remembering decisions changes none."""

from __future__ import annotations

import random

from sheepshead.engine import game
from sheepshead.engine.actions import Action
from sheepshead.engine.state import Deal, Phase
from sheepshead.engine.views import deal_view
from sheepshead.players.heuristic import HeuristicPlayer
from sheepshead.players.modelplay import Memo, model_outcome
from sheepshead.players.rollout import policy_outcome
from sheepshead.players.sampler import Belief


def normal_playout(deal: Deal) -> list[tuple[int, Action]]:
    player, rng, actions = HeuristicPlayer(), random.Random(0), []
    while deal.phase is not Phase.DONE:
        legal = game.deal_legal_actions(deal)
        seen = {**deal_view(deal, deal.turn), "seat": deal.turn}
        action = player.choose(seen, legal, rng)
        actions.append((deal.turn, action))
        deal = game.apply_to_deal(deal, action)
    return actions


def test_model_playouts_are_normal_playing_every_seat() -> None:
    rng = random.Random(16)
    unknowns = leasters = 0
    for number in range(400):
        deal = game.new_game(f"model-{number}").deal
        # Start anywhere: random actions to a random point of the deal, so that the playout
        # meets picks, leasters, unknowns (S10) and tricks in progress.
        for _ in range(rng.randrange(0, 30)):
            if deal.phase is Phase.DONE:
                break
            deal = game.apply_to_deal(deal, rng.choice(game.deal_legal_actions(deal)))
        if deal.phase is Phase.DONE:
            continue
        record: list[tuple[int, Action]] = []
        outcome = model_outcome(deal, record)
        assert record == normal_playout(deal)
        final = deal
        for _, action in record:
            final = game.apply_to_deal(final, action)
        assert final.result is not None and outcome.scores == final.result.scores
        unknowns += deal.unknown >= 0
        leasters += final.result.leaster
    assert unknowns and leasters


def random_play_positions(count: int) -> list[Deal]:
    """Deals taken by random actions to a point of the card play without an unknown (S10)."""
    rng, found, number = random.Random(4), [], 0
    while len(found) < count:
        deal = game.new_game(f"horizon-{number}").deal
        number += 1
        while deal.phase is not Phase.DONE and not (
                deal.phase is Phase.PLAY and rng.random() < 0.15):
            deal = game.apply_to_deal(deal, rng.choice(game.deal_legal_actions(deal)))
        if deal.phase is Phase.PLAY and deal.unknown < 0:
            found.append(deal)
    return found


def test_search_rollouts_play_normal_for_the_horizon_then_the_policy() -> None:
    """The searching seat plays the open-handed policy's card, every other seat Normal's, for
    ``horizon`` plays; the policy plays the rest."""
    normal, mine = HeuristicPlayer(), 0
    for deal in random_play_positions(150):
        searcher = deal.turn
        record: list[tuple[int, Action]] = []
        model_outcome(deal, record, searcher, horizon=4)
        for seat, action in record[:4]:
            if seat == searcher:
                policy: list[tuple[int, Action]] = []
                policy_outcome(deal, policy)
                assert action == policy[0][1]
                mine += len(game.deal_legal_actions(deal)) > 1
            else:
                seen = {**deal_view(deal, seat), "seat": seat}
                assert action == normal.choose(seen, game.deal_legal_actions(deal),
                                               random.Random(0))
            deal = game.apply_to_deal(deal, action)
        rest: list[tuple[int, Action]] = []
        if deal.phase is Phase.PLAY:
            policy_outcome(deal, rest)
        assert record[4:] == rest
    assert mine > 20


def test_a_memo_shared_by_rollouts_from_one_position_changes_no_decision() -> None:
    """Rollouts of deals sampled from one view, sharing a memo, play every card as rollouts
    without one; most of their decisions late in a deal are looked up."""
    looked_up = 0
    for deal in random_play_positions(40):
        seat = deal.turn
        belief = Belief.from_view({**deal_view(deal, seat), "seat": seat})
        memo: Memo = {}
        rng, made = random.Random(seat), 0
        for _ in range(30):
            sampled = belief.sample(rng)
            shared: list[tuple[int, Action]] = []
            alone: list[tuple[int, Action]] = []
            model_outcome(sampled, shared, seat, horizon=4, memo=memo)
            model_outcome(sampled, alone, seat, horizon=4)
            assert shared == alone
            made += sum(s != seat for s, _ in shared[:4])
        looked_up += made - len(memo)
    assert looked_up > 500
