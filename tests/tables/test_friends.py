"""Friends' tables through the API (issue 33): the host opens one with seats for friends and
computers and gets an invitation; friends join as guests, each into their own seat; the host
starts it and the open seats go to computers; each person then plays from their own seat. Bad
invitations, full tables, someone else's start and a daily refuse in words and change nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from tables.models import Action, Table
from tests.tables.conftest import Guest

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("eager_celery")]


def open_friends(host: Guest, others: list[str], **body: Any) -> dict[str, Any]:
    response = host.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                          "others": others, **body})
    assert response.status_code == 201, response.content
    return response.json()


def join(guest: Guest, table: dict[str, Any], invite: object = None) -> Any:
    return guest.post(f"/api/tables/{table['id']}/join/",
                      {"invite": table["invite"] if invite is None else invite})


def error_of(response: Any) -> tuple[int, str]:
    return response.status_code, response.json()["error"]["code"]


def test_the_host_gets_an_invitation_and_a_waiting_room_without_cards() -> None:
    host = Guest()
    table = open_friends(host, ["friend", "friend", "hard", "easy"])
    view = table["view"]
    assert view["status"] == "waiting" and view["seat"] == 0 and view["host"]
    assert [p["kind"] for p in view["players"]] == ["person", "open", "open", "computer",
                                                    "computer"]
    assert [p["level"] for p in view["players"][3:]] == ["hard", "easy"]
    assert len(table["invite"]) >= 22  # 128 bits, url-safe
    assert table["invite_url"] == f"/tables/{table['id']}/join/?invite={table['invite']}"
    assert len(table["code"]) == 6 and table["code"].isalnum()
    assert "hand" not in view and view["legal_actions"] == []
    stored = Table.objects.get(pk=table["id"])
    assert (stored.mode, stored.status, stored.version) == ("friends", "waiting", 0)
    assert not Action.objects.filter(table=stored).exists()  # no computer moved


def test_friends_join_into_their_own_seats_and_play_from_them() -> None:
    host, ann, bob = Guest(), Guest(), Guest()
    table = open_friends(host, ["friend", "friend", "normal", "normal"])
    first = join(ann, table)
    assert first.status_code == 200, first.content
    assert first.json()["seat"] == 1 and first.json()["view"]["seat"] == 1
    assert join(ann, table).json()["seat"] == 1  # nobody sits twice
    assert join(bob, table).json()["seat"] == 2
    # Before the start nobody acts.
    assert error_of(ann.act(table["id"], 0, {"type": "pass"})) == (400, "invalid")
    started = host.post(f"/api/tables/{table['id']}/start/", {})
    assert started.status_code == 200, started.content
    stored = Table.objects.get(pk=table["id"])
    assert stored.status == "active"
    assert [s["kind"] for s in stored.seats] == ["person"] * 3 + ["computer"] * 2
    views = {name: guest.get(f"/api/tables/{table['id']}/").json()["view"]
             for name, guest in (("host", host), ("ann", ann), ("bob", bob))}
    assert [views[n]["seat"] for n in ("host", "ann", "bob")] == [0, 1, 2]
    hands = [set(views[n]["hand"]) for n in ("host", "ann", "bob")]
    assert not hands[0] & hands[1] and not hands[1] & hands[2]  # each their own hand only
    # Whoever is to act acts from their own seat; another person's try is refused.
    seat = views["host"]["to_act"][0]
    mover = [host, ann, bob][seat] if seat < 3 else None
    if mover is not None:
        action = views[["host", "ann", "bob"][seat]]["legal_actions"][0]
        other = [host, ann, bob][(seat + 1) % 3]
        refused = other.act(table["id"], views["host"]["version"], action)
        assert refused.status_code == 400
        assert mover.act(table["id"], views["host"]["version"], action).status_code == 200


def test_open_seats_go_to_computers_at_the_start() -> None:
    host = Guest()
    table = open_friends(host, ["friend", "friend", "friend", "friend"], level="hard")
    assert host.post(f"/api/tables/{table['id']}/start/", {}).status_code == 200
    stored = Table.objects.get(pk=table["id"])
    assert [s["kind"] for s in stored.seats] == ["person"] + ["computer"] * 4
    assert {s["level"] for s in stored.seats[1:]} == {"hard"}


def test_refusals_change_nothing() -> None:
    host, ann, bob, eve = Guest(), Guest(), Guest(), Guest()
    table = open_friends(host, ["friend", "hard", "hard", "hard"])
    url = f"/api/tables/{table['id']}"
    assert error_of(join(ann, table, "not-the-token")) == (403, "forbidden")
    assert error_of(join(ann, table, 12)) == (403, "forbidden")
    assert error_of(ann.post("/api/tables/00000000-0000-0000-0000-000000000000/join/",
                             {"invite": table["invite"]})) == (404, "not_found")
    assert join(ann, table).status_code == 200
    assert error_of(join(bob, table)) == (409, "conflict")  # full
    assert error_of(ann.post(f"{url}/start/", {})) == (403, "forbidden")  # not the host
    assert error_of(eve.post(f"{url}/start/", {})) == (403, "forbidden")  # no seat, no guest
    assert error_of(eve.get(f"{url}/")) == (403, "forbidden")
    assert error_of(host.post(f"{url}/leave/", {})) == (400, "invalid")  # the host stays
    assert host.post(f"{url}/start/", {}).status_code == 200
    assert error_of(host.post(f"{url}/start/", {})) == (409, "conflict")
    assert error_of(join(bob, table)) == (409, "conflict")  # started
    practice = bob.new_table()
    assert error_of(join(ann, practice, "x")) == (403, "forbidden")  # not a friends' table
    stored = Table.objects.get(pk=table["id"])
    assert [s.get("player") is not None for s in stored.seats] == [True, True] + [False] * 3


@pytest.mark.parametrize("others", [None, [], "friend", ["friend", "grandmaster"],
                                    ["friend"] * 9, [7]])
def test_bad_seats_are_refused_in_words(others: object) -> None:
    host = Guest()
    response = host.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                          "others": others})
    assert response.status_code == 400, response.content
    assert response.json()["error"]["message"]
    assert not Table.objects.exists()


def test_a_friend_who_leaves_frees_the_seat_and_after_the_start_a_computer_plays() -> None:
    host, ann, bob = Guest(), Guest(), Guest()
    table = open_friends(host, ["friend", "hard", "hard", "hard"])
    url = f"/api/tables/{table['id']}"
    assert join(ann, table).status_code == 200
    assert ann.post(f"{url}/leave/", {}).status_code == 200
    assert Table.objects.get(pk=table["id"]).seats[1]["kind"] == "open"
    assert error_of(ann.get(f"{url}/")) == (403, "forbidden")
    assert join(bob, table).json()["seat"] == 1
    assert host.post(f"{url}/start/", {}).status_code == 200
    assert bob.post(f"{url}/leave/", {}).status_code == 200
    seat = Table.objects.get(pk=table["id"]).seats[1]
    assert seat["kind"] == "computer" and "player" not in seat


# ---------------------------------------------------------------- the pages


def test_a_friend_takes_a_seat_through_the_invitation_page_and_the_host_starts() -> None:
    host, ann = Guest(), Guest()
    table = open_friends(host, ["friend", "hard", "hard", "hard"])
    room = host.get(table["url"])
    assert room.status_code == 200
    page = room.content.decode()
    assert table["code"] in page and table["invite_url"].replace("&", "&amp;") in page
    assert 'data-action="start"' in page
    invitation = ann.get(table["invite_url"])
    assert invitation.status_code == 200 and 'data-action="join"' in invitation.content.decode()
    taken = ann.client.post(table["invite_url"], {"invite": table["invite"]},
                            HTTP_X_CSRFTOKEN=ann.csrf)
    assert taken.status_code == 302 and taken["Location"] == table["url"]
    assert 'data-action="leave"' in ann.get(table["url"]).content.decode()
    assert ann.get(table["invite_url"])["Location"] == table["url"]  # seated: on to the table
    started = host.client.post(f"/tables/{table['id']}/start/", HTTP_X_CSRFTOKEN=host.csrf)
    assert started.status_code == 302
    page = ann.get(table["url"]).content.decode()
    assert 'data-testid="waiting-room"' not in page and "sheepshead/renderer.js" in page
    assert Table.objects.get(pk=table["id"]).status == "active"


def test_the_code_read_aloud_leads_to_the_invitation() -> None:
    host, ann = Guest(), Guest()
    table = open_friends(host, ["friend", "hard", "hard", "hard"])
    spoken = " ".join(table["code"].lower())  # typed back with spaces, in lower case
    found = ann.get(f"/join/?code={spoken}")
    assert found.status_code == 302 and found["Location"] == table["invite_url"]
    assert ann.get("/join/?code=NOPE42").status_code == 404
    assert ann.get("/join/").status_code == 200


def test_a_bad_invitation_page_says_why() -> None:
    host, ann = Guest(), Guest()
    table = open_friends(host, ["friend", "hard", "hard", "hard"])
    wrong = ann.get(f"/tables/{table['id']}/join/?invite=wrong")
    assert wrong.status_code == 403 and "not valid" in wrong.content.decode()
    assert ann.get("/tables/nonsense/join/?invite=x").status_code == 404
    assert not Table.objects.get(pk=table["id"]).seats[1].get("player")


def test_each_person_gets_their_own_hint_but_none_before_the_start() -> None:
    host, ann = Guest(), Guest()
    table = open_friends(host, ["friend", "normal", "normal", "normal"])
    assert join(ann, table).status_code == 200
    url = f"/api/tables/{table['id']}"
    assert error_of(host.get(f"{url}/hint/?version=0")) == (400, "invalid")  # not started
    assert host.post(f"{url}/start/", {}).status_code == 200
    for _ in range(40):  # to a person's decision with a choice (a forced card is no question)
        views = [guest.get(f"{url}/").json()["view"] for guest in (host, ann)]
        assert all(view["coach"] for view in views)  # practice: Hint at every seat
        seat = views[0]["to_act"][0]  # the computers have moved until a person must
        asker = (host, ann)[seat]
        if len(views[seat]["legal_actions"]) >= 2:
            break
        assert asker.act(table["id"], views[seat]["version"],
                         views[seat]["legal_actions"][0]).status_code == 200
    answer = asker.get(f"{url}/hint/?version={views[0]['version']}")
    assert answer.status_code == 200, answer.content
    assert answer.json()["hint"]["action"] in views[seat]["legal_actions"]
