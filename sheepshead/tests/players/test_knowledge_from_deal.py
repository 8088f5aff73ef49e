"""``Knowledge.from_deal`` reads the engine's deal exactly as ``from_view`` reads the view."""

from __future__ import annotations

import random

from sheepshead.engine import game
from sheepshead.engine.state import Phase
from sheepshead.engine.views import deal_view
from sheepshead.players.knowledge import Knowledge


def test_every_seat_knows_the_same_from_the_deal_as_from_its_view() -> None:
    rng = random.Random(16)
    compared = unknowns = 0
    for number in range(300):
        deal = game.new_game(f"knowledge-{number}").deal
        while deal.phase is not Phase.DONE:
            for seat in range(5):
                seen = {**deal_view(deal, seat), "seat": seat}
                assert Knowledge.from_deal(deal, seat) == Knowledge.from_view(seen)
                compared += 1
            unknowns += deal.unknown >= 0
            deal = game.apply_to_deal(deal, rng.choice(game.deal_legal_actions(deal)))
    assert compared > 30_000
    assert unknowns > 0  # random play calls an unknown (S10) now and then
