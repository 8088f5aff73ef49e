"""Hand-built positions: the sampler uses what play has revealed (S13, S15, S8–S11).

Dealer seat 4, so seat 0 decides first and leads. Every sampled deal must put the cards
where the view says they can be: a seat that did not follow has none of the led suit
(trump is one suit of fourteen), the picker keeps a card of the called suit, the called
card is in a hand that is neither the picker's nor the bury.
"""

from __future__ import annotations

import random

from sheepshead.engine import GameState, view
from sheepshead.engine.deck import HEARTS, SUIT_MASK, TRUMP, mask_of
from sheepshead.engine.state import Deal
from sheepshead.players.sampler import Belief
from sheepshead.tests.engine.positions import act, game_with

HANDS = [
    "QC QS QH JC AS 7H",
    "JH AD AC KC 9C 7S",
    "JD 10D KD 10C 10S KS",
    "9D 8D 7D 7C 8H KH",
    "AH QD JS 8S 10H 9H",
]  # blind 8C 9S


def samples(state: GameState, seat: int, count: int = 200) -> list[Deal]:
    belief = Belief.from_view(view(state, seat))
    rng = random.Random(f"revealed/{seat}")
    return [belief.sample(rng) for _ in range(count)]


def test_a_seat_that_trumped_a_fail_lead_gets_no_card_of_that_suit() -> None:
    state = act(game_with(HANDS), "pick", "bury 8C 9S", "call AH",
                "play 7H", "play JH", "play KS", "play 8H", "play AH")
    # Seat 1 trumped the heart lead, seat 2 threw a spade: neither holds a heart.
    for deal in samples(state, 3):
        assert not deal.hands[1] & SUIT_MASK[HEARTS]
        assert not deal.hands[2] & SUIT_MASK[HEARTS]
        assert deal.hands[3] == mask_of("9D 8D 7D 7C KH")  # its own hand, as it is
        assert [h.bit_count() for h in deal.hands] == [5, 5, 5, 5, 5]
        assert deal.bury.bit_count() == 2 and deal.partner == 4


def test_a_seat_that_did_not_follow_trump_gets_no_trump() -> None:
    hands = [*HANDS[:3], "9D 8D 7D QD JS KH", "AH 7C 8S 10H 9H 8H"]
    state = act(game_with(hands), "pick", "bury 8C 9S", "call AH",
                "play QC", "play JH", "play JD", "play 9D", "play 10H")
    for deal in samples(state, 1):
        assert not deal.hands[4] & SUIT_MASK[TRUMP]  # seat 4 threw the 10H on trump


def test_until_the_called_suit_is_led_the_picker_holds_one_and_the_called_card_is_out() -> None:
    state = act(game_with(HANDS), "pick", "bury 8C 9S", "call AH")
    seen_partners = set()
    for deal in samples(state, 2):
        assert deal.hands[0] & SUIT_MASK[HEARTS]  # the hold card (S15)
        ace = mask_of("AH")
        assert not (deal.hands[0] | deal.bury) & ace  # never the picker's, never buried
        assert deal.hands[deal.partner] & ace and deal.partner not in (0, 2)
        seen_partners.add(deal.partner)
    assert seen_partners == {1, 3, 4}  # seat 2 cannot tell which of the others it is


def test_the_seat_that_led_the_called_suit_is_not_the_partner() -> None:
    state = act(game_with(HANDS), "pick", "bury 8C 9S", "call AH",
                "play AS", "play 7S", "play 10S", "play 9D", "play 8S")
    assert state.deal.turn == 3  # seat 3 trumped the spade lead
    state = act(state, "play 8H")  # the first lead of the called suit, not with the AH
    partners = set()
    for deal in samples(state, 2):
        assert deal.hands[deal.partner] & mask_of("AH")
        partners.add(deal.partner)
    assert partners == {1, 4}  # the partner must play the AH on this lead: not seat 3 (S15)
