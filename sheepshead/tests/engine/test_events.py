"""The public event log (cards/protocol.py): one or more events per action stamped with its
version, the fields the renderer reads, the hiding rules (S10, S12) and agreement with the
state the events are derived from."""

from __future__ import annotations

import random
from typing import Any

import pytest

from sheepshead.engine import GameState, apply, legal_actions, new_game, to_act, view, views
from sheepshead.engine.deck import CODES, POINTS, codes
from sheepshead.engine.state import Deal
from sheepshead.engine.views import deal_view, public_events, result_view
from sheepshead.tests.engine.positions import act, game_with, play_rows
from sheepshead.tests.engine.test_calling import U1_REST, UNKNOWN_HANDS
from sheepshead.tests.oracle import check_events

Event = dict[str, Any]

FIELDS = {  # besides "v" and "type"; the picker alone also sees a bury's and unknown's cards
    "deal": {"deal", "dealer"},
    "pass": {"seat"},
    "pick": {"seat"},
    "leaster": set(),
    "bury": {"seat"},
    "call": {"seat", "card", "unknown"},
    "alone": {"seat"},
    "unknown": {"seat"},
    "play": {"seat", "card", "unknown"},
    "partner": {"seat"},
    "trick": {"seat", "number", "points", "cards"},
    "deal_over": {"deal", "scores", "result", "blind", "bury"},
    "game_over": {"totals"},
}


def random_states(seed: str, rng: random.Random, deals: int = 10) -> list[GameState]:
    """Every state of a random game, from ``new_game`` (index k: after k actions). The rules'
    own function: a test's length (three deals) is none a table is offered."""
    states = [new_game(seed, {"deals": deals})]
    while to_act(states[-1]):
        (seat,) = to_act(states[-1])
        states.append(apply(states[-1], seat, rng.choice(legal_actions(states[-1], seat))))
    return states


def by_deal(events: list[Event]) -> list[list[Event]]:
    """The events of ``public_events(..., since=-1)`` cut at each "deal" event."""
    out: list[list[Event]] = []
    for event in events:
        if event["type"] == "deal":
            out.append([])
        if event["type"] != "game_over":
            out[-1].append(event)
    return out


@pytest.mark.parametrize("game", range(3))
def test_each_action_adds_events_stamped_with_its_version(game: int) -> None:
    rng = random.Random(f"events/{game}")
    states = random_states(f"events-{game}", rng)
    final = [public_events(states[-1], seat, 0) for seat in range(5)]
    told: list[list[Event]] = [[] for _ in range(5)]
    for k in range(1, len(states)):
        for seat in range(5):
            fresh = view(states[k], seat, k - 1)["events"]
            assert fresh and all(e["v"] == k for e in fresh)
            told[seat].extend(fresh)
        everything = [e["v"] for e in view(states[k], rng.randrange(5), 0)["events"]]
        assert everything == sorted(everything) and set(everything) == set(range(1, k + 1))
    # What a client is told action by action is the log as it stands at the end: an event,
    # once out, never changes (what a seat learns later goes into later events).
    assert told == final
    n = len(states) - 1
    for since in range(n + 1):
        assert public_events(states[-1], 2, since) == [e for e in final[2] if e["v"] > since]
    assert view(states[-1], 0)["events"] == [] and view(states[-1], 0, n)["events"] == []


def test_event_fields_and_types_in_random_playouts() -> None:
    rng = random.Random("events/fields")
    seen: set[str] = set()
    for game in range(20):
        state = random_states(f"fields-{game}", rng)[-1]
        for seat in range(5):
            for event in public_events(state, seat, -1):
                check_fields(state, seat, event)
                seen.add(event["type"])
    assert seen == set(FIELDS)


def check_fields(state: GameState, seat: int, event: Event) -> None:
    kind = event["type"]
    extra: set[str] = set()
    if kind in ("bury", "unknown") and event["seat"] == seat:
        extra = {"cards" if kind == "bury" else "card"}
    assert set(event) == {"v", "type"} | FIELDS[kind] | extra, event
    assert isinstance(event["v"], int)
    if "seat" in event:
        assert event["seat"] in range(5)
    for key in ("card", "cards", "blind", "bury"):
        value: Any = event.get(key)
        for code in value if isinstance(value, list) else [value]:
            assert code is None or code in CODES
    if kind in ("call", "play"):
        assert isinstance(event["unknown"], bool)
    if kind in ("deal_over", "game_over"):
        numbers = event["scores" if kind == "deal_over" else "totals"]
        assert len(numbers) == 5 and all(isinstance(s, int) for s in numbers)


@pytest.mark.parametrize("game", range(4))
def test_events_agree_with_the_state(game: int) -> None:
    rng = random.Random(f"events/agree/{game}")
    state = random_states(f"agree-{game}", rng)[-1]
    for seat in range(5):
        events = public_events(state, seat, -1)
        assert events[0] == {"v": 0, "type": "deal", "deal": 1, "dealer": state.first_dealer}
        assert events[-1] == {"v": events[-2]["v"], "type": "game_over",
                              "totals": list(state.totals)}
        check_events(state, seat, events[1:])
        parts = by_deal(events)
        assert len(parts) == len(state.history) == 10
        for deal, part in zip(state.history, parts, strict=True):
            check_deal(deal, seat, part)
        # The next deal begins at the version its predecessor ended with, after it.
        for before, after in zip(parts, parts[1:], strict=False):
            assert after[0]["v"] == before[-1]["v"] and before[-1]["type"] == "deal_over"


def check_deal(deal: Deal, seat: int, events: list[Event]) -> None:
    """The events of a finished deal tell what the deal holds."""
    kinds = [e["type"] for e in events]
    assert events[0] == {"v": events[0]["v"], "type": "deal", "deal": deal.number + 1,
                         "dealer": deal.dealer}
    bidders = [(deal.leader + i) % 5 for i in range(5)]
    picked = bidders.index(deal.picker) if deal.picker >= 0 else 5
    assert [e["seat"] for e in events if e["type"] == "pass"] == bidders[:picked]
    assert kinds.count("leaster") == (deal.picker < 0)
    assert [e["seat"] for e in events if e["type"] == "pick"] == bidders[picked:picked + 1]
    for event in events:
        if event["type"] == "bury":  # the bury's cards to the picker alone
            assert event["seat"] == deal.picker
            assert event.get("cards") == (codes(deal.bury) if seat == deal.picker else None)
        elif event["type"] == "call":
            assert event["card"] == CODES[deal.called]
            assert event["unknown"] == (deal.unknown >= 0)
    assert kinds.count("alone") == deal.alone
    partner = [e["seat"] for e in events if e["type"] == "partner"]
    assert partner == ([deal.partner] if deal.called >= 0 else [])
    plays = [e for e in events if e["type"] == "play"]
    assert len(plays) == 30
    tricks = [e for e in events if e["type"] == "trick"]
    assert [e["number"] for e in tricks] == list(range(1, 7))
    for trick, event in zip(deal.tricks, tricks, strict=True):
        assert event["seat"] == trick.winner
        knows = trick.unknown_at < 0 or seat in (deal.picker, trick.winner)
        assert event["points"] == (sum(POINTS[c] for c in trick.cards) if knows else None)
        assert [c for c in event["cards"] if c] == [
            CODES[c] for at, c in enumerate(trick.cards) if knows or at != trick.unknown_at
        ]
    over = events[-1]
    assert deal.result is not None and over["type"] == "deal_over"
    assert over["scores"] == list(deal.result.scores)
    assert over["result"] == result_view(deal, seat)
    shown = deal_view(deal, seat)
    assert (over["blind"], over["bury"]) == (shown["blind"], shown["bury"])


def test_leaster_follows_the_fifth_pass() -> None:
    state = new_game("leaster", {"deals": 1, "first_dealer": 4})
    for _ in range(5):
        state = apply(state, state.deal.turn, legal_actions(state, state.deal.turn)[1])
    events = public_events(state, 3, 0)
    assert events == [
        *({"v": v, "type": "pass", "seat": v - 1} for v in range(1, 6)),
        {"v": 5, "type": "leaster"},
    ]
    rng = random.Random("leaster")
    while to_act(state):
        state = apply(state, state.deal.turn, rng.choice(legal_actions(state, state.deal.turn)))
    for seat in range(5):
        over = public_events(state, seat, 0)[-2]
        assert over["type"] == "deal_over" and over["bury"] is None
        assert over["blind"] == codes(state.deal.blind)
        assert over["result"]["leaster"] is True


def unknown_states() -> list[GameState]:
    """Seat 1 picks, calls AH with QC as the unknown; seat 3 (partner) wins its trick."""
    states = [game_with(UNKNOWN_HANDS)]
    for step in ("pass", "pick", "bury 8S 7S", "call AH", "unknown QC", "play 9H", "play QC",
                 "play 10H", "play AH", "play KH"):
        states.append(act(states[-1], step))
    states.append(play_rows(states[-1], U1_REST))
    return states


def test_unknown_card_is_shown_only_as_the_rules_allow() -> None:
    states = unknown_states()
    final = states[-1]
    assert final.deal.result is not None
    for seat in range(5):
        is_picker, knows = seat == 1, seat in (1, 3)
        call = view(states[4], seat, 3)["events"]
        assert call == [{"v": 4, "type": "call", "seat": 1, "card": "AH", "unknown": True}]
        unknown = view(states[5], seat, 4)["events"]
        assert unknown == [{"v": 5, "type": "unknown", "seat": 1,
                            **({"card": "QC"} if is_picker else {})}]
        # Mid-trick only the picker sees it; the trick shows it to its winner as well.
        played = view(states[7], seat, 6)["events"]
        assert played == [{"v": 7, "type": "play", "seat": 1,
                           "card": "QC" if is_picker else None, "unknown": True}]
        partner = view(states[9], seat, 8)["events"]
        assert partner == [{"v": 9, "type": "play", "seat": 3, "card": "AH", "unknown": False},
                           {"v": 9, "type": "partner", "seat": 3}]
        trick = view(states[10], seat, 9)["events"][-1]
        assert trick == {"v": 10, "type": "trick", "seat": 3, "number": 1,
                         "points": 28 if knows else None,
                         "cards": ["9H", "QC" if knows else None, "10H", "AH", "KH"]}
        events = public_events(final, seat, 0)
        check_events(final, seat, events)
        over = events[-2]
        assert over["type"] == "deal_over" and over["scores"] == [-3, 6, -3, 3, -3]
        assert (over["blind"] is None, over["bury"] is None) == (not knows, not knows)
        # The partner took the unknown's trick, so the side's 120 hold the unknown and the
        # bury alike: every seat may read them, they tell nothing about the unknown.
        assert over["result"]["side_points"] == 120 and over["result"]["points_hidden"] is False
        assert events[-1] == {"v": 35, "type": "game_over", "totals": [-3, 6, -3, 3, -3]}


def test_partner_is_not_announced_before_the_called_card() -> None:
    states = unknown_states()
    for k in range(1, 9):
        for seat in range(5):
            assert all(e["type"] != "partner" for e in public_events(states[k], seat, 0))


def test_finished_deals_before_since_are_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    state = random_states("skip", random.Random("skip"), deals=3)[-1]
    built: list[int] = []
    real = views.deal_events

    def counting(deal: Deal, seat: int, v: int) -> list[Event]:
        built.append(deal.number)
        return real(deal, seat, v)

    starts = [e["v"] for e in public_events(state, 0, -1) if e["type"] == "deal"]
    monkeypatch.setattr(views, "deal_events", counting)
    assert public_events(state, 0, starts[2]) and built == [2]  # the third deal alone
    built.clear()
    last = [e for e in public_events(state, 0, starts[2] - 1) if e["v"] == starts[2]]
    assert [e["type"] for e in last][-3:] == ["trick", "deal_over", "deal"]
    assert built == [1, 2]
