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
from collections.abc import Mapping
from typing import Any, Protocol

from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from accounts.models import Player
from cards import IllegalAction, InvalidAction, InvalidOptions, arena, seats_for
from tables import background, layer_send, registry
from tables.models import Action, Table
from tables.names import seat_facts
from tables.phrases import render
from tables.signals import table_finished

log = logging.getLogger(__name__)

MODES = (str(Table.Mode.PRACTICE.value),)  # made by create_table; others: register_mode


class ServiceError(Exception):
    """A refused request: ``code`` and ``status`` go to the client with the message."""

    code = "error"
    status = 400

    def __init__(self, message: str, table: Table | None = None, *, code: str | None = None,
                 status: int | None = None, details: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.table = table
        if code is not None:
            self.code = code
        if status is not None:
            self.status = status
        self.details = dict(details or {})  # more fields for the error object: plain JSON


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
        raise NotFound(_("There is no such table.")) from None
    tables = Table.objects.select_for_update() if lock else Table.objects
    table = tables.filter(pk=key).first()
    if table is None:
        raise NotFound(_("There is no such table."))
    if player is None or table.owner_id != player.pk:
        raise Forbidden(_("This is someone else's table."))
    return table


def person_seat(table: Table) -> int:
    return next(i for i, seat in enumerate(table.seats) if seat["kind"] == "person")


def seat_view(table: Table, seat: int | None = None, since: object = None) -> dict[str, Any]:
    """What ``seat`` (by default the person) may see, plus the table's own fields, with the
    public events after version ``since`` (a client's last version; none by default)."""
    spec = registry.get(table.game)
    seat = person_seat(table) if seat is None else seat
    state = spec.engine.decode_state(table.state)
    view = spec.engine.view(state, seat, _since(since, table.version))
    view.update({
        "table": str(table.id),
        "version": table.version,
        "mode": table.mode,
        "options": table.options,
        "players": [
            # With its gender and its spellings in other scripts (tables/names.py), so
            # that sentences about it agree and a Hebrew page writes it in Hebrew.
            {"seat": i, "name": s["name"], "kind": s["kind"], "level": s.get("level"),
             **seat_facts(s)}
            for i, s in enumerate(table.seats)
        ],
        "thinking": _computer_seat(spec, table, state),
        # Whether Hint and the review may be asked for (tables/coaching.py): the renderer
        # shows them only then.
        "coach": spec.coach is not None and table.mode == Table.Mode.PRACTICE,
    })
    return view


def version_of(text: str) -> int | None:
    """A version a client wrote in a URL (``?since=12``), or None. ASCII digits only, and
    few: ``"²".isdigit()`` is true but ``int()`` refuses it, as it refuses 5,000 digits."""
    if text.isascii() and text.isdigit() and len(text) <= 18:
        return int(text)
    return None


def _since(since: object, version: int) -> int | None:
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
    """None for a practice table (create_table makes it); another app's opener for its
    mode; Invalid, in plain words, for anything else."""
    if mode == Table.Mode.PRACTICE:
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
               options: dict[str, Any] | None = None) -> Table:
    """A new table dealt from ``seed``: the person in seat 0, computers of ``levels`` (one
    level for all, or one per computer seat) in the others.

    The computers' names come from the seed too, so a daily looks the same for everybody.
    Call inside the caller's transaction when the table must appear with other rows.
    """
    seats = seats_for(spec.engine, options).default if seats is None else seats
    options = checked_options(spec, seats, options)
    if isinstance(levels, str):
        levels = [levels] * (seats - 1)
    state = spec.engine.new_game(seed, seats, options)
    rng = random.Random(seed)
    names = rng.sample(spec.computer_names, seats - 1)
    seat_rows = [{"kind": "person", "player": player.pk, "name": player.nickname}] + [
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
        transaction.on_commit(lambda: after_change(table.pk, 0, schedule=True), robust=True)
    return table


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
        seat = person_seat(table)
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
        state = spec.engine.decode_state(table.state)
        try:
            state = spec.engine.apply(state, seat, action)
        except IllegalAction as exc:
            if version < table.version:  # what the person saw has changed: resync
                raise Stale(_("The table has moved on to version %(current)d: %(reason)s")
                            % {"current": table.version, "reason": engine_reason(exc)},
                            table) from None
            raise Illegal(engine_reason(exc), table) from None
        _record(table, spec, seat, action, state, schedule=True)
    return table


def play_computer_turn(table_id: object) -> bool:
    """Let one computer player act; False when none wants to.

    The seats the game waits for choose first; a seat that only may act (an optional
    declaration) is asked too and may decline. Each computer's randomness comes from the
    table's seed, the version and its seat, so the same situation always gets the same
    answer, and asking again at the same version declines again: this never loops.

    The computer thinks with no transaction open: on SQLite a write transaction locks the
    whole database, so a Hard decision inside one would hold up every other table's writes
    (a New game, the person's move elsewhere). Its action is then applied under the row
    lock only if the table is still at the version it thought at; if the person acted
    meanwhile, this returns True without acting and the caller asks again from the new
    position. The decision itself is a pure function of that version, so thinking outside
    the lock decides exactly what thinking inside it would.
    """
    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.status != Table.Status.ACTIVE:
        return False
    spec = registry.get(table.game)
    state = spec.engine.decode_state(table.state)
    must = set(spec.engine.to_act(state))
    for seat in _computer_seats(spec, table, state):
        legal = spec.engine.legal_actions(state, seat)
        if not legal:
            continue
        action = _choose(spec, table, state, seat, legal, required=seat in must)
        if action is None:
            continue
        with transaction.atomic():
            locked = Table.objects.select_for_update().filter(pk=table_id).first()
            if locked is None or locked.status != Table.Status.ACTIVE:
                return False
            if locked.version != table.version:
                return True  # the person moved while this computer thought: think again
            # The task calling this loops on, so only the consumers need telling.
            _record(locked, spec, seat, action, spec.engine.apply(state, seat, action),
                    schedule=False)
        return True
    return False


def _choose(spec: registry.GameSpec, table: Table, state: Any, seat: int, legal: Any,
            *, required: bool) -> Any:
    """The computer's choice at ``seat``, or None if it declines an optional action."""
    player = spec.players[table.seats[seat]["level"]]()
    rng = arena.decision_rng(table.seed, table.version, seat)
    # A bug in a player (an error, or an illegal choice) must not stall the table.
    try:
        # In a worker process when served embedded: a search must not hold this process's
        # GIL, which daphne's event loop needs (tables.background says more).
        action = background.think(player.choose, spec.engine.view(state, seat), legal, rng)
    except Exception:
        log.exception("%s failed at table %s version %s seat %s; playing %s instead",
                      type(player).__name__, table.pk, table.version, seat, legal[0],
                      extra=about(table))
        return legal[0] if required else None
    if action is None and not required:
        return None
    if action not in legal:
        log.error("%s chose an illegal action %s at table %s version %s seat %s; "
                  "playing %s instead", type(player).__name__, action, table.pk,
                  table.version, seat, legal[0], extra=about(table))
        return legal[0] if required else None
    return action


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
    table.computer_due = not finished and due_in(spec, table, state)
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
    try:
        layer_send.group_send(group_name(table_id), {"type": "table.updated", "version": version})
    except Exception as exc:  # Redis away: the clients resync when they reconnect
        log.warning("could not tell table %s's clients about version %s: %r", table_id,
                    version, exc, extra={"table": str(table_id), "version": version})
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
    state = spec.engine.decode_state(table.state)
    if _computer_seat(spec, table, state) is not None or (
            optional and _computer_seats(spec, table, state)):
        background.start("turns", str(table.pk))


def computer_to_act(table: Table) -> int | None:
    spec = registry.get(table.game)
    return _computer_seat(spec, table, spec.engine.decode_state(table.state))


def due_in(spec: registry.GameSpec, table: Any, state: Any) -> bool:
    """Whether the game waits for a computer seat that can act: what ``Table.computer_due``
    holds, and what the sweep looks for. (``table`` needs only ``seats``.)"""
    return any(table.seats[s]["kind"] == "computer" and spec.engine.legal_actions(state, s)
               for s in spec.engine.to_act(state))


def settle_due(table_id: object) -> bool:
    """Put right a table's ``computer_due`` when a turn job found nothing to play (a mark
    left by the migration's backfill, or a stale one), so the sweep stops queueing it;
    returns whether a computer is due."""
    table = Table.objects.filter(pk=table_id).first()
    if table is None:
        return False
    due = False
    if table.status == Table.Status.ACTIVE:
        spec = registry.get(table.game)
        due = due_in(spec, table, spec.engine.decode_state(table.state))
    if due != table.computer_due:
        # update(), not save(): updated_at stays the time of the last move; the version
        # filter leaves alone a table that moved meanwhile (its change set the mark).
        Table.objects.filter(pk=table.pk, version=table.version).update(computer_due=due)
        log.info("table %s version %s: computer_due set to %s", table.pk, table.version, due,
                 extra=about(table))
    return due


def about(table: Table) -> dict[str, Any]:
    """The fields every log line about a table carries (``extra=about(table)``)."""
    return {"table": str(table.pk), "version": table.version}


def _computer_seats(spec: registry.GameSpec, table: Table, state: Any) -> list[int]:
    """Computer seats that may act now: those the game waits for first, then the others."""
    return [s for s in arena.asked_seats(spec.engine, state)
            if table.seats[s]["kind"] == "computer"]


def _computer_seat(spec: registry.GameSpec, table: Table, state: Any) -> int | None:
    """The computer seat the game waits for, if any: the one shown as thinking."""
    seats = [s for s in spec.engine.to_act(state) if table.seats[s]["kind"] == "computer"]
    return seats[0] if seats else None


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
