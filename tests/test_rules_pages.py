"""Rules pages come from the registry: one URL for every game, 404 for any other."""

import pytest
from django.test import Client
from django.urls import reverse

from tables import registry

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("name", [spec.name for spec in registry.games()])
def test_every_registered_game_has_its_rules_page(client: Client, name: str) -> None:
    spec = registry.get(name)
    assert reverse("rules", args=[name]) == spec.rules_url
    response = client.get(spec.rules_url)
    assert response.status_code == 200
    assert [t.name for t in response.templates][0] == spec.rules_template
    assert f"How to play {spec.title}" in response.content.decode()


def test_sheepshead_is_among_them() -> None:
    assert "sheepshead" in [spec.name for spec in registry.games()]


@pytest.mark.parametrize("url", ["/rules/whist/", "/rules/Sheepshead/", "/rules/"])
def test_an_unknown_game_has_no_rules_page(client: Client, url: str) -> None:
    assert client.get(url).status_code == 404


def test_the_rules_page_only_answers_get(client: Client) -> None:
    assert client.post("/rules/sheepshead/").status_code == 405
