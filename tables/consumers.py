"""WebSocket ``/ws/tables/<id>/``: a thin consumer around ``tables.services``.

Sends ``{"type": "view", "view"}`` on connect and after every change; accepts
``{"type": "action", "version", "action"}`` and answers refusals with
``{"type": "error", "code", "message"}`` (a stale action also gets the current view; a
message past the action rate limit gets ``rate_limited`` with ``retry_after`` and is dropped).
Messages are read by ``web.json_input``: one over its size, too deeply nested or not
JSON gets an ``invalid`` error, and the connection stays open. At a friends' table it also
accepts ``{"type": "phrase", "phrase": id}`` (tables/talk.py; its refusals carry ``"about":
"phrase"``) and passes every seat's on as ``{"type": "phrase", "seat", "phrase"}``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext as _

from accounts.guests import player_from_session
from accounts.language import language_of_scope
from accounts.models import Player
from tables import fanout, presence, services, talk
from tables.models import Table
from web import json_input, ratelimits
from web.client import scope_client_ip


@dataclass(frozen=True)
class Answer:
    """What a client's message comes to: a text to send as it is (``reply``), a refusal
    (``error``), or the table the action made with the view that answers it (``view``:
    the seat, the version the client showed and the message)."""

    reply: str | None = None
    error: services.ServiceError | None = None
    table: Table | None = None
    view: tuple[int, int | None, str] | None = None


class TableConsumer(AsyncWebsocketConsumer):
    table_id: str
    player: Player | None
    last_sent = -1
    joined = False
    language = "en"
    limit_keys: dict[str, str | None]
    seat: int | None = None  # a person's seat at a friends' table, whose presence this beats
    beating: asyncio.Task[None] | None = None
    rechecking: asyncio.Task[None] | None = None  # looks for a computer's move not heard of
    # Views go out one at a time, in the order their `since` was taken: the recheck runs
    # beside the handlers, and a view sent before the one it follows would leave the client
    # a gap (it redraws silently, and the moves between are never shown or announced).
    sending: asyncio.Lock

    async def websocket_connect(self, message: dict[str, Any]) -> None:
        # Refusals are worded in the person's language, as on the pages: the override holds
        # for everything this connection does, since Django's translation state is local to
        # the asyncio context (and follows it into database_sync_to_async).
        self.language = language_of_scope(self.scope)
        with translation.override(self.language):
            await super().websocket_connect(message)

    async def websocket_receive(self, message: dict[str, Any]) -> None:
        with translation.override(self.language):
            await super().websocket_receive(message)

    async def connect(self) -> None:
        self.sending = asyncio.Lock()
        self.table_id = self.scope["url_route"]["kwargs"]["table_id"]
        # ?since=n: the version the client already shows, so the first view carries the
        # events it missed (a reconnect); without it the first view has none.
        query = parse_qs(self.scope.get("query_string", b"").decode("latin-1"))
        since = services.version_of((query.get("since") or [""])[0])
        if since is not None:
            self.last_sent = since
        await self.accept()
        self.player = await database_sync_to_async(player_from_session)(self.scope["session"])
        # The API's action limit, counted together with it: the same player and address.
        self.limit_keys = {"player": str(self.player.pk) if self.player else None,
                           "address": ratelimits.address_key(scope_client_ip(self.scope))}
        try:
            table = await database_sync_to_async(self._check_access)()
        except services.ServiceError as error:
            await self._send_error(error)
            await self.close(code=4000 + error.status)
            return
        self.table_id = str(table.pk)  # the canonical form the group name is built from
        await self.channel_layer.group_add(services.group_name(self.table_id), self.channel_name)
        self.joined = True
        await self._send_view(fanout.keep(table))
        if presence.watched(table) and (seat := services.seat_of(table, self.player)) is not None:
            self.seat = seat
            await database_sync_to_async(self._arrive)(table)
            self.beating = asyncio.create_task(self._beat())

    async def disconnect(self, code: int) -> None:
        if self.rechecking is not None:
            self.rechecking.cancel()
        if not self.joined:
            return
        if self.beating is not None:
            self.beating.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.beating
        if self.seat is not None:
            await database_sync_to_async(self._leave)(self.seat)
        await self.channel_layer.group_discard(
            services.group_name(self.table_id), self.channel_name
        )

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        # One trip to a thread for the whole message: its count against the rate limit (the
        # cache may be Redis), the action (the database) and the view that answers it.
        since = self.last_sent if self.last_sent >= 0 else None
        answer = await database_sync_to_async(self._answer)(text_data, since)
        if answer.reply is not None:
            await self.send(text_data=answer.reply)
        elif answer.error is not None:
            await self._send_error(answer.error)
            if isinstance(answer.error, services.Stale):
                await self._send_view(await fanout.fresh(self.table_id), force=True)
        elif answer.table is not None:
            # The row this action wrote, with its state: no read back, and kept for the
            # table's other sockets in this process.
            kept = fanout.keep(answer.table)
            if answer.view is not None:
                kept.built(*answer.view)
            await self._send_view(kept)

    def _answer(self, text_data: str | None, since: int | None) -> Answer:
        """What the client's message comes to (in a thread: it reads and writes)."""
        # Every message counts (a flood of garbage too).
        wait = ratelimits.count("action", self.limit_keys)
        if wait is not None:
            return Answer(reply=json.dumps({
                "type": "error", "code": "rate_limited", "message": ratelimits.message(wait),
                "retry_after": wait,
            }))
        if text_data is None:  # a binary frame
            return Answer(error=services.Invalid(_("Messages must be JSON.")))
        try:
            message = json_input.loads(text_data)
        except json_input.JsonInputError as error:
            words = _("Messages must be JSON.") if error.reason == "syntax" else error.message
            return Answer(error=services.Invalid(words))
        if isinstance(message, dict) and message.get("type") == "phrase":
            # A phrase to the table (tables/talk.py); its refusals say "about": "phrase", so
            # that the page tells them from an action's (and ends nothing over them).
            try:
                talk.say(self.player, self.table_id, message.get("phrase"), self.limit_keys)
            except services.ServiceError as error:
                return Answer(reply=json.dumps({
                    "type": "error", "code": error.code, "message": error.message,
                    "about": "phrase", **error.details,
                }))
            return Answer()
        if not isinstance(message, dict) or message.get("type") != "action":
            return Answer(error=services.Invalid(
                _('Send {"type": "action", "version": …, "action": …}.')))
        if "action" not in message:
            return Answer(error=services.Invalid(
                _("Send an action from the view's legal_actions.")))
        try:
            table = services.submit_action(
                self.player, self.table_id, message.get("version"), message["action"])
            seat = fanout.seat_for(table, self.player)
        except services.ServiceError as error:
            return Answer(error=error)
        # The answer's view, built here rather than in a second trip to a thread; sent
        # unless another view went out meanwhile (then built again with what that showed).
        return Answer(table=table,
                      view=(seat, since, fanout.view_message(table, seat, since)))

    async def table_updated(self, event: dict[str, Any]) -> None:
        """Group message after a change: send this seat's fresh view, unless this socket has
        already sent that version (its own action's answer): no read for nothing, and none
        when the message carries the row written."""
        if event.get("seating"):  # who sits where changed (a friends' table): same version
            await self._send_view(await fanout.fresh(self.table_id), force=True)
            return
        version = event.get("version")
        if not isinstance(version, int):
            version = 0
        elif version <= self.last_sent:
            return
        row = event.get("row")
        if isinstance(row, dict) and row.get("version") == version:  # the row as written
            await self._send_view(fanout.arrived(row))
            return
        # Read once for all of this process's sockets at the table (tables.fanout).
        await self._send_view(await fanout.at_least(self.table_id, version))

    async def table_phrase(self, event: dict[str, Any]) -> None:
        """Group message: a seat said a phrase (tables/talk.py), passed on as its id."""
        await self.send(text_data=json.dumps(
            {"type": "phrase", "seat": event.get("seat"), "phrase": event.get("phrase")}))

    # ------------------------------------------------------------------ helpers

    def _check_access(self) -> Table:
        table = services.find_table(self.table_id, self.player)
        services.ensure_progress(table)
        return table

    def _arrive(self, table: Table) -> None:
        assert self.seat is not None
        presence.touch(table.pk, self.seat, self.channel_name)
        # The table's socket beats from now on: the waiting room's last read (a page left
        # behind) must not keep the person here once their sockets close.
        presence.drop(table.pk, self.seat, presence.WAITING_ROOM)
        row = table.seats[self.seat]
        if row.get("away") or row.get("standin"):
            presence.arrived(table.pk, self.seat)

    def _leave(self, seat: int) -> None:
        """This socket closed: if it was the seat's last one, its person is away."""
        try:
            if not presence.drop(self.table_id, seat, self.channel_name):
                presence.left(self.table_id, seat)
        except Exception:  # the beats run out by themselves: the sweep marks the seat away
            services.log.exception("could not mark seat %s of table %s away", seat,
                                   self.table_id, extra={"table": self.table_id})

    async def _beat(self) -> None:
        """While the socket is open: a beat every few seconds, so that every server process
        (and the sweep) sees the person is here."""
        assert self.seat is not None
        while True:
            await asyncio.sleep(presence.beat_seconds())
            try:
                await database_sync_to_async(presence.touch)(self.table_id, self.seat,
                                                             self.channel_name)
            except Exception:  # the cache away: the next beat tries again
                services.log.warning("no presence beat for table %s", self.table_id,
                                     extra={"table": self.table_id})

    async def _send_view(self, kept: fanout.Kept | None, force: bool = False) -> None:
        """Send this seat's view of ``kept`` (the table as read or written), with the events
        since the last view sent (the client animates them; none on connect), unless this
        socket sent that version already."""
        try:
            if kept is None:
                raise services.NotFound(_("There is no such table."))
            seat = fanout.seat_for(kept.table, self.player)
        except services.ServiceError as error:  # the host gave this person's seat away
            await self._send_error(error)
            await self.close(code=4000 + error.status)
            return
        async with self.sending:
            if force or kept.version > self.last_sent:
                since = self.last_sent if self.last_sent >= 0 else None
                await self.send(text_data=await kept.message(seat, since))
                self.last_sent = kept.version
        self._recheck_while_computers_act(kept)

    def _recheck_while_computers_act(self, kept: fanout.Kept) -> None:
        """While a computer is to act, look at the table again if nothing was heard for
        ``TABLES_RECHECK_SECONDS``: a change whose message was lost (a worker killed between
        its commit and its message, Redis away a moment) still reaches this screen."""
        current = asyncio.current_task()
        if self.rechecking is not None and self.rechecking is not current:
            self.rechecking.cancel()
        self.rechecking = None
        if kept.table.status != Table.Status.ACTIVE or services.computer_to_act(kept.table) is None:
            return
        version = self.last_sent

        async def recheck() -> None:
            await asyncio.sleep(float(getattr(settings, "TABLES_RECHECK_SECONDS", 3)))
            if self.last_sent == version:  # nothing heard since: read it (shared, fanout)
                await self._send_view(await fanout.at_least(self.table_id, version + 1))

        self.rechecking = asyncio.ensure_future(recheck())

    async def _send_error(self, error: services.ServiceError) -> None:
        await self.send(text_data=json.dumps(
            {"type": "error", "code": error.code, "message": error.message}
        ))
