"""A match: several games at one table (the option ``games``), scored together [reading].

Each game is dealt from the table's seed (the first exactly as a single game, H3), its
starter rotates clockwise (H5), it ends as a single game does (H14, H15), and the next game
is dealt at once, in its swap (H4); the match's total is the sum of each seat's places and
its key (total, turns over the match). A match of k games is the prefix of a longer one
played with the same actions. Nothing of a new game leaks through the views or the events.
"""

from __future__ import annotations

import json
import random

import pytest

from cards import IllegalAction, InvalidOptions, shuffled
from shiesta.engine import ENGINE, Action, GameState, Phase, custom_game, rules
from shiesta.engine.deck import CODES, codes, mask_of
from shiesta.engine.game import deal_cards
from shiesta.engine.summary import GameFacts, game_facts, game_number
from shiesta.engine.views import memory
from shiesta.tests import oracle
from tests.contract.games import Oracle
from tests.contract.test_engines import Playout

# What a single game's snapshot holds: a match adds its two keys only to a match's.
SINGLE_GAME_KEYS = {
    "seed", "seats", "game", "phase", "hands", "face_up", "face_down", "draw", "pile",
    "burned", "removed", "ready", "turn", "direction", "forced", "opened", "turns", "winner",
    "version", "events", "turn_limit",
}


def play(state: GameState, rng: random.Random, log: list[tuple[int, Action]] | None = None,
         until: int | None = None) -> list[GameState]:
    """Random legal actions to the table's end (or until ``until`` games are finished);
    every state on the way, the first included."""
    states = [state]
    while ENGINE.to_act(state) and (until is None or game_number(state) < until):
        seat = rng.choice(ENGINE.to_act(state))
        action = rng.choice(ENGINE.legal_actions(state, seat))
        if log is not None:
            log.append((seat, action))
        state = ENGINE.apply(state, seat, action)
        states.append(state)
    return states


def match(seed: str, seats: int, games: int, turn_limit: int = 40, game: int = 1,
          rng_seed: object = 0) -> list[GameState]:
    state = ENGINE.new_game(seed, seats, {"games": games, "turn_limit": turn_limit,
                                          "game": game})
    return play(state, random.Random(str(rng_seed)))


# ---------------------------------------------------------------- the option


def test_games_is_an_offered_option_from_1_to_10() -> None:
    option = next(o for o in ENGINE.options if o.name == "games")
    assert (option.default, option.minimum, option.maximum, option.offered) == (1, 1, 10, True)
    assert option.label == "Games in a match"
    assert ENGINE.validate_options(4, {}) == {"game": 1, "turn_limit": 600, "games": 1}
    assert ENGINE.validate_options(4, {"games": 10})["games"] == 10
    for bad in (0, 11, "3", True, 2.0):
        with pytest.raises(InvalidOptions) as refused:
            ENGINE.validate_options(4, {"games": bad})
        assert refused.value.option == "games"


def test_a_single_game_is_stored_as_before_matches() -> None:
    """games 1: the snapshot has no match keys, so that stored tables replay to their
    snapshots; a snapshot without them reads as a single game."""
    states = match("single", 4, 1, turn_limit=30)
    for state in (states[0], states[len(states) // 2], states[-1]):
        snapshot = ENGINE.encode_state(state)
        assert set(snapshot) == SINGLE_GAME_KEYS
        again = ENGINE.decode_state(json.loads(json.dumps(snapshot)))
        assert again == state and (again.games, again.played) == (1, ())
    assert ENGINE.round_scores(states[-1], 0) == (ENGINE.outcome(states[-1]).scores[0],)


def test_a_matchs_snapshot_keeps_its_games() -> None:
    states = match("stored", 3, 3, turn_limit=20)
    for state in states[:: max(1, len(states) // 20)] + states[-1:]:
        snapshot = json.loads(json.dumps(ENGINE.encode_state(state)))
        assert snapshot["games"] == 3
        assert ENGINE.decode_state(snapshot) == state


# ---------------------------------------------------------------- the deals (H3, H5)


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_the_first_game_of_a_match_is_dealt_as_a_single_game(seats: int) -> None:
    single = ENGINE.new_game("deal", seats)
    first = ENGINE.new_game("deal", seats, {"games": 5})
    assert first._replace(games=1) == single
    # Today's shuffle: the label every stored table was dealt with.
    deck = shuffled(range(52), "deal", f"shiesta/deal/{seats}")
    assert single.face_down[0] == tuple(deck[:3])


def test_each_later_game_is_dealt_from_the_seed_with_its_number() -> None:
    states = match("later", 4, 3, turn_limit=20)
    deals = [s for s in states if s.phase is Phase.SWAP and s.version and
             s.events[-1].kind == "deal"]
    assert [s.number for s in deals] == [2, 3]
    for state in deals:
        hands, up, down, draw = deal_cards("later", 4, state.number)
        assert (state.hands, state.face_up, state.face_down, state.draw) == (hands, up, down,
                                                                          draw)
        deck = shuffled(range(52), "later", f"shiesta/deal/4/game/{state.number}")
        assert down[0] == tuple(deck[:3])
    assert len({deal_cards("later", 4, n) for n in (1, 2, 3)}) == 3


@pytest.mark.parametrize(("first", "starters"), [(1, [0, 1, 2, 3, 0]), (3, [2, 3, 0, 1, 2])])
def test_h5_the_starter_rotates_clockwise_from_game_to_game(first: int,
                                                            starters: list[int]) -> None:
    states = match("starters", 4, 5, turn_limit=8, game=first)
    seen = [states[0].starter]
    for state in states[1:]:
        if state.events[-1].kind == "deal":
            event = state.events[-1]
            assert event.seat == state.starter and event.number == state.number
            assert state.game == first + state.number - 1
            seen.append(state.starter)
    assert seen == starters
    final = ENGINE.view(states[-1], 0)["next_options"]
    assert final == {"game": first + 5, "turn_limit": 8, "games": 5}
    assert ENGINE.new_game("next", 4, final).starter == (first + 5 - 1) % 4


# ---------------------------------------------------------------- a game's end in a match


def test_h14_a_game_that_ends_deals_the_next_in_the_same_action() -> None:
    state = custom_game([0, mask_of("4C 5C"), mask_of("6C 7C 8C")],
                        [mask_of("AD"), mask_of("QC"), mask_of("JC JD")],
                        pile=[], turns=[10, 10, 9], games=2)
    after = ENGINE.apply(state, 0, Action.parse("play AD"))
    assert after.version == state.version + 1
    assert after.phase is Phase.SWAP and after.number == 2 and after.game == 2
    assert ENGINE.to_act(after) == (0, 1, 2) and ENGINE.outcome(after) is None
    assert after.turn == -1 and after.pile == () and after.turns == (0, 0, 0)
    assert (after.burned, after.removed, after.direction, after.opened) == (0, 0, 1, False)
    ended = after.played[0]
    # Seat 0 went out; seat 1 holds 3 cards, seat 2 holds 5 (H14).
    assert ended.places == (1, 2, 3) and ended.turns == (11, 10, 9)
    assert ended.held == (0, 3, 5) and ended.winner == 0 and ended.version == after.version
    play_event, over, deal = after.events[-3:]
    assert play_event.kind == "play" and over.kind == "over" and deal.kind == "deal"
    assert over.v == deal.v == after.version and over.seat == 0 and over.detail == "out"
    assert (deal.seat, deal.number) == (1, 2)  # game 2: the next seat starts (H5)
    # The swap of the new game (H4), then its play; the game before is closed.
    assert ENGINE.legal_actions(after, 1)[-1] == Action.parse("ready")
    assert ENGINE.round_scores(after, 2) == (3,)
    assert game_facts(after, 0) == [GameFacts(1, 11, True, 3)] and game_number(after) == 1
    data = ENGINE.view(after, 1, state.version)
    assert [e["type"] for e in data["events"]] == ["play", "game_over", "deal"]
    assert data["events"][1] == {"v": 1, "type": "game_over", "reason": "out", "winner": 0,
                                 "places": [1, 2, 3], "cards_left": [0, 3, 5], "game": 1,
                                 "games": 2, "totals": [1, 2, 3]}
    assert data["match"] == {"games": 2, "number": 2, "places": [[1, 2, 3]],
                             "totals": [1, 2, 3]}
    assert data["status"] == "active" and data["result"] is None
    assert data["next_options"] is None


def test_h15_the_turn_limit_ends_each_game_of_a_match() -> None:
    states = match("limit", 3, 3, turn_limit=6)
    final = states[-1]
    assert final.finished and final.number == 3
    for ended in final.played:
        assert sum(ended.turns) == 6 or ended.winner >= 0
    assert sum(final.turns) == 6 or final.winner >= 0
    with pytest.raises(IllegalAction):
        ENGINE.apply(final, 0, Action.parse("ready"))


# ---------------------------------------------------------------- scoring


def test_the_match_total_is_the_sum_of_places_and_turns_break_ties() -> None:
    for n in range(6):
        final = match(f"score-{n}", 4, 3, turn_limit=25, rng_seed=n)[-1]
        outcome = ENGINE.outcome(final)
        assert outcome is not None
        last = rules.places([final.held(s) for s in range(4)])
        games = [*(g.places for g in final.played), last]
        for seat in range(4):
            rounds = ENGINE.round_scores(final, seat)
            assert rounds == tuple(places[seat] for places in games)
            assert sum(rounds) == outcome.scores[seat]
            turns = final.turns[seat] + sum(g.turns[seat] for g in final.played)
            assert outcome.keys[seat] == (outcome.scores[seat], turns)
            facts = game_facts(final, seat)
            assert [f.score for f in facts] == list(rounds)
            assert sum(f.turns for f in facts) == turns
        assert game_number(final) == 3
        result = ENGINE.view(final, 2)["result"]
        assert result["totals"] == list(outcome.scores)
        assert result["your_total"] == outcome.scores[2]
        assert result["places"] == list(last)


def test_a_single_games_key_is_its_place_and_turns() -> None:
    final = match("one", 4, 1, turn_limit=30)[-1]
    outcome = ENGINE.outcome(final)
    assert outcome is not None
    places = rules.places([final.held(s) for s in range(4)])
    assert outcome.scores == places
    assert outcome.keys == tuple((places[s], final.turns[s]) for s in range(4))
    assert outcome.summary == "nobody went out in 30 turns" or "went out" in outcome.summary


def test_no_outcome_until_the_matchs_last_game_is_over() -> None:
    states = match("no outcome", 3, 2, turn_limit=12)
    assert all(ENGINE.outcome(s) is None for s in states[:-1])
    assert ENGINE.outcome(states[-1]) is not None
    assert [s.finished for s in states].count(True) == 1


# ---------------------------------------------------------------- the prefix property


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_a_match_of_k_games_is_the_prefix_of_a_longer_match(seats: int) -> None:
    """The daily's format measurement relies on it: the same actions give the same deals,
    starters and states for the first k games, whatever the number of games after them."""
    longest = 4
    log: list[tuple[int, Action]] = []
    long_states = play(ENGINE.new_game(f"prefix-{seats}", seats,
                                       {"games": longest, "turn_limit": 30}),
                       random.Random(seats), log)
    assert long_states[-1].finished
    for k in range(1, longest):
        state = ENGINE.new_game(f"prefix-{seats}", seats, {"games": k, "turn_limit": 30})
        assert state._replace(games=longest) == long_states[0]
        for i, (seat, action) in enumerate(log, start=1):
            state = ENGINE.apply(state, seat, action)
            if state.finished:
                break
            assert state._replace(games=longest) == long_states[i]
        # Ended where the long match's game k ended, with the same k games.
        assert state.number == k and long_states[i].number == k + 1
        ended = long_states[i].played[k - 1]
        assert ended.version == state.version == i
        assert state.played == long_states[i].played[:k - 1]
        assert rules.places([state.held(s) for s in range(seats)]) == ended.places
        assert state.turns == ended.turns
        assert state.events == long_states[i].events[:-1]  # all but the next game's deal
        outcome = ENGINE.outcome(state)
        assert outcome is not None
        for seat in range(seats):
            assert ENGINE.round_scores(state, seat) == tuple(
                g.places[seat] for g in long_states[i].played[:k])


# ---------------------------------------------------------------- what a seat sees


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_views_across_game_boundaries_agree_with_the_oracle(seats: int) -> None:
    for n in range(2):
        states = match(f"match-views-{seats}-{n}", seats, 3, turn_limit=30, rng_seed=n)
        boundaries = [i for i, s in enumerate(states) if s.version and
                      s.events[-1].kind in ("deal", "over")]
        picked = set(range(0, len(states), max(1, len(states) // 15))) | set(boundaries)
        picked |= {i + 1 for i in boundaries if i + 1 < len(states)}
        for i in sorted(picked):
            state = states[i]
            for seat in range(seats):
                oracle.check_view(state, seat, ENGINE.view(state, seat, 0))
                if state.version:
                    oracle.check_view(state, seat, ENGINE.view(state, seat, state.version - 1))


def test_a_games_end_and_the_next_deal_show_no_hidden_card() -> None:
    states = match("boundary", 4, 2, turn_limit=20)
    after = next(s for s in states if s.played)
    before = states[states.index(after) - 1]
    for seat in range(4):
        events = ENGINE.view(after, seat, before.version)["events"]
        over = next(e for e in events if e["type"] == "game_over")
        deal = next(e for e in events if e["type"] == "deal")
        assert not oracle.seen(over)  # places and counts: no face-down card, no hand
        # The deal: the seat's own new hand and every face-up row; the rest as counts.
        assert deal["hand"] == codes(after.hands[seat])
        assert deal["face_up"] == [codes(row) for row in after.face_up]
        assert deal["hand_sizes"] == [5, 5, 5, 5] and deal["draw_pile"] == len(after.draw)
        others = {CODES[c] for s in range(4) if s != seat for c in range(52)
                  if after.hands[s] >> c & 1}
        assert not oracle.seen(events[events.index(deal):]) & others
        assert not oracle.seen(deal) & oracle.secret(after)


def test_the_memory_starts_again_with_each_game() -> None:
    states = match("memory", 4, 2, turn_limit=40, rng_seed=3)
    first_two = next(i for i, s in enumerate(states) if s.played)
    end_of_first = states[first_two - 1]
    assert memory(end_of_first) != {"out": [], "hands": [[], [], [], []]}
    assert memory(states[first_two]) == {"out": [], "hands": [[], [], [], []]}
    for state in states[first_two:]:
        for seat in range(4):
            oracle.check_memory(state, seat, ENGINE.view(state, seat)["memory"])


# ---------------------------------------------------------------- the engine contract


@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("options", [{"games": 2, "turn_limit": 25},
                                     {"games": 3, "turn_limit": 12, "game": 2}])
def test_random_matches_keep_the_engine_contract(seats: int, options: dict[str, int]) -> None:
    """The contract suite's own checks (tests/contract/test_engines.py) over matches: who
    acts, refusals, snapshots, replay, versioned events, views against the oracle,
    outcomes, round scores and round facts that agree."""
    rng = random.Random(f"match-contract/{seats}/{sorted(options.items())}")
    checker = Oracle(oracle.check_view, oracle.known, oracle.seen)
    for n in range(2):
        Playout(ENGINE, game_facts, checker, seats, f"match-contract-{seats}-{n}", options,
                rng).run()


# ---------------------------------------------------------------- the computer players


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_computer_players_play_a_whole_match_from_the_current_games_view(
        level: str, quick_search: None) -> None:
    """The players choose from the view of the game being played (they may ignore
    ``match``): legal choices in every game of a match, the swap of each new deal too."""
    from shiesta.players import PLAYERS

    state = ENGINE.new_game(f"players-{level}", 4, {"games": 2, "turn_limit": 20})
    players = [PLAYERS[level]() for _ in range(4)]
    swaps = 0
    while ENGINE.outcome(state) is None:
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_actions(state, seat)
        choice = players[seat].choose(ENGINE.view(state, seat), legal,
                                      random.Random(f"{level}/{state.version}"))
        assert choice in legal, (level, choice)
        swaps += state.phase is Phase.SWAP
        state = ENGINE.apply(state, seat, choice)
    assert state.number == 2 and swaps >= 8  # every seat said Ready in both swaps
