"""One ranked attempt per player per day, and a limit per address against fresh guests."""

from __future__ import annotations

import pytest

from leaderboards.models import Entry, Result
from tables.models import Table
from tests.leaderboards.conftest import Guest, finish, play_daily


def post(guest: Guest, url: str, address: str = "127.0.0.1"):
    return guest.client.post(url, HTTP_X_CSRFTOKEN=guest.csrf, REMOTE_ADDR=address)


def test_play_resumes_the_one_ranked_table(guest: Guest) -> None:
    first = post(guest, "/daily/sheepshead/play/")
    second = post(guest, "/daily/sheepshead/play/")
    assert first.status_code == second.status_code == 302
    assert first["Location"] == second["Location"]
    assert Entry.objects.filter(ranked=True).count() == 1


def test_a_second_ranked_attempt_is_refused_and_changes_nothing(guest: Guest) -> None:
    play_daily(guest)
    tables = Table.objects.count()
    response = post(guest, "/daily/sheepshead/play/")
    assert response.status_code == 403
    assert "one ranked attempt a day" in response.content.decode()
    assert Table.objects.count() == tables and Result.objects.count() == 1


def test_replaying_unranked_needs_a_finished_ranked_attempt(guest: Guest) -> None:
    assert post(guest, "/daily/sheepshead/replay/").status_code == 403
    post(guest, "/daily/sheepshead/play/")
    assert post(guest, "/daily/sheepshead/replay/").status_code == 403  # not finished yet


def test_an_unranked_replay_deals_the_same_cards_and_counts_nowhere(guest: Guest) -> None:
    ranked = play_daily(guest)
    response = post(guest, "/daily/sheepshead/replay/")
    assert response.status_code == 302
    replay = finish(guest, response["Location"], choose=1)
    assert replay.seed == ranked.seed and replay.mode == "daily"
    assert Result.objects.count() == 1 and Result.objects.get().table == ranked
    assert not Entry.objects.get(table=replay).ranked


def test_the_address_limit_stops_fresh_guests(guest: Guest, settings) -> None:
    settings.DAILY_RANKED_PER_ADDRESS = 2
    guests = [guest, Guest(), Guest()]
    assert post(guests[0], "/daily/sheepshead/play/", "10.0.0.1").status_code == 302
    assert post(guests[1], "/daily/sheepshead/play/", "10.0.0.1").status_code == 302
    refused = post(guests[2], "/daily/sheepshead/play/", "10.0.0.1")
    assert refused.status_code == 429
    assert "from your network today" in refused.content.decode()
    assert Entry.objects.count() == 2
    # Someone already playing from that address still gets back to his table…
    assert post(guests[0], "/daily/sheepshead/play/", "10.0.0.1").status_code == 302
    # …and another address is not limited.
    assert post(guests[2], "/daily/sheepshead/play/", "10.0.0.2").status_code == 302
    assert "10.0.0.1" not in set(Entry.objects.values_list("address", flat=True))


def test_the_address_may_come_from_a_proxy_header(guest: Guest, settings) -> None:
    settings.DAILY_RANKED_PER_ADDRESS = 1
    settings.TRUSTED_PROXY_COUNT, settings.CLIENT_IP_HEADER = 1, "X-Real-IP"
    other = Guest()
    guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf,
                      HTTP_X_REAL_IP="203.0.113.9")
    refused = other.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=other.csrf,
                                HTTP_X_REAL_IP="203.0.113.9")
    assert refused.status_code == 429


def test_play_needs_post_and_a_real_game(guest: Guest) -> None:
    assert guest.get("/daily/sheepshead/play/").status_code == 405
    assert post(guest, "/daily/chess/play/").status_code == 404
    assert Table.objects.count() == 0


def test_an_ipv6_household_counts_as_one_address(guest: Guest, settings) -> None:
    settings.DAILY_RANKED_PER_ADDRESS = 1
    assert post(guest, "/daily/sheepshead/play/", "2001:db8:1:2::5").status_code == 302
    assert post(Guest(), "/daily/sheepshead/play/", "2001:db8:1:2::77").status_code == 429
    assert post(Guest(), "/daily/sheepshead/play/", "2001:db8:1:3::5").status_code == 302


def test_a_forwarded_header_counts_the_address_the_proxy_saw(guest: Guest, settings) -> None:
    settings.DAILY_RANKED_PER_ADDRESS = 1
    settings.TRUSTED_PROXY_COUNT, settings.CLIENT_IP_HEADER = 1, "X-Forwarded-For"
    for n, person in enumerate((guest, Guest())):
        response = person.client.post(  # the first entries are the client's to invent
            "/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=person.csrf,
            HTTP_X_FORWARDED_FOR=f"10.9.9.{n}, 198.51.100.7")
    assert response.status_code == 429


@pytest.mark.parametrize("proxies", [0, 1])
def test_forged_forwarded_headers_buy_no_extra_attempts(guest: Guest, settings,
                                                        proxies: int) -> None:
    """Fresh guests from one address, each inventing a new X-Forwarded-For: bare (as a client
    sends it straight to the site) and behind the proxy (which appends what it saw)."""
    settings.DAILY_RANKED_PER_ADDRESS = 2
    settings.TRUSTED_PROXY_COUNT, settings.CLIENT_IP_HEADER = proxies, "X-Forwarded-For"
    statuses = []
    for n, person in enumerate([guest] + [Guest() for _ in range(4)]):
        forged = f"203.0.113.{n}"
        header = f"{forged}, 198.51.100.7" if proxies else forged
        statuses.append(post_forwarded(person, header, "198.51.100.7" if not proxies
                                       else "10.0.0.2").status_code)
    assert statuses == [302, 302, 429, 429, 429]
    assert Entry.objects.filter(ranked=True).count() == 2


def post_forwarded(guest: Guest, forwarded: str, remote: str):
    return guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf,
                             HTTP_X_FORWARDED_FOR=forwarded, REMOTE_ADDR=remote)


def test_deleting_the_ranked_table_does_not_free_a_second_attempt(guest: Guest) -> None:
    from django.db.models import RestrictedError

    response = post(guest, "/daily/sheepshead/play/")
    table = Table.objects.get(pk=response["Location"].split("/")[-2])
    with pytest.raises(RestrictedError):
        table.delete()
    assert post(guest, "/daily/sheepshead/play/")["Location"] == response["Location"]
