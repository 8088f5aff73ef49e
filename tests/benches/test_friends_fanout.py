"""The load benchmark's friends' tables (scripts/simfriends.py, ``bench_load.py --friends``):
which version a person's action made, when each socket had it, and what the fan-out counts."""

from __future__ import annotations

from scripts.simfriends import (
    Board,
    Move,
    fanout,
    first_heard,
    made_version,
    measured,
    summary_lines,
)
from scripts.simpeople import Stats


def view(version: int, *events: tuple[int, str, int | None]) -> dict[str, object]:
    return {"version": version, "events": [
        {"v": v, "type": kind, **({} if seat is None else {"seat": seat})}
        for v, kind, seat in events]}


def test_a_board_keeps_each_sockets_newer_versions_and_every_seated_event() -> None:
    board = Board("t", seats=[0, 1, 2])
    board.view(1, view(3, (2, "deal", None), (3, "pass", 0)), at=10.0)
    board.view(1, view(3), at=11.0)  # the same version again (a seating change): not newer
    board.view(1, view(2), at=12.0)  # an older one (a late read): not newer either
    board.view(1, view(5, (4, "pick", 4), (5, "bury", 4)), at=13.0)
    assert board.heard == {1: [(3, 10.0), (5, 13.0)]}
    assert board.events == {(3, 0, "pass"), (4, 4, "pick"), (5, 4, "bury")}


def test_the_version_a_move_made_is_its_seats_event_of_its_type_after_it() -> None:
    events = {(5, 1, "play"), (6, 2, "play"), (7, 1, "play"), (8, 1, "pass")}
    assert made_version(events, Move(1, 4, "play", 0.0), until=None) == 5
    assert made_version(events, Move(2, 4, "play", 0.0), until=None) == 6
    assert made_version(events, Move(1, 5, "play", 0.0), until=None) == 7
    assert made_version(events, Move(0, 4, "play", 0.0), until=None) is None  # not its seat
    assert made_version(events, Move(1, 4, "pick", 0.0), until=None) is None  # not its type


def test_a_refused_move_does_not_take_the_next_moves_event() -> None:
    # Seat 1 sent at 4 (refused: no event), then again at 6, which made 7.
    events = {(5, 2, "play"), (6, 3, "play"), (7, 1, "play")}
    assert made_version(events, Move(1, 4, "play", 0.0), until=6) is None
    assert made_version(events, Move(1, 6, "play", 0.0), until=None) == 7


def test_first_heard_is_the_first_view_at_or_after_the_version() -> None:
    heard = [(3, 1.0), (5, 2.0), (9, 3.0)]
    assert first_heard(heard, 3) == 1.0
    assert first_heard(heard, 4) == 2.0  # version 4 was skipped: 5 shows it
    assert first_heard(heard, 9) == 3.0
    assert first_heard(heard, 10) is None
    assert first_heard([], 1) is None


def test_the_fan_out_waits_for_the_last_other_person() -> None:
    board = Board("t", seats=[0, 1, 2])
    board.moves = [Move(0, 4, "play", 100.0), Move(1, 7, "play", 110.0)]
    board.events = {(5, 0, "play"), (8, 1, "play")}
    board.heard = {0: [(5, 100.010), (8, 110.050)],
                   1: [(5, 100.030), (8, 110.005)],
                   2: [(6, 100.080), (8, 110.020)]}  # 5 skipped: 6 shows it
    fan = fanout([board], stopped=200.0)
    assert [round(ms) for ms in fan.all_ms] == [80, 50]
    assert sorted(round(ms) for ms in fan.each_ms) == [20, 30, 50, 80]
    assert [round(ms) for ms in fan.own_ms] == [10, 5]
    assert (fan.unmade, fan.cut_off, fan.missing) == (0, 0, 0)
    assert fan.slowest_at - fan.first_at == 0.0  # the first move was the slowest


def test_moves_not_measured_are_counted_by_why() -> None:
    board = Board("t", seats=[0, 1, 2])
    board.moves = [
        Move(0, 4, "play", 100.0),  # refused: made nothing
        Move(0, 6, "play", 101.0),  # made 7, which seat 2 never got, long before the end
        Move(1, 8, "play", 195.0),  # made 9 near the end: seat 2 had not got it yet
        Move(2, 10, "play", 196.0),  # sent near the end, nothing made yet
    ]
    board.events = {(5, 3, "play"), (7, 0, "play"), (9, 1, "play")}
    board.heard = {0: [(9, 195.1)], 1: [(9, 195.1)], 2: [(5, 100.5)]}
    fan = fanout([board], stopped=200.0, cut=10.0)
    assert (fan.unmade, fan.missing, fan.cut_off) == (1, 1, 2)
    assert fan.all_ms == [] and fan.each_ms == []
    stats = Stats()
    measured([board], stats, stopped=200.0)
    assert sum(stats.errors.values()) == 1  # the one that never arrived is an error


def test_summary_names_the_fan_out_and_its_misses() -> None:
    board = Board("t", seats=[0, 1])
    board.moves = [Move(0, 1, "pass", 10.0)]
    board.events = {(2, 0, "pass")}
    board.heard = {0: [(2, 10.01)], 1: [(2, 10.04)]}
    stats = Stats()
    lines = list(summary_lines(stats, 60.0, measured([board], stats, stopped=100.0)))
    text = "\n".join(lines)
    assert "EVERY other person's socket having it (n=1): p50 40 ms, p95 40 ms" in text
    assert "0 never reached someone" in text
    assert "the slowest to reach everyone was sent 0 s after the first action" in text
    assert "errors: 0" in text


def test_the_slowest_fan_out_is_placed_in_time() -> None:
    board = Board("t", seats=[0, 1])
    board.moves = [Move(0, 1, "pass", 50.0), Move(1, 2, "pass", 60.0), Move(0, 3, "play", 70.0)]
    board.events = {(2, 0, "pass"), (3, 1, "pass"), (4, 0, "play")}
    board.heard = {0: [(2, 50.01), (3, 60.5), (4, 70.01)], 1: [(2, 50.02), (3, 60.01), (4, 70.2)]}
    fan = fanout([board], stopped=100.0)
    assert [round(ms) for ms in fan.all_ms] == [20, 500, 200]
    assert fan.slowest_at - fan.first_at == 10.0
