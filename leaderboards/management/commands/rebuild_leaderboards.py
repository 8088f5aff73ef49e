"""``manage.py rebuild_leaderboards [--from DATE] [--to DATE]``: refill the derived data."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from leaderboards.rebuild import rebuild_days


class Command(BaseCommand):
    help = "Rebuild the daily aggregates and Redis rank sets from the results in the database."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--from", dest="first", type=dt.date.fromisoformat, default=None)
        parser.add_argument("--to", dest="last", type=dt.date.fromisoformat, default=None)

    def handle(self, *args: Any, first: dt.date | None, last: dt.date | None,
               **options: Any) -> None:
        count = rebuild_days(first, last)
        self.stdout.write(f"rebuilt {count} daily challenge(s)")
