"""The deal (K3, K4) and who begins (K5): nine cards each, four starting piles none of which
follows another, the rest the stock; the person begins the first round."""

from __future__ import annotations

import pytest

from cards import shuffled
from shakipesh.engine import ENGINE, new_game, rules
from shakipesh.engine.deck import CODES, FOLLOWER, indices
from shakipesh.engine.rules import deal_round, dealer_of


@pytest.mark.parametrize(("seats", "stock"), [(2, 30), (3, 21), (4, 12)])
def test_k3_nine_cards_each_four_piles_and_the_stock(seats: int, stock: int) -> None:
    for number in range(20):
        state = new_game(f"k3-{number}", seats)
        assert [h.bit_count() for h in state.hands] == [9] * seats
        assert [len(p) for p in state.piles] == [1] * 4 and state.pile_ids == (0, 1, 2, 3)
        assert len(state.stock) == stock and stock % 3 == 0  # K11: a multiple of three
        cards = [c for h in state.hands for c in indices(h)]
        cards += [p[0] for p in state.piles] + list(state.stock)
        assert sorted(cards) == list(range(52))


def test_k3_the_deal_is_the_seeds_shuffle_nine_at_a_time_then_the_table() -> None:
    deck = shuffled(range(52), "k3-order", "round 1")
    state = new_game("k3-order", 3)
    for seat in range(3):
        assert sorted(indices(state.hands[seat])) == sorted(deck[9 * seat:9 * seat + 9])
    if not state.events[0].cards:  # nothing replaced by K4
        assert [p[0] for p in state.piles] == deck[27:31]
        assert list(state.stock) == deck[31:]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_k4_no_starting_pile_follows_another(seats: int) -> None:
    replaced = 0
    for number in range(300):
        state = new_game(f"k4-{number}", seats)
        table = [p[0] for p in state.piles]
        assert not {FOLLOWER[c] for c in table} & set(table)
        replaced += len(state.events[0].cards)
    assert replaced  # the rule had work to do


def test_k4_a_following_table_card_is_replaced_and_goes_to_the_stocks_bottom() -> None:
    deck = shuffled(range(52), "k4-5", "round 1")
    assert [CODES[c] for c in deck[18:22]] == ["2S", "9S", "6H", "8S"]  # 8S follows 9S
    state = new_game("k4-5", 2)
    assert [CODES[p[0]] for p in state.piles] == ["2S", "9S", "6H", "QD"]  # the stock's top
    assert list(state.stock) == [*deck[23:], deck[21]]  # 8S at the bottom
    deal = ENGINE.view(state, 0, -1)["events"][0]
    assert deal["replaced"] == ["8S"] and deal["piles"] == [["2S"], ["9S"], ["6H"], ["QD"]]


def test_k4_the_first_following_card_in_table_order_goes_first_until_none_follows() -> None:
    deck = shuffled(range(52), "k4-24", "round 1")
    # 3D follows 4D, which follows 5D: pile 1 is fixed first, then pile 2.
    assert [CODES[c] for c in deck[18:24]] == ["5C", "3D", "4D", "5D", "JH", "4H"]
    state = new_game("k4-24", 2)
    assert [CODES[p[0]] for p in state.piles] == ["5C", "JH", "4H", "5D"]
    assert [CODES[c] for c in state.stock[-2:]] == ["3D", "4D"]
    assert [CODES[c] for c in state.events[0].cards] == ["3D", "4D"]
    assert len(state.stock) == 30


def test_k4_a_deal_needing_too_many_replacements_is_dealt_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Never met with the real bound (1,000); with none allowed, every deal that needs one
    is dealt again from the next label, ``round 1 again 1``, ``… again 2`` and so on."""
    monkeypatch.setattr(rules, "MAX_REPLACEMENTS", 0)
    again = 1
    while True:
        deck = shuffled(range(52), "k4-5", f"round 1 again {again}")
        if not {FOLLOWER[c] for c in deck[18:22]} & set(deck[18:22]):
            break
        again += 1
    hands, table, stock, replaced = deal_round("k4-5", 2, 1)
    assert table == tuple(deck[18:22]) and stock == tuple(deck[22:]) and replaced == ()


def test_the_deal_is_a_pure_function_of_seed_seats_and_round() -> None:
    assert new_game("same", 3) == new_game("same", 3)
    assert deal_round("same", 3, 1) != deal_round("same", 3, 2)
    assert new_game("same", 3).hands != new_game("other", 3).hands


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_k5_the_last_seat_deals_the_first_round_and_the_person_begins(seats: int) -> None:
    state = new_game("k5", seats)
    assert state.dealer == seats - 1 and state.turn == 0 and state.round == 1
    assert [dealer_of(r, seats) for r in range(1, 2 * seats + 1)] == [
        (r - 2) % seats for r in range(1, 2 * seats + 1)]
    event = ENGINE.view(state, 0, -1)["events"][0]
    assert event == {"v": 0, "kind": "deal", "round": 1, "dealer": seats - 1,
                     "piles": event["piles"], "replaced": event["replaced"],
                     "hand_sizes": [9] * seats, "stock": 52 - 9 * seats - 4}
