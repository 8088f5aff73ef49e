"""People come and go at a friends' table (``tables.presence``): a person whose sockets stop
is shown away, a computer plays their seat after the grace period and gives it back when they
return; a table nobody is at pauses and is closed; the host hands seats to computers or opens
them for someone new. Times are passed in (``now``), not waited for."""

from __future__ import annotations

from typing import Any

import pytest

from tables import presence, services, tasks
from tables.models import Action, Table
from tests.tables.conftest import Guest

pytestmark = [pytest.mark.django_db]

T0 = 1_000_000.0


@pytest.fixture(autouse=True)
def _times(settings: Any) -> None:
    settings.TABLES_PRESENCE_SECONDS = 10
    settings.TABLES_AWAY_GRACE_SECONDS = 30
    settings.TABLES_ABANDONED_SECONDS = 600


def friends_table(host: Guest, *friends: Guest, start: bool = True) -> str:
    others = ["friend"] * len(friends) + ["normal"] * (4 - len(friends))
    response = host.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                          "others": others})
    assert response.status_code == 201, response.content
    data = response.json()
    for friend in friends:
        assert friend.post(f"/api/tables/{data['id']}/join/",
                           {"invite": data["invite"]}).status_code == 200
    if start:
        assert host.post(f"/api/tables/{data['id']}/start/", {}).status_code == 200
    return str(data["id"])


def seats(table_id: str) -> list[dict[str, Any]]:
    return list(Table.objects.get(pk=table_id).seats)


def play_until(table_id: str, host: Guest, done: Any, limit: int = 400) -> None:
    """Computers play and the host plays his first legal action, until ``done()``."""
    for _ in range(limit):
        tasks.run_computer_turns(table_id)
        if done():
            return
        view = host.get(f"/api/tables/{table_id}/").json()["view"]
        assert view["status"] == "active", view["status"]
        if 0 in view["to_act"]:
            answer = host.act(table_id, view["version"], view["legal_actions"][0])
            assert answer.status_code == 200, answer.content
        else:
            return  # waiting for a person who is not the host
    pytest.fail("the game did not get there")


def test_away_then_played_for_after_the_grace_then_theirs_again() -> None:
    host, ann = Guest(), Guest()
    table = friends_table(host, ann)
    presence.touch(table, 0, "host-socket", now=T0)
    presence.touch(table, 1, "ann-socket", now=T0)
    assert presence.sweep(now=T0) == 0  # both here: nothing to write
    assert not presence.drop(table, 1, "ann-socket", now=T0 + 1)  # her last socket
    presence.left(table, 1, now=T0 + 1)
    ann_seat = host.get(f"/api/tables/{table}/").json()["view"]["players"][1]
    assert (ann_seat["kind"], ann_seat["away"], ann_seat["standin"]) == ("person", True, False)
    presence.touch(table, 0, "host-socket", now=T0 + 25)
    presence.sweep(now=T0 + 30)  # 29 s away: still her seat
    assert not seats(table)[1].get("standin")
    assert not services.plays_itself(seats(table), 1)
    presence.touch(table, 0, "host-socket", now=T0 + 31)
    assert presence.sweep(now=T0 + 31.5) == 1
    assert seats(table)[1]["standin"] and seats(table)[1]["player"]  # still hers
    version = Table.objects.get(pk=table).version
    play_until(table, host, lambda: Action.objects.filter(
        table_id=table, seat=1, seq__gt=version).exists())
    # She comes back mid-game: the computer stops, the seat waits for her.
    presence.touch(table, 1, "ann-again", now=T0 + 40)
    presence.arrived(table, 1)
    assert not {"away", "standin"} & set(seats(table)[1])
    back = Table.objects.get(pk=table).version
    play_until(table, host, lambda: 1 in host.get(f"/api/tables/{table}/").json()["view"][
        "to_act"])
    assert not Action.objects.filter(table_id=table, seat=1, seq__gt=back).exists()
    view = ann.get(f"/api/tables/{table}/").json()["view"]
    assert view["seat"] == 1 and 1 in view["to_act"]
    assert ann.act(table, view["version"], view["legal_actions"][0]).status_code == 200


def test_beats_that_stop_without_a_goodbye_mark_the_seat_away() -> None:
    """A server killed mid-game closes no socket: its people's beats just stop."""
    host, ann = Guest(), Guest()
    table = friends_table(host, ann)
    presence.touch(table, 0, "h", now=T0)
    presence.touch(table, 1, "a", now=T0)
    presence.touch(table, 0, "h", now=T0 + 15)
    presence.sweep(now=T0 + 21)  # ann's beat is more than two beats old
    rows = seats(table)
    assert rows[1]["away"] and rows[1]["away_since"] == T0 + 21 and not rows[0].get("away")


def test_a_table_nobody_is_at_pauses_and_is_closed() -> None:
    host, ann = Guest(), Guest()
    table = friends_table(host, ann)
    presence.left(table, 0, now=T0)
    presence.left(table, 1, now=T0 + 5)
    presence.sweep(now=T0 + 100)
    rows = seats(table)
    assert rows[0]["standin"] and rows[1]["standin"]
    # Nobody is here: the computers stand in for nobody, and no worker stays busy.
    assert not services.plays_itself(rows, 0) and not services.plays_itself(rows, 1)
    tasks.run_computer_turns(table)
    version = Table.objects.get(pk=table).version
    assert tasks.run_computer_turns(table) == 0
    presence.sweep(now=T0 + 604)  # 599 s since the last one left
    assert Table.objects.get(pk=table).status == "active"
    presence.sweep(now=T0 + 606)
    stored = Table.objects.get(pk=table)
    assert (stored.status, stored.version, stored.computer_due) == ("closed", version, False)
    view = ann.get(f"/api/tables/{table}/").json()["view"]
    assert view["status"] == "closed" and view["legal_actions"] == [] and "hand" in view
    refused = ann.act(table, version, {"type": "pass"})
    assert refused.status_code == 400 and "closed" in refused.json()["error"]["message"]
    assert Table.objects.get(pk=table).version == version


def test_practice_tables_are_not_watched() -> None:
    guest = Guest()
    table = guest.new_table()["id"]
    presence.left(table, 0, now=T0)
    presence.sweep(now=T0 + 10_000)
    stored = Table.objects.get(pk=table)
    assert stored.status == "active" and "away" not in stored.seats[0]


def error_of(response: Any) -> tuple[int, str]:
    return response.status_code, response.json()["error"]["code"]


def test_the_host_hands_seats_to_computers_and_opens_them() -> None:
    host, ann, bob = Guest(), Guest(), Guest()
    table = friends_table(host, ann, start=False)
    url = f"/api/tables/{table}"
    # Before the start: Ann's seat is opened again (she is no longer seated), then the
    # computer's seat 2 is opened for a friend, and seat 3 goes to a computer.
    answer = host.post(f"{url}/seats/1/", {"to": "open"})
    assert answer.status_code == 200, answer.content
    assert answer.json()["view"]["players"][1]["kind"] == "open"
    assert error_of(ann.get(f"{url}/")) == (403, "forbidden")
    assert host.post(f"{url}/seats/2/", {"to": "open"}).status_code == 200
    assert host.post(f"{url}/seats/1/", {"to": "computer"}).status_code == 200
    assert [s["kind"] for s in seats(table)] == ["person", "computer", "open", "computer",
                                                 "computer"]
    for who, body, path, expected in [
        (ann, {"to": "open"}, "seats/3/", (403, "forbidden")),  # not at the table
        (host, {"to": "open"}, "seats/0/", (400, "invalid")),  # the host's own
        (host, {"to": "nobody"}, "seats/3/", (400, "invalid")),
        (host, {"to": "open"}, "seats/9/", (400, "invalid")),
        (host, {"to": "open"}, "seats/x/", (400, "invalid")),
        (host, {"to": "open"}, "seats/-1/", (400, "invalid")),
        (host, "[garbage", "seats/3/", (400, "invalid")),
    ]:
        before = seats(table)
        assert error_of(who.post(f"{url}/{path}", body)) == expected, (path, body)
        assert seats(table) == before
    # After the start: seat 3 is reopened; its computer plays until Bob takes it mid-game.
    assert bob.post(f"{url}/join/", {"invite": Table.objects.get(pk=table).invite}
                    ).json()["seat"] == 2
    assert host.post(f"{url}/start/", {}).status_code == 200
    assert host.post(f"{url}/seats/3/", {"to": "open"}).status_code == 200
    assert seats(table)[3]["kind"] == "computer" and seats(table)[3]["reopened"]
    carol = Guest()
    joined = carol.post(f"{url}/join/", {"invite": Table.objects.get(pk=table).invite})
    assert joined.status_code == 200, joined.content
    view = joined.json()["view"]
    assert view["seat"] == 3 and view["status"] == "active" and len(view["hand"]) >= 1
    assert error_of(Guest().post(f"{url}/join/", {"invite": Table.objects.get(pk=table).invite}
                                 )) == (409, "conflict")  # full again
    # Bob's seat handed to a computer mid-game: he is out, a computer plays it.
    assert host.post(f"{url}/seats/2/", {"to": "computer"}).status_code == 200
    assert seats(table)[2]["kind"] == "computer" and "player" not in seats(table)[2]
    assert error_of(bob.get(f"{url}/")) == (403, "forbidden")


def test_a_waiting_room_read_is_a_beat() -> None:
    """The waiting room has no socket: it reads its page every few seconds, and each read
    says its person is there (or back)."""
    host, ann = Guest(), Guest()
    table = friends_table(host, ann, start=False)
    presence.left(table, 1)
    assert seats(table)[1]["away"]
    assert ann.get(f"/tables/{table}/").status_code == 200
    assert "away" not in seats(table)[1]
    assert presence.connected(table, [0, 1]) == {1}


def test_a_started_tables_code_still_leads_to_its_invitation() -> None:
    """A seat the host reopens mid-game is taken with the code read aloud, too."""
    host, ann = Guest(), Guest()
    table = friends_table(host, ann)
    code = Table.objects.get(pk=table).code
    answer = Guest().get(f"/join/?code={code.lower()}")
    assert answer.status_code == 302 and f"/tables/{table}/join/" in answer["Location"]
    Table.objects.filter(pk=table).update(status="finished")
    assert Guest().get(f"/join/?code={code}").status_code == 404


def test_the_sweep_reads_every_tables_beats_in_one_round_trip(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each table's people were a cache round trip every sweep (every 2 s): now one for a
    batch of tables, and what it finds is the same."""
    pairs = [(Guest(), Guest()) for _ in range(3)]
    tables = [friends_table(host, ann) for host, ann in pairs]
    for table in tables:
        presence.touch(table, 0, "host-socket", now=T0)
        presence.touch(table, 1, "ann-socket", now=T0)
    presence.touch(tables[1], 0, "host-socket", now=T0 + 15)  # the host alone beats on there
    reads: list[int] = []
    get_many = presence.cache.get_many

    def counted(keys: list[str]) -> dict[str, Any]:
        reads.append(len(keys))
        return dict(get_many(keys))

    monkeypatch.setattr(presence.cache, "get_many", counted)
    assert presence.sweep(now=T0 + 21) == 3  # every seat's beat is two beats old but one
    assert reads == [6]
    assert [[bool(row.get("away")) for row in seats(table)[:2]] for table in tables] == [
        [True, True], [False, True], [True, True]]
