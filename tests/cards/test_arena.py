"""The arena's measurement (``python -m cards.arena``, ``cards/arena/``) on the contract toy
and tiny runs of real games: seats and starters rotated, paired deals, a run resumed or
spread over processes giving the same figures, the figures read with ``cards.measure``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cards.arena import __main__ as cli
from cards.arena import bench, paired, report, tournament
from cards.arena.hook import Game, Hook, find
from cards.measure import mean_interval, wilson
from toy.engine import ENGINE
from toy.players import PLAYERS

TOY = "toy"


class Spy:
    """The toy's engine, noting the seed and options of every game dealt."""

    def __init__(self) -> None:
        self.dealt: list[tuple[str, dict[str, Any]]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(ENGINE, name)

    def new_game(self, seed: str, seats: int, options: Any = None) -> Any:
        self.dealt.append((seed, dict(options or {})))
        return ENGINE.new_game(seed, seats, options)


def spied(hook: Hook) -> tuple[Game, Spy]:
    spy = Spy()
    return Game(TOY, spy, PLAYERS, hook), spy


def figures(units: list[tournament.Unit]) -> list[Any]:
    """What a run's figures are read from, all but the times."""
    return [[{k: v for k, v in play.items() if k != "times"} for play in unit["plays"]]
            for unit in units]


def test_a_game_is_found_by_its_package_and_the_toy_needs_no_hook() -> None:
    sixes = find("sixes")
    assert sixes.engine.name == "sixes" and "hard" in sixes.players
    assert sixes.hook.starter is not None and sixes.hook.playouts
    toy = find(TOY)
    assert toy.engine.name == ENGINE.name and toy.players is PLAYERS and toy.hook == Hook()
    with pytest.raises(LookupError):
        find("no_such_game")


def test_levels_fill_the_seats_and_the_game_refuses_what_it_refuses() -> None:
    match = tournament.setup(TOY, ["normal", "easy"])
    assert match.levels == ("normal", "easy", "easy", "easy")  # the toy's four seats
    assert tournament.setup(TOY, ["easy"], seats=3).levels == ("easy",) * 3
    with pytest.raises(ValueError, match="no level 'wizard'"):
        tournament.setup(TOY, ["wizard"])
    with pytest.raises(Exception, match="target"):
        tournament.setup(TOY, ["easy"], options={"target": 1})


def test_the_first_level_meets_every_seat_with_every_starter() -> None:
    game, spy = spied(Hook(starter=lambda seat: {"target": 3 + seat}))
    match = tournament.Match(TOY, ("normal", "easy", "easy"), "rotate")
    units = [tournament.play_unit(game, match, unit) for unit in range(9)]
    met = {(play["first"], play["starter"]) for unit in units for play in unit["plays"]}
    assert met == {(seat, starter) for seat in range(3) for starter in range(3)}
    for unit in units:
        (play,) = unit["plays"]
        assert play["levels"][play["first"]] == "normal" and play["levels"].count("easy") == 2
    # Each game's deal is its own seed; the starter reaches the engine as its option.
    assert [seed for seed, _ in spy.dealt] == [f"rotate-{unit}" for unit in range(9)]
    assert [options["target"] for _, options in spy.dealt] == [3, 3, 3, 4, 4, 4, 5, 5, 5]


def test_paired_deals_give_every_arrangement_the_same_deals() -> None:
    game, spy = spied(Hook(options={"target": 5}, paired=True))
    match = tournament.Match(TOY, ("normal", "easy", "easy", "easy"), "pairs",
                             {"target": 5}, paired=True)
    units = [tournament.play_unit(game, match, unit) for unit in range(3)]
    assert [[p["first"] for p in unit["plays"]] for unit in units] == [[0, 1, 2, 3]] * 3
    seeds = [seed for seed, _ in spy.dealt]
    assert seeds == [f"pairs-{unit}" for unit in range(3) for _ in range(4)]
    # The measured level's total per deal is its mean over the deal's four games.
    found = report.levels(match, units)[0]
    assert found.totals == [sum(p["scores"][p["first"]] for p in unit["plays"]) / 4
                            for unit in units]


def test_a_resumed_run_plays_only_what_is_missing_and_gives_the_same_figures(
        tmp_path: Path) -> None:
    match = tournament.setup(TOY, ["normal", "easy"], seed="resume", options={"target": 5})
    whole = tournament.run(match, 8)
    saved = tmp_path / "run.jsonl"
    tournament.run(match, 8, out=saved)
    lines = saved.read_text().splitlines()
    assert [json.loads(line)["unit"] for line in lines] == list(range(8))
    saved.write_text("\n".join(lines[:3]) + "\n")  # stopped after three deals
    played: list[int] = []
    again = tournament.run(match, 8, out=saved, progress=lambda done, todo: played.append(todo))
    assert played == [5] * 5 and len(saved.read_text().splitlines()) == 8
    assert figures(again) == figures(whole)
    # Another match in the same file is none of this one's deals.
    other = tournament.setup(TOY, ["easy", "normal"], seed="resume", options={"target": 5})
    assert tournament.load(saved, other) == [] and len(tournament.load(saved, match)) == 8
    # A line torn by a stop mid-write is played again, and what follows it stays whole.
    saved.write_text("\n".join(lines[:7]) + "\n" + lines[7][:40])
    torn = tournament.run(match, 8, out=saved)
    assert figures(torn) == figures(whole) and len(tournament.load(saved, match)) == 8
    # A longer run goes on from the shorter one.
    longer = tournament.run(match, 10, out=saved)
    assert figures(longer[:8]) == figures(whole) and len(tournament.load(saved, match)) == 10


def test_two_processes_give_the_same_figures_as_one() -> None:
    match = tournament.setup(TOY, ["normal", "easy"], seed="jobs", options={"target": 5})
    one, two = tournament.run(match, 8, jobs=1), tournament.run(match, 8, jobs=2)
    assert figures(one) == figures(two)


def test_the_figures_are_read_with_cards_measure() -> None:
    game = find(TOY)
    match = tournament.setup(TOY, ["normal", "easy"], seed="figures", options={"target": 5})
    units = tournament.run(match, 12)
    normal, easy = report.levels(match, units)
    assert normal.games == 12 and easy.games == 36 and len(normal.totals) == 12
    assert normal.totals == [unit["plays"][0]["scores"][unit["plays"][0]["first"]]
                             for unit in units]
    text = "\n".join(report.report(game, match, units))
    low, high = wilson(normal.wins, normal.games)
    assert f"win rate {100 * normal.wins / 12:.1f}% (95% CI {100 * low:.1f}% .. " \
           f"{100 * high:.1f}%" in text
    mean, low, high = mean_interval(normal.totals)
    assert f"score per game {mean:.2f} (95% CI {low:.2f} .. {high:.2f})" in text
    mean, low, high = mean_interval(easy.rounds)
    assert f"score per round {mean:.2f} (95% CI {low:.2f} .. {high:.2f})" in text
    assert "normal     all" in text and "easy       all" in text  # the decision times


def test_the_decision_benchmark_stops_at_the_count() -> None:
    match = tournament.setup("sixes", ["normal"], seats=2, seed="bench", paired=False)
    units = tournament.decisions(match, 25)
    (level,) = report.levels(match, units)
    assert sum(len(times) for times in level.times.values()) == 25
    assert "scores" not in units[-1]["plays"][-1]  # the last game left unfinished


def test_two_runs_are_compared_deal_by_deal(tmp_path: Path) -> None:
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    a = tournament.setup(TOY, ["normal", "easy"], seed="pair", options={"target": 5})
    b = tournament.setup(TOY, ["easy"], seed="pair", options={"target": 5})
    ours, theirs = tournament.run(a, 6, out=first), tournament.run(b, 4, out=second)
    lines = paired.compare(first, second)
    diffs = [report.levels(a, [x])[0].totals[0] - report.levels(b, [y])[0].totals[0]
             for x, y in zip(ours[:4], theirs, strict=True)]
    mean, low, high = mean_interval(diffs)
    assert lines[0] == "4 deals in both"
    assert lines[-1] == f"paired, first less second: {mean:+.2f} (95% CI {low:+.2f} .. " \
                        f"{high:+.2f})"
    tournament.run(tournament.setup(TOY, ["easy"], seed="other"), 2, out=second)
    with pytest.raises(ValueError, match="2 matches"):
        paired.compare(first, second)


def test_a_real_game_through_the_command(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    cli.main(["shakipesh", "normal", "easy", "--games", "4", "--seed", "cli", "--option",
              "limit=10", "--out", str(tmp_path / "run.jsonl")])
    out = capsys.readouterr().out
    assert "shakipesh: normal against 1 easy, 2 seats; 4 games; seed 'cli', options " \
           "limit=10" in out
    for words in ("win rate", "cards left per round", "normal     plan", "easy       step"):
        assert words in out
    with pytest.raises(SystemExit):
        cli.main(["sixes", "hard", "--option", "variant=triple"])
    assert "variant must be one of" in capsys.readouterr().err


def test_a_target_is_printed_for_its_setup_only(quick_search: None,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["shiesta", "hard", "normal", "--games", "2", "--seed", "cli"])
    assert "targets (win rate >= 40%, its CI above 30%, p95 <= 250 ms, max <= 1000 ms)" \
        in capsys.readouterr().out
    cli.main(["shiesta", "normal", "easy", "--games", "2", "--seed", "cli"])
    assert "targets" not in capsys.readouterr().out


def test_the_engine_benchmark_runs_the_playouts_and_the_state_api() -> None:
    found = list(bench.lines(find("sixes"), 0.01))
    assert found[0] == "sixes:" and len(found) == 7
    assert "target 2,000" in found[2] and found[-1].startswith("  State API, 4 players: ")
    (toy, api) = bench.lines(find(TOY), 0.01)
    assert "actions a game" in api
