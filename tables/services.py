"""The only code that writes games.

Every change runs in one transaction: lock the table row, check the version, validate and
apply through the game's engine, append an ``Action`` with the next sequence number, save the
snapshot and bump the version. After commit the table's Channels group gets a tiny
``table.updated`` message and computer turns are scheduled; each consumer then sends its own
seat's view (``tables.fanout``), so game state never crosses the channel layer. The
computers' moves are written here too (``record``), a run of them at once (``tables.turns``).
"""

from __future__ import annotations

import json
import logging
import random
import secrets
import uuid
import zlib
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from accounts.models import Player
from cards import IllegalAction, InvalidAction, InvalidOptions, arena, seats_for
from tables import background, layer_send, registry, sheet
from tables.errors import Forbidden, Illegal, Invalid, NotFound, Stale
from tables.errors import ServiceError as ServiceError  # the base, for the callers
from tables.models import Action, Table
from tables.names import seat_facts
from tables.phrases import render
from tables.signals import table_finished

log = logging.getLogger(__name__)

# Made here: practice by create_table, friends by tables.friends; others: register_mode.
MODES = (str(Table.Mode.PRACTICE.value), str(Table.Mode.FRIENDS.value))


def group_name(table_id: object) -> str:
    return f"table-{table_id}"


# ---------------------------------------------------------------- reading


def find_table(table_id: object, player: Player | None, *, lock: bool = False) -> Table:
    """The table ``table_id`` if ``player`` sits at it (its owner, or a person in one of its
    seats); NotFound / Forbidden otherwise."""
    table = Table.objects.row(table_key(table_id), lock=lock)
    if table is None:
        raise NotFound(_("There is no such table."))
    check_seated(table, player)
    return table


def check_seated(table: Table, player: Player | None) -> None:
    """Forbidden unless ``player`` owns ``table`` or holds one of its seats."""
    if player is None or (table.owner_id != player.pk and seat_of(table, player) is None):
        raise Forbidden(_("This is someone else's table."))


def coached(table: Table) -> bool:
    """Whether the coach may help at ``table``: every table but a ranked daily's, where each
    person plays on their own (a friends' table is practice: each seat its own hint)."""
    return table.mode != Table.Mode.DAILY


def table_key(table_id: object) -> uuid.UUID:
    """A table's id as a client wrote it, or NotFound."""
    try:
        return uuid.UUID(str(table_id))
    except ValueError:
        raise NotFound(_("There is no such table.")) from None


def person_seat(table: Table) -> int:
    """The first person's seat: the owner's, at a table of one person (practice, daily)."""
    return next(i for i, seat in enumerate(table.seats) if seat["kind"] == "person")


def seat_of(table: Table, player: Player | None) -> int | None:
    """The seat ``player`` holds at ``table``, or None: each person acts and sees from their
    own seat only."""
    if player is None:
        return None
    return next((i for i, seat in enumerate(table.seats)
                 if seat["kind"] == "person" and seat.get("player") == player.pk), None)


def player_seat(table: Table, player: Player | None) -> int:
    """The seat of ``player``, who ``find_table`` let through: their own, or at a table of
    one person the person's (its owner may have no seat of their own there)."""
    seat = seat_of(table, player)
    return person_seat(table) if seat is None else seat


def seat_view(table: Table, seat: int | None = None, since: object = None) -> dict[str, Any]:
    """What ``seat`` (by default the person) may see, plus the table's own fields, with the
    public events after version ``since`` (a client's last version; none by default)."""
    seat = person_seat(table) if seat is None else seat
    if table.status == Table.Status.WAITING:
        return waiting_view(table, seat)
    spec = registry.get(table.game)
    state = decoded_state(table, spec)
    view = spec.engine.view(state, seat, since_version(since, table.version))
    names = registry.known_names(spec)
    view.update({
        "table": str(table.id),
        "version": table.version,
        "mode": table.mode,
        "options": table.options,
        "players": [
            # With its gender and its spellings in other scripts (tables/names.py), so
            # that sentences about it agree and a Hebrew page writes it in Hebrew.
            {"seat": i, "name": s["name"], "kind": s["kind"], "level": s.get("level"),
             # A person's presence (tables.presence): away, and played for by a computer.
             "away": bool(s.get("away")), "standin": bool(s.get("standin")),
             **seat_facts(s, names)}
            for i, s in enumerate(table.seats)
        ],
        "thinking": _computer_seat(spec, table, state),
        # Who sits where, as a key: a client redraws a view of the version it shows when this
        # differs (a person away or back, a seat handed over: no move, no new version).
        "seating": zlib.crc32(json.dumps([[s["kind"], s["name"], s.get("away"), s.get("standin")]
                                          for s in table.seats]).encode()),
        # Whether Hint and the review may be asked for (tables/coaching.py): the renderer
        # shows them only then.
        "coach": spec.coach is not None and coached(table),
    })
    if table.mode == Table.Mode.FRIENDS:  # the table's games so far, and its rematch
        view.update(sheet.fields(table, state))
    if table.status == Table.Status.CLOSED:  # nobody came back to it: over, no result
        view.update(status="closed", legal_actions=[], to_act=[], thinking=None)
    return view


def waiting_view(table: Table, seat: int) -> dict[str, Any]:
    """What a seated person sees of a table before its start: who sits where, and the
    invitation; never a card (the deal is made, but nobody may see it yet)."""
    return {
        "table": str(table.id),
        "game": table.game,
        "mode": table.mode,
        "status": table.status,
        "version": table.version,
        "options": table.options,
        "seat": seat,
        "host": table.seats[seat].get("player") == table.owner_id,
        "players": seat_list(table, seat),
        "invite": table.invite,
        "invite_url": invite_url(table),
        "code": table.code,
        "legal_actions": [],
        "events": [],
    }


def seat_list(table: Table, seat: int) -> list[dict[str, Any]]:
    """Who sits where at a friends' table, as its waiting room and seats page list them."""
    return [{"seat": i, "kind": s["kind"], "name": s["name"] if s["kind"] != "open" else None,
             "level": s.get("level") if s["kind"] == "computer" else None, "you": i == seat,
             "away": bool(s.get("away")), "standin": bool(s.get("standin")),
             "reopened": bool(s.get("reopened"))} for i, s in enumerate(table.seats)]


def invite_url(table: Table) -> str:
    """The page of a friends' table's invitation."""
    return f"/tables/{table.id}/join/?invite={table.invite}"


def version_of(text: str) -> int | None:
    """A version a client wrote in a URL (``?since=12``), or None. ASCII digits only, and
    few: ``"²".isdigit()`` is true but ``int()`` refuses it, as it refuses 5,000 digits."""
    if text.isascii() and text.isdigit() and len(text) <= 18:
        return int(text)
    return None


def since_version(since: object, version: int) -> int | None:
    """A client's ``since`` as a version: garbage or the future means no events."""
    if isinstance(since, str):
        since = version_of(since)
    if isinstance(since, bool) or not isinstance(since, int) or not 0 <= since <= version:
        return None
    return since


def active_table(player: Player, game: str | None = None) -> Table | None:
    """The player's most recently used unfinished practice table."""
    tables = Table.objects.filter(owner=player, status=Table.Status.ACTIVE, mode="practice")
    if game:
        tables = tables.filter(game=game)
    return tables.order_by("-updated_at").first()


# ---------------------------------------------------------------- writing


class ModeOpener(Protocol):
    """Opens (or resumes) a table of a mode another app owns, for ``POST /api/tables/``:
    ``fields`` is the request's object; returns the table and whether it is new. Refusals
    are ``ServiceError``s."""

    def __call__(self, request: HttpRequest, player: Player, spec: registry.GameSpec,
                 fields: Mapping[str, Any]) -> tuple[Table, bool]: ...


# Modes whose tables another app opens, by mode: the daily, from leaderboards, which the
# tables layer does not know otherwise.
_OPENERS: dict[str, ModeOpener] = {}


def register_mode(mode: str, opener: ModeOpener) -> None:
    _OPENERS[mode] = opener


def modes() -> list[str]:
    return [*MODES, *(mode for mode in _OPENERS if mode not in MODES)]


def game_spec(game: object) -> registry.GameSpec:
    """The game a client named, or Invalid saying which games there are."""
    try:
        return registry.get(game)
    except registry.UnknownGame:
        names = _either([spec.name for spec in registry.games()])
        if not isinstance(game, str):
            raise Invalid(_("Send game as the name of a game: %(names)s.")
                          % {"names": names}) from None
        raise Invalid(_("There is no game called “%(game)s”: use %(names)s.")
                      % {"game": game[:40], "names": names}) from None


def mode_opener(mode: object) -> ModeOpener | None:
    """None for a mode of this app's (practice, friends); another app's opener for its mode;
    Invalid, in plain words, for anything else."""
    if mode in MODES:
        return None
    if isinstance(mode, str) and mode in _OPENERS:
        return _OPENERS[mode]
    choices = _either(modes())
    if not isinstance(mode, str):
        raise Invalid(_("Send mode as the name of a mode: %(choices)s.") % {"choices": choices})
    raise Invalid(_("There is no mode called “%(mode)s”: use %(choices)s.")
                  % {"mode": mode[:40], "choices": choices})


def _either(names: list[str]) -> str:
    """``practice``, ``practice or daily``, ``easy, normal or hard``: the names are codes a
    client sends (never translated); the list's words are the reader's."""
    if len(names) == 1:
        return names[0]
    first = pgettext("list separator", ", ").join(names[:-1])  # the table's JavaScript's too
    # Translators: the end of a list of choices: "easy, normal" or "hard".
    return _("%(names)s or %(last)s") % {"names": first, "last": names[-1]}


def create_table(player: Player, game: object, mode: object = "practice",
                 level: object = None, *, seats: object = None, options: object = None,
                 levels: object = None) -> Table:
    """A new table with fresh cards, as a client may ask for one: ``seats`` players (when
    None, the default of the game, or of the variant its options choose), the game's
    ``options``, computers of ``level`` or one level per computer seat in ``levels``."""
    spec = game_spec(game)
    if mode_opener(mode) is not None:  # a mode another app opens, with its own rules
        raise Invalid(_("A %(mode)s table is opened by its own app, not as a practice table.")
                      % {"mode": mode})
    seats = seats_for(spec.engine, options).default if seats is None else seats
    checked = checked_options(spec, seats, options)
    return open_table(player, spec, mode, secrets.token_hex(16),
                      computer_levels(spec, int(seats) - 1, level, levels), seats=int(seats),
                      options=checked)


def checked_options(spec: registry.GameSpec, seats: object, options: object) -> dict[str, Any]:
    """The complete options for a table, or Invalid with the engine's reason."""
    try:
        return spec.engine.validate_options(seats, options)
    except InvalidOptions as exc:
        raise Invalid(_sentence(render(exc.phrase))) from None


def computer_levels(spec: registry.GameSpec, computers: int, level: object = None,
                    levels: object = None) -> list[str]:
    """One level per computer seat: ``levels`` as given, else ``level`` (else the default)
    for all."""
    if levels is None:
        levels = [spec.default_level if level is None else level] * computers
    if not isinstance(levels, list) or len(levels) != computers:
        raise Invalid(ngettext(
            "Send levels as a list of %(count)d level, one per computer seat.",
            "Send levels as a list of %(count)d levels, one per computer seat.", computers,
        ) % {"count": computers})
    for each in levels:
        if not isinstance(each, str):
            raise Invalid(_("Send each level as the name of a level: %(levels)s.")
                          % {"levels": _either(list(spec.levels))})
        if each not in spec.levels:
            raise Invalid(_("There is no level called “%(level)s”: use %(levels)s.")
                          % {"level": each[:40], "levels": _either(list(spec.levels))})
    return list(levels)


def open_table(player: Player, spec: registry.GameSpec, mode: str, seed: str,
               levels: str | list[str], *, seats: int | None = None,
               options: dict[str, Any] | None = None, people: Sequence[Player] = ()) -> Table:
    """A new table dealt from ``seed``: the person in seat 0, the ``people`` after them,
    computers of ``levels`` (one level for all, or one per computer seat) in the others.

    The computers' names come from the seed too, so a daily looks the same for everybody.
    Call inside the caller's transaction when the table must appear with other rows.
    """
    seats = seats_for(spec.engine, options).default if seats is None else seats
    options = checked_options(spec, seats, options)
    computers = seats - 1 - len(people)
    if isinstance(levels, str):
        levels = [levels] * computers
    state = spec.engine.new_game(seed, seats, options)
    rng = random.Random(seed)
    names = rng.sample(spec.computer_names, computers)
    seat_rows = [person_row(p) for p in (player, *people)] + [
        {"kind": "computer", "level": level, "name": name}
        for level, name in zip(levels, names, strict=True)
    ]
    with transaction.atomic():
        table = Table(
            game=spec.name, mode=mode, owner=player, seats=seat_rows, seed=seed,
            options=options, state=spec.engine.encode_state(state),
        )
        table.computer_due = due_in(spec, table, state)
        table.save(force_insert=True)
        table.people.add(player, *people)
        # From the state in hand, no read; a friends' table made to wait (its caller sets
        # the status in this transaction) starts no turns.
        wake = bool(computer_seats(spec, table, state))
        transaction.on_commit(
            lambda: tell(table.pk, 0, wake=wake and table.status == Table.Status.ACTIVE),
            robust=True)
    return table


def person_row(player: Player) -> dict[str, Any]:
    """A person's seat row: who, under what name, and how sentences about them read."""
    return {"kind": "person", "player": player.pk, "name": player.nickname,
            "gender": player.gender or None}


def submit_action(player: Player | None, table_id: object, version: object,
                  action_data: object) -> Table:
    """Apply the person's action, sent when the table was at ``version``.

    An older version is accepted when every action since it was another seat's and the
    action is still legal: an optional action (a declaration, a move in a phase everyone
    plays at once) is not refused merely because a computer moved first. Once the person has
    acted since ``version`` the action is stale: sent twice, it is applied once.
    """
    if isinstance(version, bool) or not isinstance(version, int):
        raise Invalid(_("The version must be an integer."))
    with transaction.atomic():
        table = find_table(table_id, player, lock=True)
        if table.status == Table.Status.WAITING:
            raise Invalid(_("The game has not started yet."), table)
        if table.status == Table.Status.CLOSED:
            raise Invalid(_("This table was closed: nobody was at it any more."), table)
        seat = player_seat(table, player)
        if not 0 <= version <= table.version or (
            version < table.version
            and table.actions.filter(seq__gt=version, seat=seat).exists()
        ):
            raise Stale(
                _("The table is at version %(current)d, not %(sent)d: here is the current "
                  "view.") % {"current": table.version, "sent": version}, table,
            )
        spec = registry.get(table.game)
        try:
            action = spec.engine.decode_action(action_data)
        except InvalidAction as exc:
            raise Invalid(engine_reason(exc), table) from None
        state = decoded_state(table, spec)
        try:
            state = spec.engine.apply(state, seat, action)
        except IllegalAction as exc:
            if version < table.version:  # what the person saw has changed: resync
                raise Stale(_("The table has moved on to version %(current)d: %(reason)s")
                            % {"current": table.version, "reason": engine_reason(exc)},
                            table) from None
            raise Illegal(engine_reason(exc), table) from None
        for flag in ("away", "away_since", "standin"):  # the person is back: theirs again
            table.seats[seat].pop(flag, None)
        record(table, spec, [(seat, action)], state, schedule=True)
    return table


def record(table: Table, spec: registry.GameSpec, moves: Sequence[tuple[int, Any]],
           state: Any, *, schedule: bool) -> None:
    """Append ``moves`` (seat, action), each its own Action and version, and save the
    snapshot they made, in one INSERT and one UPDATE; after commit, tell the table's sockets
    once and, with ``schedule``, start the computers' turns if one may move."""
    first = table.version + 1
    table.version += len(moves)
    actions = [Action(table=table, seq=first + i, seat=seat,
                      action=spec.engine.encode_action(action))
               for i, (seat, action) in enumerate(moves)]
    table.state = spec.engine.encode_state(state)
    table.__dict__[_DECODED] = (table.state, state)
    finished = spec.engine.outcome(state) is not None
    if finished:
        table.status = Table.Status.FINISHED
        table.finished_at = timezone.now()
    table.computer_due = not finished and due_in(spec, table, state)
    Table.objects.write_move(table, actions)
    if finished:
        table_finished.send(sender=Table, table=table, state=state)
    table_id, version = table.pk, table.version
    # Known here, from the state in hand: no read after the commit to find it out.
    wake = schedule and not finished and bool(computer_seats(spec, table, state))
    row = table.to_message()  # the sockets take the row as written: no read back
    # robust: the action is committed; a failing notification or task queue must not turn it
    # into an error. A later page load, API read or WebSocket connect schedules again.
    transaction.on_commit(lambda: tell(table_id, version, wake=wake, row=row), robust=True)


def tell(table_id: object, version: int = 0, *, wake: bool = False,
         row: dict[str, Any] | None = None) -> None:
    """Tell the table's consumers it is at ``version`` (with ``row``, the table as
    committed: ``Table.to_message``); with ``wake``, start the computers' turns."""
    message: dict[str, Any] = {"type": "table.updated", "version": version}
    if row is not None:
        message["row"] = row
    try:
        layer_send.group_send(group_name(table_id), message)
    except Exception as exc:  # Redis away: the clients resync when they reconnect
        log.warning("could not tell table %s's clients about version %s: %r", table_id,
                    version, exc, extra={"table": str(table_id), "version": version})
    if wake:
        background.start("turns", str(table_id))


def after_change(table_id: object, version: int = 0, *, schedule: bool) -> None:
    """Tell the table's consumers; with ``schedule``, let a computer to act move (read from
    the table: for changes made without its state in hand, such as a seat handed over)."""
    tell(table_id, version)
    if schedule:
        table = Table.objects.filter(pk=table_id).first()
        if table is not None:
            ensure_progress(table, optional=True)


def ensure_progress(table: Table, *, optional: bool = False) -> None:
    """Start computer turns if a computer is to act (also after a restart or a lost task).

    With ``optional`` (after a change) also when a computer only may act: the change may
    have given it a reason to. A mere read asks only for what the game waits for, so a
    round-long optional declaration does not queue a job per page view.
    """
    if table.status != Table.Status.ACTIVE:
        return
    spec = registry.get(table.game)
    state = decoded_state(table, spec)
    if _computer_seat(spec, table, state) is not None or (
            optional and computer_seats(spec, table, state)):
        background.start("turns", str(table.pk))


def computer_to_act(table: Table) -> int | None:
    spec = registry.get(table.game)
    return _computer_seat(spec, table, decoded_state(table, spec))


def due_in(spec: registry.GameSpec, table: Any, state: Any) -> bool:
    """Whether the game waits for a computer seat that can act: what ``Table.computer_due``
    holds, and what the sweep looks for. (``table`` needs only ``seats``.)"""
    return any(plays_itself(table.seats, s) and spec.engine.legal_actions(state, s)
               for s in spec.engine.to_act(state))


_DECODED = "_decoded_state"  # where a Table instance keeps (its snapshot, that decoded)


def decoded_state(table: Table, spec: registry.GameSpec) -> Any:
    """The table's state, decoded once per instance and snapshot: a move, its view and the
    check for a computer to wake that follow one read share one decode."""
    kept = table.__dict__.get(_DECODED)
    if kept is not None and kept[0] is table.state:  # the same snapshot, not merely equal
        return kept[1]
    state = spec.engine.decode_state(table.state)
    table.__dict__[_DECODED] = (table.state, state)
    return state


def about(table: Table) -> dict[str, Any]:
    """The fields every log line about a table carries (``extra=about(table)``)."""
    return {"table": str(table.pk), "version": table.version}


def computer_seats(spec: registry.GameSpec, table: Table, state: Any) -> list[int]:
    """Computer seats that may act now: those the game waits for first, then the others."""
    return [s for s in arena.asked_seats(spec.engine, state) if plays_itself(table.seats, s)]


def _computer_seat(spec: registry.GameSpec, table: Table, state: Any) -> int | None:
    """The computer seat the game waits for, if any: the one shown as thinking."""
    seats = [s for s in spec.engine.to_act(state) if plays_itself(table.seats, s)]
    return seats[0] if seats else None


def plays_itself(seats: Sequence[Mapping[str, Any]], seat: int) -> bool:
    """Whether a computer plays ``seat``: a computer's seat, or an away person's taken over
    (``tables.presence``) while somebody is still at the table."""
    row = seats[seat]
    if row["kind"] == "computer":
        return True
    return bool(row.get("standin")) and any(
        other["kind"] == "person" and not other.get("away") for other in seats)


def engine_reason(error: InvalidAction | IllegalAction) -> str:
    """An engine's refusal in the reader's language, with the rule it names: "… (S13)"."""
    reason = render(error.phrase)
    rule = getattr(error, "rule", "")
    return f"{reason} ({rule})" if rule else reason


def _sentence(text: str) -> str:
    text = text.strip()
    return (text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
            if text else text)


def replay(table: Table, upto: int | None = None) -> Any:
    """Rebuild the state from seed and action log, up to version ``upto`` (default: all).

    The full replay must equal the stored snapshot.
    """
    spec = registry.get(table.game)
    state = spec.engine.new_game(table.seed, len(table.seats), table.options)
    rows = table.actions.order_by("seq")
    if upto is not None:
        rows = rows.filter(seq__lte=upto)
    for row in rows:
        state = spec.engine.apply(state, row.seat, spec.engine.decode_action(row.action))
    return state
