"""People never meet a stack trace: friendly 404 and 500 pages."""

from __future__ import annotations

import pytest
from django.test import Client, override_settings

pytestmark = pytest.mark.django_db


def test_unknown_pages_get_the_friendly_404() -> None:
    response = Client().get("/no/such/page/")
    assert response.status_code == 404
    assert b"There is nothing here" in response.content and b"Traceback" not in response.content


@override_settings(ROOT_URLCONF="tests.crash_urls", DEBUG=False)
def test_a_server_error_gets_the_friendly_500() -> None:
    client = Client(raise_request_exception=False)
    response = client.get("/crash/")
    assert response.status_code == 500
    assert b"Your game is saved" in response.content and b"boom" not in response.content
