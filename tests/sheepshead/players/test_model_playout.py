"""The model playout plays every seat exactly as Normal would from that seat's view."""

from __future__ import annotations

import random

from sheepshead.engine import game
from sheepshead.engine.actions import Action
from sheepshead.engine.state import Deal, Phase
from sheepshead.engine.views import deal_view
from sheepshead.players.heuristic import HeuristicPlayer
from sheepshead.players.modelplay import model_outcome


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
