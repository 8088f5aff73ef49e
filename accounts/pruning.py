"""Pruning old idle guests (issue 15): a guest nobody has seen for ``GUEST_IDLE_DAYS`` and
who has nothing worth keeping is deleted with what he owns; expired sessions go too.

An account is never pruned. What else is worth keeping, whatever the age, the apps that hold
a guest's things say, each registering a :data:`Keeper` in its ``AppConfig.ready`` (accounts
knows none of them): the tables keep a guest with a table touched within the idle period, the
leaderboards one with a result on a daily board or a ranked daily attempt (it also counts
against its address's daily limit). So only guests with practice tables or unranked replays,
or nothing at all, are deleted; their tables, actions and unranked entries cascade with them.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from django.conf import settings
from django.db import models, transaction
from django.db.models import Exists, OuterRef, QuerySet
from django.utils import timezone

from accounts.models import Player

# What keeps a guest: given the guest (an OuterRef to the player's pk) and the cutoff, an
# Exists true of a guest who must stay.
Keeper = Callable[[Any, dt.datetime], Exists]
_keepers: list[Keeper] = []
# The models whose deleted rows the report counts, by the word it counts them in ("table").
_counted: dict[str, str] = {}

BATCH = 500  # players deleted per transaction: short locks, bounded memory


def keep_guests(keeper: Keeper) -> Keeper:
    """Register ``keeper``: no guest it is true of is pruned (an app calls this in its
    ``AppConfig.ready``; registering the same function twice changes nothing)."""
    if keeper not in _keepers:
        _keepers.append(keeper)
    return keeper


def count_deleted(model: type[models.Model], word: str) -> None:
    """Count the rows of ``model`` deleted with the guests in the report, as ``word``s."""
    _counted[model._meta.label] = word


@dataclass(frozen=True)
class Pruned:
    guests: int
    sessions: int | None  # expired sessions cleared; None: a backend that does not count
    deleted: dict[str, int] = field(default_factory=dict)  # word -> rows, of count_deleted's

    def __str__(self) -> str:
        sessions = "?" if self.sessions is None else self.sessions
        owned = ", ".join(f"{count} {word}(s)" for word, count in self.deleted.items())
        return (f"deleted {self.guests} idle guest(s){' with ' + owned if owned else ''}; "
                f"cleared {sessions} expired session(s)")


def prunable(cutoff: dt.datetime) -> QuerySet[Player]:
    """Guests last seen before ``cutoff`` with nothing worth keeping."""
    guests = Player.objects.filter(user__isnull=True, last_seen__lt=cutoff)
    for keeper in _keepers:
        guests = guests.exclude(keeper(OuterRef("pk"), cutoff))
    return guests


def prune_guests(now: dt.datetime | None = None) -> Pruned:
    """Delete the idle guests (in batches) and clear the expired sessions."""
    now = now or timezone.now()
    cutoff = now - dt.timedelta(days=settings.GUEST_IDLE_DAYS)
    guests = 0
    deleted = dict.fromkeys(_counted.values(), 0)
    while ids := list(prunable(cutoff).values_list("pk", flat=True)[:BATCH]):
        with transaction.atomic():
            # Checked again in the deleting statement: a guest who came back meanwhile stays.
            _count, by_model = prunable(cutoff).filter(pk__in=ids).delete()
        guests += by_model.get(Player._meta.label, 0)
        for label, word in _counted.items():
            deleted[word] += by_model.get(label, 0)
        if len(ids) < BATCH:
            break
    return Pruned(guests, clear_expired_sessions(), deleted)


def clear_expired_sessions() -> int | None:
    """What ``manage.py clearsessions`` does, counted when the sessions are rows."""
    engine = import_module(settings.SESSION_ENGINE)
    counted = None
    if settings.SESSION_ENGINE == "django.contrib.sessions.backends.db":
        from django.contrib.sessions.models import Session

        counted = Session.objects.filter(expire_date__lt=timezone.now()).count()
    engine.SessionStore.clear_expired()
    return counted
