"""The tournament and bench commands: seats rotated over the same deals, results that do not
depend on the number of processes, and every figure printed (the intervals themselves:
tests/cards/test_measure.py)."""

from __future__ import annotations

import pytest

from shiesta.players import bench, tournament


def test_the_tested_seat_rotates_and_results_do_not_depend_on_the_processes() -> None:
    one = tournament.run("normal", "easy", 8, "rotate", jobs=1)
    two = tournament.run("normal", "easy", 8, "rotate", jobs=2)
    assert one.places == two.places and one.wins == two.wins
    assert len(one.places) == 8 and len(one.others) == 24
    assert one.wins <= sum(1 for place in one.places if place == 1)  # first of those placed 1
    assert all(1 <= p <= 4 for p in one.places + one.others)
    # Each game's places are those of a four-player game: the tested seat's and the others'.
    for number in range(8):
        game = tournament.Results()
        tournament.play_game(number, "rotate", "normal", "easy", game)
        assert game.places == [one.places[number]]
    assert len(one.wall) == len(one.cpu) > 0


def test_the_command_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    tournament.main(["--games", "2", "--seed", "cli"])
    out = capsys.readouterr().out
    for words in ("hard against three normal: 2 games", "normal against three easy: 2 games",
                  "win rate", "95% CI", "average place", "hard's decision times", "p95",
                  "max", "cpu", "targets"):
        assert words in out


def test_the_bench_times_real_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    found = bench.timings("normal", 30, seed="bench-test")
    assert len(found) == 30 and {t.kind for t in found} <= {"swap", "play", "face_down"}
    bench.main(["--level", "easy", "--level", "hard", "--decisions", "3"])
    out = capsys.readouterr().out
    assert [line.split()[0] for line in out.splitlines()[2:]] == ["easy", "hard"]
