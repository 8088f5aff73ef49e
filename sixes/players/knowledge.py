"""What a Sixes player reads from its seat's view, as the compact model of :mod:`.model`.

Only the view is read (its seat's cards, marks, the open pile, what is public): the unseen
pool is the 54 cards less every code the view shows, which is exactly what the seat has seen
and can still place (X6: computers remember perfectly). Legal actions are read through their
JSON form (``to_json``, a dict or the short string), so any action object will do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cards.protocol import JSON
from sixes.players.model import (
    DISCARD,
    DRAW,
    END,
    FULL_POOL,
    KNOCK,
    PACKET,
    PASS,
    SWAP,
    TAKE,
    UP,
    Table,
    rank_of,
)

PUBLIC_MARKS = ("public", "face_up")


@dataclass(frozen=True, slots=True)
class Seen:
    """A seat's view read once: the table as it models it, and what only the view says."""

    seat: int
    phase: str
    table: Table
    pool: tuple[int, ...]  # unseen cards per rank
    holding: int  # the rank of the card this seat holds, -1 if none (or not its own)
    taken: bool  # the held card came from the open pile (X8: it must be swapped)
    on_turn: bool
    double: bool


def _ints(value: object, length: int, default: int = 0) -> list[int]:
    if isinstance(value, list) and len(value) == length:
        return [v if isinstance(v, int) and not isinstance(v, bool) else default
                for v in value]
    return [default] * length


def read(view: Mapping[str, JSON]) -> Seen:
    """The seat's view as a :class:`Seen`."""
    seats = int(view.get("seats") or 2)
    seat = int(view.get("seat") or 0)
    pool = list(FULL_POOL)
    all_packets = view.get("packets") or []
    packets = max(1, len(all_packets[0])) if all_packets else 1
    cards: list[int] = []
    own: list[int] = []
    pub: list[int] = []
    up: list[int] = []
    done: list[int] = []
    for s in range(seats):
        owned = public = went_up = finished = 0
        mine = all_packets[s] if s < len(all_packets) else []
        for q in range(packets):
            packet: Mapping[str, Any] = mine[q] if q < len(mine) else {}
            codes = packet.get("cards") or [None] * PACKET
            marks = packet.get("marks") or ["unknown"] * PACKET
            went_up |= bool(packet.get("up")) << q
            finished |= bool(packet.get("done")) << q
            for i in range(PACKET):
                code, mark = codes[i], marks[i]
                bit = 1 << (PACKET * q + i)
                rank = -1
                if isinstance(code, str):
                    rank = rank_of(code)
                    pool[rank] -= 1
                cards.append(rank)
                if mark in PUBLIC_MARKS and rank >= 0:
                    public |= bit
                    owned |= bit
                elif mark == "owner" or (mark == "known" and rank >= 0):
                    owned |= bit
        own.append(owned)
        pub.append(public)
        up.append(went_up)
        done.append(finished)
    opened = [rank_of(c) for c in view.get("open_pile") or [] if isinstance(c, str)]
    for r in opened:
        pool[r] -= 1
    holding, taken = -1, False
    held = view.get("holding")
    if isinstance(held, Mapping):
        taken = held.get("from") == "open"
        code = held.get("card")
        if isinstance(code, str):
            pool[rank_of(code)] -= 1
            if held.get("seat") == seat:
                holding = rank_of(code)
    knocked = view.get("knocked")
    turn = view.get("turn")
    table = Table(
        seats=seats, packets=packets, cards=cards, own=own, pub=pub, up=up, done=done,
        top=opened[-1] if opened else -1,
        stock_left=int(view.get("stock") or 0),
        turn=turn if isinstance(turn, int) else seat,
        knocked=knocked if isinstance(knocked, int) else -1,
        final=[s for s in view.get("final_turns") or [] if isinstance(s, int)],
        turns=_ints(view.get("turns"), seats),
        turn_limit=int(view.get("turn_limit") or 40),
    )
    return Seen(seat=seat, phase=str(view.get("phase") or ""), table=table,
                pool=tuple(max(0, n) for n in pool), holding=holding, taken=taken,
                on_turn=turn == seat and view.get("status", "active") == "active",
                double=view.get("variant") == "double")


# The legal actions, as the model's ints.

_SIMPLE = {"draw": DRAW, "take": TAKE, "discard": DISCARD, "end": END, "pass": PASS}


def _as_json(action: object) -> Mapping[str, Any]:
    if isinstance(action, Mapping):
        return action
    to_json = getattr(action, "to_json", None)
    if callable(to_json):
        data = to_json()
        if isinstance(data, Mapping):
            return data
    if isinstance(action, str):
        kind, *rest = action.split()
        names = ("packet", "position")
        return {"type": kind, **{n: int(v) for n, v in zip(names, rest, strict=False)}}
    return {name: getattr(action, name) for name in ("type", "packet", "position")
            if hasattr(action, name)}


def code_of(action: object) -> int:
    """An action as the model's int (``-1`` for one it does not know)."""
    data = _as_json(action)
    kind = data.get("type")
    if kind in _SIMPLE:
        return _SIMPLE[str(kind)]
    packet = int(data.get("packet", 0))
    if kind == "swap":
        return SWAP + PACKET * packet + int(data.get("position", 0))
    if kind == "up":
        return UP + packet
    if kind == "knock":
        return KNOCK + packet
    return -1


def by_code(legal: Sequence[object]) -> dict[int, int]:
    """Each legal action's int, mapped to its index in ``legal``."""
    return {code_of(action): i for i, action in enumerate(legal)}
