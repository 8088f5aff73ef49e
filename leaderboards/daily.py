"""The daily challenge: one seed and setup per game and UTC day, one ranked attempt per player."""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext

from accounts.models import Player
from leaderboards.models import DailyChallenge, Entry
from tables import registry, services
from tables.models import Table


class DailyRefused(Exception):
    """A daily cannot be played now; the message says why, for the person."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


def today() -> dt.date:
    """The current UTC day: dailies change at midnight UTC for everybody."""
    return timezone.now().astimezone(dt.UTC).date()


def ends(day: dt.date) -> dt.datetime:
    """When a day's ranked attempts must be finished: its end plus the grace period."""
    start = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(), tzinfo=dt.UTC)
    return start + dt.timedelta(minutes=settings.DAILY_GRACE_MINUTES)


def next_start(now: dt.datetime | None = None) -> dt.datetime:
    """When the next daily begins: the coming midnight UTC."""
    now = (now or timezone.now()).astimezone(dt.UTC)
    return dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), tzinfo=dt.UTC)


def day_seed(game: str, day: dt.date) -> str:
    """HMAC-SHA256(secret, game and day): the same for everybody, unknowable without the
    secret, so nobody can compute tomorrow's daily from the public code."""
    message = f"daily/{game}/{day.isoformat()}".encode()
    return hmac.new(settings.DAILY_SECRET.encode(), message, hashlib.sha256).hexdigest()


def ensure_challenge(game: str, day: dt.date) -> DailyChallenge:
    """The challenge of ``game`` on ``day``, created if missing; safe to call twice at once.

    Its format, seats and options are the game's daily format now, stored on the row: tables
    are opened and results verified with the row's, whatever the game's format becomes later.
    """
    spec = registry.get(game)  # UnknownGame for a game the site does not offer
    seats, options = table_setup(spec)
    setup = {"seats": seats, "options": options, "format": spec.daily_format.key}
    challenge, _ = DailyChallenge.objects.get_or_create(
        game=game, date=day, defaults={"seed": day_seed(game, day), **setup},
    )
    if challenge.seats is None:  # a row made without a setup (by hand): it gets today's
        DailyChallenge.objects.filter(pk=challenge.pk, seats__isnull=True).update(**setup)
        challenge.refresh_from_db()
    return challenge


def existing_challenge(game: str, day: dt.date) -> DailyChallenge | None:
    """A challenge that may be shown: not in the future; today's is created on demand."""
    if day > today():
        return None
    if day == today():
        return ensure_challenge(game, day)
    return DailyChallenge.objects.filter(game=game, date=day).first()


def established(player: Player, day: dt.date) -> bool:
    """Whether ``player``'s ranked daily of ``day`` goes on the public boards: only a player
    first seen on an earlier UTC day than the daily's, guest or account alike (README, "Who
    is ranked"). A fresh identity — a private window, cleared cookies, a new account — may
    be a second look at the day's cards: its result is provisional, for its player alone."""
    return player.created_at.astimezone(dt.UTC).date() < day


def ranked_entry(player: Player, challenge: DailyChallenge) -> Entry | None:
    return (Entry.objects.select_related("table")
            .filter(challenge=challenge, player=player, ranked=True).first())


def play_ranked(player: Player, game: str) -> Table:
    """The player's one ranked table for today's daily: resumed if started, else created."""
    return start_ranked(player, game)[0]


def start_ranked(player: Player, game: str) -> tuple[Table, bool]:
    """``play_ranked`` saying whether the table is new (True) or resumed (False): the one
    path by which the lobby's form and the JSON API start a ranked daily."""
    challenge = ensure_challenge(game, today())
    entry = ranked_entry(player, challenge)
    if entry is not None:
        if entry.table.status == Table.Status.FINISHED:
            raise DailyRefused(gettext(
                "You have played today's daily already: one ranked attempt a day. "
                "You may replay it unranked."), "played",
            )
        return entry.table, False
    try:
        with transaction.atomic():
            table = _open(player, challenge)
            Entry.objects.create(challenge=challenge, player=player, table=table, ranked=True)
    except IntegrityError:  # a second request created it first: that one is the attempt
        entry = ranked_entry(player, challenge)
        if entry is None:
            raise
        return entry.table, False
    return table, True


def play_unranked(player: Player, game: str) -> Table:
    """A replay of today's daily that counts nowhere, once the ranked attempt is finished."""
    challenge = ensure_challenge(game, today())
    entry = ranked_entry(player, challenge)
    if entry is None or entry.table.status != Table.Status.FINISHED:
        raise DailyRefused(gettext(
            "Finish your ranked attempt at today's daily before replaying it."), "not_finished"
        )
    replay = (Entry.objects.select_related("table")
              .filter(challenge=challenge, player=player, ranked=False,
                      table__status=Table.Status.ACTIVE)
              .order_by("-created_at").first())
    if replay is not None:
        return replay.table
    with transaction.atomic():
        table = _open(player, challenge)
        Entry.objects.create(challenge=challenge, player=player, table=table, ranked=False)
    return table


def table_setup(spec: registry.GameSpec, played: registry.DailyFormat | None = None
                ) -> tuple[int, dict[str, Any]]:
    """The table size and complete options of the daily format ``played`` (by default
    today's), the same for everybody."""
    played = played or spec.daily_format
    seats = played.seats or spec.engine.default_seats
    return seats, spec.engine.validate_options(seats, dict(played.options))


def complete_options(game: str, seats: int, options: dict[str, Any]) -> dict[str, Any]:
    """A day's stored options as the engine completes them now: a day (or table) made before
    the engine gained an option (a match's length, say) reads with that option's default,
    as its tables are opened and replayed."""
    return dict(registry.get(game).engine.validate_options(seats, dict(options)))


def _open(player: Player, challenge: DailyChallenge) -> Table:
    spec = registry.get(challenge.game)
    assert challenge.seats is not None  # ensure_challenge fills it in
    return services.open_table(player, spec, Table.Mode.DAILY, challenge.seed, spec.daily_level,
                               seats=challenge.seats, options=dict(challenge.options))
