"""Migration tests' shared step: the database taken back to an earlier migration, and
forward to today's schema afterwards (the worker's other tests need it)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from django.db import connection
from django.db.migrations.executor import MigrationExecutor


@contextmanager
def migrated_back(targets: Sequence[tuple[str, str]]) -> Iterator[MigrationExecutor]:
    """The database at ``targets``; the executor migrates on from there."""
    executor = MigrationExecutor(connection)
    executor.migrate(list(targets))
    try:
        yield executor
    finally:
        executor = MigrationExecutor(connection)
        executor.migrate(executor.loader.graph.leaf_nodes())
