"""A friends' table in each person's history (issue 33, part 5): a friend who joined finds its
games in their statistics, counted from their own seat, among the practice games; one who gave
the seat up does not get the computer's play after. And its games are practice: even dealt
today's daily cards, a friends' table puts nobody on a daily board."""

from __future__ import annotations

from typing import Any

import pytest

from leaderboards.daily import ensure_challenge, today
from leaderboards.models import Entry, Result
from stats.personal import player_stats
from tables import friends, registry
from tests.friends import friends_table, play_to_the_end
from tests.tables.conftest import Guest

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("eager_celery")]


def toy_figures(guest: Guest) -> Any:
    return player_stats(guest.me()).game("toy")


def test_a_friend_who_joined_has_the_table_in_their_history() -> None:
    host, ann, bob = Guest(), Guest(), Guest()
    table_id = friends_table(host, [ann, bob], [], target=3)
    assert bob.post(f"/api/tables/{table_id}/leave/", {}).status_code == 200
    table = play_to_the_end(table_id, [host, ann])
    engine = registry.get("toy").engine
    state = engine.decode_state(table.state)
    for guest, seat in ((host, 0), (ann, 1)):
        game = toy_figures(guest)
        assert game is not None, f"seat {seat} has no toy figures"
        rounds = engine.round_scores(state, seat)
        assert (game.overall.games, game.overall.games_finished) == (1, 1)
        assert (game.overall.rounds, game.overall.points) == (len(rounds), sum(rounds))
        assert game.by_mode["practice"].rounds == len(rounds)  # a friends' game is practice
    # Bob held seat 2 for none of the rounds: a computer played them.
    assert toy_figures(bob) is None
    page = ann.get("/me/stats/").content.decode()
    assert 'data-game="toy"' in page


def test_friends_tables_never_enter_the_daily_boards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Dealt the very cards of today's daily, with its options: still no result, no board."""
    challenge = ensure_challenge("toy", today())
    monkeypatch.setattr(friends.secrets, "token_hex", lambda _bytes: challenge.seed)
    host, ann = Guest(), Guest()
    assert challenge.seats is not None and challenge.seats >= 2
    table_id = friends_table(host, [ann], [registry.get("toy").daily_level] * (challenge.seats - 2),
                             **challenge.options)
    table = play_to_the_end(table_id, [host, ann])
    assert (table.seed, table.status, table.mode) == (challenge.seed, "finished", "friends")
    assert not Result.objects.exists() and not Entry.objects.exists()
    board = host.get("/api/daily/toy/today/board/")
    assert board.status_code == 200 and board.json()["rows"] == []
    assert board.json()["players"] == 0
    # Both may still play today's ranked daily.
    for guest in (host, ann):
        played = guest.client.post("/daily/toy/play/", HTTP_X_CSRFTOKEN=guest.csrf)
        assert played.status_code == 302 and "/tables/" in played["Location"]
    assert Entry.objects.filter(ranked=True).count() == 2
