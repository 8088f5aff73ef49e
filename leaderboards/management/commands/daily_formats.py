"""``manage.py daily_formats [--game G]… [--days 1000] [--jobs 2] [--out F] [--skip K]…``:
the table of daily formats (leaderboards/formats.py), measured and printed; ``--report``
prints the table of what ``--out`` (and each ``--data``) already holds, gzipped or not."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from leaderboards import formats
from tables import registry


class Command(BaseCommand):
    help = ("Simulate days of each game's daily formats, Hard against Normal in the person's "
            "seat, and print which format ranks skill best within 3 to 10 minutes.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--game", action="append", dest="games", default=None,
                            help="a game to measure (again for more; default: every game "
                                 "with more than one daily format)")
        parser.add_argument("--days", type=int, default=1000)
        parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
        parser.add_argument("--seed", default="daily-formats")
        parser.add_argument("--out", type=Path, default=Path("daily-formats.jsonl"),
                            help="JSON lines, one per format, day and level; a run resumes")
        parser.add_argument("--skip", action="append", default=[], metavar="FORMAT",
                            help="a format key to leave out of the days played now (a long "
                                 "format measured on fewer days)")
        parser.add_argument("--report", action="store_true",
                            help="print the table of --out without playing")
        parser.add_argument("--data", action="append", type=Path, default=[], metavar="FILE",
                            help="with --report: another file of measured days to read "
                                 "(again for more; docs/daily-formats/*.jsonl.gz)")

    def handle(self, *args: Any, games: list[str] | None, days: int, jobs: int, seed: str,
               out: Path, skip: list[str], report: bool, data: list[Path],
               **options: Any) -> None:
        names = games or [spec.name for spec in registry.games() if len(spec.daily_formats) > 1]
        for name in names:
            try:
                registry.get(name)
            except registry.UnknownGame:
                raise CommandError(f"no game called {name!r}") from None
        if days < 1 or jobs < 1:
            raise CommandError("--days and --jobs must be at least 1")
        if data and not report:
            raise CommandError("--data is read by --report alone (a run writes --out)")
        started = time.perf_counter()
        if not report:
            for line in formats.run(names, days, seed, out, jobs, skip=skip):
                self.stdout.write(f"{line} ({time.perf_counter() - started:.0f} s)")
        found = [p for path in (out, *data) for p in formats.load(path)
                 if p.game in names and p.day < days]
        self.stdout.write("\n".join(formats.report(formats.table(found))))
