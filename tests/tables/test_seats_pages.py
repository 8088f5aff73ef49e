"""The host's seat choices as pages: in the waiting room before the start, on the seats page
after it (linked from the table's header); nobody else gets them."""

from __future__ import annotations

import pytest

from tables.models import Table
from tests.tables.conftest import Guest
from tests.tables.test_presence import friends_table

pytestmark = [pytest.mark.django_db]


def form_post(guest: Guest, url: str, to: str) -> object:
    return guest.client.post(url, {"to": to, "csrfmiddlewaretoken": guest.csrf})


def test_the_waiting_room_offers_the_host_each_seat_and_the_friend_nothing() -> None:
    host, ann = Guest(), Guest()
    table = friends_table(host, ann, start=False)
    host_page = host.get(f"/tables/{table}/").content.decode()
    assert host_page.count('data-seat-to="open"') == 4  # Ann's and the three computers'
    assert host_page.count('data-seat-to="computer"') == 1  # Ann's
    assert "data-seat-to" not in ann.get(f"/tables/{table}/").content.decode()
    answer = form_post(host, f"/tables/{table}/seats/3/", "open")
    assert answer.status_code == 302 and answer["Location"] == f"/tables/{table}/"
    assert Table.objects.get(pk=table).seats[3]["kind"] == "open"
    refused = form_post(ann, f"/tables/{table}/seats/3/", "computer")
    assert refused.status_code == 403 and "host" in refused.content.decode()
    assert Table.objects.get(pk=table).seats[3]["kind"] == "open"


def test_after_the_start_the_host_has_a_seats_page() -> None:
    host, ann = Guest(), Guest()
    table = friends_table(host, ann)
    assert 'data-testid="seats-link"' in host.get(f"/tables/{table}/").content.decode()
    assert 'data-testid="seats-link"' not in ann.get(f"/tables/{table}/").content.decode()
    page = host.get(f"/tables/{table}/seats/")
    assert page.status_code == 200 and 'data-testid="invite-link"' in page.content.decode()
    assert ann.get(f"/tables/{table}/seats/").status_code == 403
    answer = form_post(host, f"/tables/{table}/seats/1/", "computer")
    assert answer.status_code == 302 and answer["Location"] == f"/tables/{table}/seats/"
    assert Table.objects.get(pk=table).seats[1]["kind"] == "computer"
    assert form_post(host, f"/tables/{table}/seats/1/", "sideways").status_code == 400
    practice = host.new_table()["id"]
    assert host.get(f"/tables/{practice}/seats/").status_code == 403


def test_a_friend_picks_a_name_with_the_seat_or_neither() -> None:
    host, ann, bob = Guest(), Guest(), Guest()
    made = host.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                      "others": ["friend", "friend", "normal", "normal"]})
    table, invite = made.json()["id"], made.json()["invite"]
    url = f"/tables/{table}/join/"
    page = ann.get(f"{url}?invite={invite}").content.decode()
    assert 'name="nickname"' in page
    taken = host.me().nickname
    refused = ann.client.post(url, {"invite": invite, "nickname": taken,
                                    "csrfmiddlewaretoken": ann.csrf})
    assert refused.status_code == 400 and "taken" in refused.content.decode()
    # Nothing changed: no seat taken, no guest made.
    assert [s["kind"] for s in Table.objects.get(pk=table).seats][1:3] == ["open", "open"]
    assert "player_id" not in ann.client.session
    joined = ann.client.post(url, {"invite": invite, "nickname": "Annika",
                                   "csrfmiddlewaretoken": ann.csrf})
    assert joined.status_code == 302
    assert Table.objects.get(pk=table).seats[1]["name"] == "Annika"
    assert bob.client.post(url, {"invite": invite, "nickname": "",
                                 "csrfmiddlewaretoken": bob.csrf}).status_code == 302
    assert Table.objects.get(pk=table).seats[2]["name"] == bob.me().nickname


def test_sentences_about_a_friend_follow_the_form_she_chose() -> None:
    """A Hebrew page says "שיחקה" of a woman: her seat's entry carries the form she chose on
    the invitation; a person who chose none reads as anybody unknown."""
    host, ann = Guest(), Guest()
    made = host.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                      "others": ["friend", "normal", "normal", "normal"]})
    table, invite = made.json()["id"], made.json()["invite"]
    url = f"/tables/{table}/join/"
    refused = ann.client.post(url, {"invite": invite, "gender": "x",
                                    "csrfmiddlewaretoken": ann.csrf})
    assert refused.status_code == 400 and "player_id" not in ann.client.session
    assert ann.client.post(url, {"invite": invite, "gender": "f",
                                 "csrfmiddlewaretoken": ann.csrf}).status_code == 302
    assert host.post(f"/api/tables/{table}/start/", {}).status_code == 200
    players = host.get(f"/api/tables/{table}/").json()["view"]["players"]
    assert (players[0]["gender"], players[1]["gender"]) == (None, "f")
    assert ann.me().gender == "f"
