"""Starting and joining groups are rate limited (``groups``, web/ratelimits.py): pages and
API count together, a refusal is a 429 with Retry-After that changes nothing, another person
is not affected, and the limit recovers when its window has passed."""

from __future__ import annotations

import datetime as dt
from typing import Any

import time_machine

from groups.models import FriendGroup, Membership
from tests.groups.conftest import Guest, join, start_group

START = dt.datetime.now(dt.UTC).replace(microsecond=0)  # frozen: sessions made now stay valid


def rates(limits: Any, **groups: dict[str, str]) -> None:
    limits.RATE_LIMITS = {**limits.RATE_LIMITS, **groups}


def refused(response: Any) -> int:
    assert response.status_code == 429, response.content
    wait = int(response["Retry-After"])
    assert 1 <= wait <= 60
    return wait


def test_starting_and_joining_count_together_per_player(guest: Guest, friend: Guest,
                                                        limits: Any) -> None:
    rates(limits, groups={"player": "3/m", "address": "100/m"})
    with time_machine.travel(START - dt.timedelta(minutes=5), tick=False):
        other = start_group(friend, "Theirs")  # in another minute: makes the friend's guest
        start_group(guest, "First")  # … and the guest's
    with time_machine.travel(START, tick=False) as clock:
        start_group(guest, "Second")
        assert guest.post("/api/groups/", {"name": "Third"}).status_code == 201
        assert join(guest, other).status_code == 302
        wait = refused(guest.client.post("/groups/", {"name": "Fourth"},
                                         HTTP_X_CSRFTOKEN=guest.csrf))
        refused(guest.post("/api/groups/join/", {"invite": other.token}))
        page = refused(guest.client.post(f"/groups/join/{other.token}/",
                                         HTTP_X_CSRFTOKEN=guest.csrf))
        assert page == wait
        assert FriendGroup.objects.count() == 4 and Membership.objects.count() == 5
        # Reading is not counted, and the friend is not held up.
        assert guest.get("/groups/").status_code == 200
        assert friend.post("/api/groups/", {"name": "Fine"}).status_code == 201
        clock.shift(wait)
        assert guest.post("/api/groups/", {"name": "Later"}).status_code == 201


def test_an_address_is_limited_whatever_its_cookies(transactional_db: None,
                                                    limits: Any) -> None:
    rates(limits, groups={"player": "100/m", "address": "2/m"})
    with time_machine.travel(START, tick=False) as clock:
        assert [Guest().post("/api/groups/", {"name": "Fresh"}).status_code
                for _ in range(2)] == [201, 201]
        wait = refused(Guest().post("/api/groups/", {"name": "Fresh"}))
        assert FriendGroup.objects.count() == 2
        clock.shift(wait)
        assert Guest().post("/api/groups/", {"name": "Fresh"}).status_code == 201
