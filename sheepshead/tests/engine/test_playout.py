"""The fast playout agrees with the immutable engine: same legal choices, same scores."""

from __future__ import annotations

import random

import pytest

from sheepshead.engine import Action, game
from sheepshead.engine.playout import random_bit, random_playout
from sheepshead.engine.state import Deal, Phase
from sheepshead.tests.engine.positions import act, game_with


def random_position(seed: str, rng: random.Random) -> Deal:
    """A deal advanced by a random number of random actions (any phase, mid-trick too)."""
    hands, blind = game.deal_cards(seed, 0)
    deal = game.start_deal(0, rng.randrange(5), hands, blind)
    for _ in range(rng.randrange(40)):
        if deal.phase is Phase.DONE:
            break
        deal = game.apply_to_deal(deal, rng.choice(game.deal_legal_actions(deal)))
    return deal


@pytest.mark.parametrize("shard", range(4))
def test_recorded_playouts_replay_through_the_engine(shard: int) -> None:
    rng = random.Random(f"playout/{shard}")
    phases = set()
    for n in range(1000):
        start = random_position(f"playout-{shard}-{n}", rng)
        if start.phase is Phase.DONE:
            continue
        phases.add(start.phase)
        check_against_engine(start, rng)
    assert phases >= {Phase.PICK, Phase.BURY, Phase.CALL, Phase.PLAY}


def test_playouts_from_an_unknown_call() -> None:
    """S10 positions are rare in random play, so start from a hand-built one."""
    state = game_with(["QC QS QH QD JC JS", "JH JD AD 10D KD 9D", "8D 7D AC 10C KC 9C",
                       "8C 7C AS 10S KS 9S", "8S 7S AH 10H KH 9H"])
    state = act(state, "pick", "bury 8H 7H", "call AC")
    assert state.deal.phase is Phase.UNKNOWN
    rng = random.Random("unknown")
    for _ in range(300):
        check_against_engine(state.deal, rng)


def check_against_engine(start: Deal, rng: random.Random) -> None:
    record: list[tuple[int, Action]] = []
    scores = random_playout(start, rng, record)
    deal = start
    for seat, action in record:
        assert seat == deal.turn
        assert action in game.deal_legal_actions(deal), f"{action} is not legal"
        deal = game.apply_to_deal(deal, action)
    assert deal.phase is Phase.DONE and deal.result is not None
    assert scores == deal.result.scores
    assert sum(scores) == 0


def test_playouts_reach_every_kind_of_deal() -> None:
    """Leasters, alone, called and unknown deals all occur under random play."""
    rng = random.Random("kinds")
    kinds = set()
    for n in range(3000):
        hands, blind = game.deal_cards(f"kinds-{n}", 0)
        record: list[tuple[int, Action]] = []
        random_playout(game.start_deal(0, 0, hands, blind), rng, record)
        types = {a.type for _, a in record}
        kinds.add("leaster" if "pick" not in types else
                  "unknown" if "unknown" in types else
                  "alone" if "alone" in types else "called")
    assert kinds == {"leaster", "unknown", "alone", "called"}


def test_random_bit_is_uniform_over_the_mask() -> None:
    rng = random.Random(3)
    mask = 0b1011_0001
    counts: dict[int, int] = {}
    for _ in range(40_000):
        bit = random_bit(mask, rng.random)
        counts[bit] = counts.get(bit, 0) + 1
    assert set(counts) == {1, 16, 32, 128}
    assert all(9_300 < n < 10_700 for n in counts.values())
