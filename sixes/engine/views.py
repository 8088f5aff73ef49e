"""``view(state, seat)``: the one place where hidden information is removed.

A seat sees every face-up card (the open pile, packets turned up by a knock or a
declaration, a seat's cards once it has played its last turn in the final round, X11,
everything once the game is over), the card it holds, its own face-down cards
it knows (the peek, X5, and every card it swapped in) and every face-down card taken from
the open pile ("public": all saw it taken and where it went). Of the others it learns only
who knows them. In memory mode (X6) seat 0's view, after its first action, gives the code of
no face-down card: the person plays from memory. The events show each card as the seat saw
it when it happened, except that in memory mode seat 0 gets a card that went face down only
with the action that moved it. Everything returned is plain JSON.

A match of several games: the view is the game being played (or the last, once the match is
over) and its ``match`` field the finished games' scores. The events of a game's end show
that game's cards, all face up then (X11, X12); those of the next game's deal show a seat
only its own peek (X5): never a face-down card of the new game.
"""

from __future__ import annotations

import bisect
from typing import Any

from sixes.engine import game, rules
from sixes.engine.deck import CODES, N_CARDS
from sixes.engine.rules import PACKET
from sixes.engine.state import OPEN, OVER, STOCK, Event, GameState

EventData = dict[str, Any]
FACE_UP, PUBLIC, KNOWN, OWNER, UNKNOWN = "face_up", "public", "known", "owner", "unknown"


def hides_codes(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s view leaves out face-down codes: memory mode, seat 0, peek over."""
    return state.memory and seat == 0 and state.acted and state.phase != OVER


def view(state: GameState, seat: int, since: int | None = None) -> dict[str, Any]:
    """Everything ``seat`` may know about ``state``, as JSON-ready data, with the events
    after version ``since`` (none when ``since`` is None)."""
    over = state.phase == OVER
    turn = None if over else state.turn
    holding = None
    if state.holding >= 0:
        shown = seat == state.turn or state.held_from == OPEN
        holding = {"seat": state.turn, "card": CODES[state.holding] if shown else None,
                   "from": state.held_from}
    return {
        "game": "sixes",
        "variant": state.variant,
        "memory": state.memory,
        "seat": seat,
        "seats": state.seats,
        "status": "finished" if over else "active",
        "phase": state.phase,
        "turn": turn,
        "to_act": list(game.to_act(state)),
        "may_act": list(game.may_act(state)),
        "legal_actions": [a.to_json() for a in game.legal_actions(state, seat)],
        "starter": state.starter,
        "packets": [packets_view(state, seat, s) for s in range(state.seats)],
        "holding": holding,
        "stock": len(state.stock),
        "open_pile": [CODES[c] for c in state.open_pile],
        "knocked": state.knocked if state.knocked >= 0 else None,
        "final_turns": list(state.final_turns),
        "turns": list(state.turns),
        "turn_limit": state.turn_limit,
        "peeking": state.memory and seat == 0 and not state.acted and not over,
        "unseen": unseen(state, seat),
        "match": match_view(state),
        "result": result_view(state) if over else None,
        # The table's next game (New game): the same setup, its number and starter (X7); a
        # match's next match, started by the winner of its last game.
        "next_options": {"variant": state.variant, "memory": state.memory,
                         "starter": game.next_starter(state), "game": state.game + 1,
                         "turn_limit": state.turn_limit, "games": state.games}
        if over else None,
        "events": [] if since is None else events_view(state, seat, since),
        "events_since": since,
    }


def packets_view(state: GameState, seat: int, owner: int) -> list[dict[str, Any]]:
    """``owner``'s packets as ``seat`` sees them: codes and marks by position."""
    over, hide = state.phase == OVER, hides_codes(state, seat)
    cards = state.packets[owner]
    known, public = state.known[owner], state.public[owner]
    out = []
    for p in range(state.n_packets):
        face_up = over or bool(state.done[owner] >> p & 1)
        codes: list[str | None] = []
        marks: list[str] = []
        for at in range(PACKET * p, PACKET * (p + 1)):
            bit = 1 << at
            if face_up:
                mark = FACE_UP
            elif public & bit:
                mark = PUBLIC
            elif known & bit:
                mark = KNOWN if owner == seat else OWNER
            else:
                mark = UNKNOWN
            marks.append(mark)
            shown = mark == FACE_UP or (mark in (PUBLIC, KNOWN) and not hide)
            codes.append(CODES[cards[at]] if shown else None)
        out.append({"cards": codes, "marks": marks, "up": bool(state.up[owner] >> p & 1),
                    "done": bool(state.done[owner] >> p & 1)})
    return out


def unseen(state: GameState, seat: int) -> int:
    """How many cards ``seat`` has never seen: the stock, a card another seat drew and holds,
    and the face-down cards it does not know (memory mode aside: it saw those)."""
    count = len(state.stock)
    if state.phase == OVER:
        return count
    if state.holding >= 0 and state.held_from == STOCK and state.turn != seat:
        count += 1
    for owner in range(state.seats):
        seen = state.public[owner] | (state.known[owner] if owner == seat else 0)
        for p in range(state.n_packets):
            if not state.done[owner] >> p & 1:
                row = ((1 << PACKET) - 1) << (PACKET * p)
                count += (row & ~seen).bit_count()
    return count


def match_view(state: GameState) -> dict[str, Any]:
    """The match so far: its length, the game being played (or the last, once over), every
    finished game's scores and each seat's total of them. A single game is a match of one."""
    finished = game.game_scores(state)
    return {"games": state.games, "number": state.number,
            "scores": [list(scores) for scores in finished], "totals": game.totals(state)}


def result_view(state: GameState) -> dict[str, Any]:
    """The end of the table: the last game's scores, packet scores, matched cards and why it
    ended (the cards on the table are its); the match's games, totals, places and winners
    (a single game: its totals are its scores)."""
    outcome = game.outcome(state)
    assert outcome is not None
    best = min(outcome.scores)
    return {
        "scores": game.scores(state),
        "packet_scores": game.packet_scores(state),
        "zero": [[rules.zeroes(cards[at:at + PACKET]) for at in range(0, len(cards), PACKET)]
                 for cards in state.packets],
        "games": [list(scores) for scores in game.game_scores(state)],
        "totals": list(outcome.scores),
        "places": list(outcome.places),
        "winners": [s for s, score in enumerate(outcome.scores) if score == best],
        "reason": state.reason,
    }


def events_view(state: GameState, seat: int, since: int) -> list[EventData]:
    """The events after version ``since`` as ``seat`` saw them, oldest first.

    In memory mode seat 0 gets the code of a card that went face down only with the newest
    action's events, as it happens (and of the card it holds): a client that asks again from
    an older version (a reconnect) must not get back what the person is meant to remember."""
    events = state.events
    start = bisect.bisect_right(events, since, key=lambda e: e.v)
    forget = state.version if hides_codes(state, seat) else -1
    return [event_view(e, seat, state, forgotten=e.v < forget and (
        e.kind in ("swap", "peek") or e.cards[:1] != (state.holding,)))
        for e in events[start:]]


def event_view(event: Event, seat: int, state: GameState, *, forgotten: bool = False
               ) -> EventData:
    """One event as ``seat`` saw it; ``forgotten``: without the code of a card that went
    face down (memory mode)."""
    kind = event.kind
    data: EventData = {"v": event.v, "kind": kind}
    if kind == "stock_out":
        return data
    if kind == "over":
        return over_view(event, state)
    if kind == "deal":  # a later game of the match: no card, only its number and starter
        size = PACKET * state.n_packets
        data.update(game=event.number, games=state.games, starter=event.seat,
                    stock=N_CARDS - size * state.seats)
        return data
    data["seat"] = event.seat
    if kind == "peek":
        if event.number:
            data["game"] = event.number
        if event.cards and seat == event.seat:  # X5: its own bottom row(s), to it alone
            data["cards"] = [None if forgotten else CODES[c] for c in event.cards]
        return data
    if kind == "draw":  # only the drawer sees the card (X8)
        data["card"] = CODES[event.cards[0]] if seat == event.seat and not forgotten else None
    elif kind == "take":  # face up on the open pile, then into the taker's grid
        data["card"] = None if forgotten else CODES[event.cards[0]]
    elif kind == "discard":  # face up on the open pile
        data["card"] = CODES[event.cards[0]]
    elif kind == "swap":
        shown = (seat == event.seat or event.detail == OPEN) and not forgotten
        data["packet"], data["position"] = event.packet, event.position
        data["card"] = CODES[event.cards[0]] if shown else None
        data["out"] = CODES[event.cards[1]]
    elif kind == "up":
        data["packet"] = event.packet
    elif kind == "knock":
        data["packet"] = event.packet
        data["cards"] = [CODES[c] for c in event.cards]
        data["final"] = event.detail == "final"
    elif kind == "reveal":  # X11: after its last turn, every packet of the seat face up
        data["cards"] = [[CODES[c] for c in event.cards[at:at + PACKET]]
                         for at in range(0, len(event.cards), PACKET)]
    return data


def over_view(event: Event, state: GameState) -> EventData:
    """A game's end, the same for every seat: every card is face up (X11, X12). A match's
    ``over`` carries its game's cards and who knocked; a single game's reads them from the
    state, which it ended."""
    if event.cards:
        flat, knocked = event.cards, event.seat
        size = len(flat) // state.seats
        packets = [flat[s * size:(s + 1) * size] for s in range(state.seats)]
    else:
        packets, knocked = list(state.packets), state.knocked
    return {
        "v": event.v, "kind": "over", "reason": event.detail,
        "scores": [sum(rules.seat_scores(cards)) for cards in packets],
        "cards": [[[CODES[c] for c in cards[at:at + PACKET]]
                   for at in range(0, len(cards), PACKET)] for cards in packets],
        "knocked": knocked if knocked >= 0 else None,
        "game": event.number or 1, "games": state.games,
    }
