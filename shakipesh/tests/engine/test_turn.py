"""A turn (K5–K10): laying on as many piles as one likes, at least one card; combining piles
and the new pile each combination gives; the right a whole suit gives; ids that stay."""

from __future__ import annotations

from shakipesh.engine import ENGINE, legal_actions
from shakipesh.tests.engine.positions import act, hand, kinds, legal, piles, position, refuse

STOCK = "3C 3D 3H"


def test_k7_cards_laid_on_several_piles_in_one_turn() -> None:
    state = position("9H 4C KS 2D", "7D 7S", piles=("10H", "5C", "AS", "JD"), stock=STOCK)
    assert legal(state) == {"lay 9H 0", "lay 4C 1", "lay KS 2", "shakipesh"}
    state = act(state, "lay 9H 0", "lay 4C 1", "lay KS 2")
    assert piles(state) == {0: "10H 9H", 1: "5C 4C", 2: "AS KS", 3: "JD"}
    assert hand(state, 0) == "2D" and legal(state) == {"end"}
    assert (state.started, state.laid, state.rights) == (True, 3, 0)
    state = act(state, "end")
    assert state.turn == 1 and state.turns == (1, 0) and not state.started
    assert kinds(state) == ["lay", "lay", "lay", "end"]


def test_k7_several_cards_on_one_pile_each_following_the_last() -> None:
    state = act(position("9H 8H 7H 2C", "7D", piles=("10H", "5C", "AS", "JD")),
                "lay 9H 0", "lay 8H 0")
    assert piles(state)[0] == "10H 9H 8H" and legal(state) == {"lay 7H 0", "end"}


def test_k7_a_turn_lays_at_least_one_card_and_only_the_seat_on_turn_acts() -> None:
    state = position("9H 2C", "7D", piles=("10H", "5C"), stock=STOCK)
    refuse(state, 0, "end", "K7")
    refuse(state, 1, "lay 7D 0", "K5")
    refuse(state, 1, "shakipesh", "K5")
    refuse(state, 0, "lay 7D 0", "K7")  # not in hand
    refuse(state, 0, "lay 9H 7", "K7")  # no such pile
    laid = act(state, "lay 9H 0")
    refuse(laid, 0, "shakipesh", "K11")  # nothing but laying once a turn has begun
    refuse(laid, 0, "pass", "K6")
    refuse(laid, 0, "lay 9H 0", "K7")  # laid already


def test_the_legal_actions_come_lays_combinations_new_piles_end() -> None:
    state = act(position("8H 5C KS", "7D", piles=("10H", "9H", "6C", "2S"), stock=STOCK),
                "combine 1 0")
    assert [str(a) for a in legal_actions(state, 0)] == [
        "lay 8H 0", "lay 5C 2", "new 5C", "new 8H", "new KS"]
    start = position("8H 5C KS", "7D", piles=("10H", "9H", "6C", "2S"), stock=STOCK)
    assert [str(a) for a in legal_actions(start, 0)] == [
        "lay 8H 1", "lay 5C 2", "combine 1 0", "shakipesh"]


def test_k8_k10_a_combination_gives_a_right_that_must_be_used_before_the_end() -> None:
    state = position("8H 5C KS", "7D 7S", piles=("10H", "9H", "6C", "2S"), stock=STOCK)
    state = act(state, "combine 1 0")
    assert piles(state) == {0: "10H 9H", 2: "6C", 3: "2S"} and state.pile_ids == (0, 2, 3)
    assert (state.started, state.laid, state.rights) == (True, 0, 1)
    assert ENGINE.view(state, 1, state.version - 1)["events"] == [
        {"v": 1, "kind": "combine", "seat": 0, "pile": 1, "onto": 0, "rights": 1}]
    refuse(state, 0, "end", "K10")
    refuse(state, 0, "shakipesh", "K11")
    state = act(state, "lay 8H 0")
    refuse(state, 0, "end", "K10")  # laid, but the right is still pending
    state = act(state, "new KS")
    assert piles(state)[4] == "KS" and state.next_pile == 5 and state.rights == 0
    refuse(state, 0, "new 5C", "K10")  # the one right is used
    assert legal(state) == {"lay 5C 2", "end"}
    assert act(state, "end").turn == 1


def test_k10_no_new_pile_without_a_right_and_only_from_the_hand() -> None:
    state = position("9H 5C", "7D", piles=("10H", "9S"), stock=STOCK)
    refuse(state, 0, "new 5C", "K10")
    refuse(act(state, "lay 9H 0"), 0, "new 5C", "K10")
    joined = act(position("8H 5C", "7D", piles=("10H", "9H")), "combine 1 0")
    refuse(joined, 0, "new 7D", "K7")  # seat 1's card


def test_k8_combinations_that_do_not_fit_are_refused() -> None:
    state = position("8H 5C", "7D", piles=("10H", "9H", "6C", "2S"), stock=STOCK)
    error = refuse(state, 0, "combine 0 1", "K8")  # 10H does not follow 9H
    assert "the 10♥" in str(error) and "the 9♥" in str(error)
    refuse(state, 0, "combine 2 3", "K8")
    refuse(state, 0, "combine 1 1", "K8")  # a pile onto itself
    refuse(state, 0, "combine 1 9", "K8")  # no such pile
    refuse(state, 0, "combine 9 0", "K8")
    refuse(act(state, "combine 1 0"), 0, "combine 1 0", "K8")  # pile 1 is gone


def test_k10_laying_combining_and_new_piles_chain_in_any_order() -> None:
    state = position("KS QS JS 5C", "7D", piles=("10H", "9H", "4D"), stock=STOCK)
    state = act(state, "combine 1 0", "new KS", "lay QS 3", "lay JS 3")
    assert piles(state) == {0: "10H 9H", 2: "4D", 3: "KS QS JS"}
    assert legal(state) == {"end"} and hand(state, 0) == "5C"
    assert kinds(state) == ["combine", "new_pile", "lay", "lay"]


def test_k8_a_lay_can_open_a_combination_in_the_same_turn() -> None:
    state = position("9H 2C 5D", "7D", piles=("10H", "8H", "5S"), stock=STOCK)
    assert "combine 1 0" not in legal(state)
    state = act(state, "lay 9H 0")
    assert legal(state) == {"combine 1 0", "end"}
    state = act(state, "combine 1 0", "new 2C")
    assert piles(state) == {0: "10H 9H 8H", 2: "5S", 3: "2C"}


def test_k8_the_combined_pile_keeps_the_id_of_the_pile_it_went_on() -> None:
    state = act(position("5C 2D", "7D", piles=("9H", "6S", "10H")), "combine 0 2")
    assert piles(state) == {1: "6S", 2: "10H 9H"}
    data = ENGINE.view(state, 0)
    assert data["piles"] == [{"id": 1, "cards": ["6S"]}, {"id": 2, "cards": ["10H", "9H"]}]
    state = act(state, "new 5C")
    assert state.pile_ids == (1, 2, 3)


def test_k12_a_hand_emptied_ends_the_round_at_once_a_right_pending_or_not() -> None:
    state = act(position("7H", "7D 7S", piles=("10H 9H", "8H")), "combine 1 0")
    assert state.rights == 1
    state = act(state, "lay 7H 0")
    last = state.history[-1]
    assert (last.winner, last.reason, last.scores) == (0, "out", (0, 2))
    assert state.round == 2  # the next round is dealt at once
    # The last card may be the new pile itself.
    state = act(position("5C", "7D 7S", piles=("10H", "9H")), "combine 1 0", "new 5C")
    assert state.history[-1].scores == (0, 2)


def test_k9_a_pile_of_a_whole_suit_gives_a_right() -> None:
    whole = "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H"
    state = act(position("2H 5C", "7D 7S", piles=(whole, "9S")), "lay 2H 0")
    assert state.round == 1
    assert len(state.piles[0]) == 13 and state.rights == 1
    assert kinds(state) == ["lay", "complete"]
    assert ENGINE.view(state, 1, 0)["events"][1] == {"v": 1, "kind": "complete", "seat": 0,
                                                     "pile": 0}
    assert legal(state) == {"new 5C"}  # nothing follows a whole suit, not even itself
    refuse(state, 0, "end", "K10")
    refuse(state, 0, "combine 0 0", "K8")
    more = act(position("2H 5C JC", "7D 7S", piles=(whole, "9S")), "lay 2H 0", "new 5C")
    assert piles(more)[2] == "5C" and legal(more) == {"end"}


def test_k8_k9_a_combination_that_completes_a_suit_gives_two_rights() -> None:
    state = position("5C 9D 4S", "7D", piles=("AH KH QH JH 10H 9H", "8H 7H 6H 5H 4H 3H 2H"))
    state = act(state, "combine 1 0")
    assert state.rights == 2 and kinds(state) == ["combine", "complete"]
    assert ENGINE.view(state, 0, 0)["events"][0]["rights"] == 2
    state = act(state, "new 5C")
    refuse(state, 0, "end", "K10")
    state = act(state, "new 9D", "end")
    assert hand(state, 0) == "4S" and state.turn == 1
