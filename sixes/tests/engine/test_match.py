"""A match of several games at one table (the ``games`` option): the deals, the game ends
that deal the next game at once (X11, X12, the turn limit), who starts it (X7), the peek
again (X5, X6), the totals that decide the outcome (X3), and a match as the prefix of a
longer one; stored single games still replay to their snapshots."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from cards import InvalidOptions
from sixes.engine import ENGINE, Action, GameState, new_game
from sixes.engine.game import deal_cards, next_starter, scores
from sixes.engine.rules import BOTTOM_ROW
from sixes.tests import oracle
from sixes.tests.engine.positions import act, kinds, position, refuse

SEATS = ("AC 2C 5C 6C 7C 8C", "AD 2D 5D 6D 7D 8D", "AH 2H 5H 6H 7H 8H")
STORED = Path(__file__).with_name("stored_tables.json")


def random_actions(state: GameState, rng: random.Random, knock: float = 0.2
                   ) -> list[tuple[int, Action]]:
    """A random playout's actions to the end of the table: now and then a seat goes up out
    of turn; knocks at the rate ``knock``."""
    log = []
    while ENGINE.outcome(state) is None:
        seat = rng.choice(ENGINE.may_act(state))
        legal = ENGINE.legal_actions(state, seat)
        knocks = [a for a in legal if a.type == "knock"]
        action = knocks[0] if knocks and rng.random() < knock else rng.choice(
            [a for a in legal if a.type != "knock"] or legal)
        log.append((seat, action))
        state = ENGINE.apply(state, seat, action)
    return log


def states_of(state: GameState, log: list[tuple[int, Action]]) -> list[GameState]:
    out = [state]
    for seat, action in log:
        out.append(ENGINE.apply(out[-1], seat, action))
    return out


# ---------------------------------------------------------------- options and deals


def test_the_games_option_is_offered_and_checked() -> None:
    option = next(o for o in ENGINE.options if o.name == "games")
    assert option.offered and option.default == 1 and (option.minimum, option.maximum) == (1, 20)
    assert option.label == "Games in a match"
    assert ENGINE.validate_options(3, {"games": 20})["games"] == 20
    assert ENGINE.new_game("g", 3, {"games": 5}).games == 5
    for bad in (0, 21, -1, True, "2", 1.5, None):
        with pytest.raises(InvalidOptions) as refused:
            ENGINE.validate_options(4, {"games": bad})
        assert refused.value.option == "games", bad
        with pytest.raises(InvalidOptions):
            ENGINE.new_game("bad", 4, {"games": bad})


@pytest.mark.parametrize(("variant", "seats"), [("sixes", 4), ("double", 3)])
def test_the_first_game_is_dealt_as_a_single_game_a_later_one_by_its_number(
        variant: str, seats: int) -> None:
    single = ENGINE.new_game("deal", seats, {"variant": variant})
    match = ENGINE.new_game("deal", seats, {"variant": variant, "games": 5})
    assert match == single._replace(games=5)
    assert (single.packets, single.stock) == deal_cards("deal", seats, variant)
    assert deal_cards("deal", seats, variant, 1) == deal_cards("deal", seats, variant)
    second = deal_cards("deal", seats, variant, 2)
    assert second == deal_cards("deal", seats, variant, 2)  # pure
    assert second not in (deal_cards("deal", seats, variant), deal_cards("deal", seats,
                                                                          variant, 3))
    assert second != deal_cards("other", seats, variant, 2)
    cards = [c for cs in second[0] for c in cs] + list(second[1])
    assert sorted(cards) == list(range(54))


# ---------------------------------------------------------------- the end of a game


def test_x11_a_knock_ends_the_game_and_the_next_is_dealt_in_the_same_action() -> None:
    state = position(*SEATS, stock="KH KS 3C 3D 3H 3S 4C 4D", pile="9S", games=2)
    state = act(state, "draw", "discard", "end", "draw", "discard", "knock 0",
                "draw", "discard")
    assert state.final_turns == (0,) and state.number == 1
    before = state.version
    state = act(state, "draw", "discard")
    v = before + 2
    assert state.version == v and not state.finished and ENGINE.outcome(state) is None
    # The game is recorded: nobody swapped, so each seat has its 29 (A 2 5 6 7 8).
    first = [29, 29, 29]
    assert kinds(state, before + 1) == ["discard", "reveal", "over", "deal", "peek", "peek",
                                        "peek"]
    over = state.events[-5]
    assert over.v == v and over.detail == "knock" and over.number == 1 and over.seat == 1
    assert len(over.cards) == 18
    assert state.match == (tuple(scores(state._replace(
        packets=tuple(tuple(over.cards[s * 6:(s + 1) * 6]) for s in range(3)))),),)
    assert list(state.match[0]) == first
    # Three-way tie: the winner of the game before (none: the first game) fails, so the
    # seat after its starter (X7).
    deal = state.events[-4]
    assert (deal.kind, deal.v, deal.seat, deal.number) == ("deal", v, 1, 2)
    assert state.starter == 1 and state.turn == 1 and state.game == 2 and state.number == 2
    packets, stock = deal_cards("custom", 3, "sixes", 2)
    assert state.packets == packets and state.stock == stock and state.open_pile == ()
    assert state.turns == (0, 0, 0) and state.knocked == -1 and state.final_turns == ()
    assert state.up == state.done == state.public == (0, 0, 0)
    assert state.known == (BOTTOM_ROW,) * 3 and state.reason == "" and state.phase == "move"
    for s, peek in enumerate(state.events[-3:]):
        assert (peek.kind, peek.v, peek.seat, peek.number) == ("peek", v, s, 2)
        assert peek.cards == packets[s][3:]
    assert ENGINE.to_act(state) == (1,) and ENGINE.round_scores(state, 0) == (29,)


def test_the_views_of_a_game_end_show_its_cards_and_only_the_own_peek_of_the_next() -> None:
    state = position(*SEATS, stock="KH KS 3C 3D 3H 3S 4C 4D", games=3)
    state = act(state, "draw", "swap 0 3", "knock 0", "draw", "discard", "draw")
    before = state.version
    state = act(state, "discard")
    for seat in range(3):
        data = ENGINE.view(state, seat, before)
        _, reveal, over, deal, *peeks = data["events"]
        assert reveal == {"v": before + 1, "kind": "reveal", "seat": 2,
                          "cards": [[*SEATS[2].split()]]}  # X11: the last seat's cards
        assert over == {"v": before + 1, "kind": "over", "reason": "knock",
                        "scores": [23, 29, 29], "knocked": 0, "game": 1, "games": 3,
                        "cards": [[["AC", "2C", "5C", "KH", "7C", "8C"]],
                                  [[*SEATS[1].split()]], [[*SEATS[2].split()]]]}
        assert deal == {"v": before + 1, "kind": "deal", "game": 2, "games": 3,
                        "starter": 0, "stock": 54 - 18}
        for s, peek in enumerate(peeks):
            mine = _codes(state.packets[s][3:])
            expected = {"v": before + 1, "kind": "peek", "seat": s, "game": 2}
            assert peek == ({**expected, "cards": mine} if s == seat else expected)
        assert data["match"] == {"games": 3, "number": 2, "scores": [[23, 29, 29]],
                                 "totals": [23, 29, 29]}
        assert data["status"] == "active" and data["result"] is None
        assert data["starter"] == 0 and data["turn"] == 0 and data["stock"] == 36
        oracle.check_view(state, seat, data)


def _codes(cards: tuple[int, ...]) -> list[str]:
    from sixes.engine.deck import CODES
    return [CODES[c] for c in cards]


def test_x12_the_stock_running_out_ends_a_game_of_a_match_too() -> None:
    state = position(*SEATS[:2], stock="KH", pile="9H", games=2)
    state = act(state, "take", "swap 0 3", "end", "draw", "swap 0 5")
    assert kinds(state, state.version - 1) == ["swap", "stock_out", "over", "deal", "peek",
                                              "peek"]
    assert state.match == ((32, 21),) and state.starter == 1 and not state.finished
    assert state.turns == (0, 0) and len(state.stock) == 54 - 12


def test_the_turn_limit_ends_a_game_of_a_match_too() -> None:
    state = ENGINE.new_game("limit", 2, {"turn_limit": 1, "starter": 1, "games": 2})
    state = act(state, "draw", "discard", "end", "draw", "discard", "end")
    assert state.number == 2 and state.turns == (0, 0) and len(state.match) == 1
    assert state.events[-4].detail == "turn_limit" and not state.finished
    state = act(state, "draw", "discard", "end", "draw", "discard", "end")
    assert state.finished and state.reason == "turn_limit" and state.number == 2
    refuse(state, 0, "draw", "X12")


def test_x7_the_winner_of_a_game_starts_the_next_on_a_tie_the_winner_before() -> None:
    rng = random.Random(7)
    for number in range(12):
        start = ENGINE.new_game(f"starter-{number}", 3, {"games": 4, "turn_limit": 3})
        for state, after in zip(*_pairs(start, random_actions(start, rng)), strict=True):
            if after.number == state.number + 1:  # the action ended a game
                ended = after.match[-1]
                winners = [s for s, t in enumerate(ended) if t == min(ended)]
                expected = winners[0] if len(winners) == 1 else (
                    state.starter if state.game > 1 else (state.starter + 1) % 3)
                assert after.starter == expected == after.turn
                assert after.game == state.game + 1


def _pairs(start: GameState, log: list[tuple[int, Action]]
           ) -> tuple[list[GameState], list[GameState]]:
    states = states_of(start, log)
    return states[:-1], states[1:]


# ---------------------------------------------------------------- memory mode


def test_x6_in_memory_mode_the_person_peeks_again_at_each_new_game() -> None:
    state = position(*SEATS[:2], stock="KH KS 3C 3D 3H 3S", memory=True, games=2)
    state = act(state, "draw", "discard", "end")
    assert ENGINE.view(state, 0)["peeking"] is False
    assert _cards(ENGINE.view(state, 0), 0) == [None] * 6
    state = act(state, "draw", "discard", "knock 0")
    before = state.version
    state = act(state, "draw", "discard")  # seat 0's last turn ends the first game
    data = ENGINE.view(state, 0, before)
    assert data["peeking"] is True and state.acted is False
    mine = _codes(state.packets[0][3:])
    assert _cards(data, 0) == [None] * 3 + mine
    assert data["events"][-2]["cards"] == mine  # the new peek, as it happens
    # A tie in the first game: seat 1, after its starter, starts the second (X7).
    assert state.turn == 1
    while state.turn != 0:
        state = act(state, "draw", "discard", "end")
    state = act(state, "draw")
    data = ENGINE.view(state, 0, before)
    assert data["peeking"] is False and _cards(data, 0)[:6] == [None] * 6
    peek = next(e for e in data["events"] if e["kind"] == "peek" and e["seat"] == 0)
    assert peek["cards"] == [None] * 3  # asked again later: no code back (a reconnect)
    oracle.check_view(state, 0, data)
    # The computers (other seats) remember their peek (X6).
    other = next(e for e in ENGINE.view(state, 1, before)["events"]
                 if e["kind"] == "peek" and e["seat"] == 1)
    assert None not in other["cards"]


def _cards(data: dict[str, Any], seat: int) -> list[Any]:
    return [c for packet in data["packets"][seat] for c in packet["cards"]]


# ---------------------------------------------------------------- the outcome


def test_the_match_is_won_by_the_lowest_total_and_names_the_next_match() -> None:
    rng = random.Random(3)
    for number in range(6):
        start = ENGINE.new_game(f"total-{number}", 3, {"games": 3, "turn_limit": 4,
                                                        "game": 7})
        states = states_of(start, random_actions(start, rng))
        final = states[-1]
        assert all(ENGINE.outcome(s) is None for s in states[:-1])
        outcome = ENGINE.outcome(final)
        assert outcome is not None and final.number == 3 and len(final.match) == 2
        games = [*final.match, tuple(scores(final))]
        totals = [sum(g[s] for g in games) for s in range(3)]
        assert list(outcome.scores) == totals
        assert outcome.places == tuple(1 + sum(t < totals[s] for t in totals)
                                       for s in range(3))
        for seat in range(3):
            assert ENGINE.round_scores(final, seat) == tuple(g[seat] for g in games)
        data = ENGINE.view(final, 1)
        assert data["result"]["games"] == [list(g) for g in games]
        assert data["result"]["totals"] == totals and data["result"]["scores"] == list(games[-1])
        assert data["result"]["winners"] == [s for s in range(3) if totals[s] == min(totals)]
        assert data["match"] == {"games": 3, "number": 3, "scores": [list(g) for g in games],
                                 "totals": totals}
        nxt = data["next_options"]
        assert nxt == {"variant": "sixes", "memory": False, "starter": next_starter(final),
                       "game": 10, "turn_limit": 4, "games": 3}
        assert ENGINE.validate_options(3, nxt) == {**nxt}
        # Rounds grow game by game while the match is played.
        assert [len(ENGINE.round_scores(s, 0)) for s in states] == sorted(
            len(ENGINE.round_scores(s, 0)) for s in states)


def test_a_single_game_is_a_match_of_one() -> None:
    state = act(position(*SEATS[:2], stock="KH KS 3C"), "draw", "discard", "knock 0",
                "draw", "discard")
    outcome = ENGINE.outcome(state)
    assert outcome is not None and state.match == () and state.finished
    assert ENGINE.round_scores(state, 0) == (outcome.scores[0],)
    data = ENGINE.view(state, 0, 0)
    assert data["match"] == {"games": 1, "number": 1, "scores": [list(outcome.scores)],
                             "totals": list(outcome.scores)}
    assert state.events[-1] == state.events[-1]._replace(seat=-1, cards=(), number=0)
    assert data["events"][-1]["game"] == 1 and data["events"][-1]["games"] == 1
    assert ENGINE.view(ENGINE.new_game("one", 2), 0)["match"] == {
        "games": 1, "number": 1, "scores": [], "totals": [0, 0]}


# ---------------------------------------------------------------- a match as a prefix


@pytest.mark.parametrize("options", [{"turn_limit": 5}, {"variant": "double", "turn_limit": 4},
                                     {"memory": True, "starter": 1, "turn_limit": 6}])
def test_a_match_of_k_games_is_the_prefix_of_a_longer_match(options: dict[str, Any]) -> None:
    """The daily's format measurement plays the same actions at several lengths: a match of
    k games is exactly the first k games of a match of N > k."""
    rng = random.Random(f"prefix/{options}")
    seats = 3 if options.get("variant") == "double" else 4
    longest = 4
    start = ENGINE.new_game("prefix", seats, {**options, "games": longest})
    log = random_actions(start, rng)
    states = states_of(start, log)
    ends = [i for i in range(1, len(states)) if states[i].number > states[i - 1].number]
    assert len(ends) == longest - 1
    for k in range(1, longest):
        short = ENGINE.new_game("prefix", seats, {**options, "games": k})
        end = ends[k - 1]  # log[end - 1] ends game k: states[end] is the state after it
        for i in range(end):
            assert short == states[i]._replace(games=k), (k, i)
            short = ENGINE.apply(short, *log[i])
        longer = states[end]
        outcome = ENGINE.outcome(short)
        assert outcome is not None and short.finished and not longer.finished
        assert list(outcome.scores) == [sum(g[s] for g in longer.match) for s in range(seats)]
        assert [ENGINE.round_scores(short, s) for s in range(seats)] == [
            tuple(g[s] for g in longer.match) for s in range(seats)]
        # The same game end, word for word but for the match's length.
        mine = ENGINE.view(short, 0, end - 1)["events"]
        theirs = ENGINE.view(longer, 0, end - 1)["events"][:len(mine)]
        assert [{**e, "games": 0} for e in mine] == [{**e, "games": 0} for e in theirs]
        assert short.events[:-1] == longer.events[:len(short.events) - 1]


# ---------------------------------------------------------------- views and snapshots


@pytest.mark.parametrize("options", [{}, {"memory": True}, {"variant": "double"},
                                     {"variant": "double", "memory": True, "starter": 1}])
def test_the_oracle_agrees_with_every_view_across_the_games_of_a_match(
        options: dict[str, Any]) -> None:
    rng = random.Random(f"match-views/{options}")
    for number in range(3):
        seats = 2 + number % 2
        start = ENGINE.new_game(f"match-views-{number}", seats,
                                {**options, "games": 3, "turn_limit": 3})
        states = states_of(start, random_actions(start, rng, knock=0.3))
        assert states[-1].number == 3
        for version, state in enumerate(states):
            for seat in range(seats):
                for since in {-1, max(-1, version - 1), version // 2, version}:
                    data = ENGINE.view(state, seat, since)
                    oracle.check_view(state, seat, data)
                    assert oracle.seen(data["events"]) <= oracle.known(state, seat)


def test_stored_single_games_replay_to_their_snapshots() -> None:
    """Tables stored before matches existed (written by that engine): they decode, and their
    action logs rebuild exactly the stored JSON (the daily's verification compares it) but
    for what X11's sharpened final round adds (docs/sixes.md, "Rule changes"): each seat
    that played its last turn turns its cards up, a ``reveal`` event and its ``done`` mask."""
    canonical = json.JSONEncoder(sort_keys=True, separators=(",", ":")).encode
    reveals = 0
    for table in json.loads(STORED.read_text()):
        stored = table["state"]
        assert "games" not in stored and "match" not in stored
        assert ENGINE.decode_state(stored).version == len(table["actions"])
        state = ENGINE.new_game(table["seed"], table["seats"], table["options"])
        for seat, data in table["actions"]:
            state = ENGINE.apply(state, seat, ENGINE.decode_action(data))
        replayed = ENGINE.encode_state(state)
        revealed = {e[2] for e in replayed["events"] if e[1] == "reveal"}
        reveals += len(revealed)
        replayed["events"] = [e for e in replayed["events"] if e[1] != "reveal"]
        full = (1 << state.n_packets) - 1
        assert all(replayed["done"][s] == full for s in revealed)
        replayed["done"] = [stored["done"][s] if s in revealed else d
                            for s, d in enumerate(replayed["done"])]
        assert canonical(replayed) == canonical(stored)
    assert reveals, "no stored table reached a final round: the test shows nothing of X11"


def test_a_match_survives_json() -> None:
    start = ENGINE.new_game("json", 3, {"games": 3, "turn_limit": 2, "memory": True})
    for state in states_of(start, random_actions(start, random.Random(5))):
        snapshot = json.loads(json.dumps(ENGINE.encode_state(state)))
        assert snapshot["games"] == 3 and ENGINE.decode_state(snapshot) == state
    assert "games" not in ENGINE.encode_state(new_game("single", 2))


@pytest.mark.parametrize(("seats", "options"), [
    (2, {"games": 3, "turn_limit": 3}),
    (4, {"games": 2, "turn_limit": 4, "memory": True, "starter": 3}),
    (3, {"games": 4, "variant": "double", "turn_limit": 3}),
    (6, {"games": 2, "turn_limit": 2, "memory": True}),
])
def test_matches_keep_the_engine_contract(seats: int, options: dict[str, Any]) -> None:
    """The contract suite's random playout (tests/contract/test_engines.py), over matches:
    refusals, snapshots, replays, the oracle's views and events after every action, rounds
    that stay finished, round facts that are the round scores."""
    from sixes.facts import game_facts
    from tests.contract.games import oracle_of
    from tests.contract.test_engines import Playout

    rng = random.Random(f"contract-match/{seats}/{options}")
    for number in range(2):
        Playout(ENGINE, game_facts, oracle_of("sixes"), seats, f"match-{seats}-{number}",
                options, rng).run()
