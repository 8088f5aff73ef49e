"""Dealing, picking, burying and the ten-deal game: rules S5, S6, S7 and S20."""

from __future__ import annotations

from itertools import combinations

import pytest

from cards import IllegalAction
from sheepshead.engine import GameState, apply, legal_actions, new_game, outcome, view
from sheepshead.engine.actions import Action
from sheepshead.engine.deck import ALL_CARDS, mask_of
from sheepshead.engine.game import deal_cards
from sheepshead.engine.state import Phase
from sheepshead.tests.engine.positions import STRONG_SEAT_0, act, game_with, hand, legal

# ---------------------------------------------------------------- S5: the deal


@pytest.mark.parametrize("number", [0, 1, 9])
def test_s5_deal_is_a_pure_function_of_seed_and_number(number: int) -> None:
    first = deal_cards("daily-2024-05-01", number)
    assert deal_cards("daily-2024-05-01", number) == first
    assert deal_cards("daily-2024-05-01", number) == first


def test_s5_six_cards_each_two_in_the_blind_all_32_distinct() -> None:
    for seed in ("a", "b", "seed with spaces"):
        for number in range(10):
            hands, blind = deal_cards(seed, number)
            assert [h.bit_count() for h in hands] == [6] * 5
            assert blind.bit_count() == 2
            union = blind
            for h in hands:
                assert not union & h, "a card was dealt twice"
                union |= h
            assert union == ALL_CARDS


def test_s5_different_deal_numbers_and_seeds_give_different_deals() -> None:
    deals = {deal_cards("x", n) for n in range(10)} | {deal_cards("y", 0)}
    assert len(deals) == 11


def test_s5_s21_new_game_uses_the_seeded_deal_and_dealer() -> None:
    one, two = new_game("same seed"), new_game("same seed")
    assert one == two
    hands, blind = deal_cards("same seed", 0)
    assert one.deal.hands == hands
    assert one.deal.blind == blind


# ---------------------------------------------------------------- S6: picking order


@pytest.mark.parametrize("dealer", range(5))
def test_s6_the_seat_left_of_the_dealer_decides_first(dealer: int) -> None:
    state = game_with(STRONG_SEAT_0, dealer=dealer)
    first = (dealer + 1) % 5
    assert state.deal.phase is Phase.PICK
    assert state.deal.turn == first
    assert legal(state) == {"pick", "pass"}
    for other in set(range(5)) - {first}:
        assert legal_actions(state, other) == ()


def test_s6_passing_goes_clockwise_and_the_first_picker_ends_picking() -> None:
    state = game_with(STRONG_SEAT_0, dealer=2)
    turns = []
    for step in ("pass", "pass", "pass"):
        turns.append(state.deal.turn)
        state = act(state, step)
    assert turns == [3, 4, 0]
    assert state.deal.turn == 1
    state = act(state, "pick")
    assert state.deal.picker == 1
    assert state.deal.phase is Phase.BURY
    assert state.deal.turn == 1
    # Seat 2, the last one, is never asked.
    assert legal_actions(state, 2) == ()
    assert all(a.type == "bury" for a in legal_actions(state, 1))
    assert view(state, 0)["passed"] == [3, 4, 0]


def test_s6_first_seat_may_pick_at_once() -> None:
    state = act(game_with(STRONG_SEAT_0, dealer=4), "pick")
    assert state.deal.picker == 0
    assert state.deal.phase is Phase.BURY


@pytest.mark.parametrize("dealer", [4, 1])
def test_s6_s19_all_five_pass_gives_a_leaster_led_by_the_dealers_left(dealer: int) -> None:
    state = act(game_with(STRONG_SEAT_0, dealer=dealer), *["pass"] * 5)
    deal = state.deal
    leader = (dealer + 1) % 5
    assert deal.phase is Phase.PLAY
    assert deal.picker == -1
    assert deal.turn == leader
    assert deal.trick is not None and deal.trick.leader == leader
    assert view(state, 0)["leaster"] is True
    # Nobody took the blind: every hand is still its six dealt cards.
    assert [h.bit_count() for h in deal.hands] == [6] * 5
    assert legal(state) == {f"play {c}" for c in hand(state, leader)}


# ---------------------------------------------------------------- S7: the bury


def test_s7_the_picker_gets_the_blind_eight_cards() -> None:
    state = act(game_with(STRONG_SEAT_0), "pass", "pick")
    assert hand(state, 1) == {"JH", "JD", "AD", "AC", "10C", "KC", "KH", "7H"}
    assert state.deal.hands[1].bit_count() == 8
    assert view(state, 1)["blind"] == ["KH", "7H"]
    assert view(state, 0)["blind"] is None


def test_s7_every_pair_of_the_eight_cards_and_nothing_else_may_be_buried() -> None:
    state = act(game_with(STRONG_SEAT_0), "pass", "pick")
    eight = hand(state, 1)
    buries = {frozenset(a.split()[1:]) for a in legal(state)}
    assert buries == {frozenset(pair) for pair in combinations(sorted(eight), 2)}
    assert len(buries) == 28


def test_s7_burying_leaves_six_cards_and_records_the_bury() -> None:
    state = act(game_with(STRONG_SEAT_0), "pass", "pick", "bury AC 7H")
    deal = state.deal
    assert hand(state, 1) == {"JH", "JD", "AD", "10C", "KC", "KH"}
    assert deal.bury == mask_of("AC 7H")
    assert deal.phase is Phase.CALL
    assert view(state, 1)["bury"] == ["AC", "7H"]
    for seat in (0, 2, 3, 4):
        assert view(state, seat)["bury"] is None


def test_s7_a_card_outside_the_pickers_hand_cannot_be_buried() -> None:
    state = act(game_with(STRONG_SEAT_0), "pass", "pick")
    with pytest.raises(IllegalAction, match="S7"):
        act(state, "bury QC 7H")  # QC is seat 0's
    with pytest.raises(IllegalAction, match="S7"):
        act(state, "pick")  # the picking is over


def test_s7_s16_bury_points_go_to_the_picker_side_even_without_a_trick() -> None:
    """Seat 1 picks, buries KH 7H (4 points), goes alone; seat 0's top trumps take all."""
    state = act(game_with(STRONG_SEAT_0), "pass", "pick", "bury KH 7H", "alone")
    while not state.finished:
        state = apply(state, state.deal.turn, legal_actions(state, state.deal.turn)[0])
    result = state.deal.result
    assert result is not None
    assert result.tricks == (6, 0, 0, 0, 0)
    assert result.points == (116, 0, 0, 0, 0)
    assert result.side_points == 4
    assert result.base == -6
    assert result.scores == (6, -24, 6, 6, 6)


# ---------------------------------------------------------------- S20: ten deals


def play_game(seed: str, first_dealer: int) -> tuple[GameState, list[int], list[int]]:
    """Play a whole game with fixed choices: even deals are leasters, odd deals are picked.

    Returns the final state, the dealer of each deal and the first seat asked in each deal.
    """
    state = new_game(seed, {"first_dealer": first_dealer})
    dealers: list[int] = []
    first_asked: list[int] = []
    while not state.finished:
        deal = state.deal
        if deal.number == len(dealers):
            dealers.append(deal.dealer)
            first_asked.append(deal.turn)
        seat = deal.turn
        choice = legal_actions(state, seat)[0]
        if deal.phase is Phase.PICK:
            choice = Action("pass") if deal.number % 2 == 0 else Action("pick")
        state = apply(state, seat, choice)
    return state, dealers, first_asked


@pytest.mark.parametrize("first_dealer", [0, 3])
def test_s20_ten_deals_dealer_passes_clockwise_each_seat_deals_twice(first_dealer: int) -> None:
    state, dealers, first_asked = play_game("s20", first_dealer)
    assert state.finished
    assert len(state.history) == 10
    assert dealers == [(first_dealer + k) % 5 for k in range(10)]
    assert [d.dealer for d in state.history] == dealers
    assert sorted(dealers) == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]
    assert first_asked == [(d + 1) % 5 for d in dealers]
    assert [d.number for d in state.history] == list(range(10))
    assert [d.picker < 0 for d in state.history] == [k % 2 == 0 for k in range(10)]
    assert [bool(d.result and d.result.leaster) for d in state.history] == [
        k % 2 == 0 for k in range(10)
    ]


def test_s5_s20_each_deal_of_a_game_is_the_seeded_deal_for_its_number() -> None:
    state = new_game("s20-deals", {"first_dealer": 1})
    seen: list[tuple[tuple[int, ...], int]] = []
    while not state.finished:
        deal = state.deal
        if deal.number == len(seen):
            seen.append((deal.hands, deal.blind))
        state = apply(state, deal.turn, legal_actions(state, deal.turn)[0])
    assert seen == [deal_cards("s20-deals", n) for n in range(10)]


def test_s20_game_score_is_the_sum_of_the_ten_deal_scores() -> None:
    state, _, _ = play_game("s20-totals", 2)
    per_deal = [d.result.scores for d in state.history if d.result]
    assert len(per_deal) == 10
    assert all(sum(scores) == 0 for scores in per_deal)
    totals = tuple(sum(scores[seat] for scores in per_deal) for seat in range(5))
    assert state.totals == totals
    result = outcome(state)
    assert result is not None and result.scores == totals
    assert view(state, 0)["status"] == "finished"


def test_s20_nothing_can_be_applied_after_the_tenth_deal() -> None:
    state, _, _ = play_game("s20-end", 4)
    assert state.finished
    for seat in range(5):
        assert legal_actions(state, seat) == ()
        for action in (Action("pick"), Action("pass"), Action.parse("play QC")):
            with pytest.raises(IllegalAction, match="S20"):
                apply(state, seat, action)


def test_s20_a_game_is_not_over_before_ten_deals() -> None:
    state = new_game("not yet", {"first_dealer": 0})
    for _ in range(9):
        number = state.deal.number
        while state.deal.number == number:
            state = apply(state, state.deal.turn, legal_actions(state, state.deal.turn)[0])
    assert not state.finished
    assert len(state.history) == 9
    assert outcome(state) is None
    assert state.deal.number == 9
    assert state.deal.dealer == 4
