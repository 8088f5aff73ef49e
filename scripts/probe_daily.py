"""Probe who reaches the public board: people behind one address, established or fresh.

    .venv/bin/python scripts/probe_daily.py [--established 30] [--fresh 60] [--game sixes]

The whole site in this process (a throwaway SQLite database, the rate limits on at their
defaults, computer turns inline), time frozen at noon UTC on two days. On the first day
``--established`` people make themselves a guest (a nickname) from one address; on the next
they each play the daily from that address. On the same day ``--fresh`` browsers with no
cookies (private windows) play the daily from another single address, first thing: each is
a new player. Every daily is played to its end through the JSON API, the person taking the
first legal action. Printed: how many started, finished and reached the public day board,
and how many were refused, from each address.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FIRST = dt.date(2026, 11, 24)
OFFICE, PRIVATE = "198.51.100.30", "203.0.113.5"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--established", type=int, default=30)
    parser.add_argument("--fresh", type=int, default=60)
    parser.add_argument("--game", default="sixes")
    args = parser.parse_args(argv)

    folder = tempfile.mkdtemp(prefix="probe-daily-")
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/probe.sqlite3"
    for name in ("REDIS_URL", "RATE_LIMITS", "RATE_LIMITS_ENABLED"):
        os.environ.pop(name, None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    import time_machine
    from django.conf import settings
    from django.core.management import call_command
    from django.test import Client

    from leaderboards.models import DailyChallenge, Result

    call_command("migrate", verbosity=0)
    settings.TABLES_BACKGROUND_ON_LOOP = False  # computer turns inline, in this process
    settings.ALLOWED_HOSTS = ["testserver"]

    def at(day: dt.date) -> dt.datetime:
        return dt.datetime.combine(day, dt.time(12), tzinfo=dt.UTC)

    def browser(address: str) -> Client:
        client = Client(REMOTE_ADDR=address)
        client.get("/")
        return client

    def post(client: Client, url: str, body: dict[str, Any]) -> Any:
        return client.post(url, json.dumps(body), content_type="application/json",
                           HTTP_X_CSRFTOKEN=client.cookies["csrftoken"].value)

    def play_daily(client: Client) -> str:
        """'refused', or how the ranked daily ended: 'ranked' or 'provisional'."""
        response = post(client, "/api/tables/", {"game": args.game, "mode": "daily"})
        if response.status_code != 201:
            return f"refused {response.status_code} {response.json()['error']['code']}"
        table, view = response.json()["id"], response.json()["view"]
        while view["status"] == "active":
            answer = post(client, f"/api/tables/{table}/actions/",
                          {"version": view["version"], "action": view["legal_actions"][0]})
            assert answer.status_code == 200, answer.content
            view = answer.json()["view"]
        result = Result.objects.get(table_id=table)
        return "provisional" if result.provisional else "ranked"

    office: list[Client] = []
    with time_machine.travel(at(FIRST), tick=False):
        for n in range(args.established):
            client = browser(OFFICE)
            response = post(client, "/api/me/", {"nickname": f"Office{n:02d}"})
            assert response.status_code == 200, response.content
            office.append(client)
    tally: dict[str, dict[str, int]] = {OFFICE: {}, PRIVATE: {}}
    with time_machine.travel(at(FIRST + dt.timedelta(days=1)), tick=False):
        for client in office:
            outcome = play_daily(client)
            tally[OFFICE][outcome] = tally[OFFICE].get(outcome, 0) + 1
        for _ in range(args.fresh):
            outcome = play_daily(browser(PRIVATE))
            tally[PRIVATE][outcome] = tally[PRIVATE].get(outcome, 0) + 1
        board = DailyChallenge.objects.get(game=args.game, date=FIRST + dt.timedelta(days=1))
        public = Result.objects.filter(challenge=board, provisional=False)
        print(f"{args.game} daily of {board.date}, newcomer limit "
              f"{settings.RATE_LIMITS['newcomer']['address']} per address")
        print(f"  {args.established} established people (first seen the day before) behind "
              f"{OFFICE}: {tally[OFFICE]}")
        print(f"  {args.fresh} fresh browsers (no cookies) behind {PRIVATE}: {tally[PRIVATE]}")
        print(f"  on the public day board: {board.players} players, "
              f"{public.filter(player__nickname__startswith='Office').count()} of them the "
              f"established ones; {Result.objects.filter(provisional=True).count()} provisional "
              f"results, on no board")


if __name__ == "__main__":
    main()
