"""Where an action's milliseconds go: cProfile around the computers' runs
(``tables.turns.play_computer_run``) and the person's actions with the view a socket is
sent, on PostgreSQL, as a Celery worker and a daphne run them (stdlib).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME .venv/bin/python scripts/profile_turn.py
    ... scripts/profile_turn.py --turns 400 --level normal --game sheepshead --top 30

It migrates, creates a guest and practice tables at ``--level`` and plays them: the
computers' moves in runs (read the table, decode, each player's ``choose`` on its view, then
the locked write of the run: its Action rows, the snapshot, the commit and one
``table.updated`` message); the person's turns random legal actions (``submit_action``)
followed by the view message a socket would send (``tables.fanout.view_message``). Nothing
is queued: the tasks the writes would start are left out, so only the turns asked for run.
With ``REDIS_URL`` the message goes through Redis as in production, else through the
in-memory layer. It prints the wall and CPU time per computer move (unprofiled, then
profiled), a summary by part per computer move (the parts overlap: JSON is also inside the
ORM's time) and the top functions by cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# (label, file part, function name): the cumulative time of each, per turn.
PARTS = [
    ("play_computer_run, all of it", "tables/turns.py", "play_computer_run"),
    ("submit_action (the person's)", "tables/services.py", "submit_action"),
    ("a socket's view message (its read aside)", "tables/fanout.py", "view_message"),
    ("decode_state (the JSON snapshot to a state)", "", "decode_state"),
    ("encode_state (the state to JSON)", "", "encode_state"),
    ("engine view for the computer's seat", "engine/views.py", "view"),
    ("the player's choose (background.think)", "tables/background.py", "think"),
    ("engine legal_actions", "", "legal_actions"),
    ("engine apply", "engine/__init__.py", "apply"),
    ("SQL: cursor execute (psycopg, the server's time)", "django/db/backends/utils.py",
     "_execute"),
    ("waiting for PostgreSQL (each statement, BEGIN and COMMIT)", "psycopg/connection.py",
     "wait"),
    ("transaction commit", "django/db/backends/base/base.py", "commit"),
    ("ORM: model save", "django/db/models/base.py", "save"),
    ("ORM: queryset fetch", "django/db/models/query.py", "_fetch_all"),
    ("json.dumps", "json/__init__.py", "dumps"),
    ("json.loads", "json/__init__.py", "loads"),
    # group_send runs on the worker's sending loop in another thread (tables.layer_send),
    # which cProfile does not see: this is the time the turn waits for it.
    ("on_commit hooks: tell (table.updated)", "tables/services.py", "tell"),
]


def setup() -> None:
    if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
        raise SystemExit("set DATABASE_URL to a PostgreSQL database (on loopback)")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ["CELERY_EAGER"] = "0"
    import django

    django.setup()
    from django.core.management import call_command

    from tables import layer_send

    layer_send.use_own_loop()  # as a Celery worker sends (config.celery)

    call_command("migrate", verbosity=0)


def part_times(stats: pstats.Stats, turns: int) -> list[tuple[str, float, int]]:
    """(label, ms per turn, calls per turn x100) for each PARTS entry found."""
    raw: dict[tuple[str, int, str], Any] = stats.stats  # type: ignore[attr-defined]
    out = []
    for label, where, name in PARTS:
        cumulative, calls = 0.0, 0
        for (path, _, func), (_, ncalls, _, ct, callers) in raw.items():
            if func != name or where not in path:
                continue
            # Only the outermost calls: a recursive or nested one is inside its caller's.
            if any(c[2] == name and where in c[0] for c in callers):
                continue
            cumulative += ct
            calls += ncalls
        if calls:
            out.append((label, 1000.0 * cumulative / turns, round(100 * calls / turns)))
    return out


def play_turns(player: Any, args: argparse.Namespace, rng: random.Random,
               profiler: cProfile.Profile | None) -> tuple[list[float], float, int]:
    """Wall ms per computer move of runs that played ``args.turns`` moves in all (sorted,
    one entry a run), this thread's CPU ms per move (not the channel layer's loop thread),
    and how many runs; the person's turns between them played at random, each followed by
    the view a socket would be sent (its read, its JSON), as a daphne does. ``profiler`` is
    on around the runs and around the person's action with its view."""
    from tables import fanout, services, turns
    from tables.models import Table

    walls: list[float] = []
    cpu, moves = 0.0, 0
    table: Table | None = None
    while moves < args.turns:
        if table is None or table.status != Table.Status.ACTIVE:
            table = services.create_table(player, args.game, "practice", args.level,
                                          options=args.options)
        if services.computer_to_act(table) is not None:
            start, start_cpu = time.perf_counter(), time.thread_time()
            if profiler:
                profiler.enable()
            played = turns.play_computer_run(table.pk).played
            if profiler:
                profiler.disable()
            if played:
                walls.extend([1000.0 * (time.perf_counter() - start) / played] * played)
                cpu += 1000.0 * (time.thread_time() - start_cpu)
                moves += played
        else:
            view = services.seat_view(table)
            if profiler:
                profiler.enable()
            acted = services.submit_action(player, table.pk, view["version"],
                                           rng.choice(view["legal_actions"]))
            fanout.view_message(acted, 0, view["version"])
            if profiler:
                profiler.disable()
        table.refresh_from_db()
    return sorted(walls), cpu / max(1, moves), moves


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--game", default="sheepshead")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--options", type=json.loads, default=None)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--seed", default="profile")
    args = parser.parse_args(argv)
    setup()
    from accounts.guests import create_guest
    from tables import background

    background.start = lambda name, *a: None  # nothing queued: only the turns asked for run
    rng = random.Random(args.seed)
    player = create_guest()
    plain, plain_cpu, _ = play_turns(player, args, rng, None)  # unprofiled: the real times
    profiler = cProfile.Profile()
    walls, cpu, turns = play_turns(player, args, rng, profiler)
    print(f"{turns} {args.level} computer moves at {args.game} through play_computer_run, "
          "with the person's actions between them and their views "
          f"(PostgreSQL; channel layer: {'Redis' if os.environ.get('REDIS_URL') else 'memory'})"
          f"; load average {os.getloadavg()[0]:.2f}")
    for name, values, used in (("unprofiled", plain, plain_cpu), ("profiled", walls, cpu)):
        print(f"wall per computer move (a run's time over its moves), {name}: mean "
              f"{sum(values) / len(values):.2f} ms, p50 "
              f"{values[len(values) // 2]:.2f} ms, p95 {values[int(len(values) * 0.95)]:.2f}"
              f" ms; CPU in this thread {used:.2f} ms a move")
    stats = pstats.Stats(profiler)
    print("by part, ms per computer move, the person's actions and views included (calls "
          "per 100 moves; the parts overlap):")
    for label, ms, calls in part_times(stats, turns):
        print(f"  {ms:7.3f}  {label}  ({calls})")
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(args.top)
    print(f"top {args.top} functions by cumulative time (seconds over all {turns} moves):")
    body = out.getvalue()
    print(body[body.find("   ncalls"):].rstrip())


if __name__ == "__main__":
    main()
