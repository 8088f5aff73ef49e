"""The rollout policy plays legal deals: its recorded actions replay through the engine
(S6–S19) to the scores it returned, from the start and from positions in progress."""

from __future__ import annotations

import random

from sheepshead.engine import game
from sheepshead.engine.playout import Record, random_playout
from sheepshead.engine.state import Deal, Phase
from sheepshead.players.rollout import policy_playout


def replay(deal: Deal, record: Record) -> Deal:
    for seat, action in record:
        assert seat == deal.turn
        deal = game.apply_to_deal(deal, action)
    return deal


def test_policy_playouts_are_legal_and_score_like_the_engine() -> None:
    rng = random.Random("rollout")
    leasters = pickers = 0
    for number in range(400):
        hands, blind = game.deal_cards(f"rollout-{number}", 0)
        deal = game.start_deal(0, number % 5, hands, blind)
        # Start from the deal itself or from a random point of a random playout.
        path: Record = []
        random_playout(deal, rng, path)
        for _seat, action in path[: rng.randrange(len(path))]:
            deal = game.apply_to_deal(deal, action)
        record: Record = []
        scores = policy_playout(deal, record)
        end = replay(deal, record)
        assert end.phase is Phase.DONE and end.result is not None
        assert end.result.scores == scores
        assert policy_playout(deal) == scores  # deterministic
        leasters += end.result.leaster
        pickers += not end.result.leaster
    assert leasters and pickers
