"""What a Shiesta seat may know, derived from the full state independently of ``views.py``.

Nobody may know a card of the draw pile or a face-down card, the owner neither (H3, H13).
A seat knows its own hand as dealt and what it drew; everybody knows every card that lay
face up: the face-up rows as dealt, and every card swapped (H4), played, turned (H13) or
picked up (the pile's cards were face up). The view proper shows only what lies open now:
the seat's hand, the face-up rows and the pile; cards out of the game (H7) as counts only.

A match deals each game anew from the same seed (the engine's ``deal_cards`` with the game's
number). Each game is judged by itself: its events may show what the seat could know in that
game, never a card that was still secret when that game ended (a face-down card never
turned, the draw pile's last cards), though the seat may have seen the same card in another
game. ``known`` is everything the seat could know in any game of the match (the contract
suite checks events against it); the checks here are per game.

Used by the contract suite (``tests/contract/games.py``) and the engine's view tests.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any, NamedTuple

from shiesta.engine import rules
from shiesta.engine.deck import CODES, codes
from shiesta.engine.game import deal_cards
from shiesta.engine.state import Event, GameState

CODE = re.compile(r'"((?:10|[2-9JQKA])[CDHS])"')
MOVES = ("swap", "play", "fail", "pickup")  # the record's kinds that show cards to all
# The contract suite's random playouts: mostly games shortened by H15's limit (an unoffered
# option), one whole game a shard, and matches of several games (the daily's formats).
PLAYOUT_OPTIONS: tuple[dict[str, Any], ...] = (
    {"turn_limit": 25}, {"game": 2, "turn_limit": 50}, {"game": 3},
    {"game": 4, "turn_limit": 25}, {"game": 5, "turn_limit": 80}, {"turn_limit": 10},
    {"games": 2, "turn_limit": 25}, {"games": 3, "game": 2, "turn_limit": 12})


def seen(data: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    return set(CODE.findall(json.dumps(data)))


def secret(state: GameState) -> set[str]:
    """The cards nobody may know now: the draw pile and every face-down card."""
    down = {CODES[c] for row in state.face_down for c in row if c >= 0}
    return down | {CODES[c] for c in state.draw}


@functools.lru_cache(maxsize=256)
def dealt(seed: str, seats: int, number: int = 1
          ) -> tuple[tuple[int, ...], int, frozenset[int]]:
    """Game ``number``'s hands as dealt, every card dealt face up (H3), and the cards dealt
    where nobody sees them: the face-down rows and the draw pile."""
    hands, face_up, face_down, draw = deal_cards(seed, seats, number)
    up = 0
    for row in face_up:
        up |= row
    hidden = frozenset(c for row in face_down for c in row) | frozenset(draw)
    return hands, up, hidden


def games(state: GameState) -> list[tuple[Event, ...]]:
    """The record split into the match's games: each ``deal`` event starts the next one."""
    split: list[list[Event]] = [[]]
    for event in state.events:
        if event.kind == "deal":
            split.append([])
        split[-1].append(event)
    assert len(split) == len(state.played) + 1, "one deal per finished earlier game"
    return [tuple(part) for part in split]


class Game(NamedTuple):
    """One game of the match as the oracle sees it."""

    number: int  # from 1
    events: tuple[Event, ...]
    secret: frozenset[str]  # nobody may know these: now, or when the game ended


def game_list(state: GameState) -> list[Game]:
    """Every game of the match, the current one last, with its secret cards: for the current
    game those of the state; for an earlier one the cards dealt unseen that no event of it
    brought to light (a face-down card played or turned, a drawn card)."""
    found = []
    parts = games(state)
    for index, events in enumerate(parts):
        number = index + 1
        if number == len(parts):
            hidden = frozenset(secret(state))
        else:
            left = set(dealt(state.seed, state.seats, number)[2])
            for event in events:
                if event.kind == "draw" or event.kind == "fail" or (
                        event.kind == "play" and event.detail == "face_down"):
                    left -= set(event.cards)
            hidden = frozenset(CODES[c] for c in left)
        found.append(Game(number, events, hidden))
    return found


def known_in(state: GameState, seat: int, game: Game) -> set[str]:
    """Every card ``seat`` may know of one game of the match."""
    hands, up, _ = dealt(state.seed, state.seats, game.number)
    cards = {c for event in game.events
             if event.kind in MOVES or (event.kind == "draw" and event.seat == seat)
             for c in event.cards}
    return (set(codes(hands[seat] | up)) | {CODES[c] for c in cards}) - game.secret


def known(state: GameState, seat: int) -> set[str]:
    """Every card ``seat`` may know by now, in any game of the match (it may remember what
    it has seen; a card known from an earlier game may lie face down now)."""
    cards: set[str] = set()
    for game in game_list(state):
        cards |= known_in(state, seat, game)
    return cards


def open_now(state: GameState, seat: int) -> set[str]:
    """What lies open to ``seat`` now: its hand, every face-up row and the discard pile."""
    cards = set(codes(state.hands[seat])) | {CODES[c] for c in state.pile}
    for row in state.face_up:
        cards |= set(codes(row))
    return cards


def check_view(state: GameState, seat: int, data: dict[str, Any]) -> None:
    """Assert that ``data`` (a view for ``seat``) shows nothing the seat may not see."""
    data = dict(data)
    events = data.pop("events", [])
    check_memory(state, seat, data.pop("memory"))
    hidden = seen(data) - open_now(state, seat)
    assert not hidden, f"seat {seat} sees {sorted(hidden)}"
    assert data["hand"] == codes(state.hands[seat])
    assert data["hand_sizes"] == [h.bit_count() for h in state.hands]
    assert data["draw_pile"] == len(state.draw)
    assert data["face_down"] == [[c >= 0 for c in row] for row in state.face_down]
    assert data["burned"] == state.burned.bit_count()
    assert data["removed"] == state.removed.bit_count()
    check_match(state, data["match"])
    check_events(state, seat, events)


def check_match(state: GameState, match: dict[str, Any]) -> None:
    """The match as the view tells it: every finished game's places, by the cards held at
    its end (H14, H15), and their sums."""
    places = [list(game.places) for game in state.played]
    assert [list(rules.places(game.held)) for game in state.played] == places
    if state.finished:
        places.append(list(rules.places([state.held(s) for s in range(state.seats)])))
    assert match["games"] == state.games and match["number"] == len(state.played) + 1
    assert match["places"] == places
    assert match["totals"] == [sum(p[s] for p in places) for s in range(state.seats)]


def check_memory(state: GameState, seat: int, memory: dict[str, Any]) -> None:
    """The memory shows only cards ``seat`` may know in the current game and none that is
    secret; what it says is true: the cards it calls out of the game are, each seat holds
    those it names."""
    shown = seen(memory)
    now = known_in(state, seat, game_list(state)[-1])
    assert shown <= now, f"seat {seat} remembers {shown - now}"
    assert not shown & secret(state)
    assert set(memory["out"]) <= set(codes(state.burned | state.removed))
    for s, cards in enumerate(memory["hands"]):
        assert set(cards) <= set(codes(state.hands[s])), (s, cards)


def game_of(state: GameState, event: dict[str, Any]) -> int:
    """The index of the game an event (as a view shows it) belongs to: a game's end and its
    next deal share the version of the action that ended it."""
    before = sum(1 for game in state.played if game.version < event["v"])
    ends_here = any(game.version == event["v"] for game in state.played)
    return before + (1 if ends_here and event["type"] == "deal" else 0)


def check_events(state: GameState, seat: int, events: list[dict[str, Any]]) -> None:
    """No event shows a card that was secret in its game, or a card ``seat`` could not know
    in it; another seat's draw shows how many cards, never which; a game's end shows no
    card, a deal only the seat's own hand and the face-up rows."""
    found = game_list(state)
    knowledge: dict[int, set[str]] = {}
    for event in events:
        index = game_of(state, event)
        game = found[index]
        if index not in knowledge:
            knowledge[index] = known_in(state, seat, game)
        shown = seen(event)
        assert not shown & game.secret, f"seat {seat} sees {sorted(shown & game.secret)}"
        assert shown <= knowledge[index], (
            f"seat {seat} sees {sorted(shown - knowledge[index])} in game {game.number}")
        if event["type"] == "draw" and event["seat"] != seat:
            assert "cards" not in event, event
        if event["type"] in ("burn", "remove", "game_over"):
            assert not shown, event
        if event["type"] == "deal":
            hands, up, _ = dealt(state.seed, state.seats, game.number)
            assert event["game"] == game.number and event["hand"] == codes(hands[seat])
            assert shown == set(codes(hands[seat] | up)), event
