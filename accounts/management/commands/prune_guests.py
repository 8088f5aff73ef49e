"""``manage.py prune_guests``: the daily prune of idle guests and expired sessions, by hand."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from accounts.pruning import prune_guests


class Command(BaseCommand):
    help = ("Delete guests idle longer than GUEST_IDLE_DAYS with nothing worth keeping "
            "(no account, no daily result or ranked attempt), and clear expired sessions.")

    def handle(self, *args: Any, **options: Any) -> None:
        self.stdout.write(str(prune_guests()))
