"""Hand-built positions: the heuristic player follows the rule book's play advice.

Unless said otherwise the dealer is seat 4, so seat 0 decides first and leads the first
trick. Each position's blind is the two cards missing from the five hands.
"""

from __future__ import annotations

import random

from sheepshead.engine import Action, GameState, legal_actions, rules, view
from sheepshead.engine.deck import BIT, INDEX, POINTS, SUIT_MASK, SUIT_OF, TRUMP, codes, mask_of
from sheepshead.players import HeuristicPlayer, bidding
from sheepshead.tests.engine.positions import SCHMIER, act, game_with

PLAYER = HeuristicPlayer()


def decide(state: GameState) -> Action:
    seat = state.deal.turn
    legal = legal_actions(state, seat)
    action = PLAYER.choose(view(state, seat), legal, random.Random(0))
    assert action in legal
    return action


def decide_str(state: GameState) -> str:
    return str(decide(state))


def run_bidding(state: GameState) -> GameState:
    """Let the heuristic player make every decision until the first card is to be played."""
    while state.deal.phase.value != "play":
        state = act(state, decide_str(state))
    return state


# ---------------------------------------------------------------- picking (S6)


def test_a_strong_hand_picks() -> None:
    state = game_with([
        "QC QS QH JC AD AC",
        "QD JS JH 10D 10C KC",
        "JD KD 9D AS 10S KS",
        "8D 7D 9C 8C 9S 8S",
        "AH 10H KH 9H 8H 7C",
    ])
    assert decide_str(state) == "pick"


def test_a_weak_hand_passes() -> None:
    state = game_with([
        "7C 8S 9H KH 10S 7S",
        "QC QS QH JC AD AC",
        "QD JS JH 10D 10C KC",
        "JD KD 9D AS KS 9S",
        "8D 7D 9C 8C AH 10H",
    ])
    assert decide_str(state) == "pass"


def test_the_dealer_picks_a_middling_hand_the_first_seat_passes() -> None:
    middling = "QS JH 9D AC 8S 7S"  # three trumps, one ace, a void
    assert decide_str(game_with([
        middling,
        "QC QH JC 10D KD 10C",
        "QD JS JD AD 8D KC",
        "9C 8C 7C AS 10S KS",
        "AH 10H KH 9H 8H 7H",
    ])) == "pass"
    dealer_state = act(
        game_with([
            "QC QH JC 10D KD 10C",
            "QD JS JD AD 8D KC",
            "9C 8C 7C AS 10S KS",
            "AH 10H KH 9H 8H 7H",
            middling,
        ]),
        "pass", "pass", "pass", "pass",
    )
    assert dealer_state.deal.turn == 4
    assert decide_str(dealer_state) == "pick"


# ---------------------------------------------------------------- burying and calling (S7–S11)

# Seat 0 may pick a blind of 8S 9S; his only heart is the 7H.
LOW_HEART_PICKER = [
    "QC QS JC 7H 9C 10C",
    "QH QD JS JH JD AD",
    "10D KD 9D 8D 7D AC",
    "KC 8C 7C AS 10S KS",
    "AH 10H KH 9H 8H 7S",
]


def test_a_picker_with_a_single_low_card_in_a_suit_calls_that_suits_ace() -> None:
    # After the bury seat 0 holds 7H alone in hearts, and 9C 10C in clubs.
    state = game_with(LOW_HEART_PICKER)
    state = act(state, "pick", "bury 8S 9S")
    assert decide_str(state) == "call AH"


def test_the_bury_keeps_trump_and_a_hold_card_for_the_call() -> None:
    state = game_with(LOW_HEART_PICKER)
    state = act(state, "pick")
    bury = decide(state)
    assert not any(SUIT_OF[c] == TRUMP for c in bury.cards)
    state = act(state, str(bury))
    call = decide(state)
    assert call.type == "call"
    hand = codes(state.deal.hands[0])
    assert any(SUIT_OF[INDEX[c]] == SUIT_OF[call.card] for c in hand)  # the hold card (S8)


def test_a_picker_holding_only_fail_aces_sets_aside_the_lowest_point_card_as_unknown() -> None:
    state = game_with([
        "QC QS QH JC AC AS",
        "QD JS JH JD AD 10D",
        "KD 9D 8D 7D 10C KC",
        "9C 8C 7C 10S KS 9S",
        "AH 10H KH 9H 8H 7H",
    ])  # blind 8S 7S
    state = act(state, "pick", "bury 8S 7S")
    assert state.deal.phase.value == "call"
    call = decide(state)
    assert str(call) == "call AH"  # the only ace left to call: hearts, with an unknown (S10)
    state = act(state, str(call))
    assert decide_str(state) == "unknown JC"  # the fewest points: JC (2) beats aces and queens


def test_a_very_strong_hand_goes_alone_an_ordinary_one_calls() -> None:
    strong = game_with([
        "QC QS QH QD JC JS",
        "JH JD AD 10D KD AC",
        "9D 8D 7D 10C KC 9C",
        "8C 7C AS 10S KS 9S",
        "AH 10H KH 9H 8H 7H",
    ])  # blind 8S 7S
    state = run_bidding(strong)
    assert state.deal.alone
    ordinary = game_with([
        "QC JS JH AD 7C 8H",
        "QS QH QD JC JD 10D",
        "KD 9D 8D 7D 10C KC",
        "9C 8C AC 10S KS 9S",
        "AS 10H KH 9H AH 7H",
    ])  # blind 8S 7S
    state = run_bidding(ordinary)
    assert state.deal.picker == 0
    assert not state.deal.alone and state.deal.called >= 0


# ---------------------------------------------------------------- leading (advice)


def test_the_picker_leads_trump() -> None:
    state = run_bidding(game_with([
        "QC QS JC AD 9D 7H",
        "QH JS 10D AC 10C 7C",
        "QD JH KD AS 10S KS",
        "JD 8D KC 9C 8C 9S",
        "7D AH 10H KH 9H 8S",
    ]))  # blind 8H 7S
    assert state.deal.picker == 0 and state.deal.turn == 0
    assert SUIT_OF[decide(state).card] == TRUMP


def test_a_defender_leads_the_called_suit() -> None:
    state = game_with([
        "7D KH 9C 8C 9S 8S",
        "QC QS QH JC 7H 10S",
        "QD JS AD AH 10C KC",
        "JH JD 10D KD AC 7C",
        "9D 8D AS KS 7S 10H",
    ])  # blind 9H 8H
    state = act(state, "pass", "pick", "bury 10S 8H", "call AH")
    assert state.deal.turn == 0
    assert decide_str(state) == "play KH"


def test_a_defender_without_the_called_suit_leads_fail_not_trump() -> None:
    state = game_with([
        "7D JH 9C 8C 9S 8S",
        "QC QS QH JC 7H 10S",
        "QD JS AD AH 10C KC",
        "KH JD 10D KD AC 7C",
        "9D 8D AS KS 7S 10H",
    ])  # blind 9H 8H
    state = act(state, "pass", "pick", "bury 10S 8H", "call AH")
    assert SUIT_OF[decide(state).card] != TRUMP


# ---------------------------------------------------------------- following: schmier (advice)


def test_the_partner_schmiers_an_ace_when_the_picker_wins_the_trick_in_last_position() -> None:
    state = act(
        game_with(SCHMIER), "pick", "bury 8C 9S", "call AH",
        "play QC", "play JH", "play JD", "play 7D",
    )
    assert state.deal.turn == 4 and view(state, 4)["partner"] == 4
    assert decide_str(state) == "play AS"


def test_the_picker_schmiers_an_ace_to_his_revealed_partner_in_last_position() -> None:
    state = game_with([
        "QC QS QH JC AS 7H",
        "JH AD AC KC 9C 7S",
        "JD 10D KD 10C 10S KS",
        "9D 8D 7D 7C 8H KH",
        "AH QD JS 8S 10H 9H",
    ])  # blind 8C 9S
    state = act(state, "pick", "bury 8C 9S", "call AH")
    # Trick 1: the picker leads his hold card; seat 1 trumps; the partner shows the called ace.
    state = act(state, "play 7H", "play JH", "play KS", "play 8H", "play AH")
    assert state.deal.tricks[-1].winner == 1 and view(state, 0)["partner"] == 4
    # Trick 2: clubs; the partner trumps with QD, boss now that the picker holds QC QS QH.
    state = act(state, "play 9C", "play 10C", "play 7C", "play QD")
    assert state.deal.turn == 0
    assert decide_str(state) == "play AS"


def test_a_defender_gives_the_fewest_points_when_a_foe_takes_the_trick() -> None:
    state = act(game_with(SCHMIER), "pick", "bury 8C 9S", "call AH", "play QC")
    assert state.deal.turn == 1  # a defender who must follow trump under the boss queen
    assert decide_str(state) == "play JH"


def test_the_last_player_takes_a_rich_trick_with_his_cheapest_winning_trump() -> None:
    state = game_with([
        "AS 7S 9C 8C 9H 8H",
        "QC QS JC 8D 10D 7C",
        "KS 10C KC AC 10H KH",
        "9S QD JS JH AD KD",
        "QH JD 7D AH 9D 7H",
    ])  # blind 10S 8S
    state = act(state, "pass", "pick", "bury 10S 8S", "call AC")
    state = act(state, "play AS", "play 8D", "play KS", "play 9S")
    assert state.deal.turn == 4  # a defender, void in spades; the picker's 8D takes 15 points
    assert decide_str(state) == "play 9D"


# ---------------------------------------------------------------- leaster (S19)


def test_a_leaster_player_sheds_a_lone_ace() -> None:
    state = game_with([
        "7C 8C 9C KC QC QS",
        "AS 10H 9H 8H 7H KH",
        "QH QD JC JS JH JD",
        "AD 10D KD 9D 8D 7D",
        "AC 10C 10S KS 9S 8S",
    ])  # blind 7S AH
    state = act(state, "pass", "pass", "pass", "pass", "pass", "play 7C")
    assert view(state, 1)["leaster"]
    assert decide_str(state) == "play AS"


# ---------------------------------------------------------------- the bury plan, over many hands


def test_every_planned_bury_leaves_the_planned_call_possible() -> None:
    rng = random.Random("players/bury")
    calls = {"call": 0, "unknown": 0, "ten": 0, "alone": 0}
    for _ in range(2000):
        hand = sum(BIT[c] for c in rng.sample(range(32), 8))
        bury, call = bidding.plan_bury(hand)
        assert bury.bit_count() == 2 and hand & bury == bury
        kept = hand & ~bury
        options = dict(rules.call_options(kept, bury))
        if call < 0:
            calls["alone"] += 1
            continue
        assert call in options  # never buries the hold card of the suit it calls (S8, S11)
        if options[call]:
            calls["unknown"] += 1
        elif POINTS[call] == 10:
            calls["ten"] += 1
            assert kept & SUIT_MASK[SUIT_OF[call]]  # the ace of the suit is the hold card (S9)
        else:
            calls["call"] += 1
            assert kept & SUIT_MASK[SUIT_OF[call]]
    assert calls["call"] > 1500 and calls["alone"] < 200


def test_the_bury_takes_fail_points_before_trump() -> None:
    # Eight cards: four trumps, a bare 10C and KC, a lone AS, 7H. Bury the unprotected points.
    bury, call = bidding.plan_bury(mask_of("QC JS AD 9D 10C KC AS 7H"))
    assert bury == mask_of("10C KC")
    assert call == INDEX["AH"]
