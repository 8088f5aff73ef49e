"""Friends' groups through their pages: started with a name, joined by the share link, left
(the keeper handing the group on, the last member ending it), the keeper's new link; and
every refusal (a bad name, a wrong or replaced link, a full group, too many groups, a group
one is not in, garbage ids) a page in words that changes nothing and makes no guest."""

from __future__ import annotations

import html
from typing import Any

import pytest
from django.test import Client

from accounts.models import Player
from groups.models import FriendGroup, Membership
from tests.groups.conftest import Guest, join, player_of, start_group


def members(group: FriendGroup) -> list[str]:
    return list(Membership.objects.filter(group=group).order_by("joined_at", "id")
                .values_list("player__nickname", flat=True))


def test_a_guest_starts_a_group_and_lands_on_its_board(guest: Guest) -> None:
    assert not Player.objects.exists()  # the lobby made nobody
    group = start_group(guest, "  Friday \n  club ")
    assert group.name == "Friday club"  # spaces collapsed
    assert len(group.token) >= 22  # secrets.token_urlsafe(16): 128 bits
    me = player_of(guest)  # starting the group made the guest
    assert members(group) == [me.nickname]
    page = guest.get(f"/groups/{group.pk}/")
    body = page.content.decode()
    assert page.status_code == 200
    assert '<bdi data-testid="group-name">Friday club</bdi>' in body
    assert f"/groups/join/{group.token}/" in body  # the link to share
    assert "(keeps the group)" in body and 'data-action="new-link"' in body
    listed = guest.get("/groups/").content.decode()
    assert f'href="/groups/{group.pk}/"' in listed and "1 member" in listed


def test_a_friend_joins_by_the_link(guest: Guest, friend: Guest) -> None:
    group = start_group(guest)
    invitation = friend.get(f"/groups/join/{group.token}/")
    body = invitation.content.decode()
    assert invitation.status_code == 200
    assert "<bdi>Friday club</bdi>" in body and "1 member so far." in body
    assert 'data-action="join-group"' in body
    assert Player.objects.count() == 1  # reading the invitation made nobody
    response = join(friend, group)
    assert response.status_code == 302 and response["Location"] == f"/groups/{group.pk}/"
    assert members(group) == [player_of(guest).nickname, player_of(friend).nickname]
    # A member who opens the link again goes to the board; pressing Join again changes nothing.
    assert friend.get(f"/groups/join/{group.token}/")["Location"] == f"/groups/{group.pk}/"
    assert join(friend, group).status_code == 302
    assert Membership.objects.filter(group=group).count() == 2
    body = friend.get(f"/groups/{group.pk}/").content.decode()
    assert "2 members of 20" in body and 'data-action="new-link"' not in body  # not the keeper


@pytest.mark.parametrize("token", ["nope", "x" * 22, "A" * 64, "%00", "%E2%80%AE" * 8, "a" * 300])
def test_a_wrong_link_is_refused_in_words(guest: Guest, friend: Guest, token: str) -> None:
    group = start_group(guest)
    for method in ("get", "post"):
        response = getattr(friend.client, method)(f"/groups/join/{token}/",
                                                  HTTP_X_CSRFTOKEN=friend.csrf)
        assert response.status_code == 404, (method, response.content)
        assert "This link to a group is not valid" in response.content.decode()
    assert members(group) == [player_of(guest).nickname]
    assert Player.objects.count() == 1  # the friend's refused Join made no guest


def test_a_full_group_refuses_and_changes_nothing(guest: Guest, friend: Guest,
                                                  settings: Any) -> None:
    settings.FRIEND_GROUP_MAX_MEMBERS = 2
    group = start_group(guest)
    assert join(friend, group).status_code == 302
    late = Guest()
    page = late.get(f"/groups/join/{group.token}/").content.decode()
    assert "This group is full: it has 2 members" in page
    assert 'data-action="join-group"' not in page  # no button that would fail
    response = join(late, group)
    assert response.status_code == 409
    assert "This group is full: it has 2 members, the most a group may have." in \
        response.content.decode()
    assert len(members(group)) == 2
    assert Player.objects.count() == 2  # no guest for the one refused


def test_a_person_is_in_a_bounded_number_of_groups(guest: Guest, friend: Guest,
                                                   settings: Any) -> None:
    settings.FRIEND_GROUPS_PER_PLAYER = 2
    first, second = start_group(guest, "One"), start_group(guest, "Two")
    response = guest.client.post("/groups/", {"name": "Three"}, HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 409
    assert "You are in 2 groups already, the most one may be in: leave one first." in \
        response.content.decode()
    other = start_group(friend, "Elsewhere")
    page = guest.get(f"/groups/join/{other.token}/").content.decode()
    assert "You are in 2 groups already" in page and 'data-action="join-group"' not in page
    assert join(guest, other).status_code == 409
    assert FriendGroup.objects.count() == 3 and len(members(other)) == 1
    assert "leave one to start another" in guest.get("/groups/").content.decode()
    # Leaving one makes room again.
    guest.client.post(f"/groups/{first.pk}/leave/", HTTP_X_CSRFTOKEN=guest.csrf)
    assert join(guest, other).status_code == 302
    assert {g.name for g in FriendGroup.objects.filter(memberships__player=player_of(guest))} \
        == {second.name, other.name}


@pytest.mark.parametrize(("name", "words"), [
    ("", "Give the group a name."),
    ("   \t ", "Give the group a name."),
    ("x" * 41, "A group's name has at most 40 characters."),
    ("bell\x07", "A group's name may not hold control characters."),
    ("\u202eevil", "A group's name may not hold control characters."),
])
def test_a_bad_name_is_refused_and_makes_nothing(guest: Guest, name: str, words: str) -> None:
    response = guest.client.post("/groups/", {"name": name}, HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 400
    body = html.unescape(response.content.decode())
    assert words in body and 'aria-invalid="true"' in body
    assert not FriendGroup.objects.exists()
    assert not Player.objects.exists()  # a refused first action leaves no guest


def test_names_may_be_in_any_script(guest: Guest) -> None:
    assert start_group(guest, "חברים של שישי 🃏").name == "חברים של שישי 🃏"
    assert start_group(guest, "x" * 40).name == "x" * 40


def test_leaving_hands_the_group_on_and_the_last_one_ends_it(guest: Guest,
                                                             friend: Guest) -> None:
    group = start_group(guest)
    join(friend, group)
    response = guest.client.post(f"/groups/{group.pk}/leave/", HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 302 and response["Location"] == "/groups/?left=1"
    assert "You have left the group." in guest.get("/groups/?left=1").content.decode()
    assert members(group) == [player_of(friend).nickname]
    assert guest.get(f"/groups/{group.pk}/").status_code == 404  # theirs no more
    # The friend keeps it now: the keeper's button is theirs.
    assert 'data-action="new-link"' in friend.get(f"/groups/{group.pk}/").content.decode()
    response = friend.client.post(f"/groups/{group.pk}/leave/", HTTP_X_CSRFTOKEN=friend.csrf)
    assert response["Location"] == "/groups/?ended=1"
    assert not FriendGroup.objects.exists() and not Membership.objects.exists()


def test_leaving_a_group_one_is_not_in_changes_nothing(guest: Guest, friend: Guest) -> None:
    group = start_group(guest)
    friend.get("/")
    for url, words in ((f"/groups/{group.pk}/leave/", "There is no such group"),
                       ("/groups/00000000-0000-0000-0000-000000000000/leave/",
                        "There is no such group"),
                       ("/groups/garbage/leave/", "There is no such group")):
        response = friend.client.post(url, HTTP_X_CSRFTOKEN=friend.csrf)
        assert response.status_code == 404 and words in response.content.decode(), url
    start_group(friend, "Theirs")  # now a player, still not in the guest's group
    response = friend.client.post(f"/groups/{group.pk}/leave/", HTTP_X_CSRFTOKEN=friend.csrf)
    assert response.status_code == 404
    assert "You are not in this group, so there is nothing to leave." in \
        response.content.decode()
    assert members(group) == [player_of(guest).nickname]


def test_only_members_see_a_group(guest: Guest, friend: Guest) -> None:
    group = start_group(guest)
    for client in (Client(), friend.client):
        for url in (f"/groups/{group.pk}/", f"/groups/{group.pk}/week/"):
            response = client.get(url)
            assert response.status_code == 404, url
            body = response.content.decode()
            assert "There is no such group, or you are not in it." in body
            assert group.name not in body and group.token not in body
    for url in ("/groups/not-a-uuid/", "/groups/00000000-0000-0000-0000-000000000000/week/"):
        assert guest.get(url).status_code == 404
    assert guest.client.post(f"/groups/{group.pk}/", HTTP_X_CSRFTOKEN=guest.csrf).status_code == 405


def test_the_keeper_makes_a_new_link_and_the_old_one_dies(guest: Guest,
                                                          friend: Guest) -> None:
    group = start_group(guest)
    join(friend, group)
    old = group.token
    refused = friend.client.post(f"/groups/{group.pk}/link/", HTTP_X_CSRFTOKEN=friend.csrf)
    assert refused.status_code == 403
    assert "Only the member who keeps the group can make a new link." in \
        refused.content.decode()
    group.refresh_from_db()
    assert group.token == old
    response = guest.client.post(f"/groups/{group.pk}/link/", HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 302
    group.refresh_from_db()
    assert group.token != old and len(group.token) >= 22
    late = Guest()
    assert late.get(f"/groups/join/{old}/").status_code == 404
    assert join(late, group).status_code == 302
    assert len(members(group)) == 3  # members stay


def test_a_deleted_player_leaves_their_groups_and_an_empty_one_ends(guest: Guest,
                                                                    friend: Guest) -> None:
    shared, alone = start_group(guest, "Shared"), start_group(guest, "Alone")
    join(friend, shared)
    player_of(guest).delete()  # an idle guest pruned, say
    assert members(shared) == [player_of(friend).nickname]
    assert not FriendGroup.objects.filter(pk=alone.pk).exists()


def test_reading_the_pages_makes_nobody(transactional_db: None) -> None:
    client = Client()
    assert client.get("/groups/").status_code == 200
    assert client.get("/groups/join/whatever-token-1234567/").status_code == 404
    assert not Player.objects.exists()


def test_posts_need_the_csrf_token(guest: Guest, friend: Guest) -> None:
    group = start_group(guest)
    response = friend.client.post(f"/groups/join/{group.token}/")
    assert response.status_code == 403
    assert guest.client.post("/groups/", {"name": "No token"}).status_code == 403
    assert guest.client.post(f"/groups/{group.pk}/leave/").status_code == 403
    assert len(members(group)) == 1 and FriendGroup.objects.count() == 1
