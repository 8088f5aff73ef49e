"""Friends' tables: people and computers at one table (issue 33).

The host chooses the game, its options and, for each other seat, "a friend" or a computer at
a level; the table waits (``Table.Status.WAITING``) with an invitation: a link carrying an
unguessable token and a short code to read aloud. A friend who opens it takes the first open
seat; the host starts the game, and the seats still open are played by computers. Each person
then reads and acts from their own seat (``services.seat_of``). Every change here goes
through one locked transaction, as the services' do, and tells the table's sockets after it.
"""

from __future__ import annotations

import hmac
import logging
import secrets
from typing import Any

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from accounts.models import Player
from tables import layer_send, registry, services
from tables.models import Table

log = logging.getLogger(__name__)

FRIEND = "friend"
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud, typed back
CODE_LENGTH = 6


class Conflict(services.ServiceError):
    """The table is not in the state the request needs (started, full)."""

    code, status = "conflict", 409


def create(player: Player, game: object, others: object, options: object = None,
           level: object = None) -> Table:
    """A waiting friends' table: the host in seat 0, then one seat per entry of ``others``,
    each ``"friend"`` or a computer's level. A friend's seat not taken at the start is played
    by a computer of ``level`` (the game's default level unless given)."""
    spec = services.game_spec(game)
    if not isinstance(others, list) or not others:
        raise services.Invalid(_("Send others as a list with an entry per seat after yours: "
                                 "“friend” or a computer's level."))
    fallback = spec.default_level if level is None else level
    levels = [fallback if each == FRIEND else each for each in others]
    levels = services.computer_levels(spec, len(others), levels=levels)
    services.computer_levels(spec, 1, levels=[fallback])
    seats = len(others) + 1
    checked = services.checked_options(spec, seats, options)
    with transaction.atomic():
        table = services.open_table(player, spec, Table.Mode.FRIENDS, secrets.token_hex(16),
                                    levels, seats=seats, options=checked)
        for seat, each in enumerate(others, start=1):
            if each == FRIEND:
                table.seats[seat]["kind"] = "open"
        # The level of the computer that plays for a person who is away (tables.presence).
        table.seats[0]["level"] = fallback
        table.status = Table.Status.WAITING
        table.computer_due = False
        table.invite = secrets.token_urlsafe(16)  # 128 bits
        table.code = _free_code()
        table.save()
    return table


# A code names a table while a friend may still take a seat at it: before its start, and
# after it (a seat the host reopened, a rematch).
OPEN_STATUSES = (Table.Status.WAITING, Table.Status.ACTIVE)


def _free_code() -> str:
    """A short code no table open to friends has."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if not Table.objects.filter(code=code, status__in=OPEN_STATUSES).exists():
            return code


def by_code(code: object) -> Table:
    """The table open to friends that a short code names (spaces and case aside), or
    NotFound."""
    text = "".join(str(code).split()).upper() if isinstance(code, str) else ""
    table = (Table.objects.filter(code=text, status__in=OPEN_STATUSES).order_by("-created_at")
             .first() if text else None)
    if table is None:
        raise services.NotFound(_("No table is waiting under that code."))
    return table


def invited(table_id: object, invite: object) -> Table:
    """The table an invitation is for (read, not locked), or the refusal ``join`` gives."""
    table = Table.objects.filter(pk=services.table_key(table_id)).first()
    if table is None:
        raise services.NotFound(_("There is no such table."))
    _check_invite(table, invite)
    _refuse_closed(table)
    return table


def _check_invite(table: Table, invite: object) -> None:
    if not (isinstance(invite, str) and table.invite
            and hmac.compare_digest(invite.encode(), table.invite.encode())):
        raise services.Forbidden(_("This invitation is not valid for this table."))


def join(player: Player, table_id: object, invite: object) -> Table:
    """Seat ``player`` at the first open seat of the table the invitation is for; a person
    already seated keeps their seat (nobody sits twice)."""
    with transaction.atomic():
        table = _locked(table_id)
        _check_invite(table, invite)
        _refuse_closed(table)  # its people too: the invitation no longer leads anywhere
        if services.seat_of(table, player) is not None:
            return table
        if table.status not in (Table.Status.WAITING, Table.Status.ACTIVE):
            raise Conflict(_("The game is over."))
        seat = next((i for i, s in enumerate(table.seats) if _free(table, s)), None)
        if seat is None:
            raise Conflict(_("Every seat at this table is taken."))
        row = table.seats[seat]  # its computer's name kept for when the person leaves
        row.pop("reopened", None)
        row.update(services.person_row(player),
                   computer_name=row.get("computer_name", row["name"]))
        started = table.status == Table.Status.ACTIVE
        if started:  # mid-game: the computer that played the seat stops
            spec = registry.get(table.game)
            table.computer_due = services.due_in(spec, table,
                                                 spec.engine.decode_state(table.state))
        table.save()
        table.people.add(player)
        _tell(table, schedule=started)
    return table


def _free(table: Table, row: dict[str, object]) -> bool:
    """Whether a friend may take the seat: open before the start; after it, reopened by the
    host (a computer plays it until someone comes)."""
    if table.status == Table.Status.WAITING:
        return row["kind"] == "open"
    return row["kind"] == "computer" and bool(row.get("reopened"))


def free_seats(table: Table) -> int:
    return sum(_free(table, row) for row in table.seats)


def start(player: Player, table_id: object) -> Table:
    """The host starts the game: the seats still open go to computers."""
    with transaction.atomic():
        table = services.find_table(table_id, player, lock=True)
        if table.owner_id != player.pk:
            raise services.Forbidden(_("Only the host can start the game."))
        if table.status != Table.Status.WAITING:
            raise Conflict(_("The game has already started."))
        for seat in table.seats:
            if seat["kind"] == "open":
                seat["kind"] = "computer"
        table.status = Table.Status.ACTIVE
        spec = registry.get(table.game)
        table.computer_due = services.due_in(spec, table, spec.engine.decode_state(table.state))
        table.save()
        _tell(table, schedule=True)
    return table


def leave(player: Player, table_id: object) -> Table:
    """A person gives their seat up: before the start it is open again, after it a computer
    plays it. The host's seat holds the table before the start."""
    with transaction.atomic():
        table = services.find_table(table_id, player, lock=True)
        seat = services.seat_of(table, player)
        if seat is None or table.mode != Table.Mode.FRIENDS:
            raise services.Invalid(_("Only a seat at a friends' table can be given up."))
        if table.status == Table.Status.FINISHED:
            raise Conflict(_("The game is over."))
        waiting = table.status == Table.Status.WAITING
        if waiting and table.owner_id == player.pk:
            raise services.Invalid(_("The host keeps their seat until the game starts."))
        row = table.seats[seat]
        row.pop("player", None)
        row["name"] = row.pop("computer_name", row["name"])
        row["kind"] = "open" if waiting else "computer"
        table.save()
        _tell(table, schedule=not waiting)
    return table


SEAT_CHOICES = ("computer", "open")


def hand(player: Player, table_id: object, seat: object, to: object) -> Table:
    """The host gives ``seat`` to a computer (``to`` "computer") or opens it for someone new
    ("open"): before the start an open seat waits for a friend; after it a computer plays it
    until someone takes it with the invitation. A person in the seat gives it up."""
    if to not in SEAT_CHOICES:
        raise services.Invalid(_("Send to as “computer” or “open”."))
    with transaction.atomic():
        table = services.find_table(table_id, player, lock=True)
        if table.owner_id != player.pk:
            raise services.Forbidden(_("Only the host can change the seats."))
        if isinstance(seat, bool) or not isinstance(seat, int) or not (
                0 <= seat < len(table.seats)):
            raise services.Invalid(_("There is no such seat at this table."))
        if table.mode != Table.Mode.FRIENDS or seat == services.seat_of(table, player):
            raise services.Invalid(_("The host keeps their own seat."))
        if table.status not in (Table.Status.WAITING, Table.Status.ACTIVE):
            raise Conflict(_("The game is over."))
        row = table.seats[seat]
        if row["kind"] == "person":
            row.pop("player", None)
            for flag in ("away", "away_since", "standin"):
                row.pop(flag, None)
            row["name"] = row.pop("computer_name", row["name"])
        row.pop("reopened", None)
        started = table.status == Table.Status.ACTIVE
        row["kind"] = "open" if to == "open" and not started else "computer"
        if to == "open" and started:
            row["reopened"] = True
        if started:
            spec = registry.get(table.game)
            table.computer_due = services.due_in(spec, table,
                                                 spec.engine.decode_state(table.state))
        table.save()
        _tell(table, schedule=started)
    return table


def _locked(table_id: object) -> Table:
    """The table under its row lock, whoever asks (an invitation is checked by the caller)."""
    try:
        return Table.objects.select_for_update().get(pk=services.table_key(table_id))
    except Table.DoesNotExist:
        raise services.NotFound(_("There is no such table.")) from None


def _tell(table: Table, *, schedule: bool = False) -> None:
    """After the commit: every socket re-reads its seat's view; with ``schedule``, a computer
    to act moves."""
    table_id = table.pk

    def told() -> None:
        layer_send.group_send(services.group_name(table_id),
                              {"type": "table.updated", "seating": True})
        if schedule:
            services.after_change(table_id, schedule=True)

    transaction.on_commit(told, robust=True)


# ---------------------------------------------------------------- after the game

# What a seat keeps into the rematch: who sits there, the level of the computer that plays it
# (for a person, the one that stands in), the computer's name, and whether the host opened it
# for someone new. What only held for the game before (away, a stand-in) is left behind.
KEPT = ("kind", "player", "name", "level", "computer_name", "reopened")


def rematch(player: Player, table_id: object) -> Table:
    """Another game for the people of a finished friends' table, each in the seat they held,
    the computers at their levels and with their names: made by the first of them to ask (a
    second call, by anyone, gets the same table). A fresh deal, the options the finished game
    names for its table's next (``next_options``: who starts it, so that the deal passes on;
    a game that names none is dealt with the same options), and an invitation of its own for
    seats reopened later. Everyone at the old table is told: its view then names the rematch.
    """
    with transaction.atomic():
        old = services.find_table(table_id, player, lock=True)
        if old.mode != Table.Mode.FRIENDS or services.seat_of(old, player) is None:
            raise services.Invalid(_("Only a person seated at a friends' table can ask for a "
                                     "rematch."))
        made = Table.objects.filter(previous=old).first()
        if made is not None:
            return made
        if old.status == Table.Status.CLOSED:  # over without a result: nothing to follow
            raise Conflict(_("This table was closed: nobody was at it any more."))
        if old.status != Table.Status.FINISHED:
            raise Conflict(_("The game is not over yet: the rematch comes after it."))
        spec = registry.get(old.game)
        seats = _rematch_seats(old.seats)
        options = _next_options(spec, old)
        seed = secrets.token_hex(16)
        state = spec.engine.new_game(seed, len(seats), options)
        held = {row.get("player") for row in seats if row["kind"] == "person"}
        owner = old.owner_id if old.owner_id in held else player.pk
        table = Table(game=old.game, mode=old.mode, owner_id=owner, seats=seats, seed=seed,
                      options=options, state=spec.engine.encode_state(state), previous=old,
                      invite=secrets.token_urlsafe(16), code=_free_code())
        table.computer_due = services.due_in(spec, table, state)
        try:
            with transaction.atomic():
                table.save(force_insert=True)
        except IntegrityError:  # asked for at the same moment, and made by the other request
            made = Table.objects.filter(previous=old).first()
            if made is None:
                raise
            return made
        table.people.add(*held)
        _tell(old)
        new_id = table.pk
        transaction.on_commit(lambda: services.after_change(new_id, 0, schedule=True),
                              robust=True)
    return table


def _rematch_seats(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The seats of a rematch: the same people (by their names now) and computers. A person
    whose player is gone meanwhile leaves the seat to its computer."""
    ids = [row["player"] for row in rows if row["kind"] == "person" and "player" in row]
    names = {pk: (nickname, gender) for pk, nickname, gender in
             Player.objects.filter(pk__in=ids).values_list("pk", "nickname", "gender")}
    seats = []
    for row in rows:
        seat = {key: row[key] for key in KEPT if key in row}
        if seat["kind"] == "person":
            if seat.get("player") in names:
                seat["name"], gender = names[seat["player"]]
                seat["gender"] = gender or None
            else:
                seat.pop("player", None)
                seat.update(kind="computer", name=seat.pop("computer_name", seat["name"]))
        seats.append(seat)
    return seats


def _next_options(spec: registry.GameSpec, old: Table) -> dict[str, Any]:
    """The options of the game after ``old``'s: those its finished view names for the table's
    next game (``next_options``), if the engine still takes them, else ``old``'s own."""
    final = spec.engine.decode_state(old.state)
    named = spec.engine.view(final, 0).get("next_options")
    if isinstance(named, dict):
        try:
            return services.checked_options(spec, len(old.seats), named)
        except services.Invalid:
            log.warning("table %s: its next_options %r refused; the rematch keeps its options",
                        old.pk, named, extra=services.about(old))
    return dict(old.options)


# ---------------------------------------------------------------- the host closes it

# The host's seat at a table its host closed says so: the table page and a late invitation
# then give that reason, where a table closed because nobody was at it any more
# (tables.presence) gives its own.
CLOSED_BY_HOST = "closed_by_host"


def close(player: Player, table_id: object) -> Table:
    """The host closes a friends' table that has not started: it is over without a game
    (``CLOSED``), its invitation refused from now on, and the friends waiting are told."""
    with transaction.atomic():
        table = services.find_table(table_id, player, lock=True)
        if table.mode != Table.Mode.FRIENDS or table.owner_id != player.pk:
            raise services.Forbidden(_("Only the host can close the table."))
        if table.status != Table.Status.WAITING:
            raise Conflict(_("Only a table still waiting for its start can be closed."))
        seat = services.seat_of(table, player)
        table.seats[0 if seat is None else seat][CLOSED_BY_HOST] = True
        table.status = Table.Status.CLOSED
        table.computer_due = False
        table.save()
        _tell(table)
    return table


def closed_by_host(table: Table) -> bool:
    """Whether the host closed ``table`` before its start (``close``)."""
    return table.status == Table.Status.CLOSED and any(
        row.get(CLOSED_BY_HOST) for row in table.seats)


def _refuse_closed(table: Table) -> None:
    """An invitation to a closed table is refused, in the words of why it closed."""
    if table.status == Table.Status.CLOSED:
        raise Conflict(_("The host closed this table.") if closed_by_host(table)
                       else _("This table was closed: nobody was at it any more."))
