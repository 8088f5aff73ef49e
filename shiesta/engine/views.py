"""``view(state, seat)``: the one place where hidden information is removed.

A seat sees its own hand, every face-up row and the discard pile (its cards were played face
up). It never sees the draw pile, a face-down card (its own neither, H3, H13) or another
seat's hand, and the cards out of the game (H7) only as counts: of those it sees sizes.
The events follow the same rule: every played, swapped, turned or picked-up card is public (the
pile's cards were face up when they were picked up); a draw shows its cards to the drawer
only, and a burn or a removal says how many cards went. ``memory`` is what a seat that
watched those events remembers (which cards went out, which into whose hand), so that a
computer player, which gets the view without events, knows no less than a person at the
table. Everything returned is plain JSON.

A match of several games is one table: ``match`` tells every seat the games' places and the
totals (all public), the zones are the current game's, and ``memory`` is what was seen in
the current game (the cards of an earlier game were gathered and dealt again). An earlier
game's end shows only what a finished single game shows: places and how many cards each seat
still held, never which (its face-down cards are never turned); the next game's ``deal``
shows the seat its own new hand and every new face-up row, the rest as counts.
"""

from __future__ import annotations

import bisect
from typing import Any

from shiesta.engine import game, rules
from shiesta.engine.deck import BIT, CODES, RANK_OF, SEVEN, TWO, codes
from shiesta.engine.state import HAND, Event, GameState, Phase

EventData = dict[str, Any]


def view(state: GameState, seat: int, since: int | None = None) -> dict[str, Any]:
    """Everything ``seat`` may know about ``state``, as JSON-ready data, with the public
    events after version ``since`` (none when ``since`` is None)."""
    n = state.seats
    top = RANK_OF[state.pile[-1]] if state.pile else -1
    playing = state.phase is Phase.PLAY
    data: dict[str, Any] = {
        "game": "shiesta",
        "seat": seat,
        "seats": n,
        "status": "finished" if state.finished else "active",
        "phase": state.phase.value,
        "to_act": list(game.to_act(state)),
        "legal_actions": [a.to_json() for a in game.legal_actions(state, seat)],
        "turn": state.turn if playing else None,
        "direction": state.direction,  # 1: clockwise, seat numbers up (H8 reverses it)
        "starter": state.starter,
        "ready": list(state.ready),
        "hand": codes(state.hands[seat]),
        "hand_sizes": [h.bit_count() for h in state.hands],
        "hand_target": rules.hand_size(n),  # H11 draws up to this
        "face_up": [codes(up) for up in state.face_up],
        # Face-down rows by position: True where a card still lies, never which (H13).
        "face_down": [[card >= 0 for card in row] for row in state.face_down],
        "zones": [game.zone(state, s) for s in range(n)],
        "draw_pile": len(state.draw),
        "pile": [CODES[c] for c in state.pile],
        "burned": state.burned.bit_count(),
        "removed": state.removed.bit_count(),
        "opening": playing and not state.opened,  # H5 binds the next play
        "must_pick_up": state.forced,  # H7
        "wild": top == TWO,  # H7: anything may follow a 2
        "low_only": top == SEVEN,  # H8: a 4, 5, 6, 7 or a special card
        "turns": list(state.turns),
        "turns_played": sum(state.turns),
        "turn_limit": state.turn_limit,  # H15
        "match": match_view(state),
        "result": result_view(state, seat) if state.finished else None,
        # The table's next game or match (New game): the next number, so the next seat starts
        # (H5), and as many games.
        "next_options": {"game": state.game + 1, "turn_limit": state.turn_limit,
                         "games": state.games} if state.finished else None,
        "memory": memory(state),
        "events": [] if since is None else public_events(state, seat, since),
        "events_since": since,
    }
    return data


def match_view(state: GameState) -> dict[str, Any]:
    """The match as every seat may see it: how many games, the current game's number, each
    finished game's places (H14, H15) and each seat's total, the sum of its places."""
    return {
        "games": state.games,
        "number": state.number,
        "places": [list(places) for places in game.game_places(state)],
        "totals": list(game.match_totals(state)),
    }


def game_events(state: GameState) -> tuple[Event, ...]:
    """The current game's events: those from its ``deal`` on (all, in the first game)."""
    if not state.played:
        return state.events
    # The deal is the last event of the version that ended the game before.
    start = bisect.bisect_right(state.events, state.played[-1].version, key=lambda e: e.v)
    return state.events[start - 1:]


def memory(state: GameState) -> dict[str, Any]:
    """What every seat has seen and may remember, from the public events alone: the cards
    out of the game (each lay face up on the pile before a 3 left or a 10 burned it, H7),
    and for each seat the cards known to be in its hand (taken up from the face-up row in
    the swap, H4, or picked up with the pile, H7, H10, H13) and not played since. A seat's
    own draws are not counted: its hand is shown whole anyway. In a match, the current
    game's events only: its deal gathered every card of the game before."""
    out = 0
    hands = [0] * state.seats
    for event in game_events(state):
        kind = event.kind
        if kind == "swap":
            hand_card, up_card = event.cards
            hands[event.seat] = (hands[event.seat] & ~BIT[hand_card]) | BIT[up_card]
        elif kind == "pickup":
            for card in event.cards:
                hands[event.seat] |= BIT[card]
        elif kind == "play" and event.detail == HAND:
            for card in event.cards:
                hands[event.seat] &= ~BIT[card]
        elif kind in ("burn", "remove"):
            for card in event.cards:
                out |= BIT[card]
    return {"out": codes(out), "hands": [codes(h) for h in hands]}


def result_view(state: GameState, seat: int) -> dict[str, Any]:
    """The finished table: how its last game ended (``winner``, ``reason``, ``places``,
    ``cards_left``, ``your_place``: the single game's result) and the match's ``totals``
    (for a single game the places again) with the seat's own, ``your_total``; ``view``'s
    ``match`` has every game's places."""
    outcome = game.outcome(state)
    assert outcome is not None
    # The place as the daily, the statistics and the rules count it (H14, H15): equal
    # holdings share one. The ranking key's tie-break by turns orders boards, it makes no
    # place of its own at the table.
    places = rules.places(game.held_cards(state))
    return {
        "winner": state.winner if state.winner >= 0 else None,
        "reason": "out" if state.winner >= 0 else "turn_limit",
        "places": list(places),
        "cards_left": list(game.held_cards(state)),
        "your_place": places[seat],
        "totals": list(outcome.scores),
        "your_total": outcome.scores[seat],
    }


def public_events(state: GameState, seat: int, since: int) -> list[EventData]:
    """The events after version ``since`` that ``seat`` may see, oldest first."""
    events = state.events
    start = bisect.bisect_right(events, since, key=lambda e: e.v)
    return [event_view(e, seat, state) for e in events[start:]]


def event_view(event: Event, seat: int, state: GameState) -> EventData:
    """One event as ``seat`` may see it."""
    kind = event.kind
    data: EventData = {"v": event.v, "type": kind, "seat": event.seat}
    if kind == "swap":  # both cards lay face up at some moment
        data["hand"], data["up"] = CODES[event.cards[0]], CODES[event.cards[1]]
    elif kind == "open":
        data["starter"] = event.number
    elif kind == "play":
        data["cards"] = [CODES[c] for c in event.cards]
        data["from"] = event.detail
        data["position"] = event.number if event.number >= 0 else None
    elif kind == "fail":  # turned face up: public
        data["card"] = CODES[event.cards[0]]
        data["position"] = event.number
    elif kind == "reverse":
        data["direction"] = event.number
    elif kind in ("remove", "burn"):  # only how many leave the game
        data["count"] = len(event.cards)
    elif kind == "draw":
        data["count"] = len(event.cards)
        if seat == event.seat:
            data["cards"] = [CODES[c] for c in event.cards]
    elif kind == "pickup":  # the pile was face up: what goes into whose hand is public
        data["cards"] = [CODES[c] for c in event.cards]
        data["count"] = len(event.cards)
        data["reason"] = event.detail
    elif kind == "over":
        del data["seat"]
        data.update(over_view(event, state))
    elif kind == "deal":
        data.update(deal_view(event, seat, state))
    return data


def over_view(event: Event, state: GameState) -> EventData:
    """A game's end (H14, H15), earlier in the match or the last: the places and the cards
    each seat still held, as counts; the game's number in the match and the totals after
    it. The same for every seat."""
    number = 1 + sum(1 for earlier in state.played if earlier.version < event.v)
    ended = next((g for g in state.played if g.version == event.v), None)
    if ended is None:  # the match's last game: the finished table's
        held = game.held_cards(state)
        places = rules.places(held)
    else:
        held, places = ended.held, ended.places
    totals = [sum(p[s] for p in game.game_places(state)[:number]) for s in range(state.seats)]
    return {"type": "game_over", "reason": event.detail,
            "winner": event.seat if event.seat >= 0 else None, "places": list(places),
            "cards_left": list(held), "game": number, "games": state.games,
            "totals": totals}


def deal_view(event: Event, seat: int, state: GameState) -> EventData:
    """The deal of the match's game ``event.number`` (H3): the seat's own new hand, every
    face-up row, the other hands and the draw pile as counts, every face-down row whole.
    The swap follows (H4), started by ``event.seat`` (H5)."""
    hands, up, _, draw = game.deal_cards(state.seed, state.seats, event.number)
    return {"starter": event.seat, "game": event.number, "games": state.games,
            "hand": codes(hands[seat]), "hand_sizes": [h.bit_count() for h in hands],
            "face_up": [codes(row) for row in up], "draw_pile": len(draw)}
