"""Calling a partner: rules S8, S9, S10 (the unknown), S11 (alone, bury) and S12 (secrecy).

Unless said otherwise the dealer is seat 4, so seat 0 decides first and leads the first trick.
Each position's blind is the two cards missing from the five hands.
"""

from __future__ import annotations

import pytest

from cards import IllegalAction
from sheepshead.engine import GameState, view
from sheepshead.engine.deck import codes
from sheepshead.engine.state import Phase
from sheepshead.tests.engine.positions import act, game_with, hand, legal, play_rows


def partner_seen(state: GameState) -> list[int | None]:
    return [view(state, seat)["partner"] for seat in range(5)]


# ---------------------------------------------------------------- S8: a normal call

# Seat 0 holds clubs and spades but no fail ace; blind 9D 8D.
S8_HANDS = [
    "QC QS JD 7C 8S KS",
    "AC 10C KC AH 10H KH",
    "AS 10S 9S 7S QH QD",
    "9C 8C 9H 8H 7H JC",
    "JS JH AD 10D KD 7D",
]


def test_s8_callable_aces_are_fail_aces_not_held_with_a_hold_card() -> None:
    state = act(game_with(S8_HANDS), "pick", "bury 9D 8D")
    assert state.deal.phase is Phase.CALL
    # AC (hold 7C) and AS (hold 8S KS); not AH: no heart in hand.
    assert legal(state) == {"call AC", "call AS", "alone"}


@pytest.mark.parametrize(("call", "partner"), [("AC", 1), ("AS", 2)])
def test_s8_any_such_suit_may_be_chosen(call: str, partner: int) -> None:
    state = act(game_with(S8_HANDS), "pick", "bury 9D 8D", f"call {call}")
    deal = state.deal
    assert codes(1 << deal.called) == [call]
    assert deal.partner == partner
    assert deal.phase is Phase.PLAY
    assert deal.turn == 0
    assert not deal.alone


def test_s8_a_fail_ace_the_picker_holds_is_not_callable() -> None:
    # Seat 0 picks up AC 7C from the blind and keeps them.
    hands = ["QC QS JD 8S KS 9D", *S8_HANDS[1:]]
    hands[1] = "8D 10C KC AH 10H KH"
    state = act(game_with(hands), "pick")
    assert hand(state, 0) >= {"AC", "7C"}
    state = act(state, "bury 9D JD")
    assert legal(state) == {"call AS", "alone"}
    with pytest.raises(IllegalAction, match="hold the A♣"):
        act(state, "call AC")


def test_s8_the_hold_card_must_stay_in_hand_not_in_the_bury() -> None:
    state = act(game_with(S8_HANDS), "pick", "bury 7C 9D")  # buries his only club
    assert legal(state) == {"call AS", "alone"}
    with pytest.raises(IllegalAction, match="S8"):
        act(state, "call AC")


@pytest.mark.parametrize("card", ["QD", "KC", "10C", "AD"])
def test_s8_only_a_fail_ace_may_be_called(card: str) -> None:
    state = act(game_with(S8_HANDS), "pick", "bury 9D 8D")
    with pytest.raises(IllegalAction, match="S8"):
        act(state, f"call {card}")


# ---------------------------------------------------------------- S9: calling a ten

# Seat 0 holds all three fail aces and no ten; blind 7D 8D.
S9_HANDS = [
    "AC AS AH QC QS JC",
    "9H QH QD JS JH JD",
    "10H KH AD 10D KD 9D",
    "8H 10C KC 9C 8C 7C",
    "7H 10S KS 9S 8S 7S",
]


def test_s9_holding_all_three_fail_aces_only_tens_can_be_called() -> None:
    state = act(game_with(S9_HANDS), "pick", "bury 7D 8D")
    assert legal(state) == {"call 10C", "call 10S", "call 10H", "alone"}
    for ace in ("AC", "AS", "AH"):
        with pytest.raises(IllegalAction):
            act(state, f"call {ace}")


def test_s9_a_ten_the_picker_holds_is_not_callable() -> None:
    hands = [h.split() for h in S9_HANDS]
    hands[0][5], hands[3][1] = "10C", "JC"  # seat 0 now holds 10C as well
    state = act(game_with([" ".join(h) for h in hands]), "pick", "bury 7D 8D")
    assert legal(state) == {"call 10S", "call 10H", "alone"}


def test_s9_s15_called_ten_must_be_played_and_the_ace_still_beats_it() -> None:
    state = act(game_with(S9_HANDS), "pick", "bury 7D 8D", "call 10H")
    assert state.deal.partner == 2
    state = act(state, "play AH", "play 9H")
    # The partner holds 10H and KH: he must play the called ten (S15).
    assert legal(state) == {"play 10H"}
    state = act(state, "play 10H", "play 8H", "play 7H")
    trick = state.deal.tricks[0]
    assert trick.winner == 0  # A beats the called 10 (S9)
    assert state.deal.turn == 0


# ---------------------------------------------------------------- S10: the unknown

# Seat 0 passes; seat 1 picks QC QS QH JC JS AC + blind 8S 7S: his only fail card is an ace.
UNKNOWN_HANDS = [
    "9H QD 10D AS 9S KC",
    "QC QS QH JC JS AC",
    "10H 8H JH KD 10C 9C",
    "AH 7H JD AD 10S KS",
    "9D 8D 7D KH 8C 7C",
]


def unknown_deal() -> GameState:
    """Seat 1 picks, buries the blind, calls AH (partner seat 3) and sets QC aside."""
    state = act(game_with(UNKNOWN_HANDS), "pass", "pick", "bury 8S 7S")
    assert legal(state) == {"call AS", "call AH", "alone"}
    state = act(state, "call AH")
    assert state.deal.phase is Phase.UNKNOWN
    assert state.deal.turn == 1
    assert legal(state) == {f"unknown {c}" for c in ["QC", "QS", "QH", "JC", "JS", "AC"]}
    return act(state, "unknown QC")


def test_s10_only_aces_in_hand_calls_an_ace_of_a_suit_with_no_card_held() -> None:
    state = act(game_with(UNKNOWN_HANDS), "pass", "pick", "bury 8S 7S")
    # AC is held; AS and AH are of suits he holds no card of: both need an unknown.
    assert legal(state) == {"call AS", "call AH", "alone"}
    with pytest.raises(IllegalAction):
        act(state, "call AC")


def test_s10_no_fail_card_at_all_any_fail_ace_with_an_unknown() -> None:
    hands = [
        "QC QS QH QD JC JS",
        "AC 10C KC 9C 8C 7C",
        "AS 10S KS 9S 8S 7S",
        "AH 10H KH 9H 8H 7H",
        "AD 10D KD 9D 8D 7D",
    ]
    state = act(game_with(hands), "pick", "bury JH JD")
    assert legal(state) == {"call AC", "call AS", "call AH", "alone"}
    state = act(state, "call AS")
    assert state.deal.partner == 2
    assert legal(state) == {f"unknown {c}" for c in ["QC", "QS", "QH", "QD", "JC", "JS"]}


def test_s10_the_unknown_leaves_the_hand_and_play_starts_left_of_the_dealer() -> None:
    state = unknown_deal()
    deal = state.deal
    assert deal.phase is Phase.PLAY
    assert deal.turn == 0
    assert hand(state, 1) == {"QS", "QH", "JC", "JS", "AC"}
    assert view(state, 1)["unknown"] == "QC"
    assert view(state, 1)["hand_sizes"][1] == 6
    for seat in (0, 2, 3, 4):
        assert view(state, seat)["unknown"] is None
        assert view(state, seat)["with_unknown"] is True


def test_s10_unknown_played_on_first_called_lead_cannot_win_and_its_points_go_to_winner() -> None:
    state = act(unknown_deal(), "play 9H")
    assert legal(state) == {"play QC"}  # the unknown, whatever else he holds
    with pytest.raises(IllegalAction, match="S10"):
        act(state, "play QS")
    state = act(state, "play QC", "play 10H")
    assert legal(state) == {"play AH"}  # partner: the called card (S15)
    state = act(state, "play AH", "play KH")
    trick = state.deal.tricks[0]
    assert trick.unknown_at == 1
    assert trick.winner == 3  # the QC set aside as the unknown does not win
    assert hand(state, 1) == {"QS", "QH", "JC", "JS", "AC"}  # nothing else left his hand


def test_s10_unknown_is_seen_only_by_the_picker_and_the_trick_winner() -> None:
    state = act(unknown_deal(), "play 9H", "play QC")
    # During the trick only the picker knows the card.
    for seat in range(5):
        shown = view(state, seat)["trick"]["cards"][1]
        assert shown["unknown"] is True
        assert shown["card"] == ("QC" if seat == 1 else None)
    state = act(state, "play 10H", "play AH", "play KH")
    for seat in range(5):
        trick = view(state, seat)["tricks"][0]
        sees = seat in (1, 3)
        assert trick["cards"][1]["card"] == ("QC" if sees else None)
        assert trick["points"] == (28 if sees else None)
        assert trick["winner"] == 3


U1_REST = [  # after the hearts trick; seat 3 leads trick 2
    "QD QS KD JD 7D",
    "10D QH JH AD 8D",
    "9S JC 9C KS 9D",
    "AS JS 10C 10S 8C",
    "KC AC 8H 7H 7C",
]


def test_s10_s16_full_deal_unknown_points_count_for_the_trick_winner() -> None:
    state = act(unknown_deal(), "play 9H", "play QC", "play 10H", "play AH", "play KH")
    state = play_rows(state, U1_REST)
    result = state.deal.result
    assert result is not None
    assert result.tricks == (0, 5, 0, 1, 0)
    # Seat 3's trick: 9H 0 + QC 3 (the unknown) + 10H 10 + AH 11 + KH 4.
    assert result.points == (0, 92, 0, 28, 0)
    assert result.side_points == 120
    assert result.base == 3  # schwarz: the defenders took no trick
    assert result.scores == (-3, 6, -3, 3, -3)


LED_LAST_ROWS = [  # hearts are never led in tricks 1-5; the picker takes all five
    "AS JS 9C KS 8C",
    "10D QS KD AD 7D",
    "QD QH JH JD 8D",
    "9S JC 10C 10S 9D",
    "KC AC 8H 7H 7C",
]


def test_s10_unknown_led_in_the_last_trick_counts_as_the_called_suit_and_cannot_win() -> None:
    state = play_rows(unknown_deal(), LED_LAST_ROWS)
    assert state.deal.called_trick == -1
    assert state.deal.turn == 1
    assert legal(state) == {"play QC"}  # his only card left is the unknown
    state = act(state, "play QC")
    assert state.deal.called_trick == 5  # the unknown led is a lead of the called suit
    assert legal(state) == {"play 10H"}
    state = act(state, "play 10H", "play AH", "play KH", "play 9H")
    last = state.deal.tricks[5]
    assert last.unknown_at == 0
    assert last.winner == 3  # AH; the QC set aside does not win
    result = state.deal.result
    assert result is not None
    assert result.points == (0, 92, 0, 28, 0)  # QC 3 + 10H 10 + AH 11 + KH 4 to seat 3
    assert result.scores == (-3, 6, -3, 3, -3)


# Hearts are never led: the unknown is the picker's card in the last trick.
NEVER_LED_HANDS = [
    "QC QS QH QD AS 10S",
    "JC JD AD 10D 9D AC",
    "JS JH 10C KC KS 9S",
    "KD 8D AH 10H KH 9H",
    "7D 9C 8C 7C 8H 7H",
]
NEVER_LED_ROWS = [
    "QC 9D JH 8D 7D",
    "QS AD JS KD 9C",
    "QH JD 10C 9H 8C",
    "QD JC KC KH 7C",
    "AS AC 9S 10H 8H",
]


def never_led_deal() -> GameState:
    state = act(game_with(NEVER_LED_HANDS), "pass", "pick", "bury 8S 7S", "call AH")
    assert state.deal.partner == 3
    return play_rows(act(state, "unknown 10D"), NEVER_LED_ROWS)


def test_s10_unknown_is_not_playable_before_it_is_due() -> None:
    state = act(game_with(NEVER_LED_HANDS), "pass", "pick", "bury 8S 7S", "call AH")
    state = act(state, "unknown 10D", "play QC")
    assert legal(state) == {"play JC", "play JD", "play AD", "play 9D"}
    with pytest.raises(IllegalAction, match="S10"):
        act(state, "play 10D")


def test_s10_called_suit_never_led_unknown_is_the_last_trick_card() -> None:
    state = never_led_deal()
    assert state.deal.called_trick == -1
    assert len(state.deal.tricks) == 5
    assert state.deal.turn == 0
    state = act(state, "play 10S")
    assert hand(state, 1) == set()
    assert legal(state) == {"play 10D"}
    state = act(state, "play 10D", "play KS", "play AH", "play 7H")
    last = state.deal.tricks[5]
    assert last.unknown_at == 1
    assert last.winner == 0  # 10S: the unknown 10D is no trump here and cannot win
    for seat in range(5):
        shown = view(state, seat)["tricks"][5]["cards"][1]["card"]
        assert shown == ("10D" if seat in (0, 1) else None)
    result = state.deal.result
    assert result is not None
    assert result.points == (120, 0, 0, 0, 0)
    assert result.base == -6
    assert result.scores == (6, -12, 6, -6, 6)


# ---------------------------------------------------------------- S11: alone, the bury


def test_s11_alone_is_always_legal_and_ends_the_calling() -> None:
    for hands, prefix in (
        (S8_HANDS, ("pick", "bury 9D 8D")),
        (S9_HANDS, ("pick", "bury 7D 8D")),
        (UNKNOWN_HANDS, ("pass", "pick", "bury 8S 7S")),
    ):
        state = act(game_with(hands), *prefix)
        assert "alone" in legal(state)
        state = act(state, "alone")
        deal = state.deal
        assert deal.alone and deal.called == -1 and deal.partner == -1
        assert deal.phase is Phase.PLAY and deal.turn == 0


def test_s11_forced_alone_with_all_three_fail_aces_and_tens() -> None:
    hands = [
        "AC AS AH 10C 10S 10H",
        "QC QS QH QD JC JS",
        "JH JD AD 10D KD 9D",
        "KC 9C 8C 7C KS 9S",
        "8S 7S KH 9H 8H 7H",
    ]
    state = act(game_with(hands), "pick", "bury 8D 7D")
    assert legal(state) == {"alone"}
    for card in ("10H", "AH", "KH"):
        with pytest.raises(IllegalAction, match="S11"):
            act(state, f"call {card}")


def test_s11_a_buried_ace_can_never_be_called() -> None:
    hands = [
        "QC QS 7H 8H 7S 8S",
        "AC 10C KC 9C 8C 7C",
        "AS 10S KS 9S 10H KH",
        "QH QD JC JS JH JD",
        "AD 10D KD 8D 7D 9H",
    ]  # blind: AH 9D
    state = act(game_with(hands), "pick", "bury AH 9D")
    assert legal(state) == {"call AS", "alone"}  # hearts held, but AH is in the bury
    with pytest.raises(IllegalAction, match="bury"):
        act(state, "call AH")


def test_s11_a_buried_ten_can_never_be_called() -> None:
    hands = [
        "AC AS AH QC QS 7D",
        "9H QH QD JS JH JD",
        "JC KH AD 10D KD 9D",
        "8H 10C KC 9C 8C 7C",
        "7H 10S KS 9S 8S 7S",
    ]  # blind: 10H 8D
    state = act(game_with(hands), "pick", "bury 10H 8D")
    assert legal(state) == {"call 10C", "call 10S", "alone"}
    with pytest.raises(IllegalAction, match="bury"):
        act(state, "call 10H")


def test_s11_a_buried_ace_cannot_be_called_with_an_unknown_either() -> None:
    hands = [
        "QC QS QH QD JC JS",
        "AC 10C KC 9C 8C 7C",
        "AS 10S KS 9S 8S 7S",
        "10H KH 9H 8H 7H JH",
        "AD 10D KD 9D 8D JD",
    ]  # blind: AH 7D
    state = act(game_with(hands), "pick", "bury AH 7D")
    assert legal(state) == {"call AC", "call AS", "alone"}


# ---------------------------------------------------------------- S12: the secret partner


def test_s12_partner_hidden_until_the_called_card_is_played() -> None:
    state = act(game_with(S9_HANDS), "pick", "bury 7D 8D", "call 10H")
    assert partner_seen(state) == [None, None, 2, None, None]
    state = act(state, "play AH", "play 9H")
    assert partner_seen(state) == [None, None, 2, None, None]
    state = act(state, "play 10H")
    assert partner_seen(state) == [2, 2, 2, 2, 2]


def test_s12_partner_view_reveals_nothing_else_to_the_other_seats() -> None:
    state = act(game_with(S8_HANDS), "pick", "bury 9D 8D", "call AS")
    for seat in (0, 1, 3, 4):
        data = view(state, seat)
        assert data["partner"] is None
        assert data["called"] == "AS"
        assert "AS" not in data["hand"]
    assert view(state, 2)["partner"] == 2


def test_s12_alone_has_no_partner_for_anyone() -> None:
    state = act(game_with(S8_HANDS), "pick", "bury 9D 8D", "alone")
    assert partner_seen(state) == [None] * 5
    assert view(state, 0)["alone"] is True
