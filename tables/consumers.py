"""WebSocket ``/ws/tables/<id>/``: a thin consumer around ``tables.services``.

Sends ``{"type": "view", "view"}`` on connect and after every change; accepts
``{"type": "action", "version", "action"}`` and answers refusals with
``{"type": "error", "code", "message"}`` (a stale action also gets the current view; a
message past the action rate limit gets ``rate_limited`` with ``retry_after`` and is dropped).
Messages are read by ``web.json_input``: one over its size, too deeply nested or not
JSON gets an ``invalid`` error, and the connection stays open.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.utils import translation
from django.utils.translation import gettext as _

from accounts.guests import player_from_session
from accounts.language import language_of_scope
from accounts.models import Player
from tables import services
from tables.models import Table
from web import json_input, ratelimits
from web.client import scope_client_ip


class TableConsumer(AsyncWebsocketConsumer):
    table_id: str
    player: Player | None
    last_sent = -1
    joined = False
    language = "en"
    limit_keys: dict[str, str | None]

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
        await self._send_view()

    async def disconnect(self, code: int) -> None:
        if not self.joined:
            return
        await self.channel_layer.group_discard(
            services.group_name(self.table_id), self.channel_name
        )

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        # Every message counts (a flood of garbage too); the cache may be Redis: in a thread.
        wait = await database_sync_to_async(ratelimits.count)("action", self.limit_keys)
        if wait is not None:
            await self.send(text_data=json.dumps({
                "type": "error", "code": "rate_limited", "message": ratelimits.message(wait),
                "retry_after": wait,
            }))
            return
        if text_data is None:  # a binary frame
            await self._send_error(services.Invalid(_("Messages must be JSON.")))
            return
        try:
            message = json_input.loads(text_data)
        except json_input.JsonInputError as error:
            words = _("Messages must be JSON.") if error.reason == "syntax" else error.message
            await self._send_error(services.Invalid(words))
            return
        if not isinstance(message, dict) or message.get("type") != "action":
            await self._send_error(services.Invalid(
                _('Send {"type": "action", "version": …, "action": …}.')))
            return
        if "action" not in message:
            await self._send_error(services.Invalid(
                _("Send an action from the view's legal_actions.")))
            return
        try:
            await database_sync_to_async(services.submit_action)(
                self.player, self.table_id, message.get("version"), message["action"]
            )
        except services.ServiceError as error:
            await self._send_error(error)
            if isinstance(error, services.Stale):
                await self._send_view(force=True)
            return
        await self._send_view()

    async def table_updated(self, event: dict[str, Any]) -> None:
        """Group message after a change: send this seat's fresh view, unless this socket has
        already sent that version (its own action's answer): no read for nothing."""
        version = event.get("version")
        if isinstance(version, int) and version <= self.last_sent:
            return
        await self._send_view()

    # ------------------------------------------------------------------ helpers

    def _check_access(self) -> Table:
        table = services.find_table(self.table_id, self.player)
        services.ensure_progress(table)
        return table

    def _view(self, since: int | None) -> dict[str, Any]:
        table = services.find_table(self.table_id, self.player)
        return services.seat_view(table, since=since)

    async def _send_view(self, force: bool = False) -> None:
        # The events since the last view sent: the client animates them (none on connect).
        since = self.last_sent if self.last_sent >= 0 else None  # seat_view checks it
        view = await database_sync_to_async(self._view)(since)
        if force or view["version"] > self.last_sent:
            self.last_sent = view["version"]
            await self.send(text_data=json.dumps({"type": "view", "view": view}))

    async def _send_error(self, error: services.ServiceError) -> None:
        await self.send(text_data=json.dumps(
            {"type": "error", "code": error.code, "message": error.message}
        ))
