"""Card-play inference: the sampler weighs a deal by how likely the others' plays were with
the hands it gives them (``sampler.PlaySeen``), not only by the bidding."""

from __future__ import annotations

import random

import pytest

from sheepshead.engine import GameState, view
from sheepshead.engine.deck import INDEX, SPADES
from sheepshead.players import sampler
from sheepshead.players.sampler import Belief
from sheepshead.tests.engine.positions import act, game_with

HANDS = [
    "KS 9S 8D 7D 9H 8H",
    "AC 7C 8C QD JD 10H",
    "QC QS QH JC JS 7H",
    "AS 10S 7S KD 9D KH",
    "AH JH AD 10D 9C 10C",
]  # blind KC 8S; seat 2 picks and calls the ace of hearts (seat 4 holds it)


def after_an_ace_thrown() -> GameState:
    """Seat 0 leads the king of spades; seat 1, void, throws the ace of clubs on it."""
    state = act(game_with(HANDS), "pass", "pass", "pick", "bury KC 8S", "call AH",
                "play KS", "play AC")
    assert state.deal.turn == 2
    return state


def share_partner_at(state: GameState, seat: int, looker: int, count: int = 400) -> float:
    belief = Belief.from_view(view(state, looker))
    rng = random.Random("card-play")
    ace = 1 << INDEX["AH"]
    return sum(bool(belief.sample(rng).hands[seat] & ace) for _ in range(count)) / count


def test_the_plays_seen_are_read_from_the_view() -> None:
    belief = Belief.from_view(view(after_an_ace_thrown(), 3))
    assert [(p.seat, p.card, p.led, p.winner) for p in belief.plays] == [
        (0, INDEX["KS"], -1, -1), (1, INDEX["AC"], SPADES, 0)]


def test_an_ace_thrown_on_a_seats_trick_makes_them_friends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = after_an_ace_thrown()
    # Seat 3, a defender, does not know the partner: seat 0, 1 or 4. Seat 1 gave eleven
    # points to seat 0's trick while holding cheaper cards: a partner would not feed a foe.
    informed = share_partner_at(state, 1, looker=3)
    monkeypatch.setattr(sampler, "FOE_SCHMIER", 1.0)
    monkeypatch.setattr(sampler, "SIDE_FAIL_LEAD", 1.0)
    monkeypatch.setattr(sampler, "DEFENDER_TRUMP_LEAD", 1.0)
    uninformed = share_partner_at(state, 1, looker=3)
    assert uninformed > 0.25
    assert informed < uninformed - 0.05
