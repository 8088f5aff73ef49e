"""``manage.py bench_leaderboards``: how fast the boards read with a full year of results.

Needs ``DATABASE_URL`` (PostgreSQL) and ``REDIS_URL``. It creates a throwaway test database
(``test_<name>``) and its own Redis key prefix, loads ``--today`` results for today and
``--year`` results in all over the last 365 days of ``--game`` (default: the first registered;
every result with its finished table, as the site would have them; ``--rounds`` random round
scores each, ranked by their sum alone in the game's direction), rebuilds the aggregates and
rank sets, then times server-side requests
as players far down today's board: today's board page, their own rank (JSON), and the week's
and all-time boards. Requests go through Django's whole request stack, in process; p50, p95
and max are printed. Run it with production settings (``DJANGO_DEBUG=0``):
``make bench-leaderboards``.
"""

from __future__ import annotations

import json
import random
import statistics
import time
import uuid
from typing import Any

from django.conf import settings
from django.contrib.sessions.backends.db import SessionStore
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection
from django.test import Client

from leaderboards import daily, ranks
from leaderboards.rebuild import rebuild_days
from tables import registry


class Command(BaseCommand):
    help = "Load a year of daily results into PostgreSQL and Redis and time the boards."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--today", type=int, default=100_000, help="results today")
        parser.add_argument("--year", type=int, default=1_000_000, help="results in the year")
        parser.add_argument("--players", type=int, default=None,
                            help="distinct players (default: as many as today's results)")
        parser.add_argument("--requests", type=int, default=300, help="timed requests each")
        parser.add_argument("--game", default=None,
                            help="the game's boards (default: the first registered game)")
        parser.add_argument("--rounds", type=int, default=10, help="rounds per result")

    def handle(self, *args: Any, **options: Any) -> None:
        if connection.vendor != "postgresql" or not settings.REDIS_URL:
            raise CommandError("Set DATABASE_URL (PostgreSQL) and REDIS_URL.")
        settings.LEADERBOARD_REDIS_PREFIX = f"bench-{uuid.uuid4().hex[:8]}"
        settings.ALLOWED_HOSTS = ["*"]
        # No collectstatic here: plain static URLs instead of the manifest's hashed ones.
        settings.STORAGES = {**settings.STORAGES, "staticfiles": {
            "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}
        old_name = connection.settings_dict["NAME"]
        connection.creation.create_test_db(verbosity=0, autoclobber=True)
        try:
            self.run(options)
        finally:
            client = ranks._client(settings.REDIS_URL)
            keys = list(client.scan_iter(f"{settings.LEADERBOARD_REDIS_PREFIX}:*"))
            if keys:
                client.delete(*keys)
            connection.creation.destroy_test_db(old_name, verbosity=0)

    def run(self, options: dict[str, Any]) -> None:
        today_n, year_n = options["today"], options["year"]
        players = options["players"] or today_n
        if year_n < today_n or players < today_n:
            raise CommandError("--year and --players must be at least --today")
        try:
            spec = registry.get(options["game"] or registry.games()[0].name)
        except (registry.UnknownGame, IndexError):
            raise CommandError(f"no such game: {options['game']}") from None
        started = time.perf_counter()
        first_player = load(spec, today_n, year_n, players, options["rounds"])
        self.stdout.write(f"loaded {year_n:,} results ({today_n:,} today) for {players:,} "
                          f"players in {time.perf_counter() - started:.0f} s")
        started = time.perf_counter()
        rebuild_days(None, None)
        self.stdout.write(f"rebuilt aggregates and Redis sets in "
                          f"{time.perf_counter() - started:.0f} s")
        rng = random.Random(1)
        # Players far down today's board (the last tenth), each with their own session.
        sample = [first_player + rng.randrange(today_n * 9 // 10, today_n)
                  for _ in range(options["requests"])]
        board = f"/daily/{spec.name}/"
        timings = {
            "today's board page": [time_get(as_player(p, board), board) for p in sample],
            "own rank (JSON)": [time_get(as_player(p, board), f"/api{board}today/me/")
                                for p in sample],
            "week's board page": [time_get(as_player(p, board), f"{board}week/")
                                  for p in sample],
            "all-time board page": [time_get(as_player(p, board), f"{board}all-time/")
                                    for p in sample],
        }
        for name, values in timings.items():
            values.sort()
            p95 = values[int(0.95 * (len(values) - 1))]
            self.stdout.write(f"{name:20s} p50 {statistics.median(values):6.2f} ms   "
                              f"p95 {p95:6.2f} ms   max {values[-1]:6.2f} ms   "
                              f"({len(values)} requests)")


def as_player(player_id: int, board: str) -> Client:
    session = SessionStore()
    session["player_id"] = player_id
    session.create()
    client = Client()
    client.cookies[settings.SESSION_COOKIE_NAME] = session.session_key
    client.get(board, secure=True)  # warm: a first request pays for setup
    return client


def time_get(client: Client, url: str) -> float:
    started = time.perf_counter()
    response = client.get(url, secure=True)  # production redirects plain HTTP
    elapsed = (time.perf_counter() - started) * 1000
    if response.status_code != 200:
        raise CommandError(f"{url} answered {response.status_code}")
    return elapsed


def load(spec: registry.GameSpec, today_n: int, year_n: int, players: int, rounds_n: int
         ) -> int:
    """Players, a year of challenges, and results with their tables, generated in SQL."""
    today = daily.today()
    seats, options = daily.table_setup(spec)
    # Ranked by the total alone, as Outcome.by_total gives it: the key is (∓total,).
    sign = -1 if spec.engine.better == "higher" else 1
    others = year_n - today_n
    per_day = -(-others // 364)
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO accounts_player (nickname, hidden, created_at) "
            "SELECT 'bench' || g, false, now() FROM generate_series(1, %s) g", [players])
        cursor.execute("SELECT min(id) FROM accounts_player WHERE nickname LIKE 'bench%%'")
        first_player = cursor.fetchone()[0]
        cursor.execute(
            "INSERT INTO leaderboards_dailychallenge (game, date, seed, seats, options, "
            "created_at, players, histogram, round_sums, round_counts, round_best) "
            "SELECT %s, %s::date - d, md5(d::text), %s, %s, now(), 0, '{}', '[]', '[]', '[]' "
            "FROM generate_series(0, 364) d", [spec.name, today, seats, json.dumps(options)])
        # One source row per result: today's are players 0..today_n-1; each earlier day has
        # per_day players, a window sliding through the field so that nobody plays twice a day.
        cursor.execute(
            "CREATE TEMP TABLE bench_src AS "
            "SELECT gen_random_uuid() AS table_id, c.id AS challenge_id, c.date, "
            "       %(first)s + s.k AS player_id, "
            "       c.date + make_interval(secs => floor(random() * 86000)::int) AS finished "
            "FROM leaderboards_dailychallenge c "
            "JOIN LATERAL (SELECT k FROM generate_series(0, %(today_n)s - 1) k "
            "              WHERE c.date = %(today)s "
            "              UNION ALL "
            "              SELECT ((%(today)s - c.date) * %(per_day)s + j) %% %(players)s "
            "              FROM generate_series(0, %(per_day)s - 1) j "
            "              WHERE c.date < %(today)s AND "
            "                    (%(today)s - c.date - 1) * %(per_day)s + j < %(others)s) s "
            "ON true",
            {"first": first_player, "today_n": today_n, "today": today, "per_day": per_day,
             "players": players, "others": others})
        cursor.execute(
            "INSERT INTO tables_table (id, game, mode, owner_id, seats, seed, options, state, "
            "version, status, created_at, updated_at, finished_at) "
            "SELECT table_id, %s, 'daily', player_id, '[]', '', '{}', '{}', 0, "
            "'finished', finished, finished, finished FROM bench_src", [spec.name])
        # Round scores from -4 to +4 each (a rough spread of real ones), and their sum.
        rounds = [f"r{i}" for i in range(rounds_n)]
        cursor.execute("ALTER TABLE bench_src " + ", ".join(f"ADD COLUMN {r} int" for r in rounds))
        cursor.execute("UPDATE bench_src SET " + ", ".join(
            f"{r} = floor(random() * 9)::int - 4" for r in rounds))
        total = " + ".join(rounds)
        cursor.execute(
            "INSERT INTO leaderboards_result (challenge_id, player_id, table_id, game, date, "
            "rank_key, key, total, round_scores, finished_at) "
            f"SELECT challenge_id, player_id, table_id, %s, date, %s * ({total}), "
            f"jsonb_build_array(%s * ({total})), {total}, "
            f"jsonb_build_array({', '.join(rounds)}), finished FROM bench_src",
            [spec.name, sign, sign])
        cursor.execute("DROP TABLE bench_src")
        cursor.execute("ANALYZE")
    return int(first_player)
