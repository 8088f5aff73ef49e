"""H1–H4: players and pack, the deal, and the swap before play."""

from __future__ import annotations

import pytest

from cards import IllegalAction, InvalidAction, InvalidOptions
from shiesta.engine import ENGINE, Action, Phase, apply, legal_actions, new_game, to_act
from shiesta.engine.deck import ALL_CARDS, codes, mask_of
from shiesta.engine.game import deal_cards
from shiesta.engine.state import GameState


def all_cards(state: GameState) -> list[int]:
    cards = [*state.draw, *state.pile, *(c for row in state.face_down for c in row if c >= 0)]
    for mask in (*state.hands, *state.face_up):
        cards += [i for i in range(52) if mask >> i & 1]
    return cards


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_h1_h3_every_card_of_one_pack_is_dealt_once(seats: int) -> None:
    state = ENGINE.new_game("deal", seats)
    cards = all_cards(state)
    assert sorted(cards) == list(range(52))  # H1: one 52-card pack, no jokers
    size = 5 if seats < 5 else 4  # H3, and its reading for five players
    for seat in range(seats):
        assert state.hands[seat].bit_count() == size
        assert state.face_up[seat].bit_count() == 3
        assert len(state.face_down[seat]) == 3 and min(state.face_down[seat]) >= 0
    assert len(state.draw) == 52 - seats * (6 + size)


def test_h1_three_to_five_players() -> None:
    for seats in (2, 6):
        with pytest.raises(InvalidOptions):
            ENGINE.new_game("seats", seats)
    assert (ENGINE.min_seats, ENGINE.default_seats, ENGINE.max_seats) == (3, 4, 5)


def test_h1_a_joker_is_no_card_of_the_game() -> None:
    with pytest.raises(InvalidAction):
        Action.from_json({"type": "play", "cards": ["X1"]})


def test_h3_the_same_seed_deals_the_same_cards() -> None:
    assert deal_cards("same", 4) == deal_cards("same", 4)
    assert deal_cards("same", 4) != deal_cards("other", 4)
    assert ENGINE.new_game("same", 4) == ENGINE.new_game("same", 4)


def test_h4_every_seat_swaps_until_it_is_ready() -> None:
    state = new_game("swap", 4)
    assert state.phase is Phase.SWAP and to_act(state) == (0, 1, 2, 3)
    seat = 2
    hand_card, up_card = codes(state.hands[seat])[0], codes(state.face_up[seat])[0]
    legal = legal_actions(state, seat)
    assert len(legal) == 5 * 3 + 1 and Action.parse("ready") in legal
    swapped = apply(state, seat, Action.parse(f"swap {hand_card} {up_card}"))
    assert swapped.hands[seat] == state.hands[seat] ^ mask_of([hand_card, up_card])
    assert swapped.face_up[seat] == state.face_up[seat] ^ mask_of([hand_card, up_card])
    # As often as he likes: swapping back restores the deal.
    back = apply(swapped, seat, Action.parse(f"swap {up_card} {hand_card}"))
    assert back.hands == state.hands and back.face_up == state.face_up
    # The seats say they are ready in any order; play waits for the last.
    for seat in (3, 1, 0):
        back = apply(back, seat, Action.parse("ready"))
        assert back.phase is Phase.SWAP
    assert to_act(back) == (2,)
    started = apply(back, 2, Action.parse("ready"))
    assert started.phase is Phase.PLAY and to_act(started) == (started.turn,)


def test_h4_a_swap_after_ready_is_refused() -> None:
    state = new_game("ready", 3)
    state = apply(state, 1, Action.parse("ready"))
    hand_card, up_card = codes(state.hands[1])[0], codes(state.face_up[1])[0]
    assert legal_actions(state, 1) == ()
    for action in (f"swap {hand_card} {up_card}", "ready"):
        with pytest.raises(IllegalAction) as refused:
            apply(state, 1, Action.parse(action))
        assert refused.value.rule == "H4"
    # Nor once play has started, by anybody.
    for seat in (0, 2):
        state = apply(state, seat, Action.parse("ready"))
    hand_card, up_card = codes(state.hands[0])[0], codes(state.face_up[0])[0]
    with pytest.raises(IllegalAction) as refused:
        apply(state, state.turn, Action.parse(f"swap {hand_card} {up_card}"))
    assert refused.value.rule == "H4"


def test_h4_a_swap_names_a_hand_card_and_a_face_up_card() -> None:
    state = new_game("names", 3)
    hand_cards, up_cards = codes(state.hands[0]), codes(state.face_up[0])
    other = codes(ALL_CARDS & ~state.hands[0] & ~state.face_up[0])[0]
    for hand_card, up_card in ((up_cards[0], up_cards[1]), (hand_cards[0], hand_cards[1]),
                               (other, up_cards[0]), (hand_cards[0], other)):
        with pytest.raises(IllegalAction) as refused:
            apply(state, 0, Action.parse(f"swap {hand_card} {up_card}"))
        assert refused.value.rule == "H4"


def test_h4_nobody_plays_before_everybody_is_ready() -> None:
    state = new_game("early", 3)
    card = codes(state.hands[0])[0]
    for action in (f"play {card}", "pickup", "face_down 0"):
        with pytest.raises(IllegalAction) as refused:
            apply(state, 0, Action.parse(action))
        assert refused.value.rule == "H4"


def test_h4_swaps_and_readiness_are_public_events() -> None:
    state = new_game("events", 3)
    hand_card, up_card = codes(state.hands[0])[0], codes(state.face_up[0])[0]
    state = apply(state, 0, Action.parse(f"swap {hand_card} {up_card}"))
    state = apply(state, 0, Action.parse("ready"))
    for seat in range(3):
        events = ENGINE.view(state, seat, 0)["events"]
        assert events == [
            {"v": 1, "type": "swap", "seat": 0, "hand": hand_card, "up": up_card},
            {"v": 2, "type": "ready", "seat": 0},
        ]
