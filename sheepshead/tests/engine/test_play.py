"""Play of the cards: rules S13 (follow suit), S14 (who takes a trick) and S15 (called suit).

The dealer is seat 4, so seat 0 leads the first trick.
"""

from __future__ import annotations

import pytest

from cards import IllegalAction
from sheepshead.engine import GameState, rules
from sheepshead.engine.deck import CODES, INDEX, SUIT_OF, codes, mask_of
from sheepshead.tests.engine.positions import act, game_with, legal


def plays(cards: str) -> set[str]:
    return {f"play {c}" for c in cards.split()}


def hand_plays(state: GameState, seat: int) -> set[str]:
    return {f"play {c}" for c in codes(state.deal.hands[seat])}


# ---------------------------------------------------------------- S13, S14 in a leaster

# Everyone passes, so no S15 duty interferes. Blind: QH QD.
LEASTER = [
    "QS 9D AC 10S KH 9H",
    "JH 7D AS 8C 8H 7H",
    "QC JC 7C 10H AH KS",
    "AD 10D KD 8D JD 10C",
    "JS KC 9C 9S 8S 7S",
]


def leaster() -> GameState:
    return act(game_with(LEASTER), *["pass"] * 5)


def test_s13_the_dealers_left_leads_with_any_card() -> None:
    state = leaster()
    assert state.deal.turn == 0
    assert legal(state) == plays("QS 9D AC 10S KH 9H")


def test_s13_a_queen_led_is_trump_and_jacks_and_diamonds_follow() -> None:
    state = act(leaster(), "play QS")
    assert legal(state) == plays("JH 7D")
    state = act(state, "play 7D")
    assert legal(state) == plays("QC JC")
    state = act(state, "play JC")
    assert legal(state) == plays("AD 10D KD 8D JD")
    state = act(state, "play 8D")
    assert legal(state) == plays("JS")


def test_s13_a_diamond_led_is_trump_and_queens_and_jacks_follow() -> None:
    state = act(leaster(), "play 9D")
    assert legal(state) == plays("JH 7D")
    state = act(state, "play JH")
    assert legal(state) == plays("QC JC")  # not 7C: the clubs jack and queen are trumps


def test_s13_a_club_led_is_followed_by_clubs_only_not_by_the_club_queen_or_jack() -> None:
    state = act(leaster(), "play AC")
    assert legal(state) == plays("8C")
    state = act(state, "play 8C")
    assert legal(state) == plays("7C")
    with pytest.raises(IllegalAction, match="S13"):
        act(state, "play QC")
    state = act(state, "play 7C")
    assert legal(state) == plays("10C")
    state = act(state, "play 10C")
    assert legal(state) == plays("KC 9C")


def test_s13_not_able_to_follow_any_card_may_be_played() -> None:
    state = act(leaster(), "play KH", "play 8H", "play AH")
    assert legal(state) == hand_plays(state, 3) == plays("AD 10D KD 8D JD 10C")
    state = act(state, "play 10C")
    assert legal(state) == hand_plays(state, 4)


@pytest.mark.parametrize(
    ("lead", "seat_1_card", "message"),
    [("QS", "AS", "follow trump"), ("9D", "8H", "follow trump"), ("AC", "7D", "follow clubs")],
)
def test_s13_not_following_is_refused_naming_the_rule(
    lead: str, seat_1_card: str, message: str
) -> None:
    state = act(leaster(), f"play {lead}")
    with pytest.raises(IllegalAction, match=f"{message}.*S13") as caught:
        act(state, f"play {seat_1_card}")
    assert caught.value.rule == "S13"


def test_s13_s14_highest_trump_wins_and_the_winner_leads_next() -> None:
    state = act(leaster(), "play QS", "play 7D", "play QC", "play 8D", "play JS")
    trick = state.deal.tricks[0]
    assert trick.winner == 2  # QC over QS
    assert state.deal.turn == 2
    assert legal(state) == hand_plays(state, 2)


def test_s14_lowest_trump_beats_the_highest_fail_card() -> None:
    state = act(leaster(), "play KH", "play 8H", "play AH", "play 8D", "play 9S")
    assert state.deal.tricks[0].winner == 3
    assert state.deal.turn == 3


def test_s14_without_trump_highest_of_the_suit_led_and_off_suit_fail_never_wins() -> None:
    state = act(leaster(), "play KH", "play 8H", "play AH", "play 10C", "play 9S")
    assert state.deal.tricks[0].winner == 2  # AH; the 10C and 9S are off suit
    state = act(leaster(), "play AC", "play 8C", "play 7C", "play 10C", "play KC")
    assert state.deal.tricks[0].winner == 0


def test_s14_ten_beats_king_in_a_fail_suit() -> None:
    state = act(leaster(), "play 10S", "play AS", "play KS", "play 10C", "play 9S")
    assert state.deal.tricks[0].winner == 1  # AS
    # 10 over K with no ace, on the pure function.
    assert rules.trick_winner([INDEX[c] for c in ["KS", "10S", "9S"]], SUIT_OF[INDEX["KS"]]) == 1


TRUMP_ORDER = ["QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D", "KD", "9D", "8D", "7D"]
FAIL_ORDER = ["A", "10", "K", "9", "8", "7"]


@pytest.mark.parametrize("stronger", range(13))
def test_s3_s14_each_trump_beats_the_next_lower_one(stronger: int) -> None:
    high, low = INDEX[TRUMP_ORDER[stronger]], INDEX[TRUMP_ORDER[stronger + 1]]
    assert rules.trick_winner([low, high], SUIT_OF[low]) == 1
    assert rules.trick_winner([high, low], SUIT_OF[high]) == 0
    # Any trump beats the ace of a fail suit led.
    ace = INDEX["AH"]
    assert rules.trick_winner([ace, low], SUIT_OF[ace]) == 1


@pytest.mark.parametrize("suit", "CSH")
def test_s3_s14_fail_suits_rank_a_10_k_9_8_7(suit: str) -> None:
    cards = [INDEX[f"{rank}{suit}"] for rank in FAIL_ORDER]
    for i in range(5):
        led = SUIT_OF[cards[i + 1]]
        assert rules.trick_winner([cards[i + 1], cards[i]], led) == 1
    # Led low, off-suit aces never win.
    seven = INDEX[f"7{suit}"]
    others = [INDEX[f"A{s}"] for s in "CSH" if s != suit]
    assert rules.trick_winner([seven, *others], SUIT_OF[seven]) == 0


# ---------------------------------------------------------------- S15: the called suit

# Seat 0 passes; seat 1 picks, buries the blind 9S 8S and calls AH: the partner is seat 3.
CALLED = [
    "AC 10C KC 9H 7D 10D",
    "QC QS QH JD 8H 7H",
    "9C 9D 8D AS 10S KS",
    "AH 10H KH QD AD 7S",
    "JC JS JH KD 8C 7C",
]


def called() -> GameState:
    state = act(game_with(CALLED), "pass", "pick", "bury 9S 8S")
    assert legal(state) == {"call AH", "alone"}
    state = act(state, "call AH")
    assert (state.deal.picker, state.deal.partner, state.deal.turn) == (1, 3, 0)
    return state


def test_s15_picker_with_two_cards_of_the_called_suit_may_discard_one() -> None:
    state = act(called(), "play AC")
    assert legal(state) == plays("QC QS QH JD 8H 7H")


def test_s15_picker_keeps_his_last_card_of_the_called_suit_when_discarding() -> None:
    state = act(called(), "play AC", "play 8H", "play 9C", "play 7S", "play 7C")
    assert state.deal.tricks[0].winner == 0
    state = act(state, "play 10C")
    assert legal(state) == plays("QC QS QH JD")  # not 7H
    with pytest.raises(IllegalAction, match="S15") as caught:
        act(state, "play 7H")
    assert caught.value.rule == "S15"


def test_s15_partner_keeps_the_called_card_when_discarding() -> None:
    state = act(called(), "play AC", "play 8H", "play 9C")
    assert legal(state) == plays("10H KH QD AD 7S")  # not AH
    with pytest.raises(IllegalAction, match="S15"):
        act(state, "play AH")


def test_s15_picker_may_lead_the_called_suit_himself_and_partner_must_play_the_ace() -> None:
    state = act(called(), "play 10D", "play QC", "play 8D", "play AD", "play KD")
    assert state.deal.tricks[0].winner == 1
    assert legal(state) == plays("QS QH JD 8H 7H")
    state = act(state, "play 7H")
    assert state.deal.called_trick == 1  # the first lead of the called suit
    state = act(state, "play AS")  # seat 2: no heart
    assert legal(state) == plays("AH")  # he holds 10H and KH too
    state = act(state, "play AH", "play 7C", "play 9H")
    assert state.deal.tricks[1].winner == 3


def test_s15_partner_may_lead_the_called_suit_only_with_the_called_card() -> None:
    state = act(called(), "play 10D", "play JD", "play 8D", "play QD", "play KD")
    assert state.deal.tricks[0].winner == 3
    assert legal(state) == plays("AH AD 7S")  # not 10H or KH
    with pytest.raises(IllegalAction, match="S15") as caught:
        act(state, "play 10H")
    assert caught.value.rule == "S15"
    state = act(state, "play AH")
    assert state.deal.called_trick == 1
    assert legal(state) == hand_plays(state, 4)  # seat 4: no heart
    state = act(state, "play 7C")
    assert legal(state) == plays("9H")
    state = act(state, "play 9H")
    assert legal(state) == plays("8H 7H")  # the picker plays a card of the suit


def test_s15_when_the_called_suit_is_led_partner_must_play_the_called_card() -> None:
    state = act(called(), "play 9H")
    assert legal(state) == plays("8H 7H")
    state = act(state, "play 8H")
    assert legal(state) == hand_plays(state, 2)  # seat 2 has no heart
    state = act(state, "play 9C")
    assert legal(state) == plays("AH")
    with pytest.raises(IllegalAction, match="S15"):
        act(state, "play 10H")


def test_s15_after_the_first_lead_of_the_called_suit_the_duties_end() -> None:
    state = act(called(), "play 9H", "play 8H", "play 9C", "play AH", "play 7C")
    assert state.deal.tricks[0].winner == 3
    # The partner may now lead any heart.
    assert legal(state) == plays("10H KH QD AD 7S")
    state = act(state, "play 7S", "play 8C", "play KC")
    # The picker may now throw his last heart on a spade lead.
    assert legal(state) == plays("QC QS QH JD 7H")
    state = act(state, "play 7H")
    assert state.deal.hands[1] & mask_of("8H 7H") == 0


# A line in which hearts are never led before the last trick.
NEVER_LED_ROWS = [
    "AC 8H 9C 7S 7C",  # seat 0 leads; both discard, keeping AH and a heart
    "10D QC 8D AD KD",
    "7D QS 9D QD JH",
    "KC QH AS KH JS",
    "10C JD 10S 10H JC",  # seat 4 takes it with JC
]


def test_s15_partner_discards_other_cards_of_the_suit_but_keeps_the_called_card() -> None:
    state = called()
    for row in NEVER_LED_ROWS[:4]:
        cards = row.split()
        for _ in range(5):
            state = act(state, f"play {cards[state.deal.turn]}")
    state = act(state, "play JD", "play 10S")  # picker leads JD
    assert legal(state) == plays("10H")  # trump led, none held: AH must stay


def test_s15_last_trick_a_player_plays_what_he_has() -> None:
    state = called()
    for row in NEVER_LED_ROWS:
        cards = row.split()
        for _ in range(5):
            state = act(state, f"play {cards[state.deal.turn]}")
    assert state.deal.called_trick == -1
    assert state.deal.turn == 4
    state = act(state, "play 8C", "play 9H")
    assert legal(state) == plays("7H")  # his last heart, on a club lead
    state = act(state, "play 7H", "play KS")
    assert legal(state) == plays("AH")  # the called card, on a club lead
    state = act(state, "play AH")
    assert state.deal.tricks[5].winner == 4


def bits(cards: str) -> int:
    return mask_of(cards)


@pytest.mark.parametrize(
    ("hand", "led", "duty", "expected"),
    [
        # Picker, called AH: keeps his only heart when discarding, not with two.
        ("QC 7H AC", "S", rules.PICKER_HOLD, "QC AC"),
        ("QC 8H 7H", "S", rules.PICKER_HOLD, "QC 8H 7H"),
        ("QC 7H", "", rules.PICKER_HOLD, "QC 7H"),  # leading it is allowed
        ("7H", "S", rules.PICKER_HOLD, "7H"),  # last trick: what he has
        # Partner holding AH.
        ("AH 10H QC", "", rules.PARTNER_HOLD, "AH QC"),
        ("AH 10H", "", rules.PARTNER_HOLD, "AH"),
        ("AH 10H KH 7S", "H", rules.PARTNER_HOLD, "AH"),
        ("AH 10H 7S", "C", rules.PARTNER_HOLD, "10H 7S"),
        ("AH 7S", "T", rules.PARTNER_HOLD, "7S"),
        ("AH", "C", rules.PARTNER_HOLD, "AH"),  # last trick: what he has
        ("AH", "", rules.PARTNER_HOLD, "AH"),
        # Without a duty: plain S13.
        ("AH 10H 7S", "C", rules.NO_DUTY, "AH 10H 7S"),
        ("QC 7C AH", "C", rules.NO_DUTY, "7C"),
        ("QC 7C AH", "T", rules.NO_DUTY, "QC"),
    ],
)
def test_s13_s15_play_mask(hand: str, led: str, duty: int, expected: str) -> None:
    suit = {"": -1, "T": 0, "C": 1, "S": 2, "H": 3}[led]
    called_index = INDEX["AH"]
    got = rules.play_mask(bits(hand), suit, duty, SUIT_OF[called_index], 1 << called_index)
    assert {CODES[i] for i in range(32) if got >> i & 1} == set(expected.split())
