"""The play reader weighs a deal by how many of the others' plays Normal's rules, holding that
deal's cards, would not have made (``playmodel.PlayReader``)."""

from __future__ import annotations

import math
import random

from sheepshead.engine import game
from sheepshead.engine.state import Deal, Phase
from sheepshead.engine.views import deal_view
from sheepshead.players.heuristic import HeuristicPlayer
from sheepshead.players.playreader import PlayReader
from sheepshead.players.sampler import Belief


def normal_deal_to(number: int, plays: int) -> Deal:
    """Deal ``number`` played by five Normals to ``plays`` cards into the card play."""
    deal, player, rng = game.new_game(f"reader-{number}").deal, HeuristicPlayer(), random.Random(0)
    while deal.phase is not Phase.DONE:
        if deal.phase is Phase.PLAY and plays == 0:
            break
        plays -= deal.phase is Phase.PLAY
        seen = {**deal_view(deal, deal.turn), "seat": deal.turn}
        deal = game.apply_to_deal(deal, player.choose(seen, game.deal_legal_actions(deal), rng))
    return deal


def test_the_true_deal_of_five_normals_is_never_marked_down() -> None:
    checked = 0
    for number in range(60):
        deal = normal_deal_to(number, 17)
        if deal.phase is not Phase.PLAY or deal.unknown >= 0:
            continue
        for seat in range(5):
            assert PlayReader(seat, miss=0.5).weight(deal) == 1.0
        checked += 1
    assert checked > 40


def test_sampled_deals_unlike_the_plays_seen_weigh_less() -> None:
    """Dealt at random within what the view proves, most deals make some play seen one
    Normal would not have made: their weights are powers of ``miss``, lower the more."""
    weights: list[float] = []
    for number in range(20):
        deal = normal_deal_to(number, 12)
        if deal.phase is not Phase.PLAY or deal.unknown >= 0 or deal.picker < 0:
            continue
        seat = deal.turn
        belief = Belief.from_view({**deal_view(deal, seat), "seat": seat})
        reader, rng = PlayReader(seat, miss=0.5), random.Random(number)
        for _ in range(30):
            weights.append(reader.weight(belief.sample(rng)))
    assert len(weights) > 300
    assert all(w == 0.5 ** round(-math.log2(w)) for w in weights)
    assert sum(w == 1.0 for w in weights) < len(weights) / 2
    assert sum(w <= 0.125 for w in weights) > len(weights) / 10


def test_before_the_card_play_every_deal_weighs_the_same() -> None:
    deal = game.new_game("reader-start").deal
    assert PlayReader(0).weight(deal) == 1.0


def test_weights_from_the_one_replay_equal_a_replay_of_each_deal() -> None:
    """The reader replays the card play once per search and reuses its decisions; weighing
    each sampled deal by its own full replay gives the same weights."""
    compared = marked = 0
    for number in range(12):
        deal = normal_deal_to(number, 9 + number)
        if deal.phase is not Phase.PLAY or deal.unknown >= 0:
            continue
        seat = deal.turn
        belief = Belief.from_view({**deal_view(deal, seat), "seat": seat})
        fast, plain = PlayReader(seat, miss=0.5), PlayReader(seat, miss=0.5)
        rng = random.Random(number)
        for _ in range(40):
            sampled = belief.sample(rng)
            weight = fast.weight(sampled)
            assert weight == plain.weight_replayed(sampled)
            compared += 1
            marked += weight < 1.0
    assert compared >= 300 and marked > compared / 4
