"""What a seat's view reveals: cards played, voids shown, sides, trumps out (S10, S12, S13)."""

from __future__ import annotations

from sheepshead.engine import view
from sheepshead.engine.deck import CLUBS, HEARTS, TRUMP, mask_of
from sheepshead.players.knowledge import TRUMPS, Knowledge
from sheepshead.tests.engine.positions import act, game_with

HANDS = [
    "QC QS QH JC AS 7H",
    "JH AD AC KC 9C 7S",
    "JD 10D KD 10C 10S KS",
    "9D 8D 7D 7C 8H KH",
    "AH QD JS 8S 10H 9H",
]  # blind 8C 9S


def after_first_trick() -> Knowledge:
    state = act(game_with(HANDS), "pick", "bury 8C 9S", "call AH",
                "play 7H", "play JH", "play KS", "play 8H", "play AH")
    return Knowledge.from_view(view(state, 2))


def test_cards_played_and_voids_shown() -> None:
    know = after_first_trick()
    assert know.played == mask_of("7H JH KS 8H AH")
    assert know.voids[1] == 1 << HEARTS  # trumped a heart lead
    assert know.voids[2] == 1 << HEARTS  # threw a spade on it
    assert know.voids[0] == know.voids[3] == know.voids[4] == 0
    assert know.tricks_won == [0, 1, 0, 0, 0]
    assert know.points_won[1] == 4 + 11 + 2 + 0 + 0
    assert know.called_led


def test_the_partner_is_known_once_the_called_card_is_played() -> None:
    state = act(game_with(HANDS), "pick", "bury 8C 9S", "call AH")
    before = Knowledge.from_view(view(state, 2))
    assert before.partner == -1
    assert before.p_friend(0) == 0.0
    assert 0.0 < before.p_friend(4) < 1.0 and before.p_friend(1) == before.p_friend(4)
    assert Knowledge.from_view(view(state, 4)).is_partner  # the partner knows himself
    assert Knowledge.from_view(view(state, 4)).p_friend(0) == 1.0
    picker = Knowledge.from_view(view(state, 0))
    assert picker.is_picker and picker.p_friend(4) == 0.25
    after = after_first_trick()
    assert after.partner == 4
    assert after.p_friend(1) == after.p_friend(3) == 1.0
    assert after.p_friend(0) == after.p_friend(4) == 0.0


def test_unseen_cards_and_trumps_out() -> None:
    know = after_first_trick()
    assert know.hand == mask_of("JD 10D KD 10C 10S")
    # Seat 2 has seen its own cards and the first trick; the blind and bury stay unseen.
    assert know.unseen == ~(know.hand | know.played) & ((1 << 32) - 1)
    assert (know.unseen & TRUMPS).bit_count() == 14 - 3 - 1  # its three trumps and JH
    assert know.higher_unseen(mask_of("JD").bit_length() - 1)
    picker = Knowledge.from_view(view(act(game_with(HANDS), "pick", "bury 8C 9S"), 0))
    assert not picker.unseen & mask_of("8C 9S")  # the picker knows his bury


def test_probabilities_respect_shown_voids() -> None:
    know = after_first_trick()
    assert know.p_void(1, HEARTS) == 1.0
    assert know.p_none(1, mask_of("KH 10H 9H")) == 1.0  # a void seat holds no hearts
    assert 0.0 < know.p_void(3, CLUBS) < 1.0
    assert 0.0 < know.p_beats(3, mask_of("10C").bit_length() - 1, CLUBS) < 1.0
    assert know.p_beats(1, mask_of("QC").bit_length() - 1, TRUMP) == 0.0  # nothing beats QC
