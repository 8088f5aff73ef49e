"""Rate limits on signing up and logging in (the site's and the admin's login): per address,
and per username for logins; a refusal is a plain page with a 429 and Retry-After that
checks no password, and the limit recovers when its window has passed."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
import time_machine
from django.contrib.auth import get_user_model
from django.test import Client

from tests.accounts.conftest import PASSWORD, visitor

pytestmark = pytest.mark.django_db(transaction=True)
User = get_user_model()
START = dt.datetime.now(dt.UTC).replace(microsecond=0)  # frozen: sessions made now stay valid


def rates(limits: Any, **groups: dict[str, str]) -> None:
    limits.RATE_LIMITS = {**limits.RATE_LIMITS, **groups}


def log_in(client: Client, username: str, password: str = "wrong", address: str = "127.0.0.1",
           url: str = "/accounts/login/") -> Any:
    return client.post(url, {"username": username, "password": password},
                       REMOTE_ADDR=address)


def assert_refused_page(response: Any) -> int:
    assert response.status_code == 429
    assert response["Content-Type"].startswith("text/html")
    assert "Too many requests: please wait" in response.content.decode()
    wait = int(response["Retry-After"])
    assert 1 <= wait <= 60
    return wait


def test_logins_per_username_whatever_the_address(limits: Any) -> None:
    rates(limits, login={"address": "100/m", "username": "3/m"})
    User.objects.create_user("alice", password=PASSWORD)
    with time_machine.travel(START, tick=False) as clock:
        statuses = [log_in(visitor(), "alice", address=f"198.51.100.{n}").status_code
                    for n in range(3)]
        assert statuses == [400, 400, 400]  # wrong passwords, told so
        # The name in other capitals is the same account: one counter.
        wait = assert_refused_page(log_in(visitor(), " ALICE", PASSWORD, "198.51.100.9"))
        assert "_auth_user_id" not in visitor().session
        assert log_in(visitor(), "bob", address="198.51.100.9").status_code == 400  # not bob
        clock.shift(wait)
        browser = visitor()
        assert log_in(browser, "alice", PASSWORD).status_code == 302
        assert "_auth_user_id" in browser.session


def test_logins_per_address(limits: Any) -> None:
    rates(limits, login={"address": "2/m", "username": "100/m"})
    with time_machine.travel(START, tick=False) as clock:
        browser = visitor()
        assert [log_in(browser, f"name{n}").status_code for n in range(2)] == [400, 400]
        wait = assert_refused_page(log_in(browser, "name3"))
        assert log_in(browser, "name3", address="198.51.100.2").status_code == 400
        assert visitor().get("/accounts/login/").status_code == 200  # only attempts count
        clock.shift(wait)
        assert log_in(browser, "name4").status_code == 400


def test_signups_per_address(limits: Any) -> None:
    rates(limits, signup={"address": "2/m"})

    def sign_up(name: str, address: str = "127.0.0.1") -> Any:
        return visitor().post("/accounts/signup/", {
            "username": name, "password1": PASSWORD, "password2": PASSWORD,
        }, REMOTE_ADDR=address)

    with time_machine.travel(START, tick=False) as clock:
        assert [sign_up(f"player{n}").status_code for n in range(2)] == [302, 302]
        wait = assert_refused_page(sign_up("player2"))
        assert not User.objects.filter(username="player2").exists()
        assert sign_up("player3", "198.51.100.3").status_code == 302
        clock.shift(wait)
        assert sign_up("player2").status_code == 302


def test_the_admin_login_counts_against_the_same_limits(limits: Any) -> None:
    rates(limits, login={"address": "100/m", "username": "2/m"})
    User.objects.create_superuser("root", password=PASSWORD)
    with time_machine.travel(START, tick=False):
        assert log_in(Client(), "root").status_code == 400  # the site's login
        assert log_in(Client(), "root", url="/admin/login/").status_code == 200  # its form again
        assert_refused_page(log_in(Client(), "root", PASSWORD, url="/admin/login/"))
        assert_refused_page(log_in(Client(), "root", PASSWORD))
