"""Every game's daily, in the format it is played in today, plays to its end through the site:
a verified result on the board whose rounds are the format's, named by the format on the day's
board, and shared with one picture of its rounds (the game's share grid)."""

from __future__ import annotations

from typing import Any

import pytest

from leaderboards.models import DailyChallenge, Result
from tables import registry, services
from tests.contract.conftest import engine_names
from tests.played import play_daily, randomly
from tests.tables.conftest import Guest, established

pytestmark = pytest.mark.usefixtures("on_site")


@pytest.mark.parametrize("engine_name", engine_names())
def test_todays_daily_plays_to_its_end_in_its_format(transactional_db: None,
                                                     spec: registry.GameSpec) -> None:
    guest = established(Guest())
    table = play_daily(guest, spec.name, randomly(spec.name))
    played = spec.daily_format
    challenge = DailyChallenge.objects.get(game=spec.name)
    assert challenge.format == played.key
    seats = played.seats or spec.engine.default_seats
    assert (len(table.seats), table.options) == (
        seats, spec.engine.validate_options(seats, dict(played.options)))
    result = Result.objects.get(table=table)
    assert not result.provisional and result.format == played.key
    state = spec.engine.decode_state(table.state)
    scores = spec.engine.round_scores(state, services.person_seat(table))
    assert result.round_scores == list(scores) and sum(scores) == result.total
    facts = spec.round_facts(state, services.person_seat(table))
    assert len(facts) == len(scores)  # one fact a round: the statistics count them all

    page = guest.get(f"/daily/{spec.name}/").content.decode()
    assert f'data-testid="board-format">{played.label}<' in page
    share: Any = page.split("data-share-text>")[1].split("</textarea>")[0]
    if spec.share_grid is not None:
        grid = spec.share_grid(facts)
        assert grid and grid in share
