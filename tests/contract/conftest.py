"""The contract suite runs over every registered game: the site's and the toy, the example
game the tests install (tests/settings.py)."""

from __future__ import annotations

from typing import Any

import pytest

from cards import Engine
from tables import registry
from tests.contract.games import ENGINE_ONLY, NoOracle, Oracle, oracle_of
from tests.game_site import on_site

# on_site: computer turns inside the test, on the games' quick players, and boards of the
# test's own, as for every game's tests on the site.
__all__ = ["on_site"]


def engine_names() -> list[str]:
    """Every game the site registers (Django's app loading fills the registry before
    collection: pytest-django sets Django up first)."""
    return sorted(spec.name for spec in registry.games())


@pytest.fixture
def spec(engine_name: str) -> registry.GameSpec:
    return registry.get(engine_name)


@pytest.fixture
def oracle(engine_name: str) -> Oracle:
    try:
        return oracle_of(engine_name)
    except NoOracle as error:
        pytest.fail(str(error))


@pytest.fixture
def engine(engine_name: str) -> Engine[Any, Any]:
    """A registered game's engine, or one of ``ENGINE_ONLY``."""
    if engine_name in ENGINE_ONLY:
        return ENGINE_ONLY[engine_name]
    return registry.get(engine_name).engine


@pytest.fixture
def round_facts(engine_name: str) -> Any:
    """A registered game's ``round_facts``; None for an engine not registered yet."""
    if engine_name in ENGINE_ONLY:
        return None
    return registry.get(engine_name).round_facts
