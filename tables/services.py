"""The only code that writes games.

Every change runs in one transaction: lock the table row, check the version, validate and
apply through the game's engine, append an ``Action`` with the next sequence number, save the
snapshot and bump the version. After commit the table's Channels group gets a tiny
``table.updated`` message and computer turns are scheduled; each consumer then sends its own
seat's view, so game state never crosses the channel layer.
"""

from __future__ import annotations

import logging
import random
import secrets
import uuid
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction
from django.utils import timezone

from accounts.models import Player
from cards import IllegalAction, InvalidAction
from tables import registry
from tables.models import Action, Table
from tables.signals import table_finished

log = logging.getLogger(__name__)

MODES = {Table.Mode.PRACTICE}  # the daily mode is created by leaderboards, not by clients


class ServiceError(Exception):
    """A refused request: ``code`` and ``status`` go to the client with the message."""

    code = "error"
    status = 400

    def __init__(self, message: str, table: Table | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.table = table


class Invalid(ServiceError):
    code, status = "invalid", 400


class Illegal(ServiceError):
    code, status = "illegal", 400


class Stale(ServiceError):
    code, status = "stale", 409


class Forbidden(ServiceError):
    code, status = "forbidden", 403


class NotFound(ServiceError):
    code, status = "not_found", 404


def group_name(table_id: object) -> str:
    return f"table-{table_id}"


# ---------------------------------------------------------------- reading


def find_table(table_id: object, player: Player | None, *, lock: bool = False) -> Table:
    """The table ``table_id`` if ``player`` sits at it; NotFound / Forbidden otherwise."""
    try:
        key = uuid.UUID(str(table_id))
    except ValueError:
        raise NotFound("There is no such table.") from None
    tables = Table.objects.select_for_update() if lock else Table.objects
    table = tables.filter(pk=key).first()
    if table is None:
        raise NotFound("There is no such table.")
    if player is None or table.owner_id != player.pk:
        raise Forbidden("This is someone else's table.")
    return table


def person_seat(table: Table) -> int:
    return next(i for i, seat in enumerate(table.seats) if seat["kind"] == "person")


def seat_view(table: Table, seat: int | None = None) -> dict[str, Any]:
    """What ``seat`` (by default the person) may see, plus the table's own fields."""
    spec = registry.get(table.game)
    seat = person_seat(table) if seat is None else seat
    state = spec.engine.decode_state(table.state)
    view = spec.engine.view(state, seat)
    view.update({
        "table": str(table.id),
        "version": table.version,
        "mode": table.mode,
        "players": [
            {"seat": i, "name": s["name"], "kind": s["kind"], "level": s.get("level")}
            for i, s in enumerate(table.seats)
        ],
        "thinking": _computer_seat(spec, table, state),
    })
    return view


def active_table(player: Player, game: str | None = None) -> Table | None:
    """The player's most recently used unfinished practice table."""
    tables = Table.objects.filter(owner=player, status=Table.Status.ACTIVE, mode="practice")
    if game:
        tables = tables.filter(game=game)
    return tables.order_by("-updated_at").first()


# ---------------------------------------------------------------- writing


def create_table(player: Player, game: object, mode: object = "practice",
                 level: object = None) -> Table:
    """A new table with fresh cards, as a client may ask for one."""
    try:
        spec = registry.get(game)
    except registry.UnknownGame:
        raise Invalid(f"Unknown game {game!r}.") from None
    if not isinstance(mode, str) or mode not in MODES:
        raise Invalid(f"Unknown mode {mode!r}: use one of {sorted(MODES)}.")
    level = spec.default_level if level is None else level
    if not isinstance(level, str) or level not in spec.levels:
        raise Invalid(f"Unknown level {level!r}: use one of {list(spec.levels)}.")
    return open_table(player, spec, mode, secrets.token_hex(16), level)


def open_table(player: Player, spec: registry.GameSpec, mode: str, seed: str, level: str,
               options: dict[str, Any] | None = None) -> Table:
    """A new table dealt from ``seed``: the person in seat 0 (S1), computers of ``level`` in
    the others.

    The computers' names come from the seed too, so a daily looks the same for everybody.
    Call inside the caller's transaction when the table must appear with other rows.
    """
    state = spec.engine.new_game(seed, options)
    rng = random.Random(seed)
    names = rng.sample(spec.computer_names, spec.engine.seats - 1)
    seats = [{"kind": "person", "player": player.pk, "name": player.nickname}] + [
        {"kind": "computer", "level": level, "name": name} for name in names
    ]
    with transaction.atomic():
        table = Table.objects.create(
            game=spec.name, mode=mode, owner=player, seats=seats, seed=seed,
            options=options or {}, state=spec.engine.encode_state(state),
        )
        transaction.on_commit(lambda: after_change(table.pk, 0, schedule=True), robust=True)
    return table


def submit_action(player: Player | None, table_id: object, version: object,
                  action_data: object) -> Table:
    """Apply the person's action if ``version`` is the table's current one."""
    if isinstance(version, bool) or not isinstance(version, int):
        raise Invalid("The version must be an integer.")
    with transaction.atomic():
        table = find_table(table_id, player, lock=True)
        if version != table.version:
            raise Stale(
                f"The table is at version {table.version}, not {version}: here is the "
                "current view.", table,
            )
        spec = registry.get(table.game)
        try:
            action = spec.engine.decode_action(action_data)
        except InvalidAction as exc:
            raise Invalid(str(exc), table) from None
        seat = person_seat(table)
        state = spec.engine.decode_state(table.state)
        try:
            state = spec.engine.apply(state, seat, action)
        except IllegalAction as exc:
            raise Illegal(str(exc), table) from None
        _record(table, spec, seat, action, state, schedule=True)
    return table


def play_computer_turn(table_id: object) -> bool:
    """Let the computer player to act take one action; False when no computer is to act."""
    with transaction.atomic():
        table = Table.objects.select_for_update().filter(pk=table_id).first()
        if table is None or table.status != Table.Status.ACTIVE:
            return False
        spec = registry.get(table.game)
        state = spec.engine.decode_state(table.state)
        seat = _computer_seat(spec, table, state)
        if seat is None:
            return False
        player = spec.players[table.seats[seat]["level"]]()
        # Seeded from the table and the action number: the same situation, the same choice.
        rng = random.Random(f"{table.seed}/{table.version}")
        legal = spec.engine.legal_actions(state, seat)
        # A bug in a player (an error, or an illegal choice) must not stall the table.
        try:
            action = player.choose(spec.engine.view(state, seat), legal, rng)
        except Exception:
            log.exception("%s failed at table %s version %s; playing %s instead",
                          type(player).__name__, table.pk, table.version, legal[0])
            action = legal[0]
        if action not in legal:
            log.error("%s chose an illegal action %s at table %s; playing %s instead",
                      type(player).__name__, action, table.pk, legal[0])
            action = legal[0]
        # The task calling this loops on, so only the consumers need telling.
        _record(table, spec, seat, action, spec.engine.apply(state, seat, action), schedule=False)
    return True


def _record(table: Table, spec: registry.GameSpec, seat: int, action: Any, state: Any,
            *, schedule: bool) -> None:
    """Append the action, save the snapshot, bump the version; notify after commit."""
    table.version += 1
    Action.objects.create(
        table=table, seq=table.version, seat=seat, action=spec.engine.encode_action(action)
    )
    table.state = spec.engine.encode_state(state)
    finished = spec.engine.outcome(state) is not None
    if finished:
        table.status = Table.Status.FINISHED
        table.finished_at = timezone.now()
    table.save()
    if finished:
        table_finished.send(sender=Table, table=table, state=state)
    table_id, version = table.pk, table.version
    # robust: the action is committed; a failing notification or task queue must not turn it
    # into an error. A later page load, API read or WebSocket connect schedules again.
    transaction.on_commit(
        lambda: after_change(table_id, version, schedule=schedule), robust=True
    )


def after_change(table_id: object, version: int = 0, *, schedule: bool) -> None:
    """Tell the table's consumers; with ``schedule``, let a computer to act move."""
    layer = get_channel_layer()
    if layer is not None:
        async_to_sync(layer.group_send)(
            group_name(table_id), {"type": "table.updated", "version": version}
        )
    if schedule:
        table = Table.objects.filter(pk=table_id).first()
        if table is not None:
            ensure_progress(table)


def ensure_progress(table: Table) -> None:
    """Schedule computer turns if a computer is to act (also after a restart or lost task)."""
    from tables.tasks import run_computer_turns  # the task module imports this one

    if table.status == Table.Status.ACTIVE and computer_to_act(table):
        run_computer_turns.delay(str(table.pk))


def computer_to_act(table: Table) -> int | None:
    spec = registry.get(table.game)
    return _computer_seat(spec, table, spec.engine.decode_state(table.state))


def _computer_seat(spec: registry.GameSpec, table: Table, state: Any) -> int | None:
    """The computer seat that is to act, if any."""
    seats = [s for s in spec.engine.to_act(state) if table.seats[s]["kind"] == "computer"]
    return seats[0] if seats else None


def replay(table: Table, upto: int | None = None) -> Any:
    """Rebuild the state from seed and action log, up to version ``upto`` (default: all).

    The full replay must equal the stored snapshot.
    """
    spec = registry.get(table.game)
    state = spec.engine.new_game(table.seed, table.options)
    rows = table.actions.order_by("seq")
    if upto is not None:
        rows = rows.filter(seq__lte=upto)
    for row in rows:
        state = spec.engine.apply(state, row.seat, spec.engine.decode_action(row.action))
    return state
