"""The toy through the whole site, installed as a game like the others (tests/settings.py):
created with seats and options over the API, played to the end over the API and over the
WebSocket, optional actions sent with an older version, computers that decline, the daily
challenge with its board, and its pages (the lobby's card, the table, the rules)."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine
from channels.db import database_sync_to_async as sync_to_async
from channels.testing import WebsocketCommunicator

from config.asgi import application
from tables import registry, services, turns
from tables.models import Action, Table
from tables.tasks import run_computer_turns
from tests.game_site import person_of
from tests.played import play_daily, randomly
from tests.tables.conftest import Guest, established
from toy.engine import ENGINE
from toy.tests import oracle as toy_oracle

pytestmark = pytest.mark.usefixtures("on_site")


@pytest.fixture(autouse=True)
def _midday() -> Iterator[None]:
    """A fixed day, well away from midnight: the daily and its boards follow the date."""
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False):
        yield



def new_toy(guest: Guest, seats: int = 4, **options: Any) -> dict[str, Any]:
    response = guest.post("/api/tables/", {"game": "toy", "seats": seats, "options": options,
                                           "level": "normal"})
    assert response.status_code == 201, response.content
    return response.json()


def version_of(table_id: str) -> int:
    return Table.objects.get(pk=table_id).version


def check_seen(table_id: str, view: dict[str, Any]) -> None:
    """The person's view, events included, shows only what the toy's oracle allows."""
    table = Table.objects.get(pk=table_id)
    assert view["version"] == table.version
    toy_oracle.check_view(ENGINE.decode_state(table.state), view["seat"], view)


def person_move(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal action the person must take, declaring now and then first."""
    legal = view["legal_actions"]
    declare = [a for a in legal if a["type"] == "declare"]
    if declare and rng.random() < 0.15:
        return declare[0]
    return rng.choice([a for a in legal if a["type"] != "declare"])


# ---------------------------------------------------------------- creating tables


def test_a_toy_table_is_created_with_seats_and_options(guest: Guest) -> None:
    data = new_toy(guest, seats=3, target=6, variant="right")
    table = Table.objects.get(pk=data["id"])
    assert table.game == "toy" and len(table.seats) == 3
    assert table.options == {"target": 6, "variant": "right"}
    view = data["view"]
    assert view["options"] == table.options and view["target"] == 6
    assert [p["kind"] for p in view["players"]] == ["person", "computer", "computer"]
    # The computers have chosen their passes already: only the person is waited for.
    assert view["to_act"] == [0] and view["chosen"] == [1, 2]
    assert view["thinking"] is None
    check_seen(data["id"], view)


@pytest.mark.parametrize(("seats", "options"), [
    (4, {"target": 1000}), (4, {"target": 2}), (4, {"target": "8"}), (4, {"target": True}),
    (4, {"variant": "up"}), (4, {"variant": 1}), (4, {"colour": "red"}), (4, "target=8"),
    (4, [["target", 8]]), (1, {}), (7, {}), (0, {}), ("4", {}), (True, {}), (4.0, {}), ([4], {}),
])
def test_bad_options_and_seat_counts_create_nothing(guest: Guest, seats: Any, options: Any
                                                    ) -> None:
    before = Table.objects.count()
    response = guest.post("/api/tables/", {"game": "toy", "seats": seats, "options": options})
    assert response.status_code == 400, response.content
    assert response.json()["error"]["code"] == "invalid"
    assert Table.objects.count() == before


# ---------------------------------------------------------------- a whole match


def test_a_whole_match_through_the_api(guest: Guest) -> None:
    rng = random.Random("api match")
    data = new_toy(guest, seats=5, target=8)
    table_id, view = data["id"], data["view"]
    versions = [view["version"]]
    while view["status"] == "active":
        assert view["to_act"] == [0], "the table waits for the person alone"
        response = guest.act(table_id, view["version"], person_move(view, rng))
        assert response.status_code == 200, response.content
        view = response.json()["view"]
        assert view["events_since"] == versions[-1]
        assert all(versions[-1] < e["v"] <= view["version"] for e in view["events"])
        versions.append(view["version"])
        check_seen(table_id, view)
    table = Table.objects.get(pk=table_id)
    assert table.status == Table.Status.FINISHED and table.finished_at is not None
    state = ENGINE.decode_state(table.state)
    assert services.replay(table) == state
    outcome = ENGINE.outcome(state)
    assert outcome is not None and view["result"]["totals"] == list(outcome.scores)
    assert max(outcome.scores) >= 8
    seqs = list(Action.objects.filter(table=table).values_list("seq", flat=True))
    assert seqs == list(range(1, table.version + 1))
    detail = guest.get(f"/api/tables/{table_id}/?since=0").json()["view"]
    stamps = [e["v"] for e in detail["events"]]
    assert stamps == sorted(stamps) and stamps[-1] == table.version
    toy_oracle.check_view(state, 0, detail)
    refused = guest.act(table_id, table.version, {"type": "declare"})
    assert refused.status_code == 400 and refused.json()["error"]["code"] == "illegal"
    # The pages that show a finished table and the person's statistics take the toy too.
    assert guest.get(data["url"]).status_code == 200
    assert guest.get("/me/stats/").status_code == 200


async def test_a_whole_match_over_the_websocket(guest: Guest) -> None:
    rng = random.Random("websocket match")
    data = await sync_to_async(new_toy)(guest, 3, target=6)
    table_id = data["id"]
    ws = WebsocketCommunicator(application, f"/ws/tables/{table_id}/", headers=[
        (b"cookie", f"sessionid={guest.session_cookie}".encode()),
        (b"origin", b"http://testserver"), (b"host", b"testserver")])
    connected, _ = await ws.connect()
    assert connected
    message = await ws.receive_json_from(timeout=5)
    assert message["type"] == "view" and message["view"]["events"] == []
    view = message["view"]
    moves = 0
    while view["status"] == "active":
        moves += 1
        assert moves < 500
        await ws.send_json_to({"type": "action", "version": view["version"],
                               "action": person_move(view, rng)})
        message = await ws.receive_json_from(timeout=5)
        assert message["type"] == "view", message
        fresh = message["view"]
        assert fresh["version"] > view["version"]
        assert fresh["events_since"] == view["version"]
        assert all(view["version"] < e["v"] <= fresh["version"] for e in fresh["events"])
        assert any(e["v"] == view["version"] + 1 for e in fresh["events"])  # the person's own
        view = fresh
        # The answer is the person's own move; the computers' (played here at once) follow.
        while view["version"] < await sync_to_async(version_of)(table_id):
            message = await ws.receive_json_from(timeout=5)
            assert message["type"] == "view" and message["view"]["events_since"] == view[
                "version"], message
            view = message["view"]
        await sync_to_async(check_seen)(table_id, view)
    assert view["result"]["totals"] and max(view["result"]["totals"]) >= 6
    assert await ws.receive_nothing(timeout=0.2)
    await ws.disconnect()


# ---------------------------------------------------------------- optional actions


def test_the_optional_action_is_accepted_with_an_older_version(guest: Guest) -> None:
    """Sent at version v, a declaration still counts when only computers moved since v; once
    the person has acted since v, v is stale."""
    rng = random.Random("older version")
    data = new_toy(guest, seats=4, target=40)
    table_id, view, player = data["id"], data["view"], person_of(guest)
    for _ in range(200):
        declare = {"type": "declare"}
        if declare in view["legal_actions"]:
            mine = (Action.objects.filter(table_id=table_id, seat=0).order_by("-seq")
                    .values_list("seq", flat=True).first())
            if mine is not None and mine < view["version"]:  # computers moved since mine
                break
        move = [a for a in view["legal_actions"] if a != declare]
        response = guest.act(table_id, view["version"], rng.choice(move))
        assert response.status_code == 200, response.content
        view = response.json()["view"]
    else:
        pytest.fail("no moment where computers had moved after the person's action")
    old = mine
    table = services.submit_action(player, table_id, old, declare)
    assert table.version > view["version"]
    row = Action.objects.get(table_id=table_id, seq=view["version"] + 1)
    assert row.seat == 0 and row.action == declare
    # The person has acted since ``old`` (the declaration): ``old`` is stale now, for any
    # action, legal or not, and a second declaration at the view's version is illegal.
    table.refresh_from_db()
    now = services.seat_view(table)
    for action in now["legal_actions"]:
        with pytest.raises(services.Stale):
            services.submit_action(player, table_id, old, action)
    with pytest.raises(services.Stale):
        services.submit_action(player, table_id, view["version"], declare)
    response = guest.act(table_id, now["version"], declare)
    assert response.status_code == 400 and response.json()["error"]["code"] == "illegal"
    assert Table.objects.get(pk=table_id).version == now["version"]


def test_an_older_version_is_stale_once_the_person_acted_or_the_action_is_illegal(
        guest: Guest) -> None:
    data = new_toy(guest, seats=3)
    table_id, view = data["id"], data["view"]
    old = view["version"]  # the computers have passed; the person is to pass
    hand = view["hand"]
    assert guest.act(table_id, old, {"type": "pass", "card": hand[0]}).status_code == 200
    response = guest.act(table_id, old, {"type": "pass", "card": hand[1]})
    assert response.status_code == 409 and response.json()["error"]["code"] == "stale"
    view = response.json()["view"]
    assert view["version"] == Table.objects.get(pk=table_id).version
    # Round 0 is led by the person; the two computers follow.
    lead = next(a for a in view["legal_actions"] if a["type"] == "play")
    response = guest.act(table_id, view["version"], lead)
    assert response.status_code == 200
    mine, now = view["version"] + 1, response.json()["view"]["version"]
    assert now >= mine + 2  # both computers played (and may have declared)
    # Only computers moved since ``mine``, but a pass is no longer legal: stale, not illegal.
    response = guest.act(table_id, mine, {"type": "pass", "card": view["hand"][-1]})
    assert response.status_code == 409 and response.json()["error"]["code"] == "stale"
    assert Table.objects.get(pk=table_id).version == now


def test_computers_that_decline_do_not_loop(guest: Guest) -> None:
    """Computers that only may declare are asked and decline; the task ends and the table
    waits for the person."""
    data = new_toy(guest, seats=6)
    table = Table.objects.get(pk=data["id"])
    state = ENGINE.decode_state(table.state)
    assert ENGINE.to_act(state) == (0,)
    waiting = [s for s in ENGINE.may_act(state) if s != 0]
    assert waiting, "some computer may still declare"
    for _ in range(3):
        assert run_computer_turns(str(table.pk)) == 0
    assert turns.play_computer_turn(table.pk) is False
    table.refresh_from_db()
    assert table.version == data["view"]["version"]
    view = guest.get(f"/api/tables/{table.pk}/").json()["view"]  # schedules turns again
    assert view["version"] == table.version and view["to_act"] == [0]
    assert view["thinking"] is None


# ---------------------------------------------------------------- the daily


def test_the_toy_daily_gives_a_result_on_the_board(guest: Guest) -> None:
    from leaderboards.models import Result

    table = play_daily(guest, "toy", randomly("daily"))
    assert table.mode == "daily" and table.options == {"target": 8, "variant": "left"}
    state = ENGINE.decode_state(table.state)
    outcome = ENGINE.outcome(state)
    assert outcome is not None
    result = Result.objects.get(table=table)
    assert result.game == "toy" and result.player == person_of(guest)
    assert result.total == outcome.scores[0]
    assert list(result.round_scores) == list(ENGINE.round_scores(state, 0))
    board = guest.get("/daily/toy/")
    assert board.status_code == 200
    assert person_of(guest).nickname in board.content.decode()
    assert str(registry.get("toy").title) in board.content.decode()


def test_the_toy_board_ranks_lower_totals_first(transactional_db: None) -> None:
    """Players who choose differently get different totals; the lowest is first."""
    totals: dict[str, int] = {}
    for n in range(4):
        guest = established(Guest())
        table = play_daily(guest, "toy", randomly(f"player {n}"))
        outcome = ENGINE.outcome(ENGINE.decode_state(table.state))
        assert outcome is not None
        totals[person_of(guest).nickname] = outcome.scores[0]
        if len(set(totals.values())) >= 2:
            break
    assert len(set(totals.values())) >= 2, "every player got the same total"
    rows = Guest().get("/api/daily/toy/today/board/").json()["rows"]
    assert {r["nickname"]: r["total"] for r in rows} == totals
    assert [r["total"] for r in rows] == sorted(totals.values())
    best = min(totals.values())
    assert all((r["rank"] == 1) == (r["total"] == best) for r in rows)


# ---------------------------------------------------------------- one settings line


def test_only_the_tests_install_the_toy() -> None:
    """The site (config.settings, what ``make run`` serves) lists no toy; the tests' settings
    are the site's plus the toy's one line."""
    import config.settings as site
    import tests.settings as tested

    assert "toy" not in site.INSTALLED_APPS
    assert [*site.INSTALLED_APPS, "toy"] == tested.INSTALLED_APPS
    assert "toy" in [spec.name for spec in registry.games()]
