"""The daily-format measurement (leaderboards/formats.py): which format a shorter one is
replayed from, how days are counted (ties apart), the choice within 3 to 10 minutes, prefix
replays equal to play, a run that resumes where it stopped, and each game's daily played in
the format its kept measurement (docs/daily-formats/) chooses."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from leaderboards import formats
from leaderboards.formats import Pace, Played
from tables import registry


def test_a_format_is_replayed_from_the_longest_measured_its_chain_leads_to() -> None:
    spec = registry.get("sixes")
    one, twelve, fifteen = (spec.format_of(k) for k in ("games-1", "games-12", "games-15"))
    assert one is not None and twelve is not None and fifteen is not None
    assert formats.source(spec, one) == fifteen
    assert formats.source(spec, one, skip=["games-15"]) == twelve
    assert formats.source(spec, twelve, skip=["games-15"]) is None  # played itself
    assert formats.source(spec, fifteen) is None


def played(day: int, arm: str, key: int, decisions: int = 10, rounds: int = 1) -> Played:
    return Played("sixes", "games-3", day, arm, [key], rounds, decisions, 2, 30)


def test_days_count_for_the_better_key_and_ties_stand_apart() -> None:
    found = [played(0, "hard", 10), played(0, "normal", 14),  # Hard better
             played(1, "hard", 9), played(1, "normal", 9),  # a tie
             played(2, "hard", 20, decisions=30, rounds=3), played(2, "normal", 12),
             played(3, "hard", 5)]  # Normal's game missing: the day does not count
    row = next(r for r in formats.table(found) if r.format == "games-3")
    assert (row.days, row.hard, row.normal, row.ties) == (3, 1, 1, 1)
    assert row.share == 0.5 and row.median_decisions == 10
    pace = Pace()
    seconds = [p.seconds(pace) for p in found[:6]]
    assert seconds[4] == 30 * 4 + 2 * 1 + 30 * 0.8 + 2 * 6  # two rounds after the first
    assert row.minutes == pytest.approx(sum(seconds) / 6 / 60)


def row(format_key: str, share: float, minutes: float, days: int = 1000) -> formats.Row:
    hard = round(share * days)
    return formats.Row("sixes", format_key, format_key, days, hard, days - hard, 0, 10.0,
                       minutes, 1.0, 0)


def test_the_choice_is_the_best_share_within_three_to_ten_minutes() -> None:
    rows = [row("games-1", 0.52, 0.8), row("games-5", 0.60, 3.8), row("games-10", 0.64, 7.7),
            row("games-15", 0.70, 11.6)]
    assert formats.chosen(rows, "sixes") == rows[2]  # 15 games rank better, but take too long
    assert formats.chosen(rows[:1], "sixes") == rows[0]  # none within: the nearest
    assert "**(chosen)**" in next(line for line in formats.report(rows) if "games-10" in line)


def test_of_formats_the_measurement_cannot_tell_apart_the_shortest_is_chosen() -> None:
    few = [row("games-5", 0.60, 3.8, days=100), row("games-10", 0.64, 7.7, days=100)]
    assert few[0].interval[1] > 0.64  # 100 days cannot tell 60% from 64%
    assert formats.chosen(few, "sixes") == few[0]
    many = [row("games-5", 0.60, 3.8), row("games-10", 0.64, 7.7)]
    assert many[0].interval[1] < 0.64  # 1,000 days can
    assert formats.chosen(many, "sixes") == many[1]


@pytest.mark.usefixtures("quick_search")
def test_a_shorter_format_replayed_is_the_format_played(transactional_db: None) -> None:
    """A day of Shakipesh with every shorter format also played in full (check_every=1):
    the replay of the longer match gives the same moves and state, or play_day raises."""
    found = formats.play_day("shakipesh", 3, "test", check_every=1, skip=["limit-25"])
    assert {(p.format, p.arm) for p in found} == {
        (key, arm) for key in ("limit-1", "limit-10") for arm in ("hard", "normal")}
    assert all(p.checked for p in found if p.format == "limit-1")
    one = next(p for p in found if p.format == "limit-1" and p.arm == "hard")
    assert one.rounds == 1 and len(one.key) == 2  # a single round ranks by cards, then turns


@pytest.mark.usefixtures("quick_search")
def test_a_run_resumes_where_it_stopped(transactional_db: None, tmp_path: Path) -> None:
    out = tmp_path / "formats.jsonl"
    skip = ["limit-10", "limit-25"]
    list(formats.run(["shakipesh"], 2, "resume", out, skip=skip))
    lines = out.read_text().splitlines()
    assert len(lines) == 4  # two days, one format, two levels
    assert list(formats.run(["shakipesh"], 2, "resume", out, skip=skip)) == []  # nothing left
    assert out.read_text().splitlines() == lines
    list(formats.run(["shakipesh"], 3, "resume", out, skip=skip))
    assert {p.day for p in formats.load(out)} == {0, 1, 2}
    # The data is kept gzipped, and --report reads several files together.
    kept = tmp_path / "kept.jsonl.gz"
    kept.write_bytes(gzip.compress(out.read_bytes()))
    assert formats.load(kept) == formats.load(out)


MEASURED = Path(settings.BASE_DIR) / "docs" / "daily-formats"


@pytest.mark.parametrize("game", ["sixes", "shiesta", "shakipesh"])
def test_each_daily_is_played_in_the_format_its_measurement_chose(game: str) -> None:
    found = formats.load(MEASURED / f"{game}.jsonl.gz")
    assert {p.game for p in found} == {game}, "docs/daily-formats/ keeps each measurement"
    row = formats.chosen(formats.table(found), game)
    assert row is not None and registry.get(game).daily_format.key == row.format


def test_the_report_reads_every_kept_measurement(capsys: pytest.CaptureFixture[str]) -> None:
    kept = sorted(MEASURED.glob("*.jsonl.gz"))
    call_command("daily_formats", "--report", "--out", str(kept[0]),
                 *[arg for path in kept[1:] for arg in ("--data", str(path))])
    printed = capsys.readouterr().out
    for game in ("sixes", "shiesta", "shakipesh"):
        assert f"| {game} | " in printed
    assert printed.count("**(chosen)**") == 3
