"""Friends' tables for the load benchmark (issue 33): people and computers at one table, each
person a guest of their own (cookies, client address, daphne, WebSocket) who plays as
scripts/simpeople.py's people do.

The host opens the table (``POST /api/tables/`` with ``"mode": "friends"`` and ``others``:
a friend or a computer's level per seat after the host's), each friend joins with its
invitation (``POST /api/tables/<id>/join/``), the host starts it; then every person loads the
table page, opens the socket and plays from their own seat until the game ends, when the host
opens the next table. What this measures beyond the people's own: the fan-out, from a
person's action being sent to every other person's socket receiving a view of the version it
made (the view that shows it). Each socket's views are stamped as they arrive, before the
person reads them, and the version an action made is found from the events the views carry
(the action's type, done by its seat, after the version it was sent at).
"""

from __future__ import annotations

import asyncio
import bisect
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from scripts.simhttp import Site
from scripts.simpeople import Game, Person, Play, Stats, error_lines, games_line, percentile

FRIEND = "friend"  # tables/friends.py FRIEND
CUT_S = 10.0  # an action sent this close to the end may not have reached everyone: not a loss


@dataclass
class Move:
    """A person's action: its seat, the version it was sent at, its type and when it left."""

    seat: int
    version: int
    kind: str
    at: float


@dataclass
class Board:
    """One game at a friends' table: the people's seats, their actions, the newer versions
    each person's socket received and when, and every event any view carried."""

    table: str
    seats: list[int] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    heard: dict[int, list[tuple[int, float]]] = field(default_factory=dict)
    events: set[tuple[int, int, str]] = field(default_factory=set)  # (v, seat, type)

    def view(self, seat: int, view: dict[str, Any], at: float) -> None:
        """A view ``seat``'s socket received at ``at``."""
        for event in view.get("events") or ():
            if isinstance(event.get("seat"), int):
                self.events.add((event["v"], event["seat"], str(event.get("type"))))
        heard = self.heard.setdefault(seat, [])
        if not heard or view["version"] > heard[-1][0]:
            heard.append((view["version"], at))


def made_version(events: Iterable[tuple[int, int, str]], move: Move,
                 until: int | None) -> int | None:
    """The version ``move`` made: the first event of its type by its seat after the version
    it was sent at, and no later than ``until`` (the version the seat's next action was sent
    at: a refused action must not take the next one's event). None: it made none."""
    found = [v for v, seat, kind in events
             if seat == move.seat and kind == move.kind and v > move.version
             and (until is None or v <= until)]
    return min(found, default=None)


def first_heard(heard: list[tuple[int, float]], version: int) -> float | None:
    """When a socket first had ``version`` or a later one (``heard`` rises), or None."""
    i = bisect.bisect_left(heard, (version, float("-inf")))
    return heard[i][1] if i < len(heard) else None


@dataclass
class Fanout:
    """Delays in ms, per action: until every other person's socket had it (``all_ms``), each
    other person (``each_ms``), the actor's own socket (``own_ms``); and the actions not
    measured: sent within CUT_S of the end and not made or not everywhere yet (``cut_off``),
    refused (``unmade``: no version of theirs was seen), or made but never received by
    someone (``missing``)."""

    all_ms: list[float] = field(default_factory=list)
    each_ms: list[float] = field(default_factory=list)
    own_ms: list[float] = field(default_factory=list)
    unmade: int = 0
    cut_off: int = 0
    missing: int = 0
    first_at: float = float("inf")  # when the first action was sent (monotonic)
    slowest_at: float = float("nan")  # when the slowest one to reach everyone was sent


def fanout(boards: Iterable[Board], stopped: float, cut: float = CUT_S) -> Fanout:
    """Every move's fan-out; ``stopped``: when the people stopped reading (monotonic)."""
    out = Fanout()
    for board in boards:
        following: dict[int, int | None] = {}  # seat: the version its next move was sent at
        untils: list[int | None] = []
        for move in reversed(board.moves):
            untils.append(following.get(move.seat))
            following[move.seat] = move.version
        for move, until in zip(board.moves, reversed(untils), strict=True):
            out.first_at = min(out.first_at, move.at)
            version = made_version(board.events, move, until)
            late = move.at > stopped - cut
            if version is None:
                if late:
                    out.cut_off += 1
                else:
                    out.unmade += 1
                continue
            own = first_heard(board.heard.get(move.seat, []), version)
            if own is not None:
                out.own_ms.append(1000.0 * (own - move.at))
            times = [first_heard(board.heard.get(seat, []), version)
                     for seat in board.seats if seat != move.seat]
            if any(t is None for t in times):
                if late:
                    out.cut_off += 1
                else:
                    out.missing += 1
                continue
            each = [1000.0 * (t - move.at) for t in times if t is not None]
            out.each_ms.extend(each)
            if max(each, default=0.0) > max(out.all_ms, default=-1.0):
                out.slowest_at = move.at
            out.all_ms.append(max(each, default=0.0))
    return out


class Friend(Person):
    """A person at a friends' table: seated by ``FriendsTable``, playing as a ``Person``,
    whose socket's views and actions are written on the table's ``Board``."""

    board: Board | None = None
    seat = 0

    def heard(self, message: Any, at: float) -> None:
        if self.board is not None and isinstance(message, dict) \
                and message.get("type") == "view" and isinstance(message.get("view"), dict):
            self.board.view(self.seat, message["view"], at)

    def receive(self, view: dict[str, Any]) -> None:
        # The person's next prompt waits for the other people's thinking: not a latency of
        # the site's (the fan-out is measured instead).
        self.turn_start = None
        super().receive(view)

    async def act(self) -> None:
        await super().act()
        assert self.game is not None
        sent = self.game.sent[-1]
        if self.board is not None and isinstance(sent.action, dict):
            self.board.moves.append(Move(self.seat, sent.version, str(sent.action.get("type")),
                                         self.pending_at))

    async def sit(self, table: str, board: Board, *, counted: bool) -> None:
        """Play the started game at ``table`` from this person's seat to its end (or the
        benchmark's): the table page's view, then the socket."""
        self.board = board
        self.game = Game(table)
        if counted:  # one game per table in the figures, the host's
            self.stats.games.append(self.game)
        self.current = {"version": -1}
        view = await self.load_page()
        if view is None:
            return
        self.current = view
        self.game.first_version = self.game.last_version = view["version"]
        self.pending, self.turn_start, self.attempt = None, None, 0
        self.wait_start = None if view["seat"] in view["to_act"] else time.monotonic()
        await self.connect()
        await self.loop()

    async def leave_table(self) -> None:
        await self.close_socket()
        self.game, self.board = None, None


class FriendsTable:
    """The people at one friends' table: the host (``people[0]``) and its friends, each
    with its own guest; the other seats are computers at ``play.level``."""

    def __init__(self, site: Site, play: Play, stats: Stats, number: int, seed: str,
                 stop_new: asyncio.Event, stop_now: asyncio.Event, boards: list[Board],
                 people: int = 3, computers: int = 2) -> None:
        self.play, self.stats, self.boards = play, stats, boards
        self.stop_new, self.stop_now = stop_new, stop_now
        self.people = [Friend(site, play, stats, number * people + k, seed, stop_new, stop_now)
                       for k in range(people)]
        self.others = [FRIEND] * (people - 1) + [play.level] * computers

    async def run(self) -> None:
        for person in self.people:
            try:
                await person.guest.get("/")
            except OSError as exc:
                self.stats.error(f"lobby: {type(exc).__name__}")
                return
        host = self.people[0]
        while not (self.stop_new.is_set() or self.stop_now.is_set()):
            try:
                await self.one_game()
            except OSError as exc:  # a request cut short, or every daphne refused
                self.stats.error(f"request failed: {type(exc).__name__}")
                await host.pause(1.0)
            finally:
                for person in self.people:
                    await person.leave_table()

    async def one_game(self) -> None:
        host, *friends = self.people
        body: dict[str, Any] = {"game": self.play.game, "mode": "friends",
                                "others": self.others}
        if self.play.options:
            body["options"] = self.play.options
        answer = await host.guest.post("/api/tables/", body)
        data = answer.json()
        if answer.status != 201 or not isinstance(data, dict):
            self.stats.error(f"POST /api/tables/ (friends) {answer.status}")
            await host.pause(1.0)
            return
        table, invite = str(data["id"]), data["invite"]
        board = Board(table, seats=[data["view"]["seat"]])
        for friend in friends:
            answer = await friend.guest.post(f"/api/tables/{table}/join/", {"invite": invite})
            joined = answer.json()
            if answer.status != 200 or not isinstance(joined, dict):
                self.stats.error(f"POST join {answer.status}")
                await host.pause(1.0)
                return
            friend.seat = int(joined["seat"])
            board.seats.append(friend.seat)
        host.seat = board.seats[0]
        answer = await host.guest.post(f"/api/tables/{table}/start/", {})
        if answer.status != 200:
            self.stats.error(f"POST start {answer.status}")
            await host.pause(1.0)
            return
        self.boards.append(board)
        results = await asyncio.gather(
            *(person.sit(table, board, counted=person is host) for person in self.people),
            return_exceptions=True)
        for result in results:
            if isinstance(result, OSError):
                self.stats.error(f"request failed: {type(result).__name__}")
            elif isinstance(result, BaseException):
                raise result


async def tables(site: Site, play: Play, stats: Stats, count: int, seed: str,
                 stop_new: asyncio.Event, stop_now: asyncio.Event, boards: list[Board],
                 ramp: float = 0.0) -> tuple[list[FriendsTable], list[asyncio.Task[None]]]:
    """``count`` friends' tables, opened evenly over ``ramp`` seconds (as ``crowd``)."""
    groups = [FriendsTable(site, play, stats, i, seed, stop_new, stop_now, boards)
              for i in range(count)]

    async def start(group: FriendsTable, delay: float) -> None:
        await group.people[0].pause(delay)
        if not stop_now.is_set():
            await group.run()

    tasks = [asyncio.create_task(start(g, ramp * i / max(1, count)))
             for i, g in enumerate(groups)]
    return groups, tasks


def measured(boards: Iterable[Board], stats: Stats, stopped: float) -> Fanout:
    """The fan-out of every board; an action that never reached someone is an error."""
    fan = fanout(boards, stopped)
    if fan.missing:
        stats.errors["an action's version never reached another person's socket"] += fan.missing
    return fan


def spread(name: str, values: list[float]) -> str:
    return (f"{name} (n={len(values)}): p50 {percentile(values, 0.5):.0f} ms, "
            f"p95 {percentile(values, 0.95):.0f} ms, p99 {percentile(values, 0.99):.0f} ms, "
            f"max {max(values, default=float('nan')):.0f} ms")


def summary_lines(stats: Stats, seconds: float, fan: Fanout) -> Iterable[str]:
    yield games_line(stats, seconds)
    yield spread("fan-out, a person's action sent to EVERY other person's socket having it",
                 fan.all_ms)
    yield "  " + spread("to each other person", fan.each_ms)
    yield "  " + spread("to the person's own socket", fan.own_ms)
    if fan.all_ms:
        yield (f"  the slowest to reach everyone was sent {fan.slowest_at - fan.first_at:.0f} s"
               f" after the first action")
    yield (f"  not measured: {fan.unmade} made no version (refused), {fan.cut_off} cut off by "
           f"the end of the run; {fan.missing} never reached someone (counted as errors)")
    yield from error_lines(stats)
