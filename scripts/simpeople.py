"""Simulated people for the benchmarks: each plays whole games against computers through a
served site, as the table client (static/tables/client.js) does.

A person opens the lobby (``GET /``: the CSRF cookie), starts a game (``POST /api/tables/``),
loads the table page (its first view) and opens ``/ws/tables/<id>/?since=<version>``. On
each view at which it must act it waits a think time, then sends a random legal action with
that view's version. Its latency is from sending the action to the view at which it must act
again or the game ends (the last computer reply of that turn); think time is not in it.

Like the client it keeps the newest view, counts a view whose events do not follow the one
shown as a resync (the client redraws), answers a stale refusal by reading the table again,
and when the socket closes: reads the table if an action was unanswered, polls every 2.5 s
and reconnects with backoff and jitter, with ``?since=``, to the next daphne (the proxy in
front would send it to a live one). After 20 s with no answer to an action it reads the
table. A person waiting longer than ``reload_after`` for a computer reloads the page, as a
real one would; past ``give_up`` it abandons the game (an error).

Every action sent is recorded (the version it was sent at and what became of it), so that
the fault benchmark can check the database's action log against what the person saw.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from scripts.simhttp import Guest, Interrupted, Site, Unreachable, page_view

POLL_S = 2.5  # client.js POLL_MS
BACKOFF_S = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0)  # client.js BACKOFF_MS
ACTION_TIMEOUT_S = 20.0  # client.js ACTION_TIMEOUT_MS
CLOSED_FOR_GOOD = (4403, 4404)
STALL_S = 10.0


@dataclass
class Play:
    """How the people play: which game, against which level, how fast."""

    game: str = "sheepshead"
    level: str = "normal"
    options: dict[str, Any] | None = None
    think: tuple[float, float] = (0.5, 1.5)
    reload_after: float = 30.0
    give_up: float = 180.0
    faults: bool = False  # closed sockets and dead daphnes are expected, not errors


@dataclass
class Sent:
    """One action the person sent, at ``version``: ``acked`` (a later view or the answer
    came), ``refused`` (stale or an error), ``uncertain`` (no answer: it may have acted)."""

    version: int
    action: Any
    status: str = "pending"


@dataclass
class Game:
    table: str
    sent: list[Sent] = field(default_factory=list)
    finished: bool = False
    first_version: int = 0
    last_version: int = 0
    reloads: int = 0


@dataclass
class Stats:
    latencies_ms: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)  # resyncs, reconnects... (no errors)
    waits_s: list[float] = field(default_factory=list)  # every wait for a computer over 1 s
    wait_starts: list[float] = field(default_factory=list)  # when each began (monotonic)
    games: list[Game] = field(default_factory=list)
    person_actions: int = 0

    def error(self, kind: str) -> None:
        self.errors[kind] += 1

    @property
    def finished(self) -> int:
        return sum(game.finished for game in self.games)

    @property
    def table_actions(self) -> int:
        return sum(game.last_version - game.first_version for game in self.games)

    def stalls(self, over: float = STALL_S) -> list[float]:
        return [w for w in self.waits_s if w > over]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def must_act(view: dict[str, Any]) -> bool:
    return view["status"] == "active" and view["seat"] in view["to_act"]


class Person:
    """One simulated person; ``run`` plays games until ``stop_new`` (finish the game in
    hand) or ``stop_now`` (leave it)."""

    def __init__(self, site: Site, play: Play, stats: Stats, index: int, seed: str,
                 stop_new: asyncio.Event, stop_now: asyncio.Event) -> None:
        self.site, self.play, self.stats, self.index = site, play, stats, index
        self.rng = random.Random(f"{seed}/{index}")
        self.stop_new, self.stop_now = stop_new, stop_now
        address = f"10.{index // 65536 % 256}.{index // 256 % 256}.{index % 256 + 1}"
        self.guest = Guest(site, site.ports[index % len(site.ports)], address)
        self.inbox: asyncio.Queue[tuple[int, str, Any]] = asyncio.Queue()
        self.socket: ClientConnection | None = None
        self.reader: asyncio.Task[None] | None = None
        self.connection = 0
        self.game: Game | None = None
        self.current: dict[str, Any] = {}
        self.pending: Sent | None = None
        self.pending_at = 0.0
        self.turn_start: float | None = None
        self.wait_start: float | None = None
        self.reconnect_at: float | None = None
        self.poll_at: float | None = None
        self.reloaded_at = 0.0
        self.want_refresh = False
        self.attempt = 0

    # ------------------------------------------------------------------ what the bench reads

    @property
    def in_turn(self) -> bool:
        """Waiting for the server: the person's action or a computer's (a fault now hits a
        turn in progress)."""
        return self.game is not None and self.wait_start is not None and self.socket is not None

    @property
    def port(self) -> int:
        return self.guest.port

    # ------------------------------------------------------------------ games

    async def run(self) -> None:
        try:
            await self.guest.get("/")
        except OSError as exc:
            self.stats.error(f"lobby: {type(exc).__name__}")
            return
        while not (self.stop_new.is_set() or self.stop_now.is_set()):
            try:
                await self.one_game()
            except OSError as exc:  # a request cut short, or every daphne refused
                if self.play.faults:
                    self.stats.events[f"game left: a request failed ({type(exc).__name__})"] += 1
                else:
                    self.stats.error(f"request failed: {type(exc).__name__}")
                await self.pause(1.0)
            finally:
                await self.close_socket()
                self.game = None

    async def one_game(self) -> None:
        body: dict[str, Any] = {"game": self.play.game, "mode": "practice",
                                "level": self.play.level}
        if self.play.options:
            body["options"] = self.play.options
        answer = await self.guest.post("/api/tables/", body)
        data = answer.json()
        if answer.status != 201 or not isinstance(data, dict):
            self.stats.error(f"POST /api/tables/ {answer.status}")
            await self.pause(1.0)
            return
        self.game = Game(data["id"])
        self.stats.games.append(self.game)
        self.current = data["view"]
        self.game.first_version = self.game.last_version = self.current["version"]
        view = await self.load_page()
        if view is not None:
            self.receive(view)
        self.pending, self.turn_start, self.attempt = None, None, 0
        self.wait_start = None if must_act(self.current) else time.monotonic()
        await self.connect()
        await self.loop()

    async def loop(self) -> None:
        assert self.game is not None
        game = self.game
        while self.current["status"] == "active" and not self.stop_now.is_set():
            now = time.monotonic()
            if self.socket is None and self.reconnect_at is not None and now >= self.reconnect_at:
                await self.connect()
            if self.socket is None and self.poll_at is not None and now >= self.poll_at:
                self.poll_at = now + POLL_S
                await self.refresh()
            if self.pending is not None and now - self.pending_at > ACTION_TIMEOUT_S:
                self.stats.error("no answer to an action in 20 s")
                self.settle("uncertain")
                await self.refresh()
            if self.wait_start is not None:
                waited = now - self.wait_start
                if waited > self.play.give_up:
                    self.stats.error(f"gave up after {self.play.give_up:.0f} s")
                    return
                if now - max(self.wait_start, self.reloaded_at) > self.play.reload_after:
                    await self.reload()
            if must_act(self.current) and self.pending is None:
                await self.pause(self.rng.uniform(*self.play.think))
                self.drain()
                if must_act(self.current) and self.pending is None:
                    await self.act()
                continue
            try:
                item = await asyncio.wait_for(self.inbox.get(), 0.25)
            except TimeoutError:
                continue
            await self.handle(item)
        game.finished = self.current["status"] == "finished"
        if self.pending is not None:
            self.settle("uncertain")

    async def pause(self, seconds: float) -> None:
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self.stop_now.wait(), seconds)

    # ------------------------------------------------------------------ views

    def receive(self, view: dict[str, Any]) -> None:
        """A view from anywhere (socket, API, page): kept if newer, as the client does."""
        assert self.game is not None
        now = time.monotonic()
        if self.pending is not None and view["version"] > self.pending.version:
            self.settle("acked")
        if view["version"] <= self.current.get("version", -1):
            return
        since = view.get("events_since")
        if not isinstance(since, int) or since > self.current["version"]:
            self.stats.events["resync (events missed: redrawn)"] += 1
        self.current = view
        self.game.last_version = max(self.game.last_version, view["version"])
        done = must_act(view) or view["status"] != "active"
        if self.wait_start is not None:
            waited = now - self.wait_start
            if waited > 1.0:
                self.stats.waits_s.append(waited)
                self.stats.wait_starts.append(self.wait_start)
            self.wait_start = None if done and self.pending is None else now
        if done and self.turn_start is not None:
            self.stats.latencies_ms.append(1000.0 * (now - self.turn_start))
            self.turn_start = None

    def settle(self, status: str) -> None:
        if self.pending is not None:
            self.pending.status = status
            self.pending = None
            if status != "acked":
                self.turn_start = None  # a disturbed turn: its time is not a latency

    def drain(self) -> None:
        while not self.inbox.empty():
            item = self.inbox.get_nowait()
            if item[1] == "closed":
                self.inbox.put_nowait(item)  # handled by the loop (it may reconnect)
                return
            self.message(item)

    async def handle(self, item: tuple[int, str, Any]) -> None:
        connection, kind, payload = item
        if connection != self.connection:
            return  # from a socket already replaced
        if kind == "closed":
            await self.closed(payload)
        else:
            self.message(item)
            if self.want_refresh:
                self.want_refresh = False
                await self.refresh()

    def message(self, item: tuple[int, str, Any]) -> None:
        connection, _, message = item
        if connection != self.connection or not isinstance(message, dict):
            return
        if message.get("type") == "view":
            self.attempt = 0
            self.receive(message["view"])
        elif message.get("type") == "error":
            code = message.get("code")
            if code == "stale":
                self.stats.events["stale action (resynced)"] += 1
            else:
                self.stats.error(f"server error: {code}")
            # client.js: an error for a pending action, or any but a stale one, is failed():
            # the view is read again.
            self.want_refresh = self.pending is not None or code != "stale"
            if self.pending is not None:
                self.settle("refused")
            elif self.game is not None and self.game.sent and code != "stale" \
                    and self.game.sent[-1].status == "acked":
                self.game.sent[-1].status = "uncertain"  # which send it answered is unknown

    # ------------------------------------------------------------------ actions

    async def act(self) -> None:
        assert self.game is not None
        view = self.current
        action = self.rng.choice(view["legal_actions"])
        sent = Sent(view["version"], action)
        self.game.sent.append(sent)
        self.stats.person_actions += 1
        self.pending, self.pending_at = sent, time.monotonic()
        self.turn_start = self.wait_start = self.pending_at
        if self.socket is not None:
            try:
                await self.socket.send(json.dumps(
                    {"type": "action", "version": sent.version, "action": action}))
                return
            except ConnectionClosed:
                pass  # the reader reports the close; the action may not have gone out
        await self.post_action(sent)

    async def post_action(self, sent: Sent) -> None:
        """The socket is down: POST the action, as client.js postAction does."""
        assert self.game is not None
        try:
            answer = await self.guest.post(f"/api/tables/{self.game.table}/actions/",
                                           {"version": sent.version, "action": sent.action})
        except Unreachable:
            self.settle("refused")  # nothing reached a server
            return
        except Interrupted:
            self.settle("uncertain")
            await self.refresh()
            return
        data = answer.json() or {}
        if answer.status == 200 and isinstance(data.get("view"), dict):
            self.settle("acked")
            self.receive(data["view"])
            return
        code = (data.get("error") or {}).get("code", answer.status)
        if code == "stale":
            self.stats.events["stale action (resynced)"] += 1
        else:
            self.stats.error(f"POST action {answer.status} {code}")
        self.settle("refused")
        if isinstance(data.get("view"), dict):
            self.receive(data["view"])
        else:
            await self.refresh()

    # ------------------------------------------------------------------ reading the table

    async def refresh(self) -> None:
        """``GET /api/tables/<id>/?since=<newest version>``."""
        assert self.game is not None
        try:
            answer = await self.guest.get(
                f"/api/tables/{self.game.table}/?since={self.current['version']}")
        except OSError:
            return  # the next poll or reconnect catches up
        data = answer.json()
        if answer.status == 200 and isinstance(data, dict):
            self.receive(data["view"])
        elif not self.play.faults or answer.status < 500:
            self.stats.error(f"GET table {answer.status}")

    async def load_page(self) -> dict[str, Any] | None:
        """The table page's view; a page cut short by a fault is loaded again (a person
        reloads a page that failed)."""
        assert self.game is not None
        for attempt in range(3):
            try:
                page = await self.guest.get(f"/tables/{self.game.table}/")
            except Interrupted:
                self.stats.events["table page cut short: loaded again"] += 1
                await self.pause(0.5 * (attempt + 1))
                continue
            view = page_view(page.body) if page.status == 200 else None
            if view is None:
                self.stats.error(f"table page {page.status}")
            return view
        return None

    async def reload(self) -> None:
        """A person tired of waiting reloads the page: a fresh view, a fresh socket."""
        assert self.game is not None
        self.game.reloads += 1
        self.reloaded_at = time.monotonic()
        self.stats.events["page reloaded after a long wait"] += 1
        await self.close_socket()
        try:
            view = await self.load_page()
        except Unreachable:
            view = None
        if view is not None:
            self.receive(view)
        await self.connect()

    # ------------------------------------------------------------------ the socket

    async def connect(self) -> None:
        assert self.game is not None
        self.reconnect_at = None
        uri = (f"ws://127.0.0.1:{self.guest.port}/ws/tables/{self.game.table}/"
               f"?since={self.current['version']}")
        try:
            socket = await connect(uri, origin=self.site.origin(self.guest.port),  # type: ignore[arg-type]
                                   additional_headers=self.guest.ws_headers(), proxy=None,
                                   open_timeout=30, max_size=2**22)  # as daphne allows
        except (TimeoutError, OSError, InvalidHandshake) as exc:
            if not self.play.faults:
                self.stats.error(f"WebSocket connect: {type(exc).__name__}")
            self.stats.events["WebSocket connect failed"] += 1
            self.guest.rotate()
            self.schedule_reconnect()
            return
        self.connection += 1
        self.socket, self.poll_at = socket, None
        self.reader = asyncio.create_task(self.read(socket, self.connection))

    async def read(self, socket: ClientConnection, connection: int) -> None:
        code: int | None = None
        try:
            async for raw in socket:
                message = json.loads(raw)
                self.heard(message, time.monotonic())
                self.inbox.put_nowait((connection, "message", message))
        except ConnectionClosed:
            pass
        finally:
            code = socket.close_code
            self.inbox.put_nowait((connection, "closed", code))

    def heard(self, message: Any, at: float) -> None:
        """A message as the socket delivers it, before the person gets to it (a thinking
        person reads it later): for measures that need its arrival time."""

    async def closed(self, code: int | None) -> None:
        self.socket = None
        if code in CLOSED_FOR_GOOD:
            self.stats.error(f"socket closed for good ({code})")
            self.current = {**self.current, "status": "refused"}
            return
        if not self.play.faults:
            self.stats.error(f"socket closed ({code})")
        self.stats.events["socket closed: reconnecting"] += 1
        self.guest.rotate()
        if self.pending is not None:
            self.settle("uncertain")
            await self.refresh()
        self.poll_at = time.monotonic() + POLL_S
        self.schedule_reconnect()

    def schedule_reconnect(self) -> None:
        base = BACKOFF_S[min(self.attempt, len(BACKOFF_S) - 1)]
        self.attempt += 1
        self.reconnect_at = time.monotonic() + base / 2 + self.rng.random() * base / 2
        if self.poll_at is None:
            self.poll_at = time.monotonic() + POLL_S

    async def close_socket(self) -> None:
        socket, self.socket = self.socket, None
        self.connection += 1  # whatever the old reader still reports is ignored
        self.reconnect_at = self.poll_at = None
        if socket is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(socket.close(), 2)
        if self.reader is not None:
            self.reader.cancel()
            self.reader = None


async def crowd(site: Site, play: Play, stats: Stats, count: int, seed: str,
                stop_new: asyncio.Event, stop_now: asyncio.Event, ramp: float = 0.0
                ) -> tuple[list[Person], list[asyncio.Task[None]]]:
    """``count`` people, started evenly over ``ramp`` seconds (a crowd arrives, not a wall)."""
    people = [Person(site, play, stats, i, seed, stop_new, stop_now) for i in range(count)]

    async def start(person: Person, delay: float) -> None:
        await person.pause(delay)
        if not stop_now.is_set():
            await person.run()

    tasks = [asyncio.create_task(start(p, ramp * i / max(1, count)))
             for i, p in enumerate(people)]
    return people, tasks


def summary_lines(stats: Stats, seconds: float) -> Iterable[str]:
    lat = stats.latencies_ms
    yield games_line(stats, seconds)
    yield (f"latency, action sent to the person's next prompt (n={len(lat)}): "
           f"p50 {percentile(lat, 0.5):.0f} ms, p95 {percentile(lat, 0.95):.0f} ms, "
           f"p99 {percentile(lat, 0.99):.0f} ms, max {max(lat, default=float('nan')):.0f} ms")
    yield from error_lines(stats)


def games_line(stats: Stats, seconds: float) -> str:
    return (f"games: {len(stats.games)} started, {stats.finished} finished; "
            f"person actions {stats.person_actions} ({stats.person_actions / seconds:.1f}/s), "
            f"all actions {stats.table_actions} ({stats.table_actions / seconds:.1f}/s)")


def error_lines(stats: Stats) -> Iterable[str]:
    yield f"errors: {sum(stats.errors.values())}" + "".join(
        f"\n  {n:6d}  {kind}" for kind, n in stats.errors.most_common())
    for kind, n in stats.events.most_common():
        yield f"  (not errors) {n:6d}  {kind}"
