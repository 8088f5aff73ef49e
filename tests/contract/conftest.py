"""The contract suite runs over every registered game plus the toy, registered here only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from cards import Engine
from tables import registry
from tests.contract.games import ENGINE_ONLY, TOY_SPEC, NoOracle, Oracle, oracle_of


def engine_names() -> list[str]:
    """Every game the site registers (Django's app loading fills the registry before
    collection: pytest-django sets Django up first), and the toy."""
    return sorted({spec.name for spec in registry.games()} | {TOY_SPEC.name})


@pytest.fixture(scope="package", autouse=True)
def toy_registered() -> Iterator[registry.GameSpec]:
    """The toy is a game of the site while this folder's tests run, and only then.

    The registry has no way to remove a game, so its private dict is restored here.
    """
    before = registry._GAMES.get(TOY_SPEC.name)
    registry.register(TOY_SPEC)
    yield TOY_SPEC
    if before is None:
        registry._GAMES.pop(TOY_SPEC.name, None)
    else:
        registry.register(before)


@pytest.fixture
def spec(engine_name: str, toy_registered: registry.GameSpec) -> registry.GameSpec:
    return registry.get(engine_name)


@pytest.fixture
def oracle(engine_name: str) -> Oracle:
    try:
        return oracle_of(engine_name)
    except NoOracle as error:
        pytest.fail(str(error))


@pytest.fixture
def engine(engine_name: str, toy_registered: registry.GameSpec) -> Engine[Any, Any]:
    """A registered game's engine, or one of ``ENGINE_ONLY``."""
    if engine_name in ENGINE_ONLY:
        return ENGINE_ONLY[engine_name]
    return registry.get(engine_name).engine


@pytest.fixture
def round_facts(engine_name: str, toy_registered: registry.GameSpec) -> Any:
    """A registered game's ``round_facts``; None for an engine not registered yet."""
    if engine_name in ENGINE_ONLY:
        return None
    return registry.get(engine_name).round_facts
