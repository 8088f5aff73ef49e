"""Pruning old idle guests (issue 15): a guest nobody has seen for ``GUEST_IDLE_DAYS`` and
who has nothing worth keeping is deleted with its tables; expired sessions go too.

Worth keeping, whatever the age: an account (never pruned), a result on a daily board, a
ranked daily attempt (it also counts against its address's daily limit), and a table touched
within the idle period. So only guests with practice tables or unranked replays, or nothing
at all, are deleted; their tables, actions and unranked entries cascade with them.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from importlib import import_module

from django.conf import settings
from django.db import transaction
from django.db.models import Exists, OuterRef, QuerySet
from django.utils import timezone

from accounts.models import Player
from leaderboards.models import Entry, Result
from tables.models import Table

BATCH = 500  # players deleted per transaction: short locks, bounded memory


@dataclass(frozen=True)
class Pruned:
    guests: int
    tables: int
    sessions: int | None  # expired sessions cleared; None: a backend that does not count

    def __str__(self) -> str:
        sessions = "?" if self.sessions is None else self.sessions
        return (f"deleted {self.guests} idle guest(s) with {self.tables} table(s); "
                f"cleared {sessions} expired session(s)")


def prunable(cutoff: dt.datetime) -> QuerySet[Player]:
    """Guests last seen before ``cutoff`` with nothing worth keeping."""
    pk = OuterRef("pk")
    return (Player.objects.filter(user__isnull=True, last_seen__lt=cutoff)
            .exclude(Exists(Table.objects.filter(owner=pk, updated_at__gte=cutoff)))
            .exclude(Exists(Result.objects.filter(player=pk)))
            .exclude(Exists(Entry.objects.filter(player=pk, ranked=True))))


def prune_guests(now: dt.datetime | None = None) -> Pruned:
    """Delete the idle guests (in batches) and clear the expired sessions."""
    now = now or timezone.now()
    cutoff = now - dt.timedelta(days=settings.GUEST_IDLE_DAYS)
    guests = tables = 0
    while ids := list(prunable(cutoff).values_list("pk", flat=True)[:BATCH]):
        with transaction.atomic():
            # Checked again in the deleting statement: a guest who came back meanwhile stays.
            _count, by_model = prunable(cutoff).filter(pk__in=ids).delete()
        guests += by_model.get(Player._meta.label, 0)
        tables += by_model.get(Table._meta.label, 0)
        if len(ids) < BATCH:
            break
    return Pruned(guests, tables, clear_expired_sessions())


def clear_expired_sessions() -> int | None:
    """What ``manage.py clearsessions`` does, counted when the sessions are rows."""
    engine = import_module(settings.SESSION_ENGINE)
    counted = None
    if settings.SESSION_ENGINE == "django.contrib.sessions.backends.db":
        from django.contrib.sessions.models import Session

        counted = Session.objects.filter(expire_date__lt=timezone.now()).count()
    engine.SessionStore.clear_expired()
    return counted
