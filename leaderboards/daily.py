"""The daily challenge: one seed and setup per game and UTC day, one ranked attempt per player."""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext, ngettext

from accounts.models import Player
from config.client import client_ip, counted_network
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

    Its seats and options are the game's daily setup now, stored on the row: tables are
    opened and results verified with the row's, whatever the game's setup becomes later.
    """
    spec = registry.get(game)  # UnknownGame for a game the site does not offer
    seats, options = table_setup(spec)
    challenge, _ = DailyChallenge.objects.get_or_create(
        game=game, date=day, defaults={"seed": day_seed(game, day), "seats": seats,
                                       "options": options},
    )
    if challenge.seats is None:  # a row made without a setup (by hand): it gets today's
        DailyChallenge.objects.filter(pk=challenge.pk, seats__isnull=True).update(
            seats=seats, options=options)
        challenge.refresh_from_db()
    return challenge


def existing_challenge(game: str, day: dt.date) -> DailyChallenge | None:
    """A challenge that may be shown: not in the future; today's is created on demand."""
    if day > today():
        return None
    if day == today():
        return ensure_challenge(game, day)
    return DailyChallenge.objects.filter(game=game, date=day).first()


def client_address(request: HttpRequest) -> str:
    """A keyed hash of the client's address: enough to count attempts, not to find anyone.

    The address is the one the site's trusted proxies saw (``config.client``: never an
    entry the client could write itself); an IPv6 client counts by its /64, as one household.
    """
    counted = counted_network(client_ip(request))
    key = settings.DAILY_SECRET.encode()
    return hmac.new(key, f"address/{counted}".encode(), hashlib.sha256).hexdigest()


def ranked_entry(player: Player, challenge: DailyChallenge) -> Entry | None:
    return (Entry.objects.select_related("table")
            .filter(challenge=challenge, player=player, ranked=True).first())


def play_ranked(player: Player, game: str, address: str) -> Table:
    """The player's one ranked table for today's daily: resumed if started, else created."""
    return start_ranked(player, game, address)[0]


def start_ranked(player: Player, game: str, address: str) -> tuple[Table, bool]:
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
            # The challenge's row lock makes counting and creating one step for the address.
            DailyChallenge.objects.select_for_update().filter(pk=challenge.pk).first()
            used = Entry.objects.filter(challenge=challenge, ranked=True, address=address).count()
            if used >= settings.DAILY_RANKED_PER_ADDRESS:
                raise DailyRefused(ngettext(
                    "A ranked daily has been played from your network today, the most we "
                    "allow. Please come back tomorrow, or log in to the account you played "
                    "with.",
                    "%(count)s ranked dailies have been played from your network today, the "
                    "most we allow. Please come back tomorrow, or log in to the account you "
                    "played with.", used) % {"count": used}, "address_limit",
                )
            table = _open(player, challenge)
            Entry.objects.create(challenge=challenge, player=player, table=table, ranked=True,
                                 address=address)
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


def table_setup(spec: registry.GameSpec) -> tuple[int, dict[str, Any]]:
    """The daily's table size and complete options, the same for everybody."""
    seats = spec.daily_seats or spec.engine.default_seats
    return seats, spec.engine.validate_options(seats, dict(spec.daily_options))


def _open(player: Player, challenge: DailyChallenge) -> Table:
    spec = registry.get(challenge.game)
    assert challenge.seats is not None  # ensure_challenge fills it in
    return services.open_table(player, spec, Table.Mode.DAILY, challenge.seed, spec.daily_level,
                               seats=challenge.seats, options=dict(challenge.options))
