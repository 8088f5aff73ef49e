"""Friends' groups through the JSON API: start, list, join by the link's token, leave, the
keeper's new link; and each refusal in the API's error format, changing nothing."""

from __future__ import annotations

from typing import Any

import pytest

from accounts.models import Player
from groups.models import FriendGroup, Membership
from tests.groups.conftest import Guest


def error(response: Any, status: int, code: str) -> str:
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/json"
    found = response.json()["error"]
    assert found["code"] == code
    return str(found["message"])


def test_start_list_join_and_leave(guest: Guest, friend: Guest) -> None:
    assert guest.get("/api/groups/").json() == {"groups": [], "max_groups": 10}
    assert not Player.objects.exists()  # reading made nobody
    made = guest.post("/api/groups/", {"name": " Cards  on Friday "})
    assert made.status_code == 201, made.content
    group = made.json()
    assert group["name"] == "Cards on Friday" and group["members"] == 1 and group["keeper"]
    assert group["url"] == f"/groups/{group['id']}/"
    assert group["invite_url"] == f"http://testserver/groups/join/{group['invite']}/"
    assert [g["id"] for g in guest.get("/api/groups/").json()["groups"]] == [group["id"]]

    joined = friend.post("/api/groups/join/", {"invite": group["invite"]})
    assert joined.status_code == 200
    assert joined.json()["joined"] is True and joined.json()["members"] == 2
    assert joined.json()["keeper"] is False
    again = friend.post("/api/groups/join/", {"invite": group["invite"]})
    assert again.json()["joined"] is False and again.json()["members"] == 2
    assert friend.get("/api/groups/").json()["groups"][0]["members"] == 2

    left = guest.post(f"/api/groups/{group['id']}/leave/", {})
    assert left.json() == {"group": group["id"], "ended": False}
    assert friend.get(f"/api/groups/{group['id']}/").json()["keeper"] is True  # handed on
    assert friend.post(f"/api/groups/{group['id']}/leave/", {}).json()["ended"] is True
    assert not FriendGroup.objects.exists()


@pytest.mark.parametrize(("body", "words"), [
    ({}, "Send the group's name as text."),
    ({"name": None}, "Send the group's name as text."),
    ({"name": ["Friday"]}, "Send the group's name as text."),
    ({"name": "  "}, "Give the group a name."),
    ({"name": "y" * 41}, "A group's name has at most 40 characters."),
    ({"name": "tab\x00"}, "A group's name may not hold control characters."),
    ([1, 2], "The request body must be a JSON object."),
    ("not json", "not valid JSON"),
])
def test_bad_input_to_start_is_refused(guest: Guest, body: Any, words: str) -> None:
    message = error(guest.post("/api/groups/", body), 400, "invalid")
    assert words in message
    assert not FriendGroup.objects.exists() and not Player.objects.exists()


def test_a_wrong_token_a_full_group_and_too_many_groups(guest: Guest, friend: Guest,
                                                        settings: Any) -> None:
    group = guest.post("/api/groups/", {"name": "Small"}).json()
    for body in ({}, {"invite": None}, {"invite": "x" * 22}, {"invite": 7},
                 {"invite": group["invite"][:-1]}):
        assert "This link to a group is not valid" in error(
            friend.post("/api/groups/join/", body), 404, "not_found")
    settings.FRIEND_GROUP_MAX_MEMBERS = 1
    assert "This group is full: it has 1 member" in error(
        friend.post("/api/groups/join/", {"invite": group["invite"]}), 409, "full")
    settings.FRIEND_GROUP_MAX_MEMBERS = 20
    settings.FRIEND_GROUPS_PER_PLAYER = 1
    assert "You are in 1 group already" in error(
        guest.post("/api/groups/", {"name": "Another"}), 409, "too_many_groups")
    assert Membership.objects.count() == 1 and FriendGroup.objects.count() == 1
    assert not Player.objects.exclude(pk=guest.client.session["player_id"]).exists()


def test_only_members_read_a_group_and_only_its_keeper_renews_the_link(
        guest: Guest, friend: Guest) -> None:
    group = guest.post("/api/groups/", {"name": "Ours"}).json()
    stranger = Guest()
    for who in (stranger, friend):
        assert "There is no such group" in error(
            who.get(f"/api/groups/{group['id']}/"), 404, "not_found")
    for bad in ("x", "00000000-0000-0000-0000-000000000000", "1" * 300):
        error(guest.get(f"/api/groups/{bad}/"), 404, "not_found")
        error(guest.post(f"/api/groups/{bad}/leave/", {}), 404, "not_found")
        error(guest.post(f"/api/groups/{bad}/link/", {}), 404, "not_found")
    friend.post("/api/groups/join/", {"invite": group["invite"]})
    assert "Only the member who keeps the group" in error(
        friend.post(f"/api/groups/{group['id']}/link/", {}), 403, "forbidden")
    renewed = guest.post(f"/api/groups/{group['id']}/link/", {})
    assert renewed.status_code == 200 and renewed.json()["invite"] != group["invite"]
    error(stranger.post("/api/groups/join/", {"invite": group["invite"]}), 404, "not_found")
    assert stranger.post("/api/groups/join/", {"invite": renewed.json()["invite"]}
                         ).json()["joined"] is True


def test_leaving_a_group_one_is_not_in_changes_nothing(guest: Guest, friend: Guest) -> None:
    group = guest.post("/api/groups/", {"name": "Ours"}).json()
    friend.post("/api/groups/", {"name": "Theirs"})
    assert "You are not in this group" in error(
        friend.post(f"/api/groups/{group['id']}/leave/", {}), 404, "not_found")
    error(friend.post(f"/api/groups/{group['id']}/leave/", "[]"), 400, "invalid")
    error(Guest().post(f"/api/groups/{group['id']}/leave/", {}), 404, "not_found")
    assert Membership.objects.filter(group_id=group["id"]).count() == 1


def test_a_wrong_method_is_a_json_405(guest: Guest) -> None:
    response = guest.client.delete("/api/groups/", HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 405 and response["Allow"] == "GET, POST"
    assert guest.client.get("/api/groups/join/").status_code == 405
