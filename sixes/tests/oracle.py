"""What a Sixes seat may know, derived from the full state independently of ``views.py``.

Knowledge is rebuilt from the record of events alone: the cards as dealt (found by undoing
every swap from the packets at the game's end or now), the peek of each seat's bottom row(s)
(X5), every card a seat drew (it alone saw it), every card that lay face up (on the open
pile, in a packet turned up by a knock, all of a seat's cards once it has played its last
turn in the final round (X11), everything at the end), and where each swapped card
went: the swapper knows it, and every seat knows it when it was taken from the open pile.
The view proper may show only what a seat knows now of the cards where they lie, and in
memory mode (X6) seat 0, once it has acted in the game being played, no face-down code at
all.

A match of several games is one record: each ``deal`` event starts a game, whose cards are
new. What a seat knew of a finished game (all of it: its end turned every card up) says
nothing about the new one, so every event is checked against what its seat knows of the
game it belongs to, and the view against the game being played.

Used by the contract suite (``tests/contract/games.py``) and the engine's view tests.
"""

from __future__ import annotations

import json
import re
from typing import Any, NamedTuple

from sixes.engine.deck import CODES
from sixes.engine.rules import seat_scores
from sixes.engine.state import Event, GameState

CODE = re.compile(r'"((?:10|[2-9JQKA])[CDHS]|X[12])"')
SIX = 6
# The events of a seat's own actions: the first ends its peek in memory mode (X6).
ACTIONS = ("draw", "take", "swap", "discard", "up", "knock", "pass")
# The contract suite's random playouts: random play knocks early, so most games are short
# anyway; the limits catch the rest. Matches of several games too (the daily's formats).
PLAYOUT_OPTIONS: tuple[dict[str, Any], ...] = (
    {"turn_limit": 6}, {"variant": "double", "turn_limit": 8},
    {"memory": True, "starter": 1, "turn_limit": 5},
    {"variant": "double", "memory": True, "turn_limit": 4, "starter": 1},
    {"turn_limit": 3, "starter": 3}, {}, {"games": 3, "turn_limit": 6},
    {"games": 2, "memory": True, "variant": "double", "turn_limit": 5})


def fits(seats: int, options: dict[str, Any]) -> bool:
    """Which playout options suit ``seats``: Double Sixes is played by two or three (D6);
    the starter is one of the seats (X7)."""
    return (options.get("variant") != "double" or seats <= 3) \
        and options.get("starter", 0) < seats


class Game(NamedTuple):
    """One game of the record: its events (from its deal, or the table's start, to its
    ``over``), its cards at its end (or now) and whether it is over."""

    events: list[Event]
    packets: list[list[int]]
    over: bool


def games(state: GameState) -> list[Game]:
    """The games of the record in order, the one being played (or the last) at the end."""
    parts: list[list[Event]] = [[]]
    for event in state.events:
        if event.kind == "deal":
            parts.append([])
        parts[-1].append(event)
    out = []
    for events in parts[:-1]:  # an earlier game: its cards are in its ``over``
        over = events[-1]
        assert over.kind == "over" and over.cards, over
        size = len(over.cards) // state.seats
        out.append(Game(events, [list(over.cards[s * size:(s + 1) * size])
                                 for s in range(state.seats)], True))
    out.append(Game(parts[-1], [list(cs) for cs in state.packets], state.phase == "over"))
    return out


def game_of(state: GameState, index: int) -> int:
    """The game (0-based) that ``state.events[index]`` belongs to."""
    return sum(1 for e in state.events[:index + 1] if e.kind == "deal")


def seen(data: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    return set(CODE.findall(json.dumps(data)))


def dealt(game: Game) -> list[list[int]]:
    """Each seat's flat cards as dealt in ``game``: the swaps undone, the latest first."""
    cards = [list(cs) for cs in game.packets]
    for event in reversed(game.events):
        if event.kind == "swap":
            cards[event.seat][SIX * event.packet + event.position] = event.cards[1]
    return cards


def knowledge(state: GameState) -> tuple[list[list[set[int]]], list[list[bool]], bool]:
    """Who knows each face-down position of the game being played (``holders[s][k]``: the
    seats that know seat s's card at k), whether it is face up, and whether seat 0 has acted
    in it."""
    n = state.seats
    size = len(state.packets[0])
    holders = [[{s} if (k % SIX) >= 3 else set() for k in range(size)] for s in range(n)]
    face_up = [[False] * size for _ in range(n)]
    acted = False
    knocker = -1  # who started the final round: each later turn ends with its seat's reveal
    for event in games(state)[-1].events:
        if event.seat == 0 and event.kind in ACTIONS:
            acted = True
        if knocker >= 0 and event.seat != knocker and event.kind in ("swap", "discard", "pass"):
            face_up[event.seat] = [True] * size  # its last turn is over (X11)
        if event.kind == "swap":
            at = SIX * event.packet + event.position
            holders[event.seat][at] = set(range(n)) if event.detail == "open" \
                else {event.seat}
        elif event.kind == "knock":
            for at in range(SIX * event.packet, SIX * event.packet + SIX):
                face_up[event.seat][at] = True
            if event.detail == "final":
                knocker = event.seat
        elif event.kind == "reveal":  # the engine's word for what the lines above found
            assert all(face_up[event.seat]), f"revealed out of turn: {event}"
            assert list(event.cards) == list(state.packets[event.seat]), event
        elif event.kind == "over":
            face_up = [[True] * size for _ in range(n)]
    return holders, face_up, acted


def known(state: GameState, seat: int) -> set[str]:
    """Every card ``seat`` may know by now (it may remember what it has seen), in every game
    of the match."""
    return set().union(*(known_in(game, seat) for game in games(state)))


def known_in(game: Game, seat: int) -> set[str]:
    """Every card ``seat`` may know of ``game``."""
    cards: set[int] = set()
    start = dealt(game)[seat]
    cards |= {start[k] for k in range(len(start)) if k % SIX >= 3}
    for event in game.events:
        kind = event.kind
        if kind == "draw" and event.seat == seat:
            cards.add(event.cards[0])
        elif kind in ("take", "discard", "knock", "reveal"):
            cards |= set(event.cards)
        elif kind == "swap":
            cards.add(event.cards[1])
            if event.seat == seat or event.detail == "open":
                cards.add(event.cards[0])
        elif kind == "over":
            cards |= {c for cs in game.packets for c in cs}
    return {CODES[c] for c in cards}


def expected_packets(state: GameState, seat: int) -> list[list[dict[str, Any]]]:
    """Every seat's packets as ``seat``'s view must show them."""
    holders, face_up, acted = knowledge(state)
    hide = state.memory and seat == 0 and acted and state.phase != "over"
    out = []
    for owner, cards in enumerate(state.packets):
        packets = []
        for p in range(len(cards) // SIX):
            codes: list[str | None] = []
            marks: list[str] = []
            for at in range(SIX * p, SIX * p + SIX):
                who = holders[owner][at]
                if face_up[owner][at]:
                    mark = "face_up"
                elif who == set(range(state.seats)):
                    mark = "public"
                elif who == {owner}:
                    mark = "known" if owner == seat else "owner"
                else:
                    mark = "unknown"
                marks.append(mark)
                show = mark == "face_up" or (mark != "owner" and seat in who and not hide)
                codes.append(CODES[cards[at]] if show else None)
            events = games(state)[-1].events
            packets.append({"cards": codes, "marks": marks,
                            "up": any(e.kind == "up" and e.seat == owner and e.packet == p
                                      for e in events),
                            "done": any(e.seat == owner and (e.kind == "reveal" or (
                                e.kind == "knock" and e.packet == p)) for e in events)})
        out.append(packets)
    return out


def check_view(state: GameState, seat: int, data: dict[str, Any]) -> None:
    """Assert that ``data`` (a view for ``seat``) shows exactly what the seat may see."""
    data = dict(data)
    events = data.pop("events", [])
    over = state.phase == "over"
    assert data["packets"] == expected_packets(state, seat)
    assert data["stock"] == len(state.stock)
    assert data["open_pile"] == [CODES[c] for c in state.open_pile]
    holding = data["holding"]
    if state.holding < 0:
        assert holding is None
    else:
        took = _source(state, state.turn, state.version + 1) == "take"
        mine = seat == state.turn
        assert holding["seat"] == state.turn and holding["from"] == state.held_from
        assert holding["card"] == (CODES[state.holding] if mine or took else None)
    # Nothing else in the view names a card.
    rest = {k: v for k, v in data.items() if k not in ("packets", "open_pile", "holding",
                                                       "result")}
    assert not seen(rest), f"seat {seat} sees {seen(rest)} elsewhere"
    if not over:
        assert data["result"] is None
    check_match(state, data)
    check_events(state, seat, events)


def check_match(state: GameState, data: dict[str, Any]) -> None:
    """The view's ``match``: the finished games' scores from their cards at their ends, and
    each seat's total of them; at the end, the result's games, totals and winners."""
    played = games(state)
    finished = [sum_scores(game.packets) for game in played if game.over]
    totals = [sum(scores[s] for scores in finished) for s in range(state.seats)]
    assert data["match"] == {"games": state.games, "number": len(played),
                             "scores": finished, "totals": totals}
    assert len(played) <= state.games
    result = data["result"]
    if result is not None:
        assert len(played) == state.games
        assert result["games"] == finished and result["totals"] == totals
        assert result["scores"] == finished[-1]
        assert result["winners"] == [s for s, t in enumerate(totals) if t == min(totals)]


def sum_scores(packets: list[list[int]]) -> list[int]:
    return [sum(seat_scores(cards)) for cards in packets]


def check_events(state: GameState, seat: int, events: list[dict[str, Any]]) -> None:
    """No event shows a card ``seat`` may not know of the game it belongs to; another
    seat's draw never shows its card, nor the card another seat swapped in from the stock,
    nor another seat's peek; in memory mode seat 0 gets no code of a card that went face
    down before the newest action (X6), the card held aside, nor its peek of the game being
    played once it has acted in it."""
    shown = seen(events)
    assert shown <= known(state, seat), f"seat {seat} sees {sorted(shown - known(state, seat))}"
    played = games(state)
    # The view's events are the record's newest ones, in order.
    first = len(state.events) - len(events)
    for i, event in enumerate(events):
        raw = state.events[first + i]
        assert (event["v"], event["kind"]) == (raw.v, raw.kind), (event, raw)
        game = played[game_of(state, first + i)]
        extra = seen(event) - known_in(game, seat)
        assert not extra, f"seat {seat} sees {sorted(extra)} of another game in {event}"
        if event["kind"] == "peek":
            assert ("cards" in event) == (event["seat"] == seat and bool(raw.cards)), event
        if event["kind"] == "deal":
            assert set(event) == {"v", "kind", "game", "games", "starter", "stock"}, event
    # Seat 0's peek ends with its first action in the game (a draw, a take or going up).
    forgetting = state.memory and seat == 0 and state.phase != "over" and any(
        e.seat == 0 and e.kind in ("draw", "take", "up", "pass") for e in played[-1].events)
    for event in events:
        held = CODES[state.holding] if state.holding >= 0 else None
        if forgetting and event["v"] < state.version and event["kind"] == "peek":
            assert event.get("cards") is None or not any(event["cards"]), event
        if forgetting and event["v"] < state.version and (event["kind"] == "swap" or (
                event["kind"] in ("draw", "take") and event["card"] != held)):
            assert event["card"] is None, event
        if event["kind"] == "draw" and event["seat"] != seat:
            assert event["card"] is None, event
        if event["kind"] == "swap" and event["seat"] != seat:
            took = _source(state, event["seat"], event["v"]) == "take"
            # In memory mode seat 0 gets even a public card's code only as it goes down.
            forgotten = forgetting and event["v"] < state.version
            assert (event["card"] is None) != (took and not forgotten), event


def _source(state: GameState, seat: int, before: int) -> str:
    """Where ``seat``'s last card held before version ``before`` came from: draw or take."""
    kinds = [e.kind for e in state.events
             if e.seat == seat and e.v < before and e.kind in ("draw", "take")]
    return kinds[-1] if kinds else ""
