"""Fixtures for the statistics: tables played through the services, as in tests/accounts."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _eager(eager_celery: None, quick_search: None) -> None:
    """Every test here runs computer turns eagerly, Hard ones on a small budget."""
