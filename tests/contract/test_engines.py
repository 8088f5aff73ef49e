"""The engine contract, checked for every registered game (the toy, the tests' example game,
among them: tests/settings.py) and the engines not yet registered (``ENGINE_ONLY``) by seeded
random playouts.

What the tables layer relies on: who must and who may act, refusals that change nothing,
snapshots and actions that survive JSON, replays that rebuild the game, options and seat
counts refused before a table exists, views and events that hide what the oracle says is
hidden, versioned events, and outcomes whose places, keys and round scores agree.
"""

from __future__ import annotations

import json
import random
import sys
import types
from typing import Any

import pytest

from cards import Engine, IllegalAction, InvalidAction, InvalidOptions
from tables import registry
from tests.contract.games import ENGINE_ONLY, NoOracle, Oracle, oracle_of

GAMES_PER_SHARD = 6
SHARDS = 4  # per engine and seat count: 24 games


def _specs() -> dict[str, registry.GameSpec]:
    return {spec.name: spec for spec in registry.games()}


def _engines() -> dict[str, Engine[Any, Any]]:
    return {name: spec.engine for name, spec in _specs().items()} | ENGINE_ONLY


SETUPS = [
    pytest.param(name, seats, id=f"{name}-{seats}")
    for name, engine in sorted(_engines().items())
    for seats in range(engine.min_seats, engine.max_seats + 1)
]
ENGINES = sorted(_specs())  # the games with a spec
ALL_ENGINES = sorted(_engines())

GARBAGE: list[Any] = [
    None, True, 0, 7, -1.5, "", "play", "not json {", [], [{"type": "play"}], {}, {"type": None},
    {"type": 7}, {"type": ["play"]}, {"type": "no-such-action"}, {"kind": "play"},
]
WEIRD_VALUES: list[Any] = [{"garbage": [1]}, [[], {}], "ZZ9", 10**30, -1]


def test_every_registered_game_has_an_oracle() -> None:
    """Each one's at ``<game>.tests.oracle``, found by name (tests/contract/games.py)."""
    missing = []
    for name in [spec.name for spec in registry.games()] + list(ENGINE_ONLY):
        try:
            oracle_of(name)
        except NoOracle as error:
            missing.append(str(error))
    assert not missing, "\n".join(missing)
    registered = [name for name in ENGINE_ONLY if name in _specs()]
    assert not registered, f"registered now: remove {registered} from ENGINE_ONLY in games.py"


def test_a_game_without_an_oracle_is_named_and_the_convention_read(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """No ``<game>.tests.oracle``, or one without the three functions: the suite says which;
    one with them gives the suite its functions and the defaults of what it may leave out."""
    with pytest.raises(NoOracle, match="'no_such_game' has no visibility oracle: add "
                                       "no_such_game.tests.oracle"):
        oracle_of("no_such_game")
    half = types.ModuleType("half.tests.oracle")
    half.seen = lambda data: set()
    monkeypatch.setitem(sys.modules, "half.tests.oracle", half)
    with pytest.raises(NoOracle, match="defines no check_view, known"):
        oracle_of("half")
    half.check_view = half.known = lambda *args: set()
    oracle_of.cache_clear()
    whole = oracle_of("half")
    assert whole.seen is half.seen and whole.playout_options == ({},)
    assert whole.options_for(2) == ({},)
    oracle_of.cache_clear()


# ---------------------------------------------------------------- the spec and its options


@pytest.mark.parametrize("engine_name", ENGINES)
def test_the_spec_is_consistent(spec: registry.GameSpec) -> None:
    engine = spec.engine
    assert engine.name == spec.name
    assert 1 <= engine.min_seats <= engine.default_seats <= engine.max_seats
    assert engine.better in ("higher", "lower")
    assert spec.default_level in spec.levels and spec.daily_level in spec.players
    assert set(spec.levels) <= set(spec.players)
    assert len(spec.computer_names) >= engine.max_seats - 1
    keys = [daily_format.key for daily_format in spec.daily_formats]
    assert keys and len(set(keys)) == len(keys)
    assert spec.daily_format in spec.daily_formats  # daily_format_key names one of them
    for daily_format in spec.daily_formats:
        seats = daily_format.seats or engine.default_seats
        json.dumps(engine.validate_options(seats, dict(daily_format.options)))
        assert daily_format.prefix_of in ("", *keys) and daily_format.prefix_of != \
            daily_format.key


@pytest.mark.parametrize("engine_name", ALL_ENGINES)
def test_options_are_typed_and_complete(engine: Engine[Any, Any]) -> None:
    names = [option.name for option in engine.options]
    assert len(set(names)) == len(names)
    for seats in range(engine.min_seats, engine.max_seats + 1):
        for raw in (None, {}):
            checked = engine.validate_options(seats, raw)
            assert checked == {o.name: o.default for o in engine.options}
            assert engine.validate_options(seats, checked) == checked
            engine.new_game("options", seats, checked)
    for option in engine.options:
        for value in _good_values(option):
            # A value may suit only some seat counts (a variant for two or three): some must
            # take it, the default seats first.
            counts = [engine.default_seats, *range(engine.min_seats, engine.max_seats + 1)]
            checked = _accepted(engine, counts, {option.name: value})
            assert checked is not None, (option.name, value)
            assert checked[option.name] == value and type(checked[option.name]) is type(value)


def _accepted(engine: Engine[Any, Any], counts: list[int], options: dict[str, Any]
              ) -> dict[str, Any] | None:
    """The options as the first of ``counts`` that accepts them checks them, or None."""
    for seats in counts:
        try:
            return engine.validate_options(seats, options)
        except InvalidOptions:
            continue
    return None


def _good_values(option: Any) -> list[Any]:
    if option.choices:
        return list(option.choices)
    values = [option.default]
    values += [b for b in (option.minimum, option.maximum) if b is not None]
    return values


def _bad_values(option: Any) -> list[Any]:
    kind = type(option.default)
    bad: list[Any] = [None, [option.default], {"value": option.default}, 1.5]
    bad += {bool: [0, 1, "true"], int: [str(option.default), True, False],
            str: [1, True]}.get(kind, [])
    if option.minimum is not None:
        bad.append(option.minimum - 1)
    if option.maximum is not None:
        bad.append(option.maximum + 1)
    if option.choices and kind is str:
        bad.append("no-such-choice")
    elif option.choices and kind is int:
        bad.append(max(int(c) for c in option.choices) + 1)
    return bad


@pytest.mark.parametrize("engine_name", ALL_ENGINES)
def test_bad_seat_counts_and_options_are_refused(engine: Engine[Any, Any]) -> None:
    for seats in (engine.min_seats - 1, engine.max_seats + 1, 0, -1, str(engine.default_seats),
                  float(engine.default_seats), True, None, [engine.default_seats]):
        with pytest.raises(InvalidOptions) as refused:
            engine.validate_options(seats, {})
        assert refused.value.option == "seats", seats
    for seats in (engine.min_seats - 1, engine.max_seats + 1):
        with pytest.raises(InvalidOptions):
            engine.new_game("bad seats", seats, {})
    seats = engine.default_seats
    for raw in ([], "deals", 5, True, [("a", 1)]):
        with pytest.raises(InvalidOptions):
            engine.validate_options(seats, raw)
    with pytest.raises(InvalidOptions) as refused:
        engine.validate_options(seats, {"no_such_option": 1})
    assert refused.value.option == "no_such_option"
    for option in engine.options:
        for value in _bad_values(option):
            with pytest.raises(InvalidOptions) as refused:
                engine.validate_options(seats, {option.name: value})
            assert refused.value.option == option.name, (option.name, value)
            with pytest.raises(InvalidOptions):
                engine.new_game("bad options", seats, {option.name: value})


# ---------------------------------------------------------------- random playouts


@pytest.mark.parametrize("engine_name", ALL_ENGINES)
def test_playout_options_suit_every_seat_count(engine: Engine[Any, Any], oracle: Oracle
                                               ) -> None:
    """Each seat count gets some playout options, all of which it accepts, and the options
    left out are refused for it: ``fits`` filters, it does not hide a refusal."""
    assert oracle.fits(engine.default_seats, oracle.playout_options[0])
    for seats in range(engine.min_seats, engine.max_seats + 1):
        for options in oracle.options_for(seats):
            engine.validate_options(seats, options)
        for options in oracle.playout_options:
            if not oracle.fits(seats, options):
                with pytest.raises(InvalidOptions):
                    engine.validate_options(seats, options)


@pytest.mark.parametrize("shard", range(SHARDS))
@pytest.mark.parametrize(("engine_name", "seats"), SETUPS)
def test_random_playouts_keep_the_contract(engine: Engine[Any, Any], round_facts: Any,
                                           oracle: Oracle, seats: int, shard: int) -> None:
    rng = random.Random(f"contract/{engine.name}/{seats}/{shard}")
    choices = oracle.options_for(seats)
    for game in range(GAMES_PER_SHARD):
        options = choices[game % len(choices)]
        Playout(engine, round_facts, oracle, seats, f"contract-{seats}-{shard}-{game}",
                options, rng).run()


class Playout:
    """One seeded random game, checking the contract after every action."""

    def __init__(self, engine: Engine[Any, Any], round_facts: Any, oracle: Oracle, seats: int,
                 seed: str, options: dict[str, Any], rng: random.Random) -> None:
        self.engine, self.oracle, self.seats, self.rng = engine, oracle, seats, rng
        self.round_facts, self.seed = round_facts, seed  # round_facts: None if unregistered
        self.options = self.engine.validate_options(seats, options)
        self.log: list[tuple[int, dict[str, Any]]] = []
        self.seen_actions: dict[str, Any] = {}  # by JSON text: probes after the end
        self.seen_by: list[dict[str, Any]] = [{} for _ in range(seats)]  # per seat
        self.snapshot: dict[str, Any] = {}  # encode_state of the current state
        self.rounds = 0
        self.previous: Any = None  # the state before the last action

    def run(self) -> None:
        engine = self.engine
        state = engine.new_game(self.seed, self.seats, self.options)
        assert engine.new_game(self.seed, self.seats, self.options) == state  # deterministic
        self.check_state(state, version=0)
        while True:
            legal = self.check_who_acts(state)
            if engine.outcome(state) is not None:
                break
            assert len(self.log) < 5000, "the game does not end"
            self.probe_refusals(state, legal)
            seat = self.pick_seat(state, legal)
            action = legal[seat][self.rng.randrange(len(legal[seat]))]
            before, previous = self.snapshot, state
            state = engine.apply(state, seat, action)
            assert engine.encode_state(previous) == before, "apply changed its input"
            self.log.append((seat, engine.encode_action(action)))
            self.check_state(state, version=len(self.log))
        self.check_finished(state)

    def pick_seat(self, state: Any, legal: dict[int, tuple[Any, ...]]) -> int:
        """Mostly a seat the game waits for; now and then one that only may act."""
        must = list(self.engine.to_act(state))
        may = [s for s in self.engine.may_act(state) if s not in must]
        if may and self.rng.random() < 0.25:
            return self.rng.choice(may)
        return self.rng.choice(must)

    # ------------------------------------------------------------ every state

    def check_who_acts(self, state: Any) -> dict[int, tuple[Any, ...]]:
        engine = self.engine
        to_act, may_act = engine.to_act(state), engine.may_act(state)
        assert len(set(to_act)) == len(to_act) and len(set(may_act)) == len(may_act)
        assert all(0 <= s < self.seats for s in may_act)
        legal = {s: engine.legal_actions(state, s) for s in range(self.seats)}
        for seat in to_act:
            assert legal[seat], f"seat {seat} is to act but has no legal action"
        assert set(to_act) <= set(may_act), "to_act must be a subset of may_act"
        assert set(may_act) == {s for s in legal if legal[s]}, "may_act: seats with actions"
        finished = engine.outcome(state) is not None
        assert finished == (not to_act), "a game goes on while some seat must act"
        for seat, actions in legal.items():
            encoded = [engine.encode_action(a) for a in actions]
            assert len({json.dumps(e, sort_keys=True) for e in encoded}) == len(encoded)
            for action, data in zip(actions, encoded, strict=True):
                text = json.dumps(data)
                assert engine.decode_action(json.loads(text)) == action
                self.seen_actions.setdefault(text, action)
                self.seen_by[seat].setdefault(text, action)
        return legal

    def check_state(self, state: Any, version: int) -> None:
        engine, oracle = self.engine, self.oracle
        snapshot = self.snapshot = engine.encode_state(state)
        text = json.dumps(snapshot, sort_keys=True)
        # Stored as JSON and compared as canonical JSON (leaderboards' verification): plain
        # JSON types only, so nothing changes on the way through the database.
        assert json.dumps(json.loads(text), sort_keys=True) == text
        again = engine.decode_state(json.loads(text))
        assert again == state and engine.encode_state(again) == snapshot
        rounds = [engine.round_scores(state, s) for s in range(self.seats)]
        assert len({len(r) for r in rounds}) == 1, "every seat has the same rounds"
        assert len(rounds[0]) >= self.rounds, "finished rounds stay finished"
        self.rounds = len(rounds[0])
        for seat in range(self.seats):
            plain = engine.view(state, seat)
            json.dumps(plain)
            assert plain.get("events", []) == [] and plain.get("events_since") is None
            assert plain["legal_actions"] == [
                engine.encode_action(a) for a in engine.legal_actions(state, seat)]
            assert plain["to_act"] == list(engine.to_act(state))
            assert plain.get("next_options") is None or engine.outcome(state) is not None
            oracle.check_view(state, seat, plain)
            if version == 0:
                continue
            latest = engine.view(state, seat, version - 1)
            assert latest["events_since"] == version - 1
            events = latest["events"]
            json.dumps(events)
            assert all(isinstance(e, dict) and e.get("v") == version for e in events), (
                f"view(state, {seat}, {version - 1}) holds events of other versions: {events}")
            shown = oracle.seen(events) - oracle.known(state, seat)
            assert not shown, f"seat {seat} sees {sorted(shown)} in the events"
            assert engine.view(state, seat, version)["events"] == []
            oracle.check_view(state, seat, latest)
        if version and (self.rng.random() < 0.1 or engine.outcome(state) is not None):
            self.check_all_events(state, version)
        self.previous = state

    def check_all_events(self, state: Any, version: int) -> None:
        engine, oracle = self.engine, self.oracle
        for seat in range(self.seats):
            events = engine.view(state, seat, 0)["events"]
            # The record is appended to: the events of earlier versions stay where they were.
            earlier = engine.view(self.previous, seat, 0)["events"]
            assert [e["v"] for e in earlier] == [e["v"] for e in events if e["v"] < version]
            stamps = [e["v"] for e in events]
            assert all(isinstance(v, int) and 1 <= v <= version for v in stamps)
            assert stamps == sorted(stamps), "events carry non-decreasing versions"
            shown = oracle.seen(events) - oracle.known(state, seat)
            assert not shown, f"seat {seat} sees {sorted(shown)} in the events"
            oracle.check_view(state, seat, engine.view(state, seat, 0))
            since = self.rng.randrange(version + 1)
            assert engine.view(state, seat, since)["events"] == [
                e for e in events if e["v"] > since]

    # ------------------------------------------------------------ refusals

    def probe_refusals(self, state: Any, legal: dict[int, tuple[Any, ...]]) -> None:
        """Other seats' legal actions, and actions legal earlier (for this seat: the cards it
        holds, say, which it may not play now), are refused; so is garbage."""
        engine = self.engine
        everything = [a for actions in legal.values() for a in actions]
        earlier = list(self.seen_actions.values())
        for seat in range(self.seats):
            own = list(self.seen_by[seat].values())
            tried = [*self.rng.sample(everything, min(3, len(everything))),
                     *self.rng.sample(own, min(8, len(own))),
                     *self.rng.sample(earlier, min(2, len(earlier)))]
            for action in tried:
                if action not in legal[seat]:
                    refused(IllegalAction, engine.apply, state, seat, action)
        for data in self.garbage(legal):
            refused(InvalidAction, engine.decode_action, data)
        assert engine.encode_state(state) == self.snapshot, "a refusal changed the state"

    def garbage(self, legal: dict[int, tuple[Any, ...]]) -> list[Any]:
        out = list(self.rng.sample(GARBAGE, 4))
        actions = [a for actions in legal.values() for a in actions]
        data = self.engine.encode_action(self.rng.choice(actions))
        out.append({**data, "no_such_field": 1})
        out.append({**data, "type": "no-such-action"})
        for key in data:
            if key != "type":
                out.append({**data, key: self.rng.choice(WEIRD_VALUES)})
                out.append({k: v for k, v in data.items() if k != key})
        return out

    # ------------------------------------------------------------ the end

    def check_finished(self, state: Any) -> None:
        engine = self.engine
        outcome = engine.outcome(state)
        assert outcome is not None
        n = self.seats
        assert len(outcome.scores) == len(outcome.keys) == len(outcome.places) == n
        for seat in range(n):
            assert outcome.places[seat] == 1 + sum(1 for k in outcome.keys
                                                   if k < outcome.keys[seat])
            rounds = engine.round_scores(state, seat)
            assert rounds and sum(rounds) == outcome.scores[seat]
            if self.round_facts is not None:
                facts = self.round_facts(state, seat)
                assert [f.score for f in facts] == list(rounds)
        final = engine.view(state, 0)
        assert final["status"] == "finished"
        # A finished game may name the options of the table's next game (New game sends
        # them): the engine must accept them for the same seats.
        if final.get("next_options") is not None:
            following = engine.validate_options(n, final["next_options"])
            engine.new_game(self.seed, n, following)
        before = engine.encode_state(state)
        probes = self.rng.sample(list(self.seen_actions.values()),
                                 min(10, len(self.seen_actions)))
        for action in probes:
            for seat in range(n):
                refused(IllegalAction, engine.apply, state, seat, action)
        assert engine.encode_state(state) == before
        replayed = engine.new_game(self.seed, n, self.options)
        for seat, data in self.log:
            replayed = engine.apply(replayed, seat, engine.decode_action(json.loads(
                json.dumps(data))))
        assert replayed == state and engine.encode_state(replayed) == before


def refused(error: type[Exception], call: Any, *args: Any) -> None:
    """``call(*args)`` raises ``error`` (``pytest.raises`` is slow for so many calls)."""
    try:
        call(*args)
    except error:
        return
    raise AssertionError(f"{call.__name__}{args[1:]!r} did not raise {error.__name__}")


# ---------------------------------------------------------------- the computer players


def test_quick_search_plays_each_games_quick_players(quick_search: None) -> None:
    """The tests' small budgets are each game's own (``<game>/tests/quick.py``, found by name
    by the root conftest's ``quick_search``): its players, not the full-budget ones."""
    import importlib

    quick = {}
    for spec in registry.games():
        try:
            quick[spec.name] = importlib.import_module(f"{spec.name}.tests.quick").QUICK_PLAYERS
        except ModuleNotFoundError:
            continue  # the toy's players, say: quick enough as they are
    assert quick and all(quick.values()), "no game's tests name quick players"
    for name, levels in quick.items():
        for level, factory in levels.items():
            assert registry.get(name).players[level] is factory, (name, level)


@pytest.mark.parametrize("engine_name", ENGINES)
def test_computer_players_choose_legal_actions(spec: registry.GameSpec, oracle: Oracle,
                                               quick_search: None) -> None:
    """Every level, all seats, one short game: a seat the game waits for always gets a legal
    action; a seat that only may act gets a legal action or None."""
    engine = spec.engine
    for level in spec.levels:
        seats = spec.engine.default_seats
        options = oracle.options_for(seats)[0]
        state = engine.new_game(f"players-{level}", seats, options)
        players = [spec.players[level]() for _ in range(seats)]
        steps = 0
        while engine.outcome(state) is None:
            steps += 1
            assert steps < 5000, f"{level} players do not finish a game"
            must = engine.to_act(state)
            order = [*must, *(s for s in engine.may_act(state) if s not in must)]
            for seat in order:
                legal = engine.legal_actions(state, seat)
                rng = random.Random(f"{level}/{steps}/{seat}")
                choice = players[seat].choose(engine.view(state, seat), legal, rng)
                if choice is None:
                    assert seat not in must, f"{level} declined at seat {seat}, who must act"
                    continue
                assert choice in legal, f"{level} chose {choice!r}, not a legal action"
                state = engine.apply(state, seat, choice)
                break
            else:
                pytest.fail("every seat declined")
